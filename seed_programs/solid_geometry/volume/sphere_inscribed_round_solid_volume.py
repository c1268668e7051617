"""Solid geometry (volume): a cone or a cylinder inscribed in a sphere (apex and base circle, or both
rims, on the sphere); from the sphere's radius and the solid's height (or the cone's base radius)
find the solid's volume (DynaSolidGeo, volume). ``answer`` uses the axial section (r² = h(2R − h) for
the cone, r² = R² − (h/2)² for the cylinder); ``verify`` finds the rim on the sphere by bisection in
coordinates and integrates the cross-section areas numerically."""
import math

import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import fmt


# (OQ, QA, R): the sphere's radius R, the cone's base radius QA and the centre's distance OQ from the base;
# standard indices 0-5, hard 6-11
TRIPLES = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13),
           (7, 24, 25), (24, 7, 25), (20, 21, 29), (21, 20, 29), (9, 40, 41), (40, 9, 41))


@seed_program(
    id="sphere_inscribed_round_solid_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/spheres/round_solid_in_sphere", "solid_figures/round_solids/cone_volume",
              "solid_figures/round_solids/cylinder_volume"],
    source="DynaSolidGeo-style (volume: cone / cylinder inscribed in a sphere)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SphereInscribedRoundSolidVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("cone", "cylinder")), sphere_radius=IntRange(3, 10), apex=OneOf(("P", "S", "V")),
                      rim=OneOf(("A", "B")), radius_given_share=0.35, triple=IntRange(0, 5)),
        hard=dict(kind=OneOf(("cone", "cylinder")), sphere_radius=IntRange(11, 30), apex=OneOf(("P", "S", "V")),
                  rim=OneOf(("A", "B")), radius_given_share=0.5, triple=IntRange(6, 11)),
        hard_means="larger spheres, and half the cones given by their base radius (the height found through "
                   "a 7-24-25, 20-21-29 or 9-40-41 right triangle)",
    )

    def sample(self, rng, space):
        """Givens: cone or cylinder, the sphere's radius, the solid's height or (cone) base radius, the labels
        (an apex only for the cone); hidden: the other of height and radius."""
        kind = space.kind.draw(rng)
        R = space.sphere_radius.draw(rng)
        apex = space.apex.draw(rng)
        g = {"kind": kind, "R": R, "given": "height", "rim": space.rim.draw(rng)}
        if kind == "cone":
            g["apex"] = apex
            if rng.random() < space.radius_given_share:   # base radius given, the taller cone: h = R + √(R² − r²)
                d, r, R5 = TRIPLES[space.triple.draw(rng)]
                g.update(R=R5, r=r, given="radius")
                return g, {"h": R5 + d}
            h = int(rng.integers(max(2, R // 2), 2 * R))  # neither flat nor needle-like
            return {**g, "h": h}, {"r": float(np.sqrt(h * (2 * R - h)))}
        k = int(rng.integers(max(1, R // 3), R))           # half the height, not a flat disc
        return {**g, "h": 2 * k}, {"r": float(np.sqrt(R * R - k * k))}

    @staticmethod
    def _hr(g):
        """(height, base radius) from the statement: the axial section's right triangle."""
        R = g["R"]
        if g["given"] == "radius":
            return R + math.isqrt(R * R - g["r"] ** 2), g["r"]
        h = g["h"]
        if g["kind"] == "cylinder":
            k = h // 2
            return h, float(np.sqrt(R * R - k * k))
        return h, float(np.sqrt(h * (2 * R - h)))

    def _names(self, p):
        return "O", p.get("apex"), "Q", p["rim"]

    def question(self, g):
        p = g
        O, P, Q, A = self._names(p)
        if p["kind"] == "cylinder":
            return (f"A cylinder is inscribed in a sphere with centre {O} and radius {p['R']}: both rims of the cylinder "
                    f"lie on the sphere. The cylinder has bottom centre {Q}, top centre {Q}′ and {A} on its bottom "
                    f"rim, and its height is {Q}{Q}′ = {p['h']}. Find the volume of the cylinder (a number).")
        head = (f"A cone is inscribed in a sphere with centre {O} and radius {p['R']}: its apex {P} and its whole base "
                f"circle (centre {Q}, with {A} on it) lie on the sphere.")
        if p["given"] == "radius":
            return head + (f" The base radius is {Q}{A} = {p['r']} and the centre {O} lies inside the cone. Find the "
                           f"volume of the cone (a number).")
        return head + f" The height of the cone is {P}{Q} = {p['h']}. Find the volume of the cone (a number)."

    def answer(self, p):
        R, h = p["R"], p["h"]
        if p["kind"] == "cylinder":
            return Number(float(np.pi * (R * R - (h / 2) ** 2) * h))
        return Number(float(np.pi * h * (2 * R - h) * h / 3))

    def verify(self, g):
        # Independent: the rim found on the sphere by bisection in coordinates, cross-sections integrated.
        p = g
        R = float(p["R"])
        if p["kind"] == "cylinder":
            zb, zt = -p["h"] / 2, p["h"] / 2
        else:
            zt = R                                    # apex at the top of the sphere
            if p["given"] == "height":
                zb = R - p["h"]
            else:                                     # the base plane where the sphere's section has radius r, below O
                lo, hi = -R, 0.0
                for _ in range(200):
                    mid = (lo + hi) / 2
                    lo, hi = (mid, hi) if np.sqrt(max(R * R - mid * mid, 0)) < p["r"] else (lo, mid)
                zb = (lo + hi) / 2
        # the rim at height zb: walk out along the x-axis until |point| = R
        lo, hi = 0.0, R
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if np.linalg.norm([mid, 0.0, zb]) < R else (lo, mid)
        r = (lo + hi) / 2
        if p["kind"] == "cylinder":
            return Number(quad(lambda z: np.pi * r * r, zb, zt)[0])
        return Number(quad(lambda z: np.pi * (r * (zt - z) / (zt - zb)) ** 2, zb, zt, epsrel=1e-12)[0])

    def scene(self, g):
        p = g
        O, P, Q, A = self._names(p)
        R = float(p["R"])
        h, r = (float(v) for v in self._hr(p))
        s = Scene()
        s.solid("sphere", (0, 0, 0), R, color="#e0e7ff")
        s.point(O, (0, 0, 0))
        if p["kind"] == "cylinder":
            zb = -h / 2
            s.solid("cylinder", (0, 0, zb), r, height=h, color="#fca5a5")
            s.point(Q, (0, 0, zb))
            s.point(Q + "′", (0, 0, -zb))
            s.point(A, (r, 0, zb))
            s.segment(Q, Q + "′", style="auxiliary")
            s.segment(Q, A, style="hidden")
            s.segment(O, A, style="auxiliary")
            return s
        zb = R - h
        s.solid("cone", (0, 0, zb), r, height=h, color="#fca5a5")
        s.point(P, (0, 0, R))
        s.point(Q, (0, 0, zb))
        s.point(A, (r, 0, zb))
        s.segment(P, A)
        s.segment(P, Q, style="auxiliary")
        s.segment(Q, A, style="auxiliary" if p["given"] == "radius" else "hidden")
        s.segment(O, A, style="auxiliary")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        R = p["R"]
        h, r = self._hr(p)
        if p["kind"] == "cylinder":
            return [SubQuestion(f"A cylinder of height {h} has both rims on a sphere of radius {R}. Find the "
                                f"cylinder's base radius.", Number(float(r)), "solid_figures/spheres/round_solid_in_sphere")]
        if p["given"] == "radius":
            return [SubQuestion(f"A cone with base radius {r} has its apex and base circle on a sphere of radius {R}, "
                                f"the centre inside the cone. Find the cone's height.", Number(float(h)),
                                "solid_figures/spheres/round_solid_in_sphere")]
        return [SubQuestion(f"A cone of height {h} has its apex and base circle on a sphere of radius {R}. Find the "
                            f"cone's base radius.", Number(float(r)), "solid_figures/spheres/round_solid_in_sphere")]

    def reasoning(self, p):
        O, P, Q, A = self._names(p)
        R, h, r = p["R"], p["h"], float(p["r"])
        V = self.answer(p).value
        if p["kind"] == "cylinder":
            k = h // 2
            return [f"By symmetry {O} is the midpoint of {Q}{Q}′, so {O}{Q} = {h}/2 = {k}.",
                    f"{O}{A} = {R} is a radius of the sphere and {O}{Q} ⊥ {Q}{A}, so {Q}{A}² = {R}² − {k}² = {R * R - k * k}.",
                    f"V = π·{Q}{A}²·{Q}{Q}′ = π·{R * R - k * k}·{h} = {(R * R - k * k) * h}π ≈ {fmt(V)}."]
        if p["given"] == "radius":
            d = h - R
            first = [f"{O}{Q} ⊥ {Q}{A} and {O}{A} = {R}, so {O}{Q} = √({R}² − {p['r']}²) = {d}.",
                     f"{O} is inside the cone, so {P}{Q} = {P}{O} + {O}{Q} = {R} + {d} = {h}."]
        else:
            d = h - R
            first = [f"{O}{Q} = |{P}{Q} − {P}{O}| = |{h} − {R}| = {abs(d)}, and {O}{A} = {R} is a radius of the sphere.",
                     f"{O}{Q} ⊥ {Q}{A}, so {Q}{A}² = {R}² − {abs(d)}² = {R * R - d * d} (= h(2R − h))."]
        r2 = h * (2 * R - h)
        return first + [f"V = (1/3)π·{Q}{A}²·{P}{Q} = (1/3)π·{r2}·{h} = {fmt(r2 * h / 3)}π ≈ {fmt(V)}."]
