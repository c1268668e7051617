"""After a 2D program has drawn, move any point label that covers something.

A point label (``sdk.draw.label_point`` / ``label_grid_point``, marked with ``POINT_LABEL_GID``)
stays where the program put it when that spot is clear. Otherwise it tries 16 directions around
its point at three gaps and takes the one with the most clearance from the drawn lines and curves,
patch edges, marker dots, spines, tick labels, other texts and the labels already placed, staying
inside the image; among clear spots the one nearest the program's own direction wins. Only the
label's offset changes; everything is deterministic.
"""
from __future__ import annotations

import numpy as np
from matplotlib.collections import LineCollection, PathCollection

from ..sdk.draw import POINT_LABEL_GID

DIRECTIONS = np.array([(np.cos(a), np.sin(a)) for a in np.linspace(0, 2 * np.pi, 16, endpoint=False)])
GAPS = (3.0, 8.0, 14.0)  # pixels between a label's box and its point, nearest first
CLEAR = 3.0              # pixels of clearance that count as clear
SAMPLE_PX = 2.0
DOT_PX = 3.5             # radius of a point's dot


def _polyline_samples(xy: np.ndarray) -> list[np.ndarray]:
    out = []
    for p, q in zip(xy[:-1], xy[1:]):
        if np.all(np.isfinite(p)) and np.all(np.isfinite(q)):
            n = max(2, int(np.linalg.norm(q - p) / SAMPLE_PX) + 1)
            out.append(p + np.linspace(0.0, 1.0, n)[:, None] * (q - p))
    return out


def _obstacles(ax, renderer, movable: list) -> tuple[np.ndarray, list[tuple[np.ndarray, np.ndarray]]]:
    """Sample points (pixels) of everything drawn as a line, and boxes of dots and texts."""
    points: list[np.ndarray] = []
    boxes: list[tuple[np.ndarray, np.ndarray]] = []
    px_per_pt = ax.figure.dpi / 72.0
    for line in ax.lines:
        if not line.get_visible():
            continue
        xy = line.get_transform().transform(line.get_xydata())
        if line.get_linestyle() not in ("None", "", " ") and line.get_linewidth() > 0:
            points += _polyline_samples(xy)
        if line.get_marker() not in (None, "None", "", " "):
            r = line.get_markersize() * px_per_pt / 2
            boxes += [(p - r, p + r) for p in xy if np.all(np.isfinite(p))]
    for patch in [*ax.patches, *ax.spines.values()]:
        if patch.get_visible() and patch.get_linewidth() > 0 and patch.get_edgecolor()[3] > 0:
            for poly in patch.get_path().to_polygons(patch.get_transform(), closed_only=False):
                points += _polyline_samples(np.asarray(poly))
    for collection in ax.collections:
        if isinstance(collection, LineCollection):
            transform = collection.get_transform()
            for seg in collection.get_segments():
                points += _polyline_samples(transform.transform(np.asarray(seg)))
        elif isinstance(collection, PathCollection):
            sizes = collection.get_sizes()
            offsets = collection.get_offset_transform().transform(collection.get_offsets())
            for i, p in enumerate(offsets):
                r = np.sqrt(sizes[i % len(sizes)] if len(sizes) else 36.0) * px_per_pt / 2
                boxes.append((p - r, p + r))
    texts = [t for t in ax.texts if t not in movable]
    texts += [t for t in ax.get_xticklabels() + ax.get_yticklabels()]
    for text in texts:
        if text.get_visible() and text.get_text().strip():
            extent = text.get_window_extent(renderer)
            boxes.append((np.array([extent.x0, extent.y0]), np.array([extent.x1, extent.y1])))
    samples = np.concatenate(points) if points else np.zeros((0, 2))
    return samples, boxes


def _clearance(lo: np.ndarray, hi: np.ndarray, samples: np.ndarray, box_lo: np.ndarray, box_hi: np.ndarray,
               width: float, height: float) -> np.ndarray:
    """Clearance (pixels) of each candidate box (rows of lo/hi) from samples, boxes and the border."""
    clear = np.min(np.stack([lo[:, 0], lo[:, 1], width - hi[:, 0], height - hi[:, 1]]), axis=0) + CLEAR
    for other_lo, other_hi in ((samples, samples), (box_lo, box_hi)):
        if len(other_lo):
            d = np.maximum(np.maximum(lo[:, None, :] - other_hi[None], other_lo[None] - hi[:, None, :]), 0.0)
            clear = np.minimum(clear, np.sqrt((d ** 2).sum(axis=2)).min(axis=1))
    return clear


def _box(text, renderer) -> tuple[np.ndarray, np.ndarray]:
    extent = text.get_window_extent(renderer)
    return np.array([extent.x0, extent.y0]), np.array([extent.x1, extent.y1])


def declutter(fig, ax) -> int:
    """Move the point labels of ``ax`` that cover something to clear spots; return how many moved."""
    movable = [t for t in ax.texts if t.get_gid() == POINT_LABEL_GID]
    if not movable:
        return 0
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    samples, fixed = _obstacles(ax, renderer, movable)
    labels = [_box(t, renderer) for t in movable]  # current boxes, updated as labels move
    width, height = fig.canvas.get_width_height()
    units = np.tile(DIRECTIONS, (len(GAPS), 1))
    gaps = np.repeat(GAPS, len(DIRECTIONS))
    moved = 0
    for i, label in enumerate(movable):
        others = fixed + labels[:i] + labels[i + 1:]
        others_lo = np.array([b[0] for b in others]).reshape(-1, 2)
        others_hi = np.array([b[1] for b in others]).reshape(-1, 2)
        lo, hi = labels[i]
        half = (hi - lo) / 2
        anchor = ax.transData.transform(label.xy)
        near = samples[np.abs(samples - anchor).max(axis=1) < 4 * half.max() + 40] if len(samples) else samples
        if _clearance(lo[None], hi[None], near, others_lo, others_hi, width, height)[0] >= CLEAR:
            continue
        own = np.array(label.xyann, dtype=float)
        own = own / np.linalg.norm(own) if np.linalg.norm(own) > 1e-9 else np.array([0.0, 1.0])
        centres = anchor + units * (np.abs(units) @ half + DOT_PX + gaps)[:, None]
        clear = _clearance(centres - half, centres + half, near, others_lo, others_hi, width, height)
        best = int(np.argmax(10.0 * np.minimum(clear, CLEAR) + 2.0 * (units @ own) - 0.2 * gaps))
        label.xyann = tuple((centres[best] - anchor) / (fig.dpi / 72.0))
        labels[i] = (centres[best] - half, centres[best] + half)
        moved += 1
    return moved
