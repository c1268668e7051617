"""Helpers of the batch-3 solid counting and folding programs (glued solids, convex-hull counts).

The coordinate builders here serve the figure and the programs' numeric checks (``verify``); no
program's ``answer`` may call them."""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np


def regular_ngon_xyz(n: int, edge: float, z: float = 0.0, phase_deg: float = -90.0) -> list[np.ndarray]:
    """Vertices of a regular n-gon with side ``edge`` centred on the z axis at height ``z``.

    Example: ``regular_ngon_xyz(4, 2.0)[0] -> array([0., -1.41421356, 0.])``"""
    r = edge / (2 * math.sin(math.pi / n))
    return [np.array([r * math.cos(math.radians(phase_deg + 360.0 * i / n)),
                      r * math.sin(math.radians(phase_deg + 360.0 * i / n)), z]) for i in range(n)]


def apex_over_face(face: Sequence[Sequence[float]], height: float, away_from: Sequence[float]) -> np.ndarray:
    """The point ``height`` above the centroid of a planar face, on the side away from ``away_from``.

    Example: ``apex_over_face([(0,0,0), (1,0,0), (0,1,0)], 1, (0, 0, -1)) -> array([1/3, 1/3, 1])``"""
    pts = np.asarray(face, dtype=float)
    c = pts.mean(axis=0)
    nrm = np.cross(pts[1] - pts[0], pts[2] - pts[0])
    nrm /= np.linalg.norm(nrm)
    if (np.asarray(away_from, dtype=float) - c) @ nrm > 0:
        nrm = -nrm
    return c + height * nrm


def hull_counts(points: Sequence[Sequence[float]], tol: float = 1e-7) -> tuple[int, int, int]:
    """(faces, edges, vertices) of the convex hull of ``points``, counted on the hull itself: coplanar
    hull triangles form one face; a vertex is a point on three or more face planes (a point in the
    middle of an edge or a face is not); an edge is a pair of face planes sharing two vertices.

    Example: ``hull_counts(cube corners plus the centre of one face) -> (6, 12, 8)``"""
    from scipy.spatial import ConvexHull

    pts = np.unique(np.round(np.asarray(points, dtype=float), 9), axis=0)
    scale = float(np.max(np.linalg.norm(pts - pts.mean(axis=0), axis=1)))
    eps = tol * max(scale, 1.0)
    planes: list[np.ndarray] = []
    for eq in ConvexHull(pts).equations:
        eq = eq / np.linalg.norm(eq[:3])
        # a supporting plane through collinear points only (Qhull's facets along a straight edge) is no face
        flat = pts[np.abs(pts @ eq[:3] + eq[3]) < eps]
        if len(flat) < 3 or np.linalg.matrix_rank(flat - flat[0], tol=1e-6 * max(scale, 1.0)) < 2:
            continue
        if not any(np.allclose(eq, q, atol=eps) for q in planes):
            planes.append(eq)
    on = [{i for i in range(len(pts)) if abs(pts[i] @ q[:3] + q[3]) < eps} for q in planes]
    corners = set()
    for i in range(len(pts)):
        normals = [planes[f][:3] for f in range(len(planes)) if i in on[f]]
        if len(normals) >= 3 and np.linalg.matrix_rank(np.array(normals), tol=1e-6) == 3:
            corners.add(i)
    edges = sum(1 for f in range(len(planes)) for h in range(f + 1, len(planes))
                if len(on[f] & on[h] & corners) >= 2)
    return len(planes), edges, len(corners)


_STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def _net_normalise(cells):
    r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def net_symmetries(cells) -> list[tuple[tuple[int, int], ...]]:
    """The 8 images of a net of squares, index 2k + m: turned by k·90° (k = 0..3), then mirrored left
    to right if m = 1; each normalised to sorted (row, column) cells with row, column ≥ 0.

    Example: ``net_symmetries(((0, 0), (0, 1)))[2] -> ((0, 0), (1, 0))``"""
    out = []
    for k in range(4):
        for flip in (False, True):
            pts = list(cells)
            for _ in range(k):
                pts = [(c, -r) for r, c in pts]
            if flip:
                pts = [(r, -c) for r, c in pts]
            out.append(_net_normalise(pts))
    return out


def roll_faces(cells) -> dict[tuple[int, int], tuple[int, int, int]]:
    """Where each square of a net lands when a cube is rolled over it from its first cell (the rolling-die
    method): the outward normal, in the cube's own frame, of the face that touches the square. Columns run
    along +x and rows along +y; a net of a cube gives six different normals.

    Example: ``len(set(roll_faces(cube_net_cells()[0]).values())) -> 6``"""
    cells = set(map(tuple, cells))
    start = min(cells)
    turned = {start: np.eye(3)}
    stack = [start]
    rx = lambda t: np.array([[1, 0, 0], [0, np.cos(t), -np.sin(t)], [0, np.sin(t), np.cos(t)]])
    ry = lambda t: np.array([[np.cos(t), 0, np.sin(t)], [0, 1, 0], [-np.sin(t), 0, np.cos(t)]])
    # rolling towards +x turns +x down (−z), towards +y turns +y down
    rolls = {(0, 1): ry(np.pi / 2), (0, -1): ry(-np.pi / 2), (1, 0): rx(-np.pi / 2), (-1, 0): rx(np.pi / 2)}
    while stack:
        cur = stack.pop()
        for (dr, dc), rot in rolls.items():
            nxt = (cur[0] + dr, cur[1] + dc)
            if nxt in cells and nxt not in turned:
                turned[nxt] = rot @ turned[cur]
                stack.append(nxt)
    return {cell: tuple(int(round(v)) for v in turned[cell].T @ np.array([0, 0, -1.0])) for cell in cells}


def cube_net_cells() -> tuple[tuple[tuple[int, int], ...], ...]:
    """The 11 nets of a cube as sorted (row, column) cells, one representative per shape (the least of
    its ``net_symmetries``), in sorted order: the free hexominoes whose squares roll onto six faces.

    Example: ``len(cube_net_cells()) -> 11``"""
    shapes = {((0, 0),)}
    for _ in range(5):
        grown = set()
        for shape in shapes:
            for r, c in shape:
                for dr, dc in _STEPS:
                    cell = (r + dr, c + dc)
                    if cell not in shape:
                        grown.add(min(net_symmetries(list(shape) + [cell])))
        shapes = grown
    return tuple(sorted(s for s in shapes if len(set(roll_faces(s).values())) == 6))


def net_variant(cells, k: int) -> tuple[tuple[int, int], ...]:
    """The net ``cells`` turned by k·90° (k = 0..3) and mirrored for k ≥ 4, normalised to row, column ≥ 0.

    Example: ``net_variant(((0, 0), (0, 1)), 1) -> ((0, 0), (1, 0))``"""
    return net_symmetries(cells)[(k % 4) * 2 + (1 if k >= 4 else 0)]


def net_rows_text(cells) -> str:
    """The net as rows of # (a square) and · (empty), top row first, rows separated by ' / '.

    Example: ``net_rows_text(((0, 1), (1, 0), (1, 1))) -> '· # / # #'``"""
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    return " / ".join(" ".join("#" if (r, c) in set(map(tuple, cells)) else "·" for c in range(cols))
                      for r in range(rows))
