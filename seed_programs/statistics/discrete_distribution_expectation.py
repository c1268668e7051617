"""Statistics: expected value, variance or standard deviation of a discrete random variable from its
probability bar chart."""
from fractions import Fraction
from math import sqrt

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"var": "X", "what": "the number of heads in a game of tossing coins", "xlabel": "Number of heads x"},
    {"var": "N", "what": "the number of customers arriving at a kiosk in a minute", "xlabel": "Customers n"},
    {"var": "D", "what": "the number of defective items in a box", "xlabel": "Defective items d"},
    {"var": "G", "what": "the net gain (in dollars) of a player in one round of a game", "xlabel": "Gain g ($)"},
    {"var": "S", "what": "the score of one throw in a target game", "xlabel": "Score s"},
]
ASKS = ("mean", "variance", "sd")


@seed_program(
    id="discrete_distribution_expectation", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/probability/expected_value", "statistics/probability/variance_discrete"],
    source="DynaMath-style (statistics, probability distribution bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DiscreteDistributionExpectation(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), outcomes=IntRange(4, 6), denominator=20, ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), outcomes=IntRange(6, 8), denominator=50, ask=OneOf(ASKS)),
        hard_means="six to eight values with probabilities in fiftieths (0.02 steps) instead of twentieths: "
                   "more products, less friendly sums",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        k = space.outcomes.draw(rng)
        lo = int(rng.integers(-3, 0)) if ci == 3 else (0 if ci < 3 else int(rng.integers(1, 3)))
        step = 1 if ci != 4 else int(rng.choice([1, 2, 5]))
        d = space.denominator
        for _ in attempts("no probability above 0.4"):   # probabilities in 1/d steps, each at least 1/d
            cuts = sorted(int(c) for c in rng.choice(range(1, d), k - 1, replace=False))
            probs = [b - a for a, b in zip([0] + cuts, cuts + [d])]
            if max(probs) <= d * 2 // 5:
                break
        ask = str(space.ask.draw(rng))
        g = {"context": ci, "k": k, "lo": lo, "step": step, "ask": ask,
             "color": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}
        xs = [lo + step * i for i in range(k)]
        nz = [i for i in range(k) if xs[i] != 0]
        g["missing"] = int(nz[int(rng.integers(len(nz)))])    # the bar whose label the backward view masks
        for i, v in enumerate(probs):
            g[f"p{i}"] = round(v / d, 2)
        return g

    def _xs(self, g):
        return [g["lo"] + g["step"] * i for i in range(g["k"])]

    def _ps(self, g):
        return [g[f"p{i}"] for i in range(g["k"])]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        v = ctx["var"]
        what = {"mean": f"the expected value E({v})", "variance": f"the variance Var({v})",
                "sd": f"the standard deviation of {v}"}[g["ask"]]
        return (f"The bar chart shows the probability distribution of the random variable {v}, "
                f"{ctx['what']}. What is {what}?")

    def answer(self, p):
        xs, ps = self._xs(p), self._ps(p)
        mean = sum(x * q for x, q in zip(xs, ps))
        var = sum(q * (x - mean) ** 2 for x, q in zip(xs, ps))
        return Number({"mean": mean, "variance": var, "sd": sqrt(var)}[p["ask"]])

    def verify(self, g):
        # exact fractions (hundredths) and Var = E(X²) − E(X)²
        xs = [g["lo"] + g["step"] * i for i in range(g["k"])]
        ps = [Fraction(round(100 * g[f"p{i}"]), 100) for i in range(g["k"])]
        e1 = sum(q * x for x, q in zip(xs, ps))
        e2 = sum(q * x * x for x, q in zip(xs, ps))
        var = e2 - e1 * e1
        return Number({"mean": float(e1), "variance": float(var), "sd": sqrt(float(var))}[g["ask"]])

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        ps = self._ps(g)
        h = g["missing"] if f"p{g['missing']}" in hide else None
        shown = [0 if i == h else q for i, q in enumerate(ps)]
        texts = ["?" if i == h else f"{q:.2f}" for i, q in enumerate(ps)]
        charts.bar_chart(ax, [str(x) for x in self._xs(g)], shown, draw.PALETTE[g["color"]], value_texts=texts,
                         ymax=max(ps) + 0.08, fontsize=13)
        ax.set_yticks([i / 20 for i in range(int((max(ps) + 0.08) * 20) + 1)][::2])
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel=f"P({ctx['var']} = {ctx['xlabel'].split()[-1][0]})"
                          if ctx["var"] != "G" else "P(G = g)", fontsize=13)
        ax.figure.subplots_adjust(left=0.15, right=0.97, top=0.95, bottom=0.12)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        xs, ps = self._xs(g), self._ps(g)
        h = g["missing"]
        mean = sum(x * q for x, q in zip(xs, ps))
        rest = sum(x * q for i, (x, q) in enumerate(zip(xs, ps)) if i != h)
        v = ctx["var"]
        return Backward(
            f"The bar chart shows the probability distribution of the random variable {v}, {ctx['what']}, but "
            f"the probability P({v} = {xs[h]}) is not labelled. The expected value is E({v}) = {draw.fmt(mean, 4)}. "
            f"What is P({v} = {xs[h]})?", Number(round((mean - rest) / xs[h], 9)), f"p{h}")

    def subquestions(self, g):
        xs, ps = self._xs(g), self._ps(g)
        mean = sum(x * q for x, q in zip(xs, ps))
        v = CONTEXTS[g["context"]]["var"]
        return [
            SubQuestion(f"What is the expected value E({v}) of the distribution shown in the bar chart?", Number(mean),
                        "statistics/probability/expected_value"),
            SubQuestion(f"What is E({v}²) for the distribution shown in the bar chart?",
                        Number(sum(x * x * q for x, q in zip(xs, ps))), "statistics/probability/variance_discrete"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        v = ctx["var"]
        parts = ", ".join(f"P({v} = {x}) = {q:.2f}" for x, q in zip(self._xs(g), self._ps(g)))
        return f"The random variable {v} is {ctx['what']}. Its probability distribution: {parts}."
