"""Analytic geometry: the distance between two parallel lines drawn through grid points."""
import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

DIRECTIONS = ((1, 2), (2, 1), (1, -2), (2, -1), (1, 3), (3, 1), (1, -3), (3, -1), (1, 1), (1, -1),
              (2, 3), (3, 2), (3, -2), (2, -3), (4, 1), (1, 4), (4, -1), (1, -4), (3, 4), (4, 3),
              (3, -4), (4, -3), (2, 5), (5, 2), (2, -5), (5, -2))
HARD_DIRECTIONS = ((3, 5), (5, 3), (3, -5), (5, -3), (4, 5), (5, 4), (4, -5), (5, -4), (2, 7), (7, 2), (2, -7),
                   (7, -2), (3, 7), (7, 3), (3, -7), (7, -3), (5, 6), (6, 5), (5, -6), (6, -5), (1, 6), (6, 1))


@seed_program(
    id="parallel_lines_distance", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/lines/parallel_lines_distance", "analytic_geometry/lines/general_form"],
    source="DynaMath-style (analytic geometry, parallel lines on a grid)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "colors_labels"],
)
class ParallelLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(direction=DIRECTIONS, coord=IntRange(-5, 5), multiple=OneOf((1, 2)),
                      distance=FloatRange(1.5, 6)),
        hard=dict(direction=HARD_DIRECTIONS, coord=IntRange(-8, 8), multiple=OneOf((1, 2)),
                  distance=FloatRange(1.5, 9)),
        hard_means="steeper directions with larger components (5/3, 7/2, 6/5, ...) on a larger grid: bigger "
                   "coefficients in the general form and a less friendly √(a² + b²)",
    )

    def sample(self, rng, space):
        LIM = space.coord.hi + 1
        dirs = space.direction
        for _ in attempts("points inside the window and off the axes, lines a readable distance apart"):
            d = dirs[int(rng.integers(0, len(dirs)))]
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            m = int(space.multiple.draw(rng)) * int(rng.choice([-1, 1]))
            B = [A[0] + m * d[0], A[1] + m * d[1]]
            C = [int(v) for v in space.coord.draw(rng, size=2)]
            if abs(m) * np.hypot(*d) < 2.5:
                continue
            pts = [A, B, C]
            if any(abs(c) > LIM - 1 or abs(c) < 2 for X in pts for c in X):
                continue
            a, b, c1 = co.line_through(A, B)
            c2 = -(a * C[0] + b * C[1])
            dist = abs(c1 - c2) / np.hypot(a, b)
            if not space.distance.lo <= dist <= space.distance.hi or min(np.hypot(C[0] - X[0], C[1] - X[1]) for X in (A, B)) < 2:
                continue
            break
        return {"A": A, "B": B, "C": C, "lim": LIM, "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKMNPQRSTUVW"),
                "colors": [str(c) for c in rng.permutation(["blue", "red", "green", "purple"])[:2]]}

    def question(self, g):
        A, B, C = g["labels"]
        return (f"Line l₁ passes through the grid points {A} and {B}. Line l₂ is parallel to l₁ and passes "
                f"through the grid point {C}. What is the distance between l₁ and l₂? "
                f"Give the answer to two decimal places.")

    def answer(self, p):
        a, b, c1 = co.line_through(p["A"], p["B"])
        c2 = -(a * p["C"][0] + b * p["C"][1])
        return Number(abs(c1 - c2) / np.hypot(a, b))

    def verify(self, g):
        # Twice the area of triangle ABC divided by the base AB is the height from C.
        A, B, C = (np.array(g[k], float) for k in ("A", "B", "C"))
        u, v = B - A, C - A
        return Number(float(abs(u[0] * v[1] - u[1] * v[0]) / np.linalg.norm(u)))

    def draw(self, g, ax, hide=()):
        A, B, C = (np.array(g[k], float) for k in ("A", "B", "C"))
        la, lb, lc = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6 else 9)
        d = B - A
        c1, c2 = (draw.PALETTE[c] for c in g["colors"])
        co.window_line(ax, A, d, lim, lim, color=c1)
        co.window_line(ax, C, d, lim, lim, color=c2)
        normal = np.array([-d[1], d[0]]) / np.linalg.norm(d)
        side = 1.0 if normal @ (C - A) > 0 else -1.0  # from l1 towards l2
        for X, name, s in ((A, la, -side), (B, lb, -side), (C, lc, side)):
            draw.label_grid_point(ax, X, name, away_from=X - s * normal, offset=15)
        for P0, name, s, colour in ((A, "l₁", -side, c1), (C, "l₂", side, c2)):
            spot = co.line_label_spot(P0, d, lim, lim, avoid=[A, B, C], side=s * 0.75)
            ax.text(spot[0], spot[1], name, fontsize=15, style="italic", color=colour, ha="center",
                    va="center", zorder=7, bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})

    def subquestions(self, g):
        A, B, C = g["labels"]
        a, b, c1 = co.line_through(g["A"], g["B"])
        c2 = -(a * g["C"][0] + b * g["C"][1])
        return [
            SubQuestion(f"Line l₁ passes through {A}{tuple(g['A'])} and {B}{tuple(g['B'])}; write it as "
                        f"{a}x + {b}y + c = 0. What is c?".replace("+ -", "- "), Number(c1),
                        "analytic_geometry/lines/general_form"),
            SubQuestion(f"What is the distance between the parallel lines {co.general_form_text(a, b, c1)} and "
                        f"{co.general_form_text(a, b, c2)}?", Number(abs(c1 - c2) / np.hypot(a, b)),
                        "analytic_geometry/lines/parallel_lines_distance"),
        ]

    def description(self, g):
        A, B, C = g["labels"]
        return (f"Line l₁ passes through {A}{tuple(g['A'])} and {B}{tuple(g['B'])}. Line l₂ is parallel to "
                f"l₁ and passes through {C}{tuple(g['C'])}. Find the distance between l₁ and l₂.")
