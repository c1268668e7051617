"""Algebra: the first terms of an arithmetic or geometric sequence are plotted; find a later term."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        kind = str(rng.choice(["arithmetic", "geometric"]))
        while True:
            shown = int(rng.integers(4, 6))
            if kind == "arithmetic":
                a1 = int(rng.integers(-6, 7))
                d = int(rng.choice([-3, -2, -1, 1, 2, 3]))
                step = 1
            else:
                a1 = int(rng.choice([-3, -2, -1, 1, 2, 3])) * int(rng.choice([1, 1, 4, 8]))
                d = str(rng.choice(["2", "-2", "1/2", "-1/2", "3"]))
                step = 1
            terms = [self._term(kind, a1, d, n) for n in range(1, shown + 1)]
            if any(t.denominator != 1 for t in terms) or 0 in terms:  # a dot at 0 would cover a tick label
                continue
            lo, hi = min(terms), max(terms)
            if any(-(1 if hi - lo <= 12 else 2) <= t < 0 for t in terms):
                continue  # a dot just below the axis would sit on the n tick labels
            if hi - lo > 24 or (kind == "arithmetic" and hi - lo > 12):
                continue
            k = int(rng.integers(shown + 3, 16 if kind == "arithmetic" else 11))
            break
        return {"kind": kind, "a1": a1, "d": str(d), "shown": shown, "k": k,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    @staticmethod
    def _term(kind, a1, d, n):
        if kind == "arithmetic":
            return Fraction(a1) + (n - 1) * Fraction(d)
        return Fraction(a1) * Fraction(d) ** (n - 1)

    def question(self, p):
        return (f"The plot shows the first {p['shown']} terms of {_article(p['kind'])} {p['kind']} sequence (aₙ) as "
                f"the points (n, aₙ). What is the term {_sub(p['k'])}?")

    def answer(self, p):
        return Number(float(self._term(p["kind"], p["a1"], p["d"], p["k"])))

    def verify(self, p):
        # Recurrence from the plotted values: repeat the difference (or ratio) of the last two shown terms.
        vals = [self._term(p["kind"], p["a1"], p["d"], n) for n in range(1, p["shown"] + 1)]
        seq = list(vals)
        while len(seq) < p["k"]:
            seq.append(seq[-1] + (seq[-1] - seq[-2]) if p["kind"] == "arithmetic" else seq[-1] * seq[-1] / seq[-2])
        return Number(float(seq[p["k"] - 1]))

    def draw(self, p, ax, hide=()):
        vals = [float(self._term(p["kind"], p["a1"], p["d"], n)) for n in range(1, p["shown"] + 1)]
        lo, hi = min(vals + [0.0]), max(vals + [0.0])
        step = 1 if hi - lo <= 12 else 2
        pad = 1.5 * step
        draw.grid_axes(ax, (-0.8, p["shown"] + 1.5), (lo - pad, hi + pad), step=1, equal=False)
        from matplotlib.ticker import MultipleLocator
        ax.yaxis.set_major_locator(MultipleLocator(step))
        for t in ax.texts:  # the axes are n and aₙ here
            if t.get_text() == "x":
                t.set_text("n")
            elif t.get_text() == "y":
                t.set_text("aₙ")
        colour = draw.PALETTE[p["color"]]
        ns = np.arange(1, p["shown"] + 1)
        ax.plot(ns, vals, "o", color=colour, markersize=9, zorder=5)

    def subquestions(self, p):
        a1, a2 = (self._term(p["kind"], p["a1"], p["d"], n) for n in (1, 2))
        if p["kind"] == "arithmetic":
            return [SubQuestion(f"An arithmetic sequence has a₁ = {a1} and a₂ = {a2}. What is its common difference?",
                                Number(float(a2 - a1)), "algebra/sequences/arithmetic_sequence")]
        return [SubQuestion(f"A geometric sequence has a₁ = {a1} and a₂ = {a2}. What is its common ratio?",
                            Number(float(a2 / a1)), "algebra/sequences/geometric_sequence")]

    def backward(self, p):
        value = self._term(p["kind"], p["a1"], p["d"], p["k"])
        a1, d = Fraction(p["a1"]), Fraction(p["d"])
        if p["kind"] == "arithmetic":
            k = (value - a1) / d + 1
        else:
            k = np.log(abs(float(value / a1))) / np.log(abs(float(d))) + 1
        return Backward(f"The plot shows the first {p['shown']} terms of {_article(p['kind'])} {p['kind']} sequence (aₙ) as the points "
                        f"(n, aₙ). For which n is aₙ = {draw.fmt_fraction(float(value), 100000)}?",
                        Number(float(round(float(k), 9))), "k")

    def description(self, p):
        vals = ", ".join(str(self._term(p["kind"], p["a1"], p["d"], n)) for n in range(1, p["shown"] + 1))
        return f"{_article(p['kind']).capitalize()} {p['kind']} sequence begins {vals}. What is the term {_sub(p['k'])}?"
