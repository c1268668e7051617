"""Solid geometry: the angle between two opposite edges of a tetrahedron given only its six edge
lengths, by AB·CD = (AD² + BC² − AC² − BD²)/2 (competition, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import restyle_segment, surd_text
from dynaforge.sdk.solid_angles import tetrahedron_from_edges

EDGES = ("AB", "AC", "AD", "BC", "BD", "CD")
PAIRS = (("AB", "CD"), ("AC", "BD"), ("AD", "BC"))


@seed_program(
    id="tetrahedron_opposite_edges_angle", topic="solid_geometry", category="angle",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/angles/opposite_edges_dot_product"],
    source="DynaSolidGeo / competition-style (angle between opposite edges of a tetrahedron from its edge lengths)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class TetrahedronOppositeEdgesAngle(SeedProgram):
    levels = Levels(
        standard=dict(isosceles_share=0.3, edge=IntRange(3, 9), perpendicular_keep=0.3),
        hard=dict(isosceles_share=0.1, edge=IntRange(5, 19), perpendicular_keep=0.1),
        hard_means="longer edges from a wider range, hardly ever the symmetric isosceles tetrahedron or a "
                   "perpendicular pair, so the dot product from six lengths is a genuine computation",
    )

    def sample(self, rng, space):
        for _ in attempts("a non-flat tetrahedron from six edges, rarely with perpendicular opposite edges"):
            if rng.random() < space.isosceles_share:   # an isosceles tetrahedron (opposite edges equal) now and then
                x, y, z = (int(v) for v in space.edge.draw(rng, size=3))
                L = [x, y, z, z, y, x]
            else:
                L = [int(v) for v in space.edge.draw(rng, size=6)]
            try:
                X = tetrahedron_from_edges(*L)
            except ValueError:
                continue
            # a readable, not too flat tetrahedron: height of D at least a third of the longest edge
            if X[3][2] < max(L) / 3:
                continue
            pair = int(rng.integers(0, 3))
            e, f = PAIRS[pair]
            d = self._dot_exact(dict(zip(EDGES, L)), e, f)
            if d == 0 and rng.random() > space.perpendicular_keep:  # keep perpendicular pairs rare
                continue
            return {"L": L, "pair": pair}

    @staticmethod
    def _dot_exact(E, e, f):
        """(vector e)·(vector f) for e = XY, f = ZW: (XW² + YZ² − XZ² − YW²)/2."""
        x, y = e
        z, w = f
        sq = lambda a, b: sp.Integer(E["".join(sorted(a + b))]) ** 2
        return (sq(x, w) + sq(y, z) - sq(x, z) - sq(y, w)) / 2

    def _E(self, p):
        return dict(zip(EDGES, p["L"]))

    def _cos(self, p):
        E = self._E(p)
        e, f = PAIRS[p["pair"]]
        return sp.Abs(self._dot_exact(E, e, f)) / (E[e] * E[f])

    def _givens(self, p):
        E = self._E(p)
        return "In the tetrahedron ABCD, " + ", ".join(f"{k} = {E[k]}" for k in EDGES[:-1]) + \
            f" and CD = {E['CD']}."

    def question(self, g):
        e, f = PAIRS[g["pair"]]
        return f"{self._givens(g)} Find the angle between the lines {e} and {f}, in degrees."

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._cos(p)))))

    def verify(self, g):
        # Independent: coordinates of the scene (built from the lengths) and a plain dot product.
        s = self.scene(g)
        e, f = PAIRS[g["pair"]]
        u = s.xyz(e[1]) - s.xyz(e[0])
        v = s.xyz(f[1]) - s.xyz(f[0])
        c = abs(u @ v) / (np.linalg.norm(u) * np.linalg.norm(v))
        return Number(float(np.degrees(np.arccos(min(1.0, c)))))

    def scene(self, g):
        X = tetrahedron_from_edges(*g["L"])
        s = Scene()
        s.polyhedron(dict(zip("ABCD", X)), [["A", "B", "C"], ["A", "B", "D"], ["B", "C", "D"], ["C", "A", "D"]])
        for e in PAIRS[g["pair"]]:
            restyle_segment(s, e[0], e[1], "auxiliary")
        return s

    def description(self, g):
        e, f = PAIRS[g["pair"]]
        return (f"{self._givens(g)} The lines {e} and {f} are opposite edges (they share no vertex). "
                f"Find the angle between the lines {e} and {f}, in degrees.")

    def subquestions(self, g):
        e, f = PAIRS[g["pair"]]
        d = self._dot_exact(self._E(g), e, f)
        return [
            SubQuestion(f"{self._givens(g)} Find the dot product of the vectors {e} and {f} "
                        f"(from {e[0]} to {e[1]} and from {f[0]} to {f[1]}).", Number(float(d)),
                        "solid_figures/angles/opposite_edges_dot_product"),
            SubQuestion(f"{self._givens(g)} Find the cosine of the angle between the lines {e} and {f}.",
                        Number(float(self._cos(g))), "solid_figures/angles/skew_lines_angle"),
        ]

    def reasoning(self, p):
        E = self._E(p)
        (x, y), (z, w) = PAIRS[p["pair"]]
        k = lambda a, b: E["".join(sorted(a + b))]
        d = self._dot_exact(E, x + y, z + w)
        cos = self._cos(p)
        return [
            f"Write {z}{w}→ = {x}{w}→ − {x}{z}→, so {x}{y}→·{z}{w}→ = {x}{y}→·{x}{w}→ − {x}{y}→·{x}{z}→; by the "
            f"law of cosines in triangles {x}{y}{w} and {x}{y}{z}, {x}{y}→·{x}{w}→ = ({x}{y}² + {x}{w}² − {y}{w}²)/2 and "
            f"{x}{y}→·{x}{z}→ = ({x}{y}² + {x}{z}² − {y}{z}²)/2, hence "
            f"{x}{y}→·{z}{w}→ = ({x}{w}² + {y}{z}² − {x}{z}² − {y}{w}²)/2.",
            f"Here {x}{w}² + {y}{z}² − {x}{z}² − {y}{w}² = {k(x, w) ** 2} + {k(y, z) ** 2} − {k(x, z) ** 2} − "
            f"{k(y, w) ** 2} = {2 * d}, so {x}{y}→·{z}{w}→ = {surd_text(d)}.",
            f"cos θ = |{x}{y}→·{z}{w}→| / ({x}{y}·{z}{w}) = {surd_text(sp.Abs(d))} / ({E[x + y]}·{E[z + w]}) = "
            f"{surd_text(cos)}.",
            f"θ = arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]
