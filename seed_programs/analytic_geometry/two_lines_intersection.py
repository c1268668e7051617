"""Analytic geometry: the intersection point of two lines, each drawn through two grid points."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, Levels, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw



def _point_text(x, y):
    return f"({draw.fmt_fraction(x)}, {draw.fmt_fraction(y)})"


def _cramer(p):
    """Intersection by Cramer's rule on a·x + b·y = c for each line (exact fractions)."""
    rows = []
    for (x1, y1), (x2, y2) in (p["line1"], p["line2"]):
        a, b = y2 - y1, x1 - x2
        rows.append((a, b, a * x1 + b * y1))
    (a1, b1, c1), (a2, b2, c2) = rows
    det = a1 * b2 - a2 * b1
    return Fraction(c1 * b2 - c2 * b1, det), Fraction(a1 * c2 - a2 * c1, det)


@seed_program(
    id="two_lines_intersection", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/lines/intersection_of_lines", "analytic_geometry/lines/slope"],
    source="DynaMath-style (analytic geometry, intersection of plotted lines)",
    variations=["numeric_values", "point_labels", "colors_labels"],
)
class TwoLinesIntersection(SeedProgram):
    levels = Levels(
        standard=dict(coord=OneOf((-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)), slope_gap=0.4, max_denominator=9),
        hard=dict(coord=OneOf((-8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8)), slope_gap=0.2,
                  max_denominator=19),
        hard_means="lines through points of a larger grid with closer slopes: the crossing has coordinates "
                   "with denominators up to 19, and the near-miss options are one denominator step away",
    )

    def sample(self, rng, space):
        LIM = max(space.coord.values) + 1

        def grid_point():
            return [int(space.coord.draw(rng)) for _ in range(2)]

        for _ in attempts("two long slanted lines crossing off the lattice, inside the window, clear of the points"):
            l1, l2 = [grid_point(), grid_point()], [grid_point(), grid_point()]
            if any(l[0][0] == l[1][0] or np.hypot(l[0][0] - l[1][0], l[0][1] - l[1][1]) < 4
                   for l in (l1, l2)):
                continue
            pts = l1 + l2
            if len({tuple(q) for q in pts}) < 4:
                continue
            p = {"line1": l1, "line2": l2}
            s1 = Fraction(l1[1][1] - l1[0][1], l1[1][0] - l1[0][0])
            s2 = Fraction(l2[1][1] - l2[0][1], l2[1][0] - l2[0][0])
            if abs(float(s1 - s2)) < space.slope_gap:
                continue
            x, y = _cramer(p)
            if max(abs(x), abs(y)) > LIM - 1 or max(x.denominator, y.denominator) > space.max_denominator:
                continue
            if x.denominator == 1 and y.denominator == 1:
                continue  # a lattice intersection could be read off without any algebra
            if min(np.hypot(float(x) - q[0], float(y) - q[1]) for q in pts) < 1.5:
                continue
            break
        colours = [str(c) for c in rng.choice(["blue", "red", "green", "purple", "orange"], 2, replace=False)]
        return {"line1": l1, "line2": l2, "lim": LIM, "labels": draw.pick_labels(rng, 4, pool="ABCDEFGHJKMNPQRSTUVW"),
                "colors": colours}

    def question(self, g):
        A, B, C, D = g["labels"]
        c1, c2 = g["colors"]
        return (f"Line l₁ ({c1}) passes through the grid points {A} and {B}, and line l₂ ({c2}) passes "
                f"through the grid points {C} and {D}. What are the coordinates of the intersection "
                f"point of l₁ and l₂?")

    def answer(self, p):
        x, y = _cramer(p)
        right = _point_text(x, y)
        # Near misses that look the same on the plot: one denominator step off in x and/or y.
        dx = Fraction(1, x.denominator) if x.denominator > 1 else Fraction(1, 2)
        dy = Fraction(1, y.denominator) if y.denominator > 1 else Fraction(1, 2)
        pool = [_point_text(x + dx, y), _point_text(x, y - dy), _point_text(x - dx, y + dy),
                _point_text(y, x)]
        distractors = []
        for option in pool:
            if option != right and option not in distractors:
                distractors.append(option)
        return Choice(right, distractors[:3])

    def verify(self, g):
        import sympy as sp

        lines = [sp.Line(sp.Point(*a), sp.Point(*b)) for a, b in (g["line1"], g["line2"])]
        (pt,) = lines[0].intersection(lines[1])
        return _point_text(Fraction(int(sp.numer(pt.x)), int(sp.denom(pt.x))),
                           Fraction(int(sp.numer(pt.y)), int(sp.denom(pt.y))))

    def draw(self, g, ax, hide=()):
        LIM = g["lim"]
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if LIM <= 6 else 9)
        x, y = (float(v) for v in _cramer(g))
        names = iter(g["labels"])
        lines = [np.array(g["line1"], float), np.array(g["line2"], float)]
        for i, ((a, b), colour, tag) in enumerate(zip(lines, g["colors"], ("l₁", "l₂"))):
            d = (b - a) / np.linalg.norm(b - a)
            col = draw.PALETTE[colour]
            draw.segment(ax, a - 30 * d, a + 30 * d, color=col, linewidth=2.2)
            oa, ob = lines[1 - i]
            other_n = np.array([-(ob - oa)[1], (ob - oa)[0]])
            for q in (a, b):
                # label beside the line, on the side facing away from the other line
                n = np.array([-d[1], d[0]])
                if (q + n - oa) @ other_n * ((q - oa) @ other_n) < 0 or \
                        abs((q + n - oa) @ other_n) < abs((q - n - oa) @ other_n):
                    n = -n
                draw.label_grid_point(ax, q, next(names), away_from=q - n, color=col)
            # tag the line near one end of its visible part, where it is farthest from other marks
            ts = np.linspace(-30, 30, 3001)
            inside = [a + t * d for t in ts if np.all(np.abs(a + t * d) <= LIM - 0.5)]
            n = np.array([-d[1], d[0]])
            marks = [np.array(q, float) for q in g["line1"] + g["line2"]] + [np.array([x, y])]
            spots = [e + sgn * 0.7 * n for e in (inside[0], inside[-1]) for sgn in (1, -1)]
            spot = max(spots, key=lambda c: min(np.linalg.norm(c - m) for m in marks))
            ax.text(spot[0], spot[1], tag, fontsize=14, color=col, ha="center", va="center", zorder=7,
                    bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})
        ax.plot([x], [y], "o", markersize=7, markerfacecolor="white", markeredgecolor=draw.INK, zorder=6)

    def description(self, g):
        (a, b), (c, d) = g["line1"], g["line2"]
        A, B, C, D = g["labels"]
        return (f"On a coordinate grid, line l₁ passes through {A}({a[0]}, {a[1]}) and {B}({b[0]}, {b[1]}); "
                f"line l₂ passes through {C}({c[0]}, {c[1]}) and {D}({d[0]}, {d[1]}). The two lines cross "
                f"at one point, marked with an open circle.")
