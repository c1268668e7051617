"""Statistics: the mean of the values shown by a bar chart (read against the grid)."""
from fractions import Fraction

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(4, 7), color=OneOf(COLORS), half_steps=False),
        # hard: only the contexts whose half grid step is a whole count (rainfall 5 mm, trees 1)
        hard=dict(context=OneOf((1, 3)), n=IntRange(6, 7), color=OneOf(COLORS), half_steps=True),
        hard_means="six or seven bars whose heights may fall halfway between grid lines, so each "
                   "reading and the sum take more care",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = int(rng.integers(space.n.lo, min(space.n.hi, len(ctx["cats"])) + 1))
        first = int(rng.integers(0, len(ctx["cats"]) - n + 1))
        # "missing": the bar the backward view masks (its question names that bar)
        g = {"context": ci, "n": n, "first": first, "color": space.color.draw(rng),
             "missing": int(rng.integers(n))}
        levels = ctx["top"] // ctx["step"]
        for i in range(n):
            if space.half_steps:
                g[f"v{i}"] = ctx["step"] * int(rng.integers(2, 2 * levels - 1)) / 2
                g[f"v{i}"] = int(g[f"v{i}"]) if g[f"v{i}"] == int(g[f"v{i}"]) else g[f"v{i}"]
            else:
                g[f"v{i}"] = ctx["step"] * int(rng.integers(1, levels))
        return g

    def _values(self, p):
        return [p[f"v{i}"] for i in range(p["n"])]

    def _cats(self, g):
        return CONTEXTS[g["context"]]["cats"][g["first"]:g["first"] + g["n"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The bar chart shows {ctx['what']}. What is the mean of the values shown in the chart, "
                f"in {ctx['unit']}?")

    def answer(self, p):
        values = self._values(p)
        return Number(sum(values) / len(values))

    def _bars(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        values = [g[f"v{i}"] for i in range(g["n"])]
        hidden = g["missing"] if f"v{g['missing']}" in hide else None
        shown = [0 if i == hidden else v for i, v in enumerate(values)]
        charts.bar_chart(ax, self._cats(g), shown, draw.PALETTE[g["color"]], ymax=ctx["top"] + ctx["step"] / 2)
        if hidden is not None:
            ax.text(hidden, ctx["step"] * 0.4, "?", ha="center", va="bottom", fontsize=20, fontweight="bold",
                    color=draw.ACCENT)
        return ax.patches

    def verify(self, g):
        # exact rational arithmetic on the stated values (answer() sums floats)
        vals = [Fraction(str(g[f"v{i}"])) for i in range(g["n"])]
        m = sum(vals, Fraction(0)) / len(vals)
        return Number(float(m))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._bars(g, ax, hide)
        ax.set_yticks(range(0, ctx["top"] + 1, ctx["step"]))
        if any(g[f"v{i}"] % ctx["step"] for i in range(g["n"])):    # half-step heights: half-step grid
            ax.set_yticks([ctx["step"] * (j + 0.5) for j in range(ctx["top"] // ctx["step"])], minor=True)
            ax.grid(True, axis="y", which="minor", color=charts.GRID, linewidth=0.5, linestyle=":", zorder=0)
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.tick_params(axis="x", labelsize=12)
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.92, bottom=0.1)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        values = [g[f"v{i}"] for i in range(g["n"])]
        h = g["missing"]
        mean = sum(values) / len(values)
        cat = self._cats(g)[h]
        others = sum(v for i, v in enumerate(values) if i != h)
        return Backward(
            f"The bar chart shows {ctx['what']}, but the bar for {cat} is missing. The mean of all "
            f"{len(values)} values is {draw.fmt(mean, 4)} {ctx['unit']}. What is the value for {cat}?",
            Number(round(mean * len(values) - others, 6)), f"v{h}")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{c}: {g[f'v{i}']}" for i, c in enumerate(self._cats(g)))
        return f"A bar chart titled '{ctx['title']}' showing {ctx['what']} ({ctx['unit']}): {pairs}."
