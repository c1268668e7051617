"""Graph-drawing helpers for graph-theory seed programs (layouts, random edge sets, drawing).

Everything here is deterministic given its arguments: randomness only enters through the ``rng``
a program's ``sample()`` passes in. Algorithms that compute answers stay in the programs, so that
``answer`` and ``verify`` remain independent derivations; the SDK holds only building blocks
(``UnionFind``, ``is_spanning_tree``).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .draw import FONT, INK

NODE_FILL = "#eff6ff"
NODE_EDGE = "#1e3a8a"


def circular_layout(n: int, start_deg: float = 90.0, radius: float = 1.0,
                    clockwise: bool = True) -> list[list[float]]:
    """``n`` points evenly spaced on a circle, the first at ``start_deg``."""
    sign = -1.0 if clockwise else 1.0
    out = []
    for i in range(n):
        t = np.radians(start_deg + sign * 360.0 * i / n)
        out.append([float(radius * np.cos(t)), float(radius * np.sin(t))])
    return out


def grid_layout(rows: int, cols: int, spacing: float = 1.0,
                jitter: Sequence[Sequence[float]] | None = None) -> list[list[float]]:
    """A ``rows``×``cols`` grid of points (row-major, top row first), optionally jittered."""
    out = []
    for r in range(rows):
        for c in range(cols):
            x, y = c * spacing, -r * spacing
            if jitter is not None:
                j = jitter[r * cols + c]
                x, y = x + float(j[0]), y + float(j[1])
            out.append([float(x), float(y)])
    return out


class UnionFind:
    """Disjoint sets of the vertices 0..n-1 (path halving), for spanning-tree and cycle checks."""

    def __init__(self, n: int):
        self.parent = list(range(n))

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, u: int, v: int) -> bool:
        """Join the sets of ``u`` and ``v``; False when they were one set already (a cycle)."""
        a, b = self.find(u), self.find(v)
        if a == b:
            return False
        self.parent[a] = b
        return True


def is_spanning_tree(n: int, edges: Sequence[Sequence[int]]) -> bool:
    """``edges`` (``[u, v, ...]``, extra items such as a weight ignored) form a spanning tree of
    the vertices 0..n-1: n - 1 edges without a cycle."""
    forest = UnionFind(n)
    return len(edges) == n - 1 and all(forest.union(e[0], e[1]) for e in edges)


def _point_segment_distance(p, a, b) -> float:
    p, a, b = (np.asarray(v, float) for v in (p, a, b))
    ab = b - a
    t = float(np.clip(np.dot(p - a, ab) / max(np.dot(ab, ab), 1e-12), 0.0, 1.0))
    return float(np.linalg.norm(p - (a + t * ab)))


def segment_clear_of_vertices(pos: Sequence[Sequence[float]], u: int, v: int,
                              min_dist: float = 0.15) -> bool:
    """Whether the straight edge u-v stays ``min_dist`` away from every other vertex."""
    return all(_point_segment_distance(pos[w], pos[u], pos[v]) >= min_dist
               for w in range(len(pos)) if w not in (u, v))


def random_connected_edges(rng, n: int, extra: int,
                           allowed: Sequence[Sequence[int]] | None = None) -> list[list[int]] | None:
    """A random connected edge set on vertices 0..n-1: a random spanning tree plus ``extra`` edges.

    ``allowed`` restricts the candidate pairs (default: all pairs). Returns sorted ``[u, v]`` pairs
    with u < v, or None when the allowed pairs cannot give a connected graph of that size.
    """
    cand = [tuple(sorted(map(int, e))) for e in (allowed if allowed is not None else
                                                  [(i, j) for i in range(n) for j in range(i + 1, n)])]
    cand = sorted(set(cand))
    order = [int(i) for i in rng.permutation(n)]
    in_tree = {order[0]}
    edges: set[tuple[int, int]] = set()
    for v in order[1:]:
        options = [e for e in cand if (e[0] == v and e[1] in in_tree) or (e[1] == v and e[0] in in_tree)]
        if not options:
            return None
        edges.add(options[int(rng.integers(0, len(options)))])
        in_tree.add(v)
    rest = [e for e in cand if e not in edges]
    if len(rest) < extra:
        return None
    for i in rng.permutation(len(rest))[:extra]:
        edges.add(rest[int(i)])
    return [list(e) for e in sorted(edges)]


def _crossings(pos, edges) -> list[np.ndarray]:
    """Interior crossing points of pairs of straight edges."""
    pts = []
    P = [np.asarray(p, float) for p in pos]
    for i, (a, b) in enumerate(edges):
        for c, d in edges[i + 1:]:
            if len({a, b, c, d}) < 4:
                continue
            p, r = P[a], P[b] - P[a]
            q, s = P[c], P[d] - P[c]
            den = r[0] * s[1] - r[1] * s[0]
            if abs(den) < 1e-12:
                continue
            t = ((q - p)[0] * s[1] - (q - p)[1] * s[0]) / den
            w = ((q - p)[0] * r[1] - (q - p)[1] * r[0]) / den
            if 0 < t < 1 and 0 < w < 1:
                pts.append(p + t * r)
    return pts


def weight_label_positions(pos: Sequence[Sequence[float]], edges: Sequence[Sequence[int]],
                           min_sep: float = 0.3, vertex_clear: float = 0.3,
                           crossing_clear: float = 0.24, line_clear: float = 0.13) -> list[list[float]] | None:
    """A spot on each edge for its weight label, clear of vertices, crossings and other labels.

    Tries the midpoint first, then points nearer either end. Returns None when some edge has no
    clear spot (the program should then re-sample its graph).
    """
    P = [np.asarray(p, float) for p in pos]
    E = [(int(e[0]), int(e[1])) for e in edges]
    cross = _crossings(P, E)
    placed: list[np.ndarray] = []
    out = []
    for idx, (a, b) in enumerate(E):
        chosen = None
        for t in (0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.26, 0.74):
            q = P[a] + t * (P[b] - P[a])
            if any(np.linalg.norm(q - v) < vertex_clear for v in P):
                continue
            if any(np.linalg.norm(q - c) < crossing_clear for c in cross):
                continue
            if any(np.linalg.norm(q - r) < min_sep for r in placed):
                continue
            # stay clear of the other edges' lines, so the label cannot be read as theirs
            if any(_point_segment_distance(q, P[c], P[d]) < line_clear
                   for j, (c, d) in enumerate(E) if j != idx):
                continue
            chosen = q
            break
        if chosen is None:
            return None
        placed.append(chosen)
        out.append([float(chosen[0]), float(chosen[1])])
    return out


def draw_graph(ax, pos: Sequence[Sequence[float]], edges: Sequence[Sequence[int]],
               labels: Sequence[str], weight_texts: Sequence[str] | None = None,
               label_pos: Sequence[Sequence[float]] | None = None, directed: bool = False,
               node_colors: Sequence[str] | None = None, edge_colors: Sequence[str] | None = None,
               node_radius: float = 0.11, fontsize: int = FONT, margin: float = 0.12) -> None:
    """Vertices as labelled discs, edges as lines (arrows when ``directed``), optional weights.

    ``weight_texts[i]`` is drawn in a white box at ``label_pos[i]`` (default: edge midpoint).
    Sets equal-aspect axes framing the graph.
    """
    from matplotlib.patches import Circle, FancyArrowPatch

    P = [np.asarray(p, float) for p in pos]
    for i, e in enumerate(edges):
        a, b = P[int(e[0])], P[int(e[1])]
        color = edge_colors[i] if edge_colors else INK
        if directed:
            d = (b - a) / np.linalg.norm(b - a)
            ax.add_patch(FancyArrowPatch(tuple(a + d * node_radius), tuple(b - d * node_radius * 1.05),
                                         arrowstyle="-|>", mutation_scale=20, linewidth=1.8,
                                         color=color, zorder=2))
        else:
            ax.plot([a[0], b[0]], [a[1], b[1]], color=color, linewidth=1.8, zorder=2)
        if weight_texts is not None:
            q = np.asarray(label_pos[i], float) if label_pos is not None else (a + b) / 2
            # full size and bold: weights must stay legible in photographed renditions
            ax.text(q[0], q[1], weight_texts[i], ha="center", va="center", fontsize=fontsize,
                    fontweight="bold", color=color if edge_colors else "#b91c1c", zorder=4,
                    bbox={"boxstyle": "round,pad=0.18", "fc": "white", "ec": "#d1d5db", "lw": 0.6})
    for i, (p, name) in enumerate(zip(P, labels)):
        fill = node_colors[i] if node_colors else NODE_FILL
        ax.add_patch(Circle(tuple(p), node_radius, facecolor=fill, edgecolor=NODE_EDGE,
                            linewidth=1.8, zorder=5))
        ax.text(p[0], p[1], name, ha="center", va="center", fontsize=fontsize, color=INK,
                fontweight="bold", zorder=6)
    pts = np.array(P)
    lo, hi = pts.min(axis=0) - node_radius, pts.max(axis=0) + node_radius
    span = float((hi - lo).max())
    ax.set_xlim(lo[0] - margin * span, hi[0] + margin * span)
    ax.set_ylim(lo[1] - margin * span, hi[1] + margin * span)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_position([0.03, 0.03, 0.94, 0.94])  # the whole canvas: a larger graph, clearer labels


def sample_connected_drawing(rng, n: int, extra_range: tuple[int, int], max_edges: int | None = None):
    """A layout and a connected edge set drawable on it without misleading crossings.

    Draws a layout for ``n`` vertices, then ``extra`` ~ ``extra_range`` edges beyond a spanning
    tree among the layout's candidate pairs. Returns ``(spec, positions, edges)``, or None when
    this draw fails (the caller draws again).
    """
    spec = sample_layout(rng, n)
    pos = layout_positions(spec, n)
    cand = candidate_pairs(spec, pos)
    edges = random_connected_edges(rng, n, int(rng.integers(*extra_range)), allowed=cand)
    if edges is None or (max_edges is not None and len(edges) > max_edges) or not crossings_ok(pos, edges):
        return None
    return spec, pos, edges


def sample_layout(rng, n: int) -> dict:
    """A JSON-able layout spec for ``n`` vertices: a rotated circle or a jittered grid."""
    if rng.random() < 0.5:
        return {"kind": "circle", "start_deg": float(rng.choice([90.0, 75.0, 60.0, 105.0, 120.0, 45.0]))}
    shapes = [(r, c) for r, c in ((2, 3), (2, 4), (3, 3), (3, 4)) if n <= r * c <= n + 3]
    rows, cols = shapes[int(rng.integers(0, len(shapes)))]
    keep = sorted(int(i) for i in rng.permutation(rows * cols)[:n])
    jitter = [[round(float(x), 3) for x in rng.uniform(-0.12, 0.12, size=2)] for _ in range(rows * cols)]
    return {"kind": "grid", "rows": rows, "cols": cols, "keep": keep, "jitter": jitter}


def layout_positions(spec: dict, n: int) -> list[list[float]]:
    """Vertex positions (about 2 units across) for a spec from :func:`sample_layout`."""
    if spec["kind"] == "circle":
        return circular_layout(n, spec["start_deg"])
    spacing = 2.0 / (max(spec["rows"], spec["cols"]) - 1)
    pts = grid_layout(spec["rows"], spec["cols"], spacing, [[j * spacing for j in jj] for jj in spec["jitter"]])
    return [pts[i] for i in spec["keep"]]


def candidate_pairs(spec: dict, pos: Sequence[Sequence[float]]) -> list[list[int]]:
    """Vertex pairs that may be joined by a straight edge in this layout.

    Circle: every pair. Grid: grid neighbours and diagonal neighbours whose edge passes clear of
    other vertices.
    """
    n = len(pos)
    if spec["kind"] == "circle":
        return [[i, j] for i in range(n) for j in range(i + 1, n)]
    spacing = 2.0 / (max(spec["rows"], spec["cols"]) - 1)
    out = []
    for i in range(n):
        for j in range(i + 1, n):
            d = float(np.linalg.norm(np.subtract(pos[i], pos[j])))
            if d <= 1.75 * spacing and segment_clear_of_vertices(pos, i, j, 0.3 * spacing):
                out.append([i, j])
    return out


def crossings_ok(pos: Sequence[Sequence[float]], edges: Sequence[Sequence[int]], tol: float = 0.08) -> bool:
    """False when three edges cross at (nearly) one point or a crossing sits on a vertex.

    Such spots read like a hidden vertex; programs re-sample their graph instead.
    """
    P = [np.asarray(p, float) for p in pos]
    E = [(int(e[0]), int(e[1])) for e in edges]
    for i, (a, b) in enumerate(E):
        for j, (c, d) in enumerate(E[i + 1:], start=i + 1):
            pts = _crossings(P, [(a, b), (c, d)])
            if not pts:
                continue
            x = pts[0]
            if any(np.linalg.norm(x - v) < 2 * tol for v in P):
                return False
            for k, (e, f) in enumerate(E):
                if k not in (i, j) and _point_segment_distance(x, P[e], P[f]) < tol:
                    return False
    return True
