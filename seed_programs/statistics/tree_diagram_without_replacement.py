"""Statistics: a probability from a two-stage tree diagram (two draws without replacement), as a fraction."""
from fractions import Fraction
from itertools import permutations

from math import sqrt

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import statplots

CONTEXTS = [
    {"setting": "A bag holds red and blue counters. Two counters are taken out one after the other without "
                "replacement.", "a": ("Red", "red"), "b": ("Blue", "blue"), "titles": ("1st counter", "2nd counter")},
    {"setting": "A box holds milk and dark chocolates. Two chocolates are eaten one after the other.",
     "a": ("Milk", "milk"), "b": ("Dark", "dark"), "titles": ("1st chocolate", "2nd chocolate")},
    {"setting": "A jar holds green and yellow marbles. Two marbles are drawn one after the other without "
                "replacement.", "a": ("Green", "green"), "b": ("Yellow", "yellow"), "titles": ("1st marble", "2nd marble")},
    {"setting": "A class has girls and boys. Two students are chosen one after the other to be captain and "
                "vice-captain.", "a": ("Girl", "a girl"), "b": ("Boy", "a boy"), "titles": ("Captain", "Vice-captain")},
]
# the two kinds of item in the plural, per context (for the backward question)
PLURALS = [("red counters", "blue counters"), ("milk chocolates", "dark chocolates"),
           ("green marbles", "yellow marbles"), ("girls", "boys")]
ASKS = ("both_a", "both_b", "same", "different", "at_least_one_a", "second_a")


def _fr(x):
    return f"{x.numerator}/{x.denominator}"


