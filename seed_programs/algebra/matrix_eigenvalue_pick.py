"""Linear algebra: which listed number is an eigenvalue (hard: the largest eigenvalue) of a matrix shown as an image."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la


def _unimodular(rng, n, bound):
    """A random integer matrix with determinant ±1 (a product of elementary row operations), entries ≤ bound."""
    P = np.eye(n, dtype=int)
    for _ in range(2 * n):
        i, j = rng.choice(n, size=2, replace=False)
        P[int(i)] += int(rng.choice([-2, -1, 1, 2])) * P[int(j)]
        if np.abs(P).max() > bound:
            return None
    return P


@seed_program(
    id="matrix_eigenvalue_pick", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/linear_algebra/eigenvalues", "algebra/linear_algebra/cofactor_expansion"],
    source="DynaMath-style (linear algebra, eigenvalues from the characteristic polynomial)",
    variations=["numeric_values"],
)
class MatrixEigenvaluePick(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(2, 2), eig=IntRange(-7, 9), bound=12, ask="any"),
        hard=dict(n=IntRange(3, 3), eig=IntRange(-1, 9), bound=12, ask="largest"),
        hard_means="a 3×3 matrix with at most one zero entry (a cubic characteristic polynomial, no triangular "
                   "shortcut) and the question asks for the largest eigenvalue, with the two other eigenvalues among "
                   "the wrong options",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        for _ in attempts("a non-triangular integer matrix with distinct integer eigenvalues and four options"):
            if space.ask == "largest":                     # the largest spread evenly, the others below it
                top = int(space.eig.draw(rng))
                eig = sorted({top} | {int(v) for v in rng.choice(np.arange(top - 7, top), size=n - 1, replace=False)})
            else:
                eig = sorted({int(space.eig.draw(rng)) for _ in range(n)})
            if len(eig) < n:
                continue
            P = _unimodular(rng, n, 3)
            if P is None:
                continue
            Pinv = np.round(np.linalg.inv(P)).astype(int)
            A = P @ np.diag(eig) @ Pinv
            if np.abs(A).max() > space.bound or np.count_nonzero(A == 0) > (n - 2):
                continue                                   # at most one zero (3×3): no block-triangular shortcut
            if space.ask == "largest":
                right = max(eig)
                wrong = [e for e in eig if e != right]
                extra = [int(np.diag(A).max()), int(np.trace(A)), -right, right + 1]
            else:
                right = eig[int(rng.integers(n))]
                wrong = []
                extra = [int(A[0, 0]), int(A[1, 1]), int(np.trace(A)), int(round(np.linalg.det(A))), -right]
            for v in extra:
                if v not in eig and v not in wrong and len(wrong) < 3:
                    wrong.append(v)
            if len(wrong) < 3:
                continue
            options = [str(v) for v in [right] + wrong]
            options = [options[int(i)] for i in rng.permutation(4)]
            return ({"rows": [[int(v) for v in row] for row in A], "ask": space.ask, "options": options},
                    {"eig": eig})

    def question(self, g):
        n = len(g["rows"])
        if g["ask"] == "largest":
            return (f"The figure shows a {n}×{n} matrix A, all of whose eigenvalues are real. Which number is the "
                    f"largest eigenvalue of A?")
        return f"The figure shows a {n}×{n} matrix A. Which of the following numbers is an eigenvalue of A?"

    def answer(self, p):
        right = max(p["eig"]) if p["ask"] == "largest" else next(e for e in p["eig"] if str(e) in p["options"])
        return Choice(str(right), [o for o in p["options"] if o != str(right)])

    def verify(self, g):
        # The characteristic polynomial det(A − xI) with sympy: an option is an eigenvalue when it is a root.
        A = sp.Matrix(g["rows"])
        x = sp.symbols("x")
        poly = (A - x * sp.eye(A.rows)).det()
        if g["ask"] == "largest":
            roots = [r for r in sp.roots(sp.Poly(poly, x)).keys()]
            top = max(roots)
            hits = [o for o in g["options"] if sp.Integer(int(o)) == top]
        else:
            hits = [o for o in g["options"] if sp.expand(poly.subs(x, int(o))) == 0]
        return hits[0] if len(hits) == 1 else "none"

    def draw(self, g, ax, hide=()):
        n = len(g["rows"])
        rows = [[str(v).replace("-", "−") for v in row] for row in g["rows"]]
        width = max(len(s) for row in rows for s in row)
        cell = 1.0 + 0.18 * max(width - 1, 0)
        draw.geometry_axes(ax, [(-n * cell / 2 - 1.9, -n * 0.8 / 2 - 0.6), (n * cell / 2 + 0.5, n * 0.8 / 2 + 0.6)],
                           margin=0.04)
        la.matrix_picture(ax, rows, centre=(0, 0), cell=cell, fontsize=26 if n == 3 else 24, name="A =")

    def subquestions(self, g):
        A = np.array(g["rows"])
        return [
            SubQuestion(f"What is the trace of the matrix A = {la.matrix_text(g['rows'])} (rows listed), the sum of its "
                        f"diagonal entries (it equals the sum of the eigenvalues)?", Number(int(np.trace(A))),
                        "algebra/linear_algebra/eigenvector"),
            SubQuestion(f"What is the determinant of the matrix A = {la.matrix_text(g['rows'])} (rows listed)? (It "
                        f"equals the product of the eigenvalues.)", Number(int(round(np.linalg.det(A)))),
                        "algebra/linear_algebra/cofactor_expansion"),
        ]

    def description(self, g):
        return f"The figure shows the matrix A = {la.matrix_text(g['rows'])}, written row by row."
