"""Solid geometry (counting): of the segments joining two vertices of a convex solid that is not a prism -
a regular antiprism, a double pyramid (two regular pyramids base to base), a regular prism with a regular
pyramid on top, a regular octahedron - how many run through the inside of the solid, and how many lie on
its surface without being edges (diagonals of its faces)? A segment between two vertices is an edge, a
diagonal of a face, or runs inside; count all pairs C(V, 2) and take away the edges and the face
diagonals (DynaSolidGeo counting)."""
import math
from math import comb

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_counting_folding import regular_ngon_xyz

POLY = {3: "triangular", 4: "square", 5: "pentagonal", 6: "hexagonal", 7: "heptagonal", 8: "octagonal",
        9: "nonagonal", 10: "decagonal", 11: "11-gonal", 12: "dodecagonal"}
KINDS = ("antiprism", "bipyramid", "prism_pyramid", "prism_two_pyramids", "octahedron")
ASKS = {"inside": "run through the inside of the solid (apart from their two ends they do not touch its surface)",
        "face": "lie on the surface of the solid without being edges (they are diagonals of its faces)"}


@seed_program(
    id="solid_vertex_segments_inside_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/prisms/diagonals", "combinatorics/counting/pairs",
              "solid_figures/polyhedra/euler_formula"],
    source="DynaSolidGeo-style (counting: segments between vertices of a solid, inside or on its faces)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class SolidVertexSegmentsInsideCount(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=(0.25, 0.2, 0.25, 0.25, 0.05)), n=IntRange(4, 9), edge=IntRange(2, 6),
                      ask=OneOf(tuple(ASKS), p=(0.7, 0.3))),
        hard=dict(kind=OneOf(KINDS, p=(0.3, 0.15, 0.25, 0.27, 0.03)), n=IntRange(6, 12), edge=IntRange(2, 6),
                  ask=OneOf(tuple(ASKS), p=(0.6, 0.4))),
        hard_means="solids over 6- to 12-gons (up to 26 vertices and 325 pairs), where the diagonals of the "
                   "n-gon faces must be counted and taken away, not listed",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        g = {"kind": kind, "ask": space.ask.draw(rng), "s": int(space.edge.draw(rng))}
        if kind != "octahedron":
            g["n"] = int(space.n.draw(rng))
        if kind in ("bipyramid", "prism_pyramid", "prism_two_pyramids"):
            r = g["s"] / (2 * math.sin(math.pi / g["n"]))     # lateral edges longer than the circumradius
            g["l"] = int(math.ceil(r + 0.3)) + int(rng.integers(1, 3))
        if kind == "bipyramid" and g["ask"] == "face":
            g["ask"] = "inside"            # a double pyramid has only triangular faces: no face diagonals
        if kind == "octahedron":
            g["ask"] = "inside"
        return g

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _solid(g):
        k = g["kind"]
        if k == "octahedron":
            return f"a regular octahedron with edge {g['s']}"
        n = POLY[g["n"]]
        all_edges = f"all of whose edges have length {g['s']}"
        if k == "antiprism":
            return (f"a regular {n} antiprism {all_edges}: two parallel regular {g['n']}-gons, the top one turned by "
                    f"half a step, joined by a band of {2 * g['n']} equilateral triangles")
        if k == "bipyramid":
            return (f"a double pyramid: two regular {n} pyramids with base edge {g['s']} and lateral edges {g['l']} "
                    "glued base to base (the common base is not a face of the solid)")
        prism = f"a regular {n} prism all of whose edges have length {g['s']}"
        pyr = f"regular {n} pyramid{{}} with base edge {g['s']} and lateral edges {g['l']}"
        if k == "prism_two_pyramids":
            return (f"{prism}, with a {pyr.format('')} glued on each of its two bases (the bases are covered, so "
                    "they are not faces of the solid)")
        return (f"{prism}, with a {pyr.format('')} glued on its top base (the pyramid's base coincides with the "
                "prism's top base, which is not a face of the solid)")

    def question(self, g):
        return (f"The figure shows {self._solid(g)}. How many of the segments joining two of its vertices "
                f"{ASKS[g['ask']]}?")

    def description(self, g):
        return self.question(g)

    # -- answer: all pairs minus edges minus face diagonals ----------------------------------------
    @staticmethod
    def _census(p):
        """(V, E, face diagonals) from the faces: an m-gon face has m(m − 3)/2 diagonals."""
        k = p["kind"]
        if k == "octahedron":
            return 6, 12, 0
        n = p["n"]
        ngon = n * (n - 3) // 2
        if k == "antiprism":      # 2 n-gons + 2n triangles
            return 2 * n, 4 * n, 2 * ngon
        if k == "bipyramid":      # 2n triangles
            return n + 2, 3 * n, 0
        if k == "prism_two_pyramids":   # n rectangles (2 diagonals each) and 2n triangles
            return 2 * n + 2, 5 * n, 2 * n
        return 2 * n + 1, 4 * n, ngon + 2 * n   # bottom n-gon, n rectangles (2 each), n triangles

    def _value(self, p):
        V, E, D = self._census(p)
        return comb(V, 2) - E - D if p["ask"] == "inside" else D

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: the solid in coordinates, every pair of vertices tested against the face planes ----
    @staticmethod
    def _vertices(g):
        k = g["kind"]
        s = float(g["s"])
        if k == "octahedron":
            q = s / math.sqrt(2)
            return [np.array(v, dtype=float) for v in ((q, 0, 0), (0, q, 0), (-q, 0, 0), (0, -q, 0), (0, 0, q),
                                                        (0, 0, -q))]
        n = g["n"]
        r = s / (2 * math.sin(math.pi / n))
        bottom = regular_ngon_xyz(n, s)
        if k == "antiprism":      # lateral triangles equilateral: height from the slanted side s
            h = math.sqrt(s * s - (2 * r * math.sin(math.pi / (2 * n))) ** 2)
            return bottom + regular_ngon_xyz(n, s, z=h, phase_deg=-90.0 + 180.0 / n)
        ph = math.sqrt(g["l"] ** 2 - r * r)          # a pyramid's apex above its base centre
        if k == "bipyramid":
            return bottom + [np.array([0, 0, ph]), np.array([0, 0, -ph])]
        top = regular_ngon_xyz(n, s, z=s)
        out = bottom + top + [np.array([0, 0, s + ph])]
        return out + ([np.array([0, 0, -ph])] if k == "prism_two_pyramids" else [])

    def verify(self, g):
        from scipy.spatial import ConvexHull

        pts = np.array(self._vertices(g))
        planes = []
        for eq in ConvexHull(pts).equations:
            eq = eq / np.linalg.norm(eq[:3])
            if not any(np.allclose(eq, q, atol=1e-7) for q in planes):
                planes.append(eq)
        on = [np.abs(pts @ q[:3] + q[3]) < 1e-7 for q in planes]
        inside = face = 0
        for i in range(len(pts)):
            for j in range(i + 1, len(pts)):
                common = sum(1 for o in on if o[i] and o[j])   # face planes through both ends
                if common == 0:
                    mid = (pts[i] + pts[j]) / 2                 # convex solid: the segment runs inside
                    assert all(mid @ q[:3] + q[3] < -1e-9 for q in planes)
                    inside += 1
                elif common == 1:
                    face += 1                                   # on one face only: a diagonal of that face
        return Number(inside if g["ask"] == "inside" else face)

    def scene(self, g):
        pts = self._vertices(g)
        from scipy.spatial import ConvexHull

        arr = np.array(pts)
        s = Scene()
        for i, v in enumerate(pts):
            s.point(f"_v{i}", v, show_label=False)
        # the faces: vertices on each hull plane, in order around the face
        seen = []
        for eq in ConvexHull(arr).equations:
            eq = eq / np.linalg.norm(eq[:3])
            if any(np.allclose(eq, q, atol=1e-7) for q in seen):
                continue
            seen.append(eq)
            idx = [i for i in range(len(pts)) if abs(arr[i] @ eq[:3] + eq[3]) < 1e-7]
            c = arr[idx].mean(axis=0)
            u = arr[idx[0]] - c
            u /= np.linalg.norm(u)
            w = np.cross(eq[:3], u)
            idx.sort(key=lambda i: math.atan2((arr[i] - c) @ w, (arr[i] - c) @ u))
            s.face([f"_v{i}" for i in idx], color="lightsteelblue", opacity=0.3)
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        V, E, D = self._census(g)
        return [
            SubQuestion(f"The figure shows {self._solid(g)}. How many vertices does it have?", Number(V),
                        "solid_figures/polyhedra/euler_formula"),
            SubQuestion(f"The figure shows {self._solid(g)}. How many edges does it have?", Number(E),
                        "solid_figures/polyhedra/euler_formula"),
            SubQuestion(f"A solid has {V} vertices. How many segments join two of them?", Number(comb(V, 2)),
                        "combinatorics/counting/pairs"),
        ]

    def reasoning(self, p):
        V, E, D = self._census(p)
        k = p["kind"]
        faces = {"octahedron": "8 triangles (no diagonals)",
                 "antiprism": "2 n-gons with n(n − 3)/2 diagonals each and 2n triangles (none)",
                 "bipyramid": "2n triangles (no diagonals)",
                 "prism_two_pyramids": "n rectangles (2 diagonals each) and 2n triangles (none)",
                 "prism_pyramid": "the bottom n-gon (n(n − 3)/2 diagonals), n rectangles (2 each) and n triangles "
                                  "(none)"}[k]
        steps = [f"The solid has V = {V} vertices, so C({V}, 2) = {comb(V, 2)} segments join two of them.",
                 "Each such segment of a convex solid is an edge, a diagonal of one face, or runs inside the solid.",
                 f"Edges: E = {E}. The faces are {faces}: {D} face diagonals."]
        if p["ask"] == "inside":
            steps.append(f"Inside: {comb(V, 2)} − {E} − {D} = {self._value(p)}.")
        else:
            steps.append(f"So {D} segments lie on the surface without being edges.")
        return steps
