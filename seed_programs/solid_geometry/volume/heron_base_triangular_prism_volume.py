"""Solid geometry (volume, exact): a right triangular prism ABC-A₁B₁C₁ whose base is given only by its
three side lengths and whose lateral edge is given; find the volume (base area by Heron's formula, times
the height). Standard bases are Heronian (integer area); hard bases are general integer triangles, so the
volume carries a square root. ``answer`` uses Heron's formula (sympy); ``verify`` places the base in
coordinates (C from the two distances CA, CB) and takes half the determinant of AB, AC, AA₁."""
import math

import sympy as sp

from dynaforge.sdk import (Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           attempts, seed_program)
from dynaforge.sdk.scene import solid_vertex_labels, surd_text


def _heronian(limit):
    """Integer triangles (a ≤ b ≤ c ≤ limit) with integer area."""
    out = []
    for c in range(3, limit + 1):
        for b in range(2, c + 1):
            for a in range(max(1, c - b + 1), b + 1):
                s16 = (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c)
                r = math.isqrt(s16)
                if r * r == s16 and r % 4 == 0:
                    out.append((a, b, c))
    return out


HERONIAN = _heronian(25)


@seed_program(
    id="heron_base_triangular_prism_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/prisms/volume", "solid_figures/prisms/right_prism", "plane_figures/triangles/heron_formula"],
    source="DynaSolidGeo-style (right prism over a triangle given by its three sides)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class HeronBaseTriangularPrismVolume(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("heronian",)), side=IntRange(4, 20), height=IntRange(3, 16),
                      style=OneOf(("sub", "prime", "digit"))),
        hard=dict(base=OneOf(("general",)), side=IntRange(5, 19), height=IntRange(5, 20),
                  style=OneOf(("sub", "prime", "digit"))),
        hard_means="general integer sides: the base area from Heron's formula is a surd to simplify "
                   "(16S² = (a+b+c)(−a+b+c)(a−b+c)(a+b−c)), longer lateral edges",
    )

    def sample(self, rng, space):
        """Givens: BC, CA, AB of the base, the lateral edge AA₁, the label style."""
        style = space.style.draw(rng)
        if space.base.draw(rng) == "heronian":
            sides = list(HERONIAN[int(rng.integers(len(HERONIAN)))])
        else:
            for _ in attempts("a clearly non-degenerate integer triangle with an irrational area"):
                sides = sorted(space.side.draw(rng) for _ in range(3))
                a, b, c = sides
                s16 = (a + b + c) * (-a + b + c) * (a - b + c) * (a + b - c)
                # a clearly non-degenerate triangle whose area is irrational
                if a + b > c + 1 and math.isqrt(s16) ** 2 != s16 and a * a + b * b > 0.3 * c * c:
                    break
        rng.shuffle(sides)
        h = space.height.draw(rng)
        return {"BC": int(sides[0]), "CA": int(sides[1]), "AB": int(sides[2]), "h": h, "style": style}

    def _labels(self, g):
        bottom, top = solid_vertex_labels(3, g["style"])
        return bottom, top

    def _setting(self, g, hide=None):
        (A, B, C), (A1, B1, C1) = self._labels(g)
        h = "x" if hide == "h" else g["h"]
        return (f"In the right triangular prism {A}{B}{C}-{A1}{B1}{C1} the lateral edges are perpendicular to the base; "
                f"the base has sides {A}{B} = {g['AB']}, {B}{C} = {g['BC']} and {C}{A} = {g['CA']}, and the lateral "
                f"edge is {A}{A1} = {h}.")

    def question(self, g):
        return f"{self._setting(g)} Find the volume of the prism (exact value)."

    def description(self, g):
        return self._setting(g)

    def _area(self, p):
        a, b, c = (sp.Integer(p[k]) for k in ("BC", "CA", "AB"))
        s = (a + b + c) / 2
        return sp.sqrt(s * (s - a) * (s - b) * (s - c))

    def answer(self, p):
        return Expression(str(sp.nsimplify(self._area(p) * p["h"])))

    def verify(self, g):
        # Independent: coordinates. A at the origin, B on the x-axis, C from |CA| and |CB|; the volume is
        # |det(AB, AC, AA₁)| / 2 (the prism is half the parallelepiped on these edges).
        a, b, c, h = (sp.Integer(g[k]) for k in ("BC", "CA", "AB", "h"))
        x = (b ** 2 + c ** 2 - a ** 2) / (2 * c)
        y = sp.sqrt(b ** 2 - x ** 2)
        assert b ** 2 - x ** 2 > 0, "the three sides do not form a triangle"
        M = sp.Matrix([[c, 0, 0], [x, y, 0], [0, 0, h]])
        vol = sp.radsimp(sp.Abs(M.det()) / 2)
        return Expression(str(sp.nsimplify(vol)))

    def scene(self, g):
        (A, B, C), (A1, B1, C1) = self._labels(g)
        a, b, c = (float(g[k]) for k in ("BC", "CA", "AB"))
        x = (b * b + c * c - a * a) / (2 * c)
        y = math.sqrt(b * b - x * x)
        s = Scene()
        s.prism([A, B, C], [A1, B1, C1], [(0.0, 0.0), (c, 0.0), (x, y)], float(g["h"]))
        return s

    def subquestions(self, g):
        (A, B, C), _ = self._labels(g)
        S = self._area(g)
        return [SubQuestion(f"Triangle {A}{B}{C} has sides {A}{B} = {g['AB']}, {B}{C} = {g['BC']} and {C}{A} = "
                            f"{g['CA']}. Find its area (exact value).", Expression(str(sp.nsimplify(S))),
                            "plane_figures/triangles/heron_formula")]

    def backward(self, g):
        V = sp.nsimplify(self._area(g) * g["h"])
        (A, B, C), (A1, B1, C1) = self._labels(g)
        return Backward(f"{self._setting(g, hide='h')} The prism has volume {surd_text(V)}. Find x = {A}{A1}.",
                        Number(float(g["h"])), "h")

    def reasoning(self, p):
        (A, B, C), (A1, B1, C1) = self._labels(p)
        a, b, c = p["BC"], p["CA"], p["AB"]
        s = sp.Rational(a + b + c, 2)
        S = sp.nsimplify(self._area(p))
        return [f"The prism is right, so its height is the lateral edge {A}{A1} = {p['h']} and V = S·h with S the area "
                f"of triangle {A}{B}{C}.",
                f"Heron: s = ({a} + {b} + {c})/2 = {s}, S = √(s(s − a)(s − b)(s − c)) = √({s}·{s - a}·{s - b}·{s - c}) "
                f"= {surd_text(S)}.",
                f"V = {surd_text(S)}·{p['h']} = {surd_text(sp.nsimplify(S * p['h']))}."]
