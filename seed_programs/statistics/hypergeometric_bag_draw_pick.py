"""Statistics: several balls drawn at once (without replacement) from the bag shown; the probability of a
colour count (hypergeometric distribution), multiple choice."""
from fractions import Fraction
from itertools import combinations
from math import comb, factorial

import numpy as np
from matplotlib.patches import Circle

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

COLOURS = (("red", "#dc2626", "R"), ("blue", "#2563eb", "B"), ("green", "#16a34a", "G"), ("yellow", "#eab308", "Y"))


def _frac(x: Fraction) -> str:
    return f"{x.numerator}/{x.denominator}"


@seed_program(
    id="hypergeometric_bag_draw_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/probability/dependent_events", "statistics/probability/sample_space"],
    source="Undergraduate probability (hypergeometric distribution) from a picture of a bag, multiple choice",
    variations=["numeric_values", "colors_labels"],
)
class HypergeometricBagDrawPick(SeedProgram):
    levels = Levels(
        standard=dict(colours=OneOf((2,)), total=IntRange(7, 12), draws=IntRange(2, 3), event=OneOf(("exact",))),
        hard=dict(colours=OneOf((3,)), total=IntRange(9, 15), draws=IntRange(3, 4),
                  event=OneOf(("each", "atleast", "combo"))),
        hard_means="three colours and three or four balls drawn, with events that need several hypergeometric "
                   "terms or a product of three binomial coefficients (at least j, one of each, an exact mix)",
    )

    def sample(self, rng, space):
        nc = int(space.colours.draw(rng))
        for _ in attempts("four options, distinct, between 0 and 1 and at least 0.02 apart"):
            total = int(space.total.draw(rng))
            cuts = sorted(int(x) for x in rng.choice(range(2, total - 1), nc - 1, replace=False))
            counts = [b - a for a, b in zip([0] + cuts, cuts + [total])]
            if min(counts) < 2:
                continue
            k = int(space.draws.draw(rng))
            event = str(space.event.draw(rng))
            if event == "each":
                k = 3
            order = [int(i) for i in rng.permutation(len(COLOURS))[:nc]]
            g = {"colours": order, "counts": counts, "k": k, "event": event}
            if event == "exact":
                g["j"] = int(rng.integers(1, k + 1))
            elif event == "atleast":
                g["j"] = int(rng.integers(2, k))
            elif event == "combo":
                a = int(rng.integers(1, k))
                g["mix"] = [a, k - a, 0]
            opts = self._options(g)
            if opts is not None:
                g["options"] = opts
                return g

    def _name(self, g, i):
        return COLOURS[g["colours"][i]][0]

    def _event_text(self, g):
        first = self._name(g, 0)
        if g["event"] == "exact":
            return f"exactly {g['j']} of them {'is' if g['j'] == 1 else 'are'} {first}"
        if g["event"] == "atleast":
            return f"at least {g['j']} of them are {first}"
        if g["event"] == "each":
            return "there is one ball of each colour"
        a, b, _ = g["mix"]
        return f"exactly {a} {first} and {b} {self._name(g, 1)} (and no {self._name(g, 2)})"

    def _closed(self, g, counts, k):
        """The event's probability by counting combinations (hypergeometric terms)."""
        N = sum(counts)
        total = comb(N, k)
        R = counts[0]
        if g["event"] == "exact":
            return Fraction(comb(R, g["j"]) * comb(N - R, k - g["j"]), total)
        if g["event"] == "atleast":
            return Fraction(sum(comb(R, i) * comb(N - R, k - i) for i in range(g["j"], k + 1)), total)
        mix = [1, 1, 1] if g["event"] == "each" else g["mix"]
        ways = 1
        for c, m in zip(counts, mix):
            ways *= comb(c, m)
        return Fraction(ways, total)

    def _options(self, g):
        counts, k = g["counts"], g["k"]
        N = sum(counts)
        right = self._closed(g, counts, k)
        p = [Fraction(c, N) for c in counts]
        # with replacement (binomial / multinomial), the complement, one order only, the count of ways over N^k
        if g["event"] == "exact":
            repl = comb(k, g["j"]) * p[0] ** g["j"] * (1 - p[0]) ** (k - g["j"])
        elif g["event"] == "atleast":
            repl = sum(comb(k, i) * p[0] ** i * (1 - p[0]) ** (k - i) for i in range(g["j"], k + 1))
        else:
            mix = [1, 1, 1] if g["event"] == "each" else g["mix"]
            coef = Fraction(factorial(k))
            for m in mix:
                coef /= factorial(m)
            repl = coef
            for q, m in zip(p, mix):
                repl *= q ** m
        if g["event"] == "exact":
            arr = comb(k, g["j"])
        elif g["event"] == "atleast":
            arr = comb(k, g["j"])
        else:
            arr = factorial(k)
            for m in ([1, 1, 1] if g["event"] == "each" else g["mix"]):
                arr //= factorial(m)
        one_order = right / arr if arr > 1 else right * Fraction(k, k + 1)
        wrong = [repl, 1 - right, one_order, right * 2]
        opts = [right]
        for w in wrong:
            if 0 < w < 1 and all(abs(float(w - o)) >= 0.02 for o in opts):
                opts.append(w)
        if len(opts) < 4 or not 0 < right < 1:
            return None
        return [_frac(o) for o in opts[:4]]

    def question(self, g):
        return (f"The bag in the picture holds the balls shown. {g['k']} balls are drawn at random at the same time "
                f"(without replacement). What is the probability that {self._event_text(g)}?")

    def answer(self, p):
        right = _frac(self._closed(p, p["counts"], p["k"]))
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # brute force: every set of k labelled balls, equally likely; count those in the event
        balls = [i for i, c in enumerate(g["counts"]) for _ in range(c)]
        good = total = 0
        for pick in combinations(range(len(balls)), g["k"]):
            tally = [sum(1 for x in pick if balls[x] == i) for i in range(len(g["counts"]))]
            total += 1
            if g["event"] == "exact":
                good += tally[0] == g["j"]
            elif g["event"] == "atleast":
                good += tally[0] >= g["j"]
            elif g["event"] == "each":
                good += all(t == 1 for t in tally)
            else:
                good += tally == list(g["mix"])
        p = Fraction(good, total)
        text = f"{p.numerator}/{p.denominator}"
        return text if text in g["options"] else "no option matches"

    def draw(self, g, ax, hide=()):
        balls = [i for i, c in enumerate(g["counts"]) for _ in range(c)]
        # a fixed, shuffled-looking order from the counts alone (no randomness at draw time)
        n = len(balls)
        order = sorted(range(n), key=lambda i: (i * 7) % n if n % 7 else (i * 5) % n)
        balls = [balls[i] for i in order]
        cols = 5 if n > 12 else 4
        rows = -(-n // cols)
        w, h = cols * 1.1 + 0.6, rows * 1.1 + 0.8
        bag = np.array([[-w / 2, 0], [w / 2, 0], [w / 2 + 0.2, h], [-w / 2 - 0.2, h]])
        ax.fill(bag[:, 0], bag[:, 1], color="#f3f4f6", zorder=0)
        ax.plot([-w / 2 - 0.2, -w / 2, w / 2, w / 2 + 0.2], [h, 0, 0, h], color=draw.INK, linewidth=2.2)
        for idx, c in enumerate(balls):
            r, q = divmod(idx, cols)
            in_row = min(cols, n - r * cols)
            x = (q - (in_row - 1) / 2) * 1.1
            y = 0.75 + r * 1.1
            name, colour, letter = COLOURS[g["colours"][c]]
            ax.add_patch(Circle((x, y), 0.45, facecolor=colour, edgecolor=draw.INK, linewidth=1.5, zorder=2))
            ax.text(x, y, letter, ha="center", va="center", fontsize=14, color="white", fontweight="bold", zorder=3)
        legend = "   ".join(f"{COLOURS[c][2]} = {COLOURS[c][0]}" for c in g["colours"])
        ax.text(0, -0.6, legend, ha="center", va="top", fontsize=13, color=draw.INK)
        draw.geometry_axes(ax, [(-w / 2 - 0.4, -1.4), (w / 2 + 0.4, h + 0.3)], margin=0.05)

    def subquestions(self, g):
        N = sum(g["counts"])
        return [SubQuestion(f"How many different sets of {g['k']} balls can be drawn from a bag of {N} balls?",
                            Number(comb(N, g["k"])), "statistics/probability/sample_space")]

    def description(self, g):
        parts = ", ".join(f"{c} {self._name(g, i)}" for i, c in enumerate(g["counts"]))
        return f"A bag holding {sum(g['counts'])} balls: {parts} (each ball marked with its colour's initial)."
