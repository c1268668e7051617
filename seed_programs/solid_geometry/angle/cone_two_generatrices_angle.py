"""Solid geometry (angle): two generatrices SA and SB of a right circular cone whose feet are a given arc
apart (central angle ∠AOB): the apex angle ∠ASB of the section triangle SAB, or the dihedral angle between
the section plane SAB and the base (DynaSolidGeo, angle). ``answer`` works synthetically with sympy (chord
AB = 2r·sin(θ/2), then the law of cosines in SAB; or the distance r·cos(θ/2) from O to AB and
tan = SO / OM); ``verify`` places the cone in coordinates and uses vectors and normals with numpy."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angle_more import cone_data_text


@seed_program(
    id="cone_two_generatrices_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/cone_generatrix_angles", "plane_figures/circles/chord_central_angle",
              "plane_figures/triangles/law_of_cosines", "solid_figures/angles/dihedral_plane_angle"],
    source="DynaSolidGeo-style (angle: the section triangle through two generatrices of a cone)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class ConeTwoGeneratricesAngle(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(2, 6), gap=IntRange(1, 5), h=IntRange(2, 8), theta=OneOf((60, 90, 120)),
                      ask=OneOf(("apex", "section"), p=[0.65, 0.35]), given=OneOf(("slant", "height")),
                      apex=OneOf(("S", "P", "V"))),
        hard=dict(r=IntRange(4, 13), gap=IntRange(1, 9), h=IntRange(3, 15), theta=OneOf((60, 90, 120, 150)),
                  ask=OneOf(("apex", "section"), p=[0.4, 0.6]), given=OneOf(("slant", "height"), p=[0.3, 0.7]),
                  apex=OneOf(("S", "P", "V"))),
        hard_means="larger cones, more often only the height given (the slant height first), and mostly the "
                   "dihedral angle between the section SAB and the base (distance from the centre to the chord)",
    )

    def sample(self, rng, space):
        theta = space.theta.draw(rng)
        r = space.r.draw(rng)
        g = {"r": r, "theta": theta, "ask": space.ask.draw(rng), "apex": space.apex.draw(rng)}
        if theta == 150:          # cos 75° = (√6 − √2)/4 suits the section angle, not the law of cosines
            g["ask"] = "section"
        given = space.given.draw(rng)
        for _ in attempts("a cone not flatter than height = 0.6 × radius (a readable figure)"):
            r = space.r.draw(rng)
            if given == "slant":
                l = r + space.gap.draw(rng)
                ok = l * l - r * r >= 0.36 * r * r
            else:
                h = space.h.draw(rng)
                ok = h >= 0.6 * r
            if ok:
                break
        g["r"] = r
        if given == "slant":
            g["l"] = l
        else:
            g["h"] = h
        g["phase"] = int(rng.integers(0, 12)) * 30
        return g

    def _givens(self, g, hide=None):
        S = g["apex"]
        return (f"A right circular cone has apex {S}, base centre O, {cone_data_text(g, hide)}. A and B are points of "
                f"the base circle with ∠AOB = {g['theta']}°.")

    def _target(self, g):
        S = g["apex"]
        if g["ask"] == "apex":
            return f"the angle ∠A{S}B between the generatrices {S}A and {S}B"
        return f"the dihedral angle between the plane {S}AB and the base"

    def question(self, g):
        return f"{self._givens(g)} Find {self._target(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _exact(self, p):
        r = sp.Integer(p["r"])
        half = sp.Rational(p["theta"], 2) * sp.pi / 180
        l = sp.Integer(p["l"]) if "l" in p else sp.sqrt(r ** 2 + p["h"] ** 2)
        h = sp.Integer(p["h"]) if "h" in p else sp.sqrt(l ** 2 - r ** 2)
        chord = sp.nsimplify(sp.simplify(2 * r * sp.sin(half)))
        om = sp.nsimplify(sp.simplify(r * sp.cos(half)))          # distance from O to the chord AB
        cos_apex = sp.nsimplify(sp.expand(1 - chord ** 2 / (2 * l ** 2)))
        tan_sec = sp.nsimplify(sp.radsimp(h / om))
        return l, sp.nsimplify(h), chord, om, cos_apex, tan_sec

    def answer(self, p):
        *_, cos_apex, tan_sec = self._exact(p)
        if p["ask"] == "apex":
            return Number(math.degrees(math.acos(float(cos_apex))))
        return Number(math.degrees(math.atan(float(tan_sec))))

    def verify(self, g):
        # Independent: coordinates of S, A, B and vector angles / normals.
        r, t = float(g["r"]), math.radians(g["theta"])
        h = float(g["h"]) if "h" in g else math.sqrt(g["l"] ** 2 - r * r)
        S = np.array([0.0, 0.0, h])
        A = np.array([r, 0.0, 0.0])
        B = np.array([r * math.cos(t), r * math.sin(t), 0.0])
        if g["ask"] == "apex":
            u, v = A - S, B - S
            return Number(math.degrees(math.acos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))
        n = np.cross(A - S, B - S)
        return Number(math.degrees(math.acos(abs(n[2]) / np.linalg.norm(n))))

    def scene(self, g):
        S = g["apex"]
        r = float(g["r"])
        h = float(g["h"]) if "h" in g else math.sqrt(g["l"] ** 2 - r * r)
        p0 = math.radians(g["phase"])
        p1 = p0 + math.radians(g["theta"])
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(S, (0, 0, h))
        s.point("O", (0, 0, 0))
        s.point("A", (r * math.cos(p0), r * math.sin(p0), 0))
        s.point("B", (r * math.cos(p1), r * math.sin(p1), 0))
        s.segment(S, "A", style="auxiliary")
        s.segment(S, "B", style="auxiliary")
        s.segment("A", "B", style="hidden")
        s.segment("O", "A", style="hidden")
        s.segment("O", "B", style="hidden")
        s.segment(S, "O", style="hidden")
        if g["ask"] == "section":
            mid = ((math.cos(p0) + math.cos(p1)) * r / 2, (math.sin(p0) + math.sin(p1)) * r / 2, 0)
            s.point("M", mid)
            s.segment("O", "M", style="hidden")
            s.segment(S, "M", style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        l, h, chord, om, *_ = self._exact(g)
        S = g["apex"]
        subs = [SubQuestion(f"{self._givens(g)} Find the length of the chord AB.", Number(float(chord)),
                            "plane_figures/circles/chord_central_angle")]
        if g["ask"] == "apex":
            subs.append(SubQuestion(f"{self._givens(g)} Find the length of {S}A.", Number(float(l)),
                                    "solid_figures/round_solids/cone_generatrix_angles"))
        else:
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from O to the chord AB.",
                                    Number(float(om)), "plane_figures/circles/chord_central_angle"))
        return subs

    def backward(self, g):
        l, h, chord, om, cos_apex, tan_sec = self._exact(g)
        key = "l" if "l" in g else "h"
        if g["ask"] == "apex":
            rel = f"its cosine is {surd_text(cos_apex)}"
            l2 = chord ** 2 / (2 * (1 - cos_apex))         # law of cosines solved for SA²
            value = sp.sqrt(l2) if key == "l" else sp.sqrt(l2 - g["r"] ** 2)
        else:
            rel = f"its tangent is {surd_text(tan_sec)}"
            hh = tan_sec * om
            value = hh if key == "h" else sp.sqrt(hh ** 2 + g["r"] ** 2)
        what = "the slant height" if key == "l" else "the height"
        return Backward(f"{self._givens(g, hide=key)} For {self._target(g)}, {rel}. Find {what} of the cone.",
                        Number(float(value)), key)

    def description(self, g):
        S = g["apex"]
        extra = (f" M is the midpoint of AB; {S}M and OM are dashed." if g["ask"] == "section" else "")
        return (f"{self._givens(g)} The generatrices {S}A and {S}B are drawn in red; the chord AB, the radii OA and "
                f"OB and the axis {S}O are dashed.{extra}")

    def reasoning(self, p):
        l, h, chord, om, cos_apex, tan_sec = self._exact(p)
        S = p["apex"]
        ang = self.answer(p).value
        steps = [f"Triangle AOB is isosceles with OA = OB = {p['r']} and ∠AOB = {p['theta']}°, so "
                 f"AB = 2·{p['r']}·sin({p['theta'] / 2:g}°) = {surd_text(chord)}."]
        if p["ask"] == "apex":
            if "h" in p:
                steps.append(f"{S}A = {S}B = √({p['r']}² + {p['h']}²) = {surd_text(l)} (right triangle {S}OA).")
            steps.append(f"Law of cosines in {S}AB: cos∠A{S}B = ({S}A² + {S}B² − AB²)/(2·{S}A·{S}B) = "
                         f"{surd_text(cos_apex)}, so ∠A{S}B ≈ {ang:.1f}°.")
        else:
            if "l" in p:
                steps.append(f"{S}O = √({p['l']}² − {p['r']}²) = {surd_text(h)}.")
            steps += [f"Let M be the midpoint of AB: OM ⟂ AB, and {S}A = {S}B gives {S}M ⟂ AB, so ∠{S}MO is the "
                      f"plane angle of the dihedral angle.",
                      f"OM = {p['r']}·cos({p['theta'] / 2:g}°) = {surd_text(om)}.",
                      f"{S}O ⟂ base, so tan∠{S}MO = {S}O/OM = {surd_text(tan_sec)}, the angle ≈ {ang:.1f}°."]
        return steps
