"""Analytic geometry: the equation of the perpendicular bisector of a segment drawn between grid points."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

LIM = 6


@seed_program(
    id="perpendicular_bisector_equation", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["analytic_geometry/lines/perpendicular_bisector", "analytic_geometry/coordinates/midpoint",
              "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, equation of a line from a figure)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PerpendicularBisectorEquation(SeedProgram):
    def sample(self, rng):
        while True:
            A = [int(v) for v in rng.integers(-LIM + 1, LIM, size=2)]
            B = [int(v) for v in rng.integers(-LIM + 1, LIM, size=2)]
            if A[0] == B[0] or A[1] == B[1] or np.hypot(B[0] - A[0], B[1] - A[1]) < 4:
                continue
            if any(abs(c) < 1 for c in A + B):
                continue
            m, b = self._line({"A": A, "B": B})
            if sp.fraction(m)[1] > 3 or sp.fraction(b)[1] > 4:  # keep the equation readable
                continue
            break
        return {"A": A, "B": B, "labels": draw.pick_labels(rng, 2),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _line(self, p):
        (x1, y1), (x2, y2) = p["A"], p["B"]
        m = sp.Rational(-(x2 - x1), y2 - y1)
        mx, my = sp.Rational(x1 + x2, 2), sp.Rational(y1 + y2, 2)
        return m, my - m * mx

    def question(self, p):
        A, B = p["labels"]
        return (f"Segment {A}{B} joins the grid points {A} and {B}. Find the equation of the perpendicular "
                f"bisector of {A}{B} in the form y = mx + b, and give the right-hand side mx + b as an "
                f"expression in x.")

    def answer(self, p):
        m, b = self._line(p)
        return Expression(str(m * sp.Symbol("x") + b))

    def verify(self, p):
        # The locus of points equidistant from A and B, solved for y.
        x, y = sp.symbols("x y")
        (x1, y1), (x2, y2) = p["A"], p["B"]
        eq = sp.Eq((x - x1) ** 2 + (y - y1) ** 2, (x - x2) ** 2 + (y - y2) ** 2)
        return Expression(str(sp.expand(sp.solve(eq, y)[0])))

    def draw(self, p, ax, hide=()):
        A, B = np.array(p["A"], float), np.array(p["B"], float)
        la, lb = p["labels"]
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[p["color"]]
        draw.segment(ax, A, B, color=colour, linewidth=2.4)
        for X, Y, name in ((A, B, la), (B, A, lb)):
            draw.label_grid_point(ax, X, name, away_from=Y, offset=15)

    def subquestions(self, p):
        (x1, y1), (x2, y2) = p["A"], p["B"]
        A, B = p["labels"]
        m, _ = self._line(p)
        return [
            SubQuestion(f"What is the y-coordinate of the midpoint of {A}({x1}, {y1}) and {B}({x2}, {y2})?",
                        Number((y1 + y2) / 2), "analytic_geometry/coordinates/midpoint"),
            SubQuestion(f"What is the slope of a line perpendicular to the segment from {A}({x1}, {y1}) to "
                        f"{B}({x2}, {y2})?", Number(float(m)), "analytic_geometry/lines/slope"),
        ]

    def description(self, p):
        A, B = p["labels"]
        return (f"Segment {A}{B} joins {A}{tuple(p['A'])} and {B}{tuple(p['B'])}. Find the perpendicular bisector "
                f"of {A}{B} as y = mx + b and give mx + b as an expression in x.")
