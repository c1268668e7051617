"""Solid geometry (counting): take the lines through the edges of a right prism, a frustum or a
pyramid over a given polygon (regular, a trapezoid, a parallelogram, a pentagon with one pair of
parallel sides); how many pairs of them are skew, parallel, or (in a right prism) perpendicular?
(DynaSolidGeo counting; sort the pairs by type - lateral/base, bottom/top - and mind the parallel and
perpendicular sides of the base.)"""
from itertools import combinations
from math import comb

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_counting import BASE_SHAPES as BASES, solid_labels, solid_text, solid_xyz
from dynaforge.sdk.solid_angles import lines_relation

SOLIDS = ("prism", "frustum", "pyramid")
ASKS = {"skew": "skew", "parallel": "parallel",
        "perpendicular": "perpendicular (meeting at a right angle or skew at a right angle)"}


@seed_program(
    id="solid_edge_line_pairs", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/skew_lines", "solid_figures/positional/line_line_relations",
              "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: pairs of skew / parallel edge lines of a polyhedron)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class SolidEdgeLinePairs(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=(0.5, 0.2, 0.3)),
                      base=OneOf(("triangle", "square", "trapezoid", "right_trapezoid", "parallelogram", "pentagon",
                                  "hexagon")),
                      ask=OneOf(tuple(ASKS), p=(0.5, 0.25, 0.25))),
        hard=dict(solid=OneOf(SOLIDS, p=(0.5, 0.35, 0.15)),
                  base=OneOf(("trapezoid", "right_trapezoid", "parallelogram", "house", "hexagon", "heptagon",
                              "octagon")),
                  ask=OneOf(tuple(ASKS), p=(0.5, 0.2, 0.3))),
        hard_means="bases with five to eight sides or with parallel sides that are not a regular polygon's "
                   "(trapezoid, parallelogram, a pentagon with one parallel pair), and more frustums, whose "
                   "lateral edges meet when extended",
    )

    def sample(self, rng, space):
        solid, base, ask = str(space.solid.draw(rng)), str(space.base.draw(rng)), str(space.ask.draw(rng))
        if solid == "pyramid" or solid == "frustum" and ask == "perpendicular":
            ask = "skew"
        return {"solid": solid, "base": base, "ask": ask, "style": str(rng.choice(["sub", "prime"])),
                "apex": str(rng.choice(["P", "S", "V"]))}

    def question(self, g):
        return (f"The figure shows {solid_text(g)}. Consider the lines through its edges (one line for "
                f"each edge). How many unordered pairs of these lines are {ASKS[g['ask']]}?")

    def _parallel_side_pairs(self, p):
        """Pairs of parallel sides of the base polygon, from the shape (regular 2m-gon: m pairs)."""
        n = BASES[p["base"]][0]
        table = {"trapezoid": 1, "right_trapezoid": 1, "parallelogram": 2, "house": 1}
        return table.get(p["base"], n // 2 if n % 2 == 0 else 0)

    def _perpendicular_side_pairs(self, p):
        """Pairs of perpendicular sides of the base (regular n-gon: n of them when 4 divides n)."""
        n = BASES[p["base"]][0]
        table = {"trapezoid": 0, "right_trapezoid": 2, "parallelogram": 0, "house": 2}
        return table.get(p["base"], n if n % 4 == 0 else 0)

    def answer(self, p):
        n = BASES[p["base"]][0]
        q = self._parallel_side_pairs(p)
        if p["solid"] == "pyramid":
            return Number(n * (n - 2))
        if p["ask"] == "skew":
            return Number(2 * n * (n - 2) + n * (n - 1) - 2 * q)
        if p["ask"] == "perpendicular":  # right prism: a lateral edge is perpendicular to every base edge
            return Number(2 * n * n + 4 * self._perpendicular_side_pairs(p))
        lateral = comb(n, 2) if p["solid"] == "prism" else 0
        return Number(lateral + n + 4 * q)

    def _edges(self, g):
        n, bottom, top = solid_labels(g)
        ring = lambda L: [(L[i], L[(i + 1) % n]) for i in range(n)]
        if g["solid"] == "pyramid":
            return ring(bottom) + [(g["apex"], v) for v in bottom]
        return ring(bottom) + ring(top) + list(zip(bottom, top))

    def verify(self, g):
        pts = solid_xyz(g)
        edges = self._edges(g)
        # every pair of edge lines of the solid built in coordinates, judged by vectors
        if g["ask"] == "perpendicular":
            count = sum(1 for (a, b), (c, d) in combinations(edges, 2)
                        if abs((pts[b] - pts[a]) @ (pts[d] - pts[c])) < 1e-9)
            return Number(count)
        count = sum(1 for (a, b), (c, d) in combinations(edges, 2)
                    if lines_relation(pts[a], pts[b], pts[c], pts[d], tol=1e-7) == g["ask"])
        return Number(count)

    def scene(self, g):
        pts = solid_xyz(g)
        n, bottom, top = solid_labels(g)
        s = Scene()
        for lab, v in pts.items():
            s.point(lab, v)
        s.face(bottom)
        if g["solid"] == "pyramid":
            for i in range(n):
                s.face([bottom[i], bottom[(i + 1) % n], g["apex"]])
        else:
            s.face(top)
            for i in range(n):
                j = (i + 1) % n
                s.face([bottom[i], bottom[j], top[j], top[i]])
        return s

    def subquestions(self, g):
        n, bottom, top = solid_labels(g)
        edges = 2 * n if g["solid"] == "pyramid" else 3 * n
        return [
            SubQuestion(f"The figure shows {solid_text(g)}. How many edges does it have?", Number(edges),
                        "solid_figures/positional/line_line_relations"),
            SubQuestion(f"The figure shows {solid_text(g)}. How many unordered pairs can be formed from the "
                        f"lines through its edges?", Number(comb(edges, 2)), "combinatorics/counting/pairs"),
        ]

    def description(self, g):
        return self.question(g).replace("The figure shows", "Consider", 1)

    def reasoning(self, p):
        n, bottom, top = solid_labels(p)
        q = self._parallel_side_pairs(p)
        ans = self.answer(p).value
        if p["solid"] == "pyramid":
            return [f"The pyramid has {n} base edges and {n} lateral edges.",
                    "Two base edges lie in the base plane (never skew); two lateral edges meet at the apex.",
                    f"A lateral edge {p['apex']}X meets the base plane only at X, so it is skew to every base edge "
                    f"not through X: {n} − 2 = {n - 2} of them.",
                    f"Skew pairs: {n}·{n - 2} = {ans}."]
        kind = "prism" if p["solid"] == "prism" else "frustum"
        steps = [f"The {kind} has {n} bottom edges, {n} top edges and {n} lateral edges; the base has {q} "
                 f"pair(s) of parallel sides, and each top edge is parallel to the bottom edge below it."]
        if p["ask"] == "perpendicular":
            r = self._perpendicular_side_pairs(p)
            return steps[:1] + [
                f"The prism is right: each of the {n} lateral edges is perpendicular to the base planes, hence to "
                f"all {2 * n} base edges (meeting or skew): {n}·{2 * n} = {2 * n * n} pairs.",
                "Lateral edges are parallel to each other, not perpendicular.",
                f"Base edges: the base has {r} pair(s) of perpendicular sides; each gives 4 pairs (bottom-bottom, "
                f"top-top and two bottom-top, as each top edge is parallel to the one below): {4 * r}.",
                f"Perpendicular pairs: {2 * n * n} + {4 * r} = {ans}."]
        if p["ask"] == "skew":
            steps += [
                "Two edges of the same base are coplanar; "
                + ("two lateral edges are parallel." if kind == "prism"
                   else "the lateral edges all meet (extended) at the apex of the cut-off pyramid."),
                f"A lateral edge meets each base plane at one vertex, so it is skew to the {n - 2} edges of each "
                f"base not through that vertex: {n}·2·{n - 2} = {2 * n * (n - 2)} pairs.",
                f"A bottom edge and a top edge lie in parallel planes: skew unless parallel. Of the {n}·{n} such "
                f"pairs, {n} are an edge with its own copy and {2 * q} pair sides that are parallel in the base, so "
                f"{n * n - n - 2 * q} are skew.",
                f"Skew pairs: {2 * n * (n - 2)} + {n * n - n - 2 * q} = {ans}."]
        else:
            lateral = comb(n, 2) if kind == "prism" else 0
            steps += [
                (f"All {n} lateral edges are parallel: C({n},2) = {lateral} pairs." if kind == "prism" else
                 "The lateral edges meet (extended) at the apex of the cut-off pyramid: no parallel pairs."),
                f"Each bottom edge with the top edge above it: {n} pairs; each of the {q} parallel pairs of base "
                f"sides gives 4 pairs (bottom-bottom, top-top and two bottom-top): {4 * q}.",
                f"Parallel pairs: {lateral} + {n} + {4 * q} = {ans}."]
        return steps
