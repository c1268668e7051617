"""Calculus: the trapezoidal-rule estimate of an integral from a plotted curve through marked grid points."""
from fractions import Fraction

import numpy as np
from scipy.interpolate import CubicSpline

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import draw


@seed_program(
    id="trapezoidal_rule_estimate", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/trapezoidal_rule", "calculus/integrals/signed_area"],
    source="DynaMath-style (calculus, numerical integration read from a graph)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class TrapezoidalRuleEstimate(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(4, 6), h=OneOf((1,)), ymin=IntRange(1, 1), ymax=IntRange(7, 7), negatives=0),
        hard=dict(n=IntRange(5, 8), h=OneOf((1, 2), p=(0.6, 0.4)), ymin=IntRange(-3, -3), ymax=IntRange(7, 7),
                  negatives=1),
        hard_means="more subintervals, sometimes 2 units wide, and a curve that dips below the x-axis, so some "
                   "trapezoids count negatively and the step h must be read off the grid",
    )

    def sample(self, rng, space):
        for _ in attempts("node values that are not all alike, with enough negatives at the hard level, in view"):
            n, h = int(space.n.draw(rng)), int(space.h.draw(rng))
            if n * h > 12:
                continue
            lo = int(rng.integers(-6, 7 - n * h))
            ys = [int(v) for v in rng.integers(space.ymin.lo, space.ymax.hi + 1, size=n + 1)]
            if len(set(ys)) < 3 or max(abs(a - b) for a, b in zip(ys, ys[1:])) > 4:
                continue
            if space.negatives and sum(v < 0 for v in ys) < 1:
                continue
            xs = [lo + i * h for i in range(n + 1)]
            curve = CubicSpline(xs, ys, bc_type="natural")(np.linspace(xs[0], xs[-1], 300))
            if curve.max() <= 8.6 and curve.min() >= -3.6:
                break
        return {"xs": xs, "ys": ys, "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _points_text(self, g):
        return ", ".join(f"({x}, {y})" for x, y in zip(g["xs"], g["ys"]))

    def question(self, g):
        n = len(g["xs"]) - 1
        return (f"The curve y = f(x) in the figure passes through the {n + 1} marked grid points. Use the trapezoidal "
                f"rule with these {n} subintervals to estimate the integral of f(x) from x = {g['xs'][0]} to "
                f"x = {g['xs'][-1]}. Give the answer as a decimal.")

    def answer(self, p):
        xs, ys = p["xs"], p["ys"]
        h = Fraction(xs[1] - xs[0])
        inner = sum(ys[1:-1])
        return Number(float(h * (Fraction(ys[0] + ys[-1], 2) + inner)))

    def verify(self, g):
        # Green's theorem: the closed path along the broken line and back on the x-axis; the shoelace sum of
        # that polygon is minus the signed area under the broken line.
        path = list(zip(g["xs"], g["ys"])) + [(g["xs"][-1], 0), (g["xs"][0], 0)]
        shoelace = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(path, path[1:] + path[:1])) / 2
        return Number(-shoelace)

    def draw(self, g, ax, hide=()):
        xs, ys = g["xs"], g["ys"]
        xlim = (min(xs[0], 0) - 1.5, max(xs[-1], 0) + 1.5)
        ylim = (min(min(ys), 0) - 1.5, 9.5)
        draw.grid_axes(ax, xlim, ylim, equal=False, fontsize=cp.axis_label_size(xlim[1] - xlim[0]))
        colour = draw.PALETTE[g["color"]]
        cp.trapezoid_strips(ax, xs, ys, colour, alpha=0.22, linewidth=1.4)
        spline = CubicSpline(xs, ys, bc_type="natural")
        t = np.linspace(xs[0], xs[-1], 400)
        ax.plot(t, spline(t), color=draw.INK, linewidth=2.2, zorder=4)
        ax.plot(xs, ys, "o", color=colour, markersize=7, zorder=6, markeredgecolor=draw.INK)
        cp.formula_title(ax, "y = f(x)", color=draw.INK, pad=22)
        cp.x_ticks_at_bottom(ax)

    def subquestions(self, g):
        xs, ys = g["xs"], g["ys"]
        return [
            SubQuestion(f"Points at x = {', '.join(map(str, xs))} split [{xs[0]}, {xs[-1]}] into equal subintervals. "
                        f"How wide is each?", Number(xs[1] - xs[0]), "calculus/integrals/trapezoidal_rule"),
            SubQuestion(f"What does the trapezoidal rule give for the first subinterval alone, from "
                        f"({xs[0]}, {ys[0]}) to ({xs[1]}, {ys[1]}), that is (x₁ - x₀)·(y₀ + y₁)/2?",
                        Number((xs[1] - xs[0]) * (ys[0] + ys[1]) / 2), "calculus/integrals/trapezoidal_rule"),
        ]

    def description(self, g):
        return (f"A smooth curve y = f(x) is drawn on a grid through the marked points {self._points_text(g)}; the "
                f"trapezoids between the x-axis and the broken line through these points are shaded.")
