"""Solid geometry (dynamic section): P moves along the space diagonal AC' of a cube and the plane
through P perpendicular to AC' cuts the cube; find the area or the perimeter of the section for a
given AP, or the largest area. With k = √3·AP the plane is x + y + z = k: an equilateral triangle of
side k√2 while k ≤ a, then a hexagon of area (√3/2)(k² − 3(k − a)²) and constant perimeter 3√2·a."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_vertex, polygon_area_3d, surd_text
from dynaforge.sdk.solid_measure import plane_section_polygon
from dynaforge.sdk.solid_moving import cuboid_role_labels, scan_min

ASKS = ("area", "perimeter", "max_area")
# k/a = √3·AP/a: where the plane cuts the diagonal, in quarters and thirds of its three stages
STANDARD_K = (Fraction(1, 2), Fraction(3, 4), Fraction(1), Fraction(5, 4), Fraction(3, 2), Fraction(2),
              Fraction(5, 2), Fraction(4, 3), Fraction(2, 3), Fraction(7, 4))
HARD_K = (Fraction(5, 4), Fraction(4, 3), Fraction(5, 3), Fraction(7, 4), Fraction(6, 5), Fraction(9, 5),
          Fraction(7, 5), Fraction(8, 5), Fraction(9, 4), Fraction(2, 5))


@seed_program(
    id="cube_diagonal_perpendicular_section", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/section_area_function", "solid_figures/cubes/plane_cross_section",
              "plane_figures/polygons/regular_polygon_area"],
    source="DynaSolidGeo-style (a moving plane perpendicular to a cube's space diagonal; section as a function)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CubeDiagonalPerpendicularSection(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), k=OneOf(tuple(str(k) for k in STANDARD_K)),
                      ask=OneOf(ASKS, p=[0.5, 0.25, 0.25]), style=OneOf(("prime", "digit", "next")),
                      mover=OneOf(("P", "Q"))),
        hard=dict(edge=IntRange(5, 15), k=OneOf(tuple(str(k) for k in HARD_K)), ask=OneOf(ASKS, p=[0.65, 0.25, 0.1]),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard_means="larger cubes and the plane mostly in the hexagon stage at unfriendly positions (fifths and "
                   "thirds), where the corner triangles cut off must be subtracted; rarely the familiar maximum",
    )

    def sample(self, rng, space):
        for _ in attempts("an edge that makes √3·AP a whole number (or, sometimes, a half)"):
            a = int(space.edge.draw(rng))
            kf = Fraction(space.k.draw(rng))
            if (kf * a).denominator == 1 or ((kf * a).denominator == 2 and rng.random() < 0.3):
                break
        return {"a": a, "k": str(kf * a), "ask": space.ask.draw(rng), "style": space.style.draw(rng),
                "mover": space.mover.draw(rng)}

    # -- text ----------------------------------------------------------------------------------------
    def _lab(self, p):
        return cuboid_role_labels(p["style"])

    def _ap(self, p):
        """AP exactly: k/√3."""
        return sp.nsimplify(sp.Rational(Fraction(p["k"]).numerator, Fraction(p["k"]).denominator) / sp.sqrt(3))

    def _given(self, p, hide=None):
        L = self._lab(p)
        P = p["mover"]
        edge = "" if hide == "a" else f" with edge {p['a']}"
        return (f"In the cube {L['name']}{edge}, point {P} moves along the space diagonal {L['A']}{L['C1']}, and the "
                f"plane through {P} perpendicular to {L['A']}{L['C1']} cuts the cube in a section.")

    def question(self, g):
        L = self._lab(g)
        P = g["mover"]
        if g["ask"] == "max_area":
            return self._given(g) + " Find the largest possible area of the section."
        what = "area" if g["ask"] == "area" else "perimeter"
        return (self._given(g) + f" When {L['A']}{P} = {surd_text(self._ap(g))}, find the {what} of the section. Give "
                "the exact value or a decimal to 2 places.")

    # -- answer: the section formulas in k = √3·AP -------------------------------------------------------
    def _k(self, p):
        return Fraction(3 * p["a"], 2) if p["ask"] == "max_area" else Fraction(p["k"])

    def _exact(self, p):
        a, k = sp.Integer(p["a"]), sp.Rational(self._k(p).numerator, self._k(p).denominator)
        area_kind = p["ask"] != "perimeter"
        if k <= a:                    # equilateral triangle, side k√2
            return sp.sqrt(3) / 2 * k ** 2 if area_kind else 3 * sp.sqrt(2) * k
        if k >= 2 * a:                # the mirror triangle near C'
            return sp.sqrt(3) / 2 * (3 * a - k) ** 2 if area_kind else 3 * sp.sqrt(2) * (3 * a - k)
        # hexagon: the big triangle of side k√2 minus three corner triangles of side (k − a)√2
        return sp.sqrt(3) / 2 * (k ** 2 - 3 * (k - a) ** 2) if area_kind else 3 * sp.sqrt(2) * a

    def answer(self, p):
        return Number(float(self._exact(p)))

    def verify(self, g):
        # independent: clip the cube with the plane in coordinates and measure the polygon
        a = float(g["a"])
        V = [cuboid_vertex(a, a, a, i) for i in range(8)]
        d = V[6] - V[0]                                   # A -> C'
        u = d / np.linalg.norm(d)

        def section(ap):
            return plane_section_polygon(V, CUBOID_EDGES, u, float(u @ (V[0] + ap * u)))

        def measure(ap, kind):
            poly = section(ap)
            if len(poly) < 3:
                return 0.0
            if kind == "perimeter":
                return float(sum(np.linalg.norm(poly[i] - poly[(i + 1) % len(poly)]) for i in range(len(poly))))
            return polygon_area_3d(poly)
        if g["ask"] == "max_area":
            return Number(-scan_min(lambda t: -measure(t, "area"), 0.0, float(np.linalg.norm(d)), samples=601)[1])
        ap = float(Fraction(g["k"])) / np.sqrt(3)
        return Number(measure(ap, g["ask"]))

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        a = float(g["a"])
        s = Scene()
        s.box([L[r] for r in ("A", "B", "C", "D")], [L[r] for r in ("A1", "B1", "C1", "D1")], a, a, a)
        s.segment(L["A"], L["C1"], style="auxiliary")
        k = float(Fraction(g["k"])) if g["ask"] != "max_area" else 1.2 * a
        u = np.ones(3) / np.sqrt(3)
        P = u * k / np.sqrt(3)
        V = [cuboid_vertex(a, a, a, i) for i in range(8)]
        poly = plane_section_polygon(V, CUBOID_EDGES, u, float(u @ P))
        names = [s.point(f"_s{i}", q, show_label=False) for i, q in enumerate(poly)]
        for i in range(len(names)):
            s.segment(names[i], names[(i + 1) % len(names)], style="auxiliary")
        s.face(names, color="#fca5a5", opacity=0.35, with_edges=False)
        s.point(g["mover"], P)
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        a = g["a"]
        return [SubQuestion(self._given(g) + f" Find the distance from {L['A']} to the plane "
                            f"{L['A1']}{L['B']}{L['D']}.", Number(a / np.sqrt(3)),
                            "solid_figures/distances/point_to_plane_volume_method"),
                SubQuestion(self._given(g) + " Find the area of the section when it is a regular hexagon.",
                            Number(3 * np.sqrt(3) / 4 * a * a), "plane_figures/polygons/regular_polygon_area")]

    def backward(self, g):
        # with P at a fixed fraction of the diagonal every length scales with the edge: areas by a², the
        # perimeter by a; so the edge is the value divided by the unit cube's value (square root for areas)
        L = self._lab(g)
        value = float(self._exact(g))
        if g["ask"] == "max_area":
            return Backward(self._given(g, hide="a") + f" The largest possible area of the section is {value:.10g}. "
                            "Find the edge of the cube.", Number(float(np.sqrt(value * 4 / (3 * np.sqrt(3))))), "a")
        ratio = Fraction(g["k"]) / (3 * g["a"])                     # AP : AC'
        unit = float(self._exact(dict(g, a=1, k=str(ratio * 3))))
        what = "area" if g["ask"] == "area" else "perimeter"
        edge = np.sqrt(value / unit) if what == "area" else value / unit
        P = g["mover"]
        return Backward(self._given(g, hide="a") + f" When {L['A']}{P} : {P}{L['C1']} = {ratio.numerator} : "
                        f"{ratio.denominator - ratio.numerator}, the {what} of the section is {value:.10g}. Find the "
                        "edge of the cube.", Number(float(edge)), "a")

    def description(self, g):
        L = self._lab(g)
        return (self._given(g) + f" The figure shows the cube ({L['A1']} above {L['A']}, and so on), the diagonal "
                f"{L['A']}{L['C1']} with {g['mover']} on it and the section through {g['mover']} shaded.")

    def reasoning(self, p):
        L = self._lab(p)
        a, P = p["a"], p["mover"]
        k = self._k(p)
        steps = [f"With {L['A']} at the origin and the edges along the axes, {L['A']}{L['C1']} has direction (1, 1, 1); "
                 f"the plane through {P} perpendicular to it is x + y + z = k with k = √3·{L['A']}{P}.",
                 f"For k ≤ {a} it cuts the three edges at {L['A']} at distance k: an equilateral triangle of side k√2; "
                 f"for {a} ≤ k ≤ {2 * a} it also meets the far edges: a hexagon, the triangle of side k√2 minus three "
                 f"corner triangles of side (k − {a})√2; beyond, the mirror image near {L['C1']}."]
        if p["ask"] == "max_area":
            steps.append(f"S(k) = (√3/2)(k² − 3(k − {a})²) is largest at k = 3·{a}/2 (the centre): the regular hexagon "
                         f"of side {a}/√2, area 3√3·{a}²/4 ≈ {float(self._exact(p)):.4f}.")
        else:
            steps.append(f"Here {L['A']}{P} = {surd_text(self._ap(p))}, so k = {k}; the "
                         f"{'area' if p['ask'] == 'area' else 'perimeter'} is {sp.sstr(sp.nsimplify(self._exact(p)))} ≈ "
                         f"{float(self._exact(p)):.4f}.")
        return steps
