"""Solid geometry (dynamic points): P and Q start together from the ends of two skew edges of a cube or
cuboid and move along them, Q at the same speed as P or k times as fast (UQ... = k·AP), until one of them
reaches the end of its edge; find the least distance PQ, or how far P has gone when it is least. ``answer``
writes PQ² as a quadratic in x = AP from the edge vectors (sympy) and takes its vertex; ``verify`` moves the
two points in coordinates and minimises |PQ| by a dense scan refined by golden section (numpy)."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_corner, cuboid_labels, cuboid_text, surd_text
from dynaforge.sdk.solid_length_moving import value_text
from dynaforge.sdk.solid_moving import scan_min

ASKS = ("distance", "position")


def _coef(x):
    """A coefficient as text, bracketed when it is a fraction or a surd: 2, (13/4), (3√2/2)."""
    t = surd_text(x)
    return f"({t})" if any(ch in t for ch in "/√") else t


@seed_program(
    id="cuboid_two_points_min_distance", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/distance_as_function", "solid_figures/positional/skew_lines"],
    source="DynaSolidGeo-style (dynamic points: two points moving along skew edges of a box)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidTwoPointsMinDistance(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 10), cube_share=0.4, speed=OneOf((1,)), ask=OneOf(ASKS, p=[0.7, 0.3]),
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(edge=IntRange(3, 16), cube_share=0.1, speed=OneOf((2, 3, Fraction(1, 2), Fraction(3, 2))),
                  ask=OneOf(ASKS, p=[0.5, 0.5]), style=OneOf(("prime", "sub", "digit"))),
        hard_means="unequal speeds (Q two or three times, half or one and a half times as fast as P), so the "
                   "direction of PQ's change is k·v − u, and larger, unequal boxes",
    )

    def sample(self, rng, space):
        cube = rng.random() < space.cube_share
        k = Fraction(space.speed.draw(rng))
        style = space.style.draw(rng)
        skew = [(e, f) for e, f in combinations(CUBOID_EDGES, 2) if not set(e) & set(f)
                and self._dir(e) != self._dir(f)]
        for _ in attempts("a least distance strictly inside the motion, not at a trivial instant"):
            dims = [int(space.edge.draw(rng))] * 3 if cube else [int(v) for v in space.edge.draw(rng, size=3)]
            e, f = skew[int(rng.integers(0, len(skew)))]
            e = list(e) if rng.random() < 0.5 else list(e[::-1])
            f = list(f) if rng.random() < 0.5 else list(f[::-1])
            g = {"a": dims[0], "b": dims[1], "c": dims[2], "e": e, "f": f, "k": [k.numerator, k.denominator],
                 "style": style, "ask": space.ask.draw(rng)}
            if cube:
                g = {key: v for key, v in g.items() if key not in ("b", "c")}
            x, T = self._probe(g)
            if 0.08 * T < x < 0.92 * T and max(dims) <= 2.5 * min(dims):
                return g

    @staticmethod
    def _dir(edge):
        """x, y or z: the direction of a cuboid edge given by vertex indices."""
        i, j = edge
        if abs(i - j) == 4:
            return "z"
        return "x" if {i % 4, j % 4} in ({0, 1}, {2, 3}) else "y"

    def _probe(self, g):
        """Sampling only: where the least distance sits and how long the motion lasts (floats)."""
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        V = [np.array(cuboid_corner(a, b, c, i), dtype=float) for i in range(8)]
        k = g["k"][0] / g["k"][1]
        u = V[g["e"][1]] - V[g["e"][0]]
        v = V[g["f"][1]] - V[g["f"][0]]
        T = min(np.linalg.norm(u), np.linalg.norm(v) / k)
        d = k * v / np.linalg.norm(v) - u / np.linalg.norm(u)
        w = V[g["f"][0]] - V[g["e"][0]]
        return float(-(w @ d) / (d @ d)), float(T)

    # -- text -------------------------------------------------------------------------------------------
    def _names(self, g):
        L = cuboid_labels(g["style"])
        return L, L[g["e"][0]], L[g["e"][1]], L[g["f"][0]], L[g["f"][1]]

    def _speed(self, g, U, W):
        k = Fraction(*g["k"])
        if k == 1:
            return f"at the same speed (so {W}Q = {U}P at every moment)"
        return f"with Q {k if k.denominator == 1 else str(float(k))} times as fast as P (so {W}Q = {k}·{U}P at every moment)"

    def _head(self, g):
        L, U, V, W, Z = self._names(g)
        name, givens = cuboid_text(L, g["a"], g.get("b", g["a"]), g.get("c", g["a"]), cube="b" not in g)
        intro = f"The {name} has {givens}" if "b" not in g else f"In the {name}, {givens}"
        return (f"{intro}. Points P and Q start at the same moment from {U} and {W} and move along the edges "
                f"{U}{V} and {W}{Z} {self._speed(g, U, W)}, until one of them reaches the end of its edge")

    def question(self, g):
        L, U, V, W, Z = self._names(g)
        ask = ("the least value of PQ" if g["ask"] == "distance" else f"the length {U}P at the moment PQ is least")
        return f"{self._head(g)}. Find {ask} (exact, or rounded to two decimal places)."

    def description(self, g):
        L, U, V, W, Z = self._names(g)
        return (f"{self._head(g)}. The figure shows the box with {L[4]} above {L[0]}, {L[5]} above {L[1]}, "
                f"{L[6]} above {L[2]}, {L[7]} above {L[3]}, and P, Q at one moment of the motion joined by a red "
                f"segment.")

    # -- answer: the quadratic ------------------------------------------------------------------------------
    def _exact(self, p):
        a, b, c = (sp.sympify(p.get(key, p["a"])) for key in ("a", "b", "c"))
        V = [sp.Matrix(cuboid_corner(a, b, c, i)) for i in range(8)]
        k = sp.Rational(*p["k"])
        u, v = V[p["e"][1]] - V[p["e"][0]], V[p["f"][1]] - V[p["f"][0]]
        lu, lv = sp.sqrt(u.dot(u)), sp.sqrt(v.dot(v))
        x = sp.Symbol("x")
        PQ = V[p["f"][0]] + k * x * v / lv - V[p["e"][0]] - x * u / lu
        q = sp.expand(PQ.dot(PQ))
        A, B, C = q.coeff(x, 2), q.coeff(x, 1), q.subs(x, 0)
        xs = sp.nsimplify(-B / (2 * A))
        T = sp.Min(lu, lv / k)
        xs = sp.Max(0, sp.Min(xs, T))
        return sp.sqrt(q.subs(x, xs)), xs, (A, B, C)

    def answer(self, p):
        d, xs, _ = self._exact(p)
        return Number(float(d if p["ask"] == "distance" else xs))

    # -- verify: moving the points -----------------------------------------------------------------------------
    def verify(self, g):
        a, b, c = float(g["a"]), float(g.get("b", g["a"])), float(g.get("c", g["a"]))
        box = {i: np.array([a * (i % 4 in (1, 2)), b * (i % 4 in (2, 3)), c * (i >= 4)], dtype=float) for i in range(8)}
        U, V = box[g["e"][0]], box[g["e"][1]]
        W, Z = box[g["f"][0]], box[g["f"][1]]
        k = g["k"][0] / g["k"][1]
        lu, lv = np.linalg.norm(V - U), np.linalg.norm(Z - W)
        T = min(lu, lv / k)
        dist = lambda x: float(np.linalg.norm((W + (Z - W) * (k * x / lv)) - (U + (V - U) * (x / lu))))
        x, best = scan_min(dist, 0.0, T, samples=20001)
        return Number(best if g["ask"] == "distance" else x)

    def scene(self, g):
        L, U, V, W, Z = self._names(g)
        a, b, c = g["a"], g.get("b", g["a"]), g.get("c", g["a"])
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        k = g["k"][0] / g["k"][1]
        lu, lv = (float(np.linalg.norm(s.xyz(p) - s.xyz(q))) for p, q in ((U, V), (W, Z)))
        T = min(lu, lv / k)
        x = 0.3 * T
        s.point("P", s.along(U, V, x / lu))
        s.point("Q", s.along(W, Z, k * x / lv))
        s.segment("P", "Q", style="auxiliary")
        return s

    # -- views ---------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        d, xs, (A, B, C) = self._exact(g)
        L, U, V, W, Z = self._names(g)
        return [
            SubQuestion(f"{self._head(g)}. With {U}P = x, PQ² is a quadratic in x. Find the value of x that makes it "
                        f"least (exact, or rounded to two decimal places).", Number(float(xs)),
                        "solid_figures/moving_points/distance_as_function"),
            SubQuestion(f"PQ² = {_coef(A)}x² {'+' if B >= 0 else '−'} {_coef(abs(B))}x + {surd_text(C)} for "
                        f"x between 0 and the end of the motion. Find the least value of PQ (exact, or rounded to two "
                        f"decimal places).", Number(float(d)), "solid_figures/moving_points/distance_as_function"),
        ]

    def backward(self, g):
        d, xs, _ = self._exact(g)
        L, U, V, W, Z = self._names(g)
        value = d if g["ask"] == "distance" else xs
        unit = self._exact({**g, "a": 1, **({} if "b" not in g else {"b": sp.Rational(g["b"], g["a"]),
                                                                     "c": sp.Rational(g["c"], g["a"])})})
        per_unit = unit[0] if g["ask"] == "distance" else unit[1]      # everything scales with the box
        if "b" not in g:
            box, find = f"a cube {''.join(L[:4])}-{''.join(L[4:])}", "the edge length of the cube"
        else:
            box = (f"a cuboid {''.join(L[:4])}-{''.join(L[4:])} with {L[0]}{L[1]} : {L[1]}{L[2]} : {L[0]}{L[4]} = "
                   f"{g['a']} : {g['b']} : {g['c']}")
            find = f"{L[0]}{L[1]}"
        ask = "the least value of PQ" if g["ask"] == "distance" else f"the length {U}P at the moment PQ is least"
        return Backward(f"In {box}, points P and Q start at the same moment from {U} and {W} and move along the "
                        f"edges {U}{V} and {W}{Z} {self._speed(g, U, W)}, until one of them reaches the end of its "
                        f"edge. {ask[0].upper()}{ask[1:]} is {value_text(value)}. Find {find}.",
                        Number(float(value / per_unit)), "a")

    def reasoning(self, p):
        d, xs, (A, B, C) = self._exact(p)
        L, U, V, W, Z = self._names(p)
        k = Fraction(*p["k"])
        kt = "" if k == 1 else _coef(sp.Rational(k.numerator, k.denominator))
        return [
            f"Put the box in coordinates with {L[0]} at the origin. With {U}P = x, P = {U} + x·u and Q = {W} + "
            f"{kt}x·v, where u and v are unit vectors along {U}{V} and {W}{Z}.",
            f"PQ = {W} − {U} + x·({kt}v − u), so PQ² = {_coef(A)}x² {'+' if B >= 0 else '−'} {_coef(abs(B))}x "
            f"+ {surd_text(C)}, a quadratic in x.",
            f"Its vertex x = −B/(2A) = {surd_text(xs)} lies within the motion, so that is where PQ is least.",
            f"Least PQ = √(PQ²(x)) = {surd_text(sp.radsimp(d))} ≈ {float(d):.4f}.",
        ]
