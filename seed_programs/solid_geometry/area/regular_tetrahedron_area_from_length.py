"""Solid geometry (area, free form): a regular tetrahedron ABCD is known only by one derived length — its
height DO, the distance MN between two opposite edges, the radius of its circumscribed sphere or of
its inscribed sphere; find its exact total surface area (DynaSolidGeo, area). ``answer`` recovers
the edge a from the textbook relations (h = a√6/3, MN = a/√2, R = a√6/4, r = a√6/12) and uses
S = √3·a²; ``verify`` measures the same length on the unit-edge tetrahedron in exact sympy
coordinates, scales it to the stated value and measures the scaled solid's surface."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_angles import regular_tetrahedron_xyz
from dynaforge.sdk.solid_volume_area import exact_hull_area, exact_text

KINDS = ("height", "opposite", "circumradius", "inradius")


@seed_program(
    id="regular_tetrahedron_area_from_length", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron", "solid_figures/pyramids/surface_area",
              "solid_figures/spheres/circumscribed_sphere_of_tetrahedron"],
    source="DynaSolidGeo-style (area: regular tetrahedron recovered from a derived length)",
    variations=["numeric_values", "point_labels", "camera", "lengths_ratios"],
)
class RegularTetrahedronAreaFromLength(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.4, 0.3, 0.15, 0.15]), value=IntRange(1, 15)),
        hard=dict(kind=OneOf(KINDS, p=[0.1, 0.2, 0.35, 0.35]), value=IntRange(5, 24)),
        hard_means="mostly the radius of the circumscribed or inscribed sphere given (the centre divides the height "
                   "3 : 1, one more relation to invert), with larger values",
    )

    def sample(self, rng, space):
        """Givens: which length is stated and its value (an integer)."""
        return {"kind": space.kind.draw(rng), "value": int(space.value.draw(rng))}

    def _datum(self, g, hide=False):
        v = "?" if hide else g["value"]
        return {"height": f"the distance from D to the face ABC is DO = {v} (O is the foot of the perpendicular)",
                "opposite": f"M and N are the midpoints of the opposite edges AB and CD, and MN = {v}",
                "circumradius": f"the sphere through A, B, C, D has centre O and radius OA = {v}",
                "inradius": f"the sphere touching its four faces has centre O and touches the face ABC at H, with "
                            f"radius OH = {v}"}[g["kind"]]

    def _setup(self, g, hide=False):
        return f"ABCD is a regular tetrahedron (all six edges equal); {self._datum(g, hide)}."

    def question(self, g):
        return self._setup(g) + " Find the exact total surface area of the tetrahedron (square roots allowed)."

    # -- answer: recover the edge, S = √3·a² ----------------------------------------------------------------
    def _edge_sq(self, p):
        v = sp.Integer(p["value"])
        return {"height": sp.Rational(3, 2) * v ** 2,      # h = a√6/3
                "opposite": 2 * v ** 2,                     # MN = a/√2
                "circumradius": sp.Rational(8, 3) * v ** 2,  # R = a√6/4
                "inradius": 24 * v ** 2}[p["kind"]]         # r = a√6/12

    def answer(self, p):
        return Expression(str(sp.radsimp(sp.sqrt(3) * self._edge_sq(p))))

    def verify(self, g):
        # Independent: the unit-edge tetrahedron in exact coordinates; the stated length measured on it.
        A, B, C = sp.Matrix([0, 0, 0]), sp.Matrix([1, 0, 0]), sp.Matrix([sp.Rational(1, 2), sp.sqrt(3) / 2, 0])
        D = sp.Matrix([sp.Rational(1, 2), sp.sqrt(3) / 6, sp.sqrt(6) / 3])
        n = (B - A).cross(C - A)
        kind = g["kind"]
        if kind == "height":
            unit = sp.Abs(n.dot(D - A)) / n.norm()
        elif kind == "opposite":
            unit = ((A + B) / 2 - (C + D) / 2).norm()
        else:
            # the centre: equidistant from the four vertices (solve the linear equations)
            x, y, z = sp.symbols("x y z")
            X = sp.Matrix([x, y, z])
            sol = sp.solve([(X - A).dot(X - A) - (X - P).dot(X - P) for P in (B, C, D)], [x, y, z], dict=True)[0]
            O = X.subs(sol)
            unit = (O - A).norm() if kind == "circumradius" else sp.Abs(n.dot(O - A)) / n.norm()
        k = sp.Integer(g["value"]) / sp.radsimp(unit)
        return Expression(str(sp.radsimp(exact_hull_area([tuple(k * P) for P in (A, B, C, D)]))))

    def scene(self, g):
        v = float(g["value"])
        a = {"height": v * math.sqrt(6) / 2, "opposite": v * math.sqrt(2), "circumradius": 4 * v / math.sqrt(6),
             "inradius": 12 * v / math.sqrt(6)}[g["kind"]]
        A, B, C, D = regular_tetrahedron_xyz(a)
        s = Scene()
        s.pyramid(["A", "B", "C"], "D", [A[:2], B[:2], C[:2]], D)
        kind = g["kind"]
        if kind == "height":
            s.point("O", (0, 0, 0))
            s.segment("D", "O", style="auxiliary")
        elif kind == "opposite":
            s.point("M", (A + B) / 2)
            s.point("N", (C + D) / 2)
            s.segment("M", "N", style="auxiliary")
        elif kind == "circumradius":
            s.point("O", (0, 0, a * math.sqrt(6) / 12))
            s.segment("O", "A", style="auxiliary")
        else:
            s.point("O", (0, 0, a * math.sqrt(6) / 12))
            s.point("H", (0, 0, 0))
            s.segment("O", "H", style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        a2 = self._edge_sq(g)
        return [
            SubQuestion(self._setup(g) + " Find the edge AB exactly.", Expression(str(sp.sqrt(a2))),
                        "solid_figures/tetrahedra/regular_tetrahedron"),
            SubQuestion(f"An equilateral triangle has side {exact_text(sp.sqrt(a2))}. Find its exact area.",
                        Expression(str(sp.radsimp(sp.sqrt(3) / 4 * a2))), "plane_figures/triangles/sine_area_formula"),
        ]

    def backward(self, g):
        S = sp.radsimp(sp.sqrt(3) * self._edge_sq(g))
        a2 = S / sp.sqrt(3)
        ratio = {"height": sp.Rational(3, 2), "opposite": 2, "circumradius": sp.Rational(8, 3), "inradius": 24}[g["kind"]]
        what = {"height": "DO", "opposite": "MN", "circumradius": "the radius OA", "inradius": "the radius OH"}[g["kind"]]
        return Backward(self._setup(g, hide=True) + f" The total surface area of the tetrahedron is {exact_text(S)}. "
                        f"Find {what}.", Number(float(sp.sqrt(a2 / ratio))), "value")

    def description(self, g):
        extra = {"height": "the height DO from the apex D to the centre O of the base ABC is drawn in red",
                 "opposite": "the segment MN joining the midpoints of AB and CD is drawn in red",
                 "circumradius": "the centre O of the circumscribed sphere lies on the height from D, and OA is red",
                 "inradius": "the centre O of the inscribed sphere lies on the height from D, and the radius OH to the "
                             "base is red"}[g["kind"]]
        return f"A regular tetrahedron with base ABC and apex D; {extra}. " + self._setup(g)

    def reasoning(self, p):
        a2 = self._edge_sq(p)
        v = p["value"]
        first = {"height": f"The foot O is the centre of ABC, OA = a/√3, so DO = √(a² − a²/3) = a√6/3 = {v}.",
                 "opposite": f"MN is perpendicular to AB and CD; in the isosceles triangle MCD (MC = MD = a√3/2), "
                             f"MN = √(3a²/4 − a²/4) = a/√2 = {v}.",
                 "circumradius": f"O lies on the height DG (G the centre of ABC, DG = a√6/3) with OA = OD: "
                                 f"R² = (a/√3)² + (a√6/3 − R)², so R = a√6/4 = {v}.",
                 "inradius": f"O lies on the height DG and divides it 3 : 1, so r = OG = (1/4)·a√6/3 = a√6/12 = {v}."
                 }[p["kind"]]
        return [first,
                f"Hence a² = {exact_text(a2)} and a = {exact_text(sp.sqrt(a2))}.",
                f"The four faces are equilateral triangles of area (√3/4)·a², so S = √3·a² = {exact_text(sp.radsimp(sp.sqrt(3) * a2))}."]
