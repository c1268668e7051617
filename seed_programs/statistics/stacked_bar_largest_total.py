"""Statistics: which category of a stacked bar chart has the largest (or smallest) total."""
import numpy as np
from matplotlib.ticker import MultipleLocator

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"what": "the number of cakes sold by bakeries", "cats": ["Alba", "Berry", "Crumb", "Dough", "Elm", "Fig",
     "Ginger", "Honey", "Iris", "Juniper"], "series": ["Morning", "Afternoon", "Evening"], "unit": "cakes sold"},
    {"what": "the medals won by teams at a school sports day", "cats": ["Red", "Blue", "Green", "Yellow",
     "Lions", "Hawks", "Orange", "Teal"], "series": ["Gold", "Silver", "Bronze"], "unit": "medals"},
    {"what": "the books borrowed from a library each month", "cats": ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], "series": ["Fiction", "Non-fiction", "Comics"], "unit": "books"},
    {"what": "the visitors to city parks on a weekend", "cats": ["Oakfield", "Riverside", "Hilltop", "Meadow",
     "Lakeside", "Westgate", "Pinewood", "Northend"], "series": ["Saturday", "Sunday"], "unit": "visitors (hundreds)"},
    {"what": "the bicycles repaired by workshops", "cats": ["Spokes", "Gears", "Chain", "Pedal", "Saddle",
     "Wheel", "Brake"], "series": ["Week 1", "Week 2", "Week 3"], "unit": "bicycles"},
]
SERIES_COLORS = ["#2563eb", "#f59e0b", "#16a34a"]


@seed_program(
    id="stacked_bar_largest_total", topic="statistics", level="elementary", difficulty="easy",
    question_type="multiple_choice",
    concepts=["statistics/charts/bar_chart_reading", "statistics/charts/stacked_bar_chart"],
    source="DynaMath-style (statistics, reading a stacked bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class StackedBarLargestTotal(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(4, 5), ask=OneOf(("largest", "smallest")),
                      gap=IntRange(1, 3)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(6, 7), ask=OneOf(("largest", "smallest")),
                  gap=IntRange(1, 1)),
        hard_means="six or seven stacked bars and the winner beats the runner-up by exactly 1, so the "
                   "segments must be added, not judged by eye",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = space.bars.draw(rng)
        m = len(ctx["series"])
        idx = sorted(int(i) for i in rng.choice(len(ctx["cats"]), n, replace=False))
        ask = str(space.ask.draw(rng))
        for _ in attempts("a unique extreme total within gap of the runner-up, not the bar with the extreme segment"):
            vals = [[int(v) for v in rng.integers(2, 13 if m == 2 else 10, n)] for _ in range(m)]
            tot = [sum(vals[s][i] for s in range(m)) for i in range(n)]
            best = tot.index(max(tot)) if ask == "largest" else tot.index(min(tot))
            srt = sorted(tot, reverse=(ask == "largest"))
            if not space.gap.lo <= abs(srt[1] - srt[0]) <= space.gap.hi:
                continue
            # the bar with the most extreme single segment must be another bar (a tempting mistake)
            seg = [max(vals[s][i] for s in range(m)) for i in range(n)]
            trap = seg.index(max(seg)) if ask == "largest" else vals[0].index(min(vals[0]))
            if trap == best or seg.count(max(seg)) > 1:
                continue
            break
        return {"context": ci, "cats": idx, "vals": vals, "ask": ask}

    def _cats(self, g):
        return [CONTEXTS[g["context"]]["cats"][i] for i in g["cats"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        series = ", ".join(ctx["series"][:-1]) + " and " + ctx["series"][-1]
        return (f"The stacked bar chart shows {ctx['what']}, split into {series}. Which one has the "
                f"{g['ask']} total?")

    def answer(self, p):
        cats = self._cats(p)
        m = len(p["vals"])
        tot = [sum(p["vals"][s][i] for s in range(m)) for i in range(len(cats))]
        order = sorted(range(len(cats)), key=lambda i: tot[i], reverse=(p["ask"] == "largest"))
        return Choice(cats[order[0]], [cats[i] for i in order[1:4]])

    def verify(self, g):
        # the segments as a series x bars array; the bar heights are its column sums
        heights = np.asarray(g["vals"]).sum(axis=0)
        best = int(np.argmax(heights) if g["ask"] == "largest" else np.argmin(heights))
        return CONTEXTS[g["context"]]["cats"][g["cats"][best]]

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        cats = self._cats(g)
        n = len(cats)
        bottom = [0] * n
        for s, row in enumerate(g["vals"]):
            ax.bar(range(n), row, bottom=bottom, width=0.62, color=SERIES_COLORS[s], edgecolor=draw.INK,
                   linewidth=1.5, label=ctx["series"][s], zorder=3)
            for i, v in enumerate(row):
                ax.text(i, bottom[i] + v / 2, str(v), ha="center", va="center", fontsize=12,
                        color="white" if s != 1 else draw.INK, fontweight="bold", zorder=4)
            bottom = [b + v for b, v in zip(bottom, row)]
        top = max(bottom)
        ax.set_xticks(range(n))
        ax.set_xticklabels(cats, fontsize=12, rotation=30 if n >= 6 else 0)
        ax.set_xlim(-0.6, n - 0.4)
        step = charts.nice_step(top * 1.25, 6)
        ax.set_ylim(0, top * 1.3)
        ax.yaxis.set_major_locator(MultipleLocator(step))
        charts.chart_axes(ax, ylabel=ctx["unit"].capitalize(), fontsize=13)
        ax.tick_params(axis="y", labelsize=12)
        ax.legend(loc="upper center", ncol=len(g["vals"]), fontsize=11, frameon=False,
                  bbox_to_anchor=(0.5, 1.0))

    def subquestions(self, g):
        cats = self._cats(g)
        m = len(g["vals"])
        ctx = CONTEXTS[g["context"]]
        return [SubQuestion(f"What is the total for {cats[0]}, in {ctx['unit']}?",
                            Number(sum(g["vals"][s][0] for s in range(m))), "statistics/charts/stacked_bar_chart")]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        rows = []
        for i, c in enumerate(self._cats(g)):
            parts = ", ".join(f"{ctx['series'][s]} {g['vals'][s][i]}" for s in range(len(g["vals"])))
            rows.append(f"{c}: {parts}")
        return (f"A stacked bar chart of {ctx['what']} ({ctx['unit']}): " + "; ".join(rows) +
                f". Which one has the {g['ask']} total?")
