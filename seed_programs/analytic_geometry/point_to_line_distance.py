"""Analytic geometry: distance from a plotted point to a line through two plotted grid points."""
import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw



def _line_coefficients(A, B):
    """Integer a, b, c with a·x + b·y + c = 0 through A and B (b > 0, or a > 0 if b = 0)."""
    a, b = B[1] - A[1], A[0] - B[0]
    g = np.gcd(a, b)
    a, b = a // g, b // g
    if b < 0 or (b == 0 and a < 0):
        a, b = -a, -b
    return int(a), int(b), int(-(a * A[0] + b * A[1]))


@seed_program(
    id="point_to_line_distance", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/lines/point_line_distance", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, distance from a point to a line)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PointToLineDistance(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-5, 5), min_length=4, distance=FloatRange(2, 7)),
        hard=dict(coord=IntRange(-8, 8), min_length=6, distance=FloatRange(2, 10)),
        hard_means="points on a larger grid (coordinates up to ±8): larger line coefficients and a less "
                   "friendly √(a² + b²) in the distance formula",
    )

    def sample(self, rng, space):
        LIM = space.coord.hi + 1
        for _ in attempts("a long slanted line, P off the axes, its foot in the window, distance in range"):
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            B = [int(v) for v in space.coord.draw(rng, size=2)]
            P = [int(v) for v in space.coord.draw(rng, size=2)]
            if A[0] == B[0] or A[1] == B[1] or np.hypot(B[0] - A[0], B[1] - A[1]) < space.min_length:
                continue
            if 0 in A + B + P:  # keep marked points off the axes, clear of the tick labels
                continue
            a, b, c = _line_coefficients(A, B)
            dist = abs(a * P[0] + b * P[1] + c) / np.hypot(a, b)
            d = np.array(B, float) - np.array(A, float)
            foot = np.array(A, float) + (np.array(P, float) - A) @ d / (d @ d) * d
            if np.any(np.abs(foot) > LIM - 0.5):  # the foot of the perpendicular must be in the window
                continue
            if space.distance.lo <= dist <= space.distance.hi and min(np.hypot(P[0] - X[0], P[1] - X[1]) for X in (A, B)) >= 2.5:
                break
        return {"A": A, "B": B, "P": P, "lim": LIM, "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKMNPQRSTUVW"),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def question(self, g):
        la, lb, lp = g["labels"]
        return (f"Line l passes through the grid points {la} and {lb} shown in the figure, and {lp} is "
                f"also a grid point. What is the distance from {lp} to line l? "
                f"Give the answer to two decimal places.")

    def answer(self, p):
        a, b, c = _line_coefficients(p["A"], p["B"])
        x0, y0 = p["P"]
        return Number(abs(a * x0 + b * y0 + c) / np.hypot(a, b))

    def _foot(self, p):
        A, B, P = (np.array(p[k], dtype=float) for k in ("A", "B", "P"))
        d = B - A
        return A + (P - A) @ d / (d @ d) * d

    def verify(self, g):
        # Orthogonal projection of P onto AB, then the length of P - foot.
        return Number(float(np.linalg.norm(np.array(g["P"], float) - self._foot(g))))

    def draw(self, g, ax, hide=()):
        A, B, P = (np.array(g[k], dtype=float) for k in ("A", "B", "P"))
        la, lb, lp = g["labels"]
        LIM = g["lim"]
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if LIM <= 6 else 9)
        colour = draw.PALETTE[g["color"]]
        d = (B - A) / np.linalg.norm(B - A)
        far = 3 * LIM
        draw.segment(ax, A - far * d, A + far * d, color=colour, linewidth=2.2)
        foot = self._foot(g)
        draw.segment(ax, P, foot, color=draw.ACCENT, style="--", linewidth=1.8)
        draw.right_angle_mark(ax, foot, P, A if np.linalg.norm(A - foot) > 0.5 else B, size=0.35,
                              color=draw.ACCENT)
        for X, name in ((A, la), (B, lb)):
            draw.label_grid_point(ax, X, name, away_from=P, offset=14)
        draw.label_grid_point(ax, P, lp, away_from=foot, offset=14, color=draw.ACCENT)
        # name the line near where it leaves the window, on the side away from P
        t = np.linspace(-far, far, 2001)
        inside = [A + s * d for s in t if np.all(np.abs(A + s * d) <= LIM - 1.0)]
        spot = max(inside, key=lambda X: np.linalg.norm(X - P))
        normal = np.array([-d[1], d[0]])
        if normal @ (spot - P) < 0:
            normal = -normal
        spot = spot + 0.7 * normal
        ax.text(spot[0], spot[1], "l", fontsize=15, style="italic", color=colour, ha="center",
                va="center", zorder=7, bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})

    def subquestions(self, g):
        (x1, y1), (x2, y2), (x0, y0) = g["A"], g["B"], g["P"]
        a, b, c = _line_coefficients(g["A"], g["B"])
        la, lb, lp = g["labels"]
        coef = lambda v: {1: "", -1: "-"}.get(v, str(v))
        eq = (f"{coef(a)}x" if a else "") + (f" + {coef(b)}y" if a else f"{coef(b)}y") + f" + {c}"
        eq = (eq.replace("+ -", "- ").replace(" + 0", "") + " = 0").lstrip(" +")
        return [
            SubQuestion(f"What is the slope of the line through {la}({x1}, {y1}) and {lb}({x2}, {y2})?",
                        Number((y2 - y1) / (x2 - x1)), "analytic_geometry/lines/slope"),
            SubQuestion(f"What is the distance from the point {lp}({x0}, {y0}) to the line {eq}?",
                        Number(abs(a * x0 + b * y0 + c) / np.hypot(a, b)),
                        "analytic_geometry/lines/point_line_distance"),
        ]

    def description(self, g):
        (x1, y1), (x2, y2), (x0, y0) = g["A"], g["B"], g["P"]
        la, lb, lp = g["labels"]
        return (f"On a coordinate grid, line l passes through {la}({x1}, {y1}) and {lb}({x2}, {y2}). "
                f"A separate point {lp}({x0}, {y0}) is marked, with a dashed perpendicular from {lp} to l.")
