"""Solid geometry: for five lines through vertices of a cube, cuboid, regular prism or pyramid,
decide which are perpendicular to a given plane (a face or a section); yes/no for each
(DynaSolidGeo / Gaokao true-false style, positional relationship)."""
import itertools

import numpy as np

from dynaforge.sdk import Multi, Number, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.solid_angles import named_solid, plane_normal

KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism", "regular_square_pyramid",
         "perpendicular_edge_pyramid", "regular_tetrahedron")


@seed_program(
    id="solid_lines_perpendicular_to_plane", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (which lines are perpendicular to a plane, five yes/no judgements)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class SolidLinesPerpendicularToPlane(SeedProgram):
    def sample(self, rng):
        while True:
            kind = KINDS[int(rng.choice(len(KINDS), p=[0.25, 0.2, 0.1, 0.1, 0.1, 0.2, 0.05]))]
            dims = [int(v) for v in rng.integers(2, 6, size=3)]
            if kind == "perpendicular_edge_pyramid" and rng.random() < 0.5:
                dims[1] = dims[0]
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
            if not perp or len(other) < 5:
                continue
            k = int(rng.integers(1, min(4, len(perp)) + 1)) if rng.random() < 0.85 else 0
            lines = [perp[int(i)] for i in rng.choice(len(perp), size=k, replace=False)] + \
                    [other[int(i)] for i in rng.choice(len(other), size=5 - k, replace=False)]
            order = rng.permutation(5)
            return {"kind": kind, "dims": dims, "style": style, "plane": plane,
                    "lines": [lines[int(i)] for i in order]}

    def _solid(self, p):
        return named_solid(p["kind"], p["dims"], p["style"])

    def _plane_name(self, p):
        pts, faces, _ = self._solid(p)
        for f in faces:   # name a face by all its vertices
            if set(p["plane"]) <= set(f):
                return "".join(f)
        return "".join(p["plane"])

    def question(self, p):
        _, _, text = self._solid(p)
        items = "; ".join(f"({i + 1}) {''.join(l)}" for i, l in enumerate(p["lines"]))
        return (f"In {text}, which of the following lines are perpendicular to the plane {self._plane_name(p)}? "
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

    def verify(self, p):
        # Independent: the criterion "perpendicular to two intersecting lines of the plane", with the
        # dot products computed from the scene's coordinates.
        s = self.scene(p)
        a, b, c = (s.xyz(x) for x in p["plane"])
        out = []
        for x, y in p["lines"]:
            d = s.xyz(y) - s.xyz(x)
            ok = all(abs(d @ w) < 1e-9 * np.linalg.norm(d) * np.linalg.norm(w) for w in (b - a, c - a))
            out.append(Text("yes" if ok else "no"))
        return Multi(out)

    def scene(self, p):
        pts, faces, _ = self._solid(p)
        s = Scene()
        for k, v in pts.items():
            s.point(k, v)
        for f in faces:
            s.face(f)
        on_face = any(set(p["plane"]) <= set(f) for f in faces)
        if on_face:
            f = next(f for f in faces if set(p["plane"]) <= set(f))
            s.face(f, color="salmon", opacity=0.45)
        else:
            s.face(p["plane"], color="salmon", opacity=0.4, with_edges=False)
            for x, y in zip(p["plane"], p["plane"][1:] + p["plane"][:1]):
                if not any({x, y} == {u, v} for u, v, _ in s.segments):
                    s.segment(x, y, style="edge")
        return s

    def description(self, p):
        pts, faces, text = self._solid(p)
        coords = ", ".join(f"{k} = ({', '.join(f'{c:.3g}' for c in v)})" for k, v in pts.items())
        items = "; ".join(f"({i + 1}) {''.join(l)}" for i, l in enumerate(p["lines"]))
        return (f"In {text} (coordinates {coords}), which of the following lines are perpendicular to the plane "
                f"{self._plane_name(p)}? {items}. Answer 'yes' or 'no' for each line, in order.")

    def subquestions(self, p):
        pts, _, text = self._solid(p)
        n = plane_normal(*(pts[x] for x in p["plane"]))
        count = sum(1 for x, y in p["lines"]
                    if np.linalg.norm(np.cross(pts[y] - pts[x], n)) < 1e-9 * np.linalg.norm(n) * np.linalg.norm(pts[y] - pts[x]))
        items = ", ".join("".join(l) for l in p["lines"])
        return [SubQuestion(f"In {text}, how many of the lines {items} are perpendicular to the plane "
                            f"{self._plane_name(p)}?", Number(count),
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
