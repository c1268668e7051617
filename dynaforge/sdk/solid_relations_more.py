"""Small helpers for cuboid positional-relationship programs (library batch 3): which axis an edge runs
along, whether three vertices share a face, and how a question names the box. Vertex indices follow
``scene.cuboid_corner``: 0-3 the bottom face counter-clockwise from the origin (A, B, C, D), 4-7 above them."""
from __future__ import annotations

from typing import Sequence

from .scene import Scene, solid_vertex_labels
from .solid_position import box_corner_frac, frac_cross, frac_dot, frac_sub


def _bits(i: int) -> tuple[bool, bool, bool]:
    return (i % 4) in (1, 2), (i % 4) in (2, 3), i >= 4


def cuboid_edge_axis(edge: Sequence[int]) -> int:
    """The axis (0: AB, 1: AD, 2: AA₁) along which the cuboid edge given by two vertex indices runs.

    Example: cuboid_edge_axis((1, 5)) -> 2 (the lateral edge BB₁)"""
    i, j = edge
    if i // 4 != j // 4:
        return 2
    return 0 if {i % 4, j % 4} in ({0, 1}, {2, 3}) else 1


def on_one_box_face(vertices: Sequence[int]) -> bool:
    """Whether the given vertex indices of a cuboid all lie on one face (a plane through them is a face).

    Example: on_one_box_face((0, 1, 5)) -> True (face ABB₁A₁); on_one_box_face((1, 3, 4)) -> False (A₁BD)"""
    coords = [_bits(i) for i in vertices]
    return any(len({c[k] for c in coords}) == 1 for k in range(3))


def box_statement(labels: Sequence[str], g: dict, hide: str | None = None) -> str:
    """How a question states a cube (givens with "a" only) or a cuboid (givens "a", "b", "c" = AB, AD, AA₁);
    the given named by ``hide`` is written as its letter (a backward question).

    Example: box_statement(cuboid_labels("prime"), {"a": 3, "b": 4, "c": 5}) ->
    "the cuboid ABCD-A'B'C'D' with AB = 3, AD = 4 and AA' = 5" """
    L = labels
    name = "".join(L[:4]) + "-" + "".join(L[4:])
    if "b" not in g:
        return f"the cube {name} with edge length {'a' if hide == 'a' else g['a']}"
    v = {k: (k if hide == k else g[k]) for k in "abc"}
    return f"the cuboid {name} with {L[0]}{L[1]} = {v['a']}, {L[0]}{L[3]} = {v['b']} and {L[0]}{L[4]} = {v['c']}"


def box_dims(g: dict) -> tuple:
    """The edges (AB, AD, AA₁) of the box in givens ``g``: a cube has only ``a``, a cuboid ``a, b, c``.

    Example: box_dims({"a": 3}) -> (3, 3, 3)"""
    return (g["a"], g.get("b", g["a"]), g.get("c", g["a"]))


def pick_spread(rng, candidates: Sequence, value) -> object:
    """One of ``candidates``, drawn so that each distinct ``value(candidate)`` is equally likely: the
    answers of a program's variants spread over the values instead of crowding on the common ones.

    Example: pick_spread(rng, good_givens, self._length)"""
    values = sorted({value(h) for h in candidates})
    chosen = values[int(rng.integers(len(values)))]
    same = [h for h in candidates if value(h) == chosen]
    return same[int(rng.integers(len(same)))]


def masked_box_corners(g: dict, key: str, x) -> list:
    """The eight corners (sympy column vectors, ``scene.cuboid_corner`` order) of the box in givens ``g``
    with the edge ``key`` replaced by the symbol ``x`` (a cube: every edge), for solving a backward
    question for that edge.

    Example: masked_box_corners({"a": 2, "b": 3, "c": 4}, "c", sp.Symbol("x"))[4] -> Matrix([0, 0, x])"""
    import sympy as sp

    from dynaforge.sdk.scene import cuboid_corner

    dims = dict(zip("abc", box_dims(g)))
    if "b" not in g:
        dims = dict(a=x, b=x, c=x)
    else:
        dims[key] = x
    return [sp.Matrix(cuboid_corner(dims["a"], dims["b"], dims["c"], i)) for i in range(8)]


