"""Series: the partial sums of a geometric series plotted as points approaching a limit; the sum of the series."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw


def _sub(n):
    return str(n).translate(str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉"))


@seed_program(
    id="geometric_series_partial_sums_limit", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/series/geometric_series_sum", "algebra/sequences/geometric_sequence"],
    source="DynaMath-style (series, partial sums plotted as points)",
    variations=["numeric_values", "function_types"],
)
class GeometricSeriesPartialSumsLimit(SeedProgram):
    levels = Levels(
        standard=dict(ratio=OneOf(("1/2", "-1/2", "1/3", "-1/3", "1/4", "-1/4")), scale=IntRange(1, 4),
                      sign=OneOf((1, -1)), shown=IntRange(6, 8), asked=OneOf(("limit",))),
        hard=dict(ratio=OneOf(("2/3", "-2/3", "3/4", "-3/4", "2/5", "-3/5", "3/5")), scale=IntRange(1, 3),
                  sign=OneOf((1, -1)), shown=IntRange(6, 8), asked=OneOf(("limit", "tail"))),
        hard_means="ratios such as 2/3, -3/4 or 3/5 whose sums approach slowly, and half the time the gap between "
                   "the limit and the last plotted sum, a·rᴺ/(1 - r), instead of the limit",
    )

    def sample(self, rng, space):
        r = Fraction(str(space.ratio.draw(rng)))
        a = int(space.sign.draw(rng)) * int(space.scale.draw(rng)) * r.denominator ** 2
        sums = [a, a + a * r, a + a * r + a * r * r]
        return ({"s": [str(x) for x in sums], "shown": int(space.shown.draw(rng)), "asked": str(space.asked.draw(rng))},
                {"a": a, "r": str(r)})

    def _what(self, g):
        if g["asked"] == "limit":
            return "What is the sum of the series (the limit of Sₙ)?"
        return (f"What is the limit of the partial sums minus the last plotted partial sum (the one at n = "
                f"{g['shown']})? Give it to 2 decimal places.")

    def question(self, g):
        return (f"The points (n, Sₙ) for n = 1 to {g['shown']} are the partial sums Sₙ = a + ar + ... + arⁿ⁻¹ of a "
                f"geometric series; the values of S₁, S₂ and S₃ are given in the box. " + self._what(g))

    def answer(self, p):
        a, r = Fraction(p["a"]), Fraction(p["r"])
        limit = a / (1 - r)
        if p["asked"] == "limit":
            return Number(float(limit))
        return Number(round(float(a * r ** p["shown"] / (1 - r)), 2))

    def verify(self, g):
        # First term and ratio from the labelled sums, then add the terms numerically until they vanish.
        s1, s2, s3 = (float(Fraction(x)) for x in g["s"])
        a, r = s1, (s3 - s2) / (s2 - s1)
        terms = a * r ** np.arange(4000)
        total = float(np.sum(terms))
        if g["asked"] == "limit":
            return Number(total)
        return Number(round(float(np.sum(terms[g["shown"]:])), 2))

    def _points(self, g):
        s1, s2, s3 = (Fraction(x) for x in g["s"])
        r = (s3 - s2) / (s2 - s1)
        return [float(s1 * (1 - r ** n) / (1 - r)) for n in range(1, g["shown"] + 1)]

    def draw(self, g, ax, hide=()):
        ys = self._points(g)
        lo, hi = min(ys + [0.0]), max(ys + [0.0])
        step = charts.nice_step(hi - lo, 7)
        y0 = np.floor(lo / step) * step - (step if lo < 0 else 0)
        y1 = np.ceil(hi / step) * step + step
        late = float(np.mean(ys[-3:]))
        box_below = late > (lo + hi) / 2  # the table of values goes where the late points are not
        if box_below:
            y0 -= 2 * step
        else:
            y1 += 2 * step
        xlim = (-0.6, g["shown"] + 1.2)
        draw.grid_axes(ax, xlim, (y0 - 0.3 * step, y1), step=1, equal=False)
        from matplotlib.ticker import MultipleLocator
        ax.yaxis.set_major_locator(MultipleLocator(step))
        for t in ax.texts:
            if t.get_text() == "x":
                t.set_text("n")
            elif t.get_text() == "y":
                t.set_text("Sₙ")
        ns = np.arange(1, g["shown"] + 1)
        ax.plot(ns, ys, "o", color=draw.PALETTE["blue"], markersize=8, zorder=5)
        table = "   ".join(f"S{_sub(n)} = {draw.fmt_fraction(float(Fraction(v)))}" for n, v in zip((1, 2, 3), g["s"]))
        ax.text(0.97, 0.04 if box_below else 0.96, table, transform=ax.transAxes, ha="right",
                va="bottom" if box_below else "top", fontsize=13, color=draw.INK, zorder=8,
                bbox={"fc": "#f8fafc", "ec": "#94a3b8", "pad": 4})

    def subquestions(self, g):
        s1, s2, s3 = (Fraction(x) for x in g["s"])
        return [SubQuestion(f"A geometric series has partial sums S₁ = {s1}, S₂ = {s2} and S₃ = {s3}. What is its "
                            "common ratio r?", Number(float((s3 - s2) / (s2 - s1))), "algebra/sequences/geometric_sequence")]

    def description(self, g):
        s1, s2, s3 = g["s"]
        return (f"The partial sums of a geometric series a + ar + ar² + ... are plotted for n = 1 to {g['shown']}; "
                f"S₁ = {s1}, S₂ = {s2} and S₃ = {s3}. " + self._what(g))
