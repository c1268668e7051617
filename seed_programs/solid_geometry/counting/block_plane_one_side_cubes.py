"""Solid geometry (counting): a cube or cuboid built from unit cubes is cut by the plane through three
labelled lattice points on its edges (a plane through none of the block's vertices); how many unit
cubes lie entirely in the piece that contains a named vertex — not cut by the plane, a cube that
only touches it counting? (DynaSolidGeo counting; the companion of 'how many cubes does the plane
cut'.) ``answer`` goes column by column: over each unit square of the base the plane's height runs
between its values at the four corners, and the whole cubes below the lowest (or above the highest)
value are counted with exact fractions; ``verify`` tests the eight corners of every unit cube against
the plane PQR (normal by a cross product, integers)."""
import math
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_cube_more import draw_block_section
from dynaforge.sdk.solid_motion import cubes_cut_by_plane


@seed_program(
    id="block_plane_one_side_cubes", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/unit_cubes/plane_cuts_unit_cubes", "solid_figures/unit_cubes/layer_counting",
              "solid_figures/cubes/plane_cross_section"],
    source="DynaSolidGeo-style (counting: whole unit cubes on one side of a plane section)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class BlockPlaneOneSideCubes(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "cuboid"), p=[0.5, 0.5]), edge=IntRange(3, 5),
                      plane=OneOf(("corner", "general"), p=[0.8, 0.2]), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(shape=OneOf(("cube", "cuboid"), p=[0.3, 0.7]), edge=IntRange(4, 7),
                  plane=OneOf(("corner", "general"), p=[0.2, 0.8]), style=OneOf(("prime", "digit", "sub"))),
        hard_means="bigger blocks (edges 4-7) and mostly planes through points of three edges that do not meet at "
                   "one corner, so the plane tilts in all three directions and every column of the block must be "
                   "checked",
    )

    def sample(self, rng, space):
        """Givens: the block (a cube: one edge), three points (edge as vertex indices, distance from the
        edge's first vertex) and the vertex whose piece is asked."""
        shape = str(space.shape.draw(rng))
        kind = str(space.plane.draw(rng))
        style = str(space.style.draw(rng))
        for _ in attempts("a plane through no vertex of the block with whole cubes on the asked side"):
            dims = [int(space.edge.draw(rng))] * 3 if shape == "cube" else [int(space.edge.draw(rng)) for _ in range(3)]
            if kind == "corner":
                edges = [(0, 1), (0, 3), (0, 4)]
            else:
                idx = rng.choice(12, size=3, replace=False)
                edges = [CUBOID_EDGES[int(i)] for i in idx]
            pts = []
            for u, v in edges:
                length = int(sum(abs(x - y) for x, y in zip(cuboid_corner(*dims, u), cuboid_corner(*dims, v))))
                pts.append({"edge": [int(u), int(v)], "d": int(rng.integers(1, length))})
            g = {"a": dims[0], "shape": shape, "points": pts, "style": style}
            if shape == "cuboid":
                g.update(b=dims[1], c=dims[2])
            n, off = self._plane_int(g)
            if not any(n):
                continue
            vals = [sum(x * y for x, y in zip(n, cuboid_corner(*dims, i))) - off for i in range(8)]
            if any(v == 0 for v in vals) or min(vals) > 0 or max(vals) < 0:
                continue
            g["vertex"] = 0 if kind == "corner" and rng.random() < 0.5 else int(rng.integers(0, 8))
            if self._count_columns(g) >= 1:
                return g

    # -- statement -------------------------------------------------------------------------------------
    def _dims(self, g):
        return (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])

    def _labels(self, g):
        return cuboid_labels(g["style"])

    def _point_xyz(self, g, spec):
        dims = self._dims(g)
        u, v = spec["edge"]
        pu, pv = cuboid_corner(*dims, u), cuboid_corner(*dims, v)
        length = sum(abs(x - y) for x, y in zip(pu, pv))
        return tuple(x + Fraction(spec["d"], length) * (y - x) for x, y in zip(pu, pv))

    def _plane_int(self, g):
        """Integer normal and offset of the plane through the three points (for sampling only)."""
        P, Q, R = (np.array([float(c) for c in self._point_xyz(g, s)]) for s in g["points"])
        n = np.cross(Q - P, R - P)
        n = [int(round(c)) for c in n]
        return n, int(round(float(np.dot(n, P))))

    def _block_text(self, g):
        L = self._labels(g)
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        if g["shape"] == "cube":
            return f"A cube {name} with edge {g['a']} is built from {g['a'] ** 3} unit cubes."
        return (f"A cuboid {name} with {L[0]}{L[1]} = {g['a']}, {L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = {g['c']} "
                f"is built from {g['a'] * g['b'] * g['c']} unit cubes.")

    def _setup(self, g):
        L = self._labels(g)
        parts = [f"{nm} on {L[s['edge'][0]]}{L[s['edge'][1]]} with {L[s['edge'][0]]}{nm} = {s['d']}"
                 for nm, s in zip("PQR", g["points"])]
        return self._block_text(g) + " The plane through the points " + "; ".join(parts) + " cuts the block into two pieces."

    def question(self, g):
        V = self._labels(g)[g["vertex"]]
        return (self._setup(g) + f" How many of the unit cubes lie entirely in the piece that contains the vertex {V} "
                "(not cut by the plane; a unit cube that only touches the plane with a face, an edge or a corner counts)?")

    # -- answer: column by column, exact fractions ---------------------------------------------------------
    def _count_columns(self, p):
        a, b, c = self._dims(p)
        P, Q, R = (self._point_xyz(p, s) for s in p["points"])
        u = [q - x for q, x in zip(Q, P)]
        w = [r - x for r, x in zip(R, P)]
        n = (u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0])
        d = sum(x * y for x, y in zip(n, P))
        V = cuboid_corner(a, b, c, p["vertex"])
        side = 1 if sum(x * y for x, y in zip(n, V)) > d else -1
        total = 0
        for i in range(a):
            for j in range(b):
                corners = [(i + s, j + t) for s in (0, 1) for t in (0, 1)]
                if n[2] == 0:                      # a vertical plane: whole columns
                    vals = [n[0] * x + n[1] * y - d for x, y in corners]
                    total += c if all(v * side >= 0 for v in vals) else 0
                    continue
                zs = [(d - n[0] * x - n[1] * y) / n[2] for x, y in corners]
                below = side * (-n[2]) > 0         # is V's side the one under the plane?
                if below:
                    total += min(max(math.floor(min(zs)), 0), c)
                else:
                    total += c - min(max(math.ceil(max(zs)), 0), c)
        return total

    def answer(self, p):
        return Number(self._count_columns(p), tolerance=0)

    def verify(self, g):
        # Independent: every unit cube's eight corners against the plane PQR; the points are scaled by a
        # common multiple M of the edge lengths so that the normal (a cross product) is an integer vector.
        dims = (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])
        corner = lambda i: np.array([dims[0] * (i % 4 in (1, 2)), dims[1] * (i % 4 in (2, 3)), dims[2] * (i >= 4)],
                                    dtype=np.int64)
        lengths = [int(np.abs(corner(s["edge"][1]) - corner(s["edge"][0])).sum()) for s in g["points"]]
        M = math.lcm(*lengths)
        P, Q, R = (corner(s["edge"][0]) * M + (corner(s["edge"][1]) - corner(s["edge"][0])) * (M // L) * s["d"]
                   for s, L in zip(g["points"], lengths))
        n = np.cross(Q - P, R - P)
        off = int(n @ P)
        side = np.sign(int(n @ (corner(g["vertex"]) * M)) - off)
        unit = np.array([(i, j, k) for i in (0, 1) for j in (0, 1) for k in (0, 1)], dtype=np.int64)
        count = 0
        for cell in np.ndindex(*dims):
            vals = ((unit + np.array(cell, dtype=np.int64)) * M) @ n - off
            if np.all(vals * side >= 0):
                count += 1
        return Number(count, tolerance=0)

    # -- figure ---------------------------------------------------------------------------------------------
    def scene(self, g):
        s = Scene()
        pts = {nm: [float(v) for v in self._point_xyz(g, sp)] for nm, sp in zip("PQR", g["points"])}
        draw_block_section(s, self._dims(g), self._labels(g), pts)
        s.azimuth_range = (200.0, 250.0)   # the corner A (origin) in front
        return s

    # -- views ----------------------------------------------------------------------------------------------
    def subquestions(self, g):
        dims = self._dims(g)
        P, Q, R = (np.array([float(v) for v in self._point_xyz(g, sp)]) for sp in g["points"])
        n = np.cross(Q - P, R - P)
        cut = cubes_cut_by_plane(dims, n, float(n @ P))
        return [SubQuestion(self._setup(g) + " How many of the unit cubes does the plane cut through (through their "
                            "interior)?", Number(cut, tolerance=0), "solid_figures/unit_cubes/plane_cuts_unit_cubes")]

    def description(self, g):
        return ("The block is drawn as a box with the unit grid on its front faces and the section by the plane PQR "
                "shaded red. " + self._setup(g))

    def reasoning(self, p):
        a, b, c = self._dims(p)
        L = self._labels(p)
        return [
            f"Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]}, {L[0]}{L[4]} along the x, y, z axes (unit = one "
            f"small cube) and write the plane PQR as an equation through the three points.",
            f"A unit cube lies entirely in the piece of {L[p['vertex']]} when none of its eight corners is strictly on the "
            f"other side of the plane.",
            "Go column by column: over the unit square [i, i+1]×[j, j+1] of the base the plane's height runs between its "
            "values at the four corners of the square; the whole cubes of the column below the lowest value (or above the "
            "highest, for the upper piece) are not cut.",
            f"Adding over the {a * b} columns gives {self._count_columns(p)} unit cubes.",
        ]
