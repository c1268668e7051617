"""Coordinate-plane helpers for analytic geometry and algebra programs (equations as text, lines
across a window, polar grids, open/closed dots on function graphs).

The drawing helpers take a matplotlib Axes set up by :func:`dynaforge.sdk.draw.grid_axes` (or
plain equal-aspect axes for :func:`polar_grid`) and draw nothing outside the given window.
"""
from __future__ import annotations

from math import gcd
from typing import Sequence

import numpy as np

from dynaforge.sdk.draw import INK, fmt


def signed_term(coef: float, var: str = "", first: bool = False) -> str:
    """One term of a sum as text: signed_term(-3, "x") -> ' - 3x', signed_term(1, "y", True) -> 'y'.

    Zero coefficients give an empty string; a unit coefficient drops the 1 (unless ``var`` is
    empty, i.e. a constant term).

    Example: ``"y = " + signed_term(2, "x", True) + signed_term(-5)`` gives ``'y = 2x - 5'``.
    """
    if abs(coef) < 1e-12:
        return ""
    mag = abs(coef)
    body = (fmt(mag) if (mag != 1 or not var) else "") + var
    if first:
        return ("-" if coef < 0 else "") + body
    return (" - " if coef < 0 else " + ") + body


def poly_text(coeffs: Sequence[float], var: str = "x") -> str:
    """A polynomial, highest power first, as text: poly_text([1, 0, -4]) -> 'x² - 4'.

    Example: ``f"f(x) = {poly_text([2, -3, 1])}"`` gives ``'f(x) = 2x² - 3x + 1'``.
    """
    sup = {2: "²", 3: "³", 4: "⁴", 5: "⁵"}
    n = len(coeffs) - 1
    parts = []
    for i, c in enumerate(coeffs):
        power = n - i
        v = "" if power == 0 else (var if power == 1 else var + sup.get(power, f"^{power}"))
        parts.append(signed_term(c, v, first=not any(parts)))
    text = "".join(parts)
    return text or "0"


def line_through(A: Sequence[int], B: Sequence[int]) -> tuple[int, int, int]:
    """Integer (a, b, c), coprime, with a·x + b·y + c = 0 through grid points A ≠ B (b > 0, or a > 0).

    Example: ``line_through((0, 1), (2, 5))`` gives ``(-2, 1, -1)`` (the line -2x + y - 1 = 0).
    """
    a, b = int(B[1] - A[1]), int(A[0] - B[0])
    g = gcd(a, b) or 1
    a, b = a // g, b // g
    if b < 0 or (b == 0 and a < 0):
        a, b = -a, -b
    return a, b, int(-(a * A[0] + b * A[1]))


def general_form_text(a: float, b: float, c: float) -> str:
    """The line a·x + b·y + c = 0 as text: general_form_text(2, -1, 3) -> '2x - y + 3 = 0'.

    Example: ``general_form_text(*line_through((0, 1), (2, 5)))`` gives ``'-2x + y - 1 = 0'``.
    """
    text = signed_term(a, "x", first=True)
    text += signed_term(b, "y", first=not text)
    text += signed_term(c, "", first=not text)
    return f"{text} = 0"


def window_line(ax, point: Sequence[float], direction: Sequence[float], xlim: Sequence[float],
                ylim: Sequence[float], color: str = INK, linewidth: float = 2.2, style: str = "-",
                zorder: int = 3) -> None:
    """Draw the whole line through ``point`` along ``direction`` across the window xlim × ylim.

    Example: ``window_line(ax, (0, 1), (1, 2), (-6.5, 6.5), (-6.5, 6.5), color=PALETTE["blue"])``
    """
    P, d = np.asarray(point, float), np.asarray(direction, float)
    d = d / np.linalg.norm(d)
    far = 4 * (abs(xlim[1] - xlim[0]) + abs(ylim[1] - ylim[0]))
    ax.plot([P[0] - far * d[0], P[0] + far * d[0]], [P[1] - far * d[1], P[1] + far * d[1]], style,
            color=color, linewidth=linewidth, zorder=zorder)


