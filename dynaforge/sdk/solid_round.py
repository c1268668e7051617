"""Round solids (cylinder, cone, sphere, frustum): circles drawn as polylines, rim points, exact
multiples of π as text.

The renderer draws ``Scene.solid`` bodies translucent with their rims, but a circle that is not a
rim of a solid (a plane section of a sphere, a frustum's top rim, a water line) has to be drawn as
a polyline of unlabelled, undotted points; ``circle_polyline`` does that, with a style per arc so
the half behind the solid can be dashed ("hidden") by hand.
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


def circle_polyline(scene, prefix: str, centre: Sequence[float], radius: float,
                    axis: Sequence[float] = (0.0, 0.0, 1.0), style="edge", n: int = 72) -> list[str]:
    """Draw a circle as ``n`` segments between unlabelled, undotted points named ``prefix0..``.

    ``style`` is one segment style, or a function angle_deg -> style (e.g. dash the back half:
    ``lambda a: "hidden" if 0 < a < 180 else "edge"``). Returns the point names.
    Example: circle_polyline(s, "_sec", (0, 0, 2), 3, style="auxiliary")
    """
    names = []
    for k in range(n):
        names.append(scene.point(f"{prefix}{k}", rim_point(centre, radius, 360.0 * k / n, axis),
                                 show_label=False, dot=False))
    for k in range(n):
        mid = 360.0 * (k + 0.5) / n
        st = style(mid) if callable(style) else style
        scene.segment(names[k], names[(k + 1) % n], style=st)
    return names


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



def frustum_outline(scene, prefix: str, R: float, r: float, h: float, n: int = 72,
                    color: str = "lightsteelblue", opacity: float = 0.3) -> tuple[str, str]:
    """Draw a frustum of a cone (bottom radius R at z = 0, top radius r at z = h) as a textbook does.

    ``Scene.solid`` has no frustum (and translucent lateral quads show seams): this draws the two
    rims (``circle_polyline``), the lateral surface as translucent quads (no edges) and the generatrix at
    x < 0 as an edge; the one at x > 0 is left to the caller (its labelled points).
    Returns the names of the unlabelled ends (bottom, top) of the generatrix at x < 0.
    Example: frustum_outline(s, "_f", 4, 2, 3)
    """
    circle_polyline(scene, prefix + "b", (0, 0, 0), R, n=n)
    circle_polyline(scene, prefix + "t", (0, 0, h), r, n=n)
    a = scene.point(prefix + "A", (-R, 0.0, 0.0), show_label=False, dot=False)
    b = scene.point(prefix + "B", (-r, 0.0, h), show_label=False, dot=False)
    c = scene.point(prefix + "C", (R, 0.0, 0.0), show_label=False, dot=False)
    d = scene.point(prefix + "D", (r, 0.0, h), show_label=False, dot=False)
    scene.segment(a, b)
    m = 48   # the lateral surface as translucent quads between the rims, without their edges
    for k in range(m):
        p0, p1 = rim_point((0, 0, 0), R, 360.0 * k / m), rim_point((0, 0, 0), R, 360.0 * (k + 1) / m)
        q0, q1 = rim_point((0, 0, h), r, 360.0 * k / m), rim_point((0, 0, h), r, 360.0 * (k + 1) / m)
        names = [scene.point(f"{prefix}q{k}_{i}", x, show_label=False, dot=False) for i, x in enumerate((p0, p1, q1, q0))]
        scene.face(names, color=color, opacity=opacity, with_edges=False)
    return a, b
