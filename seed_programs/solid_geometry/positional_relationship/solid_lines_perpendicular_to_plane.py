"""Solid geometry: for five lines through vertices of a cube, cuboid, regular prism or pyramid,
decide which are perpendicular to a given plane (a face or a section); yes/no for each
(DynaSolidGeo / Gaokao true-false style, positional relationship)."""
import itertools

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.solid_angles import named_solid, plane_normal

KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism", "regular_square_pyramid",
         "perpendicular_edge_pyramid", "regular_tetrahedron")
# how many of the three drawn sizes each solid states (named_solid reads only these)
STATED_DIMS = {"cube": 1, "cuboid": 3, "regular_triangular_prism": 2, "regular_hexagonal_prism": 2,
               "regular_square_pyramid": 2, "perpendicular_edge_pyramid": 3, "regular_tetrahedron": 1}


@seed_program(
    id="solid_lines_perpendicular_to_plane", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (which lines are perpendicular to a plane, five yes/no judgements)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class SolidLinesPerpendicularToPlane(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.25, 0.2, 0.1, 0.1, 0.1, 0.2, 0.05]), size=IntRange(2, 5),
                      n_lines=IntRange(5, 5)),
        hard=dict(kind=OneOf(KINDS, p=[0.05, 0.3, 0.15, 0.25, 0.05, 0.2, 0.0]), size=IntRange(2, 7),
                  n_lines=IntRange(6, 7)),
        hard_means="six or seven lines to judge, mostly in cuboids, hexagonal prisms and PA-perpendicular pyramids",
    )

    def sample(self, rng, space):
        for _ in attempts("a plane with a perpendicular vertex line and enough other lines"):
            kind = KINDS[int(rng.choice(len(KINDS), p=space.kind.p))]
            dims = [int(v) for v in space.size.draw(rng, size=3)]
            if kind == "perpendicular_edge_pyramid" and rng.random() < 0.5:
                dims[1] = dims[0]
            dims = dims[:STATED_DIMS[kind]]
            style = str(rng.choice(["prime", "sub"]))
            pts, faces, _ = named_solid(kind, dims, style)
            names = list(pts)
            # the plane: a face (50%) or a section through three vertices
            if rng.random() < 0.5:
                f = faces[int(rng.integers(0, len(faces)))]
                plane = [str(x) for x in f[:3]]
            else:
                plane = [names[int(i)] for i in rng.choice(len(names), size=3, replace=False)]
            n = plane_normal(*(pts[x] for x in plane))
            if np.linalg.norm(n) < 1e-9:
                continue
            perp, other = [], []
            for x, y in itertools.combinations(names, 2):
                d = pts[y] - pts[x]
                (perp if np.linalg.norm(np.cross(d, n)) < 1e-9 * np.linalg.norm(n) * np.linalg.norm(d)
                 else other).append([x, y])
            total = space.n_lines.draw(rng) if space.n_lines.lo != space.n_lines.hi else space.n_lines.lo
            if not perp or len(other) < total:
                continue
            k = int(rng.integers(1, min(4, len(perp)) + 1)) if rng.random() < 0.85 else 0
            lines = [perp[int(i)] for i in rng.choice(len(perp), size=k, replace=False)] + \
                    [other[int(i)] for i in rng.choice(len(other), size=total - k, replace=False)]
            order = rng.permutation(total)
            return {"kind": kind, "dims": dims, "style": style, "plane": plane,
                    "lines": [lines[int(i)] for i in order]}

    def _solid(self, p):
        return named_solid(p["kind"], p["dims"], p["style"])

    def _plane_name(self, g):
        pts, faces, _ = self._solid(g)
        for f in faces:   # name a face by all its vertices
            if set(g["plane"]) <= set(f):
                return "".join(f)
        return "".join(g["plane"])

    def question(self, g):
        _, _, text = self._solid(g)
        items = "; ".join(f"({i + 1}) {''.join(l)}" for i, l in enumerate(g["lines"]))
        return (f"In {text}, which of the following lines are perpendicular to the plane {self._plane_name(g)}? "
                f"{items}. Answer 'yes' or 'no' for each line, in order.")

    def answer(self, p):
        pts, _, _ = self._solid(p)
        n = plane_normal(*(pts[x] for x in p["plane"]))
        out = []
        for x, y in p["lines"]:
            d = pts[y] - pts[x]
            out.append(Text("yes" if np.linalg.norm(np.cross(d, n)) < 1e-9 * np.linalg.norm(d) * np.linalg.norm(n)
                            else "no"))
        return Multi(out)

    def _stated_vertices(self, g):
        """The stated solid's vertices rebuilt from the statement alone (a congruent placement, without
        named_solid): boxes and prisms from their base polygon, pyramids from base and apex."""
        kind, d, a = g["kind"], g["dims"], float(g["dims"][0])
        if kind == "regular_tetrahedron":        # P above the centroid of the equilateral ABC
            return {"A": np.zeros(3), "B": np.array([a, 0, 0]), "C": np.array([a / 2, a * 3 ** 0.5 / 2, 0]),
                    "P": np.array([a / 2, a * 3 ** 0.5 / 6, a * (2 / 3) ** 0.5])}
        if kind == "regular_square_pyramid":     # base edge a, apex above the centre at height d[1]
            base, apex = [(0, 0), (a, 0), (a, a), (0, a)], (a / 2, a / 2, float(d[1]))
        elif kind == "perpendicular_edge_pyramid":   # AB = a, AD = d[1], PA ⟂ base with PA = d[2]
            base, apex = [(0, 0), (a, 0), (a, float(d[1])), (0, float(d[1]))], (0, 0, float(d[2]))
        else:
            base, apex = None, None
        if base is not None:
            return {k: np.array([x, y, 0.0]) for k, (x, y) in zip("ABCD", base)} | {"P": np.array(apex, float)}
        sides = {"regular_triangular_prism": 3, "regular_hexagonal_prism": 6}.get(kind, 4)
        if sides == 4:
            w, h = (a, a) if kind == "cube" else (float(d[1]), float(d[2]))
            poly = [(0, 0), (a, 0), (a, w), (0, w)]
        else:                                    # regular polygon with side a (angles by turning), height d[1]
            h, poly, x, y = float(d[1]), [], 0.0, 0.0
            for i in range(sides):
                poly.append((x, y))
                x, y = x + a * np.cos(2 * np.pi * i / sides), y + a * np.sin(2 * np.pi * i / sides)
        letters = "ABCDEFGH"[:sides]
        tops = [f"{c}₁" if g["style"] == "sub" else f"{c}'" for c in letters]
        return ({k: np.array([x, y, 0.0]) for k, (x, y) in zip(letters, poly)}
                | {k: np.array([x, y, h]) for k, (x, y) in zip(tops, poly)})

    def verify(self, g):
        # Independent: the solid rebuilt from the statement, and the criterion "perpendicular to two
        # intersecting lines of the plane" by dot products.
        pts = self._stated_vertices(g)
        a, b, c = (pts[x] for x in g["plane"])
        out = []
        for x, y in g["lines"]:
            d = pts[y] - pts[x]
            ok = all(abs(d @ w) < 1e-9 * np.linalg.norm(d) * np.linalg.norm(w) for w in (b - a, c - a))
            out.append(Text("yes" if ok else "no"))
        return Multi(out)

    def scene(self, g):
        pts, faces, _ = self._solid(g)
        s = Scene()
        for k, v in pts.items():
            s.point(k, v)
        for f in faces:
            s.face(f)
        on_face = any(set(g["plane"]) <= set(f) for f in faces)
        if on_face:
            f = next(f for f in faces if set(g["plane"]) <= set(f))
            s.face(f, color="salmon", opacity=0.45)
        else:
            s.face(g["plane"], color="salmon", opacity=0.4, with_edges=False)
            for x, y in zip(g["plane"], g["plane"][1:] + g["plane"][:1]):
                if not any({x, y} == {u, v} for u, v, _ in s.segments):
                    s.segment(x, y, style="edge")
        return s

    def description(self, g):
        pts, faces, text = self._solid(g)
        coords = ", ".join(f"{k} = ({', '.join(f'{c:.3g}' for c in v)})" for k, v in pts.items())
        items = "; ".join(f"({i + 1}) {''.join(l)}" for i, l in enumerate(g["lines"]))
        return (f"In {text} (coordinates {coords}), which of the following lines are perpendicular to the plane "
                f"{self._plane_name(g)}? {items}. Answer 'yes' or 'no' for each line, in order.")

    def subquestions(self, g):
        pts, _, text = self._solid(g)
        n = plane_normal(*(pts[x] for x in g["plane"]))
        count = sum(1 for x, y in g["lines"]
                    if np.linalg.norm(np.cross(pts[y] - pts[x], n)) < 1e-9 * np.linalg.norm(n) * np.linalg.norm(pts[y] - pts[x]))
        items = ", ".join("".join(l) for l in g["lines"])
        return [SubQuestion(f"In {text}, how many of the lines {items} are perpendicular to the plane "
                            f"{self._plane_name(g)}?", Number(count),
                            "solid_figures/positional/line_plane_perpendicular_criterion")]

    def reasoning(self, p):
        pts, _, text = self._solid(p)
        a, b, c = p["plane"]
        u, w = pts[b] - pts[a], pts[c] - pts[a]
        fm = lambda v: "(" + ", ".join(f"{x:.3g}" for x in v) + ")"
        steps = [f"Use coordinates for {text}. The plane {self._plane_name(p)} contains {a}{b}→ = {fm(u)} and "
                 f"{a}{c}→ = {fm(w)}, which intersect; a line is perpendicular to the plane exactly when it is "
                 f"perpendicular to both."]
        for i, (x, y) in enumerate(p["lines"]):
            d = pts[y] - pts[x]
            d1, d2 = float(d @ u), float(d @ w)
            ok = abs(d1) < 1e-9 and abs(d2) < 1e-9
            steps.append(f"({i + 1}) {x}{y}→ = {fm(d)}: dot products {d1:.3g} and {d2:.3g}, so "
                         f"{'yes' if ok else 'no'}.")
        return steps
