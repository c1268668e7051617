"""Statistics: a binomial probability P(a ≤ X ≤ b) (or a one-sided tail) for the highlighted bars of the
probability bar chart of X ~ B(n, p)."""
from itertools import product
from math import comb

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the number of heads when a biased coin is tossed {n} times, with P(head) = {p}", "xlabel": "Heads k"},
    {"what": "the number of seeds out of {n} that germinate, each independently with probability {p}",
     "xlabel": "Seeds germinating k"},
    {"what": "the number of free throws scored out of {n}, each scored independently with probability {p}",
     "xlabel": "Free throws scored k"},
    {"what": "the number of customers out of {n} who buy a drink, each independently with probability {p}",
     "xlabel": "Customers buying k"},
]
P_STD = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
P_HARD = (0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75)


@seed_program(
    id="binomial_pmf_interval_probability", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/binomial_distribution"],
    source="DynaMath-style (statistics, binomial distribution bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BinomialPmfIntervalProbability(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(4, 7), p=OneOf(P_STD),
                      kind=OneOf(("between", "at_most", "at_least")), width=IntRange(1, 3)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(9, 12), p=OneOf(P_HARD),
                  kind=OneOf(("between", "at_most", "at_least")), width=IntRange(3, 6)),
        hard_means="9 to 12 trials with p in odd multiples of 0.05 and three to six highlighted bars (or a long "
                   "tail, best done by the complement): more and less friendly binomial terms to add",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        kind = str(space.kind.draw(rng))
        for _ in attempts("an event whose probability is between 0.08 and 0.92"):
            n = int(space.n.draw(rng))
            p = float(space.p.draw(rng))
            q = 1 - p
            w = int(space.width.draw(rng))
            if kind == "between":
                a = int(rng.integers(1, n - w + 1))
                b = a + w
            elif kind == "at_most":
                a, b = 0, int(rng.integers(1, n))
            else:
                a, b = int(rng.integers(1, n)), n
            prob = sum(comb(n, k) * p ** k * q ** (n - k) for k in range(a, b + 1))
            if 0.08 <= prob <= 0.92 and b <= n:
                break
        return {"context": ci, "n": n, "p": p, "kind": kind, "a": a, "b": b,
                "color": str(rng.choice(["blue", "green", "purple", "brown"]))}

    def _event(self, g, b_txt=None):
        b_txt = b_txt if b_txt is not None else str(g["b"])
        return {"between": f"P({g['a']} ≤ X ≤ {b_txt})", "at_most": f"P(X ≤ {b_txt})",
                "at_least": f"P(X ≥ {g['a']})"}[g["kind"]]

    def _intro(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"X is {ctx['what'].format(n=g['n'], p=draw.fmt(g['p']))}, so X ~ B({g['n']}, {draw.fmt(g['p'])}). "
                f"The bar chart shows the probability distribution of X")

    def question(self, g):
        return (f"{self._intro(g)}, with the bars of the event {self._event(g)} highlighted. "
                f"What is {self._event(g)}? Give the answer to 4 decimal places.")

    def answer(self, p):
        n, pr = p["n"], p["p"]
        total = sum(comb(n, k) * pr ** k * (1 - pr) ** (n - k) for k in range(p["a"], p["b"] + 1))
        return Number(round(total, 10))

    def verify(self, g):
        # brute force: every success/failure sequence of the n trials, weighted by its probability
        n, pr = g["n"], g["p"]
        a = g["a"] if g["kind"] != "at_most" else 0
        b = g["b"] if g["kind"] != "at_least" else n
        total = 0.0
        for seq in product((0, 1), repeat=n):
            s = sum(seq)
            if a <= s <= b:
                w = 1.0
                for t in seq:
                    w *= pr if t else 1 - pr
                total += w
        return Number(round(total, 10))

    def draw(self, g, ax, hide=()):
        n, pr = g["n"], g["p"]
        probs = [comb(n, k) * pr ** k * (1 - pr) ** (n - k) for k in range(n + 1)]
        hl = [] if "b" in hide or "a" in hide else list(range(g["a"], g["b"] + 1))
        step = 0.05 if max(probs) <= 0.45 else 0.1
        probability_plots.pmf_bars(ax, range(n + 1), probs, color=draw.PALETTE[g["color"]], highlight=hl,
                                   ystep=step, xlabel=CONTEXTS[g["context"]]["xlabel"], ylabel="P(X = k)",
                                   fontsize=13)
        ax.set_title(f"X ~ B({n}, {draw.fmt(pr)})", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.15, right=0.97, top=0.92, bottom=0.12)

    def _param(self, g):
        return "a" if g["kind"] == "at_least" else "b"

    def backward(self, g):
        n, pr = g["n"], g["p"]
        prob = self.answer(g).value
        param = self._param(g)
        if param == "b":       # the smallest b whose cumulative sum from a reaches the stated probability
            acc, x = 0.0, g["a"]
            for k in range(g["a"], n + 1):
                acc += comb(n, k) * pr ** k * (1 - pr) ** (n - k)
                if abs(acc - prob) < 1e-9:
                    x = k
                    break
            ev = self._event(g, b_txt="m")
        else:
            acc, x = 0.0, n
            for k in range(n, -1, -1):
                acc += comb(n, k) * pr ** k * (1 - pr) ** (n - k)
                if abs(acc - prob) < 1e-9:
                    x = k
                    break
            ev = "P(X ≥ m)"
        return Backward(f"X ~ B({n}, {draw.fmt(pr)}) and {ev} = {prob:.10f} for a whole number m. What is m?",
                        Number(x), param)

    def subquestions(self, g):
        n, pr = g["n"], g["p"]
        k = g["a"] if g["kind"] != "at_most" else g["b"]
        return [
            SubQuestion(f"For X ~ B({n}, {draw.fmt(pr)}), what is P(X = {k})? Give 4 decimal places.",
                        Number(comb(n, k) * pr ** k * (1 - pr) ** (n - k)),
                        "statistics/distributions/binomial_distribution"),
            SubQuestion(f"For X ~ B({n}, {draw.fmt(pr)}), what is the expected value E(X)?", Number(n * pr),
                        "statistics/distributions/binomial_distribution"),
        ]

    def description(self, g):
        return (f"{self._intro(g)}: one bar for each k = 0, 1, ..., {g['n']}, of height P(X = k). The bars for "
                f"k = {g['a'] if g['kind'] != 'at_most' else 0} to {g['b'] if g['kind'] != 'at_least' else g['n']} "
                f"are highlighted.")
