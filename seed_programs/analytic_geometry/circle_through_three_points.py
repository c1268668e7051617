"""Analytic geometry: the circle through three labelled lattice points (its centre and r²), the circle not drawn."""
import math
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw
from dynaforge.sdk.coordinates import signed_term


def _offsets(n2, odd):
    """Integer (a, b) with a² + b² = n2 (both odd when `odd`: doubled half-integer offsets)."""
    r = math.isqrt(n2)
    return [(a, b) for a in range(-r, r + 1) for b in range(-r, r + 1)
            if a * a + b * b == n2 and (not odd or (a % 2 and b % 2))]


@seed_program(
    id="circle_through_three_points", topic="analytic_geometry", level="high_school", difficulty="hard",
    question_type="free_form",
    concepts=["analytic_geometry/circles/standard_equation", "analytic_geometry/lines/perpendicular_bisector"],
    source="DynaMath-style (analytic geometry, circumcircle of three grid points)",
    variations=["numeric_values", "point_labels"],
)
class CircleThroughThreePoints(SeedProgram):
    levels = Levels(
        standard=dict(centre=IntRange(-3, 3), n2=OneOf((5, 10, 13, 17, 25)), half=OneOf((False,)), lim=7),
        hard=dict(centre=IntRange(-3, 3), n2=OneOf((25, 26, 29, 34, 50, 58, 65, 74, 82, 90)),
                  half=OneOf((False, True)), lim=9),
        hard_means="larger circles through points farther apart, and half the time a centre with half-integer "
                   "coordinates (r² then ends in .5), so the perpendicular bisectors meet between grid points",
    )

    def sample(self, rng, space):
        for _ in attempts("three well-spread lattice points of a circle inside the grid"):
            half = bool(space.half.draw(rng))
            n2 = int(space.n2.draw(rng))
            # in half mode work in doubled coordinates: centre 2h odd, offsets odd, r² = n2 / 4
            offs = _offsets(n2, half)
            if len(offs) < 3:
                continue
            idx = rng.choice(len(offs), size=3, replace=False)
            chosen = [offs[int(i)] for i in idx]
            c2 = [2 * space.centre.draw(rng) + (1 if half else 0) for _ in range(2)]
            if half:
                pts = [((c2[0] + a) // 2, (c2[1] + b) // 2) for a, b in chosen]
                h2, k2 = c2
            else:
                pts = [(c2[0] // 2 + a, c2[1] // 2 + b) for a, b in chosen]
                h2, k2 = c2[0], c2[1]
            if any(max(abs(x), abs(y)) > space.lim - 1 for x, y in pts) or any(0 in q for q in pts):
                continue
            d = [np.hypot(p[0] - q[0], p[1] - q[1]) for i, p in enumerate(pts) for q in pts[i + 1:]]
            if min(d) < 2.5:
                continue
            lim = min(space.lim, max(6, max(max(abs(x), abs(y)) for x, y in pts) + 2))
            return ({"points": [list(p) for p in pts], "lim": lim,
                     "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKMNPQRST"),
                     "color": str(rng.choice(["blue", "green", "purple", "red"]))},
                    {"centre2": [h2, k2], "n2": n2, "half": half})

    def question(self, g):
        A, B, C = g["labels"]
        return (f"The grid points {A}, {B} and {C} in the figure lie on one circle (not drawn). Write its equation "
                f"as (x - h)² + (y - k)² = r². Give h, k and r², in this order.")

    def answer(self, p):
        h2, k2 = p["centre2"]
        if p["half"]:
            h, k, r2 = Fraction(h2, 2), Fraction(k2, 2), Fraction(p["n2"], 4)
        else:
            h, k, r2 = Fraction(h2, 2), Fraction(k2, 2), Fraction(p["n2"])
        return Multi([Number(float(h)), Number(float(k)), Number(float(r2))])

    def verify(self, g):
        # x² + y² + Dx + Ey + F = 0 through the three points, solved exactly
        D, E, F = sp.symbols("D E F")
        sol = sp.solve([x * x + y * y + D * x + E * y + F for x, y in g["points"]], [D, E, F], dict=True)[0]
        h, k = -sol[D] / 2, -sol[E] / 2
        return Multi([Number(float(h)), Number(float(k)), Number(float(h * h + k * k - sol[F]))])

    def draw(self, g, ax, hide=()):
        lim = b3.conic_grid(ax, g["lim"])
        P = [np.array(p, float) for p in g["points"]]
        colour = draw.PALETTE[g["color"]]
        ax.fill([p[0] for p in P], [p[1] for p in P], color=colour, alpha=0.12, zorder=2)
        for i in range(3):
            draw.segment(ax, P[i], P[(i + 1) % 3], color=colour, style="--", linewidth=1.6)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        G = sum(P) / 3
        for p, name in zip(P, g["labels"]):
            draw.label_grid_point(ax, p, name, away_from=G, offset=14, color=draw.INK)

    def subquestions(self, g):
        A, B, C = g["labels"]
        (x1, y1), (x2, y2), _ = g["points"]
        lhs = signed_term(2 * (x2 - x1), "h", first=True)
        lhs += signed_term(2 * (y2 - y1), "k", first=not lhs)
        return [
            SubQuestion(f"What is the midpoint of the segment from {A}({x1}, {y1}) to {B}({x2}, {y2})? Give x, then y.",
                        Multi([Number((x1 + x2) / 2), Number((y1 + y2) / 2)]), "analytic_geometry/coordinates/midpoint"),
            SubQuestion(f"The point (h, k) is the same distance from {A}({x1}, {y1}) and {B}({x2}, {y2}). Written as "
                        f"a·h + b·k = c, that condition is {lhs} = c. "
                        f"What is c?",
                        Number(x2 * x2 + y2 * y2 - x1 * x1 - y1 * y1, tolerance=0),
                        "analytic_geometry/lines/perpendicular_bisector"),
        ]

    def description(self, g):
        A, B, C = g["labels"]
        pts = ", ".join(f"{n}({x}, {y})" for n, (x, y) in zip(g["labels"], g["points"]))
        return (f"On a coordinate grid, three grid points are marked: {pts}; the triangle {A}{B}{C} is drawn dashed. "
                f"No circle is drawn.")