def backward_edge_key(g: dict, roots, keys: Sequence[str]) -> str | None:
    """The first edge of ``keys`` whose masking leaves the true value as the only solution
    (``roots(g, key)`` lists the solutions); None when no edge does.

    Example: backward_edge_key(g, self._back_roots, ("c", "a", "b"))"""
    for key in keys:
        found = roots(g, key)
        if len(found) == 1 and found[0] == g[key]:
            return key
    return None


def frac_triple(a, b, c, d):
    """The exact mixed product (b − a)·((c − a) × (d − a)): 0 exactly when a, b, c, d are coplanar.

    Example: frac_triple((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)) -> 1"""
    return frac_dot(frac_sub(b, a), frac_cross(frac_sub(c, a), frac_sub(d, a)))


# -- boxes given as "dims" ([a] for a cube, [a, b, c] for a cuboid) and a label "style" ----------------------
def box_vertex_labels(style: str) -> list[str]:
    """The eight vertex labels of a box in the label ``style`` of ``scene.solid_vertex_labels``: the bottom
    face counter-clockwise, then the top face (``scene.cuboid_corner`` order).

    Example: box_vertex_labels("prime") -> ["A", "B", "C", "D", "A'", "B'", "C'", "D'"]"""
    bottom, top = solid_vertex_labels(4, style)
    return bottom + top


def box_edges_from_dims(dims: Sequence) -> tuple:
    """The edges (AB, BC, AA₁) of the box given as ``dims``: [a] for a cube, [a, b, c] for a cuboid.

    Example: box_edges_from_dims([3]) -> (3, 3, 3)"""
    return (dims[0], dims[0], dims[0]) if len(dims) == 1 else tuple(dims)


def dims_box_statement(labels: Sequence[str], dims: Sequence) -> str:
    """How a question names the box given as ``dims`` with vertex ``labels``: "the cube ... with edge
    length a" or "the cuboid ... with AB = a, BC = b and AA₁ = c".

    Example: dims_box_statement(box_vertex_labels("prime"), [2, 3, 4]) ->
    "the cuboid ABCD-A'B'C'D' with AB = 2, BC = 3 and AA' = 4" """
    L = labels
    name = f"{''.join(L[:4])}-{''.join(L[4:])}"
    if len(dims) == 1:
        return f"the cube {name} with edge length {dims[0]}"
    a, b, c = dims
    return f"the cuboid {name} with {L[0]}{L[1]} = {a}, {L[1]}{L[2]} = {b} and {L[0]}{L[4]} = {c}"


def dims_box_corner_fracs(g: dict) -> dict:
    """The eight vertices of the box in givens ``g`` ("dims", "style"), as exact Fractions keyed by label
    (A at the origin, AB along x, AD along y, AA₁ along z). An answer-side helper.

    Example: dims_box_corner_fracs({"dims": [2], "style": "prime"})["C'"] -> (Fraction(2), Fraction(2), Fraction(2))"""
    a, b, c = box_edges_from_dims(g["dims"])
    L = box_vertex_labels(g["style"])
    return {L[i]: box_corner_frac(a, b, c, i) for i in range(8)}


def draw_dims_box(scene: Scene, g: dict) -> list[str]:
    """Draw the box in givens ``g`` ("dims", "style") with its vertex labels; returns the labels.

    Example: L = draw_dims_box(s, {"dims": [2, 3, 4], "style": "sub"})"""
    L = box_vertex_labels(g["style"])
    a, b, c = box_edges_from_dims(g["dims"])
    scene.box(L[:4], L[4:], a, b, c)
    return L
