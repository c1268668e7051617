"""Analytic geometry: distance from a marked point of a plotted parabola to its (undrawn) focus."""
import numpy as np

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

LIM = 7.5
# local frame (u along the axis, towards the opening; v across) -> world (x, y)
ORIENT = {"right": ((1, 0), (0, 1)), "left": ((-1, 0), (0, 1)),
          "up": ((0, 1), (1, 0)), "down": ((0, -1), (1, 0))}


def _world(orient, u, v):
    (ax_, ay_), (bx, by) = ORIENT[orient]
    return np.array([u * ax_ + v * bx, u * ay_ + v * by], dtype=float)


def _equation(orient, four_p):
    coef = draw.fmt_fraction(four_p)
    coef = "" if coef == "1" else coef
    return {"right": f"y² = {coef}x", "left": f"y² = -{coef}x",
            "up": f"x² = {coef}y", "down": f"x² = -{coef}y"}[orient]


@seed_program(
    id="parabola_focal_distance", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/conics/parabola_standard_form", "analytic_geometry/conics/parabola_focus_directrix"],
    source="DynaMath-style (analytic geometry, focal distance of a point on a plotted parabola)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "colors_labels"],
)
class ParabolaFocalDistance(SeedProgram):
    def sample(self, rng):
        while True:
            a = int(rng.integers(1, 7))                       # distance of P along the axis
            b = int(rng.choice([-1, 1])) * int(rng.integers(1, 7))  # offset of P across the axis
            p = b * b / (4 * a)
            if 0.3 <= p <= 3.5 and (a, abs(b)) != (1, 2):   # skip the latus-rectum end (1, ±2)
                break
        return {"a": a, "b": b, "orient": str(rng.choice(list(ORIENT))),
                "label": str(rng.choice(list("PQMNKT"))),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _point(self, p):
        return _world(p["orient"], p["a"], p["b"])

    def question(self, p):
        axis = "x" if p["orient"] in ("right", "left") else "y"
        P = p["label"]
        return (f"The parabola in the figure has its vertex at the origin O and its axis of symmetry along "
                f"the {axis}-axis, and it passes through the grid point {P}. What is the distance from "
                f"{P} to the focus of the parabola? Give the answer to two decimal places.")

    def answer(self, p):
        # focus-directrix property: |PF| = distance from P to the directrix = a + p
        return Number(p["a"] + p["b"] ** 2 / (4 * p["a"]))

    def verify(self, p):
        # Recover 4p from the world coordinates and the equation form, place the focus, measure.
        x0, y0 = self._point(p)
        o = p["orient"]
        if o in ("right", "left"):
            k = y0 ** 2 / x0          # y² = k·x, focus (k/4, 0)
            F = np.array([k / 4, 0.0])
        else:
            k = x0 ** 2 / y0          # x² = k·y, focus (0, k/4)
            F = np.array([0.0, k / 4])
        return Number(float(np.hypot(x0 - F[0], y0 - F[1])))

    def draw(self, p, ax, hide=()):
        draw.grid_axes(ax, (-LIM, LIM), (-LIM, LIM))
        four_p = p["b"] ** 2 / p["a"]
        v = np.linspace(-LIM - 1, LIM + 1, 600)
        u = v * v / four_p
        keep = u <= LIM + 1
        pts = np.array([_world(p["orient"], uu, vv) for uu, vv in zip(u[keep], v[keep])])
        colour = draw.PALETTE[p["color"]]
        ax.plot(pts[:, 0], pts[:, 1], color=colour, linewidth=2.2, zorder=4)
        P = self._point(p)
        # label on the convex (outer) side of the curve, away from the axis
        away = _world(p["orient"], p["a"] + 1.5, 0)
        draw.label_grid_point(ax, P, p["label"], away_from=away, offset=15, color=draw.ACCENT)

    def subquestions(self, p):
        x0, y0 = (int(round(c)) for c in self._point(p))
        o = p["orient"]
        four_p = p["b"] ** 2 / p["a"]
        generic = {"right": "y² = 4px", "left": "y² = -4px", "up": "x² = 4py", "down": "x² = -4py"}[o]
        half = four_p / 4
        directrix = {"right": f"x = -{draw.fmt_fraction(half)}", "left": f"x = {draw.fmt_fraction(half)}",
                     "up": f"y = -{draw.fmt_fraction(half)}", "down": f"y = {draw.fmt_fraction(half)}"}[o]
        P = p["label"]
        return [
            SubQuestion(f"The parabola {generic} (p > 0) passes through the point {P}({x0}, {y0}). What is p? "
                        f"Give the answer to two decimal places.",
                        Number(p["b"] ** 2 / (4 * abs(p["a"]))), "analytic_geometry/conics/parabola_standard_form"),
            SubQuestion(f"The point {P}({x0}, {y0}) lies on the parabola {_equation(o, four_p)}, whose directrix "
                        f"is the line {directrix}. What is the distance from {P} to the directrix? "
                        f"Give the answer to two decimal places.",
                        Number(abs(x0 if o in ("right", "left") else y0) + half),
                        "analytic_geometry/conics/parabola_focus_directrix"),
        ]

    def description(self, p):
        x0, y0 = (int(round(c)) for c in self._point(p))
        axis = "x" if p["orient"] in ("right", "left") else "y"
        side = {"right": "opens to the right", "left": "opens to the left", "up": "opens upward",
                "down": "opens downward"}[p["orient"]]
        return (f"On a coordinate grid, a parabola with vertex at the origin O and axis of symmetry along the "
                f"{axis}-axis {side}. It passes through the marked grid point {p['label']}({x0}, {y0}). "
                f"Its focus is not drawn.")
