"""Plane geometry: the angle bisector theorem, BD/DC = AB/AC."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(mode=OneOf(("BD", "DC")), side=IntRange(3, 15), min_part=0.22,
                      rotation=FloatRange(-15, 15)),
        hard=dict(mode=OneOf(("BD", "DC")), side=IntRange(8, 40), min_part=0.15,
                  rotation=FloatRange(-15, 15)),
        hard_means="sides up to 40 (BD and DC halves of larger, less friendly numbers) and a more lopsided split",
    )

    def sample(self, rng, space):
        mode = space.mode.draw(rng)
        for _ in attempts("a non-isosceles triangle whose bisector foot splits BC into half-integers"):
            b, c, a = (int(v) for v in space.side.draw(rng, size=3))
            if b == c or not (abs(b - c) < a < b + c) or a < 0.55 * max(b, c):
                continue
            bd = a * c / (b + c)
            if _half(bd) and _half(a - bd) and min(bd, a - bd) >= space.min_part * a:
                break
        g = {"b": b, "c": c, "mode": mode, "labels": draw.pick_labels(rng, 4),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        if mode == "BD":
            return {**g, "a": a}, {}
        return {**g, "bd": bd}, {"a": a}          # BC is not stated: BD is

    def _side_bc(self, g):
        """BC from the givens: stated, or BD + DC with DC = BD * AC / AB."""
        return g["a"] if g["mode"] == "BD" else g["bd"] * (g["b"] + g["c"]) / g["c"]

    def _pts(self, g):
        a, b, c = self._side_bc(g), g["b"], g["c"]
        x = (a * a + c * c - b * b) / (2 * a)                  # A's foot on BC, from B
        B, C, A = np.zeros(2), np.array([a, 0.0]), np.array([x, np.sqrt(c * c - x * x)])
        D = plane.line_intersection(A, A + (B - A) / c + (C - A) / b, B, C)
        return dict(zip("ABCD", plane.rotate([A, B, C, D], g["rotation"], g["mirror"])))

    def _bd(self, p):
        return p["a"] * p["c"] / (p["b"] + p["c"])

    def question(self, g):
        A, B, C, D = g["labels"]
        if g["mode"] == "BD":
            told = f"{A}{B} = {g['c']}, {A}{C} = {g['b']} and {B}{C} = {g['a']}"
            ask = f"{B}{D}"
        else:
            told = f"{A}{B} = {g['c']}, {A}{C} = {g['b']} and {B}{D} = {draw.fmt(g['bd'])}"
            ask = f"{D}{C}"
        return (f"In triangle {A}{B}{C}, {A}{D} bisects angle {B}{A}{C} and meets {B}{C} at {D}. {told}. "
                f"What is the length of {ask}?")

    def answer(self, p):
        bd = self._bd(p)
        return Number(bd if p["mode"] == "BD" else bd * p["b"] / p["c"])

    def verify(self, g):
        # Independent of the theorem: put the triangle in coordinates (no figure layout) and follow
        # the bisector as the sum of unit vectors along AB and AC to BC. For DC (BC not stated),
        # find BC by bisection so that the foot lands at the stated BD.
        def foot(a):
            b, c = g["b"], g["c"]
            x = (a * a + c * c - b * b) / (2 * a)
            A, C = np.array([x, np.sqrt(max(c * c - x * x, 0.0))]), np.array([a, 0.0])
            d = -A / c + (C - A) / b
            return A[0] - A[1] * d[0] / d[1]              # where the bisector from A meets y = 0
        if g["mode"] == "BD":
            return Number(float(foot(g["a"])))
        lo, hi = abs(g["b"] - g["c"]) + 1e-9, g["b"] + g["c"] - 1e-9
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if foot(mid) < g["bd"] else (lo, mid)
        return Number(float((lo + hi) / 2 - g["bd"]))

    def draw(self, g, ax, hide=()):
        X = self._pts(g)
        bd = g["bd"] if g["mode"] == "DC" else g["a"] * g["c"] / (g["b"] + g["c"])
        dc = self._side_bc(g) - bd
        la, lb, lc, ld = g["labels"]
        A, B, C, D = X["A"], X["B"], X["C"], X["D"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        draw.segment(ax, A, D, color=draw.PALETTE["blue"])
        G = (A + B + C) / 3
        for P, n in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, P, n, away_from=G, offset=13)
        draw.label_point(ax, D, ld, away_from=A, offset=14)
        r = 0.16 * min(g["b"], g["c"])
        plane.angle_marks(ax, A, B, D, 1, radius=r)
        plane.angle_marks(ax, A, D, C, 1, radius=r * 1.15)
        plane.side_label(ax, A, B, "?" if "c" in hide else str(g["c"]), away_from=G)
        plane.side_label(ax, A, C, str(g["b"]), away_from=G)
        blue = draw.PALETTE["blue"]
        if g["mode"] == "BD":
            plane.side_label(ax, B, C, str(g["a"]), away_from=A)
            plane.side_label(ax, B, D, "?" if "c" not in hide else draw.fmt(bd), away_from=2 * (B + D) / 2 - A,
                             color=blue if "c" not in hide else draw.INK)
        else:
            plane.side_label(ax, B, D, draw.fmt(bd), away_from=A)
            plane.side_label(ax, D, C, "?" if "c" not in hide else draw.fmt(dc),
                             away_from=A, color=blue if "c" not in hide else draw.INK)
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, g):
        return [SubQuestion(f"In a triangle, the bisector of the angle between sides of lengths {g['c']} and "
                            f"{g['b']} cuts the opposite side into two parts. What is the ratio of the part "
                            f"next to the side {g['c']} to the other part?", Number(g["c"] / g["b"]), CONCEPT)]

    def backward(self, g):
        A, B, C, D = g["labels"]
        bd = g["bd"] if g["mode"] == "DC" else g["a"] * g["c"] / (g["b"] + g["c"])
        dc = self._side_bc(g) - bd
        if g["mode"] == "BD":
            told = f"{A}{C} = {g['b']}, {B}{C} = {g['a']} and {B}{D} = {draw.fmt(bd)}"
        else:
            told = f"{A}{C} = {g['b']}, {B}{D} = {draw.fmt(bd)} and {D}{C} = {draw.fmt(dc)}"
        return Backward(f"In triangle {A}{B}{C}, {A}{D} bisects angle {B}{A}{C} and meets {B}{C} at {D}. {told}. "
                        f"What is the length of {A}{B}?", Number(g["b"] * bd / dc), "c")

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"Triangle {A}{B}{C} with {A}{B} = {g['c']}, {A}{C} = {g['b']}"
                + (f", {B}{C} = {g['a']}" if g["mode"] == "BD" else f", {B}{D} = {draw.fmt(g['bd'])}")
                + f". Segment {A}{D} bisects angle {B}{A}{C}, with {D} on {B}{C}.")
