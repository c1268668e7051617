"""Solid geometry (volume, exact in π): a right circular cylinder of radius r and height H is cut by a
slanted plane that meets every generatrix; AB is a diameter of the base and the plane meets the
generatrices through A and B at E and F (AE = h₁, BF = h₂, or the long axis EF of the elliptic section
given instead of BF). Find the volume of the piece below the plane (V = πr²(h₁ + h₂)/2: two copies make
a cylinder of height h₁ + h₂) or of the piece above it. ``answer`` uses that mean-height argument with
Fractions; ``verify`` integrates the height of the plane over the base disc in polar coordinates
(sympy)."""
import math
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.solid_measure_more import slanted_cut_cylinder
from dynaforge.sdk.solid_round import fmt, pi_multiple

# (2r, h₂ − h₁, EF): the diameter, the rise of the plane across it and the long axis of the ellipse
TRIPLES = [(6, 8, 10), (8, 6, 10), (8, 15, 17), (10, 24, 26), (12, 5, 13), (12, 16, 20), (16, 12, 20),
           (12, 9, 15), (18, 24, 30), (20, 21, 29), (24, 7, 25), (20, 15, 25)]
LABELS = [("O", "A", "B", "E", "F"), ("O", "A", "B", "M", "N"), ("O", "C", "D", "P", "Q"), ("O₁", "A", "B", "P", "Q")]


