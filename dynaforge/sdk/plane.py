"""Plane-geometry helpers for 2D seed programs: textbook marks (ticks, parallel arrows, multiple
angle arcs, angle labels clear of their arc), circles, and small exact constructions.

They complement :mod:`dynaforge.sdk.draw` (which places points, segments and simple arcs) and
share its look (ink colour, font size, line widths).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from dynaforge.sdk.draw import ACCENT, FONT, INK


def _unit(v) -> np.ndarray:
    v = np.asarray(v, float)
    return v / max(float(np.linalg.norm(v)), 1e-12)


def tick_marks(ax, a: Sequence[float], b: Sequence[float], count: int = 1, size: float | None = None,
               gap: float | None = None, color: str = INK, linewidth: float = 1.6) -> None:
    """Equal-length tick marks (|, ||, |||) across the middle of segment ab.

    Example: ``tick_marks(ax, A, B, 2)`` marks AB with two ticks, as a side equal to another ``||`` side.
    """
    a, b = np.asarray(a, float), np.asarray(b, float)
    length = float(np.linalg.norm(b - a))
    u = _unit(b - a)
    n = np.array([-u[1], u[0]])
    size = size or 0.06 * length
    gap = gap or 0.45 * size
    mid = (a + b) / 2
    for k in range(count):
        c = mid + (k - (count - 1) / 2) * gap * u
        ax.plot(*zip(c - size / 2 * n, c + size / 2 * n), color=color, linewidth=linewidth, zorder=4)


def parallel_marks(ax, a: Sequence[float], b: Sequence[float], count: int = 1, size: float | None = None,
                   color: str = INK, linewidth: float = 1.6, at: float = 0.5) -> None:
    """Arrow-head chevrons (>, >>) on segment ab, pointing from a to b, marking parallel lines.

    By default each chevron is 10 points wide whatever the segment's length, so the marks on the
    two parallel sides of a trapezoid match and the short base's stays visible; ``size`` (data
    units) sets it instead. Example: ``parallel_marks(ax, A, B); parallel_marks(ax, D, C)``.
    """
    a, b = np.asarray(a, float), np.asarray(b, float)
    u = _unit(b - a)
    base = a + at * (b - a)
    if size is None:
        from matplotlib.markers import MarkerStyle
        from matplotlib.path import Path as MplPath

        chevron = MarkerStyle(MplPath([(-0.5, 0.6), (0.5, 0.0), (-0.5, -0.6)], [1, 2, 2]), fillstyle="none")
        from matplotlib.transforms import offset_copy

        chevron = chevron.rotated(deg=float(np.degrees(np.arctan2(u[1], u[0]))))
        for k in range(count):  # chevrons 5 points apart along the segment, however the axes scale
            step = (k - (count - 1) / 2) * 5 * u
            ax.plot(*base, marker=chevron, markersize=10, markeredgewidth=linewidth, color=color,
                    linestyle="none", zorder=4,
                    transform=offset_copy(ax.transData, ax.figure, x=step[0], y=step[1], units="points"))
        return
    n = np.array([-u[1], u[0]])
    for k in range(count):
        tip = base + (k - (count - 1) / 2) * 0.7 * size * u + 0.35 * size * u
        ax.plot(*zip(tip - size * u + 0.6 * size * n, tip, tip - size * u - 0.6 * size * n),
                color=color, linewidth=linewidth, zorder=4)


def angle_marks(ax, vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float], count: int = 1,
                radius: float = 0.4, step: float | None = None, color: str = ACCENT,
                linewidth: float = 1.6) -> None:
    """``count`` concentric arcs marking the (smaller) angle p1-vertex-p2, for equal-angle markings.

    Example: ``angle_marks(ax, B, A, C, 2, radius=0.5)`` marks angle ABC with a double arc.
    """
    from matplotlib.patches import Arc

    v = np.asarray(vertex, float)
    d1, d2 = np.asarray(p1, float) - v, np.asarray(p2, float) - v
    a1, a2 = np.degrees(np.arctan2(d1[1], d1[0])), np.degrees(np.arctan2(d2[1], d2[0]))
    if (a2 - a1) % 360 > 180:
        a1, a2 = a2, a1
    step = step or 0.22 * radius
    for k in range(count):
        r = radius + k * step
        ax.add_patch(Arc(tuple(v), 2 * r, 2 * r, theta1=a1, theta2=a1 + (a2 - a1) % 360,
                         color=color, linewidth=linewidth, zorder=3))


def bisector_direction(vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float]) -> np.ndarray:
    """Unit vector along the bisector of the (smaller) angle p1-vertex-p2.

    Example: ``pos = B + 0.6 * bisector_direction(B, A, C)`` is a point inside angle ABC.
    """
    v = np.asarray(vertex, float)
    s = _unit(np.asarray(p1, float) - v) + _unit(np.asarray(p2, float) - v)
    if np.linalg.norm(s) < 1e-9:          # a straight angle: the bisector is the normal
        d = _unit(np.asarray(p1, float) - v)
        return np.array([-d[1], d[0]])
    return _unit(s)


def angle_label(ax, vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float], text: str | None,
                radius: float = 0.4, color: str = ACCENT, fontsize: int = FONT, count: int = 1,
                span: float | None = None) -> None:
    """An arc (or ``count`` arcs) for angle p1-vertex-p2 and ``text`` inside its sector, clear of the arc.

    The label sits on the bisector, far enough out that a box of the text's size does not touch
    the arc or the two rays. ``span`` is the figure's data extent (the larger side of the framed
    area, margins included) so that text size can be turned into data units (see
    :func:`char_width`); without it a character is taken as ``0.11 * radius`` wide.
    Example: ``angle_label(ax, B, A, C, "48°", radius=0.45, span=6.0)``.
    """
    angle_marks(ax, vertex, p1, p2, count, radius, color=color)
    if not text:
        return
    v = np.asarray(vertex, float)
    d = bisector_direction(v, p1, p2)
    d1 = _unit(np.asarray(p1, float) - v)
    half = 0.5 * float(np.arccos(np.clip(d1 @ d, -1.0, 1.0)) * 2)
    outer = radius + (count - 1) * 0.22 * radius
    cw = char_width(span, fontsize) if span else 0.11 * radius * fontsize / 13
    w, h = 0.5 * cw * len(text), 0.5 * 1.6 * cw        # half extents of the text box
    ext = abs(d[0]) * w + abs(d[1]) * h                  # box reach along the bisector
    perp = abs(d[1]) * w + abs(d[0]) * h                 # box reach across it
    dist = outer + ext + 0.12 * radius
    # clear of the rays: perpendicular distance from the box centre to a ray is dist·sin(half)
    if half < np.pi / 2 - 1e-6:
        dist = max(dist, (perp + 0.1 * radius) / max(np.sin(half), 0.15))
    pos = v + dist * d
    ax.text(pos[0], pos[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=6)


def char_width(span: float, fontsize: int = FONT) -> float:
    """Width of one label character in data units, for a 512 px figure framing ``span`` data units.

    Example: ``char_width(10.0)`` is about 0.28 (a 13 pt digit in a figure 10 units across).
    """
    return 0.028 * span * fontsize / 13


def circle(ax, centre: Sequence[float], radius: float, color: str = INK, linewidth: float = 2.0,
           fill: str | None = None, alpha: float = 0.3, zorder: int = 2) -> None:
    """A circle outline (optionally filled) of ``radius`` around ``centre``.

    Example: ``circle(ax, (0, 0), 1.0)``.
    """
    from matplotlib.patches import Circle

    if fill:
        ax.add_patch(Circle(tuple(centre), radius, facecolor=fill, edgecolor="none", alpha=alpha, zorder=1))
    ax.add_patch(Circle(tuple(centre), radius, fill=False, edgecolor=color, linewidth=linewidth, zorder=zorder))


def line_intersection(p1: Sequence[float], p2: Sequence[float], q1: Sequence[float],
                      q2: Sequence[float]) -> np.ndarray:
    """The intersection point of line p1p2 with line q1q2 (raises on parallel lines).

    Example: ``F = line_intersection(A, E, B, D)``.
    """
    p1, p2, q1, q2 = (np.asarray(x, float) for x in (p1, p2, q1, q2))
    m = np.column_stack([p2 - p1, q1 - q2])
    s, _ = np.linalg.solve(m, q1 - p1)
    return p1 + s * (p2 - p1)


def rotate(points, degrees: float, mirror: bool = False) -> list[np.ndarray]:
    """Points turned by ``degrees`` about the origin, after an optional mirror in the y-axis.

    Example: ``A, B, C = rotate([A, B, C], p["rotation"], p["mirror"])``.
    """
    t = np.radians(degrees)
    rot = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    sign = np.array([-1.0, 1.0]) if mirror else np.array([1.0, 1.0])
    return [rot @ (sign * np.asarray(P, float)) for P in points]


def angle_at(vertex: Sequence[float], p1: Sequence[float], p2: Sequence[float]) -> float:
    """The angle p1-vertex-p2 in degrees (0..180), from coordinates.

    Example: ``angle_at(B, A, C)`` is angle ABC.
    """
    u = np.asarray(p1, float) - np.asarray(vertex, float)
    v = np.asarray(p2, float) - np.asarray(vertex, float)
    c = float(u @ v / np.linalg.norm(u) / np.linalg.norm(v))
    return float(np.degrees(np.arccos(np.clip(c, -1.0, 1.0))))


def polygon_area(points) -> float:
    """Area of a simple polygon from its vertices in order (shoelace formula).

    Example: ``polygon_area([A, B, C])``.
    """
    pts = np.asarray(points, float)
    x, y = pts[:, 0], pts[:, 1]
    return float(abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2)


def side_label(ax, a: Sequence[float], b: Sequence[float], text: str,
               away_from: Sequence[float] | None = None, gap: float = 5.0, color: str = INK,
               fontsize: int = FONT) -> None:
    """A length label beside segment ab, on the side away from ``away_from``, clear of the segment.

    Unlike a fixed offset, the distance grows with the text's width when the segment is steep, so
    that "12 cm" beside a vertical side does not cover it.
    Example: ``side_label(ax, A, B, "5 cm", away_from=C)``.
    """
    from dynaforge.sdk.draw import segment_label

    a, b = np.asarray(a, float), np.asarray(b, float)
    u = _unit(b - a)
    n = np.array([-u[1], u[0]])
    half_w = 0.31 * fontsize * len(text)     # half the text width, in points
    half_h = 0.6 * fontsize
    offset = gap + abs(n[0]) * half_w + abs(n[1]) * half_h
    segment_label(ax, a, b, text, away_from=away_from, offset=offset, color=color, fontsize=fontsize)


def circle_arc(centre: Sequence[float], radius: float, start_deg: float, end_deg: float,
               n: int = 120) -> np.ndarray:
    """Points of the arc of a circle from ``start_deg`` to ``end_deg`` (counter-clockwise when end > start).

    Example: ``np.vstack([circle_arc(O, r, 0, 90), [O]])`` is a quarter-disc outline, ready for ``ax.fill``.
    """
    t = np.radians(np.linspace(start_deg, end_deg, n))
    c = np.asarray(centre, float)
    return np.column_stack([c[0] + radius * np.cos(t), c[1] + radius * np.sin(t)])


def lens_outline(c1: Sequence[float], r1: float, c2: Sequence[float], r2: float, n: int = 120) -> np.ndarray:
    """Outline of the intersection of two overlapping discs (a lens), for shading with ``ax.fill``.

    Example: ``ax.fill(*lens_outline((0, 0), 2, (2, 0), 2).T, color="orange")``.
    """
    c1, c2 = np.asarray(c1, float), np.asarray(c2, float)
    d = float(np.linalg.norm(c2 - c1))
    a1 = np.degrees(np.arccos(np.clip((d * d + r1 * r1 - r2 * r2) / (2 * d * r1), -1, 1)))
    a2 = np.degrees(np.arccos(np.clip((d * d + r2 * r2 - r1 * r1) / (2 * d * r2), -1, 1)))
    f1 = np.degrees(np.arctan2(*(c2 - c1)[::-1]))
    f2 = np.degrees(np.arctan2(*(c1 - c2)[::-1]))
    return np.vstack([circle_arc(c1, r1, f1 - a1, f1 + a1, n), circle_arc(c2, r2, f2 - a2, f2 + a2, n)])


def slice_area(inside, circles=(), xlim=(0.0, 1.0), ylines=(), breaks=()) -> float:
    """Area of the region ``inside(x, y)`` bounded by circles and horizontal lines, by exact vertical slices.

    At each x the slice is cut at every circle's and line's y; the membership test at the middle of
    each piece decides whether it counts, and ``scipy.integrate.quad`` integrates the slice length
    over x with the circles' left/right extremes, their pairwise intersections and ``breaks`` (the
    x of vertical edges) as break points. ``circles`` holds (cx, cy, r). Accurate to ~1e-9 relative:
    an independent check of a closed-form shaded area.
    Example: ``slice_area(lambda x, y: x*x + y*y < 4, [(0, 0, 2)], (-2, 2))`` is 4π.
    """
    from scipy.integrate import quad

    circles = [tuple(map(float, c)) for c in circles]
    pts = set(float(b) for b in breaks) | {float(xlim[0]), float(xlim[1])}
    for cx, cy, r in circles:
        pts |= {cx - r, cx + r}
    for i, (x1, y1, r1) in enumerate(circles):
        for x2, y2, r2 in circles[i + 1:]:
            d = np.hypot(x2 - x1, y2 - y1)
            if 1e-12 < d <= r1 + r2 and d >= abs(r1 - r2):
                a = (d * d + r1 * r1 - r2 * r2) / (2 * d)
                h = np.sqrt(max(r1 * r1 - a * a, 0.0))
                mx = x1 + a * (x2 - x1) / d  # x of the chord's midpoint (only x matters here)
                pts |= {mx + h * (y2 - y1) / d, mx - h * (y2 - y1) / d}

    def length(x):
        ys = [float(y) for y in ylines]
        for cx, cy, r in circles:
            if abs(x - cx) < r:
                h = np.sqrt(r * r - (x - cx) ** 2)
                ys += [cy - h, cy + h]
        ys = sorted(ys)
        return sum(b - a for a, b in zip(ys, ys[1:]) if b - a > 1e-15 and inside(x, (a + b) / 2))

    xs = sorted(x for x in pts if xlim[0] <= x <= xlim[1])
    total = 0.0
    for a, b in zip(xs, xs[1:]):
        if b - a > 1e-12:
            total += quad(length, a, b, limit=200, epsabs=1e-12, epsrel=1e-11)[0]
    return float(total)
