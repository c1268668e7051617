"""Scientific figure: half-life from an exponential decay curve with two labelled values."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the activity of a radioactive sample", "ylabel": "Activity (counts/min)", "t": "hours",
     "tl": "Time (h)", "n0": (400, 1200, 50), "T": (2, 9)},
    {"what": "the concentration of a drug in a patient's blood", "ylabel": "Concentration (mg/L)",
     "t": "hours", "tl": "Time (h)", "n0": (40, 120, 5), "T": (3, 10)},
    {"what": "the mass of an isotope in a sample", "ylabel": "Mass (g)", "t": "days", "tl": "Time (days)",
     "n0": (60, 200, 10), "T": (5, 15)},
    {"what": "the number of bacteria surviving a disinfectant", "ylabel": "Bacteria (thousands)",
     "t": "minutes", "tl": "Time (min)", "n0": (200, 800, 50), "T": (4, 12)},
]


@seed_program(
    id="decay_half_life", topic="scientific_figure", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["physics/decay/half_life"],
    source="DynaMath-style (scientific figure, decay curve)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DecayHalfLife(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), elapsed_half_lives=FloatRange(0.6, 3.2)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), elapsed_half_lives=FloatRange(2.5, 5.0)),
        hard_means="the marked point lies 2.5 to 5 half-lives out, where the curve is flat and the value small: "
                   "the logarithm of a large ratio is needed and reading the graph by halving fails",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        lo, hi, step = ctx["n0"]
        n0 = int(rng.integers(lo // step, hi // step + 1)) * step
        T = float(rng.integers(ctx["T"][0], ctx["T"][1] + 1))
        span = space.elapsed_half_lives
        for _ in attempts("a marked value that is not a whole number of half-lives"):
            t1 = int(rng.integers(max(1, int(span.lo * T)), int(span.hi * T) + 1))
            n1 = int(round(n0 * 0.5 ** (t1 / T)))
            ratio = n0 / n1 if n1 else 0
            if n1 >= 2 and abs(math.log2(ratio) - round(math.log2(ratio))) > 0.05:  # not a whole number of half-lives
                break
        return {"context": ci, "N0": n0, "t1": t1, "N1": n1,
                "color": str(rng.choice(["blue", "green", "purple", "orange", "brown"])),
                "label": str(rng.choice(list("PQAB")))}

    def _T(self, p):
        return p["t1"] * math.log(2) / math.log(p["N0"] / p["N1"])

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The graph shows {ctx['what']}, which decays exponentially. Using the initial value on "
                f"the vertical axis and the marked point {g['label']}, find the half-life, in {ctx['t']}.")

    def answer(self, p):
        return Number(self._T(p))

    def verify(self, g):
        # solve N0 * (1/2)^(t1/T) = N1 for T by bisection (the left side increases with T)
        f = lambda T: g["N0"] * 0.5 ** (g["t1"] / T) - g["N1"]
        lo, hi = 1e-6, 1e6
        for _ in range(200):
            mid = (lo + hi) / 2
            if f(mid) > 0:
                hi = mid
            else:
                lo = mid
        return Number((lo + hi) / 2)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        T = self._T(g)
        c = draw.PALETTE[g["color"]]
        tmax = max(g["t1"] * 1.6, 3 * T)
        ts = np.linspace(0, tmax, 300)
        ax.plot(ts, g["N0"] * 0.5 ** (ts / T), color=c, linewidth=3, zorder=3)
        ax.plot([g["t1"], g["t1"]], [0, g["N1"]], "--", color=draw.INK, linewidth=1.3)
        ax.plot([0, g["t1"]], [g["N1"], g["N1"]], "--", color=draw.INK, linewidth=1.3)
        ax.plot([g["t1"]], [g["N1"]], "o", color=draw.ACCENT, markersize=9, zorder=5)
        ax.annotate(f"{g['label']}", (g["t1"], g["N1"]), xytext=(10, 10), textcoords="offset points",
                    fontsize=15, fontweight="bold", color=draw.ACCENT)
        ax.plot([0], [g["N0"]], "o", color=c, markersize=8, zorder=5, clip_on=False)
        ax.set_yticks([0, g["N1"], g["N0"]])
        ax.set_yticklabels(["0", str(g["N1"]), "?" if "N0" in hide else str(g["N0"])])
        step = charts.nice_step(tmax, 6)
        xt = [round(k * step, 6) for k in range(int(tmax / step) + 1) if abs(k * step - g["t1"]) > 0.12 * tmax]
        ax.set_xticks(sorted(xt + [g["t1"]]))
        ax.set_xlim(0, tmax)
        ax.set_ylim(0, g["N0"] * 1.12)
        charts.chart_axes(ax, xlabel=ctx["tl"], ylabel=ctx["ylabel"], grid_axis="")
        ax.tick_params(labelsize=12)
        for lab in ax.get_xticklabels():
            if lab.get_text() == str(g["t1"]):
                lab.set_fontweight("bold")
        ax.figure.subplots_adjust(left=0.17, right=0.96, top=0.95, bottom=0.12)

    def subquestions(self, g):
        frac = g["N1"] / g["N0"]
        halves = math.log2(g["N0"] / g["N1"])
        return [
            SubQuestion(f"A quantity falls from {g['N0']} to {g['N1']}. What fraction of the initial amount "
                        f"remains? Give a decimal.", Number(frac), "physics/decay/half_life"),
            SubQuestion(f"A decaying quantity keeps a fraction {g['N1']}/{g['N0']} of its initial amount. How "
                        f"many half-lives have passed?", Number(halves), "physics/decay/half_life"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        T = self._T(g)
        n0 = g["N1"] * 2 ** (g["t1"] / T)
        return Backward(
            f"The graph shows {ctx['what']}, which decays exponentially with a half-life of {T:.4f} "
            f"{ctx['t']}. The initial value is hidden. Using the marked point {g['label']}, find the initial value.",
            Number(round(n0, 6)), "N0")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"An exponential decay curve of {ctx['what']} ({ctx['ylabel']}) against time in {ctx['t']}. "
                f"It starts at {g['N0']} at time 0 and passes through the marked point {g['label']} = "
                f"({g['t1']}, {g['N1']}).")
