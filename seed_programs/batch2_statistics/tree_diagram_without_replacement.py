"""Statistics: a probability from a two-stage tree diagram (two draws without replacement), as a fraction."""
from fractions import Fraction
from itertools import permutations

from dynaforge.sdk import Expression, SeedProgram, SubQuestion, Number, seed_program
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
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        na = int(rng.integers(2, 9))
        nb = int(rng.integers(2, 9))
        return {"context": ci, "na": na, "nb": nb, "ask": str(rng.choice(ASKS))}

    def _event(self, p):
        ctx = CONTEXTS[p["context"]]
        a, b = ctx["a"][1], ctx["b"][1]
        return {"both_a": f"both are {a}", "both_b": f"both are {b}", "same": "both are of the same kind",
                "different": "they are of different kinds", "at_least_one_a": f"at least one of them is {a}",
                "second_a": f"the second one is {a}"}[p["ask"]]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"{ctx['setting']} The tree diagram shows the probabilities. What is the probability that "
                f"{self._event(p)}? Give the answer as a fraction in lowest terms.")

    def _branch(self, p):
        na, nb = p["na"], p["nb"]
        n = na + nb
        pa, pb = Fraction(na, n), Fraction(nb, n)
        return pa, pb, Fraction(na - 1, n - 1), Fraction(nb, n - 1), Fraction(na, n - 1), Fraction(nb - 1, n - 1)

    def answer(self, p):
        pa, pb, aa, ab, ba, bb = self._branch(p)
        paths = {"AA": pa * aa, "AB": pa * ab, "BA": pb * ba, "BB": pb * bb}
        want = {"both_a": ["AA"], "both_b": ["BB"], "same": ["AA", "BB"], "different": ["AB", "BA"],
                "at_least_one_a": ["AA", "AB", "BA"], "second_a": ["AA", "BA"]}[p["ask"]]
        return Expression(_fr(sum((paths[w] for w in want), Fraction(0))))

    def verify(self, p):
        # enumerate every ordered pair of distinct items
        items = ["A"] * p["na"] + ["B"] * p["nb"]
        test = {"both_a": lambda x, y: x == y == "A", "both_b": lambda x, y: x == y == "B",
                "same": lambda x, y: x == y, "different": lambda x, y: x != y,
                "at_least_one_a": lambda x, y: "A" in (x, y), "second_a": lambda x, y: y == "A"}[p["ask"]]
        pairs = list(permutations(range(len(items)), 2))
        good = sum(1 for i, j in pairs if test(items[i], items[j]))
        return Expression(_fr(Fraction(good, len(pairs))))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        pa, pb, aa, ab, ba, bb = self._branch(p)
        A, B = ctx["a"][0], ctx["b"][0]
        n = p["na"] + p["nb"]
        t = lambda num, den: f"{num}/{den}"   # unsimplified, as the counts give them
        statplots.tree_diagram(ax, [A, B], [t(p["na"], n), t(p["nb"], n)], [[A, B], [A, B]],
                               [[t(p["na"] - 1, n - 1), t(p["nb"], n - 1)], [t(p["na"], n - 1), t(p["nb"] - 1, n - 1)]],
                               titles=ctx["titles"], fontsize=14)

    def subquestions(self, p):
        ctx = CONTEXTS[p["context"]]
        n = p["na"] + p["nb"]
        return [
            SubQuestion(f"According to the tree diagram, how many items are there in total before the first draw?",
                        Number(n), "statistics/probability/tree_diagram"),
            SubQuestion(f"What is the probability that the first is {ctx['a'][1]} and the second is {ctx['b'][1]}?"
                        f" Give a decimal.", Number(p["na"] * p["nb"] / (n * (n - 1))),
                        "statistics/probability/dependent_events"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        A, B = ctx["a"][0], ctx["b"][0]
        n = p["na"] + p["nb"]
        return (f"{ctx['setting']} A tree diagram: first stage {A} {p['na']}/{n}, {B} {p['nb']}/{n}. After {A}: "
                f"{A} {p['na'] - 1}/{n - 1}, {B} {p['nb']}/{n - 1}. After {B}: {A} {p['na']}/{n - 1}, "
                f"{B} {p['nb'] - 1}/{n - 1}.")
