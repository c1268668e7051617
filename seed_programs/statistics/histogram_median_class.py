"""Statistics: which class interval of a histogram contains the median."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the times (in minutes) that students took to finish a puzzle", "axis": "Time (min)",
     "starts": (0, 5, 10), "widths": (2, 5), "end": 60},
    {"what": "the masses (in kg) of parcels sent from a post office", "axis": "Mass (kg)",
     "starts": (0, 2, 4), "widths": (2, 4), "end": 40},
    {"what": "the test scores of a year group", "axis": "Score", "starts": (20, 30, 40), "widths": (10,), "end": 100},
    {"what": "the heights (in cm) of seedlings after four weeks", "axis": "Height (cm)",
     "starts": (10, 15, 20), "widths": (5,), "end": 70},
    {"what": "the daily rainfall (in mm) over a season", "axis": "Rainfall (mm)",
     "starts": (0,), "widths": (4, 6, 8), "end": 80},
    {"what": "the ages of members of a sports club", "axis": "Age (years)", "starts": (10, 15, 20),
     "widths": (5, 10), "end": 90},
]


def _interval(lo, w):
    return f"{lo}–{lo + w}"


@seed_program(
    id="histogram_median_class", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/histogram", "statistics/center/median", "statistics/charts/median_class"],
    source="DynaMath-style (statistics, reading a histogram)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class HistogramMedianClass(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(5, 7), freq=IntRange(1, 15), cap_end=False),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(7, 9), freq=IntRange(1, 24), cap_end=True),
        hard_means="seven to nine classes with frequencies up to 24 (the classes kept within a realistic end, "
                   "e.g. scores up to 100): a longer running total to the middle position",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        start = int(rng.choice(ctx["starts"]))
        width = int(rng.choice(ctx["widths"]))
        n = space.classes.draw(rng)
        if space.cap_end:               # hard: the last class must end by the context's end (scores <= 100, ...)
            for _ in attempts("classes ending by the context's end"):
                if start + n * width <= ctx["end"]:
                    break
                start, width = int(rng.choice(ctx["starts"])), int(rng.choice(ctx["widths"]))
                n = space.classes.draw(rng)
        for _ in attempts("a median inside one class, neither the modal nor the middle class"):
            freq = [int(f) for f in space.freq.draw(rng, size=n)]
            N = sum(freq)
            cum = np.cumsum(freq)
            if N % 2 == 0 and (N // 2) in cum:          # the two middle values would straddle a boundary
                continue
            med = int(np.searchsorted(cum, (N + 1) / 2))
            mode = int(np.argmax(freq))
            if freq.count(max(freq)) > 1 or mode == med or n // 2 == med:
                continue
            break
        return {"context": ci, "start": start, "width": width, "freq": freq,
                "color": str(rng.choice(["blue", "green", "orange", "purple", "red"]))}

    def _names(self, g):
        return [_interval(g["start"] + i * g["width"], g["width"]) for i in range(len(g["freq"]))]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The histogram shows {ctx['what']}. Each class includes its lower boundary but not its upper "
                f"boundary. Which class interval contains the median?")

    def answer(self, p):
        f = p["freq"]
        N = sum(f)
        cum = np.cumsum(f)
        med = int(np.searchsorted(cum, (N + 1) / 2))
        names = self._names(p)
        wrong = [int(np.argmax(f)), len(f) // 2, med - 1, med + 1, med + 2, med - 2]
        out = []
        for w in wrong:
            if 0 <= w < len(f) and w != med and names[w] not in out:
                out.append(names[w])
        return Choice(names[med], out[:3])

    def verify(self, g):
        # list every value as its class midpoint, take the median by position, find its class
        data = []
        for i, c in enumerate(g["freq"]):
            data += [g["start"] + (i + 0.5) * g["width"]] * c
        m = float(np.median(sorted(data)))
        i = int((m - g["start"]) // g["width"])
        return _interval(g["start"] + i * g["width"], g["width"])

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        f, s, w = g["freq"], g["start"], g["width"]
        edges = [s + i * w for i in range(len(f) + 1)]
        ax.bar(edges[:-1], f, width=w, align="edge", color=draw.PALETTE[g["color"]], alpha=0.8,
               edgecolor=draw.INK, linewidth=1.8, zorder=3)
        ax.set_xticks(edges)
        ax.set_xlim(edges[0] - w * 0.3, edges[-1] + w * 0.3)
        top = max(f)
        step = 2 if top <= 12 else 3 if top <= 15 else 4
        ax.set_yticks(range(0, top + step, step))
        ax.set_ylim(0, top + 1)
        ax.set_yticks(range(0, top + 2), minor=True)
        ax.grid(True, which="minor", axis="y", color="#e5e7eb", linewidth=0.6, zorder=0)
        charts.chart_axes(ax, xlabel=ctx["axis"], ylabel="Frequency", fontsize=13)
        ax.tick_params(labelsize=12)

    def subquestions(self, g):
        f = g["freq"]
        return [
            SubQuestion("How many values does the histogram show in total?", Number(sum(f)),
                        "statistics/charts/histogram"),
            SubQuestion(f"The data are listed in order. Which position does the median take "
                        f"(give the mean of the two middle positions if there are two)?",
                        Number((sum(f) + 1) / 2), "statistics/center/median"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        rows = "; ".join(f"{n}: {c}" for n, c in zip(self._names(g), g["freq"]))
        return (f"A frequency table of {ctx['what']} (each class includes its lower boundary but not its upper "
                f"boundary): {rows}. Which class interval contains the median?")
