"""Arithmetic: read the shaded fraction of four fraction bars and pick the largest (or smallest)."""
from fractions import Fraction

from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ask = str(rng.choice(["largest", "smallest"]))
        while True:
            dens = [int(d) for d in rng.choice(range(3, 13), 4, replace=False)]
            nums = [int(rng.integers(1, d)) for d in dens]
            vals = [Fraction(n, d) for n, d in zip(nums, dens)]
            if len(set(vals)) < 4:
                continue
            srt = sorted(vals, reverse=(ask == "largest"))
            if srt[0] - srt[1] > Fraction(1, 5) or srt[0] - srt[1] == 0:
                continue
            best = vals.index(srt[0])
            key = max if ask == "largest" else min
            if nums.index(key(nums)) == best:          # the biggest (smallest) numerator must mislead
                continue
            break
        return {"ask": ask, "nums": nums, "dens": dens, "color": str(rng.choice(COLORS))}

    def _texts(self, p):
        return [f"{n}/{d}" for n, d in zip(p["nums"], p["dens"])]

    def question(self, p):
        return (f"Each bar is divided into equal parts and some parts are shaded. Which bar shows the {p['ask']} "
                f"fraction shaded? Answer with that fraction.")

    def answer(self, p):
        vals = [Fraction(n, d) for n, d in zip(p["nums"], p["dens"])]
        order = sorted(range(4), key=lambda i: vals[i], reverse=(p["ask"] == "largest"))
        t = self._texts(p)
        return Choice(t[order[0]], [t[i] for i in order[1:]])

    def verify(self, p):
        # draw the bars and measure: shaded width and part count per bar
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw(p, ax)
        shaded, parts = [0.0] * 4, [0] * 4
        for r in ax.patches:
            if isinstance(r, Rectangle) and r.get_gid():
                i = int(r.get_gid().split("-")[1])
                parts[i] += 1
                if r.get_gid().startswith("on"):
                    shaded[i] += r.get_width()
        pick = max if p["ask"] == "largest" else min
        i = pick(range(4), key=lambda k: shaded[k])
        n = sum(1 for r in ax.patches if isinstance(r, Rectangle) and r.get_gid() == f"on-{i}")
        return f"{n}/{parts[i]}"

    def draw(self, p, ax, hide=()):
        col = draw.PALETTE[p["color"]]
        for i, (n, d) in enumerate(zip(p["nums"], p["dens"])):
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

    def subquestions(self, p):
        return [SubQuestion("Into how many equal parts is Bar 1 divided?", Number(p["dens"][0]),
                            "arithmetic/fractions/fraction_of_area")]

    def description(self, p):
        parts = [f"Bar {i + 1} is divided into {d} equal parts with {n} shaded"
                 for i, (n, d) in enumerate(zip(p["nums"], p["dens"]))]
        return "; ".join(parts) + f". Which bar shows the {p['ask']} fraction shaded? Answer with that fraction."
