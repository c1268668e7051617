"""Solid geometry (counting): a block of unit cubes is painted on the outside and taken apart;
how many small cubes have a given number of painted faces (DynaSolidGeo, counting)."""
import itertools

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes

PAINTS = {  # colour name -> (top, x-facing, y-facing) shades
    "red": ("#fca5a5", "#f87171", "#ef4444"),
    "blue": ("#bfdbfe", "#93c5fd", "#60a5fa"),
    "green": ("#bbf7d0", "#86efac", "#4ade80"),
    "yellow": ("#fef08a", "#fde047", "#facc15"),
}
ASKS = {"two": "exactly two painted faces", "one": "exactly one painted face",
        "none": "no painted face at all", "some": "at least one painted face"}


@seed_program(
    id="painted_cuboid_cubes", topic="solid_geometry", category="counting",
    level="elementary", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/unit_cubes/painted_cube", "solid_figures/cuboids/volume"],
    source="DynaSolidGeo-style (counting: painted cube cut into unit cubes)",
    variations=["numeric_values", "colors_labels", "camera", "real_life_contexts"],
)
class PaintedCuboidCubes(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(3, 6)),
        hard=dict(edge=IntRange(5, 11)),
        hard_means="longer edges (5-11): hundreds of unit cubes, no way to count them one by one in the figure",
    )

    def sample(self, rng, space):
        dims = [int(v) for v in space.edge.draw(rng, size=3)]
        return {"a": dims[0], "b": dims[1], "c": dims[2],
                "bottom_painted": bool(rng.integers(0, 2)),
                "ask": list(ASKS)[int(rng.integers(0, len(ASKS)))],
                "paint": list(PAINTS)[int(rng.integers(0, len(PAINTS)))]}

    def _painting(self, g):
        if g["bottom_painted"]:
            return "all six faces of the block, including the bottom face"
        return "the top and the four side faces of the block (the bottom face, standing on the table, stays unpainted)"

    def question(self, g):
        return (f"The {g['a']} × {g['b']} × {g['c']} block in the figure (length × width × height) is built "
                f"from identical unit cubes with no gaps. {g['paint'].capitalize()} "
                f"paint is applied to {self._painting(g)}, and then the block is taken apart into its unit "
                f"cubes. How many of the unit cubes have {ASKS[g['ask']]}?")

    # per axis: how many layers touch 0 and 1 painted boundary planes
    def _layers(self, p):
        x = (p["a"] - 2, 2)
        y = (p["b"] - 2, 2)
        z = (p["c"] - 2, 2) if p["bottom_painted"] else (p["c"] - 1, 1)
        return x, y, z

    def _exactly(self, p, k):
        """Coefficient of t^k in the product over the axes of (layers with 0) + (layers with 1)·t."""
        poly = [1]
        for n0, n1 in self._layers(p):
            nxt = [0] * (len(poly) + 1)
            for i, c in enumerate(poly):
                nxt[i] += c * n0
                nxt[i + 1] += c * n1
            poly = nxt
        return poly[k]

    def answer(self, p):
        if p["ask"] == "some":
            return Number(p["a"] * p["b"] * p["c"] - self._exactly(p, 0))
        return Number(self._exactly(p, {"none": 0, "one": 1, "two": 2}[p["ask"]]))

    def verify(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        count = 0
        for i, j, k in itertools.product(range(a), range(b), range(c)):
            faces = (i == 0) + (i == a - 1) + (j == 0) + (j == b - 1) + (k == c - 1)
            faces += (k == 0) and g["bottom_painted"]
            if {"none": faces == 0, "one": faces == 1, "two": faces == 2, "some": faces >= 1}[g["ask"]]:
                count += 1
        return Number(count)

    def scene(self, g):
        s = Scene()
        cells = itertools.product(range(g["a"]), range(g["b"]), range(g["c"]))
        add_unit_cubes(s, cells, colors=PAINTS[g["paint"]])
        return s

    def subquestions(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        inner = (a - 2) * (b - 2) * ((c - 2) if g["bottom_painted"] else (c - 1))
        return [
            SubQuestion("How many unit cubes make up the block in the figure?", Number(a * b * c),
                        "solid_figures/unit_cubes/layer_counting"),
            SubQuestion(f"The block is {a} cubes long, {b} cubes wide and {c} cubes tall, and paint covers "
                        f"{self._painting(g)}. How many unit cubes touch no painted face?",
                        Number(inner), "solid_figures/unit_cubes/painted_cube"),
        ]

    def description(self, g):
        return (f"A solid rectangular block is built from unit cubes: it is {g['a']} cubes long, {g['b']} "
                f"cubes wide and {g['c']} cubes tall, with no gaps. " + self.question(g).split(". ", 1)[1])

    def reasoning(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        (x0, x1), (y0, y1), (z0, z1) = self._layers(p)
        zdesc = ("the top and bottom layers touch a painted face" if p["bottom_painted"]
                 else "only the top layer touches a painted face (the bottom is unpainted)")
        steps = [
            f"The block (its grid shows it) is {a} × {b} × {c} = {a * b * c} unit cubes.",
            f"A cube's painted faces come from the painted outer planes it touches. Along the length, "
            f"{x1} of the {a} slices touch a painted end; along the width, {y1} of the {b} slices; "
            f"vertically, {zdesc}.",
        ]
        if p["ask"] == "two":
            steps.append(f"Exactly two painted faces means touching painted planes in exactly two directions: "
                         f"{x1}·{y1}·{z0} + {x1}·{y0}·{z1} + {x0}·{y1}·{z1} = {x1 * y1 * z0} + {x1 * y0 * z1} + "
                         f"{x0 * y1 * z1}.")
        elif p["ask"] == "one":
            steps.append(f"Exactly one painted face means touching a painted plane in exactly one direction: "
                         f"{x1}·{y0}·{z0} + {x0}·{y1}·{z0} + {x0}·{y0}·{z1} = {x1 * y0 * z0} + {x0 * y1 * z0} + "
                         f"{x0 * y0 * z1}.")
        else:
            steps.append(f"The cubes touching no painted plane form a hidden core of {x0}·{y0}·{z0} = "
                         f"{x0 * y0 * z0} cubes.")
            if p["ask"] == "some":
                steps.append(f"All other cubes have paint: {a * b * c} − {x0 * y0 * z0}.")
        steps.append(f"Answer: {self.answer(p).value} cubes.")
        return steps
