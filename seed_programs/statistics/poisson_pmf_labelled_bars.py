"""Statistics: recover the mean λ of a Poisson distribution from two labelled bars of its probability bar
chart (the ratio of consecutive probabilities), then find λ or another probability."""
from math import exp, factorial, sqrt

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the number of calls a help desk receives in a minute", "xlabel": "Calls k"},
    {"what": "the number of typing errors on a page", "xlabel": "Errors k"},
    {"what": "the number of cars passing a checkpoint in a 10-second interval", "xlabel": "Cars k"},
    {"what": "the number of goals scored in a football match", "xlabel": "Goals k"},
]
LAMBDAS = tuple(x / 2 for x in range(2, 13))       # 1, 1.5, ..., 6


@seed_program(
    id="poisson_pmf_labelled_bars", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/poisson_distribution"],
    source="DynaMath-style (statistics, Poisson distribution bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class PoissonPmfLabelledBars(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), lam=OneOf(LAMBDAS), gap=1,
                      ask=OneOf(("lambda", "pmf"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), lam=OneOf(LAMBDAS), gap=2,
                  ask=OneOf(("pmf", "cdf", "cdf"))),
        hard_means="the two labelled bars are two apart (their ratio is λ²/((k+1)(k+2)), a square root to take) "
                   "and mostly a cumulative probability P(X ≤ m) to add up afterwards",
    )

    def sample(self, rng, space):
        lam = float(space.lam.draw(rng))
        gap = int(space.gap)
        K = max(7, int(lam + 3 * sqrt(lam) + 1))
        pmf = [exp(-lam) * lam ** k / factorial(k) for k in range(K + 1)]
        for _ in attempts("two labelled bars of probability at least 0.05"):
            k1 = int(rng.integers(0, K - gap + 1))
            k2 = k1 + gap
            if min(pmf[k1], pmf[k2]) >= 0.05:
                break
        ask = str(space.ask.draw(rng))
        others = [k for k in range(K + 1) if k not in (k1, k2) and pmf[k] >= 0.01]
        m = int(rng.choice(others)) if ask == "pmf" else int(rng.integers(1, 4))
        g = {"context": int(space.context.draw(rng)), "K": K, "k1": k1, "k2": k2,
             "v1": round(pmf[k1], 4), "v2": round(pmf[k2], 4), "ask": ask, "m": m,
             "color": str(rng.choice(["blue", "green", "purple", "orange"]))}
        return g, {"lam": lam}

    def _what(self, g):
        return {"lambda": "the mean λ", "pmf": f"P(X = {g['m']})", "cdf": f"P(X ≤ {g['m']})"}[g["ask"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        tail = "" if g["ask"] == "lambda" else " Give the answer to 4 decimal places."
        return (f"X, {ctx['what']}, has a Poisson distribution whose mean λ is a multiple of 0.5. The bar chart "
                f"shows P(X = k) for k = 0 to {g['K']}; only the bars for k = {g['k1']} and k = {g['k2']} are labelled "
                f"with their probabilities (to 4 decimal places). What is {self._what(g)}?{tail}")

    def answer(self, p):
        lam, m = p["lam"], p["m"]
        if p["ask"] == "lambda":
            return Number(lam)
        if p["ask"] == "pmf":
            return Number(exp(-lam) * lam ** m / factorial(m))
        return Number(sum(exp(-lam) * lam ** k / factorial(k) for k in range(m + 1)))

    def verify(self, g):
        # λ from the ratio of the labels (snapped to the 0.5 grid and checked against both labels),
        # then the probabilities by the recursion P(k+1) = P(k)·λ/(k+1)
        r = g["v2"] / g["v1"]
        prod = 1.0
        for j in range(g["k1"] + 1, g["k2"] + 1):
            prod *= j
        est = (r * prod) ** (1.0 / (g["k2"] - g["k1"]))
        lam = round(2 * est) / 2
        probs = [exp(-lam)]
        for k in range(max(g["K"], g["m"]) + 1):
            probs.append(probs[-1] * lam / (k + 1))
        if round(probs[g["k1"]], 4) != g["v1"] or round(probs[g["k2"]], 4) != g["v2"]:
            return Number(-1.0)         # the labels do not come from one λ on the grid
        if g["ask"] == "lambda":
            return Number(lam)
        if g["ask"] == "pmf":
            return Number(probs[g["m"]])
        return Number(sum(probs[:g["m"] + 1]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        K = g["K"]
        # the chart's bar heights come from the labels' λ (re-derived here only for drawing)
        lam = round(2 * ((g["v2"] / g["v1"]) * _falling(g["k2"], g["k2"] - g["k1"])) ** (1 / (g["k2"] - g["k1"]))) / 2
        pmf = [exp(-lam) * lam ** k / factorial(k) for k in range(K + 1)]
        texts = [f"{g['v1']:.4f}" if k == g["k1"] else f"{g['v2']:.4f}" if k == g["k2"] else None
                 for k in range(K + 1)]
        probability_plots.pmf_bars(ax, range(K + 1), pmf, color=draw.PALETTE[g["color"]], value_texts=texts,
                                   ystep=0.05, xlabel=ctx["xlabel"], ylabel="P(X = k)", fontsize=13,
                                   highlight=(g["k1"], g["k2"]), highlight_color=draw.PALETTE[g["color"]])
        ax.set_title("X ~ Poisson(λ)", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.15, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, g):
        k1, k2 = g["k1"], g["k2"]
        expr = f"λ/{k2}" if k2 - k1 == 1 else f"λ²/({k1 + 1}·{k2})"
        r = g["v2"] / g["v1"]
        return [
            SubQuestion(f"For a Poisson variable X, P(X = {k1}) = {g['v1']:.4f} and P(X = {k2}) = {g['v2']:.4f}. "
                        f"The ratio P(X = {k2}) / P(X = {k1}) equals {expr}. What is this ratio, to 3 decimal places?",
                        Number(r), "statistics/distributions/poisson_distribution"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"A bar chart of the Poisson distribution of X, {ctx['what']}, for k = 0 to {g['K']}. Only two bars "
                f"are labelled: P(X = {g['k1']}) = {g['v1']:.4f} and P(X = {g['k2']}) = {g['v2']:.4f}.")


def _falling(top, count):
    """top·(top−1)·…·(top−count+1), the factorial ratio between two Poisson probabilities."""
    out = 1
    for j in range(count):
        out *= top - j
    return out