def line_label_spot(point: Sequence[float], direction: Sequence[float], xlim: Sequence[float],
                    ylim: Sequence[float], avoid: Sequence[Sequence[float]] = (), inset: float = 1.0,
                    side: float = 0.7) -> np.ndarray:
    """A clear spot for a line's name: ``side`` units off the line (towards the normal (-dy, dx);
    negative for the other side), ``inset`` inside the window, far from the ``avoid`` points and
    from the tick labels of axes through the origin.

    Example: ``x, y = line_label_spot(A, B - A, lim, lim, avoid=[P], side=-0.7)``
    """
    P, d = np.asarray(point, float), np.asarray(direction, float)
    d = d / np.linalg.norm(d)
    normal = np.array([-d[1], d[0]])
    avoid = [np.asarray(a, float) for a in avoid]
    best, best_score = None, -np.inf
    for s in np.linspace(-60, 60, 2401):
        X = P + s * d + side * normal
        if not (xlim[0] + inset <= X[0] <= xlim[1] - inset and ylim[0] + inset <= X[1] <= ylim[1] - inset):
            continue
        clear = min([np.linalg.norm(X - a) for a in avoid] or [9.0])
        ticks = min(abs(X[0] + 0.35), abs(X[1] + 0.35))  # tick labels sit left of / below the axes
        score = min(clear, 3.0) + min(ticks, 1.5) * 2
        if score > best_score:
            best, best_score = X, score
    if best is None:
        return P + side * normal
    return best


def polar_grid(ax, rmax: float, rstep: float = 1.0, angle_step: int = 30, fontsize: int = 11,
               ring_labels: bool = True, label_angle: float = -8.0, pole_angle: float | None = None,
               pole_label: bool = True) -> None:
    """A polar grid drawn on ordinary equal-aspect axes: rings every ``rstep``, rays every
    ``angle_step`` degrees with their angle written outside the outer ring, the polar axis in ink.
    Ring radii are written along the direction ``label_angle`` (degrees; default just below the
    polar axis), so a figure can move them away from what it draws; the pole's name O sits in
    the direction ``pole_angle`` (default: roughly opposite the ring labels).

    Example: ``polar_grid(ax, 5, 1, 30)`` then plot points at r·(cos θ, sin θ).
    """
    from matplotlib.patches import Circle

    grey = "#cbd5e1"
    for k in range(1, int(round(rmax / rstep)) + 1):
        ax.add_patch(Circle((0, 0), k * rstep, fill=False, color=grey, linewidth=0.8, zorder=1))
        if ring_labels:
            at = k * rstep * np.array([np.cos(np.radians(label_angle)), np.sin(np.radians(label_angle))])
            ax.text(at[0], at[1], fmt(k * rstep), ha="center", va="center", fontsize=fontsize,
                    color="#374151", zorder=2,
                    bbox={"boxstyle": "round,pad=0.05", "fc": "white", "ec": "none", "alpha": 0.8})
    for deg in range(0, 360, angle_step):
        t = np.radians(deg)
        ax.plot([0, rmax * np.cos(t)], [0, rmax * np.sin(t)], color=grey, linewidth=0.8, zorder=1)
        pos = 1.1 * rmax * np.array([np.cos(t), np.sin(t)])
        ax.text(pos[0], pos[1], f"{deg}°", ha="center", va="center", fontsize=fontsize, color="#374151")
    ax.annotate("", (1.06 * rmax, 0), (0, 0), arrowprops={"arrowstyle": "-|>", "color": INK, "lw": 1.6})
    pole = label_angle + 155 if pole_angle is None else pole_angle
    back = 0.07 * rmax * np.array([np.cos(np.radians(pole)), np.sin(np.radians(pole))])
    if pole_label:  # off for curves through the pole, where every spot near O is taken
        ax.text(back[0], back[1], "O", ha="center", va="center", fontsize=fontsize + 1, color=INK)
    lim = 1.22 * rmax
    ax.set_xlim(-lim, lim)
    ax.set_ylim(-lim, lim)
    ax.set_aspect("equal")
    ax.axis("off")


