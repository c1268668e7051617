"""Solid geometry: the space diagonal of a cuboid (DynaSolidGeo, length/distance)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program


@seed_program(
    id="cuboid_space_diagonal", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/cuboids/space_diagonal", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length/distance)",
    variations=["lengths_ratios", "point_labels", "camera"],
)
class CuboidSpaceDiagonal(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), primed=IntRange(0, 1)),
        hard=dict(edge=IntRange(7, 29), primed=IntRange(0, 1)),
        hard_means="edges up to 29: three-digit squares to add and a less friendly surd to simplify",
    )

    def sample(self, rng, space):
        a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        primed = bool(space.primed.draw(rng))
        bottom = ["A", "B", "C", "D"]
        top = [f"{x}₁" for x in bottom] if primed else ["E", "F", "G", "H"]
        return {"a": a, "b": b, "c": c, "bottom": bottom, "top": top}

    def _names(self, p):
        return p["bottom"][0], p["top"][2], p["bottom"][2]

    def question(self, g):
        A, G, C = self._names(g)
        name = "".join(g["bottom"]) + "-" + "".join(g["top"])
        return (f"In the cuboid {name}, {g['bottom'][0]}{g['bottom'][1]} = {g['a']}, "
                f"{g['bottom'][1]}{g['bottom'][2]} = {g['b']} and {g['bottom'][0]}{g['top'][0]} = {g['c']}. "
                f"Find the length of the space diagonal {A}{G}.")

    def answer(self, p):
        return Number(float(np.sqrt(p["a"] ** 2 + p["b"] ** 2 + p["c"] ** 2)))

    def verify(self, g):
        s = self.scene(g)
        A, G, _ = self._names(g)
        return Number(float(np.linalg.norm(s.xyz(G) - s.xyz(A))))

    def scene(self, g):
        s = Scene()
        s.box(g["bottom"], g["top"], g["a"], g["b"], g["c"])
        A, G, C = self._names(g)
        s.segment(A, G, style="auxiliary")
        s.segment(A, C, style="auxiliary")
        return s

    def subquestions(self, g):
        A, G, C = self._names(g)
        ac = float(np.hypot(g["a"], g["b"]))
        return [
            SubQuestion(f"The base {''.join(g['bottom'])} is a rectangle with sides {g['a']} and {g['b']}. "
                        f"Find the length of its diagonal {A}{C}.", Number(ac),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In right triangle {A}{C}{G}, {A}{C} = {ac:.4g} and {C}{G} = {g['c']}, with the "
                        f"right angle at {C}. Find {A}{G}.",
                        Number(float(np.hypot(ac, g["c"]))), "solid_figures/cuboids/space_diagonal"),
        ]

    def backward(self, g):
        A, G, _ = self._names(g)
        d2 = g["a"] ** 2 + g["b"] ** 2 + g["c"] ** 2
        name = "".join(g["bottom"]) + "-" + "".join(g["top"])
        return Backward(
            f"In the cuboid {name}, {g['bottom'][0]}{g['bottom'][1]} = {g['a']}, "
            f"{g['bottom'][1]}{g['bottom'][2]} = {g['b']} and the space diagonal {A}{G} = √{d2}. "
            f"Find the height {g['bottom'][0]}{g['top'][0]}.",
            Number(float(np.sqrt(d2 - g["a"] ** 2 - g["b"] ** 2))), "c")

    def description(self, g):
        b, t = g["bottom"], g["top"]
        return (f"A cuboid {''.join(b)}-{''.join(t)} has rectangular base {''.join(b)} and top face "
                f"{''.join(t)} directly above it ({t[0]} above {b[0]}, and so on), with "
                f"{b[0]}{b[1]} = {g['a']}, {b[1]}{b[2]} = {g['b']}, {b[0]}{t[0]} = {g['c']}.")

    def reasoning(self, p):
        A, G, C = self._names(p)
        ac2 = p["a"] ** 2 + p["b"] ** 2
        d = np.sqrt(ac2 + p["c"] ** 2)
        return [
            f"The base is a rectangle, so {A}{C}² = {p['a']}² + {p['b']}² = {ac2}.",
            f"The edge {C}{G} is perpendicular to the base, so triangle {A}{C}{G} is right-angled at {C}.",
            f"{A}{G}² = {A}{C}² + {C}{G}² = {ac2} + {p['c']}² = {ac2 + p['c'] ** 2}.",
            f"So {A}{G} = √{ac2 + p['c'] ** 2} ≈ {d:.4f}.",
        ]
