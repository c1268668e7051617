"""Solid geometry (volume, free form): a cone is cut by a plane parallel to its base; find the exact
volume of the frustum that remains or of the small cone cut off, as a multiple of π, given the cone
and either the distance of the plane from the apex or the radius of the section
(DynaSolidGeo, volume). ``answer`` uses similar cones (V ∝ k³) and V = πh(R² + Rr + r²)/3 for the
frustum; ``verify`` integrates the disc areas along the axis in sympy."""
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program


def _pi(q: Fraction) -> str:
    return f"{q.numerator}*pi" if q.denominator == 1 else f"{q.numerator}*pi/{q.denominator}"


def _pi_show(q: Fraction) -> str:
    return f"{q.numerator}π" if q.denominator == 1 else f"{q.numerator}π/{q.denominator}"


@seed_program(
    id="cone_cut_frustum_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cone_volume", "solid_figures/frustums/volume",
              "solid_figures/sections/parallel_section_similarity"],
    source="DynaSolidGeo-style (volume: cone cut by a plane parallel to its base)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class ConeCutFrustumVolume(SeedProgram):
    levels = Levels(
        standard=dict(height=IntRange(4, 12), radius=IntRange(2, 8), given=OneOf(("distance", "radius")),
                      ask=OneOf(("frustum", "frustum", "small")), apex=OneOf(("P", "S", "V"))),
        hard=dict(height=IntRange(10, 30), radius=IntRange(5, 24), given=OneOf(("distance", "radius"), p=[0.3, 0.7]),
                  ask=OneOf(("frustum", "frustum", "small")), apex=OneOf(("P", "S", "V"))),
        hard_means="larger cones (fractions with bigger denominators) and mostly the section's radius given, "
                   "so the cut's distance must first be found by similarity",
    )

    def sample(self, rng, space):
        """Givens: the cone (R, H), the cut as stated (PO' = k, or the section radius r), what is asked;
        hidden: the other of k and r."""
        for _ in attempts("a cut at 1/4..4/5 of the height with a half-integer section radius"):
            H = space.height.draw(rng)
            R = space.radius.draw(rng)
            k = int(rng.integers(1, H))                 # distance of the cutting plane from the apex
            if (2 * R * k) % H == 0 and R != H and 0.25 <= k / H <= 0.8 and 0.35 <= R / H <= 1.6:
                break
        given = space.given.draw(rng)
        g = {"H": H, "R": R, "given": given, "ask": space.ask.draw(rng), "apex": space.apex.draw(rng)}
        r = Fraction(R * k, H)
        if given == "distance":
            return {**g, "k": k}, {"r": float(r)}
        return {**g, "r": float(r)}, {"k": k}

    def _r(self, p):
        return Fraction(p["R"] * p["k"], p["H"])

    @staticmethod
    def _cut(g):
        """(PO', O'A') as floats from what the statement gives (for the figure)."""
        if "k" in g:
            return float(g["k"]), g["R"] * g["k"] / g["H"]
        return g["r"] * g["H"] / g["R"], float(g["r"])

    def _given(self, g):
        p = g
        P = p["apex"]
        g = (f"A cone has apex {P}, base centre O and base radius OA = {p['R']}, with height {P}O = {p['H']}. A plane "
             f"parallel to the base cuts the cone in a circle with centre O' (on {P}O) through the point A' of {P}A")
        if p["given"] == "distance":
            return g + f", where {P}O' = {p['k']}"
        return g + f", where the section's radius is O'A' = {p['r']:g}"

    def question(self, g):
        p = g
        what = ("the frustum between the section and the base" if p["ask"] == "frustum"
                else "the small cone between the apex and the section")
        return self._given(p) + f". Find the exact volume of {what}, in terms of π."

    def _value(self, p):
        R, H, k = p["R"], p["H"], p["k"]
        r = self._r(p)
        if p["ask"] == "small":
            return Fraction(R * R * H, 3) * Fraction(k, H) ** 3
        h = H - k
        return Fraction(h, 3) * (R * R + R * r + r * r)

    def answer(self, p):
        return Expression(_pi(self._value(p)))

    def verify(self, g):
        # Independent: sympy integrates the disc areas along the axis, the cut solved from what is given.
        p = g
        z = sp.symbols("z", nonnegative=True)   # distance from the apex
        R, H = sp.Integer(p["R"]), sp.Integer(p["H"])
        if p["given"] == "distance":
            k = sp.Integer(p["k"])
        else:                                    # recover the cut from the section radius
            r = sp.nsimplify(p["r"])
            k = sp.solve(sp.Eq(R * z / H, r), z)[0]
        area = sp.pi * (R * z / H) ** 2
        lo, hi = (k, H) if p["ask"] == "frustum" else (0, k)
        return Expression(str(sp.nsimplify(sp.integrate(area, (z, lo, hi)))))

    def scene(self, g):
        p = g
        R, H = p["R"], p["H"]
        k, r = self._cut(p)
        P = p["apex"]
        s = Scene()
        s.solid("cone", (0, 0, 0), R, height=H)
        s.solid("cylinder", (0, 0, H - k), r, height=0.0001 * H, color="#fca5a5")
        s.point(P, (0, 0, H))
        s.point("O", (0, 0, 0))
        s.point("O'", (0, 0, H - k))
        s.point("A", (R, 0, 0))
        s.point("A'", (r, 0, H - k))
        s.segment(P, "A")
        s.segment("O", "A", style="hidden")
        s.segment("O'", "A'", style="hidden")
        s.segment(P, "O", style="hidden")
        return s

    def description(self, g):
        p = g
        return self._given(p) + "."

    def subquestions(self, g):
        p = g
        return [SubQuestion(f"{self._given(p)}. Find the ratio {p['apex']}O' : {p['apex']}O as a number.",
                            Number(float(Fraction(p["k"], p["H"]) if "k" in p else Fraction(p["r"]) / p["R"])), "solid_figures/sections/parallel_section_similarity"),
                SubQuestion(f"Find the exact volume of a cone with base radius {p['R']} and height {p['H']}, in terms of π.",
                            Expression(_pi(Fraction(p["R"] ** 2 * p["H"], 3))), "solid_figures/round_solids/cone_volume")]

    def reasoning(self, p):
        R, H, k = p["R"], p["H"], p["k"]
        P = p["apex"]
        r = self._r(p)
        big = Fraction(R * R * H, 3)
        small = big * Fraction(k, H) ** 3
        steps = []
        if p["given"] == "distance":
            steps.append(f"Similar triangles {P}O'A' ~ {P}OA: O'A' = {R}·{k}/{H} = {float(r):g}.")
        else:
            steps.append(f"Similar triangles {P}O'A' ~ {P}OA: {P}O' = {H}·{float(r):g}/{R} = {k}.")
        steps += [f"Whole cone: (1/3)π·{R}²·{H} = {_pi_show(big)}.",
                  f"Small cone: (1/3)π·{float(r):g}²·{k} = {_pi_show(small)} (ratio ({k}/{H})³ of the whole)."]
        if p["ask"] == "frustum":
            steps.append(f"Frustum = {_pi_show(big)} − {_pi_show(small)} = {_pi_show(big - small)} "
                         f"(= π·{H - k}·({R}² + {R}·{float(r):g} + {float(r):g}²)/3).")
        return steps
