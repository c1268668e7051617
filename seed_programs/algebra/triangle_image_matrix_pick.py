"""Linear algebra: which matrix maps the drawn triangle PQR onto the drawn triangle P'Q'R' (a linear map on a grid)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

WINDOW = 7


@seed_program(
    id="triangle_image_matrix_pick", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/linear_algebra/matrix_columns_images"],
    source="DynaMath-style (linear algebra, a triangle and its image under a linear map on a grid)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class TriangleImageMatrixPick(SeedProgram):
    levels = Levels(
        standard=dict(entry=IntRange(-2, 2), coord=IntRange(-3, 3), close=OneOf((0,)), unit_vertex=OneOf((1, 0))),
        hard=dict(entry=IntRange(-3, 3), coord=IntRange(-3, 3), close=OneOf((1,)), unit_vertex=OneOf((0,))),
        hard_means="larger entries, no vertex at (1, 0) or (0, 1) that would show a column directly, and wrong "
                   "matrices that differ from the right one in a single entry by 1 or by a sign",
    )

    def sample(self, rng, space):
        for _ in attempts("an invertible matrix, a triangle and its image inside the window, three wrong matrices"):
            M = [[int(v) for v in space.entry.draw(rng, size=2)] for _ in range(2)]
            if M[0][0] * M[1][1] - M[0][1] * M[1][0] == 0 or M in ([[1, 0], [0, 1]], [[-1, 0], [0, -1]]):
                continue
            pts = [[int(v) for v in space.coord.draw(rng, size=2)] for _ in range(3)]
            if space.unit_vertex.draw(rng):
                pts[0] = [[1, 0], [0, 1]][int(rng.integers(2))]
            elif [1, 0] in pts or [0, 1] in pts:
                continue  # no vertex that shows a column of the matrix directly
            A, B, C = (np.array(p, float) for p in pts)
            area = abs((B - A)[0] * (C - A)[1] - (B - A)[1] * (C - A)[0]) / 2
            if area < 1.5 or [0, 0] in pts:
                continue
            imgs = [[M[0][0] * x + M[0][1] * y, M[1][0] * x + M[1][1] * y] for x, y in pts]
            if max(abs(c) for p in imgs for c in p) > WINDOW or len({tuple(p) for p in pts + imgs}) < 6:
                continue
            wrong = self._distractors(M, rng, bool(space.close.draw(rng)))
            if wrong is None:
                continue
            break
        options = [M] + wrong
        order = [int(i) for i in rng.permutation(4)]
        return ({"pts": pts, "imgs": imgs, "options": [options[i] for i in order]},
                {"right": order.index(0)})

    @staticmethod
    def _distractors(M, rng, close):
        (a, b), (c, d) = M
        near = []
        for i in range(2):
            for j in range(2):
                for delta in (1, -1):
                    N = [row[:] for row in M]
                    N[i][j] += delta
                    near.append(N)
                if M[i][j] != 0:
                    N = [row[:] for row in M]
                    N[i][j] = -N[i][j]
                    near.append(N)
        classic = [[[a, c], [b, d]], [[b, a], [d, c]], [[c, d], [a, b]], [[-a, b], [-c, d]], [[d, b], [c, a]]]
        pool = [near[int(k)] for k in rng.permutation(len(near))]
        if not close:
            pool = [classic[int(k)] for k in rng.permutation(len(classic))] + pool
        out = []
        for N in pool:
            if N != M and N not in out and N[0][0] * N[1][1] - N[0][1] * N[1][0] != 0:
                out.append(N)
            if len(out) == 3:
                return out
        return None

    def question(self, g):
        return ("A linear map of the plane sends triangle PQR (blue) onto triangle P'Q'R' (red), P to P', Q to Q' "
                "and R to R'; all six vertices are grid points. Which matrix (rows listed) is the matrix of the map?")

    def answer(self, p):
        texts = [la.matrix_text(m) for m in p["options"]]
        right = texts[p["right"]]
        return Choice(right, [t for t in texts if t != right])

    def verify(self, g):
        # Solve for the matrix from two vertices (sympy), check the third, then match exactly one option.
        P = sp.Matrix([g["pts"][0], g["pts"][1]]).T
        Q = sp.Matrix([g["imgs"][0], g["imgs"][1]]).T
        if P.det() == 0:
            P = sp.Matrix([g["pts"][0], g["pts"][2]]).T
            Q = sp.Matrix([g["imgs"][0], g["imgs"][2]]).T
        M = Q * P.inv()
        assert all(M * sp.Matrix(p) == sp.Matrix(i) for p, i in zip(g["pts"], g["imgs"]))
        fits = [o for o in g["options"] if sp.Matrix(o) == M]
        assert len(fits) == 1, fits
        return la.matrix_text(fits[0])

    def draw(self, g, ax, hide=()):
        pts, imgs = np.array(g["pts"], float), np.array(g["imgs"], float)
        la.grid_window(ax, np.vstack([pts, imgs]), min_span=8)
        for tri, names, c in ((pts, ("P", "Q", "R"), "blue"), (imgs, ("P'", "Q'", "R'"), "red")):
            colour = draw.PALETTE[c]
            closed = np.vstack([tri, tri[:1]])
            ax.fill(tri[:, 0], tri[:, 1], color=colour, alpha=0.18, zorder=2)
            ax.plot(closed[:, 0], closed[:, 1], color=colour, lw=2.2, zorder=3)
            centre = tri.mean(axis=0)
            for X, n in zip(tri, names):
                draw.label_grid_point(ax, X, n, away_from=centre, offset=13, color=colour, fontsize=14)

    def subquestions(self, g):
        M = g["options"][0]
        x, y = g["pts"][0]
        return [SubQuestion(f"What is the first coordinate of the image of ({x}, {y}) under the matrix "
                            f"{la.matrix_text(M)} (rows listed)?", Number(M[0][0] * x + M[0][1] * y),
                            "algebra/linear_algebra/matrix_columns_images")]

    def description(self, g):
        v = [la.vec_text(p) for p in g["pts"]] + [la.vec_text(p) for p in g["imgs"]]
        return (f"A linear map of the plane sends P{v[0]} to P'{v[3]}, Q{v[1]} to Q'{v[4]} and R{v[2]} to R'{v[5]}. "
                "Which matrix (rows listed) is the matrix of the map: "
                + ", ".join(la.matrix_text(o) for o in g["options"][:3]) + f" or {la.matrix_text(g['options'][3])}?")
