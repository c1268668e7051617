"""Solid geometry (angle, free form): AA' is a generatrix of a round frustum (A on the bottom rim, A'
on the top rim) and AB a chord of the bottom base through its foot A, B placed by the central angle
∠AOB or by the chord's length; find the exact cosine of the angle between AA' and AB (DynaSolidGeo,
angle). ``answer`` uses the three-cosine theorem with sympy: AA' projects onto the radius line AO,
AA' makes the angle arccos((R − r)/l) with the base and AO makes the angle 90° − ∠AOB/2 with the
chord AB (isosceles triangle OAB), so cos φ = (R − r)/l · sin(∠AOB/2); ``verify`` places A, A', B in
exact sympy coordinates and takes the dot product of the two direction vectors."""
import math

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import rim_point
from dynaforge.sdk.solid_volume_area import exact_text

TRIPLES = ((3, 4), (4, 3), (5, 12), (12, 5), (8, 15), (15, 8), (7, 24), (20, 21), (21, 20), (9, 40))  # (R − r, h)


@seed_program(
    id="frustum_generatrix_base_chord_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/frustums/slant_height",
              "plane_figures/circles/chord_central_angle"],
    source="DynaSolidGeo-style (angle: a frustum's generatrix and a chord of its base through the foot)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class FrustumGeneratrixBaseChordAngle(SeedProgram):
    levels = Levels(
        standard=dict(top=IntRange(1, 6), pythagorean=OneOf((True, False), p=[0.5, 0.5]),
                      height=IntRange(2, 9), chord=OneOf(("angle", "length"), p=[0.75, 0.25]),
                      beta=OneOf((60, 90, 120, 180), p=[0.3, 0.3, 0.3, 0.1])),
        hard=dict(top=IntRange(2, 12), pythagorean=OneOf((True, False), p=[0.2, 0.8]),
                  height=IntRange(3, 15), chord=OneOf(("angle", "length"), p=[0.4, 0.6]),
                  beta=OneOf((60, 90, 120, 180), p=[0.3, 0.35, 0.35, 0.0])),
        hard_means="larger frustums whose slant heights are almost always surds (the height and the radii difference not a "
                   "Pythagorean pair), and mostly the chord given by its length, so the angle ∠OAB must come from the isosceles triangle "
                   "OAB (sin(∠AOB/2) = AB/2R) instead of a known central angle",
    )

    def sample(self, rng, space):
        """Givens: the radii R > r, the height h, and the chord AB by its central angle or its length."""
        if space.pythagorean.draw(rng):
            d, h = TRIPLES[int(rng.integers(0, len(TRIPLES)))]
        else:
            d, h = int(rng.integers(2, 10)), int(space.height.draw(rng))
        r = int(space.top.draw(rng))
        R = r + d
        g = {"R": R, "r": r, "h": h}
        if space.chord.draw(rng) == "angle":
            g["beta"] = int(space.beta.draw(rng))
        else:
            g["c"] = int(rng.integers(max(2, R // 2), 2 * R))        # 0 < AB < 2R: not a diameter
        return g

    def _setup(self, g, hide=None):
        h = "?" if hide == "h" else g["h"]
        where = (f"∠AOB = {g['beta']}°" if "beta" in g else f"AB = {g['c']}")
        return (f"A round frustum has bottom base centre O with radius {g['R']}, top base centre O' with radius "
                f"{g['r']}, and height OO' = {h}. AA' is a generatrix (A on the bottom rim, A' on the top rim) and "
                f"B is a point of the bottom rim with {where}.")

    def question(self, g):
        return self._setup(g) + " Find the cosine of the angle between the lines AA' and AB. Give an exact value."

    # -- three-cosine theorem (sympy) ---------------------------------------------------------------------
    def _exact(self, p):
        R, r, h = sp.Integer(p["R"]), sp.Integer(p["r"]), sp.Integer(p["h"])
        l = sp.sqrt((R - r) ** 2 + h ** 2)
        cos_base = (R - r) / l                        # AA' against its projection on AO
        half = sp.sin(sp.rad(sp.Integer(p["beta"])) / 2) if "beta" in p else sp.Integer(p["c"]) / (2 * R)
        return l, cos_base, half, sp.radsimp(cos_base * half)   # cos∠OAB = sin(∠AOB/2)

    def answer(self, p):
        return Expression(str(self._exact(p)[3]))

    def verify(self, g):
        # Independent: exact coordinates (O at the origin, A on the x-axis) and the dot product.
        R, r, h = sp.Integer(g["R"]), sp.Integer(g["r"]), sp.Integer(g["h"])
        A = sp.Matrix([R, 0, 0])
        A1 = sp.Matrix([r, 0, h])
        if "beta" in g:
            b = sp.pi * g["beta"] / 180
            B = sp.Matrix([R * sp.cos(b), R * sp.sin(b), 0])
        else:                                        # B on the circle at distance c from A
            c = sp.Integer(g["c"])
            x = R - c ** 2 / (2 * R)
            B = sp.Matrix([x, sp.sqrt(R ** 2 - x ** 2), 0])
        u, v = A1 - A, B - A
        return Expression(str(sp.radsimp(sp.simplify(sp.Abs(u.dot(v)) / sp.sqrt(u.dot(u)) / sp.sqrt(v.dot(v))))))

    def _beta_deg(self, g):
        if "beta" in g:
            return float(g["beta"])
        return math.degrees(2 * math.asin(g["c"] / (2 * g["R"])))

    def scene(self, g):
        R, r, h = float(g["R"]), float(g["r"]), float(g["h"])
        s = Scene()
        s.solid("frustum", (0, 0, 0), R, height=h, top_radius=r)
        a0 = 245.0
        s.point("O", (0, 0, 0))
        s.point("O'", (0, 0, h))
        s.point("A", rim_point((0, 0, 0), R, a0))
        s.point("A'", rim_point((0, 0, h), r, a0))
        s.point("B", rim_point((0, 0, 0), R, a0 + self._beta_deg(g)))
        s.segment("O", "O'", style="hidden")
        s.segment("O", "A", style="hidden")
        s.segment("O", "B", style="hidden")
        s.segment("A", "A'", style="auxiliary")
        s.segment("A", "B", style="auxiliary")
        s.azimuth_range = (235.0, 300.0)
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        l, cos_base, half, cos = self._exact(g)
        return [
            SubQuestion(f"A round frustum has base radii {g['R']} and {g['r']} and height {g['h']}. Find the exact "
                        f"cosine of the angle between a generatrix and the bottom base.", Expression(str(sp.radsimp(cos_base))),
                        "solid_figures/frustums/slant_height"),
            SubQuestion(f"A and B lie on a circle with centre O and radius {g['R']}, "
                        + (f"∠AOB = {g['beta']}°." if "beta" in g else f"AB = {g['c']}.")
                        + " Find the exact cosine of ∠OAB.", Expression(str(sp.radsimp(half))),
                        "plane_figures/circles/chord_central_angle"),
        ]

    def backward(self, g):
        value = sp.sympify(self.answer(g).value)
        l, cos_base, half, cos = self._exact(g)
        slant = (g["R"] - g["r"]) * half / value          # (R − r)/l = cos φ / sin(∠AOB/2)
        h = sp.sqrt(slant ** 2 - (g["R"] - g["r"]) ** 2)
        return Backward(self._setup(g, hide="h") + f" The cosine of the angle between AA' and AB is {exact_text(value)}. "
                        f"Find the height OO'.", Number(float(h)), "h")

    def description(self, g):
        return ("A round frustum standing on its larger base; the generatrix AA' at the front and the chord AB of the "
                "bottom base are drawn in red, with the radii OA, OB and the axis OO' dashed. " + self._setup(g))

    def reasoning(self, p):
        l, cos_base, half, cos = self._exact(p)
        d = p["R"] - p["r"]
        where = (f"∠AOB = {p['beta']}°, so ∠OAB = 90° − {p['beta']}°/2 and cos∠OAB = sin({p['beta']}°/2) = {exact_text(half)}"
                 if "beta" in p else
                 f"triangle OAB is isosceles with OA = OB = {p['R']} and AB = {p['c']}; the foot of O on AB is the midpoint, "
                 f"so cos∠OAB = (AB/2)/OA = {exact_text(half)}")
        return [
            f"Drop A' onto the base: its foot H lies on the radius OA with OH = {p['r']}, so AH = R − r = {d} and A'H = {p['h']}.",
            f"The slant height is AA' = √({d}² + {p['h']}²) = {exact_text(l)}, and cos∠A'AH = AH/AA' = {exact_text(cos_base)}.",
            f"The projection of AA' on the base is AH, along AO; {where}.",
            f"Three-cosine theorem: cos(AA', AB) = cos∠A'AH · cos∠OAB = {exact_text(cos_base)} · {exact_text(half)} = "
            f"{exact_text(cos)}.",
        ]
