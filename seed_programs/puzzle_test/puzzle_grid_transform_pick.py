"""Puzzle: a number grid is rotated and/or reflected; which number lands in the marked cell of the
transformed grid? (spatial reasoning, four number options)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, SubQuestion, Number, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw, science_arith_puzzle as sap

MOVES = ("cw", "ccw", "half", "lr", "ud")
WORDS = {"cw": "rotated 90° clockwise", "ccw": "rotated 90° anticlockwise", "half": "rotated through 180°",
         "lr": "reflected in a vertical mirror line (left and right swap)",
         "ud": "reflected in a horizontal mirror line (top and bottom swap)"}
SHORT = {"cw": "turn 90° ↻", "ccw": "turn 90° ↺", "half": "turn 180°", "lr": "mirror ↔", "ud": "mirror ↕"}


def _source(move, n, r, c):
    """The cell of the grid before ``move`` whose entry lands in (r, c) after it."""
    return {"cw": (n - 1 - c, r), "ccw": (c, n - 1 - r), "half": (n - 1 - r, n - 1 - c),
            "lr": (r, n - 1 - c), "ud": (n - 1 - r, c)}[move]


def _landing(grid, moves, r, c):
    n = len(grid)
    for move in reversed(moves):          # undo the last move first
        r, c = _source(move, n, r, c)
    return grid[r][c]


@seed_program(
    id="puzzle_grid_transform_pick", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=["puzzles/transformations/grid_rotation_reflection"],
    source="DynaMath-style (puzzle test, spatial transformation)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PuzzleGridTransformPick(SeedProgram):
    levels = Levels(
        standard=dict(size=OneOf((3,)), steps=OneOf((1,)), top=IntRange(9, 30)),
        hard=dict(size=OneOf((4,)), steps=OneOf((2,)), top=IntRange(16, 60)),
        hard_means="a 4 × 4 grid moved by a rotation followed by a reflection (two steps whose order matters); "
                   "the options are where the numbers land after one step only, the steps swapped or the other turn",
    )

    def sample(self, rng, space):
        n, steps = int(space.size.draw(rng)), int(space.steps.draw(rng))
        for _ in attempts("a marked cell whose number differs under every rival move"):
            top = int(space.top.draw(rng))
            vals = [int(v) for v in rng.choice(np.arange(1, top + 1), size=n * n, replace=False)]
            grid = [vals[i * n:(i + 1) * n] for i in range(n)]
            r, c = int(rng.integers(0, n)), int(rng.integers(0, n))
            if steps == 1:
                moves = [str(rng.choice(MOVES))]
                rivals = [[m] for m in MOVES if m != moves[0]]
            else:
                rot, ref = str(rng.choice(["cw", "ccw"])), str(rng.choice(["lr", "ud"]))
                moves = [rot, ref]
                other = "ccw" if rot == "cw" else "cw"
                rivals = [[ref, rot], [rot], [ref], [other, ref]]
            right = _landing(grid, moves, r, c)
            wrong = []
            for rv in rivals:
                x = _landing(grid, rv, r, c)
                if x != right and x not in wrong:
                    wrong.append(x)
            if len(wrong) >= 3:
                break
        g = {"grid": grid, "moves": moves, "row": r, "col": c,
             "color": str(rng.choice(["blue", "green", "orange", "purple"])),
             "options": sorted(str(x) for x in [right] + wrong[:3])}
        return g, {"right": str(right), "wrong": [str(x) for x in wrong[:3]]}

    def _move_text(self, g):
        return " and then ".join(WORDS[m] for m in g["moves"])

    def question(self, g):
        return (f"The left grid is {self._move_text(g)}; the right grid shows the result with one cell marked ?. "
                f"Which number is in the marked cell?")

    def description(self, g):
        rows = "; ".join(" ".join(str(v) for v in row) for row in g["grid"])
        n = len(g["grid"])
        return (f"A {n} × {n} grid of numbers, rows from top to bottom: {rows}. An empty grid of the same size has "
                f"the cell in row {g['row'] + 1} (from the top), column {g['col'] + 1} (from the left) marked ?.")

    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # move the whole grid with numpy's rotations and flips, then read the marked cell
        a = np.array(g["grid"])
        ops = {"cw": lambda m: np.rot90(m, -1), "ccw": lambda m: np.rot90(m, 1), "half": lambda m: np.rot90(m, 2),
               "lr": np.fliplr, "ud": np.flipud}
        for move in g["moves"]:
            a = ops[move](a)
        value = str(int(a[g["row"], g["col"]]))
        return value if value in g["options"] else "none"

    def draw(self, g, ax, hide=()):
        n = len(g["grid"])
        size = 1.0
        left, right = 0.0, n + 3.4
        sap.cell_pattern(ax, (left, n), [[0] * n for _ in range(n)], size, ["#ffffff"])
        for r in range(n):
            for c in range(n):
                ax.text(left + c + 0.5, n - r - 0.5, str(g["grid"][r][c]), ha="center", va="center",
                        fontsize=17 if n == 3 else 14,
                        zorder=4)
        mark = [[1 if (r, c) == (g["row"], g["col"]) else 0 for c in range(n)] for r in range(n)]
        sap.cell_pattern(ax, (right, n), mark, size, [draw.PALETTE[g["color"]]])
        ax.text(right + g["col"] + 0.5, n - g["row"] - 0.5, "?", ha="center", va="center", fontsize=20,
                fontweight="bold", color="white", zorder=4)
        ax.annotate("", xy=(right - 0.25, n / 2), xytext=(n + 0.25, n / 2),
                    arrowprops=dict(arrowstyle="-|>", color=draw.INK, linewidth=2.2, mutation_scale=20))
        steps = "\nthen ".join(SHORT[m] for m in g["moves"])
        ax.text((n + right) / 2, n / 2 + 0.25, steps, ha="center", va="bottom", fontsize=12)
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        span = right + n
        ax.set_xlim(-0.3, span + 0.3)
        ax.set_ylim(n / 2 - (span + 0.6) / 2, n / 2 + (span + 0.6) / 2)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        n = len(g["grid"])
        first = g["moves"][0]
        r, c = _source(first, n, g["row"], g["col"])
        return [SubQuestion(f"A {n} × {n} grid is {WORDS[first]}. The cell in row {g['row'] + 1}, column "
                            f"{g['col'] + 1} of the result: which row of the original grid did its entry come from?",
                            Number(r + 1), "analytic_geometry/transformations/reflection_in_line")]
