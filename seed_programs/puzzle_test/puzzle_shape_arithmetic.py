"""Puzzle: each shape stands for a number; three drawn equations fix the value of a fourth row."""
import itertools

import numpy as np
import sympy

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

COLOURS = ["red", "blue", "green", "orange", "purple", "pink"]
KINDS = ["circle", "square", "triangle", "star", "diamond", "hexagon"]


def _coefficients(terms, ops):
    """Net coefficient of each shape in a +/− row."""
    coef = [0, 0, 0]
    for i, t in enumerate(terms):
        coef[t] += -1 if i > 0 and ops[i - 1] == "-" else 1
    return coef


def _evaluate(terms, ops, values):
    """Value of a row with + − × (× binds tighter), by summing its products."""
    total, product, sign = 0, values[terms[0]], 1
    for op, t in zip(ops, terms[1:]):
        if op == "*":
            product *= values[t]
        else:
            total += sign * product
            sign, product = (1 if op == "+" else -1), values[t]
    return total + sign * product


@seed_program(
    id="puzzle_shape_arithmetic", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="numeric",
    concepts=["puzzles/equations/shape_arithmetic"],
    source="DynaMath-style (puzzle test, shapes standing for numbers)",
    variations=["numeric_values", "colors_labels", "graph_structure"],
)
class PuzzleShapeArithmetic(SeedProgram):
    levels = Levels(
        standard=dict(value=IntRange(1, 15), n1=IntRange(2, 3), ops=OneOf(("+", "+", "-")),
                      final_ops=OneOf(("+", "-", "*"))),
        hard=dict(value=IntRange(4, 25), n1=IntRange(3, 3), ops=OneOf(("+", "-", "-")),
                  final_ops=OneOf(("+", "-", "*", "*"))),
        hard_means="values up to 25, a first row of three equal shapes, more subtractions to undo and more "
                   "products in the last row",
    )

    def sample(self, rng, space):
        for _ in attempts("three solvable rows with positive totals and a new last row"):
            kinds = [KINDS[int(i)] for i in rng.permutation(len(KINDS))[:3]]
            colours = [COLOURS[int(i)] for i in rng.permutation(len(COLOURS))[:3]]
            values = [int(v) for v in space.value.draw(rng, size=3)]
            n1 = space.n1.draw(rng)
            rows = [{"terms": [0] * n1, "ops": ["+"] * (n1 - 1)}]
            for new in (1, 2):
                terms = [new] + [int(rng.integers(0, new + 1)) for _ in range(2)]
                terms = [terms[int(i)] for i in rng.permutation(3)]
                ops = [space.ops.draw(rng) for _ in range(2)]
                rows.append({"terms": terms, "ops": ops})
            final_terms = [int(i) for i in rng.permutation(3)]
            final_ops = [space.final_ops.draw(rng) for _ in range(2)]
            totals = [_evaluate(r["terms"], r["ops"], values) for r in rows]
            coefs = [_coefficients(r["terms"], r["ops"]) for r in rows]
            final = _evaluate(final_terms, final_ops, values)
            if min(totals) < 1 or final < 0 or coefs[1][1] == 0 or coefs[2][2] == 0:
                continue    # each row brings in its new shape: the three equations fix all values
            if len(set(values)) < 2:
                continue
            # no row where a drawn shape cancels itself out (e.g. square − square)
            if any(c[t] == 0 for r, c in zip(rows, coefs) for t in r["terms"]):
                continue
            # the last row must not just repeat a given row
            if "*" not in final_ops and _coefficients(final_terms, final_ops) in coefs:
                continue
            # ... nor one where the same shape is both added and subtracted
            if any(len({1 if i == 0 or r["ops"][i - 1] == "+" else -1
                        for i, t in enumerate(r["terms"]) if t == shape}) > 1
                   for r in rows for shape in set(r["terms"])):
                continue
            return {"kinds": kinds, "colours": colours, "rows": rows,
                    "t1": totals[0], "t2": totals[1], "t3": totals[2],
                    "final_terms": final_terms, "final_ops": final_ops}

    def _values(self, p):
        """Back-substitution: row 1 has one kind of shape, each later row adds one new kind."""
        values = [0, 0, 0]
        totals = [p["t1"], p["t2"], p["t3"]]
        for k, (row, total) in enumerate(zip(p["rows"], totals)):
            coef = _coefficients(row["terms"], row["ops"])
            known = sum(coef[j] * values[j] for j in range(k))
            values[k] = sympy.Rational(total - known, coef[k])
        return values

    def _name(self, g, i):
        return f"{g['colours'][i]} {g['kinds'][i]}"

    def question(self, g):
        return ("Each shape stands for a number, and the same shape always stands for the same "
                "number. Using the first three equations in the figure, find the value of the "
                "expression in the last row (marked ?). × means multiplication.")

    def answer(self, p):
        v = self._values(p)
        return Number(float(_evaluate(p["final_terms"], p["final_ops"], v)))

    def verify(self, g):
        # The three drawn equations are linear in the shape values: their coefficient matrix must have
        # full rank (exactly one assignment of numbers fits, whole or not). Then find it by brute
        # force over whole numbers 0..40 (the values drawn are at most 25) and evaluate the last row with it.
        x = sympy.symbols("x0:3")
        totals = [g["t1"], g["t2"], g["t3"]]
        rows = [self._expr(r["terms"], r["ops"], x) for r in g["rows"]]
        matrix = np.array([[float(sympy.Poly(e, *x).coeff_monomial(v)) for v in x] for e in rows])
        if np.linalg.matrix_rank(matrix) != 3:
            return Number(float("nan"))
        funcs = [sympy.lambdify(x, e) for e in rows]
        sols = [vals for vals in itertools.product(range(41), repeat=3)
                if all(f(*vals) == t for f, t in zip(funcs, totals))]
        if len(sols) != 1:
            return Number(float("nan"))
        final = self._expr(g["final_terms"], g["final_ops"], x)
        return Number(float(final.subs(dict(zip(x, sols[0])))))

    @staticmethod
    def _expr(terms, ops, x):
        text = f"x{terms[0]}"
        for op, t in zip(ops, terms[1:]):
            text += f" {op} x{t}"
        return sympy.sympify(text, locals={f"x{i}": x[i] for i in range(3)})

    def draw(self, g, ax, hide=()):
        rows = [(r["terms"], r["ops"], str(t)) for r, t in zip(g["rows"], (g["t1"], g["t2"], g["t3"]))]
        if "t3" in hide:
            rows[2] = (rows[2][0], rows[2][1], "?")
        rows.append((g["final_terms"], g["final_ops"], "?" if "t3" not in hide else
                     draw.fmt(float(self.answer(g).value))))
        symbol = {"+": "+", "-": "−", "*": "×"}
        for i, (terms, ops, result) in enumerate(rows):
            y = -1.3 * i
            x = 0.0
            for j, t in enumerate(terms):
                if j > 0:
                    ax.text(x + 0.4, y, symbol[ops[j - 1]], ha="center", va="center", fontsize=26, color=draw.INK)
                    x += 0.8
                draw.shape_icon(ax, g["kinds"][t], (x + 0.45, y), 0.9, color=draw.PALETTE[g["colours"][t]])
                x += 0.9
            ax.text(x + 0.4, y, "=", ha="center", va="center", fontsize=26, color=draw.INK)
            ax.text(x + 0.85, y, result, ha="left", va="center", fontsize=26, fontweight="bold",
                    color=draw.ACCENT if result == "?" else draw.INK)
            if i == 2:
                ax.plot([-0.2, 6.8], [y - 0.65, y - 0.65], color="#9ca3af", linewidth=1.5, linestyle="--")
        ax.set_xlim(-0.4, 7.0)
        ax.set_ylim(-5.45, 1.55)
        ax.set_aspect("equal")
        ax.axis("off")

    def _row_text(self, g, terms, ops):
        symbol = {"+": "+", "-": "−", "*": "×"}
        text = self._name(g, terms[0])
        for op, t in zip(ops, terms[1:]):
            text += f" {symbol[op]} {self._name(g, t)}"
        return text

    def subquestions(self, g):
        r1, r2 = g["rows"][0], g["rows"][1]
        v = self._values(g)
        return [
            SubQuestion(f"{self._row_text(g, r1['terms'], r1['ops'])} = {g['t1']}. What number does "
                        f"the {self._name(g, 0)} stand for?", Number(float(v[0])),
                        "puzzles/equations/shape_arithmetic"),
            SubQuestion(f"The {self._name(g, 0)} stands for {v[0]} and "
                        f"{self._row_text(g, r2['terms'], r2['ops'])} = {g['t2']}. What number does the "
                        f"{self._name(g, 1)} stand for?", Number(float(v[1])),
                        "puzzles/equations/shape_arithmetic"),
        ]

    def backward(self, g):
        # invert: shapes 0 and 1 from rows 1-2, shape 2 from the stated last row, then row 3
        v = self._values(g)
        final = _evaluate(g["final_terms"], g["final_ops"], v)
        z = sympy.Symbol("z")
        vals = [v[0], v[1], z]
        z_val = sympy.solve(sympy.Eq(_evaluate(g["final_terms"], g["final_ops"], vals), final), z)[0]
        row3 = g["rows"][2]
        t3 = _evaluate(row3["terms"], row3["ops"], [v[0], v[1], z_val])
        return Backward(
            "Each shape stands for a number, and the same shape always stands for the same number "
            "(× means multiplication). The result of the third equation is hidden (marked ?), and "
            f"the last row is known to equal {draw.fmt(float(final))}. What is the hidden result "
            "of the third equation?",
            Number(float(t3)), "t3")

    def description(self, g):
        lines = [f"{self._row_text(g, r['terms'], r['ops'])} = {t}"
                 for r, t in zip(g["rows"], (g["t1"], g["t2"], g["t3"]))]
        lines.append(f"{self._row_text(g, g['final_terms'], g['final_ops'])} = ?")
        return "Four rows of shapes are drawn as equations: " + "; ".join(lines) + "."
