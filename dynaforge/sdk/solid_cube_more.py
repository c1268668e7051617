"""Cube helpers for library batch 3: corner cuts drawn on a cube, the grid on a block's surface
(drawing and a graph to search), and shortest-path counting in a graph.

Drawing helpers build scene parts only; the graph helpers are verify-side tools (a brute-force
search over the actual surface grid), so a program's ``answer`` can use a closed form."""
from __future__ import annotations

from collections import deque
from typing import Sequence

import numpy as np
import sympy as sp

from dynaforge.sdk.scene import Scene, cuboid_labels, cuboid_vertex


def cube_corner_neighbours(i: int) -> list[int]:
    """The three vertices joined to cuboid vertex ``i`` by an edge (``cuboid_corner`` numbering):
    the next and the previous one on its own face (bottom or top), then the one above or below.

    Example: cube_corner_neighbours(0) -> [1, 3, 4]  (AB, AD, AA₁)"""
    base = 4 if i >= 4 else 0
    j = i - base
    return [base + (j + 1) % 4, base + (j + 3) % 4, (i + 4) % 8]


def corner_cut_points(a: float, x: float) -> dict[int, list[np.ndarray]]:
    """For each vertex of a cube of edge ``a``: the three points on its edges at distance ``x`` from
    it (in ``cube_corner_neighbours`` order), as floats.

    Example: corner_cut_points(4, 1)[0] -> [(1, 0, 0), (0, 1, 0), (0, 0, 1)]"""
    out = {}
    for i in range(8):
        v = cuboid_vertex(a, a, a, i)
        out[i] = [v + x / a * (cuboid_vertex(a, a, a, j) - v) for j in cube_corner_neighbours(i)]
    return out


def draw_corner_cuts(scene: Scene, labels: Sequence[str], a: float, x: float,
                     names: Sequence[str] = ("P", "Q", "R"), corner: int = 0, color: str = "#fca5a5") -> None:
    """Draw the cube ``labels`` (edge ``a``) with all eight corners cut at distance ``x`` along the
    edges: each cut triangle shaded and outlined in red; the cut points of vertex ``corner`` are
    labelled ``names``, the others are unlabelled construction points.

    Example: draw_corner_cuts(s, cuboid_labels("prime"), 6, 2)"""
    scene.box(labels[:4], labels[4:], a, a, a)
    keyed: dict[tuple, str] = {}
    pts = corner_cut_points(a, x)
    for i in range(8):
        tri = []
        for k, p in enumerate(pts[i]):
            key = tuple(np.round(p, 9))
            if i == corner:
                keyed[key] = scene.point(names[k], p)
            elif key not in keyed:
                keyed[key] = scene.point(f"_cut{i}_{k}", p, show_label=False, dot=False)
            tri.append(keyed[key])
        scene.face(tri, color=color, opacity=0.6, with_edges=False)
        for u, v in zip(tri, tri[1:] + tri[:1]):
            scene.segment(u, v, style="auxiliary")


