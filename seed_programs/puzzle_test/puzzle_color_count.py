"""Puzzle: among the shapes of one kind in a grid, which colour occurs most (or least) often?"""
import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

COLOURS = ["red", "blue", "green", "yellow", "purple"]
KINDS = ["circle", "square", "triangle", "star", "diamond"]
# the SDK's "yellow" is a dark gold that reads as orange/brown; the question names the colour
FILL = {**draw.PALETTE, "yellow": "#facc15"}


@seed_program(
    id="puzzle_color_count", topic="puzzle_test", level="elementary", difficulty="easy",
    question_type="multiple_choice", concepts=["puzzles/counting/attribute_counting"],
    source="DynaMath-style (puzzle test, counting by colour and shape)",
    variations=["colors_labels", "numeric_values", "graph_structure"],
)
class PuzzleColorCount(SeedProgram):
    def sample(self, rng):
        while True:
            rows, cols = int(rng.integers(4, 6)), int(rng.integers(5, 7))
            colours = [COLOURS[int(i)] for i in sorted(rng.permutation(len(COLOURS))[:4])]
            kinds = [KINDS[int(i)] for i in sorted(rng.permutation(len(KINDS))[:3])]
            grid = [[[int(rng.integers(0, 3)), int(rng.integers(0, 4))] for _ in range(cols)]
                    for _ in range(rows)]
            target = int(rng.integers(0, 3))
            mode = str(rng.choice(["most", "fewest"]))
            counts = [sum(1 for row in grid for k, c in row if k == target and c == col) for col in range(4)]
            ranked = sorted(counts, reverse=(mode == "most"))
            if ranked[0] == ranked[1] or sum(counts) < 6:
                continue
            return {"colours": colours, "kinds": kinds, "grid": grid, "target": target, "mode": mode}

    def question(self, p):
        kind = p["kinds"][p["target"]]
        names = ", ".join(p["colours"])
        return (f"The shapes in the figure come in four colours ({names}). Count the {kind}s of each "
                f"colour: which colour has the {'most' if p['mode'] == 'most' else 'fewest'} {kind}s?")

    def _counts(self, p):
        return {p["colours"][c]: sum(1 for row in p["grid"] for k, cc in row if k == p["target"] and cc == c)
                for c in range(4)}

    def answer(self, p):
        counts = self._counts(p)
        pick = max if p["mode"] == "most" else min
        correct = pick(counts, key=counts.get)
        return Choice(correct, [c for c in p["colours"] if c != correct])

    def verify(self, p):
        # one-hot arrays: a (rows x cols x 4) colour mask, summed where the kind matches
        g = np.array(p["grid"])
        onehot = np.eye(4, dtype=int)[g[:, :, 1]]
        per_colour = (onehot * (g[:, :, 0] == p["target"])[:, :, None]).sum(axis=(0, 1))
        idx = int(np.argmax(per_colour) if p["mode"] == "most" else np.argmin(per_colour))
        return p["colours"][idx]

    def draw(self, p, ax, hide=()):
        rows, cols = len(p["grid"]), len(p["grid"][0])
        for r, row in enumerate(p["grid"]):
            for c, (k, col) in enumerate(row):
                draw.shape_icon(ax, p["kinds"][k], (c + 0.5, rows - r - 0.5), 0.72,
                                color=FILL[p["colours"][col]], linewidth=1.5)
        span = max(rows, cols) + 0.4
        ax.set_xlim(cols / 2 - span / 2, cols / 2 + span / 2)
        ax.set_ylim(rows / 2 - span / 2, rows / 2 + span / 2)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_position([0.03, 0.03, 0.94, 0.94])  # the whole canvas: larger, easier-to-tell shapes

    def subquestions(self, p):
        counts = self._counts(p)
        kind = p["kinds"][p["target"]]
        colour = p["colours"][0]
        return [SubQuestion(f"How many {colour} {kind}s are there in the figure?",
                            Number(counts[colour]), "puzzles/counting/attribute_counting")]

    def description(self, p):
        rows = []
        for r, row in enumerate(p["grid"]):
            rows.append(f"row {r + 1}: " + ", ".join(f"{p['colours'][c]} {p['kinds'][k]}" for k, c in row))
        return "A grid of coloured shapes, read row by row from the top: " + "; ".join(rows) + "."
