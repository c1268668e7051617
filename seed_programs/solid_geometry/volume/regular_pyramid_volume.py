"""Solid geometry (volume, free form): the exact volume of a regular triangular, square or hexagonal pyramid
given its base edge and one more datum — a lateral edge, the slant height (the height of a lateral face),
or the angle a lateral edge makes with the base (DynaSolidGeo, volume). ``answer`` finds the height in
the right triangle POA (circumradius R) or POM (inradius r) and uses V = S·h/3 with the regular-polygon
area; ``verify`` builds the base in exact sympy coordinates, lifts the apex until the stated datum holds
there, and takes the exact convex-hull volume."""
import math

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name
from dynaforge.sdk.solid_metric import exact_regular_polygon
from dynaforge.sdk.solid_volume_area import exact_hull_volume, exact_text

LABELS = {3: "ABC", 4: "ABCD", 6: "ABCDEF"}
R2 = {3: sp.Rational(1, 3), 4: sp.Rational(1, 2), 6: sp.Integer(1)}      # circumradius² / edge²
r2 = {3: sp.Rational(1, 12), 4: sp.Rational(1, 4), 6: sp.Rational(3, 4)}  # inradius² / edge²
AREA = {3: sp.sqrt(3) / 4, 4: sp.Integer(1), 6: 3 * sp.sqrt(3) / 2}       # base area / edge²


