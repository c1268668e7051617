"""Puzzle: the missing number of a partly filled 3×3 magic square."""
import sympy

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, attempts, seed_program
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
    levels = Levels(
        standard=dict(centre=IntRange(5, 20), step=IntRange(1, 7), n_blank=IntRange(2, 4),
                      color=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(centre=IntRange(20, 60), step=IntRange(3, 19), n_blank=IntRange(4, 5),
                  color=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="larger numbers (centre 20-60) and five or six of the eight outer cells empty, so the "
                   "missing number takes several line sums to reach",
    )

    def sample(self, rng, space):
        for _ in attempts("nine distinct positive entries, the asked cell and the centre determined"):
            centre = space.centre.draw(rng)
            a, b = space.step.draw(rng), space.step.draw(rng)
            p = {"centre": centre, "a": a, "b": b, "sym": int(rng.integers(0, 8))}
            g = _grid(p)
            vals = [v for row in g for v in row]
            if len(set(vals)) != 9 or min(vals) < 1:
                continue
            cells = [(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)]
            n_blank = space.n_blank.draw(rng)
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
            shown = [[None if (r, c) in hidden or (r, c) == (1, 1) else g[r][c] for c in range(3)]
                     for r in range(3)]
            return ({"centre": centre, "cells": shown, "ask": list(ask), "color": space.color.draw(rng)},
                    {"a": a, "b": b, "sym": p["sym"]})

    def question(self, g):
        return ("The figure shows a 3×3 magic square: the numbers in every row, every column and "
                "both main diagonals have the same sum. Some cells are empty. "
                "What number belongs in the cell marked ?")

    def answer(self, p):
        r, c = p["ask"]
        return Number(_grid(p)[r][c])

    def verify(self, g):
        # the magic-square equations (8 line sums equal) solved for the empty cells from the shown ones
        known = {(r, c): v for r, row in enumerate(g["cells"]) for c, v in enumerate(row) if v is not None}
        known[(1, 1)] = g["centre"]
        return Number(_solve(known)[tuple(g["ask"])])

    def _known(self, g):
        return {(r, c): v for r, row in enumerate(g["cells"]) for c, v in enumerate(row) if v is not None}

    def _shown(self, g, hide=()):
        """What each cell shows: a number, '' (blank) or '?'."""
        shown = [["" if v is None else str(v) for v in row] for row in g["cells"]]
        r, c = g["ask"]
        if "centre" in hide:       # the backward figure: the centre asked, the asked cell revealed
            shown[1][1] = "?"
            shown[r][c] = str(_solve({**self._known(g), (1, 1): g["centre"]})[(r, c)])
        else:
            shown[1][1] = str(g["centre"])
            shown[r][c] = "?"
        return shown

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Rectangle

        shown = self._shown(g, hide)
        colour = draw.PALETTE[g["color"]]
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

    def backward(self, g):
        r, c = g["ask"]
        known = self._known(g)
        value = _solve({**known, (1, 1): g["centre"]})[(r, c)]
        # invert: the centre from the drawn numbers (the previously asked cell is now shown)
        return Backward(
            f"The figure shows a 3×3 magic square: every row, column and main diagonal has the same "
            f"sum. Some cells are empty; the number in row {r + 1}, column {c + 1} is {value}. "
            f"What number belongs in the centre cell, marked ?",
            Number(_solve({**known, (r, c): value})[(1, 1)]), "centre")

    def description(self, g):
        shown = self._shown(g)
        rows = ["; ".join(t if t else "empty" for t in row) for row in shown]
        return ("A 3×3 grid of numbers, read row by row from the top: "
                + " | ".join(f"row {i + 1}: {row}" for i, row in enumerate(rows)) + ".")
