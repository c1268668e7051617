"""Statistics: the probability of an event from the table of all outcomes of two fair dice, as a fraction."""
import itertools
from collections import Counter
from fractions import Fraction

from dynaforge.sdk import (Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk import school_charts

OPS = {"sum": "+", "product": "×", "difference": "−"}
OP_WORD = {"sum": "the sum of the two numbers", "product": "the product of the two numbers",
           "difference": "the difference between the larger and the smaller number"}


def _event_text(g):
    kind, k, m = g["event"], g.get("k"), g.get("m")
    return {
        "ge": f"is at least {k}", "le": f"is at most {k}", "eq": f"is exactly {k}",
        "between": f"is between {k} and {g.get('k2')} inclusive",
        "mult": f"is a multiple of {m}", "odd": "is odd", "prime": "is a prime number",
        "mult_ge": f"is a multiple of {m} and at least {k}", "odd_le": f"is odd and at most {k}",
    }[kind]


@seed_program(
    id="dice_outcome_grid_probability", topic="statistics", level="elementary", difficulty="medium",
    question_type="free_form",
    concepts=["statistics/probability/sample_space", "statistics/probability/equally_likely_outcomes"],
    source="DynaMath-style (statistics, probability from an outcome table)",
    variations=["numeric_values", "colors_labels"],
)
class DiceOutcomeGridProbability(SeedProgram):
    levels = Levels(
        standard=dict(op=OneOf(("sum", "sum", "difference")), sides2=OneOf((4, 6, 6, 8)), shaded=True,
                      event=OneOf(("ge", "le", "eq", "mult", "prime", "between"))),
        hard=dict(op=OneOf(("sum", "product", "difference")), sides2=OneOf((4, 6, 8)), shaded=False,
                  event=OneOf(("mult", "odd", "prime", "mult_ge", "odd_le"))),
        hard_means="a six-sided die with a four-, six- or eight-sided one, sums, products or differences, "
                   "compound events (a multiple of m and at least k) and no shading: the favourable cells "
                   "must be found and counted",
    )

    def sample(self, rng, space):
        op = str(space.op.draw(rng))
        sides2 = int(space.sides2.draw(rng))
        for _ in attempts("a probability strictly between 0.08 and 0.85, not 1/2"):
            g = {"op": op, "sides2": sides2, "event": str(space.event.draw(rng)), "shaded": bool(space.shaded)}
            if op == "difference" and g["event"].startswith("mult"):
                continue                     # 0 as "a multiple of m" would be a trap, not a skill
            vals = sorted({self._cell(g, a, b) for a in range(1, 7) for b in range(1, sides2 + 1)})
            if g["event"] in ("ge", "le", "eq", "mult_ge", "odd_le", "between"):
                g["k"] = int(rng.choice(vals[1:-1]))
            if g["event"] == "between":
                g["k2"] = g["k"] + int(rng.integers(2, 5))
            if g["event"] in ("mult", "mult_ge"):
                g["m"] = int(rng.choice((3, 4, 5)))
            prob = self._closed(g)
            if Fraction(2, 25) < prob < Fraction(17, 20) and prob != Fraction(1, 2):
                return g

    @staticmethod
    def _cell(g, a, b):
        return a + b if g["op"] == "sum" else a * b if g["op"] == "product" else abs(a - b)

    def _favourable_values(self, g, values):
        kind, k, m = g["event"], g.get("k"), g.get("m")
        out = set()
        for v in values:
            prime = v > 1 and all(v % d for d in range(2, v))
            ok = {"ge": lambda: v >= k, "le": lambda: v <= k, "eq": lambda: v == k,
                  "between": lambda: k <= v <= g["k2"],
                  "mult": lambda: v % m == 0, "odd": lambda: v % 2 == 1, "prime": lambda: prime,
                  "mult_ge": lambda: v % m == 0 and v >= k, "odd_le": lambda: v % 2 == 1 and v <= k}[kind]()
            if ok:
                out.add(v)
        return out

    def _closed(self, g):
        # the distribution of the cell value, then the mass of the favourable values
        dist = Counter(self._cell(g, a, b) for a in range(1, 7) for b in range(1, g["sides2"] + 1))
        good = self._favourable_values(g, dist)
        return Fraction(sum(dist[v] for v in good), 6 * g["sides2"])

    def _dice_text(self, g):
        return "two fair six-sided dice" if g["sides2"] == 6 else \
            f"a fair six-sided die and a fair {g['sides2']}-sided die (numbered 1 to {g['sides2']})"

    def question(self, g):
        shade = (" The shaded cells are the outcomes where " + OP_WORD[g["op"]] + " " + _event_text(g) + ".") \
            if g["shaded"] else ""
        return (f"The table lists {OP_WORD[g['op']]} for every outcome when {self._dice_text(g)} are rolled."
                f"{shade} What is the probability that {OP_WORD[g['op']]} {_event_text(g)}? Give the answer "
                f"as a fraction in lowest terms.")

    def answer(self, p):
        f = self._closed(p)
        return Expression(f"{f.numerator}/{f.denominator}")

    def verify(self, g):
        # brute force over the ordered pairs of faces, testing the event on each cell directly
        k, m = g.get("k"), g.get("m")
        good = total = 0
        for a, b in itertools.product(range(1, 7), range(1, g["sides2"] + 1)):
            v = {"sum": a + b, "product": a * b, "difference": max(a, b) - min(a, b)}[g["op"]]
            is_prime = v >= 2 and not any(v % d == 0 for d in range(2, int(v ** 0.5) + 1))
            tests = {"ge": k is not None and v >= k, "le": k is not None and v <= k, "eq": v == k,
                     "between": k is not None and k <= v <= g.get("k2", -1),
                     "mult": m is not None and v % m == 0, "odd": v % 2 == 1, "prime": is_prime,
                     "mult_ge": m is not None and k is not None and v % m == 0 and v >= k,
                     "odd_le": k is not None and v % 2 == 1 and v <= k}
            good += tests[g["event"]]
            total += 1
        f = Fraction(good, total)
        return Expression(f"{f.numerator}/{f.denominator}")

    def _table(self, g):
        return [[str(self._cell(g, a, b)) for b in range(1, g["sides2"] + 1)] for a in range(1, 7)]

    def draw(self, g, ax, hide=()):
        shade = []
        if g["shaded"]:
            good = self._favourable_values(g, {self._cell(g, a, b) for a in range(1, 7)
                                               for b in range(1, g["sides2"] + 1)})
            shade = [(a - 1, b - 1) for a in range(1, 7) for b in range(1, g["sides2"] + 1)
                     if self._cell(g, a, b) in good]
        second = "Second die" if g["sides2"] == 6 else f"{g['sides2']}-sided die"
        school_charts.outcome_grid(ax, list(range(1, 7)), list(range(1, g["sides2"] + 1)), self._table(g),
                                   highlight=shade, row_title="First die" if g["sides2"] == 6 else "Six-sided die",
                                   col_title=second, corner=OPS[g["op"]], fontsize=14)

    def subquestions(self, g):
        n = 6 * g["sides2"]
        good = sum(1 for a in range(1, 7) for b in range(1, g["sides2"] + 1)
                   if self._cell(g, a, b) in self._favourable_values(g, {self._cell(g, a, b)}))
        return [
            SubQuestion(f"When {self._dice_text(g)} are rolled, how many equally likely outcomes are there?",
                        Number(n), "statistics/probability/sample_space"),
            SubQuestion(f"In how many of the {n} outcomes is it true that {OP_WORD[g['op']]} {_event_text(g)}?",
                        Number(good), "statistics/probability/equally_likely_outcomes"),
        ]

    def description(self, g):
        first = "first die" if g["sides2"] == 6 else "six-sided die"
        rows = "; ".join(f"{first} {a}: " + ", ".join(self._table(g)[a - 1]) for a in range(1, 7))
        shade = (f" The cells where {OP_WORD[g['op']]} {_event_text(g)} are shaded.") if g["shaded"] else ""
        return (f"A table of {OP_WORD[g['op']]} for each outcome of {self._dice_text(g)}: rows are the "
                f"{first} (1 to 6), columns the other die (1 to {g['sides2']}). {rows}.{shade}")
