"""Puzzle: the largest (or smallest) total collected on a right/down path through a grid of numbers."""
from itertools import combinations

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import diagrams


def _dp(grid, best):
    rows, cols = len(grid), len(grid[0])
    f = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            prev = [f[r - 1][c]] if r else []
            prev += [f[r][c - 1]] if c else []
            f[r][c] = grid[r][c] + (best(prev) if prev else 0)
    return f[-1][-1]


@seed_program(
    id="puzzle_grid_path_max_sum", topic="puzzle_test", level="competition", difficulty="medium",
    question_type="numeric",
    concepts=["puzzles/optimization/grid_path_dynamic_programming"],
    source="DynaMath-style (puzzle test, best path through a number grid)",
    variations=["numeric_values", "graph_structure"],
)
class PuzzleGridPathMaxSum(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(3, 5), cols=IntRange(4, 6), value=IntRange(1, 9),
                      goal=OneOf(("largest", "largest", "smallest")), fill=OneOf(("#fde68a", "#bbf7d0", "#bfdbfe"))),
        hard=dict(rows=IntRange(5, 7), cols=IntRange(6, 7), value=IntRange(1, 25),
                  goal=OneOf(("largest", "largest", "smallest")), fill=OneOf(("#fde68a", "#bbf7d0", "#bfdbfe"))),
        hard_means="5-7 by 6-7 grids (up to 924 paths) with values up to 25",
    )

    def sample(self, rng, space):
        for _ in attempts("a grid where the greedy walk misses the optimum"):
            rows, cols = space.rows.draw(rng), space.cols.draw(rng)
            grid = [[int(x) for x in space.value.draw(rng, size=cols)] for _ in range(rows)]
            goal = space.goal.draw(rng)
            p = {"grid": grid, "goal": goal, "fill": space.fill.draw(rng)}
            # the greedy walk (always step to the better neighbour) must miss the optimum
            r = c = 0
            total = grid[0][0]
            pick = max if goal == "largest" else min
            while (r, c) != (rows - 1, cols - 1):
                opts = ([(grid[r + 1][c], r + 1, c)] if r + 1 < rows else []) + \
                       ([(grid[r][c + 1], r, c + 1)] if c + 1 < cols else [])
                _, r, c = pick(opts)
                total += grid[r][c]
            if total != _dp(grid, pick):
                return p

    def question(self, g):
        rows, cols = len(g["grid"]), len(g["grid"][0])
        return (f"A token starts on the shaded top-left cell of the {rows}×{cols} grid in the figure and moves "
                f"one cell at a time, only right or down, until it reaches the shaded bottom-right cell. It "
                f"collects the numbers of all cells it visits, including both shaded cells. What is the "
                f"{g['goal']} total it can collect?")

    def answer(self, p):
        return Number(_dp(p["grid"], max if p["goal"] == "largest" else min))

    def verify(self, g):
        # brute force over every right/down path (which steps go down), not dynamic programming
        gr = g["grid"]
        rows, cols = len(gr), len(gr[0])
        totals = []
        for downs in combinations(range(rows + cols - 2), rows - 1):
            r = c = 0
            s = gr[0][0]
            for i in range(rows + cols - 2):
                if i in downs:
                    r += 1
                else:
                    c += 1
                s += gr[r][c]
            totals.append(s)
        return Number(max(totals) if g["goal"] == "largest" else min(totals))

    def draw(self, g, ax, hide=()):
        gr = g["grid"]
        rows, cols = len(gr), len(gr[0])
        diagrams.number_grid(ax, [[str(v) for v in row] for row in gr],
                             fills={(0, 0): g["fill"], (rows - 1, cols - 1): g["fill"]}, fontsize=22,
                             linewidth=2.0)

    def subquestions(self, g):
        gr = g["grid"]
        rows, cols = len(gr), len(gr[0])
        return [
            SubQuestion(f"A token moves from the top-left to the bottom-right cell of a {rows}×{cols} grid, one "
                        f"cell at a time, only right or down. How many cells does it visit, including both ends?",
                        Number(rows + cols - 1), "puzzles/optimization/grid_path_dynamic_programming"),
            SubQuestion("In the grid shown, what is the total of the top row?", Number(sum(gr[0])),
                        "puzzles/optimization/grid_path_dynamic_programming"),
        ]

    def description(self, g):
        rows = [" ".join(str(v) for v in row) for row in g["grid"]]
        return (f"A grid of numbers with {len(rows)} rows, from the top: " + " / ".join(rows) +
                ". The top-left and bottom-right cells are shaded.")
