"""Algebra / discrete math: the first terms of a sequence defined by a linear recurrence (a_{n+1} = p·a_n + q, or
a_{n+2} = p·a_{n+1} + q·a_n) are plotted; find the rule's integer coefficients and a later term."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

FAMILY = range(-6, 7)        # the integer coefficients the rule family ranges over (p, q)


def _rule_text(order):
    return "aₙ₊₁ = p·aₙ + q" if order == 1 else "aₙ₊₂ = p·aₙ₊₁ + q·aₙ"


def _sub(n):
    return str(n).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))


@seed_program(
    id="linear_recurrence_next_term", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/sequences/arithmetic_sequence", "algebra/sequences/linear_recurrence"],
    source="DynaMath-style (sequences, recursively defined sequences read from a plot)",
    variations=["numeric_values", "function_types"],
)
class LinearRecurrenceNextTerm(SeedProgram):
    levels = Levels(
        standard=dict(order=IntRange(1, 1), shown=IntRange(5, 5), ahead=IntRange(2, 3), coef=IntRange(-3, 3),
                      start=IntRange(-6, 6)),
        hard=dict(order=IntRange(2, 2), shown=IntRange(6, 6), ahead=IntRange(2, 3), coef=IntRange(-3, 3),
                  start=IntRange(-5, 5)),
        hard_means="a second-order rule aₙ₊₂ = p·aₙ₊₁ + q·aₙ (two unknown coefficients from a 2×2 system of "
                   "consecutive terms, then two-term steps) instead of a first-order affine rule",
    )

    def sample(self, rng, space):
        order, shown = int(space.order.draw(rng)), int(space.shown.draw(rng))
        for _ in attempts("a rule that is neither arithmetic nor geometric, with moderate terms, fixed by the plot"):
            p, q = int(space.coef.draw(rng)), int(space.coef.draw(rng))
            if order == 1 and (p in (0, 1) or q == 0):
                continue                                    # p = 1 is arithmetic, q = 0 geometric
            if order == 2 and (q == 0 or p == 0):
                continue                                    # q = 0 is first order; p = 0 just skips terms
            a = [int(space.start.draw(rng)) for _ in range(order)]
            target = shown + int(space.ahead.draw(rng))
            for _ in range(target - order):
                a.append(p * a[-1] + q * a[-2] if order == 2 else p * a[-1] + q)
            if max(abs(v) for v in a) > 400 or max(abs(v) for v in a[:shown]) < 4 or len(set(a[:shown])) < shown - 1:
                continue
            if order == 2 and a[1] * a[1] == a[0] * a[2]:
                continue                                    # (p, q) must be the only real solution, not just in range
            fits = [(x, y) for x in FAMILY for y in FAMILY if self._fits(a[:shown], order, x, y)]
            if fits != [(p, q)]:
                continue                                    # the plotted terms must fix the rule
            return {"order": order, "terms": a[:shown], "target": target}, {"p": p, "q": q}

    @staticmethod
    def _fits(terms, order, x, y):
        if order == 1:
            return all(terms[i + 1] == x * terms[i] + y for i in range(len(terms) - 1))
        return all(terms[i + 2] == x * terms[i + 1] + y * terms[i] for i in range(len(terms) - 2))

    def question(self, g):
        n = len(g["terms"])
        return (f"The first {n} terms a₁, …, a{_sub(n)} of a sequence are plotted, each labelled with its value. The "
                f"sequence satisfies {_rule_text(g['order'])} for all n ≥ 1, where p and q are integer constants. "
                f"What is a{_sub(g['target'])}?")

    def answer(self, p):
        terms, k = p["terms"], p["target"]
        if p["order"] == 1:
            # closed form: a_n = c + pⁿ⁻¹(a₁ − c) with the fixed point c = q/(1 − p)
            c = Fraction(p["q"], 1 - p["p"])
            return Number(float(c + Fraction(p["p"]) ** (k - 1) * (terms[0] - c)))
        # companion matrix: (a_{n+1}, a_n) = M^(n−1) (a₂, a₁)
        M = np.array([[p["p"], p["q"]], [1, 0]], dtype=object)
        R = np.array([[1, 0], [0, 1]], dtype=object)
        for _ in range(k - 2):
            R = R.dot(M)
        return Number(float(R.dot(np.array([terms[1], terms[0]], dtype=object))[0]))

    def verify(self, g):
        # Enumerate the rule family: exactly one integer pair (p, q) in range must reproduce every plotted term;
        # then iterate that rule.
        terms, order = g["terms"], g["order"]
        found = []
        for x in FAMILY:
            for y in FAMILY:
                if order == 1:
                    ok = all(terms[i + 1] == x * terms[i] + y for i in range(len(terms) - 1))
                else:
                    ok = all(terms[i + 2] == x * terms[i + 1] + y * terms[i] for i in range(len(terms) - 2))
                if ok:
                    found.append((x, y))
        if len(found) != 1:
            return Number(float("nan"))
        x, y = found[0]
        a = list(terms)
        for _ in range(g["target"] - len(a)):
            a.append(x * a[-1] + y * a[-2] if order == 2 else x * a[-1] + y)
        return Number(a[g["target"] - 1])

    def draw(self, g, ax, hide=()):
        terms = g["terms"]
        n = np.arange(1, len(terms) + 1)
        lo, hi = min(min(terms), 0), max(max(terms), 0)
        span = max(hi - lo, 1)
        charts.chart_axes(ax, xlabel="n", ylabel="aₙ", grid_axis="both")
        ax.axhline(0, color=draw.INK, linewidth=1.2, zorder=2)
        ax.plot(n, terms, "o", color=draw.PALETTE["blue"], markersize=9, zorder=4)
        for x, v in zip(n, terms):
            up = v >= 0
            ax.annotate(str(v).replace("-", "−"), (x, v), xytext=(0, 14 if up else -14), textcoords="offset points",
                        ha="center", va="center", fontsize=13, fontweight="bold", color=draw.INK, zorder=5,
                        bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.9})
        ax.set_xticks(n)
        ax.set_xlim(0.4, len(terms) + 0.6)
        ax.set_ylim(lo - 0.15 * span, hi + 0.15 * span)

    def subquestions(self, g):
        t = g["terms"]
        if g["order"] == 1:
            p = Fraction(t[2] - t[1], t[1] - t[0])
            return [SubQuestion(f"A sequence with a₁ = {t[0]}, a₂ = {t[1]}, a₃ = {t[2]} satisfies aₙ₊₁ = p·aₙ + q. "
                                f"What is p?", Number(float(p)), "algebra/sequences/geometric_sequence"),
                    SubQuestion(f"A sequence satisfies aₙ₊₁ = p·aₙ + q with a₁ = {t[0]} and a₂ = {t[1]}, and p = "
                                f"{p}. What is q?", Number(float(t[1] - p * t[0])), "algebra/sequences/arithmetic_sequence")]
        # p·a2 + q·a1 = a3, p·a3 + q·a2 = a4
        det = t[1] * t[1] - t[0] * t[2]
        if det == 0:
            return []
        p = Fraction(t[2] * t[1] - t[0] * t[3], det)
        q = Fraction(t[1] * t[3] - t[2] * t[2], det)
        return [SubQuestion(f"A sequence with a₁ = {t[0]}, a₂ = {t[1]}, a₃ = {t[2]}, a₄ = {t[3]} satisfies "
                            f"aₙ₊₂ = p·aₙ₊₁ + q·aₙ. What is p?", Number(float(p)), "algebra/sequences/geometric_sequence"),
                SubQuestion(f"A sequence with a₁ = {t[0]}, a₂ = {t[1]}, a₃ = {t[2]}, a₄ = {t[3]} satisfies "
                            f"aₙ₊₂ = p·aₙ₊₁ + q·aₙ. What is q?", Number(float(q)), "algebra/sequences/geometric_sequence")]

    def description(self, g):
        vals = ", ".join(f"a{_sub(i + 1)} = {v}" for i, v in enumerate(g["terms"]))
        return f"A scatter plot of the terms against n shows the points with values {vals}, each labelled with its value."