def endpoint_dot(ax, xy: Sequence[float], filled: bool, color: str = INK, size: float = 8) -> None:
    """A closed (●, the value is attained) or open (○, excluded) endpoint dot on a graph.

    Example: ``endpoint_dot(ax, (2, 3), filled=False, color=PALETTE["blue"])``
    """
    ax.plot([xy[0]], [xy[1]], "o", markersize=size, markeredgewidth=2, color=color,
            markerfacecolor=color if filled else "white", zorder=7)


def free_spot(xy: Sequence[float], dist: float | Sequence[float] = 0.8, points: Sequence[Sequence[float]] = (),
              lines: Sequence[tuple] = (), circles: Sequence[tuple] = (),
              curves: Sequence[np.ndarray] = (), ticks: bool = True) -> np.ndarray:
    """The clearest of 16 spots ``dist`` units around ``xy`` for a label (data units, grid axes).

    ``dist`` may be a list of radii tried in turn (a farther ring is used only when it is clearer
    by more than 0.15 units, so labels stay close to their point when they can).

    Clearance is measured to ``points``, to whole ``lines`` given as (point, direction), to
    ``circles`` given as (centre, radius), to ``curves`` given as (n, 2) arrays of sampled points,
    and (``ticks``) to the tick-label bands just left of the y-axis and just below the x-axis.

    Example: ``x, y = free_spot(Q, points=[P, C], lines=[(P, d)], circles=[(C, r)])``
    """
    X0 = np.asarray(xy, float)
    radii = [float(dist)] if np.ndim(dist) == 0 else [float(r) for r in dist]
    best, best_score = X0 + radii[0] * np.array([0.0, 1.0]), -np.inf
    for ring, k in ((i, k) for i in range(len(radii)) for k in range(16)):
        t = 2 * np.pi * k / 16 + np.pi / 2
        X = X0 + radii[ring] * np.array([np.cos(t), np.sin(t)])
        clear = [3.0]
        clear += [np.linalg.norm(X - np.asarray(q, float)) for q in points]
        for P, d in lines:
            P, d = np.asarray(P, float), np.asarray(d, float)
            n = np.array([-d[1], d[0]]) / np.linalg.norm(d)
            clear.append(abs((X - P) @ n))
        clear += [abs(np.linalg.norm(X - np.asarray(c, float)) - r) for c, r in circles]
        clear += [float(np.min(np.linalg.norm(np.asarray(c, float) - X, axis=1))) for c in curves]
        if ticks:
            clear.append(max(abs(X[0] + 0.4) - 0.35, 0.0))
            clear.append(max(abs(X[1] + 0.4) - 0.3, 0.0))
        score = min(clear) - 0.15 * ring
        if score > best_score + 1e-9:
            best, best_score = X, score
    return best


def polar_label_angles(drawn: np.ndarray, rmax: float, rstep: float = 1.0,
                       angle_step: int = 30) -> tuple[float, float]:
    """(label_angle, pole_angle) for :func:`polar_grid` that keep its ring numbers and the pole's
    name O as far as possible from the drawn points ``drawn`` (an (n, 2) array of x, y samples).

    Example: ``la, pa = polar_label_angles(pts, 6); polar_grid(ax, 6, label_angle=la, pole_angle=pa)``
    """
    pts = np.asarray(drawn, float)

    def clearance(spots):
        return min(float(np.min(np.linalg.norm(pts - s, axis=1))) for s in spots)

    def unit(deg):
        return np.array([np.cos(np.radians(deg)), np.sin(np.radians(deg))])

    rings = [k * rstep for k in range(1, int(round(rmax / rstep)) + 1)]
    cands = [(k + 0.5) * angle_step for k in range(360 // angle_step)]
    label = max(cands, key=lambda a: (round(clearance([r * unit(a) for r in rings]), 2), -abs(a - 345)))
    pole = max(range(0, 360, 15), key=lambda a: round(clearance([0.07 * rmax * unit(a)]), 3)
               - (0.5 if abs((a - label + 180) % 360 - 180) < 40 else 0.0))
    return float(label), float(pole)
