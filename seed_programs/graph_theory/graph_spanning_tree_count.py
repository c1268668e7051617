"""Graph theory: the number of spanning trees of a drawn graph (Kirchhoff's matrix-tree theorem)."""
from itertools import combinations

import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(n=IntRange(5, 9), extra_edges=(2, 6), max_edges=14, cycles=2),
        hard=dict(n=IntRange(8, 10), extra_edges=(4, 7), max_edges=16, cycles=4),
        hard_means="8-10 vertices with at least four independent cycles: a larger Laplacian cofactor, "
                   "hundreds of spanning trees",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected drawing with enough independent cycles"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            if len(edges) - n + 1 < space.cycles:    # at least two independent cycles (four when hard)
                continue
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges}

    def question(self, g):
        return ("How many different spanning trees does the graph in the figure have? (A spanning tree "
                "uses some of the drawn edges to connect all vertices without forming a cycle.)")

    def answer(self, p):
        # matrix-tree theorem: any cofactor of the Laplacian
        L = _laplacian(p["n"], p["edges"])
        return Number(int(L[1:, 1:].det()))

    def verify(self, g):
        # brute force: every set of n-1 edges that connects the n vertices
        n = g["n"]
        return Number(sum(1 for s in combinations(g["edges"], n - 1) if graphs.is_spanning_tree(n, s)))

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=["#ecfdf5"] * g["n"])

    def subquestions(self, g):
        n, m = g["n"], len(g["edges"])
        return [
            SubQuestion(f"The graph shown has {n} vertices. How many edges does each of its spanning trees have?",
                        Number(n - 1), "graph_theory/spanning_trees/tree_edge_count"),
            SubQuestion(f"A connected graph has {n} vertices and {m} edges. How many edges must be removed to "
                        f"leave a spanning tree?", Number(m - n + 1), "graph_theory/spanning_trees/tree_edge_count"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}.")
