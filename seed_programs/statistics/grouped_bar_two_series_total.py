"""Statistics: combine both series of a grouped bar chart (a category total, a difference of totals)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"title": "Students per class", "ylabel": "Students", "series": ["Boys", "Girls"],
     "cats": ["5A", "5B", "5C", "6A", "6B", "6C"], "catword": "class", "catplural": "classes", "what": "the number of boys and girls in each class",
     "units": ["boys", "girls"], "all": "students", "top": 20},
    {"title": "Goals scored per season", "ylabel": "Goals", "series": ["Team A", "Team B"],
     "cats": ["2019", "2020", "2021", "2022", "2023", "2024"], "catword": "season", "catplural": "seasons",
     "what": "the goals scored by Team A and Team B in each season", "units": ["goals by Team A", "goals by Team B"],
     "all": "goals", "top": 24},
    {"title": "Pets adopted per month", "ylabel": "Pets", "series": ["Cats", "Dogs"],
     "cats": ["Jan", "Feb", "Mar", "Apr", "May", "Jun"], "catword": "month", "catplural": "months",
     "what": "the number of cats and dogs adopted from a shelter each month", "units": ["cats", "dogs"],
     "all": "pets", "top": 16},
    {"title": "Tickets sold per day", "ylabel": "Tickets", "series": ["Adult", "Child"],
     "cats": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], "catword": "day", "catplural": "days",
     "what": "the number of adult and child tickets a cinema sold each day", "units": ["adult tickets", "child tickets"],
     "all": "tickets", "top": 30},
]
COLOR_PAIRS = [("blue", "pink"), ("green", "orange"), ("purple", "yellow"), ("gray", "red"), ("brown", "blue")]
KINDS = ("category_total", "totals_difference", "grand_total")


@seed_program(
    id="grouped_bar_two_series_total", topic="statistics", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/grouped_bar_chart", "statistics/charts/bar_chart_reading"],
    source="DynaMath-style (statistics, grouped bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class GroupedBarTwoSeriesTotal(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), groups=IntRange(4, 5), kind=OneOf(KINDS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), groups=IntRange(5, 6),
                  kind=OneOf(("totals_difference", "grand_total"))),
        hard_means="five or six groups (10-12 bars) and always a total over every bar: the grand total or "
                   "the difference of the two series' totals",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = space.groups.draw(rng)
        first = int(rng.integers(0, len(ctx["cats"]) - n + 1))
        kind = str(space.kind.draw(rng))
        for _ in attempts("two series with different totals"):
            vals = [[int(v) for v in rng.integers(2, ctx["top"] - 1, size=n)] for _ in range(2)]
            if sum(vals[0]) != sum(vals[1]):
                break
        cat = int(rng.integers(n))
        # the masked bar of the backward view must enter the forward answer
        hs = int(rng.integers(2))
        hi = cat if kind == "category_total" else int(rng.integers(n))
        # "missing": the bar the backward view masks (its question names it)
        p = {"context": ci, "n": n, "first": first, "kind": kind, "cat": cat, "missing": [hs, hi],
             "colors": list(COLOR_PAIRS[int(rng.integers(len(COLOR_PAIRS)))])}
        if rng.random() < 0.5:
            p["colors"].reverse()
        for s in range(2):
            for i in range(n):
                p[f"s{s}_{i}"] = vals[s][i]
        if kind != "category_total":
            del p["cat"]                   # only the category-total question names a category
        return p

    def _series(self, g):
        return [[g[f"s{s}_{i}"] for i in range(g["n"])] for s in range(2)]

    def _cats(self, g):
        return CONTEXTS[g["context"]]["cats"][g["first"]:g["first"] + g["n"]]

    def _larger(self, g):
        a, b = (sum(v) for v in self._series(g))
        return 0 if a > b else 1

    def _ask(self, g):
        ctx = CONTEXTS[g["context"]]
        if g["kind"] == "category_total":
            return (f"How many {ctx['all']} are there in total for {ctx['catword']} "
                    f"{self._cats(g)[g['cat']]} ({ctx['series'][0]} and {ctx['series'][1]} together)?")
        if g["kind"] == "grand_total":
            return (f"How many {ctx['all']} are there in total over all {len(self._cats(g))} "
                    f"{ctx['catplural']} shown ({ctx['series'][0]} and {ctx['series'][1]} together)?")
        big = self._larger(g)
        return (f"Over all the {ctx['catplural']} shown, how many more {ctx['units'][big]} than "
                f"{ctx['units'][1 - big]} are there in total?")

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return f"The grouped bar chart shows {ctx['what']}. {self._ask(g)}"

    def _value(self, g, series):
        if g["kind"] == "category_total":
            return series[0][g["cat"]] + series[1][g["cat"]]
        totals = [sum(s) for s in series]
        if g["kind"] == "grand_total":
            return totals[0] + totals[1]
        big = self._larger(g)
        return totals[big] - totals[1 - big]

    def answer(self, p):
        return Number(self._value(p, self._series(p)))

    def _bars(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        series = self._series(g)
        hs, hi = g["missing"]
        hidden = (hs, hi) if f"s{hs}_{hi}" in hide else None
        texts = [[str(v) for v in s] for s in series]
        return charts.grouped_bar_chart(ax, self._cats(g), series, [draw.PALETTE[c] for c in g["colors"]],
                                        ctx["series"], value_texts=texts, hidden=hidden,
                                        ymax=ctx["top"] * 1.28)

    def verify(self, g):
        # the bars as a 2 x n array, combined column by column (group sums / signed pairwise gaps)
        M = np.array([[g[f"s{s}_{i}"] for i in range(g["n"])] for s in range(2)], dtype=float)
        if g["kind"] == "category_total":
            return Number(float(M[:, g["cat"]].sum()))
        if g["kind"] == "grand_total":
            return Number(float(M.sum()))
        return Number(float(abs((M[0] - M[1]).sum())))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._bars(g, ax, hide)
        step = 2 if ctx["top"] <= 24 else 5
        ax.set_yticks(range(0, int(ctx["top"] * 1.28) + 1, step))
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.92, bottom=0.1)

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        series = self._series(g)
        hs, hi = g["missing"]
        forward = self._value(g, series)
        cat = self._cats(g)[hi]
        # invert the relation: the masked bar is what is left after the other bars are accounted for
        if g["kind"] == "category_total":
            masked = forward - series[1 - hs][hi]
            stated = f"there are {forward} {ctx['all']} in total for {ctx['catword']} {cat}"
        elif g["kind"] == "grand_total":
            masked = forward - (sum(series[0]) + sum(series[1]) - series[hs][hi])
            stated = f"there are {forward} {ctx['all']} in total over all the {ctx['catplural']} shown"
        else:
            big = self._larger(g)
            rest = sum(series[hs]) - series[hs][hi]
            other = sum(series[1 - hs])
            masked = (other + forward if hs == big else other - forward) - rest
            stated = (f"over all the {ctx['catplural']} shown there are {forward} more {ctx['units'][big]} than "
                      f"{ctx['units'][1 - big]}")
        return Backward(
            f"The grouped bar chart shows {ctx['what']}, but the {ctx['series'][hs]} bar for {cat} is hidden. "
            f"Given that {stated}, what is the value of the hidden bar?",
            Number(masked), f"s{hs}_{hi}")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        series = self._series(g)
        parts = "; ".join(f"{c}: {ctx['series'][0]} {series[0][i]}, {ctx['series'][1]} {series[1][i]}"
                          for i, c in enumerate(self._cats(g)))
        return f"A grouped bar chart titled '{ctx['title']}' showing {ctx['what']}. {parts}."
