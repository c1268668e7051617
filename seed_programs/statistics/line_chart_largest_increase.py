"""Statistics: between which two consecutive periods does a line graph rise the most?"""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
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


def _pair_text(periods, i):
    """An option as shown: the two consecutive periods of step i."""
    return f"{periods[i]} to {periods[i + 1]}"


@seed_program(
    id="line_chart_largest_increase", topic="statistics", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/line_graph_reading", "statistics/charts/line_graph_change"],
    source="DynaMath-style (statistics, line chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class LineChartLargestIncrease(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), points=IntRange(6, 8), lead=IntRange(2, 99)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), points=IntRange(8, 10), lead=IntRange(1, 1)),
        hard_means="eight to ten points and the largest rise beats the runner-up by just one grid step",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = space.points.draw(rng)
        first = int(rng.integers(0, len(ctx["periods"]) - n + 1))
        top = ctx["levels"]
        # a unique largest rise, ahead of every other rise by `lead` grid steps
        for _ in attempts("a largest rise of at least 3 steps leading the others by lead steps, and a fall"):
            levels = [int(rng.integers(2, top - 1))]
            for _ in range(n - 1):   # a random walk keeps neighbouring periods realistic
                levels.append(levels[-1] + int(rng.integers(-4, 6)))
            if not all(1 <= v <= top for v in levels):
                continue
            rises = sorted((levels[i + 1] - levels[i] for i in range(n - 1)), reverse=True)
            if rises[0] >= 3 and space.lead.lo <= rises[0] - rises[1] <= space.lead.hi and sum(r < 0 for r in rises) >= 1:
                break
        return {"context": ci, "n": n, "first": first, "values": [ctx["step"] * v for v in levels],
                "color": str(rng.choice(COLORS)), "show_values": bool(rng.random() < 0.5)}

    def _periods(self, g):
        return CONTEXTS[g["context"]]["periods"][g["first"]:g["first"] + g["n"]]

    def _pair(self, g, i):
        return _pair_text(self._periods(g), i)

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
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

    def _line(self, g, ax):
        ctx = CONTEXTS[g["context"]]
        texts = [draw.fmt(v) for v in g["values"]] if g["show_values"] else None
        return charts.line_chart(ax, self._periods(g), g["values"], draw.PALETTE[g["color"]], value_texts=texts,
                                 ymax=ctx["step"] * (ctx["levels"] + 0.6))

    def verify(self, g):
        # numpy differences of the stated values; the periods read off the context's calendar
        best = int(np.argmax(np.diff(np.asarray(g["values"], dtype=float))))
        periods = CONTEXTS[g["context"]]["periods"][g["first"]:g["first"] + len(g["values"])]
        return _pair_text(periods, best)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._line(g, ax)
        ax.set_yticks([ctx["step"] * k for k in range(ctx["levels"] + 1)])
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"], grid_axis="both")
        ax.tick_params(axis="x", labelsize=11)
        if len(g["values"]) * max(len(t) for t in self._periods(g)) > 32:     # nine or more years: tilt them apart
            ax.tick_params(axis="x", rotation=45)
        ax.figure.subplots_adjust(left=0.17, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        per = self._periods(g)
        best, diffs = self._best(g["values"])
        j = (best + 2) % g["n"]
        return [
            SubQuestion(f"The line graph shows {ctx['what']}. What was the value in {per[j]}?",
                        Number(g["values"][j]), "statistics/charts/line_graph_reading"),
            SubQuestion(f"The line graph shows {ctx['what']}. By how many {ctx['noun']} did the value increase "
                        f"from {per[best]} to {per[best + 1]}?",
                        Number(diffs[best]), "statistics/charts/line_graph_change"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{c}: {draw.fmt(v)}" for c, v in zip(self._periods(g), g["values"]))
        return f"A line graph titled '{ctx['title']}' showing {ctx['what']} ({ctx['noun']}): {pairs}."
