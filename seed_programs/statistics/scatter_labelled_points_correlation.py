"""Statistics: the covariance or the correlation coefficient r of a few labelled points read from a scatter
plot on a unit grid."""
from math import sqrt

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"x": "Hours studied", "y": "Quiz score", "who": "students"},
    {"x": "Rainfall (cm)", "y": "Umbrellas sold (dozens)", "who": "days"},
    {"x": "Advert spots", "y": "Sales (hundreds)", "who": "weeks"},
    {"x": "Age of car (years)", "y": "Repairs per year", "who": "cars"},
]
LETTERS = "ABCDEFGHJK"


@seed_program(
    id="scatter_labelled_points_correlation", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/correlation/covariance", "statistics/correlation/scatter_correlation"],
    source="DynaMath-style (statistics, correlation from a scatter plot)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class ScatterLabelledPointsCorrelation(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(4, 5), ask=OneOf(("cov", "r"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(6, 8), ask=OneOf(("r", "r", "cov"))),
        hard_means="six to eight points instead of four or five (more products and squares to sum) and mostly "
                   "the correlation coefficient, which needs both sums of squares and a square root",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        ask = str(space.ask.draw(rng))
        sign = 1 if rng.random() < 0.6 else -1
        for _ in attempts("a clear trend (0.4 ≤ |r| ≤ 0.97) and a whole-number mean of x"):
            xs = sorted(int(v) for v in rng.choice(range(0, 11), n, replace=False))
            ys = [int(np.clip(round(5 + sign * 0.8 * (x - 5) + rng.normal(0, 1.6)), 0, 10)) for x in xs]
            r = np.corrcoef(xs, ys)[0, 1] if len(set(ys)) > 1 else 0.0
            if 0.4 <= abs(r) <= 0.97 and sum(xs) % n == 0:
                break
        labels = list(LETTERS[:n])
        order = list(rng.permutation(n))
        pts = [[xs[i], ys[i]] for i in order]
        return {"context": int(space.context.draw(rng)), "ask": ask, "labels": labels, "pts": pts,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        names = ", ".join(g["labels"][:-1]) + " and " + g["labels"][-1]
        what = ("the covariance of x and y, Cov(x, y) = Σ(x − x̄)(y − ȳ) / n (divide by n)" if g["ask"] == "cov"
                else "the correlation coefficient r of x and y")
        return (f"The scatter plot shows {len(g['pts'])} {ctx['who']} as the points {names} (x: "
                f"{ctx['x'].lower()}, y: {ctx['y'].lower()}), each on a grid intersection. What is {what}? "
                f"Give the answer to 3 decimal places.")

    def answer(self, p):
        n = len(p["pts"])
        sx = sum(x for x, _ in p["pts"])
        sy = sum(y for _, y in p["pts"])
        sxy = sum(x * y for x, y in p["pts"])
        sxx = sum(x * x for x, _ in p["pts"])
        syy = sum(y * y for _, y in p["pts"])
        Sxy, Sxx, Syy = sxy - sx * sy / n, sxx - sx * sx / n, syy - sy * sy / n
        return Number(Sxy / n if p["ask"] == "cov" else Sxy / sqrt(Sxx * Syy))

    def verify(self, g):
        # numpy's population covariance matrix and correlation matrix of the points
        a = np.array(g["pts"], float).T
        if g["ask"] == "cov":
            return Number(float(np.cov(a, bias=True)[0, 1]))
        return Number(float(np.corrcoef(a)[0, 1]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        pts = np.array(g["pts"], float)
        ax.scatter(pts[:, 0], pts[:, 1], s=70, color=draw.PALETTE[g["color"]], edgecolors=draw.INK,
                   linewidths=1.0, zorder=4)
        for (x, y), name in zip(g["pts"], g["labels"]):
            draw.label_grid_point(ax, (x, y), name, away_from=(x - 0.6, y - 0.6), offset=12, fontsize=13)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(range(0, 11))
        ax.set_xlim(-0.5, 10.7)
        ax.set_ylim(-0.5, 10.7)
        ax.set_aspect("equal")
        charts.chart_axes(ax, xlabel=f"x: {ctx['x']}", ylabel=f"y: {ctx['y']}", grid_axis="both", fontsize=13)
        ax.tick_params(labelsize=12)
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.97, bottom=0.11)

    def subquestions(self, g):
        n = len(g["pts"])
        mx = sum(x for x, _ in g["pts"]) / n
        my = sum(y for _, y in g["pts"]) / n
        return [
            SubQuestion("What is the mean x̄ of the x-coordinates of the labelled points?", Number(mx),
                        "statistics/center/mean"),
            SubQuestion("What is Σ(x − x̄)(y − ȳ) over the labelled points?",
                        Number(sum((x - mx) * (y - my) for x, y in g["pts"])), "statistics/correlation/covariance"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pts = "; ".join(f"{name}({x}, {y})" for (x, y), name in zip(g["pts"], g["labels"]))
        return f"A scatter plot of {ctx['y'].lower()} (y) against {ctx['x'].lower()} (x) with the points {pts}."
