"""Statistics: combine both series of a grouped bar chart (a category total, a difference of totals)."""
from matplotlib.figure import Figure

from dynaforge.sdk import Backward, Number, SeedProgram, seed_program
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
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        n = int(rng.integers(4, 6))
        first = int(rng.integers(0, len(ctx["cats"]) - n + 1))
        kind = str(rng.choice(KINDS))
        while True:
            vals = [[int(v) for v in rng.integers(2, ctx["top"] - 1, size=n)] for _ in range(2)]
            if sum(vals[0]) != sum(vals[1]):
                break
        cat = int(rng.integers(n))
        # the masked bar of the backward view must enter the forward answer
        hs = int(rng.integers(2))
        hi = cat if kind == "category_total" else int(rng.integers(n))
        p = {"context": ci, "n": n, "first": first, "kind": kind, "cat": cat, "hidden": [hs, hi],
             "colors": list(COLOR_PAIRS[int(rng.integers(len(COLOR_PAIRS)))])}
        if rng.random() < 0.5:
            p["colors"].reverse()
        for s in range(2):
            for i in range(n):
                p[f"s{s}_{i}"] = vals[s][i]
        return p

    def _series(self, p):
        return [[p[f"s{s}_{i}"] for i in range(p["n"])] for s in range(2)]

    def _cats(self, p):
        return CONTEXTS[p["context"]]["cats"][p["first"]:p["first"] + p["n"]]

    def _larger(self, p):
        a, b = (sum(v) for v in self._series(p))
        return 0 if a > b else 1

    def _ask(self, p):
        ctx = CONTEXTS[p["context"]]
        if p["kind"] == "category_total":
            return (f"How many {ctx['all']} are there in total for {ctx['catword']} "
                    f"{self._cats(p)[p['cat']]} ({ctx['series'][0]} and {ctx['series'][1]} together)?")
        if p["kind"] == "grand_total":
            return (f"How many {ctx['all']} are there in total over all {len(self._cats(p))} "
                    f"{ctx['catplural']} shown ({ctx['series'][0]} and {ctx['series'][1]} together)?")
        big = self._larger(p)
        return (f"Over all the {ctx['catplural']} shown, how many more {ctx['units'][big]} than "
                f"{ctx['units'][1 - big]} are there in total?")

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        return f"The grouped bar chart shows {ctx['what']}. {self._ask(p)}"

    def _value(self, p, series):
        if p["kind"] == "category_total":
            return series[0][p["cat"]] + series[1][p["cat"]]
        totals = [sum(s) for s in series]
        if p["kind"] == "grand_total":
            return totals[0] + totals[1]
        big = self._larger(p)
        return totals[big] - totals[1 - big]

    def answer(self, p):
        return Number(self._value(p, self._series(p)))

    def _bars(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        series = self._series(p)
        hs, hi = p["hidden"]
        hidden = (hs, hi) if f"s{hs}_{hi}" in hide else None
        texts = [[str(v) for v in s] for s in series]
        return charts.grouped_bar_chart(ax, self._cats(p), series, [draw.PALETTE[c] for c in p["colors"]],
                                        ctx["series"], value_texts=texts, hidden=hidden,
                                        ymax=ctx["top"] * 1.28)

    def verify(self, p):
        # measure the drawn bars and combine them bar by bar (per-group sums / signed pairwise gaps)
        fig = Figure(figsize=(5.12, 5.12), dpi=100)
        ax = fig.add_subplot(1, 1, 1)
        a, b = ([bar.get_height() for bar in c] for c in self._bars(p, ax))
        if p["kind"] == "category_total":
            return Number(a[p["cat"]] + b[p["cat"]])
        if p["kind"] == "grand_total":
            return Number(sum(x + y for x, y in zip(a, b)))
        gap = sum(x - y for x, y in zip(a, b))
        return Number(abs(gap))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        self._bars(p, ax, hide)
        step = 2 if ctx["top"] <= 24 else 5
        ax.set_yticks(range(0, int(ctx["top"] * 1.28) + 1, step))
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.92, bottom=0.1)

    def backward(self, p):
        ctx = CONTEXTS[p["context"]]
        series = self._series(p)
        hs, hi = p["hidden"]
        forward = self._value(p, series)
        cat = self._cats(p)[hi]
        # invert the relation: the masked bar is what is left after the other bars are accounted for
        if p["kind"] == "category_total":
            masked = forward - series[1 - hs][hi]
            stated = f"there are {forward} {ctx['all']} in total for {ctx['catword']} {cat}"
        elif p["kind"] == "grand_total":
            masked = forward - (sum(series[0]) + sum(series[1]) - series[hs][hi])
            stated = f"there are {forward} {ctx['all']} in total over all the {ctx['catplural']} shown"
        else:
            big = self._larger(p)
            rest = sum(series[hs]) - series[hs][hi]
            other = sum(series[1 - hs])
            masked = (other + forward if hs == big else other - forward) - rest
            stated = (f"over all the {ctx['catplural']} shown there are {forward} more {ctx['units'][big]} than "
                      f"{ctx['units'][1 - big]}")
        return Backward(
            f"The grouped bar chart shows {ctx['what']}, but the {ctx['series'][hs]} bar for {cat} is hidden. "
            f"Given that {stated}, what is the value of the hidden bar?",
            Number(masked), f"s{hs}_{hi}")

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        series = self._series(p)
        parts = "; ".join(f"{c}: {ctx['series'][0]} {series[0][i]}, {ctx['series'][1]} {series[1][i]}"
                          for i, c in enumerate(self._cats(p)))
        return f"A grouped bar chart titled '{ctx['title']}' showing {ctx['what']}. {parts}."
