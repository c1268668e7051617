"""Solid geometry (volume): four labelled points of a cube or cuboid — vertices or points on edges given
by their distance from a vertex — three of them in one face and the fourth in the opposite face; find
the volume of the tetrahedron they span (DynaSolidGeo, volume). ``answer`` takes the triangle in the
face as the base (its area in the face's own 2D coordinates) and the edge perpendicular to that face
as the height, V = S·h/3; ``verify`` takes |det| / 6 of the 3D edge vectors of the figure."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_labels, tetrahedron_volume
from dynaforge.sdk.solid_position import BOX_FACES, edge_point_text

OPPOSITE = {0: 1, 1: 0, 2: 4, 4: 2, 3: 5, 5: 3}
AXIS = {0: 2, 1: 2, 2: 1, 4: 1, 3: 0, 5: 0}       # the axis perpendicular to each face of BOX_FACES
POINT_NAMES = ("M", "N", "P", "Q")


def _corner(i):
    """Unit offsets (x, y, z ∈ {0, 1}) of vertex i of a box (0-3 bottom counter-clockwise, 4-7 above)."""
    x, y = [(0, 0), (1, 0), (1, 1), (0, 1)][i % 4]
    return x, y, 1 if i >= 4 else 0


def _edge_axis(i, j):
    return next(k for k in range(3) if _corner(i)[k] != _corner(j)[k])


@seed_program(
    id="cuboid_opposite_faces_tetrahedron_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/pyramids/volume", "solid_figures/cuboids/volume",
              "solid_figures/positional/line_plane_perpendicular_criterion"],
    source="DynaSolidGeo-style (volume: tetrahedron on points of a cuboid, base in a face)",
    variations=["numeric_values", "point_labels", "camera", "geometric_transformations"],
)
class CuboidOppositeFacesTetrahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "cuboid")), edge=IntRange(3, 8), face=OneOf((0, 1, 2, 3)),
                      edge_points=IntRange(1, 2), style=OneOf(("prime", "digit"))),
        hard=dict(shape=OneOf(("cube", "cuboid"), p=[0.2, 0.8]), edge=IntRange(6, 15), face=OneOf((0, 1, 2, 3, 4, 5)),
                  edge_points=IntRange(2, 3), style=OneOf(("prime", "digit"))),
        hard_means="larger, mostly non-cubic boxes, more points inside edges (the base triangle is cut out of the "
                   "face by subtracting right triangles) and the base face more often a lateral one",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube: one edge), the four points (a vertex index, or an edge i→j with the distance
        from i), in order: three in one face, the fourth in the opposite face; the label style."""
        shape = space.shape.draw(rng)
        dims = [int(space.edge.draw(rng))] * 3 if shape == "cube" else [int(space.edge.draw(rng)) for _ in range(3)]
        face = int(space.face.draw(rng))
        n_edge = int(space.edge_points.draw(rng))
        L = lambda i, j: dims[_edge_axis(i, j)]
        for _ in attempts("three points of a face spanning a triangle of at least a sixth of the face, four distinct"):
            kinds = list(rng.permutation([1] * n_edge + [0] * (4 - n_edge)))
            pts = []
            for slot, is_edge in enumerate(kinds):
                verts = BOX_FACES[face] if slot < 3 else BOX_FACES[OPPOSITE[face]]
                k = int(rng.integers(0, 4))
                if is_edge:
                    i, j = verts[k], verts[(k + 1) % 4]
                    if L(i, j) < 2:
                        continue
                    pts.append([int(i), int(j), int(rng.integers(1, L(i, j)))])
                else:
                    pts.append([int(verts[k])])
            if len(pts) < 4 or len({tuple(p) for p in pts}) < 4:
                continue
            xyz = [self._xyz_sample(dims, p) for p in pts]
            area = np.linalg.norm(np.cross(xyz[1] - xyz[0], xyz[2] - xyz[0])) / 2
            face_area = dims[0] * dims[1] * dims[2] / dims[AXIS[face]]
            if area >= face_area / 6:
                break
        g = {"shape": shape, "a": dims[0], "style": space.style.draw(rng), "points": pts}
        if shape == "cuboid":
            g.update(b=dims[1], c=dims[2])
        return g

    @staticmethod
    def _xyz_sample(dims, spec):
        P = np.array(_corner(spec[0]), float) * dims
        if len(spec) == 1:
            return P
        Q = np.array(_corner(spec[1]), float) * dims
        return P + spec[2] * (Q - P) / np.linalg.norm(Q - P)

    # -- naming ------------------------------------------------------------------------------------------
    def _dims(self, g):
        return (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])

    def _names(self, g):
        L = cuboid_labels(g["style"])
        names, k = [], 0
        for spec in g["points"]:
            if len(spec) == 1:
                names.append(L[spec[0]])
            else:
                names.append(POINT_NAMES[k])
                k += 1
        return names

    def _setup(self, g, hide=False):
        L = cuboid_labels(g["style"])
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        dims = self._dims(g)
        box = (f"In the cube {name} with edge {'?' if hide else g['a']}" if g["shape"] == "cube" else
               f"In the cuboid {name} with {L[0]}{L[1]} = {'?' if hide else g['a']}, {L[1]}{L[2]} = {g['b']} and "
               f"{L[0]}{L[4]} = {g['c']}")
        where = []
        for nm, spec in zip(self._names(g), g["points"]):
            if len(spec) == 3:
                i, j, d = spec
                where.append(edge_point_text(nm, L[i], L[j], d, dims[_edge_axis(i, j)]))
        placed = (", " + ", ".join(where[:-1]) + (" and " if len(where) > 1 else "") + where[-1]) if where else ""
        return f"{box}{placed}."

    def _tetra(self, g):
        return "".join(self._names(g))

    def question(self, g):
        return self._setup(g) + f" Find the volume of the tetrahedron {self._tetra(g)} (exact, or to 2 decimal places)."

    # -- answer: base in the face, height across the box --------------------------------------------------
    def _base_and_height(self, p):
        dims = self._dims(p)
        ax = AXIS[next(f for f in range(6) if all(s[0] in BOX_FACES[f] and (len(s) == 1 or s[1] in BOX_FACES[f])
                                                 for s in p["points"][:3]))]
        keep = [k for k in range(3) if k != ax]
        flat = []
        for spec in p["points"][:3]:                 # the triangle in the face's own 2D coordinates
            u = [_corner(spec[0])[k] * dims[k] for k in keep]
            if len(spec) == 3:
                e = _edge_axis(spec[0], spec[1])
                step = 1 if _corner(spec[1])[e] > _corner(spec[0])[e] else -1
                u[keep.index(e)] += step * spec[2]
            flat.append(u)
        (x1, y1), (x2, y2), (x3, y3) = flat
        S = abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1)) / 2
        return S, dims[ax]

    def answer(self, p):
        S, h = self._base_and_height(p)
        return Number(S * h / 3)

    def verify(self, g):
        # Independent: the 3D coordinates of the figure, V = |det(Q − P, R − P, S − P)| / 6.
        s = self.scene(g)
        return Number(tetrahedron_volume(*(s.xyz(n) for n in self._names(g))))

    def scene(self, g):
        L = cuboid_labels(g["style"])
        dims = (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])
        s = Scene()
        s.box(L[:4], L[4:], *dims)
        names = self._names(g)
        for nm, spec in zip(names, g["points"]):
            if len(spec) == 3:
                i, j, d = spec
                s.point(nm, s.along(L[i], L[j], d / dims[_edge_axis(i, j)]))
        s.face(names[:3], color="#fca5a5", opacity=0.5, with_edges=False)
        for u in range(4):
            for v in range(u + 1, 4):
                s.segment(names[u], names[v], style="auxiliary")
        return s

    # -- views ----------------------------------------------------------------------------------------------
    def subquestions(self, g):
        S, h = self._base_and_height(g)
        n = self._names(g)
        return [
            SubQuestion(self._setup(g) + f" Find the area of triangle {n[0]}{n[1]}{n[2]}.", Number(S),
                        "plane_figures/area/composite_regions"),
            SubQuestion(self._setup(g) + f" Find the distance from {n[3]} to the plane {n[0]}{n[1]}{n[2]}.", Number(h),
                        "solid_figures/positional/line_plane_perpendicular_criterion"),
        ]

    def description(self, g):
        L = cuboid_labels(g["style"])
        n = self._names(g)
        return (f"A box with base {''.join(L[:4])} and top {''.join(L[4:])} directly above it ({L[4]} above {L[0]}, and "
                f"so on). The six edges of the tetrahedron {self._tetra(g)} are drawn in red and its face "
                f"{n[0]}{n[1]}{n[2]} is shaded. " + self._setup(g))

    def reasoning(self, p):
        S, h = self._base_and_height(p)
        n = self._names(p)
        return [
            f"{n[0]}, {n[1]} and {n[2]} lie in one face of the box, and {n[3]} lies in the opposite face, which is "
            f"parallel to it.",
            f"So the distance from {n[3]} to the plane {n[0]}{n[1]}{n[2]} is the edge of the box perpendicular to these "
            f"faces: h = {h}.",
            f"In the face, triangle {n[0]}{n[1]}{n[2]} has area {S:g} (the face rectangle minus the right triangles "
            f"around it, or the shoelace formula in the face's coordinates).",
            f"V = (1/3)·S·h = (1/3)·{S:g}·{h} = {S * h / 3:.6g}.",
        ]
