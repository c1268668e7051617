"""Analytic geometry: length of the chord a line through two grid points cuts from a plotted circle."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

# r² values that are not a sum of two squares: the circle passes through no grid point, so r is
# only known from its label
RADII_SQ = (6, 7, 11, 12, 14, 15, 19, 21)
HARD_RADII_SQ = (22, 23, 24, 27, 28, 30, 31, 33)


def _line(A, B):
    """Integer a, b, c (gcd 1) with a·x + b·y + c = 0 through grid points A and B."""
    a, b = B[1] - A[1], A[0] - B[0]
    g = int(np.gcd(a, b))
    a, b = a // g, b // g
    return int(a), int(b), int(-(a * A[0] + b * A[1]))


def _surd_ratio(num, den_sq):
    """|num| / √den_sq as text, e.g. 3/√5 (or a plain rational when den_sq is a square)."""
    num = abs(num)
    root = int(round(np.sqrt(den_sq)))
    if root * root == den_sq:
        return draw.fmt_fraction(num / root)
    return f"{num}/√{den_sq}"


@seed_program(
    id="line_circle_chord_length", topic="analytic_geometry", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["analytic_geometry/circles/chord_length", "analytic_geometry/lines/point_line_distance"],
    source="DynaMath-style (analytic geometry, chord cut from a circle by a line)",
    variations=["numeric_values", "point_labels", "colors_labels", "geometric_transformations"],
)
class LineCircleChordLength(SeedProgram):
    levels = Levels(
        standard=dict(r2=OneOf(RADII_SQ), centre=OneOf((-2, -1, 1, 2)), coord=IntRange(-6, 6)),
        hard=dict(r2=OneOf(HARD_RADII_SQ), centre=OneOf((-3, -2, -1, 1, 2, 3)), coord=IntRange(-8, 8)),
        hard_means="larger radii (r² from 22 to 33) on a larger grid, so the line's coefficients and the distance "
                   "to the centre are larger, less friendly numbers",
    )

    def sample(self, rng, space):
        LIM = space.coord.hi + 1
        for _ in attempts("the line cuts a clear chord, marked points off the circle and the axes"):
            r2 = int(space.r2.draw(rng))
            C = [int(space.centre.draw(rng)) for _ in range(2)]  # off the axes and tick labels
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            B = [int(v) for v in space.coord.draw(rng, size=2)]
            r = np.sqrt(r2)
            if abs(C[0]) + r > LIM - 0.3 or abs(C[1]) + r > LIM - 0.3 or 0 in A + B or A == B:
                continue
            if np.hypot(B[0] - A[0], B[1] - A[1]) < 3:
                continue
            a, b, c = _line(A, B)
            d = abs(a * C[0] + b * C[1] + c) / np.hypot(a, b)
            if not 0.8 <= d <= r - 0.9:
                continue
            # the marked points stay clear of the circle (and so of the chord ends)
            if min(abs(np.hypot(X[0] - C[0], X[1] - C[1]) - r) for X in (A, B)) < 0.8:
                continue
            ends = self._chord_ends({"A": A, "B": B, "C": C, "r": float(r)})
            if min(np.hypot(*(np.array(X, float) - E)) for X in (A, B) for E in ends) < 1.5:
                continue
            break
        return {"C": C, "r": float(r), "A": A, "B": B, "lim": LIM,
                "labels": draw.pick_labels(rng, 5, pool="ABCDEFGHJKLMNPQRSTUVW"),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _r2(self, p):
        return int(round(p["r"] ** 2))

    def _distance(self, p):
        a, b, c = _line(p["A"], p["B"])
        return abs(a * p["C"][0] + b * p["C"][1] + c) / np.hypot(a, b)

    def question(self, g):
        la, lb, lc, lm, ln = g["labels"]
        return (f"The circle in the figure has centre {lc} (a grid point) and radius r = √{self._r2(g)}. "
                f"The line through the grid points {la} and {lb} meets the circle at {lm} and {ln}. "
                f"What is the length of the chord {lm}{ln}? Give the answer to two decimal places.")

    def answer(self, p):
        d = self._distance(p)
        return Number(2 * np.sqrt(p["r"] ** 2 - d * d))

    def _chord_ends(self, p):
        # Solve |A + t(B - A) - C|² = r² for t (a quadratic), the chord ends are the two roots.
        A, B, C = (np.array(p[k], float) for k in ("A", "B", "C"))
        u = B - A
        w = A - C
        qa, qb, qc = u @ u, 2 * (u @ w), w @ w - p["r"] ** 2
        t1, t2 = np.roots([qa, qb, qc]).real
        return A + t1 * u, A + t2 * u

    def verify(self, g):
        M, N = self._chord_ends(g)
        return Number(float(np.linalg.norm(M - N)))

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle

        la, lb, lc, lm, ln = g["labels"]
        A, B, C = (np.array(g[k], float) for k in ("A", "B", "C"))
        LIM = g["lim"]
        draw.grid_axes(ax, (-LIM - 0.5, LIM + 0.5), (-LIM - 0.5, LIM + 0.5), fontsize=11 if LIM <= 7 else 9)
        colour = draw.PALETTE[g["color"]]
        ax.add_patch(Circle(tuple(C), g["r"], fill=False, edgecolor=draw.INK, linewidth=2.2, zorder=4))
        d = (B - A) / np.linalg.norm(B - A)
        draw.segment(ax, A - 30 * d, A + 30 * d, color=colour, linewidth=2.0)
        M, N = self._chord_ends(g)
        draw.segment(ax, M, N, color=draw.ACCENT, linewidth=3.2)
        # radius drawn on the side of C away from the line
        foot = A + ((C - A) @ d) * d
        away = C - foot
        away = away / np.linalg.norm(away)
        tip = C + g["r"] * away
        draw.segment(ax, C, tip, color=draw.INK, style="--", linewidth=1.6)
        text = "r = ?" if "r" in hide else f"r = √{self._r2(g)}"
        draw.segment_label(ax, C, tip, text, offset=16, fontsize=12)
        # C labelled across the radius; A, B on the far side of the line, M, N on the centre's side
        draw.label_grid_point(ax, C, lc, away_from=C + np.array([-away[1], away[0]]), offset=14)
        for X, name in ((A, la), (B, lb)):
            draw.label_grid_point(ax, X, name, away_from=X + away, offset=14, color=colour)
        for X, name in ((M, lm), (N, ln)):
            draw.label_grid_point(ax, X, name, away_from=X - away, offset=14, color=draw.ACCENT)
        ax.set_xlim(-LIM - 0.5, LIM + 0.5)
        ax.set_ylim(-LIM - 0.5, LIM + 0.5)

    def subquestions(self, g):
        la, lb, lc, lm, ln = g["labels"]
        (x1, y1), (x2, y2), (h, k) = g["A"], g["B"], g["C"]
        a, b, c = _line(g["A"], g["B"])
        num, den = a * h + b * k + c, a * a + b * b
        return [
            SubQuestion(f"What is the distance from the point {lc}({h}, {k}) to the line through "
                        f"{la}({x1}, {y1}) and {lb}({x2}, {y2})? Give the answer to two decimal places.",
                        Number(abs(num) / np.sqrt(den)), "analytic_geometry/lines/point_line_distance"),
            SubQuestion(f"A circle has radius √{self._r2(g)}, and a line lies at distance "
                        f"{_surd_ratio(num, den)} from its centre. How long is the chord the line cuts "
                        f"from the circle? Give the answer to two decimal places.",
                        Number(2 * np.sqrt(self._r2(g) - num * num / den)), "analytic_geometry/circles/chord_length"),
        ]

    def backward(self, g):
        la, lb, lc, lm, ln = g["labels"]
        chord = self.answer(g).value
        d = self._distance(g)
        return Backward(
            f"The circle in the figure has centre {lc} (a grid point) and an unknown radius r. The line "
            f"through the grid points {la} and {lb} meets the circle at {lm} and {ln}, and the chord "
            f"{lm}{ln} has length {chord:.3f}. What is r? Give the answer to two decimal places.",
            Number(float(np.sqrt(d * d + chord * chord / 4)), tolerance=0.003), "r")

    def description(self, g):
        la, lb, lc, lm, ln = g["labels"]
        (x1, y1), (x2, y2), (h, k) = g["A"], g["B"], g["C"]
        return (f"On a coordinate grid, a circle has centre {lc}({h}, {k}) and radius r = √{self._r2(g)}. "
                f"A line passes through the grid points {la}({x1}, {y1}) and {lb}({x2}, {y2}) and crosses "
                f"the circle at {lm} and {ln}; the chord {lm}{ln} is highlighted.")
