"""Solid geometry (counting): a cube or cuboid is built from black and white unit cubes so that cubes
sharing a face always differ in colour (a 3D checkerboard), the corner cube at A₁ (top) being black; count the
cubes of one colour, the hidden (inner) cubes of one colour, or the unit squares of one colour on the
surface (DynaSolidGeo counting; parity of i + j + k, and of each face's corner square)."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels
from dynaforge.sdk.solid_counting import add_coloured_cubes, block_cells, label_block_corners

DARK = ("#6b7280", "#374151", "#4b5563")
LIGHT = ("#ffffff", "#e5e7eb", "#f3f4f6")
ASKS = ("total", "inner", "surface")


@seed_program(
    id="checkerboard_block_cubes", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "solid_figures/unit_cubes/painted_cube"],
    source="DynaSolidGeo-style (counting: a block of alternately coloured unit cubes)",
    variations=["numeric_values", "colors_labels", "point_labels", "camera"],
)
class CheckerboardBlockCubes(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(3, 5), cube=OneOf((True, False), p=(0.3, 0.7)),
                      ask=OneOf(ASKS, p=(0.35, 0.3, 0.35))),
        hard=dict(edge=IntRange(4, 9), cube=OneOf((True, False), p=(0.2, 0.8)),
                  ask=OneOf(ASKS, p=(0.2, 0.4, 0.4))),
        hard_means="longer, mostly odd edges (4-9): hundreds of cubes, and mostly the inner cubes and the "
                   "surface squares, where each face's (or the core's) corner colour must be found by parity",
    )

    def sample(self, rng, space):
        cube = bool(space.cube.draw(rng))
        if cube:
            g = {"n": int(space.edge.draw(rng))}
        else:
            dims = [int(v) for v in space.edge.draw(rng, size=3)]
            if len(set(dims)) == 1:
                dims[2] += 1
            if all(d % 2 == 0 for d in dims):  # an even block splits evenly: keep an odd edge
                dims[0] += 1
            g = {"a": dims[0], "b": dims[1], "c": dims[2]}
        g.update(ask=str(space.ask.draw(rng)), colour=str(rng.choice(["black", "white"])),
                 style=str(rng.choice(["sub", "prime"])))
        return g

    def _dims(self, g):
        return (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])

    def _setup(self, g):
        L = cuboid_labels(g["style"])
        name = f"{L[0]}{L[1]}{L[2]}{L[3]}-{L[4]}{L[5]}{L[6]}{L[7]}"
        if "n" in g:
            block = f"The cube {name} in the figure is built from {g['n']}³ unit cubes ({g['n']} along each edge)"
        else:
            block = (f"The cuboid {name} in the figure is built from unit cubes, {g['a']} along {L[0]}{L[1]}, "
                     f"{g['b']} along {L[0]}{L[3]} and {g['c']} along {L[0]}{L[4]}")
        return (block + f". Each unit cube is black or white, two cubes that share a face always have different "
                f"colours, and the unit cube at the corner {L[4]} is black.")

    def question(self, g):
        c = g["colour"]
        ask = {"total": f"How many of the unit cubes are {c}?",
               "inner": f"How many {c} unit cubes are hidden inside the block (no face on its surface)?",
               "surface": f"How many of the unit squares on the surface of the block (all six faces, the bottom "
                          f"included) are {c}?"}[g["ask"]]
        return self._setup(g) + " " + ask

    @staticmethod
    def _even_cells(sizes, offset):
        """Cells of a box with sizes ``sizes`` whose index sum plus ``offset`` is even (black)."""
        total = 1
        for s in sizes:
            total *= s
        if total % 2 == 0:
            return total // 2
        return (total + 1) // 2 if offset % 2 == 0 else (total - 1) // 2

    def answer(self, p):
        a, b, c = self._dims(p)
        top = c - 1  # the black corner cube A₁ is (0, 0, c − 1): black means i + j + k + c − 1 even
        if p["ask"] == "total":
            black, whole = self._even_cells((a, b, c), top), a * b * c
        elif p["ask"] == "inner":
            core = (max(a - 2, 0), max(b - 2, 0), max(c - 2, 0))
            black, whole = self._even_cells(core, 3 + top), core[0] * core[1] * core[2]
        else:
            faces = [((b, c), 0), ((b, c), a - 1), ((a, c), 0), ((a, c), b - 1), ((a, b), 0), ((a, b), c - 1)]
            black = sum(self._even_cells(sizes, off + top) for sizes, off in faces)
            whole = 2 * (a * b + b * c + c * a)
        return Number(black if p["colour"] == "black" else whole - black)

    def verify(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        count = 0
        for i, j, k in block_cells(a, b, c):
            # colour by walking from A₁ = (0, 0, c − 1): each step to a neighbour flips it
            steps = i + j + (c - 1 - k)
            if ("black" if steps % 2 == 0 else "white") != g["colour"]:
                continue
            walls = (i == 0) + (i == a - 1) + (j == 0) + (j == b - 1) + (k == 0) + (k == c - 1)
            if g["ask"] == "total":
                count += 1
            elif g["ask"] == "inner":
                count += walls == 0
            else:
                count += walls  # each outer face of this cube is one surface square of its colour
        return Number(count)

    def scene(self, g):
        a, b, c = (g["n"],) * 3 if "n" in g else (g["a"], g["b"], g["c"])
        s = Scene()
        cells = block_cells(a, b, c)
        add_coloured_cubes(s, cells, [DARK if (i + j + c - 1 - k) % 2 == 0 else LIGHT for i, j, k in cells])
        label_block_corners(s, cuboid_labels(g["style"]), a, b, c)
        s.hiding = "none"  # opaque stacked cubes hide what is behind them
        return s

    def subquestions(self, g):
        a, b, c = self._dims(g)
        return [
            SubQuestion(self._setup(g) + " How many unit cubes does the block contain?", Number(a * b * c),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._setup(g) + " How many unit cubes have no face on the surface of the block?",
                        Number(max(a - 2, 0) * max(b - 2, 0) * max(c - 2, 0)), "solid_figures/unit_cubes/painted_cube"),
        ]

    def description(self, g):
        return self.question(g) + " (The figure shows the block with its black and white unit cubes.)"

    def reasoning(self, p):
        a, b, c = self._dims(p)
        col = p["colour"]
        ans = self.answer(p).value
        L = cuboid_labels(p["style"])
        steps = [f"Number the cubes by (i, j, k) from the bottom corner {L[0]} (i along {L[0]}{L[1]}, j along "
                 f"{L[0]}{L[3]}, k upwards); neighbours differ by 1 in one index, so the colour flips with the parity "
                 f"of i + j + k. The black corner cube at {L[4]} is (0, 0, {c - 1}), so black means i + j + k ≡ {(c - 1) % 2} (mod 2)."]
        colour = lambda i, j, k: "black" if (i + j + k + c - 1) % 2 == 0 else "white"
        if p["ask"] == "total":
            steps.append(f"The block has {a * b * c} cubes; " + (
                "an even number, so exactly half are black." if a * b * c % 2 == 0 else
                "an odd number: all edges are odd, every corner cube has the colour of the black corner cube, and black has "
                "one more."))
        elif p["ask"] == "inner":
            core = (a - 2, b - 2, c - 2)
            n = core[0] * core[1] * core[2]
            steps.append(f"The hidden cubes form a {core[0]} × {core[1]} × {core[2]} core of {n} cubes whose corner "
                         f"cube (1, 1, 1) is {colour(1, 1, 1)}" + (
                             ", and the core splits evenly." if n % 2 == 0 else
                             f"; the core is odd, so {colour(1, 1, 1)} has one more."))
        else:
            steps.append("Each face is a checkerboard of squares; its corner square belongs to a corner cube. A face "
                         "with an odd number of squares has one more square of its corner colour, an even one splits "
                         "evenly.")
            faces = [("x = 0", b, c, colour(0, 0, 0)), ("x = end", b, c, colour(a - 1, 0, 0)),
                     ("y = 0", a, c, colour(0, 0, 0)), ("y = end", a, c, colour(0, b - 1, 0)),
                     ("bottom", a, b, colour(0, 0, 0)), ("top", a, b, colour(0, 0, c - 1))]
            steps.append("Faces (size, corner colour): " + "; ".join(
                f"{name}: {u} × {v}, {corner}" for name, u, v, corner in faces) + ".")
        steps.append(f"{col.capitalize()}: {ans}.")
        return steps
