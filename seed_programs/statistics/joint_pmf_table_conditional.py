"""Statistics: a joint probability table of two discrete random variables: a marginal probability, a
conditional probability, a conditional expectation E(X | Y = y) or the covariance."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

CONTEXTS = [
    {"x": "the number of children in a household", "y": "the number of cars it owns", "xs": (0, 1, 2, 3),
     "ys": (0, 1, 2, 3)},
    {"x": "the number of goals the home team scores", "y": "the number the away team scores", "xs": (0, 1, 2, 3),
     "ys": (0, 1, 2, 3)},
    {"x": "the score on the first of two quiz questions", "y": "the score on the second", "xs": (1, 2, 3, 4),
     "ys": (0, 1, 2, 3)},
    {"x": "the number of calls to a shop before noon", "y": "the number after noon", "xs": (1, 2, 3, 4),
     "ys": (1, 2, 3, 4)},
]


@seed_program(
    id="joint_pmf_table_conditional", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/probability/joint_distribution", "statistics/probability/conditional_probability"],
    source="DynaMath-style (statistics, joint probability table)",
    variations=["numeric_values", "real_life_contexts"],
)
class JointPmfTableConditional(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(2, 3), cols=IntRange(2, 3), unit=20,
                      ask=OneOf(("marginal", "conditional", "cond_mean", "cond_mean"))),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(3, 4), cols=IntRange(3, 4), unit=100,
                  ask=OneOf(("cond_mean", "cov", "cov"))),
        hard_means="3×3 to 4×4 tables in hundredths instead of twentieths, and mostly the covariance (three "
                   "expectations from the table) or a conditional mean",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        r, c, d = int(space.rows.draw(rng)), int(space.cols.draw(rng)), int(space.unit)
        ask = str(space.ask.draw(rng))
        for _ in attempts("every cell positive, none above 0.35, and a covariance of size at least 0.05"):
            cuts = sorted(int(v) for v in rng.choice(range(1, d), r * c - 1, replace=False))
            cells = [b - a for a, b in zip([0] + cuts, cuts + [d])]
            if max(cells) > 0.35 * d:
                continue
            P = np.array(cells).reshape(r, c) / d
            xs, ys = np.array(ctx["xs"][:r]), np.array(ctx["ys"][:c])
            cov = (P * np.outer(xs, ys)).sum() - (P.sum(1) @ xs) * (P.sum(0) @ ys)
            if abs(cov) >= 0.05:
                break
        g = {"context": ci, "rows": r, "cols": c, "ask": ask, "i": int(rng.integers(r)), "j": int(rng.integers(c))}
        for a in range(r):
            for b in range(c):
                g[f"p{a}{b}"] = round(cells[a * c + b] / d, 2)
        return g

    def _xs(self, g):
        return CONTEXTS[g["context"]]["xs"][:g["rows"]]

    def _ys(self, g):
        return CONTEXTS[g["context"]]["ys"][:g["cols"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        x, y = self._xs(g)[g["i"]], self._ys(g)[g["j"]]
        what = {"marginal": f"P(X = {x})", "conditional": f"P(X = {x} | Y = {y})",
                "cond_mean": f"E(X | Y = {y})", "cov": "Cov(X, Y)"}[g["ask"]]
        return (f"X is {ctx['x']} and Y is {ctx['y']}; the table gives their joint probabilities P(X = x, Y = y). "
                f"What is {what}? Give the answer to 4 decimal places.")

    def answer(self, p):
        P = np.array([[p[f"p{a}{b}"] for b in range(p["cols"])] for a in range(p["rows"])])
        xs, ys = np.array(self._xs(p), float), np.array(self._ys(p), float)
        i, j = p["i"], p["j"]
        if p["ask"] == "marginal":
            return Number(P[i].sum())
        if p["ask"] == "conditional":
            return Number(P[i, j] / P[:, j].sum())
        if p["ask"] == "cond_mean":
            return Number(xs @ P[:, j] / P[:, j].sum())
        return Number((P * np.outer(xs, ys)).sum() - (P.sum(1) @ xs) * (P.sum(0) @ ys))

    def verify(self, g):
        # exact fractions, looping over the outcomes (x, y) one at a time; Cov as E[(X − EX)(Y − EY)]
        ctx = CONTEXTS[g["context"]]
        xs, ys = ctx["xs"][:g["rows"]], ctx["ys"][:g["cols"]]
        out = {(xs[a], ys[b]): Fraction(round(100 * g[f"p{a}{b}"]), 100)
               for a in range(g["rows"]) for b in range(g["cols"])}
        if sum(out.values()) != 1:
            return Number(-99.0)
        x0, y0 = xs[g["i"]], ys[g["j"]]
        if g["ask"] == "marginal":
            return Number(float(sum(q for (x, _), q in out.items() if x == x0)))
        py = sum(q for (_, y), q in out.items() if y == y0)
        if g["ask"] == "conditional":
            return Number(float(out[(x0, y0)] / py))
        if g["ask"] == "cond_mean":
            return Number(float(sum(x * q / py for (x, y), q in out.items() if y == y0)))
        ex = sum(x * q for (x, _), q in out.items())
        ey = sum(y * q for (_, y), q in out.items())
        return Number(float(sum((x - ex) * (y - ey) * q for (x, y), q in out.items())))

    def draw(self, g, ax, hide=()):
        xs, ys = self._xs(g), self._ys(g)
        header = ["X \\ Y"] + [f"Y = {y}" for y in ys]
        rows = [[f"X = {x}"] + [f"{g[f'p{a}{b}']:.2f}" for b in range(g["cols"])] for a, x in enumerate(xs)]
        charts.table(ax, header, rows, title="Joint distribution of X and Y", fontsize=15,
                     col_widths=[1.3] + [1.0] * len(ys))

    def subquestions(self, g):
        xs, ys = self._xs(g), self._ys(g)
        j = g["j"]
        col = [g[f"p{a}{j}"] for a in range(g["rows"])]
        subs = [SubQuestion(f"From the joint table, what is the marginal probability P(Y = {ys[j]})?",
                            Number(sum(col)), "statistics/probability/joint_distribution")]
        if g["ask"] == "cov":
            subs.append(SubQuestion("From the joint table, what is E(X)?",
                                    Number(sum(x * g[f"p{a}{b}"] for a, x in enumerate(xs) for b in range(g["cols"]))),
                                    "statistics/probability/joint_distribution"))
        else:
            subs.append(SubQuestion(f"From the joint table, what is P(X = {xs[g['i']]} | Y = {ys[j]})?",
                                    Number(g[f"p{g['i']}{j}"] / sum(col)), "statistics/probability/conditional_probability"))
        return subs

    def description(self, g):
        xs, ys = self._xs(g), self._ys(g)
        cells = "; ".join(f"P(X = {x}, Y = {y}) = {g[f'p{a}{b}']:.2f}" for a, x in enumerate(xs)
                          for b, y in enumerate(ys))
        return f"A table of the joint distribution of X (rows) and Y (columns): {cells}."
