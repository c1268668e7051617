"""Analytic geometry: the midpoint of the chord a given line cuts from an ellipse drawn on a grid (Vieta)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import coordinates, draw


def line_text(m, q):
    """y = m·x + q with fractions: 'y = 2x/3 - 1', 'y = -x + 2'."""
    m, q = Fraction(m), Fraction(q)
    num, den = abs(m.numerator), m.denominator
    body = ("" if num == 1 else str(num)) + "x" + ("" if den == 1 else f"/{den}")
    out = f"y = {'-' if m < 0 else ''}{body}"
    if q:
        out += f" {'+' if q > 0 else '-'} {draw.fmt_fraction(abs(q))}"
    return out


def _ellipse_text(a, b, h, k):
    sx = "x²" if h == 0 else f"({'x - ' + str(h) if h > 0 else 'x + ' + str(-h)})²"
    sy = "y²" if k == 0 else f"({'y - ' + str(k) if k > 0 else 'y + ' + str(-k)})²"
    return f"{sx}/{a * a} + {sy}/{b * b} = 1"


@seed_program(
    id="ellipse_line_chord_midpoint", topic="analytic_geometry", level="high_school", difficulty="hard",
    question_type="free_form",
    concepts=["analytic_geometry/conics/ellipse_standard_form", "analytic_geometry/coordinates/midpoint"],
    source="DynaMath-style (analytic geometry, chord of an ellipse cut by a line; sum of roots)",
    variations=["numeric_values", "point_labels", "colors_labels"],
)
class EllipseLineChordMidpoint(SeedProgram):
    levels = Levels(
        standard=dict(axis=IntRange(2, 5), slope=OneOf(("1", "-1", "2", "-2", "1/2", "-1/2")),
                      intercept=IntRange(-3, 3), centre=(0,), lim=6),
        hard=dict(axis=IntRange(3, 7), slope=OneOf(("1/3", "-1/3", "2/3", "-2/3", "3/2", "-3/2", "3", "-3")),
                  intercept=IntRange(-5, 5), centre=(-2, -1, 0, 1, 2), lim=8),
        hard_means="a shifted centre (the quadratic in x gets a shifted constant term), slopes such as 2/3 or 3/2 "
                   "and longer semi-axes, so the sum of the roots is a fraction with a larger denominator",
    )

    def sample(self, rng, space):
        for _ in attempts("a line cutting the ellipse in two points with a chord midpoint off the axes"):
            a, b = (space.axis.draw(rng) for _ in range(2))
            if a == b:
                continue
            h, k = (int(rng.choice(space.centre)) for _ in range(2))
            m = Fraction(str(space.slope.draw(rng)))
            q = space.intercept.draw(rng)
            if max(abs(h) + a, abs(k) + b) > space.lim - 0.5:
                continue
            # line in the ellipse's frame: Y = mX + q0 with q0 = q + m·h - k
            q0 = q + m * h - k
            if q0 == 0 or q0 * q0 >= a * a * m * m + b * b - Fraction(1, 2):   # a clear two-point chord
                continue
            den = b * b + a * a * m * m
            mx, my = -a * a * m * q0 / den + h, b * b * q0 / den + k
            if min(abs(mx), abs(my)) < 0.2:
                continue
            return {"a": a, "b": b, "h": h, "k": k, "m": str(m), "q": q, "lim": space.lim,
                    "labels": draw.pick_labels(rng, 2, pool="ABCDEFGHJKPQRST"),
                    "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        P, Q = g["labels"]
        return (f"The figure shows the ellipse {_ellipse_text(g['a'], g['b'], g['h'], g['k'])} and the line "
                f"{line_text(g['m'], g['q'])}, which meet at {P} and {Q}. What are the coordinates of the midpoint "
                f"of {P}{Q}? Give x, then y, as exact fractions or to three decimal places.")

    def answer(self, p):
        # substitute X = x - h, Y = mX + q0 into X²/a² + Y²/b² = 1: the sum of the roots is
        # -2a²m·q0 / (b² + a²m²) (Vieta), so the midpoint's X is half of it
        a, b, h, k, m = p["a"], p["b"], p["h"], p["k"], Fraction(p["m"])
        q0 = p["q"] + m * h - k
        den = b * b + a * a * m * m
        X = -a * a * m * q0 / den
        return Multi([Number(float(X + h)), Number(float(m * (X + h) + p["q"]))])

    def verify(self, g):
        # Walk round the ellipse (x = h + a cos t, y = k + b sin t), find where the signed distance
        # to the line changes sign, refine both crossings by bisection and average them.
        a, b, h, k, m, q = g["a"], g["b"], g["h"], g["k"], float(Fraction(g["m"])), g["q"]
        f = lambda t: (k + b * np.sin(t)) - (m * (h + a * np.cos(t)) + q)
        ts = np.linspace(0, 2 * np.pi, 4001)
        vals = f(ts)
        roots = []
        for i in range(len(ts) - 1):
            if vals[i] == 0:
                roots.append(ts[i])
            elif vals[i] * vals[i + 1] < 0:
                lo, hi = ts[i], ts[i + 1]
                for _ in range(80):
                    mid = (lo + hi) / 2
                    lo, hi = (mid, hi) if f(lo) * f(mid) > 0 else (lo, mid)
                roots.append((lo + hi) / 2)
        pts = [(h + a * np.cos(t), k + b * np.sin(t)) for t in roots]
        return Multi([Number(float(np.mean([p[0] for p in pts]))), Number(float(np.mean([p[1] for p in pts])))])

    def _crossings(self, g):
        a, b, h, k, m = g["a"], g["b"], g["h"], g["k"], Fraction(g["m"])
        q0 = float(g["q"] + m * h - k)
        m = float(m)
        A2, B1, C0 = b * b + a * a * m * m, 2 * a * a * m * q0, a * a * (q0 * q0 - b * b)
        disc = np.sqrt(B1 * B1 - 4 * A2 * C0)
        xs = [(-B1 - disc) / (2 * A2), (-B1 + disc) / (2 * A2)]
        return [np.array([X + h, m * X + q0 + k]) for X in xs]

    def draw(self, g, ax, hide=()):
        lim = b3.conic_grid(ax, g["lim"])
        colour = draw.PALETTE[g["color"]]
        t = np.linspace(0, 2 * np.pi, 400)
        b3.plot_curve(ax, g["h"] + g["a"] * np.cos(t), g["k"] + g["b"] * np.sin(t), colour)
        m = float(Fraction(g["m"]))
        coordinates.window_line(ax, (0, g["q"]), (1, m), lim, lim, color=draw.INK, linewidth=1.8)
        ends = [(g["h"] + g["a"], g["k"]), (g["h"] - g["a"], g["k"]), (g["h"], g["k"] + g["b"]),
                (g["h"], g["k"] - g["b"]), (g["h"], g["k"])]
        ax.plot([e[0] for e in ends], [e[1] for e in ends], "o", color=colour, markersize=5, zorder=5)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        P, Q = self._crossings(g)
        for X, name in zip((P, Q), g["labels"]):
            draw.label_grid_point(ax, X, name, away_from=(g["h"], g["k"]), offset=14, color=draw.INK)
        # the line's name near the line, clear of the ellipse, the line and the tick labels
        curve = np.column_stack([g["h"] + g["a"] * np.cos(t), g["k"] + g["b"] * np.sin(t)])
        text = line_text(g["m"], g["q"])
        spot = b3.text_spot(g["lim"] + 0.5, 0.36 * len(text), ((0, g["q"]), (1, m)), curves=[curve], points=[P, Q])
        ax.text(spot[0], spot[1], text, fontsize=12, color=draw.INK, ha="center",
                va="center", zorder=6, bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": "none"})

    def subquestions(self, g):
        a, b, h, k, m = g["a"], g["b"], g["h"], g["k"], Fraction(g["m"])
        q0 = g["q"] + m * h - k
        den = b * b + a * a * m * m
        return [
            SubQuestion(f"What are the semi-axes of the ellipse {_ellipse_text(a, b, h, k)}? Give the horizontal one, "
                        f"then the vertical one.", Multi([Number(a, tolerance=0), Number(b, tolerance=0)]),
                        "analytic_geometry/conics/ellipse_standard_form"),
            SubQuestion((f"Substituting {line_text(m, q0)} into x²/{a * a} + y²/{b * b} = 1 gives a quadratic "
                         f"equation in x. What is the sum of its two roots? " if h == k == 0 else
                         f"With X = x{b3.signed(-h)} and Y = y{b3.signed(-k)}, the line {line_text(m, g['q'])} becomes "
                         f"{line_text(m, q0).replace('x', 'X').replace('y', 'Y')} and the ellipse becomes "
                         f"X²/{a * a} + Y²/{b * b} = 1. Substituting gives a quadratic equation in X. What is the sum "
                         f"of its two roots? ") + "Give the answer as an exact fraction or to three decimal places.",
                        Number(float(-2 * a * a * m * q0 / den)), "analytic_geometry/coordinates/midpoint"),
        ]

    def description(self, g):
        P, Q = g["labels"]
        h, k, a, b = g["h"], g["k"], g["a"], g["b"]
        return (f"On a coordinate grid, the ellipse {_ellipse_text(a, b, h, k)} is drawn with its centre ({h}, {k}) "
                f"and the ends of its axes ({h - a}, {k}), ({h + a}, {k}), ({h}, {k - b}), ({h}, {k + b}) marked. "
                f"The line {line_text(g['m'], g['q'])} is drawn and crosses the ellipse at the points {P} and {Q}.")
