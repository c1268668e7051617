"""Statistics: read a stem-and-leaf plot and find the median, the range or a count above a value."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import statplots

CONTEXTS = [
    {"what": "the scores of a class in a maths test", "title": "Test scores", "unit": "points", "things": "students",
     "stems": (3, 9)},
    {"what": "the ages of the members of a hiking club", "title": "Ages of club members", "unit": "years",
     "things": "members", "stems": (1, 7)},
    {"what": "the heights of sunflowers in a garden", "title": "Sunflower heights (cm)", "unit": "cm",
     "things": "sunflowers", "stems": (6, 14)},
    {"what": "the numbers of push-ups done by athletes in two minutes", "title": "Push-ups in 2 minutes",
     "unit": "push-ups", "things": "athletes", "stems": (2, 8)},
]
ASKS = ("median", "range", "above")


@seed_program(
    id="stem_leaf_median_range", topic="statistics", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/stem_and_leaf", "statistics/center/median", "statistics/spread/range"],
    source="DynaMath-style (statistics, stem-and-leaf plot)",
    variations=["numeric_values", "real_life_contexts"],
)
class StemLeafMedianRange(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), stems=IntRange(4, 5), count=IntRange(11, 19),
                      max_leaves=8, ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), stems=IntRange(5, 6), count=IntRange(20, 28),
                  max_leaves=10, ask=OneOf(ASKS)),
        hard_means="20 to 28 values on five or six stems (up to ten leaves a row): more leaves to count to "
                   "the middle or past the cut",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        lo, hi = CONTEXTS[ci]["stems"]
        nstem = space.stems.draw(rng)
        s0 = int(rng.integers(lo, hi - nstem + 2))
        n = space.count.draw(rng)
        for _ in attempts("the first and last stems used, no stem with more than max_leaves leaves"):
            data = sorted(int(v) for v in rng.integers(s0 * 10, (s0 + nstem) * 10, size=n))
            per = [sum(1 for v in data if v // 10 == s) for s in range(s0, s0 + nstem)]
            if data[0] // 10 == s0 and data[-1] // 10 == s0 + nstem - 1 and max(per) <= space.max_leaves:
                break
        ask = str(space.ask.draw(rng))
        cut = int(data[int(rng.integers(3, n - 3))]) // 1
        g = {"context": ci, "data": data, "s0": s0, "nstem": nstem, "ask": ask, "cut": cut}
        if ask != "above":
            del g["cut"]                # only the count question states a cut
        return g

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        head = f"The stem-and-leaf plot shows {ctx['what']}. "
        if g["ask"] == "median":
            return head + f"What is the median, in {ctx['unit']}?"
        if g["ask"] == "range":
            return head + f"What is the range of the data, in {ctx['unit']}?"
        return head + f"How many {ctx['things']} have a value greater than {g['cut']}?"

    def answer(self, p):
        d = sorted(p["data"])
        n = len(d)
        if p["ask"] == "median":
            return Number((d[(n - 1) // 2] + d[n // 2]) / 2)
        if p["ask"] == "range":
            return Number(d[-1] - d[0])
        return Number(n - sum(1 for v in d if v <= p["cut"]))

    def verify(self, g):
        # rebuild the values from the stems and leaves as drawn
        from matplotlib.figure import Figure
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        rows = statplots.stem_leaf(ax, g["data"])
        vals = [10 * s + leaf for s, leaves in rows.items() for leaf in leaves]
        if g["ask"] == "median":   # remove the extremes pairwise
            vals = sorted(vals)
            while len(vals) > 2:
                vals = vals[1:-1]
            return Number(sum(vals) / len(vals))
        if g["ask"] == "range":
            return Number(max(vals) - min(vals))
        return Number(len([v for v in vals if v > g["cut"]]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        s = g["s0"] + 1
        statplots.stem_leaf(ax, g["data"], title=ctx["title"], key=f"Key: {s} | 4 means {10 * s + 4}",
                            stems=list(range(g["s0"], g["s0"] + g["nstem"])))

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        d = sorted(g["data"])
        return [
            SubQuestion(f"How many values does the stem-and-leaf plot of {ctx['what']} show?", Number(len(d)),
                        "statistics/charts/stem_and_leaf"),
            SubQuestion("What is the smallest value in the stem-and-leaf plot?", Number(d[0]),
                        "statistics/charts/stem_and_leaf"),
            SubQuestion("What is the largest value in the stem-and-leaf plot?", Number(d[-1]),
                        "statistics/charts/stem_and_leaf"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        rows = []
        for s in range(g["s0"], g["s0"] + g["nstem"]):
            leaves = " ".join(str(v % 10) for v in sorted(g["data"]) if v // 10 == s)
            rows.append(f"{s} | {leaves}")
        return (f"A stem-and-leaf plot of {ctx['what']} (stem = tens, leaf = units): " + "; ".join(rows) + ".")
