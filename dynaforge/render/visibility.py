"""Which parts of a polyhedral scene's segments the camera cannot see (drawn dashed, as textbooks do).

The solid is the convex hull of the endpoints of the scene's ``edge`` segments. A point on or in
it is visible from the eye when it lies on a hull facet that faces the eye; a point inside, or on
a facet facing away, is hidden. Points outside the hull are treated as visible. A round solid hides
a point when the ray from the point to the eye runs through it (``hidden_by_round``). Each segment
is split into short pieces classified by their midpoints, and consecutive pieces of the same kind
are merged into runs. Which of the two hide what is ``Scene.hiding``'s choice
(``dynaforge.render.solid._hull``); edges that span no volume (a net laid flat) hide nothing.
"""
from __future__ import annotations

from typing import Sequence

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
                      tolerance: float, solids: Sequence = ()) -> list[list[tuple[np.ndarray, np.ndarray, bool]]]:
    """For each segment (``starts[i]``, ``ends[i]``), its runs ``(start, end, hidden)`` seen from ``eye``
    behind or inside the hull ``planes`` or one of the round ``solids`` (one visible run each without
    either); every segment's pieces are tested in one go."""
    starts, ends = np.asarray(starts, dtype=float).reshape(-1, 3), np.asarray(ends, dtype=float).reshape(-1, 3)
    if planes is None and not solids:
        return [[(a, b, False)] for a, b in zip(starts, ends)]
    cuts = np.linspace(0.0, 1.0, PIECES + 1)
    deltas = ends - starts
    middles = starts[:, None, :] + ((cuts[:-1] + cuts[1:]) / 2)[None, :, None] * deltas[:, None, :]
    flagged = np.zeros(middles.shape[:2], dtype=bool) if planes is None else hidden(middles, planes, eye, tolerance)
    for solid in solids:
        flagged |= hidden_by_round(middles.reshape(-1, 3), solid, eye).reshape(flagged.shape)
    firsts, lasts = starts + cuts[0] * deltas, starts + cuts[-1] * deltas
    whole = (flagged == flagged[:, :1]).all(axis=1).tolist()  # one run: the usual case, done at once
    runs = []
    for k, (a, d, flags) in enumerate(zip(starts, deltas, flagged)):
        if whole[k]:
            runs.append([(firsts[k], lasts[k], bool(flags[0]))])
            continue
        bounds = [0, *(np.flatnonzero(flags[1:] != flags[:-1]) + 1).tolist(), PIECES]
        runs.append([(a + cuts[i] * d, a + cuts[j] * d, bool(flags[i])) for i, j in zip(bounds[:-1], bounds[1:])])
    return runs


def visible_runs(a: np.ndarray, b: np.ndarray, planes: np.ndarray | None, eye: np.ndarray,
                 tolerance: float, solids: Sequence = ()) -> list[tuple[np.ndarray, np.ndarray, bool]]:
    """Segment ab as runs ``(start, end, hidden)`` seen from ``eye`` (one visible run without planes
    or solids)."""
    return visible_runs_many(a, b, planes, eye, tolerance, solids)[0]


ROUND_FACETS = 96  # sides of the polygon a round solid's hiding is judged by
ROUND_MARGIN = 0.01  # in radii: how far inside a round solid is on its surface


def hidden_by_round(points: np.ndarray, solid, eye: np.ndarray) -> np.ndarray:
    """For each point (``points``: (N, 3)), whether a round solid hides it from ``eye``: a point on the
    solid's back, or behind it (the ray from the point to the eye runs through the solid).

    A point well inside the solid is not hidden by it: an axis or height is styled hidden by its
    program, and a solid inscribed in a translucent one is drawn as seen through it. "Well inside"
    and "runs through" both allow ``ROUND_MARGIN`` radii, so that a circle drawn as chords on the
    surface, and a cylinder, cone or frustum judged by its inscribed ``ROUND_FACETS``-gonal prism,
    pyramid or frustum, keep their front seen."""
    centre = np.asarray(solid.base, dtype=float)
    toward = (eye - centre) / np.linalg.norm(eye - centre)  # the eye is far: one direction for all
    margin = ROUND_MARGIN * solid.radius
    if solid.kind == "sphere":  # |p + t·toward - c|² = r²: the ray is inside between the roots
        rel = points - centre
        b, c = rel @ toward, np.einsum("ij,ij->i", rel, rel) - solid.radius ** 2
        root = np.sqrt(np.maximum(b * b - c, 0.0))
        inside = c < -(2 * solid.radius - margin) * margin  # |rel| < radius - margin
        return ~inside & (b * b - c > 0) & (-b + root > np.maximum(-b - root, 0.0) + margin)
    planes = _round_planes(solid)
    slack = points @ planes[:, :3].T + planes[:, 3]          # (N, F): <= 0 inside each half-space
    rate = planes[:, :3] @ toward                               # how fast the ray leaves each plane
    with np.errstate(divide="ignore", invalid="ignore"):
        t = -slack / rate
    enter = np.max(np.where(rate < 0, t, 0.0), axis=1, initial=0.0)
    leave = np.min(np.where(rate > 0, t, np.inf), axis=1, initial=np.inf)
    never = ((np.abs(rate) < 1e-12) & (slack > 0)).any(axis=1)
    inside = slack.max(axis=1) < -margin
    return ~inside & ~never & (leave > enter + margin)


