"""Analytic geometry: the area of a triangle whose vertices are lattice points read off a grid."""
from math import gcd

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="triangle_area_on_grid", topic="analytic_geometry", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["analytic_geometry/coordinates/shoelace_formula", "plane_figures/area/rectangle_area"],
    source="DynaMath-style (analytic geometry, area from plotted vertices)",
    variations=["numeric_values", "point_labels", "colors_labels"],
)
class TriangleAreaOnGrid(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-5, 5), min_double_area=14, min_side=3),
        hard=dict(coord=IntRange(-9, 9), min_double_area=40, min_side=5),
        hard_means="a larger triangle on a larger grid (coordinates up to ±9): more squares to count and larger "
                   "products in the shoelace formula",
    )

    def sample(self, rng, space):
        for _ in attempts("a large enough triangle with sides of at least min_side"):
            nonzero = [v for v in space.coord.values if v != 0]  # vertices off the axes and tick labels
            pts = [[int(rng.choice(nonzero)), int(rng.choice(nonzero))] for _ in range(3)]
            (x1, y1), (x2, y2), (x3, y3) = pts
            twice = abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1))
            sides = [np.hypot(*np.subtract(pts[i], pts[j])) for i, j in ((0, 1), (1, 2), (0, 2))]
            if twice >= space.min_double_area and min(sides) >= space.min_side:
                break
        color = str(rng.choice(["blue", "green", "orange", "purple"]))
        return {"vertices": pts, "labels": draw.pick_labels(rng, 3), "color": color, "lim": space.coord.hi + 1}

    def question(self, g):
        A, B, C = g["labels"]
        return (f"Triangle {A}{B}{C} is drawn on the coordinate grid; its vertices lie on grid points "
                f"and each grid square is 1 unit by 1 unit. What is the area of triangle {A}{B}{C}?")

    def answer(self, p):
        (x1, y1), (x2, y2), (x3, y3) = p["vertices"]
        return Number(abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1)) / 2)

    def verify(self, g):
        # Pick's theorem: count interior lattice points by brute force, boundary points by gcd.
        P = [tuple(v) for v in g["vertices"]]

        def cross(o, a, b):
            return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

        orient = 1 if cross(*P) > 0 else -1
        xs, ys = [v[0] for v in P], [v[1] for v in P]
        interior = 0
        for x in range(min(xs), max(xs) + 1):
            for y in range(min(ys), max(ys) + 1):
                q = (x, y)
                if all(orient * cross(P[i], P[(i + 1) % 3], q) > 0 for i in range(3)):
                    interior += 1
        boundary = sum(gcd(abs(P[i][0] - P[(i + 1) % 3][0]), abs(P[i][1] - P[(i + 1) % 3][1]))
                       for i in range(3))
        return Number(interior + boundary / 2 - 1)

    def draw(self, g, ax, hide=()):
        pts = np.array(g["vertices"], dtype=float)
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6 else 9)
        draw.polygon(ax, dict(zip(g["labels"], pts)), fill=draw.PALETTE[g["color"]],
                     color=draw.PALETTE[g["color"]], linewidth=2.2)

    def subquestions(self, g):
        A, B, C = g["labels"]
        xs = [v[0] for v in g["vertices"]]
        ys = [v[1] for v in g["vertices"]]
        (x1, y1), (x2, y2), (x3, y3) = g["vertices"]
        return [
            SubQuestion(f"What is the area of the smallest rectangle with sides parallel to the axes "
                        f"that contains triangle {A}{B}{C} shown on the grid?",
                        Number((max(xs) - min(xs)) * (max(ys) - min(ys))),
                        "plane_figures/area/rectangle_area"),
            SubQuestion(f"With {A}, {B}, {C} read from the grid, what is the absolute value of "
                        f"(x_{B} - x_{A})(y_{C} - y_{A}) - (x_{C} - x_{A})(y_{B} - y_{A})?",
                        Number(abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1))),
                        "analytic_geometry/coordinates/shoelace_formula"),
        ]

    def description(self, g):
        parts = [f"{n}({x}, {y})" for n, (x, y) in zip(g["labels"], g["vertices"])]
        return (f"On a coordinate grid with unit squares, a triangle has vertices "
                f"{', '.join(parts)}.")
