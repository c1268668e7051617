"""Statistics: between which two consecutive periods does a line graph rise the most?"""
from matplotlib.figure import Figure

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
CONTEXTS = [
    {"title": "Museum visitors per month", "ylabel": "Visitors", "periods": MONTHS, "word": "months",
     "what": "the number of visitors to a museum each month", "noun": "visitors", "step": 100, "levels": 10},
    {"title": "Population of Millbrook", "ylabel": "Population", "periods": [str(y) for y in range(2014, 2025)],
     "word": "years", "what": "the population of the town of Millbrook each year", "noun": "people",
     "step": 500, "levels": 12},
    {"title": "Bicycles sold per month", "ylabel": "Bicycles", "periods": MONTHS, "word": "months",
     "what": "the number of bicycles a shop sold each month", "noun": "bicycles", "step": 5, "levels": 12},
    {"title": "Club members per year", "ylabel": "Members", "periods": [str(y) for y in range(2012, 2025)],
     "word": "years", "what": "the number of members of a chess club each year", "noun": "members",
     "step": 10, "levels": 10},
    {"title": "Rainwater collected per month", "ylabel": "Water (litres)", "periods": MONTHS, "word": "months",
     "what": "the litres of rainwater a school tank collected each month", "noun": "litres",
     "step": 20, "levels": 10},
]
COLORS = ["blue", "green", "orange", "purple", "red", "brown"]


@seed_program(
    id="line_chart_largest_increase", topic="statistics", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/line_graph_reading", "statistics/charts/line_graph_change"],
    source="DynaMath-style (statistics, line chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class LineChartLargestIncrease(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        n = int(rng.integers(6, 9))
        first = int(rng.integers(0, len(ctx["periods"]) - n + 1))
        top = ctx["levels"]
        while True:   # a unique largest rise, clearly (>= 2 grid steps) above every other rise
            levels = [int(rng.integers(2, top - 1))]
            for _ in range(n - 1):   # a random walk keeps neighbouring periods realistic
                levels.append(levels[-1] + int(rng.integers(-4, 6)))
            if not all(1 <= v <= top for v in levels):
                continue
            rises = sorted((levels[i + 1] - levels[i] for i in range(n - 1)), reverse=True)
            if rises[0] >= 3 and rises[0] - rises[1] >= 2 and sum(r < 0 for r in rises) >= 1:
                break
        return {"context": ci, "n": n, "first": first, "values": [ctx["step"] * v for v in levels],
                "color": str(rng.choice(COLORS)), "show_values": bool(rng.random() < 0.5)}

    def _periods(self, p):
        return CONTEXTS[p["context"]]["periods"][p["first"]:p["first"] + p["n"]]

    def _pair(self, p, i):
        per = self._periods(p)
        return f"{per[i]} to {per[i + 1]}"

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return (f"The line graph shows {ctx['what']}. Between which two consecutive {ctx['word']} was the "
                f"largest increase?")

    def _best(self, values):
        diffs = [values[i + 1] - values[i] for i in range(len(values) - 1)]
        return max(range(len(diffs)), key=lambda i: diffs[i]), diffs

    def answer(self, p):
        best, diffs = self._best(p["values"])
        picks = []
        # plausible slips: the largest drop, the segment reaching the highest point, other rises
        drop = min(range(len(diffs)), key=lambda i: diffs[i])
        peak = max(range(len(p["values"])), key=lambda i: p["values"][i])
        cands = [drop, peak - 1, peak]
        cands += sorted(range(len(diffs)), key=lambda i: -diffs[i])
        for c in cands:
            if 0 <= c < len(diffs) and c != best and c not in picks:
                picks.append(c)
            if len(picks) == 3:
                break
        return Choice(self._pair(p, best), [self._pair(p, i) for i in picks])

    def _line(self, p, ax):
        ctx = CONTEXTS[p["context"]]
        texts = [draw.fmt(v) for v in p["values"]] if p["show_values"] else None
        return charts.line_chart(ax, self._periods(p), p["values"], draw.PALETTE[p["color"]], value_texts=texts,
                                 ymax=ctx["step"] * (ctx["levels"] + 0.6))

    def verify(self, p):
        # read the plotted points back and compare every pair of neighbouring points by slope
        fig = Figure(figsize=(5.12, 5.12), dpi=100)
        ax = fig.add_subplot(1, 1, 1)
        xs, ys = self._line(p, ax).get_data()
        best, best_slope = None, None
        for k in range(len(xs) - 1):
            slope = (ys[k + 1] - ys[k]) / (xs[k + 1] - xs[k])
            if best_slope is None or slope > best_slope:
                best, best_slope = k, slope
        return Choice(self._pair(p, best), [])

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        self._line(p, ax)
        ax.set_yticks([ctx["step"] * k for k in range(ctx["levels"] + 1)])
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"], grid_axis="both")
        ax.tick_params(axis="x", labelsize=11)
        ax.figure.subplots_adjust(left=0.17, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, p):
        ctx = CONTEXTS[p["context"]]
        per = self._periods(p)
        best, diffs = self._best(p["values"])
        j = (best + 2) % p["n"]
        return [
            SubQuestion(f"The line graph shows {ctx['what']}. What was the value in {per[j]}?",
                        Number(p["values"][j]), "statistics/charts/line_graph_reading"),
            SubQuestion(f"The line graph shows {ctx['what']}. By how many {ctx['noun']} did the value increase "
                        f"from {per[best]} to {per[best + 1]}?",
                        Number(diffs[best]), "statistics/charts/line_graph_change"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        pairs = ", ".join(f"{c}: {draw.fmt(v)}" for c, v in zip(self._periods(p), p["values"]))
        return f"A line graph titled '{ctx['title']}' showing {ctx['what']} ({ctx['noun']}): {pairs}."
