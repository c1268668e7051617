"""Graph theory: read a graph off its adjacency matrix: edges, walks of a given length, triangles."""
import itertools

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="adjacency_matrix_walks", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["graph_theory/matrices/adjacency_matrix", "graph_theory/matrices/walk_count"],
    source="DynaMath-style (graph theory, adjacency matrix)",
    variations=["graph_structure", "point_labels"],
)
class AdjacencyMatrixWalks(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 7), kind=OneOf(("edges", "walks", "walks")), length=IntRange(3, 3)),
        hard=dict(n=IntRange(6, 7), kind=OneOf(("walks", "walks", "triangles")), length=IntRange(4, 4)),
        hard_means="6-7 vertices, walks of length 4 instead of 3 (fourth powers of the matrix, dozens of walks) or the "
                   "number of triangles, never the plain edge count",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        for _ in attempts("a graph with a non-trivial answer"):
            n = int(space.n.draw(rng))
            density = rng.uniform(0.3, 0.75)
            A = np.zeros((n, n), dtype=int)
            for i, j in itertools.combinations(range(n), 2):
                if rng.random() < density:
                    A[i, j] = A[j, i] = 1
            if A.sum(axis=1).min() == 0:
                continue
            length = int(space.length.draw(rng))
            x, y = (int(v) for v in rng.choice(n, size=2, replace=False))
            p = {"n": n, "labels": draw.pick_labels(rng, n, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"),
                 "matrix": A.tolist(), "kind": kind, "length": length, "x": x, "y": y}
            value = self.answer(p).value
            if value >= 2:
                return p

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        L = g["labels"]
        head = (f"The figure shows the adjacency matrix of an undirected graph on the vertices "
                f"{', '.join(L)} (an entry 1 means the row's vertex and the column's vertex are joined by an "
                f"edge). ")
        if g["kind"] == "edges":
            return head + "How many edges does the graph have?"
        if g["kind"] == "triangles":
            return head + "How many triangles (sets of three mutually joined vertices) does the graph contain?"
        return (head + f"How many walks of length {g['length']} (sequences of {g['length']} edges, vertices and "
                f"edges may repeat) start at vertex {L[g['x']]} and end at vertex {L[g['y']]}?")

    def description(self, g):
        L = g["labels"]
        rows = "; ".join(f"row {L[i]}: {' '.join(str(v) for v in row)}" for i, row in enumerate(g["matrix"]))
        return (f"A {g['n']}×{g['n']} adjacency matrix with rows and columns in the order {', '.join(L)}: "
                f"{rows}.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        A = np.array(p["matrix"], dtype=np.int64)
        if p["kind"] == "edges":
            return Number(int(A.sum()) // 2, tolerance=0)
        if p["kind"] == "triangles":
            return Number(int(np.trace(np.linalg.matrix_power(A, 3))) // 6, tolerance=0)
        return Number(int(np.linalg.matrix_power(A, p["length"])[p["x"], p["y"]]), tolerance=0)

    def verify(self, g):
        # brute force over vertex tuples, reading entries of the matrix one by one
        M, n = g["matrix"], g["n"]
        if g["kind"] == "edges":
            return Number(sum(1 for i, j in itertools.combinations(range(n), 2) if M[i][j]), tolerance=0)
        if g["kind"] == "triangles":
            return Number(sum(1 for i, j, k in itertools.combinations(range(n), 3) if M[i][j] and M[j][k] and M[i][k]),
                          tolerance=0)
        count = 0
        for mid in itertools.product(range(n), repeat=g["length"] - 1):
            seq = (g["x"],) + mid + (g["y"],)
            count += all(M[a][b] for a, b in zip(seq[:-1], seq[1:]))
        return Number(count, tolerance=0)

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        L, M, n = g["labels"], g["matrix"], g["n"]
        for i in range(n):
            ax.text(-0.85, n - 1 - i, L[i], ha="center", va="center", fontsize=17, fontweight="bold",
                    color=draw.PALETTE["blue"])
            ax.text(i, n - 0.15, L[i], ha="center", va="center", fontsize=17, fontweight="bold",
                    color=draw.PALETTE["blue"])
            for j in range(n):
                ax.text(j, n - 1 - i, str(M[i][j]), ha="center", va="center", fontsize=18,
                        color=draw.INK if M[i][j] else "#9ca3af",
                        fontweight="bold" if M[i][j] else "normal")
        lo, hi = -0.55, n - 0.45
        for x0, s in ((-0.48, 1), (n - 0.52, -1)):
            ax.plot([x0 + s * 0.18, x0, x0, x0 + s * 0.18], [lo, lo, hi, hi], color=draw.INK, linewidth=2.2)
        draw.geometry_axes(ax, [(-1.3, -0.8), (n - 0.2, n + 0.3)], margin=0.03)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        L, M = g["labels"], g["matrix"]
        x = g["x"]
        subs = [SubQuestion(f"In the adjacency matrix shown, what is the degree of vertex {L[x]}?",
                            Number(sum(M[x]), tolerance=0), "graph_theory/matrices/adjacency_matrix")]
        if g["kind"] == "walks":
            y = g["y"]
            common = sum(1 for k in range(g["n"]) if M[x][k] and M[k][y])
            subs.append(SubQuestion(f"In the graph of the adjacency matrix shown, how many vertices are joined "
                                    f"to both {L[x]} and {L[y]}?", Number(common, tolerance=0),
                                    "graph_theory/matrices/walk_count"))
        return subs
