"""Statistics: a normal probability for a shaded region, via z-scores and the standard normal CDF."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "The time a commuter's train journey takes", "unit": "min", "mu": (30, 60), "sigma": (4, 5, 8)},
    {"what": "The mass of a bag of flour", "unit": "g", "mu": (995, 1005), "sigma": (2, 4, 5)},
    {"what": "The IQ score of a randomly chosen adult", "unit": "points", "mu": (100, 100), "sigma": (15, 16)},
    {"what": "The diameter of a machined bolt", "unit": "mm", "mu": (20, 30), "sigma": (0.2, 0.4, 0.5)},
    {"what": "The daily rainfall in a wet season", "unit": "mm", "mu": (40, 80), "sigma": (8, 10, 12)},
]
Z = [-2.5, -2.25, -2.0, -1.75, -1.5, -1.25, -1.0, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75,
     2.0, 2.25, 2.5]
Z_HARD = [k / 100 for k in range(-280, 281) if k and k % 25]   # two-decimal z-scores, off the quarter grid


@seed_program(
    id="normal_zscore_probability", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/normal_distribution", "statistics/distributions/z_score"],
    source="DynaMath-style (statistics, normal distribution area)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class NormalZscoreProbability(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), kind=OneOf(("between", "below", "above")), z=OneOf(Z)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), kind=OneOf(("between", "between", "below", "above")),
                  z=OneOf(Z_HARD)),
        hard_means="bounds at two-decimal z-scores off the quarter grid (z = 1.37, -0.62, ...), mostly two-sided regions",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        sigma = float(rng.choice(ctx["sigma"]))
        mu = int(rng.integers(ctx["mu"][0], ctx["mu"][1] + 1))
        kind = str(space.kind.draw(rng))
        for _ in attempts("z-scores at least 1 apart"):   # keep a between-region wide enough that its probability is not tiny
            za, zb = sorted(float(z) for z in rng.choice(space.z.values, 2, replace=False))
            if zb - za >= 1.0:
                break
        a = round(mu + za * sigma, 2)
        b = round(mu + zb * sigma, 2)
        g = {"context": ci, "mu": mu, "sigma": sigma, "kind": kind, "a": a, "b": b,
             "color": str(rng.choice(["blue", "green", "purple", "red"]))}
        unstated = {"below": "a", "above": "b"}.get(kind)       # a one-sided region states one bound
        return {key: v for key, v in g.items() if key != unstated}

    def _region(self, g):
        a, b = (-np.inf if g["kind"] == "below" else g["a"]), (np.inf if g["kind"] == "above" else g["b"])
        return a, b

    def _phrase(self, g, a_txt=None, b_txt=None):
        ctx = CONTEXTS[g["context"]]
        a_txt = a_txt or (f"{draw.fmt(g['a'])} {ctx['unit']}" if g["kind"] != "below" else None)
        b_txt = b_txt or (f"{draw.fmt(g['b'])} {ctx['unit']}" if g["kind"] != "above" else None)
        return {"between": f"between {a_txt} and {b_txt}", "below": f"less than {b_txt}",
                "above": f"more than {a_txt}"}[g["kind"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"{ctx['what']} is normally distributed with mean {g['mu']} {ctx['unit']} and standard deviation "
                f"{draw.fmt(g['sigma'])} {ctx['unit']}, as in the figure. What is the probability that it is "
                f"{self._phrase(g)} (the shaded area)?")

    def answer(self, p):
        a, b = self._region(p)
        mu, s = p["mu"], p["sigma"]
        hi = 1.0 if b == np.inf else statplots.normal_cdf(b, mu, s)
        lo = 0.0 if a == -np.inf else statplots.normal_cdf(a, mu, s)
        return Number(hi - lo)

    def verify(self, g):
        # Simpson's rule on the standard normal density between the z-scores (tails cut at |z| = 12)
        za = -12.0 if g["kind"] == "below" else (g["a"] - g["mu"]) / g["sigma"]
        zb = 12.0 if g["kind"] == "above" else (g["b"] - g["mu"]) / g["sigma"]
        n = 20000
        z = np.linspace(za, zb, n + 1)
        f = np.exp(-z * z / 2) / np.sqrt(2 * np.pi)
        h = (zb - za) / n
        return Number(float(h / 3 * (f[0] + f[-1] + 4 * f[1:-1:2].sum() + 2 * f[2:-1:2].sum())))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        mu, s = g["mu"], g["sigma"]
        ticks, texts = [], []
        if g["kind"] != "below":
            ticks.append(g["a"])
            texts.append("?" if "a" in hide else draw.fmt(g["a"]))
        if g["kind"] != "above":
            ticks.append(g["b"])
            texts.append("?" if "b" in hide else draw.fmt(g["b"]))
        if all(abs(t - mu) >= 1.0 * s for t in ticks):   # the mean is in the title anyway
            ticks, texts = ticks + [mu], texts + [draw.fmt(mu)]
        keep = list(np.argsort(ticks))
        ticks, texts = [ticks[i] for i in keep], [texts[i] for i in keep]
        keep = range(len(ticks))
        pal = {"blue": "#93c5fd", "green": "#86efac", "purple": "#c4b5fd", "red": "#fca5a5"}
        statplots.normal_curve(ax, mu, s, shade=self._region(g), ticks=[ticks[i] for i in keep],
                               tick_texts=[texts[i] for i in keep], color=draw.PALETTE[g["color"]],
                               shade_color=pal[g["color"]], xlabel=ctx["unit"], fontsize=13)
        ax.set_title(f"μ = {mu} {ctx['unit']},  σ = {draw.fmt(s)} {ctx['unit']}", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.05, right=0.95, top=0.9, bottom=0.15)

    def _bound_param(self, g):
        return "a" if g["kind"] == "above" else "b"

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        prob = self.answer(g).value    # the stated forward answer, from the givens alone
        param = self._bound_param(g)
        mu, s = g["mu"], g["sigma"]
        # invert the CDF by bisection on the unknown bound
        lo, hi = mu - 6 * s, mu + 6 * s
        target = (prob if g["kind"] == "below" else 1 - prob if g["kind"] == "above"
                  else prob + statplots.normal_cdf(g["a"], mu, s))
        for _ in range(200):
            mid = (lo + hi) / 2
            if statplots.normal_cdf(mid, mu, s) < target:
                lo = mid
            else:
                hi = mid
        x = round((lo + hi) / 2, 6)
        phrase = self._phrase(g, **({"a_txt": "x"} if param == "a" else {"b_txt": "x"}))
        return Backward(
            f"{ctx['what']} is normally distributed with mean {mu} {ctx['unit']} and standard deviation "
            f"{draw.fmt(s)} {ctx['unit']}. The probability that it is {phrase} (the shaded area) is "
            f"{prob:.6f}. What is x, in {ctx['unit']}?", Number(x), param)

    def subquestions(self, g):
        mu, s = g["mu"], g["sigma"]
        x = g["a"] if g["kind"] == "above" else g["b"]
        z = (x - mu) / s
        return [
            SubQuestion(f"For a normal distribution with mean {mu} and standard deviation {draw.fmt(s)}, what is "
                        f"the z-score of {draw.fmt(x)}?", Number(z), "statistics/distributions/z_score"),
            SubQuestion(f"For a standard normal variable Z, what is P(Z < {draw.fmt(z)})?",
                        Number(statplots.normal_cdf(z)), "statistics/distributions/normal_distribution"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"A normal curve with mean {g['mu']} {ctx['unit']} and standard deviation {draw.fmt(g['sigma'])} "
                f"{ctx['unit']}; the area for values {self._phrase(g)} is shaded. {ctx['what']} follows this "
                f"distribution.")
