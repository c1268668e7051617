"""Solid geometry: angles of a right circular cone: a generatrix with the base, with the axis, or the
apex angle of the axial section, from the radius with the height, the slant height or the unrolled
lateral sector (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import deg

SECTORS = (90, 120, 144, 180, 216, 240, 270, 288)


@seed_program(
    id="cone_generatrix_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/cone_generatrix_angles", "solid_figures/angles/line_plane_angle"],
    source="DynaSolidGeo-style (angle: cone generatrix with the base / axis, axial-section apex angle)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class ConeGeneratrixAngle(SeedProgram):
    def sample(self, rng):
        given = str(rng.choice(["height", "slant", "sector"]))
        r = int(rng.integers(2, 7))
        p = {"given": given, "r": r, "h": None, "l": None, "theta": None,
             "ask": str(rng.choice(["base", "axis", "apex"])), "labels": str(rng.choice(["SOAB", "POAB", "VOMN"]))}
        if given == "height":
            p["h"] = int(rng.integers(2, 9))
        elif given == "slant":
            p["l"] = int(rng.integers(r + 1, r + 7))
        else:
            p["theta"] = int(rng.choice(SECTORS))
            p["r"] = None
            p["l"] = int(rng.choice([5, 6, 10, 12, 15]))
        return p

    def _rl(self, p):
        """Exact radius and slant height."""
        if p["given"] == "height":
            r = sp.Integer(p["r"])
            return r, sp.sqrt(r ** 2 + p["h"] ** 2)
        if p["given"] == "slant":
            return sp.Integer(p["r"]), sp.Integer(p["l"])
        # arc length of the sector = circumference of the base: 2πr = θ/360 · 2πl
        return sp.Rational(p["theta"], 360) * p["l"], sp.Integer(p["l"])

    def _givens(self, p):
        S, O, A, B = p["labels"]
        data = {"height": f"the base radius is {p['r']} and the height {S}{O} = {p['h']}",
                "slant": f"the base radius is {p['r']} and the slant height {S}{A} = {p['l']}",
                "sector": f"the slant height {S}{A} = {p['l']} and the lateral surface unrolls into a sector "
                          f"with central angle {p['theta']}°"}[p["given"]]
        return (f"A right circular cone has apex {S}, base centre {O}, and {A}{B} is a diameter of the base; "
                f"{data}.")

    def question(self, p):
        S, O, A, B = p["labels"]
        what = {"base": f"the angle between the generatrix {S}{A} and the base plane",
                "axis": f"the angle between the generatrix {S}{A} and the axis {S}{O}",
                "apex": f"the apex angle ∠{A}{S}{B} of the axial section {S}{A}{B}"}[p["ask"]]
        return f"{self._givens(p)} Find {what}, in degrees."

    def answer(self, p):
        r, l = self._rl(p)
        half = sp.asin(r / l)            # angle between generatrix and axis
        val = {"base": sp.pi / 2 - half, "axis": half, "apex": 2 * half}[p["ask"]]
        return Number(deg(val))

    def verify(self, p):
        # Independent: coordinates of S, O, A, B and vector angles.
        s = self.scene(p)
        S, O, A, B = p["labels"]
        u = lambda x, y: s.xyz(y) - s.xyz(x)
        ang = lambda v, w: float(np.degrees(np.arccos(v @ w / (np.linalg.norm(v) * np.linalg.norm(w)))))
        if p["ask"] == "base":
            return Number(ang(u(A, S), u(A, O)))
        if p["ask"] == "axis":
            return Number(ang(u(S, A), u(S, O)))
        return Number(ang(u(S, A), u(S, B)))

    def scene(self, p):
        r, l = (float(x) for x in self._rl(p))
        h = math.sqrt(l * l - r * r)
        S, O, A, B = p["labels"]
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(O, (0, 0, 0))
        s.point(S, (0, 0, h))
        s.point(A, (r, 0, 0))
        s.point(B, (-r, 0, 0))
        s.segment(S, A, style="auxiliary")
        s.segment(S, B, style="edge" if p["ask"] != "apex" else "auxiliary")
        s.segment(S, O, style="hidden")
        s.segment(A, B, style="hidden")
        return s

    def subquestions(self, p):
        r, l = self._rl(p)
        S, O, A, B = p["labels"]
        return [SubQuestion(f"{self._givens(p)} Find the base radius {O}{A}.", Number(float(r)),
                            "solid_figures/round_solids/cone_generatrix_angles"),
                SubQuestion(f"{self._givens(p)} Find the height {S}{O}.", Number(float(sp.sqrt(l ** 2 - r ** 2))),
                            "solid_figures/round_solids/cone_generatrix_angles")]

    def description(self, p):
        return self._givens(p) + " The axial section through the diameter is an isosceles triangle."

    def reasoning(self, p):
        r, l = self._rl(p)
        S, O, A, B = p["labels"]
        steps = []
        if p["given"] == "sector":
            steps.append(f"The sector's arc equals the base circumference: {p['theta']}/360 · 2π·{p['l']} = 2π·r, "
                         f"so r = {surd_text(r)}.")
        elif p["given"] == "height":
            steps.append(f"{S}{A} = √({p['r']}² + {p['h']}²) = {surd_text(l)}.")
        steps.append(f"In right triangle {S}{O}{A} (right angle at {O}), sin∠{O}{S}{A} = {O}{A}/{S}{A} = "
                     f"{surd_text(sp.nsimplify(r / l))}.")
        ang = self.answer(p).value
        steps.append({"base": f"{S}{O} ⟂ base, so the angle with the base is ∠{S}{A}{O} = 90° − ∠{O}{S}{A} ≈ {ang:.2f}°.",
                      "axis": f"The angle with the axis is ∠{O}{S}{A} ≈ {ang:.2f}°.",
                      "apex": f"The apex angle is ∠{A}{S}{B} = 2∠{O}{S}{A} ≈ {ang:.2f}°."}[p["ask"]])
        return steps
