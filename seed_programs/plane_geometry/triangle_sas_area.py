"""Plane geometry: the area of a triangle from two sides and the included angle marked on the figure, ½·b·c·sin A."""
import math
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/sine_area_formula"


@seed_program(
    id="triangle_sas_area", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/law_of_cosines"],
    source="DynaMath / GeoEval-style (plane geometry, area from two sides and the included angle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class TriangleSasArea(SeedProgram):
    levels = Levels(
        standard=dict(angle=OneOf((30, 90, 150, 30, 150)), side=IntRange(4, 18), asked=OneOf(("area",)),
                      rotation=FloatRange(-25, 25)),
        hard=dict(angle=OneOf((45, 60, 120, 135)), side=IntRange(5, 24), asked=OneOf(("area", "height")),
                  rotation=FloatRange(-25, 25)),
        hard_means="angles of 45°, 60°, 120° or 135° (a surd sine, the area rounded) and half the time the "
                   "altitude to the third side, which needs that side from the law of cosines first",
    )

    def sample(self, rng, space):
        for _ in attempts("two sides at most 2.6 times apart, not equal"):
            b, c = int(space.side.draw(rng)), int(space.side.draw(rng))
            if b != c and max(b, c) <= 2.6 * min(b, c):
                break
        return {"b": b, "c": c, "angle": int(space.angle.draw(rng)), "asked": str(space.asked.draw(rng)),
                "labels": draw.pick_labels(rng, 3), "rotation": float(space.rotation.draw(rng)),
                "mirror": bool(rng.integers(0, 2))}

    def _rounding(self, g):
        if g["asked"] == "height":
            return " Give your answer to two decimal places."
        return "" if g["angle"] in (30, 90, 150) else " Give your answer to one decimal place."

    def _given(self, g):
        A, B, C = g["labels"]
        return f"{A}{B} = {g['c']}, {A}{C} = {g['b']} and ∠{B}{A}{C} = {g['angle']}°"

    def question(self, g):
        A, B, C = g["labels"]
        if g["asked"] == "area":
            ask = f"What is the area of triangle {A}{B}{C}?"
        else:
            ask = f"What is the length of the altitude from {A} to the side {B}{C}?"
        return f"In triangle {A}{B}{C}, {self._given(g)}, as marked in the figure. {ask}{self._rounding(g)}"

    def answer(self, p):
        area = 0.5 * p["b"] * p["c"] * math.sin(math.radians(p["angle"]))
        if p["asked"] == "area":
            return Number(area)
        a = math.sqrt(p["b"] ** 2 + p["c"] ** 2 - 2 * p["b"] * p["c"] * math.cos(math.radians(p["angle"])))
        return Number(2 * area / a)

    def verify(self, g):
        # coordinates: A at the origin, B on the x-axis, C by the turned unit vector; shoelace area, and
        # the altitude as the distance from A to the line BC by a cross product
        t = np.radians(g["angle"])
        A, B = np.zeros(2), np.array([float(g["c"]), 0.0])
        C = g["b"] * np.array([np.cos(t), np.sin(t)])
        xs, ys = np.array([A[0], B[0], C[0]]), np.array([A[1], B[1], C[1]])
        area = abs(np.dot(xs, np.roll(ys, -1)) - np.dot(ys, np.roll(xs, -1))) / 2
        if g["asked"] == "area":
            return Number(float(area))
        d = C - B
        return Number(float(abs(d[0] * (A - B)[1] - d[1] * (A - B)[0]) / np.hypot(*d)))

    def _pts(self, g):
        t = math.radians(g["angle"])
        A, B = np.zeros(2), np.array([float(g["c"]), 0.0])
        C = g["b"] * np.array([math.cos(t), math.sin(t)])
        return plane.rotate([A, B, C], g["rotation"], g["mirror"])

    def draw(self, g, ax, hide=()):
        A, B, C = self._pts(g)
        la, lb, lc = g["labels"]
        G = (A + B + C) / 3
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True, fill=draw.PALETTE["blue"] + "22")
        xs = [p[0] for p in (A, B, C)]
        ys = [p[1] for p in (A, B, C)]
        span = max(max(xs) - min(xs), max(ys) - min(ys)) * 1.3
        r = 0.14 * min(g["b"], g["c"])
        if g["angle"] == 90:
            draw.right_angle_mark(ax, A, B, C, size=0.09 * min(g["b"], g["c"]))
            ax.text(*(A + 0.28 * min(g["b"], g["c"]) * plane.bisector_direction(A, B, C)), "90°",
                    ha="center", va="center", fontsize=13, color=draw.ACCENT)
        elif g["asked"] == "height":
            # the dashed altitude runs inside the angle: write the measure in the wider of its two parts
            u = (C - B) / np.linalg.norm(C - B)
            H = B + ((A - B) @ u) * u
            plane.angle_marks(ax, A, B, C, 1, r)
            far = B if plane.angle_at(A, B, H) > plane.angle_at(A, C, H) else C
            d = plane.bisector_direction(A, far, H)
            ax.text(*(A + (r + 0.09 * span) * d), f"{g['angle']}°", ha="center", va="center", fontsize=13,
                    color=draw.ACCENT, zorder=6)
        else:
            plane.angle_label(ax, A, B, C, f"{g['angle']}°", radius=r, span=span)
        plane.side_label(ax, A, B, "?" if "c" in hide else str(g["c"]), away_from=G)
        plane.side_label(ax, A, C, "?" if "b" in hide else str(g["b"]), away_from=G)
        if g["asked"] == "height":
            u = (C - B) / np.linalg.norm(C - B)
            H = B + ((A - B) @ u) * u
            draw.segment(ax, A, H, color=draw.ACCENT, style="--", linewidth=1.6)
            draw.right_angle_mark(ax, H, A, C if np.linalg.norm(C - H) > np.linalg.norm(B - H) else B,
                                  size=0.05 * span)
            lo = [min(xs + [H[0]]), min(ys + [H[1]])]
            hi = [max(xs + [H[0]]), max(ys + [H[1]])]
            draw.geometry_axes(ax, [lo, hi], margin=0.14)
            return
        draw.geometry_axes(ax, [A, B, C], margin=0.14)

    def subquestions(self, g):
        A, B, C = g["labels"]
        s = math.sin(math.radians(g["angle"]))
        out = [SubQuestion(f"What is sin {g['angle']}° (to four decimal places)?",
                           Number(s), CONCEPT),
               SubQuestion(f"A triangle has two sides {g['b']} and {g['c']} enclosing an angle of {g['angle']}°. "
                           f"What is its area, ½·{g['b']}·{g['c']}·sin {g['angle']}°?", Number(0.5 * g["b"] * g["c"] * s),
                           CONCEPT)]
        if g["asked"] == "height":
            a2 = g["b"] ** 2 + g["c"] ** 2 - 2 * g["b"] * g["c"] * math.cos(math.radians(g["angle"]))
            out.append(SubQuestion(f"In triangle {A}{B}{C}, {self._given(g)}. What is {B}{C}² by the law of "
                                   f"cosines?", Number(a2), "plane_figures/triangles/law_of_cosines"))
        return out

    def _area_text(self, g):
        """The area exactly: a whole number or fraction, or a rational multiple of √2 or √3."""
        t = g["angle"]
        if t in (30, 90, 150):
            return draw.fmt_fraction(Fraction(g["b"] * g["c"], 1 if t == 90 else 4))
        coef = Fraction(g["b"] * g["c"], 4)
        root = "√2" if t in (45, 135) else "√3"
        return (f"{coef.numerator}{root}" if coef.denominator == 1
                else f"{coef.numerator}{root}/{coef.denominator}")

    def backward(self, g):
        A, B, C = g["labels"]
        t = math.radians(g["angle"])
        b0, c = g["b"], g["c"]
        if g["asked"] == "area":
            area = 0.5 * b0 * c * math.sin(t)
            return Backward(f"In triangle {A}{B}{C}, {A}{B} = {c} and ∠{B}{A}{C} = {g['angle']}°, as marked in the "
                            f"figure. The area of the triangle is {self._area_text(g)}. What is the length of "
                            f"{A}{C}?", Number(2 * area / (c * math.sin(t))), "b")
        # h·BC = b·c·sin A with BC² = b² + c² − 2bc·cos A: a quadratic in b
        a = math.sqrt(b0 * b0 + c * c - 2 * b0 * c * math.cos(t))
        h = b0 * c * math.sin(t) / a
        qa, qb, qc = c * c * math.sin(t) ** 2 - h * h, 2 * h * h * c * math.cos(t), -h * h * c * c
        if abs(qa) < 1e-9 * c * c:
            roots = [-qc / qb]
        else:
            disc = math.sqrt(max(qb * qb - 4 * qa * qc, 0.0))
            roots = [(-qb + disc) / (2 * qa), (-qb - disc) / (2 * qa)]
        roots = [x for x in roots if x > 0]
        b = min(roots, key=lambda x: abs(x - b0))
        others = [x for x in roots if abs(x - b) > 1e-6]
        which = ""
        if others:
            mid = (b + others[0]) / 2
            which = f" ({A}{C} is {'longer' if b > mid else 'shorter'} than {mid:.2f})"
        return Backward(f"In triangle {A}{B}{C}, {A}{B} = {c} and ∠{B}{A}{C} = {g['angle']}°, as marked in the "
                        f"figure. The altitude from {A} to {B}{C} has length {h:.4f}. What is the length of "
                        f"{A}{C}{which}?", Number(b), "b")

    def description(self, g):
        A, B, C = g["labels"]
        extra = f" The altitude from {A} to {B}{C} is drawn dashed." if g["asked"] == "height" else ""
        return f"Triangle {A}{B}{C} with {self._given(g)} (the angle between the two labelled sides).{extra}"
