"""Solid geometry (volume, exact in π): a right trapezoid ABCD (AD ∥ BC, AB ⟂ AD, AD the longer base)
turns once about the line of its perpendicular leg AB (a frustum), of its longer base AD (a cylinder
with a cone on it) or of its shorter base BC (a cylinder with a conical hollow). Find the volume of the
solid swept. ``answer`` adds and subtracts the cylinder, cone and frustum formulas with Fractions;
``verify`` uses Pappus' theorem: the trapezoid's area times the path 2π·d of its centroid (shoelace
centroid and distance to the axis, numpy)."""
import math
from fractions import Fraction

import numpy as np

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.solid_round import pi_multiple

# (AB, AD − BC, CD) for the slanted leg CD given instead of the height
LEG_TRIPLES = [(3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (6, 8, 10), (8, 6, 10), (8, 15, 17), (15, 8, 17),
               (9, 12, 15), (12, 9, 15), (7, 24, 25), (24, 7, 25)]
AXES = ("AB", "AD", "BC")


@seed_program(
    id="right_trapezoid_spin_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cone_volume", "solid_figures/round_solids/cylinder_volume",
              "solid_figures/frustums/volume", "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (solid of revolution of a right trapezoid about a leg or a base)",
    variations=["numeric_values", "geometric_transformations", "lengths_ratios", "camera"],
)
class RightTrapezoidSpinVolume(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("height",)), axis=OneOf(AXES), long_base=IntRange(4, 10), height=IntRange(2, 6),
                      triple=IntRange(0, len(LEG_TRIPLES) - 1), short_base=IntRange(1, 8)),
        hard=dict(given=OneOf(("leg",)), axis=OneOf(AXES), long_base=IntRange(4, 10), height=IntRange(2, 6),
                  triple=IntRange(0, len(LEG_TRIPLES) - 1), short_base=IntRange(2, 12)),
        hard_means="the height AB is not given: the slanted leg CD is, so AB = √(CD² − (AD − BC)²) comes first "
                   "(Pythagorean triples with larger legs), and the solid is still one of the three composites",
    )

    def sample(self, rng, space):
        """Givens: AD, BC and AB (or the slanted leg CD) of the right trapezoid, and the axis."""
        axis = space.axis.draw(rng)
        if space.given.draw(rng) == "height":
            a = space.long_base.draw(rng)
            b = int(rng.integers(1, a))
            return {"given": "height", "axis": axis, "a": a, "b": b, "h": space.height.draw(rng)}
        h, d, cd = LEG_TRIPLES[space.triple.draw(rng)]
        b = space.short_base.draw(rng)
        return {"given": "leg", "axis": axis, "a": b + d, "b": b, "cd": cd}

    # -- text -----------------------------------------------------------------------------------
    def _setting(self, g, hide=None):
        s = (f"ABCD is a right trapezoid with AD ∥ BC and AB ⟂ AD; the bases are AD = {g['a']} and BC = {g['b']}")
        if g["given"] == "height":
            s += f", and the leg AB = {'x' if hide == 'h' else g['h']}."
        else:
            s += f", and the slanted leg CD = {'x' if hide == 'cd' else g['cd']}."
        s += f" The trapezoid turns one full turn about the line {g['axis']}."
        return s

    def question(self, g):
        return f"{self._setting(g)} Find the volume of the solid it sweeps, as an exact multiple of π."

    def description(self, g):
        return self._setting(g)

    # -- answer ---------------------------------------------------------------------------------
    def _h(self, p):
        if p["given"] == "height":
            return Fraction(p["h"])
        return Fraction(math.isqrt(p["cd"] ** 2 - (p["a"] - p["b"]) ** 2))

    def _parts(self, p):
        """[(name, coefficient of π, sign)] of the solid's pieces."""
        a, b, h = Fraction(p["a"]), Fraction(p["b"]), self._h(p)
        if p["axis"] == "AB":
            return [("frustum", h * (a * a + a * b + b * b) / 3, 1)]
        if p["axis"] == "AD":
            return [("cylinder", h * h * b, 1), ("cone", h * h * (a - b) / 3, 1)]
        return [("cylinder", h * h * a, 1), ("cone", h * h * (a - b) / 3, -1)]

    def _coef(self, p):
        return sum(c * s for _, c, s in self._parts(p))

    def answer(self, p):
        return Expression(pi_multiple(self._coef(p))[0])

    def verify(self, g):
        # Independent: Pappus' theorem, V = 2π·d·S with the centroid of the trapezoid (shoelace, numpy)
        # and its distance d from the axis line.
        a, b = float(g["a"]), float(g["b"])
        h = float(g["h"]) if g["given"] == "height" else math.sqrt(g["cd"] ** 2 - (a - b) ** 2)
        P = {"A": np.array([0.0, 0.0]), "B": np.array([0.0, h]), "C": np.array([b, h]), "D": np.array([a, 0.0])}
        poly = np.array([P[k] for k in "ABCD"])
        x, y = poly[:, 0], poly[:, 1]
        cross = x * np.roll(y, -1) - np.roll(x, -1) * y
        area = cross.sum() / 2
        cx = ((x + np.roll(x, -1)) * cross).sum() / (6 * area)
        cy = ((y + np.roll(y, -1)) * cross).sum() / (6 * area)
        p, q = P[g["axis"][0]], P[g["axis"][1]]
        u = (q - p) / np.linalg.norm(q - p)
        w = np.array([cx, cy]) - p
        d = abs(w[0] * u[1] - w[1] * u[0])
        coef = 2 * d * abs(area)                      # V / π
        frac = Fraction(coef).limit_denominator(3000)
        assert abs(float(frac) - coef) < 1e-9 * max(1.0, coef), f"V/π = {coef} is not a simple fraction"
        return Expression(pi_multiple(frac)[0])

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        a, b = float(g["a"]), float(g["b"])
        h = float(self._h(g))
        s = Scene()
        axis = g["axis"]
        if axis == "AB":       # A at the bottom centre, B above it: a frustum
            pts = {"A": (0, 0, 0), "B": (0, 0, h), "C": (b, 0, h), "D": (a, 0, 0)}
            s.solid("frustum", (0, 0, 0), a, h, top_radius=b, color="lightsteelblue", opacity=0.22)
        elif axis == "AD":     # A below, D above on the axis: a cylinder of radius AB, a cone on it
            pts = {"A": (0, 0, 0), "D": (0, 0, a), "B": (h, 0, 0), "C": (h, 0, b)}
            s.solid("cylinder", (0, 0, 0), h, b, color="lightsteelblue", opacity=0.22)
            s.solid("cone", (0, 0, b), h, a - b, color="lightsteelblue", opacity=0.22)
        else:                  # B below, C above on the axis: a cylinder with a conical hollow down to C
            pts = {"B": (0, 0, 0), "C": (0, 0, b), "A": (h, 0, 0), "D": (h, 0, a)}
            s.solid("cylinder", (0, 0, 0), h, a, color="lightsteelblue", opacity=0.22)
            s.solid("cone", (0, 0, a), h, a - b, axis=(0, 0, -1), color="#fde68a", opacity=0.3)
            s.point("_D'", (-h, 0, a), show_label=False, dot=False)   # the hollow's generatrix opposite CD
        for k in "ABCD":
            s.point(k, pts[k])
        s.segment(axis[0], axis[1], style="auxiliary")   # before the face, which would draw it as an edge
        s.face(list("ABCD"), color="#fbbf24", opacity=0.45)
        if axis == "BC":
            s.segment("C", "_D'", style="edge")
        s.azimuth_range = (200.0, 340.0)
        return s

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        h = self._h(g)
        out = []
        if g["given"] == "leg":
            out.append(SubQuestion(f"In the right trapezoid ABCD (AD ∥ BC, AB ⟂ AD), AD = {g['a']}, BC = {g['b']} and "
                                   f"CD = {g['cd']}. Find the height AB.", Number(float(h)),
                                   "plane_figures/triangles/pythagorean_theorem"))
        name, coef, _ = self._parts(g)[0]
        solids = {"frustum": "the frustum", "cylinder": "the cylinder"}
        radius_text = {"AB": f"base radii {g['a']} and {g['b']} and height {h}",
                       "AD": f"radius {h} and height {g['b']}", "BC": f"radius {h} and height {g['a']}"}[g["axis"]]
        out.append(SubQuestion(f"Find the volume of {solids[name]} with {radius_text}, as an exact multiple of π.",
                               Expression(pi_multiple(coef)[0]),
                               "solid_figures/frustums/volume" if name == "frustum"
                               else "solid_figures/round_solids/cylinder_volume"))
        return out

    def backward(self, g):
        key = "h" if g["given"] == "height" else "cd"
        return Backward(f"{self._setting(g, hide=key)} The solid it sweeps has volume "
                        f"{pi_multiple(self._coef(g))[1]}. Find x.", Number(float(g[key])), key)

    def reasoning(self, p):
        a, b, h = Fraction(p["a"]), Fraction(p["b"]), self._h(p)
        steps = []
        if p["given"] == "leg":
            steps.append(f"Drop the perpendicular from C to AD at H: CH = AB, HD = AD − BC = {a - b}, so "
                         f"AB = √({p['cd']}² − {a - b}²) = {h}.")
        if p["axis"] == "AB":
            steps.append(f"AD and BC are perpendicular to AB, so turning about AB they sweep two discs of radii {a} and "
                         f"{b}, {h} apart; CD sweeps the lateral surface of a frustum.")
            steps.append(f"V = πh(R² + Rr + r²)/3 = π·{h}·({a}² + {a}·{b} + {b}²)/3 = {pi_multiple(self._coef(p))[1]}.")
        elif p["axis"] == "AD":
            steps.append(f"Turning about AD: BC (parallel to AD at distance AB = {h}) sweeps the side of a cylinder of "
                         f"radius {h} and height BC = {b}; CD sweeps a cone of radius {h} and height AD − BC = {a - b} "
                         f"with its apex at D.")
            steps.append(f"V = π·{h}²·{b} + π·{h}²·{a - b}/3 = {pi_multiple(h * h * b)[1]} + "
                         f"{pi_multiple(h * h * (a - b) / 3)[1]} = {pi_multiple(self._coef(p))[1]}.")
        else:
            steps.append(f"Turning about BC: AD (parallel to BC at distance AB = {h}) sweeps the side of a cylinder of "
                         f"radius {h} and height AD = {a}; CD sweeps a cone of radius {h} and height AD − BC = {a - b} "
                         f"with its apex at C, which is hollowed out of the cylinder.")
            steps.append(f"V = π·{h}²·{a} − π·{h}²·{a - b}/3 = {pi_multiple(h * h * a)[1]} − "
                         f"{pi_multiple(h * h * (a - b) / 3)[1]} = {pi_multiple(self._coef(p))[1]}.")
        return steps
