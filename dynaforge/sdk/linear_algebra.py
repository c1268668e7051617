"""Linear-algebra figures: vectors drawn as arrows on a grid, matrices as text and as pictures.

Drawing and naming helpers only (no answers are computed here), shared by the algebra programs that
show linear maps, eigenvectors, bases and matrices.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from dynaforge.sdk import draw


def matrix_text(rows: Sequence[Sequence[object]]) -> str:
    """A matrix as one line of text, row by row: matrix_text([[1, 2], [3, 4]]) -> '[[1, 2], [3, 4]]'."""
    return "[" + ", ".join("[" + ", ".join(str(v) for v in row) + "]" for row in rows) + "]"


def vec_text(v: Sequence[object]) -> str:
    """A vector as a coordinate pair (or tuple) of text: vec_text([2, -1]) -> '(2, -1)'."""
    return "(" + ", ".join(str(x) for x in v) + ")"


def grid_window(ax, points: Sequence[Sequence[float]], min_span: int = 8, pad: float = 1.0) -> tuple:
    """Grid axes through the origin framing ``points`` (and the origin) in a square window; returns
    (xlim, ylim). The window is at least ``min_span`` units wide, one grid line per unit.

    Example: ``xlim, ylim = grid_window(ax, [(3, 1), (-2, 4)])``"""
    pts = np.vstack([np.asarray(points, float).reshape(-1, 2), [[0.0, 0.0]]])
    lo, hi = np.floor(pts.min(axis=0) - pad), np.ceil(pts.max(axis=0) + pad)
    span = max(float((hi - lo).max()), float(min_span))
    lims = []
    for k in range(2):
        extra = span - (hi[k] - lo[k])
        a = lo[k] - np.floor(extra / 2)
        lims.append((float(a) - 0.5, float(a + span) + 0.5))
    draw.grid_axes(ax, lims[0], lims[1], fontsize=11 if span <= 13 else 10)
    return lims[0], lims[1]


def grid_arrow(ax, tail: Sequence[float], vec: Sequence[float], color: str, linewidth: float = 2.6,
               zorder: int = 5) -> None:
    """An arrow from ``tail`` to ``tail + vec`` (data units) with a solid head at the tip.

    Example: ``grid_arrow(ax, (0, 0), (3, 1), draw.PALETTE["blue"])``"""
    tail, vec = np.asarray(tail, float), np.asarray(vec, float)
    ax.annotate("", tail + vec, tail, zorder=zorder,
                arrowprops={"arrowstyle": "-|>,head_width=0.35,head_length=0.8", "color": color,
                            "lw": linewidth, "shrinkA": 0, "shrinkB": 0})


def _seg_dist(X: np.ndarray, S: np.ndarray, v: np.ndarray) -> float:
    vv = float(v @ v)
    t = 0.0 if vv == 0 else float(np.clip((X - S) @ v / vv, 0, 1))
    return float(np.linalg.norm(X - S - t * v))


def place_arrow_labels(ax, arrows: Sequence[tuple], xlim: Sequence[float], ylim: Sequence[float],
                       fontsize: int = 15, avoid: Sequence[Sequence[float]] = (),
                       segments: Sequence[tuple] = ()) -> list:
    """Write each arrow's name beside it, clear of every arrow, the axes' tick labels and each other.

    ``arrows``: (tail, vec, text, color) tuples; ``xlim``, ``ylim``: the window (as ``grid_window``
    returns); ``avoid``: more points to keep clear of; ``segments``: more (start, vector) pieces to
    keep clear of. Labels get a white box so grid lines do not cross them. Returns the spots.

    Example: ``place_arrow_labels(ax, [((0, 0), (3, 1), "u", "#2563eb")], (-5, 5), (-5, 5))``"""
    from dynaforge.sdk.plane import char_width

    pieces = [(np.asarray(t, float), np.asarray(v, float)) for t, v, *_ in arrows]
    pieces += [(np.asarray(s, float), np.asarray(v, float)) for s, v in segments]
    points = [S + v for S, v in pieces[: len(arrows)]] + [np.asarray(p, float) for p in avoid]
    cw = char_width(max(xlim[1] - xlim[0], ylim[1] - ylim[0]), fontsize)
    tick_w = 2.2 * char_width(max(xlim[1] - xlim[0], ylim[1] - ylim[0]), 11)
    boxes: list[tuple] = []
    samples = np.array([P + t * q for P, q in pieces for t in np.linspace(0, 1, 41)] + points)
    chosen: list[np.ndarray] = []
    for tail, vec, text, color in arrows:
        S, v = np.asarray(tail, float), np.asarray(vec, float)
        length = float(np.linalg.norm(v))
        n = np.array([-v[1], v[0]]) / length
        u = v / length
        w, h = 0.5 * len(text) * cw + 0.1, 0.75 * cw + 0.1
        cands = [S + t * v + s * (d + abs(n[0]) * w + abs(n[1]) * h) * n
                 for t in (0.55, 0.4, 0.7, 0.85, 0.25) for s in (1, -1) for d in (0.25, 0.5, 0.9)]
        cands += [S + v + u * (0.5 + abs(u[0]) * w + abs(u[1]) * h)]
        cands += [S + v + np.array([(r + w) * np.cos(a), (r + h) * np.sin(a)])
                  for r in (0.3, 0.7, 1.2) for a in np.linspace(0, 2 * np.pi, 16, endpoint=False)]

        def box_gap(X, pts):
            d = np.abs(pts - X) - np.array([w, h])
            return float(np.min(np.where((d > 0).all(axis=1), np.hypot(*d.T), d.max(axis=1))))

        def score(X):
            gaps = [box_gap(X, samples)]
            gaps += [max(abs(X[0] - c[0]) - w - cw_, abs(X[1] - c[1]) - h - ch_) for c, cw_, ch_ in boxes]
            # tick labels: left of the y-axis and below the x-axis
            gaps.append(max(X[0] - w - 0.05, -tick_w - 0.1 - (X[0] + w)))
            gaps.append(max(X[1] - h - 0.05, -0.75 - (X[1] + h)))
            inside = min(X[0] - w - xlim[0], xlim[1] - X[0] - w, X[1] - h - ylim[0], ylim[1] - X[1] - h)
            return min(min(gaps), 3 * inside, 1.2 * cw)  # clear enough: then the nearest spot wins

        best = max(cands, key=lambda X: score(X) - 0.08 * _seg_dist(X, S, v))
        chosen.append(best)
        boxes.append((best, w, h))
        ax.text(best[0], best[1], text, fontsize=fontsize, color=color, ha="center", va="center", zorder=8,
                bbox={"fc": "white", "ec": "none", "pad": 0.6, "alpha": 0.9})
    return chosen


def matrix_picture(ax, rows: Sequence[Sequence[str]], centre: Sequence[float] = (0.0, 0.0),
                   cell: float = 1.0, fontsize: int = 22, highlight: tuple | None = None,
                   color: str = draw.INK, name: str | None = None) -> tuple[float, float, float, float]:
    """A matrix drawn as entries between square brackets, centred at ``centre`` (data units).

    ``rows`` are display strings; the entry ``highlight`` = (i, j) gets a shaded box and the accent
    colour (a "?" to find). ``name`` (e.g. "A =") is written to the left. Returns the bounding box
    (x0, y0, x1, y1) of the brackets. Use equal-aspect axes without ticks
    (``draw.geometry_axes``).

    Example: ``matrix_picture(ax, [["2", "?"], ["1", "3"]], highlight=(0, 1), name="A =")``"""
    m, k = len(rows), len(rows[0])
    cx, cy = float(centre[0]), float(centre[1])
    x0, x1 = cx - k * cell / 2, cx + k * cell / 2
    y0, y1 = cy - m * cell * 0.8 / 2, cy + m * cell * 0.8 / 2
    for i, row in enumerate(rows):
        for j, text in enumerate(row):
            x = x0 + (j + 0.5) * cell
            y = y1 - (i + 0.5) * cell * 0.8
            hot = highlight is not None and (i, j) == tuple(highlight)
            if hot:
                ax.add_patch(__import__("matplotlib").patches.FancyBboxPatch(
                    (x - 0.33 * cell, y - 0.3 * cell), 0.66 * cell, 0.6 * cell,
                    boxstyle="round,pad=0.02", fc="#fef3c7", ec=draw.ACCENT, lw=1.6, zorder=2))
            ax.text(x, y, text, ha="center", va="center", fontsize=fontsize, zorder=3,
                    color=draw.ACCENT if hot else color)
    tick = 0.18 * cell
    for xe, s in ((x0 - 0.1 * cell, 1), (x1 + 0.1 * cell, -1)):
        ax.plot([xe + s * tick, xe, xe, xe + s * tick], [y1, y1, y0, y0], color=color, lw=2.2, zorder=3)
    if name:
        ax.text(x0 - 0.3 * cell, cy, name, ha="right", va="center", fontsize=fontsize, color=color, zorder=3)
    return x0 - 0.1 * cell, y0, x1 + 0.1 * cell, y1
