"""Solid geometry (angle): a plane cuts three lateral (vertical) edges of a cube at labelled points given
by their heights above the base; find tan of the angle between this section plane and the base
(DynaSolidGeo, angle). ``answer`` uses the projected-area method with sympy: the triangle of the three
points projects onto a right triangle of area a²/2 in the base, its own area comes from Heron's formula,
and cos θ = projected area / area; ``verify`` takes the normal vector of the plane in the scene's
coordinates (numpy)."""
import itertools
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import solid_vertex_labels, surd_text

NAMES = (("E", "F", "G"), ("P", "Q", "R"), ("K", "L", "N"))


@seed_program(
    id="cube_section_base_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/cubes/plane_cross_section",
              "plane_figures/triangles/heron_formula", "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (angle: a section of a cube through points of three lateral edges, against the base)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class CubeSectionBaseAngle(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(4, 8), skip_corner=OneOf((3,)), style=OneOf(("prime", "sub")),
                      names=OneOf((0, 1, 2))),
        hard=dict(a=IntRange(5, 12), skip_corner=OneOf((0, 1, 2, 3)), style=OneOf(("prime", "sub")),
                  names=OneOf((0, 1, 2))),
        hard_means="larger cubes, and the three edges may be any three of the four lateral edges, so the two "
                   "height differences that tilt the plane are not always taken from the same corner",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        skip = space.skip_corner.draw(rng)
        edges = [i for i in range(4) if i != skip]
        for _ in attempts("three different heights strictly inside the edges (the plane tilts both ways)"):
            lo = max(1, round(a / 5))           # clear of the vertices, so labels do not crowd
            hs = [int(v) for v in rng.integers(lo, a - lo + 1, size=3)]
            if len(set(hs)) == 3:
                break
        return {"a": a, "edges": edges, "heights": hs, "style": space.style.draw(rng),
                "names": list(NAMES[space.names.draw(rng)])}

    def _labels(self, g):
        return solid_vertex_labels(4, g["style"])

    def _givens(self, g, hide=None):
        bottom, top = self._labels(g)
        parts = [f"{x} on {bottom[i]}{top[i]} with {bottom[i]}{x} = {h}"
                 for x, i, h in zip(g["names"], g["edges"], g["heights"])]
        edge = "" if hide == "a" else f" with edge length {g['a']}"
        X, Y, Z = g["names"]
        return (f"In the cube {''.join(bottom)}-{''.join(top)}{edge}, {X}, {Y} and {Z} are points of lateral edges: "
                + "; ".join(parts) + ".")

    def _plane(self, g):
        return "".join(g["names"])

    def question(self, g):
        bottom, _ = self._labels(g)
        return (f"{self._givens(g)} Let θ be the angle between the plane {self._plane(g)} and the base "
                f"{''.join(bottom)}. Find tan θ (exact, or to three decimal places).")

    # -- projected-area route (sympy) ------------------------------------------------------------
    def _exact(self, p):
        a = sp.Integer(p["a"])
        (i, j, k), (hi, hj, hk) = p["edges"], p["heights"]

        def base_dist2(u, v):                  # lateral edges are a apart (adjacent) or a√2 (opposite)
            return a ** 2 if (u - v) % 4 in (1, 3) else 2 * a ** 2

        s1 = sp.sqrt(base_dist2(i, j) + (hi - hj) ** 2)
        s2 = sp.sqrt(base_dist2(j, k) + (hj - hk) ** 2)
        s3 = sp.sqrt(base_dist2(i, k) + (hi - hk) ** 2)
        # Heron in the form 16·S² = 2(x²y² + y²z² + z²x²) − (x⁴ + y⁴ + z⁴)
        x2, y2, z2 = s1 ** 2, s2 ** 2, s3 ** 2
        area = sp.sqrt(sp.expand(2 * (x2 * y2 + y2 * z2 + z2 * x2) - (x2 ** 2 + y2 ** 2 + z2 ** 2))) / 4
        proj = a ** 2 / 2                       # three corners of the square base: a right isosceles triangle
        cos = sp.nsimplify(sp.radsimp(proj / area))
        tan = sp.nsimplify(sp.radsimp(sp.sqrt(1 - cos ** 2) / cos))
        return (s1, s2, s3), area, proj, cos, tan

    def answer(self, p):
        return Number(float(self._exact(p)[-1]))

    def verify(self, g):
        # Independent: the normal vector of the section plane from the scene; tan θ = |n_xy| / |n_z|.
        s = self.scene(g)
        X, Y, Z = (s.xyz(x) for x in g["names"])
        n = np.cross(Y - X, Z - X)
        return Number(float(math.hypot(n[0], n[1]) / abs(n[2])))

    def scene(self, g):
        bottom, top = self._labels(g)
        a = g["a"]
        s = Scene()
        s.box(bottom, top, a, a, a)
        for x, i, h in zip(g["names"], g["edges"], g["heights"]):
            s.point(x, s.along(bottom[i], top[i], h / a))
        s.face(g["names"], color="gold", opacity=0.5, with_edges=False)
        for u, v in itertools.combinations(g["names"], 2):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        sides, area, proj, cos, tan = self._exact(g)
        X, Y, Z = g["names"]
        return [SubQuestion(f"{self._givens(g)} Find the length of {X}{Y}.", Number(float(sides[0])),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"{self._givens(g)} Find the area of triangle {X}{Y}{Z}.", Number(float(area)),
                            "plane_figures/triangles/heron_formula"),
                SubQuestion(f"{self._givens(g)} Find the area of the orthogonal projection of triangle {X}{Y}{Z} "
                            f"onto the base.", Number(float(proj)), "solid_figures/angles/dihedral_plane_angle")]

    def backward(self, g):
        tan = self._exact(g)[-1]
        # the plane rises by the height differences s, t along the two base directions over the edge
        # length: tan θ = √(s² + t²)/a, solved for a.
        heights = {e: h for e, h in zip(g["edges"], g["heights"])}
        val = self._edge_from_tan(heights, tan)
        return Backward(f"{self._givens(g, hide='a')} The angle θ between the plane {self._plane(g)} and the base "
                        f"satisfies tan θ = {surd_text(tan)}. Find the edge length of the cube.", Number(val), "a")

    @staticmethod
    def _edge_from_tan(heights, tan):
        """The plane z = h0 + s·x/a + t·y/a through the three points: s, t are height differences along the
        two base directions, read from the corners (0: origin, 1: +x, 2: +x+y, 3: +y)."""
        if 0 in heights and 1 in heights:
            s = heights[1] - heights[0]
        else:
            s = heights[2] - heights[3]
        if 0 in heights and 3 in heights:
            t = heights[3] - heights[0]
        else:
            t = heights[2] - heights[1]
        return float(sp.sqrt(s ** 2 + t ** 2) / tan)

    def description(self, g):
        bottom, top = self._labels(g)
        return (f"{self._givens(g)} The base {''.join(bottom)} is labelled counter-clockwise with the top face "
                f"{''.join(top)} directly above it; triangle {self._plane(g)} is shaded.")

    def reasoning(self, p):
        sides, area, proj, cos, tan = self._exact(p)
        X, Y, Z = p["names"]
        bottom, _ = self._labels(p)
        feet = "".join(bottom[i] for i in p["edges"])
        return [
            f"The points lie on lateral edges, which are perpendicular to the base, so the orthogonal projection of "
            f"triangle {X}{Y}{Z} onto the base is triangle {feet}, of area {p['a']}²/2 = {surd_text(proj)}.",
            f"Sides of {X}{Y}{Z} (Pythagoras with the height differences): {X}{Y} = {surd_text(sides[0])}, "
            f"{Y}{Z} = {surd_text(sides[1])}, {X}{Z} = {surd_text(sides[2])}; Heron's formula gives area "
            f"{surd_text(area)}.",
            f"Projected-area theorem: cos θ = ({surd_text(proj)})/({surd_text(area)}) = {surd_text(cos)}.",
            f"tan θ = √(1 − cos²θ)/cos θ = {surd_text(tan)}.",
        ]