def _round_planes(solid) -> np.ndarray:
    """Outward planes ``[n, offset]`` of the polyhedron inscribed in a cylinder, cone or frustum."""
    axis = np.asarray(solid.axis, dtype=float)
    axis = axis / np.linalg.norm(axis)
    u = np.cross(axis, [1.0, 0.0, 0.0] if abs(axis[0]) < 0.9 else [0.0, 1.0, 0.0])
    u /= np.linalg.norm(u)
    v = np.cross(axis, u)
    base = np.asarray(solid.base, dtype=float)
    top = base + axis * solid.height
    top_radius = {"cylinder": solid.radius, "frustum": solid.top_radius, "cone": 0.0}[solid.kind]
    theta = 2 * np.pi * (np.arange(ROUND_FACETS) + 0.5) / ROUND_FACETS  # facet middles
    half = np.pi / ROUND_FACETS
    radial = np.outer(np.cos(theta), u) + np.outer(np.sin(theta), v)
    # a side facet is at distance R·cos(half) from the axis at the base, r·cos(half) at the top
    normals = radial * solid.height + axis * (solid.radius - top_radius) * np.cos(half)
    normals /= np.linalg.norm(normals, axis=1, keepdims=True)
    offsets = -(normals @ base) - solid.radius * np.cos(half) * np.einsum("ij,ij->i", normals, radial)
    caps = [np.r_[-axis, axis @ base]] + ([np.r_[axis, -(axis @ top)]] if top_radius > 0 else [])
    return np.vstack([np.c_[normals, offsets], *caps])


def dashes(a: np.ndarray, b: np.ndarray, dash: float, gap: float) -> np.ndarray:
    """Segment ab as dash pieces ``(m, 2, 3)`` of length ``dash`` separated by ``gap`` (centred on ab)."""
    length = float(np.linalg.norm(b - a))
    if length <= dash:
        return np.array([[a, b]], dtype=float)
    count = max(1, int((length + gap) / (dash + gap) + 1e-9))
    used = count * dash + (count - 1) * gap
    unit, start = (b - a) / length, (length - used) / 2
    offsets = start + np.arange(count) * (dash + gap)
    return np.stack([a + unit * offsets[:, None], a + unit * (offsets + dash)[:, None]], axis=1)


def chords(points: np.ndarray) -> np.ndarray:
    """A polyline's consecutive point pairs ``(m - 1, 2, 3)``: its chords, drawn whole."""
    points = np.asarray(points, dtype=float)
    return np.stack([points[:-1], points[1:]], axis=1)


def dash_polyline(points: np.ndarray, dash: float, gap: float) -> np.ndarray:
    """A polyline as the chords ``(m, 2, 3)`` of its dashes (length ``dash``, separated by ``gap``,
    measured along it)."""
    points = np.asarray(points, dtype=float)
    lengths = np.linalg.norm(np.diff(points, axis=0), axis=1)
    along = np.concatenate([[0.0], np.cumsum(lengths)])
    total = float(along[-1])
    if total <= dash:
        return chords(points)
    count = max(1, int((total + gap) / (dash + gap) + 1e-9))
    start = (total - count * dash - (count - 1) * gap) / 2
    lows = [start + i * (dash + gap) for i in range(count)]
    highs = [lo + dash for lo in lows]
    corners = along.tolist()
    first, last = np.searchsorted(along, lows, "right"), np.searchsorted(along, highs, "left")
    # per dash: where it starts, the polyline's corners strictly inside it, where it ends
    stops = [[lo, *corners[a:b], hi] for lo, hi, a, b in zip(lows, highs, first.tolist(), last.tolist())]
    flat = np.array([x for dash_stops in stops for x in dash_stops])
    marks = np.stack([np.interp(flat, along, points[:, axis]) for axis in range(3)], axis=1)
    ends = np.cumsum([len(dash_stops) for dash_stops in stops]) - 1  # each dash's last stop
    chord_starts = np.setdiff1d(np.arange(len(flat) - 1), ends)
    return np.stack([marks[chord_starts], marks[chord_starts + 1]], axis=1)
