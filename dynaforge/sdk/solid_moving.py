"""Numeric checks for moving-point solid-geometry programs (batch 3).

Brute-force tools that a ``verify`` can use to re-derive a synthetic answer: a dense scan of a
function of one parameter and the shortest path over the surface of a convex polyhedron by trying
every sequence of faces; and the labels / coordinates of a cuboid by vertex role.
"""
from __future__ import annotations

from itertools import combinations
from typing import Callable, Sequence

import numpy as np

from .scene import solid_vertex_labels

# Vertex roles of a cuboid: bottom ABCD counter-clockwise from A at the origin (AB along x, AD along
# y), then A1B1C1D1 above them (AA1 along z).
CUBOID_ROLES = ("A", "B", "C", "D", "A1", "B1", "C1", "D1")


def cuboid_role_labels(style: str) -> dict[str, str]:
    """Role -> label for a cuboid in a label style ("prime", "digit", "sub", "next"); also "name".

    Example: cuboid_role_labels("prime")["C1"] -> "C'"; ["name"] -> "ABCD-A'B'C'D'"
    """
    bottom, top = solid_vertex_labels(4, style)
    out = dict(zip(CUBOID_ROLES, bottom + top))
    out["name"] = "".join(bottom) + "-" + "".join(top)
    return out


def cuboid_role_xyz(a: float, b: float, c: float) -> dict[str, np.ndarray]:
    """Role -> float coordinates of an a×b×c cuboid (A at the origin, B = (a, 0, 0), D = (0, b, 0)).

    Example: cuboid_role_xyz(1, 2, 3)["C1"] -> array([1., 2., 3.])
    """
    base = {"A": (0, 0), "B": (a, 0), "C": (a, b), "D": (0, b)}
    out = {}
    for k, (x, y) in base.items():
        out[k] = np.array([x, y, 0.0], dtype=float)
        out[k + "1"] = np.array([x, y, c], dtype=float)
    return out


def scan_min(f: Callable[[float], float], lo: float, hi: float, samples: int = 4001) -> tuple[float, float]:
    """(argmin, min) of f on [lo, hi]: the best of a dense scan, refined by golden-section search
    between its neighbours (a brute-force check; f need not be unimodal on the whole interval).

    Example: scan_min(lambda t: (t - 0.3) ** 2 + 1, 0, 1) -> (0.3, 1.0)
    """
    ts = np.linspace(lo, hi, samples)
    vals = np.array([f(float(t)) for t in ts])
    i = int(np.argmin(vals))
    a, b = float(ts[max(i - 1, 0)]), float(ts[min(i + 1, samples - 1)])
    g = (np.sqrt(5) - 1) / 2
    for _ in range(200):
        m1, m2 = b - g * (b - a), a + g * (b - a)
        if f(m1) <= f(m2):
            b = m2
        else:
            a = m1
    t = (a + b) / 2
    best = min((f(t), t), (float(vals[i]), float(ts[i])))
    return float(best[1]), float(best[0])


def _face_adjacency(faces: Sequence[Sequence[int]]) -> dict[tuple[int, int], tuple[int, int]]:
    """(face i, face j) -> the shared edge (vertex indices) for faces with a common edge."""
    adj = {}
    for i, j in combinations(range(len(faces)), 2):
        common = set(faces[i]) & set(faces[j])
        if len(common) == 2:
            e = tuple(sorted(common))
            adj[(i, j)] = adj[(j, i)] = e
    return adj


def surface_shortest_path(vertices: Sequence[Sequence[float]], faces: Sequence[Sequence[int]],
                          start: Sequence[float], end: Sequence[float], max_faces: int = 4) -> float:
    """Length of the shortest path over the surface of a convex polyhedron from ``start`` to ``end``.

    Tries every sequence of distinct, edge-adjacent faces (up to ``max_faces``) from a face holding
    ``start`` to one holding ``end``; for each, the path is a broken line through one point on every
    shared edge, and its length (a convex function of those points) is minimised numerically in 3D.
    No unfolding is used. Example: on the unit cube from (0, 0, 0) to (1, 1, 1) -> √5.
    """
    from scipy.optimize import minimize

    V = np.asarray(vertices, dtype=float)
    S, E = np.asarray(start, dtype=float), np.asarray(end, dtype=float)

    def on_face(x, f):
        n = np.cross(V[f[1]] - V[f[0]], V[f[2]] - V[f[0]])
        n /= np.linalg.norm(n)
        if abs((x - V[f[0]]) @ n) > 1e-9 * max(1.0, np.abs(V).max()):
            return False
        k = len(f)
        for i in range(k):                     # inside the convex polygon (on the inner side of each edge)
            p, q = V[f[i]], V[f[(i + 1) % k]]
            if np.cross(q - p, x - p) @ n < -1e-9:
                return False
        return True

    adj = _face_adjacency(faces)
    first = [i for i, f in enumerate(faces) if on_face(S, f)]
    last = {i for i, f in enumerate(faces) if on_face(E, f)}
    best = np.inf
    if first and set(first) & last:
        return float(np.linalg.norm(E - S))
    stack = [[i] for i in first]
    for _ in range(100000):
        if not stack:
            break
        seq = stack.pop()
        if seq[-1] in last:
            # a shortest path ends in the first face holding the end (and leaves the faces holding the
            # start at once): both faces are convex, so going straight there is never longer
            edges = [adj[(seq[k], seq[k + 1])] for k in range(len(seq) - 1)]
            P0 = np.array([V[e[0]] for e in edges])
            D = np.array([V[e[1]] - V[e[0]] for e in edges])

            def length(ts, P0=P0, D=D):
                pts = np.vstack([S, P0 + ts[:, None] * D, E])
                seg = np.diff(pts, axis=0)
                n = np.linalg.norm(seg, axis=1)
                u = seg / np.maximum(n, 1e-300)[:, None]
                grad = np.einsum("ij,ij->i", u[:-1] - u[1:], D)
                return float(n.sum()), grad

            res = minimize(length, np.full(len(edges), 0.5), jac=True, bounds=[(0.0, 1.0)] * len(edges),
                           method="L-BFGS-B", options={"ftol": 1e-15, "gtol": 1e-12, "maxiter": 5000})
            best = min(best, length(np.clip(res.x, 0.0, 1.0))[0])
            continue
        if len(seq) < max_faces:
            for j in range(len(faces)):
                if j not in seq and j not in first and (seq[-1], j) in adj:
                    stack.append(seq + [j])
    return float(best)

