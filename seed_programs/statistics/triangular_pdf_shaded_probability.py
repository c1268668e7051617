"""Statistics: P(c < X < d) as the shaded area under a uniform or triangular density drawn on a grid."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the waiting time for a bus", "unit": "minutes"},
    {"what": "the time a delivery takes", "unit": "hours"},
    {"what": "the length of a phone call", "unit": "minutes"},
    {"what": "the distance a paper plane flies", "unit": "metres"},
]
SHADES = [("blue", "#93c5fd"), ("green", "#86efac"), ("purple", "#c4b5fd"), ("orange", "#fdba74")]


@seed_program(
    id="triangular_pdf_shaded_probability", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/continuous_density"],
    source="DynaMath-style (statistics, continuous density area)",
    variations=["numeric_values", "real_life_contexts", "colors_labels", "function_types"],
)
class TriangularPdfShadedProbability(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), shape=OneOf(("uniform", "triangle", "triangle")),
                      width=IntRange(4, 8), straddle=OneOf((False,))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), shape=OneOf(("triangle",)), width=IntRange(7, 12),
                  straddle=OneOf((True,))),
        hard_means="always a lopsided triangle over a wider support, with the shaded strip straddling the peak, "
                   "so the area is a trapezium on each side of the mode (or one minus two corner triangles)",
    )

    def sample(self, rng, space):
        shape = str(space.shape.draw(rng))
        straddle = bool(space.straddle.draw(rng))
        for _ in attempts("a mode off-centre (hard) and a shaded strip with probability in [0.1, 0.9]"):
            w = int(space.width.draw(rng))
            a = int(rng.integers(0, 4))
            b = a + w
            c = int(rng.integers(a + 1, b)) if shape == "triangle" else None
            if straddle and (c is None or 2 * c == a + b or c - a < 2 or b - c < 2):
                continue
            if straddle:
                d1, d2 = int(rng.integers(a, c)), int(rng.integers(c + 1, b + 1))
                if (d1, d2) == (a, b):
                    continue
            else:
                d1 = int(rng.integers(a, b))
                d2 = int(rng.integers(d1 + 1, b + 1))
                if (d1, d2) == (a, b):
                    continue
                if c is not None and d1 < c < d2 and rng.random() < 0.6:
                    continue            # standard: mostly a strip on one side of the peak
            break
        ci, col = int(space.context.draw(rng)), int(rng.integers(len(SHADES)))
        g = {"context": ci, "shape": shape, "a": a, "b": b, "d1": d1, "d2": d2, "color": col}
        if c is not None:
            g["c"] = c
        return g

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        form = "a uniform" if g["shape"] == "uniform" else "a triangular"
        return (f"The figure shows the probability density function of X, {ctx['what']} in {ctx['unit']}: "
                f"{form} density, zero outside the interval from {g['a']} to {g['b']}. What is "
                f"P({draw.fmt(g['d1'])} < X < {draw.fmt(g['d2'])}), the shaded area? Give the answer to 4 decimal places.")

    def answer(self, p):
        a, b = Fraction(p["a"]), Fraction(p["b"])

        def cdf(x):
            x = Fraction(x).limit_denominator(10 ** 9)
            if p["shape"] == "uniform":
                return (x - a) / (b - a)
            c = Fraction(p["c"])
            if x <= c:
                return (x - a) ** 2 / ((b - a) * (c - a))
            return 1 - (b - x) ** 2 / ((b - a) * (b - c))
        return Number(float(cdf(p["d2"]) - cdf(p["d1"])))

    def verify(self, g):
        # the density as drawn (height fixed by total area 1), integrated numerically by the trapezoid rule
        a, b = g["a"], g["b"]
        if g["shape"] == "uniform":
            xs, ys = [a, b], [1 / (b - a)] * 2
        else:
            xs, ys = [a, g["c"], b], [0.0, 2 / (b - a), 0.0]
        x = np.linspace(g["d1"], g["d2"], 400001)
        y = np.interp(x, xs, ys)
        return Number(float(np.sum((y[1:] + y[:-1]) * np.diff(x)) / 2))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        a, b = g["a"], g["b"]
        h = 1 / (b - a) if g["shape"] == "uniform" else 2 / (b - a)
        hx = Fraction(1 if g["shape"] == "uniform" else 2, b - a)
        xs = [a, b] if g["shape"] == "uniform" else [a, g["c"], b]
        ys = [h, h] if g["shape"] == "uniform" else [0.0, h, 0.0]
        line, fill = draw.PALETTE[SHADES[g["color"]][0]], SHADES[g["color"]][1]
        lo, hi = min(0, a - 1), b + 1
        probability_plots.density_axes(ax, (lo, hi), (0, h * 1.25), range(lo, hi + 1), [0, h],
                                       ytick_texts=["0", f"{hx.numerator}/{hx.denominator}"],
                                       xlabel=f"x ({ctx['unit']})", ylabel="f(x)", fontsize=12)
        f = lambda x: np.interp(x, xs, ys, left=0.0, right=0.0)
        d2 = "?" if "d2" in hide else None
        probability_plots.density_curve(ax, f, a, b, shade=(g["d1"], g["d2"] if d2 is None else g["d1"]),
                                        color=line, shade_color=fill)
        ax.plot([lo, a], [0, 0], color=line, linewidth=2.4, zorder=3)
        ax.plot([b, hi], [0, 0], color=line, linewidth=2.4, zorder=3)
        if g["shape"] == "uniform":
            ax.plot([a, a], [0, h], color=line, linewidth=1.4, linestyle="--", zorder=3)
            ax.plot([b, b], [0, h], color=line, linewidth=1.4, linestyle="--", zorder=3)
        ax.axhline(h, color=draw.INK, linewidth=0.8, linestyle=":", zorder=1)
        ax.figure.subplots_adjust(left=0.14, right=0.96, top=0.95, bottom=0.12)

    def backward(self, g):
        prob = self.answer(g).value
        a, b = g["a"], g["b"]
        # invert P(d1 < X < d) = prob for d by bisection on the exact CDF
        lo, hi = float(g["d1"]), float(b)

        def area(d):
            if g["shape"] == "uniform":
                return (d - g["d1"]) / (b - a)
            c = g["c"]
            F = lambda x: (x - a) ** 2 / ((b - a) * (c - a)) if x <= c else 1 - (b - x) ** 2 / ((b - a) * (b - c))
            return F(d) - F(g["d1"])
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if area(mid) < prob else (lo, mid)
        ctx = CONTEXTS[g["context"]]
        form = "a uniform" if g["shape"] == "uniform" else "a triangular"
        return Backward(f"The figure shows the probability density function of X, {ctx['what']} in {ctx['unit']}: "
                        f"{form} density, zero outside the interval from {a} to {b}. The probability "
                        f"P({g['d1']} < X < d) is {prob:.8f}. What is d?", Number(round((lo + hi) / 2, 9)), "d2")

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        subs = [SubQuestion(f"A {'uniform' if g['shape'] == 'uniform' else 'triangular'} density is zero outside "
                            f"[{a}, {b}]. Since the total area is 1, what is its {'height' if g['shape'] == 'uniform' else 'peak height'}?",
                            Number((1 if g["shape"] == "uniform" else 2) / (b - a)),
                            "statistics/distributions/continuous_density")]
        if g["shape"] == "triangle":
            subs.append(SubQuestion(f"A triangular density on [{a}, {b}] peaks at x = {g['c']}. What is the "
                                    f"probability that X < {g['c']}?", Number((g["c"] - a) / (b - a)),
                                    "statistics/distributions/continuous_density"))
        return subs

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = g["a"], g["b"]
        if g["shape"] == "uniform":
            shape = f"a horizontal segment at height 1/{b - a} from x = {a} to x = {b}"
        else:
            shape = (f"a triangle rising linearly from 0 at x = {a} to its peak 2/{b - a} at x = {g['c']} and "
                     f"falling linearly to 0 at x = {b}")
        return (f"The density of X ({ctx['what']}, {ctx['unit']}) is {shape}, and zero elsewhere. The area under it "
                f"between x = {g['d1']} and x = {g['d2']} is shaded.")
