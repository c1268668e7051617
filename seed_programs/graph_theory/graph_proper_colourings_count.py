"""Graph theory: the number of proper vertex colourings of a drawn graph with k colours (chromatic polynomial)."""
from itertools import product

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs

def _colourings(n, edges, k):
    """P(G, k) by deletion-contraction: P(G) = P(G - e) - P(G / e); an edgeless graph has k^|V|."""
    memo = {}

    def rec(verts, E):
        key = (verts, E)
        if key not in memo:
            if not E:
                memo[key] = k ** len(verts)
            else:
                e = min(E, key=lambda t: tuple(sorted(t)))
                u, v = sorted(e)
                deleted = E - {e}
                merged = set()   # contract v into u
                for f in deleted:
                    a, b = (u if x == v else x for x in sorted(f))
                    if a != b:
                        merged.add(frozenset((a, b)))
                memo[key] = rec(verts, deleted) - rec(verts - {v}, frozenset(merged))
        return memo[key]

    return rec(frozenset(range(n)), frozenset(frozenset(e) for e in edges))


@seed_program(
    id="graph_proper_colourings_count", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/colouring/proper_colouring", "graph_theory/colouring/chromatic_polynomial"],
    source="DynaMath-style (graph theory, vertex colouring)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphProperColouringsCount(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 7), k=OneOf([3, 3, 4]), extra_edges=(1, 5), max_edges=11, max_count=20000),
        hard=dict(n=IntRange(7, 8), k=OneOf([4, 4, 5]), extra_edges=(2, 7), max_edges=13, max_count=200000),
        hard_means="more vertices, edges and colours: a longer deletion-contraction or case split, counts up to 200000",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected non-tree drawing with a colouring count in range"):
            n = space.n.draw(rng)
            k = int(space.k.draw(rng))
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            if len(edges) == n - 1:   # a tree is too easy: k(k-1)^(n-1)
                continue
            value = _colourings(n, edges, k)
            if value == 0 or value > space.max_count:
                continue
            return {"n": n, "k": k, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges}

    def question(self, g):
        return (f"Each vertex of the graph in the figure is to be coloured with one of {g['k']} available "
                f"colours so that the two ends of every edge get different colours (not every colour has "
                f"to be used). How many such colourings are there?")

    def answer(self, p):
        return Number(_colourings(p["n"], p["edges"], p["k"]))

    def verify(self, g):
        # brute force over all k^n colourings
        return Number(sum(1 for c in product(range(g["k"]), repeat=g["n"])
                          if all(c[u] != c[v] for u, v in g["edges"])))

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=["#f8fafc"] * g["n"])

    def subquestions(self, g):
        L = g["labels"]
        k = g["k"]
        adj = {i: set() for i in range(g["n"])}
        for u, v in g["edges"]:
            adj[u].add(v)
            adj[v].add(u)
        # a triangle if there is one, else an edge
        tri = next(((a, b, c) for a in range(g["n"]) for b in adj[a] for c in adj[b]
                    if a < b < c and c in adj[a]), None)
        subs = [SubQuestion(f"With {k} colours, in how many ways can the two ends of a single edge be coloured "
                            f"with different colours?", Number(k * (k - 1)),
                            "graph_theory/colouring/proper_colouring")]
        if tri:
            subs.append(SubQuestion(
                f"With {k} colours, in how many ways can the triangle {L[tri[0]]}{L[tri[1]]}{L[tri[2]]} be "
                f"coloured so that its three vertices all get different colours?", Number(k * (k - 1) * (k - 2)),
                "graph_theory/colouring/proper_colouring"))
        return subs

    def backward(self, g):
        value = _colourings(g["n"], g["edges"], g["k"])
        # P(G, k) is 0 below the chromatic number and strictly increasing from there on: search k
        k = next(j for j in range(1, 12) if _colourings(g["n"], g["edges"], j) == value)
        return Backward(
            f"Each vertex of the graph in the figure is to be coloured with one of k available colours so that "
            f"the two ends of every edge get different colours (not every colour has to be used). There are "
            f"{value} such colourings. What is k?", Number(k), "k")

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}.")
