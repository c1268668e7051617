"""Solid geometry: the dihedral angle X-PQ-Y along a space diagonal (or a face diagonal) PQ of a cube
or cuboid, between the half-planes through two other vertices, e.g. B-A₁C-D = 120° in a cube; the
angle may be obtuse (DynaSolidGeo, angle)."""
import math

import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_corner, cuboid_labels, cuboid_text, surd_text
from dynaforge.sdk.solid_angles import dihedral_by_feet, mark_lines, vec_text

SPACE = [(0, 6), (1, 7), (2, 4), (3, 5)]
FACE = [(0, 5), (1, 4), (1, 6), (2, 5), (0, 2), (1, 3), (4, 6), (5, 7), (2, 7), (3, 6), (0, 7), (3, 4)]


@seed_program(
    id="cuboid_diagonal_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (dihedral angle along a diagonal of a cube / cuboid, e.g. B-A1C-D)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class CuboidDiagonalDihedral(SeedProgram):
    levels = Levels(
        standard=dict(cube_share=0.3, edge=IntRange(2, 6), space_diagonal_share=0.7,
                      style=OneOf(("prime", "sub", "next"))),
        hard=dict(cube_share=0.1, edge=IntRange(3, 13), space_diagonal_share=0.5,
                  style=OneOf(("prime", "sub", "next"))),
        hard_means="mostly cuboids with larger, unequal edges (no friendly cube angles such as 120°) and more "
                   "face diagonals, whose half-planes are less familiar",
    )

    def sample(self, rng, space):
        for _ in attempts("a proper dihedral angle in a cuboid that is not too flat"):
            cube = rng.random() < space.cube_share
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
            if not cube and (a == b == c or max(a, b, c) > 2.5 * min(a, b, c)):
                continue
            diag = SPACE[int(rng.integers(0, 4))] if rng.random() < space.space_diagonal_share else FACE[int(rng.integers(0, 12))]
            rest = [i for i in range(8) if i not in diag]
            x, y = (int(v) for v in rng.choice(rest, size=2, replace=False))
            g = {"a": a, **({} if cube else {"b": b, "c": c}), "cube": bool(cube),
                 "pq": [int(diag[0]), int(diag[1])], "x": x, "y": y, "style": space.style.draw(rng)}
            cos = self._cos(g)
            if abs(cos) == 1:    # the two half-planes coincide or form one plane
                continue
            return g

    def _X(self, p, i):
        a = p["a"]
        return sp.Matrix(cuboid_corner(a, p.get("b", a), p.get("c", a), i))

    def _cos(self, p):
        """cos of the dihedral angle from the normals e × PX and e × PY (same orientation)."""
        P, Q = (self._X(p, i) for i in p["pq"])
        e = Q - P
        n1, n2 = e.cross(self._X(p, p["x"]) - P), e.cross(self._X(p, p["y"]) - P)
        return sp.radsimp(sp.nsimplify(n1.dot(n2) / (n1.norm() * n2.norm())))

    def _names(self, p):
        L = cuboid_labels(p["style"])
        return L, "".join(L[i] for i in p["pq"]), L[p["x"]], L[p["y"]]

    def _givens(self, p):
        L = cuboid_labels(p["style"])
        a = p["a"]
        name, givens = cuboid_text(L, a, p.get("b", a), p.get("c", a), p["cube"])
        return f"In the {name}, {givens}."

    def question(self, g):
        L, pq, x, y = self._names(g)
        return (f"{self._givens(g)} Find the dihedral angle {x}-{pq}-{y} (between the half-plane of {pq} through "
                f"{x} and the half-plane of {pq} through {y}), in degrees.")

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._cos(p)))))

    def verify(self, g):
        # Independent: float coordinates and the perpendiculars dropped from X and Y to the line PQ.
        s = self.scene(g)
        L, pq, x, y = self._names(g)
        return Number(dihedral_by_feet(s.xyz(L[g["pq"][0]]), s.xyz(L[g["pq"][1]]),
                                       s.xyz(x), s.xyz(y)))

    def scene(self, g):
        L, pq, x, y = self._names(g)
        P, Q = L[g["pq"][0]], L[g["pq"][1]]
        s = Scene()
        a = g["a"]
        s.box(L[:4], L[4:], a, g.get("b", a), g.get("c", a))
        s.face([P, Q, x], color="salmon", opacity=0.35, with_edges=False)
        s.face([P, Q, y], color="palegreen", opacity=0.35, with_edges=False)
        for u in (x, y):
            for v in (P, Q):
                if not any({u, v} == {m, n} for m, n, _ in s.segments):
                    s.segment(u, v, style="edge")
        mark_lines(s, [[P, Q]])
        return s

    def description(self, g):
        L, pq, x, y = self._names(g)
        return (f"{self._givens(g)} The top face {''.join(L[4:])} lies directly above the base {''.join(L[:4])} "
                f"({L[4]} above {L[0]}, and so on). Find the dihedral angle {x}-{pq}-{y}, in degrees.")

    def subquestions(self, g):
        L, pq, x, y = self._names(g)
        P, Q = (self._X(g, i) for i in g["pq"])
        X = self._X(g, g["x"])
        e = Q - P
        d = (e.cross(X - P)).norm() / e.norm()
        return [
            SubQuestion(f"{self._givens(g)} Find the distance from {x} to the line {pq}.", Number(float(d)),
                        "solid_figures/distances/point_to_line_in_space"),
            SubQuestion(f"{self._givens(g)} Find the cosine of the dihedral angle {x}-{pq}-{y}.",
                        Number(float(self._cos(g))), "solid_figures/angles/dihedral_plane_angle"),
        ]

    def reasoning(self, p):
        L, pq, x, y = self._names(p)
        P, Q = (self._X(p, i) for i in p["pq"])
        X, Y = self._X(p, p["x"]), self._X(p, p["y"])
        e = Q - P
        n1, n2 = e.cross(X - P), e.cross(Y - P)
        cos = self._cos(p)
        pn, qn = L[p["pq"][0]], L[p["pq"][1]]
        return [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the axes: "
            f"{pn} = {vec_text(P)}, {qn} = {vec_text(Q)}, {x} = {vec_text(X)}, {y} = {vec_text(Y)}.",
            f"With e = {pq}→ = {vec_text(e)}, the vectors n₁ = e × {pn}{x}→ = {vec_text(n1)} and n₂ = e × {pn}{y}→ = "
            f"{vec_text(n2)} are perpendicular to e and turned from the perpendiculars dropped from {x} and {y} to "
            f"{pq} by the same quarter turn, so their angle equals the plane angle of the dihedral angle.",
            f"cos θ = n₁·n₂ / (|n₁||n₂|) = {surd_text(n1.dot(n2))} / ({surd_text(n1.norm())}·{surd_text(n2.norm())})"
            f" = {surd_text(cos)} (no absolute value: the sign says whether the angle is obtuse).",
            f"θ = arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]
