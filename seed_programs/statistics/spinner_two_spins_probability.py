"""Statistics: probability of an event for a fair spinner spun twice (equal sectors, repeated numbers)."""
import itertools
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

EVENTS = ("sum_at_least", "sum_at_most", "product_even", "same_twice", "second_greater")
FILLS = ["#bfdbfe", "#bbf7d0", "#fde68a", "#fbcfe8", "#ddd6fe", "#fed7aa", "#e5e7eb", "#a5f3fc"]


@seed_program(
    id="spinner_two_spins_probability", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/probability/equally_likely_outcomes", "statistics/probability/sample_space",
              "statistics/probability/independent_events"],
    source="DynaMath-style (statistics, probability with a spinner)",
    variations=["numeric_values", "colors_labels"],
)
class SpinnerTwoSpinsProbability(SeedProgram):
    levels = Levels(
        standard=dict(sectors=OneOf((5, 6, 8, 10)), distinct=IntRange(3, 6), event=OneOf(EVENTS)),
        hard=dict(sectors=OneOf((8, 10, 12)), distinct=IntRange(4, 8),
                  event=OneOf(("sum_at_least", "sum_at_most", "second_greater"))),
        hard_means="eight to twelve sectors with four to eight different numbers, and events that need the "
                   "whole table of ordered pairs (sums, second greater)",
    )

    def sample(self, rng, space):
        n = int(space.sectors.draw(rng))
        for _ in attempts("some repeated numbers, at least 3 values, a probability between 0.1 and 0.9"):
            pool = rng.choice(np.arange(1, 10), size=int(rng.integers(space.distinct.lo, min(n, space.distinct.hi) + 1)),
                              replace=False)
            numbers = [int(v) for v in rng.choice(pool, size=n)]
            if len(set(numbers)) < 3 or len(set(numbers)) == n:   # some repeats, at least 3 values
                continue
            event = str(space.event.draw(rng))
            sums = sorted(a + b for a in numbers for b in numbers)
            k = int(rng.choice(sums[n * n // 5: 4 * n * n // 5]))
            p = {"n": n, "numbers": numbers, "event": event, "k": k,
                 "fills": [FILLS[int(i)] for i in rng.permutation(len(FILLS))[:3]]}
            prob = self._closed_form(p)
            if 0.1 <= prob <= 0.9:
                if not event.startswith("sum"):
                    del p["k"]          # only the sum events state a threshold
                return p

    def _event_text(self, g):
        if g["event"].startswith("sum"):
            return f"the sum of the two numbers is at {g['event'][7:]} {g['k']}"
        return {
            "product_even": "the product of the two numbers is even",
            "same_twice": "both spins land on the same number",
            "second_greater": "the second number is greater than the first",
        }[g["event"]]

    def question(self, g):
        return (f"The fair spinner has {g['n']} equal sectors and is spun twice. What is the probability that "
                f"{self._event_text(g)}? Give the answer as a decimal rounded to 3 places.")

    def _pmf(self, p):
        vals = sorted(set(p["numbers"]))
        return vals, [Fraction(p["numbers"].count(v), p["n"]) for v in vals]

    def _closed_form(self, p):
        vals, pmf = self._pmf(p)
        ev = p["event"]
        if ev in ("sum_at_least", "sum_at_most"):
            # distribution of the sum = convolution of the single-spin distribution with itself
            dist = {}
            for (a, pa), (b, pb) in itertools.product(zip(vals, pmf), repeat=2):
                dist[a + b] = dist.get(a + b, 0) + pa * pb
            if ev == "sum_at_least":
                return sum(q for s, q in dist.items() if s >= p["k"])
            return sum(q for s, q in dist.items() if s <= p["k"])
        if ev == "product_even":
            odd = sum(q for v, q in zip(vals, pmf) if v % 2)
            return 1 - odd * odd
        same = sum(q * q for q in pmf)
        return same if ev == "same_twice" else (1 - same) / 2   # by symmetry of the two spins

    def answer(self, p):
        return Number(float(self._closed_form(p)))

    def _favourable(self, g, a, b):
        if g["event"] == "sum_at_least":
            return a + b >= g["k"]
        if g["event"] == "sum_at_most":
            return a + b <= g["k"]
        return {"product_even": (a * b) % 2 == 0, "same_twice": a == b, "second_greater": b > a}[g["event"]]

    def verify(self, g):
        # brute force: list every ordered pair of sectors (all equally likely) and count
        pairs = list(itertools.product(range(g["n"]), repeat=2))
        good = sum(1 for i, j in pairs if self._favourable(g, g["numbers"][i], g["numbers"][j]))
        return Number(good / len(pairs))

    def draw(self, g, ax, hide=()):
        period = 2 if g["n"] % 2 == 0 else 3   # neighbouring sectors (also last/first) never share a colour
        colors = [g["fills"][k % period] for k in range(g["n"])]
        charts.spinner(ax, [str(v) for v in g["numbers"]], colors, radius=1.0, fontsize=20)
        ax.set_xlim(-1.15, 1.15)
        ax.set_ylim(-1.15, 1.15)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.figure.subplots_adjust(left=0.02, right=0.98, top=0.98, bottom=0.02)

    def subquestions(self, g):
        vals, pmf = self._pmf(g)
        v = max(vals, key=lambda x: (g["numbers"].count(x), x))
        good = sum(1 for a in g["numbers"] for b in g["numbers"] if self._favourable(g, a, b))
        return [
            SubQuestion(f"The fair spinner has {g['n']} equal sectors. What is the probability that one spin "
                        f"lands on {v}? Give the answer as a decimal rounded to 3 places.",
                        Number(g["numbers"].count(v) / g["n"]), "statistics/probability/equally_likely_outcomes"),
            SubQuestion(f"The spinner with {g['n']} equal sectors is spun twice. How many equally likely ordered "
                        f"outcomes (first sector, second sector) are there?",
                        Number(g["n"] ** 2), "statistics/probability/sample_space"),
            SubQuestion(f"The spinner with {g['n']} equal sectors is spun twice. In how many of the {g['n'] ** 2} "
                        f"equally likely ordered outcomes is it true that {self._event_text(g)}?",
                        Number(good), "statistics/probability/equally_likely_outcomes"),
        ]

    def description(self, g):
        return (f"A fair spinner divided into {g['n']} equal sectors labelled, going clockwise from the top, "
                f"{', '.join(str(v) for v in g['numbers'])}.")
