"""Solid geometry (counting): an n×n×n cube built from unit cubes is cut by a plane through points on
three edges (a corner triangle, a hexagonal mid-section, a vertical diagonal plane); how many unit
cubes does the plane pass through? (DynaSolidGeo counting; a competition favourite.)"""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes, convex_order, solid_vertex_labels
from dynaforge.sdk.solid_motion import cubes_cut_by_plane

KINDS = ("corner", "triple", "hexagon", "vertical")


@seed_program(
    id="cube_plane_cut_unit_cubes", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/unit_cubes/plane_cuts_unit_cubes", "solid_figures/unit_cubes/layer_counting",
              "solid_figures/cubes/plane_cross_section"],
    source="DynaSolidGeo-style (counting; unit cubes met by a plane section)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class CubePlaneCutUnitCubes(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.3, 0.35, 0.15, 0.2]), edge=IntRange(3, 5), hexagon_edge=OneOf([4, 6])),
        hard=dict(kind=OneOf(KINDS, p=[0.15, 0.55, 0.1, 0.2]), edge=IntRange(5, 8), hexagon_edge=OneOf([6, 8])),
        hard_means="bigger cubes (edge 5-8, up to 512 unit cubes) and mostly planes through three unequal points",
    )

    def sample(self, rng, space):
        kind = str(rng.choice(space.kind.values, p=space.kind.p))
        n = int(rng.choice(space.hexagon_edge.values)) if kind == "hexagon" else space.edge.draw(rng)
        if kind == "corner":
            k = int(rng.integers(2, n + 1))
            pqr = [k, k, k]
        elif kind == "triple":
            for _ in attempts("three intercepts, not all equal, summing to 5 or more"):
                pqr = [int(v) for v in rng.integers(1, n + 1, size=3)]
                if len(set(pqr)) >= 2 and sum(pqr) >= 5:
                    break
        elif kind == "hexagon":
            pqr = [0, 0, 0]
        else:
            pqr = [int(v) for v in rng.integers(1, n + 1, size=2)] + [0]
        return {"n": n, "kind": kind, "pqr": pqr, "style": str(rng.choice(["prime", "digit", "next"]))}

    def _lab(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top

    def _plane(self, p):
        """(normal, offset) of the cutting plane in coordinates A = 0, AB = x, AD = y, AA' = z."""
        n, (a, b, c) = p["n"], p["pqr"]
        if p["kind"] == "hexagon":
            return np.array([1.0, 1.0, 1.0]), 1.5 * n
        if p["kind"] == "vertical":
            return np.array([float(b), float(a), 0.0]), float(a * b)
        return np.array([float(b * c), float(a * c), float(a * b)]), float(a * b * c)

    def _given(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._lab(g)
        n, (a, b, c) = g["n"], g["pqr"]
        cube = (f"A cube {A}{B}{C}{D}-{A1}{B1}{C1}{D1} with edge {n} is built from {n ** 3} unit cubes. ")
        if g["kind"] == "hexagon":
            return cube + (f"A plane passes through the midpoints P, Q, R of the edges {B}{C}, {C}{D} and "
                           f"{A1}{B1}.")
        def pt(name, edge, v, end):
            return f"{name} = {end}" if v == n else f"{name} on {edge} with {A}{name} = {v}"
        if g["kind"] == "vertical":
            return cube + (f"A plane perpendicular to the base {A}{B}{C}{D} passes through the points "
                           f"{pt('P', A + B, a, B)}; {pt('Q', A + D, b, D)}.")
        parts = [pt("P", f"{A}{B}", a, B), pt("Q", f"{A}{D}", b, D), pt("R", f"{A}{A1}", c, A1)]
        return cube + "A plane passes through the points " + "; ".join(parts) + "."

    def question(self, g):
        return (self._given(g) + " How many of the unit cubes does the plane pass through (cut into two "
                "pieces through their interior)?")

    def _column_count(self, p):
        """Column method: over each unit column, the plane's heights span an interval; count layers."""
        n = p["n"]
        normal, d = self._plane(p)
        total = 0
        for i in range(n):
            for j in range(n):
                corners = [(i + u, j + v) for u in (0, 1) for v in (0, 1)]
                side = [normal[0] * x + normal[1] * y - d for x, y in corners]
                if normal[2] == 0:      # a vertical plane: the whole column or nothing
                    total += n if min(side) < 0 < max(side) else 0
                    continue
                zs = [-s / normal[2] for s in side]
                lo, hi = max(min(zs), 0.0), min(max(zs), float(n))
                if hi <= lo:
                    continue
                total += math.ceil(hi - 1e-9) - math.floor(lo + 1e-9)
        return total

    def answer(self, p):
        return Number(self._column_count(p))

    def verify(self, g):
        # Independent: the plane through the stated points (a normal by a cross product), then the
        # unit cubes whose corners lie strictly on both sides (cubes_cut_by_plane)
        n, (a, b, c) = g["n"], g["pqr"]
        if g["kind"] == "hexagon":      # midpoints of BC, CD and A1B1
            P, Q, R = np.array([n, n / 2, 0]), np.array([n / 2, n, 0]), np.array([n / 2, 0, n])
        elif g["kind"] == "vertical":   # P on AB, Q on AD, and straight up from P
            P, Q = np.array([a, 0, 0]), np.array([0, b, 0])
            R = P + np.array([0, 0, 1])
        else:                           # P on AB, Q on AD, R on AA1
            P, Q, R = np.array([a, 0, 0]), np.array([0, b, 0]), np.array([0, 0, c])
        normal = np.cross(Q - P, R - P).astype(float)
        return Number(cubes_cut_by_plane((n,) * 3, normal, float(normal @ P)))

    def _section(self, g):
        """Vertices of the section polygon (plane ∩ cube), as a dict label → xyz."""
        n = g["n"]
        normal, d = self._plane(g)
        corners = [np.array(c, dtype=float) for c in np.ndindex(2, 2, 2)]
        pts = []
        for u in range(8):
            for v in range(u + 1, 8):
                cu, cv = corners[u] * n, corners[v] * n
                if np.abs(cu - cv).sum() != n:
                    continue
                fu, fv = cu @ normal - d, cv @ normal - d
                if fu == 0:
                    pts.append(cu)
                elif fu * fv < 0:
                    pts.append(cu + fu / (fu - fv) * (cv - cu))
        uniq = []
        for q in pts:
            if all(np.linalg.norm(q - r) > 1e-9 for r in uniq):
                uniq.append(q)
        return {f"_s{i}": q for i, q in enumerate(uniq)}

    def scene(self, g):
        n = g["n"]
        (A, B, C, D), (A1, B1, C1, D1) = self._lab(g)
        s = Scene()
        add_unit_cubes(s, list(np.ndindex(n, n, n)), opacity=0.22)
        for lab, xyz in zip([A, B, C, D, A1, B1, C1, D1],
                            [(0, 0, 0), (n, 0, 0), (n, n, 0), (0, n, 0), (0, 0, n), (n, 0, n), (n, n, n), (0, n, n)]):
            s.point(lab, xyz)
        sec = self._section(g)
        for lab, xyz in sec.items():
            s.point(lab, xyz, show_label=False, dot=False)
        ring = convex_order(sec)
        s.face(ring, color="#ef4444", opacity=0.55, with_edges=False)
        for u, v in zip(ring, ring[1:] + ring[:1]):
            s.segment(u, v, style="auxiliary")
        a, b, c = g["pqr"]
        named = []
        if g["kind"] == "hexagon":
            named = [("P", (n, n / 2, 0)), ("Q", (n / 2, n, 0)), ("R", (n / 2, 0, n))]
        elif g["kind"] == "vertical":
            named = [(nm, xyz) for nm, v, xyz in (("P", a, (a, 0, 0)), ("Q", b, (0, b, 0))) if v != n]
        else:
            named = [(nm, xyz) for nm, v, xyz in (("P", a, (a, 0, 0)), ("Q", b, (0, b, 0)), ("R", c, (0, 0, c)))
                     if v != n]
        for nm, xyz in named:
            s.point(nm, xyz)
        return s

    def not_drawn(self, g):
        """A point the question places at a vertex ("P = B") is drawn as that vertex, not labelled twice."""
        if g["kind"] == "hexagon":
            return []
        names = ("P", "Q") if g["kind"] == "vertical" else ("P", "Q", "R")
        return [nm for nm, v in zip(names, g["pqr"]) if v == g["n"]]

    def subquestions(self, g):
        n = g["n"]
        return [SubQuestion(
            f"A cube of edge {n} is built from unit cubes. A plane meets the unit column standing on one "
            f"unit square of the base between heights 1.5 and 3.5 (measured from the base). How many unit "
            f"cubes of that column does it pass through?", Number(3),
            "solid_figures/unit_cubes/layer_counting")]

    def description(self, g):
        return self._given(g) + " The cube is drawn with its unit cubes and the section is shaded."

    def reasoning(self, p):
        n = p["n"]
        normal, d = self._plane(p)
        a, b, c = (float(v) for v in normal)
        eq = (f"{a:g}x + {b:g}y + {c:g}z = {d:g}")
        steps = [f"Put A at the origin with AB, AD, AA' along the x, y, z axes (unit = one small cube). "
                 f"The plane is {eq}.",
                 "A unit cube is cut when its corners lie strictly on both sides of the plane."]
        if c == 0:
            steps.append(f"The plane is vertical, so it cuts whole columns: count the unit squares of the "
                         f"base that the line {a:g}x + {b:g}y = {d:g} crosses, then multiply by {n} layers.")
        else:
            steps.append("Go column by column: over the unit square [i, i+1]×[j, j+1] the plane's height "
                         "z runs between its values at the square's corners; every layer that this interval "
                         "(clipped to [0, " + str(n) + "]) enters with positive length is cut.")
        steps.append(f"Adding over the {n * n} columns gives {self._column_count(p)} unit cubes.")
        return steps
