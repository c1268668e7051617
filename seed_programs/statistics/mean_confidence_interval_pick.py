"""Statistics: a z confidence interval for a population mean (σ known) from a sample shown as a dot plot
(multiple choice)."""
import math

import numpy as np

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "battery life (hours) of a sample of phones", "xlabel": "Battery life (hours)", "lo": 18},
    {"what": "mass (g) of a sample of apples", "xlabel": "Mass (g)", "lo": 150},
    {"what": "time (minutes) a sample of customers waited", "xlabel": "Waiting time (min)", "lo": 4},
    {"what": "score of a sample of students on a test", "xlabel": "Score", "lo": 60},
]
Z = {90: 1.645, 95: 1.96, 99: 2.576}


@seed_program(
    id="mean_confidence_interval_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/standard_error", "statistics/distributions/normal_distribution"],
    source="Undergraduate statistics (z interval for a mean, σ known) from a dot plot, multiple choice",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class MeanConfidenceIntervalPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=OneOf((9, 16)), width=IntRange(5, 7),
                      sigma=IntRange(2, 6), confidence=OneOf((95,))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=OneOf((25, 36)), width=IntRange(7, 9),
                  sigma=IntRange(2, 9), confidence=OneOf((90, 99))),
        hard_means="25 or 36 dots over more columns (a longer count and sum), and 90% or 99% intervals, with the "
                   "95% interval among the wrong options",
    )

    def sample(self, rng, space):
        ci = int(space.context.draw(rng))
        n, w = int(space.n.draw(rng)), int(space.width.draw(rng))
        level = int(space.confidence.draw(rng))
        tallest = max(8, -(-n // w) + 3)
        for _ in attempts(f"columns of at most {tallest} dots, four interval options at least 0.05 apart, no "
                          f"rounding tie", limit=5000):
            sigma = int(space.sigma.draw(rng))        # redrawn too: some σ put every end on a rounding tie
            probs = rng.dirichlet(np.ones(w) * 2.0)
            counts = rng.multinomial(n, probs)
            if counts.max() > tallest or counts[0] == 0 or counts[-1] == 0:
                continue
            g = {"context": ci, "counts": [int(c) for c in counts], "sigma": sigma, "confidence": level,
                 "color": str(rng.choice(["blue", "green", "purple", "orange"]))}
            opts = self._options(g)
            if opts is not None:
                g["options"] = opts
                return g

    def _values(self, g):
        lo = CONTEXTS[g["context"]]["lo"]
        return [lo + i for i in range(len(g["counts"]))]

    @staticmethod
    def _text(lo, hi):
        return f"({lo:.2f}, {hi:.2f})"

    def _options(self, g):
        xs, cs = self._values(g), g["counts"]
        n = sum(cs)
        m = sum(x * c for x, c in zip(xs, cs)) / n
        z, s = Z[g["confidence"]], g["sigma"]
        other = 1.96 if g["confidence"] != 95 else 1.645
        halves = [z * s / math.sqrt(n), z * s / n, z * s, other * s / math.sqrt(n), s / math.sqrt(n)]
        for end in (m - halves[0], m + halves[0]):
            if abs((end * 100) % 1 - 0.5) < 0.05:              # an end too near a rounding tie: ambiguous
                return None
        opts = []
        for h in halves:
            if m - h > 0 and all(abs(h - o) >= 0.05 for o in opts):
                opts.append(h)
        if len(opts) < 4:
            return None
        return [self._text(m - h, m + h) for h in opts[:4]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The dot plot shows the {ctx['what']} (each dot is one observation). The population standard "
                f"deviation is known to be σ = {g['sigma']}. Which is the {g['confidence']}% confidence interval for the "
                f"population mean μ? Use z* = {Z[g['confidence']]}; the endpoints are rounded to 2 decimal places.")

    def answer(self, p):
        xs, cs = self._values(p), p["counts"]
        n = sum(cs)
        m = sum(x * c for x, c in zip(xs, cs)) / n
        h = Z[p["confidence"]] * p["sigma"] / math.sqrt(n)              # z* times the standard error
        right = self._text(m - h, m + h)
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # the interval as the set of μ whose z statistic |x̄ − μ|/(σ/√n) stays within z*: both ends by bisection,
        # with x̄ from the expanded data list
        first = CONTEXTS[g["context"]]["lo"]
        data = np.repeat(first + np.arange(len(g["counts"])), g["counts"]).astype(float)
        xbar, n = float(data.mean()), len(data)
        zstar = Z[g["confidence"]]
        stat = lambda mu: abs(xbar - mu) / (g["sigma"] / math.sqrt(n))
        ends = []
        for far in (xbar - 100 * g["sigma"], xbar + 100 * g["sigma"]):
            inside, outside = xbar, far
            for _ in range(200):
                mid = (inside + outside) / 2
                if stat(mid) <= zstar:
                    inside = mid
                else:
                    outside = mid
            ends.append(inside)
        close = [o for o in g["options"]
                 if all(abs(float(v) - e) < 0.0051 for v, e in zip(o.strip("()").split(", "), ends))]
        return close[0] if len(close) == 1 else "no single option matches"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        statplots.dot_plot(ax, self._values(g), g["counts"], color=draw.PALETTE[g["color"]], xlabel=ctx["xlabel"],
                           fontsize=13)
        ax.set_title(f"Sample of n = {sum(g['counts'])}", fontsize=14, color=draw.INK)

    def subquestions(self, g):
        xs, cs = self._values(g), g["counts"]
        n = sum(cs)
        return [SubQuestion("What is the mean of the sample shown in the dot plot?",
                            Number(sum(x * c for x, c in zip(xs, cs)) / n), "statistics/center/mean"),
                SubQuestion(f"What is the standard error σ/√n of the sample mean for σ = {g['sigma']} and the "
                            f"sample size shown?", Number(g["sigma"] / math.sqrt(n)),
                            "statistics/distributions/standard_error")]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        xs, cs = self._values(g), g["counts"]
        n = sum(cs)
        h = Z[g["confidence"]] * g["sigma"] / math.sqrt(n)
        return Backward(f"The dot plot shows the {ctx['what']}. The population standard deviation σ is known, and "
                        f"the {g['confidence']}% confidence interval for μ (z* = {Z[g['confidence']]}) has half-width "
                        f"{h:.6f}. What is σ?", Number(h * math.sqrt(n) / Z[g["confidence"]]), "sigma")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = ", ".join(f"{x}: {c}" for x, c in zip(self._values(g), g["counts"]) if c)
        return f"A dot plot of the {ctx['what']} (value: number of dots): {parts}."
