"""Plane geometry: the radius of the circle through the vertices of a triangle from a side and the opposite
angle (extended law of sines, a / sin A = 2R)."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.plane_stats_more import dimension_line

CONCEPT = "plane_figures/circles/inscribed_angle_theorem"


@seed_program(
    id="triangle_circumradius_law_of_sines", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/angle_sum"],
    source="GeoEval-style plane geometry (extended law of sines, circumradius of a triangle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class TriangleCircumradiusLawOfSines(SeedProgram):
    levels = Levels(
        standard=dict(angle=OneOf((30, 45, 60, 90, 120)), side=IntRange(3, 24), given=OneOf(("A",)),
                      rotation=FloatRange(0, 360)),
        hard=dict(angle=OneOf((30, 45, 60, 120, 135)), side=IntRange(5, 40), given=OneOf(("BC_angles",)),
                  rotation=FloatRange(0, 360)),
        hard_means="the angle opposite the known side is not marked: the two other angles are, so it must first be "
                   "found from the angle sum, with sides up to 40",
    )

    def sample(self, rng, space):
        A = int(space.angle.draw(rng))
        for _ in attempts("two other angles of at least 12° each, not equal"):
            B = int(rng.integers(12, 180 - A - 11))
            C = 180 - A - B
            if C >= 12 and B != C:
                break
        g = {"a": int(space.side.draw(rng)), "given": str(space.given.draw(rng)),
             "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKLMNPQRSTUVWXYZ".replace("O", "")),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        if g["given"] == "A":
            g["A"] = A
            rest = (180 - A) / 2                      # drawing only: where the apex sits on its arc (near the middle)
            g["shape"] = int(round(rest * (1 + 0.35 * (2 * rng.random() - 1))))
        else:
            g["B"], g["C"] = B, C
        return g

    def _known(self, g):
        A, B, C = g["labels"]
        if g["given"] == "A":
            return f"{B}{C} = {g['a']} and ∠{B}{A}{C} = {g['A']}°"
        return f"{B}{C} = {g['a']}, ∠{A}{B}{C} = {g['B']}° and ∠{A}{C}{B} = {g['C']}°"

    def question(self, g):
        A, B, C = g["labels"]
        return (f"Triangle {A}{B}{C} is inscribed in a circle with centre O, with {self._known(g)}. What is the "
                f"radius of the circle? Give your answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        A = p["A"] if p["given"] == "A" else 180 - p["B"] - p["C"]
        return Number(p["a"] / (2 * math.sin(math.radians(A))))       # a / sin A = 2R

    def verify(self, g):
        # coordinates: B, C on the x-axis; A where the rays at B and C meet (an isosceles apex when only ∠A is
        # given: every apex on the arc gives the same circle); circumcentre from two perpendicular bisectors
        a = float(g["a"])
        if g["given"] == "A":
            b_ang = c_ang = (180.0 - g["A"]) / 2
        else:
            b_ang, c_ang = float(g["B"]), float(g["C"])
        tb, tc = math.tan(math.radians(b_ang)), math.tan(math.radians(c_ang))
        x = a * tc / (tb + tc)
        P = np.array([x, x * tb])
        Bp, Cp = np.zeros(2), np.array([a, 0.0])
        M = np.array([2 * (Cp - Bp), 2 * (P - Bp)])
        O = np.linalg.solve(M, [Cp @ Cp - Bp @ Bp, P @ P - Bp @ Bp])
        return Number(float(np.linalg.norm(O - Bp)))

    def _pts(self, g):
        Aang = g["A"] if g["given"] == "A" else 180 - g["B"] - g["C"]
        Bang = g["shape"] if g["given"] == "A" else g["B"]
        R = 1.0
        # on the unit circle: B and C at ±(the central half-angle); A on the arc away from BC's short side
        half = Aang                                   # the central angle BOC is 2A (reflex when A > 90°)
        Bp = np.array([math.cos(math.radians(-90 - half)), math.sin(math.radians(-90 - half))]) * R
        Cp = np.array([math.cos(math.radians(-90 + half)), math.sin(math.radians(-90 + half))]) * R
        # the inscribed angle at C subtends arc AB = 2·∠C: A sits 2·∠C past B, going away from C
        Cang = 180 - Aang - Bang
        phi = -90 - half - 2 * Cang
        Ap = np.array([math.cos(math.radians(phi)), math.sin(math.radians(phi))]) * R
        return plane.rotate([Ap, Bp, Cp, np.zeros(2)], g["rotation"], g["mirror"])

    def draw(self, g, ax, hide=()):
        A, B, C, O = self._pts(g)
        la, lb, lc = g["labels"]
        plane.circle(ax, O, 1.0, color="#6b7280", linewidth=1.6)
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=True, fill=draw.PALETTE["blue"] + "1f")
        G = (A + B + C) / 3
        draw.label_point(ax, O, "O", away_from=G, offset=12)
        text = "?" if "a" in hide else str(g["a"])
        if g["given"] == "A" and g["A"] == 90:
            # BC is a diameter through O: a dimension line on the far side keeps O's radius unlabelled
            dimension_line(ax, B, C, text, away_from=G, offset=0.16)
        else:
            mid = (B + C) / 2
            n = np.array([-(C - B)[1], (C - B)[0]])
            same_side = (n @ (G - B)) * (n @ (O - B)) > 0
            if same_side and 1.0 - np.linalg.norm(mid - O) < 0.3:
                # the label would sit on the arc: write it just outside the circle instead
                spot = O + 1.1 * (mid - O) / np.linalg.norm(mid - O)
                ax.text(*spot, text, ha="center", va="center", fontsize=13, color=draw.INK)
            else:
                plane.side_label(ax, B, C, text, away_from=G)
        if g["given"] == "A":
            plane.angle_label(ax, A, B, C, f"{g['A']}°", radius=0.16 if g["A"] <= 90 else 0.09, span=2.4,
                              fontsize=13 if g["A"] <= 90 else 12)
        else:
            plane.angle_label(ax, B, A, C, f"{g['B']}°", radius=0.16, span=2.4)
            plane.angle_label(ax, C, A, B, f"{g['C']}°", radius=0.16, span=2.4)
        draw.geometry_axes(ax, [O - 1.2, O + 1.2], margin=0.04)

    def subquestions(self, g):
        A, B, C = g["labels"]
        Aang = g["A"] if g["given"] == "A" else 180 - g["B"] - g["C"]
        out = [SubQuestion(f"In triangle {A}{B}{C} inscribed in a circle with centre O, ∠{B}{A}{C} = {Aang}°. What is "
                           f"the central angle ∠{B}O{C} (the angle at O facing the side {B}{C}, between 0° and 180°)?",
                           Number(2 * Aang if Aang <= 90 else 360 - 2 * Aang), CONCEPT)]
        if g["given"] != "A":
            out.insert(0, SubQuestion(f"In triangle {A}{B}{C}, ∠{A}{B}{C} = {g['B']}° and ∠{A}{C}{B} = {g['C']}°. What "
                                      f"is ∠{B}{A}{C}?", Number(Aang), "plane_figures/triangles/angle_sum"))
        return out

    def backward(self, g):
        A, B, C = g["labels"]
        Aang = g["A"] if g["given"] == "A" else 180 - g["B"] - g["C"]
        R = g["a"] / (2 * math.sin(math.radians(Aang)))
        known = (f"∠{B}{A}{C} = {g['A']}°" if g["given"] == "A"
                 else f"∠{A}{B}{C} = {g['B']}° and ∠{A}{C}{B} = {g['C']}°")
        return Backward(f"Triangle {A}{B}{C} is inscribed in a circle with centre O and radius {R:.6f}, with {known}. "
                        f"What is the length of {B}{C}?", Number(2 * R * math.sin(math.radians(Aang))), "a")

    def description(self, g):
        A, B, C = g["labels"]
        return f"Triangle {A}{B}{C} inscribed in a circle with centre O (marked); {self._known(g)}."
