"""Solid geometry: the plane through three labelled points on the edges of a cube cuts it; how many
sides has the section, and where does the plane meet another given edge? (DynaSolidGeo, positional
relationship; the Gaokao "construct the section" question.) ``answer`` intersects the plane with
every edge in exact fractions; ``verify`` clips a large square of the plane by the cube's six
half-spaces numerically and reads the polygon."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_vertex, solid_vertex_labels
from dynaforge.sdk.solid_position import (box_corner_frac, box_section_by_clipping, edge_point_text, frac_dot,
                                          frac_lerp, frac_plane, frac_sub, frac_text)

POLYGON = {3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon"}


@seed_program(
    id="cube_section_polygon_sides", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/cubes/plane_cross_section", "solid_figures/positional/plane_plane_parallel",
              "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (Gaokao: the section of a cube by the plane through three points)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CubeSectionPolygonSides(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), style=OneOf(("prime", "sub", "next")), want=OneOf((4, 5, 6))),
        hard=dict(edge=IntRange(5, 9), style=OneOf(("prime", "sub", "next")), want=OneOf((5, 6))),
        hard_means="longer edges (5-9) with the points anywhere along their edges (few midpoints), and only "
                   "pentagonal and hexagonal sections, whose extra vertices need two or three constructions",
    )

    def sample(self, rng, space):
        """Givens: the edge a, the label style, the three points (edge as [from, to] vertex indices and
        the distance from the first end; 0 = the vertex itself) and the edge [X, Y] holding T."""
        a = space.edge.draw(rng)
        want = space.want.draw(rng)
        for _ in attempts("three points on cube edges whose plane gives the wanted section and meets a "
                          "further edge inside"):
            pts = []
            for e in rng.choice(12, size=3, replace=False):
                i, j = CUBOID_EDGES[int(e)]
                if rng.random() < 0.5:
                    i, j = j, i
                d = 0 if (rng.random() < 0.12 and space.level == "standard") else int(rng.integers(1, a))
                pts.append([int(i), int(j), d])
            if sum(1 for q in pts if q[2]) < 2:
                continue
            g = {"a": a, "style": space.style.draw(rng), "points": pts}
            sec = self._section(g)
            if sec is None or len(sec) != want:
                continue
            P = [self._exact_point(g, k) for k in range(3)]
            free = [(e, t) for e, t, x in sec if e is not None and 0 < t < 1 and x not in P]
            if not free:
                continue
            (i, j), t = free[int(rng.integers(0, len(free)))]
            if rng.random() < 0.5:
                i, j = j, i
            g["t_edge"] = [int(i), int(j)]
            return g

    # -- labels ---------------------------------------------------------------------------------
    def _labels(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom + top

    def _names(self, g):
        """Names of the three points: a vertex keeps its label, edge points are P, Q, R."""
        L, free, out = self._labels(g), iter("PQR"), []
        for i, j, d in g["points"]:
            out.append(L[i] if d == 0 else next(free))
        return out

    def _cube(self, g):
        L = self._labels(g)
        return f"cube {''.join(L[:4])}-{''.join(L[4:])}"

    def _plane(self, g):
        return "".join(self._names(g))

    def question(self, g):
        L = self._labels(g)
        x, y = (L[i] for i in g["t_edge"])
        lead = (f"In the {self._cube(g)} with edge length {g['a']}, "
                + "; ".join(edge_point_text(n, L[i], L[j], d, g["a"])
                            for n, (i, j, d) in zip(self._names(g), g["points"]) if d) + ".")
        return (f"{lead} The plane {self._plane(g)} cuts the cube. (1) How many sides does the section "
                f"polygon have? (2) The plane {self._plane(g)} meets the edge {x}{y} at the point T. Find "
                f"the length {x}T (exact value; a fraction is fine).")

    # -- answer: exact intersections with the twelve edges ---------------------------------------
    def _exact_point(self, g, k):
        i, j, d = g["points"][k]
        a = g["a"]
        return frac_lerp(box_corner_frac(a, a, a, i), box_corner_frac(a, a, a, j), Fraction(d, a))

    def _section(self, g):
        """[(edge, t, point)] where the plane meets the cube's edges (a vertex once), or None when the
        three points are collinear or span a face plane."""
        a = g["a"]
        P = [self._exact_point(g, k) for k in range(3)]
        n, off = frac_plane(*P)
        if n == (0, 0, 0) or sum(1 for c in n if c != 0) == 1:
            return None
        V = [box_corner_frac(a, a, a, i) for i in range(8)]
        out = []
        for i, j in CUBOID_EDGES:
            si, sj = frac_dot(n, V[i]) - off, frac_dot(n, V[j]) - off
            if si == 0 and sj == 0:
                cand = [(None, 0, V[i]), (None, 0, V[j])]
            elif si == 0:
                cand = [(None, 0, V[i])]
            elif sj == 0:
                cand = [(None, 0, V[j])]
            elif (si < 0) != (sj < 0):
                t = si / (si - sj)
                cand = [((i, j), t, frac_lerp(V[i], V[j], t))]
            else:
                cand = []
            for c in cand:
                if all(c[2] != o[2] for o in out):
                    out.append(c)
        return out

    def _t_length(self, p):
        a = p["a"]
        x, y = (box_corner_frac(a, a, a, i) for i in p["t_edge"])
        n, off = frac_plane(*(self._exact_point(p, k) for k in range(3)))
        t = (off - frac_dot(n, x)) / frac_dot(n, frac_sub(y, x))
        return t * a

    def answer(self, p):
        return Multi([Number(len(self._section(p)), tolerance=0), Number(float(self._t_length(p)))])

    # -- verify: clip the plane by the cube numerically -------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        V = [cuboid_vertex(a, a, a, i) for i in range(8)]
        P = [V[i] + d / a * (V[j] - V[i]) for i, j, d in g["points"]]
        poly = box_section_by_clipping((a, a, a), *P)
        X, Y = (V[i] for i in g["t_edge"])
        on = [q for q in poly if np.linalg.norm(np.cross(q - X, Y - X)) < 1e-6 * a * a
              and 1e-6 < (q - X) @ (Y - X) / (a * a) < 1 - 1e-6]
        return Multi([Number(len(poly), tolerance=0), Number(float(np.linalg.norm(on[0] - X)) if on else -1.0)])

    # -- views -----------------------------------------------------------------------------------
    def scene(self, g):
        L = self._labels(g)
        a = g["a"]
        s = Scene()
        s.box(L[:4], L[4:], a, a, a)
        names = self._names(g)
        for n, (i, j, d) in zip(names, g["points"]):
            if d:
                s.point(n, s.along(L[i], L[j], d / a))
        for u, v in ((0, 1), (1, 2), (2, 0)):
            s.segment(names[u], names[v], style="auxiliary")
        x, y = (L[i] for i in g["t_edge"])
        s.point("T", s.along(x, y, float(self._t_length(g)) / a))
        return s

    def description(self, g):
        L = self._labels(g)
        return (f"A {self._cube(g)} drawn with bottom face {''.join(L[:4])} (counter-clockwise) and top face "
                f"{''.join(L[4:])} directly above it ({L[4]} above {L[0]}, {L[5]} above {L[1]}, and so on). The "
                f"points {', '.join(self._names(g))} are marked and joined by red segments (the triangle "
                f"{self._plane(g)}); the point T is marked on its edge. The section itself is not drawn.")

    def subquestions(self, g):
        L = self._labels(g)
        x, y = (L[i] for i in g["t_edge"])
        lead = self.question(g).split(" The plane ")[0]
        return [SubQuestion(f"{lead} The plane {self._plane(g)} meets the edge {x}{y} at T. Find {x}T "
                            f"(exact value; a fraction is fine).", Number(float(self._t_length(g))),
                            "solid_figures/positional/plane_plane_parallel")]

    def reasoning(self, p):
        L = self._labels(p)
        a = p["a"]
        P = [self._exact_point(p, k) for k in range(3)]
        n, off = frac_plane(*P)
        vt = lambda v: "(" + ", ".join(frac_text(c) for c in v) + ")"
        sec = self._section(p)
        names = self._names(p)
        x, y = (L[i] for i in p["t_edge"])
        where = []
        for e, t, q in sec:
            if e is None:
                where.append(f"vertex {L[[box_corner_frac(a, a, a, i) for i in range(8)].index(q)]}")
            else:
                where.append(f"{L[e[0]]}{L[e[1]]} at {vt(q)}")
        return [
            f"Put {L[0]} at the origin, {L[0]}{L[1]} along x, {L[0]}{L[3]} along y and {L[0]}{L[4]} along z "
            f"(edge {a}). Then " + ", ".join(f"{nm} = {vt(q)}" for nm, q in zip(names, P)) + ".",
            f"A normal of plane {self._plane(p)} is ({', '.join(frac_text(c) for c in n)}), so the plane is "
            f"{frac_text(n[0])}x + {frac_text(n[1])}y + {frac_text(n[2])}z = {frac_text(off)}.",
            "Synthetically: two parallel faces are cut in parallel segments (a plane meets two parallel "
            "planes in parallel lines), and a side of the section can be extended to meet an edge line in "
            "the plane of the next face; this locates every vertex. In coordinates: solve the plane "
            "equation along each of the 12 edges.",
            f"The plane meets the edges at: {'; '.join(where)}.",
            f"(1) These {len(sec)} points are the vertices of the section: it is a {POLYGON[len(sec)]}, "
            f"with {len(sec)} sides.",
            f"(2) On {x}{y} the plane is met at T with {x}T = {frac_text(self._t_length(p))}.",
        ]
