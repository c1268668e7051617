"""Solid geometry: the dihedral angle between two adjacent lateral faces of a regular pyramid, along a
lateral edge (DynaSolidGeo, angle; competition-style)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, surd_text



@seed_program(
    id="regular_pyramid_adjacent_faces_dihedral", topic="solid_geometry", category="angle",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "plane_figures/triangles/law_of_cosines",
              "plane_figures/polygons/regular_polygon_apothem"],
    source="DynaSolidGeo-style (angle: dihedral angle between adjacent lateral faces)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidAdjacentFacesDihedral(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.35, 0.45, 0.2]), a=IntRange(2, 8), tetrahedron_share=0.15,
                      lateral_gap=IntRange(1, 6), apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.3, 0.4]), a=IntRange(4, 14), tetrahedron_share=0.0,
                  lateral_gap=IntRange(1, 12), apex=OneOf(("P", "S", "V"))),
        hard_means="larger edges, more hexagonal bases and never the regular tetrahedron, so the face "
                   "heights and the chord between the neighbours are surds",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        a = space.a.draw(rng)
        circum = a / (2 * math.sin(math.pi / n))
        lateral = a if (n == 3 and rng.random() < space.tetrahedron_share) else \
            math.floor(circum) + space.lateral_gap.draw(rng)
        return {"n": n, "a": a, "l": int(lateral), "k": int(rng.integers(0, n)), "apex": space.apex.draw(rng)}

    def _verts(self, p):
        n, k = p["n"], p["k"]
        base = list("ABCDEF"[:n])
        return base[(k - 1) % n], base[k], base[(k + 1) % n]

    def _exact(self, p):
        """Classical route: perpendiculars from the two neighbours to the common edge meet it at the
        same point E; the law of cosines in the triangle they form."""
        n, a, l = p["n"], sp.Integer(p["a"]), sp.Integer(p["l"])
        slant = sp.sqrt(l ** 2 - a ** 2 / 4)           # height of a lateral face on its base edge
        be = a * slant / l                              # twice the face area / lateral edge
        chord = 2 * a * sp.cos(sp.pi / n)               # distance between the two neighbours
        cos = sp.nsimplify(sp.simplify(1 - chord ** 2 / (2 * be ** 2)))
        return sp.nsimplify(be), sp.nsimplify(chord), cos

    def _poly(self, p):
        name = regular_polygon_name(p["n"])
        return ("an " if name[0] in "aeiou" else "a ") + name

    def _edge_name(self, p):
        return p["apex"] + self._verts(p)[1]

    def question(self, g):
        X, V, Y = self._verts(g)
        P = g["apex"]
        base = "ABCDEF"[:g["n"]]
        return (f"In the {regular_solid_name(g['n'], 'pyramid')} {P}-{base}, the base edge is {g['a']} and "
                f"every lateral edge is "
                f"{g['l']}. Find the dihedral angle {X}-{P}{V}-{Y} (between the lateral faces {P}{X}{V} and "
                f"{P}{V}{Y}), in degrees.")

    def answer(self, p):
        *_, cos = self._exact(p)
        return Number(float(sp.deg(sp.acos(cos)).evalf(30)))

    def verify(self, g):
        # Independent: outward normals of the two faces; the dihedral angle is 180° minus their angle.
        s = self.scene(g)
        X, V, Y = self._verts(g)
        P = s.xyz(g["apex"])
        inside = np.mean([s.xyz(c) for c in "ABCDEF"[:g["n"]]] + [P], axis=0)
        normals = []
        for U in (X, Y):
            nrm = np.cross(s.xyz(U) - P, s.xyz(V) - P)
            if nrm @ (P - inside) < 0:
                nrm = -nrm
            normals.append(nrm / np.linalg.norm(nrm))
        return Number(180.0 - math.degrees(math.acos(float(np.clip(normals[0] @ normals[1], -1, 1)))))

    def scene(self, g):
        n, a = g["n"], g["a"]
        circum = a / (2 * math.sin(math.pi / n))
        h = math.sqrt(g["l"] ** 2 - circum ** 2)
        s = Scene()
        s.pyramid(list("ABCDEF"[:n]), g["apex"], regular_polygon_xy(n, circum), (0.0, 0.0, h))
        edge = {g["apex"], self._verts(g)[1]}          # the common edge of the two faces, in red
        s.segments = [seg if {seg[0], seg[1]} != edge else (seg[0], seg[1], "auxiliary") for seg in s.segments]
        return s

    def subquestions(self, g):
        X, V, Y = self._verts(g)
        P = g["apex"]
        be, chord, cos = self._exact(g)
        return [
            SubQuestion(f"Triangle {P}{V}{Y} has {P}{V} = {P}{Y} = {g['l']} and {V}{Y} = {g['a']}. Find the "
                        f"distance from {Y} to line {P}{V}.", Number(float(be)),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"The base of the pyramid is {self._poly(g)} with side {g['a']}. Find the "
                        f"distance {X}{Y} between the two neighbours of {V}.", Number(float(chord)),
                        "plane_figures/polygons/regular_polygon_apothem"),
            SubQuestion(f"A triangle {X}E{Y} has {X}E = E{Y} = {surd_text(be)} and {X}{Y} = {surd_text(chord)}. "
                        f"Find angle {X}E{Y}, in degrees.", Number(float(sp.deg(sp.acos(cos)).evalf(30))),
                        "plane_figures/triangles/law_of_cosines"),
        ]

    def backward(self, g):
        X, V, Y = self._verts(g)
        P = g["apex"]
        *_, cos = self._exact(g)
        a, n = sp.Integer(g["a"]), g["n"]
        chord2 = (2 * a * sp.cos(sp.pi / n)) ** 2
        # invert cos = 1 − chord²·l² / (2a²(l² − a²/4)) for l
        k = (1 - cos) * 2 * a ** 2 / chord2             # = l² / (l² − a²/4)
        lateral = sp.sqrt(k * a ** 2 / 4 / (k - 1))
        base = "ABCDEF"[:n]
        return Backward(
            f"In the {regular_solid_name(n, 'pyramid')} {P}-{base}, the base edge is {g['a']} and the "
            f"dihedral angle θ = "
            f"{X}-{P}{V}-{Y} between the lateral faces {P}{X}{V} and {P}{V}{Y} satisfies cos θ = "
            f"{surd_text(cos)}. Find the length of a lateral edge.", Number(float(lateral)), "l")

    def description(self, g):
        base = "ABCDEF"[:g["n"]]
        return (f"A {regular_solid_name(g['n'], 'pyramid')} {g['apex']}-{base}: the base {base} is "
                f"{self._poly(g)} with "
                f"side {g['a']}, labelled in order, and the apex {g['apex']} lies above its centre with every "
                f"lateral edge equal to {g['l']}; the edge {self._edge_name(g)} is drawn in red.")

    def reasoning(self, p):
        X, V, Y = self._verts(p)
        P = p["apex"]
        be, chord, cos = self._exact(p)
        slant = sp.sqrt(sp.Integer(p["l"]) ** 2 - sp.Rational(p["a"] ** 2, 4))
        return [
            f"In face {P}{V}{Y} draw {Y}E ⟂ {P}{V} with E on {P}{V}. The faces {P}{X}{V} and {P}{V}{Y} are "
            f"congruent and symmetric about the plane through {P}{V} and the centre of the base, so "
            f"{X}E ⟂ {P}{V} too and ∠{X}E{Y} is the plane "
            f"angle of the dihedral angle.",
            f"The height of face {P}{V}{Y} on {V}{Y} is √({p['l']}² − ({p['a']}/2)²) = {surd_text(slant)}; "
            f"twice the area gives {Y}E = {p['a']}·({surd_text(slant)})/{p['l']} = {surd_text(be)}.",
            f"{X} and {Y} are the two neighbours of {V} in the base {regular_polygon_name(p['n'])}, so "
            f"{X}{Y} = 2·{p['a']}·cos(180°/{p['n']}) = {surd_text(chord)}.",
            f"Law of cosines: cos∠{X}E{Y} = (2·{Y}E² − {X}{Y}²)/(2·{Y}E²) = {surd_text(cos)}.",
            f"So the dihedral angle is arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]
