"""Round solids (cylinder, cone, sphere, frustum): circles drawn as polylines, rim points, exact
multiples of π as text.

The renderer draws ``Scene.solid`` bodies translucent with their rims (hidden parts dashed), but a
circle that is not a rim of a solid (a plane section of a sphere, a water line) is drawn as a curve;
``circle_polyline`` does that, with a style per arc so the half behind a sphere can be dashed
("hidden") by hand.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

import numpy as np


def circle_frame(axis: Sequence[float]) -> tuple[np.ndarray, np.ndarray]:
    """Two unit vectors u, v spanning the plane perpendicular to ``axis`` (u along x when possible).

    Example: circle_frame((0, 0, 1)) -> (array([1., 0., 0.]), array([0., 1., 0.]))
    """
    a = np.asarray(axis, dtype=float)
    a = a / np.linalg.norm(a)
    ref = np.array([1.0, 0.0, 0.0]) if abs(a[0]) < 0.9 else np.array([0.0, 1.0, 0.0])
    u = ref - (ref @ a) * a
    u /= np.linalg.norm(u)
    return u, np.cross(a, u)


def rim_point(centre: Sequence[float], radius: float, angle_deg: float,
              axis: Sequence[float] = (0.0, 0.0, 1.0)) -> np.ndarray:
    """The point of the circle (centre, radius, normal ``axis``) at ``angle_deg`` from the u direction.

    Example: rim_point((0, 0, 2), 3, 90) -> array([0., 3., 2.])
    """
    u, v = circle_frame(axis)
    t = np.radians(angle_deg)
    return np.asarray(centre, dtype=float) + radius * (np.cos(t) * u + np.sin(t) * v)


def circle_polyline(scene, centre: Sequence[float], radius: float, axis: Sequence[float] = (0.0, 0.0, 1.0),
                    style="edge", n: int = 72) -> None:
    """Draw a circle as ``Scene.curve`` arcs of ``n`` chords in all.

    ``style`` is one curve style, or a function angle_deg -> style (e.g. dash the back half:
    ``lambda a: "hidden" if 0 < a < 180 else "edge"``).
    Example: circle_polyline(s, (0, 0, 2), 3, style="auxiliary")
    """
    angles = [360.0 * k / n for k in range(n + 1)]
    styles = [style(360.0 * (k + 0.5) / n) if callable(style) else style for k in range(n)]
    start = 0
    for k in range(1, n + 1):
        if k == n or styles[k] != styles[start]:
            scene.curve([rim_point(centre, radius, a, axis) for a in angles[start:k + 1]], style=styles[start])
            start = k


def pi_multiple(coef: Fraction) -> tuple[str, str]:
    """A rational multiple of π as (sympy text, display text): Fraction(32, 3) -> ("32*pi/3", "32π/3").

    Example: pi_multiple(Fraction(9)) -> ("9*pi", "9π")
    """
    coef = Fraction(coef)
    num, den = coef.numerator, coef.denominator
    head = "" if num == 1 else "-" if num == -1 else str(num)
    sym = f"{num}*pi" if den == 1 else f"{num}*pi/{den}"
    show = f"{head}π" if den == 1 else f"{head}π/{den}"
    return sym, show


def fmt(x: float, digits: int = 4) -> str:
    """A number for reasoning text: integers without a decimal point, else ``digits`` significant.

    Example: fmt(6.0) -> "6"; fmt(2/3) -> "0.6667"
    """
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.{digits}g}"
