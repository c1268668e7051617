"""Solid geometry (counting): unit grid lines are drawn on the faces of a cube (or cuboid); P and Q are
grid points inside two adjacent faces. How many shortest routes along the grid lines of the surface
lead from P to Q — all of them, those through a marked grid point M of the common edge, or those
avoiding M? (DynaSolidGeo counting; unfold the two faces into one plane: the routes are the lattice
paths of a rectangle.) ``answer`` unfolds the two faces about their common edge and counts lattice
paths with binomial coefficients (routes round a third face are longer because P and Q are inside
their faces); ``verify`` builds the grid graph of the whole surface and counts shortest paths by
breadth-first search."""
import math
from math import comb

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_corner, cuboid_labels
from dynaforge.sdk.solid_cube_more import count_shortest_paths, surface_grid_curves, surface_grid_graph
from dynaforge.sdk.solid_relations_more import pick_spread

# faces as (fixed axis, at the far side?) and their vertex indices in cyclic order (cuboid_corner numbering)
FACES = {(2, 0): (0, 1, 2, 3), (2, 1): (4, 5, 6, 7), (1, 0): (0, 1, 5, 4), (0, 1): (1, 2, 6, 5),
         (1, 1): (2, 3, 7, 6), (0, 0): (3, 0, 4, 7)}
ASKS = ("all", "through", "avoid")


def _vertex_index(x, y, z, dims):
    """cuboid_corner index of the block vertex (x, y, z) (each coordinate 0 or the edge)."""
    a, b, c = dims
    base = {(0, 0): 0, (a, 0): 1, (a, b): 2, (0, b): 3}[(x, y)]
    return base + (4 if z == c else 0)


