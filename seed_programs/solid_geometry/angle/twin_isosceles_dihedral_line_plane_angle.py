"""Solid geometry (angle): two isosceles triangles ABC (AB = AC) and DBC (DB = DC) on a common base BC
form a tetrahedron with the dihedral angle A-BC-D given; find the angle between AD and the plane BCD (or
ABC) (DynaSolidGeo, angle). ``answer`` works in the plane AMD (M the midpoint of BC, perpendicular to BC,
hence to both faces): AM and DM from the Pythagorean theorem, AD by the law of cosines with the dihedral
angle at M, the distance from A to plane BCD is AM·sin θ, and sin φ = that distance / AD (sympy);
``verify`` builds the tetrahedron in coordinates and uses the normal of the plane (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import restyle_segment, surd_text
from dynaforge.sdk.solid_angle_more import scan_root



@seed_program(
    id="twin_isosceles_dihedral_line_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/positional/plane_plane_perpendicular", "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (angle: from a given dihedral angle along a common base to a line-plane angle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class TwinIsoscelesDihedralLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(c=IntRange(1, 4), m=IntRange(2, 8), theta=OneOf((60, 90, 120)), ask=OneOf(("BCD", "ABC")),
                      equal_share=0.15),
        hard=dict(c=IntRange(2, 8), m=IntRange(2, 12), theta=OneOf((45, 60, 120, 135, 150)),
                  ask=OneOf(("BCD", "ABC")), equal_share=0.0),
        hard_means="two different triangles on the common base (never the symmetric case), dihedral angles such as "
                   "45°, 135° and 150° (no right angle), larger lengths",
    )

    def sample(self, rng, space):
        for _ in attempts("two faces of different or equal heights, a readable (not needle-thin) tetrahedron"):
            c = space.c.draw(rng)
            m1 = space.m.draw(rng)
            m2 = m1 if rng.random() < space.equal_share else space.m.draw(rng)
            if space.equal_share == 0 and m1 == m2:
                continue
            bc = 2 * c
            if not (max(m1, m2) <= 3 * bc and 2 * min(m1, m2) >= bc and 3 * min(m1, m2) >= max(m1, m2)):
                continue
            g = {"bc": 2 * c, "ab2": c * c + m1 * m1, "db2": c * c + m2 * m2, "theta": space.theta.draw(rng),
                 "ask": space.ask.draw(rng)}
            if self._recover_bc(g) is not None:       # the backward view solves BC back uniquely
                return g

    def _givens(self, g, hide=None):
        bc = "" if hide == "bc" else f"BC = {g['bc']}, "
        return (f"In the tetrahedron ABCD, {bc}AB = AC = {surd_text(sp.sqrt(g['ab2']))}, "
                f"DB = DC = {surd_text(sp.sqrt(g['db2']))} and the dihedral angle A-BC-D is {g['theta']}°.")

    def question(self, g):
        return (f"{self._givens(g)} Find the angle between the line AD and the plane {g['ask']}, in degrees "
                f"(to 0.1°).")

    # -- the plane AMD (sympy) ------------------------------------------------------------------
    def _exact(self, p, bc=None):
        c = (sp.Integer(p["bc"]) if bc is None else bc) / 2
        am = sp.sqrt(p["ab2"] - c ** 2)
        dm = sp.sqrt(p["db2"] - c ** 2)
        t = sp.Integer(p["theta"]) * sp.pi / 180
        ad2 = sp.nsimplify(sp.expand(am ** 2 + dm ** 2 - 2 * am * dm * sp.cos(t)))
        # plane AMD ⟂ BC, so it is perpendicular to both faces: the distance from A to BCD is AM·sin θ
        dist = sp.nsimplify((am if p["ask"] == "BCD" else dm) * sp.sin(t))
        sin = sp.radsimp(dist / sp.sqrt(ad2))
        return am, dm, ad2, dist, sin

    def _recover_bc(self, p):
        # sin φ(BC) from the same plane-AMD relations in floats, solved for BC by a scan (BC < 2·AB, 2·DB)
        t = math.radians(p["theta"])
        target = float(self._exact(p)[-1])

        def sin_of(bc):
            am, dm = math.sqrt(p["ab2"] - bc * bc / 4), math.sqrt(p["db2"] - bc * bc / 4)
            near = am if p["ask"] == "BCD" else dm
            return near * math.sin(t) / math.sqrt(am * am + dm * dm - 2 * am * dm * math.cos(t)) - target

        return scan_root(sin_of, 0.0, 2 * math.sqrt(min(p["ab2"], p["db2"])))

    def answer(self, p):
        return Number(math.degrees(math.asin(float(self._exact(p)[-1]))))

    def verify(self, g):
        # Independent: coordinates from the scene, the plane's normal by a cross product.
        s = self.scene(g)
        A, B, C, D = (s.xyz(x) for x in "ABCD")
        plane = (B, C, D) if g["ask"] == "BCD" else (A, B, C)
        n = np.cross(plane[1] - plane[0], plane[2] - plane[0])
        d = D - A
        return Number(math.degrees(math.asin(abs(n @ d) / np.linalg.norm(n) / np.linalg.norm(d))))

    def scene(self, g):
        c = g["bc"] / 2
        m1 = math.sqrt(g["ab2"] - c * c)
        m2 = math.sqrt(g["db2"] - c * c)
        t = math.radians(g["theta"])
        # face BCD lies flat (z = 0) with D in front of BC; face ABC rises at the dihedral angle θ
        pts = {"B": (-c, 0.0, 0.0), "C": (c, 0.0, 0.0), "D": (0.0, -m2, 0.0),
               "A": (0.0, -m1 * math.cos(t), m1 * math.sin(t))}
        s = Scene()
        s.polyhedron(pts, [["B", "C", "D"], ["A", "B", "C"], ["A", "B", "D"], ["A", "C", "D"]])
        s.point("M", (0.0, 0.0, 0.0))
        s.segment("A", "M", style="hidden")
        s.segment("D", "M", style="hidden")
        restyle_segment(s, "A", "D", "auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        am, dm, ad2, dist, sin = self._exact(g)
        target = "A to the plane BCD" if g["ask"] == "BCD" else "D to the plane ABC"
        return [SubQuestion(f"{self._givens(g)} M is the midpoint of BC. Find AM.", Number(float(am)),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"{self._givens(g)} Find AD.", Number(float(sp.sqrt(ad2))),
                            "plane_figures/triangles/law_of_cosines"),
                SubQuestion(f"{self._givens(g)} Find the distance from {target}.", Number(float(dist)),
                            "solid_figures/positional/plane_plane_perpendicular")]

    def backward(self, g):
        return Backward(f"{self._givens(g, hide='bc')} The angle φ between the line AD and the plane {g['ask']} "
                        f"satisfies sin φ = {self._sin_text(g)}. Find BC.", Number(float(self._recover_bc(g))), "bc")

    def _sin_text(self, p):
        """sin φ as text: simplified when AD² is rational, else as (distance)/√(AD²)."""
        am, dm, ad2, dist, sin = self._exact(p)
        if ad2.is_Rational:
            return surd_text(sin)
        d = surd_text(dist)
        return f"({d})/√({surd_text(ad2)})" if "/" in d else f"{d}/√({surd_text(ad2)})"

    def description(self, g):
        return (f"{self._givens(g)} M is the midpoint of BC; AM and DM are dashed and AD is drawn in red.")

    def reasoning(self, p):
        am, dm, ad2, dist, sin = self._exact(p)
        ang = self.answer(p).value
        X, Y = ("A", "BCD") if p["ask"] == "BCD" else ("D", "ABC")
        XM = "AM" if X == "A" else "DM"
        return [
            f"Let M be the midpoint of BC. The triangles are isosceles, so AM ⟂ BC and DM ⟂ BC: ∠AMD = "
            f"{p['theta']}° is the plane angle of A-BC-D, and BC ⟂ plane AMD.",
            f"AM = √(AB² − {surd_text(sp.Rational(p['bc'], 2))}²) = {surd_text(am)}, DM = √(DB² − "
            f"{surd_text(sp.Rational(p['bc'], 2))}²) = {surd_text(dm)}; law of cosines "
            f"in AMD: AD² = AM² + DM² − 2·AM·DM·cos {p['theta']}° = {surd_text(ad2)}.",
            f"Plane AMD is perpendicular to BC, a line of plane {Y}, so plane AMD ⟂ plane {Y}; the "
            f"perpendicular from {X} to line {'DM' if X == 'A' else 'AM'} (in plane AMD) is perpendicular to plane "
            f"{Y}, of length {XM}·sin {p['theta']}° = {surd_text(dist)}.",
            f"sin φ = {surd_text(dist)}/AD = {self._sin_text(p)}, so φ ≈ {ang:.1f}°.",
        ]
