"""Solid geometry (angle): the angle between a generatrix SA of a right circular cone and a chord BC of
its base that does not pass through A (skew lines), B and C placed on the base circle by their central
angles from A (DynaSolidGeo, angle). ``answer`` uses the three-cosine theorem with sympy: SA projects onto
the radius line OA, SA makes angle arccos(r/l) with the base and OA makes angle arccos|sin((β − γ)/2)| with
BC (inscribed-angle geometry), so cos φ = (r/l)·|sin((β − γ)/2)|; ``verify`` takes the direction vectors
SA and BC in coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angle_more import cone_data_text


@seed_program(
    id="cone_generatrix_chord_skew_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/round_solids/cone_generatrix_angles",
              "plane_figures/circles/inscribed_angle_theorem", "solid_figures/positional/three_perpendiculars_theorem"],
    source="DynaSolidGeo-style (angle: a generatrix of a cone and a skew chord of its base)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class ConeGeneratrixChordSkewAngle(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(2, 6), gap=IntRange(1, 5), h=IntRange(2, 8), beta=OneOf((180,)),
                      gamma=OneOf((60, 90, 120)), given=OneOf(("slant", "height"), p=[0.6, 0.4]),
                      apex=OneOf(("S", "P", "V"))),
        hard=dict(r=IntRange(3, 12), gap=IntRange(1, 9), h=IntRange(3, 14), beta=OneOf((60, 90, 120, 150)),
                  gamma=OneOf((30, 60, 90, 120, 150)), given=OneOf(("slant", "height"), p=[0.4, 0.6]),
                  apex=OneOf(("S", "P", "V"))),
        hard_means="B is no longer the far end of the diameter through A: both B and C sit at general central "
                   "angles on either side of OA, so the angle between OA and BC needs the inscribed-angle step; "
                   "larger cones, mostly the height given",
    )

    def sample(self, rng, space):
        for _ in attempts("B, C on either side of OA with |∠AOB − ∠AOC| of 60°, 90° or 120° (and not 0), a cone "
                          "not flatter than height = 0.6 × radius"):
            beta, gamma = space.beta.draw(rng), space.gamma.draw(rng)
            if beta != 180 and abs(beta - gamma) not in (60, 90, 120):
                continue
            r = space.r.draw(rng)
            g = {"r": r, "beta": int(beta), "gamma": int(gamma), "apex": space.apex.draw(rng)}
            if space.given.draw(rng) == "slant":
                g["l"] = r + space.gap.draw(rng)
                h2 = g["l"] ** 2 - r * r
            else:
                g["h"] = space.h.draw(rng)
                h2 = g["h"] ** 2
            if h2 >= 0.36 * r * r:
                g["phase"] = int(rng.integers(0, 12)) * 30
                return g

    def _givens(self, g, hide=None):
        S = g["apex"]
        if g["beta"] == 180:
            pts = (f"AB is a diameter of the base circle and C is a point of the circle with ∠AOC = {g['gamma']}°")
        else:
            pts = (f"A, B and C are points of the base circle, B and C on opposite sides of the line OA, with "
                   f"∠AOB = {g['beta']}° and ∠AOC = {g['gamma']}°")
        return (f"A right circular cone has apex {S}, base centre O, {cone_data_text(g, hide)}. {pts}; "
                f"{S}A is a generatrix.")

    def question(self, g):
        return (f"{self._givens(g)} Find the angle between the skew lines {g['apex']}A and BC, in degrees "
                f"(to 0.1°).")

    # -- three-cosine theorem (sympy) --------------------------------------------------------------
    def _exact(self, p):
        r = sp.Integer(p["r"])
        l = sp.Integer(p["l"]) if "l" in p else sp.sqrt(r ** 2 + p["h"] ** 2)
        cos_base = r / l                                            # SA against its projection OA
        half = sp.Rational(p["beta"] - p["gamma"], 2) * sp.pi / 180
        cos_proj = sp.Abs(sp.sin(half))                            # OA against BC
        return sp.nsimplify(sp.radsimp(cos_base)), sp.nsimplify(cos_proj), \
            sp.nsimplify(sp.radsimp(cos_base * cos_proj)), l

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._exact(p)[2]))))

    def verify(self, g):
        # Independent: coordinates (A on the x-axis, B counter-clockwise, C clockwise) and direction vectors.
        r = float(g["r"])
        h = float(g["h"]) if "h" in g else math.sqrt(g["l"] ** 2 - r * r)
        S = np.array([0.0, 0.0, h])
        A = np.array([r, 0.0, 0.0])
        b, c = math.radians(g["beta"]), -math.radians(g["gamma"])
        B = np.array([r * math.cos(b), r * math.sin(b), 0.0])
        C = np.array([r * math.cos(c), r * math.sin(c), 0.0])
        u, v = A - S, C - B
        return Number(math.degrees(math.acos(abs(u @ v) / np.linalg.norm(u) / np.linalg.norm(v))))

    def scene(self, g):
        S = g["apex"]
        r = float(g["r"])
        h = float(g["h"]) if "h" in g else math.sqrt(g["l"] ** 2 - r * r)
        p0 = math.radians(g["phase"])
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(S, (0, 0, h))
        s.point("O", (0, 0, 0))
        for name, ang in (("A", 0.0), ("B", math.radians(g["beta"])), ("C", -math.radians(g["gamma"]))):
            s.point(name, (r * math.cos(p0 + ang), r * math.sin(p0 + ang), 0))
        s.segment(S, "A", style="auxiliary")
        s.segment("B", "C", style="auxiliary")
        s.segment(S, "O", style="hidden")
        s.segment("O", "A", style="hidden")
        s.segment("O", "B", style="hidden")
        s.segment("O", "C", style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        cos_base, cos_proj, cos, l = self._exact(g)
        S = g["apex"]
        subs = [SubQuestion(f"{self._givens(g)} Find the cosine of the angle between {S}A and the base.",
                            Number(float(cos_base)), "solid_figures/round_solids/cone_generatrix_angles"),
                SubQuestion(f"{self._givens(g)} Find the angle between the lines OA and BC, in degrees.",
                            Number(math.degrees(math.acos(float(cos_proj)))),
                            "plane_figures/circles/inscribed_angle_theorem")]
        return subs

    def backward(self, g):
        cos_base, cos_proj, cos, l = self._exact(g)
        S = g["apex"]
        l_val = g["r"] * cos_proj / cos                            # cos φ = (r/l)·cos(OA, BC), solved for l
        head = f"The angle φ between the skew lines {S}A and BC satisfies cos φ = {surd_text(cos)}."
        if "l" in g:
            return Backward(f"{self._givens(g, hide='l')} {head} Find the slant height.", Number(float(l_val)), "l")
        return Backward(f"{self._givens(g, hide='h')} {head} Find the height of the cone.",
                        Number(float(sp.sqrt(l_val ** 2 - g["r"] ** 2))), "h")

    def description(self, g):
        S = g["apex"]
        return (f"{self._givens(g)} {S}A and the chord BC are drawn in red; the axis {S}O and the radii OA, OB, OC "
                f"are dashed.")

    def reasoning(self, p):
        cos_base, cos_proj, cos, l = self._exact(p)
        S = p["apex"]
        ang = self.answer(p).value
        steps = []
        if "h" in p:
            steps.append(f"{S}A = √({p['r']}² + {p['h']}²) = {surd_text(l)}.")
        steps.append(f"{S}O ⟂ base, so the projection of {S}A onto the base is OA and cos∠{S}AO = OA/{S}A = "
                     f"{surd_text(cos_base)}.")
        if p["beta"] == 180:
            steps.append(f"AB is a diameter, so the inscribed angle ∠ABC = ∠AOC/2 = {p['gamma'] / 2:g}°: the line OA "
                         f"(= line AB) meets BC at {p['gamma'] / 2:g}°, cosine {surd_text(cos_proj)}.")
        else:
            steps.append(f"Turning from OA, B is at {p['beta']}° one way and C at {p['gamma']}° the other way, so the "
                         f"chord BC is perpendicular to the bisector of ∠BOC and makes an angle with OA whose cosine is "
                         f"|sin(({p['beta']}° − {p['gamma']}°)/2)| = {surd_text(cos_proj)}.")
        steps.append(f"Three-cosine theorem (BC lies in the base, {S}A is oblique with projection OA): cos φ = "
                     f"cos∠{S}AO · cos(OA, BC) = {surd_text(cos)}, so φ ≈ {ang:.1f}°.")
        return steps
