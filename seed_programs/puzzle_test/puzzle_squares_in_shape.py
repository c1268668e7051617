"""Puzzle (counting): how many squares of all sizes are drawn in a figure made of unit squares."""
from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


def _count_dp(cells, rows, cols):
    """Sum over cells of the side of the largest all-filled square with that cell as bottom-right corner."""
    S = {tuple(c) for c in cells}
    f = {}
    total = 0
    for r in range(rows):
        for c in range(cols):
            if (r, c) in S:
                f[r, c] = 1 + min(f.get((r - 1, c), 0), f.get((r, c - 1), 0), f.get((r - 1, c - 1), 0))
                total += f[r, c]
    return total


@seed_program(
    id="puzzle_squares_in_shape", topic="puzzle_test", level="elementary", difficulty="hard",
    question_type="numeric",
    concepts=["puzzles/counting/square_counting"],
    source="DynaMath-style (puzzle test, counting squares)",
    variations=["graph_structure", "colors_labels"],
)
class PuzzleSquaresInShape(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(3, 6), cols=IntRange(3, 7), kind=OneOf(("notched", "staircase", "plus")),
                      arm=IntRange(1, 2), core=IntRange(2, 3), notches=IntRange(1, 4),
                      fill=OneOf(("#dbeafe", "#fef3c7", "#dcfce7", "#fce7f3"))),
        hard=dict(rows=IntRange(5, 8), cols=IntRange(6, 9), kind=OneOf(("notched", "staircase", "plus")),
                  arm=IntRange(2, 3), core=IntRange(3, 4), notches=IntRange(2, 6),
                  fill=OneOf(("#dbeafe", "#fef3c7", "#dcfce7", "#fce7f3"))),
        hard_means="bigger figures (up to 8 by 9 or a plus of side 10) with more notches: more and larger "
                   "squares to find",
    )

    def sample(self, rng, space):
        for _ in attempts("a connected figure, not a plain rectangle, with some square bigger than 1x1"):
            rows, cols = space.rows.draw(rng), space.cols.draw(rng)
            kind = space.kind.draw(rng)
            full = [[r, c] for r in range(rows) for c in range(cols)]
            if kind == "staircase":
                # row r (from the top) keeps a prefix whose length grows downward
                lens = sorted(int(x) for x in rng.integers(1, cols + 1, size=rows))
                cells = [[r, c] for r in range(rows) for c in range(lens[r])]
            elif kind == "plus":
                arm = space.arm.draw(rng)
                core = space.core.draw(rng)
                n = core + 2 * arm
                rows = cols = n
                cells = [[r, c] for r in range(n) for c in range(n)
                         if arm <= r < arm + core or arm <= c < arm + core]
            else:
                k = space.notches.draw(rng)
                gone = {int(i) for i in rng.choice(rows * cols, size=k, replace=False)}
                cells = [cell for i, cell in enumerate(full) if i not in gone]
            # connected through edges, and not a plain rectangle
            S = {tuple(c) for c in cells}
            seen, stack = {tuple(cells[0])}, [tuple(cells[0])]
            while stack:
                r, c = stack.pop()
                for q in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if q in S and q not in seen:
                        seen.add(q)
                        stack.append(q)
            if len(seen) != len(S) or len(S) == rows * cols and kind != "plus" or len(S) < 6:
                continue
            value = _count_dp(cells, rows, cols)
            if value == len(S):   # some bigger square must exist
                continue
            return ({"rows": rows, "cols": cols, "cells": cells, "fill": space.fill.draw(rng)},
                    {"kind": kind})

    def question(self, g):
        return ("The figure is made of equal unit squares. How many squares of any size (1×1, 2×2, 3×3, ...) "
                "can be found in it? A square counts only if it is completely covered by unit squares of the "
                "figure (no missing unit square inside it).")

    def answer(self, p):
        return Number(_count_dp(p["cells"], p["rows"], p["cols"]))

    def verify(self, g):
        # try every top-left corner and every size
        S = {tuple(c) for c in g["cells"]}
        total = 0
        for r in range(g["rows"]):
            for c in range(g["cols"]):
                for s in range(1, min(g["rows"], g["cols"]) + 1):
                    if all((r + i, c + j) in S for i in range(s) for j in range(s)):
                        total += 1
        return Number(total)

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Rectangle

        rows, cols = g["rows"], g["cols"]
        for r, c in g["cells"]:
            ax.add_patch(Rectangle((c, rows - 1 - r), 1, 1, facecolor=g["fill"], edgecolor=draw.INK, linewidth=2.2))
        m = max(rows, cols)
        ax.set_xlim(-0.5 - (m - cols) / 2, cols + 0.5 + (m - cols) / 2)
        ax.set_ylim(-0.5 - (m - rows) / 2, rows + 0.5 + (m - rows) / 2)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        return [SubQuestion("How many 1×1 squares make up the figure shown?", Number(len(g["cells"])),
                            "puzzles/counting/square_counting")]

    def description(self, g):
        S = {tuple(c) for c in g["cells"]}
        lines = ["".join("#" if (r, c) in S else "." for c in range(g["cols"])) for r in range(g["rows"])]
        return (f"A figure of unit squares on a {g['rows']}-row by {g['cols']}-column grid; row by row from the top "
                f"('#' = a unit square, '.' = empty): {' / '.join(lines)}.")
