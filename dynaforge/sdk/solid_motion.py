"""Helpers for moving-point, folding/unfolding and counting solid-geometry programs.

Folding a flap of a flat sheet about a crease to a dihedral angle, unfolding a triangle into the
plane of another (to minimise a broken path), enumerating the planes a point set determines and the
unit cubes a plane or a segment passes through.
"""
from __future__ import annotations

from itertools import combinations
from math import gcd
from typing import Sequence

import numpy as np

from .scene import rotate_about_axis


def fold_flap(points: dict[str, Sequence[float]], crease_from: Sequence[float], crease_to: Sequence[float],
              theta_deg: float) -> dict[str, np.ndarray]:
    """Fold the flap ``points`` of a flat sheet (z = 0) about a crease so the dihedral angle is θ.

    The flat sheet is a 180° dihedral; every flap point turns by 180° − θ about the crease
    (right-hand rule about crease_from → crease_to), so a point on the crease stays put.
    Example: fold_flap({"A": (0, 2, 0)}, (-1, 0, 0), (1, 0, 0), 90.0)  # A goes up to (0, 0, ±2)
    """
    return {k: rotate_about_axis(v, crease_from, crease_to, 180.0 - theta_deg) for k, v in points.items()}


def unfold_into_plane(p: Sequence[float], x: Sequence[float], y: Sequence[float],
                      q: Sequence[float]) -> np.ndarray:
    """Rotate point p about line xy into the plane x, y, q, on the side of xy opposite to q.

    The minimum of |pP| + |Pq| for P on segment xy equals |p'q| for the returned p' when the
    segment p'q crosses xy inside the segment (the classic unfolding argument).
    Example: unfold_into_plane((0, 0, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0))  # -> (0, -1, 0)
    """
    p, x, y, q = (np.asarray(v, dtype=float) for v in (p, x, y, q))
    k = (y - x) / np.linalg.norm(y - x)
    foot_p = x + k * ((p - x) @ k)
    foot_q = x + k * ((q - x) @ k)
    out_q = q - foot_q
    out_q /= np.linalg.norm(out_q)
    return foot_p - out_q * np.linalg.norm(p - foot_p)


def broken_path_min(p: Sequence[float], x: Sequence[float], y: Sequence[float], q: Sequence[float],
                    samples: int = 20001) -> tuple[float, float]:
    """(t, min |pP| + |Pq|) for P = x + t(y − x), t in [0, 1], by dense sampling then refinement.

    A brute-force check for unfolding answers (no geometry shared with them).
    Example: broken_path_min((0, 1, 0), (0, 0, 0), (2, 0, 0), (2, 1, 0))  # -> (0.5, 2√2)
    """
    p, x, y, q = (np.asarray(v, dtype=float) for v in (p, x, y, q))
    t = np.linspace(0.0, 1.0, samples)
    pts = x[None] + t[:, None] * (y - x)[None]
    f = np.linalg.norm(pts - p, axis=1) + np.linalg.norm(pts - q, axis=1)
    i = int(np.argmin(f))
    lo, hi = t[max(i - 1, 0)], t[min(i + 1, samples - 1)]
    for _ in range(200):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        g = [np.linalg.norm(x + m * (y - x) - p) + np.linalg.norm(x + m * (y - x) - q) for m in (m1, m2)]
        lo, hi = (lo, m2) if g[0] <= g[1] else (m1, hi)
    tm = (lo + hi) / 2
    P = x + tm * (y - x)
    return float(tm), float(np.linalg.norm(P - p) + np.linalg.norm(P - q))


def distinct_planes(points: Sequence[Sequence[float]], tol: float = 1e-9) -> list[tuple[int, ...]]:
    """The planes determined by a point set: for each, the sorted indices of the points on it.

    Only planes through at least three non-collinear points count.
    Example: len(distinct_planes([(0,0,0), (1,0,0), (0,1,0), (0,0,1)]))  # -> 4
    """
    pts = np.asarray(points, dtype=float)
    scale = max(1.0, float(np.abs(pts).max()))
    seen: set[tuple[int, ...]] = set()
    for i, j, k in combinations(range(len(pts)), 3):
        n = np.cross(pts[j] - pts[i], pts[k] - pts[i])
        if np.linalg.norm(n) < tol * scale * scale:
            continue
        n /= np.linalg.norm(n)
        on = tuple(int(m) for m in np.nonzero(np.abs((pts - pts[i]) @ n) < tol * scale)[0])
        seen.add(on)
    return sorted(seen)


def cubes_cut_by_plane(dims: Sequence[int], normal: Sequence[float], offset: float) -> int:
    """How many unit cubes of an a×b×c block have the plane normal·x = offset through their interior.

    A cube is cut when its corners lie strictly on both sides of the plane.
    Example: cubes_cut_by_plane((2, 2, 2), (1, 1, 1), 3.0)  # -> 6 (the hexagonal section)
    """
    n = np.asarray(normal, dtype=float)
    corners = np.array([(i, j, k) for i in (0, 1) for j in (0, 1) for k in (0, 1)], dtype=float)
    count = 0
    for cell in np.ndindex(*dims):
        vals = (corners + np.asarray(cell, dtype=float)) @ n - offset
        if vals.min() < -1e-9 and vals.max() > 1e-9:
            count += 1
    return count


def cubes_on_segment(a: Sequence[int], b: Sequence[int]) -> int:
    """How many unit cubes of the integer lattice the open segment ab passes through the interior of.

    Found by cutting the segment at every lattice plane it crosses and testing each piece's midpoint.
    Example: cubes_on_segment((0, 0, 0), (2, 2, 2))  # -> 2
    """
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    d = b - a
    cuts = {0.0, 1.0}
    for axis in range(3):
        if d[axis] != 0:
            lo, hi = sorted((a[axis], b[axis]))
            for v in range(int(np.ceil(lo)), int(np.floor(hi)) + 1):
                cuts.add(float((v - a[axis]) / d[axis]))
    ts = sorted(cuts)
    cells = set()
    for t0, t1 in zip(ts, ts[1:]):
        if t1 - t0 < 1e-12:
            continue
        mid = a + (t0 + t1) / 2 * d
        cells.add(tuple(int(np.floor(v)) for v in mid))
    return len(cells)


def lattice_gcd_count(a: int, b: int, c: int) -> int:
    """Unit cubes met by the space diagonal of an a×b×c block: a+b+c − gcd pairs + gcd of all three.

    Example: lattice_gcd_count(2, 3, 4)  # -> 2 + 3 + 4 - 1 - 1 - 2 + 1 = 6
    """
    return a + b + c - gcd(a, b) - gcd(b, c) - gcd(c, a) + gcd(gcd(a, b), c)
