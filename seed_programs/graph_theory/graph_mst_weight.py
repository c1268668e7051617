"""Graph theory: total weight of a minimum spanning tree of a drawn weighted graph."""
import itertools

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _kruskal(n, edges):
    """Kruskal's algorithm; parallel edges are allowed."""
    forest = graphs.UnionFind(n)
    total, used = 0, []
    for u, v, w in sorted(edges, key=lambda e: e[2]):
        if forest.union(u, v):
            total += w
            used.append([u, v, w])
    return total, used


@seed_program(
    id="graph_mst_weight", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["graph_theory/spanning_trees/minimum_spanning_tree",
              "graph_theory/spanning_trees/tree_edge_count"],
    source="DynaMath-style (graph theory, minimum spanning tree)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphMSTWeight(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 8), extra_edges=(2, 6), max_edges=13, weight=IntRange(1, 24)),
        hard=dict(n=IntRange(8, 9), extra_edges=(4, 8), max_edges=15, weight=IntRange(1, 60)),
        hard_means="more vertices and edges (more cycles to break) and weights up to 60",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected drawing with room for every weight label"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, pairs = drawing
            if graphs.weight_label_positions(pos, pairs) is None:
                continue
            weights = [int(w) for w in rng.choice(space.weight.values, size=len(pairs), replace=False)]
            edges = [[u, v, w] for (u, v), w in zip(pairs, weights)]
            _, tree = _kruskal(n, edges)
            # prefer a tree edge on a cycle, so the backward view is not just a bridge
            on_cycle = [e for e in tree if len(_kruskal(n, [f for f in edges if f != e])[1]) == n - 1]
            pool = on_cycle or tree
            key = pool[int(rng.integers(0, len(pool)))]
            others = [e for e in edges if e != key]
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": others,
                    "key_edge": key[:2], "key_weight": key[2]}

    def _edges(self, g):
        return [list(e) for e in g["edges"]] + [g["key_edge"] + [g["key_weight"]]]

    def question(self, g):
        return ("The number on each edge of the undirected graph is its weight. "
                "What is the total weight of a minimum spanning tree of this graph?")

    def answer(self, p):
        return Number(_kruskal(p["n"], self._edges(p))[0])

    def verify(self, g):
        # brute force over every set of n-1 stated edges (the marked one included) that forms a spanning tree
        n = len(g["labels"])
        edges = [list(e) for e in g["edges"]] + [list(g["key_edge"]) + [g["key_weight"]]]
        best = min(sum(e[2] for e in subset)
                   for subset in itertools.combinations(edges, n - 1)
                   if graphs.is_spanning_tree(n, subset))
        return Number(best)

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        edges = sorted(self._edges(g))
        pairs = [e[:2] for e in edges]
        texts = ["?" if ("key_weight" in hide and e[:2] == g["key_edge"]) else str(e[2]) for e in edges]
        spots = graphs.weight_label_positions(pos, pairs)
        graphs.draw_graph(ax, pos, pairs, g["labels"], weight_texts=texts, label_pos=spots)

    def subquestions(self, g):
        edges = self._edges(g)
        lightest = min(edges, key=lambda e: e[2])
        return [
            SubQuestion(f"The graph shown is connected and has {g['n']} vertices. How many edges "
                        f"does any spanning tree of it have?", Number(g["n"] - 1),
                        "graph_theory/spanning_trees/tree_edge_count"),
            SubQuestion("Kruskal's algorithm adds edges in order of increasing weight. In the graph "
                        "shown, what is the weight of the first edge it adds?",
                        Number(lightest[2]), "graph_theory/spanning_trees/minimum_spanning_tree"),
        ]

    def backward(self, g):
        L = g["labels"]
        u, v = g["key_edge"]
        total = _kruskal(g["n"], self._edges(g))[0]
        # an MST containing edge u-v is that edge plus an MST of the graph with u and v merged
        merged = [[u if a == v else a, u if b == v else b, w] for a, b, w in g["edges"]]
        merged = [e for e in merged if e[0] != e[1]]
        rest = _kruskal(g["n"], merged)[0]
        return Backward(
            f"The number on each edge of the undirected graph is its weight; the weight of edge "
            f"{L[u]}–{L[v]} is unknown (marked ?). A minimum spanning tree of the graph has total "
            f"weight {total} and contains edge {L[u]}–{L[v]}. What is the weight of edge {L[u]}–{L[v]}?",
            Number(total - rest), "key_weight")

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]} (weight {w})" for u, v, w in sorted(self._edges(g))]
        return (f"A connected undirected weighted graph has vertices {', '.join(L)} and edges "
                f"{', '.join(parts)}.")
