"""Graph theory: the number of spanning trees of a drawn graph (Kirchhoff's matrix-tree theorem)."""
from itertools import combinations

import sympy as sp

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, graphs


def _laplacian(n, edges):
    L = sp.zeros(n, n)
    for u, v in edges:
        L[u, v] -= 1
        L[v, u] -= 1
        L[u, u] += 1
        L[v, v] += 1
    return L


@seed_program(
    id="graph_spanning_tree_count", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/spanning_trees/matrix_tree_theorem", "graph_theory/spanning_trees/tree_edge_count"],
    source="DynaMath-style (graph theory, counting spanning trees)",
    variations=["graph_structure", "point_labels"],
)
class GraphSpanningTreeCount(SeedProgram):
    def sample(self, rng):
        while True:
            n = int(rng.integers(4, 8))
            drawing = graphs.sample_connected_drawing(rng, n, (1, 5), max_edges=11)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            if len(edges) - n + 1 < 2:    # at least two independent cycles
                continue
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges}

    def question(self, p):
        return ("How many different spanning trees does the graph in the figure have? (A spanning tree "
                "uses some of the drawn edges to connect all vertices without forming a cycle.)")

    def answer(self, p):
        # matrix-tree theorem: any cofactor of the Laplacian
        L = _laplacian(p["n"], p["edges"])
        return Number(int(L[1:, 1:].det()))

    def verify(self, p):
        n = p["n"]
        return Number(sum(1 for s in combinations(p["edges"], n - 1) if graphs.is_spanning_tree(n, s)))

    def draw(self, p, ax, hide=()):
        pos = graphs.layout_positions(p["layout"], p["n"])
        graphs.draw_graph(ax, pos, p["edges"], p["labels"], node_colors=["#ecfdf5"] * p["n"])

    def subquestions(self, p):
        n, m = p["n"], len(p["edges"])
        return [
            SubQuestion(f"The graph shown has {n} vertices. How many edges does each of its spanning trees have?",
                        Number(n - 1), "graph_theory/spanning_trees/tree_edge_count"),
            SubQuestion(f"A connected graph has {n} vertices and {m} edges. How many edges must be removed to "
                        f"leave a spanning tree?", Number(m - n + 1), "graph_theory/spanning_trees/tree_edge_count"),
        ]

    def description(self, p):
        L = p["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in p["edges"]]
        return (f"An undirected graph has {p['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}.")
