"""Statistics: percentiles and interval probabilities read from the graph of a piecewise-linear CDF."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"var": "T", "what": "the waiting time for a bus, in minutes", "xlabel": "t (minutes)"},
    {"var": "X", "what": "the length of a phone call, in minutes", "xlabel": "x (minutes)"},
    {"var": "D", "what": "the distance a drone flies on one charge, in km", "xlabel": "d (km)"},
    {"var": "W", "what": "the daily water use of a household, in hundreds of litres", "xlabel": "w (100 L)"},
]
ASKS = ("percentile", "median", "between", "above")


@seed_program(
    id="cdf_plot_percentile", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/cumulative_distribution_function", "statistics/center/median"],
    source="DynaMath-style (statistics, reading a distribution function)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class CdfPlotPercentile(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), pieces=IntRange(3, 5), ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), pieces=IntRange(4, 5), ask=OneOf(("percentile", "between"))),
        hard_means="four or five linear pieces and always an interpolation: a percentile other than the "
                   "median, or an interval probability",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        k = space.pieces.draw(rng)      # linear pieces
        for _ in attempts("breakpoints at least 2 apart spanning from at most 3 to at least 8"):
            xs = sorted(int(v) for v in rng.choice(range(0, 13), k + 1, replace=False))
            cuts = sorted(int(c) for c in rng.choice(range(1, 10), k - 1, replace=False))
            Fs = [0] + cuts + [10]       # tenths
            if xs[0] <= 3 and xs[-1] >= 8 and all(b - a >= 2 for a, b in zip(xs, xs[1:])):
                break
        ask = str(space.ask.draw(rng))
        q = int(rng.choice([v for v in range(2, 19) if v != 10]))   # the (5q)th percentile
        a, b = sorted(int(v) for v in rng.choice(range(xs[0] + 1, xs[-1]), 2, replace=False))
        g = {"context": ci, "xs": xs, "F": [f / 10 for f in Fs], "ask": ask, "q": q, "a": a, "b": b,
             "color": str(rng.choice(["blue", "red", "green", "purple"]))}
        # only the numbers the question states are givens
        unstated = {"percentile": ("a", "b"), "median": ("q", "a", "b"), "between": ("q",), "above": ("q", "b")}[ask]
        return {key: v for key, v in g.items() if key not in unstated}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        v = ctx["var"]
        head = (f"The graph shows the cumulative distribution function F of the continuous random variable {v}, "
                f"{ctx['what']}; F is linear between the marked points. ")
        if g["ask"] == "percentile":
            return head + f"What is the {5 * g['q']}th percentile of {v}?"
        if g["ask"] == "median":
            return head + f"What is the median of {v}?"
        if g["ask"] == "between":
            return head + f"What is P({g['a']} < {v} ≤ {g['b']})?"
        return head + f"What is P({v} > {g['a']})?"

    def answer(self, p):
        xs, F = p["xs"], p["F"]

        def cdf(x):
            for i in range(len(xs) - 1):
                if xs[i] <= x <= xs[i + 1]:
                    return F[i] + (F[i + 1] - F[i]) * (x - xs[i]) / (xs[i + 1] - xs[i])
            return 0.0 if x < xs[0] else 1.0

        def quantile(u):
            i = next(j for j in range(1, len(F)) if F[j] >= u)
            return xs[i - 1] + (u - F[i - 1]) / (F[i] - F[i - 1]) * (xs[i] - xs[i - 1])

        if p["ask"] == "percentile":
            return Number(quantile(p["q"] / 20))
        if p["ask"] == "median":
            return Number(quantile(0.5))
        if p["ask"] == "between":
            return Number(cdf(p["b"]) - cdf(p["a"]))
        return Number(1 - cdf(p["a"]))

    def verify(self, g):
        # integrate the piecewise-constant density (rectangle overlaps), bisection for quantiles
        xs, F = g["xs"], g["F"]
        pieces = [(xs[i], xs[i + 1], (F[i + 1] - F[i]) / (xs[i + 1] - xs[i])) for i in range(len(xs) - 1)]
        at = lambda x: sum(d * max(0.0, min(x, hi) - lo) for lo, hi, d in pieces)
        if g["ask"] in ("percentile", "median"):
            u = g["q"] / 20 if g["ask"] == "percentile" else 0.5
            lo, hi = float(xs[0]), float(xs[-1])
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if at(mid) < u else (lo, mid)
            return Number((lo + hi) / 2)
        if g["ask"] == "between":
            return Number(at(g["b"]) - at(g["a"]))
        return Number(1 - at(g["a"]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        xs, F = g["xs"], g["F"]
        c = draw.PALETTE[g["color"]]
        ax.plot([-0.5, xs[0]], [0, 0], color=c, linewidth=2.4, zorder=3)
        ax.plot(xs, F, color=c, linewidth=2.4, marker="o", markersize=7, markeredgecolor=draw.INK, zorder=3)
        ax.plot([xs[-1], 13.5], [1, 1], color=c, linewidth=2.4, zorder=3)
        ax.set_xticks(range(0, 14))
        ax.set_yticks([i / 10 for i in range(11)])
        ax.set_yticks([i / 20 for i in range(21)], minor=True)
        ax.set_xlim(-0.5, 13.5)
        ax.set_ylim(0, 1.06)
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="F(x)", grid_axis="both", fontsize=13)
        ax.grid(True, which="minor", axis="y", color="#e5e7eb", linewidth=0.5, linestyle=":")
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, g):
        xs, F = g["xs"], g["F"]
        v = CONTEXTS[g["context"]]["var"]
        i = len(xs) // 2
        return [
            SubQuestion(f"From the graph of the distribution function, what is F({xs[i]}) = P({v} ≤ {xs[i]})?",
                        Number(F[i]), "statistics/distributions/cumulative_distribution_function"),
            SubQuestion(f"What is the smallest value {v} can take, according to the graph?", Number(xs[0]),
                        "statistics/distributions/cumulative_distribution_function"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pts = ", ".join(f"({x}, {draw.fmt(f)})" for x, f in zip(g["xs"], g["F"]))
        return (f"The cumulative distribution function F of {ctx['var']}, {ctx['what']}: F = 0 before the first point, "
                f"linear between the points (x, F(x)) = {pts}, and F = 1 after the last.")
