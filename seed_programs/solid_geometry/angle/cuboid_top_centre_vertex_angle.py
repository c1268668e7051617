"""Solid geometry (angle): P is the centre of the top face of a cuboid; find the plane angle ∠XPY it
subtends with two vertices: two bottom vertices (an edge or a diagonal of the base) or, harder, a top
vertex and a bottom vertex (DynaSolidGeo, angle). ``answer`` finds PX, PY and XY by the Pythagorean
theorem and applies the law of cosines (sympy, exact cosine); ``verify`` takes the dot product of the
vectors PX and PY in the scene's coordinates (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import cuboid_corner, cuboid_labels, surd_text
from dynaforge.sdk.solid_angle_more import signed_positive_root

BASE_PAIRS = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)]
MIXED_PAIRS = [(t, b) for t in range(4, 8) for b in range(4)]
A_, B_, C_ = sp.symbols("a b c", positive=True)


@seed_program(
    id="cuboid_top_centre_vertex_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["plane_figures/triangles/law_of_cosines", "plane_figures/triangles/pythagorean_theorem",
              "solid_figures/cuboids/space_diagonal"],
    source="DynaSolidGeo-style (angle: the angle subtended at the centre of a cuboid's top face)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class CuboidTopCentreVertexAngle(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), mixed_share=0.0, style=OneOf(("prime", "sub", "next")),
                      centre=OneOf(("P", "O", "M"))),
        hard=dict(edge=IntRange(3, 12), mixed_share=0.75, style=OneOf(("prime", "sub", "next")),
                  centre=OneOf(("P", "O", "M"))),
        hard_means="larger edges and mostly one top and one bottom vertex, so PX, PY and XY are a half face "
                   "diagonal, a slanted segment and an edge, face diagonal or space diagonal, and the angle may be obtuse",
    )

    def sample(self, rng, space):
        for _ in attempts("a cuboid (not a cube) whose height is recoverable from the angle"):
            a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
            if a == b == c:
                continue
            pool = MIXED_PAIRS if rng.random() < space.mixed_share else BASE_PAIRS
            x, y = pool[int(rng.integers(0, len(pool)))]
            if rng.random() < 0.5:
                x, y = y, x
            g = {"a": a, "b": b, "c": c, "pair": [x, y], "style": space.style.draw(rng),
                 "centre": space.centre.draw(rng)}
            if self._recover_c(g) is not None:
                return g

    # -- names -----------------------------------------------------------------------------------
    def _givens(self, g, hide=None):
        L = cuboid_labels(g["style"])
        dims = [(f"{L[0]}{L[1]}", "a"), (f"{L[1]}{L[2]}", "b"), (f"{L[0]}{L[4]}", "c")]
        given = [f"{n} = {g[k]}" for n, k in dims if k != hide]
        return (f"In the cuboid {''.join(L[:4])}-{''.join(L[4:])}, " + ", ".join(given[:-1]) + f" and {given[-1]}; "
                f"{g['centre']} is the centre of the top face {''.join(L[4:])}.")

    def _angle_name(self, g):
        L = cuboid_labels(g["style"])
        x, y = g["pair"]
        return f"∠{L[x]}{g['centre']}{L[y]}"

    def question(self, g):
        return f"{self._givens(g)} Find {self._angle_name(g)}, in degrees (to 0.1°)."

    # -- law of cosines (sympy) ------------------------------------------------------------------
    def _lengths2(self, p, a=None, b=None, c=None):
        a = sp.Integer(p["a"]) if a is None else a
        b = sp.Integer(p["b"]) if b is None else b
        c = sp.Integer(p["c"]) if c is None else c
        x, y = p["pair"]
        half2 = (a ** 2 + b ** 2) / 4              # centre to a top vertex, squared

        def to_centre2(i):
            return half2 if i >= 4 else half2 + c ** 2

        X, Y = cuboid_corner(a, b, c, x), cuboid_corner(a, b, c, y)
        xy2 = sum((u - v) ** 2 for u, v in zip(X, Y))
        return to_centre2(x), to_centre2(y), xy2

    def _cos(self, p, **kw):
        px2, py2, xy2 = self._lengths2(p, **kw)
        return sp.radsimp((px2 + py2 - xy2) / (2 * sp.sqrt(px2) * sp.sqrt(py2)))

    def _recover_c(self, p):
        return signed_positive_root(self._cos(p, c=C_), C_, sp.nsimplify(self._cos(p)))

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._cos(p)))))

    def verify(self, g):
        # Independent: vectors from the centre to the two vertices, in the scene, and their dot product.
        s = self.scene(g)
        L = cuboid_labels(g["style"])
        x, y = g["pair"]
        P = s.xyz(g["centre"])
        u, v = s.xyz(L[x]) - P, s.xyz(L[y]) - P
        return Number(math.degrees(math.acos(float(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))))

    def scene(self, g):
        L = cuboid_labels(g["style"])
        a, b, c = g["a"], g["b"], g["c"]
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        s.point(g["centre"], (a / 2, b / 2, c))
        x, y = g["pair"]
        s.segment(g["centre"], L[x], style="auxiliary")
        s.segment(g["centre"], L[y], style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        x, y = g["pair"]
        P = g["centre"]
        px2, py2, xy2 = self._lengths2(g)
        return [SubQuestion(f"{self._givens(g)} Find {P}{L[x]}.", Number(float(sp.sqrt(px2))),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"{self._givens(g)} Find {P}{L[y]}.", Number(float(sp.sqrt(py2))),
                            "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(f"{self._givens(g)} Find {L[x]}{L[y]}.", Number(float(sp.sqrt(xy2))),
                            "solid_figures/cuboids/space_diagonal")]

    def backward(self, g):
        L = cuboid_labels(g["style"])
        return Backward(f"{self._givens(g, hide='c')} The cosine of {self._angle_name(g)} is "
                        f"{surd_text(sp.nsimplify(self._cos(g)))}. Find {L[0]}{L[4]}.",
                        Number(float(self._recover_c(g))), "c")

    def description(self, g):
        L = cuboid_labels(g["style"])
        x, y = g["pair"]
        P = g["centre"]
        return (f"{self._givens(g)} The bottom face {''.join(L[:4])} is labelled counter-clockwise and the top "
                f"face {''.join(L[4:])} lies directly above it ({L[4]} above {L[0]}, and so on); "
                f"{P}{L[x]} and {P}{L[y]} are drawn in red.")

    def reasoning(self, p):
        L = cuboid_labels(p["style"])
        x, y = p["pair"]
        P = p["centre"]
        px2, py2, xy2 = self._lengths2(p)
        cos = sp.nsimplify(self._cos(p))
        ang = self.answer(p).value
        steps = [f"{P} is the centre of the top face, so it is {surd_text(sp.sqrt(p['a'] ** 2 + p['b'] ** 2) / 2)} "
                 f"(half the face diagonal) from each top vertex; a bottom vertex lies {L[0]}{L[4]} = {p['c']} "
                 f"below a top vertex, so it is √(that² + {p['c']}²) from {P}."]
        diffs = sum(1 for u, v in zip(cuboid_corner(1, 2, 3, x), cuboid_corner(1, 2, 3, y)) if u != v)
        kind = {1: "an edge", 2: "a face diagonal", 3: "a space diagonal"}[diffs]
        steps.append(f"{P}{L[x]} = {surd_text(sp.sqrt(px2))}, {P}{L[y]} = {surd_text(sp.sqrt(py2))}, and "
                     f"{L[x]}{L[y]} = {surd_text(sp.sqrt(xy2))} ({kind}).")
        steps.append(f"Law of cosines in triangle {L[x]}{P}{L[y]}: cos{self._angle_name(p)} = "
                     f"({P}{L[x]}² + {P}{L[y]}² − {L[x]}{L[y]}²)/(2·{P}{L[x]}·{P}{L[y]}) = {surd_text(cos)}, "
                     f"so the angle ≈ {ang:.1f}°.")
        return steps
