"""Solid geometry: where must E lie on a lateral edge of a pyramid over a trapezoid so that a lateral
edge is parallel to a section plane? (DynaSolidGeo, positional relationship; Gaokao "line parallel to
plane, find the ratio" question.)"""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program

# (edge holding E: its base vertex, the lateral edge that must be parallel: its base vertex,
#  the two base vertices spanning the plane with E)
CASES = {
    "D": ("D", "B", ("A", "C")),
    "B": ("B", "D", ("A", "C")),
    "A": ("A", "C", ("B", "D")),
    "C": ("C", "A", ("B", "D")),
}


@seed_program(
    id="pyramid_trapezoid_parallel_ratio", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_parallel_property",
              "plane_figures/triangles/similar_triangles_ratio"],
    source="DynaSolidGeo-style (positional relationship: Gaokao line-parallel-to-plane ratio)",
    variations=["lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class PyramidTrapezoidParallelRatio(SeedProgram):
    def sample(self, rng):
        m = int(rng.integers(2, 10))
        # parallel sides at most 2.5 : 1 apart, so that the base stays readable in the figure
        n = m if rng.random() < 0.1 else int(rng.choice([v for v in range(2, 10)
                                                         if v != m and 0.4 <= v / m <= 2.5]))
        return {"AB": m, "CD": n, "shift": int(rng.integers(-1, 2)), "width": int(rng.integers(3, 7)),
                "foot": [float(rng.uniform(0.25, 0.75)), float(rng.uniform(0.25, 0.75))],
                "height": int(rng.integers(4, 9)), "on": str(rng.choice(list(CASES))),
                "apex": str(rng.choice(["P", "S", "V"])), "point": str(rng.choice(["E", "F", "M"]))}

    def _base(self, p):
        m, n, w = p["AB"], p["CD"], p["width"]
        s = (m - n) / 2 + p["shift"]
        return {"A": (0.0, 0.0), "B": (float(m), 0.0), "C": (s + n, float(w)), "D": (s, float(w))}

    def _names(self, p):
        on, par, (u, v) = CASES[p["on"]]
        P, E = p["apex"], p["point"]
        return P, E, on, par, u, v

    def _shape(self, p):
        return "parallelogram" if p["AB"] == p["CD"] else "trapezoid"

    def _givens(self, p):
        P, E, on, par, u, v = self._names(p)
        return (f"In the quadrilateral pyramid {P}-ABCD, the base ABCD is a {self._shape(p)} with AB ∥ CD, "
                f"AB = {p['AB']} and CD = {p['CD']}. Point {E} lies on the lateral edge {P}{on}")

    def question(self, p):
        P, E, on, par, u, v = self._names(p)
        return (f"{self._givens(p)}, and {P}{par} ∥ plane {u}{E}{v}. Find the ratio {P}{E} : {E}{on} "
                f"(give the value of {P}{E}/{E}{on}).")

    def _ratio(self, p):
        """PE/E(on) by similar triangles: the diagonals cut each other in the ratio AB : CD."""
        m, n = Fraction(p["AB"]), Fraction(p["CD"])
        # O = AC ∩ BD; AO/OC = BO/OD = AB/CD. With PX ∥ OE, E divides its edge like O divides
        # the diagonal through the edge's base vertex.
        return {"D": m / n, "B": n / m, "A": n / m, "C": m / n}[p["on"]]

    def answer(self, p):
        return Number(float(self._ratio(p)))

    def verify(self, p):
        # Independent: coordinates with E = P + t·(X − P); solve normal(plane) · (parallel edge) = 0.
        s = self.scene(p)
        P, E, on, par, u, v = self._names(p)
        t = sp.symbols("t")
        vec = lambda label: sp.Matrix([sp.nsimplify(c) for c in s.xyz(label)])
        Pv, X, U, V, Y = vec(P), vec(on), vec(u), vec(v), vec(par)
        Ev = Pv + t * (X - Pv)
        normal = (Ev - U).cross(V - U)
        sol = [r for r in sp.solve(sp.Eq(normal.dot(Y - Pv), 0), t) if 0 < r < 1]
        return Number(float(sol[0] / (1 - sol[0])))

    def _apex_xyz(self, p):
        b = self._base(p)
        fx, fy = p["foot"]
        # apex above a point inside the base: a bilinear blend of the four corners
        xy = ((1 - fx) * (1 - fy) * np.array(b["A"]) + fx * (1 - fy) * np.array(b["B"])
              + fx * fy * np.array(b["C"]) + (1 - fx) * fy * np.array(b["D"]))
        return (float(xy[0]), float(xy[1]), float(p["height"]))

    def scene(self, p):
        P, E, on, par, u, v = self._names(p)
        b = self._base(p)
        s = Scene()
        s.pyramid(["A", "B", "C", "D"], P, [b[k] for k in "ABCD"], self._apex_xyz(p))
        t = float(self._ratio(p) / (1 + self._ratio(p)))   # PE/P(on) from PE/E(on)
        s.point(E, s.along(P, on, t))
        s.face([u, E, v], color="gold", opacity=0.45, with_edges=False)
        for x, y in ((u, E), (E, v), (u, v)):
            s.segment(x, y, style="auxiliary")
        return s

    def subquestions(self, p):
        P, E, on, par, u, v = self._names(p)
        m, n = p["AB"], p["CD"]
        diag_other = {"D": "B", "B": "D", "A": "C", "C": "A"}[on]
        first = Fraction(m, n) if on in "AB" else Fraction(n, m)   # (on)O / O(other)
        return [
            SubQuestion(f"In the {self._shape(p)} ABCD with AB ∥ CD, AB = {m} and CD = {n}, the diagonals "
                        f"AC and BD meet at O. Find {on}O/O{diag_other}.", Number(float(first)),
                        "plane_figures/triangles/similar_triangles_ratio"),
            SubQuestion(f"In triangle {P}{on}{diag_other}, O lies on {on}{diag_other} with {on}O/O{diag_other} = "
                        f"{first}, and {E} on {P}{on} satisfies O{E} ∥ {P}{diag_other}. Find {P}{E}/{E}{on}.",
                        Number(float(1 / first)), "solid_figures/positional/line_plane_parallel_property"),
        ]

    def backward(self, p):
        P, E, on, par, u, v = self._names(p)
        r = self._ratio(p)
        m = Fraction(p["AB"])
        cd = m / r if on in "DC" else m * r   # invert PE/E(on) = AB/CD or CD/AB
        return Backward(
            f"In the quadrilateral pyramid {P}-ABCD, the base ABCD is a trapezoid or parallelogram with "
            f"AB ∥ CD and AB = {p['AB']}. Point {E} lies on the lateral edge {P}{on}, {P}{par} ∥ plane "
            f"{u}{E}{v}, and {P}{E} : {E}{on} = {r.numerator} : {r.denominator}. Find CD.",
            Number(float(cd)), "CD")

    def description(self, p):
        P, E, on, par, u, v = self._names(p)
        return (f"{self._givens(p)}, and {P}{par} ∥ plane {u}{E}{v}. The figure shows the pyramid with apex "
                f"{P} above the base ABCD (labelled counter-clockwise), point {E} on edge {P}{on}, and "
                f"the triangle {u}{E}{v} shaded.")

    def reasoning(self, p):
        P, E, on, par, u, v = self._names(p)
        m, n = p["AB"], p["CD"]
        diag_other = {"D": "B", "B": "D", "A": "C", "C": "A"}[on]
        r = self._ratio(p)
        return [
            f"Let the diagonals AC and BD meet at O. Since AB ∥ CD, triangles OAB and OCD are similar, so "
            f"AO/OC = BO/OD = AB/CD = {m}/{n}.",
            f"Plane {P}{on}{diag_other} contains {P}{par} and meets plane {u}{E}{v} in the line O{E}.",
            f"Because {P}{par} ∥ plane {u}{E}{v}, the property of a line parallel to a plane gives "
            f"{P}{par} ∥ O{E}.",
            f"In triangle {P}{on}{diag_other}, O{E} ∥ {P}{diag_other} gives {P}{E}/{E}{on} = "
            f"{diag_other}O/O{on} = {r}.",
            f"So {P}{E} : {E}{on} = {r.numerator} : {r.denominator} ≈ {float(r):.4g}.",
        ]
