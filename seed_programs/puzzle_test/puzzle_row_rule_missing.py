"""Puzzle: every row of a number table follows the same rule (third = f(first, second)); find the missing one."""
from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
K_RANGE = range(-5, 6)      # constants the puzzles use
K_WIDE = range(-40, 41)     # constants a solver might try: the answer must not depend on the choice


def _fitting(rows):
    """Every (rule, k) of the family that reproduces all complete rows."""
    return [(name, k) for name, (_, f) in RULES.items() for k in K_WIDE
            if all(f(a, b, k) == c for a, b, c in rows)]


@seed_program(
    id="puzzle_row_rule_missing", topic="puzzle_test", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["puzzles/patterns/number_rule"],
    source="DynaMath-style (puzzle test, number pattern in a table)",
    variations=["numeric_values", "symbolic_substitution"],
)
class PuzzleRowRuleMissing(SeedProgram):
    def sample(self, rng):
        names = list(RULES)
        while True:
            rule = names[int(rng.integers(0, len(names)))]
            k = int(rng.choice([v for v in K_RANGE if v not in (0, 1)])) if rule in ("sum_times", "times_plus", "diff_times") \
                else int(rng.choice(list(K_RANGE)))
            f = RULES[rule][1]
            ab = [[int(x) for x in rng.integers(2, 10, size=2)] for _ in range(3)]
            if rule == "diff_times":
                ab = [sorted(r, reverse=True) for r in ab]
                if any(a == b for a, b in ab) or k < 0:
                    continue
            if len({r[0] for r in ab}) < 3 or len({r[1] for r in ab}) < 3:
                continue
            rows = [[a, b, f(a, b, k)] for a, b in ab]
            if any(c <= 0 or c > 120 for _, _, c in rows):
                continue
            fits = _fitting(rows[:2])
            if len({RULES[n][1](*ab[2], kk) for n, kk in fits}) != 1:
                continue   # the two complete rows must pin the answer down
            value = rows[2][2]
            # distractors: other rules of the family applied to the last row (each fits at most one row)
            wrong = []
            for n in names:
                for kk in (k, 0, 1, -1, 2):
                    v = RULES[n][1](*ab[2], kk)
                    if 0 < v != value and v not in wrong and len(wrong) < 12:
                        wrong.append(int(v))
            wrong = sorted({w for w in wrong}, key=lambda w: abs(w - value))[:6]
            if len(wrong) < 3:
                continue
            pick = [wrong[int(i)] for i in sorted(rng.choice(len(wrong), size=3, replace=False))]
            return {"rule": rule, "k": k, "rows": rows, "wrong": pick,
                    "fill": str(rng.choice(["#fef3c7", "#dbeafe", "#dcfce7"]))}

    def question(self, p):
        return ("In every row of the table in the figure, the third number is obtained from the first two by the "
                "same rule. Which number replaces the question mark?")

    def answer(self, p):
        return Choice(str(p["rows"][2][2]), [str(w) for w in p["wrong"]])

    def verify(self, p):
        # search the whole family of rules for those fitting the two complete rows
        a, b = p["rows"][2][:2]
        values = {RULES[n][1](a, b, k) for n, k in _fitting(p["rows"][:2])}
        return str(values.pop()) if len(values) == 1 else "ambiguous"

    def draw(self, p, ax, hide=()):
        cells = [[str(v) for v in row] for row in p["rows"]]
        cells[2][2] = "?"
        diagrams.number_grid(ax, cells, fills={(2, 2): p["fill"]}, fontsize=28, linewidth=2.5)

    def subquestions(self, p):
        formula, f = RULES[p["rule"]]
        a, b, _ = p["rows"][2]
        text = formula.replace("k", str(p["k"])).replace("+ -", "− ").replace("− -", "+ ")
        return [SubQuestion(f"A rule computes c = {text}. What is c for a = {a} and b = {b}?",
                            Number(f(a, b, p["k"])), "puzzles/patterns/number_rule")]

    def description(self, p):
        (a1, b1, c1), (a2, b2, c2), (a3, b3, _) = p["rows"]
        return (f"A table with three rows of three numbers: {a1}, {b1}, {c1} / {a2}, {b2}, {c2} / {a3}, {b3}, ?. "
                f"In every row the third number comes from the first two by the same rule.")
