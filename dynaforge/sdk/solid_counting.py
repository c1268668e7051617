"""Helpers of the batch-3 counting programs (stacks and blocks of unit cubes): naming, text and
figure pieces only. Nothing here computes an answer."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from dynaforge.sdk.scene import Scene


def stack_cells(heights: Sequence[Sequence[int]]) -> list[tuple[int, int, int]]:
    """Unit cubes of a stack given by ``heights[row][col]``: column col at x = col, row at y = row.

    Example: ``stack_cells([[2, 0], [1, 1]]) -> [(0, 0, 0), (0, 0, 1), (0, 1, 0), (1, 1, 0)]``"""
    return [(i, j, k) for j, row in enumerate(heights) for i, h in enumerate(row) for k in range(int(h))]


def block_cells(a: int, b: int, c: int) -> list[tuple[int, int, int]]:
    """All unit cubes of an a × b × c block (x < a, y < b, z < c).

    Example: ``len(block_cells(2, 3, 4)) -> 24``"""
    return [(i, j, k) for i in range(a) for j in range(b) for k in range(c)]


def heights_rows_text(heights: Sequence[Sequence[int]], first: str, last: str) -> str:
    """The rows of a stack's top view as text, front row first, each read from ``first`` to ``last``.

    Example: ``heights_rows_text([[2, 1], [3, 0]], "A", "B")`` ->
    'front row (along AB, from A to B): 2, 1; row 2: 3, 0'"""
    parts = []
    for j, row in enumerate(heights):
        name = f"front row (along {first}{last}, from {first} to {last})" if j == 0 else f"row {j + 1}"
        parts.append(f"{name}: {', '.join(str(int(h)) for h in row)}")
    return "; ".join(parts)


def label_base_rectangle(scene: Scene, labels: Sequence[str], a: float, b: float, z: float = 0.0) -> None:
    """Label the corners (0,0), (a,0), (a,b), (0,b) of a base rectangle at height z with ``labels``.

    Example: ``label_base_rectangle(s, "ABCD", 4, 3)``"""
    for lab, (x, y) in zip(labels, [(0, 0), (a, 0), (a, b), (0, b)]):
        scene.point(lab, (x, y, z))


def label_block_corners(scene: Scene, labels: Sequence[str], a: float, b: float, c: float) -> None:
    """Label the 8 corners of an a × b × c block: bottom ABCD counter-clockwise from the origin, then
    the top corners above them (``labels`` as from ``cuboid_labels``).

    Example: ``label_block_corners(s, cuboid_labels("sub"), 3, 2, 2)``"""
    label_base_rectangle(scene, labels[:4], a, b, 0.0)
    label_base_rectangle(scene, labels[4:8], a, b, c)


def floor_board(scene: Scene, labels: Sequence[str], cols: int, rows: int, margin: float = 0.6,
                grid: bool = True) -> None:
    """A board ABCD at z = 0 under a cols × rows grid of unit squares (x < cols, y < rows), reaching
    ``margin`` beyond the grid on every side, its corners labelled with ``labels`` (A at the origin
    side, AB along x); with ``grid`` the grid's lines are drawn on it.

    Example: ``floor_board(s, "ABCD", 4, 3)``"""
    m = margin
    for lab, (x, y) in zip(labels, [(-m, -m), (cols + m, -m), (cols + m, rows + m), (-m, rows + m)]):
        scene.point(lab, (x, y, 0.0))
    scene.face(list(labels), color="#e5e7eb", opacity=0.5)
    if not grid:
        return
    for i in range(cols + 1):
        a, b = scene.point(f"_gx{i}a", (i, 0, 0), False, False), scene.point(f"_gx{i}b", (i, rows, 0), False, False)
        scene.segment(a, b)
    for j in range(rows + 1):
        a, b = scene.point(f"_gy{j}a", (0, j, 0), False, False), scene.point(f"_gy{j}b", (cols, j, 0), False, False)
        scene.segment(a, b)


def stacks_connected(heights: Sequence[Sequence[int]]) -> bool:
    """Whether the non-empty squares of a stack grid form one piece (side-by-side neighbours).

    Example: ``stacks_connected([[1, 0], [0, 1]]) -> False``"""
    full = {(j, i) for j, row in enumerate(heights) for i, h in enumerate(row) if h > 0}
    if not full:
        return False
    seen, todo = set(), [min(full)]
    while todo:
        j, i = todo.pop()
        if (j, i) in seen:
            continue
        seen.add((j, i))
        todo += [v for v in ((j + 1, i), (j - 1, i), (j, i + 1), (j, i - 1)) if v in full]
    return seen == full


def add_coloured_cubes(scene: Scene, cells: Sequence[Sequence[int]], shades: Sequence[Sequence[str]],
                       prefix: str = "_c") -> None:
    """Draw unit cubes of several colours as the surface of their union: every exposed unit square is
    an opaque face shaded by direction, in the colour of the cube it belongs to (``shades[i]`` =
    (top, x-facing, y-facing) colours of the cubes ``cells[i]``). Corners are unlabelled, undotted
    points named ``{prefix}{x}_{y}_{z}``.

    Example: ``add_coloured_cubes(s, [(0, 0, 0), (1, 0, 0)], [DARK, LIGHT])``"""
    from dynaforge.sdk.scene import exposed_cube_faces

    colour = {tuple(int(v) for v in c): sh for c, sh in zip(cells, shades)}

    def corner(v):
        label = f"{prefix}{v[0]}_{v[1]}_{v[2]}"
        if label not in scene.points:
            scene.point(label, v, show_label=False, dot=False)
        return label

    for cell, axis, side in exposed_cube_faces(list(colour)):
        base = list(cell)
        if side == 1:
            base[axis] += 1
        e1, e2 = [0, 0, 0], [0, 0, 0]
        e1[(axis + 1) % 3], e2[(axis + 2) % 3] = 1, 1
        quad = [base, [b + u for b, u in zip(base, e1)],
                [b + u + w for b, u, w in zip(base, e1, e2)], [b + w for b, w in zip(base, e2)]]
        top, xs, ys = colour[tuple(cell)]
        scene.face([corner(v) for v in quad], color=top if axis == 2 else xs if axis == 0 else ys, opacity=1.0)


# -- named base polygons of prisms, pyramids and frustums (counting programs) ---------------------
BASE_SHAPES = {  # kind -> (number of sides, the polygon as the text names it, given its labels "ABCD")
    "triangle": (3, lambda b: f"an equilateral triangle {b}"),
    "square": (4, lambda b: f"a square {b}"),
    "trapezoid": (4, lambda b: f"an isosceles trapezoid {b} with {b[0]}{b[1]} ∥ {b[3]}{b[2]} "
                               f"({b[0]}{b[1]} longer than {b[3]}{b[2]})"),
    "right_trapezoid": (4, lambda b: f"a right trapezoid {b} with {b[0]}{b[1]} ∥ {b[3]}{b[2]}, {b[3]}{b[0]} ⊥ "
                                     f"{b[0]}{b[1]} and {b[0]}{b[1]} longer than {b[3]}{b[2]}"),
    "parallelogram": (4, lambda b: f"a parallelogram {b} (not a rectangle)"),
    "pentagon": (5, lambda b: f"a regular pentagon {b}"),
    "house": (5, lambda b: f"a pentagon {b} in which {b[1]}{b[2]} ∥ {b[4]}{b[0]}, {b[0]}{b[1]} ⊥ {b[1]}{b[2]} and "
                           f"no other two sides are parallel"),
    "hexagon": (6, lambda b: f"a regular hexagon {b}"),
    "heptagon": (7, lambda b: f"a regular heptagon {b}"),
    "octagon": (8, lambda b: f"a regular octagon {b}"),
}


def base_polygon_xy(kind: str) -> list[tuple[float, float]]:
    """The vertices (counter-clockwise, about 4 units across) of a base polygon of ``BASE_SHAPES``.

    Example: ``base_polygon_xy("trapezoid") -> [(0, 0), (4, 0), (3, 2.4), (1, 2.4)]``"""
    from dynaforge.sdk.scene import regular_polygon_xy

    fixed = {"trapezoid": [(0, 0), (4, 0), (3, 2.4), (1, 2.4)],
             "right_trapezoid": [(0, 0), (4, 0), (2.2, 2.6), (0, 2.6)],
             "parallelogram": [(0, 0), (3.2, 0), (5.0, 2.4), (1.8, 2.4)],
             "house": [(0, 0), (3.6, 0), (3.6, 2.2), (1.8, 3.6), (0, 2.2)]}
    if kind in fixed:
        return [(float(x), float(y)) for x, y in fixed[kind]]
    return [tuple(float(t) for t in v) for v in regular_polygon_xy(BASE_SHAPES[kind][0], 2.2)]


def solid_labels(g: dict) -> tuple[int, list[str], list[str]]:
    """The number of base sides and the bottom and top vertex labels of the solid in givens ``g``
    (``base``: a ``BASE_SHAPES`` kind, ``style``: the label style)."""
    from dynaforge.sdk.scene import solid_vertex_labels

    n = BASE_SHAPES[g["base"]][0]
    bottom, top = solid_vertex_labels(n, g["style"])
    return n, bottom, top


def solid_xyz(g: dict) -> dict[str, np.ndarray]:
    """Vertex coordinates of the prism, frustum or pyramid of givens ``g`` (``solid``, ``base``,
    ``style``, ``apex``): the base polygon centred at the origin, height 3.2 (a pyramid's apex 1.3 times
    higher, a frustum's top scaled by 0.55).

    Example: ``solid_xyz({"solid": "prism", "base": "square", "style": "prime"})["A'"]``"""
    _, bottom, top = solid_labels(g)
    xy = np.array(base_polygon_xy(g["base"]), dtype=float)
    xy -= xy.mean(axis=0)
    pts = {lab: np.array([x, y, 0.0]) for lab, (x, y) in zip(bottom, xy)}
    height = 3.2
    if g["solid"] == "prism":
        pts.update({lab: np.array([x, y, height]) for lab, (x, y) in zip(top, xy)})
    elif g["solid"] == "frustum":
        pts.update({lab: np.array([0.55 * x, 0.55 * y, height]) for lab, (x, y) in zip(top, xy)})
    else:
        pts[g["apex"]] = np.array([0.0, 0.0, 1.3 * height])
    return pts


def solid_text(g: dict) -> str:
    """How a question names the prism, frustum or pyramid of givens ``g`` (``solid``, ``base``, ``style``,
    ``apex``), base polygon included.

    Example: ``solid_text({"solid": "pyramid", "base": "square", "style": "prime", "apex": "P"})``
    -> ``"the pyramid P-ABCD, whose base is a square ABCD"``"""
    _, bottom, top = solid_labels(g)
    b = "".join(bottom)
    base = BASE_SHAPES[g["base"]][1](b)
    if g["solid"] == "prism":
        return f"the right prism {b}-{''.join(top)}, whose base is {base}"
    if g["solid"] == "frustum":
        return (f"the frustum {b}-{''.join(top)}, cut from a pyramid by a plane parallel to its base "
                f"(so the top face {''.join(top)} is a smaller copy of the base); its base is {base}")
    return f"the pyramid {g['apex']}-{b}, whose base is {base}"
