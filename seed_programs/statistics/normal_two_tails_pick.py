"""Statistics: the total probability of the two shaded tails of a normal curve whose mean and standard
deviation are read from the axis, using stated values of the standard normal CDF (multiple choice)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, SubQuestion, Number, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the length of a bolt from a machine", "unit": "mm", "mu": (40, 60), "sigma": (2, 4, 5)},
    {"what": "the score on an aptitude test", "unit": "points", "mu": (60, 80), "sigma": (5, 8, 10)},
    {"what": "the mass of a bag of sugar", "unit": "g", "mu": (495, 505), "sigma": (2, 4)},
    {"what": "the time a battery lasts", "unit": "hours", "mu": (30, 50), "sigma": (3, 4, 6)},
]
SHADES = [("blue", "#93c5fd"), ("green", "#86efac"), ("purple", "#c4b5fd"), ("red", "#fca5a5")]


def _phi4(z):
    """Φ(z) to 4 decimal places, as a z-table prints it."""
    return round(statplots.normal_cdf(z), 4)


@seed_program(
    id="normal_two_tails_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/normal_distribution", "statistics/distributions/z_score"],
    source="DynaMath-style (statistics, normal distribution two-tailed area)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class NormalTwoTailsPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), z=OneOf(tuple(k / 4 for k in range(1, 11))),
                      symmetric=OneOf((True, False))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), z=OneOf(tuple(k / 10 for k in range(3, 28) if k % 5)),
                  symmetric=OneOf((False,))),
        hard_means="two tails of different widths at one-decimal z-scores off the half grid (1.3σ, 0.7σ, ...), so "
                   "the cut-offs sit between the axis marks and two table look-ups are needed, with the one-tail "
                   "and doubled-tail slips among the options",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        mu = int(rng.integers(ctx["mu"][0], ctx["mu"][1] + 1))
        sigma = int(rng.choice(ctx["sigma"]))
        for _ in attempts("two different tails (when not symmetric) and options at least 0.01 apart"):
            zl = float(space.z.draw(rng))
            sym = bool(space.symmetric.draw(rng))
            zr = zl if sym else float(space.z.draw(rng))
            if not sym and zl == zr:
                continue
            left, right = 1 - _phi4(zl), 1 - _phi4(zr)
            right_ans = round(left + right, 4)
            cands = [round(1 - right_ans, 4), round(left, 4), round(right, 4), round(2 * max(left, right), 4),
                     round(2 * min(left, right), 4), round(_phi4(zl) + right, 4), round(right_ans / 2, 4), _phi4(zr), _phi4(zl)]
            wrong = []
            for c in cands:
                if 0 < c < 1 and all(abs(c - o) >= 0.01 for o in wrong + [right_ans]):
                    wrong.append(c)
            if len(wrong) >= 3:
                break
        options = [right_ans] + wrong[:3]
        g = {"context": ci, "mu": mu, "sigma": sigma, "a": mu - zl * sigma, "b": mu + zr * sigma,
             "phi": {draw.fmt(z): _phi4(z) for z in sorted({zl, zr})},
             "options": [f"{o:.4f}" for o in sorted(options)], "color": int(rng.integers(len(SHADES)))}
        return g

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        table = " and ".join(f"Φ({z}) = {v:.4f}" for z, v in g["phi"].items())
        return (f"X, {ctx['what']} in {ctx['unit']}, is normally distributed; the axis of the figure marks the "
                f"mean and every standard deviation from it. What is the total probability of the two shaded "
                f"tails, X < {draw.fmt(g['a'])} or X > {draw.fmt(g['b'])}? Use {table}, where Φ is the standard "
                f"normal CDF.")

    def answer(self, p):
        # left tail Φ(−z) = 1 − Φ(z), right tail 1 − Φ(z), from the stated table values
        zl, zr = (p["mu"] - p["a"]) / p["sigma"], (p["b"] - p["mu"]) / p["sigma"]
        right = f"{(1 - p['phi'][draw.fmt(zl)]) + (1 - p['phi'][draw.fmt(zr)]):.4f}"
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # integrate the normal density over both tails numerically; exactly one option may be that close
        mu, s = g["mu"], g["sigma"]

        def simpson(lo, hi, n=20000):
            x = np.linspace(lo, hi, n + 1)
            y = np.exp(-((x - mu) / s) ** 2 / 2) / (s * np.sqrt(2 * np.pi))
            return float((hi - lo) / n / 3 * (y[0] + y[-1] + 4 * y[1:-1:2].sum() + 2 * y[2:-1:2].sum()))
        total = simpson(mu - 12 * s, g["a"]) + simpson(g["b"], mu + 12 * s)
        close = [o for o in g["options"] if abs(float(o) - total) < 0.0006]
        return close[0] if len(close) == 1 else "no single option matches the shaded area"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        mu, s = g["mu"], g["sigma"]
        line, fill = draw.PALETTE[SHADES[g["color"]][0]], SHADES[g["color"]][1]
        ticks = [mu + k * s for k in range(-3, 4)]
        statplots.normal_curve(ax, mu, s, ticks=ticks, tick_texts=[draw.fmt(t) for t in ticks], color=line,
                               xlabel=ctx["unit"], fontsize=12)
        for lo, hi in ((mu - 3.6 * s, g["a"]), (g["b"], mu + 3.6 * s)):
            xs = np.linspace(lo, hi, 300)
            ax.fill_between(xs, 0, statplots.normal_pdf(xs, mu, s), color=fill, alpha=0.9, zorder=1)
        for x, side in ((g["a"], -1), (g["b"], 1)):       # each cut-off labelled outside the curve, away from the mean
            y = statplots.normal_pdf(x, mu, s)
            ax.plot([x, x], [0, y], color=draw.ACCENT, linewidth=1.8, zorder=4)
            ax.annotate(draw.fmt(x), (x, y), xytext=(7 * side, 7), textcoords="offset points",
                        ha="left" if side > 0 else "right", va="bottom", fontsize=13, fontweight="bold",
                        color=draw.ACCENT, zorder=5, annotation_clip=False)
        ax.figure.subplots_adjust(left=0.05, right=0.95, top=0.9, bottom=0.15)

    def subquestions(self, g):
        mu, s = g["mu"], g["sigma"]
        return [
            SubQuestion("The axis of the normal curve marks the mean and every standard deviation from it. What is "
                        "the standard deviation?", Number(s), "statistics/distributions/normal_distribution"),
            SubQuestion(f"A normal distribution has mean {mu} and standard deviation {s}. What is the z-score of "
                        f"{draw.fmt(g['a'])}?", Number((g["a"] - mu) / s), "statistics/distributions/z_score"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        mu, s = g["mu"], g["sigma"]
        marks = ", ".join(draw.fmt(mu + k * s) for k in range(-3, 4))
        return (f"A normal curve for X ({ctx['what']}, {ctx['unit']}) peaking at {mu}; the axis is marked at {marks} "
                f"(the mean and every standard deviation, so σ = {s}). The two tails X < {draw.fmt(g['a'])} and "
                f"X > {draw.fmt(g['b'])} are shaded.")
