"""Analytic geometry: the tangent to a plotted circle at a grid point, and where it meets an axis."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

OFFSETS = ((1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2), (3, 4), (4, 3), (1, 1), (2, 2))
HARD_OFFSETS = ((1, 4), (4, 1), (2, 5), (5, 2), (3, 5), (5, 3), (4, 5), (5, 4), (1, 5), (5, 1), (2, 3), (3, 2))


@seed_program(
    id="circle_tangent_axis_intercept", topic="analytic_geometry", level="high_school",
    difficulty="medium", question_type="numeric",
    concepts=["analytic_geometry/circles/tangent_line", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, tangent line to a circle)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class CircleTangentAxisIntercept(SeedProgram):
    levels = Levels(
        standard=dict(radius_step=OFFSETS, centre=IntRange(-5, 5), lim=8),
        hard=dict(radius_step=HARD_OFFSETS, centre=IntRange(-6, 6), lim=10),
        hard_means="steeper radius directions (up to 5 grid steps) on a larger grid: tangent slopes such as 5/2 or "
                   "4/5 and intercepts with awkward fractions",
    )

    def sample(self, rng, space):
        LIM = space.lim
        offsets = space.radius_step
        for _ in attempts("centre and P off the axes, circle in the window, non-integer intercept in the window"):
            u, v = offsets[int(rng.integers(0, len(offsets)))]
            u, v = u * int(rng.choice([-1, 1])), v * int(rng.choice([-1, 1]))
            r = np.hypot(u, v)
            C = [int(c) for c in space.centre.draw(rng, size=2)]
            P = [C[0] + u, C[1] + v]
            if any(abs(c) + r > LIM - 0.3 for c in C) or any(abs(c) < 1 for c in C) or any(abs(c) < 2 for c in P):
                continue
            axis = str(rng.choice(["x", "y"]))
            # tangent: u(x - Px) + v(y - Py) = 0
            t = P[0] + v * P[1] / u if axis == "x" else P[1] + u * P[0] / v
            if abs(t) > LIM - 0.8 or abs(t) < 0.8 or abs(t - round(t)) < 1e-9:
                continue  # an integer intercept could be read off the grid
            break
        return {"C": C, "P": P, "axis": axis, "lim": LIM, "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHKMNPQRST"),
                "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        C, P, Q = g["labels"]
        return (f"The circle has centre {C}, and {P} is a point on the circle; both are grid points. The "
                f"tangent line to the circle at {P} (dashed) meets the {g['axis']}-axis at {Q}. "
                f"What is the {g['axis']}-coordinate of {Q}?")

    def _intercept(self, p):
        (cx, cy), (px, py) = p["C"], p["P"]
        u, v = px - cx, py - cy
        return px + v * py / u if p["axis"] == "x" else py + u * px / v

    def answer(self, p):
        return Number(self._intercept(p))

    def verify(self, g):
        # Q on the axis with CQ² = r² + PQ² (right angle at P), solved symbolically.
        t = sp.symbols("t")
        (cx, cy), (px, py) = g["C"], g["P"]
        Q = (t, 0) if g["axis"] == "x" else (0, t)
        r2 = (px - cx) ** 2 + (py - cy) ** 2
        eq = sp.Eq((Q[0] - cx) ** 2 + (Q[1] - cy) ** 2, r2 + (Q[0] - px) ** 2 + (Q[1] - py) ** 2)
        return Number(float(sp.solve(eq, t)[0]))

    def _q(self, p):
        t = self._intercept(p)
        return np.array([t, 0.0]) if p["axis"] == "x" else np.array([0.0, t])

    def draw(self, g, ax, hide=()):
        C, P = np.array(g["C"], float), np.array(g["P"], float)
        lc, lp, lq = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 8 else 9)
        colour = draw.PALETTE[g["color"]]
        r = np.linalg.norm(P - C)
        tt = np.linspace(0, 2 * np.pi, 400)
        ax.plot(C[0] + r * np.cos(tt), C[1] + r * np.sin(tt), color=colour, linewidth=2.2, zorder=4)
        d = np.array([-(P - C)[1], (P - C)[0]])
        co.window_line(ax, P, d, lim, lim, color=draw.ACCENT, style="--", linewidth=2.0)
        draw.segment(ax, C, P, color=draw.INK, linewidth=1.5)
        draw.right_angle_mark(ax, P, C, P + d, size=0.4)
        Q = self._q(g)
        draw.label_grid_point(ax, C, lc, away_from=C + (P - C) + d * 0.0, offset=15)
        draw.label_grid_point(ax, P, lp, away_from=C, offset=16)
        ax.plot([Q[0]], [Q[1]], "o", color=draw.ACCENT, markersize=7, zorder=7)
        spot = co.free_spot(Q, 0.8, points=[P, C], lines=[(P, d)], circles=[(C, r)])
        ax.text(spot[0], spot[1], lq, fontsize=13, color=draw.ACCENT, ha="center", va="center", zorder=8,
                bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.9})

    def subquestions(self, g):
        (cx, cy), (px, py) = g["C"], g["P"]
        C, P, Q = g["labels"]
        m = (py - cy) / (px - cx)
        return [
            SubQuestion(f"What is the slope of the radius from {C}({cx}, {cy}) to {P}({px}, {py})?",
                        Number(m), "analytic_geometry/lines/slope"),
            SubQuestion(f"The radius of a circle to the point {P}({px}, {py}) has slope {draw.fmt_fraction(m)}. "
                        f"What is the slope of the tangent line at {P}?", Number(-1 / m),
                        "analytic_geometry/circles/tangent_line"),
        ]

    def description(self, g):
        (cx, cy), (px, py) = g["C"], g["P"]
        C, P, Q = g["labels"]
        return (f"A circle has centre {C}({cx}, {cy}) and passes through {P}({px}, {py}). The tangent line "
                f"to the circle at {P} meets the {g['axis']}-axis at {Q}. Find the {g['axis']}-coordinate of {Q}.")
