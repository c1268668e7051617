"""Graph theory: the number of connected components of a drawn undirected graph."""
import numpy as np

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, graphs


def _components_bfs(n, edges):
    """Components as vertex lists, by breadth-first search from each unvisited vertex."""
    adj = {i: [] for i in range(n)}
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    seen, comps = set(), []
    for s in range(n):
        if s in seen:
            continue
        comp, queue = [], [s]
        seen.add(s)
        while queue:
            x = queue.pop(0)
            comp.append(x)
            for y in adj[x]:
                if y not in seen:
                    seen.add(y)
                    queue.append(y)
        comps.append(sorted(comp))
    return comps


@seed_program(
    id="graph_connected_components", topic="graph_theory", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["graph_theory/connectivity/connected_components", "graph_theory/vertices/degree"],
    source="DynaMath-style (graph theory, connectivity)",
    variations=["graph_structure", "point_labels", "colors_labels"],
)
class GraphConnectedComponents(SeedProgram):
    def sample(self, rng):
        while True:
            n = int(rng.integers(7, 13))
            spec = graphs.sample_layout(rng, n)
            pos = graphs.layout_positions(spec, n)
            cand = graphs.candidate_pairs(spec, pos)
            m = int(rng.integers(int(0.5 * n), n + 1))
            if m > len(cand):
                continue
            edges = [cand[int(i)] for i in sorted(rng.permutation(len(cand))[:m])]
            if not graphs.crossings_ok(pos, edges):
                continue
            k = len(_components_bfs(n, edges))
            if not 2 <= k <= 5:
                continue
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges,
                    "fill": str(rng.choice(["#eff6ff", "#ecfdf5", "#fef3c7", "#fce7f3"]))}

    def question(self, p):
        return ("How many connected components does the undirected graph in the figure have? "
                "(An isolated vertex counts as a component of its own.)")

    def answer(self, p):
        return Number(len(_components_bfs(p["n"], p["edges"])))

    def verify(self, p):
        # the multiplicity of eigenvalue 0 of the Laplacian is the number of components
        n = p["n"]
        lap = np.zeros((n, n))
        for u, v in p["edges"]:
            lap[u, v] -= 1
            lap[v, u] -= 1
            lap[u, u] += 1
            lap[v, v] += 1
        return Number(n - int(np.linalg.matrix_rank(lap)))

    def draw(self, p, ax, hide=()):
        pos = graphs.layout_positions(p["layout"], p["n"])
        graphs.draw_graph(ax, pos, p["edges"], p["labels"], node_colors=[p["fill"]] * p["n"])

    def subquestions(self, p):
        L = p["labels"]
        comps = _components_bfs(p["n"], p["edges"])
        biggest = max(comps, key=len)
        x = biggest[0]
        deg = [0] * p["n"]
        for u, v in p["edges"]:
            deg[u] += 1
            deg[v] += 1
        y = max(range(p["n"]), key=lambda i: (deg[i], -i))
        return [
            SubQuestion(f"In the graph shown, how many edges meet at vertex {L[y]} (its degree)?",
                        Number(deg[y]), "graph_theory/vertices/degree"),
            SubQuestion(f"In the graph shown, how many vertices (including {L[x]} itself) can be "
                        f"reached from vertex {L[x]} by following edges?",
                        Number(len(biggest)), "graph_theory/connectivity/connected_components"),
        ]

    def description(self, p):
        L = p["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in p["edges"]]
        return (f"An undirected graph has {p['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}; no other edges are drawn.")
