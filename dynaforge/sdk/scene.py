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


@dataclass
class RoundSolid:
    """A sphere, cylinder or cone; ``axis`` runs from ``base`` to the top (apex)."""

    kind: str
    base: tuple[float, float, float]
    radius: float
    axis: tuple[float, float, float] = (0.0, 0.0, 1.0)
    height: float = 0.0
    color: str = "lightsteelblue"

    def to_json(self) -> dict:
        return {"kind": self.kind, "base": list(self.base), "radius": self.radius,
                "axis": list(self.axis), "height": self.height, "color": self.color}


@dataclass
class Scene:
    points: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    segments: list[tuple[str, str, str]] = field(default_factory=list)
    faces: list[tuple[tuple[str, ...], str, float]] = field(default_factory=list)
    solids: list[RoundSolid] = field(default_factory=list)
    hidden_labels: set[str] = field(default_factory=set)

    # -- primitives ---------------------------------------------------------------------------
    def point(self, label: str, xyz: Sequence[float], show_label: bool = True) -> str:
        """Add a labelled point (or move it); ``show_label=False`` draws it without a label."""
        self.points[label] = tuple(float(v) for v in xyz)
        if not show_label:
            self.hidden_labels.add(label)
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
              axis: Sequence[float] = (0, 0, 1), color: str = "lightsteelblue") -> None:
        if kind not in ("sphere", "cylinder", "cone"):
            raise ValueError(f"round solid kind {kind!r} is not sphere, cylinder or cone")
        self.solids.append(RoundSolid(kind, tuple(map(float, base)), float(radius),
                                      tuple(map(float, axis)), float(height), color))

    # -- geometry helpers ---------------------------------------------------------------------
    def xyz(self, label: str) -> np.ndarray:
        return np.array(self.points[label], dtype=float)

    def midpoint(self, a: str, b: str) -> np.ndarray:
        return (self.xyz(a) + self.xyz(b)) / 2

    def along(self, a: str, b: str, t: float) -> np.ndarray:
        """The point a + t·(b − a)."""
        return self.xyz(a) + t * (self.xyz(b) - self.xyz(a))

    # -- builders for common solids -----------------------------------------------------------
    def polyhedron(self, vertices: dict[str, Sequence[float]], faces: Iterable[Sequence[str]]) -> None:
        for label, xyz in vertices.items():
            self.point(label, xyz)
        for f in faces:
            self.face(f)

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
        return {
            "points": {k: list(v) for k, v in self.points.items()},
            "segments": [list(s) for s in self.segments],
            "faces": [{"labels": list(l), "color": c, "opacity": o} for l, c, o in self.faces],
            "solids": [s.to_json() for s in self.solids],
            "hidden_labels": sorted(self.hidden_labels),
        }
