"""Puzzle: the missing number of a partly filled 3×3 magic square."""
import sympy

from dynaforge.sdk import Backward, Number, SeedProgram, seed_program
from dynaforge.sdk import draw

# the eight symmetries of the square, as maps (r, c) -> (r', c') on a 3x3 grid
SYMMETRIES = [
    lambda r, c: (r, c), lambda r, c: (c, 2 - r), lambda r, c: (2 - r, 2 - c), lambda r, c: (2 - c, r),
    lambda r, c: (r, 2 - c), lambda r, c: (2 - r, c), lambda r, c: (c, r), lambda r, c: (2 - c, 2 - r),
]
LINES = ([[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
         + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]])


def _grid(p):
    """Lucas' parametrisation of every 3x3 magic square, then one of its 8 symmetries."""
    c, a, b = p["centre"], p["a"], p["b"]
    base = [[c + a, c - a - b, c + b], [c - a + b, c, c + a - b], [c - b, c + a + b, c - a]]
    f = SYMMETRIES[p["sym"]]
    out = [[0] * 3 for _ in range(3)]
    for r in range(3):
        for col in range(3):
            rr, cc = f(r, col)
            out[rr][cc] = base[r][col]
    return out


def _solve(known):
    """Solve the magic-square equations for the unknown cells given ``known`` {(r, c): value}.

    Returns {cell: value or None}; None marks a cell the givens do not determine.
    """
    x = {(r, c): sympy.Symbol(f"x{r}{c}") for r in range(3) for c in range(3)}
    s = sympy.Symbol("s")
    eqs = [sum(x[q] for q in line) - s for line in LINES]
    eqs += [x[q] - v for q, v in known.items()]
    unknowns = list(x.values()) + [s]
    sol = sympy.linsolve(eqs, unknowns)
    (values,) = list(sol)
    out = {}
    for q, val in zip(x, values):
        out[q] = int(val) if val.is_number else None
    return out


@seed_program(
    id="puzzle_magic_square", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="numeric", concepts=["puzzles/magic_squares/magic_constant"],
    source="DynaMath-style (puzzle test, magic square)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PuzzleMagicSquare(SeedProgram):
    def sample(self, rng):
        while True:
            centre = int(rng.integers(5, 21))
            a, b = int(rng.integers(1, 8)), int(rng.integers(1, 8))
            p = {"centre": centre, "a": a, "b": b, "sym": int(rng.integers(0, 8))}
            g = _grid(p)
            vals = [v for row in g for v in row]
            if len(set(vals)) != 9 or min(vals) < 1:
                continue
            cells = [(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)]
            n_blank = int(rng.integers(2, 5))
            pick = [cells[int(i)] for i in rng.permutation(len(cells))[:n_blank + 1]]
            ask, blanks = pick[0], pick[1:]
            hidden = set(blanks) | {ask}
            known = {q: g[q[0]][q[1]] for q in cells if q not in hidden}
            known[(1, 1)] = centre
            if _solve(known)[ask] is None:
                continue
            # backward view: the centre hidden, the asked cell revealed
            back = {q: v for q, v in known.items() if q != (1, 1)}
            back[ask] = g[ask[0]][ask[1]]
            if _solve(back)[(1, 1)] is None:
                continue
            p.update({"ask": list(ask), "blanks": [list(q) for q in blanks],
                      "color": str(rng.choice(["blue", "green", "orange", "purple"]))})
            return p

    def question(self, p):
        return ("The figure shows a 3×3 magic square: the numbers in every row, every column and "
                "both main diagonals have the same sum. Some cells are empty. "
                "What number belongs in the cell marked ?")

    def answer(self, p):
        r, c = p["ask"]
        return Number(_grid(p)[r][c])

    def verify(self, p):
        g = _grid(p)
        hidden = {tuple(q) for q in p["blanks"]} | {tuple(p["ask"])}
        known = {(r, c): g[r][c] for r in range(3) for c in range(3) if (r, c) not in hidden}
        # only the drawn numbers go in: the centre is read from the param, not from the grid
        known[(1, 1)] = p["centre"]
        return Number(_solve(known)[tuple(p["ask"])])

    def _shown(self, p, hide=()):
        """What each cell shows: a number, '' (blank) or '?'."""
        g = _grid(p)
        shown = [[str(v) for v in row] for row in g]
        for r, c in p["blanks"]:
            shown[r][c] = ""
        r, c = p["ask"]
        if "centre" in hide:
            shown[1][1] = "?"
        else:
            shown[r][c] = "?"
        return shown

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Rectangle

        shown = self._shown(p, hide)
        colour = draw.PALETTE[p["color"]]
        for r in range(3):
            for c in range(3):
                text = shown[r][c]
                fill = "#fef3c7" if text == "?" else "white"
                ax.add_patch(Rectangle((c, 2 - r), 1, 1, facecolor=fill, edgecolor=colour, linewidth=2.5))
                ax.text(c + 0.5, 2.5 - r, text, ha="center", va="center", fontsize=26,
                        color=draw.ACCENT if text == "?" else draw.INK, fontweight="bold")
        ax.set_xlim(-0.3, 3.3)
        ax.set_ylim(-0.3, 3.3)
        ax.set_aspect("equal")
        ax.axis("off")

    def backward(self, p):
        g = _grid(p)
        r, c = p["ask"]
        hidden = {tuple(q) for q in p["blanks"]} | {(1, 1)}
        known = {(i, j): g[i][j] for i in range(3) for j in range(3) if (i, j) not in hidden}
        # invert: the centre from the drawn numbers (the previously asked cell is now shown)
        return Backward(
            f"The figure shows a 3×3 magic square: every row, column and main diagonal has the same "
            f"sum. Some cells are empty; the number in row {r + 1}, column {c + 1} is {g[r][c]}. "
            f"What number belongs in the centre cell, marked ?",
            Number(_solve(known)[(1, 1)]), "centre")

    def description(self, p):
        shown = self._shown(p)
        rows = ["; ".join(t if t else "empty" for t in row) for row in shown]
        return ("A 3×3 grid of numbers, read row by row from the top: "
                + " | ".join(f"row {i + 1}: {row}" for i, row in enumerate(rows)) + ".")
