"""Solid geometry: where must E lie on a lateral edge of a pyramid over a trapezoid so that a lateral
edge is parallel to a section plane? (DynaSolidGeo, positional relationship; Gaokao "line parallel to
plane, find the ratio" question.)"""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program

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
    levels = Levels(
        standard=dict(side=IntRange(2, 9), parallelogram_share=0.1),
        hard=dict(side=IntRange(5, 15), parallelogram_share=0.0),
        hard_means="longer parallel sides (5-15), never a parallelogram: ratios like 7/12 instead of 1 or 1/2",
    )

    def sample(self, rng, space):
        """Givens: the stated sides and which edge holds the point, plus the figure's layout (base width,
        offset, apex foot and height); E's place on its edge is what is asked, so it is not a given."""
        m = space.side.draw(rng)
        # parallel sides at most 2.5 : 1 apart, so that the base stays readable in the figure
        n = m if rng.random() < space.parallelogram_share else int(rng.choice(
            [v for v in space.side.values if v != m and 0.4 <= v / m <= 2.5]))
        return {"AB": m, "CD": n, "shift": int(rng.integers(-1, 2)), "width": int(rng.integers(3, 7)),
                "foot": [float(rng.uniform(0.25, 0.75)), float(rng.uniform(0.25, 0.75))],
                "height": int(rng.integers(4, 9)), "on": str(rng.choice(list(CASES))),
                "apex": str(rng.choice(["P", "S", "V"])), "point": str(rng.choice(["E", "F", "M"]))}

    def _base(self, g):
        m, n, w = g["AB"], g["CD"], g["width"]
        s = (m - n) / 2 + g["shift"]
        return {"A": (0.0, 0.0), "B": (float(m), 0.0), "C": (s + n, float(w)), "D": (s, float(w))}

    def _names(self, g):
        on, par, (u, v) = CASES[g["on"]]
        P, E = g["apex"], g["point"]
        return P, E, on, par, u, v

    def _shape(self, g):
        return "parallelogram" if g["AB"] == g["CD"] else "trapezoid"

    def _givens(self, g):
        P, E, on, par, u, v = self._names(g)
        return (f"In the quadrilateral pyramid {P}-ABCD, the base ABCD is a {self._shape(g)} with AB ∥ CD, "
                f"AB = {g['AB']} and CD = {g['CD']}. Point {E} lies on the lateral edge {P}{on}")

    def question(self, g):
        P, E, on, par, u, v = self._names(g)
        return (f"{self._givens(g)}, and {P}{par} ∥ plane {u}{E}{v}. Find the ratio {P}{E} : {E}{on} "
                f"(give the value of {P}{E}/{E}{on}).")

    def _ratio(self, p):
        """PE/E(on) by similar triangles: the diagonals cut each other in the ratio AB : CD."""
        m, n = Fraction(p["AB"]), Fraction(p["CD"])
        # O = AC ∩ BD; AO/OC = BO/OD = AB/CD. With PX ∥ OE, E divides its edge like O divides
        # the diagonal through the edge's base vertex.
        return {"D": m / n, "B": n / m, "A": n / m, "C": m / n}[p["on"]]

    def answer(self, p):
        return Number(float(self._ratio(p)))

    def verify(self, g):
        # Independent: coordinates with E = P + t·(X − P); solve normal(plane) · (parallel edge) = 0.
        s = self.scene(g)
        P, E, on, par, u, v = self._names(g)
        t = sp.symbols("t")
        vec = lambda label: sp.Matrix([sp.nsimplify(c) for c in s.xyz(label)])
        Pv, X, U, V, Y = vec(P), vec(on), vec(u), vec(v), vec(par)
        Ev = Pv + t * (X - Pv)
        normal = (Ev - U).cross(V - U)
        sol = [r for r in sp.solve(sp.Eq(normal.dot(Y - Pv), 0), t) if 0 < r < 1]
        return Number(float(sol[0] / (1 - sol[0])))

    def _apex_xyz(self, g):
        b = self._base(g)
        fx, fy = g["foot"]
        # apex above a point inside the base: a bilinear blend of the four corners
        xy = ((1 - fx) * (1 - fy) * np.array(b["A"]) + fx * (1 - fy) * np.array(b["B"])
              + fx * fy * np.array(b["C"]) + (1 - fx) * fy * np.array(b["D"]))
        return (float(xy[0]), float(xy[1]), float(g["height"]))

    def scene(self, g):
        P, E, on, par, u, v = self._names(g)
        b = self._base(g)
        s = Scene()
        s.pyramid(["A", "B", "C", "D"], P, [b[k] for k in "ABCD"], self._apex_xyz(g))
        # E where the plane through u, v and E is parallel to P(par): (E − U)×(V − U) · (Y − P) = 0 is
        # linear in t for E = P + t·(X − P)
        Pv, X, U, V, Y = (s.xyz(k) for k in (P, on, u, v, par))
        f = lambda t: np.cross(Pv + t * (X - Pv) - U, V - U) @ (Y - Pv)
        t = f(0.0) / (f(0.0) - f(1.0))
        s.point(E, s.along(P, on, float(t)))
        s.face([u, E, v], color="gold", opacity=0.45, with_edges=False)
        for x, y in ((u, E), (E, v), (u, v)):
            s.segment(x, y, style="auxiliary")
        return s

    def subquestions(self, g):
        P, E, on, par, u, v = self._names(g)
        m, n = g["AB"], g["CD"]
        diag_other = {"D": "B", "B": "D", "A": "C", "C": "A"}[on]
        first = Fraction(m, n) if on in "AB" else Fraction(n, m)   # (on)O / O(other)
        return [
            SubQuestion(f"In the {self._shape(g)} ABCD with AB ∥ CD, AB = {m} and CD = {n}, the diagonals "
                        f"AC and BD meet at O. Find {on}O/O{diag_other}.", Number(float(first)),
                        "plane_figures/triangles/similar_triangles_ratio"),
            SubQuestion(f"In triangle {P}{on}{diag_other}, O lies on {on}{diag_other} with {on}O/O{diag_other} = "
                        f"{first}, and {E} on {P}{on} satisfies O{E} ∥ {P}{diag_other}. Find {P}{E}/{E}{on}.",
                        Number(float(1 / first)), "solid_figures/positional/line_plane_parallel_property"),
        ]

    def backward(self, g):
        P, E, on, par, u, v = self._names(g)
        r = self._ratio(g)
        m = Fraction(g["AB"])
        cd = m / r if on in "DC" else m * r   # invert PE/E(on) = AB/CD or CD/AB
        return Backward(
            f"In the quadrilateral pyramid {P}-ABCD, the base ABCD is a trapezoid or parallelogram with "
            f"AB ∥ CD and AB = {g['AB']}. Point {E} lies on the lateral edge {P}{on}, {P}{par} ∥ plane "
            f"{u}{E}{v}, and {P}{E} : {E}{on} = {r.numerator} : {r.denominator}. Find CD.",
            Number(float(cd)), "CD")

    def description(self, g):
        P, E, on, par, u, v = self._names(g)
        return (f"{self._givens(g)}, and {P}{par} ∥ plane {u}{E}{v}. The figure shows the pyramid with apex "
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
