"""Drawing helpers for scientific-figure, arithmetic and puzzle seed programs: gear wheels with a
turning arrow, an analogue clock face, shaded fraction circles and small cell patterns."""
from __future__ import annotations

from typing import Sequence

import numpy as np
from matplotlib.patches import Circle, FancyArrowPatch, Polygon, Rectangle, Wedge

INK = "#1f2937"


def gear(ax, centre: Sequence[float], radius: float, teeth: int, fill: str = "#93c5fd", color: str = INK,
         depth: float | None = None, zorder: int = 2) -> None:
    """A spur gear: a toothed outline of ``teeth`` teeth whose pitch circle has ``radius``, and an axle.

    Example: ``gear(ax, (0, 0), 2.4, 24)``."""
    cx, cy = centre
    h = depth if depth is not None else min(0.35, 0.9 * np.pi * radius / teeth)
    pts = []
    for k in range(teeth):
        a0 = 2 * np.pi * k / teeth
        step = 2 * np.pi / teeth
        for frac, r in ((0.0, radius - h / 2), (0.2, radius + h / 2), (0.5, radius + h / 2), (0.7, radius - h / 2)):
            a = a0 + frac * step
            pts.append((cx + r * np.cos(a), cy + r * np.sin(a)))
    ax.add_patch(Polygon(pts, closed=True, facecolor=fill, edgecolor=color, linewidth=1.6, zorder=zorder))
    ax.add_patch(Circle(centre, max(0.12, 0.12 * radius), facecolor="white", edgecolor=color, linewidth=1.6,
                        zorder=zorder + 0.5))


def turn_arrow(ax, centre: Sequence[float], radius: float, clockwise: bool, color: str = "#dc2626",
               start_deg: float = 60.0, span_deg: float = 100.0, linewidth: float = 2.6) -> None:
    """A curved arrow on the circle (centre, radius) showing a sense of rotation, from ``start_deg``.

    Example: ``turn_arrow(ax, (0, 0), 3.0, clockwise=True)``."""
    sign = -1 if clockwise else 1
    angles = np.radians(start_deg + sign * np.linspace(0, span_deg, 60))
    xs, ys = centre[0] + radius * np.cos(angles), centre[1] + radius * np.sin(angles)
    ax.plot(xs[:-3], ys[:-3], color=color, linewidth=linewidth, zorder=6, solid_capstyle="round")
    ax.add_patch(FancyArrowPatch((xs[-4], ys[-4]), (xs[-1], ys[-1]), arrowstyle="-|>", mutation_scale=20,
                                 color=color, linewidth=linewidth, zorder=6))


def clock_face(ax, centre: Sequence[float], hour_deg: float, minute_deg: float, radius: float = 1.0,
               rim: str = "#2563eb", numerals: bool = True, fontsize: int = 14) -> None:
    """An analogue clock: 60 minute ticks, numerals 1-12 and the hands at the given angles (degrees
    clockwise from 12; the hour hand is the short thick one).

    Example: ``clock_face(ax, (0, 0), 3 * 30 + 10 * 0.5, 10 * 6)`` shows 3:10."""
    cx, cy = centre
    ax.add_patch(Circle(centre, radius, facecolor="white", edgecolor=rim, linewidth=4, zorder=1))
    for k in range(60):
        a = np.radians(90 - 6 * k)
        r0 = 0.86 if k % 5 == 0 else 0.92
        ax.plot([cx + r0 * radius * np.cos(a), cx + 0.97 * radius * np.cos(a)],
                [cy + r0 * radius * np.sin(a), cy + 0.97 * radius * np.sin(a)], color=INK,
                linewidth=2.0 if k % 5 == 0 else 0.8, zorder=2)
    if numerals:
        for h in range(12):
            a = np.radians(90 - 30 * h)
            ax.text(cx + 0.73 * radius * np.cos(a), cy + 0.73 * radius * np.sin(a), str(12 if h == 0 else h),
                    ha="center", va="center", fontsize=fontsize, color=INK, zorder=3)
    for ang, length, width in ((hour_deg, 0.45, 6.0), (minute_deg, 0.88, 2.8)):
        a = np.radians(90 - ang)
        ax.plot([cx, cx + length * radius * np.cos(a)], [cy, cy + length * radius * np.sin(a)], color=INK,
                linewidth=width, solid_capstyle="round", zorder=4)
    ax.plot([cx], [cy], "o", color=rim, markersize=8, zorder=5)


