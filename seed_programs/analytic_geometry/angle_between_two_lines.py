"""Analytic geometry: the acute angle between two lines, each drawn through two grid points."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw



@seed_program(
    id="angle_between_two_lines", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/lines/angle_between_lines", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, angle between lines on a grid)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "colors_labels"],
)
class AngleBetweenTwoLines(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-5, 5), angle=IntRange(12, 85)),
        hard=dict(coord=IntRange(-8, 8), angle=IntRange(8, 88)),
        hard_means="a wider grid (coordinates up to ±8) with steeper, less friendly slopes and angles closer to 0° or 90°",
    )

    def sample(self, rng, space):
        lim = space.coord.hi + 1
        for _ in attempts("two non-vertical, non-perpendicular lines crossing inside the window"):
            pts = [[int(v) for v in space.coord.draw(rng, size=2)] for _ in range(4)]
            if any(abs(c) < 1 for X in pts for c in X):
                continue
            (A, B, C, D) = pts
            u = np.subtract(B, A)
            v = np.subtract(D, C)
            if u[0] == 0 or v[0] == 0 or np.linalg.norm(u) < 3 or np.linalg.norm(v) < 3:
                continue
            m1, m2 = u[1] / u[0], v[1] / v[0]
            if abs(1 + m1 * m2) < 1e-9:
                continue  # perpendicular lines: the angle is read off without computing
            ang = np.degrees(np.arctan(abs((m1 - m2) / (1 + m1 * m2))))
            if not space.angle.lo <= ang <= space.angle.hi:
                continue
            if min(np.linalg.norm(np.subtract(X, Y)) for X in (A, B) for Y in (C, D)) < 2:
                continue
            # the lines must cross inside the window
            M = np.array([u, -v], float).T
            s = np.linalg.solve(M, np.subtract(C, A))[0]
            X = np.array(A) + s * u
            if np.any(np.abs(X) > lim - 0.5) or min(np.linalg.norm(X - np.array(Y)) for Y in pts) < 1.5:
                continue
            break
        return {"A": A, "B": B, "C": C, "D": D, "lim": lim, "labels": draw.pick_labels(rng, 4, pool="ABCDEFGHKMNPQRST"),
                "colors": [str(c) for c in rng.permutation(["blue", "red", "green", "purple"])[:2]]}

    def question(self, g):
        A, B, C, D = g["labels"]
        return (f"Line l₁ passes through the grid points {A} and {B}, and line l₂ through the grid points {C} "
                f"and {D}. What is the acute angle between l₁ and l₂, in degrees?")

    def answer(self, p):
        (x1, y1), (x2, y2), (x3, y3), (x4, y4) = p["A"], p["B"], p["C"], p["D"]
        m1, m2 = (y2 - y1) / (x2 - x1), (y4 - y3) / (x4 - x3)
        return Number(float(np.degrees(np.arctan(abs((m1 - m2) / (1 + m1 * m2))))))

    def verify(self, g):
        # Direction vectors and arccos of |cos θ|.
        u = np.subtract(g["B"], g["A"]).astype(float)
        v = np.subtract(g["D"], g["C"]).astype(float)
        return Number(float(np.degrees(np.arccos(abs(u @ v) / np.linalg.norm(u) / np.linalg.norm(v)))))

    def draw(self, g, ax, hide=()):
        A, B, C, D = (np.array(g[k], float) for k in "ABCD")
        names = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6 else 9)
        lines = [(A, B - A), (C, D - C)]
        for (P, d), c in zip(lines, g["colors"]):
            co.window_line(ax, P, d, lim, lim, color=draw.PALETTE[c])
        for X, name in zip((A, B, C, D), names):
            spot = co.free_spot(X, 0.7, points=[Y for Y in (A, B, C, D) if Y is not X], lines=lines)
            draw.label_grid_point(ax, X, name, away_from=2 * X - spot, offset=15)
        for (P, d), name, c in zip(lines, ("l₁", "l₂"), g["colors"]):
            best = None
            for side in (0.7, -0.7):
                spot = co.line_label_spot(P, d, lim, lim, avoid=[A, B, C, D], side=side)
                other = lines[1] if P is A else lines[0]
                n = np.array([-other[1][1], other[1][0]]) / np.linalg.norm(other[1])
                clear = abs((spot - other[0]) @ n)
                if best is None or clear > best[0]:
                    best = (clear, spot)
            spot = best[1]
            ax.text(spot[0], spot[1], name, fontsize=15, style="italic", color=draw.PALETTE[c], ha="center",
                    va="center", zorder=7, bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})

    def subquestions(self, g):
        A, B, C, D = g["labels"]
        (x1, y1), (x2, y2), (x3, y3), (x4, y4) = g["A"], g["B"], g["C"], g["D"]
        m1, m2 = (y2 - y1) / (x2 - x1), (y4 - y3) / (x4 - x3)
        return [
            SubQuestion(f"What is the slope of the line through {A}({x1}, {y1}) and {B}({x2}, {y2})?", Number(m1),
                        "analytic_geometry/lines/slope"),
            SubQuestion(f"Two lines have slopes {draw.fmt_fraction(m1)} and {draw.fmt_fraction(m2)}. What is the "
                        f"acute angle between them, in degrees?",
                        Number(float(np.degrees(np.arctan(abs((m1 - m2) / (1 + m1 * m2)))))),
                        "analytic_geometry/lines/angle_between_lines"),
        ]

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"Line l₁ passes through {A}{tuple(g['A'])} and {B}{tuple(g['B'])}; line l₂ passes through "
                f"{C}{tuple(g['C'])} and {D}{tuple(g['D'])}. Find the acute angle between l₁ and l₂ in degrees.")
