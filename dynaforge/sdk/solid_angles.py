"""Solid-geometry helpers for angle and positional-relationship programs: vertices of regular
solids, angles between lines and planes by vectors, dihedral angles and relation tests.

Numeric helpers take numpy-compatible 3-vectors; the ``exact_*`` ones take sympy Matrices and
return exact sympy numbers (for ``answer``), so that a program can derive the answer exactly and
check it numerically by another route (e.g. ``dihedral_by_feet`` or ``dot_by_distances``)."""
from __future__ import annotations

import math
from typing import Sequence

import numpy as np
import sympy as sp

from .answers import Number
from .program import SeedProgram, SubQuestion
from .scene import restyle_segment, surd_text

TOL = 1e-9


def _v(x) -> np.ndarray:
    return np.asarray(x, dtype=float)


def plane_normal(a, b, c) -> np.ndarray:
    """A normal vector of the plane through a, b, c (not normalised).

    Example: plane_normal((0, 0, 0), (1, 0, 0), (0, 1, 0)) -> array([0., 0., 1.])"""
    a, b, c = _v(a), _v(b), _v(c)
    return np.cross(b - a, c - a)


def line_angle_deg(u, v) -> float:
    """The angle between two lines with directions u and v, in degrees, in [0, 90].

    Example: line_angle_deg((1, 0, 0), (1, 1, 0)) -> 45.0"""
    u, v = _v(u), _v(v)
    c = abs(u @ v) / (np.linalg.norm(u) * np.linalg.norm(v))
    return float(np.degrees(np.arccos(min(1.0, c))))


def line_plane_angle_deg(d, a, b, c) -> float:
    """The angle between a line with direction d and the plane through a, b, c, in degrees (0..90).

    Example: line_plane_angle_deg((0, 1, 1), (0, 0, 0), (1, 0, 0), (0, 1, 0)) -> 45.0"""
    d, n = _v(d), plane_normal(a, b, c)
    s = abs(d @ n) / (np.linalg.norm(d) * np.linalg.norm(n))
    return float(np.degrees(np.arcsin(min(1.0, s))))


def plane_angle_deg(a, b, c, d, e, f) -> float:
    """The angle between plane abc and plane def, in degrees, in [0, 90] (via the normals).

    Example: plane_angle_deg((0,0,0), (1,0,0), (0,1,0), (0,0,0), (1,0,0), (0,1,1)) -> 45.0"""
    return line_angle_deg(plane_normal(a, b, c), plane_normal(d, e, f))


def dihedral_by_feet(p, q, a, b) -> float:
    """The dihedral angle a-pq-b (half-plane through a against half-plane through b, both bounded
    by line pq), in degrees (0..180): the angle between the perpendiculars from a and b to pq.

    Example: dihedral_by_feet((0,0,0), (1,0,0), (0,1,0), (0,0,1)) -> 90.0"""
    p, q, a, b = _v(p), _v(q), _v(a), _v(b)
    e = (q - p) / np.linalg.norm(q - p)
    u = (a - p) - ((a - p) @ e) * e
    w = (b - p) - ((b - p) @ e) * e
    c = u @ w / (np.linalg.norm(u) * np.linalg.norm(w))
    return float(np.degrees(np.arccos(max(-1.0, min(1.0, c)))))


def dot_by_distances(a, b, c, d) -> float:
    """(b − a)·(d − c) from the six distances only: (|ad|² + |bc|² − |ac|² − |bd|²) / 2.

    Example: dot_by_distances((0,0,0), (1,0,0), (0,0,0), (1,1,0)) -> 1.0"""
    a, b, c, d = _v(a), _v(b), _v(c), _v(d)
    sq = lambda x, y: float((x - y) @ (x - y))
    return (sq(a, d) + sq(b, c) - sq(a, c) - sq(b, d)) / 2


def foot_on_plane(x, a, b, c) -> np.ndarray:
    """The orthogonal projection of point x onto the plane through a, b, c.

    Example: foot_on_plane((1, 2, 3), (0,0,0), (1,0,0), (0,1,0)) -> array([1., 2., 0.])"""
    x, a = _v(x), _v(a)
    n = plane_normal(a, b, c)
    return x - ((x - a) @ n) / (n @ n) * n


def lines_relation(p1, p2, q1, q2, tol: float = TOL) -> str:
    """Relation of line p1p2 and line q1q2: "coincident", "parallel", "intersecting" or "skew".

    Example: lines_relation((0,0,0), (1,0,0), (0,1,1), (0,2,1)) -> 'skew'"""
    p1, p2, q1, q2 = _v(p1), _v(p2), _v(q1), _v(q2)
    u, v, w = p2 - p1, q2 - q1, q1 - p1
    scale = max(np.linalg.norm(u), np.linalg.norm(v), np.linalg.norm(w), 1.0) ** 3
    if np.linalg.norm(np.cross(u, v)) < tol * scale:
        return "coincident" if np.linalg.norm(np.cross(u, w)) < tol * scale else "parallel"
    return "intersecting" if abs(np.cross(u, v) @ w) < tol * scale else "skew"


