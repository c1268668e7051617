"""Puzzle: fill the marked cell of a partly filled Latin square (4×4 to 6×6; letters, numbers, shapes or colours)."""
from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw

SYMBOL_SETS = {
    "letters": ["A", "B", "C", "D", "E", "F"],
    "numbers": ["1", "2", "3", "4", "5", "6"],
    "shapes": ["circle", "square", "triangle", "star", "diamond", "hexagon"],
    "colours": ["red", "blue", "green", "yellow", "purple", "orange"],
}
SHAPE_COLOURS = {"circle": "blue", "square": "orange", "triangle": "green", "star": "purple", "diamond": "red",
                 "hexagon": "gray"}
CELL_FILLS = {"red": "#ef4444", "blue": "#3b82f6", "green": "#22c55e", "yellow": "#facc15", "purple": "#a855f7",
              "orange": "#fb923c"}
WHAT = {"letters": "letter", "numbers": "number", "shapes": "shape", "colours": "colour"}


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


def _random_square(rng, n):
    """A random n×n Latin square: a random one found by backtracking with shuffled symbol order."""
    work = [[None] * n for _ in range(n)]
    orders = [[int(s) for s in rng.permutation(n)] for _ in range(n * n)]

    def place(i):
        if i == n * n:
            return True
        r, c = divmod(i, n)
        used = set(work[r]) | {work[k][c] for k in range(n)}
        for s in orders[i]:
            if s not in used:
                work[r][c] = s
                if place(i + 1):
                    return True
                work[r][c] = None
        return False

    place(0)
    return work


@seed_program(
    id="puzzle_latin_square", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=["puzzles/latin_squares/latin_square"],
    source="DynaMath-style (puzzle test, Sudoku-like grid)",
    variations=["colors_labels", "numeric_values", "graph_structure"],
)
class PuzzleLatinSquare(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((4, 4, 5)), blank_share={4: (0.38, 0.56), 5: (0.4, 0.56), 6: (0.42, 0.56)},
                      kind=OneOf(tuple(SYMBOL_SETS))),
        hard=dict(n=OneOf((5, 6, 6)), blank_share={4: (0.5, 0.62), 5: (0.5, 0.62), 6: (0.5, 0.62)},
                  kind=OneOf(tuple(SYMBOL_SETS))),
        hard_means="5×5 and 6×6 squares with half or more of the cells empty: longer chains of deductions",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        square = _random_square(rng, n)
        lo, hi = space.blank_share[n]
        target = int(rng.integers(round(lo * n * n), round(hi * n * n) + 1))
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
            return ({grid[r][k] for k in range(n)} | {grid[k][c] for k in range(n)}) - {None}
        hard = [b for b in blanks if len(seen(*b)) < n - 1]
        pool = hard if hard and rng.random() < 0.75 else blanks
        ask = pool[int(rng.integers(0, len(pool)))]
        kind = space.kind.draw(rng)
        names = SYMBOL_SETS[kind][:n]
        correct = square[ask[0]][ask[1]]
        others = [s for s in range(n) if s != correct]
        wrong = [others[int(i)] for i in sorted(rng.choice(len(others), size=3, replace=False))]
        return ({"kind": kind, "n": n, "grid": grid, "ask": ask,
                 "options": sorted(names[s] for s in [correct] + wrong)},
                {"square": square, "blanks": blanks})

    def _names(self, g):
        return SYMBOL_SETS[g["kind"]][:g["n"]]

    def question(self, g):
        n, what = g["n"], WHAT[g["kind"]]
        names = ", ".join(self._names(g))
        return (f"Fill the {n}×{n} grid so that each {what} ({names}) appears exactly once in every row "
                f"and every column. Which {what} belongs in the cell marked ?")

    def answer(self, p):
        r, c = p["ask"]
        correct = SYMBOL_SETS[p["kind"]][p["square"][r][c]]
        return Choice(correct, [x for x in p["options"] if x != correct])

    def verify(self, g):
        # Solve the shown grid by constraint propagation (naked singles and hidden singles), falling
        # back to trying candidates; every full solution is collected, and there must be exactly one.
        n = g["n"]
        start = {(r, c): {g["grid"][r][c]} if g["grid"][r][c] is not None else set(range(n))
                 for r in range(n) for c in range(n)}
        units = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]

        def solve(cand):
            changed = True
            while changed:
                changed = False
                for unit in units:
                    fixed = {next(iter(cand[x])) for x in unit if len(cand[x]) == 1}
                    for x in unit:
                        if len(cand[x]) > 1 and cand[x] & fixed:
                            cand[x] -= fixed
                            changed = True
                        if not cand[x]:
                            return []
                    for s in range(n):
                        spots = [x for x in unit if s in cand[x]]
                        if not spots:
                            return []
                        if len(spots) == 1 and len(cand[spots[0]]) > 1:
                            cand[spots[0]] = {s}
                            changed = True
            open_cells = [x for x in cand if len(cand[x]) > 1]
            if not open_cells:
                return [cand]
            x = min(open_cells, key=lambda y: len(cand[y]))
            out = []
            for s in sorted(cand[x]):
                out += solve({**{y: set(v) for y, v in cand.items()}, x: {s}})
                if len(out) > 1:
                    break
            return out

        sols = solve(start)
        if len(sols) != 1:
            return "ambiguous"
        r, c = g["ask"]
        return self._names(g)[next(iter(sols[0][(r, c)]))]

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Rectangle

        n = g["n"]
        names = self._names(g)
        size = 28 * 4 / n
        for r in range(n):
            for c in range(n):
                x, y = c, n - 1 - r
                v = g["grid"][r][c]
                value = None if v is None else names[v]
                face = CELL_FILLS[value] if (g["kind"] == "colours" and value) else "white"
                if [r, c] == g["ask"]:
                    face = "#f3f4f6"
                ax.add_patch(Rectangle((x, y), 1, 1, facecolor=face, edgecolor=draw.INK, linewidth=2.0))
                if [r, c] == g["ask"]:
                    ax.text(x + 0.5, y + 0.5, "?", ha="center", va="center", fontsize=size,
                            color=draw.ACCENT, fontweight="bold")
                elif value and g["kind"] in ("letters", "numbers"):
                    ax.text(x + 0.5, y + 0.5, value, ha="center", va="center", fontsize=size,
                            color=draw.INK, fontweight="bold")
                elif value and g["kind"] == "shapes":
                    draw.shape_icon(ax, value, (x + 0.5, y + 0.5), 0.62,
                                    color=draw.PALETTE[SHAPE_COLOURS[value]])
        ax.plot([0, n, n, 0, 0], [0, 0, n, n, 0], color=draw.INK, linewidth=3.5)
        ax.set_xlim(-0.25, n + 0.25)
        ax.set_ylim(-0.25, n + 0.25)
        ax.set_aspect("equal")
        ax.axis("off")

    def description(self, g):
        names = self._names(g)
        rows = []
        for r in range(g["n"]):
            cells = []
            for c in range(g["n"]):
                v = g["grid"][r][c]
                cells.append("?" if [r, c] == g["ask"] else "empty" if v is None else names[v])
            rows.append(f"row {r + 1}: " + ", ".join(cells))
        return (f"A {g['n']}×{g['n']} grid, read from the top row down: " + "; ".join(rows)
                + f". The options are {', '.join(g['options'])}.")
