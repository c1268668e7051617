"""Helpers for positional-relationship and folding/unfolding programs (library batch 3).

Unfolding a chain of faces of a convex polyhedron into one plane, to find shortest surface routes by
straight segments (the way a textbook does it). A program that uses these in ``answer`` should check
in ``verify`` by another way, e.g. ``solid_moving.surface_shortest_path`` (broken lines in 3D).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .scene import Scene, solid_vertex_labels


def face_chains(faces: Sequence[Sequence[int]], start: Sequence[int], end: Sequence[int],
                max_faces: int = 4) -> list[list[int]]:
    """Every chain of distinct, edge-adjacent faces (indices) from a face in ``start`` to the first face
    in ``end``, never coming back into ``start`` (a shortest route leaves the start faces at once and
    stops at the first end face). Example: face_chains(cube_faces, [0], [1], max_faces=3) -> the four bottom-side-top chains."""
    adjacent = lambda f, g: len(set(faces[f]) & set(faces[g])) == 2
    out, stack = [], [[f] for f in start]
    for _ in range(100000):
        if not stack:
            break
        seq = stack.pop()
        if seq[-1] in end:
            out.append(seq)
            continue
        if len(seq) >= max_faces:
            continue
        stack += [seq + [g] for g in range(len(faces)) if g not in seq and g not in start and adjacent(seq[-1], g)]
    return out


def develop_route(vertices: Sequence[Sequence[float]], faces: Sequence[Sequence[int]], chain: Sequence[int],
                  start: Sequence[float], end: Sequence[float], tol: float = 1e-9) -> float | None:
    """Length of the straight segment from ``start`` (on the first face of ``chain``) to ``end`` (on the
    last) once the faces of the chain are unfolded into one plane, or None when that segment leaves the
    chain (it misses one of the shared edges). Example: unit cube, (0,0,0) to (1,1,1) over bottom-front-top -> √5."""
    V = np.asarray(vertices, dtype=float)
    f0 = list(faces[chain[0]])
    o, x = V[f0[0]], V[f0[1]] - V[f0[0]]
    ex = x / np.linalg.norm(x)
    n = np.cross(V[f0[1]] - V[f0[0]], V[f0[2]] - V[f0[0]])
    ey = np.cross(n / np.linalg.norm(n), ex)
    flat = {i: np.array([(V[i] - o) @ ex, (V[i] - o) @ ey]) for i in f0}
    s2 = np.array([(np.asarray(start) - o) @ ex, (np.asarray(start) - o) @ ey])
    edges = []
    for k in range(1, len(chain)):
        prev, cur = list(faces[chain[k - 1]]), list(faces[chain[k]])
        p, q = [i for i in prev if i in cur]
        e3 = (V[q] - V[p]) / np.linalg.norm(V[q] - V[p])
        e2 = (flat[q] - flat[p]) / np.linalg.norm(flat[q] - flat[p])
        n2 = np.array([-e2[1], e2[0]])
        other = next(i for i in prev if i not in (p, q))
        if (flat[other] - flat[p]) @ n2 > 0:
            n2 = -n2                                       # the new face lies across the edge
        def place(X, p=p, e3=e3, e2=e2, n2=n2):
            d = np.asarray(X, dtype=float) - V[p]
            along = d @ e3
            perp = np.linalg.norm(d - along * e3)
            return flat[p] + along * e2 + perp * n2
        new = {i: place(V[i]) for i in cur}
        edges.append((flat[p].copy(), flat[q].copy()))
        flat = {**flat, **new}
        if k == len(chain) - 1:
            e2d = place(end)
    if len(chain) == 1:
        e2d = np.array([(np.asarray(end) - o) @ ex, (np.asarray(end) - o) @ ey])
    d = e2d - s2
    for P, Q in edges:
        e = Q - P
        den = d[0] * e[1] - d[1] * e[0]
        if abs(den) < tol:
            return None
        w = P - s2
        s = (w[0] * e[1] - w[1] * e[0]) / den
        t = (w[0] * d[1] - w[1] * d[0]) / den
        if not (-tol <= s <= 1 + tol and -tol <= t <= 1 + tol):
            return None
    return float(np.linalg.norm(d))


# -- the regular triangular prism ABC-A₁B₁C₁ (A at the origin, AB along x, the base in the plane z = 0) ------
def prism_role_labels(style: str) -> dict[str, str]:
    """The labels of a triangular prism's vertices in the label ``style`` of ``scene.solid_vertex_labels``,
    keyed by their roles "A", "B", "C" (bottom) and "A1", "B1", "C1" (above them).

    Example: prism_role_labels("prime")["B1"] -> "B'" """
    bottom, top = solid_vertex_labels(3, style)
    return dict(zip(("A", "B", "C", "A1", "B1", "C1"), bottom + top))


def draw_regular_triangular_prism(scene: Scene, a: float, h: float, style: str) -> dict[str, str]:
    """Draw the regular triangular prism with base edge ``a`` and lateral edge ``h`` standing on the
    equilateral triangle ABC (A at the origin, B on the x-axis); returns ``prism_role_labels(style)``.

    Example: L = draw_regular_triangular_prism(s, 4, 6, "sub"); s.point("M", s.along(L["A"], L["B"], 0.5))"""
    bottom, top = solid_vertex_labels(3, style)
    scene.prism(bottom, top, [(0.0, 0.0), (a, 0.0), (a / 2, a * np.sqrt(3) / 2)], h)
    return prism_role_labels(style)


def regular_prism_figure_text(labels: dict[str, str]) -> str:
    """The start of a description of ``draw_regular_triangular_prism``'s figure (``labels`` by role),
    ending in ", " for the program to say what else is drawn.

    Example: regular_prism_figure_text(L) + "and the points M and N marked." """
    L = labels
    return (f"The figure shows the prism standing on the equilateral triangle {L['A']}{L['B']}{L['C']} with "
            f"{L['A1']}, {L['B1']}, {L['C1']} directly above {L['A']}, {L['B']}, {L['C']}, ")
