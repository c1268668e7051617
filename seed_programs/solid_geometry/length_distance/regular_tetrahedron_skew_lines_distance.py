"""Solid geometry (length): the distance between two skew lines of a regular tetrahedron ABCD when at
least one of them is not an edge: an edge and a line from a vertex to a point of an edge (a face
median such as BM, M the midpoint of CD), or two such lines (DynaSolidGeo, length/distance).
``answer`` uses exact coordinates and the common normal n = u × v: d = |PQ·n| / |n|; ``verify``
builds the tetrahedron in another frame and finds the feet of the common perpendicular numerically."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import mark_lines, regular_tetrahedron_xyz
from dynaforge.sdk.solid_metric import common_perpendicular, exact_root_of_square

V = "ABCD"
EDGES = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


@seed_program(
    id="regular_tetrahedron_skew_lines_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/distances/skew_lines", "solid_figures/tetrahedra/regular_tetrahedron",
              "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (distance between skew lines in a regular tetrahedron)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class RegularTetrahedronSkewLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 12), fractions=OneOf(("1/2",)), two_points=0.3),
        hard=dict(a=IntRange(3, 18), fractions=OneOf(("1/2", "1/3", "2/3", "1/4", "3/4")), two_points=0.8),
        hard_means="points dividing edges in thirds and quarters instead of midpoints, and mostly two lines "
                   "through such points (no edge): the common normal has larger, less regular coordinates",
    )

    def sample(self, rng, space):
        a = int(space.a.draw(rng))
        two = bool(rng.random() < space.two_points)
        for _ in attempts("two skew lines, at least one through a point of an edge, not opposite edges"):
            lines = []
            for k in range(2):
                if k == 0 or two:
                    v = int(rng.integers(0, 4))
                    e = [x for x in EDGES if v not in x][int(rng.integers(0, 3))]
                    t = space.fractions.draw(rng)
                    if t != "1/2" and rng.random() < 0.5:
                        e = (e[1], e[0])
                    lines.append({"v": v, "edge": list(e), "t": t})
                else:
                    e = EDGES[int(rng.integers(0, 6))]
                    lines.append({"v": e[0], "w": e[1]})
            if self._skew_float(a, lines):
                break
        if rng.random() < 0.5:
            lines = lines[::-1]
        return {"a": a, "lines": lines}

    # -- naming (no geometry) ----------------------------------------------------------------------
    @staticmethod
    def _point_names(g):
        names, k = [], 0
        for ln in g["lines"]:
            if "edge" in ln:
                names.append("MN"[k])
                k += 1
            else:
                names.append(None)
        return names

    def _line_labels(self, g):
        out = []
        for ln, name in zip(g["lines"], self._point_names(g)):
            out.append((V[ln["v"]], name) if name else (V[ln["v"]], V[ln["w"]]))
        return out

    def _point_text(self, g):
        parts = []
        for ln, name in zip(g["lines"], self._point_names(g)):
            if not name:
                continue
            X, Y = V[ln["edge"][0]], V[ln["edge"][1]]
            t = Fraction(ln["t"])
            if t == Fraction(1, 2):
                parts.append(f"{name} is the midpoint of {X}{Y}")
            else:
                parts.append(f"{name} lies on {X}{Y} with {X}{name}:{name}{Y} = {t.numerator}:{t.denominator - t.numerator}")
        return " and ".join(parts)

    @staticmethod
    def _skew_float(a, lines):
        X = regular_tetrahedron_xyz(a)
        pts = []
        for ln in lines:
            if "edge" in ln:
                i, j = ln["edge"]
                t = float(Fraction(ln["t"]))
                pts.append((X[ln["v"]], X[i] + t * (X[j] - X[i])))
            else:
                pts.append((X[ln["v"]], X[ln["w"]]))
        (p, q), (r, s) = pts
        n = np.cross(q - p, s - r)
        if np.linalg.norm(n) < 1e-9:
            return False
        if abs(n @ (r - p)) < 1e-9:
            return False
        edges = [ln for ln in lines if "edge" not in ln]
        return not (len(edges) == 2)

    # -- protocol ----------------------------------------------------------------------------------
    def question(self, g):
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        return (f"In the regular tetrahedron ABCD every edge has length {g['a']}; {self._point_text(g)}. "
                f"Find the distance between the skew lines {P1}{Q1} and {P2}{Q2}. Give the exact value.")

    def answer(self, p):
        a = sp.Integer(p["a"])
        # A at the origin, B on the x-axis, C in the xy-plane, D above the centroid of ABC
        X = [sp.Matrix([0, 0, 0]), sp.Matrix([a, 0, 0]), sp.Matrix([a / 2, a * sp.sqrt(3) / 2, 0]),
             sp.Matrix([a / 2, a * sp.sqrt(3) / 6, a * sp.sqrt(6) / 3])]
        ends = []
        for ln in p["lines"]:
            if "edge" in ln:
                i, j = ln["edge"]
                t = sp.Rational(ln["t"])
                ends.append((X[ln["v"]], X[i] + t * (X[j] - X[i])))
            else:
                ends.append((X[ln["v"]], X[ln["w"]]))
        (p1, q1), (p2, q2) = ends
        n = (q1 - p1).cross(q2 - p2)
        d = sp.Abs((p2 - p1).dot(n)) / sp.sqrt(n.dot(n))
        return Expression(str(sp.radsimp(sp.simplify(d))))

    def _coords(self, g):
        """Float coordinates of every labelled point (the SDK's centred regular tetrahedron)."""
        X = regular_tetrahedron_xyz(float(g["a"]))
        pts = {V[k]: X[k] for k in range(4)}
        for ln, name in zip(g["lines"], self._point_names(g)):
            if name:
                i, j = ln["edge"]
                t = float(Fraction(ln["t"]))
                pts[name] = X[i] + t * (X[j] - X[i])
        return pts

    def verify(self, g):
        pts = self._coords(g)
        # the solid really is regular: all six edges equal to a
        for i, j in EDGES:
            if abs(np.linalg.norm(pts[V[i]] - pts[V[j]]) - g["a"]) > 1e-9:
                raise ValueError("the tetrahedron is not regular")
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        x, y, d = common_perpendicular(pts[P1], pts[Q1], pts[P2], pts[Q2])
        # the segment xy really is perpendicular to both lines
        for u in (pts[Q1] - pts[P1], pts[Q2] - pts[P2]):
            if abs((x - y) @ u) > 1e-8 * max(1.0, np.linalg.norm(u)):
                raise ValueError("not a common perpendicular")
        return Expression(str(exact_root_of_square(d)))

    def scene(self, g):
        pts = self._coords(g)
        s = Scene()
        s.polyhedron({k: pts[k] for k in V}, [["A", "B", "C"], ["A", "B", "D"], ["B", "C", "D"], ["C", "A", "D"]])
        for name in self._point_names(g):
            if name:
                s.point(name, pts[name])
        mark_lines(s, self._line_labels(g))
        return s

    # -- views ---------------------------------------------------------------------------------------
    def _ratio(self, g):
        """d / a as an exact number (from a unit tetrahedron in coordinates)."""
        d = float(sp.sympify(self.verify(g).value))
        return sp.nsimplify(exact_root_of_square(d / g["a"]))

    def subquestions(self, g):
        a = sp.Integer(g["a"])
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        pts = self._coords(g)
        u, v = pts[Q1] - pts[P1], pts[Q2] - pts[P2]
        subs = []
        for (P, Q), w in (((P1, Q1), u), ((P2, Q2), v)):
            if Q in "MN":
                subs.append(SubQuestion(
                    f"In the regular tetrahedron ABCD with edge {g['a']}, {self._point_text(g)}. Find the length "
                    f"of {P}{Q}. Give the exact value.", Expression(str(exact_root_of_square(np.linalg.norm(w)))),
                    "solid_figures/tetrahedra/regular_tetrahedron"))
        cos = abs(u @ v) / (np.linalg.norm(u) * np.linalg.norm(v))
        subs.append(SubQuestion(
            f"In the regular tetrahedron ABCD with edge {g['a']}, {self._point_text(g)}. Find the cosine of the "
            f"angle between the lines {P1}{Q1} and {P2}{Q2}.", Number(float(cos)),
            "solid_figures/angles/normal_vector_method"))
        return subs

    def backward(self, g):
        k = self._ratio(g)
        d = sp.radsimp(k * g["a"])
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        return Backward(
            f"In a regular tetrahedron ABCD, {self._point_text(g)}. The distance between the skew lines "
            f"{P1}{Q1} and {P2}{Q2} is {surd_text(d)}. Find the edge length of the tetrahedron.",
            Number(float(g["a"])), "a")

    def description(self, g):
        (P1, Q1), (P2, Q2) = self._line_labels(g)
        return (f"A regular tetrahedron ABCD with every edge {g['a']}, base ABC and apex D; "
                f"{self._point_text(g)}. The lines {P1}{Q1} and {P2}{Q2} are drawn in red.")

    def reasoning(self, p):
        a = p["a"]
        (P1, Q1), (P2, Q2) = self._line_labels(p)
        aa = sp.Integer(a)
        X = {"A": sp.Matrix([0, 0, 0]), "B": sp.Matrix([aa, 0, 0]), "C": sp.Matrix([aa / 2, aa * sp.sqrt(3) / 2, 0]),
             "D": sp.Matrix([aa / 2, aa * sp.sqrt(3) / 6, aa * sp.sqrt(6) / 3])}
        for ln, name in zip(p["lines"], self._point_names(p)):
            if name:
                i, j = ln["edge"]
                X[name] = X[V[i]] + sp.Rational(ln["t"]) * (X[V[j]] - X[V[i]])
        u, v = X[Q1] - X[P1], X[Q2] - X[P2]
        n = sp.simplify(u.cross(v))
        n = n / sp.gcd(list(n)) if all(c.is_rational for c in n) else n
        w = X[P2] - X[P1]
        vt = lambda m: "(" + ", ".join(surd_text(sp.simplify(c)) for c in m) + ")"
        d = sp.sympify(self.answer(p).value)
        return [
            f"Coordinates: A = (0, 0, 0), B = ({a}, 0, 0), C = {vt(X['C'])}, D = {vt(X['D'])} (D is above the "
            f"centre of ABC at height {a}·√6/3).",
            *[f"{nm} = {vt(X[nm])}." for nm in self._point_names(p) if nm],
            f"Directions: {P1}{Q1} = {vt(u)}, {P2}{Q2} = {vt(v)}; a common normal is n = {vt(n)} "
            f"(a multiple of their cross product).",
            f"{P1}{P2} = {vt(w)} joins the two lines, so d = |{P1}{P2}·n| / |n| = {surd_text(d)} ≈ {float(d):.4f}.",
        ]
