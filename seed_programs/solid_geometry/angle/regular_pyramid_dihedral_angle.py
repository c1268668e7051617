"""Solid geometry: the dihedral angle between a lateral face and the base of a regular pyramid
(DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, surd_text

NAMES = {n: regular_solid_name(n, "pyramid") for n in (3, 4, 6)}
POLYGONS = {n: ("an " if n == 3 else "a ") + regular_polygon_name(n) for n in (3, 4, 6)}


_pretty = surd_text


def _par(text: str) -> str:
    """Bracket a compound term (for use as a divisor)."""
    return f"({text})" if any(c in text for c in "/+-") else text


@seed_program(
    id="regular_pyramid_dihedral_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/pyramids/regular_pyramid_foot",
              "plane_figures/polygons/regular_polygon_apothem"],
    source="DynaSolidGeo-style (angle: dihedral angle of a lateral face with the base)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidDihedralAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.45, 0.25]), a=IntRange(2, 8), mode=OneOf(("height", "lateral")),
                      h=IntRange(2, 7), lateral_gap=IntRange(1, 7), apex=OneOf(("P", "S", "V")),
                      centre=OneOf(("O", "H"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.35, 0.2, 0.45]), a=IntRange(5, 16),
                  mode=OneOf(("height", "lateral"), p=[0.3, 0.7]), h=IntRange(3, 15), lateral_gap=IntRange(1, 13),
                  apex=OneOf(("P", "S", "V")), centre=OneOf(("O", "H"))),
        hard_means="larger edges, mostly triangular and hexagonal bases (irrational apothems) and mostly the "
                   "lateral edge given, so the height must be found first",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        a = space.a.draw(rng)
        mode = space.mode.draw(rng)
        circum = a / (2 * math.sin(math.pi / n))
        h = space.h.draw(rng)
        lateral = math.floor(circum) + space.lateral_gap.draw(rng)
        apex = space.apex.draw(rng)
        base = list("ABCDEF"[:n])
        g = {"n": n, "a": a, "mode": mode, **({"h": h} if mode == "height" else {"l": lateral}), "apex": apex,
             "base": base, "face": int(rng.integers(0, n)), "centre": space.centre.draw(rng)}
        return g

    # -- exact quantities (classical route) ------------------------------------------------------
    def _exact(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        apothem = sp.nsimplify(a / (2 * sp.tan(sp.pi / n)))
        circum = sp.nsimplify(a / (2 * sp.sin(sp.pi / n)))
        h = sp.Integer(p["h"]) if p["mode"] == "height" else sp.sqrt(sp.Integer(p["l"]) ** 2 - circum ** 2)
        return apothem, circum, sp.nsimplify(h), sp.nsimplify(h / apothem)

    def _edge(self, p):
        b, i = p["base"], p["face"]
        return b[i], b[(i + 1) % p["n"]]

    def _name(self, p):
        return f"{p['apex']}-{''.join(p['base'])}"

    def _givens(self, p):
        X, Y = self._edge(p)
        b0, b1 = p["base"][0], p["base"][1]
        given = (f"{p['apex']}{p['centre']} = {p['h']}" if p["mode"] == "height"
                 else f"every lateral edge has length {p['l']}")
        return (f"In the {NAMES[p['n']]} {self._name(p)}, {p['centre']} is the centre of the base, "
                f"the base edge {b0}{b1} = {p['a']} and {given}")

    def question(self, g):
        X, Y = self._edge(g)
        return (f"{self._givens(g)}. Find the dihedral angle between the lateral face {g['apex']}{X}{Y} "
                f"and the base {''.join(g['base'])}, in degrees.")

    def answer(self, p):
        *_, tan = self._exact(p)
        return Number(math.degrees(math.atan(float(tan))))

    def verify(self, g):
        # Independent: normals of the face and of the base from the scene coordinates.
        s = self.scene(g)
        X, Y = self._edge(g)
        P, A, B = s.xyz(g["apex"]), s.xyz(X), s.xyz(Y)
        n_face = np.cross(A - P, B - P)
        n_base = np.array([0.0, 0.0, 1.0])
        cos = abs(n_face @ n_base) / np.linalg.norm(n_face)
        return Number(float(np.degrees(np.arccos(cos))))

    def scene(self, g):
        n, a = g["n"], g["a"]
        circum = a / (2 * math.sin(math.pi / n))
        h = g["h"] if g["mode"] == "height" else math.sqrt(g["l"] ** 2 - circum ** 2)
        s = Scene()
        s.pyramid(g["base"], g["apex"], regular_polygon_xy(n, circum), (0.0, 0.0, h))
        s.point(g["centre"], (0.0, 0.0, 0.0))
        s.segment(g["apex"], g["centre"], style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        apothem, circum, h, tan = self._exact(g)
        X, Y = self._edge(g)
        subs = [SubQuestion(
            f"The base of the pyramid is {POLYGONS[g['n']]} with side {g['a']}. Find the distance "
            f"from its centre {g['centre']} to the side {X}{Y}.", Number(float(apothem)),
            "plane_figures/polygons/regular_polygon_apothem")]
        if g["mode"] == "lateral":
            subs.append(SubQuestion(
                f"The base has circumradius {_pretty(circum)} and every lateral edge is {g['l']}. "
                f"Find the height {g['apex']}{g['centre']} of the pyramid.", Number(float(h)),
                "solid_figures/pyramids/regular_pyramid_foot"))
        subs.append(SubQuestion(
            f"Let M be the midpoint of {X}{Y}. In right triangle {g['apex']}{g['centre']}M, "
            f"{g['apex']}{g['centre']} = {_pretty(h)} and {g['centre']}M = {_pretty(apothem)}. Find angle "
            f"{g['apex']}M{g['centre']}, in degrees.",
            Number(math.degrees(math.atan2(float(h), float(apothem)))),
            "solid_figures/angles/dihedral_plane_angle"))
        return subs

    def backward(self, g):
        apothem, circum, _, tan = self._exact(g)
        X, Y = self._edge(g)
        b0, b1 = g["base"][0], g["base"][1]
        head = (f"In the {NAMES[g['n']]} {self._name(g)}, {g['centre']} is the centre of the base and "
                f"the base edge {b0}{b1} = {g['a']}. The dihedral angle θ between the lateral face "
                f"{g['apex']}{X}{Y} and the base satisfies tan θ = {_pretty(tan)}.")
        h = apothem * tan  # invert tan θ = h / apothem
        if g["mode"] == "height":
            return Backward(f"{head} Find the height {g['apex']}{g['centre']}.", Number(float(h)), "h")
        return Backward(f"{head} Find the length of a lateral edge.",
                        Number(float(sp.sqrt(h ** 2 + circum ** 2))), "l")

    def description(self, g):
        return (f"{self._givens(g)}. The apex {g['apex']} lies directly above {g['centre']}; the base "
                f"{''.join(g['base'])} is {POLYGONS[g['n']]} labelled in order around the base, and "
                f"the height {g['apex']}{g['centre']} is drawn dashed.")

    def reasoning(self, p):
        apothem, circum, h, tan = self._exact(p)
        X, Y = self._edge(p)
        P, O = p["apex"], p["centre"]
        ang = self.answer(p).value
        steps = [f"Since the pyramid is regular, {P}{O} ⟂ base and {O} is the centre of the "
                 f"base {''.join(p['base'])}, which is {POLYGONS[p['n']]}."]
        if p["mode"] == "lateral":
            steps.append(f"The circumradius is {p['a']}/(2·sin(180°/{p['n']})) = {_pretty(circum)}, so "
                         f"{P}{O} = √({p['l']}² − ({_pretty(circum)})²) = {_pretty(h)}.")
        steps += [
            f"Let M be the midpoint of {X}{Y}. Then {O}M ⟂ {X}{Y} and {P}M ⟂ {X}{Y} (triangle {P}{X}{Y} is "
            f"isosceles), so angle {P}M{O} is the plane angle of the dihedral angle.",
            f"{O}M is the apothem: {p['a']}/(2·tan(180°/{p['n']})) = {_pretty(apothem)}.",
            f"tan∠{P}M{O} = {P}{O}/{O}M = {_pretty(h)}/{_par(_pretty(apothem))} = {_pretty(tan)}.",
            f"So the dihedral angle is arctan({_pretty(tan)}) ≈ {ang:.2f}°.",
        ]
        return steps
