"""Solid geometry (counting): the number of face diagonals, space diagonals or all diagonals of an
n-gonal prism (DynaSolidGeo, counting)."""
import itertools
from math import comb

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, solid_vertex_labels

ASKS = {"space": "space diagonals", "face": "face diagonals (on all of its faces together)",
        "all": "diagonals in total (face diagonals and space diagonals together)"}
NAMES = {4: "quadrilateral", 5: "pentagonal", 6: "hexagonal", 7: "heptagonal"}


@seed_program(
    id="prism_diagonal_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/prisms/diagonals", "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: diagonals of a prism)",
    variations=["numeric_values", "point_labels", "camera", "geometric_transformations"],
)
class PrismDiagonalCount(SeedProgram):
    def sample(self, rng):
        n = int(rng.integers(4, 8))
        bottom, top = solid_vertex_labels(n, ["prime", "digit"][int(rng.integers(0, 2))])
        return {"n": n, "bottom": bottom, "top": top, "ask": list(ASKS)[int(rng.integers(0, len(ASKS)))],
                "radius": round(float(rng.uniform(1.6, 2.4)), 2), "height": round(float(rng.uniform(2.2, 3.6)), 2)}

    def _name(self, p):
        return "".join(p["bottom"]) + "-" + "".join(p["top"])

    def _example(self, p):
        return p["bottom"][0], p["top"][2]

    def question(self, p):
        A, C1 = self._example(p)
        return (f"The figure shows the right prism {self._name(p)}, whose bases are convex polygons. A face diagonal "
                f"joins two vertices of the same face that are not joined by an edge; a space diagonal joins two "
                f"vertices that do not lie on a common face (for example {A}{C1}, drawn in red). How many "
                f"{ASKS[p['ask']]} does the prism have?")

    def answer(self, p):
        n = p["n"]
        space = n * (n - 3)  # a bottom vertex reaches the n − 3 top vertices not above it or its neighbours
        face = 2 * (n * (n - 3) // 2) + 2 * n  # two base polygons, plus 2 in each lateral rectangle
        return Number({"space": space, "face": face, "all": space + face}[p["ask"]])

    def verify(self, p):
        s = self.scene(p)
        labels = p["bottom"] + p["top"]
        edges = {frozenset((a, b)) for a, b, style in s.segments if style == "edge"}
        faces = [set(f) for f, _, _ in s.faces]
        space = face = 0
        for a, b in itertools.combinations(labels, 2):
            if frozenset((a, b)) in edges:
                continue
            if any(a in f and b in f for f in faces):
                face += 1
            else:
                space += 1
        return Number({"space": space, "face": face, "all": space + face}[p["ask"]])

    def scene(self, p):
        s = Scene()
        base = regular_polygon_xy(p["n"], p["radius"])
        s.prism(p["bottom"], p["top"], base, p["height"])
        A, C1 = self._example(p)
        s.segment(A, C1, style="auxiliary")
        return s

    def subquestions(self, p):
        n = p["n"]
        return [
            SubQuestion(f"How many segments join two of the {2 * n} vertices of a {NAMES[n]} prism?",
                        Number(comb(2 * n, 2)), "combinatorics/counting/pairs"),
            SubQuestion(f"How many edges does a {NAMES[n]} prism have?", Number(3 * n),
                        "solid_figures/prisms/diagonals"),
            SubQuestion(f"How many diagonals does a convex polygon with {n} sides have?", Number(n * (n - 3) // 2),
                        "combinatorics/counting/pairs"),
        ]

    def description(self, p):
        b, t = p["bottom"], p["top"]
        return (f"A right prism {self._name(p)} has the convex {p['n']}-gon {''.join(b)} as its bottom base and "
                f"{''.join(t)} as its top base, with lateral edges " + ", ".join(x + y for x, y in zip(b, t))
                + ". " + self.question(p).split(". ", 1)[1])

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
        steps.append(f"Answer: {self.answer(p).value}.")
        return steps
