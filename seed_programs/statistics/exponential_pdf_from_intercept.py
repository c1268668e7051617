"""Statistics: an exponential density is drawn with its intercept on the vertical axis; read the rate λ there
and find a tail probability, an interval probability, the median or a percentile."""
from math import exp, log

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the time between two customers arriving at a counter", "unit": "minutes"},
    {"what": "the lifetime of an electronic component", "unit": "years"},
    {"what": "the time until the next earthquake tremor is recorded", "unit": "days"},
    {"what": "the time until a web server receives its next request", "unit": "seconds"},
]
RATES = (0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)
SHADES = [("blue", "#93c5fd"), ("green", "#86efac"), ("purple", "#c4b5fd"), ("orange", "#fdba74")]


def _xstep(lam):
    """Tick step of the x axis: about two ticks per mean 1/λ."""
    return {0.05: 5, 0.1: 2, 0.15: 2, 0.2: 1, 0.25: 1, 0.3: 1, 0.4: 0.5, 0.5: 0.5}[lam]


@seed_program(
    id="exponential_pdf_from_intercept", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/exponential_distribution", "statistics/distributions/continuous_density"],
    source="DynaMath-style (statistics, exponential density graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class ExponentialPdfFromIntercept(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), lam=OneOf(RATES), ask=OneOf(("above", "below", "median"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), lam=OneOf(RATES),
                  ask=OneOf(("between", "percentile", "memoryless"))),
        hard_means="an interval probability (two exponentials), a percentile other than the median (a logarithm "
                   "of a general tail), or a conditional tail P(X > s + t | X > s) that needs the memoryless property",
    )

    def sample(self, rng, space):
        lam = float(space.lam.draw(rng))
        ask = str(space.ask.draw(rng))
        step = _xstep(lam)
        g = {"context": int(space.context.draw(rng)), "lam": lam, "ask": ask, "color": int(rng.integers(len(SHADES)))}
        for _ in attempts("a region whose probability is between 0.05 and 0.9"):
            t1 = step * int(rng.integers(1, 9))
            t2 = t1 + step * int(rng.integers(1, 6))
            prob = {"above": exp(-lam * t1), "below": 1 - exp(-lam * t1), "between": exp(-lam * t1) - exp(-lam * t2),
                    "memoryless": exp(-lam * (t2 - t1))}.get(ask, 0.5)
            if 0.05 <= prob <= 0.9 and t2 <= 5 / lam:
                break
        if ask in ("above", "below", "between", "memoryless"):
            g["t1"] = t1
        if ask in ("between", "memoryless"):
            g["t2"] = t2
        if ask == "percentile":
            g["pct"] = int(rng.choice([10, 20, 25, 75, 80, 90]))
        return g

    def _ask_text(self, g):
        if g["ask"] == "above":
            return f"P(X > {draw.fmt(g['t1'])}), the shaded area? Give the answer to 4 decimal places."
        if g["ask"] == "below":
            return f"P(X < {draw.fmt(g['t1'])}), the shaded area? Give the answer to 4 decimal places."
        if g["ask"] == "between":
            return (f"P({draw.fmt(g['t1'])} < X < {draw.fmt(g['t2'])}), the shaded area? Give the answer to 4 "
                    f"decimal places.")
        if g["ask"] == "memoryless":
            return (f"P(X > {draw.fmt(g['t2'])} | X > {draw.fmt(g['t1'])})? Give the answer to 4 decimal places.")
        if g["ask"] == "median":
            return "the median of X? Give the answer to 2 decimal places."
        return f"the {g['pct']}th percentile of X? Give the answer to 2 decimal places."

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"X, {ctx['what']} in {ctx['unit']}, has an exponential distribution with density f(x) = λe^(−λx) "
                f"for x ≥ 0; its graph is shown. Read λ from where the graph meets the vertical axis. What is "
                f"{self._ask_text(g)}")

    def answer(self, p):
        lam = p["lam"]
        if p["ask"] == "above":
            return Number(exp(-lam * p["t1"]))
        if p["ask"] == "below":
            return Number(1 - exp(-lam * p["t1"]))
        if p["ask"] == "between":
            return Number(exp(-lam * p["t1"]) - exp(-lam * p["t2"]))
        if p["ask"] == "memoryless":
            return Number(exp(-lam * (p["t2"] - p["t1"])))
        if p["ask"] == "median":
            return Number(log(2) / lam)
        return Number(-log(1 - p["pct"] / 100) / lam)

    def verify(self, g):
        # Simpson's rule on the density read off the graph; quantiles by bisection on the numeric CDF
        lam = g["lam"]
        f = lambda x: lam * np.exp(-lam * x)

        def area(a, b, n=20000):
            x = np.linspace(a, b, n + 1)
            y = f(x)
            return float((b - a) / n / 3 * (y[0] + y[-1] + 4 * y[1:-1:2].sum() + 2 * y[2:-1:2].sum()))
        far = 80 / lam
        if g["ask"] == "above":
            return Number(area(g["t1"], far))
        if g["ask"] == "below":
            return Number(area(0.0, g["t1"]))
        if g["ask"] == "between":
            return Number(area(g["t1"], g["t2"]))
        if g["ask"] == "memoryless":
            return Number(area(g["t2"], far) / area(g["t1"], far))
        target = 0.5 if g["ask"] == "median" else g["pct"] / 100
        lo, hi = 0.0, far
        for _ in range(80):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if area(0.0, mid, 4000) < target else (lo, mid)
        return Number((lo + hi) / 2)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        lam = g["lam"]
        step = _xstep(lam)
        xmax = 5 / lam
        line, fill = draw.PALETTE[SHADES[g["color"]][0]], SHADES[g["color"]][1]
        shade = None
        if g["ask"] in ("above", "memoryless"):
            shade = (g["t1"], xmax)
        elif g["ask"] == "below":
            shade = (0, g["t1"])
        elif g["ask"] == "between":
            shade = (g["t1"], g["t2"]) if "t2" not in hide else None
        if g["ask"] == "memoryless":
            shade = None
        xt = np.arange(0, xmax + 1e-9, step)
        yt = [0, lam / 4, lam / 2, 3 * lam / 4, lam]
        ylab = ["0", "", "", "", "?"] if "lam" in hide else ["0", "", draw.fmt(lam / 2, 4), "", draw.fmt(lam, 4)]
        marked = [round(g[k] / step) for k in ("t1", "t2") if k in g and k not in hide and g["ask"] != "memoryless"]
        show = {i for i in range(len(xt)) if i % 2 == 0} | set(marked)
        show -= {i + d for i in marked if i % 2 for d in (-1, 1)} - set(marked)   # keep a marked odd tick clear
        probability_plots.density_axes(ax, (0, xmax), (0, lam * 1.2), xt, yt,
                                       xtick_texts=[draw.fmt(t) if i in show else "" for i, t in enumerate(xt)],
                                       ytick_texts=ylab, xlabel=f"x ({ctx['unit']})", ylabel="f(x)", fontsize=12)
        probability_plots.density_curve(ax, lambda x: lam * np.exp(-lam * x), 0, xmax, shade=shade, color=line,
                                        shade_color=fill)
        ax.plot([0], [lam], "o", color=line, markersize=7, zorder=4)
        for key in ("t1", "t2"):
            if key in g and key not in hide and g["ask"] != "memoryless":
                t = g[key]
                ax.plot([t, t], [0, lam * exp(-lam * t)], color=draw.INK, linewidth=1.2, linestyle="--", zorder=2)
        ax.figure.subplots_adjust(left=0.15, right=0.96, top=0.95, bottom=0.13)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        value = self.answer(g).value
        lam, param = g["lam"], "lam"
        head = (f"X, {ctx['what']} in {ctx['unit']}, has an exponential distribution with density "
                f"f(x) = λe^(−λx) for x ≥ 0")
        if g["ask"] == "between":       # λ is not a monotone function of this probability: solve for the upper end
            t2 = -log(exp(-lam * g["t1"]) - value) / lam
            return Backward(f"{head} with λ = {draw.fmt(lam, 4)}, and P({draw.fmt(g['t1'])} < X < b) = {value:.8f}. "
                            f"What is b?", Number(round(t2, 9)), "t2")
        if g["ask"] == "above":
            est, fact = -log(value) / g["t1"], f"P(X > {draw.fmt(g['t1'])}) = {value:.8f}"
        elif g["ask"] == "below":
            est, fact = -log(1 - value) / g["t1"], f"P(X < {draw.fmt(g['t1'])}) = {value:.8f}"
        elif g["ask"] == "memoryless":
            est = -log(value) / (g["t2"] - g["t1"])
            fact = f"P(X > {draw.fmt(g['t2'])} | X > {draw.fmt(g['t1'])}) = {value:.8f}"
        elif g["ask"] == "median":
            est, fact = log(2) / value, f"the median of X is {value:.8f}"
        else:
            est, fact = -log(1 - g["pct"] / 100) / value, f"the {g['pct']}th percentile of X is {value:.8f}"
        return Backward(f"{head}, and {fact}. What is λ, the height of the graph at x = 0?",
                        Number(round(est, 9)), param)

    def subquestions(self, g):
        lam = g["lam"]
        return [
            SubQuestion("The graph of an exponential density f(x) = λe^(−λx) is shown. What is λ?", Number(lam),
                        "statistics/distributions/exponential_distribution"),
            SubQuestion(f"What is the mean of an exponential distribution with rate λ = {draw.fmt(lam, 4)}?",
                        Number(1 / lam), "statistics/distributions/exponential_distribution"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        lam = g["lam"]
        text = (f"The graph of the exponential density f(x) = λe^(−λx) of X ({ctx['what']}, {ctx['unit']}) starts "
                f"at height {draw.fmt(lam, 4)} on the vertical axis and decreases towards 0.")
        if g["ask"] == "above":
            text += f" The area under it to the right of x = {draw.fmt(g['t1'])} is shaded."
        elif g["ask"] == "below":
            text += f" The area under it between x = 0 and x = {draw.fmt(g['t1'])} is shaded."
        elif g["ask"] == "between":
            text += f" The area under it between x = {draw.fmt(g['t1'])} and x = {draw.fmt(g['t2'])} is shaded."
        return text
