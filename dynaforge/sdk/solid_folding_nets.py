"""Folding nets made of flat polygons: drawing a net lying flat in a Scene, and finding numerically the fold
angle at which two corners of a net meet (a check of a folded solid by actual folding)."""
from __future__ import annotations

from typing import Callable, Mapping, Sequence

import numpy as np

from dynaforge.sdk.scene import Scene, golden_section_min

NET_COLORS = ("#bfdbfe", "#fde68a", "#bbf7d0", "#fecaca", "#ddd6fe", "#fed7aa")


def net_point_xyz(x: float, y: float, tilt_deg: float = 62.0) -> tuple[float, float, float]:
    """Where the net point (x, y) is drawn: the net's plane turned up about the x axis by ``tilt_deg``, so a
    camera in front (elevation 15°-40°) sees the net almost face-on, with true proportions.
    Example: net_point_xyz(0, 1, 90) -> (0.0, 0.0, 1.0)"""
    t = np.radians(tilt_deg)
    return float(x), float(y * np.cos(t)), float(y * np.sin(t))


def draw_flat_net(scene: Scene, xy: Mapping[str, Sequence[float]], polygons: Sequence[Sequence[str]],
                  colors: Sequence[str] = NET_COLORS, opacity: float = 0.85) -> Scene:
    """Draw a flat net (points ``xy``, labels starting with ``_`` unlabelled and without a dot, each polygon
    of labels a coloured face) facing a camera in front (``net_point_xyz``), so it reads as printed.
    Example: draw_flat_net(s, {"A": (0, 0), "B": (2, 0), "C": (1, 1.7)}, [["A", "B", "C"]])"""
    for lab, (x, y) in xy.items():
        hidden = lab.startswith("_")
        scene.point(lab, net_point_xyz(x, y), show_label=not hidden, dot=not hidden)
    for i, poly in enumerate(polygons):
        scene.face(list(poly), color=colors[i % len(colors)], opacity=opacity)
    scene.azimuth_range = (255.0, 285.0)
    return scene


def fold_angle_to_meet(positions: Callable[[float], Mapping[str, np.ndarray]], pairs: Sequence[tuple[str, str]],
                       lo: float = 1.0, hi: float = 179.0, samples: int = 60) -> tuple[float, float]:
    """(θ, gap): the fold angle in degrees minimising the summed distance of the point ``pairs`` that must
    meet, where ``positions(θ)`` folds the net to θ; a gap near 0 means the net closes up at θ.
    Example: fold_angle_to_meet(lambda t: fold(t), [("A", "B")])  # -> (70.53, 0.0) for a tetrahedron net"""
    def gap(theta: float) -> float:
        pts = positions(theta)
        return float(sum(np.linalg.norm(np.asarray(pts[a]) - np.asarray(pts[b])) for a, b in pairs))
    grid = np.linspace(lo, hi, samples)
    best = min(grid, key=gap)
    step = grid[1] - grid[0]
    return golden_section_min(gap, max(lo, best - step), min(hi, best + step))
