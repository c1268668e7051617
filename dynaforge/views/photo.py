"""MathReal-style photographed renditions: the figure printed on a page and shot with a phone.

Each condition has a severity 0–3 (MathReal's scale), drawn from the instance's photo stream and
stored in the record; ``photograph`` turns (clean PNG, severities, seed) into the same photo on
every run. OpenCV does the geometric and photometric work (warps, remaps, blurs); the parameters
per severity are in ``SEVERITY`` so a reviewer can see what level 3 means. Severity 3 is kept
short of destroying the figure: the question must still be solvable from the photo.
"""
from __future__ import annotations

import io

import numpy as np

CONDITIONS = ("blur", "underexposure", "overexposure", "shadow", "glare", "rotation",
              "perspective", "curl", "clutter", "handwriting")

# What each severity level means (index = severity).
SEVERITY = {
    "blur": [0.0, 0.6, 0.9, 1.2],                # gaussian sigma, in pixels of a 512 px figure
    "underexposure": [1.0, 0.85, 0.72, 0.6],   # brightness gain
    "overexposure": [0.0, 25.0, 45.0, 65.0],   # brightness lift (0-255 scale)
    "shadow": [0.0, 0.2, 0.32, 0.45],          # darkening inside the shadow
    "glare": [0.0, 0.35, 0.55, 0.75],          # peak strength of the specular highlight
    "rotation": [0.0, 3.0, 7.0, 12.0],         # max in-plane rotation, degrees
    "perspective": [0.0, 0.03, 0.06, 0.09],    # max corner displacement, fraction of the side
    "curl": [0.0, 4.0, 8.0, 12.0],             # page bend amplitude, pixels
    "clutter": [0, 2, 4, 7],                   # objects on the desk around the page
    "handwriting": [0, 2, 4, 6],               # pen strokes on the page
}
OUTPUT_SIZE = 640
JPEG_QUALITY = 85  # default; params.yaml render.photo_jpeg_quality sets it per build (~30 KB a photo)
WEIGHTS = np.array([0.4, 0.3, 0.2, 0.1])


def sample_conditions(rng: np.random.Generator) -> dict[str, int]:
    """Severity 0-3 for every condition, drawn from the instance's photo stream.

    A photo is either under- or over-exposed, not both; at least one condition is present.
    """
    levels = rng.choice(4, size=len(CONDITIONS), p=WEIGHTS)
    out = {c: int(s) for c, s in zip(CONDITIONS, levels)}
    if out["underexposure"] and out["overexposure"]:
        out["overexposure"] = 0
    if not any(out.values()):
        out[CONDITIONS[int(rng.integers(len(CONDITIONS)))]] = 1
    return out


def photograph(png: bytes, conditions: dict[str, int], seed: int, quality: int = JPEG_QUALITY) -> bytes:
    """JPEG bytes (at ``quality``, as a phone saves them) of the figure as a phone photo of a
    printed page under ``conditions``."""
    import cv2
    from PIL import Image

    cv2.setNumThreads(1)
    # OpenCV picks SIMD code paths (AVX2, AVX-512) by the CPU it runs on, and they round differently:
    # the portable path gives the same bytes on every x86-64 machine
    cv2.setUseOptimized(False)
    rng = np.random.default_rng([seed & 0xFFFFFFFF, seed >> 32, 0x9E3779B9])
    level = {c: int(conditions.get(c, 0)) for c in CONDITIONS}
    figure = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.float32)
    page = _page(figure, rng)
    page = _handwriting(cv2, page, level["handwriting"], rng)
    page = _curl(cv2, page, SEVERITY["curl"][level["curl"]], rng)
    photo = _place_on_desk(cv2, page, level, rng)
    photo = _shadow(cv2, photo, SEVERITY["shadow"][level["shadow"]], rng)
    photo = _glare(photo, SEVERITY["glare"][level["glare"]], rng)
    photo = photo * SEVERITY["underexposure"][level["underexposure"]] + SEVERITY["overexposure"][level["overexposure"]]
    sigma = SEVERITY["blur"][level["blur"]] * OUTPUT_SIZE / 512
    if sigma:
        photo = cv2.GaussianBlur(photo, (0, 0), sigma)
    photo = photo + rng.normal(0, 2.5, photo.shape).astype(np.float32)  # sensor noise
    photo = np.clip(photo, 0, 255).astype(np.uint8)
    buffer = io.BytesIO()
    Image.fromarray(photo).save(buffer, format="JPEG", quality=quality, optimize=True)
    return buffer.getvalue()


def _page(figure: np.ndarray, rng) -> np.ndarray:
    """The figure printed on slightly off-white paper with a margin."""
    h, w = figure.shape[:2]
    margin = int(0.08 * max(h, w))
    tint = np.array([246, 244, 236], dtype=np.float32) + rng.normal(0, 2, 3).astype(np.float32)
    page = np.ones((h + 2 * margin, w + 2 * margin, 3), dtype=np.float32) * tint
    ink = figure / 255.0  # multiply: white stays paper, ink darkens it
    page[margin:margin + h, margin:margin + w] *= ink
    return page


