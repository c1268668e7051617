"""Analytic geometry: which of four points lies inside the circle or ellipse drawn on a grid."""
from matplotlib.patches import Ellipse

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

LIM = 7.5


def _level(p, x, y):
    return (x - p["h"]) ** 2 / p["a"] ** 2 + (y - p["k"]) ** 2 / p["b"] ** 2


def _pt(q):
    return f"({q[0]}, {q[1]})"


@seed_program(
    id="point_inside_conic_pick", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/conics/ellipse_standard_form", "analytic_geometry/circles/standard_equation",
              "analytic_geometry/conics/point_position_conic"],
    source="DynaMath-style (analytic geometry, position of a point relative to a conic)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PointInsideConicPick(SeedProgram):
    def sample(self, rng):
        while True:
            circle = bool(rng.random() < 0.35)
            a = int(rng.integers(3, 7))
            b = a if circle else int(rng.integers(2, 7))
            if not circle and a == b:
                continue
            if rng.random() < 0.4 and not circle:
                a, b = b, a
            h = int(rng.integers(-6 + a, 7 - a)) if a < 7 else 0
            k = int(rng.integers(-6 + b, 7 - b)) if b < 7 else 0
            p = {"a": a, "b": b, "h": h, "k": k}
            grid = [(x, y) for x in range(-7, 8) for y in range(-7, 8)]
            inner = [q for q in grid if 0.15 < _level(p, *q) < 0.8 and q[0] != h and q[1] != k]
            on = [q for q in grid if abs(_level(p, *q) - 1) < 1e-9 and q[0] != h and q[1] != k]
            corner = [q for q in grid if 1.1 < _level(p, *q) and abs(q[0] - h) < a and abs(q[1] - k) < b]
            near = [q for q in grid if 1.3 < _level(p, *q) < 2.5 and (abs(q[0] - h) >= a or abs(q[1] - k) >= b)]
            if not inner or not corner or not near:
                continue
            pick = lambda L: [int(v) for v in L[int(rng.integers(len(L)))]]
            pts = [pick(inner), pick(corner), pick(near)]
            pts.append(pick(on) if on else pick([q for q in near if list(q) != pts[2]] or near))
            if len({tuple(q) for q in pts}) == 4:
                break
        p.update({"points": pts, "color": str(rng.choice(["blue", "red", "green", "purple"]))})
        return p

    def _name(self, p):
        return "circle" if p["a"] == p["b"] else "ellipse"

    def question(self, p):
        return (f"Which of the following points lies strictly inside the {self._name(p)} drawn on the grid?")

    def answer(self, p):
        return Choice(_pt(p["points"][0]), [_pt(q) for q in p["points"][1:]])

    def verify(self, p):
        # the drawn patch's outline, in data coordinates, tested with a point-in-path check (shrunk a little
        # so that a point on the curve counts as not inside)
        e = Ellipse((p["h"], p["k"]), 2 * p["a"] * 0.999, 2 * p["b"] * 0.999)
        path = e.get_patch_transform().transform_path(e.get_path())
        inside = [q for q in p["points"] if path.contains_point(q)]
        return _pt(inside[0]) if len(inside) == 1 else None

    def draw(self, p, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        col = draw.PALETTE[p["color"]]
        ax.add_patch(Ellipse((p["h"], p["k"]), 2 * p["a"], 2 * p["b"], fill=False, edgecolor=col, linewidth=2.5,
                             zorder=4))
        ax.plot([p["h"]], [p["k"]], "o", color=col, markersize=5, zorder=5)

    def subquestions(self, p):
        return [SubQuestion(f"What is the x-coordinate of the centre of the {self._name(p)}?", Number(p["h"]),
                            "analytic_geometry/conics/ellipse_standard_form")]

    def description(self, p):
        h, k, a, b = p["h"], p["k"], p["a"], p["b"]
        xs = "x²" if h == 0 else f"(x - {h})²" if h > 0 else f"(x + {-h})²"
        ys = "y²" if k == 0 else f"(y - {k})²" if k > 0 else f"(y + {-k})²"
        eq = f"{xs} + {ys} = {a * a}" if a == b else f"{xs}/{a * a} + {ys}/{b * b} = 1"
        return f"Consider the {self._name(p)} {eq}. Which of the following points lies strictly inside it?"
