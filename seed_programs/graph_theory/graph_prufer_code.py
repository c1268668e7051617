"""Graph theory: the Prüfer code of a drawn tree whose vertices are labelled 1..n."""
import heapq

from dynaforge.sdk import IntRange, Levels, Multi, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import graphs


def _edges_by_label(g):
    """The tree's edges as pairs of vertex labels (integers)."""
    return [(int(g["labels"][u]), int(g["labels"][v])) for u, v in g["edges"]]


@seed_program(
    id="graph_prufer_code", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="free_form",
    concepts=["graph_theory/trees/prufer_code", "graph_theory/vertices/degree"],
    source="DynaMath-style (graph theory, Prüfer sequences of labelled trees)",
    variations=["graph_structure", "point_labels"],
)
class GraphPruferCode(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(6, 8), min_leaves=3),
        hard=dict(n=IntRange(9, 11), min_leaves=4),
        hard_means="nine to eleven vertices (a code of seven to nine numbers) with at least four leaves, so a "
                   "vertex that becomes a leaf part-way through must be compared with the older leaves at every step",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        for _ in attempts("a drawable tree with enough leaves"):
            drawing = graphs.sample_connected_drawing(rng, n, (0, 1))
            if drawing is None:
                continue
            spec, _, edges = drawing
            deg = [sum(1 for e in edges if v in e) for v in range(n)]
            if sum(1 for d in deg if d == 1) < space.min_leaves or max(deg) < 3:
                continue
            labels = [str(int(x) + 1) for x in rng.permutation(n)]
            return {"n": n, "labels": labels, "layout": spec, "edges": [[int(u), int(v)] for u, v in edges]}

    def question(self, g):
        return (f"The tree in the figure has its {g['n']} vertices labelled 1 to {g['n']}. Its Prüfer code is made by "
                f"repeatedly removing the leaf with the smallest label and writing down the label of that leaf's "
                f"neighbour, until only two vertices are left. What is the Prüfer code of this tree? Give its "
                f"{g['n'] - 2} numbers in order.")

    def answer(self, p):
        # The definition, with a heap of the current leaves.
        n = p["n"]
        adj = {v: set() for v in range(1, n + 1)}
        for a, b in _edges_by_label(p):
            adj[a].add(b)
            adj[b].add(a)
        leaves = [v for v in adj if len(adj[v]) == 1]
        heapq.heapify(leaves)
        code = []
        for _ in range(n - 2):
            leaf = heapq.heappop(leaves)
            (nb,) = adj[leaf]
            code.append(nb)
            adj[nb].discard(leaf)
            del adj[leaf]
            if len(adj[nb]) == 1:
                heapq.heappush(leaves, nb)
        return Multi([Number(v) for v in code])

    def verify(self, g):
        # The linear-time pointer algorithm (scan labels upwards; follow a parent that becomes a smaller leaf at
        # once), then decode the code back into a tree and check that it is the drawn one.
        n = g["n"]
        pairs = [(int(g["labels"][u]), int(g["labels"][v])) for u, v in g["edges"]]
        deg = [0] * (n + 1)
        nbrs = {v: [] for v in range(1, n + 1)}
        for a, b in pairs:
            deg[a] += 1
            deg[b] += 1
            nbrs[a].append(b)
            nbrs[b].append(a)
        # root the tree at n: parent pointers by a depth-first walk
        parent = [0] * (n + 1)
        stack, seen = [n], {n}
        while stack:                                        # visits each of the n vertices once
            v = stack.pop()
            for w in nbrs[v]:
                if w not in seen:
                    seen.add(w)
                    parent[w] = v
                    stack.append(w)
        code = []
        ptr = 1
        while deg[ptr] != 1:
            ptr += 1
        leaf = ptr
        for _ in range(n - 2):
            nxt = parent[leaf]
            code.append(nxt)
            deg[nxt] -= 1
            if deg[nxt] == 1 and nxt < ptr:
                leaf = nxt
            else:
                ptr += 1
                while deg[ptr] != 1:
                    ptr += 1
                leaf = ptr
        # decode and compare
        count = [1] * (n + 1)
        for v in code:
            count[v] += 1
        rebuilt = []
        for v in code:
            u = min(x for x in range(1, n + 1) if count[x] == 1)
            rebuilt.append(frozenset((u, v)))
            count[u] -= 1
            count[v] -= 1
        last = [x for x in range(1, n + 1) if count[x] == 1]
        rebuilt.append(frozenset(last))
        if set(rebuilt) != {frozenset(e) for e in pairs}:
            return Multi([Number(float("nan"))])
        return Multi([Number(v) for v in code])

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=["#ecfeff"] * g["n"])

    def subquestions(self, g):
        n = g["n"]
        pairs = _edges_by_label(g)
        deg = {v: sum(1 for e in pairs if v in e) for v in range(1, n + 1)}
        top = max(deg, key=lambda v: (deg[v], -v))
        leaves = sorted(v for v in deg if deg[v] == 1)
        return [
            SubQuestion("In the labelled tree shown, what is the smallest label of a leaf (a vertex of degree 1)?",
                        Number(leaves[0]), "graph_theory/vertices/degree"),
            SubQuestion(f"In the labelled tree shown, vertex {top} has degree {deg[top]}. How many times does the "
                        f"label {top} appear in the tree's Prüfer code?", Number(deg[top] - 1),
                        "graph_theory/spanning_trees/tree_edge_count"),
        ]

    def description(self, g):
        parts = [f"{a}–{b}" for a, b in _edges_by_label(g)]
        return f"A tree has the vertices 1 to {g['n']} and the edges {', '.join(parts)}."
