"""Which parts of a polyhedral scene's segments the camera cannot see (drawn dashed, as textbooks do).

The solid is the convex hull of the endpoints of the scene's ``edge`` segments. A point on or in
it is visible from the eye when it lies on a hull facet that faces the eye; a point inside, or on
a facet facing away, is hidden. Points outside the hull are treated as visible. Each segment is
split into short pieces classified by their midpoints, and consecutive pieces of the same kind are
merged into runs. Scenes with round solids, or whose edges span no volume (a net laid flat), get
no automatic hiding: there only segments a program styles ``hidden`` are dashed.
"""
from __future__ import annotations

import numpy as np

PIECES = 24  # per segment: the resolution of a partly hidden segment


def hull_planes(points: np.ndarray) -> np.ndarray | None:
    """Outward facet planes ``[nx, ny, nz, offset]`` of the convex hull (n·x + offset <= 0 inside),
    or None when the points span no volume."""
    from scipy.spatial import ConvexHull, QhullError

    if len(points) < 4:
        return None
    try:
        return ConvexHull(points).equations
    except QhullError:  # coplanar or collinear: nothing can be behind anything
        return None


def hidden(points: np.ndarray, planes: np.ndarray, eye: np.ndarray, tolerance: float) -> np.ndarray:
    """For each point (``points``: (..., 3)), whether the hull hides it from ``eye``."""
    distance = points @ planes[:, :3].T + planes[:, 3]           # (..., facets); <= 0 inside
    inside = (distance <= tolerance).all(axis=-1)
    facing = (eye @ planes[:, :3].T + planes[:, 3]) > 0           # facets whose front the eye sees
    on_front = ((np.abs(distance) <= tolerance) & facing).any(axis=-1)
    return inside & ~on_front


def visible_runs_many(starts: np.ndarray, ends: np.ndarray, planes: np.ndarray | None, eye: np.ndarray,
                      tolerance: float) -> list[list[tuple[np.ndarray, np.ndarray, bool]]]:
    """For each segment (``starts[i]``, ``ends[i]``), its runs ``(start, end, hidden)`` seen from ``eye``
    (one visible run each without planes); every segment's pieces are tested in one go."""
    starts, ends = np.asarray(starts, dtype=float).reshape(-1, 3), np.asarray(ends, dtype=float).reshape(-1, 3)
    if planes is None:
        return [[(a, b, False)] for a, b in zip(starts, ends)]
    cuts = np.linspace(0.0, 1.0, PIECES + 1)
    deltas = ends - starts
    middles = starts[:, None, :] + ((cuts[:-1] + cuts[1:]) / 2)[None, :, None] * deltas[:, None, :]
    runs = []
    for a, d, flags in zip(starts, deltas, hidden(middles, planes, eye, tolerance)):
        bounds = [0, *(np.flatnonzero(flags[1:] != flags[:-1]) + 1).tolist(), PIECES]
        runs.append([(a + cuts[i] * d, a + cuts[j] * d, bool(flags[i])) for i, j in zip(bounds[:-1], bounds[1:])])
    return runs


def visible_runs(a: np.ndarray, b: np.ndarray, planes: np.ndarray | None, eye: np.ndarray,
                 tolerance: float) -> list[tuple[np.ndarray, np.ndarray, bool]]:
    """Segment ab as runs ``(start, end, hidden)`` seen from ``eye`` (one visible run without planes)."""
    return visible_runs_many(a, b, planes, eye, tolerance)[0]


def dashes(a: np.ndarray, b: np.ndarray, dash: float, gap: float) -> list[tuple[np.ndarray, np.ndarray]]:
    """Segment ab as dash pieces of length ``dash`` separated by ``gap`` (centred on ab)."""
    length = float(np.linalg.norm(b - a))
    if length <= dash:
        return [(a, b)]
    count = max(1, int((length + gap) / (dash + gap) + 1e-9))
    used = count * dash + (count - 1) * gap
    unit, start = (b - a) / length, (length - used) / 2
    return [(a + unit * (start + i * (dash + gap)), a + unit * (start + i * (dash + gap) + dash))
            for i in range(count)]
