"""Where a solid figure's vertex labels go on screen, so that none sits on a dot, an edge or
another label.

Placement works in pixels on the projected figure, per view (and per orbit frame): each label
tries 16 directions around its vertex at three gaps and takes the one with the most clearance
from every drawn segment, every vertex dot, the labels already placed and the image border (on a
crowded figure, a place on another label loses to any place that is not), preferring, once clear,
the direction away from the figure's centre (textbook style) and, in an orbit, the direction it had
in the previous frame (labels do not jump about). Labels are placed in the scene's order;
everything is deterministic.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

DIRECTIONS = np.array([(np.cos(a), np.sin(a)) for a in np.linspace(0, 2 * np.pi, 16, endpoint=False)])
GAPS = (5.0, 10.0, 16.0)  # pixels between a label's box and its vertex dot, nearest first
CLEAR = 6.0               # pixels of clearance beyond which a placement counts as clear
DOT_RADIUS = 4.0
SAMPLE_PX = 2.0           # segments are checked at points this far apart
LABEL_OVERLAP_PENALTY = 100.0  # more than any other term can add: a free place beats one on another label


def text_box(text: str, font_px: float) -> tuple[float, float]:
    """Approximate (width, height) in pixels of ``text`` in the bold label font."""
    narrow = sum(1 for ch in text if ch in "'′″" or "\u2080" <= ch <= "\u2089")
    return 0.72 * font_px * (len(text) - narrow) + 0.4 * font_px * narrow + 2.0, 1.05 * font_px


def _segment_samples(segments: Sequence[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    """Points along every segment, ``SAMPLE_PX`` apart (exact enough for pixel decisions), all segments
    at once: each segment pq gives ``p + linspace(0, 1, n) * (q - p)``, bit for bit."""
    ends = np.array([(p, q) for p, q in segments], dtype=float).reshape(-1, 2, 2)
    if not len(ends):
        return np.zeros((0, 2))
    starts, deltas = ends[:, 0], ends[:, 1] - ends[:, 0]
    counts = np.maximum(2, (np.linalg.norm(deltas, axis=1) / SAMPLE_PX).astype(int) + 1)
    owner = np.repeat(np.arange(len(ends)), counts)
    step = np.arange(len(owner)) - np.repeat(np.cumsum(counts) - counts, counts)  # 0 .. n-1 per segment
    along = step * (1.0 / (counts - 1))[owner]  # as numpy's linspace computes it, its last stop exactly 1
    along[np.cumsum(counts) - 1] = 1.0
    return starts[owner] + along[:, None] * deltas[owner]


def _box_gap(lo: np.ndarray, hi: np.ndarray, other_lo: np.ndarray, other_hi: np.ndarray) -> np.ndarray:
    """Distance from each candidate box (rows of lo/hi) to the nearest other box."""
    dx = np.maximum(np.maximum(lo[:, None, 0] - other_hi[None, :, 0], other_lo[None, :, 0] - hi[:, None, 0]), 0.0)
    dy = np.maximum(np.maximum(lo[:, None, 1] - other_hi[None, :, 1], other_lo[None, :, 1] - hi[:, None, 1]), 0.0)
    return np.sqrt((dx * dx + dy * dy).min(axis=1))


def place(anchors: dict[str, np.ndarray], shown: Sequence[str], segments: Sequence[tuple[np.ndarray, np.ndarray]],
          size: int, font_px: float, previous: dict[str, int] | None = None) -> tuple[dict[str, np.ndarray], dict[str, int]]:
    """Label centres (pixels, y up) for the ``shown`` labels of the projected points ``anchors``,
    avoiding ``segments`` (pixel end points); also the direction index each took (pass it back as
    ``previous`` for the next orbit frame)."""
    previous = previous or {}
    names = list(anchors)
    dots = np.array([anchors[n] for n in names]).reshape(-1, 2)
    samples = _segment_samples(segments)
    centre = dots.mean(axis=0) if len(dots) else np.zeros(2)
    gaps = np.repeat(GAPS, len(DIRECTIONS))
    units = np.tile(DIRECTIONS, (len(GAPS), 1))
    direction_index = np.tile(np.arange(len(DIRECTIONS)), len(GAPS))
    placed_lo, placed_hi = np.zeros((0, 2)), np.zeros((0, 2))
    centres: dict[str, np.ndarray] = {}
    chosen: dict[str, int] = {}
    for label in shown:
        vertex = anchors[label]
        half = np.array(text_box(label, font_px)) / 2
        reach = np.abs(units) @ half + DOT_RADIUS + gaps
        c = vertex + units * reach[:, None]
        lo, hi = c - half, c + half
        # obstacles: the segment samples that can lower a clearance below CLEAR (a farther one cannot),
        # the other dots and the labels placed so far
        near = samples[np.abs(samples - vertex).max(axis=1) < reach.max() + half.max() + CLEAR]
        others = dots[[n != label for n in names]]
        border = np.minimum(np.minimum(lo[:, 0], lo[:, 1]), np.minimum(size - hi[:, 0], size - hi[:, 1])) + CLEAR
        clearance = border
        if len(near) or len(others):
            clearance = np.minimum(border, _box_gap(lo, hi, np.concatenate([near, others - DOT_RADIUS]),
                                                    np.concatenate([near, others + DOT_RADIUS])))
        on_label = np.zeros(len(c), dtype=bool)
        if len(placed_lo):
            to_labels = _box_gap(lo, hi, placed_lo, placed_hi)
            clearance = np.minimum(clearance, to_labels)
            on_label = to_labels <= 0.0  # on a crowded figure every place is near some line: never cover a label there
        outward = vertex - centre
        norm = np.linalg.norm(outward)
        outward = outward / norm if norm > 1e-9 else np.array([0.0, 1.0])
        score = (10.0 * np.minimum(clearance, CLEAR) + 4.0 * (units @ outward) - 0.3 * gaps
                 + np.where(direction_index == previous.get(label, -1), 3.0, 0.0))
        score = score - LABEL_OVERLAP_PENALTY * on_label
        best = int(np.argmax(score))  # first maximum: deterministic
        placed_lo, placed_hi = np.vstack([placed_lo, lo[best]]), np.vstack([placed_hi, hi[best]])
        centres[label], chosen[label] = c[best], int(direction_index[best])
    return centres, chosen
