"""Statistics: which statement about two box plots is true (range, IQR, medians, quartile shares)."""
import re

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the marks of two classes in a test", "groups": ["Class A", "Class B"], "lo": 20, "step": 5,
     "axis": "Mark", "vals": "marks"},
    {"what": "the heights of two varieties of tomato plant", "groups": ["Variety P", "Variety Q"], "lo": 30,
     "step": 4, "axis": "Height (cm)", "vals": "heights"},
    {"what": "the daily visitors of two museums over a month", "groups": ["North", "South"], "lo": 100,
     "step": 20, "axis": "Visitors per day", "vals": "daily visitor numbers"},
    {"what": "the reaction times of two age groups", "groups": ["Teens", "Adults"], "lo": 150, "step": 10,
     "axis": "Reaction time (ms)", "vals": "reaction times"},
]
KINDS = ("range", "iqr", "median_diff", "upper_quarter")


def _statement(kind, g, other, s, t, value):
    if kind == "range":
        return f"The range of {g} is {value}."
    if kind == "iqr":
        return f"The interquartile range of {g} is {value}."
    if kind == "median_diff":
        return f"The median of {g} is {value} more than the median of {other}."
    return f"About a quarter of the {g} values are above {value}."


def _true_value(kind, a, b):
    """The value that makes statement `kind` true for group summary a (b is the other group)."""
    return {"range": a[4] - a[0], "iqr": a[3] - a[1], "median_diff": a[2] - b[2], "upper_quarter": a[3]}[kind]


@seed_program(
    id="boxplot_compare_statement", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/box_plot", "statistics/spread/interquartile_range",
              "statistics/spread/range"],
    source="DynaMath-style (statistics, comparing box plots)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BoxplotCompareStatement(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), cut=IntRange(0, 12), max_median_gap=12),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), cut=IntRange(0, 12), max_median_gap=1),
        hard_means="the two medians are only one grid step apart, so which box is higher (and by how "
                   "much) must be read with care",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        for _ in attempts("two different medians at most max_median_gap grid steps apart"):
            boxes = []
            for _ in range(2):
                cuts = sorted(int(c) for c in rng.choice(space.cut.values, 5, replace=False))
                boxes.append([ctx["lo"] + ctx["step"] * c for c in cuts])
            if 0 < abs(boxes[0][2] - boxes[1][2]) <= space.max_median_gap * ctx["step"]:
                break
        first = 0 if boxes[0][2] > boxes[1][2] else 1     # median_diff statements speak of the higher median
        kinds = [str(k) for k in rng.permutation(KINDS)]
        hidden = {"kinds": kinds, "groups": [int(g) for g in rng.integers(0, 2, 4)], "high": first}
        g = {"context": ci, "boxes": boxes,
             "colors": [str(c) for c in rng.choice(["blue", "orange", "green", "purple"], 2, replace=False)]}
        right = self.answer({**g, **hidden})
        g["options"] = sorted([right.correct, *right.distractors])     # the four statements shown
        return g, hidden

    def _items(self, p, boxes):
        """(kind, group index) for the true statement (first) and the three false ones."""
        out = []
        for i, kind in enumerate(p["kinds"]):
            g = p["high"] if kind == "median_diff" else p["groups"][i]
            out.append((kind, g))
        return out

    def _text(self, p, kind, g, value):
        names = CONTEXTS[p["context"]]["groups"]
        return _statement(kind, names[g], names[1 - g], None, None, value)

    def _wrong_value(self, kind, a, b, step):
        right = _true_value(kind, a, b)
        alt = {"range": a[3] - a[1], "iqr": a[4] - a[0], "median_diff": a[3] - b[3] if a[3] != b[3] else right + step,
               "upper_quarter": a[2]}[kind]
        return alt if alt != right else right + 2 * step

    def answer(self, p):
        step = CONTEXTS[p["context"]]["step"]
        items = self._items(p, p["boxes"])
        opts = []
        for i, (kind, g) in enumerate(items):
            a, b = p["boxes"][g], p["boxes"][1 - g]
            value = _true_value(kind, a, b) if i == 0 else self._wrong_value(kind, a, b, step)
            opts.append(self._text(p, kind, g, value))
        return Choice(opts[0], opts[1:])

    def verify(self, g):
        # read each stated claim back and test it against the five-number summaries: the one that holds
        names = CONTEXTS[g["context"]]["groups"]
        summ = dict(zip(names, g["boxes"]))
        true = []
        for text in g["options"]:
            if m := re.fullmatch(r"The range of (.+) is (-?\d+)\.", text):
                ok = summ[m[1]][4] - summ[m[1]][0] == int(m[2])
            elif m := re.fullmatch(r"The interquartile range of (.+) is (-?\d+)\.", text):
                ok = summ[m[1]][3] - summ[m[1]][1] == int(m[2])
            elif m := re.fullmatch(r"The median of (.+) is (-?\d+) more than the median of (.+)\.", text):
                ok = summ[m[1]][2] - summ[m[3]][2] == int(m[2])
            else:
                m = re.fullmatch(r"About a quarter of the (.+) values are above (-?\d+)\.", text)
                ok = sorted(summ[m[1]])[3] == int(m[2])
            if ok:
                true.append(text)
        return true[0] if len(true) == 1 else "none"

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return f"The box plots compare {ctx['what']}. Which statement is true?"

    def _plot(self, g, ax):
        names = CONTEXTS[g["context"]]["groups"]
        stats = [{"whislo": b[0], "q1": b[1], "med": b[2], "q3": b[3], "whishi": b[4], "fliers": [], "label": n}
                 for b, n in zip(g["boxes"], names)]
        art = ax.bxp(stats, orientation="horizontal", patch_artist=True, widths=0.5,
                     medianprops={"color": draw.INK, "linewidth": 2.5}, whiskerprops={"linewidth": 1.8},
                     capprops={"linewidth": 1.8})
        for box, c in zip(art["boxes"], g["colors"]):
            box.set_facecolor(draw.PALETTE[c])
            box.set_alpha(0.75)
            box.set_edgecolor(draw.INK)
            box.set_linewidth(1.8)
        return art

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._plot(g, ax)
        ticks = [ctx["lo"] + ctx["step"] * i for i in range(13)]
        ax.set_xticks(ticks)
        ax.set_xlim(ticks[0] - ctx["step"] / 2, ticks[-1] + ctx["step"] / 2)
        charts.chart_axes(ax, xlabel=ctx["axis"], grid_axis="x", fontsize=13)
        ax.tick_params(axis="x", labelsize=11, rotation=90 if ctx["lo"] >= 100 else 0)
        ax.tick_params(axis="y", labelsize=13)
        ax.figure.subplots_adjust(left=0.2, right=0.96, top=0.95, bottom=0.16)

    def subquestions(self, g):
        names = CONTEXTS[g["context"]]["groups"]
        a, b = g["boxes"]
        return [
            SubQuestion(f"What is the median of {names[0]}?", Number(a[2]), "statistics/distributions/box_plot"),
            SubQuestion(f"What is the interquartile range of {names[1]}?", Number(b[3] - b[1]),
                        "statistics/spread/interquartile_range"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = [f"{n}: minimum {b[0]}, Q1 {b[1]}, median {b[2]}, Q3 {b[3]}, maximum {b[4]}"
                 for n, b in zip(ctx["groups"], g["boxes"])]
        return (f"Box plots of {ctx['what']}. " + "; ".join(parts) + ". The statements offered: "
                + " / ".join(g["options"]))
