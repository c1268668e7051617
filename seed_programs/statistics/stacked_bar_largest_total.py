"""Statistics: which category of a stacked bar chart has the largest (or smallest) total."""
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from matplotlib.ticker import MultipleLocator

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        n = int(rng.integers(4, 6))
        m = len(ctx["series"])
        idx = sorted(int(i) for i in rng.choice(len(ctx["cats"]), n, replace=False))
        ask = str(rng.choice(["largest", "smallest"]))
        while True:
            vals = [[int(v) for v in rng.integers(2, 13 if m == 2 else 10, n)] for _ in range(m)]
            tot = [sum(vals[s][i] for s in range(m)) for i in range(n)]
            best = tot.index(max(tot)) if ask == "largest" else tot.index(min(tot))
            srt = sorted(tot, reverse=(ask == "largest"))
            if srt[1] - srt[0] == 0 or abs(srt[1] - srt[0]) > 3:
                continue
            # the bar with the most extreme single segment must be another bar (a tempting mistake)
            seg = [max(vals[s][i] for s in range(m)) for i in range(n)]
            trap = seg.index(max(seg)) if ask == "largest" else vals[0].index(min(vals[0]))
            if trap == best or seg.count(max(seg)) > 1:
                continue
            break
        return {"context": ci, "cats": idx, "vals": vals, "ask": ask}

    def _cats(self, p):
        return [CONTEXTS[p["context"]]["cats"][i] for i in p["cats"]]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        series = ", ".join(ctx["series"][:-1]) + " and " + ctx["series"][-1]
        return (f"The stacked bar chart shows {ctx['what']}, split into {series}. Which one has the "
                f"{p['ask']} total?")

    def answer(self, p):
        cats = self._cats(p)
        m = len(p["vals"])
        tot = [sum(p["vals"][s][i] for s in range(m)) for i in range(len(cats))]
        order = sorted(range(len(cats)), key=lambda i: tot[i], reverse=(p["ask"] == "largest"))
        return Choice(cats[order[0]], [cats[i] for i in order[1:4]])

    def verify(self, p):
        # draw the chart and measure the top of each bar
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw(p, ax)
        tops = {}
        for r in ax.patches:
            if isinstance(r, Rectangle) and r.get_height() > 0:
                x = round(r.get_x() + r.get_width() / 2)
                tops[x] = max(tops.get(x, 0), r.get_y() + r.get_height())
        pick = max if p["ask"] == "largest" else min
        best = pick(tops, key=lambda x: tops[x])
        return self._cats(p)[best]

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        cats = self._cats(p)
        n = len(cats)
        bottom = [0] * n
        for s, row in enumerate(p["vals"]):
            ax.bar(range(n), row, bottom=bottom, width=0.62, color=SERIES_COLORS[s], edgecolor=draw.INK,
                   linewidth=1.5, label=ctx["series"][s], zorder=3)
            for i, v in enumerate(row):
                ax.text(i, bottom[i] + v / 2, str(v), ha="center", va="center", fontsize=12,
                        color="white" if s != 1 else draw.INK, fontweight="bold", zorder=4)
            bottom = [b + v for b, v in zip(bottom, row)]
        top = max(bottom)
        ax.set_xticks(range(n))
        ax.set_xticklabels(cats, fontsize=12)
        ax.set_xlim(-0.6, n - 0.4)
        step = charts.nice_step(top * 1.25, 6)
        ax.set_ylim(0, top * 1.3)
        ax.yaxis.set_major_locator(MultipleLocator(step))
        charts.chart_axes(ax, ylabel=ctx["unit"].capitalize(), fontsize=13)
        ax.tick_params(axis="y", labelsize=12)
        ax.legend(loc="upper center", ncol=len(p["vals"]), fontsize=11, frameon=False,
                  bbox_to_anchor=(0.5, 1.0))

    def subquestions(self, p):
        cats = self._cats(p)
        m = len(p["vals"])
        ctx = CONTEXTS[p["context"]]
        return [SubQuestion(f"What is the total for {cats[0]}, in {ctx['unit']}?",
                            Number(sum(p["vals"][s][0] for s in range(m))), "statistics/charts/stacked_bar_chart")]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        rows = []
        for i, c in enumerate(self._cats(p)):
            parts = ", ".join(f"{ctx['series'][s]} {p['vals'][s][i]}" for s in range(len(p["vals"])))
            rows.append(f"{c}: {parts}")
        return (f"A stacked bar chart of {ctx['what']} ({ctx['unit']}): " + "; ".join(rows) +
                f". Which one has the {p['ask']} total?")
