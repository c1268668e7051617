"""Solid geometry (counting): square tunnels are cut through the centres of opposite faces of a cube
built from unit cubes; count the cubes removed or left, minding the cubes the tunnels share
(DynaSolidGeo, counting; competition style)."""
import itertools
from math import comb

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes

SIZES = ((3, 1), (5, 1), (5, 3), (7, 1), (7, 3), (7, 5))  # (n, w): same parity, w ≤ n − 2
PAINTS = {"sky": ("#bfdbfe", "#93c5fd", "#60a5fa"), "sand": ("#fde68a", "#fbbf24", "#f59e0b"),
          "rose": ("#fecdd3", "#fda4af", "#fb7185")}


@seed_program(
    id="cube_tunnels_remaining", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["combinatorics/counting/inclusion_exclusion", "solid_figures/cuboids/volume",
              "solid_figures/unit_cubes/layer_counting"],
    source="DynaSolidGeo/AMC-style (counting: tunnels cut through a cube of unit cubes)",
    variations=["numeric_values", "geometric_transformations", "colors_labels", "camera"],
)
class CubeTunnelsRemaining(SeedProgram):
    def sample(self, rng):
        n, w = SIZES[int(rng.integers(0, len(SIZES)))]
        k = int(rng.integers(2, 4))
        axes = [0, 1, 2] if k == 3 else sorted(int(a) for a in rng.choice(3, size=2, replace=False))
        return {"n": n, "w": w, "axes": axes, "ask": ["remain", "removed"][int(rng.integers(0, 2))],
                "paint": list(PAINTS)[int(rng.integers(0, len(PAINTS)))]}

    def question(self, p):
        n, w, axes = p["n"], p["w"], p["axes"]
        k = len(axes)
        sides = [a for a in axes if a != 2]
        runs = ["one joining two opposite side faces", "one joining the other two side faces"][:len(sides)]
        if 2 in axes:
            runs.append("one from the top face to the bottom face")
        runs = ", ".join(runs[:-1]) + " and " + runs[-1]
        ask = "How many unit cubes remain?" if p["ask"] == "remain" else "How many unit cubes were removed in total?"
        return (f"A solid {n} × {n} × {n} cube is built from {n ** 3} unit cubes. {['', '', 'Two', 'Three'][k]} straight "
                f"tunnels with a {w} × {w} square cross-section are cut all the way through it by removing whole "
                f"unit cubes, each through the centres of a pair of opposite faces: {runs}, as the figure shows. {ask}")

    def _removed(self, p):
        n, w, k = p["n"], p["w"], len(p["axes"])
        # inclusion-exclusion: each tunnel w²n; any two share a w×w×w block; three share one w×w×w block
        return k * w * w * n - comb(k, 2) * w ** 3 + (w ** 3 if k == 3 else 0)

    def answer(self, p):
        removed = self._removed(p)
        return Number(p["n"] ** 3 - removed if p["ask"] == "remain" else removed)

    def _hole(self, p, cell):
        lo = (p["n"] - p["w"]) // 2
        inside = [lo <= c < lo + p["w"] for c in cell]
        return any(all(inside[b] for b in range(3) if b != a) for a in p["axes"])

    def _cells(self, p):
        return [c for c in itertools.product(range(p["n"]), repeat=3) if not self._hole(p, c)]

    def verify(self, p):
        left = len(self._cells(p))
        return Number(left if p["ask"] == "remain" else p["n"] ** 3 - left)

    def scene(self, p):
        s = Scene()
        add_unit_cubes(s, self._cells(p), colors=PAINTS[p["paint"]])
        return s

    def subquestions(self, p):
        n, w, k = p["n"], p["w"], len(p["axes"])
        subs = [
            SubQuestion(f"A straight tunnel with a {w} × {w} cross-section runs through a {n} × {n} × {n} cube of unit "
                        f"cubes from one face to the opposite face. How many unit cubes does it remove?",
                        Number(w * w * n), "solid_figures/cuboids/volume"),
            SubQuestion(f"Two perpendicular {w} × {w} tunnels through the centres of a {n} × {n} × {n} cube cross each "
                        f"other. How many unit cubes lie in both tunnels?", Number(w ** 3),
                        "solid_figures/cuboids/volume"),
        ]
        subs.append(SubQuestion(
            f"{k} tunnels each remove {w * w * n} unit cubes; "
            + (f"every two of them share {w ** 3} cube(s), and all three share the same {w ** 3} cube(s)" if k == 3
               else f"the two tunnels share {w ** 3} cube(s)")
            + ". How many different unit cubes are removed?", Number(self._removed(p)),
            "combinatorics/counting/inclusion_exclusion"))
        return subs

    def description(self, p):
        return self.question(p).replace(", as the figure shows", "")

    def reasoning(self, p):
        n, w, k = p["n"], p["w"], len(p["axes"])
        removed = self._removed(p)
        steps = [f"Each tunnel is a {w} × {w} × {n} block, so it removes {w * w * n} cubes; {k} tunnels would "
                 f"remove {k * w * w * n} if they did not overlap.",
                 f"Two perpendicular central tunnels overlap in the central {w} × {w} × {w} block of {w ** 3} cubes; "
                 f"there are {comb(k, 2)} pair(s), so subtract {comb(k, 2) * w ** 3}."]
        if k == 3:
            steps.append(f"All three tunnels share that same central block, which was added 3 times and subtracted 3 "
                         f"times, so add {w ** 3} back.")
        steps.append(f"Removed: {removed} cubes.")
        if p["ask"] == "remain":
            steps.append(f"Remaining: {n}³ − {removed} = {n ** 3} − {removed} = {n ** 3 - removed}.")
        return steps
