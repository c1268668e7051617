"""Graph theory: does the drawn connected graph have an Euler circuit, an Euler path, or neither?"""
from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs

CIRCUIT = "It has an Euler circuit."
NEITHER = "It has neither an Euler path nor an Euler circuit."


def _path_option(labels, a, b):
    x, y = sorted((labels[a], labels[b]))
    return f"It has an Euler path between {x} and {y}, but no Euler circuit."


def _degrees(n, edges):
    deg = [0] * n
    for u, v in edges:
        deg[u] += 1
        deg[v] += 1
    return deg


def _trail_ends(n, edges):
    """Every (start, end) of a trail using each edge exactly once, by depth-first search."""
    ends = set()
    m = len(edges)

    def walk(x, used, start):
        if len(used) == m:
            ends.add((start, x))
            return
        for i, (u, v) in enumerate(edges):
            if i not in used and x in (u, v):
                walk(v if x == u else u, used | {i}, start)

    for s in range(n):
        walk(s, frozenset(), s)
    return ends


@seed_program(
    id="graph_euler_path", topic="graph_theory", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["graph_theory/euler/euler_path", "graph_theory/vertices/degree"],
    source="DynaMath-style (graph theory, Euler paths)",
    variations=["graph_structure", "point_labels"],
)
class GraphEulerPath(SeedProgram):
    levels = Levels(
        standard=dict(target=OneOf(["circuit", "path", "neither"], p=[0.2, 0.6, 0.2]), n=IntRange(5, 7),
                      extra_edges=(2, 6), max_edges=11),
        hard=dict(target=OneOf(["circuit", "path", "neither"], p=[0.25, 0.5, 0.25]), n=IntRange(7, 8),
                  extra_edges=(4, 7), max_edges=13),
        hard_means="more vertices and edges (up to 13), so the odd-degree vertices take longer to find",
    )

    def sample(self, rng, space):
        target = space.target.draw(rng)
        for _ in attempts(f"a connected drawing with {target}"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, _, edges = drawing
            odd = sum(d % 2 for d in _degrees(n, edges))
            kind = {0: "circuit", 2: "path"}.get(odd, "neither")
            if kind != target:
                continue
            # two wrong endpoint pairs for the distractors, fixed here so they are part of the params
            pairs = [[i, j] for i in range(n) for j in range(i + 1, n)]
            order = [pairs[int(i)] for i in rng.permutation(len(pairs))]
            return ({"n": n, "labels": draw.pick_labels(rng, n), "layout": spec, "edges": edges},
                    {"pair_order": order[:6]})

    def question(self, g):
        return ("The undirected graph in the figure is connected. An Euler path uses every edge "
                "exactly once; an Euler circuit is an Euler path that ends where it starts. "
                "Which statement about this graph is true?")

    def _options(self, p, correct):
        """The correct statement and three distractors drawn from the other statement kinds."""
        L = p["labels"]
        paths = [_path_option(L, a, b) for a, b in p["pair_order"]]
        pool = [CIRCUIT, NEITHER] + paths
        distractors = []
        for o in pool:
            if o != correct and o not in distractors:
                distractors.append(o)
        return Choice(correct, distractors[:3])

    def answer(self, p):
        deg = _degrees(p["n"], p["edges"])
        odd = [i for i in range(p["n"]) if deg[i] % 2]
        if not odd:
            correct = CIRCUIT
        elif len(odd) == 2:
            correct = _path_option(p["labels"], *odd)
        else:
            correct = NEITHER
        return self._options(p, correct)

    def verify(self, g):
        # every trail that uses each stated edge once, by depth-first search (not the degree rule)
        ends = _trail_ends(len(g["labels"]), g["edges"])
        if any(a == b for a, b in ends):
            return CIRCUIT
        if ends:
            a, b = next(iter(ends))
            return _path_option(g["labels"], a, b)
        return NEITHER

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"])

    def subquestions(self, g):
        deg = _degrees(g["n"], g["edges"])
        return [SubQuestion("In the graph shown, how many vertices have an odd degree?",
                            Number(sum(d % 2 for d in deg)), "graph_theory/vertices/degree")]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"A connected undirected graph has vertices {', '.join(L)} and edges "
                f"{', '.join(parts)}.")
