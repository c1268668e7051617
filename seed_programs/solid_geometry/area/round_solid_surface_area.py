"""Solid geometry: exact surface area (in terms of π) of a cylinder, a cone, a cylinder capped by
a cone, or a cylinder with a conical hollow (DynaSolidGeo, area; free-form answer).
``answer`` uses the unrolled-net formulas; ``verify`` integrates the surface of revolution."""
import re

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, seed_program

KINDS = ("cylinder", "cone", "capped", "hollow")


def _pretty(expr) -> str:
    """sympy expression as readable text: 3*pi*(3 + sqrt(34)) -> 3·π·(3 + √34)."""
    text = re.sub(r"sqrt\((\d+)\)", r"√\1", str(expr))
    return text.replace("pi", "π").replace("*", "·")


@seed_program(
    id="round_solid_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_surface_area", "solid_figures/round_solids/cone_surface_area"],
    source="DynaSolidGeo-style (area of round solids, exact answer)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class RoundSolidSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), radius=IntRange(1, 8), height=IntRange(2, 12), centre=OneOf(("O", "Q")),
                      rim=OneOf(("A", "B")), apex=OneOf(("P", "S", "V")), cap_height=IntRange(2, 8),
                      ask=OneOf(("lateral", "total"))),
        hard=dict(kind=OneOf(KINDS, p=[0.15, 0.25, 0.3, 0.3]), radius=IntRange(5, 20), height=IntRange(10, 30),
                  centre=OneOf(("O", "Q")), rim=OneOf(("A", "B")), apex=OneOf(("P", "S", "V")),
                  cap_height=IntRange(5, 20), ask=OneOf(("lateral", "total"))),
        hard_means="larger radii and heights (surds of three-digit radicands to simplify) and mostly the composite "
                   "solids (silo, drilled cylinder: three surfaces to add)",
    )

    def sample(self, rng, space):
        """Givens: the solid, radius, height, (silo) the cone's height, what is asked, the labels (an apex only
        for the solids that have one)."""
        kind = space.kind.draw(rng)
        p = {"kind": kind, "r": space.radius.draw(rng), "h": space.height.draw(rng),
             "centre": space.centre.draw(rng), "rim": space.rim.draw(rng)}
        apex = space.apex.draw(rng)
        if kind in ("cone", "capped"):
            p["apex"] = apex
        if kind == "capped":
            p["hc"] = space.cap_height.draw(rng)
        p["ask"] = space.ask.draw(rng) if kind in ("cylinder", "cone") else "total"
        return p

    # -- names ------------------------------------------------------------------------------------
    def _names(self, p):
        O, A, P = p["centre"], p["rim"], p.get("apex")
        return O, f"{O}1", A, f"{A}1", P

    def _givens(self, g):
        p = g
        O, O1, A, A1, P = self._names(p)
        kind = p["kind"]
        if kind == "cylinder":
            return (f"A cylinder has bottom centre {O} and top centre {O1}; {A} is on the bottom circle and {A1} on the "
                    f"top circle with {A}{A1} ∥ {O}{O1}. The radius {O}{A} = {p['r']} and the height {O}{O1} = {p['h']}.")
        if kind == "cone":
            return (f"A cone has apex {P} and base centre {O}; {A} is on the base circle. The radius {O}{A} = {p['r']} "
                    f"and the height {P}{O} = {p['h']}.")
        if kind == "capped":
            return (f"A solid is made of a cylinder with a cone on top (a silo): the cylinder has bottom centre {O}, top "
                    f"centre {O1}, radius {O}{A} = {p['r']} and height {O}{O1} = {p['h']}; the cone has the top circle of "
                    f"the cylinder as its base, apex {P} and height {P}{O1} = {p['hc']}.")
        return (f"A cone is drilled out of a solid cylinder: the cylinder has bottom centre {O}, top centre {O1}, radius "
                f"{O}{A} = {p['r']} and height {O}{O1} = {p['h']}; the removed cone has the top circle as its base and "
                f"its apex at {O}.")

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        p = g
        what = "lateral surface area" if p["ask"] == "lateral" else "total surface area"
        extra = " of the remaining solid (outer and inner surface)" if p["kind"] == "hollow" else \
            " of the solid" if p["kind"] == "capped" else ""
        return (f"{self._givens(p)} Find the {what}{extra}. Give an exact answer in terms of π "
                f"(square roots allowed).")

    def _formula(self, p):
        r, h, hc = sp.Integer(p["r"]), sp.Integer(p["h"]), sp.Integer(p.get("hc", 0))
        kind, pi = p["kind"], sp.pi
        if kind == "cylinder":
            area = 2 * pi * r * h + (2 * pi * r ** 2 if p["ask"] == "total" else 0)
        elif kind == "cone":
            area = pi * r * sp.sqrt(r ** 2 + h ** 2) + (pi * r ** 2 if p["ask"] == "total" else 0)
        elif kind == "capped":   # bottom disc + cylinder side + cone side
            area = pi * r ** 2 + 2 * pi * r * h + pi * r * sp.sqrt(r ** 2 + hc ** 2)
        else:                    # bottom disc + cylinder side + inner cone side (top disc removed)
            area = pi * r ** 2 + 2 * pi * r * h + pi * r * sp.sqrt(r ** 2 + h ** 2)
        return sp.simplify(area)

    def answer(self, p):
        return Expression(str(self._formula(p)))

    def verify(self, g):
        # Independent: integrate: a surface of revolution rho(z) has area ∫ 2π·rho·√(1 + rho'²) dz; a disc ∫ 2π·ρ dρ
        p = g
        z, rho = sp.symbols("z rho", nonnegative=True)
        r, h, hc = sp.Integer(p["r"]), sp.Integer(p["h"]), sp.Integer(p.get("hc", 0))

        def revolution(profile, lo, hi):
            return sp.integrate(2 * sp.pi * profile * sp.sqrt(1 + sp.diff(profile, z) ** 2), (z, lo, hi))

        disc = sp.integrate(2 * sp.pi * rho, (rho, 0, r))
        kind, total = p["kind"], p["ask"] == "total"
        if kind == "cylinder":
            area = revolution(r + 0 * z, 0, h) + (2 * disc if total else 0)
        elif kind == "cone":
            area = revolution(r * (1 - z / h), 0, h) + (disc if total else 0)
        elif kind == "capped":
            area = disc + revolution(r + 0 * z, 0, h) + revolution(r * (1 - (z - h) / hc), h, h + hc)
        else:
            area = disc + revolution(r + 0 * z, 0, h) + revolution(r * z / h, 0, h)
        return Expression(str(sp.simplify(area)))

    def scene(self, g):
        p = g
        O, O1, A, A1, P = self._names(p)
        r, h, kind = p["r"], p["h"], p["kind"]
        s = Scene()
        s.point(O, (0, 0, 0))
        s.point(A, (r, 0, 0))
        s.segment(O, A, style="auxiliary")
        if kind == "cone":
            s.solid("cone", (0, 0, 0), r, h)
            s.point(P, (0, 0, h))
            s.segment(P, O, style="auxiliary")
            s.segment(P, A)
            return s
        s.solid("cylinder", (0, 0, 0), r, h)
        s.point(O1, (0, 0, h))
        s.segment(O, O1, style="auxiliary")
        if kind == "cylinder":
            s.point(A1, (r, 0, h))
            s.segment(A, A1)
        elif kind == "capped":
            s.solid("cone", (0, 0, h), r, p["hc"], color="#fcd34d")
            s.point(P, (0, 0, h + p["hc"]))
            s.segment(P, O1, style="auxiliary")
        else:
            s.solid("cone", (0, 0, h), r, h, axis=(0, 0, -1), color="#fca5a5")
        return s

    # -- views ------------------------------------------------------------------------------------
    def backward(self, g):
        p = g
        O, O1, A, A1, P = self._names(p)
        S = self._formula(p)
        Sv = float(S)
        r, kind = p["r"], p["kind"]
        what = "lateral surface area" if p["ask"] == "lateral" else "total surface area"
        if kind == "cylinder":    # S = 2πrh (+ 2πr²)
            h = (Sv - (2 * np.pi * r * r if p["ask"] == "total" else 0)) / (2 * np.pi * r)
            setup = f"A cylinder has bottom centre {O}, top centre {O1} and radius {O}{A} = {r}."
            ask = f"the height {O}{O1}"
        elif kind == "cone":      # S = πrl (+ πr²), h = √(l² − r²)
            slant = (Sv - (np.pi * r * r if p["ask"] == "total" else 0)) / (np.pi * r)
            h = float(np.sqrt(slant ** 2 - r * r))
            setup = f"A cone has apex {P}, base centre {O} and radius {O}{A} = {r}."
            ask = f"the height {P}{O}"
        elif kind == "capped":    # S = πr² + 2πrh + πr√(r² + hc²)
            h = (Sv - np.pi * r * r - np.pi * r * np.hypot(r, p["hc"])) / (2 * np.pi * r)
            setup = (f"A silo is a cylinder (bottom centre {O}, top centre {O1}, radius {O}{A} = {r}) with a cone of "
                     f"height {P}{O1} = {p['hc']} on its top circle.")
            ask = f"the height {O}{O1} of the cylinder"
        else:                     # S(h) = πr² + 2πrh + πr√(r² + h²) is increasing: bisection
            f = lambda t: np.pi * r * r + 2 * np.pi * r * t + np.pi * r * np.hypot(r, t) - Sv
            lo, hi = 0.0, Sv / (2 * np.pi * r)
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if f(mid) < 0 else (lo, mid)
            h = (lo + hi) / 2
            setup = (f"A cone is drilled out of a solid cylinder with bottom centre {O}, top centre {O1} and radius "
                     f"{O}{A} = {r}; the cone has the top circle as base and apex {O}.")
            ask = f"the height {O}{O1}"
        return Backward(f"{setup} Its {what} is {_pretty(S)}. Find {ask}.", Number(float(h)), "h")

    def description(self, g):
        p = g
        return self._givens(p) + " The radius and the height are drawn as red segments."

    def reasoning(self, p):
        O, O1, A, A1, P = self._names(p)
        r, h, hc, kind = p["r"], p["h"], p.get("hc", 0), p["kind"]
        total = _pretty(self._formula(p))
        if kind == "cylinder":
            steps = [f"The base circle has circumference 2π·{O}{A} = {2 * r}π.",
                     f"Unrolled, the side of the cylinder is a rectangle {2 * r}π by {O}{O1} = {h}: lateral area "
                     f"2π·{r}·{h} = {2 * r * h}π."]
            if p["ask"] == "total":
                steps.append(f"The two base discs add 2·π·{r}² = {2 * r * r}π.")
            return steps + [f"Area = {total}."]
        if kind == "cone":
            steps = [f"The slant height is {P}{A} = √({O}{A}² + {P}{O}²) = √({r * r} + {h * h}) = {_pretty(sp.sqrt(r * r + h * h))}.",
                     f"Unrolled, the side is a sector of radius {P}{A} and arc 2π·{r}, so the lateral area is π·{O}{A}·{P}{A} "
                     f"= {_pretty(sp.pi * r * sp.sqrt(r * r + h * h))}."]
            if p["ask"] == "total":
                steps.append(f"The base disc adds π·{r}² = {r * r}π.")
            return steps + [f"Area = {total}."]
        cone_h = hc if kind == "capped" else h
        slant = sp.sqrt(r * r + cone_h * cone_h)
        return [
            f"The surface consists of the bottom disc, the side of the cylinder and the side of the cone "
            f"({'the top disc is covered by the cone' if kind == 'capped' else 'the top disc is removed and the cone surface is inside'}).",
            f"Bottom disc: π·{r}² = {r * r}π; cylinder side: 2π·{r}·{h} = {2 * r * h}π.",
            f"The cone has radius {r} and height {cone_h}, so slant height √({r * r} + {cone_h * cone_h}) = {_pretty(slant)} "
            f"and lateral area π·{r}·{_pretty(slant)} = {_pretty(sp.pi * r * slant)}.",
            f"Total = {total}.",
        ]