def corner_cut_givens(rng, space) -> dict:
    """Givens of a cube with all eight corners cut off, drawn from ``space`` (``edge``, ``mode``,
    ``ask``, ``style``): the edge ``a``, how the cuts are placed (``mode``: "length" with the cut
    length ``x``, "midpoint", "ratio" ``k : m`` with ``a`` a multiple of ``k + m``, or "side" ``s`` of the
    equilateral cut faces), what is asked and the label style.

    Example: corner_cut_givens(rng, space) -> {"a": 6, "mode": "length", "ask": "total", "style": "prime", "x": 2}"""
    a = int(space.edge.draw(rng))
    mode = str(space.mode.draw(rng))
    g = {"a": a, "mode": mode, "ask": str(space.ask.draw(rng)), "style": str(space.style.draw(rng))}
    if mode == "length":
        g["x"] = int(rng.integers(1, (a - 1) // 2 + 1))            # x < a/2: the cuts do not touch
    elif mode == "ratio":
        k, m = [(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (1, 5), (3, 5)][int(rng.integers(0, 8))]
        a = (k + m) * int(rng.integers(-(-6 // (k + m)), 16 // (k + m) + 1))   # a whole cut length AP
        g.update(a=a, k=k, m=m)
    elif mode == "side":
        g["s"] = int(rng.integers(1, int(a / 2 ** 0.5) + 1))     # x = s/√2 ≤ a/2
    return g


def corner_cut_setup(g: dict, hide: str | None = None) -> str:
    """The sentence stating the cube of ``corner_cut_givens`` and its eight corner cuts (the cut
    points at the corner A named P, Q, R); the given named by ``hide`` ("a", "x" or "s") is shown as "?".

    Example: corner_cut_setup({"a": 6, "mode": "midpoint", "ask": "total", "style": "prime"})"""
    L = cuboid_labels(g["style"])
    A, B, D, A1 = L[0], L[1], L[3], L[4]
    where = f"(at the corner {A} these are P, Q, R on {A}{B}, {A}{D}, {A}{A1})"
    if g["mode"] == "length":
        x = "?" if hide == "x" else g["x"]
        cut = f"at distance {x} from that corner {where}"
    elif g["mode"] == "midpoint":
        cut = f"that are the midpoints of those edges {where}, so that neighbouring cuts meet"
    elif g["mode"] == "ratio":
        cut = (f"that divide each of those edges in the ratio {g['k']} : {g['m']} counted from that corner "
               f"{where[:-1]}: {A}P : P{B} = {g['k']} : {g['m']})")
    else:
        s = "?" if hide == "s" else g["s"]
        cut = (f"at the same distance from that corner {where}, chosen so that every cut face is an "
               f"equilateral triangle of side {s}")
    name = "".join(L[:4]) + "-" + "".join(L[4:])
    a = "?" if hide == "a" else g["a"]
    return (f"Every one of the eight corners of the cube {name} with edge {a} is cut off by the plane "
            f"through the three points of the edges at that corner {cut}.")


def corner_cut_description(g: dict) -> str:
    """The text-only form of ``corner_cut_scene``'s figure, followed by ``corner_cut_setup``.

    Example: corner_cut_description(g) -> "A cube drawn with its eight corners cut off: ..."."""
    return ("A cube drawn with its eight corners cut off: each cut is a red triangle across a corner, and the "
            "cut points at the corner A are labelled P, Q, R. " + corner_cut_setup(g))


def corner_cut_length(g: dict):
    """The exact (sympy) distance x = AP of the cut points from their corner, from the givens of
    ``corner_cut_givens``: x, a/2, a·k/(k + m) or s/√2. An answer-side helper.

    Example: corner_cut_length({"a": 10, "mode": "ratio", "k": 2, "m": 3}) -> 4"""
    a = sp.Integer(g["a"])
    return {"length": lambda: sp.Integer(g.get("x", 0)), "midpoint": lambda: a / 2,
            "ratio": lambda: a * sp.Rational(g.get("k", 0), g.get("k", 0) + g.get("m", 1)),
            "side": lambda: sp.Integer(g.get("s", 0)) / sp.sqrt(2)}[g["mode"]]()


def truncated_cube_vertices(g: dict) -> list[tuple]:
    """The 24 vertices, in exact sympy coordinates, of the cube [0, a]³ of ``corner_cut_givens`` with
    every corner cut off (each vertex a cut point on an edge, at the fraction t of the edge from its
    corner), sorted by their float coordinates. A verify-side helper: t comes straight from the givens.

    Example: truncated_cube_vertices({"a": 4, "mode": "length", "x": 1})[0] -> (0, 0, 1)"""
    a = sp.nsimplify(g["a"])
    if g["mode"] == "length":
        t = sp.nsimplify(g["x"]) / a
    elif g["mode"] == "midpoint":
        t = sp.Rational(1, 2)
    elif g["mode"] == "ratio":
        t = sp.Rational(g["k"], g["k"] + g["m"])
    else:                                  # the cut face's side is the hypotenuse x√2
        t = sp.nsimplify(g["s"]) / sp.sqrt(2) / a
    pts = set()
    for corner in ((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (1, 0, 1), (0, 1, 1), (1, 1, 1)):
        for k in range(3):                 # move from the corner towards the inside along axis k
            q = [sp.Integer(c) for c in corner]
            q[k] = t if corner[k] == 0 else 1 - t
            pts.add(tuple(sp.nsimplify(c * a) for c in q))
    return sorted(pts, key=lambda v: tuple(float(c) for c in v))


def corner_cut_scene(g: dict) -> Scene:
    """The figure of ``corner_cut_givens``: the cube with all eight corners cut (``draw_corner_cuts``),
    the cut length computed in floats from the givens.

    Example: corner_cut_scene({"a": 6, "mode": "length", "x": 2, "style": "prime"})"""
    s = Scene()
    a = float(g["a"])
    if g["mode"] == "length":
        x = float(g["x"])
    elif g["mode"] == "midpoint":
        x = a / 2
    elif g["mode"] == "ratio":
        x = a * g["k"] / (g["k"] + g["m"])
    else:
        x = g["s"] / 2 ** 0.5
    draw_corner_cuts(s, cuboid_labels(g["style"]), a, x)
    return s


def surface_grid_curves(scene: Scene, dims: Sequence[int], style: str = "edge",
                        faces: Sequence[tuple[int, int]] | None = None) -> None:
    """Draw the unit grid lines on the faces of the block [0, a]×[0, b]×[0, c] (not its edges) as
    curves, dashed where the block hides them; ``faces`` limits them to some faces, each given as
    (axis, side) with side 0 for the face at coordinate 0 and 1 for the far one (default: all six).

    Example: surface_grid_curves(s, (3, 3, 3), faces=[(2, 1)])  # the grid on the top face only"""
    size = tuple(dims)
    wanted = None if faces is None else {(int(k), int(sd)) for k, sd in faces}
    for axis in range(3):                     # the face perpendicular to ``axis``
        for side in (0, 1):
            if wanted is not None and (axis, side) not in wanted:
                continue
            u, w = [k for k in range(3) if k != axis]
            for run, across in ((u, w), (w, u)):   # lines running along ``run`` at integer steps of ``across``
                for t in range(1, size[across]):
                    p, q = [0.0] * 3, [0.0] * 3
                    p[axis] = q[axis] = size[axis] * side
                    p[across] = q[across] = t
                    q[run] = size[run]
                    scene.curve([p, q], style=style)


def surface_grid_graph(dims: Sequence[int]) -> dict[tuple[int, int, int], list[tuple[int, int, int]]]:
    """The lattice points on the surface of the block [0, a]×[0, b]×[0, c] and, for each, its
    neighbours one unit away along a grid line of the surface (both ends on one face).

    Example: len(surface_grid_graph((1, 1, 1))) -> 8 (the cube's vertices, 3 neighbours each)"""
    size = tuple(int(v) for v in dims)

    def on_surface(p):
        return all(0 <= p[k] <= size[k] for k in range(3)) and any(p[k] in (0, size[k]) for k in range(3))

    def same_face(p, q):
        return any(p[k] == q[k] and p[k] in (0, size[k]) for k in range(3))

    nodes = [p for p in np.ndindex(*(s + 1 for s in size)) if on_surface(p)]
    graph = {}
    for p in nodes:
        nbs = []
        for k in range(3):
            for d in (-1, 1):
                q = list(p)
                q[k] += d
                q = tuple(q)
                if on_surface(q) and same_face(p, q):
                    nbs.append(q)
        graph[tuple(int(v) for v in p)] = [tuple(int(v) for v in q) for q in nbs]
    return graph


def count_shortest_paths(graph: dict, start, end) -> tuple[int, int]:
    """(length, number) of the shortest paths from ``start`` to ``end`` in an unweighted graph,
    by breadth-first search.

    Example: count_shortest_paths({0: [1, 2], 1: [3], 2: [3], 3: []}, 0, 3) -> (2, 2)"""
    dist, ways = {start: 0}, {start: 1}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for q in graph[p]:
            if q not in dist:
                dist[q] = dist[p] + 1
                ways[q] = ways[p]
                queue.append(q)
            elif dist[q] == dist[p] + 1:
                ways[q] += ways[p]
    return dist[end], ways[end]


def draw_block_section(scene: Scene, dims: Sequence[int], labels: Sequence[str],
                       points: dict[str, Sequence[float]],
                       grid_faces: Sequence[tuple[int, int]] = ((0, 0), (1, 0), (2, 1))) -> None:
    """Draw an a×b×c block made of unit cubes as a box with the unit grid on ``grid_faces`` (see
    ``surface_grid_curves``; by default the faces seen from the front-left, above), its eight vertices
    labelled ``labels`` (``cuboid_corner`` order), the section by the plane through the first three of
    ``points`` shaded red, and every point of ``points`` labelled.

    Example: draw_block_section(s, (3, 3, 3), cuboid_labels("prime"), {"P": (2, 0, 0), "Q": (0, 1, 0), "R": (0, 0, 2)})"""
    from dynaforge.sdk.solid_position import box_section_by_clipping

    a, b, c = dims
    scene.box(labels[:4], labels[4:], a, b, c)
    surface_grid_curves(scene, dims, faces=grid_faces)
    P, Q, R = (list(map(float, v)) for v in list(points.values())[:3])
    ring = [scene.point(f"_s{k}", q, show_label=False, dot=False)
            for k, q in enumerate(box_section_by_clipping((a, b, c), P, Q, R))]
    scene.face(ring, color="#ef4444", opacity=0.5, with_edges=False)
    for u, v in zip(ring, ring[1:] + ring[:1]):
        scene.segment(u, v, style="auxiliary")
    for name, q in points.items():
        scene.point(name, [float(v) for v in q])
