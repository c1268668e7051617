"""Solid geometry (area, exact in π): a cylindrical hole is drilled straight through a ball, its axis
through the centre O (the napkin ring). Given the sphere's radius R and the hole's radius r (or, hard,
the hole's length L), find the area of the ring's outer (spherical) surface, of the hole's wall, or the
ring's whole surface. ``answer`` uses Archimedes' hat-box theorem (a spherical zone of height L has area
2πR·L) and the cylinder's lateral area 2πr·L; ``verify`` integrates R²·sin φ over the band of polar
angles and the wall's area element r dθ dz (sympy)."""
import math

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk.solid_measure_more import (RING_LABELS, RING_TRIPLES, drilled_ball_radii, drilled_ball_scene,
                                              drilled_ball_setting)
from dynaforge.sdk.solid_volume_area import exact_text

ASKED = {"outer": "the ring's outer (spherical) surface", "wall": "the wall of the hole",
         "total": "the whole surface of the ring (its spherical part and the wall of the hole)"}


@seed_program(
    id="sphere_drilled_hole_ring_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/round_solids/sphere_surface_area", "solid_figures/round_solids/cylinder_surface_area",
              "solid_figures/round_solids/sphere_plane_section"],
    source="DynaSolidGeo-style (the napkin ring: surface of a ball with a cylindrical hole through its centre)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera", "real_life_contexts"],
)
class SphereDrilledHoleRingSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("radii",)), ask=OneOf(("outer", "wall", "total"), p=[0.3, 0.3, 0.4]),
                      triple=IntRange(0, len(RING_TRIPLES) - 1), scale=IntRange(1, 3), length=IntRange(4, 4),
                      labels=OneOf(tuple(range(len(RING_LABELS))))),
        hard=dict(given=OneOf(("length",)), ask=OneOf(("wall", "total"), p=[0.4, 0.6]),
                  triple=IntRange(0, len(RING_TRIPLES) - 1), scale=IntRange(1, 1), length=IntRange(4, 20),
                  labels=OneOf(tuple(range(len(RING_LABELS))))),
        hard_means="the hole is given by its length instead of its radius, so r = √(R² − L²/4) is a surd to find "
                   "first, and mostly the whole surface (a zone plus the wall: 2πL(R + r), a sum of a whole number "
                   "and a surd times π)",
    )

    def sample(self, rng, space):
        """Givens: R and r (or R and the hole's length L), what is asked, the labels."""
        labels = list(RING_LABELS[space.labels.draw(rng)])
        ask = space.ask.draw(rng)
        if space.given.draw(rng) == "radii":
            m, triple = space.scale.draw(rng), RING_TRIPLES[space.triple.draw(rng)]
            m = m if m * triple[2] <= 30 else 1
            r, a, R = (m * x for x in triple)
            return {"given": "radii", "R": R, "r": r, "ask": ask, "labels": labels}
        L = space.length.draw(rng)
        for _ in attempts("a sphere with the hole's radius a surd, well clear of zero"):
            R = int(rng.integers(L // 2 + 2, L // 2 + 2 + max(3, L // 3)))
            if math.isqrt(4 * R * R - L * L) ** 2 != 4 * R * R - L * L:
                break
        return {"given": "length", "R": R, "L": L, "ask": ask, "labels": labels}

    def question(self, g):
        return f"{drilled_ball_setting(g)} Find the area of {ASKED[g['ask']]}, as an exact value in terms of π."

    def description(self, g):
        return drilled_ball_setting(g)

    def _parts(self, p):
        """(R, r, L) exact, then the zone and the wall."""
        R = sp.Integer(p["R"])
        if p["given"] == "radii":
            r = sp.Integer(p["r"])
            L = 2 * sp.sqrt(R ** 2 - r ** 2)
        else:
            L = sp.Integer(p["L"])
            r = sp.sqrt(R ** 2 - L ** 2 / 4)
        zone = 2 * sp.pi * R * L          # hat-box theorem: a zone's area depends on its height only
        wall = 2 * sp.pi * r * L
        return R, r, L, zone, wall

    def _value(self, p):
        R, r, L, zone, wall = self._parts(p)
        return sp.expand({"outer": zone, "wall": wall, "total": zone + wall}[p["ask"]])

    def answer(self, p):
        return Expression(str(self._value(p)))

    def verify(self, g):
        # Independent: the band of the sphere between the polar angles of the rims (R² sin φ dφ dθ) and the
        # wall of the hole (r dθ dz), integrated in sympy.
        R, r = drilled_ball_radii(g)
        phi, theta, z = sp.symbols("phi theta z", real=True)
        phi0 = sp.asin(r / R)                             # the rim circles sit at polar angles φ0 and π − φ0
        zone = sp.integrate(sp.integrate(R ** 2 * sp.sin(phi), (phi, phi0, sp.pi - phi0)), (theta, 0, 2 * sp.pi))
        half = sp.sqrt(R ** 2 - r ** 2)
        wall = sp.integrate(sp.integrate(r, (z, -half, half)), (theta, 0, 2 * sp.pi))
        value = {"outer": zone, "wall": wall, "total": zone + wall}[g["ask"]]
        return Expression(str(sp.expand(sp.simplify(value))))

    def scene(self, g):
        return drilled_ball_scene(g)

    def subquestions(self, g):
        O, M, N, P = g["labels"]
        R, r, L, zone, wall = self._parts(g)
        if g["given"] == "radii":
            first = SubQuestion(f"In triangle {O}{M}{P}, the angle at {M} is a right angle, {O}{P} = {g['R']} and "
                                f"{M}{P} = {g['r']}. Find {O}{M}.", Number(float(L / 2)),
                                "plane_figures/triangles/pythagorean_theorem")
        else:
            first = SubQuestion(f"In triangle {O}{M}{P}, the angle at {M} is a right angle, {O}{P} = {g['R']} and "
                                f"{O}{M} = {exact_text(L / 2)}. Find {M}{P} (exact value).", Expression(str(r)),
                                "plane_figures/triangles/pythagorean_theorem")
        return [first, SubQuestion(f"A sphere of radius {g['R']} is cut by two parallel planes {exact_text(L)} apart, "
                                   f"on opposite sides of its centre. Find the area of the zone between them (exact, "
                                   f"in terms of π).", Expression(str(zone)),
                                   "solid_figures/round_solids/sphere_surface_area")]

    def backward(self, g):
        key = "R"     # every asked area grows with R (r or L fixed); the wall is not monotonic in r or L
        return Backward(f"{drilled_ball_setting(g, hide=key)} The area of "
                        f"{ASKED[g['ask']]} is {exact_text(self._value(g))}. Find x.", Number(float(g[key])), key)

    def reasoning(self, p):
        O, M, N, P = p["labels"]
        R, r, L, zone, wall = self._parts(p)
        steps = []
        if p["given"] == "radii":
            steps.append(f"In the right triangle {O}{M}{P}: {O}{M} = √({R}² − {r}²) = {exact_text(L / 2)}, so the hole "
                         f"has length {M}{N} = {exact_text(L)}.")
        else:
            steps.append(f"In the right triangle {O}{M}{P}: {O}{M} = {exact_text(L / 2)}, so the hole's radius is "
                         f"{M}{P} = √({R}² − {exact_text(L / 2)}²) = {exact_text(r)}.")
        if p["ask"] in ("outer", "total"):
            steps.append(f"The spherical part is a zone between two parallel planes {exact_text(L)} apart; by "
                         f"Archimedes' hat-box theorem its area is 2πR·h = 2π·{R}·{exact_text(L)} = {exact_text(zone)}.")
        if p["ask"] in ("wall", "total"):
            steps.append(f"The wall is the lateral surface of a cylinder of radius {exact_text(r)} and height "
                         f"{exact_text(L)}: 2π·{exact_text(r)}·{exact_text(L)} = {exact_text(sp.expand(wall))}.")
        if p["ask"] == "total":
            steps.append(f"Total: {exact_text(zone)} + {exact_text(sp.expand(wall))} = {exact_text(self._value(p))}.")
        return steps
