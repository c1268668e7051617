"""Analytic geometry: distance from a marked point of a plotted parabola to its (undrawn) focus."""
import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

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
    levels = Levels(
        standard=dict(along=IntRange(1, 6), across=IntRange(1, 6), focal_p=FloatRange(0.3, 3.5),
                      orient=OneOf(tuple(ORIENT)), lim=7),
        hard=dict(along=IntRange(2, 9), across=IntRange(1, 9), focal_p=FloatRange(0.3, 5.0),
                  orient=OneOf(tuple(ORIENT)), lim=10),
        hard_means="the point farther out on a larger grid (coordinates up to 9), so p = b²/(4a) is a less "
                   "friendly fraction",
    )

    def sample(self, rng, space):
        for _ in attempts("focal parameter p in range, P not the latus-rectum end"):
            a = space.along.draw(rng)                       # distance of P along the axis
            b = int(rng.choice([-1, 1])) * space.across.draw(rng)  # offset of P across the axis
            p = b * b / (4 * a)
            if space.focal_p.lo <= p <= space.focal_p.hi and (a, abs(b)) != (1, 2):  # skip the latus-rectum end
                break
        return {"a": a, "b": b, "orient": str(space.orient.draw(rng)), "lim": space.lim,
                "label": str(rng.choice(list("PQMNKT"))),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _point(self, p):
        return _world(p["orient"], p["a"], p["b"])

    def question(self, g):
        axis = "x" if g["orient"] in ("right", "left") else "y"
        P = g["label"]
        return (f"The parabola in the figure has its vertex at the origin O and its axis of symmetry along "
                f"the {axis}-axis, and it passes through the grid point {P}. What is the distance from "
                f"{P} to the focus of the parabola? Give the answer to two decimal places.")

    def answer(self, p):
        # focus-directrix property: |PF| = distance from P to the directrix = a + p
        return Number(p["a"] + p["b"] ** 2 / (4 * p["a"]))

    def verify(self, g):
        # Recover 4p from the world coordinates and the equation form, place the focus, measure.
        x0, y0 = self._point(g)
        o = g["orient"]
        if o in ("right", "left"):
            k = y0 ** 2 / x0          # y² = k·x, focus (k/4, 0)
            F = np.array([k / 4, 0.0])
        else:
            k = x0 ** 2 / y0          # x² = k·y, focus (0, k/4)
            F = np.array([0.0, k / 4])
        return Number(float(np.hypot(x0 - F[0], y0 - F[1])))

    def draw(self, g, ax, hide=()):
        LIM = g["lim"] + 0.5
        draw.grid_axes(ax, (-LIM, LIM), (-LIM, LIM), fontsize=11 if g["lim"] <= 7 else 9)
        four_p = g["b"] ** 2 / g["a"]
        v = np.linspace(-LIM - 1, LIM + 1, 600)
        u = v * v / four_p
        keep = u <= LIM + 1
        pts = np.array([_world(g["orient"], uu, vv) for uu, vv in zip(u[keep], v[keep])])
        colour = draw.PALETTE[g["color"]]
        ax.plot(pts[:, 0], pts[:, 1], color=colour, linewidth=2.2, zorder=4)
        P = self._point(g)
        # label on the convex (outer) side of the curve, away from the axis
        away = _world(g["orient"], g["a"] + 1.5, 0)
        draw.label_grid_point(ax, P, g["label"], away_from=away, offset=15, color=draw.ACCENT)

    def subquestions(self, g):
        x0, y0 = (int(round(c)) for c in self._point(g))
        o = g["orient"]
        four_p = g["b"] ** 2 / g["a"]
        generic = {"right": "y² = 4px", "left": "y² = -4px", "up": "x² = 4py", "down": "x² = -4py"}[o]
        half = four_p / 4
        directrix = {"right": f"x = -{draw.fmt_fraction(half)}", "left": f"x = {draw.fmt_fraction(half)}",
                     "up": f"y = -{draw.fmt_fraction(half)}", "down": f"y = {draw.fmt_fraction(half)}"}[o]
        P = g["label"]
        return [
            SubQuestion(f"The parabola {generic} (p > 0) passes through the point {P}({x0}, {y0}). What is p? "
                        f"Give the answer to two decimal places.",
                        Number(g["b"] ** 2 / (4 * abs(g["a"]))), "analytic_geometry/conics/parabola_standard_form"),
            SubQuestion(f"The point {P}({x0}, {y0}) lies on the parabola {_equation(o, four_p)}, whose directrix "
                        f"is the line {directrix}. What is the distance from {P} to the directrix? "
                        f"Give the answer to two decimal places.",
                        Number(abs(x0 if o in ("right", "left") else y0) + half),
                        "analytic_geometry/conics/parabola_focus_directrix"),
        ]

    def description(self, g):
        x0, y0 = (int(round(c)) for c in self._point(g))
        axis = "x" if g["orient"] in ("right", "left") else "y"
        side = {"right": "opens to the right", "left": "opens to the left", "up": "opens upward",
                "down": "opens downward"}[g["orient"]]
        return (f"On a coordinate grid, a parabola with vertex at the origin O and axis of symmetry along the "
                f"{axis}-axis {side}. It passes through the marked grid point {g['label']}({x0}, {y0}). "
                f"Its focus is not drawn.")
