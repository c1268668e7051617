"""Puzzle: a piece cut out of a number grid (1, 2, 3, ... written row by row) shows one or two numbers;
find the number hidden under "?" (in the hard level the row length must first be deduced)."""
from matplotlib.patches import Rectangle

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def _number(width, row, col):
    return row * width + col + 1


@seed_program(
    id="puzzle_number_grid_piece", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="numeric", concepts=["puzzles/patterns/number_rule"],
    source="DynaMath-style (puzzle test, number grid)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PuzzleNumberGridPiece(SeedProgram):
    levels = Levels(
        standard=dict(width=OneOf((10,)), cells=IntRange(5, 6), shown=OneOf((1,)), rows=IntRange(0, 7)),
        hard=dict(width=OneOf((6, 7, 8, 9, 11, 12, 13, 15)), cells=IntRange(6, 8), shown=OneOf((2,)),
                  rows=IntRange(1, 12)),
        hard_means="the grid's row length is not given (6 to 15 numbers a row): it must be deduced from two shown "
                   "numbers on different rows before the hidden one can be reached, across a bigger piece",
    )

    def sample(self, rng, space):
        W, m, shown = int(space.width.draw(rng)), int(space.cells.draw(rng)), int(space.shown.draw(rng))
        for _ in attempts("a piece that fits the grid, shown numbers on different rows, ? away from them"):
            cells = [(0, 0)]
            for _ in range(200):
                if len(cells) == m:
                    break
                r, c = cells[int(rng.integers(0, len(cells)))]
                dr, dc = STEPS[int(rng.integers(0, 4))]
                q = (r + dr, c + dc)
                if q not in cells:
                    cells.append(q)
            r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
            cells = sorted((r - r0, c - c0) for r, c in cells)
            h, w = max(r for r, _ in cells) + 1, max(c for _, c in cells) + 1
            if h < 2 or h > 4 or w > 4 or w >= W:
                continue
            R0 = int(space.rows.draw(rng))
            C0 = int(rng.integers(0, W - w + 1))
            order = [int(i) for i in rng.permutation(len(cells))]
            known, ask = [cells[i] for i in order[:shown]], cells[order[shown]]
            if shown == 2 and known[0][0] == known[1][0]:
                continue
            if any(abs(ask[0] - k[0]) + abs(ask[1] - k[1]) < 2 for k in known):
                continue
            break
        numbers = {f"{r},{c}": _number(W, R0 + r, C0 + c) for r, c in cells}
        g = {"cells": [list(q) for q in cells], "known": [[r, c, numbers[f"{r},{c}"]] for r, c in known],
             "ask": list(ask), "width_given": W if shown == 1 else 0,
             "color": str(rng.choice(["blue", "green", "orange", "purple"]))}
        return g, {"width": W, "R0": R0, "C0": C0}

    # ---- text -----------------------------------------------------------------------------------
    def _grid_text(self, g):
        if g["width_given"]:
            return (f"The numbers 1, 2, 3, ... are written in order in a grid with {g['width_given']} numbers in each "
                    f"row (left to right, then the next row down).")
        return ("The numbers 1, 2, 3, ... are written in order in a grid, left to right along each row and then on "
                "to the next row down; every row holds the same number of squares, but how many is not given.")

    def question(self, g):
        return (f"{self._grid_text(g)} The piece shown was cut out of this grid; some of its squares show their "
                f"numbers. What number is in the square marked \"?\"?")

    def description(self, g):
        shown = "; ".join(f"the square at row {r + 1}, column {c + 1} shows {v}" for r, c, v in g["known"])
        cells = ", ".join(f"({r + 1}, {c + 1})" for r, c in g["cells"])
        return (f"A piece of unit squares at (row, column) positions {cells}, rows counted downwards and columns to "
                f"the right within the piece; {shown}; the square at ({g['ask'][0] + 1}, {g['ask'][1] + 1}) is "
                f"marked ?.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        r, c = p["ask"]
        return Number(_number(p["width"], p["R0"] + r, p["C0"] + c), tolerance=0.001)   # off by one is wrong

    def verify(self, g):
        # try every row length and every placement of the piece; exactly one value of ? may fit
        width_w = max(c for _, c in g["cells"]) + 1
        widths = [g["width_given"]] if g["width_given"] else range(width_w, 60)
        found = set()
        for W in widths:
            for C0 in range(0, W - width_w + 1):
                r, c, v = g["known"][0]
                top, rem = divmod(v - 1 - C0 - c, W)
                for R0 in ([top - r] if rem == 0 and top - r >= 0 else []):
                    if all(W * (R0 + r) + C0 + c + 1 == v for r, c, v in g["known"]):
                        found.add(W * (R0 + g["ask"][0]) + C0 + g["ask"][1] + 1)
        if len(found) != 1:
            return Number(float("nan"))
        return Number(found.pop())

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        col = draw.PALETTE[g["color"]]
        known = {(r, c): v for r, c, v in g["known"]}
        for r, c in g["cells"]:
            x, y = c, -r
            ax.add_patch(Rectangle((x, y - 1), 1, 1, facecolor="#eff6ff" if (r, c) not in known else "#fef3c7",
                                   edgecolor=col, linewidth=2.4, zorder=2))
            if (r, c) in known:
                text = "?" if f"known{list(known).index((r, c))}" in hide else str(known[(r, c)])
                ax.text(x + 0.5, y - 0.5, text, ha="center", va="center", fontsize=20, fontweight="bold", zorder=3)
            elif [r, c] == g["ask"]:
                ax.text(x + 0.5, y - 0.5, "?", ha="center", va="center", fontsize=22, fontweight="bold",
                        color="#dc2626", zorder=3)
        ax.set_position([0.04, 0.04, 0.92, 0.92])
        w = max(c for _, c in g["cells"]) + 1
        h = max(r for r, _ in g["cells"]) + 1
        ax.set_xlim(w / 2 - 2.8, w / 2 + 2.8)
        ax.set_ylim(-h / 2 - 2.8, -h / 2 + 2.8)
        ax.set_aspect("equal")
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        r, c, v = g["known"][0]
        if g["width_given"]:
            W = g["width_given"]
            return [SubQuestion(f"In a grid with {W} numbers in each row (1, 2, 3, ... row by row), which number is "
                                f"directly below {v}?", Number(v + W), "puzzles/patterns/number_rule")]
        (r1, c1, v1), (r2, c2, v2) = g["known"]
        if r2 < r1:
            (r1, c1, v1), (r2, c2, v2) = (r2, c2, v2), (r1, c1, v1)
        W = ((v2 - v1) - (c2 - c1)) // (r2 - r1)
        return [SubQuestion(f"In a number grid filled row by row, the number {v2} sits {r2 - r1} row(s) below and "
                            f"{c2 - c1} column(s) to the right of {v1} (negative means left). How many numbers are in "
                            f"each row?", Number(W), "puzzles/patterns/number_rule")]
