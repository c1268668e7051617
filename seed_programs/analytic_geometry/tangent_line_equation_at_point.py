"""Calculus: the equation of the tangent line drawn at a marked point of a plotted polynomial."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw


def _line_text(m, b):
    """'3*x - 2' (sympy syntax) for y = m·x + b with rational m, b."""
    return str(sp.nsimplify(m) * sp.Symbol("x") + sp.nsimplify(b))


@seed_program(
    id="tangent_line_equation_at_point", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="free_form",
    concepts=["calculus/derivatives/tangent_line", "calculus/derivatives/basic_rules"],
    source="DynaMath-style (calculus, tangent line to a plotted curve)",
    variations=["numeric_values", "function_types", "point_labels", "colors_labels"],
)
class TangentLineEquationAtPoint(SeedProgram):
    levels = Levels(
        standard=dict(degree=OneOf((2, 2, 3)), lead=OneOf((-1, 1, 2, -2)), coef=IntRange(-4, 4), x0=IntRange(-3, 3)),
        hard=dict(degree=OneOf((3,)), lead=OneOf((-1, 1)), coef=IntRange(-4, 4), x0=IntRange(-3, 3)),
        hard_means="always cubics (the standard level is two-thirds quadratics), so f′(x₀) has three terms and the "
                   "intercept b = f(x₀) - x₀·f′(x₀) takes more arithmetic",
    )

    def sample(self, rng, space):
        for _ in attempts("P in view, the curve visible around P, a non-horizontal tangent with intercept in range"):
            deg = int(space.degree.draw(rng))
            lead = int(space.lead.draw(rng))
            coeffs = [lead] + [int(space.coef.draw(rng)) for _ in range(deg)]
            x0 = int(space.x0.draw(rng))
            y0 = int(np.polyval(coeffs, x0))
            m = int(np.polyval(np.polyder(coeffs), x0))
            if x0 == 0 or m == 0 or abs(y0) > 6 or abs(m) > 6 or abs(y0) < 1:
                continue
            xs = np.linspace(x0 - 1.2, x0 + 1.2, 50)
            if np.abs(np.polyval(coeffs, xs)).max() > 7.5:
                continue
            break
        return {"coeffs": coeffs, "x0": x0, "label": str(rng.choice(list("PQRT"))),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _f(self, g):
        return co.poly_text(g["coeffs"])

    def question(self, g):
        return (f"The figure shows the graph of f(x) = {self._f(g)} and its tangent line at the point {g['label']} "
                f"with x-coordinate {g['x0']}. Find the equation of this tangent line; write it as y = mx + b.")

    def answer(self, p):
        deriv = np.polyder(np.array(p["coeffs"], dtype=float))
        m = Fraction(int(round(np.polyval(deriv, p["x0"]))))
        y0 = Fraction(int(round(np.polyval(p["coeffs"], p["x0"]))))
        return Expression(_line_text(m, y0 - m * p["x0"]))

    def verify(self, g):
        # No derivative: the tangent is the line y = m·x + b for which f(x) - (m·x + b) has a double root at x₀,
        # i.e. its remainder on division by (x - x₀)² vanishes (two linear equations in m and b).
        x, m, b = sp.symbols("x m b")
        f = sum(c * x ** (len(g["coeffs"]) - 1 - i) for i, c in enumerate(g["coeffs"]))
        rem = sp.rem(sp.Poly(f - m * x - b, x), sp.Poly((x - g["x0"]) ** 2, x))
        sol = sp.solve(rem.all_coeffs(), [m, b], dict=True)[0]
        return Expression(str(sol[m] * x + sol[b]))

    def draw(self, g, ax, hide=()):
        coeffs, x0 = g["coeffs"], g["x0"]
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda t: np.polyval(coeffs, t), lim, lim, color=colour)
        cp.formula_title(ax, f"f(x) = {self._f(g)}", color=colour, pad=22)
        if "x0" in hide:
            return
        y0 = float(np.polyval(coeffs, x0))
        m = float(np.polyval(np.polyder(coeffs), x0))
        co.window_line(ax, (x0, y0), (1.0, m), lim, lim, color=draw.ACCENT, linewidth=1.8, style="--")
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        spot = co.free_spot((x0, y0), 0.8, points=[(x0, y0)], lines=[((x0, y0), (1.0, m))],
                            curves=[np.column_stack([np.linspace(-6.5, 6.5, 400),
                                                     np.polyval(coeffs, np.linspace(-6.5, 6.5, 400))])])
        ax.plot([x0], [y0], "o", color=draw.INK, markersize=7, zorder=6)
        ax.text(spot[0], spot[1], g["label"], fontsize=14, ha="center", va="center", zorder=7,
                bbox={"fc": "white", "ec": "none", "pad": 0.5})

    def subquestions(self, g):
        coeffs, x0 = g["coeffs"], g["x0"]
        return [
            SubQuestion(f"For f(x) = {self._f(g)}, what is f({x0})?", Number(float(np.polyval(coeffs, x0))),
                        "algebra/functions/reading_graphs"),
            SubQuestion(f"For f(x) = {self._f(g)}, what is the slope f′({x0}) of the tangent at x = {x0}?",
                        Number(float(np.polyval(np.polyder(coeffs), x0))), "calculus/derivatives/basic_rules"),
        ]

    def backward(self, g):
        # Invert: the tangent point is where f′ equals the slope and the line meets the curve.
        coeffs, x0 = g["coeffs"], g["x0"]
        m = float(np.polyval(np.polyder(coeffs), x0))
        b = float(np.polyval(coeffs, x0)) - m * x0
        cands = [r.real for r in np.roots(np.polysub(np.polyder(coeffs), [m])) if abs(r.imag) < 1e-9]
        found = [r for r in cands if abs(np.polyval(coeffs, r) - (m * r + b)) < 1e-7]
        return Backward(
            f"The figure shows the graph of f(x) = {self._f(g)}. The line y = {_line_text(m, b).replace('*', '')} "
            f"touches the graph (is tangent to it) at one point. What is the x-coordinate of that point?",
            Number(found[0]), "x0")

    def description(self, g):
        x0 = g["x0"]
        y0 = int(np.polyval(g["coeffs"], x0))
        return (f"The graph of f(x) = {self._f(g)} is drawn on a grid, with the point {g['label']}({x0}, {y0}) on it "
                f"marked and the tangent line at {g['label']} drawn dashed.")
