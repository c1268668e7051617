"""Plane geometry: the angle bisector theorem, BD/DC = AB/AC."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/angle_bisector_theorem"


def _half(x):
    return abs(2 * x - round(2 * x)) < 1e-9


@seed_program(
    id="angle_bisector_segment", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT],
    source="GeoEval / DynaMath-style (plane geometry, angle bisector theorem)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class AngleBisectorSegment(SeedProgram):
    def sample(self, rng):
        mode = str(rng.choice(["BD", "DC"]))
        while True:
            b, c, a = (int(v) for v in rng.integers(3, 16, size=3))
            if b == c or not (abs(b - c) < a < b + c) or a < 0.55 * max(b, c):
                continue
            bd = a * c / (b + c)
            if _half(bd) and _half(a - bd) and min(bd, a - bd) >= 0.22 * a:
                break
        return {"a": a, "b": b, "c": c, "mode": mode, "labels": draw.pick_labels(rng, 4),
                "rotation": float(rng.uniform(-15, 15)), "mirror": bool(rng.integers(0, 2))}

    def _pts(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        x = (a * a + c * c - b * b) / (2 * a)                  # A's foot on BC, from B
        B, C, A = np.zeros(2), np.array([a, 0.0]), np.array([x, np.sqrt(c * c - x * x)])
        D = plane.line_intersection(A, A + (B - A) / c + (C - A) / b, B, C)
        return dict(zip("ABCD", plane.rotate([A, B, C, D], p["rotation"], p["mirror"])))

    def _bd(self, p):
        return p["a"] * p["c"] / (p["b"] + p["c"])

    def question(self, p):
        A, B, C, D = p["labels"]
        if p["mode"] == "BD":
            g = f"{A}{B} = {p['c']}, {A}{C} = {p['b']} and {B}{C} = {p['a']}"
            ask = f"{B}{D}"
        else:
            g = f"{A}{B} = {p['c']}, {A}{C} = {p['b']} and {B}{D} = {draw.fmt(self._bd(p))}"
            ask = f"{D}{C}"
        return (f"In triangle {A}{B}{C}, {A}{D} bisects angle {B}{A}{C} and meets {B}{C} at {D}. {g}. "
                f"What is the length of {ask}?")

    def answer(self, p):
        bd = self._bd(p)
        return Number(bd if p["mode"] == "BD" else bd * p["b"] / p["c"])

    def verify(self, p):
        X = self._pts(p)
        s = X["B"] if p["mode"] == "BD" else X["C"]
        return Number(float(np.linalg.norm(X["D"] - s)))

    def draw(self, p, ax, hide=()):
        X = self._pts(p)
        la, lb, lc, ld = p["labels"]
        A, B, C, D = X["A"], X["B"], X["C"], X["D"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        draw.segment(ax, A, D, color=draw.PALETTE["blue"])
        G = (A + B + C) / 3
        for P, n in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, P, n, away_from=G, offset=13)
        draw.label_point(ax, D, ld, away_from=A, offset=14)
        r = 0.16 * min(p["b"], p["c"])
        plane.angle_marks(ax, A, B, D, 1, radius=r)
        plane.angle_marks(ax, A, D, C, 1, radius=r * 1.15)
        plane.side_label(ax, A, B, "?" if "c" in hide else str(p["c"]), away_from=G)
        plane.side_label(ax, A, C, str(p["b"]), away_from=G)
        blue = draw.PALETTE["blue"]
        if p["mode"] == "BD":
            plane.side_label(ax, B, C, str(p["a"]), away_from=A)
            plane.side_label(ax, B, D, "?" if "c" not in hide else draw.fmt(self._bd(p)), away_from=2 * (B + D) / 2 - A,
                             color=blue if "c" not in hide else draw.INK)
        else:
            plane.side_label(ax, B, D, draw.fmt(self._bd(p)), away_from=A)
            plane.side_label(ax, D, C, "?" if "c" not in hide else draw.fmt(self._bd(p) * p["b"] / p["c"]),
                             away_from=A, color=blue if "c" not in hide else draw.INK)
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, p):
        return [SubQuestion(f"In a triangle, the bisector of the angle between sides of lengths {p['c']} and "
                            f"{p['b']} cuts the opposite side into two parts. What is the ratio of the part "
                            f"next to the side {p['c']} to the other part?", Number(p["c"] / p["b"]), CONCEPT)]

    def backward(self, p):
        A, B, C, D = p["labels"]
        bd = self._bd(p)
        dc = p["a"] - bd
        if p["mode"] == "BD":
            g = f"{A}{C} = {p['b']}, {B}{C} = {p['a']} and {B}{D} = {draw.fmt(bd)}"
        else:
            g = f"{A}{C} = {p['b']}, {B}{D} = {draw.fmt(bd)} and {D}{C} = {draw.fmt(dc)}"
        return Backward(f"In triangle {A}{B}{C}, {A}{D} bisects angle {B}{A}{C} and meets {B}{C} at {D}. {g}. "
                        f"What is the length of {A}{B}?", Number(p["b"] * bd / dc), "c")

    def description(self, p):
        A, B, C, D = p["labels"]
        return (f"Triangle {A}{B}{C} with {A}{B} = {p['c']}, {A}{C} = {p['b']}"
                + (f", {B}{C} = {p['a']}" if p["mode"] == "BD" else f", {B}{D} = {draw.fmt(self._bd(p))}")
                + f". Segment {A}{D} bisects angle {B}{A}{C}, with {D} on {B}{C}.")
