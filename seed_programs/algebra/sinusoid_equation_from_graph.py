"""Algebra: write the equation of a sinusoid read from its graph (amplitude, period, phase, midline)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

XL, YL = 8, 5


@seed_program(
    id="sinusoid_equation_from_graph", topic="algebra", level="high_school", difficulty="hard",
    question_type="free_form",
    concepts=["algebra/trigonometric/sinusoid_parameters", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, trigonometric function read from a graph)",
    variations=["numeric_values", "function_types", "geometric_transformations"],
)
class SinusoidEquationFromGraph(SeedProgram):
    def sample(self, rng):
        while True:
            A = int(rng.integers(1, 4))
            D = int(rng.integers(-2, 3))
            P = int(rng.choice([4, 8, 12]))
            s = int(rng.integers(0, P))  # y = A sin(2π(x - s)/P) + D: an upward zero crossing at x = s
            if abs(D) + A > YL - 0.5:
                continue
            xmax = s + P // 4
            while xmax - P >= -XL + 1:
                xmax -= P
            while xmax < -XL + 1:
                xmax += P
            xmin = xmax + P // 2
            if xmin > XL - 1 or A == 1 and D == 0 and P == 4 and rng.random() < 0.5:
                continue
            if D + A == 0 or D - A == 0:
                continue  # a max or min on the x-axis would sit on the tick labels
            break
        return {"A": A, "D": D, "P": P, "s": s, "xmax": xmax, "xmin": xmin,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def question(self, p):
        return ("The graph shows y = A·sin(Bx + C) + D with A > 0 and B > 0; the marked maximum M and minimum N are "
                "grid points. Write y as an expression in x (use sin and pi).")

    def answer(self, p):
        A, D, P, s = p["A"], p["D"], p["P"], p["s"]
        x = sp.Symbol("x")
        return Expression(str(A * sp.sin(2 * sp.pi * (x - s) / P) + D))

    def verify(self, p):
        # From the marked extremes only: amplitude, midline, half-period, and the phase that puts the max at M.
        x = sp.Symbol("x")
        ymax, ymin = p["D"] + p["A"], p["D"] - p["A"]
        A = sp.Rational(ymax - ymin, 2)
        D = sp.Rational(ymax + ymin, 2)
        B = sp.pi / (p["xmin"] - p["xmax"])  # half a period between M and N
        C = sp.pi / 2 - B * p["xmax"]
        expr = A * sp.sin(B * x + C) + D
        return Expression(str(expr))

    def _f(self, p, x):
        return p["A"] * np.sin(2 * np.pi * (x - p["s"]) / p["P"]) + p["D"]

    def draw(self, p, ax, hide=()):
        draw.grid_axes(ax, (-XL - 0.5, XL + 0.5), (-YL - 0.5, YL + 0.5))
        colour = draw.PALETTE[p["color"]]
        draw.plot_graph(ax, lambda x: self._f(p, x), (-XL - 0.5, XL + 0.5), color=colour)
        xs = np.linspace(-XL, XL, 500)
        curve = np.column_stack([xs, self._f(p, xs)])
        for xv, name in ((p["xmax"], "M"), (p["xmin"], "N")):
            P0 = np.array([xv, self._f(p, xv)])
            spot = co.free_spot(P0, 0.75, curves=[curve])
            draw.label_grid_point(ax, P0, name, away_from=2 * P0 - spot, offset=15)

    def subquestions(self, p):
        ymax, ymin = p["D"] + p["A"], p["D"] - p["A"]
        return [
            SubQuestion(f"A sinusoid has maximum value {ymax} and minimum value {ymin}. What is its amplitude?",
                        Number(p["A"]), "algebra/trigonometric/sinusoid_parameters"),
            SubQuestion(f"A sinusoid has a maximum at x = {p['xmax']} and the next minimum at x = {p['xmin']}. "
                        f"What is its period?", Number(p["P"]), "algebra/trigonometric/sinusoid_parameters"),
        ]

    def description(self, p):
        return (f"A function y = A·sin(Bx + C) + D (A > 0, B > 0) has a maximum at M({p['xmax']}, {p['D'] + p['A']}) "
                f"and the next minimum at N({p['xmin']}, {p['D'] - p['A']}), with no other extremes between them. "
                "Write y as an expression in x (use sin and pi).")
