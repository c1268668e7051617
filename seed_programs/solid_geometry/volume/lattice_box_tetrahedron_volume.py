"""Solid geometry (volume): a box [0, a] × [0, b] × [0, c] sits in a coordinate system with a vertex at the
origin O; four lattice points P, Q, R, S on the box's edges (hard: also on its faces), no three of them on
one face, are given by their coordinates. Find the volume of the tetrahedron PQRS — no face of the box
holds a base, so the vector (triple product) method is the natural way. ``answer`` takes
|det(PQ, PR, PS)|/6 with Fractions; ``verify`` uses the Cayley–Menger determinant of the six squared edge
lengths (288·V² = CM), exactly in sympy."""
from fractions import Fraction
from itertools import combinations

import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_vertex
from dynaforge.sdk.solid_position import BOX_FACES

NAMES = ("P", "Q", "R", "S")


def _surface_points(a, b, c, faces_too):
    """Lattice points on the box's edges (and, with ``faces_too``, on its faces)."""
    out = []
    for x in range(a + 1):
        for y in range(b + 1):
            for z in range(c + 1):
                ends = (x in (0, a)) + (y in (0, b)) + (z in (0, c))
                if ends >= 2 or (faces_too and ends == 1):
                    out.append((x, y, z))
    return out


def _faces_of(pt, a, b, c):
    """The box faces (axis, value) a point lies on."""
    return {(i, v) for i, v in enumerate(pt) if v in (0, (a, b, c)[i])}


@seed_program(
    id="lattice_box_tetrahedron_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/pyramids/volume", "solid_figures/angles/normal_vector_method",
              "solid_figures/tetrahedra/box_embedding"],
    source="DynaSolidGeo-style (volume of a tetrahedron with lattice vertices on a coordinate box: triple product)",
    variations=["numeric_values", "point_labels", "camera"],
)
class LatticeBoxTetrahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(length=IntRange(3, 6), width=IntRange(3, 6), height=IntRange(2, 5), faces=OneOf((False,))),
        hard=dict(length=IntRange(4, 7), width=IntRange(4, 7), height=IntRange(3, 6), faces=OneOf((True,))),
        hard_means="larger boxes and vertices also inside the faces (not only on edges), so the tetrahedron is "
                   "further from any corner-cut shape and the triple product has larger, mixed-sign entries",
    )

    def sample(self, rng, space):
        """Givens: the box a × b × c and the four points' coordinates."""
        a, b, c = space.length.draw(rng), space.width.draw(rng), space.height.draw(rng)
        pool = _surface_points(a, b, c, space.faces.draw(rng))
        for _ in attempts("four surface lattice points, no three on a face, a tetrahedron of at least 1/12 of the box"):
            idx = rng.choice(len(pool), size=4, replace=False)
            pts = [pool[int(i)] for i in idx]
            if any(_faces_of(p, a, b, c) & _faces_of(q, a, b, c) & _faces_of(r, a, b, c)
                   for p, q, r in combinations(pts, 3)):
                continue
            M = sp.Matrix([[pts[k][i] - pts[0][i] for i in range(3)] for k in (1, 2, 3)])
            if abs(M.det()) * 2 >= a * b * c and abs(M.det()) >= 12:
                break
        return {"a": a, "b": b, "c": c, "points": [list(p) for p in pts]}

    def _coords(self, g):
        return {n: tuple(p) for n, p in zip(NAMES, g["points"])}

    def _setting(self, g):
        X = self._coords(g)
        pts = ", ".join(f"{n}({X[n][0]}, {X[n][1]}, {X[n][2]})" for n in NAMES)
        return (f"In a rectangular coordinate system O-xyz, a box has the origin O as a vertex and its edges along "
                f"the positive axes: it fills 0 ≤ x ≤ {g['a']}, 0 ≤ y ≤ {g['b']}, 0 ≤ z ≤ {g['c']}. The points {pts} "
                f"lie on its surface.")

    def question(self, g):
        return f"{self._setting(g)} Find the volume of the tetrahedron PQRS."

    def description(self, g):
        return self._setting(g)

    def _det(self, p):
        X = self._coords(p)
        u, v, w = ([Fraction(X[n][i] - X["P"][i]) for i in range(3)] for n in ("Q", "R", "S"))
        return (u[0] * (v[1] * w[2] - v[2] * w[1]) - u[1] * (v[0] * w[2] - v[2] * w[0])
                + u[2] * (v[0] * w[1] - v[1] * w[0]))

    def answer(self, p):
        return Number(float(abs(self._det(p)) / 6))

    def verify(self, g):
        # Independent: only the six squared edge lengths, in the Cayley–Menger determinant (288·V² = det).
        pts = [sp.Matrix(p) for p in g["points"]]
        d2 = [[(pts[i] - pts[j]).dot(pts[i] - pts[j]) for j in range(4)] for i in range(4)]
        cm = sp.Matrix(5, 5, lambda i, j: 0 if i == j else 1 if 0 in (i, j) else d2[i - 1][j - 1])
        vol = sp.sqrt(cm.det() / 288)
        assert vol.is_Rational, f"a lattice tetrahedron has a rational volume, not {vol}"
        return Number(float(vol))

    def scene(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        X = self._coords(g)
        s = Scene()
        corners = {}
        for i in range(8):
            corners[i] = s.point(f"_b{i}", cuboid_vertex(a, b, c, i), show_label=False, dot=False)
        s.point("O", (0, 0, 0))
        corners[0] = "O"
        for f in BOX_FACES:
            for k in range(4):
                s.segment(corners[f[k]], corners[f[(k + 1) % 4]], style="edge")
        for name, xyz in (("x", (a + 1.2, 0, 0)), ("y", (0, b + 1.2, 0)), ("z", (0, 0, c + 1.2))):
            s.point(name, xyz, dot=False)
        s.segment("_b1", "x", style="auxiliary")
        s.segment("_b3", "y", style="auxiliary")
        s.segment("_b4", "z", style="auxiliary")
        for n in NAMES:
            s.point(n, X[n])
        for tri in (("P", "Q", "R"), ("P", "Q", "S"), ("P", "R", "S"), ("Q", "R", "S")):
            s.face(list(tri), color="#fca5a5", opacity=0.3, with_edges=False)
        for u, v in combinations(NAMES, 2):
            s.segment(u, v, style="auxiliary")
        s.azimuth_range = (15.0, 75.0)      # the textbook view: x towards the viewer on the left, y to the right
        return s

    def subquestions(self, g):
        X = self._coords(g)
        det = self._det(g)
        vecs = {n: tuple(X[n][i] - X["P"][i] for i in range(3)) for n in ("Q", "R", "S")}
        return [SubQuestion(f"For the vectors PQ = {vecs['Q']}, PR = {vecs['R']} and PS = {vecs['S']}, find the absolute "
                            f"value of the triple product PQ · (PR × PS).", Number(float(abs(det))),
                            "solid_figures/angles/normal_vector_method")]

    def reasoning(self, p):
        X = self._coords(p)
        vecs = {n: tuple(X[n][i] - X["P"][i] for i in range(3)) for n in ("Q", "R", "S")}
        det = self._det(p)
        return [f"No three of the points lie on one face of the box, so no face holds a base of known area: use "
                f"vectors from P: PQ = {vecs['Q']}, PR = {vecs['R']}, PS = {vecs['S']}.",
                f"The triple product PQ · (PR × PS) = {det} is the signed volume of the parallelepiped on these edges; "
                f"the tetrahedron is 1/6 of it.",
                f"V = |{det}|/6 = {abs(det) / 6}."]
