"""Solid geometry (area, free form): a tetrahedron ABCD whose opposite edges are equal in pairs
(AB = CD, AC = BD, AD = BC); find the exact area of one face or its total surface area (DynaSolidGeo,
area; competition). ``answer`` notes that the four faces are congruent (SSS, each has the three
different edge lengths) and uses Heron's formula in the squared form 16S² = 2(x²y² + y²z² + z²x²) −
(x⁴ + y⁴ + z⁴); ``verify`` completes the tetrahedron to a box (its edges are face diagonals of an
a × b × c box), builds it in exact sympy coordinates and measures the faces by cross products."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.solid_volume_area import exact_hull_area, exact_text


def _root(n: int) -> str:
    """√n simplified: 20 -> 2√5, 49 -> 7."""
    return exact_text(sp.sqrt(n))


@seed_program(
    id="isosceles_tetrahedron_surface_area", topic="solid_geometry", category="area",
    level="competition", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/tetrahedra/box_embedding", "plane_figures/triangles/heron_formula",
              "plane_figures/triangles/congruence_criteria"],
    source="DynaSolidGeo-style (area: tetrahedron with equal opposite edges)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class IsoscelesTetrahedronSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("box", "integer"), p=[0.7, 0.3]), box=IntRange(1, 6), edge=IntRange(4, 9),
                      ask=OneOf(("face", "total"), p=[0.3, 0.7])),
        hard=dict(given=OneOf(("box", "integer"), p=[0.4, 0.6]), box=IntRange(3, 12), edge=IntRange(7, 20),
                  ask=OneOf(("face", "total"), p=[0.1, 0.9])),
        hard_means="longer edges, more often integer edges whose Heron radicand is large, and mostly the total area",
    )

    def sample(self, rng, space):
        """Givens: the squares x2 = AB² = CD², y2 = AC² = BD², z2 = AD² = BC² (integers; an acute triangle, so the
        tetrahedron exists), and what is asked."""
        kind = space.given.draw(rng)
        for _ in attempts("three different edges forming an acute triangle"):
            if kind == "box":
                a, b, c = (int(space.box.draw(rng)) for _ in range(3))
                x2, y2, z2 = a * a + b * b, a * a + c * c, b * b + c * c
            else:
                x, y, z = (int(space.edge.draw(rng)) for _ in range(3))
                x2, y2, z2 = x * x, y * y, z * z
            if len({x2, y2, z2}) == 3 and x2 + y2 > z2 and y2 + z2 > x2 and z2 + x2 > y2:
                break
        return {"x2": x2, "y2": y2, "z2": z2, "ask": space.ask.draw(rng)}

    def _setup(self, g, hide=None):
        e = lambda k: "?" if hide == k else _root(g[k])
        return (f"In the tetrahedron ABCD the opposite edges are equal in pairs: AB = CD = {e('x2')}, "
                f"AC = BD = {e('y2')} and AD = BC = {e('z2')}.")

    def _asked(self, g):
        return "the area of the face ABC" if g["ask"] == "face" else "the total surface area of the tetrahedron"

    def question(self, g):
        return self._setup(g) + f" Find the exact value of {self._asked(g)} (square roots allowed)."

    # -- answer: four congruent faces, Heron ----------------------------------------------------------------------
    def _face(self, p):
        x2, y2, z2 = (sp.Integer(p[k]) for k in ("x2", "y2", "z2"))
        return sp.sqrt(2 * (x2 * y2 + y2 * z2 + z2 * x2) - (x2 ** 2 + y2 ** 2 + z2 ** 2)) / 4

    def answer(self, p):
        S = self._face(p)
        return Expression(str(sp.radsimp(S if p["ask"] == "face" else 4 * S)))

    def verify(self, g):
        # Independent: box completion in exact coordinates: AB² = a² + b², AC² = a² + c², AD² = b² + c².
        x2, y2, z2 = (sp.Integer(g[k]) for k in ("x2", "y2", "z2"))
        a = sp.sqrt((x2 + y2 - z2) / 2)
        b = sp.sqrt((x2 + z2 - y2) / 2)
        c = sp.sqrt((y2 + z2 - x2) / 2)
        A, B, C, D = (0, 0, 0), (a, b, 0), (a, 0, c), (0, b, c)
        if g["ask"] == "face":
            n = sp.Matrix(B).cross(sp.Matrix(C))
            return Expression(str(sp.radsimp(sp.sqrt(sp.expand(n.dot(n))) / 2)))
        return Expression(str(sp.radsimp(exact_hull_area([A, B, C, D]))))

    def scene(self, g):
        x2, y2, z2 = g["x2"], g["y2"], g["z2"]
        a, b, c = (math.sqrt((u + v - w) / 2) for u, v, w in ((x2, y2, z2), (x2, z2, y2), (y2, z2, x2)))
        box = {k: np.array(v, float) for k, v in {"A": (0, 0, 0), "B": (a, b, 0), "C": (a, 0, c), "D": (0, b, c)}.items()}
        # stand the tetrahedron on its face ABC (the box's position would show it from an odd angle)
        e1 = box["B"] / np.linalg.norm(box["B"])
        n = np.cross(box["B"], box["C"])
        n /= np.linalg.norm(n)
        if n @ box["D"] < 0:
            n = -n
        e2 = np.cross(n, e1)
        pts = {k: (v @ e1, v @ e2, v @ n) for k, v in box.items()}
        s = Scene()
        s.polyhedron(pts, [["A", "B", "C"], ["A", "B", "D"], ["A", "C", "D"], ["B", "C", "D"]])
        return s

    # -- views -----------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        S = sp.radsimp(self._face(g))
        return [
            SubQuestion(self._setup(g) + " Are the four faces congruent? Answer yes or no.",
                        Text("yes"),
                        "plane_figures/triangles/congruence_criteria"),
            SubQuestion(f"A triangle has sides {_root(g['x2'])}, {_root(g['y2'])} and {_root(g['z2'])}. Find its exact "
                        f"area.", Expression(str(S)), "plane_figures/triangles/heron_formula"),
        ]

    def backward(self, g):
        value = sp.radsimp(self._face(g) if g["ask"] == "face" else 4 * self._face(g))
        S = value if g["ask"] == "face" else value / 4
        # 16S² = −x2² + 2x2(y2 + z2) − (y2 − z2)²: two roots symmetric about y2 + z2; the faces are acute
        # (x2 < y2 + z2), so AB² is the smaller root
        y2, z2 = g["y2"], g["z2"]
        t = sp.symbols("t")
        x2 = min(float(r) for r in sp.solve(sp.Eq(-t ** 2 + 2 * t * (y2 + z2) - (y2 - z2) ** 2, 16 * S ** 2), t))
        asked = self._asked(g)
        return Backward(self._setup(g, hide="x2") + f" {asked[0].upper() + asked[1:]} is {exact_text(value)}, and "
                        f"the faces are acute triangles. Find AB² (the square of AB).", Number(x2), "x2")

    def description(self, g):
        return ("The tetrahedron ABCD is drawn with its six edges (hidden ones dashed). " + self._setup(g))

    def reasoning(self, p):
        x2, y2, z2 = p["x2"], p["y2"], p["z2"]
        S = sp.radsimp(self._face(p))
        steps = [
            "Every face has one edge from each equal pair: ABC has AB, AC, BC; BCD has CD, BD, BC; and so on. "
            "So the four faces are congruent (SSS).",
            f"Each face has sides with squares {x2}, {y2}, {z2}; Heron's formula in squared form: "
            f"16S² = 2({x2}·{y2} + {y2}·{z2} + {z2}·{x2}) − ({x2}² + {y2}² + {z2}²) = "
            f"{2 * (x2 * y2 + y2 * z2 + z2 * x2) - (x2 ** 2 + y2 ** 2 + z2 ** 2)}.",
            f"So one face has area S = {exact_text(S)}.",
        ]
        if p["ask"] == "total":
            steps.append(f"Total surface area = 4S = {exact_text(sp.radsimp(4 * S))}.")
        return steps
