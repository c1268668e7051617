"""Solid geometry (volume, exact in π): a cylindrical hole is drilled straight through a ball, its axis
through the centre O (the "napkin ring"). Given the sphere's radius R and the hole's radius r, or (hard)
R and the length L of the hole, find the volume of the ring that remains or of the material removed
(the cylinder and the two caps). ``answer`` subtracts the cylinder and the two caps from the ball
(cap formula πh²(3R − h)/3); ``verify`` adds up cylindrical shells of the ring,
∫ 2πρ·2√(R² − ρ²) dρ from r to R, exactly in sympy."""
import math
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.solid_measure_more import (RING_LABELS, RING_TRIPLES, drilled_ball_radii, drilled_ball_scene,
                                              drilled_ball_setting)
from dynaforge.sdk.solid_round import pi_multiple


@seed_program(
    id="sphere_drilled_hole_ring_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/round_solids/sphere_volume", "solid_figures/round_solids/spherical_cap_volume",
              "solid_figures/round_solids/cylinder_volume", "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (the napkin ring: a ball with a cylindrical hole through its centre)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera", "real_life_contexts"],
)
class SphereDrilledHoleRingVolume(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("radii",)), triple=IntRange(0, len(RING_TRIPLES) - 1), scale=IntRange(1, 3),
                      length=IntRange(2, 2),
                      part=OneOf(("ring", "removed"), p=[0.7, 0.3]), labels=OneOf(tuple(range(len(RING_LABELS))))),
        hard=dict(given=OneOf(("length",)), triple=IntRange(0, len(RING_TRIPLES) - 1), scale=IntRange(1, 1),
                  length=IntRange(4, 24),
                  part=OneOf(("ring", "removed")), labels=OneOf(tuple(range(len(RING_LABELS))))),
        hard_means="the hole is given by its length instead of its radius: the radius r = √(R² − L²/4) is irrational "
                   "or never needed (the ring is πL³/6 whatever R is), and half the time the removed material "
                   "(cylinder plus two caps) is asked",
    )

    def sample(self, rng, space):
        """Givens: R and r (or R and the hole's length L), which part, the labels."""
        labels = list(RING_LABELS[space.labels.draw(rng)])
        given = space.given.draw(rng)
        if given == "radii":
            m, triple = space.scale.draw(rng), RING_TRIPLES[space.triple.draw(rng)]
            m = m if m * triple[2] <= 40 else 1          # a sphere of radius at most 40
            r, a, R = (m * x for x in triple)
            return {"given": given, "R": R, "r": r, "part": space.part.draw(rng), "labels": labels}
        L = space.length.draw(rng)
        R = int(rng.integers(L // 2 + 2, L // 2 + 2 + max(3, L // 3)))   # R ≥ L/2 + 1.5: the hole keeps a visible radius
        return {"given": given, "R": R, "L": L, "part": space.part.draw(rng), "labels": labels}

    # -- text -----------------------------------------------------------------------------------
    def _asked(self, g):
        if g["part"] == "ring":
            return "the solid that remains (the ring)"
        return "the material drilled out (the cylinder together with the two caps)"

    def question(self, g):
        return f"{drilled_ball_setting(g)} Find the volume of {self._asked(g)}, as an exact multiple of π."

    def description(self, g):
        return drilled_ball_setting(g)

    # -- answer ---------------------------------------------------------------------------------
    def _ring(self, p):
        """(R, r², a, h) with a half the hole's length and h the height of each cap."""
        R = Fraction(p["R"])
        if p["given"] == "radii":
            r2 = Fraction(p["r"]) ** 2
            a = Fraction(math.isqrt(p["R"] ** 2 - p["r"] ** 2))
        else:
            a = Fraction(p["L"], 2)
            r2 = R * R - a * a
        return R, r2, a, R - a

    def _coef(self, p):
        R, r2, a, h = self._ring(p)
        ball = Fraction(4, 3) * R ** 3
        cylinder = r2 * 2 * a
        caps = 2 * h * h * (3 * R - h) / 3
        ring = ball - cylinder - caps
        return ring if p["part"] == "ring" else ball - ring

    def answer(self, p):
        return Expression(pi_multiple(self._coef(p))[0])

    def verify(self, g):
        # Independent: cylindrical shells of the ring (radius ρ from r to R, height 2√(R² − ρ²)), exact.
        R, r = drilled_ball_radii(g)
        rho = sp.symbols("rho", positive=True)
        ring = sp.integrate(2 * sp.pi * rho * 2 * sp.sqrt(R ** 2 - rho ** 2), (rho, r, R))
        vol = ring if g["part"] == "ring" else sp.Rational(4, 3) * sp.pi * R ** 3 - ring
        coef = sp.nsimplify(sp.simplify(vol / sp.pi))
        assert coef.is_Rational and coef > 0, f"not a positive rational multiple of π: {vol}"
        return Expression(str(coef * sp.pi))

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        return drilled_ball_scene(g)

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        O, M, N, P = g["labels"]
        R, r2, a, h = self._ring(g)
        out = []
        if g["given"] == "radii":
            out.append(SubQuestion(f"In triangle {O}{M}{P}, the angle at {M} is a right angle, {O}{P} = {g['R']} and "
                                   f"{M}{P} = {g['r']}. Find {O}{M}.", Number(float(a)),
                                   "plane_figures/triangles/pythagorean_theorem"))
        out.append(SubQuestion(f"A plane cuts a cap of height {h} from a ball of radius {R}. Find the volume of the "
                               f"cap, as an exact multiple of π.", Expression(pi_multiple(h * h * (3 * R - h) / 3)[0]),
                               "solid_figures/round_solids/spherical_cap_volume"))
        return out

    def backward(self, g):
        O, M, N, P = g["labels"]
        key = "r" if g["given"] == "radii" else "L"
        coef = self._coef(g)
        return Backward(f"{drilled_ball_setting(g, hide=key)} The volume of {self._asked(g)} is {pi_multiple(coef)[1]}. "
                        f"Find x.", Number(float(g[key])), key)

    def reasoning(self, p):
        O, M, N, P = p["labels"]
        R, r2, a, h = self._ring(p)
        steps = []
        if p["given"] == "radii":
            steps.append(f"{O}{M} is perpendicular to the circle with centre {M}, so triangle {O}{M}{P} has a right "
                         f"angle at {M}: {O}{M} = √({R}² − {p['r']}²) = {a}; the hole has length 2·{a} = {2 * a}.")
        else:
            steps.append(f"By symmetry {O}{M} = {O}{N} = {p['L']}/2 = {a}; in the right triangle {O}{M}{P}, the hole's "
                         f"radius satisfies r² = {O}{P}² − {O}{M}² = {R}² − {a}² = {r2}.")
        ball = Fraction(4, 3) * R ** 3
        cyl = r2 * 2 * a
        cap = h * h * (3 * R - h) / 3
        steps.append(f"What is drilled out is a cylinder of radius r and height {2 * a}, volume π·{r2}·{2 * a} = "
                     f"{pi_multiple(cyl)[1]}, and two caps of height {R} − {a} = {h}, each πh²(3R − h)/3 = "
                     f"{pi_multiple(cap)[1]}.")
        ring = ball - cyl - 2 * cap
        steps.append(f"The ball has volume (4/3)π·{R}³ = {pi_multiple(ball)[1]}, so the ring is {pi_multiple(ball)[1]} − "
                     f"{pi_multiple(cyl)[1]} − 2·{pi_multiple(cap)[1]} = {pi_multiple(ring)[1]} (= π·L³/6 with "
                     f"L = {2 * a}: it depends only on the hole's length).")
        if p["part"] == "removed":
            steps.append(f"The removed material is {pi_multiple(ball)[1]} − {pi_multiple(ring)[1]} = "
                         f"{pi_multiple(ball - ring)[1]}.")
        return steps
