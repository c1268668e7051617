"""Graph theory: pick the vertex set that is one side of a drawn bipartite graph's bipartition."""

from dynaforge.sdk import Choice, IntRange, Levels, SeedProgram, SubQuestion, Number, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _set_text(labels, s):
    """An option as shown: the vertex labels of a set, sorted, in braces."""
    return "{" + ", ".join(sorted(labels[i] for i in s)) + "}"


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
    levels = Levels(
        standard=dict(n=IntRange(6, 9), extra_edges=IntRange(1, 3), max_edges=13),
        hard=dict(n=IntRange(9, 11), extra_edges=IntRange(3, 5), max_edges=16),
        hard_means="more vertices and more edges (more cycles), so the two groups take longer to trace",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected bipartite drawing with three distractor sets"):
            n = space.n.draw(rng)
            spec = graphs.sample_layout(rng, n)
            pos = graphs.layout_positions(spec, n)
            colour = [int(c) for c in rng.integers(0, 2, size=n)]
            if not 3 <= sum(colour) <= n - 3:
                continue
            cross = [e for e in graphs.candidate_pairs(spec, pos) if colour[e[0]] != colour[e[1]]]
            edges = graphs.random_connected_edges(rng, n, space.extra_edges.draw(rng), allowed=cross)
            if edges is None or len(edges) > space.max_edges or not graphs.crossings_ok(pos, edges):
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
            options = sorted(_set_text(labels, s) for s in [part] + wrong)
            return ({"n": n, "labels": labels, "layout": spec, "edges": edges, "options": options},
                    {"part": part, "wrong": wrong})

    def question(self, g):
        return ("The undirected graph in the figure is bipartite: its vertices can be split into two groups "
                "so that every edge joins a vertex of one group to a vertex of the other. Which of the "
                "following sets is one of the two groups?")

    def answer(self, p):
        return Choice(_set_text(p["labels"], p["part"]), [_set_text(p["labels"], w) for w in p["wrong"]])

    def verify(self, g):
        # from the stated options: read each set of labels back, keep those with no edge inside the
        # set or inside its complement
        L, E = g["labels"], g["edges"]
        good = []
        for text in g["options"]:
            S = {L.index(x.strip()) for x in text.strip("{}").split(",")}
            if all((u in S) != (v in S) for u, v in E):
                good.append(text)
        # the bipartition of a connected graph is unique: only one option may pass
        return good[0] if len(good) == 1 else "none"

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"])

    def subquestions(self, g):
        L = g["labels"]
        u, v = g["edges"][0]
        side = _two_colour(g["n"], g["edges"])
        part = next(s for s in ([i for i in side if side[i] == c] for c in (0, 1))
                    if _set_text(L, s) in g["options"])      # the group that is among the options
        return [
            SubQuestion(f"In a bipartite graph, vertices {L[u]} and {L[v]} are joined by an edge. Can they be "
                        f"in the same group of the bipartition? Answer 1 for yes, 0 for no.", Number(0),
                        "graph_theory/bipartite/bipartition"),
            SubQuestion(f"The graph shown has {g['n']} vertices; one group of its bipartition has "
                        f"{len(part)} vertices. How many vertices does the other group have?",
                        Number(g["n"] - len(part)), "graph_theory/bipartite/bipartition"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}. It is bipartite. The options are {'; '.join(g['options'])}.")
