"""Solid geometry: angles of a right circular cone: a generatrix with the base, with the axis, or the
apex angle of the axial section, from the radius with the height, the slant height or the unrolled
lateral sector (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import deg

SECTORS = (90, 120, 144, 180, 216, 240, 270, 288)
HARD_SECTORS = (75, 100, 135, 150, 200, 225, 252, 300, 324)


@seed_program(
    id="cone_generatrix_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/cone_generatrix_angles", "solid_figures/angles/line_plane_angle"],
    source="DynaSolidGeo-style (angle: cone generatrix with the base / axis, axial-section apex angle)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class ConeGeneratrixAngle(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("height", "slant", "sector")), r=IntRange(2, 6),
                      ask=OneOf(("base", "axis", "apex")), labels=OneOf(("SOAB", "POAB", "VOMN")),
                      h=IntRange(2, 8), slant_gap=IntRange(1, 6), theta=OneOf(SECTORS),
                      sector_slant=OneOf((5, 6, 10, 12, 15))),
        hard=dict(given=OneOf(("height", "slant", "sector")), r=IntRange(5, 19),
                  ask=OneOf(("base", "axis", "apex")), labels=OneOf(("SOAB", "POAB", "VOMN")),
                  h=IntRange(5, 29), slant_gap=IntRange(1, 17), theta=OneOf(HARD_SECTORS),
                  sector_slant=OneOf((7, 9, 11, 13, 14, 16))),
        hard_means="larger radii and heights, and sector angles/slants that give no friendly radius: "
                   "surd ratios instead of textbook triangles",
    )

    def sample(self, rng, space):
        given = space.given.draw(rng)
        r = space.r.draw(rng)
        g = {"given": given, "r": r, "ask": space.ask.draw(rng), "labels": space.labels.draw(rng)}
        if given == "height":
            g["h"] = space.h.draw(rng)
        elif given == "slant":
            g["l"] = r + space.slant_gap.draw(rng)
        else:
            g["theta"] = space.theta.draw(rng)
            del g["r"]
            g["l"] = space.sector_slant.draw(rng)
        return g

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
        if p["given"] == "height":
            data = f"the base radius is {p['r']} and the height {S}{O} = {p['h']}"
        elif p["given"] == "slant":
            data = f"the base radius is {p['r']} and the slant height {S}{A} = {p['l']}"
        else:
            data = (f"the slant height {S}{A} = {p['l']} and the lateral surface unrolls into a sector "
                    f"with central angle {p['theta']}°")
        return (f"A right circular cone has apex {S}, base centre {O}, and {A}{B} is a diameter of the base; "
                f"{data}.")

    def question(self, g):
        S, O, A, B = g["labels"]
        what = {"base": f"the angle between the generatrix {S}{A} and the base plane",
                "axis": f"the angle between the generatrix {S}{A} and the axis {S}{O}",
                "apex": f"the apex angle ∠{A}{S}{B} of the axial section {S}{A}{B}"}[g["ask"]]
        return f"{self._givens(g)} Find {what}, in degrees."

    def answer(self, p):
        r, l = self._rl(p)
        half = sp.asin(r / l)            # angle between generatrix and axis
        val = {"base": sp.pi / 2 - half, "axis": half, "apex": 2 * half}[p["ask"]]
        return Number(deg(val))

    def verify(self, g):
        # Independent: the axial section in float coordinates (radius from the arc length of the
        # unrolled sector when that is what is given), then vector angles.
        if g["given"] == "sector":
            arc = math.radians(g["theta"]) * g["l"]
            rad = arc / (2 * math.pi)
        else:
            rad = float(g["r"])
        height = float(g["h"]) if g["given"] == "height" else math.sqrt(g["l"] ** 2 - rad ** 2)
        S, O, A, B = (np.array(v, dtype=float) for v in ((0, 0, height), (0, 0, 0), (rad, 0, 0), (-rad, 0, 0)))
        ang = lambda v, w: float(np.degrees(np.arccos(v @ w / (np.linalg.norm(v) * np.linalg.norm(w)))))
        if g["ask"] == "base":
            return Number(ang(S - A, O - A))
        if g["ask"] == "axis":
            return Number(ang(A - S, O - S))
        return Number(ang(A - S, B - S))

    def scene(self, g):
        r, l = (float(x) for x in self._rl(g))
        h = math.sqrt(l * l - r * r)
        S, O, A, B = g["labels"]
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(O, (0, 0, 0))
        s.point(S, (0, 0, h))
        s.point(A, (r, 0, 0))
        s.point(B, (-r, 0, 0))
        s.segment(S, A, style="auxiliary")
        s.segment(S, B, style="edge" if g["ask"] != "apex" else "auxiliary")
        s.segment(S, O, style="hidden")
        s.segment(A, B, style="hidden")
        return s

    def subquestions(self, g):
        r, l = self._rl(g)
        S, O, A, B = g["labels"]
        return [SubQuestion(f"{self._givens(g)} Find the base radius {O}{A}.", Number(float(r)),
                            "solid_figures/round_solids/cone_generatrix_angles"),
                SubQuestion(f"{self._givens(g)} Find the height {S}{O}.", Number(float(sp.sqrt(l ** 2 - r ** 2))),
                            "solid_figures/round_solids/cone_generatrix_angles")]

    def description(self, g):
        return self._givens(g) + " The axial section through the diameter is an isosceles triangle."

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
