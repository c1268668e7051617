"""Linear algebra: one entry of the inverse of a 3×3 or 4×4 matrix shown as an image (adjugate / cofactors)."""
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la


def _det(M):
    """Determinant by cofactor expansion along the first row, exact (integers / Fractions)."""
    if len(M) == 1:
        return M[0][0]
    return sum((-1) ** j * M[0][j] * _det([row[:j] + row[j + 1:] for row in M[1:]]) for j in range(len(M)) if M[0][j])


def _cofactor(M, i, j):
    return (-1) ** (i + j) * _det([row[:j] + row[j + 1:] for r, row in enumerate(M) if r != i])


def _ordinal(k):
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


@seed_program(
    id="matrix_inverse_entry", topic="algebra", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["algebra/linear_algebra/cofactor_expansion", "algebra/linear_algebra/inverse_adjugate"],
    source="DynaMath-style (linear algebra, the inverse matrix by the adjugate)",
    variations=["numeric_values"],
)
class MatrixInverseEntry(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(3, 3), entry=IntRange(-4, 4), det=IntRange(1, 9), zeros=IntRange(0, 2)),
        hard=dict(n=IntRange(4, 4), entry=IntRange(-3, 3), det=IntRange(1, 12), zeros=IntRange(3, 5)),
        hard_means="a 4×4 matrix (the needed cofactor is a 3×3 determinant and det A a 4×4 one), and always an "
                   "off-diagonal entry whose transposed cofactor differs, so forgetting to transpose the adjugate "
                   "gives a wrong value",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        for _ in attempts("an invertible matrix with a small determinant and a non-zero, transpose-sensitive entry"):
            M = [[int(space.entry.draw(rng)) for _ in range(n)] for _ in range(n)]
            for k in rng.choice(n * n, size=int(space.zeros.draw(rng)), replace=False):
                M[int(k) // n][int(k) % n] = 0
            d = _det(M)
            if d == 0 or abs(d) > space.det.hi or sum(v == 0 for row in M for v in row) > n + 1:
                continue
            i, j = (int(x) for x in rng.integers(0, n, size=2))
            cji, cij = _cofactor(M, j, i), _cofactor(M, i, j)
            if cji == 0 or (n == 4 and (i == j or cji == cij)):
                continue
            return {"rows": M, "i": i, "j": j}

    def question(self, g):
        n = len(g["rows"])
        return (f"The figure shows a {n}×{n} matrix A. What is the entry in the {_ordinal(g['i'] + 1)} row and "
                f"{_ordinal(g['j'] + 1)} column of the inverse matrix A⁻¹? Give it as a fraction or as a decimal "
                f"rounded to three places.")

    def answer(self, p):
        # (A⁻¹)_ij = C_ji / det A: the adjugate is the transposed cofactor matrix
        M = p["rows"]
        return Number(float(Fraction(_cofactor(M, p["j"], p["i"]), _det(M))))

    def verify(self, g):
        # sympy's exact inverse (Gauss-Jordan)
        inv = sp.Matrix(g["rows"]).inv()
        return Number(float(inv[g["i"], g["j"]]))

    def draw(self, g, ax, hide=()):
        n = len(g["rows"])
        rows = [[str(v).replace("-", "−") for v in row] for row in g["rows"]]
        cell = 1.5
        draw.geometry_axes(ax, [(-n * cell / 2 - 1.9, -n * 0.8 / 2 - 0.6), (n * cell / 2 + 0.5, n * 0.8 / 2 + 0.6)],
                           margin=0.04)
        la.matrix_picture(ax, rows, centre=(0, 0), cell=cell, fontsize=24 if n == 4 else 26, name="A =")

    def subquestions(self, g):
        M, i, j = g["rows"], g["i"], g["j"]
        text = la.matrix_text(M)
        return [
            SubQuestion(f"What is the determinant of the matrix A = {text} (rows listed)?", Number(_det(M)),
                        "algebra/linear_algebra/cofactor_expansion"),
            SubQuestion(f"For the matrix A = {text} (rows listed), what is the cofactor C{j + 1}{i + 1} of the entry in "
                        f"row {j + 1}, column {i + 1} (the signed determinant of A without that row and column)?",
                        Number(_cofactor(M, j, i)), "algebra/linear_algebra/cofactor_expansion"),
        ]

    def description(self, g):
        return f"The figure shows the matrix A = {la.matrix_text(g['rows'])}, written row by row."
