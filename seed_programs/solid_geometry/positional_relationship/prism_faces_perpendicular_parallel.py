"""Solid geometry: counting pairs of perpendicular and of parallel faces of a right prism over a
polygon (triangle, trapezoid, cut rectangle, octagon, ...), and the faces perpendicular to one
lateral face (DynaSolidGeo / WE-MATH, positional relationship)."""
import itertools

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels

SHAPES = ("right_triangle", "isosceles_triangle", "rectangle", "right_trapezoid", "isosceles_trapezoid",
          "parallelogram", "right_quadrilateral", "cut_pentagon", "house_pentagon", "hexagon_opposite",
          "hexagon_adjacent", "octagon")
NAMES = {"right_triangle": "a right triangle", "isosceles_triangle": "an isosceles (not right) triangle",
         "rectangle": "a rectangle", "right_trapezoid": "a right trapezoid", "isosceles_trapezoid":
         "an isosceles trapezoid", "parallelogram": "a parallelogram that is not a rectangle",
         "right_quadrilateral": "a quadrilateral with exactly one right angle and no parallel sides",
         "cut_pentagon": "a pentagon (a rectangle with one corner cut off)",
         "house_pentagon": "a pentagon", "hexagon_opposite": "a hexagon", "hexagon_adjacent": "a hexagon",
         "octagon": "an octagon"}


def _labels(g):
    """Bottom and top vertex labels of the stated prism."""
    return solid_vertex_labels(len(g["base"]), g["style"])


def _polygon(shape, a, b, t):
    """Lattice base polygon (counter-clockwise) of the given shape; a, b sizes, t a corner cut."""
    return {
        "right_triangle": [(0, 0), (a, 0), (0, b)],
        "isosceles_triangle": [(0, 0), (2 * t, 0), (t, b)],
        "rectangle": [(0, 0), (a, 0), (a, b), (0, b)],
        "right_trapezoid": [(0, 0), (a, 0), (a - t, b), (0, b)],
        "isosceles_trapezoid": [(0, 0), (a + 2 * t, 0), (a + t, b), (t, b)],
        "parallelogram": [(0, 0), (a, 0), (a + t, b), (t, b)],
        "right_quadrilateral": [(0, 0), (a, 0), (a - 1, b), (0, b - t)],
        "cut_pentagon": [(0, 0), (a, 0), (a, b - t), (a - t, b), (0, b)],
        "house_pentagon": [(0, 0), (2 * t, 0), (2 * t, b), (t, b + t), (0, b)],
        "hexagon_opposite": [(t, 0), (a, 0), (a, b - t), (a - t, b), (0, b), (0, t)],
        "hexagon_adjacent": [(t, 0), (a - t, 0), (a, t), (a, b), (0, b), (0, t)],
        "octagon": [(t, 0), (a - t, 0), (a, t), (a, b - t), (a - t, b), (t, b), (0, b - t), (0, t)],
    }[shape]


def _edge_dirs(poly):
    n = len(poly)
    return [(poly[(i + 1) % n][0] - poly[i][0], poly[(i + 1) % n][1] - poly[i][1]) for i in range(n)]


