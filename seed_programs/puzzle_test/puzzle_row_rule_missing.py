"""Puzzle: every row of a number table follows the same rule (third = f(first, second)); find the missing one.

The table shows enough complete rows to pin the rule down: among every rule of the family
c = α·a² + β·a·b + p·a + q·b + k (α, β in {0, 1}; p, q in −6..6; k in −40..40), which holds every rule
the puzzle draws from and the simple rivals a solver might try (a + b − 3, 2a, 3a − b + 3, ...),
exactly one fits all complete rows."""
from itertools import product

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import diagrams

# rule name -> (formula text with k, function of a, b, k)
RULES = {
    "sum_plus": ("a + b + k", lambda a, b, k: a + b + k),
    "product_plus": ("a × b + k", lambda a, b, k: a * b + k),
    "sum_times": ("(a + b) × k", lambda a, b, k: (a + b) * k),
    "times_plus": ("a × k + b", lambda a, b, k: a * k + b),
    "square_plus": ("a² + b + k", lambda a, b, k: a * a + b + k),
    "diff_times": ("(a − b) × k", lambda a, b, k: (a - b) * k),
    "product_minus_sum": ("a × b − a − b + k", lambda a, b, k: a * b - a - b + k),
}
SCALED = ("sum_times", "times_plus", "diff_times")      # k is a factor there: never 0 or 1
# The family a solver's rule is taken from: c = α a² + β ab + p a + q b + k.
ALPHA, BETA, PQ, K_WIDE = (0, 1), (0, 1), range(-6, 7), range(-40, 41)


def _family_fits(rows):
    """Every rule (α, β, p, q, k) of the family that reproduces all the given complete rows."""
    rows = np.array(rows, dtype=np.int64)
    a, b, c = rows[:, 0], rows[:, 1], rows[:, 2]
    ks = np.array(K_WIDE)
    out = []
    for al, be, p, q in product(ALPHA, BETA, PQ, PQ):
        rest = c - (al * a * a + be * a * b + p * a + q * b)       # must be the same k on every row
        if np.all(rest == rest[0]) and rest[0] in ks:
            out.append((al, be, p, q, int(rest[0])))
    return out


@seed_program(
    id="puzzle_row_rule_missing", topic="puzzle_test", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["puzzles/patterns/number_rule"],
    source="DynaMath-style (puzzle test, number pattern in a table)",
    variations=["numeric_values", "symbolic_substitution"],
)
class PuzzleRowRuleMissing(SeedProgram):
    levels = Levels(
        standard=dict(rule=OneOf(tuple(RULES)), k=IntRange(-5, 5), ab=IntRange(2, 9), shown=4, c_max=120,
                      fill=OneOf(("#fef3c7", "#dbeafe", "#dcfce7"))),
        hard=dict(rule=OneOf(tuple(RULES)), k=IntRange(-9, 9), ab=IntRange(3, 14), shown=4, c_max=300,
                  fill=OneOf(("#fef3c7", "#dbeafe", "#dcfce7"))),
        hard_means="larger entries (up to 14, results up to 300) and constants up to ±9, so the rule is harder to "
                   "spot and the distractors from rival rules sit closer to the answer",
    )

    def sample(self, rng, space):
        for _ in attempts("rows whose complete part fits exactly one rule of the family, with 3 distractors"):
            rule = space.rule.draw(rng)
            k = space.k.draw(rng)
            if rule in SCALED and k in (0, 1):
                continue
            f = RULES[rule][1]
            ab = [[int(x) for x in space.ab.draw(rng, size=2)] for _ in range(space.shown + 1)]
            if rule == "diff_times":
                ab = [sorted(r, reverse=True) for r in ab]
                if any(a == b for a, b in ab) or k < 0:
                    continue
            if len({r[0] for r in ab}) < len(ab) or len({r[1] for r in ab}) < len(ab):
                continue
            rows = [[a, b, f(a, b, k)] for a, b in ab]
            if any(c <= 0 or c > space.c_max for _, _, c in rows):
                continue
            if len(_family_fits(rows[:-1])) != 1:
                continue   # the complete rows must single out one rule (and so one answer)
            value = rows[-1][2]
            # distractors: other rules of the family applied to the last row (none fits the shown rows)
            wrong = []
            for n in RULES:
                for kk in (k, 0, 1, -1, 2):
                    v = RULES[n][1](*ab[-1], kk)
                    if 0 < v != value and v not in wrong and len(wrong) < 12:
                        wrong.append(int(v))
            wrong = sorted(set(wrong), key=lambda w: abs(w - value))[:6]
            if len(wrong) < 3:
                continue
            pick = [wrong[int(i)] for i in sorted(rng.choice(len(wrong), size=3, replace=False))]
            shown = [list(r) for r in rows[:-1]] + [rows[-1][:2]]
            return ({"rows": shown, "options": sorted([value] + pick), "fill": space.fill.draw(rng)},
                    {"rule": rule, "k": k, "value": value, "wrong": pick})

    def question(self, g):
        return ("In every row of the table in the figure, the third number is obtained from the first two by the "
                "same rule. Which number replaces the question mark?")

    def answer(self, p):
        return Choice(str(p["value"]), [str(w) for w in p["wrong"]])

    def verify(self, g):
        # Enumerate the whole rule family against the complete rows: exactly one rule must fit, and the
        # missing number is that rule applied to the last row; it must be one of the options.
        fits = _family_fits(g["rows"][:-1])
        if len(fits) != 1:
            return "ambiguous"
        al, be, p, q, k = fits[0]
        a, b = g["rows"][-1]
        value = al * a * a + be * a * b + p * a + q * b + k
        return str(value) if value in g["options"] else "not offered"

    def draw(self, g, ax, hide=()):
        cells = [[str(v) for v in row] for row in g["rows"][:-1]] + [[str(v) for v in g["rows"][-1]] + ["?"]]
        last = len(cells) - 1
        diagrams.number_grid(ax, cells, fills={(last, 2): g["fill"]}, fontsize=24, linewidth=2.5)

    def subquestions(self, g):
        rows = g["rows"][:-1]
        (a1, b1, c1), (a2, b2, c2) = rows[0], rows[1]
        return [SubQuestion(f"In the first row of the table, {a1} and {b1} give {c1}; in the second, {a2} and {b2} "
                            f"give {c2}. By how much does the third number grow from the first row to the second?",
                            Number(c2 - c1), "puzzles/patterns/number_rule")]

    def description(self, g):
        rows = " / ".join(", ".join(str(v) for v in r) for r in g["rows"][:-1])
        a, b = g["rows"][-1]
        return (f"A table with {len(g['rows'])} rows of three numbers: {rows} / {a}, {b}, ?. "
                f"In every row the third number comes from the first two by the same rule. "
                f"The options are {', '.join(str(v) for v in g['options'])}.")