@seed_program(
    id="tree_diagram_without_replacement", topic="statistics", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["statistics/probability/tree_diagram", "statistics/probability/dependent_events"],
    source="DynaMath-style (statistics, probability tree)",
    variations=["numeric_values", "real_life_contexts"],
)
class TreeDiagramWithoutReplacement(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), count=IntRange(2, 8), ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), count=IntRange(6, 15),
                  ask=OneOf(("same", "different", "at_least_one_a", "second_a"))),
        hard_means="six to fifteen of each kind (larger denominators to multiply and reduce) and always an "
                   "event made of two or three paths",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        na = space.count.draw(rng)
        nb = space.count.draw(rng)
        return {"context": ci, "na": na, "nb": nb, "ask": str(space.ask.draw(rng))}

    def _event(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = ctx["a"][1], ctx["b"][1]
        return {"both_a": f"both are {a}", "both_b": f"both are {b}", "same": "both are of the same kind",
                "different": "they are of different kinds", "at_least_one_a": f"at least one of them is {a}",
                "second_a": f"the second one is {a}"}[g["ask"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"{ctx['setting']} The tree diagram shows the probabilities. What is the probability that "
                f"{self._event(g)}? Give the answer as a fraction in lowest terms.")

    def _branch(self, g):
        na, nb = g["na"], g["nb"]
        n = na + nb
        pa, pb = Fraction(na, n), Fraction(nb, n)
        return pa, pb, Fraction(na - 1, n - 1), Fraction(nb, n - 1), Fraction(na, n - 1), Fraction(nb - 1, n - 1)

    def answer(self, p):
        pa, pb, aa, ab, ba, bb = self._branch(p)
        paths = {"AA": pa * aa, "AB": pa * ab, "BA": pb * ba, "BB": pb * bb}
        want = {"both_a": ["AA"], "both_b": ["BB"], "same": ["AA", "BB"], "different": ["AB", "BA"],
                "at_least_one_a": ["AA", "AB", "BA"], "second_a": ["AA", "BA"]}[p["ask"]]
        return Expression(_fr(sum((paths[w] for w in want), Fraction(0))))

    def verify(self, g):
        # enumerate every ordered pair of distinct items
        items = ["A"] * g["na"] + ["B"] * g["nb"]
        test = {"both_a": lambda x, y: x == y == "A", "both_b": lambda x, y: x == y == "B",
                "same": lambda x, y: x == y, "different": lambda x, y: x != y,
                "at_least_one_a": lambda x, y: "A" in (x, y), "second_a": lambda x, y: y == "A"}[g["ask"]]
        pairs = list(permutations(range(len(items)), 2))
        good = sum(1 for i, j in pairs if test(items[i], items[j]))
        return Expression(_fr(Fraction(good, len(pairs))))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        pa, pb, aa, ab, ba, bb = self._branch(g)
        A, B = ctx["a"][0], ctx["b"][0]
        n = g["na"] + g["nb"]
        # unsimplified, as the counts give them; the backward view writes ? for every number that
        # depends on the masked count (all denominators and that count's numerators)
        masked = [k for k in ("na", "nb") if k in hide]

        def t(num, den, of):
            return f"{'?' if of in masked else num}/{'?' if masked else den}"
        statplots.tree_diagram(ax, [A, B], [t(g["na"], n, "na"), t(g["nb"], n, "nb")], [[A, B], [A, B]],
                               [[t(g["na"] - 1, n - 1, "na"), t(g["nb"], n - 1, "nb")],
                                [t(g["na"], n - 1, "na"), t(g["nb"] - 1, n - 1, "nb")]],
                               titles=ctx["titles"], fontsize=14)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        plural_a, plural_b = PLURALS[g["context"]]
        ask, na, nb = g["ask"], g["na"], g["nb"]
        r = Fraction(self.answer(g).value)         # the forward answer (givens only), stated; the masked count is solved from it
        cond = ""
        if ask == "both_a":                        # na(na-1) / (n(n-1)) = r, n = na + nb
            param, known, plural_known, plural_masked = "nb", na, plural_a, plural_b
            n = (1 + sqrt(1 + 4 * na * (na - 1) / r)) / 2
            x = n - na
        else:
            param, known, plural_known, plural_masked = "na", nb, plural_b, plural_a
            if ask in ("both_b", "at_least_one_a"):     # P(both b) = nb(nb-1) / (n(n-1))
                both_b = r if ask == "both_b" else 1 - r
                x = (1 + sqrt(1 + 4 * nb * (nb - 1) / both_b)) / 2 - nb
            elif ask == "second_a":                     # na / n = r
                x = r * nb / (1 - r)
            else:                                       # P(different) = 2 na nb / (n(n-1)) = d
                d = r if ask == "different" else 1 - r
                # d x² + (d(2nb - 1) - 2nb) x + d nb(nb - 1) = 0; its roots lie on either side of nb - 1/2,
                # so saying whether na < nb picks one
                qa, qb, qc = d, d * (2 * nb - 1) - 2 * nb, d * nb * (nb - 1)
                disc = sqrt(qb * qb - 4 * qa * qc)
                fewer = na < nb
                x = (-qb - disc) / (2 * qa) if fewer else (-qb + disc) / (2 * qa)
                cond = (f", and there are fewer {plural_a} than {plural_b}" if fewer
                        else f", and there are at least as many {plural_a} as {plural_b}")
        return Backward(
            f"{ctx['setting']} There are {known} {plural_known}{cond}; the number of {plural_masked} is hidden (?) "
            f"in the tree diagram. The probability that {self._event(g)} is {_fr(r)}. How many {plural_masked} "
            f"are there?",
            Number(round(float(x), 9)), param)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        n = g["na"] + g["nb"]
        return [
            SubQuestion(f"According to the tree diagram, how many items are there in total before the first draw?",
                        Number(n), "statistics/probability/tree_diagram"),
            SubQuestion(f"What is the probability that the first is {ctx['a'][1]} and the second is {ctx['b'][1]}?"
                        f" Give a decimal.", Number(g["na"] * g["nb"] / (n * (n - 1))),
                        "statistics/probability/dependent_events"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        A, B = ctx["a"][0], ctx["b"][0]
        n = g["na"] + g["nb"]
        return (f"{ctx['setting']} A tree diagram: first stage {A} {g['na']}/{n}, {B} {g['nb']}/{n}. After {A}: "
                f"{A} {g['na'] - 1}/{n - 1}, {B} {g['nb']}/{n - 1}. After {B}: {A} {g['na']}/{n - 1}, "
                f"{B} {g['nb'] - 1}/{n - 1}.")
