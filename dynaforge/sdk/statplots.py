"""Statistics figures for seed programs: dot plots, stem-and-leaf plots, Venn and tree diagrams,
normal curves and cumulative frequency curves.

Every helper draws on a matplotlib ``Axes`` and keeps fonts at 11 pt or more, so that the figure
stays readable in the 512×512 release image.
"""
from __future__ import annotations

from math import erf, sqrt
from typing import Sequence

import numpy as np

from .charts import GRID, chart_axes
from .draw import FONT, INK


def dot_plot(ax, values: Sequence[int], counts: Sequence[int], color: str = "#2563eb",
             xlabel: str | None = None, marker: str = "o", hidden: int | None = None,
             fontsize: int = 12) -> list[tuple[float, float]]:
    """A dot plot: ``counts[i]`` stacked dots above the number-line value ``values[i]``.

    ``hidden`` (an index) replaces that column by a red '?' (the backward view). Returns the
    centres of the drawn dots, so a ``verify`` can count them back.
    Example: statplots.dot_plot(ax, [1, 2, 3], [2, 0, 4], xlabel="Goals")
    """
    top = max(max(counts), 1)
    centres = []
    for i, (v, c) in enumerate(zip(values, counts)):
        if i == hidden:
            ax.text(v, 0.55, "?", ha="center", va="bottom", fontsize=fontsize + 8, fontweight="bold",
                    color="#dc2626", zorder=4)
            continue
        for k in range(c):
            centres.append((float(v), k + 0.75))
    if centres:
        xs, ys = zip(*centres)
        ax.scatter(xs, ys, s=150 if marker == "o" else 170, marker=marker, color=color,
                   edgecolors=INK, linewidths=1.0, zorder=3)
    lo, hi = min(values), max(values)
    ax.set_xlim(lo - 0.7, hi + 0.7)
    ax.set_ylim(0, top + 0.8)
    ax.set_xticks(list(values))
    ax.set_yticks([])
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_linewidth(1.8)
    ax.tick_params(axis="x", labelsize=fontsize, width=1.5, length=6)
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=fontsize)
    return centres


def stem_leaf_frame(ax, n_stems: int, title: str | None, key: str | None, fontsize: int) -> tuple[float, float]:
    """Lay out a stem-and-leaf display of ``n_stems`` rows (plus a header row) on a bare unit axes,
    with an optional bold ``title`` above and room for a ``key`` below; returns ``(row_height, top)``,
    the y of the header row's top edge."""
    ax.set_position([0.02, 0.02, 0.96, 0.96])
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")
    head = 0.09 if title else 0.0
    foot = 0.08 if key else 0.0
    row_h = min(0.1, (0.9 - head - foot) / (n_stems + 1))
    top = 0.5 + ((n_stems + 1) * row_h + head + foot) / 2 - head
    if title:
        ax.text(0.5, top + 0.05, title, ha="center", va="center", fontsize=fontsize + 1,
                fontweight="bold", color=INK)
    return row_h, top


