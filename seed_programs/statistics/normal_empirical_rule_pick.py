"""Statistics: the percentage of a normal distribution in a shaded region, by the 68-95-99.7 rule."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), bands=IntRange(1, 6),
                      total=OneOf((0, 0, 2000, 4000, 10000))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), bands=IntRange(2, 6),
                  total=OneOf((6000, 8000, 12000, 14000))),
        hard_means="a region of two or more σ-bands to add, always turned into a count of a less round sample size (6000 to 14000)",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        lo, hi = ctx["mu"]
        sigma = int(rng.choice(ctx["sigma"]))
        mu = int(rng.integers(-(-lo // sigma), hi // sigma + 1)) * sigma
        for _ in attempts("a region of bands-many σ-bands, not the whole line, not a lone 0.15% tail"):
            # band index i..j-1 of BANDS; 0 and 8 are the open tails
            i, j = sorted(int(v) for v in rng.choice(9, 2, replace=False))
            if (i, j) != (0, 8) and space.bands.lo <= j - i <= space.bands.hi and not (j - i == 1 and i in (0, 7)):
                break
        total = int(space.total.draw(rng))   # 0: ask for a percentage
        return {"context": ci, "mu": mu, "sigma": sigma, "i": i, "j": j, "total": total,
                "color": int(rng.integers(len(COLORS)))}

    def _bounds(self, g):
        mu, s = g["mu"], g["sigma"]
        a = -np.inf if g["i"] == 0 else mu + (g["i"] - 4) * s
        b = np.inf if g["j"] == 8 else mu + (g["j"] - 4) * s
        return a, b

    def _region(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = self._bounds(g)
        if a == -np.inf:
            return f"below {int(b)} {ctx['unit']}"
        if b == np.inf:
            return f"above {int(a)} {ctx['unit']}"
        return f"between {int(a)} {ctx['unit']} and {int(b)} {ctx['unit']}"

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        head = (f"{ctx['what'].capitalize()} are normally distributed with mean {g['mu']} {ctx['unit']} and "
                f"standard deviation {g['sigma']} {ctx['unit']}. Using the 68–95–99.7 rule, ")
        if g["total"]:
            return head + (f"about how many of a random sample of {g['total']} would you expect in the shaded region "
                           f"({self._region(g)})?")
        return head + f"about what percentage of them lie in the shaded region ({self._region(g)})?"

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

    def verify(self, g):
        # the rule as a cumulative table at whole z (P(Z < z) in %), differenced at the region's ends;
        # checked against the exact normal probability (erf)
        below = {-4: 0.0, -3: 0.15, -2: 2.5, -1: 16.0, 0: 50.0, 1: 84.0, 2: 97.5, 3: 99.85, 4: 100.0}
        za, zb = g["i"] - 4, g["j"] - 4
        rule = round(below[zb] - below[za], 2)
        mu, s = g["mu"], g["sigma"]
        exact = 100 * ((statplots.normal_cdf(mu + zb * s, mu, s) if zb < 4 else 1.0)
                       - (statplots.normal_cdf(mu + za * s, mu, s) if za > -4 else 0.0))
        return _txt(rule, g["total"]) if abs(rule - exact) < 0.5 else "rule disagrees with the normal curve"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        mu, s = g["mu"], g["sigma"]
        ticks = [mu + k * s for k in range(-3, 4)]
        line, fill = COLORS[g["color"]]
        statplots.normal_curve(ax, mu, s, shade=self._bounds(g), ticks=ticks, color=draw.PALETTE[line],
                               shade_color=fill, xlabel=f"{ctx['unit']}", fontsize=12)
        ax.tick_params(axis="x", labelsize=12, rotation=0 if max(len(str(t)) for t in ticks) <= 3 else 35)
        ax.set_title(f"μ = {mu}, σ = {s}", fontsize=14, color=draw.INK)
        ax.figure.subplots_adjust(left=0.05, right=0.95, top=0.9, bottom=0.17)

    def subquestions(self, g):
        mu, s = g["mu"], g["sigma"]
        a, b = self._bounds(g)
        edge = b if b != np.inf else a
        return [
            SubQuestion(f"For a normal distribution with mean {mu} and standard deviation {s}, how many standard "
                        f"deviations from the mean is the value {int(edge)}?", Number(abs(edge - mu) / s),
                        "statistics/distributions/normal_distribution"),
            SubQuestion("By the 68–95–99.7 rule, what percentage of a normal distribution lies within two "
                        "standard deviations of the mean?", Number(95), "statistics/distributions/empirical_rule"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"A normal curve of {ctx['what']} with mean {g['mu']} {ctx['unit']} and standard deviation "
                f"{g['sigma']} {ctx['unit']}; the region {self._region(g)} under the curve is shaded.")
