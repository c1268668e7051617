"""Solid geometry (angle): a right prism over a rhombus (or a square); dihedral angles along a base
diagonal, e.g. A₁-BD-C₁ between the planes A₁BD and C₁BD, A₁-BD-A with the base, or the obtuse A₁-BD-C
(DynaSolidGeo, angle). ``answer`` goes synthetically with sympy: the centre O of the rhombus is the foot
of the perpendiculars to the diagonal (the diagonals of a rhombus are perpendicular, and the three
perpendiculars theorem lifts them), OA = a·cos(β/2) or OB = a·sin(β/2), then the law of cosines in
triangle A₁OC₁ (or the right triangle A₁OA); ``verify`` measures the angle between the components of the
two feet perpendicular to the diagonal in the scene's coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text
from dynaforge.sdk.solid_angle_more import signed_positive_root

H_ = sp.Symbol("h", positive=True)
A_ = sp.Symbol("a", positive=True)


@seed_program(
    id="rhombic_prism_diagonal_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/positional/three_perpendiculars_theorem",
              "solid_figures/prisms/right_prism", "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (angle: dihedral angles along a base diagonal of a right rhombic prism)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class RhombicPrismDiagonalDihedral(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 7), h=IntRange(2, 8), beta=OneOf((60, 90, 120)),
                      ask=OneOf(("two_top", "base", "top_bottom"), p=[0.5, 0.3, 0.2]), diag=OneOf(("BD", "AC")),
                      face_diag_share=0.0, style=OneOf(("sub", "prime"))),
        hard=dict(a=IntRange(3, 12), h=IntRange(3, 14), beta=OneOf((60, 90, 120)),
                  ask=OneOf(("two_top", "base", "top_bottom"), p=[0.5, 0.1, 0.4]), diag=OneOf(("BD", "AC")),
                  face_diag_share=0.8, style=OneOf(("sub", "prime"))),
        hard_means="larger prisms, mostly the lateral face diagonal given instead of the height (the height first), "
                   "and more of the obtuse dihedral angles (A₁-BD-C₁ past 90°, or A₁-BD-C against the base)",
    )

    def sample(self, rng, space):
        a, h = space.a.draw(rng), space.h.draw(rng)
        g = {"a": a, "beta": space.beta.draw(rng), "ask": space.ask.draw(rng), "diag": space.diag.draw(rng),
             "style": space.style.draw(rng)}
        if rng.random() < space.face_diag_share:
            g["d2"] = a * a + h * h                 # the lateral face diagonal A₁B = √(d2)
        else:
            g["h"] = h
        return g

    # -- names -----------------------------------------------------------------------------------
    def _labels(self, g):
        return solid_vertex_labels(4, g["style"])

    def _roles(self, g):
        """(diagonal ends, the two other base vertices) as indices 0-3."""
        return ((1, 3), (0, 2)) if g["diag"] == "BD" else ((0, 2), (1, 3))

    def _givens(self, g, hide=None):
        bot, top = self._labels(g)
        base = (f"the base {''.join(bot)} is a square with side {g['a']}" if g["beta"] == 90 else
                f"the base {''.join(bot)} is a rhombus with side {g['a']} and ∠{bot[1]}{bot[0]}{bot[3]} = {g['beta']}°")
        if hide == "a":
            base = (f"the base {''.join(bot)} is a square" if g["beta"] == 90 else
                    f"the base {''.join(bot)} is a rhombus with ∠{bot[1]}{bot[0]}{bot[3]} = {g['beta']}°")
        if "h" in g:
            extra = "" if hide == "h" else f", and the lateral edge {bot[0]}{top[0]} = {g['h']}"
        else:
            extra = f", and the diagonal {top[0]}{bot[1]} of a lateral face is {surd_text(sp.sqrt(g['d2']))}"
        return f"In the right prism {''.join(bot)}-{''.join(top)}, {base}{extra}."

    def _dihedral(self, g):
        bot, top = self._labels(g)
        (e1, e2), (x, y) = self._roles(g)
        edge = bot[e1] + bot[e2]
        second = {"two_top": top[y], "base": bot[x], "top_bottom": bot[y]}[g["ask"]]
        return f"{top[x]}-{edge}-{second}"

    def question(self, g):
        return f"{self._givens(g)} Find the dihedral angle {self._dihedral(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _cos(self, p, a=None, h=None):
        a = sp.Integer(p["a"]) if a is None else a
        if h is None:
            h = sp.Integer(p["h"]) if "h" in p else sp.sqrt(p["d2"] - a ** 2)
        half = sp.Rational(p["beta"], 2) * sp.pi / 180
        # distance from the centre O to the vertices off the diagonal: half the other diagonal
        oa = a * (sp.cos(half) if p["diag"] == "BD" else sp.sin(half))
        oa = sp.nsimplify(sp.simplify(oa))
        slant2 = oa ** 2 + h ** 2                                # OA₁² in the right triangle A₁AO
        if p["ask"] == "two_top":                                # law of cosines in A₁OC₁, A₁C₁ = 2·OA
            return (2 * slant2 - 4 * oa ** 2) / (2 * slant2), oa, h
        if p["ask"] == "base":
            return oa / sp.sqrt(slant2), oa, h
        return -oa / sp.sqrt(slant2), oa, h                      # supplement of A₁-BD-A

    def answer(self, p):
        cos = self._cos(p)[0]
        return Number(math.degrees(math.acos(float(cos))))

    def verify(self, g):
        # Independent: components of O→(first point) and O→(second point) perpendicular to the diagonal.
        s = self.scene(g)
        bot, top = solid_vertex_labels(4, g["style"])
        e1, e2 = (1, 3) if g["diag"] == "BD" else (0, 2)
        x, y = (0, 2) if g["diag"] == "BD" else (1, 3)
        first = s.xyz(top[x])
        second = s.xyz({"two_top": top[y], "base": bot[x], "top_bottom": bot[y]}[g["ask"]])
        P, Q = s.xyz(bot[e1]), s.xyz(bot[e2])
        e = (Q - P) / np.linalg.norm(Q - P)
        u, v = first - P, second - P
        u -= (u @ e) * e
        v -= (v @ e) * e
        return Number(math.degrees(math.acos(float(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))))

    def scene(self, g):
        bot, top = solid_vertex_labels(4, g["style"])
        a = float(g["a"])
        h = float(g["h"]) if "h" in g else math.sqrt(g["d2"] - g["a"] ** 2)
        b = math.radians(g["beta"])
        base = [(0.0, 0.0), (a, 0.0), (a + a * math.cos(b), a * math.sin(b)), (a * math.cos(b), a * math.sin(b))]
        s = Scene()
        s.prism(bot, top, base, h)
        e1, e2 = (1, 3) if g["diag"] == "BD" else (0, 2)
        x, y = (0, 2) if g["diag"] == "BD" else (1, 3)
        s.point("O", ((base[0][0] + base[2][0]) / 2, (base[0][1] + base[2][1]) / 2, 0.0))
        s.segment(bot[e1], bot[e2], style="auxiliary")
        s.segment(top[x], bot[e1], style="hidden")
        s.segment(top[x], bot[e2], style="hidden")
        s.segment(top[x], "O", style="hidden")
        if g["ask"] == "two_top":
            s.segment(top[y], bot[e1], style="hidden")
            s.segment(top[y], bot[e2], style="hidden")
            s.segment(top[y], "O", style="hidden")
        else:
            s.segment(bot[x], bot[y], style="hidden")
        if "d2" in g:
            s.segment(top[0], bot[1], style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        cos, oa, h = self._cos(g)
        bot, top = self._labels(g)
        (e1, e2), (x, y) = self._roles(g)
        subs = []
        if "d2" in g:
            subs.append(SubQuestion(f"{self._givens(g)} Find the height {bot[0]}{top[0]} of the prism.",
                                    Number(float(h)), "plane_figures/triangles/pythagorean_theorem"))
        subs.append(SubQuestion(f"{self._givens(g)} Let O be the centre of the base. Find O{bot[x]}.",
                                Number(float(oa)), "solid_figures/prisms/right_prism"))
        return subs

    def backward(self, g):
        cos = sp.nsimplify(self._cos(g)[0])
        head = f"The dihedral angle {self._dihedral(g)} has cosine {surd_text(cos)}."
        bot, top = self._labels(g)
        if "h" in g:
            val = signed_positive_root(self._cos(g, h=H_)[0], H_, cos)
            return Backward(f"{self._givens(g, hide='h')} {head} Find the lateral edge {bot[0]}{top[0]}.",
                            Number(val), "h")
        val = signed_positive_root(self._cos(g, a=A_)[0], A_, cos)
        return Backward(f"{self._givens(g, hide='a')} {head} Find the side of the base.", Number(val), "a")

    def description(self, g):
        bot, top = self._labels(g)
        (e1, e2), _ = self._roles(g)
        return (f"{self._givens(g)} The lateral edges are perpendicular to the base, {top[0]} above {bot[0]} and so "
                f"on; O is the centre of the base, the diagonal {bot[e1]}{bot[e2]} is drawn in red and the "
                f"segments of the dihedral angle are dashed.")

    def reasoning(self, p):
        cos, oa, h = self._cos(p)
        bot, top = self._labels(p)
        (e1, e2), (x, y) = self._roles(p)
        D = bot[e1] + bot[e2]
        ang = self.answer(p).value
        steps = []
        if "d2" in p:
            steps.append(f"Right triangle {top[0]}{bot[0]}{bot[1]}: {bot[0]}{top[0]} = √({top[0]}{bot[1]}² − "
                         f"{p['a']}²) = {surd_text(h)}.")
        half = "cos" if p["diag"] == "BD" else "sin"
        steps += [
            f"Let O be the centre of the base. The diagonals of a rhombus (or square) are perpendicular, so {bot[x]}O ⟂ {D}; as "
            f"{top[x]}{bot[x]} ⟂ base, the three perpendiculars theorem gives {top[x]}O ⟂ {D} (likewise for "
            f"{bot[y]}, {top[y]}).",
            f"O{bot[x]} = {p['a']}·{half}({p['beta'] / 2:g}°) = {surd_text(oa)}, and O{top[x]} = "
            f"√(O{bot[x]}² + {surd_text(h)}²) = {surd_text(sp.sqrt(oa ** 2 + h ** 2))}.",
        ]
        if p["ask"] == "two_top":
            steps.append(f"The plane angle is ∠{top[x]}O{top[y]}; {top[x]}{top[y]} = 2·O{bot[x]} = {surd_text(2 * oa)}, "
                         f"and the law of cosines gives cos = {surd_text(sp.nsimplify(cos))}, so the angle ≈ {ang:.1f}°.")
        elif p["ask"] == "base":
            steps.append(f"The plane angle is ∠{top[x]}O{bot[x]}: cos = O{bot[x]}/O{top[x]} = "
                         f"{surd_text(sp.nsimplify(cos))}, so the angle ≈ {ang:.1f}°.")
        else:
            steps.append(f"The plane angle is ∠{top[x]}O{bot[y]} = 180° − ∠{top[x]}O{bot[x]} (O{bot[x]} and "
                         f"O{bot[y]} are opposite rays): cos = {surd_text(sp.nsimplify(cos))}, so the angle ≈ {ang:.1f}°.")
        return steps
