"""Solid geometry (length): two spheres with centres O₁, O₂, radii R₁, R₂ and O₁O₂ = d meet in a
circle; find its radius, the distance from O₁ to its plane, or its area (DynaSolidGeo, length/distance).
``answer`` works in the triangle O₁AO₂ of the axial section (A on the circle): the foot K of A on O₁O₂
has O₁K = (d² + R₁² − R₂²)/(2d) and KA² = R₁² − O₁K² (sympy); ``verify`` walks along a meridian of the
first sphere in coordinates and finds by bisection where it enters the second sphere (numpy/scipy)."""
import math

import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_round import circle_polyline

ASKS = ("radius", "distance", "area")


def _legs(limit):
    """(r, x, R) with r² + x² = R², all positive integers, R ≤ limit."""
    return [(r, x, int(math.isqrt(r * r + x * x))) for r in range(1, limit) for x in range(1, limit)
            if math.isqrt(r * r + x * x) ** 2 == r * r + x * x and r * r + x * x <= limit * limit]


@seed_program(
    id="two_spheres_intersection_circle", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: the circle in which two spheres meet)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class TwoSpheresIntersectionCircle(SeedProgram):
    levels = Levels(
        standard=dict(limit=OneOf((40,)), same_side=OneOf((False,)), ask=OneOf(ASKS, p=[0.5, 0.3, 0.2])),
        hard=dict(limit=OneOf((85,)), same_side=OneOf((False, True), p=[0.5, 0.5]),
                  ask=OneOf(ASKS, p=[0.3, 0.4, 0.3])),
        hard_means="larger spheres, and half the time both centres on the same side of the circle's plane (the "
                   "smaller sphere's centre between O₁ and the plane: O₁K = (d² + R₁² − R₂²)/(2d) exceeds d); "
                   "more often the distance or the area",
    )

    def sample(self, rng, space):
        triples = _legs(int(space.limit.draw(rng)))
        same = bool(space.same_side.draw(rng))
        for _ in attempts("two integer radii over one circle radius r with the centres at least a quarter radius apart"):
            r, x1, R1 = triples[int(rng.integers(0, len(triples)))]
            mates = [t for t in triples if t[0] == r and t[1] != x1 and (not same or t[1] < x1)]
            if not mates:
                continue
            _, x2, R2 = mates[int(rng.integers(0, len(mates)))]
            d = x1 - x2 if same else x1 + x2
            if d >= max(2, 0.25 * max(R1, R2)):     # the two spheres clearly apart in the figure
                break
        return {"R1": R1, "R2": R2, "d": d, "ask": space.ask.draw(rng)}

    # -- text -------------------------------------------------------------------------------------
    def _head(self, g, hide=None):
        parts = {"R1": f"the sphere with centre O₁ has radius {g['R1']}",
                 "R2": f"the sphere with centre O₂ has radius {g['R2']}",
                 "d": f"O₁O₂ = {g['d']}"}
        shown = [v for k, v in parts.items() if k != hide]
        return ("Two spheres intersect: " + ", ".join(shown[:-1]) + " and " + shown[-1]
                + ". Their surfaces meet in a circle with centre K; A is a point of that circle")

    def _target(self, ask):
        return {"radius": "the radius of the circle",
                "distance": "the distance from O₁ to the plane of the circle",
                "area": "the area of the disc bounded by the circle"}[ask]

    def question(self, g):
        tail = " (exact, in terms of π, or rounded to two decimal places)" if g["ask"] == "area" else \
            " (exact, or rounded to two decimal places)"
        return f"{self._head(g)}. Find {self._target(g['ask'])}{tail}."

    def description(self, g):
        return (f"{self._head(g)}. K lies on the segment O₁O₂ or its extension, and KA ⊥ O₁O₂. The segments O₁A, "
                f"O₂A and KA are drawn in red.")

    # -- answer: the axial triangle ---------------------------------------------------------------------
    def _exact(self, p):
        R1, R2, d = (sp.Integer(p[k]) for k in ("R1", "R2", "d"))
        x1 = (d ** 2 + R1 ** 2 - R2 ** 2) / (2 * d)          # signed O₁K towards O₂
        r2 = R1 ** 2 - x1 ** 2
        return {"radius": sp.sqrt(r2), "distance": sp.Abs(x1), "area": sp.pi * r2}[p["ask"]], x1, r2

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: bisection along a meridian ---------------------------------------------------------------
    def verify(self, g):
        R1, R2, d = float(g["R1"]), float(g["R2"]), float(g["d"])
        O1, O2 = np.zeros(3), np.array([0.0, 0.0, d])

        def meridian(th):
            return O1 + R1 * np.array([np.sin(th), 0.0, np.cos(th)])

        f = lambda th: float(np.linalg.norm(meridian(th) - O2) - R2)
        if not (f(0.0) < 0 < f(np.pi)):
            raise AssertionError("the spheres do not meet in a circle")
        th = brentq(f, 0.0, np.pi, xtol=1e-14)
        A = meridian(th)
        rho, off = float(np.hypot(A[0], A[1])), abs(float(A[2]))
        return Number({"radius": rho, "distance": off, "area": np.pi * rho * rho}[g["ask"]])

    def scene(self, g):
        R1, R2, d = float(g["R1"]), float(g["R2"]), float(g["d"])
        x1 = (d * d + R1 * R1 - R2 * R2) / (2 * d)
        r = float(np.sqrt(R1 * R1 - x1 * x1))
        s = Scene()
        s.solid("sphere", (0, 0, 0), R1, opacity=0.22)
        s.solid("sphere", (0, 0, d), R2, color="#fca5a5", opacity=0.22)
        s.point("O₁", (0, 0, 0))
        s.point("O₂", (0, 0, d))
        s.point("K", (0, 0, x1))
        s.point("A", (r, 0, x1))
        circle_polyline(s, (0, 0, x1), r, style="edge")
        for u, v in (("O₁", "A"), ("O₂", "A"), ("K", "A")):
            s.segment(u, v, style="auxiliary")
        far = "K" if x1 > d else "O₂"
        s.segment("O₁", far, style="hidden")
        if x1 < 0:
            s.segment("K", "O₁", style="hidden")
        s.azimuth_range = (200.0, 340.0)
        return s

    # -- views ------------------------------------------------------------------------------------------
    def subquestions(self, g):
        _, x1, r2 = self._exact(g)
        return [
            SubQuestion(f"A triangle O₁AO₂ has O₁A = {g['R1']}, O₂A = {g['R2']} and O₁O₂ = {g['d']}. K is the foot of "
                        f"the perpendicular from A to the line O₁O₂. Find O₁K (exact, or rounded to two decimal "
                        f"places).", Number(float(abs(x1))), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In a right triangle O₁KA with the right angle at K, O₁A = {g['R1']} and O₁K = "
                        f"{surd_text(sp.Abs(x1))}. Find KA (exact, or rounded to two decimal places).",
                        Number(float(sp.sqrt(r2))), "plane_figures/triangles/pythagorean_theorem"),
        ]

    def backward(self, g):
        value, x1, _ = self._exact(g)
        where = ("the plane of the circle lies between O₁ and O₂" if 0 < x1 < g["d"] else
                 "O₂ lies between O₁ and the plane of the circle" if x1 >= g["d"] else
                 "O₁ lies between the plane of the circle and O₂")
        shown = surd_text(sp.nsimplify(value)) if g["ask"] != "area" else f"{surd_text(sp.nsimplify(value / sp.pi))}π"
        return Backward(f"{self._head(g, hide='R2')}; {where}. {self._target(g['ask'])[0].upper()}"
                        f"{self._target(g['ask'])[1:]} is {shown}. Find the radius of the sphere with centre O₂.",
                        Number(float(g["R2"])), "R2")

    def reasoning(self, p):
        value, x1, r2 = self._exact(p)
        R1, R2, d = p["R1"], p["R2"], p["d"]
        steps = [
            "By symmetry about the line O₁O₂, the common points form a circle whose plane is perpendicular to "
            "O₁O₂ at K; for any point A of it, O₁A = R₁, O₂A = R₂ and KA is the circle's radius.",
            f"In triangle O₁AO₂: O₁A² − O₁K² = KA² = O₂A² − O₂K². With O₁K = x (signed towards O₂): "
            f"{R1}² − x² = {R2}² − ({d} − x)², so x = ({d}² + {R1}² − {R2}²)/(2·{d}) = {x1}.",
            f"KA² = {R1}² − ({x1})² = {r2}, so KA = {surd_text(sp.sqrt(r2))}.",
        ]
        if p["ask"] == "distance":
            steps.append(f"The distance from O₁ to the plane is |O₁K| = {surd_text(sp.Abs(x1))}.")
        elif p["ask"] == "area":
            steps.append(f"The area is π·KA² = {r2}π ≈ {float(value):.4f}.")
        return steps
