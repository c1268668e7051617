"""Plane geometry: the length of a median from the three sides (Apollonius' theorem), or a side from the median."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/law_of_cosines"


def _triples(space):
    """Every (a, b, c, m) with sides in range, a proper triangle (not isosceles at A, no very flat
    corner) and a median m to side a that is a whole or half-whole number: 4m² = 2b² + 2c² - a²."""
    out = []
    lo, hi = space.side.lo, space.side.hi
    for a in range(lo, hi + 1, 1):
        for b in range(lo, hi + 1):
            for c in range(lo, b):                 # c < b: AB shorter than AC, never isosceles at A
                if not (b - c < a < b + c) or a < 0.45 * b:
                    continue
                m2x4 = 2 * b * b + 2 * c * c - a * a
                r = math.isqrt(m2x4) if m2x4 > 0 else 0
                m = r // 2 if r % 2 == 0 else r / 2       # AM = r/2: a whole or half-whole number
                if r * r == m2x4 and m >= 2:
                    # corners not too flat: every angle above 20 degrees
                    cosines = [(b * b + c * c - a * a) / (2 * b * c), (a * a + c * c - b * b) / (2 * a * c),
                               (a * a + b * b - c * c) / (2 * a * b)]
                    if max(cosines) < math.cos(math.radians(20)):
                        out.append((a, b, c, m))
    return out


@seed_program(
    id="triangle_median_length", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval-style (plane geometry, Apollonius' theorem: AB² + AC² = 2AM² + 2BM²)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TriangleMedianLength(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(3, 18), mode=OneOf(("median",)), rotation=FloatRange(-20, 20)),
        hard=dict(side=IntRange(6, 30), mode=OneOf(("median", "side", "side")), rotation=FloatRange(-20, 20)),
        hard_means="sides up to 30, and mostly the median is given and the side it bisects is asked "
                   "(BC² = 2AB² + 2AC² - 4AM², the theorem turned round)",
    )

    def sample(self, rng, space):
        # draw the asked length first so the answers spread over the whole range
        triples = _triples(space)
        mode = str(space.mode.draw(rng))
        key = 3 if mode == "median" else 0
        values = sorted({t[key] for t in triples})
        want = values[int(rng.integers(0, len(values)))]
        pool = [t for t in triples if t[key] == want]
        a, b, c, m = pool[int(rng.integers(0, len(pool)))]
        g = {"b": b, "c": c, "mode": mode, "labels": draw.pick_labels(rng, 4),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        return ({**g, "a": a}, {"m": m}) if mode == "median" else ({**g, "m": m}, {"a": a})

    def _a(self, g):
        return g["a"] if g["mode"] == "median" else math.sqrt(2 * g["b"] ** 2 + 2 * g["c"] ** 2 - 4 * g["m"] ** 2)

    def _pts(self, g):
        a, b, c = self._a(g), g["b"], g["c"]
        x = (a * a + c * c - b * b) / (2 * a)
        B, C, A = np.zeros(2), np.array([a, 0.0]), np.array([x, math.sqrt(max(c * c - x * x, 0.0))])
        M = (B + C) / 2
        return dict(zip("ABCM", plane.rotate([A, B, C, M], g["rotation"], g["mirror"])))

    def question(self, g):
        A, B, C, M = g["labels"]
        if g["mode"] == "median":
            return (f"In triangle {A}{B}{C}, {M} is the midpoint of {B}{C}, {A}{B} = {g['c']}, {A}{C} = {g['b']} and "
                    f"{B}{C} = {g['a']}. What is the length of the median {A}{M}?")
        return (f"In triangle {A}{B}{C}, {M} is the midpoint of {B}{C}, {A}{B} = {g['c']}, {A}{C} = {g['b']} and the "
                f"median {A}{M} = {draw.fmt(g['m'])}. What is the length of {B}{C}?")

    def answer(self, p):
        # Apollonius: AB² + AC² = 2AM² + 2BM²
        if p["mode"] == "median":
            return Number(math.sqrt((2 * p["b"] ** 2 + 2 * p["c"] ** 2 - p["a"] ** 2) / 4))
        return Number(math.sqrt(2 * p["b"] ** 2 + 2 * p["c"] ** 2 - 4 * p["m"] ** 2))

    def verify(self, g):
        # Coordinates: B = (0, 0), C = (a, 0), A from the two distances; AM measured directly.
        # For the side, bisection on a (the median shrinks as BC grows).
        b, c = g["b"], g["c"]

        def median(a):
            x = (a * a + c * c - b * b) / (2 * a)
            y = math.sqrt(max(c * c - x * x, 0.0))
            return math.hypot(x - a / 2, y)

        if g["mode"] == "median":
            return Number(median(g["a"]))
        lo, hi = abs(b - c) + 1e-9, b + c - 1e-9
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if median(mid) > g["m"] else (lo, mid)
        return Number((lo + hi) / 2)

    def draw(self, g, ax, hide=()):
        X = self._pts(g)
        la, lb, lc, lm = g["labels"]
        A, B, C, M = X["A"], X["B"], X["C"], X["M"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        draw.segment(ax, A, M, color=draw.PALETTE["blue"])
        G = (A + B + C) / 3
        for P, n in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, P, n, away_from=G, offset=13)
        # M's label inside the triangle, between the median and MC (BC's length goes below M)
        up = (A - M) / np.linalg.norm(A - M)
        along = (C - B) / np.linalg.norm(C - B)
        draw.label_point(ax, M, lm, away_from=M - up - along, offset=13)
        span = max(self._a(g), g["b"], g["c"])
        plane.tick_marks(ax, B, M, 1, size=0.035 * span)
        plane.tick_marks(ax, M, C, 1, size=0.035 * span)
        plane.side_label(ax, A, B, "?" if "c" in hide else str(g["c"]), away_from=G)
        plane.side_label(ax, A, C, str(g["b"]), away_from=G)
        blue = draw.PALETTE["blue"]
        if g["mode"] == "median":
            plane.side_label(ax, B, C, str(g["a"]), away_from=A)
            # the median's label on the side of AM facing C, away from B
            plane.side_label(ax, A, M, "?" if "c" not in hide else draw.fmt(self._median_value(g)), away_from=B,
                             color=blue)
        else:
            plane.side_label(ax, B, C, "?" if "c" not in hide else draw.fmt(self._a(g)), away_from=A, color=blue)
            plane.side_label(ax, A, M, draw.fmt(g["m"]), away_from=B, color=blue)
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def _median_value(self, g):
        return math.sqrt(2 * g["b"] ** 2 + 2 * g["c"] ** 2 - self._a(g) ** 2) / 2

    def subquestions(self, g):
        A, B, C, M = g["labels"]
        a = self._a(g)
        cos_b = (a * a + g["c"] ** 2 - g["b"] ** 2) / (2 * a * g["c"])
        if g["mode"] == "side":
            total = g["b"] ** 2 + g["c"] ** 2
            return [
                SubQuestion(f"In triangle {A}{B}{C}, {A}{B} = {g['c']} and {A}{C} = {g['b']}. What is "
                            f"{A}{B}² + {A}{C}²?", Number(total, tolerance=0), "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"For a median {A}{M} of triangle {A}{B}{C}, {A}{B}² + {A}{C}² = 2·{A}{M}² + 2·{B}{M}². If "
                            f"{A}{B}² + {A}{C}² = {total} and {A}{M} = {draw.fmt(g['m'])}, what is {B}{M}?",
                            Number(a / 2), CONCEPT),
            ]
        return [
            SubQuestion(f"{M} is the midpoint of {B}{C} and {B}{C} = {g['a']}. What is {B}{M}?",
                        Number(g["a"] / 2), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In triangle {A}{B}{C}, {A}{B} = {g['c']}, {A}{C} = {g['b']} and {B}{C} = {g['a']}. What is "
                        f"cos ∠{A}{B}{C}? Give the answer to three decimal places.", Number(cos_b), CONCEPT),
        ]

    def backward(self, g):
        A, B, C, M = g["labels"]
        a, b, m = self._a(g), g["b"], self._median_value(g)
        # AB² = 2AM² + 2BM² - AC²
        c = math.sqrt(2 * m * m + a * a / 2 - b * b)
        return Backward(
            f"In triangle {A}{B}{C}, {M} is the midpoint of {B}{C}, {A}{C} = {b}, {B}{C} = {draw.fmt(a)} and the "
            f"median {A}{M} = {draw.fmt(m)}. What is the length of {A}{B}?", Number(c), "c")

    def description(self, g):
        A, B, C, M = g["labels"]
        told = (f"{B}{C} = {g['a']}; the median {A}{M} is drawn" if g["mode"] == "median"
                else f"the median {A}{M} = {draw.fmt(g['m'])} is drawn")
        return (f"Triangle {A}{B}{C} with {A}{B} = {g['c']} and {A}{C} = {g['b']}; {M} is the midpoint of {B}{C} "
                f"(tick marks show {B}{M} = {M}{C}) and {told}.")
