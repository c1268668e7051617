"""A 3D scene description: what a solid-geometry program returns from ``scene(p)``.

The description is plain data (labelled points, edges, faces, round solids), so the renderer
(``dynaforge.render.solid``) and the answer read the same record, as in CLEVR. Builders for the
usual solids keep programs short::

    s = Scene()
    s.box("ABCD", "EFGH", a=3, b=2, c=4)          # cuboid ABCD-EFGH (EFGH above ABCD)
    s.segment("A", "G", style="auxiliary")         # a diagonal drawn in the highlight colour
    s.point("M", s.midpoint("A", "B"))             # a labelled construction point
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

import numpy as np

EDGE_STYLES = ("edge", "auxiliary", "hidden")
ROUND_KINDS = ("sphere", "cylinder", "cone", "frustum")
HIDING = ("auto", "hull", "none")


@dataclass
class RoundSolid:
    """A sphere, cylinder, cone or frustum; ``axis`` runs from ``base`` to the top (apex); a frustum's
    top rim has ``top_radius``."""

    kind: str
    base: tuple[float, float, float]
    radius: float
    axis: tuple[float, float, float] = (0.0, 0.0, 1.0)
    height: float = 0.0
    color: str = "lightsteelblue"
    opacity: float = 0.35
    top_radius: float = 0.0

    def rims(self) -> list[tuple[np.ndarray, float]]:
        """(centre, radius) of each rim: none for a sphere, the base for a cone, both ends otherwise."""
        if self.kind == "sphere":
            return []
        base = np.array(self.base, dtype=float)
        top = base + unit(self.axis) * self.height
        return [(base, self.radius)] + {"cylinder": [(top, self.radius)], "frustum": [(top, self.top_radius)],
                                        "cone": []}[self.kind]

    def to_json(self) -> dict:
        out = {"kind": self.kind, "base": list(self.base), "radius": self.radius,
               "axis": list(self.axis), "height": self.height, "color": self.color, "opacity": self.opacity}
        return out | ({"top_radius": self.top_radius} if self.kind == "frustum" else {})


def unit(vector: Sequence[float]) -> np.ndarray:
    """``vector`` scaled to length 1."""
    v = np.asarray(vector, dtype=float)
    return v / max(float(np.linalg.norm(v)), 1e-12)


@dataclass
class Scene:
    """A solid-geometry figure: labelled points, segments, faces and solids, rendered by pyvista."""

    points: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    segments: list[tuple[str, str, str]] = field(default_factory=list)
    faces: list[tuple[tuple[str, ...], str, float]] = field(default_factory=list)
    solids: list[RoundSolid] = field(default_factory=list)
    hidden_labels: set[str] = field(default_factory=set)
    undotted: set[str] = field(default_factory=set)
    curves: list[tuple[tuple[tuple[float, float, float], ...], str]] = field(default_factory=list)
    # what dashes the hidden parts of segments and curves (``HIDING``): "auto" the convex hull of the
    # edges, unless the scene has round solids; "hull" that hull always (a hole drilled in a box: the
    # box hides the hole's walls); "none" nothing, only what is styled hidden (opaque stacked cubes,
    # whose faces hide what is behind them by themselves)
    hiding: str = "auto"
    # the azimuths (degrees, counter-clockwise from +x; low < high, high may pass 360) the instance
    # camera is drawn from: e.g. (200, 340) for a figure read from the front (-y side)
    azimuth_range: tuple[float, float] = (0.0, 360.0)

    # -- primitives ---------------------------------------------------------------------------
    def point(self, label: str, xyz: Sequence[float], show_label: bool = True, dot: bool = True) -> str:
        """Add a labelled point (or move it); ``show_label=False`` draws it without a label,
        ``dot=False`` without its dot (grid corners and other construction points: no clutter)."""
        self.points[label] = tuple(float(v) for v in xyz)
        if not show_label:
            self.hidden_labels.add(label)
        if not dot:
            self.undotted.add(label)
        return label

    def segment(self, a: str, b: str, style: str = "edge") -> None:
        """A segment between two labelled points; style is edge, auxiliary or hidden."""
        if style not in EDGE_STYLES:
            raise ValueError(f"segment style {style!r} is not one of {EDGE_STYLES}")
        for label in (a, b):
            if label not in self.points:
                raise KeyError(f"segment {a}{b}: point {label!r} is not in the scene")
        if not any({a, b} == {x, y} for x, y, _ in self.segments):
            self.segments.append((a, b, style))

    def face(self, labels: Sequence[str], color: str = "lightsteelblue", opacity: float = 0.25,
             with_edges: bool = True) -> None:
        """A planar polygon through labelled points (drawn translucent), with its edges."""
        self.faces.append((tuple(labels), color, opacity))
        if with_edges:
            for a, b in zip(labels, list(labels[1:]) + [labels[0]]):
                self.segment(a, b)

    def solid(self, kind: str, base: Sequence[float], radius: float, height: float = 0.0,
              axis: Sequence[float] = (0, 0, 1), color: str = "lightsteelblue", opacity: float = 0.35,
              top_radius: float | None = None) -> None:
        """A sphere, cylinder, cone or frustum (``top_radius``: the rim at base + axis·height), drawn
        translucent (``opacity``; e.g. water inside a container) with its rims and contour generatrices;
        the parts of its rims that its own surface hides are dashed in every view."""
        if kind not in ROUND_KINDS:
            raise ValueError(f"round solid kind {kind!r} is not one of {ROUND_KINDS}")
        if (kind == "frustum") != (top_radius is not None):
            raise ValueError("top_radius is given for a frustum, and only for a frustum")
        if kind == "frustum" and not 0 < top_radius:
            raise ValueError(f"a frustum's top_radius must be positive, not {top_radius}")
        self.solids.append(RoundSolid(kind, tuple(map(float, base)), float(radius), tuple(map(float, axis)),
                                      float(height), color, float(opacity), float(top_radius or 0.0)))

    def curve(self, points: Iterable[Sequence[float]], style: str = "edge", closed: bool = False) -> None:
        """A polyline through ``points`` without dots or labels (a circle, an arc, a path on a surface);
        hidden parts are dashed as for segments (``style="hidden"`` dashes all of it)."""
        if style not in EDGE_STYLES:
            raise ValueError(f"curve style {style!r} is not one of {EDGE_STYLES}")
        pts = [tuple(float(v) for v in p) for p in points]
        if len(pts) < 2:
            raise ValueError(f"a curve needs at least two points, not {len(pts)}")
        self.curves.append((tuple(pts + pts[:1] if closed else pts), style))

    # -- geometry helpers ---------------------------------------------------------------------
    def xyz(self, label: str) -> np.ndarray:
        return np.array(self.points[label], dtype=float)

    def midpoint(self, a: str, b: str) -> np.ndarray:
        return (self.xyz(a) + self.xyz(b)) / 2

    def along(self, a: str, b: str, t: float) -> np.ndarray:
        """The point a + t·(b − a)."""
        return self.xyz(a) + t * (self.xyz(b) - self.xyz(a))

    # -- builders for common solids -----------------------------------------------------------
    def polyhedron(self, vertices: dict[str, Sequence[float]], faces: Iterable[Sequence[str]],
                   colors: str | Sequence[str] = "lightsteelblue", opacity: float = 0.25) -> None:
        """A polyhedron from labelled vertices and faces (label sequences); ``colors`` is one colour
        for every face or one per face (e.g. a painted face, or the two parts of a cut solid)."""
        faces = [list(f) for f in faces]
        colors = [colors] * len(faces) if isinstance(colors, str) else list(colors)
        if len(colors) != len(faces):
            raise ValueError(f"polyhedron: {len(colors)} colours for {len(faces)} faces")
        for label, xyz in vertices.items():
            self.point(label, xyz)
        for f, color in zip(faces, colors):
            self.face(f, color=color, opacity=opacity)

    def prism(self, bottom: Sequence[str], top: Sequence[str], base_xy: Sequence[Sequence[float]],
              height: float, offset: Sequence[float] = (0.0, 0.0)) -> None:
        """A prism over polygon ``base_xy`` (z=0); ``offset`` shears the top for oblique prisms."""
        for lb, lt, (x, y) in zip(bottom, top, base_xy):
            self.point(lb, (x, y, 0.0))
            self.point(lt, (x + offset[0], y + offset[1], height))
        n = len(bottom)
        self.face(list(bottom))
        self.face(list(top))
        for i in range(n):
            j = (i + 1) % n
            self.face([bottom[i], bottom[j], top[j], top[i]])

    def box(self, bottom: Sequence[str], top: Sequence[str], a: float, b: float, c: float) -> None:
        """Cuboid with bottom face ``bottom`` (counter-clockwise from the origin) and ``top`` above it."""
        self.prism(bottom, top, [(0, 0), (a, 0), (a, b), (0, b)], c)

    def pyramid(self, base: Sequence[str], apex: str, base_xy: Sequence[Sequence[float]],
                apex_xyz: Sequence[float]) -> None:
        for label, (x, y) in zip(base, base_xy):
            self.point(label, (x, y, 0.0))
        self.point(apex, apex_xyz)
        self.face(list(base))
        n = len(base)
        for i in range(n):
            self.face([base[i], base[(i + 1) % n], apex])

    # -- serialisation ------------------------------------------------------------------------
    def labels_shown(self) -> list[str]:
        return [p for p in self.points if p not in self.hidden_labels]

    def to_json(self) -> dict:
        out = {
            "points": {k: list(v) for k, v in self.points.items()},
            "segments": [list(s) for s in self.segments],
            "faces": [{"labels": list(l), "color": c, "opacity": o} for l, c, o in self.faces],
            "solids": [s.to_json() for s in self.solids],
            "hidden_labels": sorted(self.hidden_labels),
            "undotted": sorted(self.undotted),
        }
        if self.curves:
            out["curves"] = [{"points": [list(p) for p in pts], "style": style} for pts, style in self.curves]
        if self.hiding != "auto":
            out["hiding"] = self.hiding
        if tuple(self.azimuth_range) != (0.0, 360.0):
            out["azimuth_range"] = list(self.azimuth_range)
        return out


# -- positional / angle helpers (solid_positional_angle programs) ---------------------------------
def solid_vertex_labels(n: int, style: str) -> tuple[list[str], list[str]]:
    """Bottom and top vertex labels of an n-gonal prism: ``style`` "prime" gives A..,A'.., "digit"
    gives A..,A1.., "sub" gives A..,A₁.. (the renderer's DejaVu label font has the subscripts),
    "next" gives A..,E.. (the letters after the bottom ones, as in ABCD-EFGH)."""
    letters = "ABCDEFGHIJKLMN"
    bottom = list(letters[:n])
    if style == "sub":
        return bottom, [f"{x}₁" for x in bottom]
    if style == "prime":
        return bottom, [f"{x}'" for x in bottom]
    if style == "digit":
        return bottom, [f"{x}1" for x in bottom]
    if style == "next":
        return bottom, list(letters[n:2 * n])
    raise ValueError(f"label style {style!r} is not 'sub', 'prime', 'digit' or 'next'")


def cuboid_labels(style: str) -> list[str]:
    """The 8 vertex labels of a cuboid, bottom ABCD then top (see ``solid_vertex_labels``)."""
    bottom, top = solid_vertex_labels(4, style)
    return bottom + top


# The 12 edges of a cuboid as pairs of vertex indices (see ``cuboid_vertex``): bottom, top, verticals.
CUBOID_EDGES = [(0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4), (0, 4), (1, 5), (2, 6), (3, 7)]


def cuboid_corner(a, b, c, i: int) -> tuple:
    """Vertex ``i`` of an a×b×c cuboid as (x, y, z) in the numbers given (exact for sympy or
    Fraction edges): 0-3 bottom counter-clockwise from the origin, 4-7 above them."""
    x, y = [(0, 0), (a, 0), (a, b), (0, b)][i % 4]
    return (x, y, c if i >= 4 else 0)


def cuboid_vertex(a: float, b: float, c: float, i: int) -> np.ndarray:
    """Vertex ``i`` of an a×b×c cuboid as floats (``cuboid_corner``)."""
    return np.array(cuboid_corner(a, b, c, i), dtype=float)


def cuboid_text(labels: Sequence[str], a: float, b: float, c: float, cube: bool = False) -> tuple[str, str]:
    """(name, givens) as a question states them: ("cuboid ABCD-EFGH", "AB = 3, BC = 4 and AE = 5")."""
    name = ("cube " if cube else "cuboid ") + "".join(labels[:4]) + "-" + "".join(labels[4:])
    if cube:
        return name, f"edge length {a}"
    L = labels
    return name, f"{L[0]}{L[1]} = {a}, {L[1]}{L[2]} = {b} and {L[0]}{L[4]} = {c}"


def regular_polygon_xy(n: int, circumradius: float, phase_deg: float = -90.0) -> list[tuple[float, float]]:
    """Vertices of a regular n-gon centred at the origin, counter-clockwise; the first vertex sits at
    angle ``phase_deg`` + 180°/n so that for the default the first edge is horizontal at the front."""
    start = np.radians(phase_deg) - np.pi / n
    return [(float(circumradius * np.cos(start + 2 * np.pi * i / n)),
             float(circumradius * np.sin(start + 2 * np.pi * i / n))) for i in range(n)]


def line_plane_relation(p: Sequence[float], q: Sequence[float], a: Sequence[float],
                        b: Sequence[float], c: Sequence[float], tol: float = 1e-9) -> str:
    """Relation of line pq to plane abc by the normal-vector method: "contained", "parallel",
    "perpendicular" or "oblique"."""
    p, q, a, b, c = (np.asarray(v, dtype=float) for v in (p, q, a, b, c))
    n = np.cross(b - a, c - a)
    d = q - p
    n_len, d_len = np.linalg.norm(n), np.linalg.norm(d)
    if n_len < tol or d_len < tol:
        raise ValueError("degenerate line or plane")
    if abs(n @ d) <= tol * n_len * d_len:
        return "contained" if abs(n @ (p - a)) <= tol * n_len * max(1.0, np.linalg.norm(p - a)) else "parallel"
    if np.linalg.norm(np.cross(n, d)) <= tol * n_len * d_len:
        return "perpendicular"
    return "oblique"


# -- length / area helpers (solid_length_area programs) -------------------------------------------
def point_plane_distance(p: Sequence[float], a: Sequence[float], b: Sequence[float],
                         c: Sequence[float]) -> float:
    """Distance from point p to the plane through a, b, c (normal-vector method)."""
    p, a, b, c = (np.asarray(v, dtype=float) for v in (p, a, b, c))
    n = np.cross(b - a, c - a)
    n_len = np.linalg.norm(n)
    if n_len < 1e-12:
        raise ValueError("the three points do not span a plane")
    return float(abs(n @ (p - a)) / n_len)


def polygon_area_3d(points: Sequence[Sequence[float]]) -> float:
    """Area of a planar polygon in space whose vertices are given in order (vector-area formula)."""
    pts = np.asarray(points, dtype=float)
    total = np.zeros(3)
    for i in range(len(pts)):
        total += np.cross(pts[i], pts[(i + 1) % len(pts)])
    return float(np.linalg.norm(total) / 2)


def convex_order(points: dict[str, Sequence[float]]) -> list[str]:
    """Labels of coplanar points in cyclic (convex-polygon) order, e.g. to draw a section face."""
    labels = list(points)
    xyz = np.array([points[k] for k in labels], dtype=float)
    centre = xyz.mean(axis=0)
    _, _, vt = np.linalg.svd(xyz - centre)
    u, v = vt[0], vt[1]
    angles = [float(np.arctan2((x - centre) @ v, (x - centre) @ u)) for x in xyz]
    return [labels[i] for i in np.argsort(angles)]


# -- volume / counting helpers (solid_volume_counting programs) -----------------------------------
CUBE_FACE_COLORS = ("#fde68a", "#93c5fd", "#60a5fa")  # faces facing ±z, ±x, ±y


def exposed_cube_faces(cells: Iterable[Sequence[int]]) -> list[tuple[tuple[int, int, int], int, int]]:
    """The unit squares on the surface of a set of unit cubes: (cell, axis, side) for each face of
    cube ``cell`` = (i, j, k) (occupying [i, i+1]×[j, j+1]×[k, k+1]) whose neighbour across it is
    empty; ``axis`` is 0, 1, 2 for x, y, z and ``side`` is +1 or -1."""
    occupied = {tuple(int(v) for v in c) for c in cells}
    out = []
    for cell in sorted(occupied):
        for axis in range(3):
            for side in (-1, 1):
                nb = list(cell)
                nb[axis] += side
                if tuple(nb) not in occupied:
                    out.append((cell, axis, side))
    return out


def add_unit_cubes(scene: Scene, cells: Iterable[Sequence[int]], colors: Sequence[str] = CUBE_FACE_COLORS,
                   opacity: float = 1.0, prefix: str = "_q", edges: str = "grid") -> None:
    """Draw a set of unit cubes as its visible surface: every exposed unit square becomes an (opaque by
    default) face, coloured by direction so the solid reads as 3D. ``edges="grid"`` draws every
    square's edges (a stack of cubes); ``"outline"`` only the solid's true edges, where the surface
    turns (one body: a block with a notch; set ``scene.hiding = "none"``, the opaque faces hide its back).
    Lattice corners are added as unlabelled, undotted points named ``{prefix}{x}_{y}_{z}``."""
    if edges not in ("grid", "outline"):
        raise ValueError(f"edges must be 'grid' or 'outline', not {edges!r}")

    def corner(v):
        label = f"{prefix}{v[0]}_{v[1]}_{v[2]}"
        if label not in scene.points:
            scene.point(label, v, show_label=False, dot=False)
        return label

    exposed = exposed_cube_faces(cells)
    surface = set(exposed)
    for cell, axis, side in exposed:
        base = list(cell)
        if side == 1:
            base[axis] += 1
        u, w = (axis + 1) % 3, (axis + 2) % 3
        e1, e2 = [0, 0, 0], [0, 0, 0]
        e1[u], e2[w] = 1, 1
        quad = [base, [b + x for b, x in zip(base, e1)],
                [b + x + y for b, x, y in zip(base, e1, e2)], [b + y for b, y in zip(base, e2)]]
        color = colors[0] if axis == 2 else colors[1] if axis == 0 else colors[2]
        scene.face([corner(v) for v in quad], color=color, opacity=opacity, with_edges=edges == "grid")
        if edges == "outline":  # a side of the square is a true edge unless the surface goes on flat across it
            sides = [((w, -1), quad[0], quad[1]), ((u, 1), quad[1], quad[2]), ((w, 1), quad[2], quad[3]),
                     ((u, -1), quad[3], quad[0])]
            for (along, step), p, q in sides:
                neighbour = list(cell)
                neighbour[along] += step
                if (tuple(neighbour), axis, side) not in surface:
                    scene.segment(corner(p), corner(q), style="edge")


def convex_hull_volume(points: Iterable[Sequence[float]]) -> float:
    """Volume of the convex hull of the given points (an independent check for convex solids)."""
    from scipy.spatial import ConvexHull

    return float(ConvexHull(np.asarray(list(points), dtype=float)).volume)


def tetrahedron_volume(a: Sequence[float], b: Sequence[float], c: Sequence[float],
                       d: Sequence[float]) -> float:
    """Volume of tetrahedron abcd as |det(b − a, c − a, d − a)| / 6."""
    a, b, c, d = (np.asarray(v, dtype=float) for v in (a, b, c, d))
    return float(abs(np.linalg.det(np.array([b - a, c - a, d - a]))) / 6)


# -- moving-point / folding helpers (solid_moving_folding programs) -------------------------------
def rotate_about_axis(xyz: Sequence[float], axis_from: Sequence[float], axis_to: Sequence[float],
                      angle_deg: float) -> np.ndarray:
    """Point ``xyz`` turned by ``angle_deg`` about the directed line axis_from → axis_to
    (right-hand rule, Rodrigues' formula): folds a flap of a flat figure along a crease."""
    x, a, b = (np.asarray(v, dtype=float) for v in (xyz, axis_from, axis_to))
    k = (b - a) / np.linalg.norm(b - a)
    v = x - a
    t = np.radians(angle_deg)
    return a + v * np.cos(t) + np.cross(k, v) * np.sin(t) + k * (k @ v) * (1 - np.cos(t))


def golden_section_min(f, lo: float, hi: float, tol: float = 1e-13) -> tuple[float, float]:
    """(argmin, min) of a unimodal function on [lo, hi] by golden-section search: a numeric check
    for moving-point extremum problems (a convex distance sum along a segment, ...)."""
    g = (np.sqrt(5) - 1) / 2
    a, b = float(lo), float(hi)
    c, d = b - g * (b - a), a + g * (b - a)
    fc, fd = f(c), f(d)
    while b - a > tol * max(1.0, abs(a) + abs(b)):
        if fc <= fd:
            b, d, fd = d, c, fc
            c = b - g * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + g * (b - a)
            fd = f(d)
    x = (a + b) / 2
    best = min((f(lo), lo), (f(hi), hi), (f(x), x))
    return best[1], best[0]


def restyle_segment(scene: Scene, a: str, b: str, style: str) -> None:
    """Give the existing segment ab (e.g. a cuboid edge the question is about) another style,
    such as "auxiliary"; adds the segment if it is not in the scene yet."""
    if style not in EDGE_STYLES:
        raise ValueError(f"segment style {style!r} is not one of {EDGE_STYLES}")
    for i, (x, y, _) in enumerate(scene.segments):
        if {x, y} == {a, b}:
            scene.segments[i] = (x, y, style)
            return
    scene.segment(a, b, style=style)


def readable_fold_pose(points: dict[str, Sequence[float]], theta_deg: float) -> dict[str, np.ndarray]:
    """Pose a sheet folded to dihedral angle ``theta_deg`` so that neither flap is seen edge-on by
    the SDK camera (elevation 15°–40°, any azimuth). Input frame: the crease on the y axis, the
    fixed flap in the half-plane x > 0, z = 0, the folded flap at angle θ from +x towards +z.
    The figure is turned about the y axis so that both flaps lie within 45° of horizontal."""
    delta = np.radians(-theta_deg / 2 if theta_deg <= 90 else 90 - theta_deg / 2)
    c, s = np.cos(delta), np.sin(delta)
    rot = np.array([[c, 0, -s], [0, 1, 0], [s, 0, c]])      # +x turns towards +z by delta
    return {k: rot @ np.asarray(v, dtype=float) for k, v in points.items()}


_REGULAR_NAMES = {3: ("equilateral triangle", "triangular"), 4: ("square", "square"),
                  5: ("regular pentagon", "pentagonal"), 6: ("regular hexagon", "hexagonal"),
                  8: ("regular octagon", "octagonal")}


def regular_polygon_name(n: int) -> str:
    """'equilateral triangle', 'square', 'regular hexagon', ... (else 'regular n-gon')."""
    return _REGULAR_NAMES[n][0] if n in _REGULAR_NAMES else f"regular {n}-gon"


def regular_solid_name(n: int, solid: str) -> str:
    """Name of a regular solid over an n-gon: regular_solid_name(4, "pyramid") -> 'regular square pyramid'."""
    adjective = _REGULAR_NAMES[n][1] if n in _REGULAR_NAMES else f"{n}-gonal"
    return f"regular {adjective} {solid}"


def surd_text(expr) -> str:
    """An exact number as short text for questions: 2*sqrt(3)/3 -> 2√3/3, sqrt(10)/5 -> √10/5."""
    import re

    import sympy as sp

    text = str(sp.nsimplify(expr)).replace("*", "")
    return re.sub(r"sqrt\((\d+)\)", r"√\1", text).replace("sqrt", "√")


def unique_positive_root(expr, symbol, target) -> float | None:
    """The only positive x with expr(x)² = target² (expr ≥ 0, e.g. a sine), or None when there is no
    root or more than one. Used to invert a relation for a backward question; squaring makes the
    equation polynomial, whose roots are found numerically (robust where sympy.solve may stall)."""
    import sympy as sp

    num, _ = sp.fraction(sp.together(sp.expand(expr ** 2) - sp.nsimplify(target) ** 2))
    if not num.has(symbol):
        return None
    poly = sp.Poly(sp.expand(num), symbol)
    roots = []
    for x in positive_polynomial_roots([float(c) for c in poly.all_coeffs()]):
        if not roots or all(abs(x - y) > 1e-6 * max(1.0, x) for y in roots):
            roots.append(x)
    return roots[0] if len(roots) == 1 else None


def positive_polynomial_roots(coeffs) -> list[float]:
    """The positive real roots of the polynomial with ``coeffs`` (highest power first), found by
    ``numpy.roots`` and polished by Newton's method (repeats kept).

    Example: positive_polynomial_roots([1, 0, -4]) -> [2.0]"""
    coeffs = np.asarray(coeffs, dtype=float)
    deriv = np.polyder(coeffs)
    out = []
    for r in np.roots(coeffs):
        if abs(r.imag) > 1e-6 * max(1.0, abs(r)) or r.real <= 1e-9:
            continue
        x = float(r.real)
        for _ in range(5):  # Newton polish
            d = np.polyval(deriv, x)
            if d == 0:
                break
            x -= np.polyval(coeffs, x) / d
        out.append(x)
    return out
