"""Graph theory: pick the vertex set that is one side of a drawn bipartite graph's bipartition."""

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Number, seed_program
from dynaforge.sdk import draw, graphs


def _two_colour(n, edges):
    """Side (0/1) of each vertex by propagating colours along edges from vertex 0 (connected graph)."""
    adj = {i: [] for i in range(n)}
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    side = {0: 0}
    stack = [0]
    while stack:
        x = stack.pop()
        for y in adj[x]:
            if y not in side:
                side[y] = 1 - side[x]
                stack.append(y)
    return side


@seed_program(
    id="graph_bipartite_parts", topic="graph_theory", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["graph_theory/bipartite/bipartition", "graph_theory/bipartite/odd_cycle"],
    source="DynaMath-style (graph theory, bipartite graphs)",
    variations=["graph_structure", "point_labels"],
)
class GraphBipartiteParts(SeedProgram):
    def sample(self, rng):
        while True:
            n = int(rng.integers(6, 10))
            spec = graphs.sample_layout(rng, n)
            pos = graphs.layout_positions(spec, n)
            colour = [int(c) for c in rng.integers(0, 2, size=n)]
            if not 3 <= sum(colour) <= n - 3:
                continue
            cross = [e for e in graphs.candidate_pairs(spec, pos) if colour[e[0]] != colour[e[1]]]
            edges = graphs.random_connected_edges(rng, n, int(rng.integers(1, 4)), allowed=cross)
            if edges is None or len(edges) > 13 or not graphs.crossings_ok(pos, edges):
                continue
            labels = draw.pick_labels(rng, n)
            side = _two_colour(n, edges)
            pick = side[int(rng.integers(0, n))]
            part = sorted(i for i in range(n) if side[i] == pick)
            others = [i for i in range(n) if i not in part]
            # distractors: move one vertex across (so some edge falls inside a part)
            wrong = []
            for _ in range(40):
                if len(wrong) == 3:
                    break
                if rng.random() < 0.5 and len(part) > 2:
                    out = int(part[int(rng.integers(0, len(part)))])
                    cand = sorted([i for i in part if i != out] + [int(others[int(rng.integers(0, len(others)))])])
                elif rng.random() < 0.5:
                    cand = sorted(part + [int(others[int(rng.integers(0, len(others)))])])
                else:
                    cand = sorted(i for i in part if i != part[int(rng.integers(0, len(part)))])
                if len(cand) >= 2 and cand != part and sorted(set(range(n)) - set(cand)) != part and cand not in wrong:
                    wrong.append(cand)
            if len(wrong) < 3:
                continue
            return {"n": n, "labels": labels, "layout": spec, "edges": edges, "part": part, "wrong": wrong}

    def _text(self, p, s):
        return "{" + ", ".join(sorted(p["labels"][i] for i in s)) + "}"

    def question(self, p):
        return ("The undirected graph in the figure is bipartite: its vertices can be split into two groups "
                "so that every edge joins a vertex of one group to a vertex of the other. Which of the "
                "following sets is one of the two groups?")

    def answer(self, p):
        return Choice(self._text(p, p["part"]), [self._text(p, w) for w in p["wrong"]])

    def verify(self, p):
        # brute force: the options whose set and complement both contain no edge
        n, E = p["n"], p["edges"]
        good = []
        for s in [p["part"]] + p["wrong"]:
            S = set(s)
            if all((u in S) != (v in S) for u, v in E):
                good.append(self._text(p, s))
        # the bipartition of a connected graph is unique: only one option may pass
        return good[0] if len(good) == 1 else "none"

    def draw(self, p, ax, hide=()):
        pos = graphs.layout_positions(p["layout"], p["n"])
        graphs.draw_graph(ax, pos, p["edges"], p["labels"])

    def subquestions(self, p):
        L = p["labels"]
        u, v = p["edges"][0]
        return [
            SubQuestion(f"In a bipartite graph, vertices {L[u]} and {L[v]} are joined by an edge. Can they be "
                        f"in the same group of the bipartition? Answer 1 for yes, 0 for no.", Number(0),
                        "graph_theory/bipartite/bipartition"),
            SubQuestion(f"The graph shown has {p['n']} vertices; one group of its bipartition has "
                        f"{len(p['part'])} vertices. How many vertices does the other group have?",
                        Number(p["n"] - len(p["part"])), "graph_theory/bipartite/bipartition"),
        ]

    def description(self, p):
        L = p["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in p["edges"]]
        return (f"An undirected graph has {p['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}. It is bipartite.")
