"""Solid geometry (area, exact in π): a right circular cylinder of radius r is cut by a slanted plane that
meets every generatrix; AB is a diameter of the lower base and the plane meets the generatrices through A
and B at E and F. Find the area of the elliptic section (semi-axes r and EF/2, or πr²/cos θ from the
angle θ between the plane and the base), the lateral area of the piece below the plane (πr(AE + BF)),
or (hard) that piece's whole surface. ``answer`` uses the ellipse and the two-copies argument;
``verify`` integrates in sympy: the surface element √(1 + m²) of the plane over the base disc, and the
height of the cut along the rim."""
import math

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.solid_measure_more import slanted_cut_cylinder
from dynaforge.sdk.solid_volume_area import exact_text

# (2r, BF − AE, EF)
TRIPLES = [(6, 8, 10), (8, 6, 10), (8, 15, 17), (10, 24, 26), (12, 5, 13), (12, 16, 20), (16, 12, 20),
           (12, 9, 15), (18, 24, 30), (20, 21, 29), (24, 7, 25), (20, 15, 25), (24, 10, 26), (16, 30, 34)]
LABELS = [("O", "A", "B", "E", "F"), ("O", "A", "B", "M", "N"), ("O", "C", "D", "P", "Q"), ("O₁", "A", "B", "P", "Q")]
COS = {30: sp.sqrt(3) / 2, 45: sp.sqrt(2) / 2, 60: sp.Rational(1, 2)}


