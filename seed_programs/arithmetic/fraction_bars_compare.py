"""Arithmetic: read the shaded fraction of four fraction bars and pick the largest (or smallest)."""
import math
from fractions import Fraction

from matplotlib.patches import Rectangle

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

COLORS = ["blue", "red", "green", "orange", "purple"]


@seed_program(
    id="fraction_bars_compare", topic="arithmetic", level="elementary", difficulty="easy",
    question_type="multiple_choice",
    concepts=["arithmetic/fractions/fraction_of_area", "arithmetic/fractions/comparing_fractions"],
    source="DynaMath-style (arithmetic, fraction models)",
    variations=["numeric_values", "colors_labels"],
)
class FractionBarsCompare(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("largest", "smallest")), den=IntRange(3, 12), max_gap=Fraction(1, 5)),
        hard=dict(ask=OneOf(("largest", "smallest")), den=IntRange(5, 16), max_gap=Fraction(1, 15)),
        hard_means="finer bars (5 to 16 parts) and the winning fraction within 1/15 of the runner-up, so the "
                   "shaded lengths must be compared carefully, not by eye",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        for _ in attempts("four different fractions, a close runner-up, a misleading numerator"):
            dens = [int(d) for d in rng.choice(space.den.values, 4, replace=False)]
            nums = [int(rng.integers(1, d)) for d in dens]
            vals = [Fraction(n, d) for n, d in zip(nums, dens)]
            if len(set(vals)) < 4:
                continue
            srt = sorted(vals, reverse=(ask == "largest"))
            if abs(srt[0] - srt[1]) > space.max_gap or srt[0] == srt[1]:   # close runner-up for either ask
                continue
            best = vals.index(srt[0])
            key = max if ask == "largest" else min
            if nums.index(key(nums)) == best:          # the biggest (smallest) numerator must mislead
                continue
            break
        return {"ask": ask, "nums": nums, "dens": dens, "color": str(rng.choice(COLORS))}

    def _texts(self, p):
        return [f"{n}/{d}" for n, d in zip(p["nums"], p["dens"])]

    def question(self, g):
        return (f"Each bar is divided into equal parts and some parts are shaded. Which bar shows the {g['ask']} "
                f"fraction shaded? Answer with that fraction.")

    def answer(self, p):
        vals = [Fraction(n, d) for n, d in zip(p["nums"], p["dens"])]
        order = sorted(range(4), key=lambda i: vals[i], reverse=(p["ask"] == "largest"))
        t = self._texts(p)
        return Choice(t[order[0]], [t[i] for i in order[1:]])

    def verify(self, g):
        # common denominator: rewrite every bar over the lcm of the part counts and compare whole numbers
        L = math.lcm(*g["dens"])
        scaled = [n * (L // d) for n, d in zip(g["nums"], g["dens"])]
        pick = max if g["ask"] == "largest" else min
        i = scaled.index(pick(scaled))
        return f"{g['nums'][i]}/{g['dens'][i]}"

    def draw(self, g, ax, hide=()):
        col = draw.PALETTE[g["color"]]
        for i, (n, d) in enumerate(zip(g["nums"], g["dens"])):
            y = 3 - i
            for k in range(d):
                on = k < n
                ax.add_patch(Rectangle((k / d * 10, y * 1.9), 10 / d, 1.3, facecolor=col if on else "white",
                                       edgecolor=draw.INK, linewidth=1.8, alpha=0.85 if on else 1,
                                       gid=f"{'on' if on else 'off'}-{i}"))
            ax.text(-0.4, y * 1.9 + 0.65, f"Bar {i + 1}", ha="right", va="center", fontsize=13)
        ax.set_xlim(-2.6, 10.3)
        ax.set_ylim(-0.5, 7.5)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        return [SubQuestion("Into how many equal parts is Bar 1 divided?", Number(g["dens"][0]),
                            "arithmetic/fractions/fraction_of_area")]

    def description(self, g):
        parts = [f"Bar {i + 1} is divided into {d} equal parts with {n} shaded"
                 for i, (n, d) in enumerate(zip(g["nums"], g["dens"]))]
        return "; ".join(parts) + f". Which bar shows the {g['ask']} fraction shaded? Answer with that fraction."
