"""Statistics: the mean (or variance) of a continuous random variable whose piecewise-linear density is drawn
on a grid with its corner heights readable (E[X] = ∫ x f(x) dx)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots
from dynaforge.sdk.calculus_plots import fraction_text


@seed_program(
    id="piecewise_pdf_mean_variance", topic="statistics", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["statistics/distributions/continuous_density", "statistics/probability/expected_value"],
    source="Undergraduate probability (moments of a continuous distribution from its density graph)",
    variations=["numeric_values", "function_types"],
)
class PiecewisePdfMeanVariance(SeedProgram):
    levels = Levels(
        standard=dict(corners=IntRange(3, 4), start=IntRange(0, 3), asked=OneOf(("mean",))),
        hard=dict(corners=IntRange(4, 5), start=IntRange(0, 4), asked=OneOf(("variance", "variance", "mean"))),
        hard_means="four or five corners (more trapezia) and mostly the variance, which needs E[X²] as well as "
                   "E[X] (two integrals per piece, then a subtraction)",
    )

    def sample(self, rng, space):
        k = int(space.corners.draw(rng))
        for _ in attempts("a total area S in 4, 5, 6, 8, 10, 12, 16 or 20 with corner heights a whole number of 1/S, mean not at a corner"):
            steps = [int(x) for x in rng.integers(1, 4, k - 1)]
            xs = [int(space.start.draw(rng))]
            for s in steps:
                xs.append(xs[-1] + s)
            hs = [int(x) for x in rng.integers(0, 5, k)]
            if max(hs) == 0 or xs[-1] - xs[0] < 3 or xs[-1] > 10:
                continue
            area2 = sum((hs[i] + hs[i + 1]) * (xs[i + 1] - xs[i]) for i in range(k - 1))   # 2·S
            if area2 % 2 or area2 // 2 not in (4, 5, 6, 8, 10, 12, 16, 20):
                continue
            if any(hs[i] == hs[i + 1] == 0 for i in range(k - 1)):
                continue
            S = area2 // 2
            g = {"xs": xs, "heights": [f"{fraction_text(Fraction(h, S))}" for h in hs],
                 "asked": str(space.asked.draw(rng))}
            var = self._moments(g)[2] - self._moments(g)[1] ** 2
            if var >= Fraction(3, 10) and self._moments(g)[1] not in xs:
                return g

    @staticmethod
    def _moments(g):
        """(∫f, ∫x f, ∫x² f) exactly, piece by piece (f linear from p at a to q at b)."""
        xs = [Fraction(x) for x in g["xs"]]
        hs = [Fraction(h) for h in g["heights"]]
        m0 = m1 = m2 = Fraction(0)
        for a, b, p, q in zip(xs, xs[1:], hs, hs[1:]):
            w = b - a
            m0 += w * (p + q) / 2
            m1 += w * (p * (2 * a + b) + q * (a + 2 * b)) / 6
            m2 += w * (p * (3 * a * a + 2 * a * b + b * b) + q * (a * a + 2 * a * b + 3 * b * b)) / 12
        return m0, m1, m2

    def question(self, g):
        what = ("the expected value E[X]" if g["asked"] == "mean"
                else "the variance Var(X) = E[X²] − (E[X])²")
        places = "two" if g["asked"] == "mean" else "three"
        return (f"The graph shows the probability density function f(x) of a continuous random variable X: f is "
                f"made of straight segments between the marked corners and is 0 outside [{g['xs'][0]}, "
                f"{g['xs'][-1]}]. What is {what}? Give your answer to {places} decimal places.")

    def answer(self, p):
        m0, m1, m2 = self._moments(p)
        assert m0 == 1
        return Number(float(m1 if p["asked"] == "mean" else m2 - m1 * m1))

    def verify(self, g):
        # numerical integration on a fine grid (trapezoid rule) of x·f(x) and x²·f(x), f by linear interpolation
        xs = np.array(g["xs"], float)
        hs = np.array([float(Fraction(h)) for h in g["heights"]])
        x = np.linspace(xs[0], xs[-1], 400_001)
        f = np.interp(x, xs, hs)
        integrate = getattr(np, "trapezoid", None) or np.trapz
        total = integrate(f, x)
        mean = integrate(x * f, x) / total
        if g["asked"] == "mean":
            return Number(float(mean))
        return Number(float(integrate((x - mean) ** 2 * f, x) / total))

    def draw(self, g, ax, hide=()):
        xs = g["xs"]
        hs = [float(Fraction(h)) for h in g["heights"]]
        S = int(np.lcm.reduce([Fraction(h).denominator for h in g["heights"]]))
        top = max(hs)
        ticks = [Fraction(i, S) for i in range(0, int(top * S) + 2)]
        lo, hi = min(0, xs[0] - 1), xs[-1] + 1
        probability_plots.density_axes(ax, (lo - 0.3, hi + 0.3), (0, float(ticks[-1]) * 1.05), range(lo, hi + 1),
                                       [float(t) for t in ticks], ytick_texts=[fraction_text(t) for t in ticks],
                                       xlabel="x", ylabel="f(x)", fontsize=13)
        f = lambda x: np.interp(x, xs, hs, left=0.0, right=0.0)
        probability_plots.density_curve(ax, f, xs[0], xs[-1], shade=(xs[0], xs[-1]), breaks=())
        colour = draw.PALETTE["blue"]
        ax.plot([lo - 0.3, xs[0]], [0, 0], color=colour, linewidth=2.4, zorder=3)
        ax.plot([xs[-1], hi + 0.3], [0, 0], color=colour, linewidth=2.4, zorder=3)
        if hs[0] > 0:
            ax.plot([xs[0], xs[0]], [0, hs[0]], color=colour, linewidth=1.6, linestyle="--", zorder=3)
        if hs[-1] > 0:
            ax.plot([xs[-1], xs[-1]], [0, hs[-1]], color=colour, linewidth=1.6, linestyle="--", zorder=3)
        ax.plot(xs, hs, "o", color=colour, markersize=6, zorder=4)
        ax.figure.subplots_adjust(left=0.15, right=0.96, top=0.95, bottom=0.12)

    def subquestions(self, g):
        xs = g["xs"]
        hs = [Fraction(h) for h in g["heights"]]
        first = (xs[1] - xs[0]) * (hs[0] + hs[1]) / 2
        out = [SubQuestion(f"For the density in the graph, what is P(X < {xs[1]}), the area under f from "
                           f"{xs[0]} to {xs[1]}?", Number(float(first)), "statistics/distributions/continuous_density")]
        if g["asked"] == "variance":
            out.append(SubQuestion("For the density in the graph, what is E[X]?", Number(float(self._moments(g)[1])),
                                   "statistics/probability/expected_value"))
        return out

    def description(self, g):
        pts = ", ".join(f"({x}, {h})" for x, h in zip(g["xs"], g["heights"]))
        return (f"The graph of a probability density f(x): straight segments through the corners {pts}, "
                f"and f = 0 outside [{g['xs'][0]}, {g['xs'][-1]}].")
