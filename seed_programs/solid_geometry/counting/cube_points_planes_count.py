"""Solid geometry (counting): a set of special points of a cube (vertices, face centres, edge midpoints,
the centre); how many different planes pass through at least three of them? Group the triples by
the plane they span (DynaSolidGeo counting; 'how many planes do these points determine')."""
from itertools import combinations
from math import gcd

import numpy as np

from dynaforge.sdk import Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_motion import distinct_planes

# coordinates doubled (cube [0, 2]^3) so that every special point is a lattice point
VERTS = [(0, 0, 0), (2, 0, 0), (2, 2, 0), (0, 2, 0), (0, 0, 2), (2, 0, 2), (2, 2, 2), (0, 2, 2)]
FACES = [(1, 1, 0), (1, 1, 2), (1, 0, 1), (1, 2, 1), (0, 1, 1), (2, 1, 1)]
CENTRE = [(1, 1, 1)]
EDGE_MIDS = [(1, 0, 0), (2, 1, 0), (1, 2, 0), (0, 1, 0), (1, 0, 2), (2, 1, 2), (1, 2, 2), (0, 1, 2),
             (0, 0, 1), (2, 0, 1), (2, 2, 1), (0, 2, 1)]
SETS = {
    "vertices_centre": ("the 8 vertices of the cube and its centre O", VERTS + CENTRE),
    "face_centres": ("the centres of the 6 faces of the cube", FACES),
    "bottom_top_centre": ("the 4 vertices of the bottom face and the centre of the top face of the cube",
                          VERTS[:4] + [FACES[1]]),
    "bottom_top_mids": ("the 4 vertices of the bottom face and the midpoints of the 4 edges of the top face of the cube",
                        VERTS[:4] + EDGE_MIDS[4:8]),
    "vertices_top_centre": ("the 8 vertices of the cube and the centre of its top face", VERTS + [FACES[1]]),
    "vertices_faces": ("the 8 vertices of the cube and the centres of its 6 faces", VERTS + FACES),
    "edge_mids": ("the midpoints of the 12 edges of the cube", EDGE_MIDS),
    "faces_bottom": ("the centres of the 6 faces of the cube and the 4 vertices of its bottom face", FACES + VERTS[:4]),
    "vertices_two_centres": ("the 8 vertices of the cube and the centres of its top and bottom faces",
                             VERTS + [FACES[1], FACES[0]]),
    "seven_vertices": ("the vertices of the cube other than {D1} (7 points)", VERTS[:7]),
}


