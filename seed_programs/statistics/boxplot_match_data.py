"""Statistics: which data list has the five-number summary drawn in a box plot."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    ("the number of goals scored by a hockey team in 9 matches", "Goals", 0),
    ("the ages of 9 players in a chess club", "Age (years)", 10),
    ("the number of emails received on 9 days", "Emails", 20),
    ("the marks of 9 students in a quiz", "Mark", 30),
    ("the temperatures (°C) at noon on 9 days", "Temperature (°C)", 10),
    ("the number of pages read by 9 children in a week", "Pages", 40),
]


def _dataset(rng, s):
    """Nine sorted integers with five-number summary s (ties at Q1 and Q3 keep every quartile rule equal)."""
    lo, q1, md, q3, hi = s
    v4 = int(rng.integers(q1, md + 1))
    v6 = int(rng.integers(md, q3 + 1))
    return [lo, q1, q1, v4, md, v6, q3, q3, hi]


@seed_program(
    id="boxplot_match_data", topic="statistics", level="high_school", difficulty="hard",
    question_type="multiple_choice",
    concepts=["statistics/distributions/box_plot", "statistics/center/median", "statistics/spread/quartiles"],
    source="DynaMath-style (statistics, box plots)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BoxplotMatchData(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), cut=IntRange(0, 12), shift=OneOf((-2, -1, 1, 2))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), cut=IntRange(0, 12), shift=OneOf((-1, 1))),
        hard_means="every wrong list differs from the box plot in one summary value by exactly 1, so each "
                   "list's quartiles must be found exactly",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        base = CONTEXTS[ci][2]
        for _ in attempts("five summary values at least 2 apart"):
            cut = sorted(int(c) for c in rng.choice(space.cut.values, 5, replace=False))
            if min(np.diff(cut)) >= 2:
                break
        summary = [base + c for c in cut]
        sets = [_dataset(rng, summary)]
        seen = {tuple(summary)}
        for which in [int(w) for w in rng.permutation(5)]:
            if len(sets) == 4:
                break
            for _ in range(30):
                alt = list(summary)
                alt[which] += int(space.shift.draw(rng))
                if all(a < b for a, b in zip(alt, alt[1:])) and base <= alt[0] and alt[4] <= base + 12 \
                        and tuple(alt) not in seen:
                    seen.add(tuple(alt))
                    sets.append(_dataset(rng, alt))
                    break
        order = [[int(v) for v in rng.permutation(9)] for _ in sets]
        hidden = {"sets": sets, "order": order}
        g = {"context": ci, "summary": summary, "color": str(rng.choice(["blue", "orange", "green", "purple", "red"]))}
        g["options"] = sorted(self._text(hidden, i) for i in range(len(sets)))     # the lists offered
        return g, hidden

    def _text(self, p, i):
        return ", ".join(str(p["sets"][i][j]) for j in p["order"][i])

    def question(self, g):
        return (f"The box plot summarises {CONTEXTS[g['context']][0]}. Which list of data could it represent?")

    def answer(self, p):
        return Choice(self._text(p, 0), [self._text(p, i) for i in range(1, len(p["sets"]))])

    def verify(self, g):
        # read each offered list back: the one whose min, quartiles (numpy percentiles) and max are the box's
        fits = [text for text in g["options"]
                if np.allclose(np.percentile([int(v) for v in text.split(",")], [0, 25, 50, 75, 100]), g["summary"])]
        return fits[0] if len(fits) == 1 else "none"

    def draw(self, g, ax, hide=()):
        lo, q1, md, q3, hi = g["summary"]
        base = CONTEXTS[g["context"]][2]
        art = ax.bxp([{"whislo": lo, "q1": q1, "med": md, "q3": q3, "whishi": hi, "fliers": []}],
                     orientation="horizontal", patch_artist=True, widths=0.45, showfliers=False,
                     medianprops={"color": draw.INK, "linewidth": 2.8}, whiskerprops={"linewidth": 2},
                     capprops={"linewidth": 2})
        art["boxes"][0].set_facecolor(draw.PALETTE[g["color"]])
        art["boxes"][0].set_alpha(0.7)
        art["boxes"][0].set_edgecolor(draw.INK)
        art["boxes"][0].set_linewidth(2)
        ax.set_xticks(range(base, base + 13))
        ax.set_xlim(base - 0.7, base + 12.7)
        ax.set_ylim(0.4, 1.6)
        ax.set_yticks([])
        charts.chart_axes(ax, xlabel=CONTEXTS[g["context"]][1], grid_axis="x", fontsize=13)
        ax.spines["left"].set_visible(False)
        ax.tick_params(axis="x", labelsize=11)
        ax.set_box_aspect(0.5)
        ax.figure.subplots_adjust(left=0.05, right=0.97)

    def subquestions(self, g):
        lo, q1, md, q3, hi = g["summary"]
        return [
            SubQuestion("What is the median shown by the box plot?", Number(md), "statistics/center/median"),
            SubQuestion("What is the interquartile range shown by the box plot?", Number(q3 - q1),
                        "statistics/spread/interquartile_range"),
        ]

    def description(self, g):
        lo, q1, md, q3, hi = g["summary"]
        return (f"A box plot summarises {CONTEXTS[g['context']][0]}: minimum {lo}, lower quartile {q1}, "
                f"median {md}, upper quartile {q3}, maximum {hi}. Which list of data could it represent? "
                f"The lists offered: " + "; ".join(g["options"]) + ".")
