"""Analytic geometry: reflect a grid point in a line drawn through two grid points."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

DIRECTIONS = ((1, 1), (1, -1), (1, 2), (2, 1), (1, -2), (2, -1), (1, 3), (3, 1), (1, -3), (3, -1))
HARD_DIRECTIONS = ((2, 3), (3, 2), (2, -3), (3, -2), (1, 4), (4, 1), (1, -4), (4, -1), (3, 4), (4, 3), (3, -4),
                   (4, -3), (2, 5), (5, 2), (2, -5), (5, -2))


@seed_program(
    id="point_reflection_in_line", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/transformations/reflection_in_line", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, symmetric point about a line)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PointReflectionInLine(SeedProgram):
    levels = Levels(
        standard=dict(direction=DIRECTIONS, line_coord=IntRange(-4, 4), point_coord=IntRange(-6, 6)),
        hard=dict(direction=HARD_DIRECTIONS, line_coord=IntRange(-6, 6), point_coord=IntRange(-8, 8)),
        hard_means="lines with less friendly slopes (2/3, 4, 3/4, 5/2, ...) on a larger grid: the reflected "
                   "coordinates are fractions with denominators up to 29",
    )

    def sample(self, rng, space):
        LIM = space.point_coord.hi + 1
        dirs = space.direction
        for _ in attempts("points off the axes, P off l, its image inside the window and clear of P"):
            d = dirs[int(rng.integers(0, len(dirs)))]
            A = [int(v) for v in space.line_coord.draw(rng, size=2)]
            B = [A[0] + d[0] * 2, A[1] + d[1] * 2] if max(abs(d[0]), abs(d[1])) < 3 else [A[0] + d[0], A[1] + d[1]]
            P = [int(v) for v in space.point_coord.draw(rng, size=2)]
            if any(abs(c) > LIM - 1 or abs(c) < 1 for c in A + B + P):
                continue
            a, b, c = co.line_through(A, B)
            s = a * P[0] + b * P[1] + c
            if s == 0:
                continue
            Q = np.array(P, float) - 2 * s / (a * a + b * b) * np.array([a, b], float)
            if np.any(np.abs(Q) > LIM - 0.5) or np.linalg.norm(Q - P) < 2.5:
                continue
            if min(np.linalg.norm(np.array(X, float) - P) for X in (A, B)) < 2:
                continue
            break
        return {"A": A, "B": B, "px": P[0], "py": P[1], "lim": LIM, "asked": str(rng.choice(["x", "y"])),
                "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHKMNPQRST"),
                "color": str(rng.choice(["blue", "green", "purple"]))}

    def _image(self, p):
        a, b, c = co.line_through(p["A"], p["B"])
        x0, y0 = p["px"], p["py"]
        s = (a * x0 + b * y0 + c) / (a * a + b * b)
        return x0 - 2 * a * s, y0 - 2 * b * s

    def question(self, g):
        A, B, P = g["labels"]
        return (f"Line l passes through the grid points {A} and {B}; {P} is also a grid point. Point {P}′ is "
                f"the reflection of {P} in line l. What is the {g['asked']}-coordinate of {P}′?")

    def answer(self, p):
        return Number(self._image(p)[0 if p["asked"] == "x" else 1])

    def verify(self, g):
        # P' = (x, y): the midpoint of PP' lies on AB and PP' is perpendicular to AB (2x2 system).
        A, B = (np.array(g[k], float) for k in ("A", "B"))
        P = np.array([g["px"], g["py"]], float)
        d = B - A
        # (P' - P)·d = 0 ; cross(d, (P + P')/2 - A) = 0
        M = np.array([[d[0], d[1]], [-d[1] / 2, d[0] / 2]])
        rhs = np.array([P @ d, d[0] * (A[1] - P[1] / 2) - d[1] * (A[0] - P[0] / 2)])
        x, y = np.linalg.solve(M, rhs)
        return Number(float(x if g["asked"] == "x" else y))

    def draw(self, g, ax, hide=()):
        A, B = (np.array(g[k], float) for k in ("A", "B"))
        P = np.array([g["px"], g["py"]], float)
        la, lb, lp = g["labels"]
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 7 else 9)
        colour = draw.PALETTE[g["color"]]
        d = B - A
        co.window_line(ax, A, d, lim, lim, color=colour)
        for X, name in ((A, la), (B, lb)):
            spot = co.free_spot(X, 0.75, points=[P], lines=[(A, d)])
            draw.label_grid_point(ax, X, name, away_from=2 * X - spot, offset=15)
        if not {"px", "py"} & set(hide):  # the backward view asks for a coordinate of P: P is not drawn
            spot = co.free_spot(P, 0.75, points=[A, B], lines=[(A, d)])
            draw.label_grid_point(ax, P, lp, away_from=2 * P - spot, offset=15, color=draw.ACCENT)
        n = np.array([-d[1], d[0]])
        side = 1.0 if n @ (P - A) < 0 else -1.0
        spot = co.line_label_spot(A, d, lim, lim, avoid=[A, B, P], side=side * 0.7 * np.linalg.norm(n) / np.linalg.norm(n))
        ax.text(spot[0], spot[1], "l", fontsize=16, style="italic", color=colour, ha="center", va="center",
                zorder=7, bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})

    def subquestions(self, g):
        (x1, y1), (x2, y2) = g["A"], g["B"]
        A, B, P = g["labels"]
        m = (y2 - y1) / (x2 - x1)
        return [
            SubQuestion(f"What is the slope of the line through {A}({x1}, {y1}) and {B}({x2}, {y2})?",
                        Number(m), "analytic_geometry/lines/slope"),
            SubQuestion(f"A line l has slope {draw.fmt_fraction(m)}. What is the slope of the segment joining a "
                        f"point {P} to its reflection {P}′ in l?", Number(-1 / m),
                        "analytic_geometry/transformations/reflection_in_line"),
        ]

    def backward(self, g):
        # P' = M·P + t (reflection matrix M); state P'[asked] and the other coordinate of P, ask for the masked one.
        A, B, P = g["labels"]
        a, b, c = co.line_through(g["A"], g["B"])
        n2 = a * a + b * b
        M = np.array([[b * b - a * a, -2 * a * b], [-2 * a * b, a * a - b * b]], float) / n2
        t = -2 * c / n2 * np.array([a, b], float)
        row = 0 if g["asked"] == "x" else 1
        col = 0 if abs(M[row, 0]) > 1e-9 else 1  # mask a coordinate that P'[asked] really depends on
        known = 1 - col
        value = float(self.answer(g).value)
        given = [g["px"], g["py"]][known]
        masked = (value - t[row] - M[row, known] * given) / M[row, col]
        names = ("x", "y")
        return Backward(f"Line l passes through the grid points {A} and {B}. Point {P}′ is the reflection of a point {P} "
                        f"in l. {P}′ has {g['asked']}-coordinate {draw.fmt_fraction(value)} and {P} has "
                        f"{names[known]}-coordinate {given}. What is the {names[col]}-coordinate of {P}?",
                        Number(float(round(masked, 9))), ("px", "py")[col])

    def description(self, g):
        A, B, P = g["labels"]
        return (f"Line l passes through {A}{tuple(g['A'])} and {B}{tuple(g['B'])}. Point {P}′ is the reflection "
                f"of {P}({g['px']}, {g['py']}) in l. Find the {g['asked']}-coordinate of {P}′.")
