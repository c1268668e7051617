"""Solid geometry (dynamic, free form): a plane parallel to the base of a regular pyramid or a cone
moves up the axis; write the area of the section as a function of its distance x from the base (or
from the apex). Sections parallel to the base are similar to it with ratio (h − x)/h."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name

X = sp.Symbol("x", positive=True)


@seed_program(
    id="pyramid_moving_section_area_function", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/moving_points/section_area_function", "solid_figures/moving_points/distance_as_function",
              "plane_figures/polygons/regular_polygon_area"],
    source="DynaSolidGeo-style (dynamic; area of a moving parallel section as a function)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "function_types", "camera"],
)
class PyramidMovingSectionAreaFunction(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("3", "4", "6", "cone"), p=[0.25, 0.3, 0.2, 0.25]), edge=IntRange(2, 8),
                      height=IntRange(3, 9), measured_from=OneOf(("base", "apex")), apex=OneOf(("S", "P", "V"))),
        hard=dict(solid=OneOf(("3", "4", "6", "cone"), p=[0.35, 0.15, 0.35, 0.15]), edge=IntRange(5, 16),
                  height=IntRange(7, 20), measured_from=OneOf(("base", "apex"), p=[0.75, 0.25]),
                  apex=OneOf(("S", "P", "V"))),
        hard_means="larger solids, mostly triangular and hexagonal bases (surd areas) and mostly x measured from "
                   "the base, so the ratio (h − x)/h must be squared out",
    )

    def sample(self, rng, space):
        solid = space.solid.draw(rng)
        return {"solid": solid, "a": space.edge.draw(rng), "h": space.height.draw(rng),
                "from": space.measured_from.draw(rng), "apex": space.apex.draw(rng)}

    def _given(self, p):
        a, h, S = p["a"], p["h"], p["apex"]
        if p["solid"] == "cone":
            solid = f"A cone with apex {S} has base radius {a} and height {h}."
        else:
            n = int(p["solid"])
            base = "ABCDEF"[:n]
            solid = (f"The {regular_solid_name(n, 'pyramid')} {S}-{base} has base edge {a} and height {h}.")
        where = "the base" if p["from"] == "base" else f"the apex {S}"
        return (solid + f" A plane parallel to the base moves along the height; at distance x from {where} "
                f"(0 < x < {h}) it cuts a section of area S(x).")

    def question(self, g):
        return self._given(g) + " Express S(x) in terms of x."

    def _base_area(self, p):
        a = sp.Integer(p["a"])
        if p["solid"] == "cone":
            return sp.pi * a ** 2
        n = int(p["solid"])
        return sp.Rational(n, 4) * a ** 2 / sp.tan(sp.pi / n)   # regular n-gon: n a² / (4 tan(π/n))

    def _expr(self, p):
        h = sp.Integer(p["h"])
        ratio = (h - X) / h if p["from"] == "base" else X / h    # similarity ratio of section to base
        return sp.expand(sp.nsimplify(self._base_area(p)) * ratio ** 2)

    def answer(self, p):
        return Expression(str(self._expr(p)).replace("**", "^"))

    def verify(self, g):
        # Independent: exact coordinates; the section's vertices on the lateral edges (generators)
        # at height z, then the shoelace area (a circle's radius for the cone).
        h, a = sp.Integer(g["h"]), sp.Integer(g["a"])
        z = X if g["from"] == "base" else h - X
        apex = sp.Matrix([0, 0, h])
        if g["solid"] == "cone":
            rim = sp.Matrix([a, 0, 0])
            q = rim + (apex - rim) * (z / h)
            return Expression(str(sp.expand(sp.pi * (q[0] ** 2 + q[1] ** 2))).replace("**", "^"))
        n = int(g["solid"])
        R = a / (2 * sp.sin(sp.pi / n))
        verts = [sp.Matrix([R * sp.cos(2 * sp.pi * k / n), R * sp.sin(2 * sp.pi * k / n), 0]) for k in range(n)]
        sec = [v + (apex - v) * (z / h) for v in verts]
        area = sum(sec[k][0] * sec[(k + 1) % n][1] - sec[(k + 1) % n][0] * sec[k][1] for k in range(n)) / 2
        return Expression(str(sp.expand(sp.simplify(area))).replace("**", "^"))

    def _t(self, p):
        return 0.42     # where the figure puts the section (fraction of the height from the base)

    def scene(self, g):
        a, h, S = g["a"], g["h"], g["apex"]
        t = self._t(g)
        s = Scene()
        if g["solid"] == "cone":
            s.solid("cone", (0, 0, 0), a, height=h)
            s.point(S, (0, 0, h))
            s.point("O", (0, 0, 0))
            s.point("O'", (0, 0, t * h))
            s.solid("cylinder", (0, 0, t * h), a * (1 - t), height=0.03 * h, color="#ef4444")
            s.segment("O", S, style="hidden")
            s.segment("O", "O'", style="hidden")
            return s
        n = int(g["solid"])
        base = list("ABCDEF"[:n])
        R = a / (2 * np.sin(np.pi / n))
        xy = regular_polygon_xy(n, R)
        s.pyramid(base, S, xy, (0, 0, h))
        sec = []
        for lab, (x, y) in zip(base, xy):
            sec.append(s.point(lab + "'", ((1 - t) * x, (1 - t) * y, t * h), show_label=False))
        s.face(sec, color="#ef4444", opacity=0.45, with_edges=False)
        for u, v in zip(sec, sec[1:] + sec[:1]):
            s.segment(u, v, style="auxiliary")
        s.point("O", (0, 0, 0))
        s.segment("O", S, style="auxiliary")
        return s

    def subquestions(self, g):
        base = self._base_area(g)
        name = "the base circle" if g["solid"] == "cone" else f"the base ({regular_polygon_name(int(g['solid']))} of side {g['a']})"
        return [SubQuestion(f"{self._given(g)} Find the area of {name}.", Number(float(base)),
                            "plane_figures/polygons/regular_polygon_area"),
                SubQuestion(f"{self._given(g)} Find S({g['h'] / 2:g}), the area of the section halfway up.",
                            Number(float(base) / 4), "solid_figures/moving_points/section_area_function")]

    def description(self, g):
        extra = " and O' is the centre of the section" if g["solid"] == "cone" else ""
        return (self._given(g) + f" The section is drawn shaded, the height is drawn from the apex to the base "
                f"centre O{extra}.")

    def reasoning(self, p):
        base = sp.nsimplify(self._base_area(p))
        h = p["h"]
        ratio = f"({h} − x)/{h}" if p["from"] == "base" else f"x/{h}"
        return [
            f"The base has area {sp.sstr(base).replace('sqrt', '√').replace('*', '')}.",
            "A plane parallel to the base cuts a section similar to the base, with the apex as centre of "
            "similarity; the ratio is (distance from the apex to the section)/(height).",
            f"That ratio is {ratio}, and areas scale with its square.",
            f"S(x) = {sp.sstr(base).replace('sqrt', '√').replace('*', '')}·({ratio})² = "
            f"{sp.sstr(self._expr(p)).replace('**', '^')}, for 0 < x < {h}.",
        ]
