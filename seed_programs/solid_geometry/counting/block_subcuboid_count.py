"""Solid geometry (counting): in a cube or cuboid built from unit cubes, how many rectangular blocks
(cuboids made of whole unit cubes) does it contain - all of them, only the cubes, the non-cubes, or
those that contain a marked unit cube? Choose two of the grid planes in each direction (DynaSolidGeo
counting; the 3D form of 'how many rectangles in a grid')."""
from math import comb

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes, cuboid_labels
from dynaforge.sdk.solid_counting import block_cells, label_block_corners

ASKS = {"all": "rectangular blocks (cuboids, cubes included)", "cubes": "cubes (of any size)",
        "noncube": "rectangular blocks that are not cubes", "marked": "rectangular blocks that contain the red cube"}
MARK = ("#fca5a5", "#ef4444", "#dc2626")


@seed_program(
    id="block_subcuboid_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: cuboids in a block of unit cubes)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class BlockSubcuboidCount(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 4), cube=OneOf((True, False), p=(0.3, 0.7)),
                      ask=OneOf(tuple(ASKS), p=(0.35, 0.3, 0.1, 0.25))),
        hard=dict(edge=IntRange(3, 7), cube=OneOf((True, False), p=(0.2, 0.8)),
                  ask=OneOf(tuple(ASKS), p=(0.15, 0.3, 0.3, 0.25))),
        hard_means="longer edges (3-7, up to hundreds of unit cubes) and mostly the cube-only, non-cube and "
                   "marked-cube counts, which need a sum over sizes or a split of each edge at the marked cube",
    )

    def sample(self, rng, space):
        cube = bool(space.cube.draw(rng))
        ask = str(space.ask.draw(rng))
        if cube:
            g = {"n": int(space.edge.draw(rng))}
            dims = (g["n"],) * 3
        else:
            dims = tuple(int(v) for v in space.edge.draw(rng, size=3))
            if len(set(dims)) == 1:  # a cuboid that is not a cube
                dims = (dims[0], dims[1] + 1, dims[2])
            g = {"a": dims[0], "b": dims[1], "c": dims[2]}
        g.update(ask=ask, style=str(rng.choice(["sub", "prime"])))
        if ask == "marked":
            g["mark"] = [int(rng.integers(0, d)) for d in dims]
        return g

    def _dims(self, g):
        return (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])

    def _solid(self, g):
        L = cuboid_labels(g["style"])
        name = f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"
        if "n" in g:
            return f"The cube {name} in the figure is built from {g['n']}³ unit cubes ({g['n']} along each edge)"
        return (f"The cuboid {name} in the figure is built from unit cubes: {L[0]}{L[1]} = {g['a']}, "
                f"{L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = {g['c']} (lengths counted in unit-cube edges)")

    def _mark_text(self, g):
        L = cuboid_labels(g["style"])
        i, j, k = g["mark"]
        return (f" One unit cube is coloured red: counting from the corner {L[0]}, it is number {i + 1} along "
                f"{L[0]}{L[1]}, number {j + 1} along {L[0]}{L[3]} and number {k + 1} upwards along {L[0]}{L[4]}.")

    def question(self, g):
        text = self._solid(g) + "."
        if g["ask"] == "marked":
            text += self._mark_text(g)
        return (text + f" Counting every rectangular block made of whole unit cubes of the figure (a single unit "
                f"cube and the whole solid included), how many of them are {ASKS[g['ask']]}?")

    def answer(self, p):
        a, b, c = self._dims(p)
        if p["ask"] == "marked":
            i, j, k = p["mark"]
            return Number((i + 1) * (a - i) * (j + 1) * (b - j) * (k + 1) * (c - k))
        boxes = comb(a + 1, 2) * comb(b + 1, 2) * comb(c + 1, 2)
        cubes = sum((a - s + 1) * (b - s + 1) * (c - s + 1) for s in range(1, min(a, b, c) + 1))
        return Number({"all": boxes, "cubes": cubes, "noncube": boxes - cubes}[p["ask"]])

    def verify(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        count = 0
        for x0 in range(a):
            for x1 in range(x0 + 1, a + 1):
                for y0 in range(b):
                    for y1 in range(y0 + 1, b + 1):
                        for z0 in range(c):
                            for z1 in range(z0 + 1, c + 1):
                                is_cube = x1 - x0 == y1 - y0 == z1 - z0
                                if g["ask"] == "marked":
                                    i, j, k = g["mark"]
                                    ok = x0 <= i < x1 and y0 <= j < y1 and z0 <= k < z1
                                else:
                                    ok = {"all": True, "cubes": is_cube, "noncube": not is_cube}[g["ask"]]
                                count += ok
        return Number(count)

    def scene(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        s = Scene()
        cells = block_cells(a, b, c)
        if g["ask"] == "marked":
            mark = tuple(g["mark"])
            add_unit_cubes(s, [mark], colors=MARK, prefix="_m")
            add_unit_cubes(s, cells, opacity=0.18)
        else:
            add_unit_cubes(s, cells, opacity=0.35)
        label_block_corners(s, cuboid_labels(g["style"]), a, b, c)
        return s

    def subquestions(self, g):
        a, b, c = self._dims(g)
        return [
            SubQuestion(f"{self._solid(g)}. How many unit cubes does it contain?", Number(a * b * c),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(f"An edge of a block is divided into {a} unit segments by {a + 1} grid points (its two ends "
                        f"included). How many segments of any length have two of these grid points as ends?",
                        Number(comb(a + 1, 2)), "combinatorics/counting/pairs"),
        ]

    def backward(self, g):
        key = "n" if "n" in g else "a"
        value = g[key]
        forward = int(self.verify(g).value)
        for trial in range(1, 30):  # the count grows with the edge: the only edge giving the count
            h = dict(g, **{key: trial})
            if g["ask"] == "marked" and trial <= (max(g["mark"]) if key == "n" else g["mark"][0]):
                continue  # the red cube must stay inside
            if int(self.verify(h).value) == forward:
                value = trial
                break
        L = cuboid_labels(g["style"])
        edge = "the edge of the cube (in unit cubes)" if key == "n" else f"{L[0]}{L[1]}"
        known = (f"A {'cube' if key == 'n' else 'cuboid'} {L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]} is "
                 f"built from unit cubes" + ("" if key == "n" else
                                             f", with {L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = {g['c']} (lengths "
                                             f"in unit-cube edges)") + ".")
        if g["ask"] == "marked":
            i, j, k = g["mark"]
            known += (f" The red unit cube is number {i + 1} along {L[0]}{L[1]}, number {j + 1} along "
                      f"{L[0]}{L[3]} and number {k + 1} upwards along {L[0]}{L[4]}, counted from {L[0]}.")
        return Backward(known + f" Exactly {forward} of the rectangular blocks made of whole unit cubes are "
                        f"{ASKS[g['ask']]}. How long is {edge}?", Number(value, tolerance=0), key)

    def description(self, g):
        return self.question(g) + " (The figure shows the block with its unit cubes and labelled corners.)"

    def reasoning(self, p):
        a, b, c = self._dims(p)
        steps = ["A rectangular block of whole unit cubes is fixed by choosing two of the grid planes in each of "
                 "the three directions (its two end faces)."]
        if p["ask"] == "marked":
            i, j, k = p["mark"]
            steps += [
                f"To contain the red cube, the block must start at or before it and end at or after it in each "
                f"direction: {i + 1}·{a - i} choices along the first edge, {j + 1}·{b - j} along the second and "
                f"{k + 1}·{c - k} along the third.",
                f"Blocks: {(i + 1) * (a - i)}·{(j + 1) * (b - j)}·{(k + 1) * (c - k)} = {self.answer(p).value}."]
            return steps
        boxes = comb(a + 1, 2) * comb(b + 1, 2) * comb(c + 1, 2)
        steps.append(f"All blocks: C({a + 1},2)·C({b + 1},2)·C({c + 1},2) = {comb(a + 1, 2)}·{comb(b + 1, 2)}·"
                     f"{comb(c + 1, 2)} = {boxes}.")
        if p["ask"] != "all":
            terms = " + ".join(f"{a - s + 1}·{b - s + 1}·{c - s + 1}" for s in range(1, min(a, b, c) + 1))
            cubes = sum((a - s + 1) * (b - s + 1) * (c - s + 1) for s in range(1, min(a, b, c) + 1))
            steps.append(f"Cubes of edge s fit in (a − s + 1)(b − s + 1)(c − s + 1) positions: {terms} = {cubes}.")
            if p["ask"] == "noncube":
                steps.append(f"Blocks that are not cubes: {boxes} − {cubes} = {boxes - cubes}.")
        steps.append(f"Answer: {self.answer(p).value}.")
        return steps
