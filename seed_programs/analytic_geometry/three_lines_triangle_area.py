"""Analytic geometry: the area of the triangle bounded by three lines given by their equations and drawn on a grid."""
from fractions import Fraction
from math import gcd

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import coordinates, draw

NAMES = ("ℓ₁", "ℓ₂", "ℓ₃")
COLOURS = ("blue", "green", "purple")


def line_text(a, b, c):
    """a·x + b·y = c as text: '2x - y = 3', 'x = -2'."""
    lhs = coordinates.signed_term(a, "x", first=True)
    lhs += coordinates.signed_term(b, "y", first=not lhs)
    return f"{lhs} = {c}"


def _meet(l1, l2):
    """Exact intersection of a₁x + b₁y = c₁ and a₂x + b₂y = c₂ (Cramer's rule)."""
    (a1, b1, c1), (a2, b2, c2) = l1, l2
    det = a1 * b2 - a2 * b1
    return Fraction(c1 * b2 - c2 * b1, det), Fraction(a1 * c2 - a2 * c1, det)


@seed_program(
    id="three_lines_triangle_area", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/lines/intersection_of_lines", "analytic_geometry/coordinates/shoelace_formula"],
    source="DynaMath-style (analytic geometry, triangle bounded by three lines)",
    variations=["numeric_values", "colors_labels"],
)
class ThreeLinesTriangleArea(SeedProgram):
    levels = Levels(
        standard=dict(coef=IntRange(-3, 3), const=IntRange(-15, 15), lattice=(True,), lim=7),
        hard=dict(coef=IntRange(-5, 5), const=IntRange(-30, 30), lattice=(False,), lim=8),
        hard_means="larger coefficients and at least one corner that is not a grid point (coordinates are fractions), "
                   "so the corners must be solved for, not read off the grid",
    )

    def sample(self, rng, space):
        target = float(rng.uniform(3, 30))   # aim at an area, so the answers spread over the range
        for tries, _ in enumerate(attempts("three pairwise crossing lines bounding a well-shaped triangle inside the grid",
                                                 limit=4000)):
            # three grid corners, the lines through them; at the hard level one line is then moved
            # parallel by one or two units of its constant, so two corners leave the grid points
            cmax = space.coef.hi
            dirs = [(int(rng.integers(-cmax, cmax + 1)), int(rng.integers(-cmax, cmax + 1))) for _ in range(2)]
            if any(d == (0, 0) or gcd(*d) != 1 for d in dirs) or dirs[0][0] * dirs[1][1] == dirs[0][1] * dirs[1][0]:
                continue
            P1 = tuple(int(v) for v in rng.integers(-space.lim + 1, space.lim, size=2))
            k1, k2 = (int(v) for v in rng.integers(1, 5, size=2))
            corners = [P1, (P1[0] + k1 * dirs[0][0], P1[1] + k1 * dirs[0][1]),
                       (P1[0] + k2 * dirs[1][0], P1[1] + k2 * dirs[1][1])]
            lines = []
            for i, j in ((0, 1), (1, 2), (2, 0)):
                a, b, c0 = coordinates.line_through(corners[i], corners[j])
                sign = -1 if a < 0 or (a == 0 and b < 0) else 1     # a positive leading coefficient
                lines.append((sign * a, sign * b, -sign * c0))
            if any(l1[0] * l2[1] == l2[0] * l1[1] for i, l1 in enumerate(lines) for l2 in lines[i + 1:]):
                continue
            if max(max(abs(l[0]), abs(l[1])) for l in lines) > space.coef.hi:
                continue
            if not space.lattice[0]:
                k = int(rng.integers(0, 3))
                a, b, const = lines[k]
                lines[k] = (a, b, const + int(rng.choice([-2, -1, 1, 2])))
            if any(abs(l[2]) > space.const.hi for l in lines):
                continue
            V = [_meet(lines[0], lines[1]), _meet(lines[1], lines[2]), _meet(lines[0], lines[2])]
            lattice = all(x.denominator == 1 and y.denominator == 1 for x, y in V)
            if lattice != space.lattice[0]:
                continue
            if any(abs(float(c)) > space.lim - 1 for v in V for c in v):
                continue
            P = np.array([[float(x), float(y)] for x, y in V])
            sides = [np.linalg.norm(P[i] - P[(i + 1) % 3]) for i in range(3)]
            u, w = P[1] - P[0], P[2] - P[0]
            area = abs(u[0] * w[1] - u[1] * w[0]) / 2
            if min(sides) < 2 or not 3 <= area <= 30 or area / max(sides) ** 2 < 0.12 or abs(area - target) > 1 + tries / 100:
                continue
            return {"lines": [list(l) for l in lines], "lim": space.lim,
                    "colours": [str(c) for c in rng.permutation(COLOURS)]}

    def question(self, g):
        parts = ", ".join(f"{n}: {line_text(*l)}" for n, l in zip(NAMES, g["lines"]))
        return (f"The figure shows the lines {parts}. What is the area of the shaded triangle that they bound? Give "
                f"the answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        # Area = det(M)² / (2·|C₁C₂C₃|), M the matrix of rows (aᵢ, bᵢ, -cᵢ) and Cᵢ the cofactors of the cᵢ
        # column, i.e. the 2×2 determinants aⱼbₖ - aₖbⱼ of the other two lines
        L = [(a, b, -c) for a, b, c in p["lines"]]
        det = sum(L[0][j] * (L[1][(j + 1) % 3] * L[2][(j + 2) % 3] - L[1][(j + 2) % 3] * L[2][(j + 1) % 3])
                  for j in range(3))
        C = [L[(i + 1) % 3][0] * L[(i + 2) % 3][1] - L[(i + 2) % 3][0] * L[(i + 1) % 3][1] for i in range(3)]
        return Number(float(Fraction(det * det, 2 * abs(C[0] * C[1] * C[2]))))

    def verify(self, g):
        # corners by numpy's linear solver, then the shoelace formula
        pts = []
        L = g["lines"]
        for i, j in ((0, 1), (1, 2), (2, 0)):
            M = np.array([L[i][:2], L[j][:2]], float)
            pts.append(np.linalg.solve(M, np.array([L[i][2], L[j][2]], float)))
        (x1, y1), (x2, y2), (x3, y3) = pts
        return Number(float(abs(x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2)) / 2))

    def draw(self, g, ax, hide=()):
        lim = b3.conic_grid(ax, g["lim"])
        L = g["lines"]
        V = [_meet(L[0], L[1]), _meet(L[1], L[2]), _meet(L[0], L[2])]
        P = np.array([[float(x), float(y)] for x, y in V])
        ax.fill(P[:, 0], P[:, 1], color=draw.PALETTE["orange"], alpha=0.3, zorder=2)
        samples = []
        for a, b, c in L:
            point = np.array([c / a, 0.0]) if a else np.array([0.0, c / b])
            direction = np.array([-b, a], float)
            t = np.linspace(-40, 40, 800)[:, None]
            samples.append(point + t * direction / np.linalg.norm(direction))
        for (a, b, c), colour, pts in zip(L, g["colours"], samples):
            coordinates.window_line(ax, pts[400], pts[401] - pts[400], lim, lim, color=draw.PALETTE[colour],
                                    linewidth=2.0)
        ax.plot(P[:, 0], P[:, 1], "o", color=draw.INK, markersize=5, zorder=5)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        for i, (name, colour) in enumerate(zip(NAMES, g["colours"])):
            a, b, c = L[i]
            others = [samples[j] for j in range(3) if j != i]
            spot = b3.text_spot(g["lim"] + 0.5, 1.0, (samples[i][400], samples[i][401] - samples[i][400]),
                                curves=others, points=list(P), near=1.2)
            ax.text(spot[0], spot[1], name, fontsize=15, color=draw.PALETTE[colour], ha="center", va="center",
                    zorder=6, fontweight="bold", bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})

    def subquestions(self, g):
        L = g["lines"]
        x, y = _meet(L[0], L[1])
        return [
            SubQuestion(f"Where do the lines {line_text(*L[0])} and {line_text(*L[1])} meet? Give x, then y, to two "
                        f"decimal places if they are not whole numbers.", Multi([Number(float(x)), Number(float(y))]),
                        "analytic_geometry/lines/intersection_of_lines"),
        ]

    def description(self, g):
        parts = ", ".join(f"{n}: {line_text(*l)}" for n, l in zip(NAMES, g["lines"]))
        return (f"On a coordinate grid, three lines are drawn, each named beside it: {parts}. The triangle they bound "
                f"is shaded and its three corners are marked with dots.")
