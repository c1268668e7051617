"""Graph theory: the order in which breadth-first or depth-first search visits the vertices of a drawn graph."""
from dynaforge.sdk import Number, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk import draw, graphs


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
    def sample(self, rng):
        kind = str(rng.choice(["bfs", "dfs"]))
        while True:
            n = int(rng.integers(6, 10))
            drawing = graphs.sample_connected_drawing(rng, n, (2, 6), max_edges=13)
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

    def _word(self, p, order):
        return "".join(p["labels"][i] for i in order)

    def question(self, p):
        L = p["labels"]
        name = "breadth-first search (BFS)" if p["kind"] == "bfs" else "depth-first search (DFS)"
        return (f"A {name} of the undirected graph in the figure starts at vertex {L[p['start']]}; whenever "
                f"it has a choice, it takes the neighbours in alphabetical order. In which order are the "
                f"vertices visited? Answer with the vertex letters in visiting order, without spaces "
                "(a string of letters such as ACBD).")

    def answer(self, p):
        return Text(self._word(p, _bfs_queue(p) if p["kind"] == "bfs" else _dfs_stack(p)))

    def verify(self, p):
        return Text(self._word(p, _bfs_levels(p) if p["kind"] == "bfs" else _dfs_recursive(p)))

    def draw(self, p, ax, hide=()):
        pos = graphs.layout_positions(p["layout"], p["n"])
        fills = ["#fde68a" if i == p["start"] else graphs.NODE_FILL for i in range(p["n"])]
        graphs.draw_graph(ax, pos, p["edges"], p["labels"], node_colors=fills)

    def subquestions(self, p):
        L = p["labels"]
        adj = _adjacency(p)
        s = p["start"]
        dist = {s: 0}
        for x in _bfs_levels(p):
            for y in adj[x]:
                dist.setdefault(y, dist[x] + 1)
        far = max(dist.values())
        return [
            SubQuestion(f"In the graph shown, how many neighbours does vertex {L[s]} have?", Number(len(adj[s])),
                        "graph_theory/vertices/degree"),
            SubQuestion(f"In the graph shown, what is the largest number of edges on a shortest path from "
                        f"{L[s]} to another vertex?", Number(far), "graph_theory/search/breadth_first_search"),
        ]

    def description(self, p):
        L = p["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in p["edges"]]
        return (f"An undirected graph has {p['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}. Vertex {L[p['start']]} is highlighted as the start.")
