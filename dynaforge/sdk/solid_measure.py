"""Measurement helpers for solid-geometry programs (lengths, areas, volumes of prisms, pyramids,
tetrahedra and their spheres). Everything works on plain floats / numpy arrays, so a program can use
them in ``verify`` (coordinates) while ``answer`` uses a textbook closed form."""
from __future__ import annotations

from typing import Sequence

import numpy as np


def regular_circumradius(n: int, edge: float) -> float:
    """Circumradius of a regular n-gon with side ``edge``: edge / (2·sin(180°/n)).

    Example: regular_circumradius(6, 2.0) -> 2.0
    """
    return float(edge / (2 * np.sin(np.pi / n)))


def regular_inradius(n: int, edge: float) -> float:
    """Inradius (apothem) of a regular n-gon with side ``edge``: edge / (2·tan(180°/n)).

    Example: regular_inradius(4, 2.0) -> 1.0
    """
    return float(edge / (2 * np.tan(np.pi / n)))


def regular_polygon_area_from_edge(n: int, edge: float) -> float:
    """Area of a regular n-gon with side ``edge``: n·edge²/(4·tan(180°/n)).

    Example: regular_polygon_area_from_edge(6, 1.0) -> 2.598... (= 3√3/2)
    """
    return float(n * edge * edge / (4 * np.tan(np.pi / n)))


def point_line_distance_3d(p: Sequence[float], a: Sequence[float], b: Sequence[float]) -> float:
    """Distance from point p to the line through a and b in space, |ap × ab| / |ab|.

    Example: point_line_distance_3d((0, 0, 1), (0, 0, 0), (1, 0, 0)) -> 1.0
    """
    p, a, b = (np.asarray(v, dtype=float) for v in (p, a, b))
    d = b - a
    return float(np.linalg.norm(np.cross(p - a, d)) / np.linalg.norm(d))


def skew_lines_distance(a: Sequence[float], b: Sequence[float], c: Sequence[float],
                        d: Sequence[float]) -> float:
    """Distance between lines ab and cd in space (common-normal formula; parallel lines handled).

    Example: skew_lines_distance((0, 0, 0), (1, 0, 0), (0, 0, 2), (0, 1, 2)) -> 2.0
    """
    a, b, c, d = (np.asarray(v, dtype=float) for v in (a, b, c, d))
    n = np.cross(b - a, d - c)
    if np.linalg.norm(n) < 1e-12 * max(1.0, np.linalg.norm(b - a) * np.linalg.norm(d - c)):
        return point_line_distance_3d(c, a, b)
    return float(abs((c - a) @ n) / np.linalg.norm(n))


def circumsphere(points: Sequence[Sequence[float]]) -> tuple[np.ndarray, float]:
    """Centre and radius of the sphere through the given points (least squares on |x − o|² = R²;
    exact when the points are concyclic-free and lie on one sphere, e.g. 4 vertices of a tetrahedron).

    Example: circumsphere([(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, 0, 1)]) -> (array([0., 0., 0.]), 1.0)
    """
    pts = np.asarray(points, dtype=float)
    A = np.hstack([2 * pts, np.ones((len(pts), 1))])
    rhs = (pts ** 2).sum(axis=1)
    sol, *_ = np.linalg.lstsq(A, rhs, rcond=None)
    centre = sol[:3]
    return centre, float(np.sqrt(sol[3] + centre @ centre))


def tetrahedron_insphere(a: Sequence[float], b: Sequence[float], c: Sequence[float],
                         d: Sequence[float]) -> tuple[np.ndarray, float]:
    """Centre and radius of the sphere inscribed in tetrahedron abcd (incentre = face-area-weighted
    mean of the opposite vertices, r = 3V / total area).

    Example: tetrahedron_insphere((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1))[1] -> 0.2113... (= 1/(3+√3))
    """
    v = [np.asarray(x, dtype=float) for x in (a, b, c, d)]
    areas = []
    for i in range(4):
        f = [v[j] for j in range(4) if j != i]
        areas.append(np.linalg.norm(np.cross(f[1] - f[0], f[2] - f[0])) / 2)
    total = sum(areas)
    centre = sum(w * x for w, x in zip(areas, v)) / total
    vol = abs(np.linalg.det(np.array([v[1] - v[0], v[2] - v[0], v[3] - v[0]]))) / 6
    return centre, float(3 * vol / total)


def cayley_menger_volume(d2: dict[tuple[int, int], float]) -> float:
    """Volume of a tetrahedron from its six squared edge lengths ``d2[(i, j)]`` (i < j in 0..3),
    by the Cayley–Menger determinant: 288·V² = det(CM).

    Example: cayley_menger_volume({(0, 1): 2, (0, 2): 2, (0, 3): 2, (1, 2): 2, (1, 3): 2, (2, 3): 2}) -> 0.3333...
    """
    cm = np.ones((5, 5))
    cm[0, 0] = 0.0
    for i in range(4):
        for j in range(4):
            cm[i + 1, j + 1] = 0.0 if i == j else float(d2[(min(i, j), max(i, j))])
    det = float(np.linalg.det(cm))
    return float(np.sqrt(max(det, 0.0) / 288.0))


def plane_section_polygon(vertices: Sequence[Sequence[float]], edges: Sequence[tuple[int, int]],
                          normal: Sequence[float], offset: float) -> list[np.ndarray]:
    """The points where the plane normal·x = offset meets the given edges of a convex solid
    (duplicates merged, in convex cyclic order): the vertices of the plane section.

    Example: plane_section_polygon(cube_xyz, CUBOID_EDGES, (0, 0, 1), 0.5) -> the 4 corners of the mid-square
    """
    V = np.asarray(vertices, dtype=float)
    nrm = np.asarray(normal, dtype=float)
    pts: list[np.ndarray] = []
    for i, j in edges:
        si, sj = V[i] @ nrm - offset, V[j] @ nrm - offset
        cand = []
        if abs(si) < 1e-12:
            cand.append(V[i])
        if abs(sj) < 1e-12:
            cand.append(V[j])
        if si * sj < 0:
            t = si / (si - sj)
            cand.append(V[i] + t * (V[j] - V[i]))
        for q in cand:
            if all(np.linalg.norm(q - r) > 1e-9 for r in pts):
                pts.append(q)
    if len(pts) < 3:
        return pts
    centre = np.mean(pts, axis=0)
    u = pts[0] - centre
    u /= np.linalg.norm(u)
    w = np.cross(nrm / np.linalg.norm(nrm), u)
    return sorted(pts, key=lambda q: float(np.arctan2((q - centre) @ w, (q - centre) @ u)))