@seed_program(
    id="cube_surface_grid_paths", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["combinatorics/counting/lattice_paths", "solid_figures/distances/surface_shortest_path",
              "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting: shortest routes along the grid on a cube's surface)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class CubeSurfaceGridPaths(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("cube", "cuboid"), p=[0.6, 0.4]), edge=IntRange(3, 7), shortest=OneOf((5,)),
                      ask=OneOf(ASKS, p=[0.4, 0.3, 0.3]), style=OneOf(("prime", "digit", "sub"))),
        hard=dict(shape=OneOf(("cube", "cuboid"), p=[0.3, 0.7]), edge=IntRange(4, 8), shortest=OneOf((8,)),
                  ask=OneOf(ASKS, p=[0.1, 0.45, 0.45]), style=OneOf(("prime", "digit", "sub"))),
        hard_means="bigger blocks (edges 4-8, routes of at least 8 steps, up to thousands of them) and mostly routes through "
                   "or avoiding a marked point M of the common edge (a product of two binomial coefficients, "
                   "subtracted from the total)",
    )

    def sample(self, rng, space):
        """Givens: the block, two adjacent faces (fixed axis, side), the grid points P and Q inside them,
        what is asked and (for the M questions) M on the common edge. Of 40 good draws, one is picked so
        that every answer value is equally likely (``pick_spread``)."""
        shape = str(space.shape.draw(rng))
        ask = str(space.ask.draw(rng))
        style = str(space.style.draw(rng))
        good = []
        for _ in attempts("40 draws of two adjacent faces, P and Q inside them apart, M strictly between them"):
            g = self._draw(rng, space, shape, ask, style)
            if g is not None:
                good.append(g)
            if len(good) == 40:
                return pick_spread(rng, good, self._count)

    def _draw(self, rng, space, shape, ask, style):
        dims = [int(space.edge.draw(rng))] * 3 if shape == "cube" else [int(space.edge.draw(rng)) for _ in range(3)]
        keys = list(FACES)
        f1 = keys[int(rng.integers(0, 6))]
        f2 = keys[int(rng.integers(0, 6))]
        if f1[0] == f2[0]:                          # the same or the opposite face: not adjacent
            return None
        P, Q = self._inside(rng, dims, f1), self._inside(rng, dims, f2)
        e = 3 - f1[0] - f2[0]                       # the axis of the common edge
        g = {"a": dims[0], "shape": shape, "f1": list(f1), "f2": list(f2), "P": P, "Q": Q, "ask": ask, "style": style}
        if shape == "cuboid":
            g.update(b=dims[1], c=dims[2])
        lo, hi = sorted((P[e], Q[e]))
        if hi - lo < 2 or hi - lo + self._off(g, P, f2) + self._off(g, Q, f1) < space.shortest.values[0]:
            return None                             # a route of at least `shortest` unit steps
        if ask != "all":
            g["m"] = int(rng.integers(lo + 1, hi))  # M strictly between, so some routes miss it
        return g

    @staticmethod
    def _inside(rng, dims, face):
        axis, far = face
        pt = [int(rng.integers(1, d)) for d in dims]   # strictly inside: not on an edge of the block
        pt[axis] = dims[axis] if far else 0
        return pt

    def _dims(self, g):
        return (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])

    def _off(self, g, pt, face):
        """Distance (along the grid) from a point to the plane of the other face (its distance to the common edge)."""
        axis, far = face
        return abs(pt[axis] - (self._dims(g)[axis] if far else 0))

    def _labels(self, g):
        return cuboid_labels(g["style"])

    def _m_xyz(self, g):
        dims = self._dims(g)
        f1, f2 = g["f1"], g["f2"]
        m = [0, 0, 0]
        m[f1[0]] = dims[f1[0]] if f1[1] else 0
        m[f2[0]] = dims[f2[0]] if f2[1] else 0
        m[3 - f1[0] - f2[0]] = g["m"]
        return m

    # -- statement -------------------------------------------------------------------------------------
    def _place(self, g, name, pt, face):
        """'P lies on face ABB1A1, 2 units from AB and 1 unit from AA1' (the two edges at the face's first vertex)."""
        L = self._labels(g)
        dims = self._dims(g)
        ids = FACES[tuple(face)]
        v0 = cuboid_corner(*dims, ids[0])
        parts = []
        for nb in (ids[1], ids[3]):                # the two edges of the face at its first vertex
            w = cuboid_corner(*dims, nb)
            along = next(k for k in range(3) if w[k] != v0[k])
            other = 3 - face[0] - along            # the distance from this edge is measured along `other`
            dist = abs(pt[other] - v0[other])
            parts.append(f"{dist} unit{'s' if dist != 1 else ''} from {L[ids[0]]}{L[nb]}")
        return f"{name} is the grid point of the face {''.join(L[i] for i in ids)} that is " + " and ".join(parts)

    def _edge_name(self, g):
        L = self._labels(g)
        common = sorted(i for i in FACES[tuple(g["f1"])] if i in FACES[tuple(g["f2"])])
        return L[common[0]] + L[common[1]], common

    def _setup(self, g):
        L = self._labels(g)
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        box = (f"the cube {name} with edge {g['a']}" if g["shape"] == "cube" else
               f"the cuboid {name} with {L[0]}{L[1]} = {g['a']}, {L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = {g['c']}")
        text = (f"Grid lines one unit apart are drawn on all faces of {box}, parallel to its edges. "
                f"{self._place(g, 'P', g['P'], g['f1'])}; {self._place(g, 'Q', g['Q'], g['f2'])}.")
        if g["ask"] != "all":
            edge, common = self._edge_name(g)
            e = 3 - g["f1"][0] - g["f2"][0]
            start = next(i for i in common if cuboid_corner(*self._dims(g), i)[e] == 0)
            text += f" M is the grid point of the edge {edge} with {L[start]}M = {g['m']}."
        return text

    def question(self, g):
        route = (" A route goes from P to Q along the grid lines on the surface (the edges of the solid count as grid "
                 "lines) and is as short as possible.")
        what = {"all": " How many different shortest routes are there?",
                "through": " How many of the shortest routes pass through M?",
                "avoid": " How many of the shortest routes do not pass through M?"}[g["ask"]]
        return self._setup(g) + route + what

    # -- answer: unfold the two faces into one rectangle of lattice paths -------------------------------------
    def _legs(self, p):
        e = 3 - p["f1"][0] - p["f2"][0]
        s, t = self._off(p, p["P"], p["f2"]), self._off(p, p["Q"], p["f1"])
        return e, s, t

    def _count(self, p):
        e, s, t = self._legs(p)
        along = abs(p["P"][e] - p["Q"][e])
        total = comb(along + s + t, along)
        if p["ask"] == "all":
            return total
        through = comb(abs(p["P"][e] - p["m"]) + s, s) * comb(abs(p["m"] - p["Q"][e]) + t, t)
        return through if p["ask"] == "through" else total - through

    def answer(self, p):
        return Number(self._count(p), tolerance=0)

    def verify(self, g):
        # Independent: the grid graph of the whole surface and breadth-first search.
        dims = (g["a"],) * 3 if g["shape"] == "cube" else (g["a"], g["b"], g["c"])
        graph = surface_grid_graph(dims)
        P, Q = tuple(g["P"]), tuple(g["Q"])
        length, ways = count_shortest_paths(graph, P, Q)
        if g["ask"] == "all":
            return Number(ways, tolerance=0)
        M = [None, None, None]
        for face in (g["f1"], g["f2"]):
            M[face[0]] = dims[face[0]] if face[1] else 0
        M[M.index(None)] = g["m"]
        M = tuple(M)
        d1, w1 = count_shortest_paths(graph, P, M)
        d2, w2 = count_shortest_paths(graph, M, Q)
        through = w1 * w2 if d1 + d2 == length else 0
        return Number(through if g["ask"] == "through" else ways - through, tolerance=0)

    def scene(self, g):
        L = self._labels(g)
        dims = self._dims(g)
        s = Scene()
        s.box(L[:4], L[4:], *dims)
        for face, color in ((g["f1"], "#bfdbfe"), (g["f2"], "#bbf7d0")):
            s.face([L[i] for i in FACES[tuple(face)]], color=color, opacity=0.45, with_edges=False)
        surface_grid_curves(s, dims)
        s.point("P", g["P"])
        s.point("Q", g["Q"])
        if g["ask"] != "all":
            s.point("M", self._m_xyz(g))
        # look at the common edge from outside: the horizontal part of the two faces' outward normals
        hx = sum((1 if f[1] else -1) for f in (g["f1"], g["f2"]) if f[0] == 0)
        hy = sum((1 if f[1] else -1) for f in (g["f1"], g["f2"]) if f[0] == 1)
        if hx == 0 and hy == 0:                    # cannot happen for adjacent faces; keep a default view
            hx, hy = -1, -1
        centre = math.degrees(math.atan2(hy, hx))
        if hx == 0 or hy == 0:                     # a side face with the top or bottom: look at it a little obliquely
            centre += 25.0
        s.azimuth_range = (centre - 15.0, centre + 15.0)
        return s

    # -- views ----------------------------------------------------------------------------------------------
    def subquestions(self, g):
        e, s, t = self._legs(g)
        along = abs(g["P"][e] - g["Q"][e])
        edge, _ = self._edge_name(g)
        return [
            SubQuestion(self._setup(g) + f" Unfold the two faces into one plane about their common edge {edge}. How long "
                        "is a shortest route from P to Q along the grid lines?", Number(along + s + t, tolerance=0),
                        "solid_figures/distances/surface_shortest_path"),
            SubQuestion(f"How many shortest lattice paths (unit steps right or up) lead across a {along} × {s + t} "
                        "rectangle of unit squares from one corner to the opposite corner?",
                        Number(comb(along + s + t, along), tolerance=0), "combinatorics/counting/lattice_paths"),
        ]

    def description(self, g):
        return ("The block is drawn with the unit grid on its faces; the faces of P and Q are shaded blue and green. "
                + self._setup(g))

    def reasoning(self, p):
        e, s, t = self._legs(p)
        along = abs(p["P"][e] - p["Q"][e])
        edge, _ = self._edge_name(p)
        steps = [
            f"P is {_units(s)} and Q is {_units(t)} from the common edge {edge} of their faces, and they are "
            f"{_units(along)} apart along it.",
            f"Unfold the two faces about {edge}: a route along the grid lines is a lattice path, at least {along} + {s} + "
            f"{t} = {along + s + t} units long. A route over a third face is longer, since P and Q lie strictly inside "
            f"their faces and would have to go out to an end of {edge} and back.",
            f"The shortest routes are the monotone lattice paths across a {along} × {s + t} rectangle: "
            f"C({along + s + t}, {along}) = {comb(along + s + t, along)}.",
        ]
        if p["ask"] != "all":
            a1, a2 = abs(p["P"][e] - p["m"]), abs(p["m"] - p["Q"][e])
            through = comb(a1 + s, s) * comb(a2 + t, t)
            steps.append(f"Through M: C({a1 + s}, {s})·C({a2 + t}, {t}) = {through} (P to M in the first face, M to Q in "
                         f"the second).")
            if p["ask"] == "avoid":
                steps.append(f"Avoiding M: {comb(along + s + t, along)} − {through} = {comb(along + s + t, along) - through}.")
        return steps


def _units(n):
    return f"{n} unit" + ("" if n == 1 else "s")
