"""Statistics: which of four box plots shows the same data as a dot plot (find the five-number summary)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw, school_charts, statplots

CONTEXTS = [
    {"what": "the number of goals a hockey team scored in each match of a season", "xlabel": "Goals", "base": 0},
    {"what": "the ages of the children at a swimming lesson", "xlabel": "Age (years)", "base": 4},
    {"what": "the number of pets owned by the families on a street", "xlabel": "Pets", "base": 0},
    {"what": "the shoe sizes of the players in a basketball team", "xlabel": "Shoe size", "base": 36},
    {"what": "the scores out of 20 in a short quiz", "xlabel": "Score", "base": 8},
]
SPAN = 12
COLORS = ["blue", "green", "purple", "orange"]
# every quartile rule in common use: numpy's nine methods, Tukey's hinges and the exclusive halves rule
NUMPY_METHODS = ("inverted_cdf", "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
                 "hazen", "weibull", "linear", "median_unbiased", "normal_unbiased")


@seed_program(
    id="dot_plot_boxplot_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/dot_plot", "statistics/distributions/box_plot", "statistics/spread/quartiles"],
    source="DynaMath-style (statistics, dot plot and box plots)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DotPlotBoxplotPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=OneOf((13, 15, 17)), shift=OneOf((-2, 2)),
                      color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=OneOf((19, 21, 23, 25)), shift=OneOf((-1, 1)),
                  color=OneOf(COLORS)),
        hard_means="19 to 25 dots and every wrong box plot differs from the right one in a single value by "
                   "exactly 1, so the quartiles must be counted out exactly",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        n = int(space.n.draw(rng))
        base = CONTEXTS[ci]["base"]
        k = (n - 1) // 4                 # the lower quartile sits at sorted index k-1..k+1 under every rule
        for _ in attempts("ties around the median and both quartiles and a five-number summary with distinct values"):
            centre = rng.uniform(0.25, 0.75)
            data = sorted(int(v) for v in rng.binomial(SPAN, centre, size=n))
            lo_tie = data[k - 1] == data[k] == data[k + 1]
            hi_tie = data[n - 2 - k] == data[n - 1 - k] == data[n - k]
            mid_tie = data[n // 2 - 1] == data[n // 2] == data[n // 2 + 1]
            summary = [data[0], data[k], data[n // 2], data[n - 1 - k], data[-1]]
            if lo_tie and hi_tie and mid_tie and n % 2 == 1 and all(a < b for a, b in zip(summary, summary[1:])):
                break
        counts = [data.count(v) for v in range(SPAN + 1)]
        true = [base + v for v in summary]
        boxes = [true]
        moves = [(w, d) for w in range(5) for d in space.shift.values]
        spare = [(w, d) for w in range(5) for d in (-3, -1, 1, 3) if d not in space.shift.values]
        for which, d in [moves[int(i)] for i in rng.permutation(len(moves))] + spare:   # spare: rarely needed
            alt = list(true)
            alt[which] += int(d)
            if len(boxes) < 4 and all(a < b for a, b in zip(alt, alt[1:])) and base <= alt[0] \
                    and alt[4] <= base + SPAN and alt not in boxes:
                boxes.append(alt)
        order = [int(i) for i in rng.permutation(4)]
        g = {"context": ci, "counts": counts, "boxes": [boxes[i] for i in order],
             "names": draw.pick_labels(rng, 4), "color": str(space.color.draw(rng))}   # box i is names[i], top down
        return g, {"right": order.index(0)}

    def question(self, g):
        a, b, c, d = g["names"]
        return (f"The dot plot shows {CONTEXTS[g['context']]['what']}; each dot is one value. Which of the box "
                f"plots {a}, {b}, {c} and {d} shows the same data?")

    def answer(self, p):
        names = p["names"]
        return Choice(f"Box plot {names[p['right']]}", [f"Box plot {x}" for x in names if x != names[p["right"]]])

    def verify(self, g):
        # expand the dots into data, take the quartiles under every common rule (they must all agree),
        # then find the drawn box plots with exactly that summary
        base = CONTEXTS[g["context"]]["base"]
        data = np.repeat(np.arange(base, base + SPAN + 1), g["counts"]).astype(float)
        qs = {tuple(np.percentile(data, [0, 25, 50, 75, 100], method=m)) for m in NUMPY_METHODS}
        s = np.sort(data)
        half = len(s) // 2
        lower, upper = s[:half], s[-half:]                       # exclusive halves
        qs.add((s[0], float(np.median(lower)), float(np.median(s)), float(np.median(upper)), s[-1]))
        qs.add((s[0], float(np.median(s[:half + 1])), float(np.median(s)), float(np.median(s[-half - 1:])), s[-1]))
        if len(qs) != 1:
            return "quartile rules disagree"
        target = np.array(qs.pop())
        fits = [i for i, b in enumerate(g["boxes"]) if np.allclose(b, target)]
        return f"Box plot {g['names'][fits[0]]}" if len(fits) == 1 else "no unique box plot"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        base = ctx["base"]
        ax.set_position([0.1, 0.11, 0.86, 0.41])
        school_charts.box_plots(ax, list(reversed(g["boxes"])), list(reversed(g["names"])),
                                color="#cbd5e1", fontsize=13)
        ax.set_xlim(base - 0.6, base + SPAN + 0.6)
        ax.set_ylim(-0.6, 3.6)
        ax.set_xticks(range(base, base + SPAN + 1))
        ax.set_yticks([])
        charts.chart_axes(ax, xlabel=ctx["xlabel"], grid_axis="x", fontsize=12)
        ax.spines["left"].set_visible(False)
        top = ax.figure.add_axes([0.1, 0.6, 0.86, 0.36])
        statplots.dot_plot(top, list(range(base, base + SPAN + 1)), g["counts"], color=draw.PALETTE[g["color"]],
                           fontsize=11)
        top.set_xlim(base - 0.6, base + SPAN + 0.6)
        top.set_ylim(0, max(max(g["counts"]) + 0.6, 5))
        for art in top.collections:
            art.set_sizes([95])

    def subquestions(self, g):
        base = CONTEXTS[g["context"]]["base"]
        data = [base + v for v, c in enumerate(g["counts"]) for _ in range(c)]
        return [
            SubQuestion("How many values does the dot plot show?", Number(len(data)), "statistics/charts/dot_plot"),
            SubQuestion("What is the median of the data in the dot plot?", Number(data[len(data) // 2]),
                        "statistics/center/median"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        base = ctx["base"]
        dots = ", ".join(f"{base + v}: {c}" for v, c in enumerate(g["counts"]) if c)
        boxes = "; ".join(f"box plot {g['names'][i]}: minimum {b[0]}, lower quartile {b[1]}, median {b[2]}, upper quartile "
                          f"{b[3]}, maximum {b[4]}" for i, b in enumerate(g["boxes"]))
        return (f"A dot plot of {ctx['what']} (value: number of dots): {dots}. Below it four box plots on the same "
                f"scale: {boxes}.")
