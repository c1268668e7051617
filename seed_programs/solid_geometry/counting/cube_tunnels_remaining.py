"""Solid geometry (counting): square tunnels are cut through the centres of opposite faces of a cube
built from unit cubes; count the cubes removed or left, minding the cubes the tunnels share
(DynaSolidGeo, counting; competition style)."""
import itertools
from math import comb

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import add_unit_cubes

# (n, w): same parity (the tunnel is central), w ≤ n − 2
SIZES = tuple((n, w) for n in range(3, 12) for w in range(1, n - 1) if (n - w) % 2 == 0)
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
    levels = Levels(
        standard=dict(n=IntRange(3, 8), tunnels=IntRange(2, 3), same_width=OneOf([True])),
        hard=dict(n=IntRange(6, 9), tunnels=IntRange(2, 3), same_width=OneOf([False])),
        hard_means="tunnels of different widths in a larger cube: the overlaps are w1·w2·min(w1, w2) blocks and "
                   "the triple overlap a box of three different sides",
    )

    def sample(self, rng, space):
        sizes = [(n, w) for n, w in SIZES if space.n.lo <= n <= space.n.hi]
        n, w = sizes[int(rng.integers(0, len(sizes)))]
        k = space.tunnels.draw(rng)
        axes = [0, 1, 2] if k == 3 else sorted(int(a) for a in rng.choice(3, size=2, replace=False))
        if space.same_width.values[0]:
            widths = [w] * k
        else:                                   # each tunnel its own central width, not all equal
            choices = [v for m, v in SIZES if m == n]
            widths = [int(choices[int(i)]) for i in rng.choice(len(choices), size=k, replace=len(choices) < k)]
        return {"n": n, "widths": widths, "axes": axes, "ask": ["remain", "removed"][int(rng.integers(0, 2))],
                "paint": list(PAINTS)[int(rng.integers(0, len(PAINTS)))]}

    def _run_names(self, g):
        sides = [a for a in g["axes"] if a != 2]
        runs = ["one joining two opposite side faces", "one joining the other two side faces"][:len(sides)]
        if 2 in g["axes"]:
            runs.append("one from the top face to the bottom face")
        return runs

    def question(self, g):
        n, widths = g["n"], g["widths"]
        k = len(widths)
        runs = self._run_names(g)
        ask = "How many unit cubes remain?" if g["ask"] == "remain" else "How many unit cubes were removed in total?"
        if len(set(widths)) == 1:
            w = widths[0]
            runs = ", ".join(runs[:-1]) + " and " + runs[-1]
            return (f"A solid {n} × {n} × {n} cube is built from {n ** 3} unit cubes. {['', '', 'Two', 'Three'][k]} "
                    f"straight tunnels with a {w} × {w} square cross-section are cut all the way through it by "
                    f"removing whole unit cubes, each through the centres of a pair of opposite faces: {runs}, as "
                    f"the figure shows. {ask}")
        parts = [f"{r} with a {w} × {w} square cross-section" for r, w in zip(runs, widths)]
        parts = "; ".join(parts[:-1]) + "; and " + parts[-1]
        return (f"A solid {n} × {n} × {n} cube is built from {n ** 3} unit cubes. {['', '', 'Two', 'Three'][k]} "
                f"straight tunnels are cut all the way through it by removing whole unit cubes, each through the "
                f"centres of a pair of opposite faces: {parts}, as the figure shows. {ask}")

    def _removed(self, p):
        n, ws = p["n"], p["widths"]
        # inclusion-exclusion: each tunnel w²n; two central tunnels share a w1 × w2 × min(w1, w2) block;
        # three share the central box whose side along each axis is the smaller width of the other two
        single = sum(w * w * n for w in ws)
        pairs = sum(a * b * min(a, b) for a, b in itertools.combinations(ws, 2))
        triple = min(ws[1], ws[2]) * min(ws[0], ws[2]) * min(ws[0], ws[1]) if len(ws) == 3 else 0
        return single - pairs + triple

    def answer(self, p):
        removed = self._removed(p)
        return Number(p["n"] ** 3 - removed if p["ask"] == "remain" else removed)

    def _cells(self, g):
        """The unit cubes left: a cube is removed when, for some tunnel, its two cross-section coordinates
        both fall in that tunnel's central band."""
        n = g["n"]

        def in_band(c, w):
            lo = (n - w) // 2
            return lo <= c < lo + w

        return [c for c in itertools.product(range(n), repeat=3)
                if not any(all(in_band(c[b], w) for b in range(3) if b != a) for a, w in zip(g["axes"], g["widths"]))]

    def verify(self, g):
        # Independent: count the cubes cell by cell
        left = len(self._cells(g))
        return Number(left if g["ask"] == "remain" else g["n"] ** 3 - left)

    def scene(self, g):
        s = Scene()
        add_unit_cubes(s, self._cells(g), colors=PAINTS[g["paint"]])
        return s

    def subquestions(self, g):
        n, ws, k = g["n"], g["widths"], len(g["axes"])
        if len(set(ws)) > 1:
            a, b = ws[0], ws[1]
            return [
                SubQuestion(f"A straight tunnel with a {a} × {a} cross-section runs through a {n} × {n} × {n} cube of "
                            f"unit cubes from one face to the opposite face. How many unit cubes does it remove?",
                            Number(a * a * n), "solid_figures/cuboids/volume"),
                SubQuestion(f"Two perpendicular tunnels through the centres of a {n} × {n} × {n} cube, one {a} × {a} "
                            f"and one {b} × {b}, cross each other. How many unit cubes lie in both tunnels?",
                            Number(a * b * min(a, b)), "solid_figures/cuboids/volume"),
            ]
        w = ws[0]
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
            + ". How many different unit cubes are removed?", Number(self._removed(g)),
            "combinatorics/counting/inclusion_exclusion"))
        return subs

    def description(self, g):
        return self.question(g).replace(", as the figure shows", "")

    def reasoning(self, p):
        n, ws, k = p["n"], p["widths"], len(p["axes"])
        removed = self._removed(p)
        if len(set(ws)) == 1:
            w = ws[0]
            steps = [f"Each tunnel is a {w} × {w} × {n} block, so it removes {w * w * n} cubes; {k} tunnels would "
                     f"remove {k * w * w * n} if they did not overlap.",
                     f"Two perpendicular central tunnels overlap in the central {w} × {w} × {w} block of {w ** 3} "
                     f"cubes; there are {comb(k, 2)} pair(s), so subtract {comb(k, 2) * w ** 3}."]
            if k == 3:
                steps.append(f"All three tunnels share that same central block, which was added 3 times and "
                             f"subtracted 3 times, so add {w ** 3} back.")
        else:
            steps = [f"The tunnels remove {' + '.join(f'{w}²·{n}' for w in ws)} = {sum(w * w * n for w in ws)} "
                     f"cubes if they did not overlap."]
            pairs = [a * b * min(a, b) for a, b in itertools.combinations(ws, 2)]
            steps.append("A w1 × w1 and a w2 × w2 central tunnel overlap in a w1 × w2 × min(w1, w2) block: subtract "
                         + " + ".join(str(x) for x in pairs) + f" = {sum(pairs)}.")
            if k == 3:
                t = min(ws[1], ws[2]) * min(ws[0], ws[2]) * min(ws[0], ws[1])
                steps.append(f"All three share the central box whose side along each axis is the smaller width of "
                             f"the two tunnels across it: add back {t}.")
        steps.append(f"Removed: {removed} cubes.")
        if p["ask"] == "remain":
            steps.append(f"Remaining: {n}³ − {removed} = {n ** 3} − {removed} = {n ** 3 - removed}.")
        return steps
