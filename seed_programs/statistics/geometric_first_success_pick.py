"""Statistics: the trial of the first success has a geometric distribution whose first bars are charted; read
p from the chart and pick a probability further out (multiple choice)."""
from itertools import product

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "A basketball player takes free throws until the first one goes in", "trial": "throw"},
    {"what": "A student rolls a special die until it first shows a star", "trial": "roll"},
    {"what": "A salesperson phones customers until the first one makes a purchase", "trial": "call"},
    {"what": "An archer shoots at a target until the first bullseye", "trial": "shot"},
]
PS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5)


@seed_program(
    id="geometric_first_success_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/geometric_distribution"],
    source="DynaMath-style (statistics, geometric distribution bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class GeometricFirstSuccessPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), p=OneOf(PS), k=IntRange(5, 8), ask=OneOf(("eq", "gt"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), p=OneOf(PS), k=IntRange(7, 12),
                  ask=OneOf(("le", "between", "between"))),
        hard_means="later trials and events that are ranges of trials (P(X ≤ k) or P(a ≤ X ≤ b), a difference of "
                   "two powers of 1 − p) with the off-by-one powers among the options",
    )

    def sample(self, rng, space):
        ask = str(space.ask.draw(rng))
        for _ in attempts("four options in (0, 1), each pair 0.02 or 10% (and at least 0.002) apart"):
            p = float(space.p.draw(rng))
            q = 1 - p
            k = int(space.k.draw(rng))
            a = int(rng.integers(2, k - 1)) if ask == "between" else None
            if ask == "eq":
                right, wrong = p * q ** (k - 1), [q ** (k - 1), p * q ** k, p * q ** (k - 2), q ** k, 1 - q ** k]
            elif ask == "gt":
                right, wrong = q ** k, [q ** (k - 1), 1 - q ** k, p * q ** k, q ** (k + 1), p * q ** (k - 1)]
            elif ask == "le":
                right, wrong = 1 - q ** k, [q ** k, 1 - q ** (k - 1), p * q ** (k - 1), 1 - q ** (k + 1), k * p, 1 - p * q ** k]
            else:
                right = q ** (a - 1) - q ** k
                wrong = [q ** a - q ** k, q ** (a - 1) - q ** (k - 1), q ** a - q ** (k + 1), p * q ** (k - 1)]
            opts = [right]
            for w in wrong:
                if 0 < w < 1 and all(abs(w - o) >= 0.002 and (abs(w - o) >= 0.02 or abs(w - o) >= 0.1 * max(w, o))
                                   for o in opts):
                    opts.append(w)
            if len(opts) >= 4 and right >= 0.01:
                break
        g = {"context": int(space.context.draw(rng)), "p": p, "ask": ask, "k": k,
             "options": [f"{o:.4f}" for o in sorted(opts[:4])], "color": str(rng.choice(["blue", "green", "purple"]))}
        if a is not None:
            g["a"] = a
        return g

    def _event(self, g):
        return {"eq": f"P(X = {g['k']})", "gt": f"P(X > {g['k']})", "le": f"P(X ≤ {g['k']})",
                "between": f"P({g.get('a')} ≤ X ≤ {g['k']})"}[g["ask"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"{ctx['what']}; each {ctx['trial']} succeeds independently with the same probability. X is the "
                f"number of the {ctx['trial']} on which the first success happens; the bar chart shows P(X = k) for "
                f"k = 1 to 6. What is {self._event(g)}?")

    def answer(self, p):
        q = 1 - p["p"]
        k = p["k"]
        value = {"eq": lambda: p["p"] * q ** (k - 1), "gt": lambda: q ** k, "le": lambda: 1 - q ** k,
                 "between": lambda: q ** (p.get("a", 1) - 1) - q ** k}[p["ask"]]()
        right = min(p["options"], key=lambda o: abs(float(o) - value))     # the option that is value to 4 d.p.
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # brute force over every success/failure record of the first k (or k+1) trials
        pr, k = g["p"], g["k"]
        total = 0.0
        for seq in product((0, 1), repeat=k):
            w = 1.0
            for t in seq:
                w *= pr if t else 1 - pr
            first = seq.index(1) + 1 if 1 in seq else None       # None: no success within k trials
            hit = {"eq": first == k, "gt": first is None, "le": first is not None,
                   "between": first is not None and g.get("a", 1) <= first}[g["ask"]]
            total += w if hit else 0.0
        close = [o for o in g["options"] if abs(float(o) - total) < 0.00006]
        return close[0] if len(close) == 1 else "no single option matches"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        pr = g["p"]
        probs = [pr * (1 - pr) ** (k - 1) for k in range(1, 7)]
        probability_plots.pmf_bars(ax, range(1, 7), probs, color=draw.PALETTE[g["color"]], ystep=0.05,
                                   xlabel=f"k (number of the {ctx['trial']})", ylabel="P(X = k)", fontsize=13)
        ax.set_title("Trial of the first success", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.16, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, g):
        pr = g["p"]
        return [
            SubQuestion("Read the chart: what is P(X = 1), the probability of success on a single trial?",
                        Number(pr), "statistics/distributions/geometric_distribution"),
            SubQuestion(f"The success probability of each trial is {draw.fmt(pr)}. What is the probability that the "
                        f"first 3 trials all fail?", Number((1 - pr) ** 3),
                        "statistics/distributions/geometric_distribution"),
        ]

    def description(self, g):
        pr = g["p"]
        bars = ", ".join(f"P(X = {k}) = {pr * (1 - pr) ** (k - 1):.4f}" for k in range(1, 7))
        return (f"A bar chart of the geometric distribution of X, the trial of the first success, for k = 1 to 6: "
                f"{bars}. The first bar, P(X = 1) = {draw.fmt(pr)}, lies on a grid line.")
