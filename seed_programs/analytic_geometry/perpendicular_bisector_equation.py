"""Analytic geometry: the equation of the perpendicular bisector of a segment drawn between grid points."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw



@seed_program(
    id="perpendicular_bisector_equation", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["analytic_geometry/lines/perpendicular_bisector", "analytic_geometry/coordinates/midpoint",
              "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, equation of a line from a figure)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PerpendicularBisectorEquation(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-5, 5), min_length=4, slope_denominator=3, intercept_denominator=4),
        hard=dict(coord=IntRange(-8, 8), min_length=6, slope_denominator=7, intercept_denominator=14),
        hard_means="longer segments on a larger grid and less friendly equations: slopes with denominators up "
                   "to 7 and intercepts with denominators up to 14",
    )

    def sample(self, rng, space):
        LIM = space.coord.hi + 1
        for _ in attempts("a long slanted segment off the axes with a readable bisector equation"):
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            B = [int(v) for v in space.coord.draw(rng, size=2)]
            if A[0] == B[0] or A[1] == B[1] or np.hypot(B[0] - A[0], B[1] - A[1]) < space.min_length:
                continue
            if any(abs(c) < 1 for c in A + B):
                continue
            m, b = self._line({"A": A, "B": B})
            if sp.fraction(m)[1] > space.slope_denominator or sp.fraction(b)[1] > space.intercept_denominator:
                continue
            break
        return {"A": A, "B": B, "lim": LIM, "labels": draw.pick_labels(rng, 2),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _line(self, p):
        (x1, y1), (x2, y2) = p["A"], p["B"]
        m = sp.Rational(-(x2 - x1), y2 - y1)
        mx, my = sp.Rational(x1 + x2, 2), sp.Rational(y1 + y2, 2)
        return m, my - m * mx

    def question(self, g):
        A, B = g["labels"]
        return (f"Segment {A}{B} joins the grid points {A} and {B}. Find the equation of the perpendicular "
                f"bisector of {A}{B} in the form y = mx + b, and give the right-hand side mx + b as an "
                f"expression in x.")

    def answer(self, p):
        m, b = self._line(p)
        return Expression(str(m * sp.Symbol("x") + b))

    def verify(self, g):
        # The locus of points equidistant from A and B, solved for y.
        x, y = sp.symbols("x y")
        (x1, y1), (x2, y2) = g["A"], g["B"]
        eq = sp.Eq((x - x1) ** 2 + (y - y1) ** 2, (x - x2) ** 2 + (y - y2) ** 2)
        return Expression(str(sp.expand(sp.solve(eq, y)[0])))

    def draw(self, g, ax, hide=()):
        A, B = np.array(g["A"], float), np.array(g["B"], float)
        la, lb = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6 else 9)
        colour = draw.PALETTE[g["color"]]
        draw.segment(ax, A, B, color=colour, linewidth=2.4)
        for X, Y, name in ((A, B, la), (B, A, lb)):
            draw.label_grid_point(ax, X, name, away_from=Y, offset=15)

    def subquestions(self, g):
        (x1, y1), (x2, y2) = g["A"], g["B"]
        A, B = g["labels"]
        m, _ = self._line(g)
        return [
            SubQuestion(f"What is the y-coordinate of the midpoint of {A}({x1}, {y1}) and {B}({x2}, {y2})?",
                        Number((y1 + y2) / 2), "analytic_geometry/coordinates/midpoint"),
            SubQuestion(f"What is the slope of a line perpendicular to the segment from {A}({x1}, {y1}) to "
                        f"{B}({x2}, {y2})?", Number(float(m)), "analytic_geometry/lines/slope"),
        ]

    def description(self, g):
        A, B = g["labels"]
        return (f"Segment {A}{B} joins {A}{tuple(g['A'])} and {B}{tuple(g['B'])}. Find the perpendicular bisector "
                f"of {A}{B} as y = mx + b and give mx + b as an expression in x.")
