"""General diagram helpers for puzzle and science figures (number grids, balance scales, ...).

Drawing only: answers and checks stay in the programs.
"""
from __future__ import annotations

from typing import Sequence

from .draw import ACCENT, INK


def number_grid(ax, cells: Sequence[Sequence[str]], fills: dict | None = None, fontsize: int = 22,
                box: int | None = None, linewidth: float = 1.5, frame: bool = True, origin=(0.0, 0.0)) -> None:
    """A grid of square cells with a text in each (row 0 on top); "?" is drawn in the accent colour.

    ``fills`` maps (row, col) to a background colour; ``box`` draws thick lines every ``box`` cells
    (sudoku blocks; an int, or a (rows, cols) pair). Sets equal-aspect axes framing the grid unless
    ``frame`` is False.
    Example: diagrams.number_grid(ax, [["1", "", "3"], ["?", "2", ""]], fills={(1, 0): "#fef3c7"})
    """
    from matplotlib.patches import Rectangle

    rows, cols = len(cells), len(cells[0])
    ox, oy = origin
    for r in range(rows):
        for c in range(cols):
            fill = (fills or {}).get((r, c), "white")
            ax.add_patch(Rectangle((ox + c, oy + rows - 1 - r), 1, 1, facecolor=fill, edgecolor=INK,
                                   linewidth=linewidth, zorder=1))
            text = cells[r][c]
            if text:
                ax.text(ox + c + 0.5, oy + rows - 0.5 - r, text, ha="center", va="center", fontsize=fontsize,
                        fontweight="bold", color=ACCENT if text == "?" else INK, zorder=3)
    if box:
        br, bc = (box, box) if isinstance(box, int) else box
        for r in range(0, rows + 1, br):
            ax.plot([ox, ox + cols], [oy + rows - r, oy + rows - r], color=INK, linewidth=3.2, zorder=2)
        for c in range(0, cols + 1, bc):
            ax.plot([ox + c, ox + c], [oy, oy + rows], color=INK, linewidth=3.2, zorder=2)
    if frame:
        ax.set_xlim(ox - 0.25, ox + cols + 0.25)
        ax.set_ylim(oy - 0.25, oy + rows + 0.25)
        ax.set_aspect("equal")
        ax.axis("off")


def balance_scale(ax, center, tilt: int = 0, width: float = 2.6, height: float = 1.6, color: str = INK):
    """A two-pan balance: post, beam tipped down on the heavier side, pans; returns the pans' centres.

    ``tilt`` is -1 (left pan lower), 0 (level) or 1 (right pan lower). The pans hang 0.95 below the
    beam ends on strings 1.2 apart at the pan; objects (about 0.55 wide) are drawn by the caller just
    above the returned pan centres (left, right).
    Example: left, right = diagrams.balance_scale(ax, (0, 0), tilt=-1)
    """
    import numpy as np
    from matplotlib.patches import Polygon

    cx, cy = center
    top = np.array([cx, cy + height])
    ax.add_patch(Polygon([[cx - 0.35, cy], [cx + 0.35, cy], [cx + 0.08, cy + height], [cx - 0.08, cy + height]],
                         closed=True, facecolor="#9ca3af", edgecolor=color, linewidth=1.5, zorder=1))
    ax.plot([cx - 0.6, cx + 0.6], [cy, cy], color=color, linewidth=2.5, zorder=1)
    angle = np.radians(10.0 * tilt)
    half = width / 2
    d = np.array([np.cos(angle), -np.sin(angle)]) * half
    ends = [top - d, top + d]
    ax.plot([ends[0][0], ends[1][0]], [ends[0][1], ends[1][1]], color=color, linewidth=3.0, zorder=2)
    ax.plot([top[0]], [top[1]], "o", color=color, markersize=7, zorder=3)
    pans = []
    for e in ends:
        pan_y = e[1] - 0.95
        ax.plot([e[0], e[0] - 0.6], [e[1], pan_y], color=color, linewidth=1.2, zorder=1)
        ax.plot([e[0], e[0] + 0.6], [e[1], pan_y], color=color, linewidth=1.2, zorder=1)
        ax.plot([e[0] - 0.65, e[0] + 0.65], [pan_y, pan_y], color=color, linewidth=3.0, solid_capstyle="round",
                zorder=2)
        pans.append((float(e[0]), float(pan_y)))
    return pans
