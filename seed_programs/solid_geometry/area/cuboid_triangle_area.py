"""Solid geometry: exact area of a triangle whose vertices are vertices or edge midpoints of a
cuboid (DynaSolidGeo, area; free-form answer). ``answer`` uses Pythagoras for the three sides and
Heron's formula; ``verify`` uses the cross product of coordinate vectors."""
import re

import numpy as np
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_vertex, solid_vertex_labels

# cube edges as pairs of vertex indices (0-3 bottom counter-clockwise, 4-7 above them)
MID_NAMES = ("M", "N")


def _pretty(expr) -> str:
    """sympy text made readable: 3*sqrt(5)/2 -> 3·√5/2."""
    return re.sub(r"sqrt\((\d+)\)", r"√\1", str(expr)).replace("*", "·")


@seed_program(
    id="cuboid_triangle_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/cuboids/space_diagonal", "plane_figures/triangles/heron_formula",
              "space_vectors/cross_product_area"],
    source="DynaSolidGeo-style (area of a triangle in a cuboid, exact answer)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidTriangleArea(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), midpoints=OneOf((0, 1, 1, 2)), style=OneOf(("prime", "digit", "next"))),
        hard=dict(edge=IntRange(5, 19), midpoints=OneOf((1, 2, 2, 2)), style=OneOf(("prime", "digit", "next"))),
        hard_means="longer edges and mostly two edge midpoints among the vertices (half-integer coordinates, "
                   "larger radicands to simplify)",
    )

    def sample(self, rng, space):
        """Givens: the cuboid's edges, the triangle's cuboid vertices and edge midpoints (indices), the label style."""
        a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        n_mid = space.midpoints.draw(rng)
        for _ in attempts("a triangle that is not degenerate and not inside one face"):
            mids = [int(e) for e in rng.choice(len(CUBOID_EDGES), size=n_mid, replace=False)]
            verts = [int(v) for v in rng.choice(8, size=3 - n_mid, replace=False)]
            pts = [cuboid_vertex(a, b, c, v) for v in verts] + \
                  [(cuboid_vertex(a, b, c, CUBOID_EDGES[e][0]) + cuboid_vertex(a, b, c, CUBOID_EDGES[e][1])) / 2
                   for e in mids]
            if np.linalg.norm(np.cross(pts[1] - pts[0], pts[2] - pts[0])) < 1e-9:
                continue  # collinear
            box = np.array([a, b, c], float)
            if any(all(abs(q[ax]) < 1e-9 for q in pts) or all(abs(q[ax] - box[ax]) < 1e-9 for q in pts)
                   for ax in range(3)):
                continue  # all on one face: too easy
            break
        return {"a": a, "b": b, "c": c, "verts": verts, "mids": mids, "style": space.style.draw(rng)}

    # -- helpers ----------------------------------------------------------------------------------
    def _labels(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        return bottom + top

    def _points(self, p):
        """[(label, exact coordinates)] of the triangle's vertices, vertices of the cuboid first."""
        L = self._labels(p)
        a, b, c = p["a"], p["b"], p["c"]
        out = [(L[v], tuple(sp.Integer(t) for t in cuboid_corner(a, b, c, v))) for v in sorted(p["verts"])]
        for name, e in zip(MID_NAMES, p["mids"]):
            P, Q = cuboid_corner(a, b, c, CUBOID_EDGES[e][0]), cuboid_corner(a, b, c, CUBOID_EDGES[e][1])
            out.append((name, tuple(sp.Rational(s + t, 2) for s, t in zip(P, Q))))
        return out

    def _edge_name(self, p, e):
        L = self._labels(p)
        i, j = sorted(CUBOID_EDGES[e])
        return L[i] + L[j]

    def _mid_text(self, p):
        parts = [f"{name} is the midpoint of {self._edge_name(p, e)}" for name, e in zip(MID_NAMES, p["mids"])]
        return (" and ".join(parts) + ". ") if parts else ""

    def _triangle(self, p):
        return "".join(name for name, _ in self._points(p))

    def _cuboid(self, p):
        L = self._labels(p)
        return (f"cuboid {''.join(L[:4])}-{''.join(L[4:])} with {L[0]}{L[1]} = {p['a']}, {L[1]}{L[2]} = {p['b']} "
                f"and {L[0]}{L[4]} = {p['c']}")

    def _sides_sq(self, p):
        """Squared side lengths by Pythagoras: (XY², YZ², ZX²)."""
        pts = [xyz for _, xyz in self._points(p)]
        return [sum((s - t) ** 2 for s, t in zip(pts[i], pts[(i + 1) % 3])) for i in range(3)]

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        p = g
        return (f"Consider the {self._cuboid(p)}. {self._mid_text(p)}Find the area of triangle {self._triangle(p)}. "
                f"Give the exact value (radicals allowed).")

    def answer(self, p):
        x, y, z = self._sides_sq(p)
        area = sp.sqrt(4 * x * y - (x + y - z) ** 2) / 4   # Heron: 16·S² = 4x²y² − (x² + y² − z²)²
        return Expression(str(sp.simplify(area)))

    def verify(self, g):
        # Independent: exact coordinates of the stated vertices / midpoints, area = |cross product| / 2.
        a, b, c = g["a"], g["b"], g["c"]
        corner = lambda v: sp.Matrix([sp.Integer(t) for t in cuboid_corner(a, b, c, v)])
        pts = [corner(v) for v in g["verts"]] + [(corner(CUBOID_EDGES[e][0]) + corner(CUBOID_EDGES[e][1])) / 2
                                                 for e in g["mids"]]
        P, Q, R = pts
        cross = (Q - P).cross(R - P)
        return Expression(str(sp.simplify(sp.sqrt(cross.dot(cross)) / 2)))

    def scene(self, g):
        p = g
        L = self._labels(p)
        s = Scene()
        s.box(L[:4], L[4:], p["a"], p["b"], p["c"])
        pts = self._points(p)
        for name, xyz in pts[len(p["verts"]):]:
            s.point(name, [float(t) for t in xyz])
        names = [name for name, _ in pts]
        s.face(names, color="#fca5a5", opacity=0.5, with_edges=False)
        for i in range(3):
            u, v = names[i], names[(i + 1) % 3]
            if not any({u, v} == {x, y} for x, y, _ in s.segments):
                s.segment(u, v, style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------
    def subquestions(self, g):
        p = g
        names = [name for name, _ in self._points(p)]
        sq = self._sides_sq(p)
        X, Y, Z = names
        lengths = ", ".join(f"{names[i]}{names[(i + 1) % 3]}² = {sq[i]}" for i in range(3))
        x, y, z = sq
        return [
            SubQuestion(f"Consider the {self._cuboid(p)}. {self._mid_text(p)}Find the length {X}{Y}.",
                        Number(float(sp.sqrt(sq[0]))), "solid_figures/cuboids/space_diagonal"),
            SubQuestion(f"Consider the {self._cuboid(p)}. {self._mid_text(p)}Find the length {Y}{Z}.",
                        Number(float(sp.sqrt(sq[1]))), "solid_figures/cuboids/space_diagonal"),
            SubQuestion(f"A triangle {X}{Y}{Z} has squared side lengths {lengths}. Find its area.",
                        Number(float(sp.sqrt(4 * x * y - (x + y - z) ** 2) / 4)), "plane_figures/triangles/heron_formula"),
        ]

    def description(self, g):
        p = g
        L = self._labels(p)
        return (f"A {self._cuboid(p)}: the base {''.join(L[:4])} is a rectangle (in order around it) and "
                f"{''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above "
                f"{L[2]} and {L[7]} above {L[3]}. {self._mid_text(p)}Triangle {self._triangle(p)} is shaded.")

    def reasoning(self, p):
        pts = self._points(p)
        names = [n for n, _ in pts]
        sq = self._sides_sq(p)
        x, y, z = sq
        sixteen = 4 * x * y - (x + y - z) ** 2
        L = self._labels(p)
        coords = ", ".join(f"{n} = ({', '.join(str(t) for t in xyz)})" for n, xyz in pts)
        steps = [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the axes: {coords}.",
            "By the Pythagorean theorem in space: " + ", ".join(
                f"{names[i]}{names[(i + 1) % 3]}² = {sq[i]}" for i in range(3)) + ".",
            f"Heron's formula with squared sides: 16·S² = 4·{x}·{y} − ({x} + {y} − {z})² = {sixteen}.",
            f"S = √{sixteen}/4 = {_pretty(sp.sqrt(sixteen) / 4)} ≈ {float(sp.sqrt(sixteen) / 4):.4f}.",
        ]
        return steps
