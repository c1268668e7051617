"""Chart and table helpers for arithmetic, statistics and scientific-figure seed programs.

Every helper draws on a matplotlib ``Axes`` and returns nothing (or the artists it made). Fonts
stay at 11 pt or more so that tables and charts are readable in the 512×512 release image.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .draw import FONT, INK

HEADER_FILL = "#e5e7eb"
ROW_FILLS = ("#ffffff", "#f3f4f6")
GRID = "#d1d5db"


def table(ax, header: Sequence[str], rows: Sequence[Sequence[str]], title: str | None = None,
          col_widths: Sequence[float] | None = None, fontsize: int = FONT,
          header_fill: str = HEADER_FILL, highlight_rows: Sequence[int] = (),
          highlight_fill: str = "#fef3c7", footer: Sequence[Sequence[str]] = ()) -> None:
    """A ruled table filling the axes: a shaded header row, zebra body rows, optional footer rows.

    ``col_widths`` are relative widths; text in the first column is left-aligned, the others are
    centred. ``footer`` rows (e.g. "Discount | 15%") are drawn bold under a thicker rule; a footer
    row with a single cell spans the full width. The axes are widened to fill the figure.
    """
    ax.set_position([0.01, 0.01, 0.98, 0.98])
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")
    ncols = len(header)
    widths = np.asarray(col_widths if col_widths is not None else [1.0] * ncols, float)
    edges = np.concatenate([[0.0], np.cumsum(widths / widths.sum())]) * 0.96 + 0.02
    nrows = 1 + len(rows) + len(footer)
    title_h = 0.09 if title else 0.0
    row_h = min(0.11, (0.94 - title_h) / nrows)
    top = 0.5 + (nrows * row_h + title_h) / 2 - title_h   # centre title + table vertically
    if title:
        ax.text(0.5, top + 0.06, title, ha="center", va="center", fontsize=fontsize + 2,
                fontweight="bold", color=INK)
    all_rows = [list(header)] + [list(r) for r in rows] + [list(f) for f in footer]
    for i, row in enumerate(all_rows):
        y1 = top - i * row_h
        y0 = y1 - row_h
        if i == 0:
            fill = header_fill
        elif i - 1 in highlight_rows and i <= len(rows):
            fill = highlight_fill
        elif i > len(rows):
            fill = "#ffffff"
        else:
            fill = ROW_FILLS[(i - 1) % 2]
        ax.fill_between([edges[0], edges[-1]], y0, y1, color=fill, zorder=0)
        bold = i == 0 or i > len(rows)
        if i > len(rows) and len(row) == 1:
            ax.text(edges[0] + 0.02, (y0 + y1) / 2, str(row[0]), ha="left", va="center",
                    fontsize=fontsize, color=INK, fontweight="bold", zorder=2)
            continue
        for j, cell in enumerate(row):
            if j == 0:
                x, ha = edges[0] + 0.02, "left"
            else:
                x, ha = (edges[j] + edges[j + 1]) / 2, "center"
            ax.text(x, (y0 + y1) / 2, str(cell), ha=ha, va="center", fontsize=fontsize, color=INK,
                    fontweight="bold" if bold else "normal", zorder=2)
    bottom = top - nrows * row_h
    for i in range(nrows + 1):
        y = top - i * row_h
        thick = i in (0, 1, nrows) or (footer and i == 1 + len(rows))
        ax.plot([edges[0], edges[-1]], [y, y], color=INK, linewidth=1.8 if thick else 0.8, zorder=1)
    body_bottom = top - (1 + len(rows) + sum(len(f) > 1 for f in footer)) * row_h
    for k, x in enumerate(edges):
        low = bottom if k in (0, len(edges) - 1) else body_bottom
        ax.plot([x, x], [low, top], color=INK, linewidth=0.8, zorder=1)


def chart_axes(ax, xlabel: str | None = None, ylabel: str | None = None,
               title: str | None = None, grid_axis: str = "y", fontsize: int = 12) -> None:
    """Plain chart styling: no top/right spines, a light grid behind the data, readable labels."""
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    if grid_axis:
        ax.grid(True, axis=grid_axis, color=GRID, linewidth=0.8, zorder=0)
        ax.set_axisbelow(True)
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=fontsize)
    if ylabel:
        ax.set_ylabel(ylabel, fontsize=fontsize)
    if title:
        ax.set_title(title, fontsize=fontsize + 1, fontweight="bold")
    ax.tick_params(labelsize=11)


def _category_axes(ax, labels: Sequence[str], values: Sequence[float], ymax: float | None,
                   fontsize: int, pad: float) -> float:
    """Categories at x = 0, 1, ... with their labels; y from 0 to ``ymax`` (or 18% above the
    largest value). Returns the top of the y axis."""
    x = np.arange(len(values))
    ax.set_xticks(x)
    ax.set_xticklabels(labels, fontsize=fontsize)
    top = ymax if ymax is not None else max(values) * 1.18
    ax.set_ylim(0, top)
    ax.set_xlim(-pad, len(values) - 1 + pad)
    return top


def bar_chart(ax, labels: Sequence[str], values: Sequence[float], colors: Sequence[str] | str,
              value_texts: Sequence[str | None] | None = None, width: float = 0.65,
              ymax: float | None = None, fontsize: int = 12) -> None:
    """Vertical bars at x = 0, 1, ...; ``value_texts[i]`` (if not None) is written above bar i."""
    x = np.arange(len(values))
    ax.bar(x, values, width=width, color=colors, edgecolor=INK, linewidth=1.2, zorder=2)
    top = _category_axes(ax, labels, values, ymax, fontsize, pad=0.6)
    if value_texts is not None:
        for xi, v, t in zip(x, values, value_texts):
            if t is not None:
                ax.text(xi, v + 0.02 * top, t, ha="center", va="bottom", fontsize=fontsize,
                        fontweight="bold", color=INK, zorder=3)


def nice_step(span: float, target_ticks: int = 6) -> float:
    """A 1-2-5 tick step giving about ``target_ticks`` ticks over ``span``."""
    raw = max(span, 1e-12) / target_ticks
    mag = 10 ** np.floor(np.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * mag >= raw:
            return float(m * mag)
    return float(10 * mag)


def resistor(ax, a: Sequence[float], b: Sequence[float], text: str | None = None,
             color: str = INK, body: float = 0.5, label_side: int = 1, fontsize: int = FONT,
             amp: float = 0.18) -> None:
    """A zig-zag resistor symbol on the straight wire from a to b (``body`` = fraction of ab,
    ``amp`` = zig-zag half-height in data units); ``text`` goes on side ``label_side`` (+1 left of ab)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    d = b - a
    length = float(np.linalg.norm(d))
    u = d / length
    n = np.array([-u[1], u[0]])
    s0, s1 = 0.5 - body / 2, 0.5 + body / 2
    teeth = 6
    pts = [a, a + s0 * d]
    for k in range(1, 2 * teeth):
        t = s0 + (s1 - s0) * k / (2 * teeth)
        pts.append(a + t * d + (1 if k % 2 else -1) * amp * n)
    pts += [a + s1 * d, b]
    pts = np.array(pts)
    ax.plot(pts[:, 0], pts[:, 1], color=color, linewidth=2.0, zorder=3)
    if text:
        mid = a + 0.5 * d + label_side * (amp + 0.3) * n
        ax.text(mid[0], mid[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=5)


def wire(ax, *points: Sequence[float], color: str = INK) -> None:
    """A circuit wire through ``points``."""
    pts = np.asarray(points, float)
    ax.plot(pts[:, 0], pts[:, 1], color=color, linewidth=2.0, zorder=2, solid_capstyle="round")


def terminal(ax, xy: Sequence[float], text: str, side: str = "left", fontsize: int = FONT + 1) -> None:
    """An open terminal (hollow circle) with its name on ``side``."""
    ax.plot([xy[0]], [xy[1]], "o", markersize=9, markerfacecolor="white", markeredgecolor=INK,
            markeredgewidth=2, zorder=6)
    dx = {"left": -0.3, "right": 0.3}[side]
    ax.text(xy[0] + dx, xy[1], text, ha="center", va="center", fontsize=fontsize, fontweight="bold",
            color=INK, zorder=6)


def junction(ax, xy: Sequence[float], color: str = INK) -> None:
    """A filled dot where wires join."""
    ax.plot([xy[0]], [xy[1]], "o", markersize=6, color=color, zorder=5)


def line_chart(ax, labels: Sequence[str], values: Sequence[float], color: str,
               value_texts: Sequence[str | None] | None = None, ymax: float | None = None,
               fontsize: int = 12, marker: str = "o"):
    """A line graph through (i, values[i]) at x = 0, 1, ... with markers; ``value_texts[i]`` (if not
    None) is written just above point i. Returns the Line2D so callers can read its data back."""
    x = np.arange(len(values))
    (line,) = ax.plot(x, values, color=color, linewidth=2.4, marker=marker, markersize=8,
                      markerfacecolor=color, markeredgecolor=INK, zorder=3)
    top = _category_axes(ax, labels, values, ymax, fontsize, pad=0.5)
    if value_texts is not None:
        for xi, v, t in zip(x, values, value_texts):
            if t is not None:
                near = [values[j] for j in (xi - 1, xi + 1) if 0 <= j < len(values)]
                below = len(near) == 2 and all(v < w for w in near) and v > 0.06 * top   # a dip: label under it
                ax.text(xi, v - 0.035 * top if below else v + 0.035 * top, t, ha="center",
                        va="top" if below else "bottom", fontsize=fontsize - 1,
                        color=INK, zorder=4, bbox=dict(boxstyle="round,pad=0.12", fc="white",
                                                       ec="none", alpha=0.85))
    return line


def grouped_bar_chart(ax, labels: Sequence[str], series: Sequence[Sequence[float]],
                      colors: Sequence[str], names: Sequence[str],
                      value_texts: Sequence[Sequence[str | None]] | None = None,
                      hidden: Sequence[int] | None = None, ymax: float | None = None,
                      fontsize: int = 12, legend_loc: str = "upper right"):
    """Side-by-side bars: ``series[s][i]`` is drawn at x = i + offset(s) in ``colors[s]`` with a
    legend of ``names``. ``hidden = (s, i)`` leaves that bar out and writes a red '?' in its slot
    (the backward view). Returns the list of bar containers, one per series."""
    k = len(series)
    width = 0.8 / k
    x = np.arange(len(labels))
    top = ymax if ymax is not None else max(max(s) for s in series) * 1.2
    containers = []
    for s, vals in enumerate(series):
        xs = x - 0.4 + width * (s + 0.5)
        heights = [0 if hidden is not None and (s, i) == tuple(hidden) else v for i, v in enumerate(vals)]
        containers.append(ax.bar(xs, heights, width=width * 0.95, color=colors[s], edgecolor=INK,
                                 linewidth=1.2, zorder=2, label=names[s]))
        for i, (xi, v) in enumerate(zip(xs, heights)):
            if hidden is not None and (s, i) == tuple(hidden):
                ax.text(xi, 0.02 * top, "?", ha="center", va="bottom", fontsize=fontsize + 6,
                        fontweight="bold", color="#dc2626", zorder=4)
            elif value_texts is not None and value_texts[s][i] is not None:
                ax.text(xi, v + 0.015 * top, value_texts[s][i], ha="center", va="bottom",
                        fontsize=fontsize - 1, fontweight="bold", color=INK, zorder=3)
    ax.set_xticks(x)
    ax.set_xticklabels(labels, fontsize=fontsize)
    ax.set_ylim(0, top)
    ax.set_xlim(-0.6, len(labels) - 0.4)
    ax.legend(loc=legend_loc, fontsize=fontsize - 1, frameon=True)
    return containers


def spinner(ax, labels: Sequence[str], colors: Sequence[str], center: Sequence[float] = (0, 0),
            radius: float = 1.0, fontsize: int = 16, pointer: bool = True) -> None:
    """A spinner of ``len(labels)`` equal sectors (sector k starts at 90° and runs clockwise),
    each filled with ``colors[k]`` and labelled ``labels[k]``, with a central arrow."""
    from matplotlib.patches import Circle, Wedge

    n = len(labels)
    cx, cy = center
    for k in range(n):
        t1 = 90 - 360 * k / n
        t0 = t1 - 360 / n
        ax.add_patch(Wedge((cx, cy), radius, t0, t1, facecolor=colors[k], edgecolor=INK,
                           linewidth=1.8, zorder=2))
        mid = np.radians((t0 + t1) / 2)
        ax.text(cx + 0.66 * radius * np.cos(mid), cy + 0.66 * radius * np.sin(mid), labels[k],
                ha="center", va="center", fontsize=fontsize, fontweight="bold", color=INK, zorder=3)
    ax.add_patch(Circle((cx, cy), radius, fill=False, edgecolor=INK, linewidth=2.2, zorder=3))
    if pointer:
        ang = np.radians(65)
        ax.annotate("", xy=(cx + 0.55 * radius * np.cos(ang), cy + 0.55 * radius * np.sin(ang)),
                    xytext=(cx, cy), arrowprops=dict(arrowstyle="-|>", color=INK, lw=2.5,
                                                     mutation_scale=22), zorder=5)
        ax.add_patch(Circle((cx, cy), 0.06 * radius, color=INK, zorder=6))
