"""Graph theory: degrees in a drawn graph (sum of all degrees, odd-degree vertices, edges from degrees)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _degrees(n, edges):
    deg = [0] * n
    for u, v in edges:
        deg[u] += 1
        deg[v] += 1
    return deg


@seed_program(
    id="graph_degree_sum", topic="graph_theory", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["graph_theory/vertices/degree", "graph_theory/vertices/handshake_lemma"],
    source="DynaMath-style (graph theory, vertex degrees)",
    variations=["graph_structure", "point_labels", "colors_labels"],
)
class GraphDegreeSum(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(["sum", "odd", "sum_of_set"]), n=IntRange(6, 10), max_edges=16),
        hard=dict(kind=OneOf(["sum_of_set", "odd_sum"], p=[0.6, 0.4]), n=IntRange(10, 12), max_edges=24),
        hard_means="more vertices and denser graphs (n/2 to n + 3 edges beyond a spanning tree, up to 24), more "
                   "highlighted vertices to add up (4 to n − 2), the sum of the odd degrees instead of their count "
                   "(find the odd-degree vertices, then add), and never the whole-graph sum that is just twice the "
                   "edge count",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("a connected drawing (with an odd-degree vertex when asked)"):
            n = space.n.draw(rng)
            extra = (1, n) if space.level == "standard" else (n // 2, n + 4)
            drawing = graphs.sample_connected_drawing(rng, n, extra, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            deg = _degrees(n, edges)
            odd = sum(d % 2 for d in deg)
            if kind in ("odd", "odd_sum") and odd == 0:
                continue
            chosen = []
            if kind == "sum_of_set":
                lo, hi = (3, min(5, n - 2)) if space.level == "standard" else (4, n - 2)
                chosen = sorted(int(i) for i in rng.choice(n, size=int(rng.integers(lo, hi + 1)), replace=False))
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges,
                    "kind": kind, "chosen": chosen}

    def question(self, g):
        L = g["labels"]
        if g["kind"] == "odd":
            return "How many vertices of the undirected graph in the figure have an odd degree?"
        if g["kind"] == "odd_sum":
            return ("In the undirected graph in the figure, what is the sum of the degrees of the vertices whose "
                    "degree is odd?")
        if g["kind"] == "sum_of_set":
            names = ", ".join(L[i] for i in g["chosen"])
            return (f"In the undirected graph in the figure, what is the sum of the degrees of the "
                    f"highlighted vertices {names}?")
        return "What is the sum of the degrees of all vertices of the undirected graph in the figure?"

    def answer(self, p):
        deg = _degrees(p["n"], p["edges"])
        if p["kind"] == "odd":
            return Number(sum(1 for d in deg if d % 2))
        if p["kind"] == "odd_sum":
            return Number(sum(d for d in deg if d % 2))
        if p["kind"] == "sum_of_set":
            return Number(sum(deg[i] for i in p["chosen"]))
        return Number(2 * len(p["edges"]))   # handshake lemma

    def verify(self, g):
        # row sums of the adjacency matrix
        n = g["n"]
        A = np.zeros((n, n), dtype=int)
        for u, v in g["edges"]:
            A[u, v] = A[v, u] = 1
        rows = A.sum(axis=1)
        if g["kind"] == "odd":
            return Number(int(np.count_nonzero(rows % 2)))
        if g["kind"] == "odd_sum":
            return Number(int(rows[rows % 2 == 1].sum()))
        if g["kind"] == "sum_of_set":
            return Number(int(rows[g["chosen"]].sum()))
        return Number(int(rows.sum()))

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        fills = ["#fde68a" if i in g["chosen"] else graphs.NODE_FILL for i in range(g["n"])]
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=fills)

    def subquestions(self, g):
        L = g["labels"]
        deg = _degrees(g["n"], g["edges"])
        x = max(range(g["n"]), key=lambda i: (deg[i], -i))
        return [
            SubQuestion(f"In the graph shown, what is the degree of vertex {L[x]}?", Number(deg[x]),
                        "graph_theory/vertices/degree"),
            SubQuestion(f"A graph has {len(g['edges'])} edges. What is the sum of the degrees of its vertices?",
                        Number(2 * len(g["edges"])), "graph_theory/vertices/handshake_lemma"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        text = (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}.")
        if g["chosen"]:
            text += f" The vertices {', '.join(L[i] for i in g['chosen'])} are highlighted."
        return text
