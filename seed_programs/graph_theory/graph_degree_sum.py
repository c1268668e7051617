"""Graph theory: degrees in a drawn graph (sum of all degrees, odd-degree vertices, edges from degrees)."""
import numpy as np

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        kind = str(rng.choice(["sum", "odd", "sum_of_set"]))
        while True:
            n = int(rng.integers(6, 11))
            drawing = graphs.sample_connected_drawing(rng, n, (1, n), max_edges=16)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            deg = _degrees(n, edges)
            odd = sum(d % 2 for d in deg)
            if kind == "odd" and odd == 0:
                continue
            chosen = []
            if kind == "sum_of_set":
                chosen = sorted(int(i) for i in rng.choice(n, size=int(rng.integers(3, min(5, n - 2) + 1)),
                                                             replace=False))
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges,
                    "kind": kind, "chosen": chosen}

    def question(self, p):
        L = p["labels"]
        if p["kind"] == "odd":
            return "How many vertices of the undirected graph in the figure have an odd degree?"
        if p["kind"] == "sum_of_set":
            names = ", ".join(L[i] for i in p["chosen"])
            return (f"In the undirected graph in the figure, what is the sum of the degrees of the "
                    f"highlighted vertices {names}?")
        return "What is the sum of the degrees of all vertices of the undirected graph in the figure?"

    def answer(self, p):
        deg = _degrees(p["n"], p["edges"])
        if p["kind"] == "odd":
            return Number(sum(1 for d in deg if d % 2))
        if p["kind"] == "sum_of_set":
            return Number(sum(deg[i] for i in p["chosen"]))
        return Number(2 * len(p["edges"]))   # handshake lemma

    def verify(self, p):
        # row sums of the adjacency matrix
        n = p["n"]
        A = np.zeros((n, n), dtype=int)
        for u, v in p["edges"]:
            A[u, v] = A[v, u] = 1
        rows = A.sum(axis=1)
        if p["kind"] == "odd":
            return Number(int(np.count_nonzero(rows % 2)))
        if p["kind"] == "sum_of_set":
            return Number(int(rows[p["chosen"]].sum()))
        return Number(int(rows.sum()))

    def draw(self, p, ax, hide=()):
        pos = graphs.layout_positions(p["layout"], p["n"])
        fills = ["#fde68a" if i in p["chosen"] else graphs.NODE_FILL for i in range(p["n"])]
        graphs.draw_graph(ax, pos, p["edges"], p["labels"], node_colors=fills)

    def subquestions(self, p):
        L = p["labels"]
        deg = _degrees(p["n"], p["edges"])
        x = max(range(p["n"]), key=lambda i: (deg[i], -i))
        return [
            SubQuestion(f"In the graph shown, what is the degree of vertex {L[x]}?", Number(deg[x]),
                        "graph_theory/vertices/degree"),
            SubQuestion(f"A graph has {len(p['edges'])} edges. What is the sum of the degrees of its vertices?",
                        Number(2 * len(p["edges"])), "graph_theory/vertices/handshake_lemma"),
        ]

    def description(self, p):
        L = p["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in p["edges"]]
        text = (f"An undirected graph has {p['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}.")
        if p["chosen"]:
            text += f" The vertices {', '.join(L[i] for i in p['chosen'])} are highlighted."
        return text
