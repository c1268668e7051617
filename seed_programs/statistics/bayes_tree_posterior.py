"""Statistics: Bayes' theorem on a two-stage tree diagram: the probability of a first-stage branch given the
observed second-stage outcome (an 'inverse' conditional probability), as an exact fraction."""
from fractions import Fraction

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import statplots

CONTEXTS = [
    {"intro": "A screening test is used on people who may have a condition",
     "first": ["D", "D'"], "first_words": ["has the condition (D)", "does not have it (D')"],
     "second": ["+", "−"], "second_words": {"+": "tests positive (+)", "−": "tests negative (−)"},
     "titles": ("Condition", "Test"), "rate_ranges": [(0.6, 0.95), (0.05, 0.3)]},
    {"intro": "An e-mail filter checks incoming messages",
     "first": ["S", "S'"], "first_words": ["is spam (S)", "is not spam (S')"],
     "second": ["F", "F'"], "second_words": {"F": "is flagged (F)", "F'": "is not flagged (F')"},
     "titles": ("Message", "Filter"), "rate_ranges": [(0.6, 0.95), (0.05, 0.3)]},
    {"intro": "Parts come from several machines and are inspected",
     "first": ["M1", "M2", "M3"], "first_words": ["comes from machine M1", "comes from machine M2",
                                                  "comes from machine M3"],
     "second": ["X", "OK"], "second_words": {"X": "is defective (X)", "OK": "is not defective (OK)"},
     "titles": ("Machine", "Part"), "rate_ranges": [(0.05, 0.2)] * 3},
]


def _dec(x: Fraction) -> str:
    """A probability in hundredths as a decimal: 0.35, 0.9."""
    return f"{float(x):.2f}".rstrip("0").rstrip(".") if x.denominator > 1 else str(x)


@seed_program(
    id="bayes_tree_posterior", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="free_form",
    concepts=["statistics/probability/conditional_probability", "statistics/probability/tree_diagram"],
    source="Undergraduate probability (Bayes' theorem from a tree diagram), free-form fraction answer",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BayesTreePosterior(SeedProgram):
    levels = Levels(
        standard=dict(context=OneOf((0, 1)), step=OneOf((10, 20)), observed=OneOf(("first",))),
        hard=dict(context=OneOf((0, 1, 2, 2)), step=OneOf((20, 100)), observed=OneOf(("first", "second"))),
        hard_means="probabilities in hundredths or twentieths, three machines (a three-term total probability) "
                   "and sometimes the posterior given the less likely-looking outcome (a negative test, an "
                   "unflagged message, a good part)",
    )

    def sample(self, rng, space):
        ci = int(space.context.draw(rng))
        ctx = CONTEXTS[ci]
        n = len(ctx["first"])
        step = int(space.step.draw(rng))
        for _ in attempts("first-stage probabilities that add to 1, a posterior strictly between 0 and 1"):
            cuts = sorted(int(x) for x in rng.choice(range(1, step), n - 1, replace=False))
            prior = [Fraction(b - a, step) for a, b in zip([0] + cuts, cuts + [step])]
            lo_hi = ctx["rate_ranges"]
            rates = [Fraction(int(rng.integers(round(lo * step), round(hi * step) + 1)), step) for lo, hi in lo_hi]
            if n == 2 and prior[0] > Fraction(2, 5):              # the condition / spam is the rarer branch
                continue
            if len(set(rates)) == n and all(Fraction(1, 20) <= p for p in prior) and all(0 < r < 1 for r in rates):
                break
        target = int(rng.integers(0, n)) if n == 3 else 0
        obs = ctx["second"][0 if space.observed.draw(rng) == "first" else 1]
        return {"context": ci, "prior": [_dec(p) for p in prior], "rates": [_dec(r) for r in rates],
                "target": target, "observed": obs}

    def _event(self, g):
        ctx = CONTEXTS[g["context"]]
        return ctx["first"][g["target"]], g["observed"]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = self._event(g)
        words = ctx["second_words"][b]
        return (f"{ctx['intro']}; the tree diagram shows the probabilities. One is chosen at random and it "
                f"{words}. What is the probability that it {ctx['first_words'][g['target']]}, i.e. P({a} | {b})? "
                f"Give the answer as a fraction in lowest terms.")

    def answer(self, p):
        prior = [Fraction(x) for x in p["prior"]]
        rates = [Fraction(x) for x in p["rates"]]
        first = p["observed"] == CONTEXTS[p["context"]]["second"][0]
        like = [r if first else 1 - r for r in rates]              # P(observed | branch)
        total = sum(a * b for a, b in zip(prior, like))             # law of total probability
        post = prior[p["target"]] * like[p["target"]] / total       # Bayes
        return Expression(f"{post.numerator}/{post.denominator}")

    def verify(self, g):
        # natural frequencies: a population of 10 000 split along the tree into whole counts, then the share of
        # the target branch among those with the observed outcome
        ctx = CONTEXTS[g["context"]]
        N = 10_000
        branch = [round(float(x) * N) for x in g["prior"]]
        hit = [b * round(float(r) * 100) // 100 for b, r in zip(branch, g["rates"])]   # whole: b is a multiple of 100
        seen = hit if g["observed"] == ctx["second"][0] else [b - h for b, h in zip(branch, hit)]
        post = Fraction(seen[g["target"]], sum(seen))
        return Expression(f"{post.numerator}/{post.denominator}")

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        second = [ctx["second"]] * len(ctx["first"])
        probs = [[r, _dec(1 - Fraction(r))] for r in g["rates"]]
        statplots.tree_diagram(ax, ctx["first"], g["prior"], second, probs, titles=ctx["titles"], fontsize=14)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = self._event(g)
        prior = [Fraction(x) for x in g["prior"]]
        rates = [Fraction(x) for x in g["rates"]]
        first = b == ctx["second"][0]
        like = [r if first else 1 - r for r in rates]
        total = sum(x * y for x, y in zip(prior, like))
        return [SubQuestion(f"From the tree diagram, what is P({a} and {b})?",
                            Number(float(prior[g["target"]] * like[g["target"]])),
                            "statistics/probability/tree_diagram"),
                SubQuestion(f"From the tree diagram, what is the total probability P({b})?", Number(float(total)),
                            "statistics/probability/conditional_probability")]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        s0, s1 = ctx["second"]
        parts = []
        for name, p, r in zip(ctx["first"], g["prior"], g["rates"]):
            parts.append(f"{name} with probability {p}, then {s0} with {r} and {s1} with {_dec(1 - Fraction(r))}")
        return "A two-stage tree diagram: " + "; ".join(parts) + "."
