"""Solid geometry (length): the radius of the sphere inscribed in a right circular cone, or of the
sphere through its apex and base circle, from the base radius and the height or slant height
(DynaSolidGeo, length/distance). ``answer`` uses the axial section (r = R·h/(R + l), R' = l²/(2h));
``verify`` solves the tangency / equal-distance conditions numerically in coordinates."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_measure import point_line_distance_3d

TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29))


@seed_program(
    id="cone_sphere_radius", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/spheres/sphere_and_cone_axial_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: sphere inscribed in / circumscribed about a cone)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class ConeSphereRadius(SeedProgram):
    def sample(self, rng):
        x, y, z = TRIPLES[int(rng.integers(0, len(TRIPLES)))]
        m = int(rng.integers(1, 4)) if z <= 17 else 1
        if rng.integers(0, 2):                  # radius the short or the long leg
            x, y = y, x
        if y > 2.6 * x or x > 2.6 * y:          # keep the cone readable
            x, y = (x, y) if y > x else (y, x)
        r, h, l = x * m, y * m, z * m
        return {"r": r, "h": h, "l": l, "sphere": str(rng.choice(["inscribed", "circumscribed"])),
                "given": str(rng.choice(["height", "slant"])), "apex": str(rng.choice(["P", "S", "V"])),
                "centre": str(rng.choice(["O", "Q"]))}

    def _givens(self, p):
        P = p["apex"]
        g = f"the base radius HA = {p['r']}"
        return g + (f" and the height {P}H = {p['h']}" if p["given"] == "height" else f" and the slant height {P}A = {p['l']}")

    def question(self, p):
        rel = ("is inscribed in the cone (it touches the base and the lateral surface)" if p["sphere"] == "inscribed"
               else "passes through the apex and the whole base circle of the cone")
        return (f"A right circular cone has apex {p['apex']}, base centre H and a point A on its base circle, with "
                f"{self._givens(p)}. A sphere with centre {p['centre']} {rel}. Find the radius of the sphere.")

    def _value(self, p):
        r, h, l = p["r"], p["h"], p["l"]
        return r * h / (r + l) if p["sphere"] == "inscribed" else l * l / (2 * h)

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, p):
        r = float(p["r"])
        h = float(np.sqrt(p["l"] ** 2 - r * r)) if p["given"] == "slant" else float(p["h"])
        apex, rim = np.array([0.0, 0.0, h]), np.array([r, 0.0, 0.0])
        lo, hi = (0.0, h) if p["sphere"] == "inscribed" else (-10 * h, h)
        for _ in range(200):
            t = (lo + hi) / 2
            c = np.array([0.0, 0.0, t])
            if p["sphere"] == "inscribed":   # distance to the base (t) vs distance to a generator
                f = t - point_line_distance_3d(c, apex, rim)
            else:                            # distance to the apex vs distance to a rim point
                f = np.linalg.norm(c - rim) - np.linalg.norm(c - apex)
            lo, hi = (lo, t) if f > 0 else (t, hi)
        t = (lo + hi) / 2
        return Number(float(t if p["sphere"] == "inscribed" else np.linalg.norm(np.array([0, 0, t]) - apex)))

    def scene(self, p):
        r, h = p["r"], p["h"]
        P, O = p["apex"], p["centre"]
        R = self._value(p)
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(P, (0, 0, h))
        s.point("H", (0, 0, 0))
        s.point("A", (r, 0, 0))
        s.segment(P, "A")
        s.segment("H", "A", style="hidden")
        s.segment(P, "H", style="hidden")
        if p["sphere"] == "inscribed":
            s.solid("sphere", (0, 0, R), R, color="#fca5a5")
            s.point(O, (0, 0, R))
        else:
            s.point(O, (0, 0, h - R))
            s.segment(O, "A", style="auxiliary")
        return s

    def description(self, p):
        return (f"A right circular cone stands on its base: apex {p['apex']}, base centre H directly below "
                f"{p['apex']}, and A a point of the base circle; {self._givens(p)}. A sphere with centre "
                f"{p['centre']} " + ("touches the base and the lateral surface of the cone." if p["sphere"] == "inscribed"
                                     else "passes through the apex and every point of the base circle."))

    def subquestions(self, p):
        P = p["apex"]
        if p["given"] == "height":
            return [SubQuestion(f"A right circular cone has base radius {p['r']} and height {p['h']}. Find its slant "
                                f"height.", Number(float(p["l"])), "plane_figures/triangles/pythagorean_theorem")]
        return [SubQuestion(f"A right circular cone has base radius {p['r']} and slant height {p['l']}. Find its "
                            f"height.", Number(float(p["h"])), "plane_figures/triangles/pythagorean_theorem")]

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
