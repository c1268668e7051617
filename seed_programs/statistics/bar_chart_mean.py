"""Statistics: the mean of the values shown by a bar chart (read against the grid)."""
from matplotlib.figure import Figure

from dynaforge.sdk import Backward, Number, SeedProgram, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"title": "Books read in March", "ylabel": "Books", "cats": ["Ava", "Ben", "Chloe", "Dan", "Eli", "Fay", "Gus"],
     "step": 1, "top": 12, "what": "the number of books each student read in March", "unit": "books"},
    {"title": "Monthly rainfall", "ylabel": "Rainfall (mm)", "cats": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"],
     "step": 10, "top": 120, "what": "the rainfall in each month", "unit": "mm"},
    {"title": "Ice creams sold", "ylabel": "Ice creams", "cats": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
     "step": 5, "top": 60, "what": "the number of ice creams sold each day", "unit": "ice creams"},
    {"title": "Trees planted", "ylabel": "Trees", "cats": ["Oak St", "Elm Rd", "Pine Av", "Lake Dr", "Hill Rd", "Park Ln"],
     "step": 2, "top": 24, "what": "the number of trees planted on each street", "unit": "trees"},
]
COLORS = ["blue", "green", "orange", "purple", "pink", "brown"]


@seed_program(
    id="bar_chart_mean", topic="statistics", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/bar_chart_reading", "statistics/center/mean"],
    source="DynaMath-style (statistics, bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BarChartMean(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        n = int(rng.integers(4, min(7, len(ctx["cats"])) + 1))
        first = int(rng.integers(0, len(ctx["cats"]) - n + 1))
        p = {"context": ci, "n": n, "first": first, "color": str(rng.choice(COLORS)),
             "hidden": int(rng.integers(n))}
        levels = ctx["top"] // ctx["step"]
        for i in range(n):
            p[f"v{i}"] = ctx["step"] * int(rng.integers(1, levels))
        return p

    def _values(self, p):
        return [p[f"v{i}"] for i in range(p["n"])]

    def _cats(self, p):
        return CONTEXTS[p["context"]]["cats"][p["first"]:p["first"] + p["n"]]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"The bar chart shows {ctx['what']}. What is the mean of the values shown in the chart, "
                f"in {ctx['unit']}?")

    def answer(self, p):
        values = self._values(p)
        return Number(sum(values) / len(values))

    def _bars(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        values = self._values(p)
        hidden = p["hidden"] if f"v{p['hidden']}" in hide else None
        shown = [0 if i == hidden else v for i, v in enumerate(values)]
        charts.bar_chart(ax, self._cats(p), shown, draw.PALETTE[p["color"]], ymax=ctx["top"] + ctx["step"] / 2)
        if hidden is not None:
            ax.text(hidden, ctx["step"] * 0.4, "?", ha="center", va="bottom", fontsize=20, fontweight="bold",
                    color=draw.ACCENT)
        return ax.patches

    def verify(self, p):
        # measure the heights of the drawn bars
        fig = Figure(figsize=(5.12, 5.12), dpi=100)
        ax = fig.add_subplot(1, 1, 1)
        heights = [bar.get_height() for bar in self._bars(p, ax)]
        return Number(round(sum(heights) / len(heights), 9))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        self._bars(p, ax, hide)
        ax.set_yticks(range(0, ctx["top"] + 1, ctx["step"]))
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.tick_params(axis="x", labelsize=12)
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.92, bottom=0.1)

    def backward(self, p):
        ctx = CONTEXTS[p["context"]]
        values = self._values(p)
        h = p["hidden"]
        mean = sum(values) / len(values)
        cat = self._cats(p)[h]
        others = sum(v for i, v in enumerate(values) if i != h)
        return Backward(
            f"The bar chart shows {ctx['what']}, but the bar for {cat} is missing. The mean of all "
            f"{len(values)} values is {draw.fmt(mean, 4)} {ctx['unit']}. What is the value for {cat}?",
            Number(round(mean * len(values) - others, 6)), f"v{h}")

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        pairs = ", ".join(f"{c}: {v}" for c, v in zip(self._cats(p), self._values(p)))
        return f"A bar chart titled '{ctx['title']}' showing {ctx['what']} ({ctx['unit']}): {pairs}."