@seed_program(
    id="cylinder_slanted_cut_section_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_surface_area", "solid_figures/angles/dihedral_plane_angle",
              "analytic_geometry/conics/ellipse_standard_form"],
    source="DynaSolidGeo-style (the elliptic section and the surface of a cylinder cut by a slanted plane)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CylinderSlantedCutSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("section", "lateral")), radius=IntRange(2, 8), low=IntRange(1, 6),
                      rise=IntRange(1, 7), angle=OneOf((30, 45, 60)), headroom=IntRange(1, 4),
                      labels=OneOf(tuple(range(len(LABELS))))),
        hard=dict(ask=OneOf(("section", "total")), radius=IntRange(2, 8), low=IntRange(1, 9),
                  rise=IntRange(1, 7), angle=OneOf((30, 45, 60)), headroom=IntRange(1, 5),
                  labels=OneOf(tuple(range(len(LABELS))))),
        hard_means="the plane is given by the two heights only, so the long axis EF = √((2r)² + (BF − AE)²) of the "
                   "ellipse comes first, and half the time the whole surface of the lower piece is asked (base disc "
                   "+ lateral band + elliptic section, three areas to add)",
    )

    def sample(self, rng, space):
        """Givens: r, H, AE and BF (or AE and the angle θ with the base), what is asked, the labels."""
        labels = list(LABELS[space.labels.draw(rng)])
        ask = space.ask.draw(rng)
        h1 = space.low.draw(rng)
        if space.level == "standard" and ask == "section":
            r = space.radius.draw(rng)
            theta = space.angle.draw(rng)
            h2 = h1 + 2 * r * math.tan(math.radians(theta))
            return {"ask": ask, "given": "angle", "r": r, "h1": h1, "theta": theta,
                    "H": math.ceil(h2 + 1e-9) + space.headroom.draw(rng), "labels": labels}
        if space.level == "standard":
            r = space.radius.draw(rng)
            h2 = h1 + space.rise.draw(rng)
        else:
            d, rise, _ = TRIPLES[int(rng.integers(len(TRIPLES)))]
            r, h2 = d // 2, h1 + rise
        return {"ask": ask, "given": "heights", "r": r, "h1": h1, "h2": h2, "H": h2 + space.headroom.draw(rng),
                "labels": labels}

    # -- text -----------------------------------------------------------------------------------
    def _setting(self, g, hide=None):
        O, A, B, E, F = g["labels"]
        r = "x" if hide == "r" else g["r"]
        h1 = "x" if hide == "h1" else g["h1"]
        s = (f"A right circular cylinder has base radius {r} and height {g['H']}; {O} is the centre of its lower "
             f"base and {A}{B} is a diameter of the lower base. A plane cuts every generatrix of the cylinder; it "
             f"meets the generatrix through {A} at {E} and the one through {B} at {F}, with {A}{E} = {h1}")
        if g["given"] == "heights":
            s += f" and {B}{F} = {g['h2']}."
        else:
            s += f", {B}{F} > {A}{E}, and the plane makes an angle of {g['theta']}° with the base."
        return s

    def _asked(self, g):
        return {"section": "the section of the cylinder by the plane (an ellipse)",
                "lateral": "the lateral (curved) surface of the piece between the lower base and the plane",
                "total": "the whole surface of the piece between the lower base and the plane (its base, its curved "
                         "surface and the section)"}[g["ask"]]

    def question(self, g):
        return f"{self._setting(g)} Find the area of {self._asked(g)}, as an exact value in terms of π."

    def description(self, g):
        return self._setting(g)

    # -- answer ---------------------------------------------------------------------------------
    def _pieces(self, p):
        """Exact (section, lateral, base) areas."""
        r = sp.Integer(p["r"])
        if p["given"] == "angle":
            section = sp.pi * r ** 2 / COS[p["theta"]]      # the disc is the ellipse's projection
            return sp.radsimp(section), None, sp.pi * r ** 2
        h1, h2 = sp.Integer(p["h1"]), sp.Integer(p["h2"])
        EF = sp.sqrt((2 * r) ** 2 + (h2 - h1) ** 2)
        section = sp.pi * r * EF / 2                        # semi-axes r and EF/2
        lateral = 2 * sp.pi * r * (h1 + h2) / 2             # two copies make a band of height h1 + h2
        return section, lateral, sp.pi * r ** 2

    def _value(self, p):
        section, lateral, base = self._pieces(p)
        if p["ask"] == "total":
            return section + lateral + base
        return section if p["ask"] == "section" else lateral

    def answer(self, p):
        return Expression(str(sp.radsimp(self._value(p))))

    def verify(self, g):
        # Independent: the plane is the graph z = h1 + m(x + r) over the base disc; its area is the integral
        # of √(1 + m²) over the disc, the curved band is ∫ z·r dφ along the rim, the base ∫∫ ρ dρ dφ.
        r, h1 = sp.Integer(g["r"]), sp.Integer(g["h1"])
        m = sp.tan(sp.pi * g["theta"] / 180) if g["given"] == "angle" else sp.Rational(g["h2"] - g["h1"], 2 * g["r"])
        rho, phi = sp.symbols("rho phi", nonnegative=True)
        disc = sp.integrate(sp.integrate(rho, (rho, 0, r)), (phi, 0, 2 * sp.pi))
        section = sp.integrate(sp.integrate(sp.sqrt(1 + m ** 2) * rho, (rho, 0, r)), (phi, 0, 2 * sp.pi))
        band = sp.integrate((h1 + m * (r * sp.cos(phi) + r)) * r, (phi, 0, 2 * sp.pi))
        value = {"section": section, "lateral": band, "total": section + band + disc}[g["ask"]]
        return Expression(str(sp.radsimp(sp.simplify(value))))

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        r, h1, H = float(g["r"]), float(g["h1"]), float(g["H"])
        if g["given"] == "angle":
            h2 = h1 + 2 * r * math.tan(math.radians(g["theta"]))
        else:
            h2 = float(g["h2"])
        s = Scene()
        slanted_cut_cylinder(s, r, H, h1, h2, g["labels"])
        s.azimuth_range = (205.0, 335.0)
        return s

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        O, A, B, E, F = g["labels"]
        out = []
        if g["given"] == "heights":
            EF = sp.sqrt(4 * g["r"] ** 2 + (g["h2"] - g["h1"]) ** 2)
            out.append(SubQuestion(f"In the plane of {A}, {B}, {F}, {E}: {A}{B} = {2 * g['r']}, {A}{E} = {g['h1']} and "
                                   f"{B}{F} = {g['h2']}, both perpendicular to {A}{B}. Find {E}{F} (exact value).",
                                   Expression(str(EF)), "plane_figures/triangles/pythagorean_theorem"))
        if g["ask"] != "lateral" and g["given"] == "heights":
            out.append(SubQuestion(f"An ellipse has semi-axes {g['r']} and {exact_text(EF / 2)}. Find its area (exact, in "
                                   f"terms of π).", Expression(str(sp.pi * g["r"] * EF / 2)),
                                   "analytic_geometry/conics/ellipse_standard_form"))
        elif g["ask"] != "lateral":
            out.append(SubQuestion(f"Find the area of a disc of radius {g['r']} (exact, in terms of π).",
                                   Expression(str(sp.pi * g["r"] ** 2)), "solid_figures/round_solids/cylinder_surface_area"))
        if g["ask"] != "section":
            out.append(SubQuestion(f"Find the lateral area of a cylinder of radius {g['r']} and height "
                                   f"{g['h1'] + g['h2']} (exact, in terms of π).",
                                   Expression(str(2 * sp.pi * g["r"] * (g["h1"] + g["h2"]))),
                                   "solid_figures/round_solids/cylinder_surface_area"))
        return out

    def backward(self, g):
        key = "r" if g["ask"] == "section" else "h1"    # the section depends on |BF − AE| only: mask r
        O, A, B, E, F = g["labels"]
        return Backward(f"{self._setting(g, hide=key)} The area of {self._asked(g)} is "
                        f"{exact_text(sp.radsimp(self._value(g)))}. Find x.", Number(float(g[key])), key)

    def reasoning(self, p):
        O, A, B, E, F = p["labels"]
        section, lateral, base = self._pieces(p)
        steps = []
        if p["given"] == "angle":
            steps.append(f"The section projects onto the base disc (area π·{p['r']}² = {exact_text(base)}), and a "
                         f"plane figure at angle θ to the base has area (projection)/cos θ.")
            steps.append(f"Section = {exact_text(base)} / cos {p['theta']}° = {exact_text(section)}.")
            return steps
        r, h1, h2 = p["r"], p["h1"], p["h2"]
        steps.append(f"In the axial section {A}{B}{F}{E} (a right trapezoid), {E}{F} = √({2 * r}² + ({h2} − {h1})²) = "
                     f"{exact_text(sp.sqrt(4 * r * r + (h2 - h1) ** 2))}: the long axis of the ellipse; its short axis "
                     f"is the diameter {2 * r} perpendicular to {A}{B}.")
        if p["ask"] in ("section", "total"):
            steps.append(f"The ellipse has semi-axes {r} and {E}{F}/2, so its area is π·{r}·{E}{F}/2 = "
                         f"{exact_text(section)}.")
        if p["ask"] in ("lateral", "total"):
            steps.append(f"Two copies of the lower piece (one turned over) make a cylinder of height {A}{E} + {B}{F} = "
                         f"{h1 + h2}, so the curved surface is half of 2π·{r}·{h1 + h2}: {exact_text(lateral)}.")
        if p["ask"] == "total":
            steps.append(f"Adding the base disc {exact_text(base)}: total = {exact_text(base)} + {exact_text(lateral)} + "
                         f"{exact_text(section)} = {exact_text(sp.radsimp(section + lateral + base))}.")
        return steps
