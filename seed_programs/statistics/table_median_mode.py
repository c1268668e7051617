"""Statistics: median and mode of data listed in a table (a two-part free-form answer)."""
import statistics
from collections import Counter

from dynaforge.sdk import IntRange, Levels, Multi, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

CONTEXTS = [
    {"title": "Goals scored per match", "key": "Match", "keys": [f"Match {i}" for i in range(1, 13)],
     "col": "Goals", "range": (0, 6), "what": "the number of goals a team scored in each match"},
    {"title": "Daily high temperature", "key": "Day",
     "keys": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon (wk 2)", "Tue (wk 2)", "Wed (wk 2)", "Thu (wk 2)"],
     "col": "Temp (°C)", "range": (14, 27), "what": "the daily high temperature in °C"},
    {"title": "Pets owned", "key": "Student",
     "keys": ["Amir", "Bella", "Carlos", "Dana", "Erik", "Fatima", "Gina", "Hugo", "Iris", "Jonas", "Kemi"],
     "col": "Pets", "range": (0, 5), "what": "the number of pets each student owns"},
    {"title": "Customers per hour", "key": "Hour",
     "keys": ["9-10", "10-11", "11-12", "12-13", "13-14", "14-15", "15-16", "16-17", "17-18", "18-19", "19-20"],
     "col": "Customers", "range": (8, 30), "what": "the number of customers a shop had in each hour"},
]


@seed_program(
    id="table_median_mode", topic="statistics", level="elementary", difficulty="medium",
    question_type="free_form",
    concepts=["statistics/center/median", "statistics/center/mode"],
    source="DynaMath-style (statistics, data table)",
    variations=["numeric_values", "real_life_contexts"],
)
class TableMedianMode(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(7, 11)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(10, 12)),
        hard_means="ten to twelve rows (as many as the context has) to sort and tally instead of seven to eleven",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = int(rng.integers(space.rows.lo, min(space.rows.hi, len(ctx["keys"])) + 1))
        lo, hi = ctx["range"]
        for _ in attempts("a single mode occurring at least twice, different from the median"):
            values = [int(v) for v in rng.integers(lo, hi + 1, size=n)]
            top = Counter(values).most_common()
            if (top[0][1] >= 2 and (len(top) == 1 or top[1][1] < top[0][1])
                    and statistics.median(values) != top[0][0]):   # median and mode differ
                break
        return {"context": ci, "values": values}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The table lists {ctx['what']}. What are the median and the mode of these "
                f"{len(g['values'])} values? Give the median first, then the mode.")

    def answer(self, p):
        return Multi([Number(statistics.median(p["values"])), Number(statistics.mode(p["values"]))])

    def verify(self, g):
        # median by repeatedly striking out the smallest and largest value; mode by a tally
        rest = sorted(g["values"])
        while len(rest) > 2:
            rest = rest[1:-1]
        median = sum(rest) / len(rest)
        tally = {}
        for v in g["values"]:
            tally[v] = tally.get(v, 0) + 1
        mode = max(tally, key=lambda v: tally[v])
        return Multi([Number(median), Number(mode)])

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        rows = [[k, str(v)] for k, v in zip(ctx["keys"], g["values"])]
        charts.table(ax, [ctx["key"], ctx["col"]], rows, title=ctx["title"], col_widths=[1.4, 1.0],
                     fontsize=13)

    def subquestions(self, g):
        ordered = sorted(g["values"])
        return [
            SubQuestion(f"The sorted data are {', '.join(map(str, ordered))}. What is the median?",
                        Number(statistics.median(ordered)), "statistics/center/median"),
            SubQuestion(f"Which value occurs most often in {', '.join(map(str, g['values']))}?",
                        Number(statistics.mode(g["values"])), "statistics/center/mode"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = "; ".join(f"{k}: {v}" for k, v in zip(ctx["keys"], g["values"]))
        return f"A table titled '{ctx['title']}' listing {ctx['what']}: {pairs}."
