"""Statistics: Spearman's rank correlation coefficient from a table of two rankings (or of two sets of
scores that must be ranked first), r_s = 1 − 6·Σd² / (n(n² − 1))."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

CONTEXTS = {
    "judges": dict(item="Contestant", cols=("Judge 1", "Judge 2"), title="Talent show rankings",
                   what="two judges ranked {n} contestants", scores="two judges scored {n} contestants"),
    "subjects": dict(item="Student", cols=("Maths", "Physics"), title="Class test results",
                     what="{n} students were ranked in a maths test and a physics test",
                     scores="{n} students took a maths test and a physics test"),
    "tasters": dict(item="Wine", cols=("Taster A", "Taster B"), title="Wine tasting",
                    what="two tasters ranked {n} wines", scores="two tasters scored {n} wines"),
}
NAMES = "ABCDEFGHJK"


@seed_program(
    id="spearman_rank_correlation_table", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/correlation/scatter_correlation"],
    source="DynaMath-style (statistics; Spearman's rank correlation from a table)",
    variations=["numeric_values", "real_life_contexts"],
)
class SpearmanRankCorrelationTable(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 7), given=OneOf(("ranks",))),
        hard=dict(n=IntRange(8, 10), given=OneOf(("scores",))),
        hard_means="eight to ten items given by their raw scores, so both columns must be ranked first, and "
                   "n(n² − 1) and Σd² are larger",
    )

    def sample(self, rng, space):
        """Givens: the context, the column of the first ranking and of the second (ranks 1..n, or scores
        with no ties when ``given`` is "scores")."""
        n = space.n.draw(rng)
        given = str(rng.choice(space.given.values))
        for _ in attempts("two rankings whose r_s is neither ±1 nor within 0.1 of 0"):
            r1 = [int(v) + 1 for v in rng.permutation(n)]
            noise = rng.normal(0, n * float(rng.choice([0.25, 0.5, 1.0])), n) * float(rng.choice([1, -1]))
            key = np.array(r1) * (1 if rng.random() < 0.75 else -1) + noise
            r2 = [int(v) + 1 for v in np.argsort(np.argsort(key))]
            d2 = sum((a - b) ** 2 for a, b in zip(r1, r2))
            rs = 1 - Fraction(6 * d2, n * (n * n - 1))
            if abs(rs) >= Fraction(1, 10) and abs(rs) != 1:
                break
        g = {"context": str(rng.choice(sorted(CONTEXTS))), "given": given}
        if given == "ranks":
            g["first"], g["second"] = r1, r2
        else:                                  # scores: rank 1 = highest score, no ties
            def scores(ranks):
                vals = sorted((int(v) for v in rng.choice(np.arange(35, 100), size=n, replace=False)), reverse=True)
                return [vals[r - 1] for r in ranks]
            g["first"], g["second"] = scores(r1), scores(r2)
        return g

    def _ctx(self, g):
        return CONTEXTS[g["context"]]

    def _intro(self, g):
        c, n = self._ctx(g), len(g["first"])
        if g["given"] == "ranks":
            return (f"In the table, {c['what'].format(n=n)} (rank 1 = best); the columns {c['cols'][0]} and "
                    f"{c['cols'][1]} give each {c['item'].lower()}'s two ranks.")
        return (f"In the table, {c['scores'].format(n=n)}; the columns {c['cols'][0]} and {c['cols'][1]} give "
                f"each {c['item'].lower()}'s two scores (no two scores in a column are equal).")

    def question(self, g):
        return (f"{self._intro(g)} Find Spearman's rank correlation coefficient r_s between the two "
                f"{'rankings' if g['given'] == 'ranks' else 'sets of scores'}. Give the answer to three decimal "
                f"places.")

    # -- answer: d² per item, then the formula ----------------------------------------------------------
    @staticmethod
    def _ranks(col):
        order = sorted(col, reverse=True)
        return [order.index(v) + 1 for v in col]

    def _d2(self, p):
        a, b = p["first"], p["second"]
        if p["given"] == "scores":
            a, b = self._ranks(a), self._ranks(b)
        return sum((x - y) ** 2 for x, y in zip(a, b))

    def answer(self, p):
        n = len(p["first"])
        return Number(float(1 - Fraction(6 * self._d2(p), n * (n * n - 1))))

    def verify(self, g):
        # Independent: Pearson's correlation coefficient of the two rank columns (numpy), which equals
        # Spearman's r_s when there are no ties.
        x, y = np.array(g["first"], float), np.array(g["second"], float)
        rx, ry = np.argsort(np.argsort(-x)) + 1.0, np.argsort(np.argsort(-y)) + 1.0
        return Number(float(np.corrcoef(rx, ry)[0, 1]))

    # -- views ---------------------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        c = self._ctx(g)
        rows = []
        for k, (a, b) in enumerate(zip(g["first"], g["second"])):
            rows.append([f"{c['item']} {NAMES[k]}", str(a), str(b)])
        fs = 13 if len(rows) <= 8 else 12
        charts.table(ax, [c["item"], *c["cols"]], rows, title=c["title"], col_widths=[1.5, 1.1, 1.1], fontsize=fs)

    def description(self, g):
        c = self._ctx(g)
        rows = "; ".join(f"{c['item']} {NAMES[k]}: {c['cols'][0]} {a}, {c['cols'][1]} {b}"
                         for k, (a, b) in enumerate(zip(g["first"], g["second"])))
        return f"A table titled '{c['title']}' with one row per {c['item'].lower()}: {rows}."

    def subquestions(self, g):
        n = len(g["first"])
        out = [SubQuestion(f"{self._intro(g)} Find Σd², the sum of the squared differences between each "
                           f"{self._ctx(g)['item'].lower()}'s two ranks.", Number(self._d2(g)),
                           "statistics/correlation/scatter_correlation")]
        out.append(SubQuestion(f"For {n} items with Σd² = {self._d2(g)}, what is Spearman's r_s = 1 − 6Σd² / "
                               f"(n(n² − 1))? Give the answer to three decimal places.",
                               Number(float(1 - Fraction(6 * self._d2(g), n * (n * n - 1)))),
                               "statistics/correlation/scatter_correlation"))
        return out
