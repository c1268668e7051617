"""Solid geometry (counting): a cube or cuboid is divided into unit cubes; take the grid points (the
corners of the unit cubes). How many squares, rectangles, or rectangles that are not squares have all
four vertices at grid points and sides parallel to the edges of the block? Each such rectangle lies in
one of the grid planes parallel to a face: count the rectangles of one grid plane (two of its grid lines
in each direction) and multiply by the number of parallel planes (DynaSolidGeo counting)."""
from math import comb

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels

ASKS = {"squares": "squares", "rectangles": "rectangles (squares included)",
        "nonsquare": "rectangles that are not squares", "base_squares": "squares parallel to the face {base}"}


@seed_program(
    id="block_grid_rectangles_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["puzzles/counting/square_counting", "combinatorics/counting/pairs",
              "solid_figures/unit_cubes/layer_counting"],
    source="DynaSolidGeo-style (counting: squares and rectangles on the grid points of a block)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class BlockGridRectanglesCount(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 5), cube=OneOf((True, False), p=(0.25, 0.75)),
                      ask=OneOf(tuple(ASKS), p=(0.3, 0.3, 0.1, 0.3))),
        hard=dict(edge=IntRange(2, 6), cube=OneOf((True, False), p=(0.2, 0.8)),
                  ask=OneOf(tuple(ASKS), p=(0.35, 0.15, 0.35, 0.15))),
        hard_means="longer edges (2-6) of mostly non-cubic blocks, and mostly the squares of all three directions or "
                   "the rectangles that are not squares: a sum over the square sizes in each of the three kinds of "
                   "grid plane",
    )

    def sample(self, rng, space):
        cube = bool(space.cube.draw(rng))
        ask = str(space.ask.draw(rng))
        if cube:
            n = max(int(space.edge.draw(rng)), 2)
            g = {"n": n}
        else:
            dims = [int(v) for v in space.edge.draw(rng, size=3)]
            if len(set(dims)) == 1:
                dims[1] += 1
            g = {"a": dims[0], "b": dims[1], "c": dims[2]}
        g.update(ask=ask, style=str(rng.choice(["sub", "prime"])))
        return g

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _dims(g):
        return (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])

    @staticmethod
    def _block(g, hide=None):
        L = cuboid_labels(g["style"])
        name = f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"
        if "n" in g:
            n = "n" if hide == "n" else g["n"]
            return f"The cube {name} in the figure has edge {n} and is divided into unit cubes"
        c = "c" if hide == "c" else g["c"]
        return (f"The cuboid {name} in the figure, with {L[0]}{L[1]} = {g['a']}, {L[0]}{L[3]} = {g['b']} and "
                f"{L[0]}{L[4]} = {c}, is divided into unit cubes")

    def _what(self, g):
        L = cuboid_labels(g["style"])
        return ASKS[g["ask"]].format(base="".join(L[:4]))

    def question(self, g):
        return (self._block(g) + "; the grid points are the corners of the unit cubes (on the surface and inside). "
                f"How many {self._what(g)} have all four vertices at grid points and sides parallel to the edges "
                "of the block?")

    def description(self, g):
        return self.question(g) + " (The figure shows the block with its unit points marked along every edge.)"

    # -- answer: planes × rectangles of one plane -------------------------------------------------
    @staticmethod
    def _plane_counts(p, u, v):
        """(rectangles, squares) of one u × v grid plane: two of u + 1 lines times two of v + 1 lines;
        squares of side s: (u − s + 1)(v − s + 1)."""
        return comb(u + 1, 2) * comb(v + 1, 2), sum((u - s + 1) * (v - s + 1) for s in range(1, min(u, v) + 1))

    def _terms(self, p):
        """Per family of parallel grid planes: (number of planes, rectangles per plane, squares per plane)."""
        a, b, c = self._dims(p)
        return [(c + 1, *self._plane_counts(p, a, b)), (b + 1, *self._plane_counts(p, a, c)),
                (a + 1, *self._plane_counts(p, b, c))]

    def _count(self, p):
        terms = self._terms(p)
        if p["ask"] == "base_squares":
            planes, _, sq = terms[0]
            return planes * sq
        rect = sum(k * r for k, r, _ in terms)
        sq = sum(k * s for k, _, s in terms)
        return {"squares": sq, "rectangles": rect, "nonsquare": rect - sq}[p["ask"]]

    def answer(self, p):
        return Number(self._count(p))

    # -- verify: every pair of grid points as the diagonal of a rectangle -----------------------
    def verify(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        pts = [(x, y, z) for x in range(a + 1) for y in range(b + 1) for z in range(c + 1)]
        rect = sq = base_sq = 0
        for i, P in enumerate(pts):
            for Q in pts[i + 1:]:
                d = [abs(P[t] - Q[t]) for t in range(3)]
                # P, Q are opposite corners of exactly one edge-parallel rectangle when they differ in exactly
                # two coordinates (the other two corners are grid points too); each rectangle has 2 diagonals
                if sum(1 for t in d if t) != 2:
                    continue
                rect += 1
                u, v = (t for t in d if t)
                if u == v:
                    sq += 1
                    if d[2] == 0:
                        base_sq += 1
        rect, sq, base_sq = rect // 2, sq // 2, base_sq // 2
        return Number({"squares": sq, "rectangles": rect, "nonsquare": rect - sq, "base_squares": base_sq}[g["ask"]])

    def scene(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        s = Scene()
        L = cuboid_labels(g["style"])
        s.box(L[:4], L[4:], a, b, c)
        # the unit divisions: the grid lines of the unit cubes on the three visible-from-A faces would crowd the
        # labels, so the block shows its unit points along every edge instead (small unlabelled dots)
        for i, j in ((0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4), (0, 4), (1, 5), (2, 6), (3, 7)):
            p, q = s.xyz(L[i]), s.xyz(L[j])
            steps = int(round(float(max(abs(q - p)))))
            for t in range(1, steps):
                s.point(f"_{i}{j}_{t}", p + (q - p) * t / steps, show_label=False)
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        a, b, _ = self._dims(g)
        L = cuboid_labels(g["style"])
        rect, sq = self._plane_counts(g, a, b)
        return [
            SubQuestion(f"The face {''.join(L[:4])} of a block is a {a} × {b} grid of unit squares. How many rectangles "
                        "(squares included) made of whole unit squares does it contain?", Number(rect),
                        "combinatorics/counting/pairs"),
            SubQuestion(f"How many squares of any size made of whole unit squares does a {a} × {b} grid of unit "
                        "squares contain?", Number(sq), "puzzles/counting/square_counting"),
        ]

    def backward(self, g):
        key = "n" if "n" in g else "c"
        forward = self._count(g)
        value = next(t for t in range(1, 40)
                     if self._count(dict(g, **({"n": t} if key == "n" else {"c": t}))) == forward)
        return Backward(self._block(g, hide=key) + "; the grid points are the corners of the unit cubes. Exactly "
                        f"{forward} {self._what(g)} have all four vertices at grid points and sides parallel to the "
                        f"edges of the block. Find {key}.", Number(value), key)

    def reasoning(self, p):
        a, b, c = self._dims(p)
        terms = self._terms(p)
        L = cuboid_labels(p["style"])
        base = "".join(L[:4])
        steps = ["A rectangle with sides parallel to the edges lies in a grid plane parallel to one of the faces: "
                 f"{c + 1} planes parallel to {base} ({a} × {b} grids), {b + 1} parallel to the front face "
                 f"({a} × {c}) and {a + 1} parallel to the side face ({b} × {c})."]
        steps.append("In a u × v grid a rectangle is fixed by two of the u + 1 lines one way and two of the v + 1 "
                     "lines the other way: C(u + 1, 2)·C(v + 1, 2); squares of side s: (u − s + 1)(v − s + 1).")
        for (k, r, s), (u, v) in zip(terms, [(a, b), (a, c), (b, c)]):
            steps.append(f"{u} × {v} planes: {r} rectangles and {s} squares each, {k} planes.")
        if p["ask"] == "base_squares":
            steps.append(f"Only the planes parallel to {base}: {terms[0][0]}·{terms[0][2]} = {self._count(p)}.")
        else:
            rect = sum(k * r for k, r, _ in terms)
            sq = sum(k * s for k, _, s in terms)
            steps.append(f"Rectangles: {rect}; squares: {sq}"
                         + (f"; not squares: {rect} − {sq} = {rect - sq}." if p["ask"] == "nonsquare" else "."))
        return steps