@seed_program(
    id="regular_pyramid_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/pyramids/volume", "solid_figures/pyramids/height_from_lateral_edge",
              "solid_figures/pyramids/regular_pyramid_foot", "plane_figures/polygons/regular_polygon_area"],
    source="DynaSolidGeo-style (volume: regular pyramid from its base edge and a lateral datum)",
    variations=["numeric_values", "point_labels", "camera", "geometric_transformations"],
)
class RegularPyramidVolume(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.4, 0.3]), edge=IntRange(2, 8),
                      given=OneOf(("lateral", "slant", "angle"), p=[0.5, 0.3, 0.2]), apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.4, 0.2, 0.4]), edge=IntRange(6, 18),
                  given=OneOf(("lateral", "slant", "angle"), p=[0.3, 0.4, 0.3]), apex=OneOf(("P", "S", "V"))),
        hard_means="larger edges, mostly triangular and hexagonal bases (√3 areas and radii) and more pyramids known "
                   "by the slant height or an angle, so the inradius or circumradius must be found first",
    )

    def sample(self, rng, space):
        """Givens: n, the base edge, the datum (lateral edge, slant height: integers; or the angle 30°, 45° or 60°),
        the apex label. The pyramid's height lies between 0.5 and 3 times the base circumradius."""
        n = int(space.n.draw(rng))
        a = int(space.edge.draw(rng))
        given = space.given.draw(rng)
        R = a * math.sqrt(float(R2[n]))
        g = {"n": n, "a": a, "given": given, "apex": space.apex.draw(rng)}
        if given == "angle":
            g["value"] = int(rng.choice([30, 45, 60]))
            return g
        inner = R if given == "lateral" else a * math.sqrt(float(r2[n]))
        for _ in attempts("a lateral edge or slant height giving a height between 0.5 and 3 base circumradii"):
            v = int(rng.integers(math.floor(inner) + 1, math.ceil(inner + 3.2 * R) + 1))
            h = math.sqrt(v * v - inner * inner)
            if 0.5 * R <= h <= 3 * R:
                break
        g["value"] = v
        return g

    # -- statement ------------------------------------------------------------------------------------------
    def _name(self, g):
        return f"{g['apex']}-{LABELS[g['n']]}"

    def _datum(self, g, hide=False):
        P = g["apex"]
        v = "?" if hide else g["value"]
        if g["given"] == "lateral":
            return f"the lateral edge {P}A = {v}"
        if g["given"] == "slant":
            return f"the slant height {P}M = {v}, where M is the midpoint of AB"
        return f"the lateral edge {P}A makes an angle of {v}° with the base plane"

    def _setup(self, g, hide=False):
        return (f"In the {regular_solid_name(g['n'], 'pyramid')} {self._name(g)} (apex {g['apex']} above the centre O "
                f"of the base), the base edge AB = {g['a']} and {self._datum(g, hide)}.")

    def question(self, g):
        return self._setup(g) + " Find the exact volume of the pyramid (square roots allowed)."

    # -- answer: the height from a right triangle, V = S·h/3 ----------------------------------------------------
    def _height(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        if p["given"] == "lateral":
            return sp.sqrt(p["value"] ** 2 - R2[n] * a ** 2)          # OA = R
        if p["given"] == "slant":
            return sp.sqrt(p["value"] ** 2 - r2[n] * a ** 2)          # OM = r
        return sp.sqrt(R2[n]) * a * sp.tan(sp.pi * p["value"] / 180)  # h = R·tan θ

    def _volume(self, p):
        return sp.radsimp(AREA[p["n"]] * p["a"] ** 2 * self._height(p) / 3)

    def answer(self, p):
        return Expression(str(self._volume(p)))

    def verify(self, g):
        # Independent: exact coordinates of the base; the apex height from the stated datum measured there.
        base = [sp.Matrix([x, y, 0]) for x, y in exact_regular_polygon(g["n"], g["a"])]
        O = sum(base, sp.zeros(3, 1)) / g["n"]
        v = sp.Integer(g["value"])
        if g["given"] == "lateral":
            H = sp.sqrt(v ** 2 - (base[0] - O).dot(base[0] - O))
        elif g["given"] == "slant":
            M = (base[0] + base[1]) / 2
            H = sp.sqrt(v ** 2 - (M - O).dot(M - O))
        else:
            H = (base[0] - O).norm() * sp.tan(sp.rad(v))
        apex = O + sp.Matrix([0, 0, sp.simplify(H)])
        return Expression(str(exact_hull_volume([tuple(p) for p in base] + [tuple(apex)])))

    def scene(self, g):
        n, a = g["n"], float(g["a"])
        R = a * math.sqrt(float(R2[n]))
        v = float(g["value"])
        h = {"lateral": math.sqrt(max(v * v - R * R, 0.0)),
             "slant": math.sqrt(max(v * v - a * a * float(r2[n]), 0.0)),
             "angle": R * math.tan(math.radians(v))}[g["given"]]
        xy = regular_polygon_xy(n, R)
        P = g["apex"]
        s = Scene()
        s.pyramid(list(LABELS[n]), P, xy, (0.0, 0.0, h))
        s.point("O", (0, 0, 0))
        s.segment(P, "O", style="auxiliary")
        if g["given"] == "slant":
            s.point("M", s.midpoint("A", "B"))
            s.segment(P, "M", style="auxiliary")
            s.segment("O", "M", style="auxiliary")
        else:
            s.segment("O", "A", style="auxiliary")
        return s

    # -- views ---------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        n, a = g["n"], g["a"]
        h = self._height(g)
        return [
            SubQuestion(f"Find the exact area of a {regular_polygon_name(n)} "
                        f"with side {a}.", Expression(str(sp.radsimp(AREA[n] * a ** 2))),
                        "plane_figures/polygons/regular_polygon_area"),
            SubQuestion(self._setup(g) + f" Find the exact height {g['apex']}O.", Expression(str(sp.radsimp(h))),
                        "solid_figures/pyramids/height_from_lateral_edge"),
        ]

    def backward(self, g):
        V = self._volume(g)
        n, a = g["n"], g["a"]
        h = 3 * V / (AREA[n] * a ** 2)
        if g["given"] == "lateral":
            back, what = sp.sqrt(h ** 2 + R2[n] * a ** 2), f"the lateral edge {g['apex']}A"
        elif g["given"] == "slant":
            back, what = sp.sqrt(h ** 2 + r2[n] * a ** 2), f"the slant height {g['apex']}M"
        else:
            back, what = sp.atan(h / (sp.sqrt(R2[n]) * a)) * 180 / sp.pi, "the angle (in degrees) between the lateral edge and the base"
        return Backward(self._setup(g, hide=True) + f" The volume of the pyramid is {exact_text(V)}. Find {what}.",
                        Number(float(back)), "value")

    def description(self, g):
        extra = "the slant height PM to the midpoint M of AB and OM" if g["given"] == "slant" else "OA"
        extra = extra.replace("P", g["apex"], 1)
        return (f"A {regular_solid_name(g['n'], 'pyramid')} {self._name(g)} drawn standing on its base; O is the centre "
                f"of the base, and the height {g['apex']}O and {extra} are drawn in red. " + self._setup(g))

    def reasoning(self, p):
        n, a, P = p["n"], p["a"], p["apex"]
        h = sp.radsimp(self._height(p))
        R, r = sp.sqrt(R2[n]) * a, sp.sqrt(r2[n]) * a
        first = {"lateral": f"O is the circumcentre of the base: OA = R = {exact_text(R)}. In the right triangle {P}OA, "
                            f"{P}O = √({P}A² − OA²) = √({p['value']}² − {exact_text(R ** 2)}) = {exact_text(h)}.",
                 "slant": f"O is the incentre of the base: OM = r = {exact_text(r)} (OM ⟂ AB). In the right triangle "
                          f"{P}OM, {P}O = √({P}M² − OM²) = √({p['value']}² − {exact_text(r ** 2)}) = {exact_text(h)}.",
                 "angle": f"{P}O ⟂ base, so ∠{P}AO is the angle between {P}A and the base: {P}O = OA·tan {p['value']}° = "
                          f"{exact_text(R)}·tan {p['value']}° = {exact_text(h)}."}[p["given"]]
        S = sp.radsimp(AREA[n] * a ** 2)
        return [first, f"The base is a regular {n}-gon of side {a}: S = {exact_text(S)}.",
                f"V = (1/3)·S·{P}O = (1/3)·{exact_text(S)}·{exact_text(h)} = {exact_text(self._volume(p))}."]
