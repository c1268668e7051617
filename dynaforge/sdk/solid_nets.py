"""Nets and developments of solids: cone and frustum sectors, unrolled prisms, measured back in 3D.

A right circular cone (or the cone a frustum is cut from) stands with its base circle (radius
``R``) in the plane z = 0, centred at the origin, and its apex at (0, 0, H); its slant height is
L = √(R² + H²). Cut along the generatrix at angle 0 and laid flat, the lateral surface is a sector
of radius L with the apex at the origin and the cut along the positive x-axis; a point at slant
distance ``d`` from the apex on the generatrix at angle φ (around the axis, counter-clockwise seen
from above) lands at polar coordinates (d, φ·R/L). A frustum keeps the part of that sector with
d ≥ L − s (s = its slant height). These helpers build the 3D points for scenes and measure curves
on the surface, so that a program can check a development formula in space.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np


def cone_surface_point(R: float, H: float, d: float, phi_deg: float) -> np.ndarray:
    """The point of a cone's lateral surface at slant distance d from the apex on generatrix φ.

    Example: cone_surface_point(3, 4, 5, 90) -> array([0., 3., 0.])  (on the base circle)
    """
    L = float(np.hypot(R, H))
    t = np.radians(phi_deg)
    rim = np.array([R * np.cos(t), R * np.sin(t), 0.0])
    apex = np.array([0.0, 0.0, float(H)])
    return apex + (d / L) * (rim - apex)


def develop_cone_point(R: float, H: float, d: float, phi_deg: float) -> np.ndarray:
    """Where a cone surface point (slant distance d, generatrix angle φ) lands in the flat sector.

    Example: develop_cone_point(3, 4, 5, 120) -> 5·(cos 72°, sin 72°)
    """
    L = float(np.hypot(R, H))
    psi = np.radians(phi_deg) * R / L
    return np.array([d * np.cos(psi), d * np.sin(psi)])


def undevelop_cone(R: float, H: float, xy: Sequence[float]) -> np.ndarray:
    """The cone surface point that a point of the flat sector (apex at the origin) rolls up onto.

    Example: undevelop_cone(3, 4, develop_cone_point(3, 4, 2.5, 40)) ≈ cone_surface_point(3, 4, 2.5, 40)
    """
    L = float(np.hypot(R, H))
    d = float(np.hypot(xy[0], xy[1]))
    psi = float(np.arctan2(xy[1], xy[0]))
    return cone_surface_point(R, H, d, np.degrees(psi * L / R))


def rolled_segment_length(R: float, H: float, a_xy: Sequence[float], b_xy: Sequence[float],
                          samples: int = 8001) -> float:
    """Length in space of the curve a straight segment of the flat sector becomes on the cone.

    Rolls ``samples`` points of the segment up onto the cone and sums the 3D chord lengths: an
    independent (numeric) check that the straight segment and the path on the solid have the same
    length. The segment must not pass through the apex.
    Example: rolled_segment_length(3, 4, develop_cone_point(3, 4, 5, 0), develop_cone_point(3, 4, 5, 180))
    """
    a, b = np.asarray(a_xy, float), np.asarray(b_xy, float)
    t = np.linspace(0.0, 1.0, samples)[:, None]
    flat = a + t * (b - a)
    pts = np.array([undevelop_cone(R, H, q) for q in flat])
    return float(np.linalg.norm(np.diff(pts, axis=0), axis=1).sum())


def polyline_length(points: Sequence[Sequence[float]]) -> float:
    """Total length of the polyline through ``points`` (2D or 3D).

    Example: polyline_length([(0, 0, 0), (3, 4, 0), (3, 4, 12)]) -> 18.0
    """
    pts = np.asarray(points, dtype=float)
    return float(np.linalg.norm(np.diff(pts, axis=0), axis=1).sum())


def circle_length_numeric(points_on_circle: int, centre: Sequence[float], rim: Sequence[float],
                          axis: Sequence[float] = (0.0, 0.0, 1.0)) -> float:
    """Perimeter of the circle about ``axis`` through ``rim``, measured as a fine inscribed polygon.

    Example: circle_length_numeric(200000, (0, 0, 0), (2, 0, 0)) ≈ 4π
    """
    c, r0 = np.asarray(centre, float), np.asarray(rim, float) - np.asarray(centre, float)
    k = np.asarray(axis, float) / np.linalg.norm(axis)
    t = np.linspace(0.0, 2 * np.pi, points_on_circle + 1)[:, None]
    ring = c + r0 * np.cos(t) + np.cross(k, r0) * np.sin(t) + k * np.dot(k, r0) * (1 - np.cos(t))
    return polyline_length(ring)


def sector_area_numeric(radius: float, angle_deg: float, inner: float = 0.0, samples: int = 4000) -> float:
    """Area of a (ring) sector by the shoelace formula on a fine polygon: a check of θ/360·π(R² − r²).

    Example: sector_area_numeric(6, 90) ≈ 9π
    """
    t = np.radians(np.linspace(0.0, angle_deg, samples))
    outer = np.stack([radius * np.cos(t), radius * np.sin(t)], axis=1)
    ring = np.stack([inner * np.cos(t[::-1]), inner * np.sin(t[::-1])], axis=1)
    poly = np.concatenate([outer, ring if inner > 0 else np.zeros((1, 2))])
    x, y = poly[:, 0], poly[:, 1]
    return float(abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2)


def frustum_outline(scene, R: float, r: float, h: float, bottom: str, top: str,
                    color: str = "lightsteelblue") -> None:
    """Draw a round frustum (base radius R at z = 0, top radius r at z = h) in a Scene, with its
    axis as a hidden segment between the centres ``bottom`` and ``top`` (added as points).
    Example: frustum_outline(s, 4, 2, 3, "O", "O'")
    """
    scene.solid("frustum", (0, 0, 0), R, h, color=color, top_radius=r)
    scene.point(bottom, (0, 0, 0))
    scene.point(top, (0, 0, h))
    scene.segment(bottom, top, style="hidden")
