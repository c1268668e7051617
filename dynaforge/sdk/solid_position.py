"""Helpers of the batch-3 positional-relationship programs: labelled points on the edges of a box,
exact (Fraction) plane arithmetic for answers, and numeric clipping / least-squares tools for verify.

Exact helpers (``frac_*``) work on tuples of ``Fraction``; numeric ones on numpy arrays. A program
uses one family in ``answer`` and the other in ``verify``, so the two derivations stay independent."""
from __future__ import annotations

from fractions import Fraction
from typing import Sequence

import numpy as np

# The 6 faces of a box as vertex indices (0-3 bottom counter-clockwise, 4-7 above them).
BOX_FACES = [(0, 1, 2, 3), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]


def box_corner_frac(a, b, c, i: int) -> tuple[Fraction, Fraction, Fraction]:
    """Vertex ``i`` of an a×b×c box as exact Fractions (0-3 bottom counter-clockwise from the origin).

    Example: box_corner_frac(2, 3, 4, 6) -> (Fraction(2), Fraction(3), Fraction(4))"""
    x, y = [(0, 0), (a, 0), (a, b), (0, b)][i % 4]
    return Fraction(x), Fraction(y), Fraction(c if i >= 4 else 0)


def frac_lerp(p: Sequence, q: Sequence, t) -> tuple:
    """The exact point p + t·(q − p).

    Example: frac_lerp((0, 0, 0), (3, 0, 0), Fraction(1, 3)) -> (1, 0, 0) as Fractions"""
    t = Fraction(t)
    return tuple(Fraction(x) + t * (Fraction(y) - Fraction(x)) for x, y in zip(p, q))


def frac_sub(p: Sequence, q: Sequence) -> tuple:
    """p − q, exactly."""
    return tuple(Fraction(x) - Fraction(y) for x, y in zip(p, q))


def frac_dot(u: Sequence, v: Sequence) -> Fraction:
    """u·v, exactly."""
    return sum((Fraction(x) * Fraction(y) for x, y in zip(u, v)), Fraction(0))


def frac_cross(u: Sequence, v: Sequence) -> tuple:
    """u × v, exactly.

    Example: frac_cross((1, 0, 0), (0, 1, 0)) -> (0, 0, 1)"""
    u = [Fraction(x) for x in u]
    v = [Fraction(x) for x in v]
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])


def frac_plane(p: Sequence, q: Sequence, r: Sequence) -> tuple[tuple, Fraction]:
    """(normal, offset) of the plane pqr, exactly: normal·x = offset (normal = (q − p) × (r − p)).

    Example: frac_plane((0,0,0), (1,0,0), (0,1,0)) -> ((0, 0, 1), 0)"""
    n = frac_cross(frac_sub(q, p), frac_sub(r, p))
    return n, frac_dot(n, p)


def frac_text(x) -> str:
    """An exact number as text: 3, 5/2, -4/3.

    Example: frac_text(Fraction(5, 2)) -> '5/2'"""
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def edge_point_text(name: str, x: str, y: str, dist, length) -> str:
    """How a question places a point on edge xy: the midpoint, or by its distance from x.

    Example: edge_point_text("M", "A", "B", 2, 4) -> 'M is the midpoint of AB'"""
    if Fraction(dist) * 2 == Fraction(length):
        return f"{name} is the midpoint of {x}{y}"
    return f"{name} lies on {x}{y} with {x}{name} = {frac_text(dist)}"


def plane_square(p, q, r, size: float) -> list[np.ndarray]:
    """A square of side 2·size in the plane pqr, centred at p (numeric): a polygon to clip.

    Example: len(plane_square((0,0,0), (1,0,0), (0,1,0), 10)) -> 4"""
    p, q, r = (np.asarray(v, dtype=float) for v in (p, q, r))
    # an orthonormal basis of the plane from the SVD of its spanning vectors
    u, _, _ = np.linalg.svd(np.column_stack([q - p, r - p]), full_matrices=False)
    e1, e2 = u[:, 0], u[:, 1]
    return [p + size * (sx * e1 + sy * e2) for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]


def clip_by_halfspace(poly: Sequence[np.ndarray], normal, offset: float, tol: float = 1e-12) -> list[np.ndarray]:
    """Sutherland–Hodgman: the part of the convex polygon ``poly`` with normal·x ≤ offset.

    Example: clip_by_halfspace(plane_square((0,0,0),(1,0,0),(0,1,0),1), (1,0,0), 0) -> the left half"""
    n = np.asarray(normal, dtype=float)
    out: list[np.ndarray] = []
    m = len(poly)
    for i in range(m):
        cur, nxt = np.asarray(poly[i], float), np.asarray(poly[(i + 1) % m], float)
        sc, sn = cur @ n - offset, nxt @ n - offset
        if sc <= tol:
            out.append(cur)
        if (sc < -tol and sn > tol) or (sc > tol and sn < -tol):
            out.append(cur + sc / (sc - sn) * (nxt - cur))
    return out


def clean_polygon(poly: Sequence[np.ndarray], tol: float = 1e-7) -> list[np.ndarray]:
    """Drop repeated and collinear vertices of a closed polygon (numeric), so that its length is its
    number of sides.

    Example: len(clean_polygon([(0,0,0), (1,0,0), (2,0,0), (2,1,0), (2,1,0)])) -> 3"""
    pts = [np.asarray(p, float) for p in poly]
    changed = True
    while changed and len(pts) >= 3:
        changed = False
        for i in range(len(pts)):
            a, b, c = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
            if np.linalg.norm(b - a) < tol or np.linalg.norm(np.cross(b - a, c - b)) < tol * max(
                    1.0, np.linalg.norm(b - a) * np.linalg.norm(c - b)):
                pts.pop(i)
                changed = True
                break
    return pts


def box_section_by_clipping(dims: Sequence[float], p, q, r) -> list[np.ndarray]:
    """The section of the box [0,a]×[0,b]×[0,c] by the plane pqr, as a clean polygon, found by
    clipping a large square of the plane with the box's six half-spaces (numeric).

    Example: len(box_section_by_clipping((2, 2, 2), (1,0,0), (0,1,0), (0,0,1))) -> 3"""
    a, b, c = (float(v) for v in dims)
    poly = plane_square(p, q, r, 10.0 * (a + b + c))
    for axis, hi in enumerate((a, b, c)):
        e = np.zeros(3)
        e[axis] = 1.0
        poly = clip_by_halfspace(poly, e, hi)
        poly = clip_by_halfspace(poly, -e, 0.0)
        if not poly:
            return []
    return clean_polygon(poly)
