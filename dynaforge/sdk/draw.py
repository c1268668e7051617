"""Shared 2D drawing helpers for seed programs (matplotlib Axes in, nothing out).

Programs call these instead of re-writing label placement, so that figures share one look and
labels stay readable at the release size.
"""
from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

INK = "#1f2937"
ACCENT = "#dc2626"
PALETTE = {
    "red": "#dc2626", "blue": "#2563eb", "green": "#16a34a", "orange": "#ea580c",
    "purple": "#7c3aed", "brown": "#92400e", "pink": "#db2777", "gray": "#6b7280",
    "yellow": "#ca8a04", "black": "#111827",
}
FONT = 13
POINT_LABEL_GID = "dynaforge-point-label"  # marks labels the renderer may move off lines and ticks


def geometry_axes(ax, points: Sequence[Sequence[float]], margin: float = 0.15) -> None:
    """Equal-aspect axes framing ``points`` with a margin, no ticks or frame (a textbook figure)."""
    pts = np.asarray(points, dtype=float)
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    span = max(float((hi - lo).max()), 1e-9)
    pad = margin * span
    ax.set_xlim(lo[0] - pad, hi[0] + pad)
    ax.set_ylim(lo[1] - pad, hi[1] + pad)
    ax.set_aspect("equal")
    ax.axis("off")


def label_point(ax, xy: Sequence[float], text: str, away_from: Sequence[float] | None = None,
                offset: float = 14, color: str = INK, dot: bool = True, fontsize: int = FONT) -> None:
    """A dot and a label at ``xy``; the label sits ``offset`` points away from ``away_from``."""
    _dot_and_label(ax, xy, text, away_from, offset, color, fontsize, markersize=4 if dot else 0, zorder=5)


def _dot_and_label(ax, xy, text, away_from, offset, color, fontsize, markersize, zorder, bbox=None) -> None:
    x, y = float(xy[0]), float(xy[1])
    if markersize:
        ax.plot([x], [y], "o", color=color, markersize=markersize, zorder=zorder)
    direction = np.array([0.0, 1.0])
    if away_from is not None:
        d = np.array([x, y]) - np.asarray(away_from, dtype=float)
        if np.linalg.norm(d) > 1e-12:
            direction = d / np.linalg.norm(d)
    ax.annotate(text, (x, y), xytext=tuple(direction * offset), textcoords="offset points",
                ha="center", va="center", fontsize=fontsize, color=color, zorder=zorder + 1, bbox=bbox,
                gid=POINT_LABEL_GID)


def polygon(ax, vertices: Mapping[str, Sequence[float]], labels: bool = True, color: str = INK,
            fill: str | None = None, linewidth: float = 2.0) -> None:
    """A closed polygon through labelled vertices, labels placed outward from the centroid."""
    names = list(vertices)
    pts = np.array([vertices[n] for n in names], dtype=float)
    closed = np.vstack([pts, pts[:1]])
    if fill:
        ax.fill(pts[:, 0], pts[:, 1], color=fill, alpha=0.35, zorder=1)
    ax.plot(closed[:, 0], closed[:, 1], color=color, linewidth=linewidth, zorder=2)
    if labels:
        centre = pts.mean(axis=0)
        for name, p in zip(names, pts):
            label_point(ax, p, name, away_from=centre)


def segment(ax, a: Sequence[float], b: Sequence[float], color: str = INK, style: str = "-",
            linewidth: float = 2.0) -> None:
    """A line segment from a to b (``style`` "--" for dashed)."""
    ax.plot([a[0], b[0]], [a[1], b[1]], style, color=color, linewidth=linewidth, zorder=2)


