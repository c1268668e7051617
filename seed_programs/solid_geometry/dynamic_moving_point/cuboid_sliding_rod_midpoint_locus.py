"""Solid geometry (dynamic point, locus): a rod MN of fixed length l slides in a cube or cuboid with M on
the edge AA₁ and N on the edge AB (meeting it at A) or on the edge BC (skew to it); find the length of
the path of the midpoint Q of MN. With N on AB, AQ = l/2 (the median to the hypotenuse of the right
triangle MAN), so Q runs on a circle about A in the face ABB₁A₁; with N on BC, Q lies in the plane
halfway between the faces AA₁D₁D and BB₁C₁C and is √(l² − AB²)/2 from the midpoint of AB. The edges cut
the quarter circle to an arc (DynaSolidGeo dynamic / locus). ``answer`` is synthetic (sympy): the radius
and the end angles arccos, arcsin of edge/radius; ``verify`` slides M along AA₁ in tiny steps,
computes N and Q in coordinates and adds up the polyline of the midpoints (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_labels, surd_text
from dynaforge.sdk.solid_relations_more import box_dims, box_statement

TRIPLES = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13), (9, 12, 15), (12, 9, 15),
           (8, 15, 17), (15, 8, 17), (12, 16, 20), (16, 12, 20))


@seed_program(
    id="cuboid_sliding_rod_midpoint_locus", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/locus_on_cube_surface", "solid_figures/cuboids/space_diagonal"],
    source="Gaokao-style (locus of the midpoint of a sliding rod in a box)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidSlidingRodMidpointLocus(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("adjacent", "skew")), clip=OneOf(("none", "first", "second")), scale=IntRange(1, 4),
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(kind=OneOf(("adjacent", "skew"), p=[0.35, 0.65]), clip=OneOf(("general",)), scale=IntRange(4, 12),
                  style=OneOf(("prime", "sub", "digit"))),
        hard_means="cuboids whose edges cut the quarter circle at both ends or at angles that are not 30°/60° "
                   "(arccos and arcsin of unfriendly ratios), mostly the rod reaching the skew edge BC "
                   "(the radius √(l² − AB²)/2 first)",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        clip = space.clip.draw(rng)
        k = space.scale.draw(rng)
        if clip == "general":
            for _ in attempts("a rod whose midpoint path is cut by the box at one end at least, and not empty"):
                l = int(rng.integers(6, 21))
                a, b, c = (int(rng.integers(max(2, l // 3), l + 4)) for _ in range(3))
                g = {"a": a, "b": b, "c": c, "l": l, "kind": kind}
                if len({a, b, c}) == 1 or (kind == "skew" and a >= l - 1):
                    continue
                r, lo, hi, _ = self._arc_float(g)
                if hi - lo > 0.15 and (lo > 1e-9 or hi < np.pi / 2 - 1e-9):
                    break
        else:
            if kind == "adjacent":
                l = 2 * int(rng.integers(2, 10))               # even: l/2 is an edge when the arc is cut at 60° / 30°
                R = l
                a = c = None
            else:
                a, R, l = (k * t for t in TRIPLES[int(rng.integers(0, len(TRIPLES)))])
                if R % 2:
                    R, a, l = 2 * R, 2 * a, 2 * l
            free = lambda: R + int(rng.integers(0, 4))                  # an edge at least the radius: no cut
            if clip == "none" and kind == "skew" and a >= R:
                g = {"a": a, "l": l, "kind": kind}                      # a cube: every edge a ≥ √(l² − a²)
            elif clip == "none" and kind == "adjacent":
                e = free()
                g = {"a": e, "l": l, "kind": kind}                      # a cube with l ≤ a
            else:
                first, second = (R // 2, free()) if clip == "first" else (free(), R // 2)
                if clip == "none":
                    first, second = free(), free()
                if kind == "adjacent":                                  # the arc x² + z² = l², x ≤ AB, z ≤ AA₁
                    g = {"a": first, "b": int(rng.integers(max(2, l // 2), l + 3)), "c": second, "l": l, "kind": kind}
                else:                                                   # y² + z² = l² − AB², y ≤ BC, z ≤ AA₁
                    g = {"a": a, "b": first, "c": second, "l": l, "kind": kind}
                if len(set(box_dims(g))) == 1:
                    g["b"] = g["b"] + 1
        return {**g, "style": space.style.draw(rng)}

    def _arc_float(self, g):
        """(radius, φ from, φ to, which) as floats: only for sampling."""
        a, b, c = box_dims(g)
        l = g["l"]
        if g["kind"] == "adjacent":
            R, first, second = l, a, c
        else:
            R, first, second = np.sqrt(l * l - a * a), b, c
        lo = np.arccos(min(1.0, first / R))
        hi = np.arcsin(min(1.0, second / R))
        return R / 2, lo, hi, None

    # -- text ---------------------------------------------------------------------------------
    def _names(self, g):
        L = cuboid_labels(g["style"])
        return L, L[0], L[1], L[2], L[4]

    def _given(self, g):
        L, A, B, C, A1 = self._names(g)
        head = "Consider " + box_statement(L, g)
        other = f"{A}{B}" if g["kind"] == "adjacent" else f"{B}{C}"
        return (f"{head}. A rod MN of length {g['l']} slides with its end M on the edge {A}{A1} and its end N on the "
                f"edge {other} (both ends stay on these edges). Q is the midpoint of MN.")

    def question(self, g):
        return self._given(g) + " Find the length of the path traced by Q (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows the box, the rod MN in one position and its midpoint Q."

    # -- answer ---------------------------------------------------------------------------------
    def _arc(self, p):
        """(radius, start angle, end angle, the circle's centre in words), exact."""
        a, b, c = (sp.Integer(v) for v in box_dims(p))
        l = sp.Integer(p["l"])
        if p["kind"] == "adjacent":
            R, first, second = l, a, c
        else:
            R, first, second = sp.sqrt(l * l - a * a), b, c
        lo = sp.acos(first / R) if first < R else sp.Integer(0)
        hi = sp.asin(second / R) if second < R else sp.pi / 2
        return R / 2, lo, hi

    def _exact(self, p):
        r, lo, hi = self._arc(p)
        return sp.simplify(r * (hi - lo))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: slide M in small steps -------------------------------------------------------------
    def verify(self, g):
        a, b, c = map(float, box_dims(g))
        l = float(g["l"])
        if g["kind"] == "adjacent":
            # M = (0, 0, z), N = (x, 0, 0): x = √(l² − z²) must lie in [0, AB]
            z_lo = np.sqrt(max(l * l - a * a, 0.0))
            z_hi = min(c, l)
            z = np.linspace(z_lo, z_hi, 200_001)
            N = np.stack([np.sqrt(np.maximum(l * l - z * z, 0.0)), np.zeros_like(z), np.zeros_like(z)], axis=1)
        else:
            # M = (0, 0, z), N = (a, y, 0): y = √(l² − a² − z²) must lie in [0, BC]
            free = l * l - a * a
            z_lo = np.sqrt(max(free - b * b, 0.0))
            z_hi = min(c, np.sqrt(free))
            z = np.linspace(z_lo, z_hi, 200_001)
            N = np.stack([np.full_like(z, a), np.sqrt(np.maximum(free - z * z, 0.0)), np.zeros_like(z)], axis=1)
        M = np.stack([np.zeros_like(z), np.zeros_like(z), z], axis=1)
        assert np.allclose(np.linalg.norm(N - M, axis=1), l) and z_hi > z_lo
        Q = (M + N) / 2
        return Number(float(np.sum(np.linalg.norm(np.diff(Q, axis=0), axis=1))))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = map(float, box_dims(g))
        L, A, B, C, A1 = self._names(g)
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        r, lo, hi = (float(v) for v in self._arc(g))
        phi = lo + 0.55 * (hi - lo)
        R = 2 * r
        if g["kind"] == "adjacent":
            M, N = (0.0, 0.0, R * np.sin(phi)), (R * np.cos(phi), 0.0, 0.0)
        else:
            M, N = (0.0, 0.0, R * np.sin(phi)), (a, R * np.cos(phi), 0.0)
        s.point("M", M)
        s.point("N", N)
        s.point("Q", tuple((np.array(M) + np.array(N)) / 2))
        s.segment("M", "N", style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        L, A, B, C, A1 = self._names(g)
        r, _, _ = self._arc(g)
        target = A if g["kind"] == "adjacent" else f"the midpoint of {A}{B}"
        return [SubQuestion(self._given(g) + f" Find the distance from Q to {target} (it does not change as the rod slides).",
                            Number(float(r)), "solid_figures/moving_points/locus_on_cube_surface")]

    @staticmethod
    def _t(x):
        """Exact text with π and arccos / arcsin."""
        return surd_text(x).replace("pi", "π").replace("acos", "arccos").replace("asin", "arcsin")

    def reasoning(self, p):
        L, A, B, C, A1 = self._names(p)
        a, b, c = box_dims(p)
        r, lo, hi = self._arc(p)
        l = p["l"]
        if p["kind"] == "adjacent":
            steps = [f"M{A}N is a right triangle (the edges {A}{A1} ⊥ {A}{B}) with hypotenuse MN = {l}, so Q, the midpoint "
                     f"of the hypotenuse, is {l}/2 from {A}: Q runs on a circle of radius {surd_text(r)} about {A} in the face "
                     f"{A}{B}{L[5]}{A1}.",
                     f"Write N{A} = {l}·cos φ and M{A} = {l}·sin φ; they must stay within {A}{B} = {a} and {A}{A1} = {c}."]
        else:
            steps = [f"Put {A} at the origin, {A}{B}, {A}{L[3]}, {A}{A1} along the axes: M = (0, 0, z), N = ({a}, y, 0) with "
                     f"{a}² + y² + z² = {l}², so y² + z² = {l * l - a * a}.",
                     f"Q = ({a}/2, y/2, z/2) lies in the plane x = {a}/2 at distance √{l * l - a * a}/2 = {surd_text(r)} from "
                     f"the midpoint of {A}{B}: an arc of a circle. Write y = {surd_text(2 * r)}·cos φ, z = {surd_text(2 * r)}·sin φ; "
                     f"y ≤ {B}{C} = {b} and z ≤ {A}{A1} = {c}."]
        t = self._t
        steps.append(f"So φ runs from {t(lo)} to {t(hi)} (radians), and the path has length "
                     f"{t(r)}·({t(hi)} − {t(lo)}) = {t(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
