"""Analytic geometry: the ellipse with a given centre and axes parallel to the coordinate axes through two marked
lattice points (the ellipse itself not drawn); its denominators A and B."""
from fractions import Fraction
from functools import lru_cache

from dynaforge.sdk import IntRange, Levels, Multi, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


@lru_cache(maxsize=None)
def _offset_pairs(kind):
    """{(A, B): [(first offset, second offset), ...]} for offsets (u, v), 0 ≤ u, v ≤ 7, of two points that fix an
    ellipse u²/A + v²/B = 1 with A ≠ B at most 60 and denominators at most 3; ``kind`` "axis": one point on an axis
    of the ellipse, the other not; "inner": neither on an axis."""
    out = {}
    offs = [(u, v) for u in range(8) for v in range(8) if (u, v) != (0, 0)]
    for (u1, v1) in offs:
        for (u2, v2) in offs:
            det = u1 * u1 * v2 * v2 - u2 * u2 * v1 * v1
            if det == 0:
                continue
            s, t = Fraction(v2 * v2 - v1 * v1, det), Fraction(u1 * u1 - u2 * u2, det)
            if s <= 0 or t <= 0:
                continue
            A, B = 1 / s, 1 / t
            if A == B or A > 60 or B > 60 or A.denominator > 3 or B.denominator > 3:
                continue
            inner = [bool(u1 and v1), bool(u2 and v2)]
            if (kind == "inner" and all(inner)) or (kind == "axis" and inner == [True, False]):
                out.setdefault((A, B), []).append(((u1, v1), (u2, v2)))
    return out


def _shift(var, c):
    return f"{var}²" if c == 0 else f"({var} − {c})²" if c > 0 else f"({var} + {-c})²"


@seed_program(
    id="ellipse_through_points_centre", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["analytic_geometry/conics/ellipse_standard_form", "analytic_geometry/conics/point_position_conic"],
    source="DynaMath-style (analytic geometry, the equation of an ellipse through given points)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class EllipseThroughPointsCentre(SeedProgram):
    levels = Levels(
        standard=dict(centre=IntRange(-2, 2), kind="axis"),
        hard=dict(centre=IntRange(-2, 2), kind="inner"),
        hard_means="neither marked point lies on an axis of the ellipse, so A and B come from solving a 2×2 linear "
                   "system in 1/A and 1/B (at the standard level one point is a vertex and gives A or B at once), "
                   "and A, B are more often fractions (thirds, halves)",
    )

    def sample(self, rng, space):
        table = _offset_pairs(space.kind)
        keys = sorted(table)
        for _ in attempts("two marked points of the chosen ellipse inside the grid"):
            A, B = keys[int(rng.integers(len(keys)))]
            first, second = table[(A, B)][int(rng.integers(len(table[(A, B)])))]
            h, k = int(space.centre.draw(rng)), int(space.centre.draw(rng))
            sgn = lambda: int(rng.choice([-1, 1]))
            P = [h + sgn() * first[0], k + sgn() * first[1]]
            Q = [h + sgn() * second[0], k + sgn() * second[1]]
            if max(abs(c) for c in P + Q) > 9:
                continue
            if int(rng.integers(2)):
                P, Q = Q, P
            labels = draw.pick_labels(rng, 2, "PQRSTUV")
            return ({"h": h, "k": k, "P": P, "Q": Q, "labels": labels}, {"A": str(A), "B": str(B)})

    def question(self, g):
        P, Q = g["labels"]
        return (f"An ellipse with centre C({g['h']}, {g['k']}) and axes parallel to the coordinate axes passes through "
                f"the marked grid points {P} and {Q} (the ellipse itself is not drawn). Its equation is "
                f"{_shift('x', g['h'])}/A + {_shift('y', g['k'])}/B = 1. Find A and B, in this order (each a whole "
                f"number or a fraction).")

    def answer(self, p):
        return Multi([Number(float(Fraction(p["A"]))), Number(float(Fraction(p["B"])))])

    def verify(self, g):
        # Solve the linear system u²·s + v²·t = 1 (s = 1/A, t = 1/B) for the two points with exact fractions.
        rows = [((x - g["h"]) ** 2, (y - g["k"]) ** 2) for x, y in (g["P"], g["Q"])]
        (a1, b1), (a2, b2) = rows
        det = Fraction(a1 * b2 - a2 * b1)
        s = Fraction(b2 - b1) / det
        t = Fraction(a1 - a2) / det
        return Multi([Number(float(1 / s)), Number(float(1 / t))])

    def draw(self, g, ax, hide=()):
        P, Q = g["labels"]
        xs = [g["h"], g["P"][0], g["Q"][0], 0]
        ys = [g["k"], g["P"][1], g["Q"][1], 0]
        xlim = (min(min(xs) - 1.5, -2.5), max(max(xs) + 1.5, 2.5))
        ylim = (min(min(ys) - 1.5, -2.5), max(max(ys) + 1.5, 2.5))
        draw.grid_axes(ax, xlim, ylim, step=1)
        draw.label_grid_point(ax, (g["h"], g["k"]), "C", away_from=(g["h"] - 0.6, g["k"] - 1), offset=14,
                              color=draw.INK)
        ax.plot([g["h"]], [g["k"]], "x", color=draw.INK, markersize=9, markeredgewidth=2, zorder=6)
        for name, pt in ((P, g["P"]), (Q, g["Q"])):
            draw.label_grid_point(ax, pt, name, away_from=(g["h"], g["k"]), offset=14, color=draw.ACCENT)

    def subquestions(self, g):
        P = g["labels"][0]
        u, v = g["P"][0] - g["h"], g["P"][1] - g["k"]
        return [
            SubQuestion(f"Point {P}({g['P'][0]}, {g['P'][1]}) lies on an ellipse centred at C({g['h']}, {g['k']}). "
                        f"What are the horizontal and vertical distances from C to {P}? Give them in this order.",
                        Multi([Number(abs(u)), Number(abs(v))]), "analytic_geometry/conics/ellipse_standard_form"),
        ]

    def description(self, g):
        P, Q = g["labels"]
        return (f"On a coordinate grid the centre C({g['h']}, {g['k']}) is marked with a cross, and the points "
                f"{P}({g['P'][0]}, {g['P'][1]}) and {Q}({g['Q'][0]}, {g['Q'][1]}) are marked with dots. No ellipse is "
                f"drawn.")
