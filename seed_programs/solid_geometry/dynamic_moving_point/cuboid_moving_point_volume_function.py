"""Solid geometry (dynamic, free form): P moves along a space diagonal or an edge of a cuboid with
AP = x; write the volume of a tetrahedron with vertex P and a fixed face triangle as a function of x
(linear, or constant when P's segment is parallel to the face). V = ⅓·S·(distance from P to the plane)."""
import sympy as sp

from dynaforge.sdk import Expression, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels

X = sp.Symbol("x", positive=True)
BOXES = [(1, 2, 2), (2, 3, 6), (2, 6, 9), (1, 4, 8), (4, 4, 7), (6, 6, 7), (2, 2, 1), (3, 6, 2), (4, 8, 1), (6, 2, 9),
         (3, 4, 12), (12, 4, 3), (2, 4, 4), (4, 2, 4), (6, 3, 2), (7, 4, 4), (2, 1, 2), (8, 4, 1), (4, 12, 3), (9, 2, 6)]
# hard: larger boxes, space diagonals still whole numbers; 15 different (volume, diagonal) pairs, each in two
# orientations (V depends on the box only through abc and the diagonal, so each pair is one answer family)
HARD_BOXES = [(2, 6, 9), (9, 2, 6), (3, 4, 12), (12, 4, 3), (6, 6, 7), (7, 6, 6), (8, 9, 12), (12, 9, 8),
              (6, 10, 15), (15, 6, 10), (12, 15, 16), (16, 12, 15), (2, 10, 11), (11, 2, 10), (5, 10, 10),
              (10, 10, 5), (4, 8, 19), (19, 4, 8), (6, 9, 18), (18, 6, 9), (9, 12, 20), (20, 9, 12), (4, 13, 16),
              (16, 4, 13), (8, 11, 16), (16, 8, 11), (12, 16, 21), (21, 12, 16), (7, 14, 22), (14, 22, 7)]
# fixed triangles (vertex indices 0..7 = A B C D A' B' C' D') lying in a face of the cuboid
TRIANGLES = [(0, 1, 2), (1, 2, 6), (2, 3, 7), (0, 3, 7), (0, 1, 5), (4, 5, 6), (1, 3, 5), (0, 2, 6)]
# hard: the face triangles that one end of a space diagonal lies in and the other does not (for diag, those
# avoiding A and C'; for diag2, those avoiding B and D'): V grows from 0 or shrinks to 0 along the diagonal
HARD_TRIANGLES = [(1, 2, 3), (1, 2, 5), (1, 4, 5), (2, 3, 7), (3, 4, 7), (4, 5, 7),
                  (0, 2, 3), (0, 3, 4), (0, 4, 5), (2, 3, 6), (2, 5, 6), (4, 5, 6)]
PATHS = {"diag": (0, 6), "diag2": (1, 7), "edge_top": (4, 5), "edge_side": (1, 5)}


