"""Calculus: volume of the solid made by turning a plotted region under y = f(x) about the x-axis (disc method)."""
from fractions import Fraction

import numpy as np
from scipy.integrate import quad
from scipy.optimize import brentq

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw


def _f_text(kind, k):
    """The formula of f for a kind and its integer parameter k."""
    if kind == "sqrt":
        return "√x" if k == 1 else f"√({k}x)"
    if kind == "square":
        return f"x²/{k}"
    if kind == "linear":
        return co.poly_text([0.5, k])
    return co.poly_text([-1, 0, k])            # "cap": k - x²


def _f(kind, k):
    """f as a numpy callable (for drawing and the numeric check)."""
    return {"sqrt": lambda x: np.sqrt(np.maximum(k * x, 0.0)), "square": lambda x: x * x / k,
            "linear": lambda x: 0.5 * x + k, "cap": lambda x: k - x * x}[kind]


@seed_program(
    id="disc_method_volume", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/volume_of_revolution", "calculus/integrals/antiderivatives"],
    source="DynaMath-style (calculus, solid of revolution from a plotted region)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class DiscMethodVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("sqrt", "square", "linear")), k=IntRange(1, 4), lo=IntRange(0, 2), span=IntRange(2, 4)),
        hard=dict(kind=OneOf(("linear", "cap", "square")), k=IntRange(2, 6), lo=IntRange(-2, 1), span=IntRange(2, 4)),
        hard_means="no √ curves; instead k - x², whose square has three terms, and lines and x²/k over intervals that "
                   "may start left of 0, with larger k: the coefficient of π is a fraction with a larger denominator",
    )

    def sample(self, rng, space):
        for _ in attempts("a region with f ≥ 0.5 on [a, b] inside the window and f(b) ≥ 1"):
            kind, k = str(space.kind.draw(rng)), int(space.k.draw(rng))
            lo = int(space.lo.draw(rng))
            hi = lo + int(space.span.draw(rng))
            if kind == "sqrt" and lo < 0 or kind == "cap" and not (k >= 3 and max(lo * lo, hi * hi) <= k - 0.5):
                continue
            if kind == "square" and k not in (1, 2, 4) or kind == "linear" and k > 4:
                continue
            ys = _f(kind, k)(np.linspace(lo, hi, 200))
            if hi <= 6 and ys.min() >= (0 if kind in ("sqrt", "square") else 0.5) and ys.max() <= 6.5 \
                    and ys[-1] >= 1:                   # the end disc is visible and b is well determined
                break
        return {"kind": kind, "k": k, "lo": lo, "hi": hi, "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def question(self, g):
        return (f"The shaded region in the figure lies under y = {_f_text(g['kind'], g['k'])} and above the x-axis, "
                f"from x = {g['lo']} to x = {g['hi']}. It is turned once about the x-axis. The volume of the solid is "
                f"Vπ; find V (a fraction or a decimal rounded to two places).")

    def _coef(self, p):
        """V/π by the antiderivative of f², exact."""
        kind, k, a, b = p["kind"], Fraction(p["k"]), Fraction(p["lo"]), Fraction(p["hi"])
        if kind == "sqrt":                       # ∫ kx dx
            return k * (b * b - a * a) / 2
        if kind == "square":                     # ∫ x⁴/k² dx
            return (b ** 5 - a ** 5) / (5 * k * k)
        if kind == "linear":                     # ∫ (x/2 + k)² dx = (x/2 + k)³·2/3
            return (Fraction(2, 3)) * ((b / 2 + k) ** 3 - (a / 2 + k) ** 3)
        return k * k * (b - a) - 2 * k * (b ** 3 - a ** 3) / 3 + (b ** 5 - a ** 5) / 5   # ∫ (k - x²)² dx

    def answer(self, p):
        return Number(float(self._coef(p)))

    def verify(self, g):
        # Numerically: stack thin discs, V = ∫ π f(x)² dx by adaptive quadrature, then divide by π.
        f = _f(g["kind"], g["k"])
        vol = quad(lambda x: np.pi * f(x) ** 2, g["lo"], g["hi"], epsabs=1e-12, epsrel=1e-12)[0]
        return Number(vol / np.pi)

    def draw(self, g, ax, hide=()):
        f = _f(g["kind"], g["k"])
        lo, hi = g["lo"], g["hi"]
        xlim = (min(lo, 0) - 1.5, max(hi, 0) + 1.5)
        top = float(np.max(f(np.linspace(lo, hi, 200))))
        ylim = (-top - 1.0, top + 1.5)
        draw.grid_axes(ax, xlim, ylim, equal=False)
        colour = draw.PALETTE[g["color"]]
        right = hi if "hi" not in hide else lo
        if right > lo:
            cp.shade_between(ax, f, lambda x: 0 * x, lo, right, colour, alpha=0.4)
            # the mirror image of the region, faint, and the rim of the end disc: the solid being swept
            cp.shade_between(ax, lambda x: -f(x), lambda x: 0 * x, lo, right, colour, alpha=0.12)
            t = np.linspace(0, 2 * np.pi, 200)
            r = float(f(hi))
            ax.plot(hi + min(0.1 * r, 0.45) * np.cos(t), r * np.sin(t), color=colour, linewidth=1.5, linestyle=":", zorder=3)
        xs = np.linspace(max(xlim[0], 0) if g["kind"] == "sqrt" else xlim[0], xlim[1], 600)
        ax.plot(xs, f(xs), color=colour, linewidth=2.2, zorder=4)
        cp.x_marker(ax, lo, f"x = {lo}")
        if "hi" not in hide:
            cp.x_marker(ax, hi, f"x = {hi}")
        cp.formula_title(ax, f"y = {_f_text(g['kind'], g['k'])}", color=colour, pad=22)

    def subquestions(self, g):
        f, b = _f(g["kind"], g["k"]), g["hi"]
        return [SubQuestion(f"The solid made by turning the region under y = {_f_text(g['kind'], g['k'])} about the "
                            f"x-axis is cut across at x = {b}. What is the area of that circular cross-section, "
                            f"divided by π?", Number(float(f(b)) ** 2), "calculus/integrals/volume_of_revolution")]

    def backward(self, g):
        # Solve V(b)/π = target for b by bisection on the exact antiderivative (V grows with b).
        target = float(self._coef(g))
        b = brentq(lambda t: float(self._coef(dict(g, hi=Fraction(t).limit_denominator(10 ** 9)))) - target,
                   g["lo"] + 1e-9, g["lo"] + 10, xtol=1e-13)
        return Backward(
            f"The region under y = {_f_text(g['kind'], g['k'])} and above the x-axis from x = {g['lo']} to x = b "
            f"(b > {g['lo']}) is turned once about the x-axis. The solid has volume "
            f"({cp.fraction_text(self._coef(g))})·π. What is b?", Number(b), "hi")

    def description(self, g):
        return (f"The graph of y = {_f_text(g['kind'], g['k'])} is drawn on a grid; the region between it and the "
                f"x-axis from x = {g['lo']} to x = {g['hi']} is shaded, with a faint mirror image below the axis "
                f"showing the solid swept out when the region turns about the x-axis.")
