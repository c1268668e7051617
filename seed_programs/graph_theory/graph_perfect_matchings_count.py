"""Graph theory: the number of perfect matchings of a drawn grid graph (domino tilings; a permanent)."""
from itertools import combinations

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw, graphs


def _permanent(rows, cols, edges):
    """Perfect matchings of a bipartite grid graph = permanent of its biadjacency matrix (Ryser)."""
    n = rows * cols
    black = [i for i in range(n) if (i // cols + i % cols) % 2 == 0]
    white = [i for i in range(n) if (i // cols + i % cols) % 2 == 1]
    if len(black) != len(white):
        return 0
    es = {tuple(sorted(e)) for e in edges}
    M = [[1 if tuple(sorted((b, w))) in es else 0 for w in white] for b in black]
    m = len(M)
    total = 0
    for size in range(1, m + 1):
        for S in combinations(range(m), size):
            prod = 1
            for row in M:
                s = sum(row[j] for j in S)
                if s == 0:
                    prod = 0
                    break
                prod *= s
            total += (-1) ** size * prod
    return (-1) ** m * total


@seed_program(
    id="graph_perfect_matchings_count", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/bipartite/bipartition", "graph_theory/vertices/degree"],
    source="DynaMath-style (graph theory, perfect matchings / domino tilings of a grid graph)",
    variations=["graph_structure", "point_labels"],
)
class GraphPerfectMatchingsCount(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("2x5", "2x6", "3x4", "4x4")), removed=IntRange(1, 4), count=IntRange(3, 20)),
        hard=dict(shape=OneOf(("4x4", "3x6", "4x5")), removed=IntRange(1, 5), count=IntRange(12, 90)),
        hard_means="larger grids (up to 4 by 5 vertices) with more missing edges: 12 to 90 matchings, so a careful "
                   "case split on the forced edges is needed instead of listing them",
    )

    def sample(self, rng, space):
        target = space.count.draw(rng)     # spread the counts: aim at a target, widen the window slowly
        for i, _ in enumerate(attempts("a connected grid graph with missing edges and a matching count in range")):
            rows, cols = (int(v) for v in str(space.shape.draw(rng)).split("x"))
            full = b3.grid_graph_edges(rows, cols)
            k = space.removed.draw(rng)
            drop = {int(i) for i in rng.permutation(len(full))[:k]}
            edges = [e for i, e in enumerate(full) if i not in drop]
            forest = graphs.UnionFind(rows * cols)
            for u, v in edges:
                forest.union(u, v)
            if len({forest.find(i) for i in range(rows * cols)}) != 1:
                continue
            count = _permanent(rows, cols, edges)
            if not space.count.lo <= count <= space.count.hi or abs(count - target) > i // 40:
                continue
            return {"rows": rows, "cols": cols, "edges": edges,
                    "labels": draw.pick_labels(rng, rows * cols)}

    def question(self, g):
        return ("A perfect matching of a graph is a set of its edges such that every vertex is an end of exactly "
                "one edge of the set. How many perfect matchings does the graph shown have?")

    def answer(self, p):
        return Number(_permanent(p["rows"], p["cols"], p["edges"]), tolerance=0)

    def verify(self, g):
        # Enumerate matchings on the graph itself (no bipartite structure used): match the first
        # unmatched vertex with each free neighbour in turn.
        n = len(g["labels"])
        adj = {i: set() for i in range(n)}
        for u, v in g["edges"]:
            adj[u].add(v)
            adj[v].add(u)

        def count(free):
            if not free:
                return 1
            x = min(free)
            return sum(count(free - {x, y}) for y in adj[x] if y in free)

        return Number(count(frozenset(range(n))), tolerance=0)

    def _pos(self, g):
        return graphs.grid_layout(g["rows"], g["cols"], 1.0)

    def draw(self, g, ax, hide=()):
        graphs.draw_graph(ax, self._pos(g), g["edges"], g["labels"], node_radius=0.17, margin=0.08)

    def subquestions(self, g):
        L = g["labels"]
        n = len(L)
        deg = [0] * n
        for u, v in g["edges"]:
            deg[u] += 1
            deg[v] += 1
        subs = [SubQuestion("How many edges does every perfect matching of the graph shown contain?",
                            Number(n // 2, tolerance=0), "graph_theory/vertices/degree")]
        ones = [i for i in range(n) if deg[i] == 1]
        if ones:
            x = ones[0]
            y = next(v if u == x else u for u, v in g["edges"] if x in (u, v))
            subs.append(SubQuestion(f"In the graph shown, vertex {L[x]} has only one edge. Which vertex must "
                                    f"{L[x]} be matched with in every perfect matching? Answer with its label.",
                                    Text(L[y]),
                                    "graph_theory/vertices/degree"))
        else:
            subs.append(SubQuestion("How many edges does the graph shown have?", Number(len(g["edges"]), tolerance=0),
                                    "graph_theory/vertices/degree"))
        return subs

    def description(self, g):
        L = g["labels"]
        rows = [" ".join(L[r * g["cols"]:(r + 1) * g["cols"]]) for r in range(g["rows"])]
        return (f"A graph has {len(L)} vertices placed in a grid of {g['rows']} rows and {g['cols']} columns "
                f"(rows from top: {'; '.join(rows)}). Its edges are {b3.edge_list_text(L, g['edges'])}.")
