"""Solid geometry (length): the radius of the sphere inscribed in a right circular cone, or of the
sphere through its apex and base circle, from the base radius and the height or slant height
(DynaSolidGeo, length/distance). ``answer`` uses the axial section (r = R·h/(R + l), R' = l²/(2h));
``verify`` solves the tangency / equal-distance conditions numerically in coordinates."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_measure import point_line_distance_3d

TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29))
HARD_TRIPLES = ((8, 15, 17), (20, 21, 29), (28, 45, 53), (33, 56, 65), (48, 55, 73), (39, 80, 89), (65, 72, 97))


@seed_program(
    id="cone_sphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/spheres/sphere_and_cone_axial_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: sphere inscribed in / circumscribed about a cone)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class ConeSphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(triples=TRIPLES, scale=IntRange(1, 3), scale_max_hypotenuse=17,
                      sphere=OneOf(("inscribed", "circumscribed")), given=OneOf(("height", "slant")),
                      apex=OneOf(("P", "S", "V")), centre=OneOf(("O", "Q"))),
        hard=dict(triples=HARD_TRIPLES, scale=IntRange(2, 4), scale_max_hypotenuse=29,
                  sphere=OneOf(("inscribed", "circumscribed")), given=OneOf(("height", "slant"), p=[0.3, 0.7]),
                  apex=OneOf(("P", "S", "V")), centre=OneOf(("O", "Q"))),
        hard_means="larger, less familiar Pythagorean triples scaled up, mostly the slant height given (the "
                   "height must be found first)",
    )

    def sample(self, rng, space):
        x, y, z = space.triples[int(rng.integers(0, len(space.triples)))]
        m = space.scale.draw(rng) if z <= space.scale_max_hypotenuse else 1
        if rng.integers(0, 2):                  # radius the short or the long leg
            x, y = y, x
        if y > 2.6 * x or x > 2.6 * y:          # keep the cone readable
            x, y = (x, y) if y > x else (y, x)
        r, h, l = x * m, y * m, z * m
        g = {"r": r, "sphere": space.sphere.draw(rng), "given": space.given.draw(rng),
             "apex": space.apex.draw(rng), "centre": space.centre.draw(rng)}
        if g["given"] == "height":              # the statement gives one of height and slant height
            return {**g, "h": h}, {"l": l}
        return {**g, "l": l}, {"h": h}

    @staticmethod
    def _hl(g):
        """(height, slant height) from the stated one (a Pythagorean triple, so both are integers)."""
        if g["given"] == "height":
            return g["h"], math.isqrt(g["r"] ** 2 + g["h"] ** 2)
        return math.isqrt(g["l"] ** 2 - g["r"] ** 2), g["l"]

    def _givens(self, p):
        P = p["apex"]
        g = f"the base radius HA = {p['r']}"
        return g + (f" and the height {P}H = {p['h']}" if p["given"] == "height" else f" and the slant height {P}A = {p['l']}")

    def question(self, g):
        rel = ("is inscribed in the cone (it touches the base and the lateral surface)" if g["sphere"] == "inscribed"
               else "passes through the apex and the whole base circle of the cone")
        return (f"A right circular cone has apex {g['apex']}, base centre H and a point A on its base circle, with "
                f"{self._givens(g)}. A sphere with centre {g['centre']} {rel}. Find the radius of the sphere.")

    def _value(self, p):
        r, h, l = p["r"], p["h"], p["l"]
        return r * h / (r + l) if p["sphere"] == "inscribed" else l * l / (2 * h)

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, g):
        r = float(g["r"])
        h = float(np.sqrt(g["l"] ** 2 - r * r)) if g["given"] == "slant" else float(g["h"])
        apex, rim = np.array([0.0, 0.0, h]), np.array([r, 0.0, 0.0])
        lo, hi = (0.0, h) if g["sphere"] == "inscribed" else (-10 * h, h)
        for _ in range(200):
            t = (lo + hi) / 2
            c = np.array([0.0, 0.0, t])
            if g["sphere"] == "inscribed":   # distance to the base (t) vs distance to a generator
                f = t - point_line_distance_3d(c, apex, rim)
            else:                            # distance to the apex vs distance to a rim point
                f = np.linalg.norm(c - rim) - np.linalg.norm(c - apex)
            lo, hi = (lo, t) if f > 0 else (t, hi)
        t = (lo + hi) / 2
        return Number(float(t if g["sphere"] == "inscribed" else np.linalg.norm(np.array([0, 0, t]) - apex)))

    def scene(self, g):
        r = g["r"]
        h, l = self._hl(g)
        P, O = g["apex"], g["centre"]
        R = self._value({**g, "h": h, "l": l})
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(P, (0, 0, h))
        s.point("H", (0, 0, 0))
        s.point("A", (r, 0, 0))
        s.segment(P, "A")
        s.segment("H", "A", style="hidden")
        s.segment(P, "H", style="hidden")
        if g["sphere"] == "inscribed":
            s.solid("sphere", (0, 0, R), R, color="#fca5a5")
            s.point(O, (0, 0, R))
        else:
            s.point(O, (0, 0, h - R))
            s.segment(O, "A", style="auxiliary")
        return s

    def description(self, g):
        return (f"A right circular cone stands on its base: apex {g['apex']}, base centre H directly below "
                f"{g['apex']}, and A a point of the base circle; {self._givens(g)}. A sphere with centre "
                f"{g['centre']} " + ("touches the base and the lateral surface of the cone." if g["sphere"] == "inscribed"
                                     else "passes through the apex and every point of the base circle."))

    def subquestions(self, g):
        h, l = self._hl(g)
        if g["given"] == "height":
            return [SubQuestion(f"A right circular cone has base radius {g['r']} and height {g['h']}. Find its slant "
                                f"height.", Number(float(l)), "plane_figures/triangles/pythagorean_theorem")]
        return [SubQuestion(f"A right circular cone has base radius {g['r']} and slant height {g['l']}. Find its "
                            f"height.", Number(float(h)), "plane_figures/triangles/pythagorean_theorem")]

    def reasoning(self, p):
        r, h, l = p["r"], p["h"], p["l"]
        P, O = p["apex"], p["centre"]
        v = self._value(p)
        steps = [f"The axial section through {P}, H, A is an isosceles triangle with base 2·{r} and legs "
                 f"{P}A; {P}H ⊥ HA."]
        steps.append(f"{P}A = √({r}² + {h}²) = {l}." if p["given"] == "height" else f"{P}H = √({l}² − {r}²) = {h}.")
        if p["sphere"] == "inscribed":
            steps += [f"The sphere's section is the incircle of that triangle, with centre {O} on {P}H.",
                      f"Area = ½·2·{r}·{h} = {r * h}, semi-perimeter = {r} + {l} = {r + l}.",
                      f"Inradius = area / semi-perimeter = {r * h}/{r + l} ≈ {v:.4f}."]
        else:
            steps += [f"The centre {O} is on {P}H with {O}{P} = {O}A = R and {O}H = {h} − R.",
                      f"R² = ({h} − R)² + {r}² gives R = ({h}² + {r}²)/(2·{h}) = {l * l}/{2 * h} ≈ {v:.4f}."]
        return steps
