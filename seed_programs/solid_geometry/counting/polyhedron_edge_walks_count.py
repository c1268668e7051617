"""Solid geometry (counting): an ant starts at a vertex of a polyhedron (cube, regular tetrahedron,
regular octahedron, triangular or pentagonal prism, square pyramid) and every minute crawls along one
edge to a neighbouring vertex; in how many different ways can it be at a given vertex after exactly k
moves? (DynaSolidGeo counting; walks on the skeleton of a solid: count by the vertices reached after
each move.) ``answer`` keeps the number of walks ending at every vertex and updates it move by move (the
powers of the adjacency matrix); ``verify`` rebuilds the solid from its faces, and lists every sequence
of k moves from the start explicitly."""
from itertools import product

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, solid_vertex_labels
from dynaforge.sdk.solid_angles import regular_octahedron_xyz, regular_tetrahedron_xyz

SOLIDS = ("tetrahedron", "cube", "octahedron", "tri_prism", "square_pyramid", "pent_prism")
NAMES = {"tetrahedron": "a regular tetrahedron ABCD", "octahedron": "a regular octahedron ABCDEF (E and F are the "
         "two vertices off the square ABCD)", "square_pyramid": "a square pyramid P-ABCD"}


@seed_program(
    id="polyhedron_edge_walks_count", topic="solid_geometry", category="counting",
    level="competition", difficulty="medium", question_type="numeric",
    concepts=["combinatorics/counting/pairs", "graph_theory/vertices/degree", "solid_figures/polyhedra/euler_formula"],
    source="DynaSolidGeo-style (counting; an ant walking along the edges of a solid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PolyhedronEdgeWalksCount(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=[0.1, 0.25, 0.1, 0.25, 0.2, 0.1]), moves=IntRange(3, 5)),
        hard=dict(solid=OneOf(SOLIDS, p=[0.05, 0.25, 0.2, 0.15, 0.15, 0.2]), moves=IntRange(5, 8)),
        hard_means="longer walks (5-8 moves, up to thousands of walks) on solids with more vertices and edges "
                   "(octahedron, pentagonal prism): no listing by hand, the counts per vertex must be carried "
                   "move by move",
    )

    def sample(self, rng, space):
        """Givens: the solid (its labels and faces are fixed by its name), the label style, the start and end
        vertices and the number of moves."""
        for _ in attempts("at least one walk of that length"):
            solid = space.solid.draw(rng)
            g = {"solid": solid, "style": str(rng.choice(["prime", "sub", "digit"])), "moves": space.moves.draw(rng)}
            labels = list(self._solid(g)[0])
            g["start"] = labels[int(rng.integers(len(labels)))]
            g["end"] = labels[int(rng.integers(len(labels)))]
            if self.answer(g).value > 0:
                return g

    def _solid(self, g):
        """({label: xyz}, faces) of the named solid (unit-ish sizes: only the edges matter)."""
        s = g["solid"]
        if s == "tetrahedron":
            pts = dict(zip("ABCD", regular_tetrahedron_xyz(3.0)))
            return pts, [list("ABC"), list("ABD"), list("BCD"), list("CAD")]
        if s == "octahedron":
            pts = dict(zip("ABCDEF", regular_octahedron_xyz(3.0)))
            return pts, [[u, v, w] for u, v in zip("ABCD", "BCDA") for w in "EF"]
        if s == "square_pyramid":
            pts = {k: (x, y, 0.0) for k, (x, y) in zip("ABCD", [(0, 0), (3, 0), (3, 3), (0, 3)])}
            pts["P"] = (1.5, 1.5, 3.0)
            return pts, [list("ABCD")] + [[u, v, "P"] for u, v in zip("ABCD", "BCDA")]
        n = {"cube": 4, "tri_prism": 3, "pent_prism": 5}[s]
        bottom, top = solid_vertex_labels(n, g["style"])
        xy = [(0, 0), (3, 0), (3, 3), (0, 3)] if n == 4 else regular_polygon_xy(n, 2.0)
        pts = {k: (x, y, 0.0) for k, (x, y) in zip(bottom, xy)}
        pts.update({k: (x, y, 3.0 if n == 4 else 2.5) for k, (x, y) in zip(top, xy)})
        faces = [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]
        return pts, faces

    def _name(self, g):
        if g["solid"] in NAMES:
            return NAMES[g["solid"]]
        pts, faces = self._solid(g)
        name = "".join(faces[0]) + "-" + "".join(faces[1])
        return {"cube": f"a cube {name}", "tri_prism": f"a triangular prism {name}",
                "pent_prism": f"a pentagonal prism {name}"}[g["solid"]]

    def question(self, g):
        where = "back at its starting vertex " + g["start"] if g["start"] == g["end"] else f"at the vertex {g['end']}"
        return (f"An ant sits at the vertex {g['start']} of {self._name(g)}. Every minute it crawls along one edge of "
                f"the solid to a neighbouring vertex (it may go back along the edge it just used). In how many "
                f"different ways can it be {where} after exactly {g['moves']} moves?")

    # -- answer: counts per vertex, move by move -----------------------------------------------------------
    def _table(self, p):
        """Row t: the number of walks of t moves from the start ending at each vertex (adjacency powers)."""
        pts, faces = self._solid(p)
        labels = list(pts)
        idx = {k: i for i, k in enumerate(labels)}
        adj = [[0] * len(labels) for _ in labels]
        for f in faces:
            for u, v in zip(f, f[1:] + f[:1]):
                adj[idx[u]][idx[v]] = adj[idx[v]][idx[u]] = 1
        row = [1 if k == p["start"] else 0 for k in labels]
        rows = [row]
        for _ in range(p["moves"]):
            row = [sum(row[i] * adj[i][j] for i in range(len(labels))) for j in range(len(labels))]
            rows.append(row)
        return labels, rows

    def answer(self, p):
        labels, rows = self._table(p)
        return Number(rows[-1][labels.index(p["end"])])

    # -- verify: list every walk ------------------------------------------------------------------------------
    def verify(self, g):
        # the neighbours from what the solid's name says, not from its faces: a tetrahedron joins every two
        # vertices, an octahedron every two but the opposite pairs A-C, B-D, E-F, a pyramid has its base cycle
        # and the apex joined to all, a prism its two base cycles and the lateral edges
        solid = g["solid"]
        if solid == "tetrahedron":
            nbr = {u: [v for v in "ABCD" if v != u] for u in "ABCD"}
        elif solid == "octahedron":
            opposite = {"A": "C", "C": "A", "B": "D", "D": "B", "E": "F", "F": "E"}
            nbr = {u: [v for v in "ABCDEF" if v not in (u, opposite[u])] for u in "ABCDEF"}
        elif solid == "square_pyramid":
            nbr = {u: ["ABCD"[(i + 1) % 4], "ABCD"[(i - 1) % 4], "P"] for i, u in enumerate("ABCD")}
            nbr["P"] = list("ABCD")
        else:
            n = {"cube": 4, "tri_prism": 3, "pent_prism": 5}[solid]
            low = [chr(ord("A") + i) for i in range(n)]
            mark = {"prime": "'", "sub": "₁", "digit": "1"}[g["style"]]
            high = [x + mark for x in low]
            nbr = {}
            for ring, other in ((low, high), (high, low)):
                for i, u in enumerate(ring):
                    nbr[u] = [ring[(i + 1) % n], ring[(i - 1) % n], other[i]]
        count = 0
        for steps in product(range(max(len(v) for v in nbr.values())), repeat=g["moves"]):
            at = g["start"]
            for st in steps:
                if st >= len(nbr[at]):
                    at = None
                    break
                at = nbr[at][st]
            count += at == g["end"]
        return Number(count)

    # -- views ---------------------------------------------------------------------------------------------------
    def scene(self, g):
        pts, faces = self._solid(g)
        s = Scene()
        s.polyhedron(pts, faces)
        return s

    def description(self, g):
        pts, faces = self._solid(g)
        return (f"The solid is {self._name(g)}; its faces are " + ", ".join("".join(f) for f in faces) + ".")

    def subquestions(self, g):
        labels, rows = self._table(g)
        deg = sum(1 for x in rows[1] if x)
        return [SubQuestion(f"In {self._name(g)}, how many edges meet at the vertex {g['start']}?", Number(deg),
                            "graph_theory/vertices/degree")]

    def reasoning(self, p):
        labels, rows = self._table(p)
        out = ["Keep, after each move, the number of walks from " + p["start"] + " that end at each vertex: the "
               "number at a vertex after the next move is the sum of the numbers at its neighbours now."]
        for t, row in enumerate(rows):
            out.append(f"After {t} move{'s' if t != 1 else ''}: " + ", ".join(f"{k}: {v}" for k, v in zip(labels, row)))
        out.append(f"So {rows[-1][labels.index(p['end'])]} walks end at {p['end']} after {p['moves']} moves.")
        return out
