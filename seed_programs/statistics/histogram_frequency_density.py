"""Statistics: frequencies from a histogram with unequal class widths (frequency density on the y-axis)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the ages of people at a concert", "xlabel": "Age (years)", "unit": "years", "things": "people",
     "start": (10, 20), "widths": (5, 10, 20), "verb": "were aged", "end": 90},
    {"what": "the waiting times at a clinic", "xlabel": "Waiting time (min)", "unit": "minutes", "things": "patients",
     "start": (0, 0), "widths": (5, 10, 15, 20), "verb": "waited", "end": 90},
    {"what": "the lengths of fish caught in a lake", "xlabel": "Length (cm)", "unit": "cm", "things": "fish",
     "start": (10, 20), "widths": (4, 8, 12), "verb": "had a length of", "end": 80},
    {"what": "the distances travelled to work", "xlabel": "Distance (km)", "unit": "km", "things": "workers",
     "start": (0, 0), "widths": (2, 4, 6, 10), "verb": "travelled", "end": 60},
]


@seed_program(
    id="histogram_frequency_density", topic="statistics", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["statistics/charts/frequency_density", "statistics/charts/histogram"],
    source="DynaMath-style (statistics, histogram with unequal classes)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class HistogramFrequencyDensity(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(4, 5), density_steps=IntRange(1, 8),
                      ask=OneOf(("class", "total", "at_least", "below")), cap_end=False),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(6, 7), density_steps=IntRange(1, 8),
                  ask=OneOf(("total", "at_least", "below")), cap_end=True),
        hard_means="six or seven unequal classes (kept within a realistic end, e.g. ages up to 90) and always a "
                   "sum of several width x density areas",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        k = space.classes.draw(rng)
        start = int(rng.integers(ctx["start"][0], ctx["start"][1] + 1))
        start -= start % min(ctx["widths"])
        for _ in attempts("at least two different class widths (ending by the context's end on the hard level)"):
            widths = [int(w) for w in rng.choice(ctx["widths"], k)]
            if len(set(widths)) >= 2 and (not space.cap_end or start + sum(widths) <= ctx["end"]):
                break
        dstep = float(rng.choice([0.5, 1.0, 2.0]))
        for _ in attempts("whole frequencies and at least three different densities"):
            dens = [dstep * int(v) for v in space.density_steps.draw(rng, size=k)]
            freqs = [d * w for d, w in zip(dens, widths)]
            if all(abs(f - round(f)) < 1e-9 for f in freqs) and len(set(dens)) >= 3:
                break
        ask = str(space.ask.draw(rng))
        return {"context": ci, "start": start, "widths": widths, "dens": dens, "dstep": dstep, "ask": ask,
                "t": int(rng.integers(1, k)), "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def _edges(self, g):
        e = [g["start"]]
        for w in g["widths"]:
            e.append(e[-1] + w)
        return e

    def _freqs(self, p):
        return [round(d * w) for d, w in zip(p["dens"], p["widths"])]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        e, t = self._edges(g), g["t"]
        head = f"The histogram shows {ctx['what']}; the vertical axis is frequency density. "
        if g["ask"] == "class":
            return head + f"How many {ctx['things']} {ctx['verb']} from {e[t]} up to {e[t + 1]} {ctx['unit']}?"
        if g["ask"] == "total":
            return head + f"How many {ctx['things']} are there in total?"
        if g["ask"] == "at_least":
            return head + f"How many {ctx['things']} {ctx['verb']} at least {e[t]} {ctx['unit']}?"
        return head + f"How many {ctx['things']} {ctx['verb']} less than {e[t]} {ctx['unit']}?"

    def answer(self, p):
        f, t = self._freqs(p), p["t"]
        return Number({"class": f[t], "total": sum(f), "at_least": sum(f[t:]), "below": sum(f[:t])}[p["ask"]])

    def verify(self, g):
        # bar areas (width x density) with numpy, kept by where each bar starts on the axis
        w, d = np.asarray(g["widths"], float), np.asarray(g["dens"], float)
        left = g["start"] + np.concatenate([[0.0], np.cumsum(w)[:-1]])
        areas = w * d
        if g["ask"] == "total":
            return Number(float(round(areas.sum(), 9)))
        cut = g["start"] + w[:g["t"]].sum()
        keep = {"class": np.isclose(left, cut), "at_least": left >= cut - 1e-9, "below": left < cut - 1e-9}[g["ask"]]
        return Number(float(round(areas[keep].sum(), 9)))

    def _bars(self, g, ax):
        ax.bar(self._edges(g)[:-1], g["dens"], width=g["widths"], align="edge",
               color=draw.PALETTE[g["color"]], alpha=0.8, edgecolor=draw.INK, linewidth=1.5, zorder=2)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._bars(g, ax)
        e = self._edges(g)
        top = max(g["dens"]) + g["dstep"]
        step = g["dstep"] if top / g["dstep"] <= 12 else 2 * g["dstep"]
        ticks = [step * i for i in range(int(top / step) + 1)]
        ax.set_yticks(ticks)
        ax.set_yticklabels([draw.fmt(t) for t in ticks])
        ax.set_ylim(0, top)
        ax.set_xticks(e)
        ax.set_xlim(e[0] - 0.04 * (e[-1] - e[0]), e[-1] + 0.04 * (e[-1] - e[0]))
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="Frequency density", fontsize=13)
        ax.figure.subplots_adjust(left=0.13, right=0.96, top=0.96, bottom=0.12)
        # neighbouring edge labels closer than their own width would run together: turn them upright
        px_per_unit = ax.figure.get_size_inches()[0] * ax.figure.dpi * 0.83 / (1.08 * (e[-1] - e[0]))
        label_px = 11 * ax.figure.dpi / 72 * 0.64                      # one digit at tick size 11
        if any((b - a) * px_per_unit < label_px * (len(str(a)) + len(str(b))) / 2 + 4 for a, b in zip(e, e[1:])):
            ax.tick_params(axis="x", rotation=90)
            ax.figure.subplots_adjust(bottom=0.16)

    def subquestions(self, g):
        t = g["t"]
        e = self._edges(g)
        return [
            SubQuestion(f"What is the width of the class from {e[t]} to {e[t + 1]}?", Number(g["widths"][t]),
                        "statistics/charts/frequency_density"),
            SubQuestion(f"What is the frequency density of the class from {e[t]} to {e[t + 1]}?",
                        Number(g["dens"][t]), "statistics/charts/frequency_density"),
            SubQuestion(f"A class of width {g['widths'][t]} has frequency density {draw.fmt(g['dens'][t])}. "
                        f"What is its frequency?", Number(self._freqs(g)[t]), "statistics/charts/frequency_density"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        e = self._edges(g)
        parts = ", ".join(f"[{e[i]}, {e[i + 1]}): {draw.fmt(d)}" for i, d in enumerate(g["dens"]))
        return (f"A histogram of {ctx['what']} ({ctx['unit']}) with unequal class widths; each class includes "
                f"its left end. Frequency density of each class: {parts}.")
