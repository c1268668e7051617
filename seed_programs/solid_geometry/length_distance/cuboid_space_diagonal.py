"""Solid geometry: the space diagonal of a cuboid (DynaSolidGeo, length/distance)."""
import numpy as np

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program


@seed_program(
    id="cuboid_space_diagonal", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/cuboids/space_diagonal", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length/distance)",
    variations=["lengths_ratios", "point_labels", "camera"],
)
class CuboidSpaceDiagonal(SeedProgram):
    def sample(self, rng):
        a, b, c = (int(v) for v in rng.integers(2, 9, size=3))
        primed = bool(rng.integers(0, 2))
        bottom = ["A", "B", "C", "D"]
        top = [f"{x}₁" for x in bottom] if primed else ["E", "F", "G", "H"]
        return {"a": a, "b": b, "c": c, "bottom": bottom, "top": top}

    def _names(self, p):
        return p["bottom"][0], p["top"][2], p["bottom"][2]

    def question(self, p):
        A, G, C = self._names(p)
        name = "".join(p["bottom"]) + "-" + "".join(p["top"])
        return (f"In the cuboid {name}, {p['bottom'][0]}{p['bottom'][1]} = {p['a']}, "
                f"{p['bottom'][1]}{p['bottom'][2]} = {p['b']} and {p['bottom'][0]}{p['top'][0]} = {p['c']}. "
                f"Find the length of the space diagonal {A}{G}.")

    def answer(self, p):
        return Number(float(np.sqrt(p["a"] ** 2 + p["b"] ** 2 + p["c"] ** 2)))

    def verify(self, p):
        s = self.scene(p)
        A, G, _ = self._names(p)
        return Number(float(np.linalg.norm(s.xyz(G) - s.xyz(A))))

    def scene(self, p):
        s = Scene()
        s.box(p["bottom"], p["top"], p["a"], p["b"], p["c"])
        A, G, C = self._names(p)
        s.segment(A, G, style="auxiliary")
        s.segment(A, C, style="auxiliary")
        return s

    def subquestions(self, p):
        A, G, C = self._names(p)
        ac = float(np.hypot(p["a"], p["b"]))
        return [
            SubQuestion(f"The base {''.join(p['bottom'])} is a rectangle with sides {p['a']} and {p['b']}. "
                        f"Find the length of its diagonal {A}{C}.", Number(ac),
                        "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In right triangle {A}{C}{G}, {A}{C} = {ac:.4g} and {C}{G} = {p['c']}, with the "
                        f"right angle at {C}. Find {A}{G}.",
                        Number(float(np.hypot(ac, p["c"]))), "solid_figures/cuboids/space_diagonal"),
        ]

    def backward(self, p):
        A, G, _ = self._names(p)
        d2 = p["a"] ** 2 + p["b"] ** 2 + p["c"] ** 2
        name = "".join(p["bottom"]) + "-" + "".join(p["top"])
        return Backward(
            f"In the cuboid {name}, {p['bottom'][0]}{p['bottom'][1]} = {p['a']}, "
            f"{p['bottom'][1]}{p['bottom'][2]} = {p['b']} and the space diagonal {A}{G} = √{d2}. "
            f"Find the height {p['bottom'][0]}{p['top'][0]}.",
            Number(float(np.sqrt(d2 - p["a"] ** 2 - p["b"] ** 2))), "c")

    def description(self, p):
        b, t = p["bottom"], p["top"]
        return (f"A cuboid {''.join(b)}-{''.join(t)} has rectangular base {''.join(b)} and top face "
                f"{''.join(t)} directly above it ({t[0]} above {b[0]}, and so on), with "
                f"{b[0]}{b[1]} = {p['a']}, {b[1]}{b[2]} = {p['b']}, {b[0]}{t[0]} = {p['c']}.")

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
