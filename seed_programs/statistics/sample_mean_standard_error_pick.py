"""Statistics: the standard error of a sample mean (or the standard deviation of a sample total) for random
samples of size n from the population distribution shown in a bar chart (multiple choice)."""
from math import sqrt

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the number of people in a car arriving at a car park", "xlabel": "People in the car", "lo": 1},
    {"what": "the number of eggs in a nest of a bird species", "xlabel": "Eggs in a nest", "lo": 2},
    {"what": "the score of one spin of a prize wheel", "xlabel": "Score", "lo": 0},
    {"what": "the number of books a library member borrows on a visit", "xlabel": "Books borrowed", "lo": 0},
]
NS = (4, 9, 16, 25, 36, 49, 64, 100)


@seed_program(
    id="sample_mean_standard_error_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/standard_error", "statistics/spread/standard_deviation"],
    source="DynaMath-style (statistics, sampling distribution of the mean)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class SampleMeanStandardErrorPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), nvals=IntRange(3, 4), unit=10, n=OneOf(NS),
                      ask=OneOf(("mean",))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), nvals=IntRange(5, 6), unit=20, n=OneOf(NS),
                  ask=OneOf(("mean", "total", "variance"))),
        hard_means="five or six values with probabilities in twentieths (a longer variance sum), and the question "
                   "may ask the standard deviation of the sample total (σ√n) or the variance of the sample mean "
                   "(σ²/n) instead of the standard error",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        k, d = int(space.nvals.draw(rng)), int(space.unit)
        ask = str(space.ask.draw(rng))
        for _ in attempts("no probability above 0.5 and four options at least 12% apart"):
            cuts = sorted(int(c) for c in rng.choice(range(1, d), k - 1, replace=False))
            probs = [(b - a) / d for a, b in zip([0] + cuts, cuts + [d])]
            n = int(space.n.draw(rng))
            xs = [CONTEXTS[ci]["lo"] + i for i in range(k)]
            m = sum(x * p for x, p in zip(xs, probs))
            var = sum(p * (x - m) ** 2 for x, p in zip(xs, probs))
            s = sqrt(var)
            right, wrong = {"mean": (s / sqrt(n), [s / n, var / n, s, sqrt(var / (n - 1)), var / sqrt(n)]),
                            "total": (s * sqrt(n), [s / sqrt(n), s * n, var * n, var * sqrt(n)]),
                            "variance": (var / n, [s / sqrt(n), var / sqrt(n), s / n, var / n ** 2])}[ask]
            opts = [round(right, 4)]
            for w in wrong:
                w = round(w, 4)
                if w > 0 and all(abs(w - o) >= 0.12 * max(w, o) for o in opts):
                    opts.append(w)
            if max(probs) <= 0.5 and len(opts) >= 4:
                break
        g = {"context": ci, "k": k, "n": n, "ask": ask, "probs": [round(p, 2) for p in probs],
             "options": [f"{o:.4f}" for o in sorted(opts[:4])],
             "color": str(rng.choice(["blue", "green", "purple", "orange"]))}
        return g

    def _xs(self, g):
        return [CONTEXTS[g["context"]]["lo"] + i for i in range(g["k"])]

    def _what(self, g):
        return {"mean": f"the standard error of the sample mean X̄ (its standard deviation)",
                "total": "the standard deviation of the sample total (the sum of the sample)",
                "variance": "the variance of the sample mean X̄"}[g["ask"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The bar chart shows the population distribution of X, {ctx['what']}. Random samples of "
                f"n = {g['n']} independent values of X are taken. What is {self._what(g)}? (The options are "
                f"rounded to 4 decimal places.)")

    def answer(self, p):
        xs, ps = np.array(self._xs(p), float), np.array(p["probs"])
        m = xs @ ps
        var = ((xs - m) ** 2) @ ps
        n = p["n"]
        value = {"mean": sqrt(var / n), "total": sqrt(var * n), "variance": var / n}[p["ask"]]
        right = min(p["options"], key=lambda o: abs(float(o) - value))     # the option that is value to 4 d.p.
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # the exact distribution of the sample total by n-fold convolution of the population pmf, then its spread
        ctx = CONTEXTS[g["context"]]
        pmf = np.array(g["probs"], float)
        dist = np.array([1.0])
        for _ in range(g["n"]):
            dist = np.convolve(dist, pmf)
        n = g["n"]
        totals = np.arange(len(dist)) + n * ctx["lo"]
        mean_t = float(totals @ dist)
        var_t = float(((totals - mean_t) ** 2) @ dist)
        value = {"mean": sqrt(var_t) / n, "total": sqrt(var_t), "variance": var_t / n ** 2}[g["ask"]]
        close = [o for o in g["options"] if abs(float(o) - value) < 0.00006]
        return close[0] if len(close) == 1 else "no single option matches"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        xs = self._xs(g)
        probability_plots.pmf_bars(ax, xs, g["probs"], color=draw.PALETTE[g["color"]],
                                   value_texts=[draw.fmt(p) for p in g["probs"]], ystep=0.05 if g["k"] > 4 else 0.1,
                                   xlabel=ctx["xlabel"], ylabel="P(X = x)", fontsize=13)
        ax.set_title("Population distribution", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.16, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, g):
        xs, ps = self._xs(g), g["probs"]
        m = sum(x * p for x, p in zip(xs, ps))
        var = sum(p * (x - m) ** 2 for x, p in zip(xs, ps))
        return [
            SubQuestion("What is the population mean μ of the distribution in the bar chart?", Number(m),
                        "statistics/probability/expected_value"),
            SubQuestion("What is the population variance σ² of the distribution in the bar chart?", Number(var),
                        "statistics/probability/variance_discrete"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = ", ".join(f"P(X = {x}) = {draw.fmt(p)}" for x, p in zip(self._xs(g), g["probs"]))
        return f"A bar chart of the population distribution of X ({ctx['what']}): {parts}."
