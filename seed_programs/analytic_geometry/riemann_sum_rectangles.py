"""Calculus: the value of a left, right or midpoint Riemann sum drawn as rectangles under a plotted polynomial."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

RULE_WORD = {"left": "left endpoint", "right": "right endpoint", "midpoint": "midpoint"}


@seed_program(
    id="riemann_sum_rectangles", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/riemann_sums", "calculus/integrals/area_under_curve"],
    source="DynaMath-style (calculus, Riemann sum drawn on a graph)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class RiemannSumRectangles(SeedProgram):
    levels = Levels(
        standard=dict(degree=OneOf((2,)), n=IntRange(3, 6), width=OneOf((1.0,)),
                      rule=OneOf(("left", "right", "midpoint")), lead=OneOf((-1.0, -0.5, 0.5, 1.0))),
        hard=dict(degree=OneOf((2, 3), p=(0.3, 0.7)), n=IntRange(5, 8), width=OneOf((0.5, 1.0), p=(0.7, 0.3)),
                  rule=OneOf(("left", "right", "midpoint"), p=(0.25, 0.25, 0.5)), lead=OneOf((-0.5, -0.25, 0.25, 0.5))),
        hard_means="more and narrower rectangles (width 1/2), mostly cubics and midpoint sums, so each height is f at "
                   "a quarter- or half-integer and more products must be added",
    )

    def sample(self, rng, space):
        for _ in attempts("a polynomial staying between 0.5 and 9 above the interval, with all rectangles in view"):
            deg, n, w = int(space.degree.draw(rng)), int(space.n.draw(rng)), float(space.width.draw(rng))
            lead = float(space.lead.draw(rng))
            roots = [float(v) / 2 for v in rng.integers(-8, 9, size=deg - 1)]
            coeffs = [lead]
            for r in roots:  # lead·Π(x - r) for the non-constant part, shifted by const
                coeffs = list(np.polymul(coeffs, [1.0, -r]))
            coeffs = list(np.polymul(coeffs, [1.0, float(rng.integers(-3, 4))]))
            coeffs = [float(c) for c in coeffs[:-1]]
            const = int(rng.integers(-4, 10))
            lo = int(rng.integers(-4, 3))
            hi = lo + n * w
            if hi > 5:
                continue
            xs = np.linspace(lo, hi, 400)
            ys = np.polyval(coeffs + [const], xs)
            if any(abs(c * 4 - round(c * 4)) > 1e-9 for c in coeffs):  # quarters print exactly
                continue
            if 0.5 <= ys.min() and ys.max() <= 9 and np.ptp(ys) >= 1.5:
                break
        return {"coeffs": coeffs, "const": const, "lo": lo, "n": n, "width": w, "rule": str(space.rule.draw(rng)),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _f_text(self, g, const="const"):
        text = co.poly_text(list(g["coeffs"]) + [0])
        c = g[const] if const else None
        if c is None:
            return text + " + c"
        return text + co.signed_term(c)

    def _hi(self, g):
        return g["lo"] + g["n"] * g["width"]

    def question(self, g):
        return (f"The figure shows the graph of f(x) = {self._f_text(g)} and the {g['n']} rectangles of the "
                f"{RULE_WORD[g['rule']]} Riemann sum of f on [{draw.fmt(g['lo'])}, {draw.fmt(self._hi(g))}] with "
                f"equal widths. What is the total area of the rectangles (the value of this Riemann sum)? "
                f"Give the answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        q = lambda v: Fraction(v).limit_denominator(1000)
        coeffs = [q(c) for c in p["coeffs"]] + [Fraction(p["const"])]
        w = q(p["width"])
        shift = {"left": Fraction(0), "right": Fraction(1), "midpoint": Fraction(1, 2)}[p["rule"]]
        total = Fraction(0)
        for i in range(p["n"]):
            x = p["lo"] + (i + shift) * w
            y = Fraction(0)
            for c in coeffs:  # Horner
                y = y * x + c
            total += y * w
        return Number(float(total))

    def verify(self, g):
        # Closed-form sum in sympy: Σ_{i=0}^{n-1} f(a + (i + s)Δx)·Δx with a symbolic i, then evaluated.
        x, i = sp.symbols("x i")
        f = sum(sp.nsimplify(c) * x ** (len(g["coeffs"]) - k) for k, c in enumerate(g["coeffs"])) + g["const"]
        dx = (sp.nsimplify(g["lo"] + g["n"] * g["width"]) - g["lo"]) / g["n"]
        s = {"left": 0, "right": 1, "midpoint": sp.Rational(1, 2)}[g["rule"]]
        total = sp.summation(f.subs(x, g["lo"] + (i + s) * dx) * dx, (i, 0, g["n"] - 1))
        return Number(float(total))

    def draw(self, g, ax, hide=()):
        coeffs = list(g["coeffs"]) + [g["const"]]
        lo, n, w = g["lo"], g["n"], g["width"]
        hi = lo + n * w
        xlim = (min(lo, 0) - 1.5, max(hi, 0) + 1.5)
        ylim = (-1.5, 10.5)
        draw.grid_axes(ax, xlim, ylim, equal=False)
        colour = draw.PALETTE[g["color"]]
        s = {"left": 0.0, "right": 1.0, "midpoint": 0.5}[g["rule"]]
        lefts = [lo + k * w for k in range(n)]
        heights = [float(np.polyval(coeffs, x0 + s * w)) for x0 in lefts]
        cp.riemann_rectangles(ax, lefts, w, heights, colour, alpha=0.25)
        ax.plot([x0 + s * w for x0 in lefts], heights, "o", color=colour, markersize=5, zorder=5)
        draw.plot_graph(ax, lambda t: np.polyval(coeffs, t), xlim, ylim, color=draw.INK)
        title = "f(x) = " + self._f_text(g, const=None if "const" in hide else "const")
        cp.formula_title(ax, title, color=draw.INK, pad=22)

    def subquestions(self, g):
        dx = g["width"]
        s = {"left": 0.0, "right": 1.0, "midpoint": 0.5}[g["rule"]]
        x1 = g["lo"] + s * dx
        coeffs = list(g["coeffs"]) + [g["const"]]
        return [
            SubQuestion(f"The interval [{draw.fmt(g['lo'])}, {draw.fmt(self._hi(g))}] is split into {g['n']} "
                        f"equal parts. How wide is each part?", Number(dx), "calculus/integrals/riemann_sums"),
            SubQuestion(f"For f(x) = {self._f_text(g)}, what is the height of the first rectangle of the "
                        f"{RULE_WORD[g['rule']]} Riemann sum, f({draw.fmt(x1)})?",
                        Number(float(np.polyval(coeffs, x1))), "calculus/integrals/riemann_sums"),
        ]

    def backward(self, g):
        # The sum is linear in the constant term: S = S₀ + c·(b - a), so c = (S - S₀)/(b - a).
        total = self.answer(g).value
        rest = self.answer(dict(g, const=0)).value
        c = (total - rest) / (g["n"] * g["width"])
        return Backward(
            f"The figure shows the graph of f(x) = {self._f_text(g, const=None)} for a constant c, and the "
            f"{g['n']} rectangles of the {RULE_WORD[g['rule']]} Riemann sum of f on [{draw.fmt(g['lo'])}, "
            f"{draw.fmt(self._hi(g))}] with equal widths. The rectangles have total area {draw.fmt(total, 4)}. "
            f"What is c?", Number(c), "const")

    def description(self, g):
        return (f"The graph of f(x) = {self._f_text(g)} is drawn on a grid. The interval [{draw.fmt(g['lo'])}, "
                f"{draw.fmt(self._hi(g))}] is split into {g['n']} equal parts and over each part a rectangle is drawn "
                f"from the x-axis up to the height of f at the {RULE_WORD[g['rule']]} of that part.")
