"""Helpers for the length/distance and moving-point solid programs of library batch 3 (s4len)."""
from __future__ import annotations

import sympy as sp

from .scene import surd_text


def value_text(expr, max_len: int = 12) -> str:
    """An exact number as short text (2√3/3), or rounded to 4 decimals when the exact form is long.

    Example: value_text(sp.sqrt(12)) -> '2√3'; value_text(sp.Rational(69, 20) + sp.sqrt(2721) / 3) -> '20.8377'
    """
    text = surd_text(sp.radsimp(sp.sympify(expr)))
    return text if len(text) <= max_len else f"{float(expr):.4f}"
