"""What a view draws of curves and round solids, as a textbook does.

A round solid (cylinder, cone, frustum) is drawn as its rims and its two contour generatrices. A rim
point lies on the edge between a cap and the lateral surface; on a convex solid it is seen when at
least one of those two surfaces faces the eye, so the back of a rim is hidden exactly where both
face away, and is dashed. The contour generatrices are where the lateral surface turns from facing
the eye to facing away: always seen. A sphere draws no outline (its shading shows its contour).

A ``Scene.curve`` is hidden where the convex hull of the scene's edges or a round solid hides it,
as segments are.
Each function returns polylines ``(points (m, 3), style, hidden)``; the caller dashes hidden ones.
"""
from __future__ import annotations

import numpy as np

from ..sdk.scene import RoundSolid, Scene, unit
from ..sdk.solid_round import circle_frame
from . import visibility

RIM_POINTS = 96  # chords per rim: a circle at any figure size


def round_outlines(scene: Scene, planes: np.ndarray | None, eye: np.ndarray,
                   tolerance: float) -> list[tuple[np.ndarray, str, bool]]:
    """The rims (split into seen and hidden runs) and contour generatrices of every round solid; with
    hull ``planes`` (``Scene.hiding = "hull"``) what the hull hides is hidden too."""
    out = []
    for solid in scene.solids:
        if solid.kind == "sphere":
            continue
        toward_eye = unit(eye - np.array(solid.base, dtype=float))
        out += _rim_runs(solid, toward_eye, planes, eye, tolerance)
        for line in _contours(solid, toward_eye):
            out += [(np.array([p, q]), "edge", is_hidden)
                    for p, q, is_hidden in visibility.visible_runs(line[0], line[1], planes, eye, tolerance)]
    return out


def _taper(solid: RoundSolid) -> float:
    """How much the radius shrinks from base to top: 0 for a cylinder, the radius for a cone."""
    return solid.radius - {"cylinder": solid.radius, "frustum": solid.top_radius, "cone": 0.0}[solid.kind]


def _lateral_normals(solid: RoundSolid, theta: np.ndarray) -> np.ndarray:
    """Outward normals of the lateral surface along the generatrices at angles ``theta``."""
    u, v = circle_frame(solid.axis)
    radial = np.outer(np.cos(theta), u) + np.outer(np.sin(theta), v)
    return radial * solid.height + unit(solid.axis) * _taper(solid)


def _rim_runs(solid: RoundSolid, toward_eye: np.ndarray, planes: np.ndarray | None, eye: np.ndarray,
              tolerance: float) -> list[tuple[np.ndarray, str, bool]]:
    u, v = circle_frame(solid.axis)
    theta = np.linspace(0.0, 2 * np.pi, RIM_POINTS + 1)
    middles = (theta[:-1] + theta[1:]) / 2
    lateral_seen = _lateral_normals(solid, middles) @ toward_eye > 0
    runs = []
    for index, (centre, radius) in enumerate(solid.rims()):
        cap_normal = unit(solid.axis) * (1 if index else -1)  # the base cap faces down the axis
        hidden = ~lateral_seen & ~(cap_normal @ toward_eye > 0)
        ring = centre + radius * (np.outer(np.cos(theta), u) + np.outer(np.sin(theta), v))
        if planes is not None:
            hidden |= visibility.hidden((ring[:-1] + ring[1:]) / 2, planes, eye, tolerance)
        # start at a change of visibility so that no run wraps around the seam
        changes = np.flatnonzero(hidden != np.roll(hidden, 1))
        start = int(changes[0]) if len(changes) else 0
        order = (np.arange(RIM_POINTS) + start) % RIM_POINTS
        flags = hidden[order]
        bounds = [0, *(np.flatnonzero(flags[1:] != flags[:-1]) + 1).tolist(), RIM_POINTS]
        for i, j in zip(bounds[:-1], bounds[1:]):
            pieces = order[i:j]
            runs.append((np.vstack([ring[pieces], ring[pieces[-1] + 1]]), "edge", bool(flags[i])))
    return runs


def _contours(solid: RoundSolid, toward_eye: np.ndarray) -> list[np.ndarray]:
    """The generatrices where the lateral normal is perpendicular to the view (none seen end-on)."""
    u, v = circle_frame(solid.axis)
    # normal(θ)·e = h(cos θ u·e + sin θ v·e) + (R - r) axis·e = 0
    a, b = solid.height * (u @ toward_eye), solid.height * (v @ toward_eye)
    c = _taper(solid) * (unit(solid.axis) @ toward_eye)
    amplitude = float(np.hypot(a, b))
    if amplitude < 1e-12 or abs(c) >= amplitude:
        return []
    phase, spread = np.arctan2(b, a), np.arccos(-c / amplitude)
    rims = solid.rims()
    apex = np.array(solid.base, dtype=float) + unit(solid.axis) * solid.height
    lines = []
    for theta in (phase - spread, phase + spread):
        radial = np.cos(theta) * u + np.sin(theta) * v
        bottom = rims[0][0] + rims[0][1] * radial
        top = rims[1][0] + rims[1][1] * radial if len(rims) > 1 else apex
        lines.append(np.array([bottom, top]))
    return lines


def curve_runs(scene: Scene, planes: np.ndarray | None, eye: np.ndarray, tolerance: float,
               solids=()) -> list[tuple[np.ndarray, str, bool]]:
    """Every curve split into runs seen and hidden from ``eye`` by the hull ``planes`` and the round
    ``solids`` (the whole curve for style hidden)."""
    out = []
    for points, style in scene.curves:
        pts = np.array(points, dtype=float)
        if style == "hidden":
            out.append((pts, style, True))
            continue
        line, flag = [pts[0]], None
        for chord in visibility.visible_runs_many(pts[:-1], pts[1:], planes, eye, tolerance, solids):
            for _, end, is_hidden in chord:
                if flag is not None and is_hidden != flag:
                    out.append((np.array(line), style, flag))
                    line = [line[-1]]
                line.append(end)
                flag = is_hidden
        out.append((np.array(line), style, bool(flag)))
    return out
