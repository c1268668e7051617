"""Solid geometry (angle): the dihedral angle between two opposite lateral faces of a pyramid whose apex
lies above the centre of a square, rectangular or regular hexagonal base, e.g. PAB and PCD; the two faces
meet in a line l through P parallel to AB that is not drawn (a "dihedral angle without an edge",
DynaSolidGeo, angle). ``answer`` finds the plane angle ∠EPF with E, F the midpoints of the parallel base
edges (PE, PF ⟂ l) by the law of cosines with sympy; ``verify`` measures the angle between the in-face
perpendiculars to l in the scene's coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import regular_polygon_xy, surd_text
from dynaforge.sdk.solid_angle_more import signed_positive_root

H_ = sp.Symbol("h", positive=True)
A_ = sp.Symbol("a", positive=True)


@seed_program(
    id="pyramid_opposite_faces_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/positional/line_plane_parallel_property",
              "solid_figures/pyramids/slant_height", "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (angle: dihedral angle between opposite lateral faces, an edge not drawn)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class PyramidOppositeFacesDihedral(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("square",)), a=IntRange(2, 8), b=IntRange(2, 8), h=IntRange(2, 8),
                      given=OneOf(("height", "lateral"), p=[0.7, 0.3]), apex=OneOf(("P", "S", "V"))),
        hard=dict(base=OneOf(("rectangle", "hexagon"), p=[0.6, 0.4]), a=IntRange(3, 12), b=IntRange(3, 12),
                  h=IntRange(3, 14), given=OneOf(("height", "lateral"), p=[0.4, 0.6]), apex=OneOf(("P", "S", "V"))),
        hard_means="rectangular bases (the pair of faces decides which side enters) and regular hexagonal bases "
                   "(faces PAB and PDE, apothems with √3), mostly the lateral edge given so the height comes first",
    )

    def sample(self, rng, space):
        kind = space.base.draw(rng)
        given = space.given.draw(rng)
        for _ in attempts("a pyramid not flatter than height = 0.7 × circumradius (a readable figure)"):
            a, b, h = space.a.draw(rng), space.b.draw(rng), space.h.draw(rng)
            if kind == "rectangle" and a == b:
                continue
            circum = (a if kind == "hexagon" else math.hypot(a, a if kind == "square" else b) / 2)
            if h >= 0.7 * circum:
                break
        g = {"base": kind, "a": a, "apex": space.apex.draw(rng)}
        if kind == "rectangle":
            g["b"] = b
            g["pair"] = str(rng.choice(["AB", "AD"]))    # faces through AB and CD, or through AD and BC
        if given == "height":
            g["h"] = h
        else:
            # 4·(lateral edge)² = 4h² + 4·circumradius², an integer; the edge is stated as √(l4)/2
            g["l4"] = 4 * h * h + (4 * a * a if kind == "hexagon" else 2 * a * a if kind == "square" else a * a + b * b)
        return g

    # -- names -----------------------------------------------------------------------------------
    def _base_labels(self, g):
        return list("ABCDEF") if g["base"] == "hexagon" else list("ABCD")

    def _faces(self, g):
        P = g["apex"]
        if g["base"] == "hexagon":
            return (P + "AB", P + "DE"), ("A", "D")
        if g.get("pair") == "AD":
            return (P + "AD", P + "BC"), ("A", "B")
        return (P + "AB", P + "CD"), ("A", "D")

    def _givens(self, g, hide=None):
        P = g["apex"]
        B = "".join(self._base_labels(g))
        side = "" if hide == "a" else f" with side {g['a']}"
        if g["base"] == "square":
            base = f"the base {B} is a square{side}"
        elif g["base"] == "rectangle":
            ab = "" if hide == "a" else f"AB = {g['a']} and "
            base = f"the base {B} is a rectangle with {ab}BC = {g['b']}"
        else:
            base = f"the base {B} is a regular hexagon{side}"
        if "h" in g:
            rest = "" if hide == "h" else f", and the height is {g['h']}"
            foot = f"the apex {P} lies directly above the centre O of the base"
        else:
            rest = f", and every lateral edge has length {surd_text(sp.sqrt(g['l4']) / 2)}"
            foot = "the lateral edges are equal (so the apex lies above the centre O of the base)"
        return f"In the pyramid {P}-{B}, {base}, {foot}{rest}."

    def _target(self, g):
        (f1, f2), (x, y) = self._faces(g)
        return (f"The planes {f1} and {f2} meet in a line l through {g['apex']}. Find the dihedral angle "
                f"{x}-l-{y} (the one that contains the pyramid)")

    def question(self, g):
        return f"{self._givens(g)} {self._target(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _exact(self, p, h=None, a=None):
        a = sp.Integer(p["a"]) if a is None else a
        if p["base"] == "hexagon":
            ef, circum2 = sp.sqrt(3) * a, a ** 2              # distance between opposite sides = 2·apothem
        elif p["base"] == "square":
            ef, circum2 = a, a ** 2 / 2
        else:
            b = sp.Integer(p["b"])
            ef = b if p.get("pair", "AB") == "AB" else a      # faces through AB, CD are BC apart
            circum2 = (a ** 2 + b ** 2) / 4
        if h is None:
            h = sp.Integer(p["h"]) if "h" in p else sp.sqrt(sp.Rational(p["l4"], 4) - circum2)
        slant2 = h ** 2 + ef ** 2 / 4                          # PE² = PO² + OE²
        cos = (2 * slant2 - ef ** 2) / (2 * slant2)            # law of cosines in triangle EPF
        return sp.nsimplify(sp.simplify(cos)), ef, h, slant2

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._exact(p)[0]))))

    def verify(self, g):
        # Independent: l ∥ the shared base-edge direction; in each face the component of (vertex − apex)
        # perpendicular to l, and the angle between these two components.
        s = self.scene(g)
        P = g["apex"]
        if g["base"] == "hexagon":
            (u1, u2), (x, y) = ("A", "B"), ("A", "D")
        elif g.get("pair") == "AD":
            (u1, u2), (x, y) = ("A", "D"), ("A", "B")
        else:
            (u1, u2), (x, y) = ("A", "B"), ("A", "D")
        d = s.xyz(u2) - s.xyz(u1)
        d /= np.linalg.norm(d)
        v1, v2 = s.xyz(x) - s.xyz(P), s.xyz(y) - s.xyz(P)
        v1 -= (v1 @ d) * d
        v2 -= (v2 @ d) * d
        return Number(math.degrees(math.acos(float(v1 @ v2 / np.linalg.norm(v1) / np.linalg.norm(v2)))))

    def scene(self, g):
        P = g["apex"]
        a = float(g["a"])
        if g["base"] == "hexagon":
            xy = regular_polygon_xy(6, a)
            circum2 = a * a
        else:
            b = a if g["base"] == "square" else float(g["b"])
            xy = [(-a / 2, -b / 2), (a / 2, -b / 2), (a / 2, b / 2), (-a / 2, b / 2)]
            circum2 = (a * a + b * b) / 4
        h = float(g["h"]) if "h" in g else math.sqrt(g["l4"] / 4 - circum2)
        B = self._base_labels(g)
        s = Scene()
        s.pyramid(B, P, xy, (0.0, 0.0, h))
        s.point("O", (0.0, 0.0, 0.0))
        s.segment(P, "O", style="hidden")
        if g["base"] == "hexagon":
            e1, e2 = ("A", "B"), ("D", "E")
        elif g.get("pair") == "AD":
            e1, e2 = ("A", "D"), ("B", "C")
        else:
            e1, e2 = ("A", "B"), ("C", "D")
        m1, m2 = ("E", "F") if "E" not in B else ("M", "N")     # the hexagon uses E and F as vertices
        s.point(m1, s.midpoint(*e1))
        s.point(m2, s.midpoint(*e2))
        s.segment(P, m1, style="auxiliary")
        s.segment(P, m2, style="auxiliary")
        s.segment(m1, m2, style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def _mids(self, g):
        return ("M", "N") if g["base"] == "hexagon" else ("E", "F")

    def subquestions(self, g):
        cos, ef, h, slant2 = self._exact(g)
        (f1, f2), _ = self._faces(g)
        m1, m2 = self._mids(g)
        subs = []
        if "l4" in g:
            subs.append(SubQuestion(f"{self._givens(g)} Find the height {g['apex']}O.", Number(float(h)),
                                    "solid_figures/pyramids/height_from_lateral_edge"))
        subs.append(SubQuestion(f"{self._givens(g)} Find the slant height of the face {f1} (from {g['apex']} to the "
                                f"midpoint of its base edge).", Number(float(sp.sqrt(slant2))),
                                "solid_figures/pyramids/slant_height"))
        return subs

    def backward(self, g):
        cos = self._exact(g)[0]
        (f1, f2), (x, y) = self._faces(g)
        tail = (f"The planes {f1} and {f2} meet in a line l through {g['apex']}; the dihedral angle {x}-l-{y} (the one "
                f"that contains the pyramid) has cosine {surd_text(cos)}.")
        if "h" in g:
            val = signed_positive_root(self._exact(g, h=H_)[0], H_, cos)
            return Backward(f"{self._givens(g, hide='h')} {tail} Find the height of the pyramid.", Number(val), "h")
        val = signed_positive_root(self._exact(g, a=A_)[0], A_, cos)
        what = "AB" if g["base"] == "rectangle" else "the side of the base"
        return Backward(f"{self._givens(g, hide='a')} {tail} Find {what}.", Number(val), "a")

    def description(self, g):
        m1, m2 = self._mids(g)
        (f1, f2), _ = self._faces(g)
        return (f"{self._givens(g)} {m1} and {m2} are the midpoints of the base edges of the faces {f1} and {f2}; "
                f"{g['apex']}{m1} and {g['apex']}{m2} are drawn in red, {m1}{m2} and the height {g['apex']}O are dashed.")

    def reasoning(self, p):
        cos, ef, h, slant2 = self._exact(p)
        (f1, f2), (x, y) = self._faces(p)
        P = p["apex"]
        m1, m2 = self._mids(p)
        ang = self.answer(p).value
        steps = []
        if "l4" in p:
            steps.append(f"{P}O = √({P}A² − OA²) = {surd_text(h)} (OA the circumradius of the base).")
        steps += [
            f"The base edges of {f1} and {f2} are parallel, so each is parallel to the other face; hence the common "
            f"line l of the two faces is parallel to them.",
            f"{m1}, {m2} are the midpoints of these edges; the faces are isosceles, so {P}{m1} and {P}{m2} are "
            f"perpendicular to those edges and therefore to l: ∠{m1}{P}{m2} is the plane angle of {x}-l-{y}.",
            f"{m1}{m2} = {surd_text(ef)}, and {P}{m1}² = {P}O² + ({m1}{m2}/2)² = {surd_text(slant2)}.",
            f"Law of cosines: cos∠{m1}{P}{m2} = (2·{P}{m1}² − {m1}{m2}²)/(2·{P}{m1}²) = {surd_text(cos)}, so the "
            f"angle ≈ {ang:.1f}°.",
        ]
        return steps
