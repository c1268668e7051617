"""MathReal-style photographed renditions of a figure (placeholder until the photo module lands)."""
from __future__ import annotations

import numpy as np

CONDITIONS = ("blur", "underexposure", "overexposure", "shadow", "glare", "rotation",
              "perspective", "curl", "clutter", "handwriting")


def sample_conditions(rng: np.random.Generator) -> dict[str, int]:
    """Severity 0-3 (MathReal's scale) for every condition, drawn from the instance's photo stream."""
    weights = np.array([0.4, 0.3, 0.2, 0.1])
    levels = rng.choice(4, size=len(CONDITIONS), p=weights)
    out = {c: int(s) for c, s in zip(CONDITIONS, levels)}
    if out["underexposure"] and out["overexposure"]:
        out["overexposure"] = 0
    return out


def photograph(png: bytes, conditions: dict[str, int], seed: int) -> bytes:
    """PNG bytes of ``png`` as if photographed (placeholder: returns the clean image)."""
    return png
