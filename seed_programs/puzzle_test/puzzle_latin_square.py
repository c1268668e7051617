"""Puzzle: fill the marked cell of a partly filled 4×4 Latin square (letters, numbers, shapes or colours)."""
from dynaforge.sdk import Choice, SeedProgram, seed_program
from dynaforge.sdk import draw

SYMBOL_SETS = {
    "letters": ["A", "B", "C", "D"],
    "numbers": ["1", "2", "3", "4"],
    "shapes": ["circle", "square", "triangle", "star"],
    "colours": ["red", "blue", "green", "yellow"],
}
SHAPE_COLOURS = {"circle": "blue", "square": "orange", "triangle": "green", "star": "purple"}
CELL_FILLS = {"red": "#ef4444", "blue": "#3b82f6", "green": "#22c55e", "yellow": "#facc15"}


def _completions(grid, limit=2):
    """Up to ``limit`` ways to complete ``grid`` (None = empty) into a Latin square, by backtracking."""
    n = len(grid)
    cells = [(r, c) for r in range(n) for c in range(n) if grid[r][c] is None]
    out = []
    work = [list(row) for row in grid]

    def place(i):
        if len(out) >= limit:
            return
        if i == len(cells):
            out.append([list(row) for row in work])
            return
        r, c = cells[i]
        used = set(work[r]) | {work[k][c] for k in range(n)}
        for s in range(n):
            if s not in used:
                work[r][c] = s
                place(i + 1)
                work[r][c] = None

    place(0)
    return out


@seed_program(
    id="puzzle_latin_square", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=["puzzles/latin_squares/latin_square"],
    source="DynaMath-style (puzzle test, Sudoku-like grid)",
    variations=["colors_labels", "numeric_values", "graph_structure"],
)
class PuzzleLatinSquare(SeedProgram):
    def sample(self, rng):
        n = 4
        base = str(rng.choice(["cyclic", "klein"]))
        rows, cols, syms = (list(int(x) for x in rng.permutation(n)) for _ in range(3))
        square = [[syms[((rows[r] + cols[c]) % n) if base == "cyclic" else (rows[r] ^ cols[c])]
                   for c in range(n)] for r in range(n)]
        target = int(rng.integers(6, 10))
        grid = [list(row) for row in square]
        blanks = []
        for idx in rng.permutation(n * n):
            r, c = divmod(int(idx), n)
            grid[r][c] = None
            if len(_completions(grid)) == 1:
                blanks.append([r, c])
                if len(blanks) == target:
                    break
            else:
                grid[r][c] = square[r][c]
        # prefer a cell that its own row and column do not force at a glance
        def seen(r, c):
            return {grid[r][k] for k in range(n)} | {grid[k][c] for k in range(n)} - {None}
        hard = [b for b in blanks if len(seen(*b) - {None}) < n - 1]
        pool = hard if hard and rng.random() < 0.75 else blanks
        ask = pool[int(rng.integers(0, len(pool)))]
        return {"kind": str(rng.choice(list(SYMBOL_SETS))), "square": square, "blanks": blanks, "ask": ask}

    def _names(self, p):
        return SYMBOL_SETS[p["kind"]]

    def question(self, p):
        what = {"letters": "letter", "numbers": "number", "shapes": "shape", "colours": "colour"}[p["kind"]]
        names = ", ".join(self._names(p))
        return (f"Fill the 4×4 grid so that each {what} ({names}) appears exactly once in every row "
                f"and every column. Which {what} belongs in the cell marked ?")

    def answer(self, p):
        r, c = p["ask"]
        names = self._names(p)
        correct = names[p["square"][r][c]]
        return Choice(correct, [x for x in names if x != correct])

    def verify(self, p):
        grid = [list(row) for row in p["square"]]
        for r, c in p["blanks"]:
            grid[r][c] = None
        sols = _completions(grid, limit=3)
        assert len(sols) == 1
        r, c = p["ask"]
        return self._names(p)[sols[0][r][c]]

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Rectangle

        n = 4
        blank = {tuple(b) for b in p["blanks"]}
        names = self._names(p)
        for r in range(n):
            for c in range(n):
                x, y = c, n - 1 - r
                value = None if (r, c) in blank else names[p["square"][r][c]]
                face = CELL_FILLS[value] if (p["kind"] == "colours" and value) else "white"
                if [r, c] == p["ask"]:
                    face = "#f3f4f6"
                ax.add_patch(Rectangle((x, y), 1, 1, facecolor=face, edgecolor=draw.INK, linewidth=2.0))
                if [r, c] == p["ask"]:
                    ax.text(x + 0.5, y + 0.5, "?", ha="center", va="center", fontsize=28,
                            color=draw.ACCENT, fontweight="bold")
                elif value and p["kind"] in ("letters", "numbers"):
                    ax.text(x + 0.5, y + 0.5, value, ha="center", va="center", fontsize=28,
                            color=draw.INK, fontweight="bold")
                elif value and p["kind"] == "shapes":
                    draw.shape_icon(ax, value, (x + 0.5, y + 0.5), 0.62,
                                    color=draw.PALETTE[SHAPE_COLOURS[value]])
        ax.plot([0, 4, 4, 0, 0], [0, 0, 4, 4, 0], color=draw.INK, linewidth=3.5)
        ax.set_xlim(-0.25, 4.25)
        ax.set_ylim(-0.25, 4.25)
        ax.set_aspect("equal")
        ax.axis("off")

    def description(self, p):
        blank = {tuple(b) for b in p["blanks"]}
        names = self._names(p)
        rows = []
        for r in range(4):
            cells = []
            for c in range(4):
                if [r, c] == p["ask"]:
                    cells.append("?")
                elif (r, c) in blank:
                    cells.append("empty")
                else:
                    cells.append(names[p["square"][r][c]])
            rows.append(f"row {r + 1}: " + ", ".join(cells))
        return "A 4×4 grid, read from the top row down: " + "; ".join(rows) + "."
