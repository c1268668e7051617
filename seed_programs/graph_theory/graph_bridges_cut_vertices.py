"""Graph theory: count the bridges (cut edges) and the cut vertices (articulation points) of a drawn graph."""
from dynaforge.sdk import IntRange, Levels, Multi, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _lowlink(n, edges):
    """(bridges, cut vertices) by one depth-first search with discovery times and low-links (Tarjan)."""
    adj = [[] for _ in range(n)]
    for k, (u, v) in enumerate(edges):
        adj[u].append((v, k))
        adj[v].append((u, k))
    disc, low = [-1] * n, [0] * n
    bridges, cuts = set(), set()
    timer = [0]

    def dfs(x, parent_edge):
        disc[x] = low[x] = timer[0]
        timer[0] += 1
        children = 0
        for y, k in adj[x]:
            if k == parent_edge:
                continue
            if disc[y] >= 0:
                low[x] = min(low[x], disc[y])
                continue
            children += 1
            dfs(y, k)
            low[x] = min(low[x], low[y])
            if low[y] > disc[x]:
                bridges.add(k)
            if parent_edge is not None and low[y] >= disc[x]:
                cuts.add(x)
        if parent_edge is None and children >= 2:
            cuts.add(x)

    dfs(0, None)
    return bridges, cuts


@seed_program(
    id="graph_bridges_cut_vertices", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="free_form",
    concepts=["graph_theory/connectivity/bridges_cut_vertices", "graph_theory/connectivity/connected_components"],
    source="DynaMath-style (graph theory, connectivity)",
    variations=["graph_structure", "point_labels"],
)
class GraphBridgesCutVertices(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(7, 10), extra=IntRange(1, 4), max_edges=13, bridges=IntRange(1, 6)),
        hard=dict(n=IntRange(10, 12), extra=IntRange(1, 5), max_edges=17, bridges=IntRange(2, 8)),
        hard_means="10-12 vertices and more cycles, so each edge and vertex must be checked against longer cycles",
    )

    def sample(self, rng, space):
        target = space.bridges.draw(rng)
        for _ in attempts("a connected drawing with the drawn number of bridges and at least one cycle"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, (space.extra.lo, space.extra.hi + 1),
                                                      max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, _pos, edges = drawing
            bridges, _cuts = _lowlink(n, edges)
            if len(bridges) == target < len(edges):
                return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges}

    def question(self, g):
        return ("For the connected undirected graph in the figure: how many edges are bridges (removing the edge "
                "alone disconnects the graph), and how many vertices are cut vertices (removing the vertex "
                "together with its edges disconnects the graph)? Answer with two numbers: the number of bridges, "
                "then the number of cut vertices.")

    def description(self, g):
        L = g["labels"]
        return (f"A connected undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(f'{L[u]}–{L[v]}' for u, v in g['edges'])}.")

    def answer(self, p):
        bridges, cuts = _lowlink(p["n"], p["edges"])
        return Multi([Number(len(bridges), tolerance=0), Number(len(cuts), tolerance=0)])

    def verify(self, g):
        # brute force: delete each edge (or vertex) and count the components by flood fill
        n, E = g["n"], [tuple(e) for e in g["edges"]]

        def components(alive, edges):
            seen, count = set(), 0
            for s in alive:
                if s in seen:
                    continue
                count += 1
                stack = [s]
                seen.add(s)
                while stack:
                    x = stack.pop()
                    for u, v in edges:
                        for a, b in ((u, v), (v, u)):
                            if a == x and b in alive and b not in seen:
                                seen.add(b)
                                stack.append(b)
            return count

        everyone = set(range(n))
        base = components(everyone, E)
        bridges = sum(1 for e in E if components(everyone, [f for f in E if f != e]) > base)
        cuts = sum(1 for x in range(n)
                   if components(everyone - {x}, [f for f in E if x not in f]) > base)
        return Multi([Number(bridges, tolerance=0), Number(cuts, tolerance=0)])

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"])

    def subquestions(self, g):
        L = g["labels"]
        bridges, cuts = _lowlink(g["n"], g["edges"])
        k = min(bridges)
        u, v = g["edges"][k]
        x = min(cuts) if cuts else 0
        return [
            SubQuestion(f"In the graph shown, is the edge {L[u]}–{L[v]} on a cycle? Answer 1 for yes, 0 for no.",
                        Number(0), "graph_theory/connectivity/bridges_cut_vertices"),
            SubQuestion(f"In the graph shown, into how many connected pieces does the graph fall when vertex "
                        f"{L[x]} and its edges are removed?",
                        Number(self._pieces(g, x)), "graph_theory/connectivity/connected_components"),
        ]

    def _pieces(self, g, x):
        forest = graphs.UnionFind(g["n"])
        for u, v in g["edges"]:
            if x not in (u, v):
                forest.union(u, v)
        return len({forest.find(i) for i in range(g["n"]) if i != x})
