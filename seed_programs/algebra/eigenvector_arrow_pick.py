"""Linear algebra: which of four arrows drawn on a grid is an eigenvector of a stated 2×2 matrix."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

NAMES = "abcdpqrsuvwz"
COLOURS = ("blue", "red", "green", "purple")


def _parallel(x, y):
    return x[0] * y[1] - x[1] * y[0] == 0


@seed_program(
    id="eigenvector_arrow_pick", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/linear_algebra/eigenvector"],
    source="DynaMath-style (linear algebra, eigenvectors shown as arrows on a grid)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class EigenvectorArrowPick(SeedProgram):
    levels = Levels(
        standard=dict(basis=IntRange(-2, 2), eigen=OneOf((-2, -1, 1, 2, 3)), coord=IntRange(-4, 4), max_entry=6,
                      transpose_trap=OneOf((0, 1)), near_deg=60.0),
        hard=dict(basis=IntRange(-3, 3), eigen=OneOf((-3, -2, -1, 2, 3, 4, 5)), coord=IntRange(-5, 5), max_entry=9,
                  transpose_trap=OneOf((1,)), near_deg=20.0),
        hard_means="larger matrix entries, always an eigenvector of the transpose among the wrong arrows and, where "
                   "possible, wrong arrows that A turns by less than 20°, so the image must be computed exactly",
    )

    def sample(self, rng, space):
        r = space.basis.values if hasattr(space.basis, "values") else range(space.basis.lo, space.basis.hi + 1)
        unimodular = [(a, b, c, d) for a in r for b in r for c in r for d in r if a * d - b * c in (1, -1)]
        for _ in attempts("an integer, non-symmetric matrix with two eigen-directions and four clear arrows"):
            p1, p2, q1, q2 = unimodular[int(rng.integers(len(unimodular)))]
            l1, l2 = int(space.eigen.draw(rng)), int(space.eigen.draw(rng))
            if l1 == l2:
                continue
            P = sp.Matrix([[p1, q1], [p2, q2]])
            A = P * sp.diag(l1, l2) * P.inv()
            if max(abs(int(x)) for x in A) > space.max_entry or A[0, 1] == A[1, 0] or 0 in (A[0, 1], A[1, 0]):
                continue
            A = [[int(A[0, 0]), int(A[0, 1])], [int(A[1, 0]), int(A[1, 1])]]
            eig = [(p1, p2), (q1, q2)]
            k = int(rng.integers(2))
            s = int(rng.choice([1, -1, 2, -2]))
            right = (s * eig[k][0], s * eig[k][1])
            pool = []
            if int(space.transpose_trap.draw(rng)):
                At = np.array(A, float).T
                for lam in (l1, l2):  # an eigenvector of Aᵀ: the null space of Aᵀ - λI
                    M = At - lam * np.eye(2)
                    row = M[0] if np.abs(M[0]).sum() > 0 else M[1]
                    v = (int(round(-row[1])), int(round(row[0])))
                    g = np.gcd(*v) or 1
                    pool.append((v[0] // g, v[1] // g))
            cands = [tuple(int(c) for c in space.coord.draw(rng, size=2)) for _ in range(40)]
            near = [v for v in cands if v != (0, 0) and self._turn(A, v) < space.near_deg]
            pool += near + cands
            wrong = []
            for v in pool:
                if v == (0, 0) or max(abs(v[0]), abs(v[1])) > space.coord.hi or abs(v[0]) + abs(v[1]) < 2:
                    continue
                if any(_parallel(v, e) for e in eig) or any(_parallel(v, w) for w in wrong + [right]):
                    continue
                if min(self._apart(v, w) for w in wrong + [right]) < 25:
                    continue  # arrows (and their names) well apart
                wrong.append(v)
                if len(wrong) == 3:
                    break
            if len(wrong) < 3 or max(abs(right[0]), abs(right[1])) > space.coord.hi:
                continue
            arrows = [right] + wrong
            order = [int(i) for i in rng.permutation(4)]
            arrows = [arrows[i] for i in order]
            break
        names = [str(c) for c in rng.choice(list(NAMES), size=4, replace=False)]
        return ({"A": A, "arrows": [list(v) for v in arrows], "names": names},
                {"right": names[order.index(0)], "eigenvalue": (l1, l2)[k]})

    @staticmethod
    def _apart(v, w):
        d = abs(np.degrees(np.arctan2(v[1], v[0]) - np.arctan2(w[1], w[0]))) % 360
        return min(d, 360 - d)

    @staticmethod
    def _turn(A, v):
        w = np.array(A, float) @ np.array(v, float)
        if np.linalg.norm(w) == 0:
            return 0.0
        c = abs(w @ v) / np.linalg.norm(w) / np.linalg.norm(v)
        return float(np.degrees(np.arccos(min(1.0, c))))

    def question(self, g):
        return (f"Let A = {la.matrix_text(g['A'])} (rows listed). Four vectors "
                f"{', '.join(self._option(n, i) for i, n in enumerate(g['names'][:3]))} and "
                f"{self._option(g['names'][3], 3)} are drawn as arrows from the origin to grid points. "
                "Which of them is an eigenvector of A?")

    @staticmethod
    def _option(name, i):
        return f"{name} ({COLOURS[i]})"

    def answer(self, p):
        texts = [self._option(n, i) for i, n in enumerate(p["names"])]
        right = texts[p["names"].index(p["right"])]
        return Choice(right, [t for t in texts if t != right])

    def verify(self, g):
        # Exact sympy check of A·x = λx for each arrow (the 2×2 minor [x | Ax] vanishes); exactly one fits.
        A = sp.Matrix(g["A"])
        fits = [f"{n} ({COLOURS[i]})" for i, (n, v) in enumerate(zip(g["names"], g["arrows"]))
                if sp.Matrix.hstack(sp.Matrix(v), A * sp.Matrix(v)).det() == 0]
        assert len(fits) == 1, fits
        return fits[0]

    def draw(self, g, ax, hide=()):
        xlim, ylim = la.grid_window(ax, g["arrows"], min_span=10)
        arrows = []
        for v, name, c in zip(g["arrows"], g["names"], COLOURS):
            la.grid_arrow(ax, (0, 0), v, draw.PALETTE[c])
            arrows.append(((0, 0), v, name, draw.PALETTE[c]))
        la.place_arrow_labels(ax, arrows, xlim, ylim, fontsize=17)

    def subquestions(self, g):
        A = g["A"]
        v = g["arrows"][0]
        return [SubQuestion(f"Let A = {la.matrix_text(A)} (rows listed) and x = {la.vec_text(v)}. What is the first "
                            "component of A·x?", Number(A[0][0] * v[0] + A[0][1] * v[1]),
                            "algebra/linear_algebra/eigenvector")]

    def description(self, g):
        arrows = "; ".join(f"{self._option(n, i)} = {la.vec_text(v)}" for i, (n, v) in enumerate(zip(g["names"], g["arrows"])))
        return (f"Four vectors are drawn from the origin: {arrows}. Let A = {la.matrix_text(g['A'])} (rows listed). "
                "Which of the four vectors is an eigenvector of A?")
