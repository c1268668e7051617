"""Exact (sympy) checks of volumes and surface areas of convex solids, and exact-number texts.

These are *verify-side* tools: they measure a solid from its exact vertex coordinates (the faces
are found by a convex hull), so a program's ``answer`` can use a synthetic formula and its
``verify`` the coordinates."""
from __future__ import annotations

import re
from typing import Sequence

import numpy as np
import sympy as sp


def exact_text(expr) -> str:
    """An exact sympy number as question text: 125*sqrt(2)/3 -> 125√2/3, 32*pi/3 -> 32π/3.

    Example: exact_text(sp.sqrt(8) * sp.pi) -> '2√2π'"""
    text = str(sp.radsimp(sp.sympify(expr)))
    text = re.sub(r"sqrt\((\d+)\)", r"√\1", text).replace("sqrt", "√").replace("pi", "π")
    text = re.sub(r"(?<=[\d)π])\*(?=[√π(])", "", text)   # 2*√3 -> 2√3, 3*π -> 3π
    return text.replace("*", "·")


def _hull_triangles(points: Sequence[Sequence]) -> list[tuple[int, int, int]]:
    from scipy.spatial import ConvexHull

    return [tuple(int(i) for i in t) for t in ConvexHull(np.array(points, dtype=float)).simplices]


def exact_hull_volume(points: Sequence[Sequence]) -> sp.Expr:
    """Exact volume of the convex hull of points with exact (sympy) coordinates: the hull's
    triangles (found numerically) fanned from an interior point, each |det|/6 exactly.

    Example: exact_hull_volume([(0,0,0), (1,0,0), (0,1,0), (0,0,1)]) -> 1/6"""
    P = [sp.Matrix([sp.sympify(c) for c in p]) for p in points]
    centre = sum(P, sp.zeros(3, 1)) / len(P)
    total = sp.Integer(0)
    for i, j, k in _hull_triangles([[float(c) for c in p] for p in P]):
        total += sp.Abs(sp.Matrix.hstack(P[i] - centre, P[j] - centre, P[k] - centre).det()) / 6
    return sp.simplify(sp.radsimp(total))


def exact_hull_area(points: Sequence[Sequence]) -> sp.Expr:
    """Exact total surface area of the convex hull of points with exact coordinates: half the
    length of the cross product of each hull triangle, added and simplified.

    Example: exact_hull_area([(0,0,0), (1,0,0), (0,1,0), (0,0,1)]) -> 3/2 + sqrt(3)/2"""
    P = [sp.Matrix([sp.sympify(c) for c in p]) for p in points]
    total = sp.Integer(0)
    for i, j, k in _hull_triangles([[float(c) for c in p] for p in P]):
        n = (P[j] - P[i]).cross(P[k] - P[i])
        total += sp.sqrt(sp.expand(n.dot(n))) / 2
    return sp.simplify(sp.radsimp(total))


def exact_face_area(points: Sequence[Sequence]) -> sp.Expr:
    """Exact area of a planar polygon (vertices in order, exact coordinates): half the length of
    its vector area Σ pᵢ × pᵢ₊₁.

    Example: exact_face_area([(0,0,0), (2,0,0), (2,3,0), (0,3,0)]) -> 6"""
    P = [sp.Matrix([sp.sympify(c) for c in p]) for p in points]
    s = sp.zeros(3, 1)
    for a, b in zip(P, P[1:] + P[:1]):
        s += a.cross(b)
    return sp.simplify(sp.sqrt(sp.expand(s.dot(s))) / 2)
