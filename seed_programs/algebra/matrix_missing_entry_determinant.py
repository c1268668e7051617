"""Linear algebra: a matrix with one hidden entry and its stated determinant; find the entry (cofactor expansion)."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

ORD = {1: "first", 2: "second", 3: "third", 4: "fourth"}


def _shown(g):
    """The matrix as display strings, '?' at the hidden entry."""
    i, j = g["pos"]
    return [["?" if (r, c) == (i, j) else str(v) for c, v in enumerate(row)] for r, row in enumerate(g["rows"])]


@seed_program(
    id="matrix_missing_entry_determinant", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/linear_algebra/cofactor_expansion"],
    source="DynaMath-style (linear algebra, a matrix image with one entry hidden and its determinant stated)",
    variations=["numeric_values", "symbolic_substitution"],
)
class MatrixMissingEntryDeterminant(SeedProgram):
    levels = Levels(
        standard=dict(size=OneOf((3,)), entry=IntRange(-4, 4), zeros3=IntRange(1, 3), zeros4=IntRange(5, 7),
                      hidden=IntRange(-9, 9),
                      max_det=120),
        hard=dict(size=OneOf((3, 4)), entry=IntRange(-7, 7), zeros3=IntRange(0, 1), zeros4=IntRange(5, 7),
                  hidden=IntRange(-15, 15),
                  max_det=1500),
        hard_means="entries up to ±7, a hidden entry up to ±15 and half the time a 4×4 matrix (with a few zeros), so the cofactor of the "
                   "hidden entry is itself a 3×3 determinant and the rest a longer expansion",
    )

    def sample(self, rng, space):
        n = int(space.size.draw(rng))
        for _ in attempts("a non-zero cofactor at the hidden entry and a moderate determinant"):
            M = [[int(v) for v in space.entry.draw(rng, size=n)] for _ in range(n)]
            for k in rng.choice(n * n, size=int((space.zeros3 if n == 3 else space.zeros4).draw(rng)), replace=False):
                M[int(k) // n][int(k) % n] = 0
            i, j = int(rng.integers(n)), int(rng.integers(n))
            x = int(space.hidden.draw(rng))
            M[i][j] = x
            full = sp.Matrix(M)
            minor = full.copy()
            minor.row_del(i)
            minor.col_del(j)
            if minor.det() == 0 or x == 0 or abs(full.det()) > space.max_det or full.det() == 0:
                continue
            break
        rows = [row[:] for row in M]
        rows[i][j] = 0  # not shown: the hidden entry's place holds a placeholder
        return ({"rows": rows, "pos": [i, j], "det": int(full.det())}, {"x": x})

    def question(self, g):
        n = len(g["rows"])
        i, j = g["pos"]
        return (f"The {n}×{n} matrix A has one entry hidden (?), in row {i + 1} and column {j + 1}, and "
                f"det A = {g['det']}. What is the hidden entry?")

    def answer(self, p):
        return Number(p["x"])

    def verify(self, g):
        # The determinant is linear in the hidden entry: solve det A(t) = det symbolically in sympy.
        t = sp.Symbol("t")
        M = sp.Matrix(g["rows"])
        M[g["pos"][0], g["pos"][1]] = t
        roots = sp.solve(sp.Eq(M.det(), g["det"]), t)
        assert len(roots) == 1, roots
        return Number(float(roots[0]))

    def draw(self, g, ax, hide=()):
        n = len(g["rows"])
        rows = _shown(g)
        width = max(len(s) for row in rows for s in row)
        cell = 1.0 + 0.18 * max(width - 2, 0)
        draw.geometry_axes(ax, [(-n * cell / 2 - 1.9, -n * 0.8 / 2 - 1.4), (n * cell / 2 + 0.5, n * 0.8 / 2 + 0.5)],
                           margin=0.04)
        la.matrix_picture(ax, rows, centre=(0, 0.3), cell=cell, fontsize=26 if n == 3 else 22, highlight=tuple(g["pos"]),
                          name="A =")
        det = "?" if "det" in hide else str(g["det"])
        ax.text(0, -n * 0.4 - 0.5, f"det A = {det}", ha="center", va="top", fontsize=24 if n == 3 else 21,
                color=draw.ACCENT if "det" in hide else draw.INK)

    def subquestions(self, g):
        i, j = g["pos"]
        minor = [[v for c, v in enumerate(row) if c != j] for r, row in enumerate(g["rows"]) if r != i]
        cof = (-1) ** (i + j) * int(round(np.linalg.det(np.array(minor, float))))
        return [SubQuestion(f"In the {len(g['rows'])}×{len(g['rows'])} matrix A = {la.matrix_text(_shown(g))} (rows "
                            f"listed), what is the cofactor of the entry in row {i + 1}, column {j + 1} (the ? entry)?",
                            Number(cof), "algebra/linear_algebra/cofactor_expansion")]

    def backward(self, g):
        i, j = g["pos"]
        x, base, C = self._expansion(g)
        return Backward(f"The {len(g['rows'])}×{len(g['rows'])} matrix A has one entry marked ?, in row "
                        f"{i + 1} and column {j + 1}. That entry is {draw.fmt(float(x))}. What is det A?",
                        Number(float(base + x * C)), "det")

    @staticmethod
    def _laplace(M):
        if len(M) == 1:
            return Fraction(M[0][0])
        return sum((-1) ** c * Fraction(M[0][c]) * MatrixMissingEntryDeterminant._laplace([row[:c] + row[c + 1:] for row in M[1:]])
                   for c in range(len(M)) if M[0][c] != 0)

    def _expansion(self, g):
        """(x, D, C) with det = D + x·C by Laplace expansion, for the backward view."""
        i, j = g["pos"]
        base = self._laplace(g["rows"])  # the hidden place holds 0
        minor = [row[:j] + row[j + 1:] for r, row in enumerate(g["rows"]) if r != i]
        C = (-1) ** (i + j) * self._laplace(minor)
        return (Fraction(g["det"]) - base) / C, base, C

    def description(self, g):
        n = len(g["rows"])
        return (f"A {n}×{n} matrix A = {la.matrix_text(_shown(g))} (rows listed) has one hidden entry ?, and "
                f"det A = {g['det']}. What is the hidden entry?")
