"""Statistics: a conditional probability read from a two-way frequency table."""
from fractions import Fraction

from matplotlib.font_manager import FontProperties
from matplotlib.textpath import TextPath

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), cell=IntRange(3, 40),
                      ask=OneOf(("col_given_row", "row_given_col", "joint"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), cell=IntRange(40, 480),
                  ask=OneOf(("col_given_row", "row_given_col", "joint"))),
        hard_means="three-digit counts (40 to 480 per cell, totals in the thousands): the row, column and "
                   "grand totals take real arithmetic",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        nr = len(ctx["rows"])
        nc = int(rng.integers(3, len(ctx["cols"]) + 1))
        cells = [[int(v) for v in space.cell.draw(rng, size=nc)] for _ in range(nr)]
        ask = str(space.ask.draw(rng))
        return {"context": ci, "nc": nc, "cells": cells, "ask": ask, "r": int(rng.integers(nr)),
                "c": int(rng.integers(nc)), "totals": bool(rng.integers(0, 2))}

    def _names(self, g):
        ctx = CONTEXTS[g["context"]]
        return ctx["row_phr"][g["r"]], ctx["col_phr"][g["c"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        rn, cn = self._names(g)
        head = (f"The two-way table shows the results of a survey of {ctx['people']}. One of the {ctx['people']} "
                f"is chosen at random. ")
        if g["ask"] == "col_given_row":
            tail = f"Given that the person {rn}, what is the probability that the person {cn}?"
        elif g["ask"] == "row_given_col":
            tail = f"Given that the person {cn}, what is the probability that the person {rn}?"
        else:
            tail = f"What is the probability that the person {rn} and {cn}?"
        return head + tail + " Give the answer as a decimal."

    def answer(self, p):
        cells, r, c = p["cells"], p["r"], p["c"]
        den = {"col_given_row": sum(cells[r]), "row_given_col": sum(row[c] for row in cells),
               "joint": sum(map(sum, cells))}[p["ask"]]
        return Number(cells[r][c] / den)

    def verify(self, g):
        # list every person as a (row, col) pair and count
        people = [(i, j) for i, row in enumerate(g["cells"]) for j, v in enumerate(row) for _ in range(v)]
        r, c = g["r"], g["c"]
        cond = {"col_given_row": lambda t: t[0] == r, "row_given_col": lambda t: t[1] == c,
                "joint": lambda t: True}[g["ask"]]
        pool = [t for t in people if cond(t)]
        return Number(float(Fraction(sum(1 for t in pool if t == (r, c)), len(pool))))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        cols = ctx["cols"][:g["nc"]]
        header = [""] + cols + (["Total"] if g["totals"] else [])
        rows = []
        for name, row in zip(ctx["rows"], g["cells"]):
            rows.append([name] + [str(v) for v in row] + ([str(sum(row))] if g["totals"] else []))
        footer = []
        if g["totals"]:
            col_tot = [sum(row[j] for row in g["cells"]) for j in range(g["nc"])]
            footer = [["Total"] + [str(v) for v in col_tot] + [str(sum(col_tot))]]
        widths, size = self._fit_columns(ax, [header] + rows + footer)
        charts.table(ax, header, rows, title=ctx["title"], col_widths=widths, footer=footer, fontsize=size)

    @staticmethod
    def _fit_columns(ax, table, fontsize=13.0, pad=1.1):
        """Column widths (and a font size) under which no cell text runs into its neighbour.

        The usual widths (first column 1.5, the others 1.1) stay when every cell fits; otherwise each
        column gets its widest (bold) text plus ``pad`` em, and the font shrinks if even that is too wide."""
        bold = FontProperties(family="DejaVu Sans", weight="bold")
        need = [max(TextPath((0, 0), str(row[j]), size=fontsize, prop=bold).get_extents().width if str(row[j]) else 0.0
                    for row in table) + pad * fontsize for j in range(len(table[0]))]
        avail = ax.figure.get_size_inches()[0] * 72 * 0.98 * 0.96       # charts.table spans 0.96 of the axes
        usual = [1.5] + [1.1] * (len(need) - 1)
        if all(n <= avail * u / sum(usual) for n, u in zip(need, usual)):
            return usual, fontsize
        scale = min(1.0, avail / sum(need))                             # shrink the font only if needed
        return [n + (avail / scale - sum(need)) / len(need) for n in need], round(fontsize * scale, 1)

    def subquestions(self, g):
        cells, r, c = g["cells"], g["r"], g["c"]
        ctx = CONTEXTS[g["context"]]
        rn, cn = ctx["rows"][r], ctx["cols"][c]
        return [
            SubQuestion(f"How many people in the table are in the row '{rn}'?", Number(sum(cells[r])),
                        "statistics/probability/two_way_table"),
            SubQuestion(f"How many people in the table are in the column '{cn}'?",
                        Number(sum(row[c] for row in cells)), "statistics/probability/two_way_table"),
            SubQuestion("How many people does the table count altogether?", Number(sum(map(sum, cells))),
                        "statistics/probability/two_way_table"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        cols = ctx["cols"][:g["nc"]]
        parts = ["{}: {}".format(name, ", ".join(f"{cn} {v}" for cn, v in zip(cols, row)))
                 for name, row in zip(ctx["rows"], g["cells"])]
        return f"A two-way table '{ctx['title']}' of {ctx['people']} (counts). " + "; ".join(parts) + "."