def planes_relation(a, b, c, d, e, f, tol: float = TOL) -> str:
    """Relation of plane abc and plane def: "coincident", "parallel", "perpendicular" or "oblique".

    Example: planes_relation((0,0,0), (1,0,0), (0,1,0), (0,0,0), (1,0,0), (0,0,1)) -> 'perpendicular'"""
    n1, n2 = plane_normal(a, b, c), plane_normal(d, e, f)
    scale = np.linalg.norm(n1) * np.linalg.norm(n2)
    if np.linalg.norm(np.cross(n1, n2)) < tol * scale:
        return "coincident" if abs(n1 @ (_v(d) - _v(a))) < tol * np.linalg.norm(n1) * 10 else "parallel"
    return "perpendicular" if abs(n1 @ n2) < tol * scale else "oblique"


# -- exact (sympy) versions ------------------------------------------------------------------------
def exact_line_cos(u: sp.Matrix, v: sp.Matrix):
    """Exact cosine of the angle between lines with directions u, v: |u·v| / (|u||v|).

    Example: exact_line_cos(sp.Matrix([1, 0, 0]), sp.Matrix([1, 1, 0])) -> sqrt(2)/2"""
    return sp.radsimp(sp.nsimplify(sp.Abs(u.dot(v)) / (u.norm() * v.norm())))


def exact_normal(a: sp.Matrix, b: sp.Matrix, c: sp.Matrix) -> sp.Matrix:
    """Exact normal vector (b − a) × (c − a) of plane abc.

    Example: exact_normal(sp.Matrix([0,0,0]), sp.Matrix([1,0,0]), sp.Matrix([0,1,0])) -> Matrix([0, 0, 1])"""
    return (b - a).cross(c - a)


def exact_line_plane_sin(d: sp.Matrix, a: sp.Matrix, b: sp.Matrix, c: sp.Matrix):
    """Exact sine of the angle between a line with direction d and plane abc.

    Example: exact_line_plane_sin(sp.Matrix([0,1,1]), *[sp.Matrix(v) for v in ((0,0,0),(1,0,0),(0,1,0))]) -> sqrt(2)/2"""
    return exact_line_cos(d, exact_normal(a, b, c))


def deg(x) -> float:
    """Degrees of an exact or float angle given in radians (sympy or float).

    Example: deg(sp.pi / 3) -> 60.0"""
    return float(sp.N(x, 30)) * 180.0 / math.pi


# -- vertices of common solids ----------------------------------------------------------------------
def regular_tetrahedron_xyz(edge: float) -> list[np.ndarray]:
    """The 4 vertices of a regular tetrahedron: base triangle on z = 0 centred at the origin
    (counter-clockwise, first edge at the front) and the apex last, above the centre.

    Example: regular_tetrahedron_xyz(2)[3] -> array([0., 0., 1.63299316])"""
    r = edge / math.sqrt(3)
    base = [np.array([r * math.cos(t), r * math.sin(t), 0.0])
            for t in (math.radians(-150), math.radians(-30), math.radians(90))]
    return base + [np.array([0.0, 0.0, edge * math.sqrt(2.0 / 3.0)])]


def regular_octahedron_xyz(edge: float) -> list[np.ndarray]:
    """The 6 vertices of a regular octahedron: a horizontal square (4, counter-clockwise) at z = 0,
    then the top and the bottom vertex on the z axis.

    Example: len(regular_octahedron_xyz(2)) -> 6"""
    r = edge / math.sqrt(2)
    sq = [np.array([r * math.cos(t), r * math.sin(t), 0.0])
          for t in (math.radians(-135), math.radians(-45), math.radians(45), math.radians(135))]
    return sq + [np.array([0.0, 0.0, r]), np.array([0.0, 0.0, -r])]


