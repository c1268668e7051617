"""Graph theory: the order in which breadth-first or depth-first search visits the vertices of a drawn graph."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _word(labels, order):
    """A visiting order as the answer string: the vertex letters in order."""
    return "".join(labels[i] for i in order)


def _adjacency(p):
    L = p["labels"]
    adj = {i: [] for i in range(p["n"])}
    for u, v in p["edges"]:
        adj[u].append(v)
        adj[v].append(u)
    return {i: sorted(adj[i], key=lambda j: L[j]) for i in adj}


def _bfs_queue(p):
    adj = _adjacency(p)
    seen, order, queue = {p["start"]}, [], [p["start"]]
    while queue:
        x = queue.pop(0)
        order.append(x)
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                queue.append(y)
    return order


def _dfs_stack(p):
    adj = _adjacency(p)
    seen, order, stack = set(), [], [p["start"]]
    while stack:
        x = stack.pop()
        if x in seen:
            continue
        seen.add(x)
        order.append(x)
        stack.extend(reversed([y for y in adj[x] if y not in seen]))
    return order


def _bfs_levels(p):
    """BFS order rebuilt level by level: a vertex of the next level sorts by (rank of its first-visited
    neighbour in the previous level, its own name)."""
    adj = _adjacency(p)
    L = p["labels"]
    order, level, seen = [p["start"]], [p["start"]], {p["start"]}
    while level:
        rank = {x: i for i, x in enumerate(level)}
        nxt = {}
        for x in level:
            for y in adj[x]:
                if y not in seen:
                    nxt[y] = min(nxt.get(y, len(level)), rank[x])
        level = sorted(nxt, key=lambda y: (nxt[y], L[y]))
        seen |= set(level)
        order += level
    return order


def _dfs_recursive(p):
    adj = _adjacency(p)
    order = []

    def visit(x):
        order.append(x)
        for y in adj[x]:
            if y not in order:
                visit(y)

    visit(p["start"])
    return order


@seed_program(
    id="graph_search_visit_order", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="free_form",
    concepts=["graph_theory/search/breadth_first_search", "graph_theory/search/depth_first_search"],
    source="DynaMath-style (graph theory, graph traversal)",
    variations=["graph_structure", "point_labels"],
)
class GraphSearchVisitOrder(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(["bfs", "dfs"]), n=IntRange(6, 9), extra_edges=(2, 6), max_edges=13),
        hard=dict(kind=OneOf(["bfs", "dfs"]), n=IntRange(9, 12), extra_edges=(4, 8), max_edges=17),
        hard_means="more vertices (9-12) and edges: a longer traversal with more choices to order",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("BFS and DFS orders that differ and are not alphabetical"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            p = {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges,
                 "kind": kind, "start": int(rng.integers(0, n))}
            # BFS and DFS must differ here, and neither may be plain alphabetical order
            bfs, dfs = _bfs_queue(p), _dfs_stack(p)
            if bfs == dfs or sorted(bfs, key=lambda i: p["labels"][i]) in (bfs, dfs):
                continue
            return p

    def question(self, g):
        L = g["labels"]
        name = "breadth-first search (BFS)" if g["kind"] == "bfs" else "depth-first search (DFS)"
        return (f"A {name} of the undirected graph in the figure starts at vertex {L[g['start']]}; whenever "
                f"it has a choice, it takes the neighbours in alphabetical order. In which order are the "
                f"vertices visited? Answer with the vertex letters in visiting order, without spaces "
                "(a string of letters such as ACBD).")

    def answer(self, p):
        return Text(_word(p["labels"], _bfs_queue(p) if p["kind"] == "bfs" else _dfs_stack(p)))

    def verify(self, g):
        return Text(_word(g["labels"], _bfs_levels(g) if g["kind"] == "bfs" else _dfs_recursive(g)))

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        fills = ["#fde68a" if i == g["start"] else graphs.NODE_FILL for i in range(g["n"])]
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=fills)

    def subquestions(self, g):
        L = g["labels"]
        adj = _adjacency(g)
        s = g["start"]
        dist = {s: 0}
        for x in _bfs_levels(g):
            for y in adj[x]:
                dist.setdefault(y, dist[x] + 1)
        far = max(dist.values())
        return [
            SubQuestion(f"In the graph shown, how many neighbours does vertex {L[s]} have?", Number(len(adj[s])),
                        "graph_theory/vertices/degree"),
            SubQuestion(f"In the graph shown, what is the largest number of edges on a shortest path from "
                        f"{L[s]} to another vertex?", Number(far), "graph_theory/search/breadth_first_search"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}. Vertex {L[g['start']]} is highlighted as the start.")