def segment_label(ax, a: Sequence[float], b: Sequence[float], text: str,
                  away_from: Sequence[float] | None = None, offset: float = 12,
                  color: str = INK, fontsize: int = FONT) -> None:
    """A label at the midpoint of ab, pushed to the side away from ``away_from`` (or to the left)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    mid = (a + b) / 2
    normal = np.array([-(b - a)[1], (b - a)[0]])
    normal /= max(np.linalg.norm(normal), 1e-12)
    if away_from is not None and np.dot(normal, mid - np.asarray(away_from, float)) < 0:
        normal = -normal
    ax.annotate(text, tuple(mid), xytext=tuple(normal * offset), textcoords="offset points",
                ha="center", va="center", fontsize=fontsize, color=color, zorder=6,
                bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.8})


def angle_arc(ax, vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float],
              text: str | None = None, radius: float | None = None, color: str = ACCENT,
              fontsize: int = FONT) -> None:
    """An arc marking the angle p1-vertex-p2 (the smaller one), with an optional label."""
    from matplotlib.patches import Arc

    v = np.asarray(vertex, float)
    d1, d2 = np.asarray(p1, float) - v, np.asarray(p2, float) - v
    a1, a2 = np.degrees(np.arctan2(d1[1], d1[0])), np.degrees(np.arctan2(d2[1], d2[0]))
    if (a2 - a1) % 360 > 180:
        a1, a2 = a2, a1
    r = radius or 0.18 * min(np.linalg.norm(d1), np.linalg.norm(d2))
    ax.add_patch(Arc(tuple(v), 2 * r, 2 * r, theta1=a1, theta2=a1 + (a2 - a1) % 360,
                     color=color, linewidth=1.6, zorder=3))
    if text:
        mid = np.radians(a1 + ((a2 - a1) % 360) / 2)
        pos = v + 1.8 * r * np.array([np.cos(mid), np.sin(mid)])
        ax.text(pos[0], pos[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=6)


def right_angle_mark(ax, vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float],
                     size: float | None = None, color: str = INK) -> None:
    """The small square marking a right angle at ``vertex``."""
    v = np.asarray(vertex, float)
    u1 = np.asarray(p1, float) - v
    u2 = np.asarray(p2, float) - v
    s = size or 0.08 * min(np.linalg.norm(u1), np.linalg.norm(u2))
    u1, u2 = u1 / np.linalg.norm(u1) * s, u2 / np.linalg.norm(u2) * s
    pts = np.array([v + u1, v + u1 + u2, v + u2])
    ax.plot(pts[:, 0], pts[:, 1], color=color, linewidth=1.2, zorder=3)


def function_axes(ax, xlim: Sequence[float], ylim: Sequence[float], grid: bool = True) -> None:
    """Cartesian axes through the origin with a light grid, for function plots."""
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    if xlim[0] < 0 < xlim[1]:
        ax.spines["left"].set_position(("data", 0))
    if ylim[0] < 0 < ylim[1]:
        ax.spines["bottom"].set_position(("data", 0))
    if grid:
        ax.grid(True, color="#d1d5db", linewidth=0.6)
    ax.tick_params(labelsize=10)


def fmt(value: float, digits: int = 2) -> str:
    """A number as a figure or question shows it: integers without decimals, others rounded."""
    value = float(value)
    if abs(value - round(value)) < 1e-9:
        return str(int(round(value)))
    return f"{value:.{digits}f}".rstrip("0").rstrip(".")


def pick_labels(rng, count: int, pool: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> list[str]:
    """``count`` distinct point labels drawn from ``pool`` (a 'point labels' variation)."""
    start = int(rng.integers(0, len(pool) - count + 1))
    return list(pool[start:start + count])


def pick_spread_labels(rng, count: int, pool: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> list[str]:
    """``count`` distinct labels drawn anywhere in ``pool``, in pool order. Use it when the answer is one
    of the labels: ``pick_labels`` takes a run of consecutive letters, which ties the answer to a few
    neighbouring letters. Example: ``pick_spread_labels(rng, 3, "ABCDEF") -> ['A', 'D', 'E']``"""
    return [pool[i] for i in sorted(int(i) for i in rng.choice(len(pool), size=count, replace=False))]


def grid_axes(ax, xlim: Sequence[float], ylim: Sequence[float], step: float = 1,
              equal: bool = True, fontsize: int = 11, names: Sequence[str] = ("x", "y")) -> None:
    """Cartesian axes through the origin with a tick and a grid line at every multiple of ``step``.

    For questions whose values are read off the plot: grid-aligned points can be read exactly.
    The axis ``names`` (``x`` and ``y``; e.g. ``("t", "v(t)")``) are written at their positive ends.
    """
    from matplotlib.ticker import FuncFormatter, MultipleLocator

    function_axes(ax, xlim, ylim, grid=True)
    ax.xaxis.set_major_locator(MultipleLocator(step))
    ax.yaxis.set_major_locator(MultipleLocator(step))
    hide_zero = xlim[0] < 0 < xlim[1] and ylim[0] < 0 < ylim[1]
    tick = FuncFormatter(lambda v, _pos: "" if hide_zero and abs(v) < 1e-9 else fmt(v))
    ax.xaxis.set_major_formatter(tick)
    ax.yaxis.set_major_formatter(tick)
    ax.tick_params(labelsize=fontsize)
    ax.grid(True, color="#cbd5e1", linewidth=0.7)
    ax.set_axisbelow(True)
    if equal:
        ax.set_aspect("equal")
    if hide_zero:
        ax.text(0, 0, "O ", ha="right", va="top", fontsize=fontsize, color=INK)
    ax.annotate(names[0], (1.0, 0.0), xycoords=("axes fraction", "data"), xytext=(4, 0),
                textcoords="offset points", ha="left", va="center", fontsize=fontsize + 1,
                style="italic", annotation_clip=False)
    ax.annotate(names[1], (0.0, 1.0), xycoords=("data", "axes fraction"), xytext=(0, 4),
                textcoords="offset points", ha="center", va="bottom", fontsize=fontsize + 1,
                style="italic", annotation_clip=False)


def plot_graph(ax, f, xlim: Sequence[float], ylim: Sequence[float] | None = None,
               color: str = PALETTE["blue"], linewidth: float = 2.2, samples: int = 800,
               label: str | None = None, style: str = "-") -> None:
    """The graph of ``f`` (vectorised, numpy in, numpy out) over ``xlim``.

    Values outside ``ylim`` (widened by half its span) are dropped so steep curves do not
    draw spurious segments; the axes limits are not changed.
    """
    xs = np.linspace(float(xlim[0]), float(xlim[1]), samples)
    with np.errstate(all="ignore"):
        ys = np.asarray(f(xs), dtype=float) * np.ones_like(xs)
    if ylim is not None:
        lo, hi = float(ylim[0]), float(ylim[1])
        pad = 0.5 * (hi - lo)
        ys = np.where((ys < lo - pad) | (ys > hi + pad), np.nan, ys)
    ax.plot(xs, ys, style, color=color, linewidth=linewidth, zorder=4, label=label)


def fmt_fraction(value: float, max_denominator: int = 1000) -> str:
    """A rational number as ``-7/3`` (integers as ``4``), for exact coordinates in text."""
    from fractions import Fraction

    frac = Fraction(float(value)).limit_denominator(max_denominator)
    return str(frac.numerator) if frac.denominator == 1 else f"{frac.numerator}/{frac.denominator}"


SHAPE_KINDS = ("circle", "square", "triangle", "diamond", "star", "hexagon", "pentagon")


def shape_icon(ax, kind: str, center: Sequence[float], size: float = 0.8, color: str = INK,
               edgecolor: str | None = None, linewidth: float = 2.0, zorder: int = 3) -> None:
    """A filled icon (one of ``SHAPE_KINDS``) of width about ``size`` centred at ``center``."""
    from matplotlib.patches import Circle, Polygon

    x, y = float(center[0]), float(center[1])
    r = size / 2
    edge = edgecolor or INK
    if kind == "circle":
        ax.add_patch(Circle((x, y), r * 0.92, facecolor=color, edgecolor=edge, linewidth=linewidth, zorder=zorder))
        return
    if kind == "square":
        s = r * 0.82
        pts = [(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)]
    elif kind == "star":
        pts = [(x + (r if i % 2 == 0 else 0.42 * r) * np.cos(np.pi / 2 + i * np.pi / 5),
                y + (r if i % 2 == 0 else 0.42 * r) * np.sin(np.pi / 2 + i * np.pi / 5)) for i in range(10)]
    else:
        sides, turn, scale = {"triangle": (3, 90, 1.0), "diamond": (4, 90, 1.0),
                              "hexagon": (6, 0, 0.95), "pentagon": (5, 90, 0.95)}[kind]
        dy = -0.2 * r if kind == "triangle" else 0.0
        pts = [(x + scale * r * np.cos(np.radians(turn + 360 * i / sides)),
                y + dy + scale * r * np.sin(np.radians(turn + 360 * i / sides))) for i in range(sides)]
    ax.add_patch(Polygon(pts, closed=True, facecolor=color, edgecolor=edge, linewidth=linewidth, zorder=zorder))


def label_grid_point(ax, xy: Sequence[float], text: str, away_from: Sequence[float] | None = None,
                     offset: float = 14, color: str = INK, fontsize: int = FONT) -> None:
    """Like :func:`label_point`, with a white box behind the label so it stays readable over
    grid lines, axes and tick labels (for points marked on a coordinate grid)."""
    _dot_and_label(ax, xy, text, away_from, offset, color, fontsize, markersize=5, zorder=6,
                   bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.85})
