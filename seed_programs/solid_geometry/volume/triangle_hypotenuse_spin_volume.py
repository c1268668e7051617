"""Solid geometry (volume, free form): a right triangle ABC (right angle at C) turns once about the
line of its hypotenuse AB; find the exact volume of the double cone it sweeps (DynaSolidGeo, volume).
``answer`` uses the two cones on the common base circle of radius CH = CA·CB/AB (V = π·CH²·AB/3);
``verify`` uses Pappus' theorem in exact sympy coordinates (area × the path of the centroid)."""
import math

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_volume_area import exact_text

TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 12, 15), (12, 16, 20))


@seed_program(
    id="triangle_hypotenuse_spin_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/cone_volume", "solid_figures/composite_solids/volume_addition",
              "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (volume: solid of revolution of a right triangle about its hypotenuse)",
    variations=["numeric_values", "point_labels", "camera", "lengths_ratios"],
)
class TriangleHypotenuseSpinVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("triple_legs", "triple_hyp")), triple=IntRange(0, 6), scale=IntRange(1, 3),
                      leg=IntRange(2, 9), swap=IntRange(0, 1)),
        hard=dict(kind=OneOf(("free_legs", "free_hyp")), triple=IntRange(0, 6), scale=IntRange(1, 3),
                  leg=IntRange(3, 15), swap=IntRange(0, 1)),
        hard_means="legs that are not part of a Pythagorean triple (the hypotenuse, or the other leg, is a surd), "
                   "so the radius CH and the volume carry radicals to simplify",
    )

    def sample(self, rng, space):
        """Givens: CA and either CB or the hypotenuse AB (integers)."""
        kind = space.kind.draw(rng)
        if kind.startswith("triple"):
            k = int(space.scale.draw(rng))
            x, y, z = (k * t for t in TRIPLES[space.triple.draw(rng)])
            if space.swap.draw(rng):
                x, y = y, x
            return {"CA": int(x), "CB": int(y)} if kind == "triple_legs" else {"CA": int(x), "AB": int(z)}
        for _ in attempts("two legs (or a leg and a hypotenuse) with a surd third side and a ratio in [0.4, 2.5]"):
            x, y = int(space.leg.draw(rng)), int(space.leg.draw(rng))
            if kind == "free_legs" and x != y and math.isqrt(x * x + y * y) ** 2 != x * x + y * y and 0.4 <= x / y <= 2.5:
                return {"CA": x, "CB": y}
            if kind == "free_hyp" and y > x and 0.4 <= x / math.sqrt(y * y - x * x) <= 2.5 \
                    and math.isqrt(y * y - x * x) ** 2 != y * y - x * x:
                return {"CA": x, "AB": y}

    # -- statement ----------------------------------------------------------------------------------
    def _data(self, g, hide=False):
        ca = "?" if hide else g["CA"]
        if "CB" in g:
            return f"CA = {ca} and CB = {g['CB']}"
        return f"CA = {ca} and the hypotenuse AB = {g['AB']}"

    def _setup(self, g, hide=False):
        return (f"In the right triangle ABC the right angle is at C, with {self._data(g, hide)}. The triangle "
                f"is turned one full revolution about the line of its hypotenuse AB.")

    def question(self, g):
        return self._setup(g) + " Find the exact volume of the solid it sweeps out (in terms of π)."

    # -- answer: two cones on a common base -----------------------------------------------------------
    def _sides(self, p):
        b = sp.Integer(p["CA"])
        if "CB" in p:
            a = sp.Integer(p["CB"])
            return a, b, sp.sqrt(a * a + b * b)
        c = sp.Integer(p["AB"])
        return sp.sqrt(c * c - b * b), b, c

    def _volume(self, p):
        a, b, c = self._sides(p)
        r = a * b / c
        return sp.radsimp(sp.pi * r ** 2 * c / 3)

    def answer(self, p):
        return Expression(str(self._volume(p)))

    def verify(self, g):
        # Independent: Pappus — V = 2π·(distance from the centroid to AB)·(area), in exact coordinates
        # C = (0, 0), A on the x-axis, B on the y-axis.
        ca = sp.Integer(g["CA"])
        cb = sp.Integer(g["CB"]) if "CB" in g else sp.sqrt(sp.Integer(g["AB"]) ** 2 - ca ** 2)
        C, A, B = sp.Matrix([0, 0]), sp.Matrix([ca, 0]), sp.Matrix([0, cb])
        G = (A + B + C) / 3
        d = B - A
        dist = sp.Abs(d[0] * (G - A)[1] - d[1] * (G - A)[0]) / d.norm()
        area = sp.Abs((A - C)[0] * (B - C)[1] - (A - C)[1] * (B - C)[0]) / 2
        return Expression(str(sp.radsimp(sp.simplify(2 * sp.pi * dist * area))))

    def scene(self, g):
        ca = float(g["CA"])
        cb = float(g["CB"]) if "CB" in g else math.sqrt(g["AB"] ** 2 - ca * ca)
        c = math.hypot(ca, cb)
        ah = ca * ca / c                      # the foot H of the altitude from C
        r = ca * cb / c
        s = Scene()
        s.point("A", (0, 0, 0))
        s.point("B", (c, 0, 0))
        s.point("H", (ah, 0, 0))
        s.point("C", (ah, 0, r))
        s.solid("cone", (ah, 0, 0), r, ah, axis=(-1, 0, 0), color="#bfdbfe", opacity=0.3)
        s.solid("cone", (ah, 0, 0), r, c - ah, axis=(1, 0, 0), color="#bfdbfe", opacity=0.3)
        s.face(["A", "B", "C"], color="#fca5a5", opacity=0.5, with_edges=False)
        s.segment("A", "C")
        s.segment("C", "B")
        s.segment("A", "B", style="hidden")
        s.segment("C", "H", style="auxiliary")
        s.azimuth_range = (235.0, 305.0)      # seen from the side of the triangle: both cones and ABC readable
        return s

    # -- views ----------------------------------------------------------------------------------------
    def subquestions(self, g):
        a, b, c = self._sides(g)
        r = sp.radsimp(a * b / c)
        first = (SubQuestion(f"In the right triangle ABC (right angle at C), {self._data(g)}. Find AB.",
                             Expression(str(c)), "plane_figures/triangles/pythagorean_theorem") if "CB" in g else
                 SubQuestion(f"In the right triangle ABC (right angle at C), {self._data(g)}. Find CB.",
                             Expression(str(a)), "plane_figures/triangles/pythagorean_theorem"))
        return [first,
                SubQuestion(f"In the right triangle ABC (right angle at C), CA = {exact_text(b)}, CB = {exact_text(a)} "
                            f"and AB = {exact_text(c)}. Find the altitude CH to the hypotenuse.",
                            Expression(str(r)), "plane_figures/triangles/right_triangle_altitude"),
                SubQuestion(f"Two cones share a base circle of radius {exact_text(r)} and their heights add up to "
                            f"{exact_text(c)}. Find their total volume.", Expression(str(self._volume(g))),
                            "solid_figures/round_solids/cone_volume")]

    def backward(self, g):
        V = float(self._volume(g))
        other = g.get("CB")

        def vol(x):
            if other is not None:
                a, b = other, x
                return math.pi * a * a * b * b / (3 * math.hypot(a, b))
            return math.pi * (g["AB"] ** 2 - x * x) * x * x / (3 * g["AB"])

        if other is not None:
            lo, hi = 1e-9, 10.0 * g["CA"]                  # V grows with CA
        elif g["CA"] <= g["AB"] / math.sqrt(2):
            lo, hi = 1e-9, g["AB"] / math.sqrt(2)          # the rising side of V(CA)
        else:
            lo, hi = g["AB"] / math.sqrt(2), float(g["AB"])  # the falling side
        increasing = vol(hi) > vol(lo)
        for _ in range(200):
            mid = (lo + hi) / 2
            if (vol(mid) < V) == increasing:
                lo = mid
            else:
                hi = mid
        hint = "" if other is not None else (" (CA is the longer leg)" if g["CA"] > g["AB"] / math.sqrt(2)
                                             else " (CA is the shorter leg)")
        return Backward(self._setup(g, hide=True) + f" The solid swept out has volume {exact_text(self._volume(g))}. "
                        f"Find CA{hint}.", Number((lo + hi) / 2), "CA")

    def description(self, g):
        return (self._setup(g) + " The figure shows the hypotenuse AB lying horizontally (dashed, inside the solid), "
                "the shaded triangle ABC above it, the altitude CH to AB in red, and the solid swept out: two cones "
                "with apexes A and B joined along the circle that C traces about H.")

    def reasoning(self, p):
        a, b, c = self._sides(p)
        r = sp.radsimp(a * b / c)
        return [
            f"The sides: CA = {exact_text(b)}, CB = {exact_text(a)}, AB = {exact_text(c)} (Pythagoras).",
            "C moves on a circle about its foot H on AB, so the solid is two cones with apexes A and B on the common "
            "base circle of radius CH.",
            f"CH = CA·CB/AB = {exact_text(r)} (twice the area of ABC divided by AB).",
            f"V = (1/3)π·CH²·AH + (1/3)π·CH²·HB = (1/3)π·CH²·AB = (1/3)π·{exact_text(sp.expand(r ** 2))}·{exact_text(c)} "
            f"= {exact_text(self._volume(p))}.",
        ]
