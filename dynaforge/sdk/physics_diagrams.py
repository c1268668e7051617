"""Physics diagram symbols for 2D scientific figures: a battery cell, a thin lens, an object arrow,
a hatched fixed surface, a block resting on a slope and an arrow-headed ray."""
from __future__ import annotations

from typing import Sequence

import numpy as np
from matplotlib.patches import FancyArrowPatch, Polygon

INK = "#1f2937"


def battery(ax, a: Sequence[float], b: Sequence[float], text: str | None = None, color: str = INK,
            gap: float = 0.16, long_plate: float = 0.42, short_plate: float = 0.22, label_side: int = 1,
            fontsize: int = 13) -> None:
    """A cell on the straight wire from a to b: the long (+) plate nearer a, the short (−) plate nearer b.

    Example: ``battery(ax, (0, -1), (0, 1), "12 V")`` (a vertical cell, + at the bottom)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    d = b - a
    u = d / np.linalg.norm(d)
    n = np.array([-u[1], u[0]])
    mid = a + d / 2
    p_long, p_short = mid - u * gap / 2, mid + u * gap / 2
    ax.plot(*np.array([a, p_long]).T, color=color, linewidth=2.0, zorder=2)
    ax.plot(*np.array([p_short, b]).T, color=color, linewidth=2.0, zorder=2)
    ax.plot(*np.array([p_long - n * long_plate / 2, p_long + n * long_plate / 2]).T, color=color,
            linewidth=2.4, zorder=3)
    ax.plot(*np.array([p_short - n * short_plate / 2, p_short + n * short_plate / 2]).T, color=color,
            linewidth=4.0, zorder=3)
    if text:
        spot = mid + label_side * n * (long_plate / 2 + 0.3)
        ax.text(spot[0], spot[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=5)


def thin_lens(ax, x: float, half_height: float, converging: bool = True, color: str = "#2563eb") -> None:
    """A thin lens drawn as a vertical line at ``x`` with outward (converging) or inward
    (diverging) arrow heads, centred on the principal axis y = 0.

    Example: ``thin_lens(ax, 0.0, 2.5)``."""
    style = "<|-|>" if converging else "|-|"
    ax.add_patch(FancyArrowPatch((x, -half_height), (x, half_height), arrowstyle=style,
                                 mutation_scale=18, color=color, linewidth=2.4, zorder=3))
    if not converging:
        w = 0.25
        for y in (-half_height, half_height):
            s = 1 if y > 0 else -1
            ax.plot([x - w, x, x + w], [y - s * w, y, y - s * w], color=color, linewidth=2.4, zorder=3)


def object_arrow(ax, x: float, height: float, color: str = "#dc2626", linewidth: float = 3.0) -> None:
    """An upright arrow (an optics object or image) from (x, 0) to (x, height).

    Example: ``object_arrow(ax, -6, 2)``."""
    ax.add_patch(FancyArrowPatch((x, 0), (x, height), arrowstyle="-|>", mutation_scale=20, color=color,
                                 linewidth=linewidth, zorder=4))


def hatched_surface(ax, a: Sequence[float], b: Sequence[float], side: int = -1, spacing: float = 0.35,
                    length: float = 0.25, color: str = INK) -> None:
    """A fixed surface: the segment ab with short slanted hatch strokes on side ``side`` (−1 right of ab).

    Example: ``hatched_surface(ax, (0, 0), (8, 0))`` (ground below a horizontal line)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    d = b - a
    L = float(np.linalg.norm(d))
    u = d / L
    n = np.array([-u[1], u[0]]) * side
    ax.plot(*np.array([a, b]).T, color=color, linewidth=2.2, zorder=3)
    for t in np.arange(spacing / 2, L, spacing):
        p = a + u * t
        q = p + n * length - u * length * 0.6
        ax.plot([p[0], q[0]], [p[1], q[1]], color=color, linewidth=1.2, zorder=2)


def block_on_slope(ax, foot: Sequence[float], angle_deg: float, along: float, size: float,
                   text: str | None = None, fill: str = "#93c5fd", color: str = INK, fontsize: int = 13):
    """A square block of side ``size`` resting on a slope that rises from ``foot`` at ``angle_deg``,
    its lower edge starting ``along`` units up the slope; returns the block's centre.

    Example: ``block_on_slope(ax, (0, 0), 30, 2.0, 1.0, "4 kg")``."""
    t = np.radians(angle_deg)
    u = np.array([np.cos(t), np.sin(t)])
    n = np.array([-np.sin(t), np.cos(t)])
    p0 = np.asarray(foot, float) + u * along
    corners = [p0, p0 + u * size, p0 + u * size + n * size, p0 + n * size]
    ax.add_patch(Polygon(corners, closed=True, facecolor=fill, edgecolor=color, linewidth=2.0, zorder=4))
    centre = p0 + u * size / 2 + n * size / 2
    if text:
        ax.text(centre[0], centre[1], text, ha="center", va="center", fontsize=fontsize, color=color,
                rotation=angle_deg, rotation_mode="anchor", zorder=5)
    return centre


def ray(ax, a: Sequence[float], b: Sequence[float], color: str = "#dc2626", linewidth: float = 2.2,
        style: str = "-", arrow_at: float | None = 0.55) -> None:
    """A light ray from a to b with an arrow head part-way (``arrow_at`` of the way; None for none).

    Example: ``ray(ax, (-3, 2), (0, 0))``."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    ax.plot([a[0], b[0]], [a[1], b[1]], style, color=color, linewidth=linewidth, zorder=3)
    if arrow_at is not None:
        m = a + (b - a) * arrow_at
        tip = m + (b - a) * 0.02
        ax.add_patch(FancyArrowPatch(m, tip, arrowstyle="-|>", mutation_scale=18, color=color,
                                     linewidth=0, zorder=4))


def pulley(ax, centre: Sequence[float], radius: float, color: str = INK, fill: str = "#e5e7eb",
           mount: Sequence[float] | None = None) -> None:
    """A pulley wheel (disc with an axle dot); with ``mount``, a bracket line from the axle to that point.

    Example: ``pulley(ax, (0, 4), 0.5, mount=(0, 5))``."""
    from matplotlib.patches import Circle

    cx, cy = centre
    if mount is not None:
        ax.plot([cx, mount[0]], [cy, mount[1]], color=color, linewidth=2.4, zorder=2)
    ax.add_patch(Circle((cx, cy), radius, facecolor=fill, edgecolor=color, linewidth=2.2, zorder=4))
    ax.plot([cx], [cy], "o", color=color, markersize=5, zorder=5)


def box(ax, centre: Sequence[float], width: float, height: float, text: str | None = None,
        fill: str = "#93c5fd", color: str = INK, fontsize: int = 14) -> None:
    """An upright rectangular block centred at ``centre`` with an optional label inside.

    Example: ``box(ax, (0, 1), 1.2, 0.9, "3 kg")``."""
    from matplotlib.patches import Rectangle

    x, y = centre
    ax.add_patch(Rectangle((x - width / 2, y - height / 2), width, height, facecolor=fill, edgecolor=color,
                           linewidth=2.0, zorder=4))
    if text:
        ax.text(x, y, text, ha="center", va="center", fontsize=fontsize, color=color, zorder=5)
