"""Solid geometry (area, exact in π): a cylinder is inscribed in a sphere of radius R (both rims on the
sphere); find its lateral area from its height or its radius, the largest lateral area it can have, or
(competition) the largest total surface area (DynaSolidGeo, area). ``answer`` uses the axial section
(r² + (h/2)² = R²) and, for the extremes, the angle substitution r = R·cos θ, h = 2R·sin θ
(lateral 2πR²·sin 2θ ≤ 2πR²; total πR²(1 + cos 2θ + 2 sin 2θ) ≤ πR²(1 + √5)); ``verify`` solves the
rim on the sphere in sympy and integrates the side, or maximises the area as a function of r by
setting its derivative to zero."""
import math

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_volume_area import exact_text

KINDS = ("height", "radius", "max_lateral", "max_total")


@seed_program(
    id="sphere_inscribed_cylinder_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/spheres/round_solid_in_sphere", "solid_figures/round_solids/cylinder_surface_area",
              "calculus/derivatives/first_derivative_test"],
    source="DynaSolidGeo-style (area: cylinder inscribed in a sphere, given or largest surface)",
    variations=["numeric_values", "camera", "lengths_ratios"],
)
class SphereInscribedCylinderArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.35, 0.35, 0.3, 0.0]), radius=IntRange(3, 10)),
        hard=dict(kind=OneOf(KINDS, p=[0.2, 0.2, 0.2, 0.4]), radius=IntRange(8, 25)),
        hard_means="larger spheres and mostly the largest total surface area (bases included), whose optimum is not "
                   "the square axial section: πR²(1 + √5)",
    )

    def sample(self, rng, space):
        """Givens: the kind, the sphere's radius R, and (for the first two kinds) the cylinder's height or radius
        (an integer strictly inside the sphere, so the cylinder is neither flat nor a needle)."""
        kind = space.kind.draw(rng)
        R = int(space.radius.draw(rng))
        g = {"kind": kind, "R": R}
        if kind == "height":
            for _ in attempts("a height between 0.4R and 1.8R"):
                h = int(rng.integers(1, 2 * R))
                if 0.4 * R <= h <= 1.8 * R:
                    break
            g["h"] = h
        elif kind == "radius":
            for _ in attempts("a radius between 0.3R and 0.95R"):
                r = int(rng.integers(1, R))
                if 0.3 * R <= r <= 0.95 * R:
                    break
            g["r"] = r
        return g

    # -- statement ---------------------------------------------------------------------------------------------
    def _setup(self, g, hide=None):
        q = lambda k: "?" if hide == k else g[k]
        base = (f"A cylinder is inscribed in a sphere with centre O and radius OA = {q('R')}: both of its base circles "
                f"lie on the sphere, the top one with centre O1 through A, the bottom one with centre O2.")
        if g["kind"] == "height":
            return base + f" The cylinder's height is O1O2 = {q('h')}."
        if g["kind"] == "radius":
            return base + f" The cylinder's radius is O1A = {q('r')}."
        return base + " The cylinder may be of any height."

    def _asked(self, g):
        return {"height": "the lateral surface area of the cylinder", "radius": "the lateral surface area of the cylinder",
                "max_lateral": "the largest possible lateral surface area of the cylinder",
                "max_total": "the largest possible total surface area of the cylinder (both bases included)"}[g["kind"]]

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)}, exactly in terms of π (square roots allowed)."

    # -- answer: axial section, angle substitution -----------------------------------------------------------------
    def _area(self, p):
        R, k, pi = sp.Integer(p["R"]), p["kind"], sp.pi
        if k == "height":
            h = sp.Integer(p["h"])
            return pi * h * sp.sqrt(4 * R ** 2 - h ** 2)          # 2π·r·h with r = √(R² − h²/4)
        if k == "radius":
            r = sp.Integer(p["r"])
            return 4 * pi * r * sp.sqrt(R ** 2 - r ** 2)          # h = 2√(R² − r²)
        if k == "max_lateral":
            return 2 * pi * R ** 2                                # 2πR²·sin 2θ, θ = 45°
        return pi * R ** 2 * (1 + sp.sqrt(5))                     # 1 + cos 2θ + 2 sin 2θ ≤ 1 + √5

    def answer(self, p):
        return Expression(str(sp.radsimp(sp.expand(self._area(p)))))

    def verify(self, g):
        # Independent: the rim found on the sphere (ρ² + z² = R²) and the side integrated, or the area as a
        # function of r maximised by solving A'(r) = 0 (checked against the ends of the range).
        R = sp.Integer(g["R"])
        z, rho, x = sp.symbols("z rho x", positive=True)
        k = g["kind"]
        if k in ("height", "radius"):
            if k == "height":
                half = sp.Integer(g["h"]) / 2
                r = sp.solve(sp.Eq(rho ** 2 + half ** 2, R ** 2), rho)[0]
            else:
                r = sp.Integer(g["r"])
                half = sp.solve(sp.Eq(r ** 2 + z ** 2, R ** 2), z)[0]
            return Expression(str(sp.radsimp(sp.integrate(2 * sp.pi * r, (z, -half, half)))))
        f = 4 * sp.pi * x * sp.sqrt(R ** 2 - x ** 2) + (2 * sp.pi * x ** 2 if k == "max_total" else 0)
        crit = [c for c in sp.solve(sp.diff(f, x), x) if c.is_real and 0 < c < R]
        best = max((sp.simplify(f.subs(x, c)) for c in crit), key=lambda v: float(v))
        return Expression(str(sp.radsimp(sp.expand(sp.simplify(best)))))

    def scene(self, g):
        R = float(g["R"])
        k = g["kind"]
        if k == "height":
            half = g["h"] / 2
            r = math.sqrt(R * R - half * half)
        elif k == "radius":
            r = float(g["r"])
            half = math.sqrt(R * R - r * r)
        elif k == "max_lateral":
            r = half = R / math.sqrt(2)
        else:
            c2 = 1 / math.sqrt(5)                          # cos 2θ at the optimum (tan 2θ = 2)
            r, half = R * math.sqrt((1 + c2) / 2), R * math.sqrt((1 - c2) / 2)
        s = Scene()
        s.solid("sphere", (0, 0, 0), R, color="#e0e7ff", opacity=0.2)
        s.solid("cylinder", (0, 0, -half), r, height=2 * half, color="#fca5a5", opacity=0.45)
        s.point("O", (0, 0, 0))
        s.point("O1", (0, 0, half))
        s.point("O2", (0, 0, -half))
        s.point("A", (r, 0, half))
        s.segment("O", "A", style="auxiliary")
        s.segment("O1", "A", style="auxiliary")
        s.segment("O1", "O2", style="hidden")
        return s

    # -- views ------------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        R, k = g["R"], g["kind"]
        if k == "height":
            return [SubQuestion(self._setup(g) + " Find the cylinder's radius O1A exactly.",
                                Expression(str(sp.sqrt(R ** 2 - sp.Rational(g['h'], 2) ** 2))),
                                "solid_figures/spheres/round_solid_in_sphere")]
        if k == "radius":
            return [SubQuestion(self._setup(g) + " Find the cylinder's height O1O2 exactly.",
                                Expression(str(2 * sp.sqrt(R ** 2 - g['r'] ** 2))),
                                "solid_figures/spheres/round_solid_in_sphere")]
        return [SubQuestion(f"A cylinder inscribed in a sphere of radius {R} has radius R·cos θ and height 2R·sin θ. "
                            f"Write its lateral area as a multiple of π·sin 2θ: find the factor.",
                            Number(2 * R * R), "solid_figures/round_solids/cylinder_surface_area")]

    def backward(self, g):
        A = sp.radsimp(sp.expand(self._area(g)))
        c = A / sp.pi
        k = g["kind"]
        if k in ("max_lateral", "max_total"):
            val = sp.sqrt(c / (2 if k == "max_lateral" else 1 + sp.sqrt(5)))
            key, what = "R", "the radius of the sphere"
        elif k == "height":       # c² = h²(4R² − h²): R from h
            val = sp.sqrt((c ** 2 / g["h"] ** 2 + g["h"] ** 2) / 4)
            key, what = "R", "the radius OA of the sphere"
        else:
            val = sp.sqrt((c / (4 * g["r"])) ** 2 + g["r"] ** 2)
            key, what = "R", "the radius OA of the sphere"
        asked = self._asked(g)
        return Backward(self._setup(g, hide=key) + f" {asked[0].upper() + asked[1:]} is {exact_text(A)}. Find {what}.",
                        Number(float(val)), key)

    def description(self, g):
        return (self._setup(g) + " The figure shows the translucent sphere, the cylinder inside it, the radius OA of the "
                "sphere and the radius O1A of the top base in red, and the axis O1O2 dashed.")

    def reasoning(self, p):
        R, k = p["R"], p["kind"]
        A = exact_text(sp.radsimp(sp.expand(self._area(p))))
        axial = "In the axial section, O, O1 and A form a right triangle: O1A² + OO1² = OA², i.e. r² + (h/2)² = R²."
        if k == "height":
            r = sp.sqrt(R ** 2 - sp.Rational(p["h"], 2) ** 2)
            return [axial, f"r = √({R}² − ({p['h']}/2)²) = {exact_text(r)}.",
                    f"Lateral area = 2πrh = 2π·{exact_text(r)}·{p['h']} = {A}."]
        if k == "radius":
            hh = 2 * sp.sqrt(R ** 2 - p["r"] ** 2)
            return [axial, f"h = 2√({R}² − {p['r']}²) = {exact_text(hh)}.",
                    f"Lateral area = 2πrh = 2π·{p['r']}·{exact_text(hh)} = {A}."]
        steps = [axial, "Put r = R·cos θ and h = 2R·sin θ (0 < θ < 90°)."]
        if k == "max_lateral":
            steps += ["Lateral area = 2πrh = 4πR² sin θ cos θ = 2πR² sin 2θ, largest at θ = 45° (h = 2r).",
                      f"Largest lateral area = 2π·{R}² = {A}."]
        else:
            steps += ["Total area = 2πr² + 2πrh = 2πR²(cos²θ + 2 sin θ cos θ) = πR²(1 + cos 2θ + 2 sin 2θ).",
                      "cos 2θ + 2 sin 2θ = √5·sin(2θ + φ) has largest value √5 (tan 2θ = 2).",
                      f"Largest total area = π·{R}²·(1 + √5) = {A}."]
        return steps
