"""Solid geometry (length): the distance between a lateral edge of a regular triangular or square
pyramid and a base line skew to it — the opposite base edge, a base diagonal, or a base edge parallel
to a face through the lateral edge (DynaSolidGeo, length/distance). ``answer`` reduces each case to
an altitude of a plane triangle (the diagonal is perpendicular to the plane through the apex and the
other diagonal; a base edge parallel to a lateral face is as far from it as its midpoint); ``verify``
finds the common perpendicular in coordinates."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, restyle_segment
from dynaforge.sdk.solid_metric import common_perpendicular, surd

# (n, case): the base line's vertex offsets from the lateral edge's foot X = base[k]
CASES = {(3, "opposite_edge"): (1, 2), (4, "diagonal"): (1, 3), (4, "far_edge"): (1, 2)}


@seed_program(
    id="regular_pyramid_skew_lines_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/skew_lines", "solid_figures/distances/line_parallel_plane_distance",
              "solid_figures/pyramids/slant_height"],
    source="DynaSolidGeo-style (distance between a lateral edge and a base line of a regular pyramid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidSkewLinesDistance(SeedProgram):
    levels = Levels(
        standard=dict(case=OneOf(tuple(CASES)), a=IntRange(2, 10), h=IntRange(2, 10), mode=OneOf(("height",)),
                      apex=OneOf(("P", "S", "V"))),
        hard=dict(case=OneOf(tuple(CASES)), a=IntRange(4, 16), h=IntRange(3, 16), mode=OneOf(("lateral",)),
                  apex=OneOf(("P", "S", "V"))),
        hard_means="the lateral edge given instead of the height (the height must first be found from the "
                   "circumradius), larger edges: surd heights inside the altitude formulas",
    )

    def sample(self, rng, space):
        n, case = space.case.draw(rng)
        n = int(n)
        a = int(space.a.draw(rng))
        for _ in attempts("a pyramid whose height is between a third of and three times its base edge"):
            h = int(space.h.draw(rng))
            if a / 3 <= h <= 3 * a:
                break
        g = {"n": n, "case": case, "a": a, "k": int(rng.integers(0, n)), "apex": space.apex.draw(rng),
             "mode": space.mode.draw(rng)}
        if g["mode"] == "height":
            g["h"] = h
        else:
            # a whole lateral edge² = R² + h² (R² = a²/3 or a²/2): a base edge divisible by 3 (triangle) or 2 (square)
            step = 3 if n == 3 else 2
            g["a"] = a = step * max(1, round(a / step))
            g["l2"] = a * a // step + h * h
        return g

    # -- naming --------------------------------------------------------------------------------------------
    def _base(self, g):
        return list("ABCD"[:g["n"]])

    def _lines(self, g):
        b, k, n = self._base(g), g["k"], g["n"]
        i, j = CASES[(n, g["case"])]
        Y, Z = b[(k + i) % n], b[(k + j) % n]
        return (g["apex"], b[k]), tuple(sorted((Y, Z)))

    def _given(self, g):
        if g["mode"] == "height":
            return f"the height {g['apex']}O = {g['h']} (O the centre of the base)"
        return f"every lateral edge has length {surd(sp.sqrt(sp.Rational(g['l2'])))}"

    def _intro(self, g):
        return (f"In the {regular_solid_name(g['n'], 'pyramid')} {g['apex']}-{''.join(self._base(g))}, the base edge is "
                f"{g['a']} and {self._given(g)}")

    # -- protocol ------------------------------------------------------------------------------------------
    def question(self, g):
        (P, X), (Y, Z) = self._lines(g)
        return (f"{self._intro(g)}. Find the distance between the skew lines {P}{X} and {Y}{Z} (exact, or rounded to "
                f"two decimal places).")

    def answer(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        R2 = a ** 2 / 3 if n == 3 else a ** 2 / 2
        h = sp.Integer(p["h"]) if p["mode"] == "height" else sp.sqrt(sp.Rational(p["l2"]) - R2)
        l = sp.sqrt(R2 + h ** 2)
        if p["case"] == "opposite_edge":
            # M the midpoint of YZ: YZ ⊥ plane PXM, and O lies on XM; the distance is the altitude from M to PX
            # in triangle PXM, whose area is ½·XM·h
            d = (sp.sqrt(3) * a / 2) * h / l
        elif p["case"] == "diagonal":
            # the diagonal YZ ⊥ plane PXO (the plane of the other diagonal), meeting it at O: the altitude from O
            # to PX in right triangle POX
            d = sp.sqrt(R2) * h / l
        else:
            # YZ ∥ the base edge through X opposite to it, so YZ ∥ the lateral face through PX and that edge;
            # the distance is the altitude from the midpoint N of YZ in the triangle PMN (M the midpoint of the
            # parallel edge), whose base MN = a and height h, to the side PM = slant height
            s = sp.sqrt(h ** 2 + a ** 2 / 4)
            d = a * h / s
        return Number(float(d))

    def _coords(self, g):
        n, a = g["n"], float(g["a"])
        R = a / (2 * math.sin(math.pi / n))
        h = float(g["h"]) if g["mode"] == "height" else math.sqrt(float(sp.Rational(g["l2"])) - R * R)
        pts = {lb: np.array([x, y, 0.0]) for lb, (x, y) in zip(self._base(g), regular_polygon_xy(n, R))}
        pts[g["apex"]] = np.array([0.0, 0.0, h])
        return pts

    def verify(self, g):
        pts = self._coords(g)
        (P, X), (Y, Z) = self._lines(g)
        x, y, d = common_perpendicular(pts[P], pts[X], pts[Y], pts[Z])
        for u in (pts[X] - pts[P], pts[Z] - pts[Y]):
            if abs((x - y) @ u) > 1e-8 * max(1.0, float(np.linalg.norm(u))):
                raise ValueError("not a common perpendicular")
        if np.linalg.norm(np.cross(pts[X] - pts[P], pts[Z] - pts[Y])) < 1e-9:
            raise ValueError("the lines are parallel")
        return Number(d)

    def scene(self, g):
        pts = self._coords(g)
        base = self._base(g)
        s = Scene()
        s.pyramid(base, g["apex"], [tuple(pts[b][:2]) for b in base], pts[g["apex"]])
        (P, X), (Y, Z) = self._lines(g)
        restyle_segment(s, P, X, "auxiliary")
        if g["case"] == "diagonal":
            s.segment(Y, Z, style="auxiliary")
        else:
            restyle_segment(s, Y, Z, "auxiliary")
        if g["mode"] == "height":
            s.point("O", (0.0, 0.0, 0.0))
            s.segment(g["apex"], "O", style="hidden")
        return s

    # -- views ---------------------------------------------------------------------------------------------
    def _exact(self, g):
        n, a = g["n"], sp.Integer(g["a"])
        R2 = a ** 2 / 3 if n == 3 else a ** 2 / 2
        h = sp.Integer(g["h"]) if g["mode"] == "height" else sp.sqrt(sp.Rational(g["l2"]) - R2)
        return a, R2, h, sp.sqrt(R2 + h ** 2), sp.sqrt(h ** 2 + a ** 2 / 4)

    def _d(self, g):
        a, R2, h, l, s = self._exact(g)
        return sp.radsimp({"opposite_edge": sp.sqrt(3) * a / 2 * h / l, "diagonal": sp.sqrt(R2) * h / l,
                           "far_edge": a * h / s}[g["case"]])

    def subquestions(self, g):
        a, R2, h, l, s = self._exact(g)
        P = g["apex"]
        subs = []
        if g["mode"] == "lateral":
            subs.append(SubQuestion(f"{self._intro(g)}. Find the height of the pyramid (exact, or rounded to two "
                                    f"decimal places).", Number(float(h)), "solid_figures/pyramids/height_from_lateral_edge"))
        if g["case"] == "far_edge":
            subs.append(SubQuestion(f"{self._intro(g)}. Find the slant height (the height of a lateral face from {P}).",
                                    Number(float(s)), "solid_figures/pyramids/slant_height"))
        else:
            subs.append(SubQuestion(f"{self._intro(g)}. Find the length of a lateral edge.", Number(float(l)),
                                    "plane_figures/triangles/pythagorean_theorem"))
        return subs

    def backward(self, g):
        (P, X), (Y, Z) = self._lines(g)
        d = self._d(g)
        a, R2, h, l, s = self._exact(g)
        head = (f"In the {regular_solid_name(g['n'], 'pyramid')} {P}-{''.join(self._base(g))}, the distance between the "
                f"skew lines {P}{X} and {Y}{Z} is {surd(d)}.")
        # d = c·a·h/√(h² + m·a²) grows with a for a fixed height (and with h for a fixed a): one solution each
        if g["mode"] == "height":
            return Backward(f"{head} The height {P}O = {g['h']} (O the centre of the base). Find the base edge.",
                            Number(float(a)), "a")
        # lateral mode: h depends on a too; mask l² instead: d fixes h (given a), then l² = R² + h²
        return Backward(f"{head} The base edge is {g['a']}. Find the square of a lateral edge.",
                        Number(float(R2 + h ** 2)), "l2")

    def description(self, g):
        (P, X), (Y, Z) = self._lines(g)
        return (f"{self._intro(g)}. The base {''.join(self._base(g))} is {'an' if g['n'] == 3 else 'a'} "
                f"{regular_polygon_name(g['n'])} labelled in order and the apex {P} lies directly above its centre. The "
                f"lines {P}{X} and {Y}{Z} are drawn in red.")

    def reasoning(self, p):
        a, R2, h, l, s = self._exact(p)
        (P, X), (Y, Z) = self._lines(p)
        d = self._d(p)
        steps = []
        if p["mode"] == "lateral":
            steps.append(f"The base circumradius R has R² = {surd(R2)}, so the height is h = √({P}{X}² − R²) = {surd(h)}.")
        else:
            steps.append(f"The base circumradius R has R² = {surd(R2)}, so the lateral edge is √(R² + h²) = {surd(l)}.")
        if p["case"] == "opposite_edge":
            steps += [f"Let M be the midpoint of {Y}{Z}: {Y}{Z} ⊥ {X}M and {Y}{Z} ⊥ {P}M, so {Y}{Z} ⊥ plane {P}{X}M and the "
                      f"common perpendicular is the altitude from M to {P}{X} in triangle {P}{X}M.",
                      f"{X}M = {surd(sp.sqrt(3) * a / 2)} and O (on {X}M) is the foot of the height, so area = ½·{X}M·h and "
                      f"d = {X}M·h/{P}{X} = {surd(d)} ≈ {float(d):.4f}."]
        elif p["case"] == "diagonal":
            steps += [f"{Y}{Z} ⊥ {X}O (the diagonals of a square are perpendicular) and {Y}{Z} ⊥ {P}O, so {Y}{Z} ⊥ plane "
                      f"{P}{X}O; the common perpendicular is the altitude from O to {P}{X} in right triangle {P}O{X}.",
                      f"d = O{X}·{P}O/{P}{X} = {surd(sp.sqrt(R2))}·{surd(h)}/{surd(l)} = {surd(d)} ≈ {float(d):.4f}."]
        else:
            W = self._base(p)[(p["k"] - 1) % p["n"]]
            steps += [f"{Y}{Z} ∥ {X}{W} (opposite sides of the square), so {Y}{Z} ∥ plane {P}{X}{W}, which contains {P}{X}; "
                      f"the distance is the distance from {Y}{Z} to the plane {P}{X}{W}.",
                      f"With M, N the midpoints of the two parallel edges, the plane {P}MN is perpendicular to both; in "
                      f"triangle {P}MN (base MN = {a}, height h = {surd(h)}, side {P}M = slant height {surd(s)}), the "
                      f"altitude from N is d = MN·h/{P}M = {surd(d)} ≈ {float(d):.4f}."]
        return steps
