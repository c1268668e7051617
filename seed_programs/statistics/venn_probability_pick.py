"""Statistics: a probability (joint, union, conditional) from the counts in a two-set Venn diagram."""
from fractions import Fraction

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import statplots

CONTEXTS = [
    {"people": "students in a class", "sets": ("Football", "Tennis"), "a": "plays football", "b": "plays tennis"},
    {"people": "guests at a hotel", "sets": ("Pool", "Gym"), "a": "used the pool", "b": "used the gym"},
    {"people": "members of a club", "sets": ("French", "Spanish"), "a": "speaks French", "b": "speaks Spanish"},
    {"people": "households on a street", "sets": ("Dog", "Cat"), "a": "has a dog", "b": "has a cat"},
    {"people": "customers of a café", "sets": ("Coffee", "Cake"), "a": "bought coffee", "b": "bought cake"},
]
ASKS = ("a_given_b", "b_given_a", "both", "either", "neither", "exactly_one")
FILLS = [("#93c5fd", "#fca5a5"), ("#86efac", "#fde68a"), ("#c4b5fd", "#fdba74")]


def _fr(x):
    return f"{x.numerator}/{x.denominator}"


@seed_program(
    id="venn_probability_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/probability/venn_diagram", "statistics/probability/conditional_probability"],
    source="DynaMath-style (statistics, Venn diagram probability)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class VennProbabilityPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), count=IntRange(2, 20), ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), count=IntRange(12, 75),
                  ask=OneOf(("a_given_b", "b_given_a", "either", "exactly_one"))),
        hard_means="region counts from 12 to 75 (larger totals and fractions to reduce) and always a "
                   "conditional, union or exactly-one event",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        for _ in attempts("four different region counts"):
            a, ab, b, o = (int(v) for v in space.count.draw(rng, size=4))
            if len({a, ab, b, o}) == 4:
                break
        return {"context": ci, "a": a, "ab": ab, "b": b, "o": o, "ask": str(space.ask.draw(rng)),
                "fill": int(rng.integers(len(FILLS)))}

    def _text(self, g):
        ctx = CONTEXTS[g["context"]]
        return {"a_given_b": f"Given that the person {ctx['b']}, what is the probability that the person also {ctx['a']}?",
                "b_given_a": f"Given that the person {ctx['a']}, what is the probability that the person also {ctx['b']}?",
                "both": f"the person {ctx['a']} and {ctx['b']}",
                "either": f"the person {ctx['a']} or {ctx['b']} (or both)",
                "neither": f"the person is in neither of the two sets ({ctx['sets'][0]}, {ctx['sets'][1]})",
                "exactly_one": f"the person {ctx['a']} or {ctx['b']}, but not both"}[g["ask"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        tail = self._text(g)
        if not tail.startswith("Given"):
            tail = f"What is the probability that {tail}?"
        return f"The Venn diagram shows the numbers of {ctx['people']}. One of them is chosen at random. " + tail

    def _value(self, p, ask):
        a, ab, b, o = p["a"], p["ab"], p["b"], p["o"]
        n = a + ab + b + o
        return {"a_given_b": Fraction(ab, ab + b), "b_given_a": Fraction(ab, a + ab), "both": Fraction(ab, n),
                "either": Fraction(a + ab + b, n), "neither": Fraction(o, n), "exactly_one": Fraction(a + b, n)}[ask]

    def answer(self, p):
        right = self._value(p, p["ask"])
        a, ab, b, o = p["a"], p["ab"], p["b"], p["o"]
        n = a + ab + b + o
        cands = [self._value(p, k) for k in ASKS] + [Fraction(ab, b), Fraction(ab, a), Fraction(a + b + 2 * ab, n),
                                                     Fraction(ab, a + b + ab), Fraction(b + ab, n), Fraction(a + ab, n)]
        wrong = []
        for c in cands:
            if c != right and c not in wrong and 0 < c <= 1:
                wrong.append(c)
        return Choice(_fr(right), [_fr(w) for w in wrong[:3]])

    def verify(self, g):
        # list the people region by region and count
        people = [(1, 0)] * g["a"] + [(1, 1)] * g["ab"] + [(0, 1)] * g["b"] + [(0, 0)] * g["o"]
        given = {"a_given_b": lambda t: t[1] == 1, "b_given_a": lambda t: t[0] == 1}.get(g["ask"], lambda t: True)
        event = {"a_given_b": lambda t: t[0] == 1, "b_given_a": lambda t: t[1] == 1, "both": lambda t: t == (1, 1),
                 "either": lambda t: t != (0, 0), "neither": lambda t: t == (0, 0),
                 "exactly_one": lambda t: t[0] != t[1]}[g["ask"]]
        pool = [t for t in people if given(t)]
        return _fr(Fraction(sum(1 for t in pool if event(t)), len(pool)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        t = {k: "?" if k in hide else str(g[k]) for k in ("a", "ab", "b", "o")}
        statplots.venn2(ax, ctx["sets"], [t["a"], t["ab"], t["b"]], outside=t["o"],
                        colors=FILLS[g["fill"]], fontsize=15, universe="ξ")
        ax.set_position([0.02, 0.02, 0.96, 0.96])

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        A, B = ctx["sets"]
        a, ab, b, o = g["a"], g["ab"], g["b"], g["o"]
        ask = g["ask"]
        r = self._value(g, ask)            # the forward answer (givens only), stated; the masked count is solved from it
        if ask in ("a_given_b", "b_given_a"):
            cond, event = (ctx["b"], ctx["a"]) if ask == "a_given_b" else (ctx["a"], ctx["b"])
            stated = f"Given that the person {cond}, the probability that the person also {event} is {_fr(r)}."
        else:
            stated = f"The probability that {self._text(g)} is {_fr(r)}."
        if ask == "a_given_b":             # ab / (ab + b) = r
            param, region, x = "b", f"only in {B}", ab * (1 - r) / r
        elif ask == "b_given_a":           # ab / (a + ab) = r
            param, region, x = "a", f"only in {A}", ab * (1 - r) / r
        else:
            param, region = "o", f"in neither {A} nor {B}"
            known = a + ab + b
            if ask == "neither":           # o / (known + o) = r
                x = r * known / (1 - r)
            else:                          # favourable / (known + o) = r
                fav = {"both": ab, "either": a + ab + b, "exactly_one": a + b}[ask]
                x = fav / r - known
        return Backward(
            f"The Venn diagram shows the numbers of {ctx['people']}, but the number {region} is hidden (?). "
            f"One of them is chosen at random. {stated} How many of them are {region}?",
            Number(float(x)), param)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        return [
            SubQuestion(f"How many {ctx['people']} does the Venn diagram show in total?",
                        Number(g["a"] + g["ab"] + g["b"] + g["o"]), "statistics/probability/venn_diagram"),
            SubQuestion(f"How many of them are in the set '{ctx['sets'][1]}'?", Number(g["ab"] + g["b"]),
                        "statistics/probability/venn_diagram"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        A, B = ctx["sets"]
        return (f"A Venn diagram of {ctx['people']} with sets {A} and {B}: {g['a']} only in {A}, {g['ab']} in both, "
                f"{g['b']} only in {B}, and {g['o']} in neither.")
