"""Puzzle: solve a small sudoku (4×4 or 6×6); add the shaded cells' digits or read them as a number."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import diagrams

SHAPES = {4: (2, 2), 6: (2, 3)}   # size -> block (rows, cols)


def _solutions(grid, size, limit=2):
    """Up to ``limit`` completions of ``grid`` (0 = empty) by backtracking."""
    br, bc = SHAPES[size]
    g = [row[:] for row in grid]
    out = []

    def ok(r, c, d):
        if d in g[r] or any(g[i][c] == d for i in range(size)):
            return False
        r0, c0 = r - r % br, c - c % bc
        return all(g[i][j] != d for i in range(r0, r0 + br) for j in range(c0, c0 + bc))

    def rec():
        if len(out) >= limit:
            return
        for r in range(size):
            for c in range(size):
                if g[r][c] == 0:
                    for d in range(1, size + 1):
                        if ok(r, c, d):
                            g[r][c] = d
                            rec()
                            g[r][c] = 0
                    return
        out.append([row[:] for row in g])

    rec()
    return out


@seed_program(
    id="puzzle_sudoku_shaded_sum", topic="puzzle_test", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["puzzles/sudoku/sudoku_rules", "puzzles/latin_squares/latin_square"],
    source="DynaMath-style (puzzle test, sudoku)",
    variations=["numeric_values", "graph_structure", "colors_labels"],
)
class PuzzleSudokuShadedSum(SeedProgram):
    levels = Levels(
        standard=dict(size=OneOf((4, 6, 6)), empty={4: IntRange(8, 10), 6: IntRange(17, 22)},
                      kind=OneOf(("sum", "number")), shaded={4: IntRange(2, 4), 6: IntRange(3, 6)},
                      fill=OneOf(("#bfdbfe", "#fde68a", "#bbf7d0", "#fbcfe8"))),
        hard=dict(size=OneOf((6,)), empty={4: IntRange(10, 11), 6: IntRange(22, 26)},
                  kind=OneOf(("sum", "number")), shaded={4: IntRange(3, 4), 6: IntRange(5, 8)},
                  fill=OneOf(("#bfdbfe", "#fde68a", "#bbf7d0", "#fbcfe8"))),
        hard_means="always 6×6, with up to 26 of the 36 cells empty (longer deduction chains) and more "
                   "shaded cells to find",
    )

    def sample(self, rng, space):
        size = int(space.size.draw(rng))
        br, bc = SHAPES[size]
        # a full solution: the standard pattern, shuffled by digit, row-in-band, band, column-in-stack, stack
        base = [[(bc * (r % br) + r // br + c) % size + 1 for c in range(size)] for r in range(size)]
        digits = [int(d) + 1 for d in rng.permutation(size)]
        bands = [int(b) for b in rng.permutation(size // br)]
        rows = [b * br + int(r) for b in bands for r in rng.permutation(br)]
        stacks = [int(s) for s in rng.permutation(size // bc)]
        cols = [s * bc + int(c) for s in stacks for c in rng.permutation(bc)]
        sol = [[digits[base[r][c] - 1] for c in cols] for r in rows]
        # remove givens one by one while the solution stays unique
        grid = [row[:] for row in sol]
        target = space.empty[size].draw(rng)   # empty cells
        for idx in rng.permutation(size * size):
            if sum(v == 0 for row in grid for v in row) >= target:
                break
            r, c = divmod(int(idx), size)
            keep = grid[r][c]
            grid[r][c] = 0
            if len(_solutions(grid, size)) != 1:
                grid[r][c] = keep
        blanks = [(r, c) for r in range(size) for c in range(size) if grid[r][c] == 0]
        kind = space.kind.draw(rng)
        if kind == "number":
            # 2-4 empty cells of one row, read left to right as a number
            rows_ok = [r for r in range(size) if sum(grid[r][c] == 0 for c in range(size)) >= 3]
            r = rows_ok[int(rng.integers(0, len(rows_ok)))]
            free = [c for c in range(size) if grid[r][c] == 0]
            k = int(rng.integers(2, min(4, len(free)) + 1))
            shaded = [[r, int(c)] for c in sorted(rng.choice(free, size=k, replace=False))]
        else:
            k = space.shaded[size].draw(rng)
            shaded = sorted([list(blanks[int(i)]) for i in rng.choice(len(blanks), size=k, replace=False)])
        return ({"size": size, "kind": kind, "grid": grid, "shaded": shaded, "fill": space.fill.draw(rng)},
                {"solution": sol})

    def question(self, g):
        s = g["size"]
        br, bc = SHAPES[s]
        return (f"Complete the {s}×{s} sudoku in the figure: every row, every column and every bold "
                f"{br}×{bc} box must contain each of the digits 1 to {s} exactly once. " + (
                    f"The digits that belong in the {len(g['shaded'])} shaded cells, read from left to right, form "
                    f"a number. What is that number?" if g.get("kind") == "number" else
                    f"What is the sum of the digits that belong in the {len(g['shaded'])} shaded cells?"))

    def answer(self, p):
        digits = [p["solution"][r][c] for r, c in p["shaded"]]
        if p.get("kind") == "number":
            # exact: within 1% a wrong last digit would pass
            return Number(int("".join(map(str, digits))), tolerance=1e-6)
        return Number(sum(digits))

    def verify(self, g):
        sols = _solutions(g["grid"], g["size"])
        if len(sols) != 1:
            return Number(-1)
        digits = [sols[0][r][c] for r, c in g["shaded"]]
        if g.get("kind") == "number":
            return Number(sum(d * 10 ** (len(digits) - 1 - i) for i, d in enumerate(digits)), tolerance=1e-6)
        return Number(sum(digits))

    def draw(self, g, ax, hide=()):
        cells = [[str(v) if v else "" for v in row] for row in g["grid"]]
        fills = {(r, c): g["fill"] for r, c in g["shaded"]}
        diagrams.number_grid(ax, cells, fills=fills, fontsize=26 if g["size"] == 4 else 22,
                             box=SHAPES[g["size"]])

    def subquestions(self, g):
        r, c = g["shaded"][0]
        (solved,) = _solutions(g["grid"], g["size"], limit=1)
        return [SubQuestion(
            f"In the completed sudoku, which digit belongs in the shaded cell in row {r + 1}, column {c + 1}?",
            Number(solved[r][c]), "puzzles/sudoku/sudoku_rules"),
            SubQuestion(f"Row {r + 1} of a {g['size']}×{g['size']} sudoku holds each digit 1 to {g['size']} once. "
                        f"What is the sum of all digits of the row?",
                        Number(g["size"] * (g["size"] + 1) // 2), "puzzles/latin_squares/latin_square")]

    def description(self, g):
        s = g["size"]
        br, bc = SHAPES[s]
        rows = ["".join(str(v) if v else "." for v in row) for row in g["grid"]]
        shaded = ", ".join(f"(row {r + 1}, column {c + 1})" for r, c in g["shaded"])
        return (f"A {s}×{s} sudoku with {br}×{bc} boxes, rows from the top ('.' = empty): "
                f"{' / '.join(rows)}. The shaded cells are {shaded}.")
