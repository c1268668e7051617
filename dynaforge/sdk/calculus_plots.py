"""Drawing helpers for calculus figures on a coordinate grid: marked x-values, Riemann rectangles,
trapezoid strips, shaded regions between curves, a title formula and a grid of labelled panels.

All take a matplotlib Axes set up by :func:`dynaforge.sdk.draw.grid_axes` (panels: any Axes) and
draw in data units; none of them computes an answer.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

import numpy as np

from dynaforge.sdk.draw import INK, fmt


def x_marker(ax, x0: float, text: str | None = None, color: str = INK, fontsize: int = 12,
             linewidth: float = 1.4) -> None:
    """A dashed vertical line at x = x0 across the window, with ``text`` just below the plot.

    Example: ``x_marker(ax, 2, "x = 2")``."""
    ax.axvline(x0, color=color, linestyle="--", linewidth=linewidth, zorder=3)
    if text:
        ax.annotate(text, (x0, 0.0), xycoords=("data", "axes fraction"), xytext=(0, -4),
                    textcoords="offset points", ha="center", va="top", fontsize=fontsize, zorder=7,
                    annotation_clip=False, color=color)


def riemann_rectangles(ax, lefts: Sequence[float], width: float, heights: Sequence[float], color: str,
                       alpha: float = 0.3, linewidth: float = 1.6) -> None:
    """Rectangles [lefts[i], lefts[i] + width] × [0, heights[i]], filled and outlined.

    Example: ``riemann_rectangles(ax, [0, 1, 2], 1, [1, 2, 5], "#2563eb")``."""
    from matplotlib.patches import Rectangle

    for x0, h in zip(lefts, heights):
        ax.add_patch(Rectangle((x0, min(0.0, h)), width, abs(h), facecolor=color, alpha=alpha, zorder=2,
                               linewidth=0))
        ax.add_patch(Rectangle((x0, min(0.0, h)), width, abs(h), facecolor="none", edgecolor=color,
                               linewidth=linewidth, zorder=3))


def trapezoid_strips(ax, xs: Sequence[float], ys: Sequence[float], color: str, alpha: float = 0.3,
                     linewidth: float = 1.6) -> None:
    """The trapezoids under the broken line through (xs[i], ys[i]) down to the x-axis, filled and outlined.

    Example: ``trapezoid_strips(ax, [0, 1, 2], [2, 3, 1], "#16a34a")``."""
    xs, ys = list(map(float, xs)), list(map(float, ys))
    ax.fill(xs + [xs[-1], xs[0]], ys + [0.0, 0.0], color=color, alpha=alpha, zorder=2, linewidth=0)
    ax.plot(xs, ys, color=color, linewidth=linewidth, zorder=3)
    for x, y in zip(xs, ys):
        ax.plot([x, x], [0, y], color=color, linewidth=linewidth, zorder=3)


def shade_between(ax, f, g, lo: float, hi: float, color: str, alpha: float = 0.35, samples: int = 400) -> None:
    """Fill the region between the graphs of f and g (vectorised callables) for lo ≤ x ≤ hi.

    Example: ``shade_between(ax, np.sin, lambda x: 0 * x, 0, np.pi, "#93c5fd")``."""
    xs = np.linspace(float(lo), float(hi), samples)
    ax.fill_between(xs, np.asarray(f(xs), float) * np.ones_like(xs), np.asarray(g(xs), float) * np.ones_like(xs),
                    color=color, alpha=alpha, zorder=2, linewidth=0)


def formula_title(ax, text: str, color: str = INK, fontsize: int = 14, pad: float = 12) -> None:
    """A formula (or several, joined by the caller) as the figure's title.

    Example: ``formula_title(ax, "f(x) = x² - 2x + 3", "#2563eb")``."""
    ax.set_title(text, fontsize=fontsize, color=color, pad=pad)


def fraction_text(value) -> str:
    """An exact rational (Fraction, int or float close to a fraction) as ``7/3`` or ``-2``.

    Example: ``fraction_text(Fraction(14, 6)) -> '7/3'``."""
    q = value if isinstance(value, Fraction) else Fraction(float(value)).limit_denominator(10000)
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def panel_grid(ax, labels: Sequence[str], cols: int = 2, gap: float = 0.1, fontsize: int = 14) -> list:
    """Split ``ax`` into len(labels) panels (``cols`` per row), each headed by its bold label;
    returns the panel Axes, row by row. The outer ``ax`` is hidden.

    Example: ``pa, pb, pc, pd = panel_grid(ax, "ABCD")``."""
    ax.set_axis_off()
    ax.set_position([0.05, 0.03, 0.92, 0.93])       # the panels use the whole figure
    rows = -(-len(labels) // cols)
    w = (1.0 - gap * (cols - 1)) / cols
    h = (1.0 - gap * rows) / rows
    out = []
    for i, label in enumerate(labels):
        r, c = divmod(i, cols)
        x0 = c * (w + gap)
        y0 = 1.0 - (r + 1) * h - r * gap - gap * 0.6
        sub = ax.inset_axes([x0, y0, w, h])
        sub.set_title(label, fontsize=fontsize, fontweight="bold", pad=4, loc="left")
        out.append(sub)
    return out


def axis_label_size(span: float) -> int:
    """Tick label font size for a grid spanning ``span`` units (11, smaller for wide windows).

    Example: ``axis_label_size(12) -> 11``."""
    return 11 if span <= 14 else (10 if span <= 18 else 9)



def x_ticks_at_bottom(ax, color: str = INK) -> None:
    """Move the x tick labels to the bottom edge of the window (clear of strips and dots that reach
    below the x-axis) and keep the x-axis itself drawn as a line at y = 0.

    Example: ``draw.grid_axes(ax, xlim, ylim, equal=False); x_ticks_at_bottom(ax)``."""
    ax.spines["bottom"].set_position(("axes", 0.0))
    ax.axhline(0.0, color=color, linewidth=0.9, zorder=1.5)


def even_tick_labels(ax) -> None:
    """Write tick labels at the even numbers only (the grid keeps a line at every unit), for small
    panels or wide windows where a label at every unit would crowd.

    Example: ``draw.grid_axes(ax, (-9.5, 9.5), (-9.5, 9.5)); even_tick_labels(ax)``."""
    from matplotlib.ticker import FuncFormatter

    fmt_even = FuncFormatter(lambda v, _pos: "" if abs(v) < 1e-9 or round(v) % 2 else fmt(v))
    ax.xaxis.set_major_formatter(fmt_even)
    ax.yaxis.set_major_formatter(fmt_even)