def prism_xyz(base_xy: Sequence[Sequence[float]], height: float) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Bottom and top vertices of a right prism over the polygon ``base_xy`` (bottom at z = 0).

    Example: prism_xyz([(0, 0), (1, 0), (0, 1)], 2)[1][0] -> array([0., 0., 2.])"""
    bottom = [np.array([x, y, 0.0]) for x, y in base_xy]
    return bottom, [b + np.array([0.0, 0.0, float(height)]) for b in bottom]


# -- template of a skew-lines angle program ----------------------------------------------------------


def vec_text(m) -> str:
    """Exact coordinates as short text: (2, √3, 0).

    Example: vec_text(sp.Matrix([2, sp.sqrt(3), 0])) -> '(2, √3, 0)'"""
    return "(" + ", ".join(surd_text(sp.nsimplify(x)) for x in m) + ")"


def pick_skew_pair(rng, pts, names, tries=4000, right_keep=0.3):
    """Two lines (as pairs of names of ``pts``) that are skew; right angles kept with prob ``right_keep``.

    Example: l1, l2 = pick_skew_pair(rng, {k: float_xyz[k] for k in names}, names)"""
    for _ in range(tries):
        a, b, c, d = (names[int(i)] for i in rng.choice(len(names), size=4, replace=False))
        if lines_relation(pts[a], pts[b], pts[c], pts[d]) != "skew":
            continue
        u, v = pts[b] - pts[a], pts[d] - pts[c]
        if abs(u @ v) < 1e-9 * np.linalg.norm(u) * np.linalg.norm(v) and rng.random() > right_keep:
            continue
        return [a, b], [c, d]
    raise RuntimeError("no skew pair found")


def mark_lines(s, lines):
    """Draw the given lines (pairs of labels) in red, restyling those that are already edges.

    Example: mark_lines(s, [p["l1"], p["l2"]])"""
    for x, y in lines:
        if any({x, y} == {a, b} for a, b, _ in s.segments):
            restyle_segment(s, x, y, "auxiliary")
        else:
            s.segment(x, y, style="auxiliary")


class SkewAngleBase(SeedProgram):
    """Template of an "angle between the skew lines p["l1"] and p["l2"]" program: the subclass gives
    ``_exact(p)`` (label -> sympy Matrix), ``_givens(p)``, ``_frame(p)`` (a sentence fixing the
    coordinates), ``scene(p)``, ``length_concept`` and its own ``verify(g)`` (from the givens, not
    from ``_exact`` or a scene built on it); this gives question, answer (exact vectors),
    sub-questions and reasoning.

    Example: class MyPrismAngle(SkewAngleBase): ...
    """

    # subclasses: _exact(p) -> {label: sympy Matrix}, _givens(p) -> str, _frame(p) -> str, scene(p)
    def _cos(self, p):
        X = self._exact(p)
        (a, b), (c, d) = p["l1"], p["l2"]
        return exact_line_cos(X[b] - X[a], X[d] - X[c])

    def question(self, p):
        return (f"{self._givens(p)} Find the angle between the skew lines {''.join(p['l1'])} and "
                f"{''.join(p['l2'])}, in degrees.")

    def answer(self, p):
        return Number(deg(sp.acos(self._cos(p))))

    def subquestions(self, p):
        X = self._exact(p)
        (a, b), (c, d) = p["l1"], p["l2"]
        return [
            SubQuestion(f"{self._givens(p)} Find the length of segment {a}{b}.",
                        Number(float((X[b] - X[a]).norm())), self.length_concept),
            SubQuestion(f"{self._givens(p)} Find the cosine of the angle between lines {a}{b} and {c}{d}.",
                        Number(float(self._cos(p))), "solid_figures/angles/skew_lines_angle"),
        ]

    def reasoning(self, p):
        X = self._exact(p)
        (a, b), (c, d) = p["l1"], p["l2"]
        u, w = X[b] - X[a], X[d] - X[c]
        cos = self._cos(p)
        used = []
        for k in (a, b, c, d):
            if k not in used:
                used.append(k)
        return [
            self._frame(p),
            "Coordinates: " + ", ".join(f"{k} = {vec_text(X[k])}" for k in used) + ".",
            f"Directions: {a}{b} = {vec_text(u)}, {c}{d} = {vec_text(w)}; dot product "
            f"{surd_text(sp.nsimplify(u.dot(w)))}.",
            f"|{a}{b}| = {surd_text(sp.nsimplify(u.norm()))}, |{c}{d}| = {surd_text(sp.nsimplify(w.norm()))}, "
            f"so cos θ = |{a}{b}·{c}{d}| / (|{a}{b}||{c}{d}|) = {surd_text(cos)}.",
            f"θ = arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]


# -- a small library of labelled solids for positional-relationship programs -----------------------
SOLID_KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism",
               "regular_square_pyramid", "perpendicular_edge_pyramid", "regular_tetrahedron")


def named_solid(kind: str, dims: Sequence[int], style: str = "sub") -> tuple[dict, list, str]:
    """(vertices {label: xyz}, faces [labels...], text naming the solid and its data) of a labelled
    solid of ``SOLID_KINDS``; ``dims`` holds up to three positive sizes, ``style`` the prism labels.

    Example: pts, faces, text = named_solid("cuboid", (3, 4, 5), "prime")"""
    from .scene import regular_polygon_xy, solid_vertex_labels
    a, b, c = (list(dims) + [1, 1, 1])[:3]
    if kind in ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism"):
        n = {"regular_triangular_prism": 3, "regular_hexagonal_prism": 6}.get(kind, 4)
        bottom, top = solid_vertex_labels(n, style)
        if n == 4:
            b_, c_ = (a, a) if kind == "cube" else (b, c)
            xy, h = [(0, 0), (a, 0), (a, b_), (0, b_)], c_
        else:
            xy, h = regular_polygon_xy(n, a / (2 * math.sin(math.pi / n))), b
        bt, tp = prism_xyz(xy, h)
        pts = dict(zip(bottom, bt)) | dict(zip(top, tp))
        faces = [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]
        name = "".join(bottom) + "-" + "".join(top)
        text = {"cube": f"the cube {name} with edge length {a}",
                "cuboid": f"the cuboid {name} with {bottom[0]}{bottom[1]} = {a}, {bottom[1]}{bottom[2]} = {b} "
                          f"and {bottom[0]}{top[0]} = {c}",
                "regular_triangular_prism": f"the regular triangular prism {name} with base edge {a} and "
                                            f"lateral edge {b}",
                "regular_hexagonal_prism": f"the regular hexagonal prism {name} with base edge {a} and "
                                           f"lateral edge {b}"}[kind]
        return pts, faces, text
    if kind in ("regular_square_pyramid", "perpendicular_edge_pyramid"):
        base = ["A", "B", "C", "D"]
        if kind == "regular_square_pyramid":
            xy, apex = [(-a / 2, -a / 2), (a / 2, -a / 2), (a / 2, a / 2), (-a / 2, a / 2)], (0.0, 0.0, float(b))
            text = f"the regular square pyramid P-ABCD with base edge {a} and height {b}"
        else:
            xy, apex = [(0, 0), (a, 0), (a, b), (0, b)], (0.0, 0.0, float(c))
            shape = f"a square with side {a}" if a == b else f"a rectangle with AB = {a} and AD = {b}"
            text = f"the pyramid P-ABCD in which PA ⟂ plane ABCD, PA = {c} and ABCD is {shape}"
        pts = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(base, xy)} | {"P": np.array(apex)}
        faces = [base] + [[base[i], base[(i + 1) % 4], "P"] for i in range(4)]
        return pts, faces, text
    if kind == "regular_tetrahedron":
        pts = dict(zip(["A", "B", "C", "P"], regular_tetrahedron_xyz(a)))
        return pts, [["A", "B", "C"], ["A", "B", "P"], ["B", "C", "P"], ["C", "A", "P"]], \
            f"the regular tetrahedron P-ABC with edge length {a}"
    raise ValueError(f"unknown solid kind {kind!r}; use one of {SOLID_KINDS}")


def solid_edges(faces) -> list[tuple[str, str]]:
    """The edges (label pairs, each once, in first-seen order) of a solid given by its faces.

    Example: solid_edges([["A", "B", "C"], ["A", "B", "P"]]) -> [('A','B'), ('B','C'), ('C','A'), ('B','P'), ('P','A')]"""
    out = []
    for f in faces:
        for x, y in zip(f, list(f[1:]) + [f[0]]):
            if not any({x, y} == set(e) for e in out):
                out.append((x, y))
    return out


# -- added by the second batch-2 angle/position author ---------------------------------------------
def tetrahedron_from_edges(ab, ac, ad, bc, bd, cd) -> list[np.ndarray]:
    """Vertices A, B, C, D of a tetrahedron with the given six edge lengths: A at the origin, B on the
    x axis, C in the plane z = 0 (y > 0), D above (z > 0); ValueError when no such tetrahedron exists.

    Example: tetrahedron_from_edges(2, 2, 2, 2, 2, 2)[3] -> array([1., 0.57735027, 1.63299316])"""
    ab, ac, ad, bc, bd, cd = (float(x) for x in (ab, ac, ad, bc, bd, cd))
    cx = (ab ** 2 + ac ** 2 - bc ** 2) / (2 * ab)
    cy2 = ac ** 2 - cx ** 2
    if cy2 <= 1e-9:
        raise ValueError("triangle ABC is degenerate or impossible")
    cy = math.sqrt(cy2)
    dx = (ab ** 2 + ad ** 2 - bd ** 2) / (2 * ab)
    dy = (ac ** 2 + ad ** 2 - cd ** 2 - 2 * cx * dx) / (2 * cy)
    dz2 = ad ** 2 - dx ** 2 - dy ** 2
    if dz2 <= 1e-9:
        raise ValueError("the six lengths do not form a (non-flat) tetrahedron")
    return [np.zeros(3), np.array([ab, 0.0, 0.0]), np.array([cx, cy, 0.0]), np.array([dx, dy, math.sqrt(dz2)])]
