"""Solid geometry (unfolding): an ant crawls over the surface of a regular tetrahedron ABCD from a point M
of the edge AB to a point N of the opposite edge CD; find the length of the shortest route. It must cross
one of the four edges AC, AD, BC, BD: unfold the two faces at that edge into a rhombus and take the
straight segment, for each of the four edges (DynaSolidGeo folding/unfolding: shortest path on a
surface). ``answer`` lays the four rhombi out exactly (sympy, √3) and takes the least segment;
``verify`` places the tetrahedron in 3D and minimises the length of broken lines over every chain of
faces from M to N (no unfolding)."""
from itertools import product

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import regular_tetrahedron_xyz
from dynaforge.sdk.solid_moving import surface_shortest_path
from dynaforge.sdk.solid_position import edge_point_text


@seed_program(
    id="regular_tetrahedron_surface_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/surface_shortest_path", "solid_figures/tetrahedra/regular_tetrahedron",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (unfolding; an ant on a regular tetrahedron between opposite edges)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class RegularTetrahedronSurfacePath(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 9), mid_share=OneOf((0.5,))),
        hard=dict(edge=IntRange(5, 12), mid_share=OneOf((0.1,))),
        hard_means="longer edges and M, N almost never midpoints, so the four unfoldings give four different "
                   "lengths and the shortest must be found by comparing them",
    )

    def sample(self, rng, space):
        """Givens: the edge a, AM = m (M on AB) and CN = n (N on CD), both strictly inside their edges."""
        a = space.edge.draw(rng)
        share = space.mid_share.draw(rng)
        for _ in attempts("M and N not both midpoints"):
            m = a // 2 if a % 2 == 0 and rng.random() < share else int(rng.integers(1, a))
            n = a // 2 if a % 2 == 0 and rng.random() < share else int(rng.integers(1, a))
            if 2 * m == a and 2 * n == a and rng.random() < 0.7:
                continue
            return {"a": a, "m": m, "n": n}

    def _setup(self, g):
        return (f"ABCD is a regular tetrahedron with edge length {g['a']}; "
                f"{edge_point_text('M', 'A', 'B', g['m'], g['a'])} and {edge_point_text('N', 'C', 'D', g['n'], g['a'])}.")

    def question(self, g):
        return (f"{self._setup(g)} An ant crawls over the surface of the tetrahedron from M to N. Find the length of "
                f"its shortest route (to 2 decimal places).")

    # -- answer: four rhombi -------------------------------------------------------------------------------------
    def _routes(self, p):
        """{shared edge: exact length of the straight segment MN in the rhombus of the two faces at it}."""
        a = sp.Integer(p["a"])
        h = sp.sqrt(3) * a / 2
        out = {}
        for x, y in product("AB", "CD"):                   # the route crosses the edge xy
            rest1 = ({"A", "B"} - {x}).pop()               # the third vertex of the face at AB
            rest2 = ({"C", "D"} - {y}).pop()               # the third vertex of the face at CD
            flat = {x: sp.Matrix([0, 0]), y: sp.Matrix([a, 0]),
                    rest1: sp.Matrix([a / 2, -h]), rest2: sp.Matrix([a / 2, h])}
            M = flat["A"] + sp.Rational(p["m"], p["a"]) * (flat["B"] - flat["A"])
            N = flat["C"] + sp.Rational(p["n"], p["a"]) * (flat["D"] - flat["C"])
            out[x + y] = sp.sqrt(sp.expand((N - M).dot(N - M)))
        return out

    def answer(self, p):
        return Number(float(min(self._routes(p).values(), key=float)))

    # -- verify: broken lines over chains of faces in 3D -----------------------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        V = regular_tetrahedron_xyz(a)                     # A, B, C at the base, D the apex
        faces = [(0, 1, 2), (0, 1, 3), (1, 2, 3), (0, 2, 3)]
        M = V[0] + g["m"] / a * (V[1] - V[0])
        N = V[2] + g["n"] / a * (V[3] - V[2])
        return Number(surface_shortest_path(V, faces, M, N, max_faces=4))

    # -- views ----------------------------------------------------------------------------------------------------
    def scene(self, g):
        a = float(g["a"])
        V = dict(zip("ABCD", regular_tetrahedron_xyz(a)))
        s = Scene()
        s.polyhedron(V, [list("ABC"), list("ABD"), list("BCD"), list("ACD")])
        s.point("M", s.along("A", "B", g["m"] / a))
        s.point("N", s.along("C", "D", g["n"] / a))
        # the route: straight in the best rhombus, so it crosses the shared edge xy at a point K
        routes = {k: float(v) for k, v in self._routes(g).items()}
        x, y = min(routes, key=routes.get)
        r1, r2 = ({"A", "B"} - {x}).pop(), ({"C", "D"} - {y}).pop()
        h = np.sqrt(3) * a / 2
        flat = {x: np.array([0.0, 0.0]), y: np.array([a, 0.0]), r1: np.array([a / 2, -h]), r2: np.array([a / 2, h])}
        M2 = flat["A"] + g["m"] / a * (flat["B"] - flat["A"])
        N2 = flat["C"] + g["n"] / a * (flat["D"] - flat["C"])
        t = M2[1] / (M2[1] - N2[1])
        kx = (M2 + t * (N2 - M2))[0] / a                    # where the segment crosses xy, as a share of xy
        s.point("K", s.along(x, y, kx), show_label=False, dot=False)
        s.segment("M", "K", style="auxiliary")
        s.segment("K", "N", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._setup(g)} The tetrahedron is drawn with M on AB and N on CD marked, and the shortest "
                f"route over the surface drawn in red.")

    def subquestions(self, g):
        routes = self._routes(g)
        return [SubQuestion(f"{self._setup(g)} The two faces ABC and ACD are unfolded about their common edge AC into "
                            f"one plane (a rhombus). Find the distance between M and N in that plane (to 2 decimal "
                            f"places).", Number(float(routes["AC"])), "solid_figures/distances/surface_shortest_path")]

    def reasoning(self, p):
        routes = self._routes(p)
        best = min(routes, key=lambda k: float(routes[k]))
        lines = [
            "M lies on the faces ABC and ABD, N on the faces ACD and BCD; AB and CD are opposite edges, so no face "
            "holds both points and a route must cross one of the edges AC, AD, BC, BD.",
            "Unfolding the two faces at that edge gives a rhombus of two equilateral triangles (angles 60° and 120°); "
            "the shortest route through it is the straight segment MN, found by coordinates or the law of cosines:",
        ]
        for k, v in routes.items():
            lines.append(f"across {k}: MN² = {surd_text(sp.expand(v ** 2))}, MN ≈ {float(v):.4f}.")
        lines.append(f"The shortest is across {best}: {surd_text(routes[best])} ≈ {float(routes[best]):.2f}.")
        return lines
