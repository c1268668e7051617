"""Graph theory: the weight of a shortest path between two vertices of a drawn weighted graph."""
import heapq

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _edges(p):
    """All weighted edges [u, v, w]; the key edge's weight is its own param (for the backward view)."""
    u, v = p["key_edge"]
    return [list(e) for e in p["edges"]] + [[u, v, p["key_weight"]]]


def _dijkstra(n, edges, source):
    adj = {i: [] for i in range(n)}
    for u, v, w in edges:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = {i: float("inf") for i in range(n)}
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, x = heapq.heappop(heap)
        if d > dist[x]:
            continue
        for y, w in adj[x]:
            if d + w < dist[y]:
                dist[y] = d + w
                heapq.heappush(heap, (d + w, y))
    return dist


def _simple_paths(n, edges, s, t):
    """Every simple s-t path as (weight, vertex list), by depth-first enumeration."""
    adj = {i: {} for i in range(n)}
    for u, v, w in edges:
        adj[u][v] = w
        adj[v][u] = w
    out, stack = [], [(s, [s], 0)]
    while stack:
        x, path, total = stack.pop()
        if x == t:
            out.append((total, path))
            continue
        for y, w in adj[x].items():
            if y not in path:
                stack.append((y, path + [y], total + w))
    return out


@seed_program(
    id="graph_shortest_path", topic="graph_theory", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["graph_theory/paths/shortest_path", "graph_theory/paths/path_weight"],
    source="DynaMath-style (graph theory, weighted shortest path)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphShortestPath(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 7), extra_max=5, weight=IntRange(1, 15)),
        hard=dict(n=IntRange(7, 9), extra_max=7, weight=IntRange(1, 30)),
        hard_means="more vertices and edges (more competing routes) and weights up to 30",
    )

    def sample(self, rng, space):
        for _ in attempts("a unique shortest path of three or more edges"):
            n = space.n.draw(rng)
            extra = int(rng.integers(2, min(space.extra_max, n - 1) + 1))
            pairs = graphs.random_connected_edges(rng, n, extra)
            start = float(rng.choice([90.0, 60.0, 75.0, 105.0, 120.0]))
            pos = graphs.circular_layout(n, start)
            if not graphs.crossings_ok(pos, pairs) or graphs.weight_label_positions(pos, pairs) is None:
                continue
            weights = [space.weight.draw(rng) for _ in pairs]
            edges = [[u, v, w] for (u, v), w in zip(pairs, weights)]
            s, t = (int(x) for x in rng.choice(n, size=2, replace=False))
            paths = sorted(_simple_paths(n, edges, s, t))
            best = paths[0]
            # a unique shortest path with at least three edges, and not simply the fewest-hop path
            if len(best[1]) < 4 or (len(paths) > 1 and paths[1][0] == best[0]):
                continue
            fewest_hops = min(len(q[1]) for q in paths)
            if len(best[1]) == fewest_hops and rng.random() < 0.7:
                continue
            route = best[1]
            k = int(rng.integers(0, len(route) - 1))
            key = sorted((route[k], route[k + 1]))
            key_w = next(w for u, v, w in edges if sorted((u, v)) == key)
            others = [e for e in edges if sorted(e[:2]) != key]
            labels = draw.pick_labels(rng, n)
            return {"n": n, "labels": labels, "start_deg": start, "edges": others,
                    "key_edge": key, "key_weight": key_w, "source": s, "target": t}

    def _pos(self, g):
        return graphs.circular_layout(g["n"], g["start_deg"])

    def question(self, g):
        L = g["labels"]
        return (f"In the weighted undirected graph shown, the number on each edge is its weight. "
                f"What is the total weight of the shortest path from vertex {L[g['source']]} "
                f"to vertex {L[g['target']]}?")

    def answer(self, p):
        return Number(_dijkstra(p["n"], _edges(p), p["source"])[p["target"]])

    def verify(self, g):
        # every simple path from the source to the target, the lightest one (not Dijkstra)
        n = len(g["labels"])
        return Number(min(w for w, _ in _simple_paths(n, _edges(g), g["source"], g["target"])))

    def draw(self, g, ax, hide=()):
        pos = self._pos(g)
        edges = _edges(g)
        pairs = [e[:2] for e in edges]
        texts = [str(w) for _, _, w in edges]
        if "key_weight" in hide:
            texts[-1] = "?"
        # label spots are computed in the sampled edge order so that they match sample()'s check
        order = sorted(range(len(pairs)), key=lambda i: tuple(pairs[i]))
        spots = graphs.weight_label_positions(pos, [pairs[i] for i in order])
        label_pos = [None] * len(pairs)
        for j, i in enumerate(order):
            label_pos[i] = spots[j]
        colors = ["#fde68a" if i in (g["source"], g["target"]) else graphs.NODE_FILL for i in range(g["n"])]
        graphs.draw_graph(ax, pos, pairs, g["labels"], weight_texts=texts, label_pos=label_pos,
                          node_colors=colors)

    def _route(self, g):
        return sorted(_simple_paths(g["n"], _edges(g), g["source"], g["target"]))[0][1]

    def subquestions(self, g):
        L = g["labels"]
        s = g["source"]
        nbrs = [(w, v if u == s else u) for u, v, w in _edges(g) if s in (u, v)]
        route = self._route(g)
        name = "–".join(L[i] for i in route)
        weight = {tuple(sorted((u, v))): w for u, v, w in _edges(g)}
        total = sum(weight[tuple(sorted(e))] for e in zip(route, route[1:]))
        return [
            SubQuestion(f"In the weighted graph shown, what is the smallest weight of an edge "
                        f"incident to vertex {L[s]}?", Number(min(w for w, _ in nbrs)),
                        "graph_theory/paths/path_weight"),
            SubQuestion(f"In the weighted graph shown, what is the total weight of the path {name}?",
                        Number(total), "graph_theory/paths/path_weight"),
        ]

    def backward(self, g):
        L = g["labels"]
        route = self._route(g)
        x, y = g["key_edge"]
        if route.index(x) > route.index(y):
            x, y = y, x
        total = _dijkstra(g["n"], _edges(g), g["source"])[g["target"]]
        # without the key edge, the parts of the route before and after it are still shortest
        rest = [list(e) for e in g["edges"]]
        d_sx = _dijkstra(g["n"], rest, g["source"])[x]
        d_yt = _dijkstra(g["n"], rest, y)[g["target"]]
        return Backward(
            f"In the weighted undirected graph shown, the weight of edge {L[x]}–{L[y]} is unknown "
            f"(marked ?). The shortest path from {L[g['source']]} to {L[g['target']]} has total "
            f"weight {total} and it uses edge {L[x]}–{L[y]}. What is the weight of edge {L[x]}–{L[y]}?",
            Number(total - d_sx - d_yt), "key_weight")

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]} (weight {w})" for u, v, w in sorted(_edges(g))]
        return (f"An undirected weighted graph has vertices {', '.join(L)} and edges "
                f"{', '.join(parts)}. The highlighted vertices are {L[g['source']]} and {L[g['target']]}.")

