"""Solid geometry (angle): A on the upper rim and B on the lower rim of a right circular cylinder, the
arc between B and the foot A₁ of the generatrix through A given by its central angle; the angle between
AB and the axis (a generatrix), between AB and the base, or between AB and the axial section through A
(DynaSolidGeo, angle). ``answer`` works synthetically with sympy (chord A₁B = 2r·sin(θ/2), right
triangle AA₁B; for the axial section the distance r·sin θ from B to it); ``verify`` places the points in
coordinates and uses vector angles with numpy."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text

FOOT = {"sub": ("A₁", "O₁"), "C": ("C", "O'")}


@seed_program(
    id="cylinder_rim_chord_axis_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/cylinder_generatrix", "plane_figures/circles/chord_central_angle",
              "solid_figures/angles/line_plane_angle", "solid_figures/angles/skew_lines_angle"],
    source="DynaSolidGeo-style (angle: a chord of a cylinder between its rims, with the axis / base / axial section)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class CylinderRimChordAxisAngle(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(2, 6), h=IntRange(2, 9), theta=OneOf((60, 90, 120, 180)),
                      ask=OneOf(("axis", "base")), style=OneOf(("sub", "C"))),
        hard=dict(r=IntRange(3, 12), h=IntRange(3, 16), theta=OneOf((60, 90, 120, 180)),
                  ask=OneOf(("axis", "base", "section"), p=[0.2, 0.2, 0.6]), style=OneOf(("sub", "C"))),
        hard_means="larger radii and heights, and mostly the angle with the axial section through A (the distance "
                   "from B to that plane first, then the chord, then AB)",
    )

    def sample(self, rng, space):
        theta = space.theta.draw(rng)
        ask = space.ask.draw(rng)
        if ask == "section" and theta == 180:    # B in the section itself: take a non-diametral arc
            theta = int(rng.choice([60, 90, 120]))
        return {"r": space.r.draw(rng), "h": space.h.draw(rng), "theta": theta, "ask": ask,
                "style": space.style.draw(rng), "phase": int(rng.integers(0, 12)) * 30}

    def _names(self, g):
        return FOOT[g["style"]]

    def _givens(self, g, hide=None):
        A1, O1 = self._names(g)
        data = [f"base radius {g['r']}", f"height {g['h']}"]
        if hide == "h":
            data = data[:1]
        return (f"A right circular cylinder has {' and '.join(data)}; O and {O1} are the centres of its lower and "
                f"upper bases. A is a point of the upper rim, A{A1} is a generatrix ({A1} on the lower rim), and B "
                f"is a point of the lower rim with ∠{A1}OB = {g['theta']}°.")

    def _target(self, g):
        A1, O1 = self._names(g)
        return {"axis": f"the angle between line AB and the axis O{O1}",
                "base": "the angle between line AB and the lower base plane",
                "section": f"the angle between line AB and the axial section plane A{A1}O{O1}"}[g["ask"]]

    def question(self, g):
        return f"{self._givens(g)} Find {self._target(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _exact(self, p):
        r, h = sp.Integer(p["r"]), sp.Integer(p["h"])
        half = sp.Rational(p["theta"], 2) * sp.pi / 180
        chord = sp.nsimplify(sp.simplify(2 * r * sp.sin(half)))
        ab = sp.sqrt(sp.expand(chord ** 2 + h ** 2))
        dist = sp.nsimplify(sp.simplify(r * sp.sin(2 * half)))    # from B to the axial section through A
        return chord, ab, dist

    def _trig(self, p):
        chord, ab, dist = self._exact(p)
        h = sp.Integer(p["h"])
        return {"axis": ("tan", sp.nsimplify(chord / h)), "base": ("tan", sp.nsimplify(h / chord)),
                "section": ("sin", sp.nsimplify(sp.radsimp(dist / ab)))}[p["ask"]]

    def answer(self, p):
        kind, val = self._trig(p)
        f = math.atan if kind == "tan" else math.asin
        return Number(math.degrees(f(float(val))))

    def verify(self, g):
        # Independent: coordinates (lower base centre at the origin) and vector angles.
        r, h, t = float(g["r"]), float(g["h"]), math.radians(g["theta"])
        A = np.array([r, 0.0, h])
        A1 = np.array([r, 0.0, 0.0])
        B = np.array([r * math.cos(t), r * math.sin(t), 0.0])
        d = B - A
        unit = d / np.linalg.norm(d)
        if g["ask"] == "axis":
            return Number(math.degrees(math.acos(abs(unit @ np.array([0.0, 0.0, 1.0])))))
        if g["ask"] == "base":
            return Number(math.degrees(math.asin(abs(unit @ np.array([0.0, 0.0, 1.0])))))
        n = np.cross(A1 - np.zeros(3), np.array([0.0, 0.0, h]))   # plane through O, A1 and O1
        return Number(math.degrees(math.asin(abs(unit @ n) / np.linalg.norm(n))))

    def scene(self, g):
        A1, O1 = self._names(g)
        r, h = float(g["r"]), float(g["h"])
        p0 = math.radians(g["phase"])
        p1 = p0 + math.radians(g["theta"])
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, height=h)
        s.point("O", (0, 0, 0))
        s.point(O1, (0, 0, h))
        s.point("A", (r * math.cos(p0), r * math.sin(p0), h))
        s.point(A1, (r * math.cos(p0), r * math.sin(p0), 0))
        s.point("B", (r * math.cos(p1), r * math.sin(p1), 0))
        s.segment("A", A1, style="edge")
        s.segment("A", "B", style="auxiliary")
        s.segment("O", O1, style="hidden")
        s.segment("O", A1, style="hidden")
        s.segment("O", "B", style="hidden")
        s.segment(A1, "B", style="hidden")
        if g["ask"] == "section":
            s.segment(O1, "A", style="hidden")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        chord, ab, dist = self._exact(g)
        A1, _ = self._names(g)
        subs = [SubQuestion(f"{self._givens(g)} Find the length of the chord {A1}B.", Number(float(chord)),
                            "plane_figures/circles/chord_central_angle"),
                SubQuestion(f"{self._givens(g)} Find the length of AB.", Number(float(ab)),
                            "solid_figures/round_solids/cylinder_generatrix")]
        if g["ask"] == "section":
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from B to the plane A{A1}O.",
                                    Number(float(dist)), "solid_figures/angles/line_plane_angle"))
        return subs

    def backward(self, g):
        kind, val = self._trig(g)
        chord, _, dist = self._exact(g)
        if kind == "tan":
            h = val * chord if g["ask"] == "base" else chord / val
        else:
            h = sp.sqrt((dist / val) ** 2 - chord ** 2)
        return Backward(f"{self._givens(g, hide='h')} For {self._target(g)}, its {'tangent' if kind == 'tan' else 'sine'} is {surd_text(val)}. "
                        f"Find the height of the cylinder.", Number(float(h)), "h")

    def description(self, g):
        A1, O1 = self._names(g)
        return (f"{self._givens(g)} The axis O{O1}, the radii O{A1} and OB and the chord {A1}B are dashed; "
                f"AB is drawn in red.")

    def reasoning(self, p):
        chord, ab, dist = self._exact(p)
        kind, val = self._trig(p)
        A1, O1 = self._names(p)
        ang = self.answer(p).value
        steps = [f"In the isosceles triangle {A1}OB with legs {p['r']} and apex angle {p['theta']}°, "
                 f"{A1}B = 2·{p['r']}·sin({p['theta'] / 2:g}°) = {surd_text(chord)}.",
                 f"A{A1} is a generatrix, so A{A1} ⟂ lower base and A{A1} ∥ O{O1}; triangle A{A1}B has a right angle "
                 f"at {A1}, and AB = √({p['h']}² + {A1}B²) = {surd_text(ab)}."]
        if p["ask"] == "axis":
            steps.append(f"A{A1} ∥ O{O1}, so the angle between AB and the axis is ∠BA{A1}: "
                         f"tan = {A1}B/A{A1} = {surd_text(val)}, the angle ≈ {ang:.1f}°.")
        elif p["ask"] == "base":
            steps.append(f"{A1}B is the projection of AB onto the base, so the angle is ∠AB{A1}: "
                         f"tan = A{A1}/{A1}B = {surd_text(val)}, the angle ≈ {ang:.1f}°.")
        else:
            steps += [f"The axial section A{A1}O{O1} is perpendicular to the base, so the distance from B to it is "
                      f"the distance from B to the line O{A1} in the base: {p['r']}·sin({p['theta']}°) = "
                      f"{surd_text(dist)}.",
                      f"sin of the angle = {surd_text(dist)}/AB = {surd_text(val)}, so the angle ≈ {ang:.1f}°."]
        return steps
