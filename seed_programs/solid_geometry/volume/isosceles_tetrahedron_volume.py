"""Solid geometry (volume, competition): a tetrahedron whose opposite edges are equal in pairs
(an isosceles tetrahedron); its volume comes from completing it to a cuboid (DynaSolidGeo, volume)."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program

LABELS = (["A", "B", "C", "D"], ["P", "Q", "R", "S"], ["A", "B", "C", "P"], ["K", "L", "M", "N"])


def _root(m):
    r = math.isqrt(m)
    return str(r) if r * r == m else f"√{m}"


@seed_program(
    id="isosceles_tetrahedron_volume", topic="solid_geometry", category="volume",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/tetrahedra/box_embedding", "solid_figures/cuboids/volume",
              "solid_figures/tetrahedra/trirectangular_corner"],
    source="DynaSolidGeo-style (volume: competition, isosceles tetrahedron)",
    variations=["numeric_values", "point_labels", "camera"],
)
class IsoscelesTetrahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(box_edge=IntRange(1, 6), labels=IntRange(0, len(LABELS) - 1)),
        hard=dict(box_edge=IntRange(4, 15), labels=IntRange(0, len(LABELS) - 1)),
        hard_means="larger hidden box edges: bigger radicands (up to √450) to untangle into a² + b², a² + c², b² + c²",
    )

    def sample(self, rng, space):
        """Givens: the squared lengths of the three pairs of opposite edges (stated as roots) and the labels;
        hidden: the edges x, y, z of the cuboid the tetrahedron completes to."""
        for _ in attempts("three distinct box edges within a factor 3 of each other"):
            x, y, z = (int(v) for v in space.box_edge.draw(rng, size=3))
            if len({x, y, z}) == 3 and max(x, y, z) <= 3 * min(x, y, z):
                break
        g = {"ab_cd_sq": x * x + y * y, "ac_bd_sq": x * x + z * z, "ad_bc_sq": y * y + z * z,
             "labels": list(LABELS[space.labels.draw(rng)])}
        return g, {"x": x, "y": y, "z": z}

    def _squares(self, g):
        """Squared lengths of the three pairs of opposite edges: (AB, CD), (AC, BD), (AD, BC)."""
        return g["ab_cd_sq"], g["ac_bd_sq"], g["ad_bc_sq"]

    def _edges_text(self, p):
        A, B, C, D = p["labels"]
        s1, s2, s3 = self._squares(p)
        return (f"{A}{B} = {C}{D} = {_root(s1)}, {A}{C} = {B}{D} = {_root(s2)} and "
                f"{A}{D} = {B}{C} = {_root(s3)}")

    def question(self, g):
        p = g
        A, B, C, D = p["labels"]
        return (f"In the tetrahedron {A}{B}{C}{D} shown, opposite edges are equal: {self._edges_text(p)}. "
                f"Find the volume of the tetrahedron.")

    def answer(self, p):
        return Number(p["x"] * p["y"] * p["z"] / 3)

    def verify(self, g):
        p = g
        # Independent: Cayley-Menger determinant from the six squared edge lengths only
        s1, s2, s3 = self._squares(p)
        d = {(0, 1): s1, (2, 3): s1, (0, 2): s2, (1, 3): s2, (0, 3): s3, (1, 2): s3}
        cm = np.ones((5, 5))
        cm[0, 0] = 0
        for i in range(4):
            for j in range(4):
                cm[i + 1, j + 1] = 0 if i == j else d[(min(i, j), max(i, j))]
        return Number(math.sqrt(np.linalg.det(cm) / 288))

    def _coords(self, p):
        """Vertices placed with face ABC on the ground (built from the edge lengths alone)."""
        s1, s2, s3 = self._squares(p)
        ab = math.sqrt(s1)
        A = np.zeros(3)
        B = np.array([ab, 0.0, 0.0])
        cx = (s1 + s2 - s3) / (2 * ab)
        C = np.array([cx, math.sqrt(s2 - cx * cx), 0.0])
        # D: |DA|² = s3, |DB|² = s2, |DC|² = s1
        dx = (s3 - s2 + s1) / (2 * ab)
        dy = (s3 - s1 + (dx - C[0]) ** 2 - dx * dx + C[1] ** 2) / (2 * C[1])
        dz = math.sqrt(max(s3 - dx * dx - dy * dy, 0.0))
        return A, B, C, np.array([dx, dy, dz])

    def scene(self, g):
        p = g
        s = Scene()
        pts = self._coords(p)
        centre = sum(pts) / 4
        for label, xyz in zip(p["labels"], pts):
            s.point(label, xyz - np.array([centre[0], centre[1], 0.0]))
        A, B, C, D = p["labels"]
        for f in ([A, B, C], [A, B, D], [A, C, D], [B, C, D]):
            s.face(f)
        return s

    def subquestions(self, g):
        p = g
        s1, s2, s3 = self._squares(p)
        x, y, z = (math.isqrt((u + v - w) // 2) for u, v, w in ((s1, s2, s3), (s1, s3, s2), (s2, s3, s1)))
        return [
            SubQuestion(f"A cuboid has face diagonals {_root(s1)}, {_root(s2)} and {_root(s3)} on its three "
                        f"different faces. Find its volume.", Number(x * y * z), "solid_figures/cuboids/volume"),
            SubQuestion(f"A corner of a cuboid with edges {x}, {y}, {z} at that corner is cut off by the plane "
                        f"through the three neighbouring vertices. Find the volume of the cut-off tetrahedron.",
                        Number(x * y * z / 6), "solid_figures/tetrahedra/trirectangular_corner"),
            SubQuestion(f"A cuboid of volume {x * y * z} has four of its corners cut off, each a tetrahedron of "
                        f"volume {x * y * z / 6:g}. Find the volume of what remains.",
                        Number(x * y * z / 3), "solid_figures/tetrahedra/box_embedding"),
        ]

    def description(self, g):
        p = g
        A, B, C, D = p["labels"]
        return (f"A tetrahedron {A}{B}{C}{D} stands on face {A}{B}{C} with apex {D}; its opposite edges are "
                f"equal in pairs: {self._edges_text(p)}.")

    def reasoning(self, p):
        x, y, z = p["x"], p["y"], p["z"]
        s1, s2, s3 = self._squares(p)
        A, B, C, D = p["labels"]
        return [
            f"Because opposite edges are equal, {A}{B}{C}{D} can be inscribed in a cuboid with edges a, b, c so that "
            f"its six edges are face diagonals of the cuboid.",
            f"Then a² + b² = {s1}, a² + c² = {s2}, b² + c² = {s3}; adding, a² + b² + c² = {(s1 + s2 + s3) // 2}, "
            f"so a² = {x * x}, b² = {y * y}, c² = {z * z}, i.e. a = {x}, b = {y}, c = {z}.",
            f"The cuboid has volume {x}·{y}·{z} = {x * y * z}.",
            f"The tetrahedron is the cuboid minus four corner tetrahedra, each of volume {x}·{y}·{z}/6 = "
            f"{x * y * z / 6:.6g}.",
            f"V = {x * y * z} − 4·{x * y * z / 6:.6g} = {x * y * z}/3 ≈ {x * y * z / 3:.6g}.",
        ]
