"""Puzzle: among the shapes of one kind in a grid, which colour occurs most (or least) often, and how often?"""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "pink", "gray")
KINDS = ("circle", "square", "triangle", "star", "diamond")
# the SDK's "yellow" is a dark gold that reads as orange/brown; the question names the colour
FILL = {**draw.PALETTE, "yellow": "#facc15"}


def _option(colour, count):
    return f"{colour}, {count}"


@seed_program(
    id="puzzle_color_count", topic="puzzle_test", level="elementary", difficulty="easy",
    question_type="multiple_choice", concepts=["puzzles/counting/attribute_counting"],
    source="DynaMath-style (puzzle test, counting by colour and shape)",
    variations=["colors_labels", "numeric_values", "graph_structure"],
)
class PuzzleColorCount(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(4, 5), cols=IntRange(5, 6), n_colours=4, n_kinds=3, min_target=6,
                      mode=OneOf(("most", "fewest"))),
        hard=dict(rows=IntRange(6, 7), cols=IntRange(6, 7), n_colours=5, n_kinds=4, min_target=10,
                  mode=OneOf(("most", "fewest"))),
        hard_means="a 6-7 by 6-7 grid with five colours and four kinds of shape, more shapes to count",
    )

    def sample(self, rng, space):
        nc, nk = space.n_colours, space.n_kinds
        for _ in attempts("a unique most/fewest colour among enough shapes of the asked kind"):
            rows, cols = space.rows.draw(rng), space.cols.draw(rng)
            colours = [COLOURS[int(i)] for i in sorted(rng.permutation(len(COLOURS))[:nc])]
            kinds = [KINDS[int(i)] for i in sorted(rng.permutation(len(KINDS))[:nk])]
            grid = [[[int(rng.integers(0, nk)), int(rng.integers(0, nc))] for _ in range(cols)]
                    for _ in range(rows)]
            target = int(rng.integers(0, nk))
            mode = space.mode.draw(rng)
            counts = [sum(1 for row in grid for k, c in row if k == target and c == col) for col in range(nc)]
            ranked = sorted(counts, reverse=(mode == "most"))
            if ranked[1] - ranked[0] == 0 or sum(counts) < space.min_target:
                continue
            best = counts.index(ranked[0])
            # options: the right colour with its count and with a count one off (mis-counted), and two
            # other colours with their true counts
            others = [c for c in range(nc) if c != best]
            pick = [others[int(i)] for i in sorted(rng.choice(len(others), size=2, replace=False))]
            off = counts[best] + (1 if mode == "most" or counts[best] == 0 else int(rng.choice([-1, 1])))
            wrong = [_option(colours[best], off)] + [_option(colours[c], counts[c]) for c in pick]
            return {"colours": colours, "kinds": kinds, "grid": grid, "target": target, "mode": mode,
                    "options": sorted([_option(colours[best], counts[best])] + wrong)}

    def question(self, g):
        kind = g["kinds"][g["target"]]
        names = ", ".join(g["colours"])
        return (f"The shapes in the figure come in {len(g['colours'])} colours ({names}). Count the {kind}s of "
                f"each colour: which colour has the {'most' if g['mode'] == 'most' else 'fewest'} {kind}s, and "
                f"how many {kind}s of that colour are there?")

    def _counts(self, p):
        return {p["colours"][c]: sum(1 for row in p["grid"] for k, cc in row if k == p["target"] and cc == c)
                for c in range(len(p["colours"]))}

    def answer(self, p):
        counts = self._counts(p)
        pick = max if p["mode"] == "most" else min
        correct = _option(pick(counts, key=counts.get), counts[pick(counts, key=counts.get)])
        return Choice(correct, [o for o in p["options"] if o != correct])

    def verify(self, g):
        # one-hot arrays: a (rows x cols x colours) colour mask, summed where the kind matches
        a = np.array(g["grid"])
        onehot = np.eye(len(g["colours"]), dtype=int)[a[:, :, 1]]
        per_colour = (onehot * (a[:, :, 0] == g["target"])[:, :, None]).sum(axis=(0, 1))
        idx = int(np.argmax(per_colour) if g["mode"] == "most" else np.argmin(per_colour))
        found = _option(g["colours"][idx], int(per_colour[idx]))
        return found if found in g["options"] else "not offered"

    def draw(self, g, ax, hide=()):
        rows, cols = len(g["grid"]), len(g["grid"][0])
        for r, row in enumerate(g["grid"]):
            for c, (k, col) in enumerate(row):
                draw.shape_icon(ax, g["kinds"][k], (c + 0.5, rows - r - 0.5), 0.72,
                                color=FILL[g["colours"][col]], linewidth=1.5)
        span = max(rows, cols) + 0.4
        ax.set_xlim(cols / 2 - span / 2, cols / 2 + span / 2)
        ax.set_ylim(rows / 2 - span / 2, rows / 2 + span / 2)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_position([0.03, 0.03, 0.94, 0.94])  # the whole canvas: larger, easier-to-tell shapes

    def subquestions(self, g):
        counts = self._counts(g)
        kind = g["kinds"][g["target"]]
        colour = g["colours"][0]
        return [SubQuestion(f"How many {colour} {kind}s are there in the figure?",
                            Number(counts[colour]), "puzzles/counting/attribute_counting")]

    def description(self, g):
        rows = []
        for r, row in enumerate(g["grid"]):
            rows.append(f"row {r + 1}: " + ", ".join(f"{g['colours'][c]} {g['kinds'][k]}" for k, c in row))
        return ("A grid of coloured shapes, read row by row from the top: " + "; ".join(rows)
                + f". The options are: {'; '.join(g['options'])}.")