@seed_program(
    id="cuboid_moving_point_volume_function", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/moving_points/distance_as_function", "solid_figures/pyramids/volume",
              "solid_figures/moving_points/parallel_line_constant_volume"],
    source="DynaSolidGeo-style (dynamic point; tetrahedron volume as a function of the position)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "function_types", "point_labels", "camera"],
)
class CuboidMovingPointVolumeFunction(SeedProgram):
    levels = Levels(
        standard=dict(box=OneOf(BOXES), path=OneOf(tuple(PATHS), p=[0.35, 0.35, 0.15, 0.15]), tri=OneOf(TRIANGLES),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard=dict(box=OneOf(HARD_BOXES), path=OneOf(tuple(PATHS), p=[0.5, 0.5, 0.0, 0.0]), tri=OneOf(HARD_TRIANGLES),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard_means="larger boxes (30, with 15 different volumes and space diagonals up to 29) and P always on a "
                   "space diagonal, with any face triangle through one of its ends: the volume is a genuine "
                   "linear function (growing or shrinking) with fractional coefficients, never the constant of a "
                   "segment parallel to the face",
    )

    def sample(self, rng, space):
        box = tuple(int(v) for v in space.box.draw(rng))
        path = space.path.draw(rng)
        for _ in attempts("a triangle not through the path's ends whose plane the path does not cross"):
            tri = tuple(int(v) for v in space.tri.draw(rng))
            s, e = PATHS[path]
            if s in tri or e in tri:
                continue            # keep P off the triangle's vertices (a degenerate end is fine but dull)
            p = {"abc": list(box), "path": path, "tri": list(tri), "style": space.style.draw(rng),
                 "mover": space.mover.draw(rng)}
            u, v, w = (self._xyz(p, i) for i in tri)
            n = (v - u).cross(w - u)
            if (self._xyz(p, s) - u).dot(n) * (self._xyz(p, e) - u).dot(n) < 0:
                continue            # the segment crosses the plane: V would be piecewise (|...|)
            return p

    def _L(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        return bottom + top

    def _xyz(self, p, i):
        a, b, c = (sp.Integer(v) for v in p["abc"])
        x = a if i in (1, 2, 5, 6) else 0
        y = b if i in (2, 3, 6, 7) else 0
        z = c if i >= 4 else 0
        return sp.Matrix([x, y, z])

    def _path_len(self, p):
        s, e = PATHS[p["path"]]
        return sp.sqrt(sum(v ** 2 for v in self._xyz(p, e) - self._xyz(p, s)))

    def _given(self, p):
        L = self._L(p)
        a, b, c = p["abc"]
        s, e = PATHS[p["path"]]
        return (f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, {L[0]}{L[1]} = {a}, {L[1]}{L[2]} = {b} and "
                f"{L[0]}{L[4]} = {c}. Point {p['mover']} moves along the segment {L[s]}{L[e]} with {L[s]}{p['mover']} = x "
                f"(0 < x < {sp.sstr(self._path_len(p)).replace('sqrt', '√')}).")

    def _tet(self, p):
        L = self._L(p)
        return f"{p['mover']}-{''.join(L[i] for i in p['tri'])}"

    def question(self, g):
        return (self._given(g) + f" Express the volume V of the tetrahedron {self._tet(g)} as a function of x "
                "(if it does not depend on x, give the constant).")

    def _area(self, p):
        u, v, w = (self._xyz(p, i) for i in p["tri"])
        return sp.sqrt(sum(t ** 2 for t in (v - u).cross(w - u))) / 2

    def _expr(self, p):
        # the triangle lies in a face plane of the box (or a diagonal plane through two lateral edges); the
        # distance from P to that plane varies linearly along the segment: interpolate the ends' distances
        s, e = PATHS[p["path"]]
        d0, d1 = (self._plane_dist(p, self._xyz(p, i)) for i in (s, e))
        length = self._path_len(p)
        dist = d0 + (d1 - d0) * X / length
        return sp.nsimplify(sp.expand(sp.Rational(1, 3) * self._area(p) * dist))

    def _plane_dist(self, p, q):
        u, v, w = (self._xyz(p, i) for i in p["tri"])
        n = (v - u).cross(w - u)
        return sp.Abs((q - u).dot(n)) / sp.sqrt(n.dot(n))

    def answer(self, p):
        return Expression(sp.sstr(sp.simplify(self._expr(p))).replace("**", "^"))

    def verify(self, g):
        # Independent: the cuboid's corners from the statement (bit k of the index: +x, +y, +z in the order of
        # ABCD-A'B'C'D'), then the determinant of P − U, V − U, W − U with P written in x, sign fixed at mid-path.
        a, b, c = (sp.Integer(v) for v in g["abc"])
        bits = [(0, 0, 0), (1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 0, 1), (1, 0, 1), (1, 1, 1), (0, 1, 1)]
        corner = [sp.Matrix([i * a, j * b, k * c]) for i, j, k in bits]
        s, e = PATHS[g["path"]]
        A, B = corner[s], corner[e]
        length = sp.sqrt((B - A).dot(B - A))
        P = A + (B - A) * X / length
        u, v, w = (corner[i] for i in g["tri"])
        det = sp.Matrix.hstack(P - u, v - u, w - u).det() / 6
        mid = det.subs(X, length / 2)
        return Expression(sp.sstr(sp.simplify(det if mid >= 0 else -det)).replace("**", "^"))

    def scene(self, g):
        L = self._L(g)
        a, b, c = g["abc"]
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        st, en = PATHS[g["path"]]
        s.segment(L[st], L[en], style="auxiliary")
        s.point(g["mover"], [float(t) for t in self._xyz(g, st) + (self._xyz(g, en) - self._xyz(g, st)) * sp.Rational(2, 5)])
        tri = [L[i] for i in g["tri"]]
        s.face(tri, color="#fca5a5", opacity=0.35, with_edges=False)
        for i in range(3):
            s.segment(tri[i], tri[(i + 1) % 3], style="auxiliary")
            s.segment(g["mover"], tri[i], style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._L(g)
        tri = "".join(L[i] for i in g["tri"])
        return [SubQuestion(self._given(g) + f" Find the area of triangle {tri}.", Number(float(self._area(g))),
                            "space_vectors/cross_product_area")]

    def description(self, g):
        return (self._given(g) + f" The tetrahedron {self._tet(g)} is drawn: {g['mover']} is joined to the three "
                "vertices of the shaded triangle.")

    def reasoning(self, p):
        L = self._L(p)
        st, en = PATHS[p["path"]]
        d0, d1 = (self._plane_dist(p, self._xyz(p, i)) for i in (st, en))
        tri = "".join(L[i] for i in p["tri"])
        S = self._area(p)
        fmt = lambda e: sp.sstr(sp.nsimplify(e)).replace("sqrt", "√").replace("**", "^")
        return [
            f"S({tri}) = {fmt(S)}.",
            f"The distance from a point of {L[st]}{L[en]} to plane {tri} changes linearly along the segment: it is {fmt(d0)} "
            f"at {L[st]} and {fmt(d1)} at {L[en]}, and {L[st]}{L[en]} = {fmt(self._path_len(p))}.",
            f"So d(x) = {fmt(d0)} + ({fmt(d1 - d0)})·x/{fmt(self._path_len(p))}"
            + (" - a constant: the segment is parallel to the plane." if sp.simplify(d1 - d0) == 0 else "."),
            f"V(x) = ⅓·S·d(x) = {fmt(sp.simplify(self._expr(p)))}.",
        ]
