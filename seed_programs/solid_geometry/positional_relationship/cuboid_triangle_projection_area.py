"""Solid geometry: a triangle PQR whose corners are vertices of a cube or cuboid or points on its edges is
projected orthogonally onto the plane of one face; find the area of the projection (DynaSolidGeo,
positional relationship: the orthogonal projection of a point is the foot of its perpendicular).
``answer`` drops every corner to its foot on the face (exact fractions) and uses the shoelace formula;
``verify`` uses the projection-area theorem S' = S·cos φ with S from the three side lengths (sympy) and
φ, the angle between the planes, from normal vectors (numpy)."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, solid_vertex_labels, surd_text
from dynaforge.sdk.solid_position import BOX_FACES, box_corner_frac, edge_point_text, frac_lerp, frac_text

AXIS = {0: 2, 1: 2, 2: 1, 3: 0, 4: 1, 5: 0}   # the coordinate a face's plane fixes (see BOX_FACES)


@seed_program(
    id="cuboid_triangle_projection_area", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion", "solid_figures/angles/dihedral_plane_angle",
              "space_vectors/cross_product_area"],
    source="DynaSolidGeo-style (positional relationship: orthogonal projection of a triangle onto a face)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidTriangleProjectionArea(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 7), cube_share=0.5, on_edge=IntRange(1, 2)),
        hard=dict(edge=IntRange(3, 12), cube_share=0.2, on_edge=IntRange(2, 3)),
        hard_means="mostly cuboids with longer edges and two or three corners inside edges at general distances, "
                   "so more feet must be located and the projected triangle is rarely a half-face",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge), the label style, the three corners ([from, to, d]:
        d = 0 is the vertex itself, else the point at distance d from the first end) and the face index."""
        for _ in attempts("a proper triangle whose projection onto the face is not flat nor the whole triangle"):
            a = space.edge.draw(rng)
            dims = [a] if rng.random() < space.cube_share else \
                [a] + [int(v) for v in rng.choice([x for x in space.edge.values if x != a], size=2)]
            g = {"dims": dims, "style": str(rng.choice(["prime", "sub", "next"]))}
            k = space.on_edge.draw(rng)
            pts = []
            for idx, e in enumerate(rng.choice(12, size=3, replace=False)):
                i, j = CUBOID_EDGES[int(e)]
                if rng.random() < 0.5:
                    i, j = j, i
                length = self._len(g, i, j)
                d = int(rng.integers(1, length)) if (idx < k and length > 1) else 0
                pts.append([int(i), int(j), d])
            g["points"] = pts
            g["face"] = int(rng.integers(0, 6))
            X = [self._exact(g, t) for t in range(3)]
            if len(set(X)) < 3:
                continue
            full, proj = self._areas_exact(g)
            if proj == 0 or full is None or proj * proj == full:   # flat projection, or PQR lies parallel to the face
                continue
            return g

    # -- labels and exact points --------------------------------------------------------------------------
    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom + top

    def _dims(self, g):
        d = g["dims"]
        return (d[0], d[0], d[0]) if len(d) == 1 else tuple(d)

    def _len(self, g, i, j):
        a, b, c = self._dims(g)
        return max(abs(u - v) for u, v in zip(box_corner_frac(a, b, c, i), box_corner_frac(a, b, c, j)))

    def _exact(self, g, t):
        a, b, c = self._dims(g)
        i, j, d = g["points"][t]
        return frac_lerp(box_corner_frac(a, b, c, i), box_corner_frac(a, b, c, j), Fraction(d) / self._len(g, i, j))

    def _names(self, g):
        L, free = self._labels(g), iter("PQR")
        return [L[i] if d == 0 else next(free) for i, j, d in g["points"]]

    def _face_name(self, g):
        L = self._labels(g)
        return "".join(L[i] for i in BOX_FACES[g["face"]])

    def _lead(self, g):
        L = self._labels(g)
        name = f"{''.join(L[:4])}-{''.join(L[4:])}"
        if len(g["dims"]) == 1:
            solid = f"the cube {name} with edge length {g['dims'][0]}"
        else:
            a, b, c = g["dims"]
            solid = f"the cuboid {name} with {L[0]}{L[1]} = {a}, {L[1]}{L[2]} = {b} and {L[0]}{L[4]} = {c}"
        parts = [edge_point_text(n, L[i], L[j], d, self._len(g, i, j))
                 for n, (i, j, d) in zip(self._names(g), g["points"]) if d]
        return f"In {solid}" + (", " + "; ".join(parts) if parts else "") + "."

    def _tri(self, g):
        return "".join(self._names(g))

    def question(self, g):
        return (f"{self._lead(g)} Find the area of the orthogonal projection of triangle {self._tri(g)} onto the "
                f"plane {self._face_name(g)} (exact value, or rounded to two decimal places).")

    # -- answer: the feet on the face, then the shoelace formula --------------------------------------------
    def _areas_exact(self, g):
        """(squared area of PQR or None when degenerate, area of its projection) - exact Fractions."""
        X = [self._exact(g, t) for t in range(3)]
        u = [x - y for x, y in zip(X[1], X[0])]
        v = [x - y for x, y in zip(X[2], X[0])]
        cr = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
        full2 = sum(c * c for c in cr) / 4
        keep = [k for k in range(3) if k != AXIS[g["face"]]]
        feet = [(x[keep[0]], x[keep[1]]) for x in X]                 # the feet of the perpendiculars
        shoe = sum(feet[i][0] * feet[(i + 1) % 3][1] - feet[(i + 1) % 3][0] * feet[i][1] for i in range(3))
        return (full2 if full2 else None), abs(shoe) / 2

    def answer(self, p):
        return Number(float(self._areas_exact(p)[1]))

    # -- verify: S' = S·cos φ -------------------------------------------------------------------------------
    def verify(self, g):
        d = g["dims"]
        a, b, c = (d[0], d[0], d[0]) if len(d) == 1 else d
        corner = [np.array([x, y, z], dtype=float) for z in (0, c) for x, y in ((0, 0), (a, 0), (a, b), (0, b))]
        X = []
        for i, j, dist in g["points"]:
            w = corner[j] - corner[i]
            X.append(corner[i] + dist * w / np.linalg.norm(w))
        # S from the squared side lengths (exact): 16 S² = 4 p q − (p + q − r)²
        sq = [sp.nsimplify(round(float((X[(k + 1) % 3] - X[k]) @ (X[(k + 1) % 3] - X[k])), 9)) for k in range(3)]
        S = sp.sqrt(4 * sq[0] * sq[1] - (sq[0] + sq[1] - sq[2]) ** 2) / 4
        f = [corner[k] for k in (0, 1, 2, 3, 4, 5, 6, 7)]
        face = {0: (0, 1, 3), 1: (4, 5, 7), 2: (0, 1, 4), 3: (1, 2, 5), 4: (3, 2, 7), 5: (0, 3, 4)}[g["face"]]
        n_face = np.cross(f[face[1]] - f[face[0]], f[face[2]] - f[face[0]])
        n_tri = np.cross(X[1] - X[0], X[2] - X[0])
        cos = abs(n_face @ n_tri) / (np.linalg.norm(n_face) * np.linalg.norm(n_tri))
        return Number(float(S) * cos)

    # -- views ------------------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._labels(g)
        a, b, c = self._dims(g)
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        names = self._names(g)
        for n, (i, j, d) in zip(names, g["points"]):
            if d:
                s.point(n, s.along(L[i], L[j], d / float(self._len(g, i, j))))
        s.face([L[i] for i in BOX_FACES[g["face"]]], color="gold", opacity=0.3, with_edges=False)
        s.face(names, color="salmon", opacity=0.4, with_edges=False)
        for u, v in ((0, 1), (1, 2), (2, 0)):
            if not any({names[u], names[v]} == {x, y} for x, y, _ in s.segments):
                s.segment(names[u], names[v], style="auxiliary")
        return s

    def description(self, g):
        L = self._labels(g)
        return (f"{self._lead(g)} The figure shows the solid with bottom face {''.join(L[:4])} (counter-clockwise) and "
                f"top face {''.join(L[4:])} above it ({L[4]} above {L[0]}, and so on), the triangle {self._tri(g)} "
                f"shaded red and the face {self._face_name(g)} shaded yellow.")

    def subquestions(self, g):
        full2, proj = self._areas_exact(g)
        full = sp.sqrt(sp.Rational(full2.numerator, full2.denominator))
        return [
            SubQuestion(f"{self._lead(g)} Find the area of triangle {self._tri(g)} (exact value, or rounded to two "
                        f"decimal places).", Number(float(full)), "space_vectors/cross_product_area"),
            SubQuestion(f"{self._lead(g)} Find the cosine of the angle between the plane {self._tri(g)} and the plane "
                        f"{self._face_name(g)} (exact value, or rounded to three decimal places).",
                        Number(float(sp.Rational(proj.numerator, proj.denominator) / full)),
                        "solid_figures/angles/dihedral_plane_angle"),
        ]

    def reasoning(self, p):
        L = self._labels(p)
        names = self._names(p)
        X = [self._exact(p, t) for t in range(3)]
        keep = [k for k in range(3) if k != AXIS[p["face"]]]
        vt = lambda v: "(" + ", ".join(frac_text(c) for c in v) + ")"
        full2, proj = self._areas_exact(p)
        axis = "xyz"[AXIS[p["face"]]]
        return [
            f"Coordinates: {L[0]} at the origin, {L[0]}{L[1]} along x, {L[0]}{L[3]} along y, {L[0]}{L[4]} along z; "
            + ", ".join(f"{n} = {vt(x)}" for n, x in zip(names, X)) + ".",
            f"The plane {self._face_name(p)} is perpendicular to the {axis} axis, so the foot of the perpendicular "
            f"from a point to it keeps the other two coordinates: the projected corners are "
            + ", ".join(f"({frac_text(x[keep[0]])}, {frac_text(x[keep[1]])})" for x in X) + " in that face.",
            f"Shoelace formula: the projected triangle has area {frac_text(proj)}.",
            f"Check: triangle {self._tri(p)} has area S = {surd_text(sp.sqrt(sp.Rational(full2.numerator, full2.denominator)))}, and S·cos φ (φ the angle between the "
            f"two planes) gives the same {frac_text(proj)} ≈ {float(proj):.4f}.",
        ]
