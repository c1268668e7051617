"""Solid geometry (counting): a ball-and-stick model of a cube or cuboid divided into unit cubes - a
ball at every grid point, a stick along every unit edge; how many balls, sticks, sticks on the outer
surface, or unit squares (faces of the unit cubes) does it have? (DynaSolidGeo counting; count by
direction: the sticks parallel to one edge form a grid of lines.)"""
from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes, cuboid_labels
from dynaforge.sdk.solid_counting import block_cells, label_block_corners

ASKS = {"balls": "balls", "sticks": "sticks", "surface_sticks": "sticks lie on the outer surface of the block",
        "squares": "unit squares (faces of the unit cubes, inner ones included)"}


@seed_program(
    id="block_frame_model_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting: vertices, edges and faces of a grid of unit cubes)",
    variations=["numeric_values", "real_life_contexts", "point_labels", "camera"],
)
class BlockFrameModelCount(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 4), cube=OneOf((True, False), p=(0.3, 0.7)),
                      ask=OneOf(tuple(ASKS), p=(0.25, 0.35, 0.2, 0.2))),
        hard=dict(edge=IntRange(3, 8), cube=OneOf((True, False), p=(0.2, 0.8)),
                  ask=OneOf(tuple(ASKS), p=(0.1, 0.3, 0.3, 0.3))),
        hard_means="longer edges (3-8, hundreds of sticks) and mostly the sticks on the surface and the unit "
                   "squares, which need the grid lines of each direction counted and the inner ones removed",
    )

    def sample(self, rng, space):
        cube = bool(space.cube.draw(rng))
        if cube:
            g = {"n": int(space.edge.draw(rng))}
        else:
            dims = [int(v) for v in space.edge.draw(rng, size=3)]
            if len(set(dims)) == 1:
                dims[1] += 1
            g = {"a": dims[0], "b": dims[1], "c": dims[2]}
        g.update(ask=str(space.ask.draw(rng)), style=str(rng.choice(["sub", "prime"])))
        return g

    def _dims(self, g):
        return (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])

    def _block(self, g):
        L = cuboid_labels(g["style"])
        name = f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"
        if "n" in g:
            return f"a cube {name} of edge {g['n']}, divided into {g['n']}³ unit cubes"
        return (f"a cuboid {name} with {L[0]}{L[1]} = {g['a']}, {L[0]}{L[3]} = {g['b']} and {L[0]}{L[4]} = "
                f"{g['c']}, divided into unit cubes")

    def _model(self, g):
        return (f"A ball-and-stick model is made of {self._block(g)} (the figure): a small ball sits at every "
                f"corner of every unit cube, and a stick of length 1 runs along every edge of every unit cube "
                f"(each ball and each stick used once, inside the block too).")

    def question(self, g):
        if g["ask"] == "surface_sticks":
            return self._model(g) + f" How many of the {ASKS['surface_sticks']}?"
        return self._model(g) + f" How many {ASKS[g['ask']]} does the model have?"

    def answer(self, p):
        a, b, c = self._dims(p)
        sticks = a * (b + 1) * (c + 1) + b * (a + 1) * (c + 1) + c * (a + 1) * (b + 1)
        inner = a * (b - 1) * (c - 1) + b * (a - 1) * (c - 1) + c * (a - 1) * (b - 1)
        return Number({"balls": (a + 1) * (b + 1) * (c + 1), "sticks": sticks, "surface_sticks": sticks - inner,
                       "squares": a * b * (c + 1) + b * c * (a + 1) + c * a * (b + 1)}[p["ask"]])

    def verify(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        balls, sticks, squares = set(), set(), set()
        steps = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
        for x, y, z in block_cells(a, b, c):  # every unit cube adds its 8 corners, 12 edges, 6 faces
            corners = [(x + i, y + j, z + k) for i in (0, 1) for j in (0, 1) for k in (0, 1)]
            balls.update(corners)
            for v in corners:
                for d in steps:
                    w = tuple(p + q for p, q in zip(v, d))
                    if w in corners:
                        sticks.add((v, w))
            for axis in range(3):
                for side in (0, 1):
                    lo = [x, y, z]
                    lo[axis] += side
                    squares.add((tuple(lo), axis))
        size = (a, b, c)

        def on_surface(stick):
            v, w = stick
            return any(v[k] == w[k] and v[k] in (0, size[k]) for k in range(3))

        return Number({"balls": len(balls), "sticks": len(sticks), "squares": len(squares),
                       "surface_sticks": sum(map(on_surface, sticks))}[g["ask"]])

    def scene(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        s = Scene()
        add_unit_cubes(s, block_cells(a, b, c), colors=("#e5e7eb", "#d1d5db", "#cbd5e1"), opacity=0.2)
        label_block_corners(s, cuboid_labels(g["style"]), a, b, c)
        return s

    def subquestions(self, g):
        a, b, c = self._dims(g)
        return [
            SubQuestion(self._model(g) + " How many unit cubes does the block contain?", Number(a * b * c),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._model(g) + f" How many balls lie on one vertical line of the model (through a grid "
                        f"point of the bottom face)?", Number(c + 1), "solid_figures/unit_cubes/layer_counting"),
        ]

    def backward(self, g):
        key = "n" if "n" in g else "c"
        forward = int(self.verify(g).value)
        value = g[key]
        for trial in range(1, 30):  # the counts grow with the edge: the first edge that reaches the count
            count = int(self.verify(dict(g, **{key: trial})).value)
            if count >= forward:
                value = trial if count == forward else value
                break
        L = cuboid_labels(g["style"])
        name = f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"
        if key == "n":
            block, ask = f"a cube {name} divided into unit cubes", "How long is the edge of the cube?"
        else:
            block = (f"a cuboid {name} with {L[0]}{L[1]} = {g['a']} and {L[0]}{L[3]} = {g['b']}, divided into "
                     f"unit cubes")
            ask = f"How long is {L[0]}{L[4]}?"
        what = {"balls": "balls", "sticks": "sticks", "surface_sticks": "sticks on the outer surface of the block",
                "squares": "unit squares (faces of the unit cubes, inner ones included)"}[g["ask"]]
        return Backward(f"A ball-and-stick model is made of {block}: a ball at every corner of every unit cube and "
                        f"a stick of length 1 along every edge of every unit cube. The model has exactly {forward} "
                        f"{what}. {ask}", Number(value, tolerance=0), key)

    def description(self, g):
        return self.question(g)

    def reasoning(self, p):
        a, b, c = self._dims(p)
        ans = self.answer(p).value
        if p["ask"] == "balls":
            return [f"The grid points have x in 0..{a}, y in 0..{b}, z in 0..{c}.",
                    f"Balls: ({a} + 1)({b} + 1)({c} + 1) = {ans}."]
        if p["ask"] == "squares":
            return [f"Unit squares facing up/down lie in the {c + 1} horizontal grid planes, {a}·{b} in each; "
                    f"likewise {a + 1} planes of {b}·{c} and {b + 1} planes of {a}·{c}.",
                    f"Squares: {a * b}·{c + 1} + {b * c}·{a + 1} + {a * c}·{b + 1} = {ans}."]
        sticks = a * (b + 1) * (c + 1) + b * (a + 1) * (c + 1) + c * (a + 1) * (b + 1)
        steps = [f"Sticks along {a}-long lines: ({b} + 1)({c} + 1) lines of {a}; likewise ({a} + 1)({c} + 1) "
                 f"lines of {b} and ({a} + 1)({b} + 1) lines of {c}.",
                 f"All sticks: {a}·{(b + 1) * (c + 1)} + {b}·{(a + 1) * (c + 1)} + {c}·{(a + 1) * (b + 1)} = "
                 f"{sticks}."]
        if p["ask"] == "surface_sticks":
            inner = a * (b - 1) * (c - 1) + b * (a - 1) * (c - 1) + c * (a - 1) * (b - 1)
            steps += [f"A stick is inside the block when its line is an inner grid line: ({b} − 1)({c} − 1) lines "
                      f"of {a}, ({a} − 1)({c} − 1) of {b}, ({a} − 1)({b} − 1) of {c}: {inner} sticks.",
                      f"On the surface: {sticks} − {inner} = {ans}."]
        return steps
