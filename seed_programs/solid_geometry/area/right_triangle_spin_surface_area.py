"""Solid geometry (area, exact in π): a right triangle ABC (right angle at C) turns once about the line of a
leg (a cone: base disc plus lateral surface πrl) or about the line of its hypotenuse AB (a double cone:
two lateral surfaces on the common rim of radius CH = CA·CB/AB); find the total surface area of the
solid. ``answer`` uses the cone formulas (sympy); ``verify`` uses Pappus' second theorem: every side
that is not on the axis sweeps 2π·(distance of its midpoint from the axis)·(its length), in coordinates
with sympy."""
import math

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk.solid_volume_area import exact_text

TRIPLES = [(3, 4, 5), (6, 8, 10), (5, 12, 13), (8, 15, 17), (9, 12, 15), (12, 16, 20), (7, 24, 25), (20, 21, 29),
           (15, 20, 25), (12, 5, 13), (4, 3, 5), (15, 8, 17), (24, 7, 25), (10, 24, 26)]


@seed_program(
    id="right_triangle_spin_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cone_surface_area", "plane_figures/triangles/right_triangle_altitude",
              "solid_figures/round_solids/axial_section"],
    source="DynaSolidGeo-style (surface area of the solid swept by a right triangle turning about a side)",
    variations=["numeric_values", "geometric_transformations", "lengths_ratios", "camera"],
)
class RightTriangleSpinSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(legs=OneOf(("triple",)), axis=OneOf(("CA", "CB", "AB"), p=[0.35, 0.35, 0.3]),
                      triple=IntRange(0, len(TRIPLES) - 1), leg=IntRange(2, 9)),
        hard=dict(legs=OneOf(("any",)), axis=OneOf(("CA", "CB", "AB"), p=[0.2, 0.2, 0.6]),
                  triple=IntRange(0, len(TRIPLES) - 1), leg=IntRange(2, 9)),
        hard_means="legs that are not a Pythagorean pair, so the hypotenuse (slant height) is a surd, and mostly the "
                   "turn about the hypotenuse: the rim radius CH = CA·CB/AB must be rationalised before two lateral "
                   "surfaces are added",
    )

    def sample(self, rng, space):
        """Givens: the legs CA and CB, and the side the triangle turns about."""
        axis = space.axis.draw(rng)
        if space.legs.draw(rng) == "triple":
            ca, cb, _ = TRIPLES[space.triple.draw(rng)]
        else:
            for _ in attempts("a scalene right triangle whose hypotenuse is a surd"):
                ca, cb = space.leg.draw(rng), space.leg.draw(rng)
                if ca != cb and math.isqrt(ca * ca + cb * cb) ** 2 != ca * ca + cb * cb:
                    break
        return {"CA": int(ca), "CB": int(cb), "axis": axis}

    def _setting(self, g, hide=None):
        ca = "x" if hide == "CA" else g["CA"]
        return (f"In the right triangle ABC the angle at C is a right angle, CA = {ca} and CB = {g['CB']}. The triangle "
                f"turns one full turn about the line {g['axis']}.")

    def question(self, g):
        return (f"{self._setting(g)} Find the total surface area of the solid it sweeps, as an exact value in terms "
                f"of π.")

    def description(self, g):
        return self._setting(g)

    def _value(self, p):
        ca, cb = sp.Integer(p["CA"]), sp.Integer(p["CB"])
        ab = sp.sqrt(ca ** 2 + cb ** 2)
        if p["axis"] == "CA":          # cone: radius CB, slant AB, plus the base disc
            return sp.pi * cb ** 2 + sp.pi * cb * ab
        if p["axis"] == "CB":
            return sp.pi * ca ** 2 + sp.pi * ca * ab
        ch = ca * cb / ab              # the rim radius: the altitude to the hypotenuse
        return sp.radsimp(sp.pi * ch * ca + sp.pi * ch * cb)

    def answer(self, p):
        return Expression(str(sp.radsimp(self._value(p))))

    def verify(self, g):
        # Independent: Pappus' second theorem in coordinates (sympy): each side off the axis sweeps
        # 2π·d·L, d the distance of its midpoint from the axis line.
        P = {"C": sp.Matrix([0, 0]), "A": sp.Matrix([g["CA"], 0]), "B": sp.Matrix([0, g["CB"]])}
        u, v = P[g["axis"][0]], P[g["axis"][1]]
        direction = (v - u) / (v - u).norm()
        total = 0
        for x, y in (("A", "B"), ("B", "C"), ("C", "A")):
            if {x, y} == set(g["axis"]):
                continue
            mid = (P[x] + P[y]) / 2 - u
            d = sp.Abs(mid[0] * direction[1] - mid[1] * direction[0])
            total += 2 * sp.pi * d * (P[y] - P[x]).norm()
        return Expression(str(sp.radsimp(sp.simplify(total))))

    def scene(self, g):
        ca, cb = float(g["CA"]), float(g["CB"])
        ab = (ca * ca + cb * cb) ** 0.5
        s = Scene()
        if g["axis"] in ("CA", "CB"):
            apex, rim = ("A", "B") if g["axis"] == "CA" else ("B", "A")
            height, radius = (ca, cb) if g["axis"] == "CA" else (cb, ca)
            s.solid("cone", (0, 0, 0), radius, height, color="lightsteelblue", opacity=0.25)
            s.point("C", (0, 0, 0))
            s.point(apex, (0, 0, height))
            s.point(rim, (radius, 0, 0))
        else:   # AB vertical, A at the bottom; the rim through C at the foot H of the altitude
            ah = ca * ca / ab
            ch = ca * cb / ab
            s.solid("cone", (0, 0, ah), ch, ah, axis=(0, 0, -1), color="lightsteelblue", opacity=0.25)
            s.solid("cone", (0, 0, ah), ch, ab - ah, color="lightsteelblue", opacity=0.25)
            s.point("A", (0, 0, 0))
            s.point("B", (0, 0, ab))
            s.point("C", (ch, 0, ah))
            s.point("_H", (0, 0, ah), show_label=False, dot=False)
            s.segment("C", "_H", style="hidden")
        s.segment(g["axis"][0], g["axis"][1], style="auxiliary")   # before the face, which would draw it as an edge
        s.face(["A", "B", "C"], color="#fbbf24", opacity=0.45)
        s.azimuth_range = (200.0, 340.0)
        return s

    def subquestions(self, g):
        ca, cb = sp.Integer(g["CA"]), sp.Integer(g["CB"])
        ab = sp.sqrt(ca ** 2 + cb ** 2)
        out = [SubQuestion(f"In the right triangle ABC (right angle at C), CA = {g['CA']} and CB = {g['CB']}. Find AB "
                           f"(exact value).", Expression(str(ab)), "plane_figures/triangles/pythagorean_theorem")]
        if g["axis"] == "AB":
            out.append(SubQuestion(f"In the right triangle ABC (right angle at C), CA = {g['CA']} and CB = {g['CB']}. "
                                   f"Find the distance from C to AB (exact value).",
                                   Expression(str(sp.radsimp(ca * cb / ab))),
                                   "plane_figures/triangles/right_triangle_altitude"))
        return out

    def backward(self, g):
        return Backward(f"{self._setting(g, hide='CA')} The solid it sweeps has total surface area "
                        f"{exact_text(sp.radsimp(self._value(g)))}. Find x = CA.", Number(g["CA"]), "CA")

    def reasoning(self, p):
        ca, cb = sp.Integer(p["CA"]), sp.Integer(p["CB"])
        ab = sp.sqrt(ca ** 2 + cb ** 2)
        steps = [f"AB = √({ca}² + {cb}²) = {exact_text(ab)}."]
        if p["axis"] in ("CA", "CB"):
            r, h = (cb, ca) if p["axis"] == "CA" else (ca, cb)
            other = "B" if p["axis"] == "CA" else "A"
            steps.append(f"Turning about {p['axis']} gives a cone of height {h}, base radius C{other} = {r} (a disc) "
                         f"and slant height AB = {exact_text(ab)}.")
            steps.append(f"S = πr² + πrl = π·{r}² + π·{r}·{exact_text(ab)} = {exact_text(sp.radsimp(self._value(p)))}.")
        else:
            ch = sp.radsimp(ca * cb / ab)
            steps.append(f"Turning about AB gives two cones on a common rim swept by C; its radius is the altitude "
                         f"CH = CA·CB/AB = {exact_text(ch)}, and the slant heights are CA = {ca} and CB = {cb}.")
            steps.append(f"S = π·CH·CA + π·CH·CB = π·{exact_text(ch)}·({ca} + {cb}) = "
                         f"{exact_text(sp.radsimp(self._value(p)))} (no base discs: the rim is shared).")
        return steps
