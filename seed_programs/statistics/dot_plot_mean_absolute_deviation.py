"""Statistics: the mean absolute deviation (MAD) of the data shown by a dot plot."""
from fractions import Fraction

from matplotlib.figure import Figure

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the number of goals a team scored in each match of a season", "xlabel": "Goals in a match",
     "lo": (0, 1)},
    {"what": "the number of siblings of each student in a class", "xlabel": "Number of siblings", "lo": (0, 1)},
    {"what": "the number of hours of sleep children reported for one night", "xlabel": "Hours of sleep",
     "lo": (6, 8)},
    {"what": "the number of points a basketball player scored in each game", "xlabel": "Points in a game",
     "lo": (8, 14)},
    {"what": "the daily high temperatures (°C) on some days in spring", "xlabel": "Temperature (°C)", "lo": (10, 15)},
]
COLORS = ["blue", "green", "orange", "purple", "red", "brown"]


@seed_program(
    id="dot_plot_mean_absolute_deviation", topic="statistics", level="elementary", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/dot_plot", "statistics/center/mean", "statistics/spread/mean_absolute_deviation"],
    source="DynaMath-style (statistics, dot plot, grade 6-7 variability)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DotPlotMeanAbsoluteDeviation(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), columns=IntRange(5, 7), total=IntRange(6, 12),
                      color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), columns=IntRange(7, 9), total=IntRange(14, 24),
                  color=OneOf(COLORS)),
        hard_means="seven to nine columns and 14 to 24 dots: more deviations to find and add, and a MAD "
                   "that is rarely a whole number",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        lo = int(rng.integers(CONTEXTS[ci]["lo"][0], CONTEXTS[ci]["lo"][1] + 1))
        cols = space.columns.draw(rng)
        for _ in attempts("a whole-number mean, dots in both end columns, at most 7 dots a column, MAD > 0"):
            n = space.total.draw(rng)
            picks = rng.integers(0, cols, size=n)
            counts = [int((picks == j).sum()) for j in range(cols)]
            s = sum(j * c for j, c in enumerate(counts))
            if s % n == 0 and counts[0] and counts[-1] and max(counts) <= 7:
                return {"context": ci, "lo": lo, "counts": counts, "color": str(space.color.draw(rng))}

    def _values(self, g):
        return list(range(g["lo"], g["lo"] + len(g["counts"])))

    def question(self, g):
        return (f"The dot plot shows {CONTEXTS[g['context']]['what']}; each dot is one value. What is the mean "
                f"absolute deviation (the mean distance of the values from their mean)? Round to 3 decimal "
                f"places if needed.")

    def answer(self, p):
        data = [v for v, c in zip(range(p["lo"], p["lo"] + len(p["counts"])), p["counts"]) for _ in range(c)]
        m = sum(data) / len(data)
        return Number(sum(abs(x - m) for x in data) / len(data))

    def verify(self, g):
        # count the dots back from the plot; the deviations above the mean balance those below,
        # so MAD = 2 × (sum of the positive deviations) / n
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        centres = statplots.dot_plot(ax, list(range(g["lo"], g["lo"] + len(g["counts"]))), g["counts"])
        xs = [Fraction(round(x)) for x, _ in centres]
        mean = sum(xs) / len(xs)
        return Number(float(2 * sum(x - mean for x in xs if x > mean) / len(xs)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        statplots.dot_plot(ax, self._values(g), g["counts"], color=draw.PALETTE[g["color"]],
                           xlabel=ctx["xlabel"], fontsize=13)
        ax.set_ylim(0, max(max(g["counts"]) + 0.8, 4.5))
        ax.figure.subplots_adjust(left=0.06, right=0.96, top=0.95, bottom=0.14)

    def subquestions(self, g):
        vals = self._values(g)
        n = sum(g["counts"])
        mean = sum(v * c for v, c in zip(vals, g["counts"])) / n
        total = sum(abs(v - mean) * c for v, c in zip(vals, g["counts"]))
        return [
            SubQuestion("What is the mean of the data in the dot plot?", Number(mean), "statistics/center/mean"),
            SubQuestion(f"The mean of the data in the dot plot is {draw.fmt(mean)}. What is the sum of the "
                        f"distances of all the values from the mean?", Number(total),
                        "statistics/spread/mean_absolute_deviation"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        dots = ", ".join(f"{v}: {c}" for v, c in zip(self._values(g), g["counts"]))
        return f"A dot plot of {ctx['what']} (value: number of dots): {dots}."
