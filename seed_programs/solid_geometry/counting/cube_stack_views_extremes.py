"""Solid geometry (counting): a solid of unit cubes stacked on a grid (the heights of the stacks are
given); among all such solids with the same front view and the same side view, what is the smallest
or the largest possible number of cubes? (DynaSolidGeo counting; the 'three views' classic.)"""
import itertools

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes
from dynaforge.sdk.solid_counting import floor_board, heights_rows_text, stack_cells, stacks_connected

COLORS = {"sand": ("#fde68a", "#fbbf24", "#f59e0b"), "sky": ("#bfdbfe", "#93c5fd", "#60a5fa"),
          "mint": ("#bbf7d0", "#86efac", "#4ade80"), "rose": ("#fecdd3", "#fda4af", "#fb7185")}
ASKS = {"min": "smallest", "max": "largest"}


@seed_program(
    id="cube_stack_views_extremes", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting: fewest / most cubes with given front and side views)",
    variations=["numeric_values", "colors_labels", "camera", "geometric_transformations"],
)
class CubeStackViewsExtremes(SeedProgram):
    levels = Levels(
        standard=dict(rows=IntRange(2, 3), cols=IntRange(3, 4), top=IntRange(3, 4), ask=OneOf(("min", "max"))),
        hard=dict(rows=IntRange(3, 4), cols=IntRange(4, 4), top=IntRange(4, 5),
                  ask=OneOf(("min", "max"), p=(0.7, 0.3))),
        hard_means="bigger grids (up to 4 × 4 stacks) and taller stacks, mostly the minimum, where stacks of "
                   "equal height in the two views must be paired up",
    )

    def sample(self, rng, space):
        rows, cols, top = space.rows.draw(rng), space.cols.draw(rng), space.top.draw(rng)
        ask = str(space.ask.draw(rng))
        for _ in attempts("every row and column used, and the shown total strictly between the fewest and the most"):
            H = rng.integers(0, top + 1, size=(rows, cols))
            f, s = H.max(axis=0), H.max(axis=1)
            if f.min() == 0 or s.min() == 0 or not stacks_connected(H):
                continue
            lo = sum(f) + sum(s) - sum(h * min(list(f).count(h), list(s).count(h)) for h in set(f))
            hi = sum(min(x, y) for x in f for y in s)
            if lo < H.sum() < hi and (H == 0).sum() <= rows * cols // 3:
                break
        return {"heights": [[int(v) for v in row] for row in H], "ask": ask,
                "labels": ["A", "B", "C", "D"], "color": list(COLORS)[int(rng.integers(0, len(COLORS)))]}

    def _setup(self, g):
        A, B, C, D = g["labels"]
        H = g["heights"]
        return (f"The solid in the figure is built from unit cubes stacked on a grid of {len(H)} × {len(H[0])} "
                f"unit squares drawn on the board {A}{B}{C}{D}: {len(H[0])} squares in each row along {A}{B} "
                f"and {len(H)} rows along {A}{D}. The numbers of cubes in the stacks are, row by row from side "
                f"{A}{B} towards side {D}{C}: {heights_rows_text(H, A, B)} (the last row lies along {D}{C}). "
                f"The front view looks at the solid from side {A}{B}; the side view looks at it from side "
                f"{A}{D}.")

    def question(self, g):
        return (self._setup(g) + f" Among all solids of unit cubes stacked on the same grid that have the same "
                f"front view and the same side view as this one, what is the {ASKS[g['ask']]} possible number "
                f"of cubes?")

    def _views(self, p):
        H = p["heights"]
        front = [max(H[j][i] for j in range(len(H))) for i in range(len(H[0]))]
        side = [max(row) for row in H]
        return front, side

    def answer(self, p):
        front, side = self._views(p)
        if p["ask"] == "max":
            return Number(sum(min(x, y) for x in front for y in side))
        shared = sum(h * min(front.count(h), side.count(h)) for h in set(front))
        return Number(sum(front) + sum(side) - shared)

    def verify(self, g):
        H = np.array(g["heights"])
        rows, cols = H.shape
        f, s = H.max(axis=0), H.max(axis=1)
        cap = np.minimum.outer(s, f)  # the tallest stack each square can hold without changing a view
        if g["ask"] == "max":
            # voxel by voxel: a cube at height k over square (j, i) is allowed when both views already show k
            cubes = [(j, i, k) for j, i, k in itertools.product(range(rows), range(cols), range(H.max()))
                     if k < f[i] and k < s[j]]
            solid = np.zeros_like(H)
            for j, i, k in cubes:
                solid[j, i] += 1
            assert (solid.max(axis=0) == f).all() and (solid.max(axis=1) == s).all()
            return Number(len(cubes))
        # a fewest-cube solid only holds stacks of full height cap (a lower stack shows in neither view):
        # try every set of squares carrying such a stack
        n = rows * cols
        masks = (np.arange(2 ** n)[:, None] >> np.arange(n)[None, :]) & 1
        solids = masks.reshape(-1, rows, cols) * cap[None, :, :]
        ok = (solids.max(axis=1) == f).all(axis=1) & (solids.max(axis=2) == s).all(axis=1)
        return Number(int(solids.reshape(len(masks), -1).sum(axis=1)[ok].min()))

    def scene(self, g):
        H = g["heights"]
        s = Scene()
        add_unit_cubes(s, stack_cells(H), colors=COLORS[g["color"]])
        floor_board(s, g["labels"], len(H[0]), len(H))
        s.hiding = "none"  # opaque stacked cubes hide what is behind them
        return s

    def subquestions(self, g):
        front, side = self._views(g)
        A, B, C, D = g["labels"]
        return [
            SubQuestion(self._setup(g) + f" How many cubes does the solid in the figure contain?",
                        Number(sum(map(sum, g["heights"]))), "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._setup(g) + f" The front view shows {len(front)} columns of squares; how many squares "
                        f"tall is the tallest of them?", Number(max(front)), "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(self._setup(g) + f" How many squares in total does the side view (from side {A}{D}) show?",
                        Number(sum(side)), "solid_figures/unit_cubes/layer_counting"),
        ]

    def description(self, g):
        return ("A solid of unit cubes stands on a grid of squares on a board ABCD, one stack of cubes on each square "
                "(the figure draws it in 3D). " + self.question(g))

    def reasoning(self, p):
        A, B, C, D = p["labels"]
        front, side = self._views(p)
        steps = [
            f"Front view (from {A}{B}): each column along {A}{B} shows its tallest stack: "
            f"{', '.join(map(str, front))}.",
            f"Side view (from {A}{D}): each row shows its tallest stack: {', '.join(map(str, side))}.",
            "A solid keeps both views exactly when no stack is taller than both the column and the row maxima "
            "allow (at most min(column height, row height)), and every column and every row still reaches its "
            "height somewhere.",
        ]
        if p["ask"] == "max":
            terms = " + ".join(f"{min(x, y)}" for y in side for x in front)
            steps.append(f"Most cubes: fill every square to min(column, row): {terms} = {self.answer(p).value}.")
            return steps
        shared = {h: min(front.count(h), side.count(h)) for h in sorted(set(front))}
        pair_text = ", ".join(f"{k} pair(s) of height {h}" for h, k in shared.items() if k)
        steps += [
            "Fewest cubes: one stack must realise each column height and each row height; a single stack can "
            "serve a column and a row only when both have the same height.",
            f"Pair up equal heights: {pair_text}.",
            f"Fewest cubes: {sum(front)} + {sum(side)} − {sum(h * k for h, k in shared.items())} = "
            f"{self.answer(p).value}.",
        ]
        return steps
