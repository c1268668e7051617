"""Solid geometry (area, free form): a plane parallel to the base cuts a regular triangular, square or
hexagonal pyramid, or a cone, through a point that divides a lateral edge (a generator) in a given
ratio; find the exact area of the section (DynaSolidGeo, area). ``answer`` uses similarity (area
ratio = square of the length ratio); ``verify`` cuts the edges with the plane in exact sympy
coordinates and measures the section by the shoelace formula (for the cone, the circle's radius)."""
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name
from dynaforge.sdk.solid_measure import regular_circumradius

RATIOS = ((1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2),   # standard: indices 0-6; hard: 7-12
          (2, 5), (5, 2), (3, 4), (4, 3), (5, 3), (3, 5))


def _exact_polygon(n, a):
    """Exact vertices of a regular n-gon (n = 3, 4, 6) with side a, centred at the origin."""
    R = sp.Rational(a) / (2 * sp.sin(sp.pi / n))
    start = -sp.pi / 2 - sp.pi / n
    return [(sp.nsimplify(sp.simplify(R * sp.cos(start + 2 * sp.pi * i / n))),
             sp.nsimplify(sp.simplify(R * sp.sin(start + 2 * sp.pi * i / n)))) for i in range(n)]


@seed_program(
    id="parallel_section_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/sections/parallel_section_similarity", "plane_figures/polygons/regular_polygon_area",
              "solid_figures/round_solids/cone_surface_area"],
    source="DynaSolidGeo-style (area: section of a pyramid or cone parallel to the base)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class ParallelSectionArea(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("3", "4", "6", "cone")), ratio=IntRange(0, 6), edge=IntRange(2, 10),
                      apex=OneOf(("P", "S", "V")), h_factor=OneOf((1.0, 1.3, 1.7))),
        hard=dict(solid=OneOf(("3", "4", "6", "cone"), p=[0.3, 0.2, 0.35, 0.15]), ratio=IntRange(7, 12),
                  edge=IntRange(7, 24), apex=OneOf(("P", "S", "V")), h_factor=OneOf((1.0, 1.3, 1.7))),
        hard_means="less friendly ratios (2:5, 5:3, 3:4, ...) with larger base edges, mostly triangular and "
                   "hexagonal bases (√3 areas)",
    )

    def sample(self, rng, space):
        """Givens: the solid, the ratio PA' : A'A = m : k, the base edge (radius), the apex label and the
        drawn height factor (the figure's proportions: the height is not stated and does not matter)."""
        solid = space.solid.draw(rng)
        m, k = RATIOS[space.ratio.draw(rng)]
        a = space.edge.draw(rng)
        return {"solid": solid, "m": m, "k": k, "a": a, "apex": space.apex.draw(rng),
                "h_factor": float(space.h_factor.draw(rng))}

    def _n(self, p):
        return None if p["solid"] == "cone" else int(p["solid"])

    def _base(self, p):
        return list("ABCDEF"[: self._n(p)]) if p["solid"] != "cone" else ["A"]

    def _point_names(self, p):
        return ["A'", "B'", "C'", "D'", "E'", "F'"][: len(self._base(p))]

    def _ratio_text(self, p):
        P = p["apex"]
        return f"{P}A' : A'A = {p['m']} : {p['k']}"

    def question(self, g):
        p = g
        P = p["apex"]
        if p["solid"] == "cone":
            return (f"A cone has apex {P}, base centre O and a point A on its base circle, with base radius OA = "
                    f"{p['a']}. A plane parallel to the base cuts the generator {P}A at A' with {self._ratio_text(p)}. "
                    f"Find the exact area of the circular section (in terms of π).")
        n = self._n(p)
        B = self._base(p)
        return (f"In the {regular_solid_name(n, 'pyramid')} {P}-{''.join(B)}, the base edge {B[0]}{B[1]} = {p['a']}. A "
                f"plane parallel to the base meets the lateral edge {P}A at A' with {self._ratio_text(p)} and cuts "
                f"the pyramid in {self._section_name(p)} (shaded). Find the exact area of this section.")

    def _section_name(self, g):
        """The section as the figure labels it: a hexagonal one is labelled at A' only (six primed labels on a
        small hexagon crowd each other), so it is named by that point, not by six labels the figure lacks."""
        if self._n(g) == 6:
            return "a hexagonal section through A'"
        return "the section " + "".join(self._point_names(g))

    def _t(self, p):
        return Fraction(p["m"], p["m"] + p["k"])

    def _base_area(self, p):
        a = sp.Integer(p["a"])
        if p["solid"] == "cone":
            return sp.pi * a ** 2
        return {3: sp.sqrt(3) / 4 * a ** 2, 4: a ** 2, 6: 3 * sp.sqrt(3) / 2 * a ** 2}[self._n(p)]

    def _value(self, p):
        t = sp.Rational(self._t(p).numerator, self._t(p).denominator)
        return sp.nsimplify(self._base_area(p) * t ** 2)

    def answer(self, p):
        return Expression(str(self._value(p)))

    def verify(self, g):
        # Independent: exact sympy coordinates of the edges cut by the plane, shoelace area.
        p = g
        t = sp.Rational(p["m"], p["m"] + p["k"])
        H = sp.Integer(7)  # any height: the section does not depend on it
        apex = sp.Matrix([0, 0, H])
        if p["solid"] == "cone":
            rim = sp.Matrix([p["a"], 0, 0])
            cut = apex + t * (rim - apex)
            return Expression(str(sp.nsimplify(sp.pi * (cut[0] ** 2 + cut[1] ** 2))))
        pts = [apex + t * (sp.Matrix([x, y, 0]) - apex) for x, y in _exact_polygon(int(p["solid"]), p["a"])]
        area = sum(pts[i][0] * pts[(i + 1) % len(pts)][1] - pts[(i + 1) % len(pts)][0] * pts[i][1]
                   for i in range(len(pts))) / 2
        return Expression(str(sp.nsimplify(sp.simplify(sp.Abs(area)))))

    def _height(self, p):
        """The drawn height (not stated: the section does not depend on it). A section low on the pyramid
        is lifted clear of the base's far vertices, whose labels otherwise fall on its vertices."""
        n = self._n(p) or 0
        R = regular_circumradius(n, p["a"]) if n else p["a"]
        t = float(self._t(p))
        return max(1.6 * R * p["h_factor"], 0.9 * R / (1 - t) if n else 0.0)

    def scene(self, g):
        p = g
        P = p["apex"]
        h = self._height(p)
        t = float(self._t(p))
        s = Scene()
        if p["solid"] == "cone":
            r = p["a"]
            s.solid("cone", (0, 0, 0), r, height=h)
            s.solid("cylinder", (0, 0, h * (1 - t)), r * t, height=0.0001 * h, color="#fca5a5")
            s.point(P, (0, 0, h))
            s.point("O", (0, 0, 0))
            s.point("A", (r, 0, 0))
            s.point("A'", (r * t, 0, h * (1 - t)))
            s.segment(P, "A")
            s.segment("O", "A", style="hidden")
            s.segment(P, "O", style="hidden")
            return s
        n = self._n(p)
        B = self._base(p)
        s.pyramid(B, P, regular_polygon_xy(n, regular_circumradius(n, p["a"])), (0.0, 0.0, h))
        names = self._point_names(p)
        for lab, b in zip(names, B):   # a hexagonal section shows only A' (its labels would crowd)
            s.point(lab, s.along(P, b, t), show_label=(n < 6 or lab == "A'"))
        s.face(names, color="#fca5a5", opacity=0.45)
        return s

    def description(self, g):
        p = g
        P = p["apex"]
        if p["solid"] == "cone":
            return (f"A right circular cone with apex {P} and base radius OA = {p['a']} (O the base centre, A on the "
                    f"base circle). A plane parallel to the base meets the generator {P}A at A', {self._ratio_text(p)}.")
        n = self._n(p)
        B = self._base(p)
        return (f"A {regular_solid_name(n, 'pyramid')} {P}-{''.join(B)} with base edge {p['a']}. A plane parallel to "
                f"the base meets the lateral edges {', '.join(P + b for b in B)} at {', '.join(self._point_names(p))}, "
                f"with {self._ratio_text(p)}.")

    def subquestions(self, g):
        p = g
        t = self._t(p)
        P = p["apex"]
        return [SubQuestion(f"Given {self._ratio_text(p)}, what is the ratio {P}A'/{P}A, as a number?",
                            Number(float(t)), "solid_figures/sections/parallel_section_similarity"),
                SubQuestion(("Find the exact area of a circle of radius " + str(p["a"]) + " (in terms of π)."
                             if p["solid"] == "cone" else
                             f"Find the exact area of a {regular_polygon_name(self._n(p))} with side {p['a']}."),
                            Expression(str(self._base_area(p))),
                            "plane_figures/polygons/regular_polygon_area" if p["solid"] != "cone"
                            else "solid_figures/round_solids/cone_surface_area")]

    def reasoning(self, p):
        t = self._t(p)
        P = p["apex"]
        base = self._base_area(p)
        what = "circle of radius " + str(p["a"]) if p["solid"] == "cone" else \
            f"{regular_polygon_name(self._n(p))} of side {p['a']}"
        return [f"{P}A'/{P}A = {p['m']}/({p['m']} + {p['k']}) = {t}.",
                "A plane parallel to the base cuts a section similar to the base, with similarity ratio equal to the "
                "ratio of the distances from the apex, which equals " + f"{P}A'/{P}A.",
                f"The base is a {what}: area = {sp.sstr(base)}.",
                f"Section area = base area × ({t})² = {sp.sstr(self._value(p))} ≈ {float(self._value(p)):.4f}."]