def stem_leaf(ax, data: Sequence[int], stem_unit: int = 10, title: str | None = None,
              key: str | None = None, fontsize: int = 14, stems: Sequence[int] | None = None) -> dict:
    """A stem-and-leaf plot of non-negative integers as a ruled two-column display with a key.

    The stem is ``v // stem_unit`` and the leaf ``v % stem_unit``; leaves are sorted. ``stems``
    forces the rows shown (empty stems included). Returns ``{stem: [leaves]}`` as drawn.
    Example: statplots.stem_leaf(ax, [12, 15, 23, 31], key="2 | 3 means 23")
    """
    rows = {}
    for v in sorted(data):
        rows.setdefault(v // stem_unit, []).append(v % stem_unit)
    if stems is None:
        stems = list(range(min(rows), max(rows) + 1))
    for s in stems:
        rows.setdefault(s, [])
    n = len(stems)
    row_h, top = stem_leaf_frame(ax, n, title, key, fontsize)
    x_bar = 0.3
    ax.text(x_bar - 0.04, top - row_h / 2, "Stem", ha="right", va="center", fontsize=fontsize,
            fontweight="bold", color=INK)
    ax.text(x_bar + 0.04, top - row_h / 2, "Leaf", ha="left", va="center", fontsize=fontsize,
            fontweight="bold", color=INK)
    ax.plot([0.1, 0.92], [top - row_h, top - row_h], color=INK, linewidth=1.6)
    leaf_dx = min(0.06, 0.58 / max(max(len(rows[s]) for s in stems), 1))
    for i, s in enumerate(stems):
        y = top - (i + 1.5) * row_h
        ax.text(x_bar - 0.04, y, str(s), ha="right", va="center", fontsize=fontsize, color=INK)
        for j, leaf in enumerate(rows[s]):
            ax.text(x_bar + 0.05 + j * leaf_dx, y, str(leaf), ha="left", va="center",
                    fontsize=fontsize, color=INK, family="monospace")
    ax.plot([x_bar, x_bar], [top, top - (n + 1) * row_h], color=INK, linewidth=1.8)
    if key:
        ax.text(0.5, top - (n + 1) * row_h - 0.06, key, ha="center", va="center",
                fontsize=fontsize - 2, color=INK, style="italic")
    return {s: rows[s] for s in stems}


def venn2(ax, names: Sequence[str], counts: Sequence[str], outside: str | None = None,
          colors: Sequence[str] = ("#93c5fd", "#fca5a5"), fontsize: int = 15,
          universe: str = "U") -> None:
    """A two-set Venn diagram in a rectangle: ``counts`` = (only A, both, only B) as strings,
    ``outside`` (neither) written in a corner of the rectangle.
    Example: statplots.venn2(ax, ["Football", "Tennis"], ["12", "5", "9"], outside="4")
    """
    from matplotlib.patches import Circle, Rectangle

    ax.set_xlim(-2.3, 2.3)
    ax.set_ylim(-1.75, 1.9)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.add_patch(Rectangle((-2.15, -1.6), 4.3, 3.2, fill=False, edgecolor=INK, linewidth=2))
    ax.text(-2.0, 1.42, universe, ha="left", va="center", fontsize=fontsize, fontweight="bold", color=INK)
    for cx, c in ((-0.55, colors[0]), (0.55, colors[1])):
        ax.add_patch(Circle((cx, -0.05), 1.12, facecolor=c, alpha=0.45, edgecolor="none"))
        ax.add_patch(Circle((cx, -0.05), 1.12, fill=False, edgecolor=INK, linewidth=2))
    ax.text(-1.1, 1.25, names[0], ha="center", va="bottom", fontsize=fontsize - 1, fontweight="bold", color=INK)
    ax.text(1.1, 1.25, names[1], ha="center", va="bottom", fontsize=fontsize - 1, fontweight="bold", color=INK)
    for x, t in zip((-1.05, 0.0, 1.05), counts):
        ax.text(x, -0.05, t, ha="center", va="center", fontsize=fontsize + 2, fontweight="bold", color=INK)
    if outside is not None:
        ax.text(1.9, -1.38, outside, ha="right", va="center", fontsize=fontsize + 2, fontweight="bold", color=INK)


def tree_diagram(ax, first: Sequence[str], first_probs: Sequence[str], second: Sequence[Sequence[str]],
                 second_probs: Sequence[Sequence[str]], titles: Sequence[str] = ("1st", "2nd"),
                 fontsize: int = 13) -> None:
    """A two-stage probability tree drawn left to right: branch labels ``first[i]`` with
    probabilities ``first_probs[i]``, then ``second[i][j]`` with ``second_probs[i][j]``.
    Example: statplots.tree_diagram(ax, ["R", "B"], ["3/5", "2/5"], [["R", "B"]] * 2, [["1/2", "1/2"], ["3/4", "1/4"]])
    """
    ax.set_position([0.01, 0.01, 0.98, 0.98])
    ax.set_xlim(-0.2, 4.4)
    ax.set_ylim(-0.2, 4.3)
    ax.axis("off")
    n1 = len(first)
    leaves = sum(len(s) for s in second)
    ys_leaf = np.linspace(3.7, 0.1, leaves)
    k = 0
    ax.text(1.6, 4.15, titles[0], ha="center", va="center", fontsize=fontsize, fontweight="bold", color=INK)
    ax.text(3.6, 4.15, titles[1], ha="center", va="center", fontsize=fontsize, fontweight="bold", color=INK)
    root = (0.0, float(np.mean(ys_leaf)))
    for i in range(n1):
        ys = ys_leaf[k:k + len(second[i])]
        k += len(second[i])
        node = (1.6, float(np.mean(ys)))
        ax.plot([root[0], node[0] - 0.25], [root[1], node[1]], color=INK, linewidth=1.8)
        _branch_text(ax, root, (node[0] - 0.25, node[1]), first_probs[i], fontsize)
        ax.text(*node, first[i], ha="center", va="center", fontsize=fontsize + 1, fontweight="bold", color=INK,
                bbox=_NODE_BOX, zorder=4)
        for j, y in enumerate(ys):
            end = (3.6, float(y))
            ax.plot([node[0] + 0.25, end[0] - 0.25], [node[1], end[1]], color=INK, linewidth=1.8)
            _branch_text(ax, (node[0] + 0.25, node[1]), (end[0] - 0.25, end[1]), second_probs[i][j], fontsize)
            ax.text(*end, second[i][j], ha="center", va="center", fontsize=fontsize + 1,
                    fontweight="bold", color=INK, bbox=_NODE_BOX, zorder=4)


_NODE_BOX = {"boxstyle": "round,pad=0.25", "fc": "white", "ec": "none"}  # branches stop at the outcome's name


def _branch_text(ax, a, b, text, fontsize):
    """A branch probability beside the middle of branch ab, on its outer side (above a rising
    branch, below a falling one), clear of the line."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = float(np.hypot(dx, dy))
    up = dy >= -1e-9
    nx, ny = (-dy / length, dx / length) if up else (dy / length, -dx / length)
    ax.text(mx + 0.2 * nx, my + 0.2 * ny, text, ha="right" if nx < -0.3 else "center",
            va="bottom" if up else "top", fontsize=fontsize, color="#1d4ed8")


def normal_pdf(x, mu: float = 0.0, sigma: float = 1.0):
    """The normal density N(mu, sigma²) at ``x`` (numpy in, numpy out).
    Example: normal_pdf(np.linspace(-3, 3, 7))
    """
    x = np.asarray(x, float)
    return np.exp(-0.5 * ((x - mu) / sigma) ** 2) / (sigma * np.sqrt(2 * np.pi))


def normal_cdf(x: float, mu: float = 0.0, sigma: float = 1.0) -> float:
    """The normal distribution function P(X ≤ x) for X ~ N(mu, sigma²), via erf.
    Example: normal_cdf(1.96)  # 0.975
    """
    return 0.5 * (1 + erf((x - mu) / (sigma * sqrt(2))))


def normal_curve(ax, mu: float, sigma: float, shade: tuple[float, float] | None = None,
                 ticks: Sequence[float] | None = None, tick_texts: Sequence[str] | None = None,
                 color: str = "#2563eb", shade_color: str = "#93c5fd", xlabel: str | None = None,
                 fontsize: int = 12) -> None:
    """A normal density curve over mu ± 3.6 sigma with the region ``shade`` = (a, b) filled
    (use ±inf for a tail) and tick marks at ``ticks`` labelled ``tick_texts``.
    Example: statplots.normal_curve(ax, 50, 10, shade=(40, 70), ticks=[40, 50, 70])
    """
    lo, hi = mu - 3.6 * sigma, mu + 3.6 * sigma
    x = np.linspace(lo, hi, 600)
    y = normal_pdf(x, mu, sigma)
    if shade is not None:
        a, b = max(shade[0], lo), min(shade[1], hi)
        xs = np.linspace(a, b, 300)
        ax.fill_between(xs, 0, normal_pdf(xs, mu, sigma), color=shade_color, alpha=0.85, zorder=1)
    ax.plot(x, y, color=color, linewidth=2.4, zorder=3)
    ax.set_xlim(lo, hi)
    ax.set_ylim(0, y.max() * 1.12)
    ax.set_yticks([])
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_linewidth(1.6)
    if ticks is not None:
        ax.set_xticks(list(ticks))
        ax.set_xticklabels(tick_texts if tick_texts is not None else [f"{t:g}" for t in ticks],
                           fontsize=fontsize)
        for t in ticks:
            ax.plot([t, t], [0, normal_pdf(t, mu, sigma)], color=INK, linewidth=1.2, linestyle="--", zorder=2)
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=fontsize)


def cumulative_curve(ax, edges: Sequence[float], cum: Sequence[float], color: str = "#2563eb",
                     xlabel: str | None = None, ylabel: str | None = "Cumulative frequency",
                     ystep: float | None = None, minor: float | None = None, fontsize: int = 12):
    """A cumulative frequency polygon (ogive) through (edges[i], cum[i]) with markers and a fine grid.

    ``ystep`` is the labelled tick step; ``minor`` (optional) adds unlabelled grid lines in between.
    Returns the Line2D so a ``verify`` can read its points back.
    Example: statplots.cumulative_curve(ax, [0, 10, 20, 30], [0, 4, 15, 20], ystep=2)
    """
    (line,) = ax.plot(edges, cum, color=color, linewidth=2.4, marker="o", markersize=7,
                      markerfacecolor=color, markeredgecolor=INK, zorder=3)
    top = max(cum)
    step = ystep if ystep is not None else max(1, round(top / 10))
    ax.set_yticks(np.arange(0, top + step / 2, step))
    ax.set_ylim(0, top + step * 0.6)
    ax.set_xticks(list(edges))
    ax.set_xlim(edges[0] - 0.3 * (edges[1] - edges[0]), edges[-1] + 0.3 * (edges[1] - edges[0]))
    chart_axes(ax, xlabel=xlabel, ylabel=ylabel, grid_axis="both", fontsize=fontsize)
    ax.grid(True, color=GRID, linewidth=0.9)
    if minor:
        ax.set_yticks(np.arange(0, top + minor / 2, minor), minor=True)
        ax.grid(True, which="minor", axis="y", color=GRID, linewidth=0.5, linestyle=":")
    return line


__all__ = ["dot_plot", "stem_leaf", "venn2", "tree_diagram", "normal_pdf", "normal_cdf",
           "normal_curve", "cumulative_curve", "FONT"]
