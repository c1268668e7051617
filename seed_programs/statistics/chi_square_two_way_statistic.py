"""Statistics: the chi-square statistic of a test of independence for the observed counts of a two-way table."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

CONTEXTS = [
    {"title": "Survey: preferred drink", "row_name": "Group", "rows": ["Students", "Staff", "Visitors"],
     "cols": ["Tea", "Coffee", "Juice"]},
    {"title": "Clinic trial outcomes", "row_name": "Treatment", "rows": ["Drug A", "Drug B", "Placebo"],
     "cols": ["Improved", "No change", "Worse"]},
    {"title": "Commute by age group", "row_name": "Age", "rows": ["Under 30", "30 to 50", "Over 50"],
     "cols": ["Car", "Bus", "Bike"]},
    {"title": "Voting intention by region", "row_name": "Region", "rows": ["North", "South", "East"],
     "cols": ["Party X", "Party Y", "Undecided"]},
]


@seed_program(
    id="chi_square_two_way_statistic", topic="statistics", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["statistics/probability/two_way_table", "statistics/probability/independent_events"],
    source="Undergraduate statistics (chi-square test of independence), DynaMath-style table image",
    variations=["numeric_values", "real_life_contexts"],
)
class ChiSquareTwoWayStatistic(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), shape=OneOf(((2, 2),)), scale=IntRange(2, 6),
                      totals=OneOf((True,))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), shape=OneOf(((2, 3), (3, 2), (3, 3))), scale=IntRange(1, 4),
                  totals=OneOf((False,))),
        hard_means="2×3 to 3×3 tables without the totals printed: every row, column and grand total must be "
                   "found first, and four to nine expected counts and terms to add",
    )

    def sample(self, rng, space):
        nr, nc = (int(x) for x in space.shape.draw(rng))
        for _ in attempts("expected counts at least 5, observed counts at least 1, χ² at least 1 (2-d.p. rounding within 1%)"):
            r = [int(x) for x in rng.integers(1, 5, nr)]
            c = [int(x) for x in rng.integers(1, 5, nc)]
            m = int(space.scale.draw(rng))
            E = np.outer(r, c) * m                               # row total r_i·Σc·m, column total c_j·Σr·m
            D = np.zeros((nr, nc), int)
            for _k in range(int(rng.integers(1, 4))):
                i1, i2 = rng.choice(nr, 2, replace=False)
                j1, j2 = rng.choice(nc, 2, replace=False)
                d = int(rng.integers(1, 7))
                D[i1, j1] += d
                D[i2, j2] += d
                D[i1, j2] -= d
                D[i2, j1] -= d
            O = E + D
            chi = float(((O - E) ** 2 / E).sum())
            if chi >= 1 and E.min() >= 5 and O.min() >= 1 and np.abs(D).sum() > 0 and E.sum() <= 400:
                break
        return {"context": int(space.context.draw(rng)), "observed": O.tolist(), "totals": bool(space.totals.draw(rng))}

    def _labels(self, g):
        ctx = CONTEXTS[g["context"]]
        nr, nc = len(g["observed"]), len(g["observed"][0])
        return ctx["rows"][:nr], ctx["cols"][:nc]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        nr, nc = len(g["observed"]), len(g["observed"][0])
        return (f"The {nr} × {nc} two-way table '{ctx['title']}' shows observed counts. For a chi-square test of independence between the row and the column variable, what is "
                f"the value of the test statistic χ² = Σ (O − E)²/E (no continuity correction)? Give your answer "
                f"to two decimal places.")

    def answer(self, p):
        O = [[Fraction(x) for x in row] for row in p["observed"]]
        R = [sum(row) for row in O]
        C = [sum(col) for col in zip(*O)]
        N = sum(R)
        chi = Fraction(0)
        for i, row in enumerate(O):
            for j, o in enumerate(row):
                e = R[i] * C[j] / N                              # expected count under independence
                chi += (o - e) ** 2 / e
        return Number(float(chi))

    def verify(self, g):
        # the shortcut form χ² = N·(Σ O²/(R_i·C_j) − 1), straight from the observed counts, in floats
        O = np.array(g["observed"], float)
        R, C, N = O.sum(axis=1), O.sum(axis=0), O.sum()
        return Number(float(N * ((O ** 2 / np.outer(R, C)).sum() - 1)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        rows_l, cols_l = self._labels(g)
        O = g["observed"]
        header = [ctx["row_name"]] + cols_l + (["Total"] if g["totals"] else [])
        rows = []
        for name, row in zip(rows_l, O):
            rows.append([name] + [str(x) for x in row] + ([str(sum(row))] if g["totals"] else []))
        footer = []
        if g["totals"]:
            col_tot = [sum(col) for col in zip(*O)]
            footer = [["Total"] + [str(x) for x in col_tot] + [str(sum(col_tot))]]
        charts.table(ax, header, rows, title=ctx["title"], fontsize=14, footer=footer,
                     col_widths=[1.5] + [1.0] * (len(header) - 1))

    def subquestions(self, g):
        O = g["observed"]
        rows_l, cols_l = self._labels(g)
        R0 = sum(O[0])
        C0 = sum(row[0] for row in O)
        N = sum(sum(row) for row in O)
        nr, nc = len(O), len(O[0])
        return [SubQuestion(f"In the table, what is the expected count of the cell ({rows_l[0]}, {cols_l[0]}) under "
                            f"independence (row total × column total ÷ grand total)?", Number(R0 * C0 / N),
                            "statistics/probability/two_way_table"),
                SubQuestion(f"How many degrees of freedom does the chi-square test of independence for a {nr} × {nc} "
                            f"table have?", Number((nr - 1) * (nc - 1)), "statistics/probability/independent_events")]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        rows_l, cols_l = self._labels(g)
        body = "; ".join(f"{name}: " + ", ".join(f"{c} {x}" for c, x in zip(cols_l, row))
                         for name, row in zip(rows_l, g["observed"]))
        tot = " Row, column and grand totals are printed." if g["totals"] else ""
        return f"A table titled '{ctx['title']}' of observed counts, rows by {ctx['row_name'].lower()}: {body}.{tot}"
