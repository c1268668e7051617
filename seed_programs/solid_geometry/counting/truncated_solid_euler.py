"""Solid geometry (counting): some corners of a polyhedron are cut off by small plane cuts; count the
vertices, edges and faces of the new solid (DynaSolidGeo, counting; Euler's formula as a check)."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, restyle_segment

CUT = 0.28  # each cut meets the edges at its corner this far along (< 1/2, so cuts never meet)


def _prism(n):
    base = regular_polygon_xy(n, 1.6)
    verts = [(x, y, 0.0) for x, y in base] + [(x, y, 2.4) for x, y in base]
    faces = [list(range(n)), list(range(n, 2 * n))]
    faces += [[i, (i + 1) % n, n + (i + 1) % n, n + i] for i in range(n)]
    return verts, faces


def _pyramid(n):
    base = regular_polygon_xy(n, 1.8)
    verts = [(x, y, 0.0) for x, y in base] + [(0.0, 0.0, 2.6)]
    faces = [list(range(n))] + [[i, (i + 1) % n, n] for i in range(n)]
    return verts, faces


def _cube():
    verts, faces = _prism(4)
    return [(x / 1.6 * math.sqrt(2) * 1.2, y / 1.6 * math.sqrt(2) * 1.2, z / 2.4 * 2.4) for x, y, z in verts], faces


def _octahedron():
    r = 1.7
    verts = [(r, 0, 0), (0, r, 0), (-r, 0, 0), (0, -r, 0), (0, 0, r), (0, 0, -r)]
    verts = [(x, y, z + r) for x, y, z in verts]
    faces = [[i, (i + 1) % 4, 4] for i in range(4)] + [[(i + 1) % 4, i, 5] for i in range(4)]
    return verts, faces


SOLIDS = {
    "cube": _cube, "triangular prism": lambda: _prism(3), "hexagonal prism": lambda: _prism(6),
    "square pyramid": lambda: _pyramid(4), "pentagonal pyramid": lambda: _pyramid(5),
    "regular octahedron": _octahedron,
}
# the hard level also draws these (kept out of SOLIDS, which is the standard level's list)
ALL_SOLIDS = {**SOLIDS, "pentagonal prism": lambda: _prism(5), "hexagonal pyramid": lambda: _pyramid(6)}


def _neighbours(faces, nv):
    nb = [set() for _ in range(nv)]
    for f in faces:
        for a, b in zip(f, f[1:] + f[:1]):
            nb[a].add(b)
            nb[b].add(a)
    return [sorted(s) for s in nb]


@seed_program(
    id="truncated_solid_euler", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/polyhedra/truncation", "solid_figures/polyhedra/euler_formula"],
    source="DynaSolidGeo-style (counting: vertices, edges and faces of a truncated polyhedron)",
    variations=["geometric_transformations", "numeric_values", "camera"],
)
class TruncatedSolidEuler(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(list(SOLIDS)), corners=IntRange(1, 4), half_share=0.0),
        hard=dict(solid=OneOf(["cube", "pentagonal prism", "hexagonal prism", "square pyramid", "pentagonal pyramid",
                               "hexagonal pyramid", "regular octahedron"]),
                  corners=IntRange(3, 10), half_share=0.7),
        hard_means="three to ten corners cut, on solids with more vertices (pentagonal and hexagonal prisms and "
                   "pyramids, the octahedron), and mostly cuts through the midpoints of the edges, so that two "
                   "cuts at the ends of one edge share a vertex and that edge disappears",
    )

    def sample(self, rng, space):
        names = space.solid.values
        solid = names[int(rng.integers(0, len(names)))]
        verts, faces = ALL_SOLIDS[solid]()
        nv = len(verts)
        k = int(rng.integers(space.corners.lo, min(space.corners.hi, nv) + 1))
        if solid.endswith("pyramid") and rng.random() < 0.6:  # usually include the apex (a corner of higher degree)
            cut = [nv - 1] + [int(v) for v in rng.choice(nv - 1, size=k - 1, replace=False)]
        else:
            cut = [int(v) for v in rng.choice(nv, size=k, replace=False)]
        if space.half_share > 0:   # hard: cuts through the edges' midpoints (the standard level never has this key)
            return {"solid": solid, "cut": sorted(cut),
                    "depth": "half" if rng.random() < space.half_share else "small"}
        return {"solid": solid, "cut": sorted(cut)}

    @staticmethod
    def _half(p):
        return p.get("depth", "small") == "half"

    def _shared(self, p):
        """Edges with both ends cut: with cuts through the midpoints the two new faces meet there."""
        if not self._half(p):
            return 0
        verts, faces = self._base(p)
        nb = _neighbours(faces, len(verts))
        cut = set(p["cut"])
        return sum(1 for v in cut for u in nb[v] if u in cut and u > v)

    def _base(self, p):
        verts, faces = ALL_SOLIDS[p["solid"]]()
        return np.array(verts, dtype=float), faces

    def _degrees(self, p):
        verts, faces = self._base(p)
        nb = _neighbours(faces, len(verts))
        return [len(nb[v]) for v in p["cut"]]

    def question(self, g):
        k = len(g["cut"])
        corners = "one of its corners" if k == 1 else f"{k} of its corners"
        how = ("each cut is a plane through the midpoints of the edges at that corner" if self._half(g)
               else "each cut is a plane that meets only the edges at that corner")
        return (f"The solid in the figure was made from a {g['solid']} by cutting off {corners} (the new faces are "
                f"shaded and outlined in red); {how}. How many vertices, "
                f"edges and faces does the new solid have? Answer in the order vertices, edges, faces.")

    def _counts(self, p):
        verts, faces = self._base(p)
        V, F = len(verts), len(faces)
        E = sum(len(f) for f in faces) // 2
        for d in self._degrees(p):  # a cut at a degree-d corner: −1 + d vertices, +d edges, +1 face
            V += d - 1
            E += d
            F += 1
        m = self._shared(p)   # midpoint cuts: an edge cut at both ends leaves one shared vertex and no edge
        return V - m, E - m, F

    def answer(self, p):
        return Multi([Number(v) for v in self._counts(p)])

    def _geometry(self, p):
        """Vertices of the cut solid and its faces as lists of point keys."""
        verts, faces = self._base(p)
        nb = _neighbours(faces, len(verts))
        cut = set(p["cut"])
        half = self._half(p)
        frac = 0.5 if half else CUT

        def key(v, u):   # the cut point on edge vu near v; with midpoint cuts one point per edge cut at both ends
            return (min(v, u), max(v, u), "mid") if half and u in cut else (v, u)

        pts = {}
        for v in range(len(verts)):
            if v in cut:
                for u in nb[v]:
                    pts[key(v, u)] = verts[v] + frac * (verts[u] - verts[v])
            else:
                pts[(v,)] = verts[v]
        new_faces = []
        for f in faces:
            ring = []
            for i, v in enumerate(f):
                prev, nxt = f[i - 1], f[(i + 1) % len(f)]
                for k in ([key(v, prev), key(v, nxt)] if v in cut else [(v,)]):
                    if not ring or ring[-1] != k:
                        ring.append(k)
            if len(ring) > 1 and ring[0] == ring[-1]:
                ring.pop()
            new_faces.append((ring, False))
        centre = verts.mean(axis=0)
        for v in sorted(cut):
            keys = [key(v, u) for u in nb[v]]
            normal = verts[v] - centre
            normal /= np.linalg.norm(normal)
            e1 = np.cross(normal, [0.3, 0.5, 0.8])
            e1 /= np.linalg.norm(e1)
            e2 = np.cross(normal, e1)
            mid = np.mean([pts[k] for k in keys], axis=0)
            keys.sort(key=lambda k: math.atan2((pts[k] - mid) @ e2, (pts[k] - mid) @ e1))
            new_faces.append((keys, True))
        return pts, new_faces

    @staticmethod
    def _hull_faces(xyz):
        """The face planes of the convex hull of xyz (coplanar hull triangles merged)."""
        from scipy.spatial import ConvexHull

        planes = []
        for eq in ConvexHull(xyz).equations:
            if not any(np.allclose(eq, q, atol=1e-7) for q in planes):
                planes.append(eq)
        return planes

    def verify(self, g):
        # Independent: vertex, edge and face counts survive affine maps, so an affine model of the named
        # solid will do (regular polygons from roots of unity, height 1; the octahedron on the axes). Its
        # edges are the vertex pairs on two common hull faces; each stated corner is cut at CUT along
        # its edges, and the convex hull of the result is counted.
        kind = g["solid"]
        ring = lambda n: [np.array([np.cos(2 * np.pi * i / n), np.sin(2 * np.pi * i / n), 0.0]) for i in range(n)]
        if kind == "regular octahedron":
            base = [np.array(v, float) for v in ((1, 0, 0), (0, 1, 0), (-1, 0, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))]
        elif kind.endswith("pyramid"):
            base = ring({"square": 4, "pentagonal": 5, "hexagonal": 6}[kind.split()[0]]) + [np.array([0.0, 0.0, 1.0])]
        else:
            n = {"cube": 4, "triangular prism": 3, "pentagonal prism": 5, "hexagonal prism": 6}[kind]
            base = ring(n) + [v + np.array([0.0, 0.0, 1.0]) for v in ring(n)]
        xyz = np.array(base)
        planes = self._hull_faces(xyz)
        on = [{i for i in range(len(xyz)) if abs(xyz[i] @ q[:3] + q[3]) < 1e-7} for q in planes]
        nbrs = {v: [u for u in range(len(xyz)) if u != v and sum(v in f and u in f for f in on) >= 2]
                for v in range(len(xyz))}
        # the stated depth: through the midpoints of the edges (one point where two cuts meet), or CUT along
        frac = 0.5 if g.get("depth", "small") == "half" else CUT
        pts = [xyz[v] + frac * (xyz[u] - xyz[v]) for v in g["cut"] for u in nbrs[v]]
        pts += [xyz[v] for v in range(len(xyz)) if v not in g["cut"]]
        pts = np.unique(np.round(np.array(pts), 9), axis=0)
        planes = self._hull_faces(pts)
        on_face = [int(np.sum(np.abs(pts @ q[:3] + q[3]) < 1e-7)) for q in planes]
        return Multi([Number(len(pts)), Number(sum(on_face) // 2), Number(len(planes))])

    def scene(self, g):
        pts, faces = self._geometry(g)
        s = Scene()
        names = {}
        for i, (key, xyz) in enumerate(pts.items()):
            names[key] = f"_v{i}"
            s.point(names[key], xyz, show_label=False)
        for ring, new in faces:
            s.face([names[k] for k in ring], color="#f87171" if new else "lightsteelblue",
                   opacity=0.6 if new else 0.25)
        # outline each cut face in red as well: a face seen nearly edge-on still shows as a red stroke
        for ring, new in faces:
            if new:
                for a, b in zip(ring, ring[1:] + ring[:1]):
                    restyle_segment(s, names[a], names[b], "auxiliary")
        return s

    def subquestions(self, g):
        verts, faces = self._base(g)
        V, E, F = self._counts(g)
        return [
            SubQuestion(f"How many edges does a {g['solid']} have?", Number(sum(len(f) for f in faces) // 2),
                        "solid_figures/polyhedra/euler_formula"),
            SubQuestion(f"At one corner of a polyhedron {self._degrees(g)[0]} edges meet. It is cut off by a plane that "
                        f"meets only those edges. How many edges does the new face have?",
                        Number(self._degrees(g)[0]), "solid_figures/polyhedra/truncation"),
            SubQuestion(f"A convex polyhedron has {V} vertices and {F} faces. How many edges does it have?",
                        Number(E), "solid_figures/polyhedra/euler_formula"),
        ]

    def description(self, g):
        degs = self._degrees(g)
        kinds = ", ".join(f"one where {d} edges meet" for d in degs)
        if self._half(g):
            return (f"A {g['solid']} has {len(g['cut'])} corners cut off by plane cuts, each through the midpoints "
                    f"of the edges at its corner: {kinds}. {self._shared(g)} of its edges join two cut corners, so "
                    f"the two cuts at their ends meet at the edge's midpoint. How many vertices, edges and faces "
                    f"does the new solid have? Answer in the order vertices, edges, faces.")
        return (f"A {g['solid']} has {len(g['cut'])} corner(s) cut off by small plane cuts, each meeting only the "
                f"edges at its corner: {kinds}. How many vertices, edges and faces does the new solid have? Answer in "
                f"the order vertices, edges, faces.")

    def reasoning(self, p):
        verts, faces = self._base(p)
        V0, F0 = len(verts), len(faces)
        E0 = sum(len(f) for f in faces) // 2
        degs = self._degrees(p)
        V, E, F = self._counts(p)
        if self._half(p):
            m = self._shared(p)
            Vs, Es = V0 + sum(d - 1 for d in degs), E0 + sum(degs)
            return [
                f"A {p['solid']} has V = {V0}, E = {E0}, F = {F0}.",
                f"The figure shows {len(degs)} cut corners, where " + ", ".join(str(d) for d in degs)
                + " edges meet respectively; each cut passes through the midpoints of the edges at its corner.",
                "Counted as separate cuts, a corner where d edges meet loses 1 vertex and gains d, gains the d edges "
                f"of the new face, and adds 1 face: V = {Vs}, E = {Es}, F = {F}.",
                f"{m} edge(s) join two cut corners: there the two cuts meet at the edge's midpoint, so each such "
                "edge gives one vertex, not two, and the edge itself is cut away entirely.",
                f"V = {Vs} − {m} = {V}; E = {Es} − {m} = {E}; F = {F}.",
                f"Check with Euler's formula: {V} − {E} + {F} = {V - E + F}.",
            ]
        return [
            f"A {p['solid']} has V = {V0}, E = {E0}, F = {F0}.",
            f"The figure shows {len(degs)} cut corner(s), where " + ", ".join(str(d) for d in degs)
            + " edges meet respectively.",
            "Cutting off a corner where d edges meet removes 1 vertex and adds d (one on each edge), adds the d edges "
            "of the new face, and adds 1 face.",
            f"V = {V0} + " + " + ".join(f"({d} − 1)" for d in degs) + f" = {V}; E = {E0} + "
            + " + ".join(str(d) for d in degs) + f" = {E}; F = {F0} + {len(degs)} = {F}.",
            f"Check with Euler's formula: {V} − {E} + {F} = {V - E + F}.",
        ]
