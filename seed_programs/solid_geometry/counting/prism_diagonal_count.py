"""Solid geometry (counting): the number of face diagonals, space diagonals or all diagonals of an
n-gonal prism (DynaSolidGeo, counting)."""
import itertools
from math import comb

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, solid_vertex_labels

ASKS = {"space": "space diagonals", "face": "face diagonals (on all of its faces together)",
        "all": "diagonals in total (face diagonals and space diagonals together)",
        "vertex_space": "space diagonals through the vertex {v}",
        "vertex_face": "face diagonals through the vertex {v}"}
NAMES = {4: "quadrilateral", 5: "pentagonal", 6: "hexagonal", 7: "heptagonal", 8: "octagonal", 9: "nonagonal",
         10: "decagonal", 11: "hendecagonal", 12: "dodecagonal"}


@seed_program(
    id="prism_diagonal_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/prisms/diagonals", "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: diagonals of a prism)",
    variations=["numeric_values", "point_labels", "camera", "geometric_transformations"],
)
class PrismDiagonalCount(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(4, 10), ask=OneOf(list(ASKS)), radius=FloatRange(1.6, 2.4),
                      height=FloatRange(2.2, 3.6)),
        hard=dict(n=IntRange(8, 12), ask=OneOf(["space", "face", "all"]), radius=FloatRange(2.0, 2.6),
                  height=FloatRange(2.2, 3.2)),
        hard_means="prisms over 8- to 12-gons (16-24 vertices), always a whole-prism count",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        bottom, top = solid_vertex_labels(n, ["prime", "digit"][int(rng.integers(0, 2))])
        ask = space.ask.draw(rng)
        g = {"n": n, "bottom": bottom, "top": top, "ask": ask,
             "radius": round(space.radius.draw(rng), 2), "height": round(space.height.draw(rng), 2)}
        if ask.startswith("vertex"):
            g["vertex"] = (bottom + top)[int(rng.integers(0, 2 * n))]
        return g

    def _name(self, g):
        return "".join(g["bottom"]) + "-" + "".join(g["top"])

    def _example(self, g):
        return g["bottom"][0], g["top"][2]

    def question(self, g):
        A, C1 = self._example(g)
        return (f"The figure shows the right prism {self._name(g)}, whose bases are convex polygons. A face diagonal "
                f"joins two vertices of the same face that are not joined by an edge; a space diagonal joins two "
                f"vertices that do not lie on a common face (for example {A}{C1}, drawn in red). How many "
                f"{ASKS[g['ask']].format(v=g['vertex'] if g['ask'].startswith('vertex') else '')} does the prism "
                f"have?")

    def answer(self, p):
        n = p["n"]
        space = n * (n - 3)  # a bottom vertex reaches the n − 3 top vertices not above it or its neighbours
        face = 2 * (n * (n - 3) // 2) + 2 * n  # two base polygons, plus 2 in each lateral rectangle
        # through one vertex: n − 3 space diagonals; n − 3 in its base and one in each of its 2 lateral faces
        return Number({"space": space, "face": face, "all": space + face, "vertex_space": n - 3,
                       "vertex_face": n - 3 + 2}[p["ask"]])

    def verify(self, g):
        s = self.scene(g)
        labels = g["bottom"] + g["top"]
        edges = {frozenset((a, b)) for a, b, style in s.segments if style == "edge"}
        faces = [set(f) for f, _, _ in s.faces]
        space = face = 0
        through = g["vertex"] if g["ask"].startswith("vertex") else None
        for a, b in itertools.combinations(labels, 2):
            if frozenset((a, b)) in edges or (through is not None and through not in (a, b)):
                continue
            if any(a in f and b in f for f in faces):
                face += 1
            else:
                space += 1
        return Number({"space": space, "face": face, "all": space + face, "vertex_space": space,
                       "vertex_face": face}[g["ask"]])

    def scene(self, g):
        s = Scene()
        base = regular_polygon_xy(g["n"], g["radius"])
        s.prism(g["bottom"], g["top"], base, g["height"])
        A, C1 = self._example(g)
        s.segment(A, C1, style="auxiliary")
        return s

    def subquestions(self, g):
        n = g["n"]
        return [
            SubQuestion(f"How many segments join two of the {2 * n} vertices of a {NAMES[n]} prism?",
                        Number(comb(2 * n, 2)), "combinatorics/counting/pairs"),
            SubQuestion(f"How many edges does a {NAMES[n]} prism have?", Number(3 * n),
                        "solid_figures/prisms/diagonals"),
            SubQuestion(f"How many diagonals does a convex polygon with {n} sides have?", Number(n * (n - 3) // 2),
                        "combinatorics/counting/pairs"),
        ]

    def description(self, g):
        b, t = g["bottom"], g["top"]
        return (f"A right prism {self._name(g)} has the convex {g['n']}-gon {''.join(b)} as its bottom base and "
                f"{''.join(t)} as its top base, with lateral edges " + ", ".join(x + y for x, y in zip(b, t))
                + ". " + self.question(g).split(". ", 1)[1])

    def reasoning(self, p):
        n = p["n"]
        space, base_d = n * (n - 3), n * (n - 3) // 2
        face = 2 * base_d + 2 * n
        steps = [
            f"The figure shows a prism with {n}-gon bases: {2 * n} vertices, {3 * n} edges and {n + 2} faces.",
            f"Each base has {n}·({n} − 3)/2 = {base_d} diagonals and each of the {n} lateral rectangles has 2, so "
            f"there are 2·{base_d} + 2·{n} = {face} face diagonals.",
            f"All pairs of vertices: C({2 * n}, 2) = {comb(2 * n, 2)}; removing {3 * n} edges and {face} face diagonals "
            f"leaves {comb(2 * n, 2)} − {3 * n} − {face} = {space} space diagonals.",
            f"(Check: a bottom vertex is joined by a space diagonal to the {n - 3} top vertices not over itself or its "
            f"two neighbours, so {n}·{n - 3} = {space}.)",
        ]
        if p["ask"].startswith("vertex"):
            steps.append(f"Through the vertex {p['vertex']}: {n - 3} space diagonals (to the top or bottom vertices "
                         f"not over itself or its neighbours), and {n - 3} diagonals of its base plus one in each of "
                         f"its 2 lateral faces, {n - 1} face diagonals.")
        steps.append(f"Answer: {self.answer(p).value}.")
        return steps
