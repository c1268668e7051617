"""Analytic geometry: reflect a grid point in a line drawn through two grid points."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

LIM = 7
DIRECTIONS = ((1, 1), (1, -1), (1, 2), (2, 1), (1, -2), (2, -1), (1, 3), (3, 1), (1, -3), (3, -1))


@seed_program(
    id="point_reflection_in_line", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/transformations/reflection_in_line", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, symmetric point about a line)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class PointReflectionInLine(SeedProgram):
    def sample(self, rng):
        while True:
            d = DIRECTIONS[int(rng.integers(0, len(DIRECTIONS)))]
            A = [int(v) for v in rng.integers(-4, 5, size=2)]
            B = [A[0] + d[0] * 2, A[1] + d[1] * 2] if max(abs(d[0]), abs(d[1])) < 3 else [A[0] + d[0], A[1] + d[1]]
            P = [int(v) for v in rng.integers(-6, 7, size=2)]
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
        return {"A": A, "B": B, "px": P[0], "py": P[1], "asked": str(rng.choice(["x", "y"])),
                "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHKMNPQRST"),
                "color": str(rng.choice(["blue", "green", "purple"]))}

    def _image(self, p):
        a, b, c = co.line_through(p["A"], p["B"])
        x0, y0 = p["px"], p["py"]
        s = (a * x0 + b * y0 + c) / (a * a + b * b)
        return x0 - 2 * a * s, y0 - 2 * b * s

    def question(self, p):
        A, B, P = p["labels"]
        return (f"Line l passes through the grid points {A} and {B}; {P} is also a grid point. Point {P}′ is "
                f"the reflection of {P} in line l. What is the {p['asked']}-coordinate of {P}′?")

    def answer(self, p):
        return Number(self._image(p)[0 if p["asked"] == "x" else 1])

    def verify(self, p):
        # P' = (x, y): the midpoint of PP' lies on AB and PP' is perpendicular to AB (2x2 system).
        A, B = (np.array(p[k], float) for k in ("A", "B"))
        P = np.array([p["px"], p["py"]], float)
        d = B - A
        # (P' - P)·d = 0 ; cross(d, (P + P')/2 - A) = 0
        M = np.array([[d[0], d[1]], [-d[1] / 2, d[0] / 2]])
        rhs = np.array([P @ d, d[0] * (A[1] - P[1] / 2) - d[1] * (A[0] - P[0] / 2)])
        x, y = np.linalg.solve(M, rhs)
        return Number(float(x if p["asked"] == "x" else y))

    def draw(self, p, ax, hide=()):
        A, B = (np.array(p[k], float) for k in ("A", "B"))
        P = np.array([p["px"], p["py"]], float)
        la, lb, lp = p["labels"]
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[p["color"]]
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

    def subquestions(self, p):
        (x1, y1), (x2, y2) = p["A"], p["B"]
        A, B, P = p["labels"]
        m = (y2 - y1) / (x2 - x1)
        return [
            SubQuestion(f"What is the slope of the line through {A}({x1}, {y1}) and {B}({x2}, {y2})?",
                        Number(m), "analytic_geometry/lines/slope"),
            SubQuestion(f"A line l has slope {draw.fmt_fraction(m)}. What is the slope of the segment joining a "
                        f"point {P} to its reflection {P}′ in l?", Number(-1 / m),
                        "analytic_geometry/transformations/reflection_in_line"),
        ]

    def backward(self, p):
        # P' = M·P + t (reflection matrix M); state P'[asked] and the other coordinate of P, ask for the masked one.
        A, B, P = p["labels"]
        a, b, c = co.line_through(p["A"], p["B"])
        n2 = a * a + b * b
        M = np.array([[b * b - a * a, -2 * a * b], [-2 * a * b, a * a - b * b]], float) / n2
        t = -2 * c / n2 * np.array([a, b], float)
        row = 0 if p["asked"] == "x" else 1
        col = 0 if abs(M[row, 0]) > 1e-9 else 1  # mask a coordinate that P'[asked] really depends on
        known = 1 - col
        value = float(self.answer(p).value)
        given = [p["px"], p["py"]][known]
        masked = (value - t[row] - M[row, known] * given) / M[row, col]
        names = ("x", "y")
        return Backward(f"Line l passes through the grid points {A} and {B}. Point {P}′ is the reflection of a point {P} "
                        f"in l. {P}′ has {p['asked']}-coordinate {draw.fmt_fraction(value)} and {P} has "
                        f"{names[known]}-coordinate {given}. What is the {names[col]}-coordinate of {P}?",
                        Number(float(round(masked, 9))), ("px", "py")[col])

    def description(self, p):
        A, B, P = p["labels"]
        return (f"Line l passes through {A}{tuple(p['A'])} and {B}{tuple(p['B'])}. Point {P}′ is the reflection "
                f"of {P}({p['px']}, {p['py']}) in l. Find the {p['asked']}-coordinate of {P}′.")
