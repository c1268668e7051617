"""Solid geometry (counting): how many tetrahedra (or distinct planes) do the vertices of a regular
prism, frustum or antiprism determine? Four vertices, two on each base, are coplanar exactly when
their two chords are parallel (DynaSolidGeo counting; 'choose 4 minus coplanar quadruples')."""
from itertools import combinations
from math import comb

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, solid_vertex_labels
from dynaforge.sdk.solid_motion import distinct_planes

SOLIDS = ("prism", "frustum", "antiprism")


@seed_program(
    id="prism_vertex_tetrahedra_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/counting/coplanar_vertex_sets", "combinatorics/counting/pairs",
              "solid_figures/positional/plane_plane_parallel"],
    source="DynaSolidGeo-style (counting; tetrahedra / planes from the vertices of a solid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PrismVertexTetrahedraCount(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=[0.45, 0.2, 0.35]), n=IntRange(3, 8), antiprism_n=IntRange(3, 6),
                      ask=OneOf(["tetrahedra", "planes", "coplanar"])),
        hard=dict(solid=OneOf(SOLIDS, p=[0.3, 0.2, 0.5]), n=IntRange(6, 10), antiprism_n=IntRange(5, 8),
                  ask=OneOf(["tetrahedra", "planes", "coplanar"])),
        hard_means="larger bases (6- to 10-gons, antiprisms up to 8) and more antiprisms, whose parallel chords "
                   "pair up with a half-step shift",
    )

    def sample(self, rng, space):
        solid = str(rng.choice(space.solid.values, p=space.solid.p))
        n = space.antiprism_n.draw(rng) if solid == "antiprism" else space.n.draw(rng)
        style = str(rng.choice(["prime", "digit"] + (["next"] if n <= 6 else [])))
        return {"solid": solid, "n": n, "style": style, "ask": space.ask.draw(rng)}

    def _name(self, g):
        n, solid = g["n"], g["solid"]
        base = regular_polygon_name(n)
        if solid == "prism":
            return f"right prism whose bases are {'an' if n == 3 else 'a'} {base}"
        if solid == "frustum":
            return f"regular frustum whose bases are {base}s (the top smaller, parallel to the bottom)"
        return (f"antiprism whose two parallel bases are congruent {base}s, the top turned by "
                f"{180 // n if 180 % n == 0 else round(180 / n, 1)}° relative to the bottom and joined to it by "
                f"{2 * n} triangles")

    def _labels(self, g):
        return solid_vertex_labels(g["n"], g["style"])

    def _given(self, g):
        bottom, top = self._labels(g)
        art = "an" if g["solid"] == "antiprism" else "a"
        return f"The solid {''.join(bottom)}-{''.join(top)} is {art} {self._name(g)}."

    def question(self, g):
        if g["ask"] == "coplanar":
            return (self._given(g) + " How many sets of four of its vertices lie in one plane?")
        if g["ask"] == "tetrahedra":
            return (self._given(g) + " How many different tetrahedra have all four of their vertices among the "
                    f"{2 * g['n']} vertices of the solid?")
        return (self._given(g) + f" How many different planes pass through at least three of its "
                f"{2 * g['n']} vertices?")

    def _parallel_pairs(self, p):
        """Q: pairs (bottom chord, top chord) that are parallel. Chord ij of a regular n-gon has a
        direction fixed by (i + j) mod n; the antiprism's top is turned by half a step: class + 1."""
        n = p["n"]
        cnt = [0] * n
        for i, j in combinations(range(n), 2):
            cnt[(i + j) % n] += 1
        shift = 1 if p["solid"] == "antiprism" else 0
        return sum(cnt[c] * cnt[(c - shift) % n] for c in range(n))

    def _counts(self, p):
        n = p["n"]
        q = self._parallel_pairs(p)
        coplanar4 = 2 * comb(n, 4) + q
        tetra = comb(2 * n, 4) - coplanar4
        # planes: every triple determines one; a base holds C(n,3) triples, each chord-pair plane 4
        planes = comb(2 * n, 3) - 2 * (comb(n, 3) - 1) - 3 * q
        return tetra, planes, q

    def answer(self, p):
        tetra, planes, _ = self._counts(p)
        if p["ask"] == "coplanar":
            return Number(comb(2 * p["n"], 4) - tetra)
        return Number(tetra if p["ask"] == "tetrahedra" else planes)

    def _coords(self, p):
        n = p["n"]
        bot = regular_polygon_xy(n, 2.0)
        if p["solid"] == "prism":
            top, h = bot, 2.6
        elif p["solid"] == "frustum":
            top, h = regular_polygon_xy(n, 1.2), 2.0
        else:
            top, h = regular_polygon_xy(n, 2.0, phase_deg=-90.0 + 180.0 / n), 2.0
        return [(x, y, 0.0) for x, y in bot] + [(x, y, h) for x, y in top]

    def verify(self, g):
        pts = np.array(self._coords(g))
        if g["ask"] == "planes":
            return Number(len(distinct_planes(pts)))
        count = 0
        want_coplanar = g["ask"] == "coplanar"
        for quad in combinations(range(len(pts)), 4):
            a, b, c, d = pts[list(quad)]
            if (abs(np.linalg.det(np.array([b - a, c - a, d - a]))) > 1e-9) != want_coplanar:
                count += 1
        return Number(count)

    def scene(self, g):
        n = g["n"]
        bottom, top = self._labels(g)
        xyz = self._coords(g)
        s = Scene()
        for lab, v in zip(bottom + top, xyz):
            s.point(lab, v)
        s.face(bottom)
        s.face(top)
        for i in range(n):
            j = (i + 1) % n
            if g["solid"] == "antiprism":
                s.face([bottom[i], bottom[j], top[i]])
                s.face([bottom[j], top[j], top[i]])
            else:
                s.face([bottom[i], bottom[j], top[j], top[i]])
        return s

    def subquestions(self, g):
        n = g["n"]
        return [
            SubQuestion(f"A solid has {2 * n} vertices. How many ways are there to choose 4 of them?",
                        Number(comb(2 * n, 4)), "combinatorics/counting/pairs"),
            SubQuestion(f"In a {regular_polygon_name(n)}, how many sets of 4 vertices are there?",
                        Number(comb(n, 4)), "combinatorics/counting/pairs"),
        ]

    def description(self, g):
        bottom, top = self._labels(g)
        extra = ("" if g["solid"] == "antiprism" else
                 f" Its lateral edges are {', '.join(b + t for b, t in zip(bottom, top))}.")
        return self._given(g) + f" The bottom base is {''.join(bottom)} and the top base {''.join(top)}." + extra

    def reasoning(self, p):
        n = p["n"]
        tetra, planes, q = self._counts(p)
        steps = [
            f"A plane other than a base meets each base plane in a line, which holds at most 2 vertices of a "
            f"regular polygon, so any plane holds at most 4 vertices unless it is a base ({n} vertices).",
            "Two bottom and two top vertices are coplanar exactly when the two chords are parallel (two "
            "parallel planes cut a plane in parallel lines).",
            f"Chord ij of a regular {n}-gon has direction fixed by i + j (mod {n})"
            + ("; the top of the antiprism is turned by half a step, shifting the class by one" if p["solid"] == "antiprism" else "")
            + f". Counting (bottom chord, top chord) pairs in the same direction class gives Q = {q}.",
        ]
        if p["ask"] == "coplanar":
            steps.append(f"Coplanar 4-sets: C({n},4) in each base plus Q = 2·{comb(n, 4)} + {q} = {2 * comb(n, 4) + q}.")
        elif p["ask"] == "tetrahedra":
            steps.append(f"Coplanar 4-sets: 2·C({n},4) + Q = {2 * comb(n, 4)} + {q}; tetrahedra = C({2 * n},4) − "
                         f"{2 * comb(n, 4) + q} = {comb(2 * n, 4)} − {2 * comb(n, 4) + q} = {tetra}.")
        else:
            steps.append(f"Planes = C({2 * n},3) − 2·(C({n},3) − 1) − 3·Q = {comb(2 * n, 3)} − "
                         f"{2 * (comb(n, 3) - 1)} − {3 * q} = {planes} (each 4-point plane was counted by "
                         f"C(4,3) = 4 triples, each base by C({n},3)).")
        return steps