@seed_program(
    id="cylinder_slanted_plane_hoof_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cylinder_volume", "solid_figures/composite_solids/volume_addition",
              "calculus/integrals/volume_of_revolution"],
    source="DynaSolidGeo-style (a cylinder cut by a slanted plane: the truncated cylinder, exact volume)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CylinderSlantedPlaneHoofVolume(SeedProgram):
    levels = Levels(
        standard=dict(radius=IntRange(2, 7), low=IntRange(1, 7), rise=IntRange(1, 7), headroom=IntRange(1, 4),
                      given=OneOf(("heights",)), part=OneOf(("lower", "upper"), p=[0.7, 0.3]),
                      labels=OneOf(tuple(range(len(LABELS))))),
        hard=dict(radius=IntRange(2, 6), low=IntRange(2, 12), rise=IntRange(1, 6), headroom=IntRange(2, 9),
                  given=OneOf(("axis",)), part=OneOf(("lower", "upper"), p=[0.5, 0.5]),
                  labels=OneOf(tuple(range(len(LABELS))))),
        hard_means="the second height is hidden: the long axis EF of the elliptic section is given instead, so the "
                   "rise h₂ − h₁ comes first from the right triangle with the diameter (Pythagorean triples with "
                   "larger radii), and the piece above the plane is asked as often as the one below",
    )

    def sample(self, rng, space):
        """Givens: r, H, AE = h1 and BF = h2 (or the long axis EF), which piece, the labels."""
        given = space.given.draw(rng)
        labels = list(LABELS[space.labels.draw(rng)])
        part = space.part.draw(rng)
        if given == "heights":
            r = space.radius.draw(rng)
            h1 = space.low.draw(rng)
            h2 = h1 + space.rise.draw(rng)       # the two heights differ: the plane is slanted
            if rng.random() < 0.5:
                h1, h2 = h2, h1
            H = max(h1, h2) + space.headroom.draw(rng)
            return {"given": given, "r": r, "h1": h1, "h2": h2, "H": H, "part": part, "labels": labels}
        d, rise, axis = TRIPLES[int(rng.integers(len(TRIPLES)))]
        h1 = space.low.draw(rng)
        H = h1 + rise + space.headroom.draw(rng)
        return {"given": given, "r": d // 2, "h1": h1, "EF": axis, "H": H, "part": part, "labels": labels}

    # -- text -----------------------------------------------------------------------------------
    def _setting(self, g, hide=None):
        O, A, B, E, F = g["labels"]
        h1 = "x" if hide == "h1" else g["h1"]
        s = (f"A right circular cylinder has base radius {g['r']} and height {g['H']}; {O} is the centre of its "
             f"lower base and {A}{B} is a diameter of the lower base. A plane cuts every generatrix of the cylinder "
             f"and divides it into two pieces; it meets the generatrix through {A} at {E} and the one through {B} "
             f"at {F}, with {A}{E} = {h1}")
        if g["given"] == "heights":
            s += f" and {B}{F} = {g['h2']} ({E}{F} is the long axis of the elliptic section)."
        else:
            s += (f", {B}{F} > {A}{E}, and the elliptic section has long axis {E}{F} = {g['EF']}.")
        return s

    def _piece(self, g):
        O, A, B, E, F = g["labels"]
        if g["part"] == "lower":
            return f"the piece between the lower base and the plane (the piece containing {O})"
        return "the piece between the plane and the upper base"

    def question(self, g):
        return f"{self._setting(g)} Find the volume of {self._piece(g)}, as an exact multiple of π."

    def description(self, g):
        return self._setting(g)

    # -- answer ---------------------------------------------------------------------------------
    def _h2(self, p):
        if p["given"] == "heights":
            return Fraction(p["h2"])
        return Fraction(p["h1"]) + Fraction(math.isqrt(p["EF"] ** 2 - 4 * p["r"] ** 2))

    def _coef(self, p):
        r, h1, h2 = Fraction(p["r"]), Fraction(p["h1"]), self._h2(p)
        lower = r * r * (h1 + h2) / 2          # two copies make a cylinder of height h1 + h2
        return lower if p["part"] == "lower" else r * r * p["H"] - lower

    def answer(self, p):
        return Expression(pi_multiple(self._coef(p))[0])

    def verify(self, g):
        # Independent: the plane z = c + m·x through E(−r, 0, h1) and F(r, 0, h2) in coordinates, its
        # height integrated over the base disc in polar coordinates (sympy, exact).
        r, h1, H = sp.Integer(g["r"]), sp.Integer(g["h1"]), sp.Integer(g["H"])
        if g["given"] == "heights":
            h2 = sp.Integer(g["h2"])
        else:
            h2 = h1 + sp.sqrt(sp.Integer(g["EF"]) ** 2 - (2 * r) ** 2)
        rho, phi = sp.symbols("rho phi", nonnegative=True)
        x = rho * sp.cos(phi)
        z = h1 + (h2 - h1) * (x + r) / (2 * r)
        height = z if g["part"] == "lower" else H - z
        vol = sp.integrate(sp.integrate(height * rho, (rho, 0, r)), (phi, 0, 2 * sp.pi))
        coef = sp.nsimplify(sp.simplify(vol / sp.pi))
        assert coef.is_Rational and coef > 0, f"not a positive rational multiple of π: {vol}"
        return Expression(str(coef * sp.pi))

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        O, A, B, E, F = g["labels"]
        r, h1, H = float(g["r"]), float(g["h1"]), float(g["H"])
        h2 = h1 + math.sqrt(g["EF"] ** 2 - 4 * g["r"] ** 2) if g["given"] == "axis" else float(g["h2"])
        s = Scene()
        slanted_cut_cylinder(s, r, H, h1, h2, (O, A, B, E, F))
        s.azimuth_range = (205.0, 335.0)
        return s

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        O, A, B, E, F = g["labels"]
        r, h1, h2 = Fraction(g["r"]), Fraction(g["h1"]), self._h2(g)
        out = []
        if g["given"] == "axis":
            out.append(SubQuestion(f"In the plane of {A}, {B}, {E}, {F}: {A}{B} = {2 * g['r']} is a diameter, "
                                   f"{A}{E} and {B}{F} are perpendicular to {A}{B} and {E}{F} = {g['EF']}. Find "
                                   f"{B}{F} − {A}{E}.", Number(float(h2 - h1)),
                                   "plane_figures/triangles/pythagorean_theorem"))
        out.append(SubQuestion(f"A right circular cylinder has radius {g['r']} and height {fmt(float(h1 + h2))}. Find "
                               f"its volume, as an exact multiple of π.", Expression(pi_multiple(r * r * (h1 + h2))[0]),
                               "solid_figures/round_solids/cylinder_volume"))
        return out

    def backward(self, g):
        O, A, B, E, F = g["labels"]
        coef = self._coef(g)
        return Backward(f"{self._setting(g, hide='h1')} The volume of {self._piece(g)} is {pi_multiple(coef)[1]}. "
                        f"Find x = {A}{E}.", Number(float(g["h1"])), "h1")

    def reasoning(self, p):
        O, A, B, E, F = p["labels"]
        r, h1, h2 = Fraction(p["r"]), Fraction(p["h1"]), self._h2(p)
        steps = []
        if p["given"] == "axis":
            steps.append(f"In the axial section through {A}{B}, {A}{B}{F}{E} is a right trapezoid with {A}{B} = 2r = "
                         f"{2 * p['r']}; dropping a perpendicular from {E} to {B}{F} gives a right triangle with "
                         f"hypotenuse {E}{F} = {p['EF']}, so {B}{F} − {A}{E} = √({p['EF']}² − {2 * p['r']}²) = "
                         f"{h2 - h1} and {B}{F} = {h2}.")
        lower = r * r * (h1 + h2) / 2
        steps.append(f"The section's centre lies above {O} at height ({A}{E} + {B}{F})/2 = {(h1 + h2) / 2}; a second "
                     f"copy of the lower piece, turned half a turn about the horizontal line through that centre, fits "
                     f"on top of it to make a cylinder of height {A}{E} + {B}{F} = {h1 + h2}.")
        steps.append(f"So the lower piece has volume ½·πr²·({A}{E} + {B}{F}) = ½·π·{r}²·{h1 + h2} = "
                     f"{pi_multiple(lower)[1]} (equivalently, the mean height {(h1 + h2) / 2} times the base area).")
        if p["part"] == "upper":
            whole = r * r * p["H"]
            steps.append(f"The whole cylinder has volume π·{r}²·{p['H']} = {pi_multiple(whole)[1]}, so the piece above "
                         f"the plane is {pi_multiple(whole)[1]} − {pi_multiple(lower)[1]} = "
                         f"{pi_multiple(whole - lower)[1]}.")
        return steps
