"""Statistics: the standard deviation of data given as a frequency bar chart (value → how many times)."""
from math import sqrt

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the number of siblings of each student in a class", "xlabel": "Number of siblings", "lo": (0, 0)},
    {"what": "the scores of a die thrown many times", "xlabel": "Score on the die", "lo": (1, 1)},
    {"what": "the number of goals scored in each match of a tournament", "xlabel": "Goals in a match", "lo": (0, 1)},
    {"what": "the shoe sizes sold by a shop in one day", "xlabel": "Shoe size", "lo": (36, 40)},
]


def _txt(x):
    return f"{x:.2f}"


@seed_program(
    id="frequency_bar_sd_pick", topic="statistics", level="high_school", difficulty="hard",
    question_type="multiple_choice",
    concepts=["statistics/spread/standard_deviation", "statistics/charts/bar_chart_reading"],
    source="DynaMath-style (statistics, standard deviation from a frequency chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class FrequencyBarSdPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(4, 6), freq=IntRange(1, 10)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(6, 8), freq=IntRange(3, 20)),
        hard_means="up to eight bars (a die still has six) with frequencies up to 20: larger weighted sums",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        lo = int(rng.integers(CONTEXTS[ci]["lo"][0], CONTEXTS[ci]["lo"][1] + 1))
        k = 6 if ci == 1 else space.bars.draw(rng)
        freqs = [int(f) for f in space.freq.draw(rng, size=k)]
        return {"context": ci, "lo": lo, "freqs": freqs,
                "color": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}

    def _values(self, g):
        return [g["lo"] + i for i in range(len(g["freqs"]))]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The bar chart shows {ctx['what']}: each bar gives how many times that value occurred. "
                f"Which value is the (population) standard deviation of the data, to two decimal places?")

    def _stats(self, p):
        xs, fs = self._values(p), p["freqs"]
        n = sum(fs)
        mean = sum(x * f for x, f in zip(xs, fs)) / n
        var = sum(f * (x - mean) ** 2 for x, f in zip(xs, fs)) / n
        return xs, fs, n, mean, var

    def answer(self, p):
        xs, fs, n, mean, var = self._stats(p)
        right = sqrt(var)
        fm = sum(fs) / len(fs)
        cands = [sqrt(sum((f - fm) ** 2 for f in fs) / len(fs)),          # SD of the bar heights
                 var,                                                      # forgot the square root
                 sqrt(sum((x - sum(xs) / len(xs)) ** 2 for x in xs) / len(xs)),   # ignored the frequencies
                 sum(f * abs(x - mean) for x, f in zip(xs, fs)) / n,       # mean absolute deviation
                 sqrt(var * n / (n - 1)) + 0.3]
        wrong = []
        for c in cands:
            if all(abs(c - o) >= 0.05 for o in wrong + [right]):
                wrong.append(c)
        return Choice(_txt(right), [_txt(w) for w in wrong[:3]])

    def verify(self, g):
        # expand the bars into the raw list of values, then E(X²) − E(X)²
        data = np.repeat(g["lo"] + np.arange(len(g["freqs"])), g["freqs"]).astype(float)
        return _txt(float(np.sqrt(np.mean(data ** 2) - np.mean(data) ** 2)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        charts.bar_chart(ax, [str(x) for x in self._values(g)], g["freqs"], draw.PALETTE[g["color"]],
                          ymax=max(11, max(g["freqs"]) + 1))
        ax.set_yticks(range(0, max(11, max(g["freqs"]) + 1) + 1, 1 if max(g["freqs"]) <= 10 else 2))
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="Frequency", fontsize=13)
        ax.tick_params(axis="x", labelsize=13)
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, g):
        xs, fs, n, mean, var = self._stats(g)
        return [
            SubQuestion("How many data values does the bar chart represent in total?", Number(n),
                        "statistics/charts/bar_chart_reading"),
            SubQuestion("What is the mean of the data shown in the bar chart?", Number(mean), "statistics/center/mean"),
            SubQuestion("What is the (population) variance of the data shown in the bar chart?", Number(var),
                        "statistics/spread/standard_deviation"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{x} occurs {f} times" for x, f in zip(self._values(g), g["freqs"]))
        return f"A frequency bar chart of {ctx['what']}: {pairs}."
