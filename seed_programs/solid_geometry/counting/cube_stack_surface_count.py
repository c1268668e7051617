"""Solid geometry (counting): a solid of unit cubes stacked on a grid (the stack heights are given);
how many unit squares make up its surface, how many get paint when it is painted standing on the
table, how many cubes are completely hidden, or how many cubes get some paint? (DynaSolidGeo counting;
count the faces from the six directions, or cube by cube.)"""
import itertools

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes
from dynaforge.sdk.solid_counting import floor_board, heights_rows_text, stack_cells, stacks_connected

COLORS = {"sand": ("#fde68a", "#fbbf24", "#f59e0b"), "sky": ("#bfdbfe", "#93c5fd", "#60a5fa"),
          "mint": ("#bbf7d0", "#86efac", "#4ade80"), "lilac": ("#e9d5ff", "#d8b4fe", "#c084fc")}
ASKS = ("surface", "paint", "hidden", "painted_cubes")


@seed_program(
    id="cube_stack_surface_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/painted_cube", "solid_figures/unit_cubes/layer_counting"],
    source="DynaSolidGeo-style (counting: faces and hidden cubes of a stack of unit cubes)",
    variations=["numeric_values", "colors_labels", "camera", "geometric_transformations"],
)
class CubeStackSurfaceCount(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(2, 3), cols=IntRange(3, 4), top=IntRange(2, 4),
                      ask=OneOf(ASKS, p=(0.3, 0.3, 0.2, 0.2))),
        hard=dict(rows=IntRange(3, 4), cols=IntRange(4, 5), top=IntRange(4, 5),
                  ask=OneOf(ASKS, p=(0.25, 0.25, 0.25, 0.25))),
        hard_means="bigger grids (up to 4 × 5 stacks) of taller stacks: many more faces to count from each "
                   "direction, and hidden cubes that need every neighbouring stack checked",
    )

    def sample(self, rng, space):
        ask = str(space.ask.draw(rng))
        for _ in attempts("every row and column used, few empty squares, and a hidden cube when asked"):
            rows, cols, top = space.rows.draw(rng), space.cols.draw(rng), space.top.draw(rng)
            H = rng.integers(1 if ask in ("hidden", "painted_cubes") else 0, top + 1, size=(rows, cols))
            if ask in ("hidden", "painted_cubes"):
                H[rng.integers(0, rows), rng.integers(0, cols)] = 0 if rng.random() < 0.5 else H.max()
            if (H.max(axis=0).min() == 0 or H.max(axis=1).min() == 0 or (H == 0).sum() > rows * cols // 4
                    or not stacks_connected(H)):
                continue
            inner = H[1:-1, 1:-1] if rows > 2 else H[:0]
            if ask in ("hidden", "painted_cubes") and (inner.size == 0 or inner.max() < 3):
                continue
            break
        return {"heights": [[int(v) for v in row] for row in H], "ask": ask, "labels": ["A", "B", "C", "D"],
                "color": list(COLORS)[int(rng.integers(0, len(COLORS)))]}

    def _setup(self, g):
        A, B, C, D = g["labels"]
        H = g["heights"]
        return (f"The solid in the figure is built from unit cubes glued face to face and stacked on a grid of "
                f"{len(H)} × {len(H[0])} unit squares drawn on the board {A}{B}{C}{D}: {len(H[0])} squares in "
                f"each row along {A}{B} and {len(H)} rows along {A}{D}. The numbers of cubes in the stacks are, "
                f"row by row from side {A}{B} towards side {D}{C}: {heights_rows_text(H, A, B)} (the last row "
                f"lies along {D}{C}).")

    def question(self, g):
        ask = {
            "surface": " Counting the bottom as well, how many unit squares (faces of the unit cubes) make up the "
                       "whole surface of the solid?",
            "paint": " The solid is lifted off the board and painted on its whole surface except the bottom (the "
                     "faces that stood on the board). How many unit squares are painted?",
            "hidden": " A cube is hidden when each of its six faces touches another cube or the board. How many "
                      "cubes are hidden?",
            "painted_cubes": " The solid is painted on its whole surface except the bottom (the faces standing on "
                             "the board), then taken apart. How many unit cubes have at least one painted face?",
        }[g["ask"]]
        return self._setup(g) + ask

    def _padded(self, p):
        H = p["heights"]
        rows, cols = len(H), len(H[0])
        return [[H[j - 1][i - 1] if 1 <= j <= rows and 1 <= i <= cols else 0 for i in range(cols + 2)]
                for j in range(rows + 2)]

    def answer(self, p):
        P = self._padded(p)
        rows, cols = len(P) - 2, len(P[0]) - 2
        columns = sum(1 for row in p["heights"] for h in row if h > 0)
        sides = sum(abs(P[j][i] - P[j][i + 1]) for j in range(rows + 2) for i in range(cols + 1)) + \
            sum(abs(P[j][i] - P[j + 1][i]) for j in range(rows + 1) for i in range(cols + 2))
        hidden = sum(max(0, min(P[j][i] - 1, P[j - 1][i], P[j + 1][i], P[j][i - 1], P[j][i + 1]))
                     for j in range(1, rows + 1) for i in range(1, cols + 1))
        total = sum(map(sum, p["heights"]))
        return Number({"surface": 2 * columns + sides, "paint": columns + sides, "hidden": hidden,
                       "painted_cubes": total - hidden}[p["ask"]])

    def verify(self, g):
        H = g["heights"]
        cubes = {(i, j, k) for j, row in enumerate(H) for i, h in enumerate(row) for k in range(h)}
        faces, bottoms, covered_cubes = 0, 0, 0
        for (i, j, k) in cubes:
            open_faces = 0
            for d in itertools.product((-1, 0, 1), repeat=3):
                if sorted(map(abs, d)) != [0, 0, 1]:
                    continue
                nb = (i + d[0], j + d[1], k + d[2])
                if nb in cubes:
                    continue
                if nb[2] < 0:
                    bottoms += 1  # on the board
                    continue
                open_faces += 1
            faces += open_faces
            covered_cubes += open_faces == 0
        return Number({"surface": faces + bottoms, "paint": faces, "hidden": covered_cubes,
                       "painted_cubes": len(cubes) - covered_cubes}[g["ask"]])

    def scene(self, g):
        H = g["heights"]
        s = Scene()
        cells = stack_cells(H)
        add_unit_cubes(s, cells, colors=COLORS[g["color"]])
        floor_board(s, g["labels"], len(H[0]), len(H))
        s.hiding = "none"  # opaque stacked cubes hide what is behind them
        return s

    def subquestions(self, g):
        H = g["heights"]
        return [
            SubQuestion(self._setup(g) + " How many cubes does the solid contain?", Number(sum(map(sum, H))),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._setup(g) + " How many unit squares does the solid show when seen straight from above?",
                        Number(sum(1 for row in H for h in row if h > 0)), "solid_figures/unit_cubes/layer_counting"),
        ]

    def description(self, g):
        return ("A solid of unit cubes stands on a grid of squares on a board ABCD, one stack of cubes on each "
                "square (the figure draws it in 3D). " + self.question(g))

    def reasoning(self, p):
        P = self._padded(p)
        rows, cols = len(P) - 2, len(P[0]) - 2
        columns = sum(1 for row in p["heights"] for h in row if h > 0)
        along = sum(abs(P[j][i] - P[j][i + 1]) for j in range(rows + 2) for i in range(cols + 1))
        across = sum(abs(P[j][i] - P[j + 1][i]) for j in range(rows + 1) for i in range(cols + 2))
        ans = self.answer(p).value
        if p["ask"] in ("surface", "paint"):
            steps = [
                f"From above and from below the solid shows one square per non-empty stack: {columns} each.",
                "Between two neighbouring stacks (or a stack and the empty space around the grid) the taller one "
                "shows as many side squares as the difference of the heights.",
                f"Side squares facing along the rows: {along}; facing across the rows: {across}.",
            ]
            if p["ask"] == "surface":
                steps.append(f"Surface: {columns} + {columns} + {along} + {across} = {ans}.")
            else:
                steps.append(f"Painted (no bottom): {columns} + {along} + {across} = {ans}.")
            return steps
        hidden = sum(max(0, min(P[j][i] - 1, P[j - 1][i], P[j + 1][i], P[j][i - 1], P[j][i + 1]))
                     for j in range(1, rows + 1) for i in range(1, cols + 1))
        steps = [
            "A cube is hidden when there is a cube above it and all four neighbouring stacks reach at least its "
            "level (the board covers its bottom).",
            "So a stack of height h whose four neighbours have smallest height m hides min(h − 1, m) cubes "
            "(stacks on the edge of the grid have an empty neighbour: none hidden).",
            f"Adding over the stacks: {hidden} hidden cubes.",
        ]
        if p["ask"] == "painted_cubes":
            steps.append(f"Every other cube shows a side or top face and gets paint: {sum(map(sum, p['heights']))}"
                         f" − {hidden} = {ans}.")
        return steps
