"""Solid geometry: the distance between two skew lines in a cuboid (DynaSolidGeo, length/distance).

Four classic pairs: an edge and a face diagonal, an edge and a space diagonal, two face diagonals
of adjacent faces, a base diagonal and a space diagonal. The answer uses the synthetic route
(projection / parallel plane / volume method / normal vector); ``verify`` minimises the distance
between the two parametrised lines numerically.
"""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels, cuboid_text, cuboid_vertex, restyle_segment

# vertex indices: 0-3 = bottom A B C D, 4-7 = top (above 0-3)
PAIRS = {
    "edge_face_diagonal": ((0, 4), (1, 3)),        # AA1 and BD
    "edge_space_diagonal": ((0, 1), (2, 4)),       # AB and CA1
    "face_diagonals": ((4, 1), (5, 2)),            # A1B and B1C
    "base_space_diagonal": ((0, 2), (1, 7)),       # AC and BD1
}


@seed_program(
    id="cuboid_skew_lines_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/skew_lines", "plane_figures/triangles/right_triangle_altitude",
              "solid_figures/distances/point_to_plane_volume_method"],
    source="DynaSolidGeo-style (Gaokao / competition distance between skew lines)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidSkewLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(tuple(PAIRS)), cube_share=0.25, edge=IntRange(2, 9),
                      style=OneOf(("prime", "digit", "next"))),
        hard=dict(kind=OneOf(tuple(PAIRS), p=[0.1, 0.2, 0.35, 0.35]), cube_share=0.05, edge=IntRange(3, 17),
                  style=OneOf(("prime", "digit", "next"))),
        hard_means="mostly the pairs that need the volume or normal-vector method (two face diagonals, a base "
                   "diagonal and a space diagonal), in cuboids with larger unequal edges",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        cube = bool(rng.random() < space.cube_share)
        if cube:
            a = b = c = space.edge.draw(rng)
        else:
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        return {"kind": kind, "a": a, **({} if cube else {"b": b, "c": c}), "cube": cube,
                "style": space.style.draw(rng)}

    def _labels(self, p):
        return cuboid_labels(p["style"])

    def _xyz(self, p, i):
        return cuboid_vertex(p["a"], p.get("b", p["a"]), p.get("c", p["a"]), i)

    def _lines(self, p):
        L = self._labels(p)
        (i, j), (k, m) = PAIRS[p["kind"]]
        return L[i] + L[j], L[k] + L[m]

    def _solid(self, p):
        return cuboid_text(self._labels(p), p["a"], p.get("b", p["a"]), p.get("c", p["a"]), p["cube"])[0]

    def _givens(self, p):
        return cuboid_text(self._labels(p), p["a"], p.get("b", p["a"]), p.get("c", p["a"]), p["cube"])[1]

    def question(self, g):
        u, v = self._lines(g)
        return (f"In the {self._solid(g)} with {self._givens(g)}, the lines {u} and {v} are skew. "
                f"Find the distance between the lines {u} and {v}.")

    def answer(self, p):
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        kind = p["kind"]
        if kind == "edge_face_diagonal":      # altitude from A to BD in the right triangle ABD
            d = a * b / np.sqrt(a * a + b * b)
        elif kind == "edge_space_diagonal":   # AB ∥ plane A1B1CD: altitude from A to A1D in face ADD1A1
            d = b * c / np.sqrt(b * b + c * c)
        elif kind == "face_diagonals":        # A1B ∥ plane B1CD1: volume method in tetrahedron B-B1CD1
            d = a * b * c / np.sqrt(a * a * b * b + b * b * c * c + c * c * a * a)
        else:                                 # normal vector n = (bc, -ac, 2ab), AB·n = abc
            d = a * b * c / np.sqrt(b * b * c * c + a * a * c * c + 4 * a * a * b * b)
        return Number(float(d))

    def verify(self, g):
        # minimise |P(s) - Q(t)| over the two parametrised lines (linear least squares)
        (i, j), (k, m) = PAIRS[g["kind"]]
        P0, P1, Q0, Q1 = (self._xyz(g, x) for x in (i, j, k, m))
        M = np.column_stack([P1 - P0, -(Q1 - Q0)])
        st, *_ = np.linalg.lstsq(M, Q0 - P0, rcond=None)
        gap = P0 + st[0] * (P1 - P0) - (Q0 + st[1] * (Q1 - Q0))
        return Number(float(np.linalg.norm(gap)))

    def scene(self, g):
        L = self._labels(g)
        s = Scene()
        s.box(L[:4], L[4:], g["a"], g.get("b", g["a"]), g.get("c", g["a"]))
        for i, j in PAIRS[g["kind"]]:
            restyle_segment(s, L[i], L[j], "auxiliary")
        return s

    def subquestions(self, g):
        L = self._labels(g)
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        kind = g["kind"]
        if kind == "edge_face_diagonal":
            return [
                SubQuestion(f"In the rectangle {L[0]}{L[1]}{L[2]}{L[3]}, {L[0]}{L[1]} = {a} and {L[1]}{L[2]} = {b}. "
                            f"Find the diagonal {L[1]}{L[3]}.", Number(float(np.hypot(a, b))),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"In the right triangle {L[3]}{L[0]}{L[1]} with legs {a} and {b}, find the altitude "
                            f"from the right angle {L[0]} to the hypotenuse {L[1]}{L[3]}.",
                            Number(float(a * b / np.hypot(a, b))), "plane_figures/triangles/right_triangle_altitude"),
            ]
        if kind == "edge_space_diagonal":
            return [
                SubQuestion(f"In the rectangle {L[0]}{L[3]}{L[7]}{L[4]}, {L[0]}{L[3]} = {b} and {L[0]}{L[4]} = {c}. "
                            f"Find the diagonal {L[4]}{L[3]}.", Number(float(np.hypot(b, c))),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"In the right triangle {L[4]}{L[0]}{L[3]} with legs {L[0]}{L[3]} = {b} and "
                            f"{L[0]}{L[4]} = {c}, find the altitude from {L[0]} to {L[4]}{L[3]}.",
                            Number(float(b * c / np.hypot(b, c))), "plane_figures/triangles/right_triangle_altitude"),
            ]
        if kind == "face_diagonals":
            area = 0.5 * np.sqrt(a * a * b * b + b * b * c * c + c * c * a * a)
            return [
                SubQuestion(f"In the {self._solid(g)} with {self._givens(g)}, find the volume of the tetrahedron "
                            f"{L[1]}-{L[5]}{L[2]}{L[7]}.", Number(a * b * c / 6), "solid_figures/pyramids/volume"),
                SubQuestion(f"A tetrahedron {L[1]}-{L[5]}{L[2]}{L[7]} has volume {a * b * c / 6:.6g} and face "
                            f"{L[5]}{L[2]}{L[7]} has area {area:.6g}. Find the distance from {L[1]} to the plane "
                            f"{L[5]}{L[2]}{L[7]}.", Number(float(a * b * c / 2 / area)),
                            "solid_figures/distances/point_to_plane_volume_method"),
            ]
        n = np.array([b * c, -a * c, 2 * a * b], dtype=float)
        return [
            SubQuestion(f"Find the length of the vector n = ({b * c}, {-a * c}, {2 * a * b}).",
                        Number(float(np.linalg.norm(n))), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"The lines have common normal n = ({b * c}, {-a * c}, {2 * a * b}) and "
                        f"{L[0]}{L[1]} = ({a}, 0, 0) joins them. Find |{L[0]}{L[1]}·n| / |n|.",
                        Number(float(a * b * c / np.linalg.norm(n))), "solid_figures/distances/skew_lines"),
        ]

    def description(self, g):
        L = self._labels(g)
        u, v = self._lines(g)
        return (f"A {self._solid(g)} with {self._givens(g)}: the base {''.join(L[:4])} is a rectangle "
                f"(in order around it) and {''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, "
                f"{L[5]} above {L[1]}, {L[6]} above {L[2]} and {L[7]} above {L[3]}. "
                f"The segments {u} and {v} are highlighted.")

    def reasoning(self, p):
        L = self._labels(p)
        a, b, c = p["a"], p.get("b", p["a"]), p.get("c", p["a"])
        d = float(self.answer(p).value)
        u, v = self._lines(p)
        kind = p["kind"]
        if kind == "edge_face_diagonal":
            return [
                f"{u} is perpendicular to the base {''.join(L[:4])}, and {v} lies in the base.",
                f"So the common perpendicular is the perpendicular from {L[0]} to {v} inside the base.",
                f"In right triangle {L[3]}{L[0]}{L[1]}: {v} = √({a}² + {b}²) = √{a * a + b * b}.",
                f"Distance = {a}·{b}/√{a * a + b * b} ≈ {d:.4f}.",
            ]
        if kind == "edge_space_diagonal":
            return [
                f"{u} ∥ {L[3]}{L[2]}, and {L[3]}{L[2]} lies in the plane {L[4]}{L[5]}{L[2]}{L[3]}, which contains {v}; "
                f"so {u} ∥ plane {L[4]}{L[5]}{L[2]}{L[3]}.",
                f"The distance equals the distance from {L[0]} to that plane; {L[0]}{L[1]} ⊥ face "
                f"{L[0]}{L[3]}{L[7]}{L[4]}, so the plane is perpendicular to that face along {L[4]}{L[3]}.",
                f"It is the altitude from {L[0]} to {L[4]}{L[3]} in right triangle {L[4]}{L[0]}{L[3]}: "
                f"{b}·{c}/√({b}² + {c}²).",
                f"Distance = {b * c}/√{b * b + c * c} ≈ {d:.4f}.",
            ]
        if kind == "face_diagonals":
            sq = a * a * b * b + b * b * c * c + c * c * a * a
            return [
                f"{u} ∥ {L[7]}{L[2]} (opposite faces), so {u} ∥ plane {L[5]}{L[2]}{L[7]}, which contains {v}.",
                f"The distance equals the distance from {L[1]} to plane {L[5]}{L[2]}{L[7]}.",
                f"Volume of {L[1]}-{L[5]}{L[2]}{L[7]}: ⅓·(½·{b}·{c})·{a} = {a * b * c / 6:.4g}; triangle "
                f"{L[5]}{L[2]}{L[7]} has area ½·√{sq} ≈ {0.5 * np.sqrt(sq):.4f}.",
                f"Distance = 3V/S = {a * b * c}/√{sq} ≈ {d:.4f}.",
            ]
        sq = b * b * c * c + a * a * c * c + 4 * a * a * b * b
        return [
            f"Coordinates: {L[0]} = (0,0,0), {L[1]} = ({a},0,0), {L[2]} = ({a},{b},0), {L[7]} = (0,{b},{c}).",
            f"Directions: {u} = ({a},{b},0), {v} = ({-a},{b},{c}); a common normal is their cross product "
            f"n = ({b * c}, {-a * c}, {2 * a * b}).",
            f"{L[0]}{L[1]} = ({a},0,0) joins the lines, and |{L[0]}{L[1]}·n| = {a * b * c}.",
            f"Distance = {a * b * c}/|n| = {a * b * c}/√{sq} ≈ {d:.4f}.",
        ]
