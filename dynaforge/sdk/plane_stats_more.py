"""Helpers of the plane-geometry and statistics programs of library batch 3 (s4pl): integer cyclic
quadrilaterals, triangle construction from two distances, and small chart pieces."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import atan2, gcd, lcm, pi
from typing import Sequence

import numpy as np


_TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (12, 35, 37), (9, 40, 41),
            (28, 45, 53), (11, 60, 61), (33, 56, 65), (16, 63, 65))


@lru_cache(maxsize=None)
def integer_cyclic_quadrilaterals(max_length: int) -> tuple[tuple[int, ...], ...]:
    """Cyclic quadrilaterals ABCD with integer sides and diagonals, all at most ``max_length``, as
    (AB, BC, CD, DA, AC, BD), sorted; rectangles left out. Built from half-arcs whose sine and cosine
    are rational (Pythagorean angles), so every chord 2R·sin(half-arc) is rational, then scaled.
    Example: ``(25, 52, 60, 39, 63, 56) in integer_cyclic_quadrilaterals(70)`` -> True
    """
    angs = []
    for a, b, c in _TRIPLES:
        angs += [(Fraction(a, c), Fraction(b, c)), (Fraction(b, c), Fraction(a, c))]

    def add(u, v):
        return (u[0] * v[0] - u[1] * v[1], u[1] * v[0] + u[0] * v[1])

    out = set()
    for u, v, w in product(angs, repeat=3):
        th = [atan2(float(x[1]), float(x[0])) for x in (u, v, w)]
        if sum(th) > pi - 0.35 or min(th) < 0.35:
            continue
        vals = [u[1], v[1], w[1], add(add(u, v), w)[1], add(u, v)[1], add(v, w)[1]]
        den = 1
        for x in vals:
            den = lcm(den, x.denominator)
        ints = [int(x * den) for x in vals]
        k = 0
        for x in ints:
            k = gcd(k, x)
        q = tuple(x // k for x in ints)
        if not (q[0] == q[2] and q[1] == q[3]) and max(q) <= max_length:
            out.add(q)
    return tuple(sorted(out))


def triangle_apex(p: Sequence[float], q: Sequence[float], dp: float, dq: float) -> np.ndarray:
    """The point at distance ``dp`` from p and ``dq`` from q, on the left of the direction p → q.
    Example: ``triangle_apex((0, 0), (4, 0), 3, 5)`` -> array([0., 3.])
    """
    p, q = np.asarray(p, float), np.asarray(q, float)
    L = float(np.linalg.norm(q - p))
    u = (q - p) / L
    x = (dp * dp - dq * dq + L * L) / (2 * L)
    h = np.sqrt(max(dp * dp - x * x, 0.0))
    return p + x * u + h * np.array([-u[1], u[0]])


@lru_cache(maxsize=None)
def heronian_triangles(max_side: int) -> tuple[tuple[int, int, int], ...]:
    """Triangles a ≤ b < c ≤ ``max_side`` with integer sides and integer area, not right-angled
    (so ½·leg·leg is no short cut) and with one longest side, as sorted triples.
    Example: ``(13, 14, 15) in heronian_triangles(20)`` -> True
    """
    out = []
    for c in range(3, max_side + 1):
        for b in range(1, c):
            for a in range(1, b + 1):
                if a + b <= c or a * a + b * b == c * c:
                    continue
                q = (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c)   # 16·area²
                r = int(round(q ** 0.5))
                if r * r == q and r % 4 == 0:
                    out.append((a, b, c))
    return tuple(out)


def tangential_polygon(tangents: Sequence[float]) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """(vertices, touch points) of the polygon circumscribed about a circle centred at the origin whose
    tangent lengths from its vertices are ``tangents`` (counter-clockwise); touch point i lies on the
    side from vertex i to vertex i + 1. The radius is found by bisection: the half-angles atan(t/r)
    at the centre add up to 180°.
    Example: ``tangential_polygon([1, 1, 1, 1])`` -> the unit-inradius square's corners and side midpoints
    """
    lo, hi = 1e-9, 1e9
    for _ in range(300):
        mid = (lo * hi) ** 0.5
        if sum(np.arctan(t / mid) for t in tangents) > pi:
            lo = mid
        else:
            hi = mid
    r = (lo * hi) ** 0.5
    verts, touch = [], []
    ang = -pi / 2 - float(np.arctan(tangents[0] / r))   # the first side's touch point straight below-ish
    theta = ang
    for t in tangents:
        a = float(np.arctan(t / r))
        verts.append(np.hypot(r, t) * np.array([np.cos(theta), np.sin(theta)]))
        theta += a
        touch.append(r * np.array([np.cos(theta), np.sin(theta)]))
        theta += float(np.arctan(tangents[(len(touch)) % len(tangents)] / r))
    return verts, touch


def clip_halfplane(poly: Sequence[tuple], p, q, r) -> list[tuple]:
    """The part of the convex polygon ``poly`` (vertices in order) where p·x + q·y ≤ r (Sutherland–Hodgman);
    exact when the inputs are Fractions.
    Example: ``clip_halfplane([(0, 0), (2, 0), (2, 2), (0, 2)], 1, 1, 2)`` -> the triangle (0, 0), (2, 0), (0, 2)
    """
    out = []
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        s1, s2 = p * x1 + q * y1 - r, p * x2 + q * y2 - r
        if s1 <= 0:
            out.append((x1, y1))
        if (s1 < 0 < s2) or (s2 < 0 < s1):
            t = s1 / (s1 - s2)
            out.append((x1 + t * (x2 - x1), y1 + t * (y2 - y1)))
    return out


def dimension_line(ax, a: Sequence[float], b: Sequence[float], text: str, away_from: Sequence[float],
                   offset: float, color: str = "#1f2937", fontsize: int = 13) -> None:
    """A dimension line for the whole length ab: a double arrow parallel to ab, ``offset`` data units to
    the side away from ``away_from``, with thin extension lines and ``text`` in its middle (white box).
    Use it when a point on ab (a centre, a foot) would make a plain side label ambiguous.
    Example: ``dimension_line(ax, N, M, "13", away_from=L, offset=0.15)``
    """
    a, b = np.asarray(a, float), np.asarray(b, float)
    u = (b - a) / np.linalg.norm(b - a)
    n = np.array([-u[1], u[0]])
    if n @ (np.asarray(away_from, float) - (a + b) / 2) > 0:
        n = -n
    p, q = a + offset * n, b + offset * n
    for x, y in ((a, p), (b, q)):
        ax.plot([x[0] + 0.2 * offset * n[0], y[0] + 0.3 * offset * n[0]],
                [x[1] + 0.2 * offset * n[1], y[1] + 0.3 * offset * n[1]], color=color, linewidth=1.0, zorder=2)
    ax.annotate("", xy=q, xytext=p, arrowprops={"arrowstyle": "<|-|>", "color": color, "linewidth": 1.4,
                                                "shrinkA": 0, "shrinkB": 0}, zorder=2)
    m = (p + q) / 2
    ax.text(m[0], m[1], text, ha="center", va="center", fontsize=fontsize, color=color, zorder=6,
            bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})
