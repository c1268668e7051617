"""Statistics: the standard deviation of data given as a frequency bar chart (value → how many times)."""
from math import sqrt

from matplotlib.figure import Figure

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        lo = int(rng.integers(CONTEXTS[ci]["lo"][0], CONTEXTS[ci]["lo"][1] + 1))
        k = 6 if ci == 1 else int(rng.integers(4, 7))
        freqs = [int(f) for f in rng.integers(1, 11, size=k)]
        return {"context": ci, "lo": lo, "freqs": freqs,
                "color": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}

    def _values(self, p):
        return [p["lo"] + i for i in range(len(p["freqs"]))]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
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

    def verify(self, p):
        # expand the drawn bars into the raw list of values, then E(X²) − E(X)²
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw(p, ax)
        xs = self._values(p)
        data = [x for x, bar in zip(xs, ax.patches) for _ in range(round(bar.get_height()))]
        n = len(data)
        m = sum(data) / n
        return _txt(sqrt(sum(v * v for v in data) / n - m * m))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        charts.bar_chart(ax, [str(x) for x in self._values(p)], p["freqs"], draw.PALETTE[p["color"]], ymax=11)
        ax.set_yticks(range(0, 12))
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel="Frequency", fontsize=13)
        ax.tick_params(axis="x", labelsize=13)
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.96, bottom=0.12)

    def subquestions(self, p):
        xs, fs, n, mean, var = self._stats(p)
        return [
            SubQuestion("How many data values does the bar chart represent in total?", Number(n),
                        "statistics/charts/bar_chart_reading"),
            SubQuestion("What is the mean of the data shown in the bar chart?", Number(mean), "statistics/center/mean"),
            SubQuestion("What is the (population) variance of the data shown in the bar chart?", Number(var),
                        "statistics/spread/standard_deviation"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        pairs = ", ".join(f"{x} occurs {f} times" for x, f in zip(self._values(p), p["freqs"]))
        return f"A frequency bar chart of {ctx['what']}: {pairs}."
