"""Small helpers for circle figures in plane geometry: points on a circle, tangents, arc texts.

Drawing and layout helpers only (no theorem is computed here), so a program's ``answer`` and
``verify`` can both use them without sharing a construction.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from dynaforge.sdk.draw import ACCENT, FONT, INK


def on_circle(centre: Sequence[float], radius: float, deg: float) -> np.ndarray:
    """The point of the circle (centre, radius) at polar angle ``deg`` degrees.

    Example: ``on_circle((0, 0), 2, 90) -> array([0., 2.])``.
    """
    t = np.radians(deg)
    return np.asarray(centre, float) + radius * np.array([np.cos(t), np.sin(t)])


def polar_deg(centre: Sequence[float], p: Sequence[float]) -> float:
    """The polar angle (degrees, 0..360) of point ``p`` seen from ``centre``.

    Example: ``polar_deg((0, 0), (0, 1)) -> 90.0``.
    """
    d = np.asarray(p, float) - np.asarray(centre, float)
    return float(np.degrees(np.arctan2(d[1], d[0])) % 360)


def tangent_points(centre: Sequence[float], radius: float, p: Sequence[float]) -> tuple[np.ndarray, np.ndarray]:
    """The two points where the tangents from the outside point ``p`` touch the circle.

    The first is counter-clockwise of the line from the centre to ``p`` (seen from the centre).
    Example: ``tangent_points((0, 0), 1, (2, 0))`` gives the points at ±60°.
    """
    c = np.asarray(centre, float)
    base = polar_deg(c, p)
    half = np.degrees(np.arccos(radius / np.linalg.norm(np.asarray(p, float) - c)))
    return on_circle(c, radius, base + half), on_circle(c, radius, base - half)


def extend(a: Sequence[float], b: Sequence[float], by: float) -> np.ndarray:
    """The point ``by`` units beyond ``b`` on the ray from ``a`` through ``b``.

    Example: ``extend((0, 0), (1, 0), 0.5) -> array([1.5, 0.])``.
    """
    a, b = np.asarray(a, float), np.asarray(b, float)
    return b + by * (b - a) / np.linalg.norm(b - a)


def arc_text(ax, centre: Sequence[float], radius: float, start_deg: float, end_deg: float, text: str,
             gap: float = 0.2, color: str = ACCENT, fontsize: int = FONT) -> None:
    """``text`` just outside the circle at the middle of the arc from ``start_deg`` counter-clockwise
    to ``end_deg`` (``gap`` is in units of the radius).

    Example: ``arc_text(ax, (0, 0), 1, 10, 80, "70°")`` writes 70° near the point at 45°.
    """
    span = (end_deg - start_deg) % 360
    mid = start_deg + span / 2
    pos = on_circle(centre, radius * (1 + gap), mid)
    ax.text(pos[0], pos[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=6)


def arc_stroke(ax, centre: Sequence[float], radius: float, start_deg: float, end_deg: float,
               color: str = ACCENT, linewidth: float = 3.2) -> None:
    """Retrace the arc from ``start_deg`` counter-clockwise to ``end_deg`` in a colour (a marked arc).

    Example: ``arc_stroke(ax, (0, 0), 1, 10, 80)``.
    """
    span = (end_deg - start_deg) % 360
    t = np.radians(np.linspace(start_deg, start_deg + span, 90))
    c = np.asarray(centre, float)
    ax.plot(c[0] + radius * np.cos(t), c[1] + radius * np.sin(t), color=color, linewidth=linewidth,
            zorder=2.5, solid_capstyle="butt")


def circle_box(centre: Sequence[float], radius: float, pad: float = 0.0) -> list[np.ndarray]:
    """Four points framing the circle (plus ``pad``), for ``draw.geometry_axes``.

    Example: ``draw.geometry_axes(ax, circle_box(O, 1) + [P], margin=0.12)``.
    """
    c = np.asarray(centre, float)
    r = radius + pad
    return [c + np.array(v) for v in ((r, 0.0), (-r, 0.0), (0.0, r), (0.0, -r))]


def centre_dot(ax, centre: Sequence[float], color: str = INK) -> None:
    """A small dot at a circle's centre (no label).

    Example: ``centre_dot(ax, (0, 0))``.
    """
    ax.plot([centre[0]], [centre[1]], "o", color=color, markersize=3.5, zorder=5)
