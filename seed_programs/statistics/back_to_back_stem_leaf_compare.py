"""Statistics: compare two groups in a back-to-back stem-and-leaf plot (difference of medians, ranges or means)."""
import statistics

from matplotlib.figure import Figure

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import school_charts

CONTEXTS = [
    {"what": "the scores of two classes in a spelling test", "names": ("Class 7a", "Class 7b"), "unit": "points",
     "stems": (2, 9), "title": "Spelling test scores"},
    {"what": "the resting pulse rates (beats per minute) of a group of swimmers and a group of runners",
     "names": ("Swimmers", "Runners"), "unit": "beats per minute", "stems": (4, 9), "title": "Pulse rates"},
    {"what": "the heights in cm of tomato plants grown with and without fertiliser",
     "names": ("Without", "With"), "unit": "cm", "stems": (1, 8), "title": "Tomato plant heights (cm)"},
    {"what": "the ages of the members of a chess club and of a tennis club", "names": ("Chess", "Tennis"),
     "unit": "years", "stems": (1, 7), "title": "Ages of club members"},
]
ASK_TEXT = {"median": "medians", "range": "ranges", "mean": "means"}


@seed_program(
    id="back_to_back_stem_leaf_compare", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/back_to_back_stem_leaf", "statistics/center/median", "statistics/spread/range"],
    source="DynaMath-style (statistics, back-to-back stem-and-leaf plot)",
    variations=["numeric_values", "real_life_contexts"],
)
class BackToBackStemLeafCompare(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), stems=IntRange(3, 4), count=IntRange(9, 13),
                      ask=OneOf(("median", "range"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), stems=IntRange(4, 5), count=IntRange(14, 19),
                  ask=OneOf(("median", "range", "mean"))),
        hard_means="14 to 19 values a side over four or five stems, and sometimes the means to compare: "
                   "longer counts to the middle and larger sums",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        lo, hi = CONTEXTS[ci]["stems"]
        ns = space.stems.draw(rng)
        s0 = int(rng.integers(lo, hi - ns + 2))
        ask = str(space.ask.draw(rng))
        for _ in attempts("both sides on the first and last stems, at most 8 leaves a row, different statistics"):
            sides = []
            for _side in range(2):
                n = space.count.draw(rng)
                sides.append(sorted(int(v) for v in rng.integers(s0 * 10, (s0 + ns) * 10, size=n)))
            per = [sum(1 for v in d if v // 10 == s) for d in sides for s in range(s0, s0 + ns)]
            both_ends = all(d[0] // 10 == s0 and d[-1] // 10 == s0 + ns - 1 for d in sides) or ask != "range"
            g = {"context": ci, "left": sides[0], "right": sides[1], "s0": s0, "ns": ns, "ask": ask}
            if max(per) <= 8 and both_ends and abs(self._stat(g, sides[0]) - self._stat(g, sides[1])) >= 2:
                return g

    def _stat(self, g, d):
        d = sorted(d)
        n = len(d)
        if g["ask"] == "median":
            return (d[(n - 1) // 2] + d[n // 2]) / 2
        if g["ask"] == "range":
            return d[-1] - d[0]
        return sum(d) / n

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        left, right = ctx["names"]
        r = " Round to 2 decimal places." if g["ask"] == "mean" else ""
        return (f"The back-to-back stem-and-leaf plot shows {ctx['what']} ({left} on the left, {right} on the "
                f"right). What is the difference between the {ASK_TEXT[g['ask']]} of the two groups (larger minus "
                f"smaller), in {ctx['unit']}?{r}")

    def answer(self, p):
        return Number(abs(self._stat(p, p["left"]) - self._stat(p, p["right"])))

    def verify(self, g):
        # read both sides back from the plot as drawn (stem = tens) and use the statistics module
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        rows = school_charts.back_to_back_stem_leaf(ax, g["left"], g["right"], ("L", "R"),
                                                    stems=list(range(g["s0"], g["s0"] + g["ns"])))
        sides = [[10 * s + leaf for s, pair in rows.items() for leaf in pair[k]] for k in (0, 1)]
        fn = {"median": statistics.median, "mean": statistics.mean,
              "range": lambda d: max(d) - min(d)}[g["ask"]]
        return Number(float(abs(fn(sides[0]) - fn(sides[1]))))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        s = g["s0"] + 1
        school_charts.back_to_back_stem_leaf(ax, g["left"], g["right"], ctx["names"], title=ctx["title"],
                                             key=f"Key: 3 | {s} | 5 means {10 * s + 3} (left) and {10 * s + 5} (right)",
                                             stems=list(range(g["s0"], g["s0"] + g["ns"])), fontsize=14)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        left, right = ctx["names"]
        return [
            SubQuestion(f"In the back-to-back stem-and-leaf plot of {ctx['what']}, how many values does the "
                        f"{left} side show?", Number(len(g["left"])), "statistics/charts/back_to_back_stem_leaf"),
            SubQuestion(f"In the back-to-back stem-and-leaf plot, what is the smallest value on the {right} side?",
                        Number(min(g["right"])), "statistics/charts/back_to_back_stem_leaf"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        left, right = ctx["names"]
        rows = []
        for s in range(g["s0"], g["s0"] + g["ns"]):
            lv = " ".join(str(v % 10) for v in sorted(g["left"], reverse=True) if v // 10 == s)
            rv = " ".join(str(v % 10) for v in sorted(g["right"]) if v // 10 == s)
            rows.append(f"{lv or '(none)'} | {s} | {rv or '(none)'}")
        return (f"A back-to-back stem-and-leaf plot of {ctx['what']}; stems are tens, {left} leaves on the left "
                f"(written as drawn, growing towards the stem), {right} leaves on the right: " + "; ".join(rows) + ".")
