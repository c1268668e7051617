"""Statistics: count the data values in a range by reading a histogram."""
from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "heights of seedlings", "things": "seedlings", "xlabel": "Height (cm)", "unit": "cm", "verb": "have a height of",
     "start": (10, 30, 5), "width": 5},
    {"what": "times runners took to finish a 5 km race", "things": "runners", "xlabel": "Time (min)",
     "unit": "minutes", "verb": "took", "start": (15, 25, 5), "width": 5},
    {"what": "masses of apples in a crate", "things": "apples", "xlabel": "Mass (g)", "unit": "g", "verb": "have a mass of",
     "start": (100, 140, 20), "width": 20},
    {"what": "daily electricity use of households", "things": "households", "xlabel": "Energy (kWh)",
     "unit": "kWh", "verb": "used", "start": (4, 10, 2), "width": 2},
]
COLORS = ["blue", "green", "orange", "purple", "pink", "yellow"]


@seed_program(
    id="histogram_count_range", topic="statistics", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/histogram"],
    source="DynaMath-style (statistics, histogram)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class HistogramCountRange(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        lo, hi, step = ctx["start"]
        start = int(rng.integers(lo // step, hi // step + 1)) * step
        w = ctx["width"]
        bins = int(rng.integers(5, 8))
        counts = [int(rng.integers(1, 13)) for _ in range(bins)]
        data = []
        for b, c in enumerate(counts):   # raw values strictly inside their class (never on an edge)
            left = start + b * w
            data += [round(float(left + rng.uniform(0.05, 0.95) * w), 1) for _ in range(c)]
        data = [float(v) for v in rng.permutation(data)]
        kind = str(rng.choice(["at_least", "less_than", "between"]))
        cut = sorted(int(c) for c in rng.choice(range(1, bins), 2, replace=False))
        return {"context": ci, "start": start, "width": w, "bins": bins, "data": data, "kind": kind,
                "cut": cut, "color": str(rng.choice(COLORS))}

    def _edge(self, p, i):
        return p["start"] + i * p["width"]

    def _counts(self, p):
        return [sum(1 for v in p["data"] if self._edge(p, b) <= v < self._edge(p, b + 1)) for b in range(p["bins"])]

    def _range_text(self, p):
        ctx = CONTEXTS[p["context"]]
        a, b = (self._edge(p, c) for c in p["cut"])
        if p["kind"] == "at_least":
            return f"at least {a} {ctx['unit']}"
        if p["kind"] == "less_than":
            return f"less than {b} {ctx['unit']}"
        return f"at least {a} {ctx['unit']} but less than {b} {ctx['unit']}"

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"The histogram shows the {ctx['what']}. How many {ctx['things']} {ctx['verb']} "
                f"{self._range_text(p)}?")

    def _bin_range(self, p):
        a, b = p["cut"]
        return {"at_least": range(a, p["bins"]), "less_than": range(0, b), "between": range(a, b)}[p["kind"]]

    def answer(self, p):
        counts = self._counts(p)
        return Number(sum(counts[i] for i in self._bin_range(p)))

    def verify(self, p):
        # count the raw values directly against the stated bounds
        a, b = (self._edge(p, c) for c in p["cut"])
        test = {"at_least": lambda v: v >= a, "less_than": lambda v: v < b,
                "between": lambda v: a <= v < b}[p["kind"]]
        return Number(sum(1 for v in p["data"] if test(v)))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        counts = self._counts(p)
        edges = [self._edge(p, i) for i in range(p["bins"] + 1)]
        ax.bar(edges[:-1], counts, width=p["width"], align="edge", color=draw.PALETTE[p["color"]],
               edgecolor=draw.INK, linewidth=1.4, alpha=0.85, zorder=2)
        ax.set_xticks(edges)
        ax.set_xlim(edges[0] - 0.3 * p["width"], edges[-1] + 0.3 * p["width"])
        top = max(counts) + 1
        ax.set_yticks(range(0, top + 1))
        ax.set_ylim(0, top + 0.3)
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel=f"Number of {ctx['things']}",
                          title=ctx["what"].capitalize())
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, p):
        ctx = CONTEXTS[p["context"]]
        counts = self._counts(p)
        b = max(range(p["bins"]), key=lambda i: (counts[i], -i))
        return [
            SubQuestion(f"In the histogram of the {ctx['what']}, how many {ctx['things']} are in the class "
                        f"from {self._edge(p, b)} up to {self._edge(p, b + 1)} {ctx['unit']}?",
                        Number(counts[b]), "statistics/charts/histogram"),
            SubQuestion(f"How many {ctx['things']} does the histogram show in total?",
                        Number(len(p["data"])), "statistics/charts/histogram"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        counts = self._counts(p)
        classes = ", ".join(f"[{self._edge(p, i)}, {self._edge(p, i + 1)}): {c}" for i, c in enumerate(counts))
        return (f"A histogram of the {ctx['what']} ({ctx['unit']}); each class includes its left end but "
                f"not its right end. Counts per class: {classes}.")
