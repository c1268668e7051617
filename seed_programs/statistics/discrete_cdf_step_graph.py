"""Statistics: the step graph of the distribution function F(x) = P(X ≤ x) of a discrete random variable:
a point probability (a jump), a tail probability P(X ≥ x), an interval probability, or the expected value."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the number of texts a student sends in an hour", "xlabel": "x (texts)"},
    {"what": "the number of customers waiting at a till", "xlabel": "x (customers)"},
    {"what": "the number of faulty parts in a sample", "xlabel": "x (faulty parts)"},
    {"what": "the number of points scored in one round of a game", "xlabel": "x (points)"},
]


@seed_program(
    id="discrete_cdf_step_graph", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/cumulative_distribution_function", "statistics/probability/expected_value"],
    source="DynaMath-style (statistics, distribution function of a discrete random variable)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DiscreteCdfStepGraph(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), jumps=IntRange(3, 4),
                      ask=OneOf(("point", "at_least", "interval", "mean", "mean", "mean"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), jumps=IntRange(5, 6), ask=OneOf(("mean", "mean", "interval"))),
        hard_means="five or six jumps at unevenly spaced values, mostly the expected value (every jump to read as "
                   "a difference of two levels, then a weighted sum)",
    )

    def sample(self, rng, space):
        k = int(space.jumps.draw(rng))
        for _ in attempts("jumps of at least 0.1 at values 0 to 8"):
            xs = sorted(int(v) for v in rng.choice(range(0, 9), k, replace=False))
            cuts = sorted(int(c) for c in rng.choice(range(2, 19), k - 1, replace=False))   # levels in twentieths
            levels = cuts + [20]
            if all(b - a >= 2 for a, b in zip([0] + levels, levels)):
                break
        ask = str(space.ask.draw(rng))
        g = {"context": int(space.context.draw(rng)), "xs": xs, "F": [v / 20 for v in levels], "ask": ask,
             "color": str(rng.choice(["blue", "green", "purple", "red"]))}
        if ask == "point":
            g["i"] = int(rng.integers(k))
        elif ask == "at_least":                                      # P(X ≥ x) includes the jump at x itself
            g["i"] = int(rng.integers(1, k))
        elif ask == "interval":
            for _ in attempts("an interval (a, b] holding some but not all of the jumps"):
                a, b = sorted(int(v) for v in rng.choice(range(xs[0], xs[-1] + 1), 2, replace=False))
                if 0 < sum(1 for x in xs if a < x <= b) < k:
                    break
            g["a"], g["b"] = a, b
        return g

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        what = {"point": f"P(X = {g['xs'][g['i']]})" if g["ask"] == "point" else "",
                "at_least": f"P(X ≥ {g['xs'][g['i']]})" if g["ask"] == "at_least" else "",
                "interval": f"P({g.get('a')} < X ≤ {g.get('b')})", "mean": "the expected value E(X)"}[g["ask"]]
        return (f"X is {ctx['what']}. The graph shows its distribution function F(x) = P(X ≤ x): a filled dot "
                f"marks the value F takes at each jump. What is {what}?")

    def answer(self, p):
        xs, F = p["xs"], p["F"]
        probs = [F[0]] + [b - a for a, b in zip(F, F[1:])]          # the jump sizes
        if p["ask"] == "point":
            return Number(round(probs[p["i"]], 10))
        if p["ask"] == "at_least":
            return Number(round(sum(probs[p["i"]:]), 10))
        if p["ask"] == "interval":
            return Number(round(sum(q for x, q in zip(xs, probs) if p["a"] < x <= p["b"]), 10))
        return Number(round(sum(x * q for x, q in zip(xs, probs)), 10))

    def verify(self, g):
        # evaluate the step function itself; E(X) = ∫₀^∞ (1 − F(x)) dx for X ≥ 0 (exact for steps)
        xs = g["xs"]
        F = [Fraction(round(20 * v), 20) for v in g["F"]]

        def cdf(t):
            level = Fraction(0)
            for x, v in zip(xs, F):
                if x <= t:
                    level = v
            return level
        if g["ask"] == "point":
            x = xs[g["i"]]
            return Number(float(cdf(x) - cdf(x - Fraction(1, 2))))
        if g["ask"] == "at_least":                                   # 1 − P(X < x): F just left of x
            return Number(float(1 - cdf(xs[g["i"]] - Fraction(1, 2))))
        if g["ask"] == "interval":
            return Number(float(cdf(g["b"]) - cdf(g["a"])))
        grid = [Fraction(0)] + [Fraction(x) for x in xs]
        return Number(float(sum((b - a) * (1 - cdf(a)) for a, b in zip(grid, grid[1:]))))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        xs, F = g["xs"], g["F"]
        col = draw.PALETTE[g["color"]]
        lo, hi = -1, 10
        edges = [lo] + xs + [hi]
        levels = [0.0] + F
        for a, b, v in zip(edges, edges[1:], levels):
            ax.plot([a, b], [v, v], color=col, linewidth=2.4, zorder=3)
        for x, below, v in zip(xs, levels, F):
            ax.plot([x], [below], "o", markersize=8, markerfacecolor="white", markeredgecolor=col, mew=2, zorder=4)
            ax.plot([x], [v], "o", markersize=8, color=col, zorder=5)
        ax.set_xlim(lo, hi)
        ax.set_ylim(-0.03, 1.08)
        ax.set_xticks(range(0, 10))
        ax.set_yticks(np.arange(0, 1.001, 0.05))
        ax.set_yticklabels([f"{t:.1f}" if round(t * 20) % 2 == 0 else "" for t in np.arange(0, 1.001, 0.05)])
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="F(x)", grid_axis="both", fontsize=13)
        ax.tick_params(labelsize=12)
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, g):
        xs, F = g["xs"], g["F"]
        j = len(xs) // 2
        return [
            SubQuestion(f"Read the graph: what is F({xs[j]}) = P(X ≤ {xs[j]})?", Number(F[j]),
                        "statistics/distributions/cumulative_distribution_function"),
            SubQuestion(f"From the graph, what is P(X = {xs[j]}), the size of the jump at x = {xs[j]}?",
                        Number(round(F[j] - F[j - 1], 10)),
                        "statistics/distributions/cumulative_distribution_function"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        steps = ", ".join(f"at x = {x} it jumps to {v:.2f}" for x, v in zip(g["xs"], g["F"]))
        return (f"The step graph of the distribution function F(x) = P(X ≤ x) of X ({ctx['what']}): F(x) = 0 for "
                f"x < {g['xs'][0]}; {steps}, and it stays at 1 afterwards.")
