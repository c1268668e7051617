"""Solid geometry (counting): a solid of unit cubes stacked on a grid (the stack heights are given);
how many of its cubes touch exactly k other cubes face to face, or how many pairs of cubes share a face?
(DynaSolidGeo counting; a cube at height z in a stack touches the cubes above and below it in its own
stack and, in each of the four neighbouring stacks, the cube at the same height when that stack is
taller than z.)"""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, \
    seed_program
from dynaforge.sdk.scene import add_unit_cubes
from dynaforge.sdk.solid_counting import floor_board, heights_rows_text, stack_cells, stacks_connected

COLORS = {"sand": ("#fde68a", "#fbbf24", "#f59e0b"), "sky": ("#bfdbfe", "#93c5fd", "#60a5fa"),
          "mint": ("#bbf7d0", "#86efac", "#4ade80"), "lilac": ("#e9d5ff", "#d8b4fe", "#c084fc")}
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


@seed_program(
    id="cube_stack_face_contacts_count", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: unit cubes of a stack by the number of cubes they touch)",
    variations=["numeric_values", "colors_labels", "camera", "geometric_transformations"],
)
class CubeStackFaceContactsCount(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(2, 4), cols=IntRange(3, 5), top=IntRange(2, 4),
                      ask=OneOf(("exact", "atleast", "pairs"), p=(0.25, 0.25, 0.5)), k=IntRange(1, 3)),
        hard=dict(rows=IntRange(3, 4), cols=IntRange(4, 5), top=IntRange(3, 6),
                  ask=OneOf(("exact", "atleast", "pairs"), p=(0.4, 0.25, 0.35)), k=IntRange(2, 5)),
        hard_means="bigger grids (up to 4 × 5 stacks) of stacks up to 6 tall, and mostly cubes touching exactly (or at least) k = 2 to 6 "
                   "others, where every cube's four side neighbours must be checked at its own height",
    )

    def sample(self, rng, space):
        ask = str(space.ask.draw(rng))
        k = int(space.k.draw(rng))
        for _ in attempts("every row and column used, few empty squares, one piece, and at least two cubes "
                          "touching exactly k others"):
            rows, cols, top = space.rows.draw(rng), space.cols.draw(rng), space.top.draw(rng)
            H = rng.integers(0, top + 1, size=(rows, cols))
            if (H.max(axis=0).min() == 0 or H.max(axis=1).min() == 0 or (H == 0).sum() > rows * cols // 4
                    or not stacks_connected(H)):
                continue
            g = {"heights": [[int(v) for v in row] for row in H], "ask": ask,
                 "labels": ["A", "B", "C", "D"], "color": list(COLORS)[int(rng.integers(0, len(COLORS)))]}
            if ask == "exact":
                g["k"] = k
                if self._by_contacts(g).get(k, 0) < 2:
                    continue
            elif ask == "atleast":
                g["k"] = k + 1                  # at least 2 (standard 2-4, hard 3-6)
                if not 2 <= sum(v for c, v in self._by_contacts(g).items() if c >= g["k"]) < sum(map(sum, H)):
                    continue
            return g

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _setup(g):
        A, B, C, D = g["labels"]
        H = g["heights"]
        return (f"The solid in the figure is built from unit cubes stacked on a grid of {len(H)} × {len(H[0])} unit "
                f"squares drawn on a rectangular board with corners {A}, {B} and {D} marked: {len(H[0])} squares in "
                f"each row along {A}{B} and {len(H)} rows along {A}{D}. The numbers of cubes in the stacks are, row by "
                f"row from side {A}{B} towards the opposite side: {heights_rows_text(H, A, B)}.")

    @staticmethod
    def _ask_text(g):
        if g["ask"] == "pairs":
            return " How many pairs of cubes share a whole face (touch face to face)?"
        how = "exactly" if g["ask"] == "exact" else "at least"
        return (f" Two cubes touch when they share a whole face (the board does not count). How many cubes touch "
                f"{how} {g['k']} other cube{'s' if g['k'] > 1 else ''}?")

    def question(self, g):
        return self._setup(g) + self._ask_text(g)

    def description(self, g):
        return ("A solid of unit cubes stands on a grid of squares on a board, one stack of cubes on each "
                "square (the figure draws it in 3D). " + self.question(g))

    # -- answer: stack by stack, from the heights ------------------------------------------------
    @staticmethod
    def _height(H, j, i):
        return H[j][i] if 0 <= j < len(H) and 0 <= i < len(H[0]) else 0

    def _by_contacts(self, p):
        """{k: number of cubes touching exactly k others}: the cube at level z (0 = bottom) of a stack of
        height h touches the cubes below and above it (z > 0, z < h − 1) and one cube in each neighbouring
        stack taller than z."""
        H = p["heights"]
        out = {}
        for j in range(len(H)):
            for i in range(len(H[0])):
                for z in range(H[j][i]):
                    k = (z > 0) + (z < H[j][i] - 1) + sum(self._height(H, j + dj, i + di) > z for di, dj in STEPS)
                    out[k] = out.get(k, 0) + 1
        return out

    def _pairs(self, p):
        """Vertical pairs: h − 1 in a stack of h; side pairs: min of two neighbouring stacks."""
        H = p["heights"]
        vertical = sum(max(h - 1, 0) for row in H for h in row)
        side = sum(min(H[j][i], H[j][i + 1]) for j in range(len(H)) for i in range(len(H[0]) - 1))
        side += sum(min(H[j][i], H[j + 1][i]) for j in range(len(H) - 1) for i in range(len(H[0])))
        return vertical, side

    def answer(self, p):
        if p["ask"] == "pairs":
            return Number(sum(self._pairs(p)))
        counts = self._by_contacts(p)
        if p["ask"] == "atleast":
            return Number(sum(v for c, v in counts.items() if c >= p["k"]))
        return Number(counts.get(p["k"], 0))

    # -- verify: the cubes themselves, neighbours looked up among them ---------------------------
    def verify(self, g):
        cells = set(stack_cells(g["heights"]))
        dirs = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
        touching = {c: sum((c[0] + d[0], c[1] + d[1], c[2] + d[2]) in cells for d in dirs) for c in cells}
        if g["ask"] == "pairs":
            return Number(sum(touching.values()) // 2)          # every shared face is counted from both cubes
        if g["ask"] == "atleast":
            return Number(sum(1 for c in cells if touching[c] >= g["k"]))
        return Number(sum(1 for c in cells if touching[c] == g["k"]))

    def scene(self, g):
        H = g["heights"]
        s = Scene()
        add_unit_cubes(s, stack_cells(H), colors=COLORS[g["color"]])
        floor_board(s, g["labels"], len(H[0]), len(H))
        s.hidden_labels.add(g["labels"][2])     # the far corner, behind the stacks in every view: not named
        s.hiding = "none"  # opaque stacked cubes hide what is behind them
        # seen from the front-left (the −y side, where row AB is the front row): corner A is never behind a stack
        s.azimuth_range = (200.0, 250.0)
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        H = g["heights"]
        vertical, side = self._pairs(g)
        return [
            SubQuestion(self._setup(g) + " How many cubes does the solid contain?", Number(sum(map(sum, H))),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._setup(g) + " How many pairs of cubes touch face to face within one stack (one cube "
                        "directly on top of the other)?", Number(vertical), "combinatorics/counting/pairs"),
            SubQuestion(self._setup(g) + " How many pairs of cubes in neighbouring stacks touch face to face?",
                        Number(side), "combinatorics/counting/pairs"),
        ]

    def reasoning(self, p):
        H = p["heights"]
        steps = ["Look at each stack in turn: a cube at level z (z = 1 at the bottom) of a stack of height h touches "
                 "the cube below it (z > 1) and the cube above it (z < h), and in each of the four neighbouring "
                 "stacks the cube at its own level, when that stack has at least z cubes."]
        if p["ask"] == "pairs":
            vertical, side = self._pairs(p)
            steps.append(f"Within the stacks: Σ(h − 1) over the non-empty stacks = {vertical} pairs.")
            steps.append("Between two neighbouring stacks of heights h₁ and h₂ there are min(h₁, h₂) touching pairs "
                         f"(one per level both reach): {side} pairs in all.")
            steps.append(f"Pairs sharing a face: {vertical} + {side} = {vertical + side}.")
        else:
            counts = self._by_contacts(p)
            steps.append("Counting every cube this way gives " + ", ".join(
                f"{counts[k]} cube{'s' if counts[k] != 1 else ''} touching {k}" for k in sorted(counts))
                + f" others ({sum(counts.values())} cubes in all).")
            if p["ask"] == "atleast":
                n = sum(v for c, v in counts.items() if c >= p["k"])
                steps.append(f"So {n} cubes touch at least {p['k']} others.")
            else:
                steps.append(f"So {counts.get(p['k'], 0)} cubes touch exactly {p['k']} others.")
        return steps
