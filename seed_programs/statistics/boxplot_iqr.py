"""Statistics: read the interquartile range of one group from side-by-side box plots."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "test scores", "unit": "points", "groups": ["Class A", "Class B", "Class C", "Class D"],
     "lo": 30, "step": 5, "ticks": 14, "axis": "Score"},
    {"what": "daily high temperatures in July", "unit": "°C", "groups": ["Oslo", "Rome", "Cairo", "Lima"],
     "lo": 10, "step": 2, "ticks": 15, "axis": "Temperature (°C)"},
    {"what": "plant heights after six weeks", "unit": "cm", "groups": ["Soil", "Sand", "Clay", "Peat"],
     "lo": 0, "step": 4, "ticks": 14, "axis": "Height (cm)"},
    {"what": "commute times", "unit": "minutes", "groups": ["Bus", "Train", "Car", "Bike"],
     "lo": 0, "step": 10, "ticks": 13, "axis": "Time (min)"},
]
COLORS = ["blue", "orange", "green", "purple", "pink", "yellow"]


@seed_program(
    id="boxplot_iqr", topic="statistics", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/distributions/box_plot", "statistics/spread/interquartile_range"],
    source="DynaMath-style (statistics, reading a box plot)",
    variations=["numeric_values", "real_life_contexts", "colors_labels", "geometric_transformations"],
)
class BoxplotIQR(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), groups=IntRange(2, 3)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), groups=IntRange(3, 4)),
        hard_means="three or four box plots side by side, so the right box must be picked out among more",
    )

    def sample(self, rng, space):
        ctx = CONTEXTS[space.context.draw(rng)]
        n = space.groups.draw(rng)
        names = [ctx["groups"][int(i)] for i in sorted(rng.choice(len(ctx["groups"]), n, replace=False))]
        colors = [COLORS[int(i)] for i in rng.choice(len(COLORS), n, replace=False)]
        top = ctx["ticks"] - 1
        boxes = []
        for _ in range(n):  # five-number summary in whole grid steps, strictly increasing
            cuts = np.sort(rng.choice(np.arange(0, top + 1), 5, replace=False))
            boxes.append([ctx["lo"] + ctx["step"] * int(c) for c in cuts])
        return {"context": CONTEXTS.index(ctx), "names": names, "colors": colors, "boxes": boxes,
                "target": int(rng.integers(n)), "horizontal": bool(rng.integers(0, 2))}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        name = g["names"][g["target"]]
        return (f"The box plots show {ctx['what']} for {self._names(g)}. What is the "
                f"interquartile range of the {name} data, in {ctx['unit']}?")

    def _names(self, g):
        return ", ".join(g["names"][:-1]) + " and " + g["names"][-1]

    def answer(self, p):
        lo, q1, med, q3, hi = p["boxes"][p["target"]]
        return Number(q3 - q1)

    def verify(self, g):
        # the range of the target's data minus its two whiskers leaves the box: the middle half
        lo, q1, med, q3, hi = sorted(g["boxes"][g["target"]])
        return Number((hi - lo) - (q1 - lo) - (hi - q3))

    def _plot(self, g, ax):
        stats = [{"whislo": b[0], "q1": b[1], "med": b[2], "q3": b[3], "whishi": b[4], "fliers": [],
                  "label": name} for b, name in zip(g["boxes"], g["names"])]
        artists = ax.bxp(stats, orientation="horizontal" if g["horizontal"] else "vertical", patch_artist=True, widths=0.5,
                         medianprops={"color": draw.INK, "linewidth": 2.5},
                         whiskerprops={"linewidth": 1.8}, capprops={"linewidth": 1.8})
        for box, c in zip(artists["boxes"], g["colors"]):
            box.set_facecolor(draw.PALETTE[c])
            box.set_alpha(0.75)
            box.set_edgecolor(draw.INK)
            box.set_linewidth(1.8)
        return artists

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._plot(g, ax)
        ticks = [ctx["lo"] + ctx["step"] * i for i in range(ctx["ticks"])]
        lim = (ticks[0] - ctx["step"] / 2, ticks[-1] + ctx["step"] / 2)
        if g["horizontal"]:
            ax.set_xticks(ticks)
            ax.set_xlim(*lim)
            charts.chart_axes(ax, xlabel=ctx["axis"], grid_axis="x")
            ax.tick_params(axis="x", labelsize=11, rotation=90)
            ax.tick_params(axis="y", labelsize=12)
        else:
            ax.set_yticks(ticks)
            ax.set_ylim(*lim)
            charts.chart_axes(ax, ylabel=ctx["axis"], grid_axis="y")
            ax.tick_params(axis="x", labelsize=12)
        ax.figure.subplots_adjust(left=0.16, right=0.96, top=0.95, bottom=0.13)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        lo, q1, med, q3, hi = g["boxes"][g["target"]]
        name = g["names"][g["target"]]
        return [
            SubQuestion(f"In the box plot of the {name} data, what is the lower quartile Q1, in {ctx['unit']}?",
                        Number(q1), "statistics/distributions/box_plot"),
            SubQuestion(f"In the box plot of the {name} data, what is the upper quartile Q3, in {ctx['unit']}?",
                        Number(q3), "statistics/distributions/box_plot"),
            SubQuestion(f"A data set has Q1 = {q1} and Q3 = {q3}. What is its interquartile range?",
                        Number(q3 - q1), "statistics/spread/interquartile_range"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = [f"{name}: minimum {b[0]}, Q1 {b[1]}, median {b[2]}, Q3 {b[3]}, maximum {b[4]}"
                 for name, b in zip(g["names"], g["boxes"])]
        return f"Box plots of {ctx['what']} ({ctx['unit']}). " + "; ".join(parts) + "."
