"""Statistics: a conditional probability read from a two-way frequency table."""
from fractions import Fraction

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts

CONTEXTS = [
    {"title": "How students get to school", "people": "students", "rows": ["Year 9", "Year 10", "Year 11"],
     "cols": ["Bus", "Car", "Walk", "Bike"], "row_phr": ["is in Year 9", "is in Year 10", "is in Year 11"],
     "col_phr": ["travels by bus", "travels by car", "walks", "cycles"]},
    {"title": "Favourite sport", "people": "teenagers", "rows": ["Girls", "Boys"],
     "cols": ["Football", "Tennis", "Swimming", "Hockey"], "row_phr": ["is a girl", "is a boy"],
     "col_phr": ["chose football", "chose tennis", "chose swimming", "chose hockey"]},
    {"title": "Gym members by age group", "people": "gym members", "rows": ["Under 30", "30 to 50", "Over 50"],
     "cols": ["Morning", "Afternoon", "Evening"],
     "row_phr": ["is under 30", "is aged 30 to 50", "is over 50"],
     "col_phr": ["trains in the morning", "trains in the afternoon", "trains in the evening"]},
    {"title": "Phone brand by city", "people": "customers", "rows": ["Lyon", "Paris", "Nice"],
     "cols": ["Brand A", "Brand B", "Brand C"], "row_phr": ["is from Lyon", "is from Paris", "is from Nice"],
     "col_phr": ["owns Brand A", "owns Brand B", "owns Brand C"]},
]


@seed_program(
    id="two_way_table_conditional", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/probability/two_way_table", "statistics/probability/conditional_probability"],
    source="DynaMath-style (statistics, two-way table)",
    variations=["numeric_values", "real_life_contexts"],
)
class TwoWayTableConditional(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        nr = len(ctx["rows"])
        nc = int(rng.integers(3, len(ctx["cols"]) + 1))
        cells = [[int(v) for v in rng.integers(3, 41, size=nc)] for _ in range(nr)]
        ask = str(rng.choice(["col_given_row", "row_given_col", "joint"]))
        return {"context": ci, "nc": nc, "cells": cells, "ask": ask, "r": int(rng.integers(nr)),
                "c": int(rng.integers(nc)), "totals": bool(rng.integers(0, 2))}

    def _names(self, p):
        ctx = CONTEXTS[p["context"]]
        return ctx["row_phr"][p["r"]], ctx["col_phr"][p["c"]]

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        rn, cn = self._names(p)
        head = (f"The two-way table shows the results of a survey of {ctx['people']}. One of the {ctx['people']} "
                f"is chosen at random. ")
        if p["ask"] == "col_given_row":
            tail = f"Given that the person {rn}, what is the probability that the person {cn}?"
        elif p["ask"] == "row_given_col":
            tail = f"Given that the person {cn}, what is the probability that the person {rn}?"
        else:
            tail = f"What is the probability that the person {rn} and {cn}?"
        return head + tail + " Give the answer as a decimal."

    def answer(self, p):
        cells, r, c = p["cells"], p["r"], p["c"]
        den = {"col_given_row": sum(cells[r]), "row_given_col": sum(row[c] for row in cells),
               "joint": sum(map(sum, cells))}[p["ask"]]
        return Number(cells[r][c] / den)

    def verify(self, p):
        # list every person as a (row, col) pair and count
        people = [(i, j) for i, row in enumerate(p["cells"]) for j, v in enumerate(row) for _ in range(v)]
        r, c = p["r"], p["c"]
        cond = {"col_given_row": lambda t: t[0] == r, "row_given_col": lambda t: t[1] == c,
                "joint": lambda t: True}[p["ask"]]
        pool = [t for t in people if cond(t)]
        return Number(float(Fraction(sum(1 for t in pool if t == (r, c)), len(pool))))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        cols = ctx["cols"][:p["nc"]]
        header = [""] + cols + (["Total"] if p["totals"] else [])
        rows = []
        for name, row in zip(ctx["rows"], p["cells"]):
            rows.append([name] + [str(v) for v in row] + ([str(sum(row))] if p["totals"] else []))
        footer = []
        if p["totals"]:
            col_tot = [sum(row[j] for row in p["cells"]) for j in range(p["nc"])]
            footer = [["Total"] + [str(v) for v in col_tot] + [str(sum(col_tot))]]
        widths = [1.5] + [1.1] * (len(header) - 1)
        charts.table(ax, header, rows, title=ctx["title"], col_widths=widths, footer=footer, fontsize=13)

    def subquestions(self, p):
        cells, r, c = p["cells"], p["r"], p["c"]
        ctx = CONTEXTS[p["context"]]
        rn, cn = ctx["rows"][r], ctx["cols"][c]
        return [
            SubQuestion(f"How many people in the table are in the row '{rn}'?", Number(sum(cells[r])),
                        "statistics/probability/two_way_table"),
            SubQuestion(f"How many people in the table are in the column '{cn}'?",
                        Number(sum(row[c] for row in cells)), "statistics/probability/two_way_table"),
            SubQuestion("How many people does the table count altogether?", Number(sum(map(sum, cells))),
                        "statistics/probability/two_way_table"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        cols = ctx["cols"][:p["nc"]]
        parts = ["{}: {}".format(name, ", ".join(f"{cn} {v}" for cn, v in zip(cols, row)))
                 for name, row in zip(ctx["rows"], p["cells"])]
        return f"A two-way table '{ctx['title']}' of {ctx['people']} (counts). " + "; ".join(parts) + "."
