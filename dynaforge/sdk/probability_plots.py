"""Figures of probability distributions: pmf bar charts and density curves on a grid.

Shared by the probability-distribution seed programs of the statistics topic.
"""
from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from .charts import GRID
from .draw import INK


def pmf_bars(ax, ks: Sequence[int], probs: Sequence[float], color: str = "#2563eb",
             highlight: Sequence[int] = (), highlight_color: str = "#f97316",
             value_texts: Sequence[str | None] | None = None, ystep: float = 0.05,
             ymax: float | None = None, xlabel: str | None = None, ylabel: str | None = None,
             fontsize: int = 12, width: float = 0.7) -> None:
    """A probability mass function as bars at the integers ``ks`` on a y grid of step ``ystep``;
    bars whose k is in ``highlight`` are coloured ``highlight_color``. ``value_texts`` are written
    above their bars, turned upright when they are too wide for the bar columns (so they never
    spill over a neighbouring bar), with room kept for them.
    Example: pmf_bars(ax, range(7), pmf, highlight=[2, 3], ystep=0.05, xlabel="k")
    """
    ks = list(ks)
    colors = [highlight_color if k in set(highlight) else color for k in ks]
    ax.bar(ks, probs, width=width, color=colors, edgecolor=INK, linewidth=1.2, zorder=2)
    need = max(probs)
    if value_texts is not None:
        longest = max((len(t) for t in value_texts if t is not None), default=0)
        upright = len(ks) * max(longest, 3) > 30        # labels too wide for their bar columns
        room = 1 - 0.036 * longest - 0.03 if upright else 0.9   # the share of the axis a label leaves the bar
        need = max([need] + [v / room for v, t in zip(probs, value_texts) if t is not None])
    top = ymax if ymax is not None else ystep * (int(need / ystep + 1e-9) + 1)
    if value_texts is not None:
        for k, v, t in zip(ks, probs, value_texts):
            if t is not None:
                ax.text(k, v + 0.012 * top, t, ha="center", va="bottom", fontsize=fontsize - 1,
                        rotation=90 if upright else 0, fontweight="bold", color=INK, zorder=3)
    ax.set_ylim(0, top)
    ax.set_yticks(np.arange(0, top + 1e-9, ystep))
    ax.set_yticklabels([f"{t:.2f}".rstrip("0").rstrip(".") if t else "0" for t in np.arange(0, top + 1e-9, ystep)],
                       fontsize=fontsize - 1)
    ax.set_xticks(ks)
    ax.set_xticklabels([str(k) for k in ks], fontsize=fontsize)
    ax.set_xlim(ks[0] - 0.7, ks[-1] + 0.7)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.grid(True, axis="y", color=GRID, linewidth=0.8, zorder=0)
    ax.set_axisbelow(True)
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=fontsize)
    if ylabel:
        ax.set_ylabel(ylabel, fontsize=fontsize)


def density_axes(ax, xlim: tuple[float, float], ylim: tuple[float, float], xticks: Sequence[float],
                 yticks: Sequence[float], xtick_texts: Sequence[str] | None = None,
                 ytick_texts: Sequence[str] | None = None, xlabel: str | None = "x",
                 ylabel: str | None = "f(x)", fontsize: int = 12, grid: bool = True) -> None:
    """Axes for a density curve: x and y ticks (optionally relabelled), a light grid at the ticks.
    Example: density_axes(ax, (0, 6), (0, 0.5), range(7), [0, 0.25, 0.5])
    """
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_xticks(list(xticks))
    ax.set_yticks(list(yticks))
    ax.set_xticklabels(list(xtick_texts) if xtick_texts is not None else [f"{t:g}" for t in xticks],
                       fontsize=fontsize)
    ax.set_yticklabels(list(ytick_texts) if ytick_texts is not None else [f"{t:g}" for t in yticks],
                       fontsize=fontsize)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    for side in ("bottom", "left"):
        ax.spines[side].set_linewidth(1.4)
    if grid:
        ax.grid(True, color=GRID, linewidth=0.8, zorder=0)
        ax.set_axisbelow(True)
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=fontsize)
    if ylabel:
        ax.set_ylabel(ylabel, fontsize=fontsize)


def density_curve(ax, f: Callable, lo: float, hi: float, shade: tuple[float, float] | None = None,
                  color: str = "#2563eb", shade_color: str = "#93c5fd", samples: int = 600,
                  linewidth: float = 2.4, breaks: Sequence[float] = ()) -> None:
    """Plot the density ``f`` (vectorised) on [lo, hi], shading the area under it over ``shade``.
    ``breaks`` are x-values where f jumps: the curve is drawn in separate pieces there.
    Example: density_curve(ax, lambda x: 0.5 * np.exp(-0.5 * x), 0, 8, shade=(2, 8))
    """
    cuts = [lo] + sorted(b for b in breaks if lo < b < hi) + [hi]
    for a, b in zip(cuts[:-1], cuts[1:]):
        x = np.linspace(a, b, max(samples * (b - a) / (hi - lo), 20).__int__())
        ax.plot(x, f(x), color=color, linewidth=linewidth, zorder=3, solid_capstyle="butt")
    if shade is not None:
        a, b = max(shade[0], lo), min(shade[1], hi)
        xs = np.linspace(a, b, 400)
        ax.fill_between(xs, 0, f(xs), color=shade_color, alpha=0.85, zorder=1)
