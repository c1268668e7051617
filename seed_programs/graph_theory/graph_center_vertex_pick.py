"""Graph theory: pick the centre of a drawn graph, the vertex of smallest eccentricity."""
from collections import deque

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _eccentricities(n, edges):
    """Eccentricity of every vertex by a breadth-first search from each one."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    ecc = []
    for s in range(n):
        dist = {s: 0}
        queue = deque([s])
        while queue:
            x = queue.popleft()
            for y in adj[x]:
                if y not in dist:
                    dist[y] = dist[x] + 1
                    queue.append(y)
        ecc.append(max(dist.values()))
    return ecc


@seed_program(
    id="graph_center_vertex_pick", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["graph_theory/paths/eccentricity_centre", "graph_theory/paths/shortest_path"],
    source="DynaMath-style (graph theory, distances)",
    variations=["graph_structure", "point_labels"],
)
class GraphCenterVertexPick(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(7, 9), extra=IntRange(0, 3), max_edges=12, close=IntRange(1, 2)),
        hard=dict(n=IntRange(10, 12), extra=IntRange(1, 4), max_edges=16, close=IntRange(3, 3)),
        hard_means="10-12 vertices and every wrong option only one step worse than the centre (eccentricity one "
                   "more), so all four distance profiles must be worked out",
    )

    def sample(self, rng, space):
        close = int(space.close.draw(rng))
        for _ in attempts("a drawing with a unique centre and enough near-central vertices"):
            n = int(space.n.draw(rng))
            drawing = graphs.sample_connected_drawing(rng, n, (space.extra.lo, space.extra.hi + 1),
                                                      max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, _pos, edges = drawing
            ecc = _eccentricities(n, edges)
            r = min(ecc)
            centre = [i for i in range(n) if ecc[i] == r]
            near = [i for i in range(n) if ecc[i] == r + 1]
            far = [i for i in range(n) if ecc[i] > r + 1]
            if len(centre) != 1 or len(near) < close or len(near) + len(far) < 3 or r < 2:
                continue
            pick = [int(i) for i in rng.permutation(near)[:close]]
            rest = [i for i in near + far if i not in pick]
            pick += [int(i) for i in rng.permutation(rest)[:3 - len(pick)]]
            labels = draw.pick_labels(rng, n)
            return ({"n": n, "labels": labels, "layout": spec, "edges": edges,
                     "options": sorted(labels[i] for i in [centre[0]] + pick)},
                    {"centre": centre[0], "wrong": pick})

    def question(self, g):
        return ("The eccentricity of a vertex is the largest number of edges on a shortest path from it to any other "
                "vertex. Which vertex of the undirected graph in the figure has the smallest eccentricity (the "
                f"centre of the graph)?")

    def description(self, g):
        L = g["labels"]
        return (f"A connected undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(f'{L[u]}–{L[v]}' for u, v in g['edges'])}.")

    def answer(self, p):
        L = p["labels"]
        return Choice(L[p["centre"]], [L[i] for i in p["wrong"]])

    def verify(self, g):
        # all-pairs distances by Floyd-Warshall, then the options' eccentricities
        n, L = g["n"], g["labels"]
        INF = n + 1
        d = [[0 if i == j else INF for j in range(n)] for i in range(n)]
        for u, v in g["edges"]:
            d[u][v] = d[v][u] = 1
        for k in range(n):
            for i in range(n):
                for j in range(n):
                    if d[i][k] + d[k][j] < d[i][j]:
                        d[i][j] = d[i][k] + d[k][j]
        ecc = [max(row) for row in d]
        best = min(ecc)
        winners = [L[i] for i in range(n) if ecc[i] == best]
        return winners[0] if len(winners) == 1 and winners[0] in g["options"] else "none"

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"])

    def subquestions(self, g):
        L = g["labels"]
        ecc = _eccentricities(g["n"], g["edges"])
        x = L.index(g["options"][0])
        return [
            SubQuestion(f"In the graph shown, what is the eccentricity of vertex {L[x]} (its largest distance, in "
                        f"edges, to another vertex)?", Number(ecc[x], tolerance=0),
                        "graph_theory/paths/eccentricity_centre"),
            SubQuestion("In the graph shown, what is the radius (the smallest eccentricity of any vertex)?",
                        Number(min(ecc), tolerance=0), "graph_theory/paths/eccentricity_centre"),
        ]
