"""Statistics: the mean of the data shown by a dot plot (each dot is one observation)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the number of goals a team scored in each match of a season", "xlabel": "Goals in a match",
     "each": "match", "lo": (0, 1)},
    {"what": "the number of pets owned by each student in a class", "xlabel": "Number of pets", "each": "student",
     "lo": (0, 1)},
    {"what": "the shoe sizes of the players in a basketball team", "xlabel": "Shoe size", "each": "player",
     "lo": (38, 41)},
    {"what": "the number of books each member of a reading club finished last month", "xlabel": "Books finished",
     "each": "member", "lo": (1, 3)},
    {"what": "the number of people living in each house on a street", "xlabel": "People in the house",
     "each": "house", "lo": (1, 2)},
]
COLORS = ["blue", "green", "orange", "purple", "red", "brown"]


@seed_program(
    id="dot_plot_mean", topic="statistics", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/dot_plot", "statistics/center/mean"],
    source="DynaMath-style (statistics, dot plot)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DotPlotMean(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), columns=IntRange(5, 7), count=IntRange(0, 6),
                      total=IntRange(8, 24)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), columns=IntRange(7, 9), count=IntRange(0, 8),
                  total=IntRange(20, 40)),
        hard_means="seven to nine columns of up to eight dots, 20 to 40 dots in all: more to count and a "
                   "larger weighted sum",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        lo = int(rng.integers(CONTEXTS[ci]["lo"][0], CONTEXTS[ci]["lo"][1] + 1))
        m = space.columns.draw(rng)
        for _ in attempts("both end columns used, total dots in range, a mean with at most 2 decimals"):
            counts = [int(c) for c in space.count.draw(rng, size=m)]
            n = sum(counts)
            s = sum((lo + i) * c for i, c in enumerate(counts))
            if counts[0] > 0 and counts[-1] > 0 and space.total.lo <= n <= space.total.hi \
                    and round(100 * s / n) == 100 * s / n:
                break
        p = {"context": ci, "lo": lo, "m": m, "color": str(rng.choice(COLORS)),
             "marker": str(rng.choice(["o", "X", "s"]))}
        nz = [i for i, c in enumerate(counts) if c > 0]
        p["missing"] = int(nz[int(rng.integers(len(nz)))])
        for i, c in enumerate(counts):
            p[f"c{i}"] = c
        return p

    def _counts(self, g):
        return [g[f"c{i}"] for i in range(g["m"])]

    def _values(self, g):
        return [g["lo"] + i for i in range(g["m"])]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The dot plot shows {ctx['what']}; each dot stands for one {ctx['each']}. "
                f"What is the mean of the data?")

    def answer(self, p):
        c = self._counts(p)
        return Number(sum(v * k for v, k in zip(self._values(p), c)) / sum(c))

    def verify(self, g):
        # list every observation (one per dot) and average the list
        data = np.repeat(g["lo"] + np.arange(g["m"]), [g[f"c{i}"] for i in range(g["m"])])
        return Number(float(data.mean()))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        hidden = g["missing"] if f"c{g['missing']}" in hide else None
        statplots.dot_plot(ax, self._values(g), self._counts(g), color=draw.PALETTE[g["color"]],
                           xlabel=ctx["xlabel"], marker=g["marker"], hidden=hidden, fontsize=13)
        ax.figure.subplots_adjust(left=0.06, right=0.96, top=0.95, bottom=0.14)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        h = g["missing"]
        vals, counts = self._values(g), self._counts(g)
        mean = sum(v * k for v, k in zip(vals, counts)) / sum(counts)
        n_known = sum(k for i, k in enumerate(counts) if i != h)
        s_known = sum(v * k for i, (v, k) in enumerate(zip(vals, counts)) if i != h)
        # mean * (n_known + x) = s_known + vals[h] * x
        x = (s_known - mean * n_known) / (mean - vals[h]) if mean != vals[h] else float(counts[h])
        return Backward(
            f"The dot plot shows {ctx['what']}; each dot stands for one {ctx['each']}, but the dots above "
            f"{vals[h]} are hidden. The mean of all the data is {draw.fmt(mean, 4)}. How many dots are above {vals[h]}?",
            Number(round(x, 6)), f"c{h}")

    def subquestions(self, g):
        vals, counts = self._values(g), self._counts(g)
        return [
            SubQuestion("How many dots does the dot plot show in total?", Number(sum(counts)),
                        "statistics/charts/dot_plot"),
            SubQuestion("What is the sum of all the values shown by the dot plot?",
                        Number(sum(v * k for v, k in zip(vals, counts))), "statistics/charts/dot_plot"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = ", ".join(f"{v}: {k} dot{'s' if k != 1 else ''}" for v, k in zip(self._values(g), self._counts(g)))
        return f"A dot plot of {ctx['what']} (one dot per {ctx['each']}). Dots above each value: {parts}."
