"""Puzzle: a number pyramid (each brick is the sum of the two below it) with a hidden bottom brick."""
from math import comb

import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


def _build(base):
    rows = [list(base)]
    while len(rows[-1]) > 1:
        rows.append([a + b for a, b in zip(rows[-1], rows[-1][1:])])
    return rows   # rows[0] = bottom


@seed_program(
    id="puzzle_number_pyramid", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["puzzles/patterns/number_pyramid"],
    source="DynaMath-style (puzzle test, number pyramid)",
    variations=["numeric_values", "graph_structure", "colors_labels"],
)
class PuzzleNumberPyramid(SeedProgram):
    levels = Levels(
        standard=dict(bottom=IntRange(3, 5), brick_hi={3: 12, 4: 12, 5: 8},
                      color=OneOf(("#fde68a", "#bfdbfe", "#fecaca", "#bbf7d0"))),
        hard=dict(bottom=IntRange(5, 6), brick_hi={5: 15, 6: 12},
                  color=OneOf(("#fde68a", "#bfdbfe", "#fecaca", "#bbf7d0"))),
        hard_means="five or six bottom bricks (the hidden brick counts up to 10 times in the top) and larger "
                   "numbers",
    )

    def sample(self, rng, space):
        for _ in attempts("three positive distractors"):
            b = space.bottom.draw(rng)
            base = [int(x) for x in rng.integers(1, space.brick_hi[b] + 1, size=b)]
            rows = _build(base)
            hole = int(rng.integers(0, b))                   # the bottom brick left empty
            # the asked brick sits above the hole, at least one level up, not the top
            level = int(rng.integers(1, b - 1)) if b > 2 else 1
            cands = [j for j in range(b - level) if j <= hole <= j + level]
            ask = [level, cands[int(rng.integers(0, len(cands)))]]
            value = rows[ask[0]][ask[1]]
            wrong = {base[hole], value + rows[0][hole] if value != 2 * rows[0][hole] else value + 1,
                     value - 1 if value > 1 else value + 3, value + 10, rows[-1][0] - value}
            wrong = [w for w in wrong if w > 0 and w != value]
            if len(wrong) < 3:
                continue
            order = [int(i) for i in rng.permutation(len(wrong))[:3]]
            wrong = sorted(wrong[i] for i in order)
            # shown: the other bottom bricks and the top; everything else empty
            return ({"bottom": [None if j == hole else v for j, v in enumerate(base)], "top": rows[-1][0],
                     "ask": ask, "options": sorted([value] + wrong), "color": space.color.draw(rng)},
                    {"base": base, "hole": hole, "wrong": wrong})

    def question(self, g):
        return ("In the number pyramid in the figure, the number on each brick is the sum of the numbers on the "
                "two bricks directly below it. Some bricks are empty. Which number belongs on the brick "
                "marked ?")

    def answer(self, p):
        value = _build(p["base"])[p["ask"][0]][p["ask"][1]]
        return Choice(str(value), [str(w) for w in p["wrong"]])

    def verify(self, g):
        # solve with the hidden bottom brick as an unknown, from the top brick
        x = sp.Symbol("x")
        base = [x if v is None else v for v in g["bottom"]]
        rows = [base]
        while len(rows[-1]) > 1:
            rows.append([sp.expand(a + b) for a, b in zip(rows[-1], rows[-1][1:])])
        sol = sp.solve(sp.Eq(rows[-1][0], g["top"]), x)[0]
        return str(int(rows[g["ask"][0]][g["ask"][1]].subs(x, sol)))

    def _hole(self, g):
        return g["bottom"].index(None)

    def _base(self, g):
        """The full bottom row, the empty brick from the top (the top counts brick j C(b-1, j) times)."""
        b, hole = len(g["bottom"]), self._hole(g)
        rest = sum(comb(b - 1, j) * v for j, v in enumerate(g["bottom"]) if v is not None)
        return [(g["top"] - rest) // comb(b - 1, hole) if v is None else v for v in g["bottom"]]

    def _texts(self, g, hide=()):
        b = len(g["bottom"])
        out = {}
        for i in range(b):
            for j in range(b - i):
                if [i, j] == g["ask"]:
                    out[i, j] = "?"
                elif i == 0 and g["bottom"][j] is not None:
                    out[i, j] = str(g["bottom"][j])
                elif i == b - 1:
                    out[i, j] = str(g["top"])
                else:
                    out[i, j] = ""
        return out

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Rectangle

        b = len(g["bottom"])
        W, H = 1.6, 0.9
        for (i, j), text in self._texts(g, hide).items():
            x = j * W + i * W / 2
            y = i * H
            fill = g["color"] if text == "?" else ("white" if text else "#f3f4f6")
            ax.add_patch(Rectangle((x, y), W, H, facecolor=fill, edgecolor=draw.INK, linewidth=2.0))
            if text:
                ax.text(x + W / 2, y + H / 2, text, ha="center", va="center", fontsize=20, fontweight="bold",
                        color=draw.ACCENT if text == "?" else draw.INK)
        ax.set_xlim(-0.3, b * W + 0.3)
        ax.set_ylim(-0.3 - (b * W - b * H) / 2, b * H + 0.3 + (b * W - b * H) / 2)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        base, hole = self._base(g), self._hole(g)
        b = len(base)
        known = [v for v in g["bottom"] if v is not None]
        return [
            SubQuestion(f"In a number pyramid each brick is the sum of the two bricks below it. Two neighbouring "
                        f"bottom bricks show {base[0]} and {base[1]}. What is on the brick above them?",
                        Number(base[0] + base[1]), "puzzles/patterns/number_pyramid"),
            SubQuestion(f"A number pyramid has {b} bottom bricks; its top brick is {g['top']}. The bottom bricks "
                        f"other than the empty one are {', '.join(map(str, known))} from left to right. What "
                        f"number belongs on the empty bottom brick (position {hole + 1} from the left)?",
                        Number(base[hole]), "puzzles/patterns/number_pyramid"),
        ]

    def description(self, g):
        b = len(g["bottom"])
        bottom = ", ".join("empty" if v is None else str(v) for v in g["bottom"])
        i, j = g["ask"]
        return (f"A number pyramid with {b} bricks in the bottom row, {b - 1} above them and so on up to one top "
                f"brick; each brick is the sum of the two directly below it. Bottom row from left to right: "
                f"{bottom}. The top brick shows {g['top']}. All other bricks are empty; the brick marked ? is "
                f"brick {j + 1} from the left in row {i + 1} counted from the bottom.")
