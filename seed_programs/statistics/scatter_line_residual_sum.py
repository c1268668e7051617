"""Statistics: a scatter plot with a prediction line drawn through two marked grid points; the residuals
(observed y minus predicted y) of the data points, their sum of squares (SSE)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw


@seed_program(
    id="scatter_line_residual_sum", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/correlation/least_squares_line", "analytic_geometry/lines/slope"],
    source="DynaMath-style (statistics; residuals of a scatter plot about a drawn line)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class ScatterLineResidualSum(SeedProgram):
    levels = Levels(
        standard=dict(points=IntRange(4, 6), run=OneOf((1, 2)), ask=OneOf(("sse", "sum_abs"))),
        hard=dict(points=IntRange(6, 8), run=OneOf((2, 3)), ask=OneOf(("sse",))),
        hard_means="six to eight points and a line whose slope has a denominator of 2 or 3, so the predictions "
                   "and residuals are halves or thirds and their squares fractions; always the sum of squares",
    )

    def sample(self, rng, space):
        """Givens: the two grid points U, V the line passes through, the data points (x, y) and what is asked
        (sum of squared residuals, or sum of absolute residuals)."""
        n = space.points.draw(rng)
        q = int(rng.choice(space.run.values))
        for _ in attempts("a line across the grid and data points near it (under the drawn line), off U and V"):
            p = int(rng.choice([v for v in range(-2, 3) if v != 0]))      # slope p/q per grid step
            if q > 1 and p % q == 0:
                continue
            k = int(rng.integers(2, 4))                                      # V = U + k·(q, p)
            x1 = int(rng.integers(0, 3))
            y1 = int(rng.integers(1, 5)) if p > 0 else int(rng.integers(6, 10))
            x2, y2 = x1 + k * q, y1 + k * p
            if not (x2 <= 10 and 0 <= y2 <= 10 and abs(y2 - y1) >= 2):
                continue
            m = Fraction(p, q)
            xs = sorted(int(v) for v in rng.choice(np.arange(1, 11), size=n, replace=False))
            pts = []
            for x in xs:
                pred = y1 + m * (x - x1)
                if not 0 <= pred <= 10:                     # the line is drawn over every data point
                    break
                y = int(round(float(pred) + rng.normal(0, 1.6)))
                if 0 <= y <= 10 and (x, y) not in ((x1, y1), (x2, y2)):
                    pts.append([x, y])
            if len(pts) != n:
                continue
            res = [y - (y1 + m * (x - x1)) for x, y in pts]
            if sum(1 for r in res if r != 0) < n - 1 or max(abs(r) for r in res) > 4:
                continue
            return {"U": [x1, y1], "V": [x2, y2], "points": pts, "ask": str(rng.choice(space.ask.values)),
                    "color": str(rng.choice(["blue", "green", "purple"]))}

    def _what(self, g):
        return ("the sum of the squared residuals" if g["ask"] == "sse"
                else "the sum of the absolute values of the residuals")

    def question(self, g):
        return (f"The scatter plot shows {len(g['points'])} data points (filled dots) and a line ℓ drawn through "
                f"the grid points U and V (ringed). Use ℓ to predict y from x. A residual is the observed y "
                f"minus the predicted y. Find {self._what(g)} of the {len(g['points'])} data points. Give the "
                f"answer as a fraction or to two decimal places.")

    # -- answer: slope-intercept form, exact ---------------------------------------------------------
    def _residuals(self, p):
        (x1, y1), (x2, y2) = p["U"], p["V"]
        m = Fraction(y2 - y1, x2 - x1)
        b = y1 - m * x1
        return [y - (m * x + b) for x, y in p["points"]]

    def answer(self, p):
        res = self._residuals(p)
        return Number(float(sum(r * r for r in res) if p["ask"] == "sse" else sum(abs(r) for r in res)))

    def verify(self, g):
        # Independent: a vertical residual from the cross product, (V − U) × (P − U) / (x_V − x_U)
        U, V = np.array(g["U"], float), np.array(g["V"], float)
        d = V - U
        res = np.array([(d[0] * (P[1] - U[1]) - d[1] * (P[0] - U[0])) / d[0] for P in np.array(g["points"], float)])
        return Number(float((res ** 2).sum() if g["ask"] == "sse" else np.abs(res).sum()))

    # -- views --------------------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        U, V = np.array(g["U"], float), np.array(g["V"], float)
        colour = draw.PALETTE[g["color"]]
        d = (V - U) / np.linalg.norm(V - U)
        draw.segment(ax, U - 30 * d, U + 30 * d, color=draw.INK, linewidth=2.0)
        pts = np.array(g["points"], float)
        ax.scatter(pts[:, 0], pts[:, 1], s=80, color=colour, edgecolors=draw.INK, linewidths=1.0, zorder=4)
        for X, name in ((U, "U"), (V, "V")):
            ax.scatter([X[0]], [X[1]], s=90, facecolors="white", edgecolors=draw.INK, linewidths=2.0, zorder=5)
            draw.label_grid_point(ax, X, name, away_from=X + np.array([d[1], -d[0]]) * (1 if d[1] < 0 else -1),
                                  offset=14, fontsize=14)
        normal = np.array([-d[1], d[0]]) if d[0] * d[1] < 0 else np.array([d[1], -d[0]])  # up-right side
        if normal[1] < 0:
            normal = -normal
        spots = [U + t * d + 0.55 * normal for t in np.linspace(-15, 15, 301)]
        spots = [S for S in spots if 0.2 <= S[0] <= 10.4 and 0.2 <= S[1] <= 10.4]
        others = np.vstack([pts, U, V])
        spot = max(spots, key=lambda S: float(np.min(np.linalg.norm(others - S, axis=1))))
        ax.text(spot[0], spot[1], "ℓ", fontsize=16, style="italic", color=draw.INK, ha="center", va="center",
                zorder=6, bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})
        ax.set_xticks(range(0, 11))
        ax.set_yticks(range(0, 11))
        ax.set_xlim(-0.3, 10.7)
        ax.set_ylim(-0.3, 10.7)
        charts.chart_axes(ax, xlabel="x", ylabel="y", grid_axis="both", fontsize=13)
        ax.figure.subplots_adjust(left=0.1, right=0.97, top=0.96, bottom=0.1)

    def description(self, g):
        pts = ", ".join(f"({x}, {y})" for x, y in g["points"])
        return (f"A scatter plot on a unit grid (x and y from 0 to 10) with the data points {pts}, and a line ℓ "
                f"through the marked grid points U{tuple(g['U'])} and V{tuple(g['V'])}.")

    def subquestions(self, g):
        (x1, y1), (x2, y2) = g["U"], g["V"]
        m = Fraction(y2 - y1, x2 - x1)
        x, y = g["points"][0]
        return [SubQuestion(f"A line passes through U({x1}, {y1}) and V({x2}, {y2}). What is its slope?",
                            Number(float(m)), "analytic_geometry/lines/slope"),
                SubQuestion(f"The line through U({x1}, {y1}) and V({x2}, {y2}) is used to predict y from x. What is "
                            f"the residual (observed minus predicted) of the data point ({x}, {y})?",
                            Number(float(y - (y1 + m * (x - x1)))), "statistics/correlation/least_squares_line")]
