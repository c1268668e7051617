"""Statistics: which labelled point of a scatter plot, if removed, makes the linear correlation strongest."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"x": "Hours studied", "y": "Quiz score (out of 12)", "what": "the hours some students studied and their "
                                                                  "quiz scores"},
    {"x": "Rainy days in the month", "y": "Umbrellas sold (tens)",
     "what": "the number of rainy days and the umbrellas sold (in tens) in several months"},
    {"x": "Age of car (years)", "y": "Value (thousand $)", "what": "the ages and values of used cars"},
    {"x": "Hours of TV a week", "y": "Books read this year", "what": "how many hours of TV some children watch a "
                                                                     "week and how many books they read this year"},
]
XMAX = 16
COLORS = ["blue", "green", "purple", "orange"]


@seed_program(
    id="scatter_outlier_correlation_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/correlation/scatter_correlation", "statistics/correlation/outlier_influence"],
    source="DynaMath-style (statistics, scatter plot and correlation)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class ScatterOutlierCorrelationPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(8, 10), off=IntRange(4, 6), decoy=0,
                      margin=OneOf((0.08,)), color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(10, 12), off=IntRange(3, 4), decoy=2,
                  margin=OneOf((0.02,)), color=OneOf(COLORS)),
        hard_means="more points, a smaller outlier and a second labelled point off the trend as a decoy, so "
                   "removing it also helps, only less",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        n = space.n.draw(rng)
        off = space.off.draw(rng)
        for _ in attempts("distinct grid points, a clear trend and a best removal that beats the rest by the margin"):
            slope = float(rng.choice((-1, 1))) * rng.uniform(0.45, 0.7)
            xs = rng.choice(np.arange(0, XMAX + 1), size=n + 4, replace=False)
            c = 6 - slope * XMAX / 2
            ys = np.clip(np.round(c + slope * xs + rng.normal(0, 0.6, size=n + 4)), 0, 12).astype(int)
            lab = [int(i) for i in rng.choice(n + 4, 4, replace=False)]
            out, dec = lab[0], lab[1]
            trend = c + slope * xs[out]
            ys[out] = int(np.clip(round(trend + (off if trend < 6 else -off)), 0, 12))
            if space.decoy:
                t2 = c + slope * xs[dec]
                ys[dec] = int(np.clip(round(t2 + (space.decoy if t2 < 6 else -space.decoy)), 0, 12))
            pts = list(zip(xs.tolist(), ys.tolist()))
            if len(set(pts)) < len(pts):
                continue
            # |r| after removing each labelled point, from the sums Sxx, Syy, Sxy
            gains = []
            for i in lab:
                x = np.delete(xs, i).astype(float)
                y = np.delete(ys, i).astype(float)
                sxy = (x * y).sum() - x.sum() * y.sum() / len(x)
                sxx = (x * x).sum() - x.sum() ** 2 / len(x)
                syy = (y * y).sum() - y.sum() ** 2 / len(y)
                gains.append(abs(sxy) / np.sqrt(sxx * syy))
            full = abs(np.corrcoef(xs, ys)[0, 1])
            if full > 0.45 and gains[0] - max(gains[1:]) >= space.margin.draw(rng):
                break
        order = [int(k) for k in rng.permutation(4)]            # which label each of the four points gets
        names = draw.pick_labels(rng, 4)                          # e.g. P, Q, R, S
        labelled = {names[order[k]]: [int(xs[lab[k]]), int(ys[lab[k]])] for k in range(4)}
        plain = [[int(xs[i]), int(ys[i])] for i in range(n + 4) if i not in lab]
        g = {"context": ci, "points": plain, "labelled": dict(sorted(labelled.items())),
             "color": str(space.color.draw(rng))}
        return g, {"best": names[order[0]]}

    def question(self, g):
        a, b, c, d = sorted(g["labelled"])
        return (f"The scatter plot shows {CONTEXTS[g['context']]['what']}. Four points are labelled {a}, {b}, {c} "
                f"and {d}. "
                f"Removing which one of them would make the linear correlation of the remaining points the "
                f"strongest (the correlation coefficient closest to 1 or -1)?")

    def answer(self, p):
        return Choice(f"Point {p['best']}", [f"Point {k}" for k in p["labelled"] if k != p["best"]])

    def verify(self, g):
        # Pearson's r by numpy for each removal; the winner must be unique
        every = g["points"] + list(g["labelled"].values())
        strength = {}
        for name, xy in g["labelled"].items():
            rest = np.array([p for p in every if p != xy], float)
            strength[name] = abs(np.corrcoef(rest[:, 0], rest[:, 1])[0, 1])
        best = max(strength.values())
        top = [k for k, v in strength.items() if v == best]
        return f"Point {top[0]}" if len(top) == 1 else "no unique point"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        every = np.array(g["points"] + list(g["labelled"].values()), float)
        ax.scatter(every[:, 0], every[:, 1], s=80, color=draw.PALETTE[g["color"]], edgecolors=draw.INK,
                   linewidths=1.0, zorder=3)
        centre = every.mean(axis=0)
        for name, xy in g["labelled"].items():
            ax.scatter([xy[0]], [xy[1]], s=150, facecolors="none", edgecolors=draw.ACCENT, linewidths=2.0, zorder=4)
            draw.label_grid_point(ax, xy, name, away_from=centre, offset=16, fontsize=14)
        ax.set_xticks(range(0, XMAX + 1, 2))
        ax.set_xticks(range(0, XMAX + 1), minor=True)
        ax.grid(True, which="minor", axis="x", color=charts.GRID, linewidth=0.8, zorder=0)
        ax.set_yticks(range(0, 13))
        ax.set_xlim(-0.6, XMAX + 0.6)
        ax.set_ylim(-0.6, 12.6)
        charts.chart_axes(ax, xlabel=ctx["x"], ylabel=ctx["y"], grid_axis="both", fontsize=13)
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, g):
        every = g["points"] + list(g["labelled"].values())
        xs = [p[0] for p in every]
        ys = [p[1] for p in every]
        sign = "positive" if np.corrcoef(xs, ys)[0, 1] > 0 else "negative"
        return [
            SubQuestion("How many points does the scatter plot show?", Number(len(every)),
                        "statistics/correlation/scatter_correlation"),
            SubQuestion("Is the correlation shown by the scatter plot positive or negative?",
                        Choice(sign, ["negative" if sign == "positive" else "positive"]),
                        "statistics/correlation/scatter_correlation"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pts = ", ".join(f"({x}, {y})" for x, y in g["points"])
        lab = ", ".join(f"{k} = ({x}, {y})" for k, (x, y) in g["labelled"].items())
        return (f"A scatter plot of {ctx['what']} ({ctx['x']} on the x-axis, {ctx['y']} on the y-axis) with the "
                f"unlabelled points {pts} and the labelled points {lab}.")