def _handwriting(cv2, page: np.ndarray, strokes: int, rng) -> np.ndarray:
    """Pen marks: short curved strokes, mostly in the margins, a tick or circle near the figure."""
    h, w = page.shape[:2]
    colors = [(30, 60, 160), (20, 20, 20), (170, 30, 30)]
    for _ in range(strokes):
        color = colors[int(rng.integers(len(colors)))]
        in_margin = rng.random() < 0.7
        if in_margin:
            y = float(rng.choice([rng.uniform(0.01, 0.07), rng.uniform(0.93, 0.99)])) * h
            x = rng.uniform(0.05, 0.8) * w
        else:
            x, y = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        length = rng.uniform(0.06, 0.18) * w
        t = np.linspace(0, 1, 24)
        xs = x + t * length
        ys = y + np.sin(t * rng.uniform(3, 9)) * rng.uniform(2, 6)
        pts = np.stack([xs, ys], axis=1).astype(np.int32).reshape(-1, 1, 2)
        cv2.polylines(page, [pts], False, color, thickness=2, lineType=cv2.LINE_AA)
    return page


def _curl(cv2, page: np.ndarray, amplitude: float, rng) -> np.ndarray:
    """Non-planar paper: a smooth vertical displacement that varies across the page."""
    if not amplitude:
        return page
    h, w = page.shape[:2]
    xs, ys = np.meshgrid(np.arange(w, dtype=np.float32), np.arange(h, dtype=np.float32))
    phase = rng.uniform(0, np.pi)
    dy = amplitude * np.sin(np.pi * xs / w + phase) * (ys / h)
    dx = 0.3 * amplitude * np.sin(np.pi * ys / h)
    return cv2.remap(page, xs + dx, ys + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def _desk(cv2, clutter: int, rng) -> np.ndarray:
    """A desk surface: wood-like colour and grain, with ``clutter`` objects on it."""
    size = OUTPUT_SIZE
    base = np.array(rng.choice([[120, 92, 64], [90, 90, 96], [150, 130, 105], [60, 70, 60]]), dtype=np.float32)
    grain = cv2.GaussianBlur(rng.normal(0, 18, (size, size)).astype(np.float32), (0, 0), sigmaX=25, sigmaY=2)
    desk = np.ones((size, size, 3), dtype=np.float32) * base + grain[..., None]
    for _ in range(clutter):
        color = tuple(float(c) for c in rng.uniform(20, 235, 3))
        cx, cy = (int(v) for v in rng.uniform(0, size, 2))
        if rng.random() < 0.5:
            axes = (int(rng.uniform(20, 70)), int(rng.uniform(10, 40)))
            cv2.ellipse(desk, (cx, cy), axes, float(rng.uniform(0, 180)), 0, 360, color, -1, cv2.LINE_AA)
        else:
            half = rng.uniform(15, 60, 2)
            cv2.rectangle(desk, (int(cx - half[0]), int(cy - half[1])), (int(cx + half[0]), int(cy + half[1])),
                          color, -1, cv2.LINE_AA)
    return desk


def _place_on_desk(cv2, page: np.ndarray, level: dict, rng) -> np.ndarray:
    """Rotate, tilt and place the page on the desk (the page fills most of the frame)."""
    size = OUTPUT_SIZE
    h, w = page.shape[:2]
    fill = 0.95 - 0.025 * level["clutter"]  # more clutter shows more desk
    side = size * fill
    corners = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    centre = np.array([size / 2, size / 2]) + rng.uniform(-0.03, 0.03, 2) * size
    angle = np.radians(rng.uniform(-1, 1) * SEVERITY["rotation"][level["rotation"]])
    rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    square = np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]]) * side
    jitter = rng.uniform(-1, 1, (4, 2)) * SEVERITY["perspective"][level["perspective"]] * side
    target = np.float32((square + jitter) @ rot.T + centre)
    matrix = cv2.getPerspectiveTransform(corners, target)
    warped = cv2.warpPerspective(page, matrix, (size, size), flags=cv2.INTER_LINEAR,
                                 borderMode=cv2.BORDER_CONSTANT, borderValue=(0, 0, 0))
    mask = cv2.warpPerspective(np.ones((h, w), np.float32), matrix, (size, size), flags=cv2.INTER_LINEAR)
    desk = _desk(cv2, SEVERITY["clutter"][level["clutter"]], rng)
    return warped * mask[..., None] + desk * (1 - mask[..., None])


def _shadow(cv2, photo: np.ndarray, strength: float, rng) -> np.ndarray:
    """A soft-edged shadow (a hand or phone) over part of the frame."""
    if not strength:
        return photo
    size = photo.shape[0]
    mask = np.zeros((size, size), np.float32)
    corner = rng.integers(0, 4)
    cx, cy = [(0, 0), (size, 0), (size, size), (0, size)][int(corner)]
    radius = int(rng.uniform(0.45, 0.7) * size)
    cv2.circle(mask, (cx, cy), radius, 1.0, -1)
    mask = cv2.GaussianBlur(mask, (0, 0), size * 0.08)
    return photo * (1 - strength * mask[..., None])


def _glare(photo: np.ndarray, strength: float, rng) -> np.ndarray:
    """A specular highlight: a bright elliptical blob with a gaussian fall-off."""
    if not strength:
        return photo
    size = photo.shape[0]
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float32)
    cx, cy = rng.uniform(0.2, 0.8, 2) * size
    sx, sy = rng.uniform(0.08, 0.16, 2) * size
    blob = np.exp(-(((xs - cx) / sx) ** 2 + ((ys - cy) / sy) ** 2) / 2)
    return photo + strength * 255 * blob[..., None] * (1 - photo / 255 * 0.5)