@seed_program(
    id="cube_points_planes_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/counting/coplanar_vertex_sets", "combinatorics/counting/pairs",
              "solid_figures/positional/plane_plane_parallel"],
    source="DynaSolidGeo-style (counting; planes determined by special points of a cube)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class CubePointsPlanesCount(SeedProgram):
    levels = Levels(
        standard=dict(set=OneOf(list(SETS)), with_o_share=0.4,
                      ask=OneOf(["planes", "coplanar4", "lines"], p=[0.4, 0.35, 0.25])),
        hard=dict(set=OneOf(["vertices_faces", "edge_mids", "faces_bottom", "vertices_two_centres",
                             "vertices_top_centre", "bottom_top_mids"]), with_o_share=0.6,
                  ask=OneOf(["planes", "coplanar4", "lines"], p=[0.5, 0.4, 0.1])),
        hard_means="the larger point sets (9-15 points, often with the centre), mostly planes and coplanar "
                   "quadruples: hundreds of triples to group",
    )

    def sample(self, rng, space):
        name = str(rng.choice(space.set.values))
        with_o = bool(rng.random() < space.with_o_share) and CENTRE[0] not in SETS[name][1]
        return {"set": name, "with_o": with_o, "style": str(rng.choice(["prime", "digit", "next"])),
                "ask": str(rng.choice(space.ask.values, p=space.ask.p))}

    def _pts(self, p):
        return SETS[p["set"]][1] + (CENTRE if p.get("with_o") else [])

    def question(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        cube = f"{''.join(bottom)}-{''.join(top)}"
        text, pts = SETS[g["set"]]
        text = text.replace("the cube", f"the cube {cube}", 1).replace("{D1}", top[3])
        if g.get("with_o"):
            text += ", together with the centre O of the cube"
        if g["ask"] == "planes":
            return (f"Consider {text}. How many different planes pass through at least three "
                    "of these points?")
        if g["ask"] == "lines":
            return f"Consider {text}. How many different lines pass through at least two of these points?"
        return (f"Consider {text}. How many sets of four of these points lie in one plane?")

    @staticmethod
    def _plane_key(a, b, c):
        """Exact integer key (normal / gcd with a sign convention, offset) of the plane abc, or None if collinear."""
        u = [b[i] - a[i] for i in range(3)]
        v = [c[i] - a[i] for i in range(3)]
        n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
        if n == [0, 0, 0]:
            return None
        g = gcd(gcd(abs(n[0]), abs(n[1])), abs(n[2]))
        n = [x // g for x in n]
        if next(x for x in n if x != 0) < 0:
            n = [-x for x in n]
        return (*n, sum(n[i] * a[i] for i in range(3)))

    @staticmethod
    def _line_key(a, b):
        d = [b[i] - a[i] for i in range(3)]
        g = gcd(gcd(abs(d[0]), abs(d[1])), abs(d[2]))
        d = [x // g for x in d]
        if next(x for x in d if x != 0) < 0:
            d = [-x for x in d]
        # the point of the line with the smallest parameter along a fixed normal form: a × d identifies it
        m = (a[1] * d[2] - a[2] * d[1], a[2] * d[0] - a[0] * d[2], a[0] * d[1] - a[1] * d[0])
        return (*d, *m)

    def answer(self, p):
        pts = self._pts(p)
        if p["ask"] == "lines":
            return Number(len({self._line_key(a, b) for a, b in combinations(pts, 2)}))
        planes = {}
        for tri in combinations(range(len(pts)), 3):
            key = self._plane_key(*(pts[i] for i in tri))
            if key is not None:
                planes.setdefault(key, set()).update(tri)
        if p["ask"] == "planes":
            return Number(len(planes))
        # each plane with k points holds C(k, 4) coplanar quadruples; no quadruple lies in two planes unless
        # it is collinear, which these point sets never have
        from math import comb
        return Number(sum(comb(len(v), 4) for v in planes.values()))

    def _stated_points(self, g):
        """The points the question names, built from the unit cube's vertices: face centres and edge
        midpoints as means of their vertices, the centre as the mean of all eight."""
        V = [np.array([x, y, z], dtype=float) for z in (0, 1) for y in (0, 1) for x in (0, 1)]
        V = [V[0], V[1], V[3], V[2], V[4], V[5], V[7], V[6]]          # ABCD counter-clockwise, then the top
        bottom, top = V[:4], V[4:]
        face_sets = [bottom, top] + [[bottom[i], bottom[(i + 1) % 4], top[(i + 1) % 4], top[i]] for i in range(4)]
        faces = [np.mean(f, axis=0) for f in face_sets]
        mids = [(q[i] + q[(i + 1) % 4]) / 2 for q in (bottom, top) for i in range(4)]
        mids += [(bottom[i] + top[i]) / 2 for i in range(4)]
        top_c, bottom_c, centre = faces[1], faces[0], np.mean(V, axis=0)
        parts = {"vertices_centre": V + [centre], "face_centres": faces, "bottom_top_centre": bottom + [top_c],
                 "bottom_top_mids": bottom + mids[4:8], "vertices_top_centre": V + [top_c],
                 "vertices_faces": V + faces, "edge_mids": mids, "faces_bottom": faces + bottom,
                 "vertices_two_centres": V + [top_c, bottom_c], "seven_vertices": V[:7]}[g["set"]]
        if g["with_o"]:
            parts = parts + [centre]
        return np.array(parts)

    def verify(self, g):
        # Independent: the points rebuilt from the statement (not the coordinate table), then
        # a greedy line cover, numeric distinct planes, and a determinant test of every quadruple.
        pts = self._stated_points(g)
        if g["ask"] == "lines":
            # greedy: each pair not yet covered starts a new line; mark every pair on it as covered
            covered, lines = set(), 0
            for i, j in combinations(range(len(pts)), 2):
                if (i, j) in covered:
                    continue
                lines += 1
                d = pts[j] - pts[i]
                on = [k for k in range(len(pts)) if np.linalg.norm(np.cross(pts[k] - pts[i], d)) < 1e-9]
                covered.update(combinations(sorted(on), 2))
            return Number(lines)
        if g["ask"] == "planes":
            return Number(len(distinct_planes(pts)))
        count = 0
        for quad in combinations(range(len(pts)), 4):
            a, b, c, d = pts[list(quad)]
            if abs(np.linalg.det(np.array([b - a, c - a, d - a]))) < 1e-9:
                count += 1
        return Number(count)

    def scene(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        s = Scene()
        s.box(bottom, top, 2.0, 2.0, 2.0)
        named = {tuple(v): lab for v, lab in zip(VERTS, bottom + top)}
        for i, q in enumerate(self._pts(g)):
            if tuple(q) in named:
                continue
            lab = "O" if tuple(q) == CENTRE[0] else f"_m{i}"
            s.point(lab, q, show_label=(lab == "O"))
        return s

    def subquestions(self, g):
        n = len(self._pts(g))
        from math import comb
        return [SubQuestion(f"How many ways are there to choose 3 of {n} points?", Number(comb(n, 3)),
                            "combinatorics/counting/pairs")]

    def description(self, g):
        return self.question(g).split(" How many")[0] + " The points are marked on the cube."

    def reasoning(self, p):
        from math import comb
        pts = self._pts(p)
        planes = {}
        collinear = 0
        for tri in combinations(range(len(pts)), 3):
            key = self._plane_key(*(pts[i] for i in tri))
            if key is None:
                collinear += 1
            else:
                planes.setdefault(key, set()).update(tri)
        sizes = {}
        for v in planes.values():
            sizes[len(v)] = sizes.get(len(v), 0) + 1
        parts = ", ".join(f"{c} plane{'s' if c > 1 else ''} with {k} points" for k, c in sorted(sizes.items(), reverse=True))
        steps = [f"There are C({len(pts)},3) = {comb(len(pts), 3)} triples, {collinear} of them collinear.",
                 "Group the other triples by the plane they span (faces, diagonal planes, corner planes, ...): "
                 f"{parts}.",
                 "A plane holding k of the points is counted C(k,3) times among the triples."]
        if p["ask"] == "lines":
            steps = [f"There are C({len(pts)},2) = {comb(len(pts), 2)} pairs of points; {collinear} triples are collinear.",
                     "Pairs on a common line of k points are counted C(k,2) times; merging them leaves "
                     f"{self.answer(p).value} different lines."]
        elif p["ask"] == "planes":
            steps.append(f"So there are {len(planes)} different planes.")
        else:
            steps.append(f"Coplanar quadruples: Σ C(k,4) over these planes = {self.answer(p).value}.")
        return steps
