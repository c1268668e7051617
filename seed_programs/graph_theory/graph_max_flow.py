"""Graph theory: the maximum flow from S to T in a drawn capacitated network (max-flow min-cut)."""
from collections import deque

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, graphs


def _positions(p):
    """S on the left, T on the right, the inner layers in columns between them."""
    layers = p["layers"]
    cols = len(layers) + 1
    pos = [[0.0, 0.0]]
    for c, size in enumerate(layers, start=1):
        x = 2.4 * c / cols
        for r in range(size):
            y = (size - 1) / 2 - r
            pos.append([x, 0.75 * y + p["shift"][c - 1]])
    pos.append([2.4, 0.0])
    return pos


def _edmonds_karp(n, arcs, s, t):
    cap = np.zeros((n, n), dtype=int)
    for u, v, c in arcs:
        cap[u, v] += c
    flow = 0
    for _ in range(int(cap.sum()) + 1):        # each augmenting path adds at least 1
        prev = [-1] * n
        prev[s] = s
        q = deque([s])
        while q and prev[t] < 0:
            x = q.popleft()
            for y in range(n):
                if prev[y] < 0 and cap[x, y] > 0:
                    prev[y] = x
                    q.append(y)
        if prev[t] < 0:
            return flow
        path, y = [], t
        while y != s:
            path.append((prev[y], y))
            y = prev[y]
        push = min(cap[a, b] for a, b in path)
        for a, b in path:
            cap[a, b] -= push
            cap[b, a] += push
        flow += int(push)


def _min_cut(n, arcs, s, t):
    """The least capacity of arcs leaving a vertex set that holds S but not T (all such sets)."""
    inner = [v for v in range(n) if v not in (s, t)]
    best = None
    for mask in range(1 << len(inner)):
        side = {s} | {v for i, v in enumerate(inner) if mask >> i & 1}
        c = sum(w for u, v, w in arcs if u in side and v not in side)
        best = c if best is None else min(best, c)
    return best


@seed_program(
    id="graph_max_flow", topic="graph_theory", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["graph_theory/flows/max_flow_min_cut", "graph_theory/flows/flow_conservation"],
    source="DynaMath-style (graph theory, network flow)",
    variations=["graph_structure", "numeric_values", "point_labels"],
)
class GraphMaxFlow(SeedProgram):
    levels = Levels(
        standard=dict(layers=OneOf(["2-2", "3-2", "2-3", "3-3", "2-2-2", "2-3-2", "3-2-2", "2-2-3", "3-2-3"]),
                      cap=IntRange(2, 20)),
        hard=dict(layers=OneOf(["3-3-2", "2-3-3", "3-2-3", "2-3-2", "2-2-3", "3-2-2"]), cap=IntRange(5, 40)),
        hard_means="three columns of junctions (6-8 inner vertices, more S-T cuts to compare) and larger "
                   "capacities",
    )

    def sample(self, rng, space):
        for _ in attempts("a drawable network whose every junction lies on an S-T route", limit=5000):
            layers = [int(x) for x in space.layers.draw(rng).split("-")]
            shift = [round(float(x), 2) for x in rng.uniform(-0.2, 0.2, size=len(layers))]
            p = {"layers": layers, "shift": shift}
            n = sum(layers) + 2
            ids, start = [], 1
            for size in layers:
                ids.append(list(range(start, start + size)))
                start += size
            t = n - 1
            arcs = [[0, v] for v in ids[0]] + [[v, t] for v in ids[-1]]
            for a, b in zip(ids, ids[1:]):
                for u in a:
                    for v in b:
                        if rng.random() < 0.6:
                            arcs.append([u, v])
            for col in ids:   # occasional arcs inside a column, downwards
                for u, v in zip(col, col[1:]):
                    if rng.random() < 0.35:
                        arcs.append([u, v] if rng.random() < 0.5 else [v, u])
            pos = _positions(p)
            pairs = [a[:2] for a in arcs]
            if not all(graphs.segment_clear_of_vertices(pos, u, v, 0.2) for u, v in pairs):
                continue
            # every inner vertex lies on some S-T route
            reach_s, reach_t = {0}, {t}
            for _ in range(n):
                reach_s |= {v for u, v in pairs if u in reach_s}
                reach_t |= {u for u, v in pairs if v in reach_t}
            if len(reach_s & reach_t) != n:
                continue
            if not graphs.crossings_ok(pos, pairs) or graphs.weight_label_positions(pos, pairs, min_sep=0.32) is None:
                continue
            caps = [space.cap.draw(rng) for _ in arcs]
            full = [[u, v, c] for (u, v), c in zip(pairs, caps)]
            value = _edmonds_karp(n, full, 0, t)
            out_s = sum(c for u, v, c in full if u == 0)
            in_t = sum(c for u, v, c in full if v == t)
            if value in (out_s, in_t) and rng.random() < 0.8:   # mostly a cut inside the network
                continue
            labels = ["S"] + draw.pick_labels(rng, n - 2, "ABCDEFGHJKMNPQR") + ["T"]
            return {"layers": layers, "shift": shift, "n": n, "arcs": full, "labels": labels}

    def question(self, g):
        return ("In the network in the figure, the number on each arrow is the capacity of that one-way "
                "pipe (in litres per second). What is the maximum flow from S to T, in litres per second?")

    def answer(self, p):
        return Number(_edmonds_karp(p["n"], p["arcs"], 0, p["n"] - 1))

    def verify(self, g):
        # the least S-T cut over all vertex sets (max-flow min-cut), not augmenting paths
        n = len(g["labels"])
        return Number(_min_cut(n, g["arcs"], 0, n - 1))

    def draw(self, g, ax, hide=()):
        pos = _positions(g)
        pairs = [a[:2] for a in g["arcs"]]
        spots = graphs.weight_label_positions(pos, pairs, min_sep=0.32)
        fills = ["#fde68a" if i in (0, g["n"] - 1) else graphs.NODE_FILL for i in range(g["n"])]
        graphs.draw_graph(ax, pos, pairs, g["labels"], weight_texts=[str(a[2]) for a in g["arcs"]],
                          label_pos=spots, directed=True, node_colors=fills)

    def subquestions(self, g):
        t = g["n"] - 1
        return [
            SubQuestion("In the network shown, what is the total capacity of the pipes leaving S?",
                        Number(sum(c for u, v, c in g["arcs"] if u == 0)), "graph_theory/flows/max_flow_min_cut"),
            SubQuestion("In the network shown, what is the total capacity of the pipes entering T?",
                        Number(sum(c for u, v, c in g["arcs"] if v == t)), "graph_theory/flows/max_flow_min_cut"),
        ]

    def description(self, g):
        L = g["labels"]
        parts = [f"{L[u]}→{L[v]} (capacity {c})" for u, v, c in g["arcs"]]
        return (f"A network of one-way pipes has source S, sink T and inner junctions "
                f"{', '.join(L[1:-1])}. The pipes are {', '.join(parts)}; capacities in litres per second.")
