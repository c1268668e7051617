"""Solid geometry (angle): in a regular triangular, square or hexagonal pyramid, M is a point of the
lateral edge PA (its midpoint, or a division point) and N a base vertex or the midpoint of a base edge; find
the angle between line MN and the base (DynaSolidGeo, angle). ``answer`` drops M onto the base (its foot
M' lies on OA with OM' = t·OA and MM' = (1 − t)·PO), finds M'N by the law of cosines in triangle OM'N
(sympy) and takes tan = MM'/M'N; ``verify`` takes the angle between MN and the base normal in the scene's
coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, surd_text



@seed_program(
    id="regular_pyramid_midpoint_line_base_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/pyramids/regular_pyramid_foot",
              "plane_figures/triangles/law_of_cosines", "plane_figures/similarity/triangle_proportionality"],
    source="DynaSolidGeo-style (angle: a line joining points of a regular pyramid with the base)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class RegularPyramidMidpointLineBaseAngle(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.5, 0.2]), a=IntRange(2, 8), h=IntRange(2, 8),
                      ratio=OneOf(((1, 1),)), target=OneOf(("vertex", "midpoint")), apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.35, 0.3, 0.35]), a=IntRange(4, 14), h=IntRange(4, 15),
                  ratio=OneOf(((1, 1), (1, 2), (2, 1), (1, 3), (3, 1)), p=[0.2, 0.2, 0.2, 0.2, 0.2]),
                  target=OneOf(("vertex", "midpoint"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V"))),
        hard_means="larger pyramids, more hexagonal bases, M mostly a division point of the lateral edge "
                   "(1:2, 1:3 ...) so the foot of M and its height come from proportional segments, and mostly N at "
                   "an edge midpoint (an apothem at an odd angle to OA)",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        target = space.target.draw(rng)
        if target == "vertex":
            j = int(rng.integers(1, n))              # vertex j (not A itself)
        else:
            j = int(rng.integers(0, n))              # midpoint of edge j, j+1
        for _ in attempts("a pyramid not flatter than height = 0.6 × circumradius (a readable figure)"):
            a, h = space.a.draw(rng), space.h.draw(rng)
            if h >= 0.6 * a / (2 * math.sin(math.pi / n)):
                break
        return {"n": n, "a": a, "h": h, "ratio": list(space.ratio.draw(rng)),
                "target": target, "j": j, "apex": space.apex.draw(rng)}

    # -- names -----------------------------------------------------------------------------------
    def _base(self, g):
        return list("ABCDEF"[:g["n"]])

    def _m_text(self, g):
        P = g["apex"]
        u, v = g["ratio"]
        if u == v:
            return f"M is the midpoint of the lateral edge {P}A"
        return f"M is the point of the lateral edge {P}A with {P}M : MA = {u} : {v}"

    def _n_text(self, g):
        B = self._base(g)
        if g["target"] == "vertex":
            return None
        j = g["j"]
        return f"N is the midpoint of the base edge {B[j]}{B[(j + 1) % g['n']]}"

    def _n_name(self, g):
        return self._base(g)[g["j"]] if g["target"] == "vertex" else "N"

    def _givens(self, g, hide=None):
        P, B = g["apex"], self._base(g)
        head = (f"In the {regular_solid_name(g['n'], 'pyramid')} {P}-{''.join(B)}, the base edge is {g['a']}"
                + ("" if hide == "h" else f" and the height is {g['h']}") + f". {self._m_text(g)}")
        nt = self._n_text(g)
        return head + (f", and {nt}." if nt else ".")

    def question(self, g):
        return (f"{self._givens(g)} Find the angle between line M{self._n_name(g)} and the base "
                f"{''.join(self._base(g))}, in degrees (to 0.1°).")

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _exact(self, p):
        n, a, h = p["n"], sp.Integer(p["a"]), sp.Integer(p["h"])
        u, v = p["ratio"]
        t = sp.Rational(u, u + v)                                  # PM / PA
        R = sp.nsimplify(a / (2 * sp.sin(sp.pi / n)))              # circumradius
        r = sp.nsimplify(a / (2 * sp.tan(sp.pi / n)))              # apothem
        if p["target"] == "vertex":
            on, ang = R, 2 * sp.pi * p["j"] / n
        else:
            on, ang = r, 2 * sp.pi * (sp.Integer(2 * p["j"] + 1) / 2) / n
        om = t * R                                                 # foot M' of M on OA
        mn2 = sp.nsimplify(sp.simplify(om ** 2 + on ** 2 - 2 * om * on * sp.cos(ang)))
        height = (1 - t) * h
        tan = sp.nsimplify(sp.radsimp(height / sp.sqrt(mn2)))
        return R, r, om, on, sp.sqrt(mn2), height, tan

    def answer(self, p):
        return Number(math.degrees(math.atan(float(self._exact(p)[-1]))))

    def verify(self, g):
        # Independent: coordinates from the scene; sin = |MN · k| / |MN|.
        s = self.scene(g)
        d = s.xyz(self._n_name(g)) - s.xyz("M")
        return Number(math.degrees(math.asin(abs(d[2]) / np.linalg.norm(d))))

    def scene(self, g):
        n, a, h = g["n"], g["a"], g["h"]
        B = self._base(g)
        P = g["apex"]
        R = a / (2 * math.sin(math.pi / n))
        s = Scene()
        s.pyramid(B, P, regular_polygon_xy(n, R), (0.0, 0.0, float(h)))
        s.point("O", (0.0, 0.0, 0.0))
        u, v = g["ratio"]
        s.point("M", s.along(P, "A", u / (u + v)))
        if g["target"] == "midpoint":
            j = g["j"]
            s.point("N", s.midpoint(B[j], B[(j + 1) % n]))
        s.segment(P, "O", style="hidden")
        s.segment("M", self._n_name(g), style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        R, r, om, on, mn, height, tan = self._exact(g)
        N = self._n_name(g)
        return [SubQuestion(f"{self._givens(g)} Find the distance from M to the base.", Number(float(height)),
                            "plane_figures/similarity/triangle_proportionality"),
                SubQuestion(f"{self._givens(g)} Let M' be the foot of the perpendicular from M to the base. "
                            f"Find M'{N}.", Number(float(mn)), "plane_figures/triangles/law_of_cosines")]

    def backward(self, g):
        R, r, om, on, mn, height, tan = self._exact(g)
        u, v = g["ratio"]
        h = tan * mn * (u + v) / v                                  # MM' = (1 − t)·h
        return Backward(f"{self._givens(g, hide='h')} The angle θ between line M{self._n_name(g)} and the base "
                        f"satisfies tan θ = {surd_text(tan)}. Find the height of the pyramid.", Number(float(h)), "h")

    def description(self, g):
        P = g["apex"]
        return (f"{self._givens(g)} The base is {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} "
                f"labelled in order, O is its centre, the apex {P} lies above O ({P}O dashed), and "
                f"M{self._n_name(g)} is drawn in red.")

    def reasoning(self, p):
        R, r, om, on, mn, height, tan = self._exact(p)
        P, N = p["apex"], self._n_name(p)
        u, v = p["ratio"]
        t = sp.Rational(u, u + v)
        ang = self.answer(p).value
        where = ("a vertex, at the circumradius" if p["target"] == "vertex" else "an edge midpoint, at the apothem")
        return [
            f"{P}O ⟂ base (O the centre). Draw MM' ∥ {P}O with M' on OA; then MM' ⟂ base and ∠M{N}M' is the angle "
            f"between M{N} and the base.",
            f"By proportional segments OM' = {t}·OA = {surd_text(om)} and MM' = {1 - t}·{P}O = {surd_text(height)} "
            f"(OA = circumradius = {surd_text(R)}).",
            f"{N} is {where}: O{N} = {surd_text(on)}; the law of cosines in triangle OM'{N} gives M'{N} = {surd_text(mn)}.",
            f"tan∠M{N}M' = MM'/M'{N} = {surd_text(tan)}, so the angle ≈ {ang:.1f}°.",
        ]
