"""Puzzle: a number pyramid (each brick is the sum of the two below it) with a hidden bottom brick."""
import sympy as sp

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        while True:
            b = int(rng.integers(3, 6))
            base = [int(x) for x in rng.integers(1, 13 if b < 5 else 9, size=b)]
            rows = _build(base)
            hole = int(rng.integers(0, b))                   # the bottom brick left empty
            # the asked brick sits above the hole, at least one level up, not the top
            level = int(rng.integers(1, b - 1)) if b > 2 else 1
            cands = [j for j in range(b - level) if j <= hole <= j + level]
            ask = [level, cands[int(rng.integers(0, len(cands)))]]
            # shown: the other bottom bricks, the top; everything else empty
            shown = [[0, j] for j in range(b) if j != hole] + [[b - 1, 0]]
            value = rows[ask[0]][ask[1]]
            wrong = {base[hole], value + rows[0][hole] if value != 2 * rows[0][hole] else value + 1,
                     value - 1 if value > 1 else value + 3, value + 10, rows[-1][0] - value}
            wrong = [w for w in wrong if w > 0 and w != value]
            if len(wrong) < 3:
                continue
            order = [int(i) for i in rng.permutation(len(wrong))[:3]]
            return {"base": base, "hole": hole, "ask": ask, "shown": shown,
                    "wrong": sorted(wrong[i] for i in order),
                    "color": str(rng.choice(["#fde68a", "#bfdbfe", "#fecaca", "#bbf7d0"]))}

    def question(self, p):
        return ("In the number pyramid in the figure, the number on each brick is the sum of the numbers on the "
                "two bricks directly below it. Some bricks are empty. Which number belongs on the brick "
                "marked ?")

    def answer(self, p):
        value = _build(p["base"])[p["ask"][0]][p["ask"][1]]
        return Choice(str(value), [str(w) for w in p["wrong"]])

    def verify(self, p):
        # solve with the hidden bottom brick as an unknown, from the top brick
        x = sp.Symbol("x")
        base = [x if j == p["hole"] else v for j, v in enumerate(p["base"])]
        rows = [base]
        while len(rows[-1]) > 1:
            rows.append([sp.expand(a + b) for a, b in zip(rows[-1], rows[-1][1:])])
        top = _build(p["base"])[-1][0]
        sol = sp.solve(sp.Eq(rows[-1][0], top), x)[0]
        return str(int(rows[p["ask"][0]][p["ask"][1]].subs(x, sol)))

    def _texts(self, p, hide=()):
        rows = _build(p["base"])
        shown = {tuple(s) for s in p["shown"]}
        out = {}
        for i, row in enumerate(rows):
            for j, v in enumerate(row):
                if [i, j] == p["ask"]:
                    out[i, j] = "?"
                elif (i, j) in shown:
                    out[i, j] = str(v)
                else:
                    out[i, j] = ""
        return out

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Rectangle

        b = len(p["base"])
        W, H = 1.6, 0.9
        for (i, j), text in self._texts(p, hide).items():
            x = j * W + i * W / 2
            y = i * H
            fill = p["color"] if text == "?" else ("white" if text else "#f3f4f6")
            ax.add_patch(Rectangle((x, y), W, H, facecolor=fill, edgecolor=draw.INK, linewidth=2.0))
            if text:
                ax.text(x + W / 2, y + H / 2, text, ha="center", va="center", fontsize=20, fontweight="bold",
                        color=draw.ACCENT if text == "?" else draw.INK)
        ax.set_xlim(-0.3, b * W + 0.3)
        ax.set_ylim(-0.3 - (b * W - b * H) / 2, b * H + 0.3 + (b * W - b * H) / 2)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, p):
        rows = _build(p["base"])
        b = len(p["base"])
        known = [v for j, v in enumerate(p["base"]) if j != p["hole"]]
        return [
            SubQuestion(f"In a number pyramid each brick is the sum of the two bricks below it. Two neighbouring "
                        f"bottom bricks show {p['base'][0]} and {p['base'][1]}. What is on the brick above them?",
                        Number(p["base"][0] + p["base"][1]), "puzzles/patterns/number_pyramid"),
            SubQuestion(f"A number pyramid has {b} bottom bricks; its top brick is {rows[-1][0]}. The bottom bricks "
                        f"other than the empty one are {', '.join(map(str, known))} from left to right. What "
                        f"number belongs on the empty bottom brick (position {p['hole'] + 1} from the left)?",
                        Number(p["base"][p["hole"]]), "puzzles/patterns/number_pyramid"),
        ]

    def description(self, p):
        b = len(p["base"])
        rows = _build(p["base"])
        bottom = ", ".join("empty" if j == p["hole"] else str(v) for j, v in enumerate(p["base"]))
        i, j = p["ask"]
        return (f"A number pyramid with {b} bricks in the bottom row, {b - 1} above them and so on up to one top "
                f"brick; each brick is the sum of the two directly below it. Bottom row from left to right: "
                f"{bottom}. The top brick shows {rows[-1][0]}. All other bricks are empty; the brick marked ? is "
                f"brick {j + 1} from the left in row {i + 1} counted from the bottom.")
