"""Graph theory: connected components of a drawn undirected graph (how many, the largest, edges to connect)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(kind=OneOf(["count", "largest", "of_vertex", "to_connect", "pairs"], p=[0.15, 0.2, 0.2, 0.1, 0.35]), n=IntRange(7, 12)),
        hard=dict(kind=OneOf(["largest", "of_vertex", "to_connect", "pairs"]), n=IntRange(10, 12)),
        hard_means="more vertices (10-12, the most a layout holds), and never the plain count",
    )
    WANT = {"count": (1, 8), "largest": (3, 12), "of_vertex": (2, 11), "to_connect": (1, 7), "pairs": (6, 12)}

    def sample(self, rng, space):
        # the number of components is drawn first (1..7) so that the answers spread out; the
        # question asks for the count, the size of the largest component, the size of the component
        # of a named vertex, or the fewest edges that would make the graph connected
        # fewest edges that would make the graph connected, or the number of vertex pairs joined by a path
        kind = space.kind.draw(rng)
        # the answer is drawn first so that the variants' answers spread out
        lo, hi = self.WANT[kind]
        want = int(rng.integers(lo, hi))
        for _ in attempts(f"a drawing whose {kind} answer is {want}" + (" or more" if kind == "pairs" else ""), limit=20000):
            n = space.n.draw(rng)
            spec = graphs.sample_layout(rng, n)
            pos = graphs.layout_positions(spec, n)
            cand = graphs.candidate_pairs(spec, pos)
            m = int(rng.integers(max(n // 2 - 1, 1), n + 2))
            if m > len(cand):
                continue
            edges = [cand[int(i)] for i in sorted(rng.permutation(len(cand))[:m])]
            if not graphs.crossings_ok(pos, edges):
                continue
            comps = _components_bfs(n, edges)
            sizes = sorted(len(c) for c in comps)
            if not 2 <= len(comps) <= 7 and not (kind == "count" and len(comps) == 1):
                continue
            ask = 0
            if kind == "count" and len(comps) != want:
                continue
            if kind == "to_connect" and len(comps) - 1 != want:
                continue
            if kind == "largest" and (sizes[-1] != want or sizes[-2] == want):
                continue
            if kind == "pairs" and sum(k * (k - 1) // 2 for k in sizes) < want:
                continue        # the pair count itself is not drawn: it spreads widely on its own
            if kind == "of_vertex":
                fits = [c for c in comps if len(c) == want]
                if not fits:
                    continue
                comp = fits[int(rng.integers(0, len(fits)))]
                ask = int(comp[int(rng.integers(0, len(comp)))])
            return {"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges,
                    "kind": kind, "ask": ask,
                    "fill": str(rng.choice(["#eff6ff", "#ecfdf5", "#fef3c7", "#fce7f3"]))}

    def question(self, g):
        kind = g.get("kind", "count")
        if kind == "pairs":
            return ("In the undirected graph in the figure, how many unordered pairs of distinct vertices are "
                    "joined by a path (a sequence of edges)?")
        if kind == "largest":
            return ("How many vertices does the largest connected component of the undirected graph in "
                    "the figure have?")
        if kind == "of_vertex":
            return (f"How many vertices, including {g['labels'][g['ask']]} itself, are in the connected "
                    f"component of vertex {g['labels'][g['ask']]} in the undirected graph in the figure?")
        if kind == "to_connect":
            return ("What is the smallest number of new edges that must be added to the undirected graph "
                    "in the figure to make it connected?")
        return ("How many connected components does the undirected graph in the figure have? "
                "(An isolated vertex counts as a component of its own.)")

    def answer(self, p):
        comps = _components_bfs(p["n"], p["edges"])
        kind = p.get("kind", "count")
        if kind == "largest":
            return Number(max(len(c) for c in comps))
        if kind == "of_vertex":
            return Number(len(next(c for c in comps if p["ask"] in c)))
        if kind == "to_connect":
            return Number(len(comps) - 1)
        if kind == "pairs":
            return Number(sum(len(c) * (len(c) - 1) // 2 for c in comps))
        return Number(len(comps))

    def verify(self, g):
        # the multiplicity of eigenvalue 0 of the Laplacian is the number of components; the
        # component of a vertex is the support of its row of (I + A)^(n-1) (reachability)
        n = g["n"]
        lap = np.zeros((n, n))
        adj = np.eye(n, dtype=np.int64)
        for u, v in g["edges"]:
            lap[u, v] -= 1
            lap[v, u] -= 1
            lap[u, u] += 1
            lap[v, v] += 1
            adj[u, v] = adj[v, u] = 1
        reach = np.eye(n, dtype=np.int64)
        for _ in range(n):
            reach = np.minimum(reach @ adj, 1)
        kind = g.get("kind", "count")
        nullity = n - int(np.linalg.matrix_rank(lap))
        if kind == "largest":
            return Number(int(reach.sum(axis=1).max()))
        if kind == "of_vertex":
            return Number(int(reach[g["ask"]].sum()))
        if kind == "to_connect":
            return Number(nullity - 1)
        if kind == "pairs":
            return Number(int((reach.sum() - n) // 2))
        return Number(nullity)

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        fills = [g["fill"]] * g["n"]
        if g.get("kind") == "of_vertex":
            fills[g["ask"]] = "#fca5a5"
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=fills)

    def subquestions(self, g):
        L = g["labels"]
        comps = _components_bfs(g["n"], g["edges"])
        biggest = max(comps, key=len)
        x = biggest[0]
        deg = [0] * g["n"]
        for u, v in g["edges"]:
            deg[u] += 1
            deg[v] += 1
        y = max(range(g["n"]), key=lambda i: (deg[i], -i))
        return [
            SubQuestion(f"In the graph shown, how many edges meet at vertex {L[y]} (its degree)?",
                        Number(deg[y]), "graph_theory/vertices/degree"),
            SubQuestion(f"In the graph shown, how many vertices (including {L[x]} itself) can be "
                        f"reached from vertex {L[x]} by following edges?",
                        Number(len(biggest)), "graph_theory/connectivity/connected_components"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}; no other edges are drawn.")
