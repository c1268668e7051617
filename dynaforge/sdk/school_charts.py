"""School statistics figures for seed programs: pictographs, back-to-back stem-and-leaf plots,
two-dice outcome grids and stacked, labelled box plots.

Every helper draws on a matplotlib ``Axes`` and keeps fonts at 11 pt or more, so that the figure
stays readable in the 512×512 release image. Helpers return what they drew, so a ``verify`` can
read the figure's data back instead of re-using the program's construction.
"""
from __future__ import annotations

from typing import Sequence

from .draw import INK
from .statplots import stem_leaf_frame

HIGHLIGHT = "#fde68a"


def pictograph(ax, rows: Sequence[str], halves: Sequence[int | None], key_text: str,
               color: str = "#2563eb", title: str | None = None, fontsize: int = 13) -> list[tuple[int, float]]:
    """A pictograph: row ``i`` is named ``rows[i]`` and shows ``halves[i]`` half-icons' worth of round
    icons (a whole icon = 2 halves, an odd count ends in a left half icon). ``halves[i] = None`` draws a
    red '?' instead (the backward view). ``key_text`` is written after one icon under the rows
    (e.g. "= 4 books"). Returns the drawn icons as (row index, 1.0 or 0.5).
    Example: school_charts.pictograph(ax, ["Mon", "Tue"], [5, 8], "= 2 cars")
    """
    from matplotlib.patches import Circle, Wedge

    ax.set_position([0.02, 0.02, 0.96, 0.96])
    n = len(rows)
    icons = max(-(-max(h or 0 for h in halves) // 2), 5)
    x0 = max(0.28, 0.07 + 0.026 * max(len(name) for name in rows))     # icons start right of the names
    r = min(0.034, (0.96 - x0) / (2.4 * (icons - 1) + 2))
    head = 0.1 if title else 0.03
    row_h = min(0.13, (0.8 - head) / (n + 1))
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.axis("off")
    top = 0.97 - head
    if title:
        ax.text(0.5, 0.95, title, ha="center", va="center", fontsize=fontsize + 1, fontweight="bold", color=INK)
    drawn = []
    step = 2.4 * r
    for i, (name, h) in enumerate(zip(rows, halves)):
        y = top - (i + 0.5) * row_h
        fill = "#f3f4f6" if i % 2 else "#ffffff"
        ax.fill_between([0.02, 0.98], y - row_h / 2, y + row_h / 2, color=fill, zorder=0)
        ax.text(0.04, y, name, ha="left", va="center", fontsize=fontsize, color=INK, fontweight="bold")
        if h is None:
            ax.text(x0 + r, y, "?", ha="center", va="center", fontsize=fontsize + 6, fontweight="bold",
                    color="#dc2626")
            continue
        for k in range(h // 2):
            ax.add_patch(Circle((x0 + r + k * step, y), r, facecolor=color, edgecolor=INK, linewidth=1.5, zorder=2))
            drawn.append((i, 1.0))
        if h % 2:
            ax.add_patch(Wedge((x0 + r + (h // 2) * step, y), r, 90, 270, facecolor=color, edgecolor=INK,
                               linewidth=1.5, zorder=2))
            drawn.append((i, 0.5))
    bottom = top - n * row_h
    ax.plot([x0 - 0.02, x0 - 0.02], [bottom, top], color=INK, linewidth=1.5)
    for k in range(n + 1):
        ax.plot([0.02, 0.98], [top - k * row_h] * 2, color=INK, linewidth=1.5 if k in (0, n) else 0.6)
    ky = bottom - 0.09
    ax.text(0.42, ky, "Key:", ha="right", va="center", fontsize=fontsize, color=INK, fontweight="bold")
    ax.add_patch(Circle((0.46, ky), r, facecolor=color, edgecolor=INK, linewidth=1.5, zorder=2))
    ax.text(0.46 + 1.6 * r, ky, key_text, ha="left", va="center", fontsize=fontsize, color=INK)
    ax.set_aspect("auto")
    return drawn


def back_to_back_stem_leaf(ax, left: Sequence[int], right: Sequence[int], names: Sequence[str],
                           key: str | None = None, title: str | None = None,
                           stems: Sequence[int] | None = None, fontsize: int = 14) -> dict:
    """A back-to-back stem-and-leaf plot of two sets of non-negative integers (stem = tens): the
    left set's leaves grow leftwards from the stem, the right set's rightwards, both ordered
    outwards from the stem. ``names`` head the two leaf columns. Returns {stem: (left leaves,
    right leaves)} as drawn.
    Example: school_charts.back_to_back_stem_leaf(ax, [12, 25], [18, 21, 23], ["Boys", "Girls"])
    """
    rows: dict[int, tuple[list[int], list[int]]] = {}
    for side, data in enumerate((left, right)):
        for v in sorted(data):
            rows.setdefault(v // 10, ([], []))[side].append(v % 10)
    if stems is None:
        stems = list(range(min(rows), max(rows) + 1))
    for s in stems:
        rows.setdefault(s, ([], []))
    n = len(stems)
    row_h, top = stem_leaf_frame(ax, n, title, key, fontsize)
    xs = 0.5
    most = max(max(len(rows[s][0]), len(rows[s][1])) for s in stems)
    dx = min(0.05, 0.4 / max(most, 1))
    ax.text(xs - 0.08, top - row_h / 2, names[0], ha="right", va="center", fontsize=fontsize,
            fontweight="bold", color=INK)
    ax.text(xs, top - row_h / 2, "Stem", ha="center", va="center", fontsize=fontsize - 2, color=INK)
    ax.text(xs + 0.08, top - row_h / 2, names[1], ha="left", va="center", fontsize=fontsize,
            fontweight="bold", color=INK)
    ax.plot([0.03, 0.97], [top - row_h, top - row_h], color=INK, linewidth=1.6)
    for i, s in enumerate(stems):
        y = top - (i + 1.5) * row_h
        ax.text(xs, y, str(s), ha="center", va="center", fontsize=fontsize, color=INK, fontweight="bold")
        for j, leaf in enumerate(rows[s][0]):
            ax.text(xs - 0.09 - j * dx, y, str(leaf), ha="center", va="center", fontsize=fontsize, color=INK,
                    family="monospace")
        for j, leaf in enumerate(rows[s][1]):
            ax.text(xs + 0.09 + j * dx, y, str(leaf), ha="center", va="center", fontsize=fontsize, color=INK,
                    family="monospace")
    for x in (xs - 0.06, xs + 0.06):
        ax.plot([x, x], [top, top - (n + 1) * row_h], color=INK, linewidth=1.8)
    if key:
        ax.text(0.5, top - (n + 1) * row_h - 0.06, key, ha="center", va="center", fontsize=fontsize - 2,
                color=INK, style="italic")
    return {s: (list(rows[s][0]), list(rows[s][1])) for s in stems}


def outcome_grid(ax, row_values: Sequence[int], col_values: Sequence[int], cells: Sequence[Sequence[str]],
                 highlight: Sequence[tuple[int, int]] = (), row_title: str = "First die",
                 col_title: str = "Second die", corner: str = "+", fontsize: int = 13) -> list[tuple[int, int]]:
    """A table of the outcomes of two dice: row i is ``row_values[i]``, column j ``col_values[j]``,
    cell (i, j) shows ``cells[i][j]`` and is shaded when (i, j) is in ``highlight``. Returns the
    shaded cells (i, j), in row order.
    Example: school_charts.outcome_grid(ax, [1, 2], [1, 2], [["2", "3"], ["3", "4"]], highlight=[(0, 1)])
    """
    from matplotlib.patches import Rectangle

    nr, nc = len(row_values), len(col_values)
    ax.set_position([0.02, 0.02, 0.96, 0.96])
    ax.set_xlim(-1.9, nc + 0.3)
    ax.set_ylim(-0.3, nr + 1.9)
    ax.set_aspect("equal")
    ax.axis("off")
    shaded = []
    for i in range(nr):
        y = nr - 1 - i
        for j in range(nc):
            on = (i, j) in set(map(tuple, highlight))
            if on:
                shaded.append((i, j))
            ax.add_patch(Rectangle((j, y), 1, 1, facecolor=HIGHLIGHT if on else "white", edgecolor=INK,
                                   linewidth=1.2, zorder=1))
            ax.text(j + 0.5, y + 0.5, cells[i][j], ha="center", va="center", fontsize=fontsize, color=INK,
                    fontweight="bold" if on else "normal", zorder=2)
        ax.add_patch(Rectangle((-1, y), 1, 1, facecolor="#e5e7eb", edgecolor=INK, linewidth=1.2, zorder=1))
        ax.text(-0.5, y + 0.5, str(row_values[i]), ha="center", va="center", fontsize=fontsize,
                fontweight="bold", color=INK, zorder=2)
    for j in range(nc):
        ax.add_patch(Rectangle((j, nr), 1, 1, facecolor="#e5e7eb", edgecolor=INK, linewidth=1.2, zorder=1))
        ax.text(j + 0.5, nr + 0.5, str(col_values[j]), ha="center", va="center", fontsize=fontsize,
                fontweight="bold", color=INK, zorder=2)
    ax.add_patch(Rectangle((-1, nr), 1, 1, facecolor="#d1d5db", edgecolor=INK, linewidth=1.2, zorder=1))
    ax.text(-0.5, nr + 0.5, corner, ha="center", va="center", fontsize=fontsize + 2, fontweight="bold",
            color=INK, zorder=2)
    ax.plot([-1, nc], [nr, nr], color=INK, linewidth=2.2, zorder=3)
    ax.plot([0, 0], [0, nr + 1], color=INK, linewidth=2.2, zorder=3)
    ax.text(nc / 2, nr + 1.45, col_title, ha="center", va="center", fontsize=fontsize, fontweight="bold",
            color=INK)
    ax.text(-1.45, nr / 2, row_title, ha="center", va="center", fontsize=fontsize, fontweight="bold",
            color=INK, rotation=90)
    return shaded


def box_plots(ax, summaries: Sequence[Sequence[float]], labels: Sequence[str], y0: float = 0.0,
              gap: float = 1.0, color: str = "#93c5fd", fontsize: int = 13) -> list[tuple[float, ...]]:
    """Horizontal box plots stacked upwards from ``y0`` (``gap`` apart), box k drawn from its
    five-number summary ``summaries[k]`` = (min, Q1, median, Q3, max) and named ``labels[k]`` at the
    left edge of the axes. Returns the summaries as drawn (read back from the artists).
    Example: school_charts.box_plots(ax, [(1, 3, 4, 6, 9), (2, 3, 5, 6, 8)], ["A", "B"])
    """
    stats = [{"whislo": s[0], "q1": s[1], "med": s[2], "q3": s[3], "whishi": s[4], "fliers": []}
             for s in summaries]
    pos = [y0 + gap * k for k in range(len(summaries))]
    art = ax.bxp(stats, positions=pos, orientation="horizontal", patch_artist=True, widths=0.5 * gap,
                 showfliers=False, medianprops={"color": INK, "linewidth": 2.6},
                 whiskerprops={"linewidth": 1.8, "color": INK}, capprops={"linewidth": 1.8, "color": INK})
    for box in art["boxes"]:
        box.set_facecolor(color)
        box.set_edgecolor(INK)
        box.set_linewidth(1.8)
    for y, name in zip(pos, labels):
        ax.annotate(name, (0.0, y), xycoords=("axes fraction", "data"), xytext=(-8, 0),
                    textcoords="offset points", ha="right", va="center", fontsize=fontsize + 1,
                    fontweight="bold", color=INK, annotation_clip=False)
    out = []
    for k in range(len(summaries)):
        wl = art["whiskers"][2 * k].get_xdata()
        wh = art["whiskers"][2 * k + 1].get_xdata()
        med = art["medians"][k].get_xdata()
        out.append((float(min(wl)), float(max(wl)), float(med[0]), float(min(wh)), float(max(wh))))
    return out


def histogram(ax, edges: Sequence[float], counts: Sequence[int], color: str = "#2563eb",
              hidden: int | None = None, ystep: int | None = None, fontsize: int = 12):
    """A frequency histogram of equal or unequal classes ``edges[i]..edges[i+1]`` with bar heights
    ``counts`` on a grid of every ``ystep`` (default 1, or 2 above 13); ``hidden`` (an index) leaves
    that bar out and writes a red '?' in its slot (the backward view). Returns the bar container.
    Example: school_charts.histogram(ax, [0, 10, 20, 30], [4, 9, 6])
    """
    widths = [b - a for a, b in zip(edges, edges[1:])]
    heights = [0 if i == hidden else c for i, c in enumerate(counts)]
    bars = ax.bar(edges[:-1], heights, width=widths, align="edge", color=color, edgecolor=INK, linewidth=1.4,
                  alpha=0.85, zorder=2)
    top = max(counts) + 1
    step = ystep or (1 if top <= 13 else 2)
    if hidden is not None:
        ax.text((edges[hidden] + edges[hidden + 1]) / 2, 0.4 * step, "?", ha="center", va="bottom",
                fontsize=fontsize + 8, fontweight="bold", color="#dc2626", zorder=4)
    ax.set_xticks(list(edges))
    w = min(widths)
    ax.set_xlim(edges[0] - 0.3 * w, edges[-1] + 0.3 * w)
    ax.set_yticks(range(0, top + step, step))
    ax.set_ylim(0, top + 0.3 * step)
    ax.tick_params(labelsize=fontsize - 1)
    return bars
