"""Helpers for the angle programs of library batch 3 (solid geometry): inverting an angle relation for a
backward question and short angle texts. Construction helpers stay in the programs (verify must not share
them with answer)."""
from __future__ import annotations

import numpy as np

from dynaforge.sdk.scene import positive_polynomial_roots


def signed_positive_root(expr, symbol, target, tol: float = 1e-7, hi: float | None = None) -> float | None:
    """The only positive x with expr(x) = target, or None when there is none or more than one.

    Squaring clears square roots (expr may be a cosine with a surd denominator), the roots of the
    resulting polynomial are found numerically, and each is kept only when expr itself (not its
    square) equals ``target``: a negative cosine is not confused with its opposite. When one squaring
    leaves surds (several square roots of the symbol), ``hi`` bounds a numeric scan of (0, hi] for
    sign changes instead (bisection-refined; None without ``hi``).
    Example: ``signed_positive_root(c / sp.sqrt(c**2 + 9), c, sp.Rational(4, 5)) -> 4.0``."""
    import sympy as sp

    target = sp.nsimplify(target)
    try:                       # a rational function of the symbol: no squaring (and no double roots)
        num, _ = sp.fraction(sp.together(expr - target))
        poly = sp.Poly(sp.expand(num), symbol)
    except sp.PolynomialError:
        num, _ = sp.fraction(sp.together(sp.expand(expr ** 2) - target ** 2))
        if not num.has(symbol):
            return None
        try:
            poly = sp.Poly(sp.expand(num), symbol)
        except sp.PolynomialError:
            if hi is None:
                return None
            g = sp.lambdify(symbol, expr - target, "math")
            return scan_root(lambda x: g(x), 0.0, float(hi))
    if poly.degree() < 1:
        return None
    f = sp.lambdify(symbol, expr, "math")
    found: list[float] = []
    for x in positive_polynomial_roots([float(c) for c in poly.all_coeffs()]):
        try:
            with np.errstate(all="ignore"):
                ok = abs(float(f(x)) - float(target)) <= tol * max(1.0, abs(float(target)))
        except (ValueError, ZeroDivisionError):
            ok = False
        if ok and all(abs(x - y) > 1e-6 * max(1.0, x) for y in found):
            found.append(x)
    return found[0] if len(found) == 1 else None


def scan_root(f, lo: float, hi: float, steps: int = 2000) -> float | None:
    """The only x in (lo, hi] where the float function f changes sign, by a scan and bisection; points
    where f is undefined (ValueError, ZeroDivisionError, non-finite) are skipped. None when no root or
    more than one. Example: ``scan_root(lambda x: x * x - 2, 0, 3) -> 1.41421356...``."""
    import math

    def val(x):
        try:
            with np.errstate(all="ignore"):
                y = float(f(x))
            return y if math.isfinite(y) else None
        except (ValueError, ZeroDivisionError, TypeError):
            return None

    xs = [lo + (hi - lo) * (i + 1) / steps for i in range(steps)]
    ys = [val(x) for x in xs]
    roots = []
    for (x0, y0), (x1, y1) in zip(zip(xs, ys), zip(xs[1:], ys[1:])):
        if y0 is None or y1 is None:
            continue
        if y0 == 0:
            roots.append(x0)
        elif y0 * y1 < 0:
            for _ in range(80):
                xm = (x0 + x1) / 2
                ym = val(xm)
                if ym is None:
                    break
                if y0 * ym <= 0:
                    x1, y1 = xm, ym
                else:
                    x0, y0 = xm, ym
            roots.append((x0 + x1) / 2)
    return roots[0] if len(roots) == 1 else None


def trig_name(kind: str) -> str:
    """'sin' -> 'sine', 'cos' -> 'cosine', 'tan' -> 'tangent' (for question texts)."""
    return {"sin": "sine", "cos": "cosine", "tan": "tangent"}[kind]


def exact_text(expr) -> str:
    """An exact surd as short text without ``nsimplify`` (which may re-nest a sum of surds):
    ``exact_text(sp.sqrt(6)/3 - sp.sqrt(3)/3) -> '-√3/3 + √6/3'``."""
    import re

    import sympy as sp

    text = sp.sstr(sp.expand(sp.radsimp(sp.sympify(expr)))).replace("*", "")
    return re.sub(r"sqrt\((\d+)\)", r"√\1", text).replace("sqrt", "√")


def cone_data_text(g: dict, hide: str | None = None) -> str:
    """How a question states a cone's sizes from givens ``g`` (``r``, and ``l`` or ``h``), leaving out
    the masked given ``hide`` of a backward question.

    Example: cone_data_text({"r": 3, "h": 4}) -> 'base radius 3 and height 4'"""
    data = [f"base radius {g['r']}"]
    if "l" in g and hide != "l":
        data.append(f"slant height {g['l']}")
    if "h" in g and hide != "h":
        data.append(f"height {g['h']}")
    return " and ".join(data)
