"""Drawing and sampling helpers shared by library batch 3 (flat) programs: weighted graphs on a
circle, grid graphs, and conics on a coordinate grid.

Only building blocks live here (layouts, drawing, text); answers are computed in the programs, so
that ``answer`` and ``verify`` stay independent derivations.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from . import draw, graphs


def weighted_circle_graph(rng, n: int, extra: int, start_deg: float) -> list[list[int]] | None:
    """A connected edge set on ``n`` vertices evenly placed on a circle (a spanning tree plus
    ``extra`` edges) whose weight labels all find a clear spot; None when this draw fails."""
    pairs = graphs.random_connected_edges(rng, n, extra)
    pos = graphs.circular_layout(n, start_deg)
    if pairs is None or not graphs.crossings_ok(pos, pairs) or graphs.weight_label_positions(pos, pairs) is None:
        return None
    return pairs


def draw_weighted_graph(ax, pos: Sequence[Sequence[float]], edges: Sequence[Sequence[int]],
                        labels: Sequence[str], texts: Sequence[str],
                        node_colors: Sequence[str] | None = None,
                        edge_colors: Sequence[str] | None = None) -> None:
    """Draw a weighted graph with ``texts[i]`` on edge i; label spots are found in sorted edge
    order (as :func:`weighted_circle_graph` checked them), so any edge order gives the same figure."""
    pairs = [[int(e[0]), int(e[1])] for e in edges]
    order = sorted(range(len(pairs)), key=lambda i: tuple(pairs[i]))
    spots = graphs.weight_label_positions(pos, [pairs[i] for i in order])
    label_pos = [None] * len(pairs)
    for j, i in enumerate(order):
        label_pos[i] = spots[j]
    graphs.draw_graph(ax, pos, pairs, labels, weight_texts=list(texts), label_pos=label_pos,
                      node_colors=node_colors, edge_colors=edge_colors)


def grid_graph_edges(rows: int, cols: int) -> list[list[int]]:
    """All edges [u, v] (u < v) of the rows×cols grid graph, vertices numbered row-major."""
    out = []
    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            if c + 1 < cols:
                out.append([i, i + 1])
            if r + 1 < rows:
                out.append([i, i + cols])
    return out


def edge_list_text(labels: Sequence[str], edges: Sequence[Sequence[int]], weights=None) -> str:
    """Edges as text, 'A–B, B–C' or with weights 'A–B (weight 4), ...'."""
    if weights is None:
        return ", ".join(f"{labels[u]}–{labels[v]}" for u, v in edges)
    return ", ".join(f"{labels[u]}–{labels[v]} (weight {w})" for (u, v), w in zip(edges, weights))


def conic_grid(ax, lim: float, fontsize: int | None = None) -> tuple[float, float]:
    """A square coordinate grid from -lim - 0.5 to lim + 0.5 with a grid line at every integer;
    beyond lim 8 only the even ticks are numbered (so the numbers do not run together). Returns
    the limits."""
    from matplotlib.ticker import FuncFormatter

    L = (-lim - 0.5, lim + 0.5)
    draw.grid_axes(ax, L, L, fontsize=fontsize or (11 if lim <= 7 else 10))
    if lim > 8:
        tick = FuncFormatter(lambda v, _pos: "" if abs(v) < 1e-9 or round(v) % 2 else draw.fmt(v))
        ax.xaxis.set_major_formatter(tick)
        ax.yaxis.set_major_formatter(tick)
    return L


def plot_curve(ax, xs, ys, color: str, linewidth: float = 2.2, zorder: int = 4) -> None:
    """A sampled curve (arrays of x and y), clipped to the current axes by matplotlib."""
    ax.plot(np.asarray(xs, float), np.asarray(ys, float), color=color, linewidth=linewidth, zorder=zorder)


def signed(v: int) -> str:
    """'+ 3' or '- 3' for the constant of an equation (empty for 0)."""
    return "" if v == 0 else (f" + {v}" if v > 0 else f" - {-v}")


def text_spot(lim: float, width: float, anchor_line: tuple, curves: Sequence[np.ndarray] = (),
              points: Sequence[Sequence[float]] = (), near: float = 2.5) -> np.ndarray:
    """A centre for a one-line text about ``width`` data units wide on a square grid ±lim, within
    ``near`` of the line ``anchor_line`` = (point, direction) that it names, as clear as possible of
    that line, the ``curves`` ((n, 2) arrays), the ``points`` and the axes' tick labels."""
    P0, d = np.asarray(anchor_line[0], float), np.asarray(anchor_line[1], float)
    d = d / np.linalg.norm(d)
    nrm = np.array([-d[1], d[0]])
    xs = np.arange(-lim + width / 2 + 0.2, lim - width / 2 - 0.2 + 1e-9, 0.25)
    ys = np.arange(-lim + 0.6, lim - 0.6 + 1e-9, 0.25)
    C = np.array([(x, y) for x in xs for y in ys])
    off = (C - P0) @ nrm
    C, off = C[np.abs(off) <= near], off[np.abs(off) <= near]
    if len(C) == 0:
        return P0
    box = np.array([(dx, dy) for dx in np.linspace(-width / 2, width / 2, 7) for dy in (-0.3, 0.3)])
    Q = C[:, None, :] + box[None, :, :]                       # candidates × box points × 2
    score = np.abs((Q - P0) @ nrm).min(axis=1)
    obstacles = [np.asarray(points, float).reshape(-1, 2)]
    for cv in curves:                                   # the part in the window, at most 200 samples
        cv = np.asarray(cv, float)
        cv = cv[(np.abs(cv) <= lim + 1).all(axis=1)]
        obstacles.append(cv[:: max(1, len(cv) // 200)])
    for ob in obstacles:
        if len(ob):
            dist = np.linalg.norm(Q[:, :, None, :] - ob[None, None, :, :], axis=3).min(axis=(1, 2))
            score = np.minimum(score, dist)
    # tick labels sit just left of the y-axis and just below the x-axis
    ticks = ((Q[:, :, 0] > -1.0) & (Q[:, :, 0] < 0.3)).any(axis=1) | ((Q[:, :, 1] > -0.8) & (Q[:, :, 1] < 0.2)).any(axis=1)
    score = np.where(ticks, np.minimum(score, 0.2), score) - 0.02 * np.abs(off)   # prefer spots near the line
    return C[int(np.argmax(score))]


def fit_grid(ax, points: Sequence[Sequence[float]], min_span: int = 10, pad: int = 1,
             fontsize: int | None = None) -> tuple[tuple[float, float], tuple[float, float]]:
    """A square unit grid through the origin that frames ``points`` (and the origin) with ``pad``
    units to spare; numbers every tick up to a span of 17, every second tick beyond. Returns the
    limits (xlim, ylim)."""
    from matplotlib.ticker import FuncFormatter

    P = np.asarray(points, float).reshape(-1, 2)
    lo = np.floor(np.minimum(P.min(axis=0), 0.0)) - pad
    hi = np.ceil(np.maximum(P.max(axis=0), 0.0)) + pad
    span = int(max(min_span, (hi - lo).max()))
    for i in range(2):                                  # widen the shorter side evenly
        extra = span - (hi[i] - lo[i])
        lo[i] -= np.floor(extra / 2)
        hi[i] += np.ceil(extra / 2)
    xlim, ylim = (lo[0] - 0.5, hi[0] + 0.5), (lo[1] - 0.5, hi[1] + 0.5)
    draw.grid_axes(ax, xlim, ylim, fontsize=fontsize or (11 if span <= 14 else 10))
    if span > 17:
        tick = FuncFormatter(lambda v, _pos: "" if abs(v) < 1e-9 or round(v) % 2 else draw.fmt(v))
        ax.xaxis.set_major_formatter(tick)
        ax.yaxis.set_major_formatter(tick)
    return xlim, ylim
