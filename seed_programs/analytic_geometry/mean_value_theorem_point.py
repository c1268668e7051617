"""Calculus (mean value theorem): where between A and B is the tangent of a plotted cubic parallel to the chord AB?"""
import numpy as np
from scipy.optimize import minimize_scalar

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import calculus_plots as cp
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw


@seed_program(
    id="mean_value_theorem_point", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/derivatives/mean_value_theorem", "calculus/derivatives/basic_rules",
              "analytic_geometry/lines/slope"],
    source="DynaMath-style (calculus, mean value theorem on a plotted curve)",
    variations=["numeric_values", "function_types", "point_labels", "colors_labels"],
)
class MeanValueTheoremPoint(SeedProgram):
    levels = Levels(
        standard=dict(lead=OneOf((-1.0, 1.0)), infl=IntRange(-9, 9), b1=IntRange(-3, 3), width=IntRange(2, 4)),
        hard=dict(lead=OneOf((-0.5, 0.5)), infl=IntRange(-9, 9), b1=IntRange(-4, 4), width=IntRange(3, 5)),
        hard_means="half-integer leading coefficients and wider intervals, so the chord slope is a larger number and "
                   "the quadratic equation f′(c) = slope has less friendly coefficients",
    )

    def sample(self, rng, space):
        for _ in attempts("A and B in view, exactly one MVT point strictly between them, |c| ≥ 0.5"):
            # f = k·x³ + B2·x² + B1·x + B0 with coefficients in halves; its inflection point h = -B2/(3k) is a
            # whole third (infl/3), the slope there is about p and the height there about q
            k, h = float(space.lead.draw(rng)), int(space.infl.draw(rng)) / 3
            p, q = float(space.b1.draw(rng)), float(rng.integers(-3, 4))
            B2 = -3 * k * h
            B1 = round(2 * (3 * k * h * h + p)) / 2
            B0 = round(2 * (q - (k * h ** 3 + B2 * h * h + B1 * h))) / 2
            coeffs = [k, B2, B1, B0]
            a = int(np.floor(h)) + int(rng.integers(-3, 2))
            b = a + int(space.width.draw(rng))
            ya, yb = np.polyval(coeffs, [a, b])
            if a < -5 or b > 5 or max(abs(ya), abs(yb)) > 6 or any(abs(2 * v - round(2 * v)) > 1e-9 for v in (ya, yb)):
                continue
            if any(abs(2 * v - round(2 * v)) > 1e-9 for v in coeffs):
                continue
            s = (yb - ya) / (b - a)
            r = np.roots(np.polysub(np.polyder(coeffs), [s]))
            inside = [t.real for t in r if abs(t.imag) < 1e-9 and a < t.real < b]     # every MVT point
            if len(inside) != 1 or not a + 0.2 < inside[0] < b - 0.2 or abs(inside[0]) < 0.5 or (abs(inside[0] - round(inside[0])) < 1e-9 and rng.random() < 0.7):
                continue
            xs = np.linspace(a, b, 100)
            ys = np.polyval(coeffs, xs)
            if np.abs(ys).max() <= 6.3 and np.ptp(ys - (ya + s * (xs - a))) >= 0.6:
                break
        return {"coeffs": [float(c) for c in coeffs], "a": a, "b": b, "labels": draw.pick_labels(rng, 2, pool="ABPQMN"),
                "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def _f(self, g):
        return co.poly_text(g["coeffs"])

    def question(self, g):
        la, lb = g["labels"]
        return (f"The figure shows the graph of f(x) = {self._f(g)} and the chord joining the points {la} and {lb} of "
                f"the graph at x = {g['a']} and x = {g['b']}. At which x = c between {g['a']} and {g['b']} is the tangent "
                f"to the graph parallel to the chord {la}{lb}? Give c to two decimal places.")

    def answer(self, p):
        A3, B2, B1, _ = p["coeffs"]
        a, b = p["a"], p["b"]
        # chord slope: (f(b) - f(a))/(b - a) = A3(a² + ab + b²) + B2(a + b) + B1; solve 3A3c² + 2B2c + B1 = slope
        slope = A3 * (a * a + a * b + b * b) + B2 * (a + b) + B1
        qa, qb, qc = 3 * A3, 2 * B2, B1 - slope
        disc = np.sqrt(qb * qb - 4 * qa * qc)
        roots = [(-qb + disc) / (2 * qa), (-qb - disc) / (2 * qa)]
        c = next(r for r in roots if a < r < b)
        return Number(c, tolerance=max(0.01, 0.006 / abs(c)))      # c is asked to two decimal places

    def verify(self, g):
        # The MVT point is where the graph is farthest from the chord (f - chord has its only turning point there):
        # maximise |f(x) - chord(x)| on [a, b] numerically.
        a, b = g["a"], g["b"]
        f = lambda x: np.polyval(g["coeffs"], x)
        chord = lambda x: f(a) + (f(b) - f(a)) * (x - a) / (b - a)
        res = minimize_scalar(lambda x: -abs(f(x) - chord(x)), bounds=(a, b), method="bounded",
                              options={"xatol": 1e-12})
        return Number(res.x, tolerance=max(0.01, 0.006 / abs(res.x)))

    def draw(self, g, ax, hide=()):
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        f = lambda x: np.polyval(g["coeffs"], x)
        draw.plot_graph(ax, f, lim, lim, color=colour)
        a, b = g["a"], g["b"]
        A, B = np.array([a, f(a)]), np.array([b, f(b)])
        draw.segment(ax, A, B, color=draw.ACCENT, linewidth=2.0)
        xs = np.linspace(-6.5, 6.5, 400)
        curve = np.column_stack([xs, f(xs)])
        for X, name in zip((A, B), g["labels"]):
            ax.plot([X[0]], [X[1]], "o", color=draw.INK, markersize=6, zorder=6)
            spot = co.free_spot(X, 0.75, points=[A, B], lines=[(A, B - A)], curves=[curve])
            ax.text(spot[0], spot[1], name, fontsize=14, ha="center", va="center", zorder=7,
                    bbox={"fc": "white", "ec": "none", "pad": 0.5})
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        cp.formula_title(ax, f"f(x) = {self._f(g)}", color=colour, pad=22)

    def subquestions(self, g):
        la, lb = g["labels"]
        a, b = g["a"], g["b"]
        ya, yb = (float(np.polyval(g["coeffs"], t)) for t in (a, b))
        return [SubQuestion(f"What is the slope of the chord from {la}({a}, {draw.fmt(ya)}) to {lb}({b}, {draw.fmt(yb)})?",
                            Number((yb - ya) / (b - a)), "analytic_geometry/lines/slope")]

    def description(self, g):
        la, lb = g["labels"]
        a, b = g["a"], g["b"]
        ya, yb = (float(np.polyval(g["coeffs"], t)) for t in (a, b))
        return (f"The graph of f(x) = {self._f(g)} is drawn on a grid, with the points {la}({a}, {draw.fmt(ya)}) and "
                f"{lb}({b}, {draw.fmt(yb)}) on it marked and joined by a straight chord.")