def fraction_circle(ax, centre: Sequence[float], radius: float, parts: int, shaded: int,
                    fill: str = "#93c5fd", color: str = INK, start_deg: float = 90.0) -> None:
    """A circle cut into ``parts`` equal sectors, the first ``shaded`` of them (clockwise from
    ``start_deg``) filled.

    Example: ``fraction_circle(ax, (0, 0), 1.0, 8, 3)`` shows 3/8."""
    step = 360.0 / parts
    for k in range(parts):
        t2 = start_deg - k * step
        ax.add_patch(Wedge(centre, radius, t2 - step, t2, facecolor=fill if k < shaded else "white",
                           edgecolor=color, linewidth=1.8, zorder=2))


def cell_pattern(ax, origin: Sequence[float], cells: Sequence[Sequence[int]], size: float,
                 colors: Sequence[str], frame: str = INK) -> None:
    """A grid of square cells (row 0 at the top) starting at ``origin`` (top-left corner); the cell
    value v > 0 is filled with ``colors[v - 1]``, 0 stays white.

    Example: ``cell_pattern(ax, (0, 3), [[1, 0], [0, 2]], 1.0, ["#2563eb", "#f97316"])``."""
    x0, y0 = origin
    for r, row in enumerate(cells):
        for c, v in enumerate(row):
            ax.add_patch(Rectangle((x0 + c * size, y0 - (r + 1) * size), size, size,
                                   facecolor=colors[v - 1] if v else "white", edgecolor=frame,
                                   linewidth=1.5, zorder=2))
    rows, cols = len(cells), len(cells[0])
    ax.add_patch(Rectangle((x0, y0 - rows * size), cols * size, rows * size, fill=False, edgecolor=frame,
                           linewidth=2.4, zorder=3))


def bracket(ax, x0: float, x1: float, y: float, text: str, up: bool = True, color: str = INK,
            fontsize: int = 15, tick: float = 0.25) -> None:
    """A horizontal bracket from x0 to x1 at height y (ends bent towards the bar: down when ``up``),
    with ``text`` centred beyond it, as bar models mark a length.

    Example: ``bracket(ax, 0, 6, 1.4, "45")``."""
    s = -1 if up else 1
    ax.plot([x0, x0, x1, x1], [y + s * tick, y, y, y + s * tick], color=color, linewidth=2.0, zorder=3)
    xm = (x0 + x1) / 2
    ax.plot([xm, xm], [y, y - s * tick * 0.8], color=color, linewidth=2.0, zorder=3)
    ax.text(xm, y - s * tick * 1.2, text, ha="center", va="bottom" if up else "top", fontsize=fontsize,
            color=color, fontweight="bold", zorder=4)


def tape(ax, x0: float, y0: float, parts: int, unit: float, height: float, shaded: int = 0,
         fill: str = "#93c5fd", color: str = INK) -> None:
    """A bar-model tape of ``parts`` equal cells of width ``unit`` from (x0, y0), the first ``shaded`` filled.

    Example: ``tape(ax, 0, 0, 8, 1.0, 1.0, shaded=3)``."""
    for k in range(parts):
        ax.add_patch(Rectangle((x0 + k * unit, y0), unit, height, facecolor=fill if k < shaded else "white",
                               edgecolor=color, linewidth=2.0, zorder=2))
