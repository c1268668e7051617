"""Analytic geometry: a polygon whose vertices are points of a unit square grid (a geoboard); how many grid
points lie strictly inside it, or inside or on it? (Pick's theorem A = I + B/2 − 1 with the shoelace area
and the boundary count Σ gcd(|Δx|, |Δy|).)"""
from fractions import Fraction
from math import gcd, pi

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="lattice_polygon_interior_points", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/coordinates/shoelace_formula", "analytic_geometry/coordinates/distance_formula"],
    source="DynaMath-style (analytic geometry; lattice points inside a grid polygon, Pick's theorem)",
    variations=["numeric_values", "geometric_transformations", "point_labels"],
)
class LatticePolygonInteriorPoints(SeedProgram):
    levels = Levels(
        standard=dict(vertices=IntRange(4, 6), size=IntRange(7, 9), ask=OneOf(("interior", "closed"))),
        hard=dict(vertices=IntRange(6, 8), size=IntRange(10, 12), ask=OneOf(("interior", "closed"))),
        hard_means="six to eight vertices on a 10 × 10 to 12 × 12 board, mostly non-convex, with long slanted edges: "
                   "dozens of points to count unless Pick's theorem is used, and gcd steps on every edge",
    )

    def sample(self, rng, space):
        """Givens: the board size, the vertices (grid points, in order round the polygon), their labels and
        what is asked (points strictly inside, or inside or on the boundary)."""
        n, L = space.vertices.draw(rng), space.size.draw(rng)
        for _ in attempts("a simple star-shaped grid polygon with no straight angle and slanted edges"):
            c = rng.uniform(0.4 * L, 0.6 * L, size=2)
            angs = np.sort(rng.uniform(0, 2 * pi, size=n))
            if np.max(np.diff(np.append(angs, angs[0] + 2 * pi))) > 0.8 * pi:
                continue
            rad = rng.uniform(0.25 * L, 0.5 * L, size=n)
            pts = [[int(round(c[0] + r * np.cos(a))), int(round(c[1] + r * np.sin(a)))] for a, r in zip(angs, rad)]
            if any(not (0 <= v <= L) for p in pts for v in p) or len({tuple(p) for p in pts}) < n:
                continue
            if not self._simple(pts):
                continue
            edges = [(pts[i], pts[(i + 1) % n]) for i in range(n)]
            if sum(1 for a, b in edges if a[0] != b[0] and a[1] != b[1]) < n - 1:
                continue
            if not any(gcd(abs(b[0] - a[0]), abs(b[1] - a[1])) > 1 and a[0] != b[0] and a[1] != b[1]
                       for a, b in edges):
                continue                                   # at least one slanted edge through a grid point
            return {"size": L, "vertices": pts, "labels": draw.pick_labels(rng, n, pool="ABCDEFGHJKMNPQRSTUVW"),
                    "ask": str(rng.choice(space.ask.values)), "color": str(rng.choice(["blue", "green", "orange"]))}

    @staticmethod
    def _simple(pts):
        """No straight or zero angle and no two non-adjacent edges meeting (a simple polygon)."""
        n = len(pts)
        P = [np.array(p, float) for p in pts]
        cross = lambda o, a, b: (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
        for i in range(n):
            if cross(P[i - 1], P[i], P[(i + 1) % n]) == 0:
                return False
        for i in range(n):
            for j in range(i + 1, n):
                if j == i + 1 or (i == 0 and j == n - 1):
                    continue
                a, b, c, d = P[i], P[(i + 1) % n], P[j], P[(j + 1) % n]
                d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
                if d1 * d2 <= 0 and d3 * d4 <= 0:
                    return False
        return True

    def _name(self, g):
        return "".join(g["labels"])

    def question(self, g):
        what = ("strictly inside the polygon (not on its sides)" if g["ask"] == "interior"
                else "inside the polygon or on its sides (vertices included)")
        return (f"The polygon {self._name(g)} is drawn on a grid of unit squares; each of its vertices is a grid "
                f"point (a crossing of grid lines). How many grid points lie {what}?")

    # -- answer: Pick's theorem ------------------------------------------------------------------------
    def _area(self, p):
        V = p["vertices"]
        return Fraction(abs(sum(V[i][0] * V[(i + 1) % len(V)][1] - V[(i + 1) % len(V)][0] * V[i][1]
                                for i in range(len(V)))), 2)

    def _boundary(self, p):
        V = p["vertices"]
        return sum(gcd(abs(V[(i + 1) % len(V)][0] - V[i][0]), abs(V[(i + 1) % len(V)][1] - V[i][1]))
                   for i in range(len(V)))

    def answer(self, p):
        inside = self._area(p) - Fraction(self._boundary(p), 2) + 1
        return Number(int(inside) + (self._boundary(p) if p["ask"] == "closed" else 0))

    def verify(self, g):
        # Independent: test every grid point of the board (on a side by a zero cross product inside the
        # side's box, inside by the crossing number of a ray).
        V = np.array(g["vertices"], float)
        n, L = len(V), g["size"]
        inner = on = 0
        for x in range(L + 1):
            for y in range(L + 1):
                edge = False
                crossings = 0
                for i in range(n):
                    (x1, y1), (x2, y2) = V[i], V[(i + 1) % n]
                    if ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) == 0 and min(x1, x2) <= x <= max(x1, x2)
                            and min(y1, y2) <= y <= max(y1, y2)):
                        edge = True
                    if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                        crossings += 1
                on += edge
                inner += (not edge) and crossings % 2 == 1
        return Number(inner + (on if g["ask"] == "closed" else 0))

    # -- views -------------------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        L = g["size"]
        for k in range(L + 1):
            ax.plot([0, L], [k, k], color="#d1d5db", linewidth=1.0, zorder=0)
            ax.plot([k, k], [0, L], color="#d1d5db", linewidth=1.0, zorder=0)
        xs, ys = np.meshgrid(np.arange(L + 1), np.arange(L + 1))
        ax.scatter(xs.ravel(), ys.ravel(), s=10, color="#6b7280", zorder=1)
        draw.polygon(ax, dict(zip(g["labels"], g["vertices"])), fill=draw.PALETTE[g["color"]], linewidth=2.2)
        draw.geometry_axes(ax, [(-0.6, -0.6), (L + 0.6, L + 0.6)], margin=0.02)

    def description(self, g):
        pts = ", ".join(f"{n}({x}, {y})" for n, (x, y) in zip(g["labels"], g["vertices"]))
        return (f"A {g['size']} × {g['size']} board of unit squares with grid points at whole-number coordinates "
                f"from 0 to {g['size']}; the polygon {self._name(g)} has its vertices at the grid points {pts}, "
                f"joined in this order.")

    def subquestions(self, g):
        pts = ", ".join(f"{n}({x}, {y})" for n, (x, y) in zip(g["labels"], g["vertices"]))
        return [SubQuestion(f"What is the area of the polygon with vertices {pts} (in this order)?",
                            Number(float(self._area(g))), "analytic_geometry/coordinates/shoelace_formula"),
                SubQuestion(f"How many grid points (points with whole-number coordinates) lie on the sides of the "
                            f"polygon with vertices {pts} (in this order), vertices included?",
                            Number(self._boundary(g)), "analytic_geometry/coordinates/distance_formula")]
