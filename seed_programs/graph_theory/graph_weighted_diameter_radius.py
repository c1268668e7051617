"""Graph theory: the diameter or the radius of a drawn weighted graph (largest / smallest eccentricity)."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import draw, graphs

ASK = {"diameter": "diameter", "radius": "radius"}


def _floyd(n, edges):
    INF = float("inf")
    d = [[0 if i == j else INF for j in range(n)] for i in range(n)]
    for u, v, w in edges:
        d[u][v] = min(d[u][v], w)
        d[v][u] = min(d[v][u], w)
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if d[i][k] + d[k][j] < d[i][j]:
                    d[i][j] = d[i][k] + d[k][j]
    return d


def _eccentricities(n, edges):
    d = _floyd(n, edges)
    return [max(row) for row in d]


@seed_program(
    id="graph_weighted_diameter_radius", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["graph_theory/paths/eccentricity_centre", "graph_theory/paths/shortest_path"],
    source="DynaMath-style (graph theory, weighted distances: diameter and radius)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphWeightedDiameterRadius(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(5, 6), extra=IntRange(1, 3), weight=IntRange(1, 12), ask=OneOf(tuple(ASK))),
        hard=dict(n=IntRange(7, 8), extra=IntRange(3, 6), weight=IntRange(2, 25), ask=OneOf(tuple(ASK))),
        hard_means="seven or eight vertices and more edges with weights up to 25: 21 to 28 pairwise distances, "
                   "many of them along multi-edge detours rather than direct edges",
    )

    def sample(self, rng, space):
        for _ in attempts("a drawable weighted graph whose farthest pair is not joined by a direct lightest edge"):
            n = space.n.draw(rng)
            start = float(rng.choice([90.0, 60.0, 75.0, 105.0, 120.0]))
            pairs = b3.weighted_circle_graph(rng, n, space.extra.draw(rng), start)
            if pairs is None:
                continue
            edges = [[u, v, space.weight.draw(rng)] for u, v in pairs]
            d = _floyd(n, edges)
            ecc = [max(r) for r in d]
            ask = str(space.ask.draw(rng))
            # an interesting detour: some shortest distance is shorter than the direct edge
            if not any(d[u][v] < w for u, v, w in edges):
                continue
            if ask == "radius" and ecc.count(min(ecc)) > 2:
                continue
            return {"n": n, "labels": draw.pick_labels(rng, n), "start_deg": start, "edges": edges, "ask": ask}

    def question(self, g):
        what = ("the largest of these numbers over all vertices (the diameter of the graph)" if g["ask"] == "diameter"
                else "the smallest of these numbers over all vertices (the radius of the graph)")
        return ("The number on each edge of the graph shown is its length, and the distance between two vertices "
                "is the length of a shortest path joining them. For every vertex, take its largest distance to "
                f"any other vertex. What is {what}?")

    def answer(self, p):
        ecc = _eccentricities(p["n"], p["edges"])
        return Number(max(ecc) if p["ask"] == "diameter" else min(ecc), tolerance=0)

    def verify(self, g):
        # Distances by enumerating every simple path from each vertex (no shortest-path algorithm)
        n = len(g["labels"])
        adj = {i: {} for i in range(n)}
        for u, v, w in g["edges"]:
            adj[u][v] = min(w, adj[u].get(v, w))
            adj[v][u] = min(w, adj[v].get(u, w))
        ecc = []
        for s in range(n):
            best = {s: 0}
            stack = [(s, (s,), 0)]
            while stack:
                x, path, total = stack.pop()
                for y, w in adj[x].items():
                    if y not in path:
                        if total + w < best.get(y, float("inf")):
                            best[y] = total + w
                        stack.append((y, path + (y,), total + w))
            ecc.append(max(best.values()))
        return Number(max(ecc) if g["ask"] == "diameter" else min(ecc), tolerance=0)

    def draw(self, g, ax, hide=()):
        b3.draw_weighted_graph(ax, graphs.circular_layout(g["n"], g["start_deg"]), [e[:2] for e in g["edges"]],
                               g["labels"], [str(e[2]) for e in g["edges"]])

    def subquestions(self, g):
        L = g["labels"]
        d = _floyd(g["n"], g["edges"])
        ecc = [max(r) for r in d]
        far = max(((i, j) for i in range(g["n"]) for j in range(i + 1, g["n"])), key=lambda t: d[t[0]][t[1]])
        detour = next((u, v) for u, v, w in g["edges"] if d[u][v] < w)
        return [
            SubQuestion(f"In the weighted graph shown, what is the length of a shortest path from {L[detour[0]]} "
                        f"to {L[detour[1]]}?", Number(d[detour[0]][detour[1]], tolerance=0),
                        "graph_theory/paths/shortest_path"),
            SubQuestion(f"In the weighted graph shown, what is the largest distance from vertex {L[far[0]]} to any "
                        f"other vertex (its eccentricity)?", Number(ecc[far[0]], tolerance=0),
                        "graph_theory/paths/eccentricity_centre"),
        ]

    def description(self, g):
        L = g["labels"]
        edges = sorted(g["edges"])
        return (f"An undirected graph has vertices {', '.join(L)} and the edges "
                f"{b3.edge_list_text(L, [e[:2] for e in edges], [e[2] for e in edges])}; the weight of an edge "
                f"is its length.")
