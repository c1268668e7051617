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


def _samples(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Points along segment pq, ``SAMPLE_PX`` apart (exact enough for pixel decisions)."""
    n = max(2, int(np.linalg.norm(q - p) / SAMPLE_PX) + 1)
    return p + np.linspace(0.0, 1.0, n)[:, None] * (q - p)


class _SegmentSamples:
    """The segments' sample points near a place, each segment sampled once and only when near one."""

    def __init__(self, segments: Sequence[tuple[np.ndarray, np.ndarray]]):
        self.ends = np.array([(p, q) for p, q in segments], dtype=float).reshape(-1, 2, 2)
        self.lo, self.hi = self.ends.min(axis=1), self.ends.max(axis=1)
        self.cache: dict[int, np.ndarray] = {}

    def near(self, point: np.ndarray, reach: float) -> np.ndarray:
        """Samples closer than ``reach`` to ``point`` in both coordinates, in segment order."""
        margin = reach + 1.0  # a sample may round past its segment's box
        close = np.flatnonzero(((self.lo <= point + margin) & (self.hi >= point - margin)).all(axis=1))
        for i in close:
            if i not in self.cache:
                self.cache[i] = _samples(self.ends[i, 0], self.ends[i, 1])
        samples = np.concatenate([np.zeros((0, 2)), *(self.cache[i] for i in close)])
        return samples[np.abs(samples - point).max(axis=1) < reach]


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
    samples = _SegmentSamples(segments)
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
        near = samples.near(vertex, reach.max() + half.max() + CLEAR)
        clearance = np.min(np.stack([lo[:, 0], lo[:, 1], size - hi[:, 0], size - hi[:, 1]]), axis=0) + CLEAR
        # obstacles: segment samples (a farther one cannot lower a clearance below CLEAR), the other
        # dots and the labels placed so far
        others = dots[[n != label for n in names]]
        obstacles_lo = np.concatenate([near, others - DOT_RADIUS, placed_lo])
        obstacles_hi = np.concatenate([near, others + DOT_RADIUS, placed_hi])
        if len(obstacles_lo):
            clearance = np.minimum(clearance, _box_gap(lo, hi, obstacles_lo, obstacles_hi))
        outward = vertex - centre
        norm = np.linalg.norm(outward)
        outward = outward / norm if norm > 1e-9 else np.array([0.0, 1.0])
        score = (10.0 * np.minimum(clearance, CLEAR) + 4.0 * (units @ outward) - 0.3 * gaps
                 + np.where(direction_index == previous.get(label, -1), 3.0, 0.0))
        if len(placed_lo):  # on a crowded figure every place is near some line: never cover a label there
            score = score - LABEL_OVERLAP_PENALTY * (_box_gap(lo, hi, placed_lo, placed_hi) <= 0.0)
        best = int(np.argmax(score))  # first maximum: deterministic
        placed_lo, placed_hi = np.vstack([placed_lo, lo[best]]), np.vstack([placed_hi, hi[best]])
        centres[label], chosen[label] = c[best], int(direction_index[best])
    return centres, chosen
