"""Solid geometry (counting, competition): the centres (or the corners) of the unit cubes of a block form
a grid of points; how many straight lines pass through at least k (or exactly k) of them? For the n × n × n
cube and k = n these are the winning lines of n-in-a-row 3D tic-tac-toe, ((n + 2)³ − n³)/2 of them
(49 for n = 3, 76 for n = 4). ``answer`` counts by direction: for each primitive direction d, a line with
at least k points has one first point p, so there are N_k(d) − N_{k+1}(d) of them with
N_k(d) = Π max(0, L_i − (k − 1)|d_i|); ``verify`` joins every pair of grid points, collects the points
on each line through two of them, and counts the lines."""
from itertools import combinations, product
from math import gcd

import numpy as np

from dynaforge.sdk.scene import add_unit_cubes
from dynaforge.sdk.solid_counting import block_cells
from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program


@seed_program(
    id="lattice_block_collinear_lines", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["combinatorics/counting/pairs", "combinatorics/counting/inclusion_exclusion",
              "solid_figures/unit_cubes/layer_counting"],
    source="DynaSolidGeo-style (counting; lines through the points of a 3D grid, 3D tic-tac-toe)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class LatticeBlockCollinearLines(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(3, 5), ask=OneOf(("at_least", "exactly", "slanted"), p=[0.5, 0.2, 0.3]),
                      cube_share=OneOf((0.15,)), max_points=OneOf((80,))),
        hard=dict(edge=IntRange(3, 5), ask=OneOf(("at_least", "exactly", "slanted"), p=[0.3, 0.5, 0.2]),
                  cube_share=OneOf((0.2,)), max_points=OneOf((125,))),
        hard_means="bigger grids (up to 125 points) and mostly 'exactly k', where the lines through k + 1 or more "
                   "points must be found and taken away, and slanted directions with two or three non-zero steps",
    )

    def sample(self, rng, space):
        """Givens: the grid of marked points (dims: points per direction; the block has dims unit cubes when
        their centres are marked, dims − 1 when their corners are), k and the kind of count."""
        for _ in attempts("a grid with a slanted line of k points, k at least 3"):
            if rng.random() < space.cube_share.draw(rng):
                n = max(3, space.edge.draw(rng))
                dims = [n, n, n]
            else:
                dims = sorted((space.edge.draw(rng) for _ in range(3)), reverse=True)   # points per direction
                if len(set(dims)) == 1:
                    continue
            if dims[0] * dims[1] * dims[2] > space.max_points.draw(rng) or dims[1] < 3:
                continue                           # at most one side of 2 points: a real 3D grid
            ask = space.ask.draw(rng)
            k = int(rng.integers(3, max(dims) + 1))
            g = {"dims": [int(v) for v in dims], "k": k, "ask": ask,
                 "marks": "corners" if rng.random() < 0.5 else "centres"}
            a, b, c = dims
            axis = (b * c if a >= k else 0) + (a * c if b >= k else 0) + (a * b if c >= k else 0)
            if self._lines(g, k) <= axis:
                continue                           # only lines along the edges: no 3D counting to do
            return g

    def _setup(self, g):
        a, b, c = g["dims"]                                # the grid of marked points, per direction
        if g["marks"] == "centres":
            return (f"A block of {a} × {b} × {c} unit cubes is built, and the centre of every unit cube is marked: "
                    f"{a * b * c} points in all.")
        return (f"A block of {a - 1} × {b - 1} × {c - 1} unit cubes is built, and every corner of every unit cube is "
                f"marked (each point once): {a * b * c} points in all.")

    def question(self, g):
        k = g["k"]
        what = f"exactly {k}" if g["ask"] == "exactly" else f"at least {k}"
        extra = " and are parallel to no edge of the block" if g["ask"] == "slanted" else ""
        return (f"{self._setup(g)} How many different straight lines pass through {what} of the marked "
                f"points{extra}?")

    # -- answer: by directions ---------------------------------------------------------------------------------
    @staticmethod
    def _directions(dims, k):
        """Primitive directions (one of ±d) along which k points fit in the grid."""
        span = [(L - 1) // (k - 1) for L in dims]
        out = []
        for d in product(*(range(-s, s + 1) for s in span)):
            if d == (0, 0, 0) or gcd(gcd(abs(d[0]), abs(d[1])), abs(d[2])) != 1:
                continue
            if next(v for v in d if v != 0) > 0:    # one of d and −d
                out.append(d)
        return out

    def _lines(self, p, k, slanted=False):
        """Lines through at least k points: Σ_d N_k(d) − N_{k+1}(d) (only directions off the edges when
        ``slanted``)."""
        dims = p["dims"]
        def N(d, m):
            out = 1
            for L, di in zip(dims, d):
                out *= max(0, L - (m - 1) * abs(di))
            return out
        return sum(N(d, k) - N(d, k + 1) for d in self._directions(dims, k)
                   if not slanted or sum(v != 0 for v in d) >= 2)

    def answer(self, p):
        k = p["k"]
        if p["ask"] == "slanted":
            return Number(self._lines(p, k, slanted=True))
        n = self._lines(p, k)
        return Number(n if p["ask"] == "at_least" else n - self._lines(p, k + 1))

    # -- verify: every pair of points ---------------------------------------------------------------------------
    def verify(self, g):
        pts = [tuple(int(v) for v in q) for q in np.ndindex(*g["dims"])]
        lines = {}
        for P, Q in combinations(pts, 2):
            d = [q - p for p, q in zip(P, Q)]
            m = gcd(gcd(abs(d[0]), abs(d[1])), abs(d[2]))
            d = [v // m for v in d]
            if next(v for v in d if v != 0) < 0:
                d = [-v for v in d]
            # the line's key: its direction and its first grid point (P moved back along −d while inside)
            base = list(P)
            while all(0 <= base[i] - d[i] < g["dims"][i] for i in range(3)):
                base = [base[i] - d[i] for i in range(3)]
            key = (tuple(d), tuple(base))
            lines.setdefault(key, set()).update((P, Q))
        k = g["k"]
        if g["ask"] == "slanted":                          # drop the lines along the edges' directions
            lines = {key: v for key, v in lines.items() if sum(x != 0 for x in key[0]) >= 2}
        sizes = [len(v) for v in lines.values()]
        return Number(sum(1 for s in sizes if (s == k if g["ask"] == "exactly" else s >= k)))

    # -- views ------------------------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = g["dims"]
        s = Scene()
        if g["marks"] == "centres":
            add_unit_cubes(s, block_cells(a, b, c), opacity=0.1)     # unit cube [i, i+1]³ ...
            shift = 0.5                                               # ... and its centre
        else:
            add_unit_cubes(s, block_cells(a - 1, b - 1, c - 1), opacity=0.1)
            shift = 0.0                                               # the corners of the unit cubes
        for i, j, l in np.ndindex(a, b, c):
            s.point(f"_p{i}_{j}_{l}", (i + shift, j + shift, l + shift), show_label=False)
        m = min(g["dims"])
        if m >= g["k"]:                                   # the diagonal line (i, i, i)
            s.segment("_p0_0_0", f"_p{m - 1}_{m - 1}_{m - 1}", style="auxiliary")
        else:                                             # a line along the longest side
            end = [0, 0, 0]
            end[g["dims"].index(max(g["dims"]))] = max(g["dims"]) - 1
            s.segment("_p0_0_0", f"_p{end[0]}_{end[1]}_{end[2]}", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._setup(g)} The points form a {g['dims'][0]} × {g['dims'][1]} × {g['dims'][2]} grid with "
                f"spacing 1, drawn in the see-through block of unit cubes; one line through several of them is drawn in red.")

    def subquestions(self, g):
        a, b, c = g["dims"]
        k = g["k"]
        axis = (b * c if a >= k else 0) + (a * c if b >= k else 0) + (a * b if c >= k else 0)
        return [SubQuestion(f"{self._setup(g)} How many lines parallel to an edge of the block pass through at "
                            f"least {k} of the marked points?", Number(axis), "combinatorics/counting/pairs")]

    def reasoning(self, p):
        dims, k = p["dims"], p["k"]
        def N(d, m):
            out = 1
            for L, di in zip(dims, d):
                out *= max(0, L - (m - 1) * abs(di))
            return out
        groups = {}
        for d in self._directions(dims, k):
            key = sum(v != 0 for v in d)
            groups[key] = groups.get(key, 0) + N(d, k) - N(d, k + 1)
        names = {1: "parallel to an edge", 2: "in a plane parallel to a face, slanted", 3: "slanted in space"}
        lines = [
            "Put the points at (x, y, z) with whole coordinates 0 ≤ x < "
            f"{dims[0]}, 0 ≤ y < {dims[1]}, 0 ≤ z < {dims[2]}. A line through two of them has a direction "
            "d = (dx, dy, dz) with coprime whole steps; its points are p, p + d, p + 2d, ...",
            f"A line with at least {k} points has a first point p (p − d is outside) with p + {k - 1}d inside: "
            f"their number for direction d is N_{k}(d) − N_{k + 1}(d), where N_m(d) = Π max(0, L − (m − 1)|d_i|) "
            "counts the points p with p + (m − 1)d still inside.",
        ]
        for key in sorted(groups):
            lines.append(f"Directions {names[key]}: {groups[key]} lines with at least {k} points.")
        total = self._lines(p, k)
        lines.append(f"In all {total} lines through at least {k} points.")
        if p["ask"] == "slanted":
            lines.append(f"Leaving out the {groups.get(1, 0)} lines parallel to an edge: {total - groups.get(1, 0)}.")
        if p["ask"] == "exactly":
            more = self._lines(p, k + 1)
            lines.append(f"The same count for at least {k + 1} points gives {more}, so exactly {k}: {total} − {more} "
                         f"= {total - more}.")
        if len(set(dims)) == 1 and k == dims[0]:
            n = dims[0]
            lines.append(f"Check (n-in-a-row 3D tic-tac-toe): ((n + 2)³ − n³)/2 = ({n + 2}³ − {n}³)/2 = "
                         f"{((n + 2) ** 3 - n ** 3) // 2}.")
        return lines
