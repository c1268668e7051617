"""Solid geometry (length, competition): inside a cube or cuboid, ball O₁ touches the three faces at
the vertex A and ball O₂ the three faces at the opposite vertex C₁, and the two balls touch each other.
Find the radius of O₂ from that of O₁, the common radius of two equal such balls, or the distance
O₁O₂ (which does not depend on how the radii are shared). ``answer`` is synthetic (sympy): with
s = r₁ + r₂ the centres differ by (a − s, b − s, c − s), so (a − s)² + (b − s)² + (c − s)² = s², the smaller
root of a quadratic (for a cube √3·(a − s) = s); ``verify`` places both balls in coordinates and finds
by bisection (brentq) the radius at which the distance between the centres equals the sum of radii."""
import numpy as np
import sympy as sp
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_labels, surd_text
from dynaforge.sdk.solid_relations_more import box_dims, box_statement


@seed_program(
    id="box_corner_balls_touching_radius", topic="solid_geometry", category="length_distance",
    level="competition", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/cuboids/space_diagonal", "solid_figures/round_solids/sphere_volume"],
    source="Competition-style (two balls in the opposite corners of a box, touching each other)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class BoxCornerBallsTouchingRadius(SeedProgram):
    levels = Levels(
        standard=dict(cube=OneOf((True, True, False)), a=IntRange(4, 12), ask=OneOf(("radius", "equal", "distance")),
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(cube=OneOf((True, False, False)), a=IntRange(6, 16), ask=OneOf(("radius", "equal", "distance"),
                                                                                  p=[0.6, 0.2, 0.2]),
                  style=OneOf(("prime", "sub", "digit"))),
        hard_means="mostly cuboids (three unequal edges: a quadratic with a surd discriminant instead of √3·(a − s) = s; "
                   "a cuboid always asks the second radius from the first) and larger boxes",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        g = {"a": a}
        if not space.cube.draw(rng):
            for _ in attempts("a cuboid in which two touching corner balls fit"):
                b = a + int(rng.integers(-2, 4))
                c = a + int(rng.integers(-2, 4))
                if b < 3 or c < 3 or len({a, b, c}) < 2:
                    continue
                dims = (a, b, c)
                if 2 * (a * b + b * c + c * a) - (a * a + b * b + c * c) < 0:
                    continue
                s = self._s_float(dims)
                if s <= min(dims) - 0.6 and self._first_radii(dims):    # room for r₁ in (s − m/2, m/2)
                    g.update(b=b, c=c)
                    break
        halves = self._first_radii(box_dims(g))
        ask = space.ask.draw(rng) if "b" not in g else "radius"      # a cuboid: the second radius from the first
        if ask != "equal":
            if not halves:
                ask = "equal"
            else:
                r1 = halves[int(rng.integers(0, len(halves)))]
                g["r1"] = int(r1) if r1 == int(r1) else r1
        return {**g, "ask": ask, "style": space.style.draw(rng)}

    def _first_radii(self, dims):
        """Half-integer first radii that leave a second ball inside the box, of a different size."""
        m, s = min(dims), self._s_float(dims)
        return [k / 2 for k in range(1, 4 * m) if s - m / 2 + 0.2 < k / 2 < m / 2 - 0.05 and abs(k / 2 - s / 2) > 0.1]

    @staticmethod
    def _s_float(dims):
        """s = r₁ + r₂ as a float, from the tangency of the balls (used only to sample)."""
        a, b, c = dims
        sd, sq = a + b + c, a * a + b * b + c * c
        return (sd - np.sqrt(sd * sd - 2 * sq)) / 2

    # -- text ---------------------------------------------------------------------------------
    def _given(self, g, hide=None):
        L = cuboid_labels(g["style"])
        A, C1 = L[0], L[6]
        head = box_statement(L, g, hide=hide if hide in ("a", "b", "c") else None)
        head = head[0].upper() + head[1:]
        if g["ask"] == "equal":
            return (head + f" holds two balls O₁ and O₂ of equal radius: O₁ touches the three faces through {A}, "
                    f"O₂ touches the three faces through {C1}, and the two balls touch each other.")
        return (head + f" holds two balls: ball O₁ of radius {g['r1']} touches the three faces through {A}, ball O₂ "
                f"touches the three faces through {C1}, and the two balls touch each other.")

    def _asked(self, g):
        return {"radius": "the radius of ball O₂", "equal": "the radius of each ball",
                "distance": "the distance O₁O₂ between the centres"}[g["ask"]]

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows the box, the two balls and the segment O₁O₂ joining their centres."

    # -- answer: the quadratic for s = r₁ + r₂ -------------------------------------------------------
    def _s_exact(self, p):
        a, b, c = (sp.Integer(v) for v in box_dims(p))
        s = sp.Symbol("s", positive=True)
        if a == b == c:
            return sp.radsimp(sp.sqrt(3) * a / (1 + sp.sqrt(3)))          # √3·(a − s) = s
        roots = sp.solve(sp.Eq((a - s) ** 2 + (b - s) ** 2 + (c - s) ** 2, s ** 2), s)
        return min(roots, key=lambda r: float(r))                          # the larger root leaves the box

    def _exact(self, p):
        s = self._s_exact(p)
        if p["ask"] == "distance":
            return s
        if p["ask"] == "equal":
            return sp.radsimp(s / 2)
        return sp.radsimp(s - sp.nsimplify(p["r1"]))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates and bisection on the tangency ---------------------------------------------
    def verify(self, g):
        a, b, c = map(float, box_dims(g))
        m = min(a, b, c)
        far = np.array([a, b, c])

        def gap(r1, r2):
            o1, o2 = np.full(3, r1), far - r2
            return float(np.linalg.norm(o2 - o1) - (r1 + r2))
        if g["ask"] == "equal":
            r = brentq(lambda x: gap(x, x), 1e-9, m / 2, xtol=1e-14)
            return Number(r)
        r1 = float(g["r1"])
        r2 = brentq(lambda x: gap(r1, x), 1e-9, m / 2, xtol=1e-14)
        assert r1 <= m / 2 + 1e-12 and r2 > 0
        return Number(r2 if g["ask"] == "radius" else float(np.linalg.norm(far - r2 - r1)))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = map(float, box_dims(g))
        L = cuboid_labels(g["style"])
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        total = float(self._s_exact(g))
        r1 = total / 2 if g["ask"] == "equal" else float(g["r1"])
        r2 = total - r1
        s.point("O₁", (r1, r1, r1))
        s.point("O₂", (a - r2, b - r2, c - r2))
        s.solid("sphere", (r1, r1, r1), r1, color="#93c5fd", opacity=0.3)
        s.solid("sphere", (a - r2, b - r2, c - r2), r2, color="#fca5a5", opacity=0.3)
        s.segment("O₁", "O₂", style="auxiliary")
        s.hiding = "hull"
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        head = box_statement(L, g)
        head = head[0].upper() + head[1:]
        return [SubQuestion(head + f" holds a ball of radius 1 that touches the three faces through {L[0]}. Find the "
                            f"distance from its centre to {L[0]}.", Number(float(np.sqrt(3))),
                            "solid_figures/cuboids/space_diagonal")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        if "b" in g:                                              # a cuboid asks r₂: mask r₁ = s − r₂
            r1 = float(self._s_exact(g)) - shown
            return Backward(self._given({**g, "r1": "r"}) + f" Then {self._asked(g)} is {shown}. Find r.",
                            Number(r1), "r1")
        unit_s = float(sp.sqrt(3) / (1 + sp.sqrt(3)))            # s = a·√3/(1 + √3)
        if g["ask"] == "distance":
            a = shown / unit_s
        elif g["ask"] == "equal":
            a = 2 * shown / unit_s
        else:
            a = (shown + g["r1"]) / unit_s
        return Backward(self._given(g, hide="a") + f" Then {self._asked(g)} is {shown}. Find a.", Number(a), "a")

    def reasoning(self, p):
        a, b, c = box_dims(p)
        s = self._s_exact(p)
        steps = [f"A ball touching the three faces through a vertex has its centre on the bisecting line of that "
                 f"corner, at distance r from each face: O₁ = (r₁, r₁, r₁), O₂ = ({a} − r₂, {b} − r₂, {c} − r₂), with "
                 f"the vertex {cuboid_labels(p['style'])[0]} at the origin and the edges through it along the axes.",
                 f"The balls touch, so O₁O₂ = r₁ + r₂ = s: ({a} − s)² + ({b} − s)² + ({c} − s)² = s².",
                 f"Take the smaller root (the larger one puts the balls outside the box): s = {surd_text(s)} ≈ "
                 f"{float(s):.4f}; it does not depend on how s is split between the radii."]
        if p["ask"] == "equal":
            steps.append(f"Equal radii: r = s/2 = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        elif p["ask"] == "radius":
            steps.append(f"r₂ = s − {p['r1']} = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        else:
            steps.append(f"O₁O₂ = s ≈ {float(s):.4f}.")
        return steps
