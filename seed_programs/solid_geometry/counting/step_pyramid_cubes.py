"""Solid geometry (counting): a stepped pyramid of unit cubes - each layer one cube smaller on every
side than the layer below, or a corner staircase whose layers shrink on two adjacent sides; count its
cubes or the cubes missing from the surrounding block (DynaSolidGeo, counting)."""
import itertools

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes

COLORS = {
    "sand": ("#fde68a", "#fbbf24", "#f59e0b"),
    "stone": ("#e5e7eb", "#d1d5db", "#9ca3af"),
    "sky": ("#bfdbfe", "#93c5fd", "#60a5fa"),
    "mint": ("#bbf7d0", "#86efac", "#4ade80"),
}


@seed_program(
    id="step_pyramid_cubes", topic="solid_geometry", category="counting",
    level="elementary", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/unit_cubes/layer_counting", "solid_figures/cuboids/volume"],
    source="DynaMath/DynaSolidGeo-style (counting cubes in a stacked arrangement)",
    variations=["numeric_values", "colors_labels", "camera", "geometric_transformations"],
)
class StepPyramidCubes(SeedProgram):
    levels = Levels(
        standard=dict(base=IntRange(4, 8), min_layers=3, corner_layers=5),
        hard=dict(base=IntRange(7, 11), min_layers=4, corner_layers=7),
        hard_means="bigger bases (7-11) and more layers (4-7): longer sums of layer areas",
    )

    def sample(self, rng, space):
        shape = ["centred", "corner"][int(rng.integers(0, 2))]
        m, n = (int(v) for v in space.base.draw(rng, size=2))
        max_layers = (min(m, n) + 1) // 2 if shape == "centred" else min(m, n, space.corner_layers)
        layers = int(rng.integers(min(space.min_layers, max_layers), max_layers + 1))
        return {"shape": shape, "m": m, "n": n, "layers": layers,
                "ask": ["total", "fill"][int(rng.integers(0, 2))],
                "color": list(COLORS)[int(rng.integers(0, len(COLORS)))]}

    def _shrink(self, g):
        return 2 if g["shape"] == "centred" else 1

    def _layer_sizes(self, g):
        s = self._shrink(g)
        return [(g["m"] - s * k, g["n"] - s * k) for k in range(g["layers"])]

    def _cells(self, g):
        """Centred: layer k covers columns k..m−1−k by k..n−1−k at height k; corner: 0..m−1−k by 0..n−1−k."""
        out = []
        for k in range(g["layers"]):
            lo = k if g["shape"] == "centred" else 0
            out += [(i, j, k) for i in range(lo, g["m"] - k) for j in range(lo, g["n"] - k)]
        return out

    def _rule(self, g):
        if g["shape"] == "centred":
            return (f"The stepped pyramid in the figure has {g['layers']} layers of unit cubes. Each layer is a solid "
                    f"rectangle of cubes with no gaps, and each layer sits centred on the one below it, exactly one "
                    f"cube shorter on every side (so one cube narrower at each end in both directions).")
        return (f"The staircase in the figure has {g['layers']} layers of unit cubes. Each layer is a solid rectangle "
                f"of cubes with no gaps, flush with the layer below it along two adjacent sides (at the tallest "
                f"corner) and exactly one cube shorter in each of the two horizontal directions, so the steps "
                f"descend on the other two sides.")

    def question(self, g):
        if g["ask"] == "total":
            return self._rule(g) + f" How many unit cubes does the {self._noun(g)} contain in total?"
        return (self._rule(g) + " How many more unit cubes are needed to fill it up to a solid rectangular block "
                f"with the same base as the bottom layer and the same height as the {self._noun(g)}?")

    def _noun(self, g):
        return "pyramid" if g["shape"] == "centred" else "staircase"

    def answer(self, p):
        total = sum(a * b for a, b in self._layer_sizes(p))
        if p["ask"] == "total":
            return Number(total)
        return Number(p["m"] * p["n"] * p["layers"] - total)

    def verify(self, g):
        # brute force over the bounding block: a cell at height k is filled when it is at least k cubes
        # in from every side of the base that steps (all four, or the two stepped sides)
        m, n, L = g["m"], g["n"], g["layers"]
        def inset(i, j):
            front = min(m - 1 - i, n - 1 - j)
            return front if g["shape"] == "corner" else min(front, i, j)
        filled = sum(1 for i, j, k in itertools.product(range(m), range(n), range(L)) if inset(i, j) >= k)
        return Number(filled if g["ask"] == "total" else m * n * L - filled)

    def scene(self, g):
        s = Scene()
        add_unit_cubes(s, self._cells(g), colors=COLORS[g["color"]])
        return s

    def subquestions(self, g):
        sizes = self._layer_sizes(g)
        (a0, b0), (a1, b1) = sizes[0], sizes[-1]
        return [
            SubQuestion(f"How many unit cubes are in the bottom layer of the {self._noun(g)} in the figure?",
                        Number(a0 * b0), "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(f"How many unit cubes are in the top layer of the {self._noun(g)} in the figure?",
                        Number(a1 * b1), "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(f"A solid rectangular block measures {g['m']} × {g['n']} × {g['layers']} unit cubes. "
                        f"How many unit cubes does it contain?", Number(g["m"] * g["n"] * g["layers"]),
                        "solid_figures/cuboids/volume"),
        ]

    def description(self, g):
        return (f"A {'stepped pyramid' if g['shape'] == 'centred' else 'corner staircase'} built from unit cubes: "
                f"the bottom layer is a solid {g['m']} × {g['n']} rectangle of cubes. " + self.question(g))

    def reasoning(self, p):
        sizes = self._layer_sizes(p)
        total = sum(a * b for a, b in sizes)
        terms = " + ".join(f"{a}·{b}" for a, b in sizes)
        steps = [
            f"From the figure the bottom layer is {p['m']} × {p['n']} cubes and there are {p['layers']} layers.",
            ("Each layer loses one cube at both ends in each direction" if p["shape"] == "centred" else
             "Each layer loses one cube on its stepped side in each direction") + ", so the layers are "
            + ", ".join(f"{a} × {b}" for a, b in sizes) + ".",
            f"Total cubes: {terms} = {total}.",
        ]
        if p["ask"] == "fill":
            whole = p["m"] * p["n"] * p["layers"]
            steps += [f"The surrounding block holds {p['m']}·{p['n']}·{p['layers']} = {whole} cubes.",
                      f"Cubes still needed: {whole} − {total} = {whole - total}."]
        return steps
