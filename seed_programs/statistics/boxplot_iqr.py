"""Statistics: read the interquartile range of one group from side-by-side box plots."""
import numpy as np
from matplotlib.figure import Figure

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ctx = CONTEXTS[int(rng.integers(len(CONTEXTS)))]
        n = int(rng.integers(2, 4))
        names = [ctx["groups"][int(i)] for i in sorted(rng.choice(len(ctx["groups"]), n, replace=False))]
        colors = [COLORS[int(i)] for i in rng.choice(len(COLORS), n, replace=False)]
        top = ctx["ticks"] - 1
        boxes = []
        for _ in range(n):  # five-number summary in whole grid steps, strictly increasing
            cuts = np.sort(rng.choice(np.arange(0, top + 1), 5, replace=False))
            boxes.append([ctx["lo"] + ctx["step"] * int(c) for c in cuts])
        return {"context": CONTEXTS.index(ctx), "names": names, "colors": colors, "boxes": boxes,
                "target": int(rng.integers(n)), "horizontal": bool(rng.integers(0, 2))}

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        name = p["names"][p["target"]]
        return (f"The box plots show {ctx['what']} for {self._names(p)}. What is the "
                f"interquartile range of the {name} data, in {ctx['unit']}?")

    def _names(self, p):
        return ", ".join(p["names"][:-1]) + " and " + p["names"][-1]

    def answer(self, p):
        lo, q1, med, q3, hi = p["boxes"][p["target"]]
        return Number(q3 - q1)

    def verify(self, p):
        # measure the drawn box of the target group in data coordinates
        fig = Figure(figsize=(5.12, 5.12), dpi=100)
        ax = fig.add_subplot(1, 1, 1)
        artists = self._plot(p, ax)
        path = artists["boxes"][p["target"]].get_path()
        verts = path.vertices
        coord = verts[:, 0] if p["horizontal"] else verts[:, 1]
        return Number(round(float(coord.max() - coord.min()), 9))

    def _plot(self, p, ax):
        stats = [{"whislo": b[0], "q1": b[1], "med": b[2], "q3": b[3], "whishi": b[4], "fliers": [],
                  "label": name} for b, name in zip(p["boxes"], p["names"])]
        artists = ax.bxp(stats, orientation="horizontal" if p["horizontal"] else "vertical", patch_artist=True, widths=0.5,
                         medianprops={"color": draw.INK, "linewidth": 2.5},
                         whiskerprops={"linewidth": 1.8}, capprops={"linewidth": 1.8})
        for box, c in zip(artists["boxes"], p["colors"]):
            box.set_facecolor(draw.PALETTE[c])
            box.set_alpha(0.75)
            box.set_edgecolor(draw.INK)
            box.set_linewidth(1.8)
        return artists

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        self._plot(p, ax)
        ticks = [ctx["lo"] + ctx["step"] * i for i in range(ctx["ticks"])]
        lim = (ticks[0] - ctx["step"] / 2, ticks[-1] + ctx["step"] / 2)
        if p["horizontal"]:
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

    def subquestions(self, p):
        ctx = CONTEXTS[p["context"]]
        lo, q1, med, q3, hi = p["boxes"][p["target"]]
        name = p["names"][p["target"]]
        return [
            SubQuestion(f"In the box plot of the {name} data, what is the lower quartile Q1, in {ctx['unit']}?",
                        Number(q1), "statistics/distributions/box_plot"),
            SubQuestion(f"In the box plot of the {name} data, what is the upper quartile Q3, in {ctx['unit']}?",
                        Number(q3), "statistics/distributions/box_plot"),
            SubQuestion(f"A data set has Q1 = {q1} and Q3 = {q3}. What is its interquartile range?",
                        Number(q3 - q1), "statistics/spread/interquartile_range"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        parts = [f"{name}: minimum {b[0]}, Q1 {b[1]}, median {b[2]}, Q3 {b[3]}, maximum {b[4]}"
                 for name, b in zip(p["names"], p["boxes"])]
        return f"Box plots of {ctx['what']} ({ctx['unit']}). " + "; ".join(parts) + "."
