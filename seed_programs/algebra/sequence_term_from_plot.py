"""Algebra: the first terms of an arithmetic or geometric sequence are plotted; find a later term."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


def _sub(n):
    return "a" + str(n).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))


def _article(kind):
    return "an" if kind == "arithmetic" else "a"


@seed_program(
    id="sequence_term_from_plot", topic="algebra", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["algebra/sequences/arithmetic_sequence", "algebra/sequences/geometric_sequence"],
    source="DynaMath-style (algebra, sequence shown as a plot of (n, aₙ))",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class SequenceTermFromPlot(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("arithmetic", "geometric")), shown=IntRange(4, 5), a1=IntRange(-6, 6),
                      d=OneOf((-3, -2, -1, 1, 2, 3)), a1_sign=OneOf((-3, -2, -1, 1, 2, 3)), a1_factor=OneOf((1, 1, 4, 8)),
                      ratio=OneOf(("2", "-2", "1/2", "-1/2", "3")), k_gap=3, k_arithmetic_max=15, k_geometric_max=10),
        hard=dict(kind=OneOf(("arithmetic", "geometric")), shown=IntRange(4, 5), a1=IntRange(-6, 6),
                  d=OneOf((-4, -3, -2, 2, 3, 4)), a1_sign=OneOf((-3, -2, -1, 1, 2, 3)), a1_factor=OneOf((4, 8, 16)),
                  ratio=OneOf(("2", "-2", "1/2", "-1/2", "3", "3/2", "-3/2")), k_gap=6, k_arithmetic_max=40,
                  k_geometric_max=13),
        hard_means="terms asked far beyond the plot (up to a₄₀ or a₁₃), larger differences and ratios ±3/2, "
                   "so the answer is a large number or a fraction that must be computed, not counted",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("integer terms off the axis labels that fit the plot"):
            shown = space.shown.draw(rng)
            if kind == "arithmetic":
                a1 = space.a1.draw(rng)
                d = int(space.d.draw(rng))
                step = 1
            else:
                a1 = int(space.a1_sign.draw(rng)) * int(space.a1_factor.draw(rng))
                d = str(space.ratio.draw(rng))
                step = 1
            terms = [self._term(kind, a1, d, n) for n in range(1, shown + 1)]
            if any(t.denominator != 1 for t in terms) or 0 in terms:  # a dot at 0 would cover a tick label
                continue
            lo, hi = min(terms), max(terms)
            if any(-(1 if hi - lo <= 12 else 2) <= t < 0 for t in terms):
                continue  # a dot just below the axis would sit on the n tick labels
            if hi - lo > 24 or (kind == "arithmetic" and hi - lo > 12):
                continue
            k = int(rng.integers(shown + space.k_gap,
                                 (space.k_arithmetic_max if kind == "arithmetic" else space.k_geometric_max) + 1))
            break
        # givens: the plotted terms (what the figure shows) and which term is asked; a1 and d follow from them
        return ({"kind": kind, "terms": [int(t) for t in terms], "k": k,
                 "color": str(rng.choice(["blue", "green", "purple", "red"]))}, {"a1": a1, "d": str(d)})

    @staticmethod
    def _start(g):
        """(a₁, d or r) as fractions, read from the first two plotted terms."""
        a1, a2 = Fraction(g["terms"][0]), Fraction(g["terms"][1])
        return a1, (a2 - a1 if g["kind"] == "arithmetic" else a2 / a1)

    @staticmethod
    def _term(kind, a1, d, n):
        if kind == "arithmetic":
            return Fraction(a1) + (n - 1) * Fraction(d)
        return Fraction(a1) * Fraction(d) ** (n - 1)

    def question(self, g):
        return (f"The plot shows the first {len(g['terms'])} terms of {_article(g['kind'])} {g['kind']} sequence (aₙ) as "
                f"the points (n, aₙ). What is the term {_sub(g['k'])}?")

    def answer(self, p):
        return Number(float(self._term(p["kind"], p["a1"], p["d"], p["k"])))

    def verify(self, g):
        # Recurrence from the plotted values: repeat the difference (or ratio) of the last two shown terms.
        seq = [Fraction(t) for t in g["terms"]]
        for _ in range(g["k"] - len(seq)):
            seq.append(seq[-1] + (seq[-1] - seq[-2]) if g["kind"] == "arithmetic" else seq[-1] * seq[-1] / seq[-2])
        return Number(float(seq[g["k"] - 1]))

    def draw(self, g, ax, hide=()):
        vals = [float(t) for t in g["terms"]]
        shown = len(vals)
        lo, hi = min(vals + [0.0]), max(vals + [0.0])
        step = 1 if hi - lo <= 12 else 2
        pad = 1.5 * step
        draw.grid_axes(ax, (-0.8, shown + 1.5), (lo - pad, hi + pad), step=1, equal=False)
        from matplotlib.ticker import MultipleLocator
        ax.yaxis.set_major_locator(MultipleLocator(step))
        for t in ax.texts:  # the axes are n and aₙ here
            if t.get_text() == "x":
                t.set_text("n")
            elif t.get_text() == "y":
                t.set_text("aₙ")
        colour = draw.PALETTE[g["color"]]
        ns = np.arange(1, shown + 1)
        ax.plot(ns, vals, "o", color=colour, markersize=9, zorder=5)

    def subquestions(self, g):
        a1, a2 = (Fraction(t) for t in g["terms"][:2])
        if g["kind"] == "arithmetic":
            return [SubQuestion(f"An arithmetic sequence has a₁ = {a1} and a₂ = {a2}. What is its common difference?",
                                Number(float(a2 - a1)), "algebra/sequences/arithmetic_sequence")]
        return [SubQuestion(f"A geometric sequence has a₁ = {a1} and a₂ = {a2}. What is its common ratio?",
                            Number(float(a2 / a1)), "algebra/sequences/geometric_sequence")]

    def backward(self, g):
        a1, d = self._start(g)
        value = self._term(g["kind"], a1, d, g["k"])
        if g["kind"] == "arithmetic":
            k = (value - a1) / d + 1
        else:
            k = np.log(abs(float(value / a1))) / np.log(abs(float(d))) + 1
        return Backward(f"The plot shows the first {len(g['terms'])} terms of {_article(g['kind'])} {g['kind']} sequence (aₙ) as the points "
                        f"(n, aₙ). For which n is aₙ = {draw.fmt_fraction(float(value), 100000)}?",
                        Number(float(round(float(k), 9))), "k")

    def description(self, g):
        vals = ", ".join(str(t) for t in g["terms"])
        return f"{_article(g['kind']).capitalize()} {g['kind']} sequence begins {vals}. What is the term {_sub(g['k'])}?"
