"""Graph theory: pick the Hamiltonian cycle of a drawn graph among closed routes written as vertex sequences."""
from itertools import permutations

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _route_text(labels, route):
    """A closed route as shown: its labels joined by dashes, back to the start."""
    return "–".join(labels[i] for i in list(route) + [route[0]])


def _ham_cycles(n, edges):
    """Every Hamiltonian cycle as a vertex tuple starting at 0 (each direction once), by brute force."""
    E = {frozenset(e) for e in edges}
    out = []
    for perm in permutations(range(1, n)):
        if perm[0] > perm[-1]:
            continue
        cyc = (0,) + perm
        if all(frozenset((cyc[i], cyc[(i + 1) % n])) in E for i in range(n)):
            out.append(cyc)
    return out


def _short_cycle(n, edges, rng):
    """A cycle through 4..n-1 vertices (misses some vertex), or None."""
    adj = {i: set() for i in range(n)}
    for u, v in edges:
        adj[u].add(v)
        adj[v].add(u)
    found = []
    for s in range(n):
        stack = [(s, [s])]
        while stack:
            x, path = stack.pop()
            for y in adj[x]:
                if y == s and 4 <= len(path) < n:
                    found.append(path)
                elif y not in path and y > s and len(path) < n - 1:
                    stack.append((y, path + [y]))
    if not found:
        return None
    return found[int(rng.integers(0, len(found)))]


@seed_program(
    id="graph_hamiltonian_cycle_pick", topic="graph_theory", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["graph_theory/hamiltonian/hamiltonian_cycle"],
    source="DynaMath-style (graph theory, Hamiltonian cycles)",
    variations=["graph_structure", "point_labels"],
)
class GraphHamiltonianCyclePick(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(6, 8), extra_edges=(3, 7), max_edges=13),
        hard=dict(n=IntRange(8, 9), extra_edges=(5, 9), max_edges=15),
        hard_means="more vertices and edges, so the wrong routes differ from the cycle by one swap in a longer list",
    )

    def sample(self, rng, space):
        for _ in attempts("a Hamiltonian drawing with three wrong routes"):
            n = space.n.draw(rng)
            drawing = graphs.sample_connected_drawing(rng, n, space.extra_edges, max_edges=space.max_edges)
            if drawing is None:
                continue
            spec, pos, edges = drawing
            cycles = _ham_cycles(n, edges)
            if not cycles:
                continue
            E = {frozenset(e) for e in edges}
            cyc = list(cycles[int(rng.integers(0, len(cycles)))])
            shift = int(rng.integers(0, n))
            cyc = cyc[shift:] + cyc[:shift]
            if rng.random() < 0.5:
                cyc = cyc[::-1]
            wrong = []
            short = _short_cycle(n, edges, rng)
            if short is not None:
                wrong.append(short)
            for _ in range(60):
                if len(wrong) == 3:
                    break
                i, j = sorted(int(x) for x in rng.choice(n, size=2, replace=False))
                cand = cyc[:i] + [cyc[j]] + cyc[i + 1:j] + [cyc[i]] + cyc[j + 1:]
                if rng.random() < 0.3:   # or a route that repeats a vertex and skips another
                    k = int(rng.integers(2, n))
                    cand = cyc[:k] + [cyc[k - 2]] + cyc[k + 1:]
                bad_edge = any(frozenset((cand[t], cand[(t + 1) % n])) not in E for t in range(n))
                if len(set(cand)) == n and not bad_edge:
                    continue
                if cand not in wrong and cand[0] == cyc[0]:
                    wrong.append(cand)
            if len(wrong) < 3:
                continue
            labels = draw.pick_labels(rng, n)
            options = sorted(_route_text(labels, r) for r in [cyc] + wrong)
            return ({"n": n, "labels": labels, "layout": spec, "edges": edges, "options": options},
                    {"cycle": cyc, "wrong": wrong})

    def question(self, g):
        return ("A Hamiltonian cycle passes through every vertex of a graph exactly once, along the edges, and "
                "returns to its start. Which of the following routes is a Hamiltonian cycle of the graph in the "
                "figure?")

    def answer(self, p):
        return Choice(_route_text(p["labels"], p["cycle"]), [_route_text(p["labels"], w) for w in p["wrong"]])

    def verify(self, g):
        # read each stated option back into labels: closed, every vertex exactly once, each step an edge
        L = g["labels"]
        E = {frozenset((L[u], L[v])) for u, v in g["edges"]}
        ok = []
        for text in g["options"]:
            r = text.split("–")
            if r[0] == r[-1] and sorted(r[:-1]) == sorted(L) and all(frozenset(s) in E for s in zip(r, r[1:])):
                ok.append(text)
        return ok[0] if len(ok) == 1 else "none"

    def draw(self, g, ax, hide=()):
        pos = graphs.layout_positions(g["layout"], g["n"])
        graphs.draw_graph(ax, pos, g["edges"], g["labels"], node_colors=["#f5f3ff"] * g["n"])

    def subquestions(self, g):
        return [
            SubQuestion(f"The graph shown has {g['n']} vertices. How many edges does a Hamiltonian cycle of it "
                        f"use?", Number(g["n"]), "graph_theory/hamiltonian/hamiltonian_cycle"),
            SubQuestion("How many edges does the graph shown have?", Number(len(g["edges"])),
                        "graph_theory/vertices/degree"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}–{L[v]}" for u, v in g["edges"]]
        return (f"An undirected graph has {g['n']} vertices {', '.join(L)} and the edges "
                f"{', '.join(parts)}. The options are {'; '.join(g['options'])}.")
