"""Calculus: area of the shaded region between a plotted polynomial and the x-axis."""
import numpy as np
import sympy as sp
from scipy.integrate import quad
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw


def _poly_text(coeffs):
    """Display text of a polynomial from coefficients, highest power first."""
    deg = len(coeffs) - 1
    terms = []
    for i, c in enumerate(coeffs):
        power = deg - i
        if c == 0:
            continue
        mag = abs(c)
        body = {0: draw.fmt(mag), 1: "x", 2: "x²", 3: "x³"}[power]
        if power > 0 and mag != 1:
            body = draw.fmt(mag) + body
        sign = "-" if c < 0 else "+"
        terms.append((sign, body))
    first_sign, first = terms[0]
    text = ("-" if first_sign == "-" else "") + first
    for sign, body in terms[1:]:
        text += f" {sign} {body}"
    return text


def _area(coeffs, lo, hi):
    """∫|f| over [lo, hi]: split at the real roots inside and use the exact antiderivative."""
    x = sp.Symbol("x")
    f = sum(sp.nsimplify(c) * x ** (len(coeffs) - 1 - i) for i, c in enumerate(coeffs))
    F = sp.integrate(f, x)
    cuts = sorted({lo, hi} | {r for r in sp.real_roots(sp.Poly(f, x)) if lo < r < hi})
    return float(sum(abs(F.subs(x, b) - F.subs(x, a)) for a, b in zip(cuts, cuts[1:])))


@seed_program(
    id="area_between_curve_and_axis", topic="algebra", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["calculus/integrals/area_under_curve", "calculus/integrals/antiderivatives"],
    source="DynaMath-style (algebra, area of a shaded region under a plotted curve)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class AreaBetweenCurveAndAxis(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("quadratic", "cubic")), root=IntRange(-4, 4),
                      a_quadratic=OneOf((-1.0, -0.5, 0.5, 1.0)), a_cubic=OneOf((-0.5, -0.25, 0.25, 0.5)),
                      lo=IntRange(-4, 2), span=IntRange(2, 5), min_crossings=0),
        hard=dict(kind=OneOf(("quadratic", "cubic"), p=(0.25, 0.75)), root=IntRange(-5, 5),
                  a_quadratic=OneOf((-1.0, -0.75, -0.5, 0.5, 0.75, 1.0)),
                  a_cubic=OneOf((-0.5, -0.25, 0.25, 0.5)),  # quarters: every coefficient prints exactly
                  lo=IntRange(-5, 2), span=IntRange(3, 6), min_crossings=1),
        hard_means="mostly cubics over wider intervals that always cross the x-axis inside, so the area "
                   "must be split at roots and pieces above and below added as absolute values",
    )

    def sample(self, rng, space):
        roots = np.arange(space.root.lo, space.root.hi + 1)
        for _ in attempts("a steep right end, a peak of |f| in [1.5, 6.5] and enough axis crossings"):
            kind = space.kind.draw(rng)
            if kind == "quadratic":
                r1, r2 = sorted(int(v) for v in rng.choice(roots, 2, replace=False))
                a = float(space.a_quadratic.draw(rng))
                coeffs = [a, -a * (r1 + r2), a * r1 * r2]
                rs = [r1, r2]
            else:
                r = sorted(int(v) for v in rng.choice(roots, 3, replace=False))
                a = float(space.a_cubic.draw(rng))
                coeffs = [a, -a * sum(r), a * (r[0] * r[1] + r[0] * r[2] + r[1] * r[2]), -a * np.prod(r)]
                rs = r
            lo = space.lo.draw(rng)
            hi = int(rng.integers(lo + space.span.lo, min(lo + space.span.hi, 5) + 1))
            ys = np.polyval(coeffs, np.linspace(lo, hi, 200))
            steep_end = abs(np.polyval(coeffs, hi)) >= 1  # b is well determined by the area
            crossings = sum(lo < t < hi for t in rs)
            if steep_end and 1.5 <= np.max(np.abs(ys)) <= 6.5 and crossings >= space.min_crossings:
                break
        return {"coeffs": [float(c) for c in coeffs], "lo": lo, "hi": hi,
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def question(self, g):
        return (f"The figure shows the graph of f(x) = {_poly_text(g['coeffs'])}. What is the total area "
                f"of the shaded region between the graph and the x-axis from x = {g['lo']} to x = {g['hi']}? "
                f"Give the answer to two decimal places.")

    def answer(self, p):
        return Number(_area(p["coeffs"], p["lo"], p["hi"]))

    def verify(self, g):
        # Adaptive numerical quadrature of |f|, with the sign changes found by numpy as breakpoints.
        coeffs = g["coeffs"]
        roots = [r.real for r in np.roots(coeffs) if abs(r.imag) < 1e-9 and g["lo"] < r.real < g["hi"]]
        value = quad(lambda t: abs(np.polyval(coeffs, t)), g["lo"], g["hi"], points=roots or None,
                     epsabs=1e-13, epsrel=1e-13, limit=200)[0]
        return Number(value)

    def draw(self, g, ax, hide=()):
        coeffs, lo, hi = g["coeffs"], g["lo"], g["hi"]
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, lim, equal=False)
        colour = draw.PALETTE[g["color"]]
        # The backward view hides b = hi: the right boundary and the shading would show it on the
        # grid, so only the left boundary x = lo is drawn there.
        if "hi" not in hide:
            xs = np.linspace(lo, hi, 400)
            ax.fill_between(xs, np.polyval(coeffs, xs), 0, color=colour, alpha=0.35, zorder=3, linewidth=0)
        draw.plot_graph(ax, lambda x: np.polyval(coeffs, x), lim, lim, color=colour)
        for x0, name in ((lo, "lo"), (hi, "hi")):
            if name in hide:
                continue
            ax.axvline(x0, color=draw.INK, linestyle="--", linewidth=1.4, zorder=3)
            text = f"x = {x0}"
            ax.annotate(text, (x0, 0.0), xycoords=("data", "axes fraction"), xytext=(0, -4),
                        textcoords="offset points", ha="center", va="top", fontsize=12, zorder=7,
                        annotation_clip=False)
        ax.set_title(f"f(x) = {_poly_text(coeffs)}", fontsize=14, color=colour, pad=28)

    def backward(self, g):
        # Invert the monotone map hi -> area with a root finder.
        target = _area(g["coeffs"], g["lo"], g["hi"])
        coeffs, lo = g["coeffs"], g["lo"]

        roots = [r.real for r in np.roots(coeffs) if abs(r.imag) < 1e-9]

        def excess(b):
            inside = [r for r in roots if lo < r < b]
            return quad(lambda t: abs(np.polyval(coeffs, t)), lo, b, points=inside or None, limit=200,
                        epsabs=1e-13, epsrel=1e-13)[0] - target

        hi = brentq(excess, lo + 1e-9, 6.5, xtol=1e-13)
        return Backward(
            f"The figure shows the graph of f(x) = {_poly_text(coeffs)} and the dashed line x = {lo}. "
            f"The region between the graph and the x-axis from x = {lo} to x = b, where b > {lo} (parts "
            f"above and below the axis both count), has total area {target:.4f}. What is b?",
            Number(hi), "hi")

    def description(self, g):
        return (f"The graph of f(x) = {_poly_text(g['coeffs'])} is drawn on a coordinate grid. The region "
                f"between the curve and the x-axis from x = {g['lo']} to x = {g['hi']} is shaded (parts "
                f"above and below the axis both count).")
