"""Statistics: count the data values in a range by reading a histogram."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), bins=IntRange(5, 7), count=IntRange(1, 12),
                      kind=OneOf(("at_least", "less_than", "between"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), bins=IntRange(7, 9), count=IntRange(3, 20),
                  kind=OneOf(("at_least", "less_than", "between"))),
        hard_means="seven to nine classes with counts up to 20: more bars to read and add",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        lo, hi, step = ctx["start"]
        start = int(rng.integers(lo // step, hi // step + 1)) * step
        w = ctx["width"]
        bins = space.bins.draw(rng)
        counts = [space.count.draw(rng) for _ in range(bins)]
        data = []
        for b, c in enumerate(counts):   # raw values strictly inside their class (never on an edge)
            left = start + b * w
            data += [round(float(left + rng.uniform(0.05, 0.95) * w), 1) for _ in range(c)]
        data = [float(v) for v in rng.permutation(data)]
        kind = str(space.kind.draw(rng))
        cut = sorted(int(c) for c in rng.choice(range(1, bins), 2, replace=False))
        # the unstated end of a one-sided range is the histogram's own end
        cut = {"at_least": [cut[0], bins], "less_than": [0, cut[1]], "between": cut}[kind]
        # the solver sees the class counts; the raw values behind them stay hidden
        return ({"context": ci, "start": start, "width": w, "counts": counts, "kind": kind,
                 "cut": cut, "color": str(rng.choice(COLORS))}, {"data": data})

    def _edge(self, g, i):
        return g["start"] + i * g["width"]

    def _counts(self, p):
        return [sum(1 for v in p["data"] if self._edge(p, b) <= v < self._edge(p, b + 1)) for b in range(len(p["counts"]))]

    def _range_text(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = (self._edge(g, c) for c in g["cut"])
        if g["kind"] == "at_least":
            return f"at least {a} {ctx['unit']}"
        if g["kind"] == "less_than":
            return f"less than {b} {ctx['unit']}"
        return f"at least {a} {ctx['unit']} but less than {b} {ctx['unit']}"

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The histogram shows the {ctx['what']}. How many {ctx['things']} {ctx['verb']} "
                f"{self._range_text(g)}?")

    def _bin_range(self, p):
        a, b = p["cut"]
        return {"at_least": range(a, len(p["counts"])), "less_than": range(0, b), "between": range(a, b)}[p["kind"]]

    def answer(self, p):
        counts = self._counts(p)
        return Number(sum(counts[i] for i in self._bin_range(p)))

    def verify(self, g):
        # add the shown class counts of every class lying inside the stated bounds
        a, b = (g["start"] + c * g["width"] for c in g["cut"])
        left = [g["start"] + i * g["width"] for i in range(len(g["counts"]))]
        inside = {"at_least": lambda x: x >= a, "less_than": lambda x: x + g["width"] <= b,
                  "between": lambda x: a <= x and x + g["width"] <= b}[g["kind"]]
        return Number(sum(c for x, c in zip(left, g["counts"]) if inside(x)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        counts = g["counts"]
        edges = [self._edge(g, i) for i in range(len(g["counts"]) + 1)]
        ax.bar(edges[:-1], counts, width=g["width"], align="edge", color=draw.PALETTE[g["color"]],
               edgecolor=draw.INK, linewidth=1.4, alpha=0.85, zorder=2)
        ax.set_xticks(edges)
        ax.set_xlim(edges[0] - 0.3 * g["width"], edges[-1] + 0.3 * g["width"])
        top = max(counts) + 1
        ax.set_yticks(range(0, top + 1, 1 if top <= 13 else 2))
        ax.set_ylim(0, top + 0.3)
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel=f"Number of {ctx['things']}",
                          title=ctx["what"].capitalize())
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        counts = g["counts"]
        b = max(range(len(g["counts"])), key=lambda i: (counts[i], -i))
        return [
            SubQuestion(f"In the histogram of the {ctx['what']}, how many {ctx['things']} are in the class "
                        f"from {self._edge(g, b)} up to {self._edge(g, b + 1)} {ctx['unit']}?",
                        Number(counts[b]), "statistics/charts/histogram"),
            SubQuestion(f"How many {ctx['things']} does the histogram show in total?",
                        Number(sum(counts)), "statistics/charts/histogram"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        counts = g["counts"]
        classes = ", ".join(f"[{self._edge(g, i)}, {self._edge(g, i + 1)}): {c}" for i, c in enumerate(counts))
        return (f"A histogram of the {ctx['what']} ({ctx['unit']}); each class includes its left end but "
                f"not its right end. Counts per class: {classes}.")
