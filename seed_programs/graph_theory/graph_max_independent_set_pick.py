"""Graph theory: which listed vertex set is a maximum independent set of a drawn graph."""
from itertools import combinations

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _set_text(labels, s):
    """A vertex set as the options show it: {A, C, F} in label order."""
    return "{" + ", ".join(sorted(labels[v] for v in s)) + "}"


def _independent_sets(n, edges):
    """Every independent set (as sorted tuples), by checking all vertex subsets."""
    adj = {frozenset(e) for e in map(tuple, edges)}
    out = []
    for k in range(n + 1):
        for s in combinations(range(n), k):
            if all(frozenset((u, v)) not in adj for u, v in combinations(s, 2)):
                out.append(s)
    return out


@seed_program(
    id="graph_max_independent_set_pick", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["graph_theory/independence/independent_set", "graph_theory/vertices/degree"],
    source="DynaMath-style (graph theory, independent sets)",
    variations=["graph_structure", "point_labels"],
)
class GraphMaxIndependentSetPick(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(6, 8), extra_edges=(1, 4), min_alpha=3, maximal_decoy=False),
        hard=dict(n=IntRange(9, 11), extra_edges=(3, 7), min_alpha=4, maximal_decoy=True),
        hard_means="nine to eleven vertices with more edges, and always a maximal independent set one vertex short "
                   "among the options (a greedy choice that cannot be extended), so being unable to add a vertex "
                   "does not prove a set is maximum",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected drawing with a large enough independence number and four distinct options"):
            n = int(space.n.draw(rng))
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges)
            if drawing is None:
                continue
            spec, _, edges = drawing
            edges = [[int(u), int(v)] for u, v in edges]
            ind = _independent_sets(n, edges)
            alpha = max(len(s) for s in ind)
            if alpha < space.min_alpha:
                continue
            best = [s for s in ind if len(s) == alpha]
            S = best[int(rng.integers(len(best)))]
            short = [s for s in ind if len(s) == alpha - 1
                     and not any(set(s) < set(t) for t in ind if len(t) == alpha)]  # maximal, one short
            if not short:
                if space.maximal_decoy:
                    continue
                short = [s for s in ind if len(s) == alpha - 1 and not set(s) < set(S)]
            if not short:
                continue
            small = short[int(rng.integers(len(short)))]
            adj = {frozenset(e) for e in map(tuple, edges)}
            # same size, one edge inside: swap one vertex of S for a neighbour of another vertex of S
            swaps = []
            for out_v in S:
                for in_v in range(n):
                    if in_v in S:
                        continue
                    t = tuple(sorted(set(S) - {out_v} | {in_v}))
                    inside = sum(1 for u, v in combinations(t, 2) if frozenset((u, v)) in adj)
                    if inside == 1:
                        swaps.append(t)
            if not swaps:
                continue
            same = swaps[int(rng.integers(len(swaps)))]
            extra = [v for v in range(n) if v not in S]
            big = tuple(sorted(set(S) | {extra[int(rng.integers(len(extra)))]}))
            sets = [list(S), list(small), list(same), list(big)]
            if len({tuple(s) for s in sets}) < 4:
                continue
            labels = draw.pick_labels(rng, n)
            options = [_set_text(labels, sets[int(i)]) for i in rng.permutation(4)]
            return {"n": n, "labels": labels, "layout": spec, "edges": edges, "options": options}

    def question(self, g):
        return ("An independent set of a graph is a set of vertices no two of which are joined by an edge. Which of "
                "the following is a maximum independent set (an independent set with as many vertices as possible) "
                "of the graph shown?")

    def answer(self, p):
        ind = set(_independent_sets(p["n"], p["edges"]))
        alpha = max(len(s) for s in ind)
        index = {name: i for i, name in enumerate(p["labels"])}
        good = [t for t in p["options"]
                if tuple(sorted(index[x] for x in t.strip("{}").split(", "))) in ind and len(t.split(",")) == alpha]
        return Choice(good[0], [t for t in p["options"] if t != good[0]])

    def verify(self, g):
        # The independence number is the clique number of the complement: Bron-Kerbosch on the complement graph.
        n = len(g["labels"])
        joined = {(u, v) for u, v in g["edges"]} | {(v, u) for u, v in g["edges"]}
        comp = {v: {u for u in range(n) if u != v and (u, v) not in joined} for v in range(n)}
        best = [0]

        def bron_kerbosch(r, p, x):
            if not p and not x:
                best[0] = max(best[0], len(r))
                return
            pivot = max(p | x, key=lambda u: len(comp[u] & p))
            for v in list(p - comp[pivot]):
                bron_kerbosch(r | {v}, p & comp[v], x & comp[v])
                p = p - {v}
                x = x | {v}

        bron_kerbosch(set(), set(range(n)), set())
        index = {name: i for i, name in enumerate(g["labels"])}
        hits = []
        for text in g["options"]:
            s = [index[x.strip()] for x in text.strip("{}").split(",")]
            if len(s) == best[0] and all(v in comp[u] for u, v in combinations(s, 2)):
                hits.append(text)
        return hits[0] if len(hits) == 1 else "none"

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=["#fef9c3"] * g["n"])

    def subquestions(self, g):
        L = g["labels"]
        alpha = max(len(s) for s in _independent_sets(g["n"], g["edges"]))
        u, v = g["edges"][0]
        deg = [sum(1 for e in g["edges"] if x in e) for x in range(g["n"])]
        top = max(range(g["n"]), key=lambda x: (deg[x], -x))
        subs = [SubQuestion("How many vertices does a maximum independent set of the graph shown have (its "
                            "independence number)?", Number(alpha), "graph_theory/vertices/degree"),
                SubQuestion(f"In the graph shown, can vertices {L[u]} and {L[v]} both belong to an independent set? "
                            f"Answer yes or no.", Text("no"), "graph_theory/colouring/proper_colouring"),
                SubQuestion(f"In the graph shown, how many edges meet at vertex {L[top]}?", Number(deg[top]),
                            "graph_theory/vertices/degree")]
        return subs

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return f"An undirected graph has the {g['n']} vertices {', '.join(L)} and the edges {', '.join(parts)}."
