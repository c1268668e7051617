"""Statistics: fit the least-squares regression line to points read from a scatter plot and predict."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"x": "Hours studied", "y": "Test score", "xs": "hours studied", "ys": "test score", "yscale": 10, "y0": 30},
    {"x": "Temperature (°C)", "y": "Drinks sold", "xs": "temperature", "ys": "number of drinks sold", "yscale": 5,
     "y0": 10},
    {"x": "Advertising ($1000)", "y": "Sales ($1000)", "xs": "advertising spend", "ys": "sales", "yscale": 2,
     "y0": 4},
    {"x": "Age of car (years)", "y": "Value ($1000)", "xs": "age of the car", "ys": "value", "yscale": 2, "y0": 2},
]
ASKS = ("predict", "slope", "intercept")


@seed_program(
    id="regression_line_predict", topic="statistics", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["statistics/correlation/least_squares_line", "statistics/center/mean"],
    source="DynaMath-style (statistics, linear regression from a scatter plot)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class RegressionLinePredict(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), points=IntRange(5, 7), ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), points=IntRange(8, 10), ask=OneOf(ASKS)),
        hard_means="eight to ten points to read and sum (Σx, Σy, Σxy, Σx²) instead of five to seven",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        n = space.points.draw(rng)
        sign = -1 if ci == 3 else 1
        for _ in attempts("a clear slope, a prediction inside the grid and an intercept off zero"):
            xs = sorted(int(v) for v in rng.choice(range(1, 11), n, replace=False))
            slope = sign * float(rng.uniform(0.4, 0.9))
            c0 = 1 if sign > 0 else 9
            ys = [int(np.clip(round(c0 + slope * x + rng.normal(0, 0.9)), 0, 10)) for x in xs]
            x, y = np.array(xs, float), np.array(ys, float)
            sxx = ((x - x.mean()) ** 2).sum()
            b = ((x - x.mean()) * (y - y.mean())).sum() / sxx
            a = y.mean() - b * x.mean()
            x0 = int(rng.choice([v for v in range(1, 12) if v not in xs]))
            pred = a + b * x0
            ctx = CONTEXTS[ci]
            if abs(b) > 0.2 and 1.0 <= pred <= 10.0 and abs(ctx["y0"] + ctx["yscale"] * a) > ctx["yscale"]:
                break
        g = {"context": ci, "x": xs, "y": ys, "ask": str(space.ask.draw(rng)), "x0": x0,
             "color": str(rng.choice(["blue", "red", "green", "purple"]))}
        if g["ask"] != "predict":
            del g["x0"]                 # only the prediction question states x0
        return g

    def _real(self, g):
        ctx = CONTEXTS[g["context"]]
        return g["x"], [ctx["y0"] + ctx["yscale"] * v for v in g["y"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        head = (f"The scatter plot shows {len(g['x'])} data points of {ctx['ys']} (y) against {ctx['xs']} (x); "
                f"every point lies on grid lines. Fit the least-squares regression line y = a + bx. ")
        if g["ask"] == "predict":
            return head + f"What value of y does the line predict for x = {g['x0']}?"
        if g["ask"] == "slope":
            return head + "What is the slope b?"
        return head + "What is the intercept a?"

    def answer(self, p):
        x, y = (np.array(v, float) for v in self._real(p))
        n = len(x)
        b = (n * (x * y).sum() - x.sum() * y.sum()) / (n * (x * x).sum() - x.sum() ** 2)
        a = (y.sum() - b * x.sum()) / n
        return Number({"predict": a + b * p["x0"] if p["ask"] == "predict" else None, "slope": b,
                       "intercept": a}[p["ask"]])

    def verify(self, g):
        # solve the least-squares problem by linear algebra, on the points as plotted (y on its own scale)
        ctx = CONTEXTS[g["context"]]
        x = np.array(g["x"], float)
        y = ctx["y0"] + ctx["yscale"] * np.array(g["y"], float)
        A = np.column_stack([np.ones_like(x), x])
        (a, b), *_ = np.linalg.lstsq(A, y, rcond=None)
        if g["ask"] == "predict":
            return Number(float(a + b * g["x0"]))
        return Number(float(b if g["ask"] == "slope" else a))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        xs, ys = self._real(g)
        ax.scatter(xs, ys, s=80, color=draw.PALETTE[g["color"]], edgecolors=draw.INK, linewidths=1.0, zorder=3)
        ax.set_xticks(range(0, 12))
        yt = [ctx["y0"] + ctx["yscale"] * i for i in range(0, 11)]
        ax.set_yticks(yt)
        ax.set_xlim(-0.3, 11.3)
        ax.set_ylim(yt[0] - 0.3 * ctx["yscale"], yt[-1] + 0.3 * ctx["yscale"])
        charts.chart_axes(ax, xlabel=ctx["x"], ylabel=ctx["y"], grid_axis="both", fontsize=13)
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, g):
        xs, ys = self._real(g)
        return [
            SubQuestion("What is the mean of the x-values of the points in the scatter plot?",
                        Number(float(np.mean(xs))), "statistics/center/mean"),
            SubQuestion("What is the mean of the y-values of the points in the scatter plot?",
                        Number(float(np.mean(ys))), "statistics/center/mean"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        xs, ys = self._real(g)
        pts = ", ".join(f"({x}, {y})" for x, y in zip(xs, ys))
        return f"A scatter plot of {ctx['ys']} (y) against {ctx['xs']} (x) with the points {pts}."
