"""Statistics: the percentage of a normal distribution in a shaded region, by the 68-95-99.7 rule."""
import numpy as np

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Number, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the heights of adult men in a town", "unit": "cm", "mu": (168, 182), "sigma": (5, 6, 7, 8)},
    {"what": "the scores on a national exam", "unit": "points", "mu": (450, 550), "sigma": (50, 80, 100)},
    {"what": "the masses of packets of rice from a machine", "unit": "g", "mu": (490, 510), "sigma": (2, 4, 5)},
    {"what": "the lifetimes of a brand of light bulbs", "unit": "hours", "mu": (800, 1200), "sigma": (40, 50, 60)},
    {"what": "the reaction times of drivers in a test", "unit": "ms", "mu": (220, 260), "sigma": (10, 15, 20)},
]
BANDS = [0.15, 2.35, 13.5, 34.0, 34.0, 13.5, 2.35, 0.15]   # (-inf,-3σ), (-3σ,-2σ), ..., (3σ, inf)
COLORS = [("blue", "#93c5fd"), ("green", "#86efac"), ("purple", "#c4b5fd"), ("orange", "#fdba74")]


def _pct(i, j):
    return round(sum(BANDS[i:j]), 2)


def _txt(x, total=0):
    return f"{draw.fmt(x, 2)}%" if not total else draw.fmt(x * total / 100, 2)


@seed_program(
    id="normal_empirical_rule_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/normal_distribution", "statistics/distributions/empirical_rule"],
    source="DynaMath-style (statistics, normal curve)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class NormalEmpiricalRulePick(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        lo, hi = ctx["mu"]
        sigma = int(rng.choice(ctx["sigma"]))
        mu = int(rng.integers(-(-lo // sigma), hi // sigma + 1)) * sigma
        while True:   # band index i..j-1 of BANDS; 0 and 8 are the open tails
            i, j = sorted(int(v) for v in rng.choice(9, 2, replace=False))
            if (i, j) != (0, 8) and j - i <= 6 and not (j - i == 1 and i in (0, 7)):
                break
        total = int(rng.choice([0, 0, 2000, 4000, 10000]))   # 0: ask for a percentage
        return {"context": ci, "mu": mu, "sigma": sigma, "i": i, "j": j, "total": total,
                "color": int(rng.integers(len(COLORS)))}

    def _bounds(self, p):
        mu, s = p["mu"], p["sigma"]
        a = -np.inf if p["i"] == 0 else mu + (p["i"] - 4) * s
        b = np.inf if p["j"] == 8 else mu + (p["j"] - 4) * s
        return a, b

    def _region(self, p):
        ctx = CONTEXTS[p["context"]]
        a, b = self._bounds(p)
        if a == -np.inf:
            return f"below {int(b)} {ctx['unit']}"
        if b == np.inf:
            return f"above {int(a)} {ctx['unit']}"
        return f"between {int(a)} {ctx['unit']} and {int(b)} {ctx['unit']}"

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        head = (f"{ctx['what'].capitalize()} are normally distributed with mean {p['mu']} {ctx['unit']} and "
                f"standard deviation {p['sigma']} {ctx['unit']}. Using the 68–95–99.7 rule, ")
        if p["total"]:
            return head + (f"about how many of a random sample of {p['total']} would you expect in the shaded region "
                           f"({self._region(p)})?")
        return head + f"about what percentage of them lie in the shaded region ({self._region(p)})?"

    def _options(self, p):
        i, j = p["i"], p["j"]
        right = _pct(i, j)
        cands = [100 - right, _pct(max(i - 1, 0), j), _pct(i, min(j + 1, 8)), _pct(i + 1, j) if j > i + 1 else None,
                 _pct(i, j - 1) if j > i + 1 else None, 2 * right if right < 50 else None, right / 2, 68.0, 95.0, 34.0, 47.5]
        out = []
        for c in cands:
            if c is not None and 0 < c < 100 and all(abs(c - o) >= 1.5 for o in out + [right]):
                out.append(round(c, 2))
        return right, out[:3]

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(_txt(right, p["total"]), [_txt(w, p["total"]) for w in wrong])

    def verify(self, p):
        # exact normal probability by erf, then the option closest to it
        a, b = self._bounds(p)
        mu, s = p["mu"], p["sigma"]
        exact = 100 * (statplots.normal_cdf(b, mu, s) if b != np.inf else 1.0) - \
            100 * (statplots.normal_cdf(a, mu, s) if a != -np.inf else 0.0)
        right, wrong = self._options(p)
        return _txt(min([right] + wrong, key=lambda v: abs(v - exact)), p["total"])

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        mu, s = p["mu"], p["sigma"]
        ticks = [mu + k * s for k in range(-3, 4)]
        line, fill = COLORS[p["color"]]
        statplots.normal_curve(ax, mu, s, shade=self._bounds(p), ticks=ticks, color=draw.PALETTE[line],
                               shade_color=fill, xlabel=f"{ctx['unit']}", fontsize=12)
        ax.tick_params(axis="x", labelsize=12, rotation=0 if max(len(str(t)) for t in ticks) <= 3 else 35)
        ax.set_title(f"μ = {mu}, σ = {s}", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.05, right=0.95, top=0.9, bottom=0.17)

    def subquestions(self, p):
        mu, s = p["mu"], p["sigma"]
        a, b = self._bounds(p)
        edge = b if b != np.inf else a
        return [
            SubQuestion(f"For a normal distribution with mean {mu} and standard deviation {s}, how many standard "
                        f"deviations from the mean is the value {int(edge)}?", Number(abs(edge - mu) / s),
                        "statistics/distributions/normal_distribution"),
            SubQuestion("By the 68–95–99.7 rule, what percentage of a normal distribution lies within two "
                        "standard deviations of the mean?", Number(95), "statistics/distributions/empirical_rule"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"A normal curve of {ctx['what']} with mean {p['mu']} {ctx['unit']} and standard deviation "
                f"{p['sigma']} {ctx['unit']}; the region {self._region(p)} under the curve is shaded.")
