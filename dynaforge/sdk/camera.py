"""The orbit camera shared by the renderer and the SDK's viewpoint choice (pure numpy).

Solids are drawn in parallel projection, as textbooks draw them (a prism's lateral edges stay
parallel, so it never looks like a frustum). The camera still sits at ``DISTANCE`` radii for
framing; projected coordinates use that one distance for every point, and hidden parts are judged
from :func:`view_eye`, a point so far along the view direction that its rays are parallel."""
from __future__ import annotations

import numpy as np

DISTANCE = 4.8    # camera distance in bounding radii: leaves room for labels outside the solid
VIEW_ANGLE = 30.0  # vertical field of view, degrees


def frame(points: np.ndarray) -> tuple[np.ndarray, float]:
    """Centre and bounding radius the camera orbits around."""
    centre = (points.min(axis=0) + points.max(axis=0)) / 2
    return centre, max(float(np.linalg.norm(points - centre, axis=1).max()), 1e-6)


def pose(centre: np.ndarray, radius: float, azimuth: float, elevation: float):
    """Camera position, focal point and up vector for (azimuth, elevation) in degrees."""
    az, el = np.radians(azimuth), np.radians(elevation)
    direction = np.array([np.cos(el) * np.cos(az), np.cos(el) * np.sin(az), np.sin(el)])
    return centre + DISTANCE * radius * direction, centre, np.array([0.0, 0.0, 1.0])


def view_eye(centre: np.ndarray, radius: float, azimuth: float, elevation: float) -> np.ndarray:
    """An eye far enough along the view direction that seeing from it is a parallel projection."""
    eye, focal, _ = pose(centre, radius, azimuth, elevation)
    return focal + (eye - focal) * PARALLEL_EYE


PARALLEL_EYE = 1.0e4  # the far eye's distance, in camera distances


def half_height(radius: float) -> float:
    """Half the view's height in world units (VTK's parallel scale): the perspective framing's."""
    return float(np.tan(np.radians(VIEW_ANGLE / 2)) * DISTANCE * radius)


def basis(eye: np.ndarray, focal: np.ndarray, up: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The view's unit vectors (right, screen up, forward) for a camera at ``eye`` looking at ``focal``."""
    forward = (focal - eye) / np.linalg.norm(focal - eye)
    right = np.cross(forward, up)
    right /= np.linalg.norm(right)
    return right, np.cross(right, forward), forward


def project(points: np.ndarray, azimuth: float, elevation: float, reference: np.ndarray | None = None) -> np.ndarray:
    """Perspective screen coordinates (in units of the half field of view) of ``points`` seen from the pose
    (what ``choose_camera`` scores views by; close to the parallel projection drawn at this distance)
    (framed around ``reference`` when given, else around ``points`` themselves)."""
    centre, radius = frame(points if reference is None else reference)
    eye, focal, up = pose(centre, radius, azimuth, elevation)
    right, true_up, forward = basis(eye, focal, up)
    rel = points - eye
    scale = np.tan(np.radians(VIEW_ANGLE / 2)) * (rel @ forward)
    return np.stack([(rel @ right) / scale, (rel @ true_up) / scale], axis=1)
