"""Statistics: expected value, variance or standard deviation of a discrete random variable from its
probability bar chart."""
from fractions import Fraction
from math import sqrt

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        k = int(rng.integers(4, 7))
        lo = int(rng.integers(-3, 0)) if ci == 3 else (0 if ci < 3 else int(rng.integers(1, 3)))
        step = 1 if ci != 4 else int(rng.choice([1, 2, 5]))
        while True:   # probabilities in twentieths, each at least 0.05
            cuts = sorted(int(c) for c in rng.choice(range(1, 20), k - 1, replace=False))
            probs = [b - a for a, b in zip([0] + cuts, cuts + [20])]
            if max(probs) <= 8:
                break
        ask = str(rng.choice(ASKS))
        p = {"context": ci, "k": k, "lo": lo, "step": step, "ask": ask,
             "color": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}
        xs = [lo + step * i for i in range(k)]
        nz = [i for i in range(k) if xs[i] != 0]
        p["hidden"] = int(nz[int(rng.integers(len(nz)))])
        for i, v in enumerate(probs):
            p[f"p{i}"] = round(v / 20, 2)
        return p

    def _xs(self, p):
        return [p["lo"] + p["step"] * i for i in range(p["k"])]

    def _ps(self, p):
        return [p[f"p{i}"] for i in range(p["k"])]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        v = ctx["var"]
        what = {"mean": f"the expected value E({v})", "variance": f"the variance Var({v})",
                "sd": f"the standard deviation of {v}"}[p["ask"]]
        return (f"The bar chart shows the probability distribution of the random variable {v}, "
                f"{ctx['what']}. What is {what}?")

    def answer(self, p):
        xs, ps = self._xs(p), self._ps(p)
        mean = sum(x * q for x, q in zip(xs, ps))
        var = sum(q * (x - mean) ** 2 for x, q in zip(xs, ps))
        return Number({"mean": mean, "variance": var, "sd": sqrt(var)}[p["ask"]])

    def verify(self, p):
        # exact fractions and Var = E(X²) − E(X)²
        xs = self._xs(p)
        ps = [Fraction(round(20 * q), 20) for q in self._ps(p)]
        assert sum(ps) == 1
        e1 = sum(q * x for x, q in zip(xs, ps))
        e2 = sum(q * x * x for x, q in zip(xs, ps))
        var = e2 - e1 * e1
        return Number({"mean": float(e1), "variance": float(var), "sd": sqrt(float(var))}[p["ask"]])

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        ps = self._ps(p)
        h = p["hidden"] if f"p{p['hidden']}" in hide else None
        shown = [0 if i == h else q for i, q in enumerate(ps)]
        texts = ["?" if i == h else f"{q:.2f}" for i, q in enumerate(ps)]
        charts.bar_chart(ax, [str(x) for x in self._xs(p)], shown, draw.PALETTE[p["color"]], value_texts=texts,
                         ymax=max(ps) + 0.08, fontsize=13)
        ax.set_yticks([i / 20 for i in range(int((max(ps) + 0.08) * 20) + 1)][::2])
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel=f"P({ctx['var']} = {ctx['xlabel'].split()[-1][0]})"
                          if ctx["var"] != "G" else "P(G = g)", fontsize=13)
        ax.figure.subplots_adjust(left=0.15, right=0.97, top=0.95, bottom=0.12)

    def backward(self, p):
        ctx = CONTEXTS[p["context"]]
        xs, ps = self._xs(p), self._ps(p)
        h = p["hidden"]
        mean = sum(x * q for x, q in zip(xs, ps))
        rest = sum(x * q for i, (x, q) in enumerate(zip(xs, ps)) if i != h)
        v = ctx["var"]
        return Backward(
            f"The bar chart shows the probability distribution of the random variable {v}, {ctx['what']}, but "
            f"the probability P({v} = {xs[h]}) is not labelled. The expected value is E({v}) = {draw.fmt(mean, 4)}. "
            f"What is P({v} = {xs[h]})?", Number(round((mean - rest) / xs[h], 9)), f"p{h}")

    def subquestions(self, p):
        xs, ps = self._xs(p), self._ps(p)
        mean = sum(x * q for x, q in zip(xs, ps))
        v = CONTEXTS[p["context"]]["var"]
        return [
            SubQuestion(f"What is the expected value E({v}) of the distribution shown in the bar chart?", Number(mean),
                        "statistics/probability/expected_value"),
            SubQuestion(f"What is E({v}²) for the distribution shown in the bar chart?",
                        Number(sum(x * x * q for x, q in zip(xs, ps))), "statistics/probability/variance_discrete"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        v = ctx["var"]
        parts = ", ".join(f"P({v} = {x}) = {q:.2f}" for x, q in zip(self._xs(p), self._ps(p)))
        return f"The random variable {v} is {ctx['what']}. Its probability distribution: {parts}."
