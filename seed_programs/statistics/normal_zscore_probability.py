"""Statistics: a normal probability for a shaded region, via z-scores and the standard normal CDF."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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


@seed_program(
    id="normal_zscore_probability", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/distributions/normal_distribution", "statistics/distributions/z_score"],
    source="DynaMath-style (statistics, normal distribution area)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class NormalZscoreProbability(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        sigma = float(rng.choice(ctx["sigma"]))
        mu = int(rng.integers(ctx["mu"][0], ctx["mu"][1] + 1))
        kind = str(rng.choice(["between", "below", "above"]))
        while True:   # keep a between-region wide enough that its probability is not tiny
            za, zb = sorted(float(z) for z in rng.choice(Z, 2, replace=False))
            if zb - za >= 1.0:
                break
        a = round(mu + za * sigma, 2)
        b = round(mu + zb * sigma, 2)
        return {"context": ci, "mu": mu, "sigma": sigma, "kind": kind, "a": a, "b": b,
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _region(self, p):
        a, b = (-np.inf if p["kind"] == "below" else p["a"]), (np.inf if p["kind"] == "above" else p["b"])
        return a, b

    def _phrase(self, p, a_txt=None, b_txt=None):
        ctx = CONTEXTS[p["context"]]
        a_txt = a_txt or f"{draw.fmt(p['a'])} {ctx['unit']}"
        b_txt = b_txt or f"{draw.fmt(p['b'])} {ctx['unit']}"
        return {"between": f"between {a_txt} and {b_txt}", "below": f"less than {b_txt}",
                "above": f"more than {a_txt}"}[p["kind"]]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"{ctx['what']} is normally distributed with mean {p['mu']} {ctx['unit']} and standard deviation "
                f"{draw.fmt(p['sigma'])} {ctx['unit']}, as in the figure. What is the probability that it is "
                f"{self._phrase(p)} (the shaded area)?")

    def answer(self, p):
        a, b = self._region(p)
        mu, s = p["mu"], p["sigma"]
        hi = 1.0 if b == np.inf else statplots.normal_cdf(b, mu, s)
        lo = 0.0 if a == -np.inf else statplots.normal_cdf(a, mu, s)
        return Number(hi - lo)

    def verify(self, p):
        # Simpson's rule on the standard normal density between the z-scores (tails cut at |z| = 12)
        a, b = self._region(p)
        za = -12.0 if a == -np.inf else (a - p["mu"]) / p["sigma"]
        zb = 12.0 if b == np.inf else (b - p["mu"]) / p["sigma"]
        n = 20000
        z = np.linspace(za, zb, n + 1)
        f = np.exp(-z * z / 2) / np.sqrt(2 * np.pi)
        h = (zb - za) / n
        return Number(float(h / 3 * (f[0] + f[-1] + 4 * f[1:-1:2].sum() + 2 * f[2:-1:2].sum())))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        mu, s = p["mu"], p["sigma"]
        ticks, texts = [], []
        if p["kind"] != "below":
            ticks.append(p["a"])
            texts.append("?" if "a" in hide else draw.fmt(p["a"]))
        if p["kind"] != "above":
            ticks.append(p["b"])
            texts.append("?" if "b" in hide else draw.fmt(p["b"]))
        if all(abs(t - mu) >= 1.0 * s for t in ticks):   # the mean is in the title anyway
            ticks, texts = ticks + [mu], texts + [draw.fmt(mu)]
        keep = list(np.argsort(ticks))
        ticks, texts = [ticks[i] for i in keep], [texts[i] for i in keep]
        keep = range(len(ticks))
        pal = {"blue": "#93c5fd", "green": "#86efac", "purple": "#c4b5fd", "red": "#fca5a5"}
        statplots.normal_curve(ax, mu, s, shade=self._region(p), ticks=[ticks[i] for i in keep],
                               tick_texts=[texts[i] for i in keep], color=draw.PALETTE[p["color"]],
                               shade_color=pal[p["color"]], xlabel=ctx["unit"], fontsize=13)
        ax.set_title(f"μ = {mu} {ctx['unit']},  σ = {draw.fmt(s)} {ctx['unit']}", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.05, right=0.95, top=0.9, bottom=0.15)

    def _bound_param(self, p):
        return "a" if p["kind"] == "above" else "b"

    def backward(self, p):
        ctx = CONTEXTS[p["context"]]
        prob = self.answer(p).value
        param = self._bound_param(p)
        mu, s = p["mu"], p["sigma"]
        # invert the CDF by bisection on the unknown bound
        lo, hi = mu - 6 * s, mu + 6 * s
        target = {"below": prob, "above": 1 - prob,
                  "between": prob + statplots.normal_cdf(p["a"], mu, s)}[p["kind"]]
        for _ in range(200):
            mid = (lo + hi) / 2
            if statplots.normal_cdf(mid, mu, s) < target:
                lo = mid
            else:
                hi = mid
        x = round((lo + hi) / 2, 6)
        phrase = self._phrase(p, **({"a_txt": "x"} if param == "a" else {"b_txt": "x"}))
        return Backward(
            f"{ctx['what']} is normally distributed with mean {mu} {ctx['unit']} and standard deviation "
            f"{draw.fmt(s)} {ctx['unit']}. The probability that it is {phrase} (the shaded area) is "
            f"{prob:.6f}. What is x, in {ctx['unit']}?", Number(x), param)

    def subquestions(self, p):
        mu, s = p["mu"], p["sigma"]
        x = p["a"] if p["kind"] == "above" else p["b"]
        z = (x - mu) / s
        return [
            SubQuestion(f"For a normal distribution with mean {mu} and standard deviation {draw.fmt(s)}, what is "
                        f"the z-score of {draw.fmt(x)}?", Number(z), "statistics/distributions/z_score"),
            SubQuestion(f"For a standard normal variable Z, what is P(Z < {draw.fmt(z)})?",
                        Number(statplots.normal_cdf(z)), "statistics/distributions/normal_distribution"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"A normal curve with mean {p['mu']} {ctx['unit']} and standard deviation {draw.fmt(p['sigma'])} "
                f"{ctx['unit']}; the area for values {self._phrase(p)} is shaded. {ctx['what']} follows this "
                f"distribution.")
