"""Analytic geometry: which of four points lies inside the circle or ellipse drawn on a grid."""
from matplotlib.patches import Ellipse

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw



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
    levels = Levels(
        standard=dict(semi_a=IntRange(3, 6), semi_b=IntRange(2, 6), coord=IntRange(-7, 7),
                      inside_band=FloatRange(0.15, 0.8), outside_band=FloatRange(1.3, 2.5)),
        hard=dict(semi_a=IntRange(4, 8), semi_b=IntRange(3, 8), coord=IntRange(-9, 9),
                  inside_band=FloatRange(0.6, 0.97), outside_band=FloatRange(1.03, 1.5)),
        hard_means="larger conics on a larger grid and closer distractors: the inside point lies near the curve "
                   "and the outside points just beyond it, so eyeballing fails",
    )

    def sample(self, rng, space):
        W = space.coord.hi - 1                        # the centre keeps the conic inside ±W
        for _ in attempts("points strictly inside, in a corner of the bounding box, just outside and on the curve"):
            circle = bool(rng.random() < 0.35)
            a = space.semi_a.draw(rng)
            b = a if circle else space.semi_b.draw(rng)
            if not circle and a == b:
                continue
            if rng.random() < 0.4 and not circle:
                a, b = b, a
            h = int(rng.integers(-W + a, W + 1 - a)) if a < W + 1 else 0
            k = int(rng.integers(-W + b, W + 1 - b)) if b < W + 1 else 0
            p = {"a": a, "b": b, "h": h, "k": k}
            grid = [(x, y) for x in space.coord.values for y in space.coord.values]
            lo, hi = space.inside_band.lo, space.inside_band.hi
            inner = [q for q in grid if lo < _level(p, *q) < hi and q[0] != h and q[1] != k]
            on = [q for q in grid if abs(_level(p, *q) - 1) < 1e-9 and q[0] != h and q[1] != k]
            corner = [q for q in grid if 1.1 < _level(p, *q) and abs(q[0] - h) < a and abs(q[1] - k) < b]
            near = [q for q in grid if space.outside_band.lo < _level(p, *q) < space.outside_band.hi and (abs(q[0] - h) >= a or abs(q[1] - k) >= b)]
            if not inner or not corner or not near:
                continue
            pick = lambda L: [int(v) for v in L[int(rng.integers(len(L)))]]
            pts = [pick(inner), pick(corner), pick(near)]
            pts.append(pick(on) if on else pick([q for q in near if list(q) != pts[2]] or near))
            if len({tuple(q) for q in pts}) == 4:
                break
        p.update({"color": str(rng.choice(["blue", "red", "green", "purple"])), "lim": space.coord.hi + 0.5,
                  "options": sorted(pts)})                     # the points offered, in a fixed order
        return p, {"points": pts}                              # the right one first

    def _name(self, p):
        return "circle" if p["a"] == p["b"] else "ellipse"

    def question(self, g):
        return (f"Which of the following points lies strictly inside the {self._name(g)} drawn on the grid?")

    def answer(self, p):
        return Choice(_pt(p["points"][0]), [_pt(q) for q in p["points"][1:]])

    def verify(self, g):
        # the drawn patch's outline, in data coordinates, tested with a point-in-path check (shrunk a little
        # so that a point on the curve counts as not inside)
        e = Ellipse((g["h"], g["k"]), 2 * g["a"] * 0.999, 2 * g["b"] * 0.999)
        path = e.get_patch_transform().transform_path(e.get_path())
        inside = [q for q in g["options"] if path.contains_point(q)]
        return _pt(inside[0]) if len(inside) == 1 else None

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"], g["lim"])
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 7.5 else 9)
        col = draw.PALETTE[g["color"]]
        ax.add_patch(Ellipse((g["h"], g["k"]), 2 * g["a"], 2 * g["b"], fill=False, edgecolor=col, linewidth=2.5,
                             zorder=4))
        ax.plot([g["h"]], [g["k"]], "o", color=col, markersize=5, zorder=5)

    def subquestions(self, g):
        return [SubQuestion(f"What is the x-coordinate of the centre of the {self._name(g)}?", Number(g["h"]),
                            "analytic_geometry/conics/ellipse_standard_form")]

    def description(self, g):
        h, k, a, b = g["h"], g["k"], g["a"], g["b"]
        xs = "x²" if h == 0 else f"(x - {h})²" if h > 0 else f"(x + {-h})²"
        ys = "y²" if k == 0 else f"(y - {k})²" if k > 0 else f"(y + {-k})²"
        eq = f"{xs} + {ys} = {a * a}" if a == b else f"{xs}/{a * a} + {ys}/{b * b} = 1"
        return (f"Consider the {self._name(g)} {eq}. Which of the following points lies strictly inside it? "
                f"The points offered: {', '.join(_pt(q) for q in g['options'])}.")
