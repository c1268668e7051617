"""Solid geometry (counting, competition): a cuboid built from unit cubes; how many unit cubes does a
space diagonal (or a segment from a corner to a lattice point of the opposite face) pass through?
Inclusion-exclusion over the lattice planes crossed, with gcd corrections."""
from math import gcd

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes, solid_vertex_labels
from dynaforge.sdk.solid_motion import cubes_on_segment


@seed_program(
    id="block_segment_cubes_crossed", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/unit_cubes/segment_through_unit_cubes", "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting; AIME-type 'how many unit cubes does the diagonal pass through')",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class BlockSegmentCubesCrossed(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(3, 9), cubes=IntRange(30, 200)),
        hard=dict(edge=IntRange(4, 12), cubes=IntRange(120, 400)),
        hard_means="bigger blocks (120-400 unit cubes, edges up to 12): more lattice planes and gcd corrections; "
                   "the segment may also end at a lattice point inside the top face (two coordinates to read, "
                   "three non-trivial gcds)",
    )

    def sample(self, rng, space):
        for _ in attempts("a block of the right size where a gcd correction matters (mostly)"):
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
            if a * b * c > space.cubes.hi or a * b * c < space.cubes.lo:
                continue
            if space.level == "standard":
                kind = str(rng.choice(["diagonal", "edge_point", "edge_point2"], p=[0.3, 0.35, 0.35]))
            else:
                kind = str(rng.choice(["diagonal", "edge_point", "edge_point2", "face_point"],
                                      p=[0.15, 0.25, 0.25, 0.35]))
            if kind == "face_point":     # P = (q, r, c): a lattice point inside the top face
                q, r = int(rng.integers(1, a)), int(rng.integers(1, b))
                if gcd(q, r) > 1 or gcd(r, c) > 1 or gcd(q, c) > 1 or rng.random() < 0.4:
                    break
                continue
            q = {"diagonal": b, "edge_point": int(rng.integers(1, b)), "edge_point2": int(rng.integers(1, a))}[kind]
            # prefer blocks where some gcd correction matters
            if gcd(a, q) > 1 or gcd(q, c) > 1 or gcd(a, c) > 1 or rng.random() < 0.4:
                break
        ask = str(rng.choice(["through", "missed"]))
        style = str(rng.choice(["prime", "digit", "next"]))
        # the diagonal has no point P to place
        point = {} if kind == "diagonal" else {"q": q, "r": r} if kind == "face_point" else {"q": q}
        return {"a": a, "b": b, "c": c, **point, "kind": kind, "ask": ask, "style": style}

    def _lab(self, g):
        return solid_vertex_labels(4, g["style"])

    def _given(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._lab(g)
        a, b, c = g["a"], g["b"], g["c"]
        text = (f"A cuboid {A}{B}{C}{D}-{A1}{B1}{C1}{D1} with {A}{B} = {a}, {A}{D} = {b} and {A}{A1} = {c} "
                f"is built from {a * b * c} unit cubes. ")
        if g["kind"] == "diagonal":
            return text + f"Consider the space diagonal {A}{C1}."
        if g["kind"] == "edge_point2":
            return text + f"P is the point on the edge {D1}{C1} with {D1}P = {g['q']}. Consider the segment {A}P."
        if g["kind"] == "face_point":
            return text + (f"P is the point of the face {A1}{B1}{C1}{D1} at distance {g['q']} from the edge {A1}{D1} "
                           f"and at distance {g['r']} from the edge {A1}{B1}. Consider the segment {A}P.")
        return text + f"P is the point on the edge {B1}{C1} with {B1}P = {g['q']}. Consider the segment {A}P."

    def _seg(self, g):
        (A, _, C, _), (_, _, C1, _) = self._lab(g)
        return (A, C1) if g["kind"] == "diagonal" else (A, "P")

    def question(self, g):
        A, X = self._seg(g)
        if g["ask"] == "missed":
            return (self._given(g) + f" How many of the unit cubes does the segment {A}{X} NOT pass through "
                    "(does not meet their interior)?")
        return (self._given(g) + f" How many of the unit cubes does the segment {A}{X} pass through "
                "(through their interior)?")

    def _vec(self, p):
        if p["kind"] == "edge_point2":
            return p["q"], p["b"], p["c"]
        if p["kind"] == "face_point":
            return p["q"], p["r"], p["c"]
        if p["kind"] == "diagonal":
            return p["a"], p["b"], p["c"]
        return p["a"], p["q"], p["c"]

    def answer(self, p):
        x, y, z = self._vec(p)
        # a new cube is entered at each lattice plane crossed; crossings of two planes at once (edges)
        # and three at once (lattice points) are counted once: inclusion-exclusion
        through = x + y + z - gcd(x, y) - gcd(y, z) - gcd(z, x) + gcd(gcd(x, y), z)
        return Number(p["a"] * p["b"] * p["c"] - through if p["ask"] == "missed" else through)

    def verify(self, g):
        # Independent: walk the segment from A to its far end through the grid (cubes_on_segment),
        # with the end read off the statement: C1 = (a, b, c), P on B1C1 = (a, q, c), P on D1C1 = (q, b, c),
        # P in the face A1B1C1D1 at distances q from A1D1 (the x = 0 edge) and r from A1B1 (y = 0) = (q, r, c)
        a, b, c, kind = g["a"], g["b"], g["c"], g["kind"]
        end = {"diagonal": (a, b, c), "edge_point": (a, g.get("q"), c), "edge_point2": (g.get("q"), b, c),
               "face_point": (g.get("q"), g.get("r"), c)}[kind]
        through = cubes_on_segment((0, 0, 0), end)
        return Number(g["a"] * g["b"] * g["c"] - through if g["ask"] == "missed" else through)

    def scene(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        (A, B, C, D), (A1, B1, C1, D1) = self._lab(g)
        s = Scene()
        add_unit_cubes(s, [(i, j, k) for i in range(a) for j in range(b) for k in range(c)], opacity=0.2)
        for lab, xyz in zip([A, B, C, D, A1, B1, C1, D1],
                            [(0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0), (0, 0, c), (a, 0, c), (a, b, c), (0, b, c)]):
            s.point(lab, xyz)
        if g["kind"] == "edge_point":
            s.point("P", (a, g["q"], c))
        elif g["kind"] == "edge_point2":
            s.point("P", (g["q"], b, c))
        elif g["kind"] == "face_point":
            s.point("P", (g["q"], g["r"], c))
        A_, X = self._seg(g)
        s.segment(A_, X, style="auxiliary")
        return s

    def subquestions(self, g):
        x, y, _ = self._vec(g)
        return [SubQuestion(
            f"A {x}×{y} rectangle is divided into unit squares. How many of the unit squares does its "
            f"diagonal pass through (through their interior)?", Number(x + y - gcd(x, y)),
            "solid_figures/unit_cubes/segment_through_unit_cubes")]

    def description(self, g):
        return self._given(g) + " The unit cubes are drawn and the segment is marked."

    def reasoning(self, p):
        x, y, z = self._vec(p)
        A, X = self._seg(p)
        gxy, gyz, gzx, g = gcd(x, y), gcd(y, z), gcd(z, x), gcd(gcd(x, y), z)
        return [
            f"Going from {A} to {X}, the segment advances {x}, {y} and {z} units in the three edge "
            f"directions, so it crosses {x - 1} + {y - 1} + {z - 1} interior lattice planes.",
            "It starts inside one cube, and every crossing of a lattice plane enters a new cube, except "
            "that crossing two or three planes at the same point (on an edge or at a lattice point) enters "
            "only one new cube.",
            f"It meets lattice lines (two planes at once) gcd({x},{y}) + gcd({y},{z}) + gcd({z},{x}) − 3 = "
            f"{gxy + gyz + gzx - 3} times counted by pairs, and lattice points gcd({x},{y},{z}) − 1 = {g - 1} times.",
            f"Inclusion-exclusion: {x} + {y} + {z} − {gxy} − {gyz} − {gzx} + {g} = "
            f"{x + y + z - gxy - gyz - gzx + g} unit cubes.",
        ] + ([f"The block has {p['a'] * p['b'] * p['c']} cubes, so {self.answer(p).value} are not met."]
             if p["ask"] == "missed" else [])
