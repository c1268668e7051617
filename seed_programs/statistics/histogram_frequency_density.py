"""Statistics: frequencies from a histogram with unequal class widths (frequency density on the y-axis)."""
from matplotlib.figure import Figure

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the ages of people at a concert", "xlabel": "Age (years)", "unit": "years", "things": "people",
     "start": (10, 20), "widths": (5, 10, 20), "verb": "were aged"},
    {"what": "the waiting times at a clinic", "xlabel": "Waiting time (min)", "unit": "minutes", "things": "patients",
     "start": (0, 0), "widths": (5, 10, 15, 20), "verb": "waited"},
    {"what": "the lengths of fish caught in a lake", "xlabel": "Length (cm)", "unit": "cm", "things": "fish",
     "start": (10, 20), "widths": (4, 8, 12), "verb": "had a length of"},
    {"what": "the distances travelled to work", "xlabel": "Distance (km)", "unit": "km", "things": "workers",
     "start": (0, 0), "widths": (2, 4, 6, 10), "verb": "travelled"},
]


@seed_program(
    id="histogram_frequency_density", topic="statistics", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["statistics/charts/frequency_density", "statistics/charts/histogram"],
    source="DynaMath-style (statistics, histogram with unequal classes)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class HistogramFrequencyDensity(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        k = int(rng.integers(4, 6))
        start = int(rng.integers(ctx["start"][0], ctx["start"][1] + 1))
        start -= start % min(ctx["widths"])
        while True:
            widths = [int(w) for w in rng.choice(ctx["widths"], k)]
            if len(set(widths)) >= 2:
                break
        dstep = float(rng.choice([0.5, 1.0, 2.0]))
        while True:
            dens = [dstep * int(v) for v in rng.integers(1, 9, size=k)]
            freqs = [d * w for d, w in zip(dens, widths)]
            if all(abs(f - round(f)) < 1e-9 for f in freqs) and len(set(dens)) >= 3:
                break
        ask = str(rng.choice(["class", "total", "at_least", "below"]))
        return {"context": ci, "start": start, "widths": widths, "dens": dens, "dstep": dstep, "ask": ask,
                "t": int(rng.integers(1, k)), "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def _edges(self, p):
        e = [p["start"]]
        for w in p["widths"]:
            e.append(e[-1] + w)
        return e

    def _freqs(self, p):
        return [round(d * w) for d, w in zip(p["dens"], p["widths"])]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        e, t = self._edges(p), p["t"]
        head = f"The histogram shows {ctx['what']}; the vertical axis is frequency density. "
        if p["ask"] == "class":
            return head + f"How many {ctx['things']} {ctx['verb']} from {e[t]} up to {e[t + 1]} {ctx['unit']}?"
        if p["ask"] == "total":
            return head + f"How many {ctx['things']} are there in total?"
        if p["ask"] == "at_least":
            return head + f"How many {ctx['things']} {ctx['verb']} at least {e[t]} {ctx['unit']}?"
        return head + f"How many {ctx['things']} {ctx['verb']} less than {e[t]} {ctx['unit']}?"

    def answer(self, p):
        f, t = self._freqs(p), p["t"]
        return Number({"class": f[t], "total": sum(f), "at_least": sum(f[t:]), "below": sum(f[:t])}[p["ask"]])

    def verify(self, p):
        # areas of the drawn bars
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self._bars(p, ax)
        areas = [(b.get_x(), b.get_width() * b.get_height()) for b in ax.patches]
        e, t = self._edges(p), p["t"]
        keep = {"class": lambda x: abs(x - e[t]) < 1e-9, "total": lambda x: True,
                "at_least": lambda x: x >= e[t] - 1e-9, "below": lambda x: x < e[t] - 1e-9}[p["ask"]]
        return Number(round(sum(a for x, a in areas if keep(x)), 9))

    def _bars(self, p, ax):
        ax.bar(self._edges(p)[:-1], p["dens"], width=p["widths"], align="edge",
               color=draw.PALETTE[p["color"]], alpha=0.8, edgecolor=draw.INK, linewidth=1.5, zorder=2)

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        self._bars(p, ax)
        e = self._edges(p)
        top = max(p["dens"]) + p["dstep"]
        step = p["dstep"] if top / p["dstep"] <= 12 else 2 * p["dstep"]
        ticks = [step * i for i in range(int(top / step) + 1)]
        ax.set_yticks(ticks)
        ax.set_yticklabels([draw.fmt(t) for t in ticks])
        ax.set_ylim(0, top)
        ax.set_xticks(e)
        ax.set_xlim(e[0] - 0.04 * (e[-1] - e[0]), e[-1] + 0.04 * (e[-1] - e[0]))
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="Frequency density", fontsize=13)
        ax.figure.subplots_adjust(left=0.13, right=0.96, top=0.96, bottom=0.12)

    def subquestions(self, p):
        t = p["t"]
        e = self._edges(p)
        return [
            SubQuestion(f"What is the width of the class from {e[t]} to {e[t + 1]}?", Number(p["widths"][t]),
                        "statistics/charts/frequency_density"),
            SubQuestion(f"What is the frequency density of the class from {e[t]} to {e[t + 1]}?",
                        Number(p["dens"][t]), "statistics/charts/frequency_density"),
            SubQuestion(f"A class of width {p['widths'][t]} has frequency density {draw.fmt(p['dens'][t])}. "
                        f"What is its frequency?", Number(self._freqs(p)[t]), "statistics/charts/frequency_density"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        e = self._edges(p)
        parts = ", ".join(f"[{e[i]}, {e[i + 1]}): {draw.fmt(d)}" for i, d in enumerate(p["dens"]))
        return (f"A histogram of {ctx['what']} ({ctx['unit']}) with unequal class widths; each class includes "
                f"its left end. Frequency density of each class: {parts}.")
