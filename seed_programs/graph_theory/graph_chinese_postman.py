"""Graph theory: the shortest closed route that uses every edge of a drawn weighted graph (Chinese postman)."""
import heapq
from itertools import combinations

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw, graphs


def _all_edges(p):
    """Weighted edges [u, v, w]; the key edge's weight is its own given (for the backward view)."""
    u, v = p["key_edge"]
    return [list(e) for e in p["edges"]] + [[u, v, p["key_weight"]]]


def _dijkstra(n, edges, s):
    adj = {i: [] for i in range(n)}
    for u, v, w in edges:
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [float("inf")] * n
    dist[s] = 0
    heap = [(0, s)]
    while heap:
        d, x = heapq.heappop(heap)
        if d > dist[x]:
            continue
        for y, w in adj[x]:
            if d + w < dist[y]:
                dist[y] = d + w
                heapq.heappush(heap, (d + w, y))
    return dist


def _min_pairing(odd, dist):
    """Cheapest way to pair up the odd vertices, each pair joined by a shortest path."""
    if not odd:
        return 0
    a, rest = odd[0], odd[1:]
    return min(dist[a][b] + _min_pairing([x for x in rest if x != b], dist) for b in rest)


def _postman(n, edges):
    deg = [0] * n
    for u, v, _ in edges:
        deg[u] += 1
        deg[v] += 1
    odd = [i for i in range(n) if deg[i] % 2]
    dist = [_dijkstra(n, edges, s) for s in range(n)]
    return sum(w for *_, w in edges) + _min_pairing(odd, dist)


def _odd_vertices(n, edges):
    deg = [0] * n
    for u, v, *_ in edges:
        deg[u] += 1
        deg[v] += 1
    return [i for i in range(n) if deg[i] % 2]


@seed_program(
    id="graph_chinese_postman", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/euler/euler_path", "graph_theory/paths/shortest_path"],
    source="DynaMath-style (graph theory, route inspection / Chinese postman problem)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphChinesePostman(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 6), extra=IntRange(2, 4), weight=IntRange(1, 12), odd_count=(2,)),
        hard=dict(n=IntRange(6, 8), extra=IntRange(3, 6), weight=IntRange(2, 20), odd_count=(4,)),
        hard_means="four odd-degree vertices instead of two, so three ways of pairing them up must be compared "
                   "(each pair by a shortest path), on more vertices and edges with weights up to 20",
    )

    def sample(self, rng, space):
        for _ in attempts("a drawable weighted graph with the wanted number of odd vertices and a unique best pairing"):
            n = space.n.draw(rng)
            start = float(rng.choice([90.0, 60.0, 75.0, 105.0, 120.0]))
            pairs = b3.weighted_circle_graph(rng, n, space.extra.draw(rng), start)
            if pairs is None:
                continue
            odd = _odd_vertices(n, pairs)
            if len(odd) not in space.odd_count:
                continue
            weights = [space.weight.draw(rng) for _ in pairs]
            edges = [[u, v, w] for (u, v), w in zip(pairs, weights)]
            dist = [_dijkstra(n, edges, s) for s in range(n)]
            if len(odd) == 2:
                a, b = odd
                # the repeated stretch should not simply be the direct edge between the two odd vertices
                if any(sorted((u, v)) == [a, b] and w == dist[a][b] for u, v, w in edges):
                    continue
            else:
                a = odd[0]
                costs = sorted(dist[a][b] + _min_pairing([x for x in odd[1:] if x != b], dist) for b in odd[1:])
                if costs[0] == costs[1]:
                    continue
            # key edge (backward view): any edge
            k = int(rng.integers(0, len(edges)))
            key = edges[k]
            others = [e for i, e in enumerate(edges) if i != k]
            return {"n": n, "labels": draw.pick_labels(rng, n), "start_deg": start, "edges": others,
                    "key_edge": key[:2], "key_weight": key[2]}

    def question(self, g):
        return ("The number on each edge of the graph shown is its length. A postman must walk along every edge "
                "at least once and return to the vertex where he started. What is the length of the "
                "shortest such closed route?")

    def answer(self, p):
        return Number(_postman(p["n"], _all_edges(p)), tolerance=0)

    def verify(self, g):
        # Brute force over which edges are walked twice (never more is needed): the doubled edges
        # must make every degree even; take the lightest such set.
        edges = _all_edges(g)
        n = len(g["labels"])
        total = sum(e[2] for e in edges)
        best = None
        m = len(edges)
        base = [0] * n
        for u, v, _ in edges:
            base[u] += 1
            base[v] += 1
        for mask in range(1 << m):
            deg = [0] * n
            extra = 0
            for i in range(m):
                if mask >> i & 1:
                    u, v, w = edges[i]
                    deg[u] += 1
                    deg[v] += 1
                    extra += w
            if best is not None and extra >= best:
                continue
            if all((base[i] + deg[i]) % 2 == 0 for i in range(n)):
                best = extra
        return Number(total + best, tolerance=0)

    def draw(self, g, ax, hide=()):
        edges = _all_edges(g)
        texts = [str(e[2]) for e in edges]
        if "key_weight" in hide:
            texts[-1] = "?"
        b3.draw_weighted_graph(ax, graphs.circular_layout(g["n"], g["start_deg"]), [e[:2] for e in edges],
                               g["labels"], texts)

    def subquestions(self, g):
        L = g["labels"]
        edges = _all_edges(g)
        odd = _odd_vertices(g["n"], edges)
        subs = [
            SubQuestion("In the weighted graph shown, what is the total length of all its edges?",
                        Number(sum(e[2] for e in edges), tolerance=0), "graph_theory/paths/path_weight"),
            SubQuestion("How many vertices of odd degree does the graph shown have?",
                        Number(len(odd), tolerance=0), "graph_theory/euler/euler_path"),
        ]
        if len(odd) == 2:
            a, b = odd
            subs.append(SubQuestion(
                f"In the weighted graph shown, what is the length of the shortest path from {L[a]} to {L[b]}?",
                Number(_dijkstra(g["n"], edges, a)[b], tolerance=0), "graph_theory/paths/shortest_path"))
        return subs

    def backward(self, g):
        L = g["labels"]
        u, v = g["key_edge"]
        target = _postman(g["n"], _all_edges(g))
        # the route length grows by at least 1 for every unit added to one edge: exactly one weight fits
        w = next(x for x in range(1, 10 * target) if _postman(g["n"], _all_edges({**g, "key_weight": x})) == target)
        return Backward(
            f"The number on each edge of the graph shown is its length; the length of edge {L[u]}–{L[v]} is "
            f"unknown (marked ?). A postman must walk along every edge at least once and return to his start, "
            f"and the shortest such closed route has length {target}. What is the length of edge {L[u]}–{L[v]}?",
            Number(w, tolerance=0), "key_weight")

    def description(self, g):
        L = g["labels"]
        edges = sorted(_all_edges(g))
        return (f"An undirected graph has vertices {', '.join(L)} and the edges "
                f"{b3.edge_list_text(L, [e[:2] for e in edges], [e[2] for e in edges])}; the weight of an "
                f"edge is its length.")
