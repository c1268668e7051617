"""Graph theory: how many topological orders (linear extensions) a drawn DAG has."""
from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _count_by_subsets(n, arcs):
    """Linear extensions by dynamic programming over the set of vertices already listed (bitmask)."""
    preds = [0] * n
    for u, v in arcs:
        preds[v] |= 1 << u
    ways = [0] * (1 << n)
    ways[0] = 1
    for mask in range(1 << n):
        if not ways[mask]:
            continue
        for v in range(n):
            if not mask >> v & 1 and preds[v] & mask == preds[v]:
                ways[mask | 1 << v] += ways[mask]
    return ways[(1 << n) - 1]


@seed_program(
    id="graph_topological_order_count", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/directed/topological_order", "graph_theory/directed/in_degree"],
    source="DynaMath-style (graph theory, counting topological orders of a DAG)",
    variations=["graph_structure", "point_labels"],
)
class GraphTopologicalOrderCount(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 7), extra_edges=(1, 4), lo=3, hi=60),
        hard=dict(n=IntRange(7, 9), extra_edges=(1, 5), lo=30, hi=400),
        hard_means="seven to nine vertices and 30 to 400 orders, so they cannot be listed one by one: the count "
                   "must be organised (by the set of vertices already placed, or by splitting at forced vertices)",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected DAG drawing with a number of topological orders in the level's range"):
            n = int(space.n.draw(rng))
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges)
            if drawing is None:
                continue
            spec, _, pairs = drawing
            rank = {int(v): i for i, v in enumerate(rng.permutation(n))}  # arcs point forward in this order
            arcs = [[int(u), int(v)] if rank[u] < rank[v] else [int(v), int(u)] for u, v in pairs]
            if space.lo <= _count_by_subsets(n, arcs) <= space.hi:
                return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "arcs": arcs}

    def question(self, g):
        return ("The figure shows a directed acyclic graph. A topological order lists all of its vertices so that "
                "every arrow points from a vertex earlier in the list to a vertex later in the list. How many "
                "different topological orders does this graph have?")

    def answer(self, p):
        return Number(_count_by_subsets(p["n"], p["arcs"]))

    def verify(self, g):
        # Backtracking: repeatedly pick any vertex with no arrow from an unplaced vertex, count complete lists.
        n, arcs = len(g["labels"]), [tuple(a) for a in g["arcs"]]

        def extend(remaining):
            if not remaining:
                return 1
            total = 0
            for v in remaining:
                if not any(w == v and u in remaining for u, w in arcs):
                    total += extend(remaining - {v})
            return total

        return Number(extend(frozenset(range(n))))

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["arcs"], g["labels"], directed=True)

    def subquestions(self, g):
        L, n = g["labels"], g["n"]
        indeg = [sum(1 for _, v in g["arcs"] if v == i) for i in range(n)]
        sources = [L[i] for i in range(n) if indeg[i] == 0]
        top = max(range(n), key=lambda i: (indeg[i], -i))
        return [
            SubQuestion("In the directed graph shown, how many vertices have no incoming arrows (and so could be "
                        "listed first in a topological order)?", Number(len(sources)),
                        "graph_theory/directed/in_degree"),
            SubQuestion(f"In the directed graph shown, how many arrows point into vertex {L[top]}?",
                        Number(max(indeg)), "graph_theory/directed/in_degree"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]} → {L[v]}" for u, v in g["arcs"]]
        return f"A directed graph has the {g['n']} vertices {', '.join(L)} and the arrows {', '.join(parts)}."
