"""Solid geometry (dynamic point): A, B, C are fixed points on a sphere with centre O and radius R,
triangle ABC given (equilateral, right-angled at C by its legs, or isosceles with ∠ACB = 120°), and D
moves over the sphere; find the largest volume of the tetrahedron D-ABC or the largest distance from D to
the plane ABC (Gaokao classic). ``answer`` is synthetic (sympy): the plane ABC cuts the sphere in the
circumcircle of ABC (radius ρ by the law of sines), O is d = √(R² − ρ²) from it, and D is farthest on
the far side, R + d away, so V = ⅓·S·(R + d); ``verify`` places A, B, C from the side lengths, finds
the centre by solving |OA| = |OB| = |OC| = R numerically and maximises the volume over points of the
sphere (a grid of angles, then a local search)."""
from fractions import Fraction
from math import isqrt

import numpy as np
import sympy as sp
from scipy.optimize import least_squares, minimize

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text

RIGHT_LEGS = ((6, 8), (5, 12), (8, 15), (9, 12), (12, 16), (3, 4), (7, 24), (10, 24), (4, 6), (6, 9), (4, 10))


@seed_program(
    id="sphere_point_max_tetrahedron_volume", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "solid_figures/moving_points/extremum_at_perpendicular_foot",
              "solid_figures/pyramids/volume"],
    source="Gaokao-style (dynamic point on a sphere through three fixed points)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class SpherePointMaxTetrahedronVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("equilateral", "right", "isosceles120")), size=IntRange(2, 8),
                      extra=IntRange(1, 6), ask=OneOf(("volume", "volume", "distance")), mover=OneOf(("D", "P"))),
        hard=dict(kind=OneOf(("equilateral", "right", "isosceles120"), p=[0.3, 0.4, 0.3]), size=IntRange(4, 12),
                  extra=IntRange(1, 9), ask=OneOf(("volume", "distance"), p=[0.8, 0.2]), mover=OneOf(("D", "P"))),
        hard_means="larger triangles, more right triangles with less familiar legs (a hypotenuse first) and a radius "
                   "not chosen to make the distance from O to the plane ABC rational (surds throughout), mostly the volume",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        if kind == "right":
            legs = RIGHT_LEGS[int(rng.integers(0, len(RIGHT_LEGS)))]
            size = list(legs) if rng.integers(0, 2) else [legs[1], legs[0]]
            rho2 = Fraction(legs[0] ** 2 + legs[1] ** 2, 4)
        else:
            side = space.size.draw(rng)
            if kind == "equilateral" and space.level == "standard":
                side = 3 * ((side + 1) // 2)                  # ρ = side/√3 = m√3: a sphere of radius 2m fits it nicely
            size = [side]
            rho2 = Fraction(side * side, 3) if kind == "equilateral" else Fraction(side * side)
        lo = int(np.ceil(float(rho2) ** 0.5 - 1e-12))
        nice = [R for R in range(lo, lo + 13) if self._is_rational_root(R * R - rho2)]
        if space.level == "standard" and nice:
            R = nice[int(rng.integers(0, min(len(nice), 3)))]
        else:
            R = max(lo, int(np.floor(float(rho2) ** 0.5)) + space.extra.draw(rng))
        return {"kind": kind, "sides": size, "R": R, "ask": space.ask.draw(rng), "mover": space.mover.draw(rng)}

    @staticmethod
    def _is_rational_root(q):
        """Whether the fraction q ≥ 0 is the square of a fraction."""
        q = Fraction(q)
        n, d = isqrt(q.numerator), isqrt(q.denominator)
        return q >= 0 and n * n == q.numerator and d * d == q.denominator

    # -- text ---------------------------------------------------------------------------------
    def _triangle_text(self, g):
        if g["kind"] == "equilateral":
            return f"triangle ABC is equilateral with side {g['sides'][0]}"
        if g["kind"] == "right":
            return f"∠ACB = 90°, CA = {g['sides'][0]} and CB = {g['sides'][1]}"
        return f"CA = CB = {g['sides'][0]} and ∠ACB = 120°"

    def _given(self, g, hide_r=False):
        radius = "radius R" if hide_r else f"radius {g['R']}"
        return (f"A, B and C are points on a sphere with centre O and {radius}, and {self._triangle_text(g)}. "
                f"Point {g['mover']} moves over the surface of the sphere.")

    def _asked(self, g):
        D = g["mover"]
        return (f"the largest possible volume of the tetrahedron {D}-ABC" if g["ask"] == "volume"
                else f"the largest possible distance from {D} to the plane ABC")

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        return (self._given(g) + f" The figure shows the sphere, the triangle ABC inside it, the centre O and "
                f"one position of {g['mover']} joined to A, B and C.")

    # -- answer: circumcircle of ABC, distance of the plane from O ----------------------------------
    def _parts(self, p):
        """(area S, circumradius ρ, distance d from O to plane ABC), exact."""
        if p["kind"] == "equilateral":
            s = sp.Integer(p["sides"][0])
            S, rho = sp.sqrt(3) * s ** 2 / 4, s / sp.sqrt(3)          # law of sines: s / (2 sin 60°)
        elif p["kind"] == "right":
            a, b = map(sp.Integer, p["sides"])
            S, rho = a * b / 2, sp.sqrt(a * a + b * b) / 2             # Thales: the hypotenuse is a diameter
        else:
            s = sp.Integer(p["sides"][0])
            S = s * s * sp.sin(sp.pi * 2 / 3) / 2
            rho = (sp.sqrt(3) * s) / (2 * sp.sin(sp.pi * 2 / 3))      # AB = √3·s, AB / (2 sin 120°)
        d = sp.sqrt(sp.Integer(p["R"]) ** 2 - rho ** 2)
        return sp.nsimplify(S), sp.radsimp(rho), sp.radsimp(d)

    def _exact(self, p):
        S, _, d = self._parts(p)
        far = p["R"] + d
        return sp.radsimp(S * far / 3) if p["ask"] == "volume" else far

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates and a search over the sphere -------------------------------------------
    def verify(self, g):
        R = float(g["R"])
        if g["kind"] == "equilateral":
            ca = cb = float(g["sides"][0]); angle = np.pi / 3
        elif g["kind"] == "right":
            ca, cb = map(float, g["sides"]); angle = np.pi / 2
        else:
            ca = cb = float(g["sides"][0]); angle = 2 * np.pi / 3
        C = np.zeros(3)
        A = np.array([ca, 0.0, 0.0])
        B = np.array([cb * np.cos(angle), cb * np.sin(angle), 0.0])
        guess = (A + B + C) / 3 + np.array([0.0, 0.0, R / 2])
        sol = least_squares(lambda o: [np.linalg.norm(o - X) - R for X in (A, B, C)], guess, xtol=1e-15,
                            ftol=1e-15, gtol=1e-15)
        O = sol.x
        assert max(abs(np.linalg.norm(O - X) - R) for X in (A, B, C)) < 1e-9

        def on_sphere(ang):
            th, ph = ang
            return O + R * np.array([np.sin(th) * np.cos(ph), np.sin(th) * np.sin(ph), np.cos(th)])

        def neg(ang):
            D = on_sphere(ang)
            if g["ask"] == "volume":
                return -abs(np.linalg.det(np.array([A - D, B - D, C - D]))) / 6
            return -abs(D[2])                                            # the plane ABC is z = 0
        grid = [(th, ph) for th in np.linspace(0.05, np.pi - 0.05, 25) for ph in np.linspace(0, 2 * np.pi, 36)]
        start = min(grid, key=neg)
        best = minimize(neg, start, method="Nelder-Mead", options={"xatol": 1e-12, "fatol": 1e-14, "maxiter": 4000})
        return Number(float(-best.fun))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        R = float(g["R"])
        _, rho, d = self._parts({**g, "ask": "volume"})
        rho, d = float(rho), float(d)
        if g["kind"] == "equilateral":
            ang = {"A": 210.0, "B": 330.0, "C": 90.0}
        elif g["kind"] == "right":
            a, b = g["sides"]
            half = np.degrees(np.arctan2(a, b))          # C sees the diameter AB; ∠AOC = 2·∠ABC
            ang = {"A": 180.0, "B": 0.0, "C": 180.0 - 2 * half}
        else:                                            # ∠ACB = 120°: C on the 120° arc AB, at its middle
            ang = {"A": 150.0, "B": 30.0, "C": 90.0}
        s = Scene()
        s.solid("sphere", (0, 0, 0), R)
        for k, t in ang.items():
            s.point(k, (rho * np.cos(np.radians(t)), rho * np.sin(np.radians(t)), -d))
        s.face(["A", "B", "C"], color="#fde68a", opacity=0.35)
        s.point("O", (0, 0, 0))
        D = g["mover"]
        th, ph = np.radians(35.0), np.radians(120.0)
        s.point(D, (R * np.sin(th) * np.cos(ph), R * np.sin(th) * np.sin(ph), R * np.cos(th)))
        for k in "ABC":
            s.segment(D, k, style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        _, rho, d = self._parts(g)
        base = f"A, B and C are points on a sphere with centre O and radius {g['R']}, and {self._triangle_text(g)}."
        return [SubQuestion(base + " Find the radius of the circle in which the plane ABC cuts the sphere.",
                            Number(float(rho)), "solid_figures/round_solids/sphere_plane_section"),
                SubQuestion(base + " Find the distance from O to the plane ABC.", Number(float(d)),
                            "solid_figures/round_solids/sphere_plane_section")]

    def backward(self, g):
        S, rho, _ = self._parts(g)
        value = float(self._exact(g))
        shown = float(f"{value:.10g}")
        k = 3 * shown / float(S) if g["ask"] == "volume" else shown      # k = R + √(R² − ρ²)
        R = (k * k + float(rho) ** 2) / (2 * k)
        return Backward(self._given(g, hide_r=True) + f" Then {self._asked(g)} is {shown}. Find R.", Number(R), "R")

    def reasoning(self, p):
        S, rho, d = self._parts(p)
        R, D = p["R"], p["mover"]
        steps = [f"The plane ABC cuts the sphere in the circle through A, B, C: the circumcircle of ABC, of radius "
                 f"ρ = {surd_text(rho)} (law of sines; for a right angle at C the hypotenuse AB is a diameter).",
                 f"The foot of O on the plane is that circle's centre, so d = √(R² − ρ²) = √({R}² − {surd_text(rho ** 2)}) "
                 f"= {surd_text(d)}.",
                 f"The distance from {D} to the plane is largest for {D} on the line through O perpendicular to the "
                 f"plane, on the far side: R + d = {surd_text(R + d)}."]
        if p["ask"] == "volume":
            steps.append(f"The area of ABC is {surd_text(S)}, so V = ⅓·{surd_text(S)}·({surd_text(R + d)}) = "
                         f"{surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
