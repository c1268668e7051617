"""Calculus (numerical methods): Newton's method drawn on a plotted function from a marked start x₀, first tangent
step shown; the second iterate x₂."""
from fractions import Fraction

import numpy as np
from matplotlib.ticker import FuncFormatter, MultipleLocator

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw


def _f_text(g):
    """f(x) as the question writes it."""
    if g["kind"] == "square":
        return f"x² − {g['c']}"
    out = "x³"
    if g["a"]:
        out += f" {'+' if g['a'] > 0 else '−'} {'' if abs(g['a']) == 1 else abs(g['a'])}x"
    if g["b"]:
        out += f" {'+' if g['b'] > 0 else '−'} {abs(g['b'])}"
    return out


def _newton_exact(g, steps):
    """Newton iterates x₀, x₁, ... with exact fractions: x − f(x)/f′(x)."""
    xs = [Fraction(g["x0"])]
    for _ in range(steps):
        x = xs[-1]
        if g["kind"] == "square":
            f, d = x * x - g["c"], 2 * x
        else:
            f, d = x ** 3 + g["a"] * x + g["b"], 3 * x * x + g["a"]
        xs.append(x - f / d)
    return xs


@seed_program(
    id="newton_method_iterate", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/derivatives/tangent_line", "calculus/numerical/newton_method"],
    source="DynaMath-style (calculus, Newton's method read from a graph)",
    variations=["numeric_values", "function_types"],
)
class NewtonMethodIterate(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("square",)), c=IntRange(2, 40), a=IntRange(0, 0), b=IntRange(0, 0),
                      x0=IntRange(1, 7)),
        hard=dict(kind=OneOf(("cubic",)), c=IntRange(0, 0), a=IntRange(-4, 4), b=IntRange(-12, 12),
                  x0=IntRange(-4, 4)),
        hard_means="a cubic x³ + ax + b instead of x² − c, so each step needs f(x)/f′(x) with a cubic at a fraction "
                   "(x₁ already has an awkward denominator) rather than the averaging rule (x + c/x)/2",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        for _ in attempts("a start whose second Newton iterate is clearly apart from x₁, x₃ and the root"):
            g = {"kind": kind, "c": int(space.c.draw(rng)), "a": int(space.a.draw(rng)), "b": int(space.b.draw(rng)),
                 "x0": int(space.x0.draw(rng))}
            if kind == "square":
                if int(round(np.sqrt(g["c"]))) ** 2 == g["c"]:
                    continue
                roots = [np.sqrt(g["c"])]
            else:
                if g["b"] == 0:
                    continue
                roots = [r.real for r in np.roots([1, 0, g["a"], g["b"]]) if abs(r.imag) < 1e-9]
                if len(roots) != 1:
                    continue                                # one real root: the iteration has one target
                if 3 * g["x0"] ** 2 + g["a"] == 0:
                    continue
            try:
                xs = [float(v) for v in _newton_exact(g, 3)]
            except ZeroDivisionError:
                continue
            x1, x2, x3 = xs[1], xs[2], xs[3]
            r = min(roots, key=lambda v: abs(v - x2))
            if abs(x2) < 1 or abs(x1) > 9 or abs(g["x0"] - r) < 1.2:
                continue
            if min(abs(x2 - r), abs(x2 - x3), abs(x2 - x1)) < 0.008 * abs(x2):
                continue                                   # x₂ must not pass for the root, x₁ or x₃ at 0.1 %
            return g

    def question(self, g):
        return (f"Newton's method is applied to f(x) = {_f_text(g)}, whose graph is shown, starting from the marked "
                f"value x₀ on the x-axis. The tangent at (x₀, f(x₀)) is drawn; it meets the x-axis at x₁. What is the "
                f"next iterate x₂? Give the answer to three decimal places.")

    def answer(self, p):
        return Number(float(_newton_exact(p, 2)[2]), tolerance=0.001)

    def verify(self, g):
        # Geometrically: the tangent line through (x, f(x)) with a numerically differentiated slope, and its x-axis
        # crossing, twice.
        if g["kind"] == "square":
            f = lambda x: x * x - g["c"]
        else:
            f = lambda x: x ** 3 + g["a"] * x + g["b"]
        x = float(g["x0"])
        for _ in range(2):
            h = 1e-5 * max(1.0, abs(x))
            slope = (f(x + h) - f(x - h)) / (2 * h)
            x = x - f(x) / slope
        return Number(x, tolerance=0.001)

    def _f(self, g, x):
        if g["kind"] == "square":
            return x * x - g["c"]
        return x ** 3 + g["a"] * x + g["b"]

    def draw(self, g, ax, hide=()):
        x0 = g["x0"]
        xs = [float(v) for v in _newton_exact(g, 2)]
        x1 = xs[1]
        lo, hi = min(x0, x1, xs[2], 0) - 1.5, max(x0, x1, xs[2], 0) + 1.5
        t = np.linspace(lo, hi, 600)
        y = self._f(g, t)
        y0 = self._f(g, float(x0))
        ylo, yhi = min(0.0, float(y0), float(np.percentile(y, 5))), max(0.0, float(y0), float(np.percentile(y, 95)))
        pad = 0.12 * (yhi - ylo)
        ylim = (ylo - pad, yhi + pad)
        draw.function_axes(ax, (lo, hi), ylim)
        ax.xaxis.set_major_locator(MultipleLocator(1))
        ax.yaxis.set_major_locator(MultipleLocator(charts.nice_step(ylim[1] - ylim[0], 7)))
        ax.tick_params(labelsize=11)
        no_zero = FuncFormatter(lambda v, _pos: "" if abs(v) < 1e-9 else draw.fmt(v))   # O at the origin instead
        ax.xaxis.set_major_formatter(no_zero)
        ax.yaxis.set_major_formatter(no_zero)
        if lo < 0:
            ax.text(0, 0, "O ", ha="right", va="top", fontsize=11, color=draw.INK)
        draw.plot_graph(ax, lambda s: self._f(g, s), (lo, hi), ylim, color=draw.PALETTE["blue"])
        # the first Newton step: the tangent at (x0, f(x0)) down to the x-axis
        ext = x1 + 0.12 * (x1 - x0)
        slope = y0 / (x0 - x1)
        ax.plot([x0, ext], [y0, y0 + slope * (ext - x0)], color=draw.ACCENT, linewidth=1.8, zorder=5)
        ax.plot([x0, x0], [0, y0], color=draw.INK, linewidth=1.4, linestyle="--", zorder=4)
        ax.plot([x0], [y0], "o", color=draw.ACCENT, markersize=6, zorder=6)
        below = -1 if y0 > 0 else 1
        for xv, name in ((x0, "x₀"), (x1, "x₁")):
            ax.plot([xv], [0], "o", color=draw.INK, markersize=6, zorder=6)
            side = 0 if name == "x₀" else 10 * np.sign(x0 - x1)     # x₁'s label leans away from the tangent
            ax.annotate(name, (xv, 0), xytext=(side, 30 * below), textcoords="offset points", ha="center",
                        va="center", fontsize=15, color=draw.ACCENT if name == "x₁" else draw.INK, zorder=7,
                        bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.9})

    def subquestions(self, g):
        x0 = g["x0"]
        d = 2 * x0 if g["kind"] == "square" else 3 * x0 * x0 + g["a"]
        fx = x0 * x0 - g["c"] if g["kind"] == "square" else x0 ** 3 + g["a"] * x0 + g["b"]
        return [
            SubQuestion(f"For f(x) = {_f_text(g)}, what is the slope f′({x0}) of the tangent at x = {x0}?",
                        Number(d), "calculus/derivatives/basic_rules"),
            SubQuestion(f"Newton's method for f(x) = {_f_text(g)} starts at x₀ = {x0}, where f(x₀) = {fx} and "
                        f"f′(x₀) = {d}. What is x₁ = x₀ − f(x₀)/f′(x₀)? Give the answer to three decimal places.",
                        Number(x0 - fx / d, tolerance=0.001), "calculus/derivatives/tangent_line"),
        ]

    def backward(self, g):
        x0 = Fraction(g["x0"])
        x1 = _newton_exact(g, 1)[1]
        if g["kind"] == "square":
            # x₁ = (x₀ + c/x₀)/2  ⇒  c = x₀(2x₁ − x₀)
            return Backward(f"Newton's method is applied to f(x) = x² − c (c > 0) from x₀ = {g['x0']}, as drawn, and "
                            f"the first step gives x₁ = {draw.fmt_fraction(x1)}. What is c?",
                            Number(float(x0 * (2 * x1 - x0))), "c")
        # x₁ = x₀ − (x₀³ + a x₀ + b)/(3x₀² + a)  ⇒  b = (x₀ − x₁)(3x₀² + a) − x₀³ − a x₀
        a = g["a"]
        rest = "x³" + (f" {'+' if a > 0 else '−'} {'' if abs(a) == 1 else abs(a)}x" if a else "")
        b = (x0 - x1) * (3 * x0 * x0 + a) - x0 ** 3 - a * x0
        return Backward(f"Newton's method is applied to f(x) = {rest} + b from x₀ = {g['x0']}, as drawn, and the first "
                        f"step gives x₁ = {draw.fmt_fraction(x1)}. What is b?", Number(float(b)), "b")

    def description(self, g):
        x1 = _newton_exact(g, 1)[1]
        return (f"The graph of f(x) = {_f_text(g)} is drawn on a grid. The value x₀ = {g['x0']} is marked on the x-axis "
                f"with a dashed vertical segment up to the point (x₀, f(x₀)); the tangent there is drawn and meets "
                f"the x-axis at the marked point x₁ (about {float(x1):.2f}).")
