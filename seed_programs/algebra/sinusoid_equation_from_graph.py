"""Algebra: write the equation of a sinusoid read from its graph (amplitude, period, phase, midline)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(A=IntRange(1, 3), D=IntRange(-2, 2), P=OneOf((4, 8, 12)), plain_reject_p=0.5),
        hard=dict(A=IntRange(2, 4), D=IntRange(-2, 2), P=OneOf((12, 16)), plain_reject_p=1.0),
        hard_means="longer periods (B = π/6 or π/8) and larger amplitudes, with the phase anywhere in the "
                   "period, so C = π/2 - B·x_M is an unfriendly multiple of π",
    )

    def sample(self, rng, space):
        for _ in attempts("extremes inside the grid and off the x-axis, M before N"):
            A = space.A.draw(rng)
            D = space.D.draw(rng)
            P = int(space.P.draw(rng))
            s = int(rng.integers(0, P))  # y = A sin(2π(x - s)/P) + D: an upward zero crossing at x = s
            if abs(D) + A > YL - 0.5:
                continue
            xmax = s + P // 4
            for _ in attempts("the maximum moved into the grid"):
                if xmax - P < -XL + 1:
                    break
                xmax -= P
            for _ in attempts("the maximum moved into the grid"):
                if xmax >= -XL + 1:
                    break
                xmax += P
            xmin = xmax + P // 2
            if xmin > XL - 1 or A == 1 and D == 0 and P == 4 and rng.random() < space.plain_reject_p:
                continue
            if D + A == 0 or D - A == 0:
                continue  # a max or min on the x-axis would sit on the tick labels
            break
        # givens: the marked maximum M and minimum N (the figure shows them); A, D, P, s follow from them
        return ({"xmax": xmax, "ymax": D + A, "xmin": xmin, "ymin": D - A,
                 "color": str(rng.choice(["blue", "green", "purple", "red"]))}, {"A": A, "D": D, "P": P, "s": s})

    def question(self, g):
        return ("The graph shows y = A·sin(Bx + C) + D with A > 0 and B > 0; the marked maximum M and minimum N are "
                "grid points. Write y as an expression in x (use sin and pi).")

    def answer(self, p):
        A, D, P, s = p["A"], p["D"], p["P"], p["s"]
        x = sp.Symbol("x")
        return Expression(str(A * sp.sin(2 * sp.pi * (x - s) / P) + D))

    def verify(self, g):
        # From the marked extremes only: amplitude, midline, half-period, and the phase that puts the max at M.
        x = sp.Symbol("x")
        ymax, ymin = g["ymax"], g["ymin"]
        A = sp.Rational(ymax - ymin, 2)
        D = sp.Rational(ymax + ymin, 2)
        B = sp.pi / (g["xmin"] - g["xmax"])  # half a period between M and N
        C = sp.pi / 2 - B * g["xmax"]
        expr = A * sp.sin(B * x + C) + D
        return Expression(str(expr))

    @staticmethod
    def _f(g, x):
        """The plotted sinusoid through the maximum M and the next minimum N."""
        amp, mid = (g["ymax"] - g["ymin"]) / 2, (g["ymax"] + g["ymin"]) / 2
        return amp * np.cos(np.pi * (np.asarray(x, float) - g["xmax"]) / (g["xmin"] - g["xmax"])) + mid

    def draw(self, g, ax, hide=()):
        draw.grid_axes(ax, (-XL - 0.5, XL + 0.5), (-YL - 0.5, YL + 0.5))
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda x: self._f(g, x), (-XL - 0.5, XL + 0.5), color=colour)
        xs = np.linspace(-XL, XL, 500)
        curve = np.column_stack([xs, self._f(g, xs)])
        for xv, yv, name in ((g["xmax"], g["ymax"], "M"), (g["xmin"], g["ymin"], "N")):
            P0 = np.array([xv, float(yv)])
            spot = co.free_spot(P0, 0.75, curves=[curve])
            draw.label_grid_point(ax, P0, name, away_from=2 * P0 - spot, offset=15)

    def subquestions(self, g):
        ymax, ymin = g["ymax"], g["ymin"]
        return [
            SubQuestion(f"A sinusoid has maximum value {ymax} and minimum value {ymin}. What is its amplitude?",
                        Number((ymax - ymin) / 2), "algebra/trigonometric/sinusoid_parameters"),
            SubQuestion(f"A sinusoid has a maximum at x = {g['xmax']} and the next minimum at x = {g['xmin']}. "
                        f"What is its period?", Number(2 * (g["xmin"] - g["xmax"])), "algebra/trigonometric/sinusoid_parameters"),
        ]

    def description(self, g):
        return (f"A function y = A·sin(Bx + C) + D (A > 0, B > 0) has a maximum at M({g['xmax']}, {g['ymax']}) "
                f"and the next minimum at N({g['xmin']}, {g['ymin']}), with no other extremes between them. "
                "Write y as an expression in x (use sin and pi).")