@seed_program(
    id="prism_faces_perpendicular_parallel", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/plane_plane_perpendicular", "solid_figures/positional/plane_plane_parallel",
              "solid_figures/prisms/right_prism"],
    source="DynaSolidGeo / WE-MATH-style (counting perpendicular and parallel faces of a prism)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class PrismFacesPerpendicularParallel(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(SHAPES), size=IntRange(4, 6), h=IntRange(3, 6)),
        hard=dict(shape=OneOf(("right_trapezoid", "right_quadrilateral", "cut_pentagon", "house_pentagon",
                               "hexagon_opposite", "hexagon_adjacent", "octagon")), size=IntRange(5, 9),
                  h=IntRange(3, 9)),
        hard_means="bases with five to eight sides or few right angles (more lateral pairs to sort into "
                   "perpendicular, parallel and neither), larger sizes",
    )

    def sample(self, rng, space):
        """Givens: the base polygon (its vertex coordinates are stated), the height, the face asked about;
        hidden: the sizes the polygon was built from."""
        shape = space.shape.values[int(rng.integers(0, len(space.shape.values)))]
        a, b = (int(v) for v in space.size.draw(rng, size=2))
        t = int(rng.integers(1, 3))
        if shape in ("isosceles_triangle", "house_pentagon"):
            t = int(rng.integers(2, 4))
        if shape == "right_quadrilateral":
            t = 2
        if shape == "octagon":
            a, b = max(a, 5), max(b, 5)
        base = [[int(x), int(y)] for x, y in _polygon(shape, a, b, t)]
        n = len(base)
        return ({"shape": shape, "base": base, "h": space.h.draw(rng),
                 "face": int(rng.integers(0, n)), "style": str(rng.choice(["sub", "prime"]))},
                {"a": a, "b": b, "t": t})

    def _counts(self, p):
        """From the base polygon alone: lateral faces are perpendicular to both bases, two lateral faces
        are perpendicular / parallel exactly when their base edges are; the bases are parallel."""
        d = _edge_dirs([tuple(v) for v in p["base"]])
        n = len(d)
        perp_edges = [(i, j) for i, j in itertools.combinations(range(n), 2)
                      if d[i][0] * d[j][0] + d[i][1] * d[j][1] == 0]
        par_edges = [(i, j) for i, j in itertools.combinations(range(n), 2)
                     if d[i][0] * d[j][1] - d[i][1] * d[j][0] == 0]
        f = p["face"]
        to_face = 2 + sum(1 for i, j in perp_edges if f in (i, j))
        return 2 * n + len(perp_edges), 1 + len(par_edges), to_face

    def _face_name(self, g):
        bottom, top = _labels(g)
        n, i = len(bottom), g["face"]
        return f"{bottom[i]}{bottom[(i + 1) % n]}{top[(i + 1) % n]}{top[i]}"

    def _givens(self, g):
        bottom, top = _labels(g)
        d = _edge_dirs([tuple(v) for v in g["base"]])
        n = len(d)
        side = lambda i: f"{bottom[i]}{bottom[(i + 1) % n]}"
        facts = [f"{side(i)} ⟂ {side(j)}" for i, j in itertools.combinations(range(n), 2)
                 if d[i][0] * d[j][0] + d[i][1] * d[j][1] == 0]
        facts += [f"{side(i)} ∥ {side(j)}" for i, j in itertools.combinations(range(n), 2)
                  if d[i][0] * d[j][1] - d[i][1] * d[j][0] == 0]
        base = (f"in which {', '.join(facts)} and no other two sides are perpendicular or parallel" if facts
                else "in which no two sides are perpendicular or parallel")
        return (f"The right prism {''.join(bottom)}-{''.join(top)} has as its base {NAMES[g['shape']]} "
                f"{''.join(bottom)} {base}; the lateral edges are perpendicular to the bases.")

    def question(self, g):
        return (f"{self._givens(g)} Answer three counts: (1) how many pairs of faces of the prism are "
                f"perpendicular to each other; (2) how many pairs of faces are parallel; (3) how many faces are "
                f"perpendicular to the lateral face {self._face_name(g)}.")

    def answer(self, p):
        return Multi([Number(v) for v in self._counts(p)])

    def verify(self, g):
        # Independent: the 3D normals of all faces of the scene, compared pair by pair.
        s = self.scene(g)
        normals, seen = [], set()
        for labels, _, _ in s.faces:
            if frozenset(labels) in seen:   # the highlighted face is drawn twice
                continue
            seen.add(frozenset(labels))
            a, b, c = (s.xyz(x) for x in labels[:3])
            n = np.cross(b - a, c - a)
            normals.append((tuple(labels), n / np.linalg.norm(n)))
        perp = par = 0
        for (_, u), (_, v) in itertools.combinations(normals, 2):
            if abs(u @ v) < 1e-9:
                perp += 1
            elif np.linalg.norm(np.cross(u, v)) < 1e-9:
                par += 1
        bottom, top = _labels(g)
        k, i = len(bottom), g["face"]
        target = {bottom[i], bottom[(i + 1) % k], top[(i + 1) % k], top[i]}
        nf = next(n for lab, n in normals if set(lab) == target)
        to_face = sum(1 for lab, n in normals if abs(n @ nf) < 1e-9)
        return Multi([Number(perp), Number(par), Number(to_face)])

    def scene(self, g):
        bottom, top = _labels(g)
        s = Scene()
        s.prism(bottom, top, [tuple(v) for v in g["base"]], g["h"])
        n, i = len(bottom), g["face"]
        s.face([bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]], color="salmon", opacity=0.45)
        return s

    def description(self, g):
        bottom, top = _labels(g)
        poly = [tuple(v) for v in g["base"]]
        coords = ", ".join(f"{l} = ({x}, {y}, 0)" for l, (x, y) in zip(bottom, poly))
        return (f"{self._givens(g)} The base vertices are {coords}, and each top vertex lies {g['h']} above the base "
                f"vertex of the same letter. Count (1) the pairs of perpendicular faces, (2) the pairs of parallel "
                f"faces, (3) the faces perpendicular to the lateral face {self._face_name(g)}.")

    def subquestions(self, g):
        d = _edge_dirs([tuple(v) for v in g["base"]])
        n = len(d)
        perp = sum(1 for i, j in itertools.combinations(range(n), 2) if d[i][0] * d[j][0] + d[i][1] * d[j][1] == 0)
        return [
            SubQuestion(f"{self._givens(g)} How many pairs of lateral faces are perpendicular to each other?",
                        Number(perp), "solid_figures/positional/plane_plane_perpendicular"),
            SubQuestion(f"{self._givens(g)} How many faces of the prism are perpendicular to the base?",
                        Number(n), "solid_figures/positional/plane_plane_perpendicular"),
        ]

    def reasoning(self, p):
        bottom, top = _labels(p)
        d = _edge_dirs([tuple(v) for v in p["base"]])
        n = len(d)
        side = lambda i: f"{bottom[i]}{bottom[(i + 1) % n]}"
        perp = [(i, j) for i, j in itertools.combinations(range(n), 2) if d[i][0] * d[j][0] + d[i][1] * d[j][1] == 0]
        par = [(i, j) for i, j in itertools.combinations(range(n), 2) if d[i][0] * d[j][1] - d[i][1] * d[j][0] == 0]
        P, Q, R = self._counts(p)
        f = p["face"]
        return [
            f"The prism has {n + 2} faces: 2 bases and {n} lateral rectangles. Each lateral face contains a lateral "
            f"edge perpendicular to the bases, so it is perpendicular to both bases: {2 * n} pairs.",
            f"Two lateral faces are vertical, so they are perpendicular (parallel) exactly when their base sides are: "
            f"perpendicular sides {', '.join(side(i) + '⟂' + side(j) for i, j in perp) or 'none'}; parallel sides "
            f"{', '.join(side(i) + '∥' + side(j) for i, j in par) or 'none'}.",
            f"(1) {2 * n} + {len(perp)} = {P} perpendicular pairs. (2) The two bases plus {len(par)} lateral pairs: {Q} "
            f"parallel pairs.",
            f"(3) The face {self._face_name(p)} is perpendicular to the 2 bases and to the lateral faces on sides "
            f"perpendicular to {side(f)} ({sum(1 for i, j in perp if f in (i, j))}): {R} faces.",
        ]
