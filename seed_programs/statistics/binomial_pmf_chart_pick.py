"""Statistics: which binomial distribution B(n, p) a labelled probability bar chart shows (multiple choice;
the wrong options are B(n, 1 − p) and nearby values of p)."""
from itertools import product
from math import comb

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the number of successes in {n} independent trials with the same success probability",
     "xlabel": "Successes k"},
    {"what": "the number of patients out of {n} who recover, each independently with the same probability",
     "xlabel": "Patients recovering k"},
    {"what": "the number of seeds, out of {n} planted, that germinate, each independently with the same probability",
     "xlabel": "Seeds germinating k"},
    {"what": "the number of correct answers when guessing {n} questions, each right with the same probability",
     "xlabel": "Correct answers k"},
]


def _name(n, p):
    return f"B({n}, {draw.fmt(p)})"


@seed_program(
    id="binomial_pmf_chart_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/binomial_distribution"],
    source="DynaMath-style (statistics, binomial distribution bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BinomialPmfChartPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(3, 6),
                      p=OneOf((0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9)), step=0.1),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(7, 10),
                  p=OneOf((0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85)), step=0.05),
        hard_means="seven to ten trials and options only 0.05 apart in p, so the chart must be decoded exactly (e.g. "
                   "P(X = 1)/P(X = 0) = np/(1 − p)) rather than by the position of the peak",
    )

    def sample(self, rng, space):
        st = float(space.step)
        for _ in attempts("three wrong options in (0, 1), different from p"):
            n, p = int(space.n.draw(rng)), float(space.p.draw(rng))
            cands = [round(1 - p, 2), round(p + st, 2), round(p - st, 2), round(p + 2 * st, 2), round(p - 2 * st, 2)]
            wrong = []
            for q in cands:
                if 0 < q < 1 and q != p and q not in wrong:
                    wrong.append(q)
            if len(wrong) >= 3:
                break
        opts = sorted([p] + wrong[:3])
        heights = [round(comb(n, k) * p ** k * (1 - p) ** (n - k), 3) for k in range(n + 1)]
        g = {"context": int(space.context.draw(rng)), "n": n, "heights": heights,
             "options": [_name(n, q) for q in opts], "color": str(rng.choice(["blue", "green", "purple", "orange"]))}
        return g, {"p": p}

    def question(self, g):
        what = CONTEXTS[g["context"]]["what"].format(n=g["n"])
        return (f"X is {what}, so X has a binomial distribution. The bar chart shows P(X = k), each bar labelled "
                f"to 3 decimal places. Which distribution is it?")

    def answer(self, p):
        right = _name(p["n"], p["p"])
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # for each option, weigh every success/failure sequence of the n trials; exactly one may give the chart
        n = g["n"]
        hits = []
        for text in g["options"]:
            q = float(text.split(",")[1].strip(" )"))
            dist = [0.0] * (n + 1)
            for seq in product((0, 1), repeat=n):
                w = 1.0
                for t in seq:
                    w *= q if t else 1 - q
                dist[sum(seq)] += w
            if all(abs(round(d, 3) - h) < 1e-9 for d, h in zip(dist, g["heights"])):
                hits.append(text)
        return hits[0] if len(hits) == 1 else "not exactly one option matches the chart"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        hs = g["heights"]
        probability_plots.pmf_bars(ax, range(g["n"] + 1), hs, color=draw.PALETTE[g["color"]],
                                   value_texts=[f"{h:.3f}" for h in hs], ystep=0.05 if max(hs) <= 0.45 else 0.1,
                                   xlabel=ctx["xlabel"], ylabel="P(X = k)", fontsize=13)
        ax.figure.subplots_adjust(left=0.15, right=0.97, top=0.95, bottom=0.12)

    def subquestions(self, g):
        hs = g["heights"]
        return [
            SubQuestion("Read the chart: what is P(X ≤ 1) = P(X = 0) + P(X = 1)?", Number(round(hs[0] + hs[1], 3)),
                        "statistics/distributions/binomial_distribution"),
            SubQuestion(f"What is the expected value of the distribution {g['options'][0]}?",
                        Number(g["n"] * float(g["options"][0].split(",")[1].strip(" )"))),
                        "statistics/distributions/binomial_distribution"),
        ]

    def description(self, g):
        bars = ", ".join(f"P(X = {k}) = {h:.3f}" for k, h in enumerate(g["heights"]))
        return f"A bar chart of the distribution of X for k = 0 to {g['n']}: {bars}."
