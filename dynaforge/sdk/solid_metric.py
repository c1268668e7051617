"""Small metric helpers for length/distance and angle programs (library batch 3): vertex naming in a
cuboid, the common perpendicular of two lines, a sphere tangent to given planes, exact regular
polygons. Numeric helpers take numpy-compatible 3-vectors; ``exact_*`` ones return sympy values."""
from __future__ import annotations

from typing import Sequence

import numpy as np
import sympy as sp


def cuboid_neighbours(i: int) -> list[int]:
    """The three vertices joined to vertex ``i`` of a cuboid by an edge (``cuboid_vertex`` numbering),
    sorted. Example: cuboid_neighbours(0) -> [1, 3, 4]"""
    level = 4 * (i // 4)
    return sorted([level + (i + 1) % 4, level + (i + 3) % 4, (i + 4) % 8])


def cuboid_opposite(i: int) -> int:
    """The vertex of a cuboid opposite vertex ``i`` (the other end of its space diagonal).
    Example: cuboid_opposite(0) -> 6"""
    return (4 * (i // 4) + (i + 2) % 4 + 4) % 8


def common_perpendicular(p1, p2, q1, q2) -> tuple[np.ndarray, np.ndarray, float]:
    """(foot on line p1p2, foot on line q1q2, length) of the common perpendicular of two skew lines,
    from the two conditions (X − Y)·u = 0, (X − Y)·v = 0 (a 2×2 linear system).
    Example: common_perpendicular((0,0,0), (1,0,0), (0,0,2), (0,1,2))[2] -> 2.0"""
    p1, p2, q1, q2 = (np.asarray(x, dtype=float) for x in (p1, p2, q1, q2))
    u, v, w = p2 - p1, q2 - q1, p1 - q1
    m = np.array([[u @ u, -(u @ v)], [u @ v, -(v @ v)]])
    s, t = np.linalg.solve(m, [-(w @ u), -(w @ v)])
    x, y = p1 + s * u, q1 + t * v
    return x, y, float(np.linalg.norm(x - y))


def tangent_sphere(planes: Sequence[Sequence[Sequence[float]]], inside) -> tuple[np.ndarray, float, float]:
    """(centre, radius, residual) of the sphere tangent to every plane (each given by three points)
    on the side of each plane where ``inside`` lies: least squares on n̂·(x − a) = r for inward unit
    normals n̂. A residual above ~1e-9 means no such sphere exists.
    Example: tangent_sphere(faces_of_unit_cube, (0.5, 0.5, 0.5))[1] -> 0.5"""
    inside = np.asarray(inside, dtype=float)
    rows, rhs = [], []
    for a, b, c in planes:
        a, b, c = (np.asarray(x, dtype=float) for x in (a, b, c))
        n = np.cross(b - a, c - a)
        n /= np.linalg.norm(n)
        if n @ (inside - a) < 0:
            n = -n
        rows.append([*n, -1.0])
        rhs.append(n @ a)
    sol, *_ = np.linalg.lstsq(np.array(rows), np.array(rhs), rcond=None)
    residual = float(np.max(np.abs(np.array(rows) @ sol - np.array(rhs))))
    return sol[:3], float(sol[3]), residual


def exact_regular_polygon(n: int, edge) -> list[tuple]:
    """Exact (x, y) vertices of a regular n-gon (n = 3, 4, 6) with side ``edge``: the first vertex at
    the origin, the first side along the x-axis, counter-clockwise.
    Example: exact_regular_polygon(3, 2) -> [(0, 0), (2, 0), (1, sqrt(3))]"""
    edge = sp.nsimplify(edge)
    pts, x, y = [], sp.Integer(0), sp.Integer(0)
    for k in range(n):
        pts.append((x, y))
        ang = 2 * sp.pi * k / n
        x, y = sp.simplify(x + edge * sp.cos(ang)), sp.simplify(y + edge * sp.sin(ang))
    return pts


def exact_root_of_square(x: float, scale=1, max_denominator: int = 10 ** 6, tol: float = 1e-10):
    """The exact ``scale``·√q (q a fraction with denominator at most ``max_denominator``) equal to the
    float ``x``, for checking a numeric result against an exact answer; raises ValueError when
    (x/scale)² is not such a fraction. Example: exact_root_of_square(2.1213203435596424) -> 3*sqrt(2)/2"""
    from fractions import Fraction

    q = (x / float(scale)) ** 2
    f = Fraction(q).limit_denominator(max_denominator)
    if abs(float(f) - q) > tol * max(1.0, q):
        raise ValueError(f"{x} is not {scale}·√q for a small fraction q")
    return sp.radsimp(sp.nsimplify(scale) * sp.sqrt(sp.Rational(f.numerator, f.denominator)))


def surd(expr) -> str:
    """Short text of an exact sympy number as it stands (radicals simplified, no numeric guessing):
    3*sqrt(2)/4 -> 3√2/4, sqrt(85) -> √85. Example: surd(sp.sqrt(8)) -> '2√2'"""
    import re

    text = str(sp.radsimp(sp.sympify(expr))).replace("*", "")
    return re.sub(r"sqrt\((\d+)\)", r"√\1", text).replace("sqrt", "√")
