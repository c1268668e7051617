"""Solid geometry (competition): points E, F, G divide the edges AB, BC, CD of a tetrahedron ABCD in given
ratios; the plane EFG meets the fourth edge DA of the skew quadrilateral ABCD at H. Find AH : HD
(DynaSolidGeo, positional relationship; Menelaus' theorem in space: the four ratios multiply to 1).
``answer`` uses that product; ``verify`` intersects the plane EFG with the line AD in coordinates."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_position import frac_text

NAMES = (("E", "F", "G", "H"), ("P", "Q", "R", "S"), ("M", "N", "K", "L"))


@seed_program(
    id="tetrahedron_plane_fourth_edge_ratio", topic="solid_geometry", category="positional_relationship",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_parallel_property", "plane_figures/triangles/similar_triangles_ratio",
              "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (competition: Menelaus' theorem for a plane cutting a skew quadrilateral)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class TetrahedronPlaneFourthEdgeRatio(SeedProgram):
    levels = Levels(
        standard=dict(part=IntRange(1, 5), names=IntRange(0, 2), mid_share=0.15),
        hard=dict(part=IntRange(2, 7), names=IntRange(0, 2), mid_share=0.05),
        hard_means="ratios with parts from 2 to 7 (e.g. 5:2, 3:7), hardly ever a midpoint, so the product of three "
                   "unlike ratios must be inverted",
    )

    def sample(self, rng, space):
        """Givens: the three ratios (ae:eb, bf:fc, cg:gd as whole parts), the point names and the figure's
        layout (the four vertices' coordinates)."""
        for _ in attempts("three ratios whose plane does not meet AD at its midpoint every time"):
            parts = []
            for _k in range(3):
                if rng.random() < space.mid_share:
                    parts += [1, 1]
                else:
                    x, y = (int(v) for v in space.part.draw(rng, size=2))
                    g_ = int(np.gcd(x, y))
                    parts += [x // g_, y // g_]
            r = Fraction(parts[0] * parts[2] * parts[4], parts[1] * parts[3] * parts[5])
            if r == 1 and rng.random() < 0.9:
                continue
            if not (Fraction(1, 8) <= r <= 8):
                continue
            # the layout: base B, C, D on z = 0, apex A above; only for the figure
            ang = rng.uniform(-0.3, 0.3)
            B = [0.0, 0.0, 0.0]
            C = [round(float(5 + rng.uniform(-0.5, 0.5)), 2), round(float(rng.uniform(-0.5, 0.5)), 2), 0.0]
            D = [round(float(2.5 + 2 * np.sin(ang)), 2), round(float(rng.uniform(3.5, 4.5)), 2), 0.0]
            A = [round(float(rng.uniform(1.5, 3.5)), 2), round(float(rng.uniform(1.0, 2.0)), 2),
                 round(float(rng.uniform(3.5, 4.5)), 2)]
            keys = ("ae", "eb", "bf", "fc", "cg", "gd")
            return dict(zip(keys, parts)) | {"names": list(NAMES[space.names.draw(rng)]),
                                            "layout": {"A": A, "B": B, "C": C, "D": D}}

    def _ratio_text(self, g, a, b, name, p, q):
        return f"{name} is the midpoint of {a}{b}" if g[p] == g[q] else f"{a}{name} : {name}{b} = {g[p]} : {g[q]}"

    def _lead(self, g):
        E, F, G, H = g["names"]
        return (f"In the tetrahedron ABCD, the points {E}, {F}, {G} lie on the edges AB, BC, CD with "
                f"{self._ratio_text(g, 'A', 'B', E, 'ae', 'eb')}, {self._ratio_text(g, 'B', 'C', F, 'bf', 'fc')} "
                f"and {self._ratio_text(g, 'C', 'D', G, 'cg', 'gd')}. The plane {E}{F}{G} meets the edge AD at {H}.")

    def question(self, g):
        H = g["names"][3]
        return f"{self._lead(g)} Find the ratio A{H} : {H}D (give the value of A{H}/{H}D as a fraction or decimal)."

    # -- answer: Menelaus in space --------------------------------------------------------------------------
    def _value(self, p):
        """AH/HD: (AE/EB)(BF/FC)(CG/GD)(DH/HA) = 1."""
        return Fraction(p["ae"] * p["bf"] * p["cg"], p["eb"] * p["fc"] * p["gd"])

    def answer(self, p):
        return Number(float(self._value(p)))

    # -- verify: the plane EFG against the line AD in coordinates ----------------------------------------------
    def verify(self, g):
        V = {k: np.array(v, dtype=float) for k, v in g["layout"].items()}
        at = lambda a, b, p, q: V[a] + g[p] / (g[p] + g[q]) * (V[b] - V[a])
        E, F, G = at("A", "B", "ae", "eb"), at("B", "C", "bf", "fc"), at("C", "D", "cg", "gd")
        n = np.cross(F - E, G - E)
        t = ((E - V["A"]) @ n) / ((V["D"] - V["A"]) @ n)      # H = A + t·(D − A)
        return Number(float(t / (1 - t)))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        L = g["layout"]
        s = Scene()
        s.polyhedron({k: L[k] for k in "ABCD"}, [["B", "C", "D"], ["A", "B", "C"], ["A", "C", "D"], ["A", "D", "B"]])
        E, F, G, H = g["names"]
        s.point(E, s.along("A", "B", g["ae"] / (g["ae"] + g["eb"])))
        s.point(F, s.along("B", "C", g["bf"] / (g["bf"] + g["fc"])))
        s.point(G, s.along("C", "D", g["cg"] / (g["cg"] + g["gd"])))
        t = float(self._value(g))
        s.point(H, s.along("A", "D", t / (1 + t)))
        s.face([E, F, G, H], color="gold", opacity=0.4, with_edges=False)
        for x, y in ((E, F), (F, G), (G, H), (H, E)):
            s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the tetrahedron with base BCD and apex A, the four points on "
                f"their edges and the section {''.join(g['names'])} shaded.")

    def subquestions(self, g):
        E, F, G, H = g["names"]
        k = Fraction(g["ae"] * g["bf"], g["eb"] * g["fc"])
        return [SubQuestion(
            f"In the triangle ABC, {self._ratio_text(g, 'A', 'B', E, 'ae', 'eb')} and "
            f"{self._ratio_text(g, 'B', 'C', F, 'bf', 'fc')}. If {E}{F} ∥ AC, answer 0; otherwise the line {E}{F} "
            f"meets the line AC (extended) at X: find AX/XC.",
            Number(float(k) if k != 1 else 0.0), "plane_figures/triangles/similar_triangles_ratio")]

    def backward(self, g):
        E, F, G, H = g["names"]
        v = self._value(g)
        cg = v * Fraction(g["eb"] * g["fc"] * g["gd"], g["ae"] * g["bf"])
        return Backward(
            f"In the tetrahedron ABCD, the points {E}, {F}, {G} lie on the edges AB, BC, CD with "
            f"{self._ratio_text(g, 'A', 'B', E, 'ae', 'eb')}, {self._ratio_text(g, 'B', 'C', F, 'bf', 'fc')} and "
            f"C{G} : {G}D = x : {g['gd']}. The plane {E}{F}{G} meets the edge AD at {H} with A{H} : {H}D = "
            f"{v.numerator} : {v.denominator}. Find x.", Number(float(cg)), "cg")

    def reasoning(self, p):
        E, F, G, H = p["names"]
        v = self._value(p)
        return [
            f"The plane {E}{F}{G} cuts the four edges AB, BC, CD, DA of the skew quadrilateral ABCD. Project along "
            f"any direction onto a plane, or use the areas of triangles: for a plane meeting the lines AB, BC, CD, DA "
            f"at {E}, {F}, {G}, {H}, Menelaus' theorem in space gives (A{E}/{E}B)·(B{F}/{F}C)·(C{G}/{G}D)·(D{H}/{H}A) = 1.",
            f"A{E}/{E}B = {frac_text(Fraction(p['ae'], p['eb']))}, B{F}/{F}C = {frac_text(Fraction(p['bf'], p['fc']))}, "
            f"C{G}/{G}D = {frac_text(Fraction(p['cg'], p['gd']))}.",
            f"So A{H}/{H}D = {frac_text(Fraction(p['ae'], p['eb']))}·{frac_text(Fraction(p['bf'], p['fc']))}·"
            f"{frac_text(Fraction(p['cg'], p['gd']))} = {frac_text(v)}, i.e. A{H} : {H}D = {v.numerator} : {v.denominator}.",
        ]
