"""Calculus: the area of the shaded region(s) enclosed by a plotted parabola or cubic and a line."""
from fractions import Fraction

import numpy as np
from scipy.integrate import quad

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

KIND_WORD = {2: "parabola", 3: "cubic curve"}


@seed_program(
    id="area_enclosed_by_curve_and_line", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/area_between_curves", "calculus/integrals/antiderivatives"],
    source="DynaMath-style (calculus, area enclosed by two plotted curves)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class AreaEnclosedByCurveAndLine(SeedProgram):
    levels = Levels(
        standard=dict(degree=OneOf((2, 3), p=(0.6, 0.4)), a2=OneOf((-3.0, -2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0)),
                      a3=OneOf((-1.0, -0.5, 0.5, 1.0)), slope=IntRange(-2, 2), gap=IntRange(1, 4)),
        hard=dict(degree=OneOf((2, 3), p=(0.2, 0.8)), a2=OneOf((-2.5, -1.5, -0.5, -0.25, 0.25, 0.5, 1.5, 2.5)),
                  a3=OneOf((-0.5, -0.25, 0.25, 0.5)), slope=IntRange(-3, 3), gap=IntRange(2, 5)),
        hard_means="mostly cubics crossing the line three times at unequal gaps, so two regions (one on each side of the "
                   "line) must be integrated separately and their areas added as absolute values, with quarter and half "
                   "coefficients",
    )

    def sample(self, rng, space):
        for _ in attempts("a curve and a line (not the x-axis) crossing at grid points, everything in view"):
            deg = int(space.degree.draw(rng))
            a = float(space.a2.draw(rng) if deg == 2 else space.a3.draw(rng))
            m, c = int(space.slope.draw(rng)), int(rng.integers(-3, 4))
            x1 = int(rng.integers(-6, 3))
            cross = [x1]
            for _ in range(deg - 1):
                cross.append(cross[-1] + int(space.gap.draw(rng)) + (1 if deg == 2 else 0))
            # curve = line + a·Π(x - xᵢ): it meets the line exactly at the crossings
            curve = np.polyadd(a * np.poly(cross), [m, c])
            if cross[-1] > 6 or (m, c) == (0, 0) or any(abs(v * 4 - round(v * 4)) > 1e-9 for v in curve):
                continue
            xs = np.linspace(cross[0], cross[-1], 300)
            ys = np.concatenate([np.polyval(curve, xs), m * xs + c])
            if np.abs(ys).max() <= 11.5 and np.abs(np.polyval(curve, xs) - m * xs - c).max() >= 0.8:
                break
        return ({"curve": [float(v) for v in curve], "m": m, "c": c,
                 "color": str(rng.choice(["blue", "green", "purple", "orange"]))},
                {"crossings": cross, "lead": a})

    def _texts(self, g):
        return co.poly_text(g["curve"]), co.poly_text([g["m"], g["c"]])

    def question(self, g):
        p, l = self._texts(g)
        kind = KIND_WORD[len(g["curve"]) - 1]
        return (f"The figure shows the {kind} y = {p} and the line y = {l}. What is the total area of the shaded "
                f"region(s) enclosed between them? Give the answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        # Exact: curve - line = a·Π(x - xᵢ); integrate its antiderivative (with Fractions) between consecutive
        # crossings and add the absolute values.
        poly = [Fraction(p["lead"]).limit_denominator(100)]
        for r in p["crossings"]:
            poly = [x - r * y for x, y in zip(poly + [Fraction(0)], [Fraction(0)] + poly)]
        n = len(poly) - 1
        anti = [cf / (n - i + 1) for i, cf in enumerate(poly)] + [Fraction(0)]
        F = lambda x: sum(cf * Fraction(x) ** (len(anti) - 1 - i) for i, cf in enumerate(anti))
        xs = p["crossings"]
        return Number(float(sum(abs(F(b) - F(a)) for a, b in zip(xs, xs[1:]))))

    def verify(self, g):
        # Numerically from the stated formulas: crossings from numpy's roots of curve - line, then adaptive
        # quadrature of |curve - line| from the first crossing to the last, split at the inner ones.
        diff = np.polysub(g["curve"], [g["m"], g["c"]])
        r = sorted(np.roots(diff).real)
        return Number(sum(quad(lambda x: abs(np.polyval(diff, x)), a, b, epsabs=1e-12, epsrel=1e-12)[0]
                          for a, b in zip(r, r[1:])))

    def draw(self, g, ax, hide=()):
        colour = draw.PALETTE[g["color"]]
        curve, m, c = g["curve"], g["m"], g["c"]
        r = sorted(np.roots(np.polysub(curve, [m, c])).real)
        xs = np.linspace(r[0], r[-1], 300)
        ys = np.concatenate([np.polyval(curve, xs), m * xs + c, [0.0]])
        lo, hi = min(ys.min(), -1.0), max(ys.max(), 1.0)
        step = 1 if hi - lo <= 11 else 2
        lim = (-6.5, 6.5)
        ylim = (step * np.floor(lo / step) - 0.5 * step, step * np.ceil(hi / step) + 0.5 * step)
        draw.grid_axes(ax, lim, ylim, step=step, equal=False)
        cp.shade_between(ax, lambda x: np.polyval(curve, x), lambda x: m * x + c, r[0], r[-1], colour, alpha=0.35)
        co.window_line(ax, (0, c), (1, m), lim, ylim, color=draw.INK, linewidth=2.0)
        ax.plot(r, [m * x + c for x in r], "o", color=draw.INK, markersize=6, zorder=6)
        draw.plot_graph(ax, lambda x: np.polyval(curve, x), lim, ylim, color=colour)
        ax.set_xlim(*lim)
        ax.set_ylim(*ylim)
        p, l = self._texts(g)
        cp.formula_title(ax, f"y = {p}   and   y = {l}", color=draw.INK, pad=22, fontsize=13)

    def subquestions(self, g):
        r = sorted(np.roots(np.polysub(g["curve"], [g["m"], g["c"]])).real)
        p, l = self._texts(g)
        kind = KIND_WORD[len(g["curve"]) - 1]
        return [
            SubQuestion(f"At how many points does the {kind} y = {p} meet the line y = {l}?", Number(len(r)),
                        "analytic_geometry/lines/intersection_of_lines"),
            SubQuestion(f"The {kind} y = {p} and the line y = {l} cross at several points. What is the x-coordinate of "
                        f"the crossing farthest left?", Number(float(round(r[0], 9))),
                        "analytic_geometry/lines/intersection_of_lines"),
        ]

    def description(self, g):
        p, l = self._texts(g)
        m, c = g["m"], g["c"]
        r = sorted(np.roots(np.polysub(g["curve"], [m, c])).real)
        pts = ", ".join(f"({draw.fmt(x)}, {draw.fmt(m * x + c)})" for x in r)
        return (f"The {KIND_WORD[len(g['curve']) - 1]} y = {p} and the line y = {l} are drawn on a grid. They cross at "
                f"{pts}, and the region(s) enclosed between them are shaded.")
