"""Where a solid figure's vertex labels go on screen, so that none sits on a dot, an edge or
another label.

Placement works in pixels on the projected figure, per view (and per orbit frame): each label
tries 16 directions around its vertex at three gaps and takes the one with the most clearance
from every drawn segment, every vertex dot, the labels already placed and the image border (on a
crowded figure, a place on another label loses to any place that is not), preferring, once clear,
the direction away from the figure's centre (textbook style) and, in an orbit, the direction it had
in the previous frame (labels do not jump about). Labels are placed in the scene's order;
everything is deterministic. In an orbit most labels keep their place, which is checked first.
"""
from __future__ import annotations

import functools
from typing import Sequence

import numpy as np

DIRECTIONS = np.array([(np.cos(a), np.sin(a)) for a in np.linspace(0, 2 * np.pi, 16, endpoint=False)])
GAPS = (5.0, 10.0, 16.0)  # pixels between a label's box and its vertex dot, nearest first
CLEAR = 6.0               # pixels of clearance beyond which a placement counts as clear
DOT_RADIUS = 4.0
SAMPLE_PX = 2.0           # segments are checked at points this far apart
LABEL_OVERLAP_PENALTY = 100.0  # more than any other term can add: a free place beats one on another label
# the candidates: every direction at the nearest gap, then at the next (index = gap * 16 + direction)
CANDIDATE_GAPS = np.repeat(GAPS, len(DIRECTIONS))
UNITS = np.tile(DIRECTIONS, (len(GAPS), 1))
DIRECTION_INDEX = np.tile(np.arange(len(DIRECTIONS)), len(GAPS))
GAP_COST = 0.3 * CANDIDATE_GAPS  # a nearer place is preferred
KEEP_BONUS = 3.0                 # in an orbit, the direction a label had in the previous frame is preferred


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


def _clearance(lo: np.ndarray, hi: np.ndarray, obstacles: tuple[np.ndarray, np.ndarray],
               placed: tuple[np.ndarray, np.ndarray], size: int) -> tuple[np.ndarray, np.ndarray]:
    """Each candidate box's clearance from the image border, the ``obstacles`` and the ``placed`` labels
    (boxes as (lo, hi) rows), and whether it touches a placed label."""
    clearance = np.minimum(np.minimum(lo[:, 0], lo[:, 1]), np.minimum(size - hi[:, 0], size - hi[:, 1])) + CLEAR
    if len(obstacles[0]):
        clearance = np.minimum(clearance, _box_gap(lo, hi, *obstacles))
    if not len(placed[0]):
        return clearance, np.zeros(len(lo), dtype=bool)
    to_labels = _box_gap(lo, hi, *placed)
    return np.minimum(clearance, to_labels), to_labels <= 0.0


@functools.lru_cache(maxsize=1024)
def _candidates(text: str, font_px: float) -> tuple[np.ndarray, np.ndarray, float]:
    """A label's half box, its 48 candidate centres relative to its vertex (16 directions at the
    three gaps) and how far from the vertex an obstacle can still matter to one of them."""
    half = np.array(text_box(text, font_px)) / 2
    reach = np.abs(UNITS) @ half + DOT_RADIUS + CANDIDATE_GAPS
    offsets = UNITS * reach[:, None]
    half.flags.writeable = offsets.flags.writeable = False  # cached: shared by every call
    return half, offsets, float(reach.max() + half.max() + CLEAR)


def place(anchors: dict[str, np.ndarray], shown: Sequence[str], segments: Sequence[tuple[np.ndarray, np.ndarray]],
          size: int, font_px: float, previous: dict[str, int] | None = None,
          shortcut: bool = True) -> tuple[dict[str, np.ndarray], dict[str, int]]:
    """Label centres (pixels, y up) for the ``shown`` labels of the projected points ``anchors``,
    avoiding ``segments`` (pixel end points); also the direction index each took (pass it back as
    ``previous`` for the next orbit frame).

    ``shortcut``: a label whose previous direction is clear at the nearest gap, and preferred over every
    other place even were those clear too, keeps it without scoring the others (the choice a full search
    makes, found sooner; ``False`` scores every place)."""
    previous = previous or {}
    names = list(anchors)
    dots = np.array([anchors[n] for n in names]).reshape(-1, 2)
    dots_lo, dots_hi = dots - DOT_RADIUS, dots + DOT_RADIUS
    samples = _segment_samples(segments)
    samples = samples[np.argsort(samples[:, 0], kind="stable")]  # by x, to cut a window out of them
    samples_x = np.ascontiguousarray(samples[:, 0])
    centre = dots.mean(axis=0) if len(dots) else np.zeros(2)
    placed_lo, placed_hi = np.zeros((len(shown), 2)), np.zeros((len(shown), 2))
    centres: dict[str, np.ndarray] = {}
    chosen: dict[str, int] = {}
    for count, label in enumerate(shown):
        vertex = anchors[label]
        half, offsets, window = _candidates(label, font_px)
        c = vertex + offsets
        lo, hi = c - half, c + half
        # obstacles: the segment samples that can lower a clearance below CLEAR (a farther one cannot)
        # and the other dots
        first, last = np.searchsorted(samples_x, (vertex[0] - window - 1.0, vertex[0] + window + 1.0))
        near = samples[first:last]
        near = near[np.abs(near - vertex).max(axis=1) < window]
        others = np.arange(len(names)) != names.index(label)
        obstacles = np.concatenate([near, dots_lo[others]]), np.concatenate([near, dots_hi[others]])
        placed = placed_lo[:count], placed_hi[:count]
        outward = vertex - centre
        norm = np.linalg.norm(outward)
        outward = outward / norm if norm > 1e-9 else np.array([0.0, 1.0])
        kept = previous.get(label, -1)  # its candidate at the nearest gap has the direction's index
        preference = 4.0 * (UNITS @ outward) - GAP_COST
        # every candidate's score were it clear: a clear candidate scores exactly this, any other no more
        best_case = 10.0 * CLEAR + preference
        best = -1
        if kept >= 0:
            best_case[DIRECTION_INDEX == kept] += KEEP_BONUS
            rivals = best_case.copy()
            rivals[kept] = -np.inf
            if shortcut and best_case[kept] > rivals.max():
                clearance, _ = _clearance(lo[kept:kept + 1], hi[kept:kept + 1], obstacles, placed, size)
                best = kept if clearance[0] >= CLEAR else -1
        if best < 0:
            clearance, on_label = _clearance(lo, hi, obstacles, placed, size)
            score = 10.0 * np.minimum(clearance, CLEAR) + preference
            if kept >= 0:
                score[DIRECTION_INDEX == kept] += KEEP_BONUS
            # on a crowded figure every place is near some line: never cover a label there
            best = int(np.argmax(score - LABEL_OVERLAP_PENALTY * on_label))  # first maximum: deterministic
        placed_lo[count], placed_hi[count] = lo[best], hi[best]
        centres[label], chosen[label] = c[best], int(DIRECTION_INDEX[best])
    return centres, chosen
