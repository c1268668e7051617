"""Solid geometry (dynamic point, locus): in a cube, M lies on BC and N on CC'; P moves in the face
BCC'B' so that A'P ∥ plane AMN. Find the length of P's path, or the least / greatest A'P. The plane
through A' parallel to AMN meets the face in a segment through K (above M on B'C') parallel to MN;
A'B' ⊥ the face, so A'P² = a² + B'P²."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import point_plane_distance, surd_text
from dynaforge.sdk.solid_moving import cuboid_role_labels, cuboid_role_xyz, scan_min

FRACS = ("1/4", "1/3", "1/2", "2/3", "3/4")
ASKS = ("length", "min", "max")


@seed_program(
    id="cube_face_parallel_locus", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/plane_plane_parallel", "solid_figures/positional/line_plane_parallel_criterion",
              "solid_figures/moving_points/extremum_at_perpendicular_foot"],
    source="DynaSolidGeo-style (locus of a moving point in a face of a cube; a line parallel to a plane)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CubeFaceParallelLocus(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), e=OneOf(FRACS, p=[0.15, 0.15, 0.4, 0.15, 0.15]),
                      f=OneOf(FRACS, p=[0.15, 0.15, 0.4, 0.15, 0.15]), ask=OneOf(ASKS, p=[0.5, 0.3, 0.2]),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard=dict(edge=IntRange(4, 12), e=OneOf(FRACS, p=[0.25, 0.25, 0.0, 0.25, 0.25]),
                  f=OneOf(FRACS, p=[0.25, 0.25, 0.0, 0.25, 0.25]), ask=OneOf(ASKS, p=[0.35, 0.45, 0.2]),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard_means="M and N never midpoints (thirds and quarters: the locus is no midline and may end on the base "
                   "edge BC), larger cubes and mostly the least A'P, which needs the foot of a perpendicular in the face",
    )

    def sample(self, rng, space):
        e, f = space.e.draw(rng), space.f.draw(rng)
        a = int(space.edge.draw(rng))
        return {"a": a, "e": e, "f": f, "ask": space.ask.draw(rng), "style": space.style.draw(rng),
                "mover": space.mover.draw(rng)}

    # -- text ----------------------------------------------------------------------------------------
    def _lab(self, p):
        return cuboid_role_labels(p["style"])

    def _point_text(self, frac, x, y, name, a):
        fr = Fraction(frac)
        if fr == Fraction(1, 2):
            return f"{name} is the midpoint of {x}{y}"
        return f"{name} is on {x}{y} with {x}{name} = {fmt(float(fr * a), 4) if (fr * a).denominator == 1 else str(fr * a)}"

    def _given(self, p, hide=None):
        L = self._lab(p)
        a = p["a"]
        edge = "" if hide == "a" else f" with edge {a}"
        return (f"In the cube {L['name']}{edge}, {self._point_text(p['e'], L['B'], L['C'], 'M', a)} and "
                f"{self._point_text(p['f'], L['C'], L['C1'], 'N', a)}. Point {p['mover']} moves in the square "
                f"{L['B']}{L['C']}{L['C1']}{L['B1']} (sides included) so that {L['A1']}{p['mover']} ∥ plane "
                f"{L['A']}MN.")

    def question(self, g):
        L = self._lab(g)
        P = g["mover"]
        what = {"length": f"the length of the path traced by {P}",
                "min": f"the least possible length of {L['A1']}{P}",
                "max": f"the greatest possible length of {L['A1']}{P}"}[g["ask"]]
        return self._given(g) + f" Find {what}. Give the exact value or a decimal to 2 places."

    # -- answer: the locus is the segment through K ∥ MN (planes A'KP ∥ AMN), worked in the face ----
    def _locus(self, p):
        """End points of the locus in face coordinates (u along B→C, v along B→B'), exact."""
        a = sp.Integer(p["a"])
        e, f = sp.Rational(Fraction(p["e"]).numerator, Fraction(p["e"]).denominator), \
            sp.Rational(Fraction(p["f"]).numerator, Fraction(p["f"]).denominator)
        E1 = (e * a, a)                                  # K on B'C', above M
        d = ((1 - e) * a, f * a)                         # direction M -> N in the face
        # go from K against d until the segment reaches side BB' (u = 0) or side BC (v = 0)
        t = min(E1[0] / d[0], E1[1] / d[1])
        G = (E1[0] - t * d[0], E1[1] - t * d[1])
        return E1, G

    def _exact(self, p):
        a = sp.Integer(p["a"])
        (u1, v1), (u2, v2) = self._locus(p)
        if p["ask"] == "length":
            return sp.sqrt((u1 - u2) ** 2 + (v1 - v2) ** 2)
        # A'B' ⊥ face, so A'P² = a² + B'P² with B' = (0, a) in face coordinates
        def b1p2(u, v):
            return u ** 2 + (v - a) ** 2
        if p["ask"] == "max":
            return sp.sqrt(a ** 2 + max(b1p2(u1, v1), b1p2(u2, v2)))
        du, dv = u2 - u1, v2 - v1
        s = -((u1 - 0) * du + (v1 - a) * dv) / (du ** 2 + dv ** 2)
        s = min(max(s, sp.Integer(0)), sp.Integer(1))
        return sp.sqrt(a ** 2 + b1p2(u1 + s * du, v1 + s * dv))

    def answer(self, p):
        return Number(float(self._exact(p)))

    def verify(self, g):
        # independent: P qualifies when its signed distance to plane AMN equals A''s (a line parallel to a
        # plane keeps its distance). Scan the face's boundary for such points, then measure in 3D.
        a = float(g["a"])
        X = cuboid_role_xyz(a, a, a)
        E = X["B"] + float(Fraction(g["e"])) * (X["C"] - X["B"])
        F = X["C"] + float(Fraction(g["f"])) * (X["C1"] - X["C"])
        n = np.cross(E - X["A"], F - X["A"])

        def side(q):
            return float(np.sign((q - X["A"]) @ n)) * point_plane_distance(q, X["A"], E, F)
        target = side(X["A1"])
        ring = [X["B"], X["C"], X["C1"], X["B1"]]
        ends = []
        for i in range(4):
            p0, p1 = ring[i], ring[(i + 1) % 4]
            ts = np.linspace(0, 1, 201)
            vals = [side(p0 + t * (p1 - p0)) - target for t in ts]
            for j in range(len(ts) - 1):
                if vals[j] == 0 or vals[j] * vals[j + 1] < 0:
                    lo, hi = ts[j], ts[j + 1]
                    for _ in range(80):
                        m = (lo + hi) / 2
                        if (side(p0 + lo * (p1 - p0)) - target) * (side(p0 + m * (p1 - p0)) - target) <= 0:
                            hi = m
                        else:
                            lo = m
                    q = p0 + (lo + hi) / 2 * (p1 - p0)
                    if all(np.linalg.norm(q - r) > 1e-6 for r in ends):
                        ends.append(q)
        if len(ends) != 2:
            raise AssertionError(f"the locus should meet the face's boundary twice, found {len(ends)}")
        P0, P1 = ends
        if g["ask"] == "length":
            return Number(float(np.linalg.norm(P1 - P0)))
        dist = lambda t: float(np.linalg.norm(P0 + t * (P1 - P0) - X["A1"]))
        if g["ask"] == "max":
            return Number(-scan_min(lambda t: -dist(t), 0.0, 1.0, samples=401)[1])
        return Number(scan_min(dist, 0.0, 1.0, samples=401)[1])

    # -- figure ----------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        a = float(g["a"])
        X = cuboid_role_xyz(a, a, a)
        s = Scene()
        s.box([L[r] for r in ("A", "B", "C", "D")], [L[r] for r in ("A1", "B1", "C1", "D1")], a, a, a)
        s.point("M", X["B"] + float(Fraction(g["e"])) * (X["C"] - X["B"]))
        s.point("N", X["C"] + float(Fraction(g["f"])) * (X["C1"] - X["C"]))
        for u, v in ((L["A"], "M"), ("M", "N"), ("N", L["A"])):
            s.segment(u, v, style="auxiliary")
        (u1, v1), (u2, v2) = self._locus(g)
        to3 = lambda u, v: X["B"] + np.array([0.0, float(u), float(v)])
        s.point("_l0", to3(u1, v1), show_label=False)
        s.point("_l1", to3(u2, v2), show_label=False)
        s.segment("_l0", "_l1", style="auxiliary")
        s.point(g["mover"], 0.6 * to3(u1, v1) + 0.4 * to3(u2, v2))
        s.segment(L["A1"], g["mover"], style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        a = g["a"]
        e, f = Fraction(g["e"]), Fraction(g["f"])
        return [SubQuestion(self._given(g) + " Find MN.", Number(float(a * np.hypot(float(1 - e), float(f)))),
                            "plane_figures/triangles/pythagorean_theorem"),
                (SubQuestion(self._given(g) + f" Find the length of the path traced by {g['mover']}.",
                             Number(float(self._exact(dict(g, ask="length")))),
                             "solid_figures/positional/plane_plane_parallel") if g["ask"] != "length" else
                 SubQuestion(self._given(g) + f" K is the point of {L['B1']}{L['C1']} above M. Find {L['B1']}K.",
                             Number(float(e * a)), "solid_figures/prisms/right_prism"))]

    def backward(self, g):
        # every length scales with the edge (E and F are at fixed fractions of their edges)
        value = float(self._exact(g))
        unit = float(self._exact(dict(g, a=1)))
        L = self._lab(g)
        P = g["mover"]
        what = {"length": f"the path traced by {P} has length", "min": f"the least possible length of {L['A1']}{P} is",
                "max": f"the greatest possible length of {L['A1']}{P} is"}[g["ask"]]
        text = self._given(g, hide="a")
        for name, frac, x, y in (("M", g["e"], L["B"], L["C"]), ("N", g["f"], L["C"], L["C1"])):
            fr = Fraction(frac)
            if fr != Fraction(1, 2):
                text = text.replace(self._point_text(frac, x, y, name, g["a"]),
                                    f"{name} is on {x}{y} with {x}{name} : {name}{y} = {fr.numerator} : "
                                    f"{fr.denominator - fr.numerator}")
        return Backward(text + f" {what[0].upper()}{what[1:]} {value:.10g}. Find the edge of the cube.",
                        Number(value / unit), "a")

    def description(self, g):
        L = self._lab(g)
        return (self._given(g) + f" The figure shows the cube ({L['A1']} above {L['A']}, and so on), triangle "
                f"{L['A']}MN, the path of {g['mover']} in the face and the segment {L['A1']}{g['mover']}.")

    def reasoning(self, p):
        L = self._lab(p)
        a, P = p["a"], p["mover"]
        (u1, v1), (u2, v2) = self._locus(p)
        B, B1, C, C1 = L["B"], L["B1"], L["C"], L["C1"]
        steps = [f"Let K be the point of {B1}{C1} above M. {L['A1']}K ∥ {L['A']}M ({L['A']}{L['A1']}KM is a "
                 f"parallelogram), so the plane through {L['A1']} parallel to {L['A']}MN contains K and meets the face "
                 f"{B}{C}{C1}{B1} in the line through K parallel to MN.",
                 f"{L['A1']}{P} ∥ plane {L['A']}MN exactly when {P} lies in that parallel plane, so {P} runs on the "
                 f"segment of that line inside the face.",
                 f"In the face ({B} at the origin, {B}{C} and {B}{B1} as axes) it runs from K = ({u1}, {v1}) against "
                 f"the direction of MN to ({u2}, {v2}); its length is "
                 f"{surd_text(self._exact(dict(p, ask='length')))}."]
        if p["ask"] != "length":
            steps.append(f"{L['A1']}{L['B1']} ⊥ the face, so {L['A1']}{P}² = {a}² + {L['B1']}{P}²: "
                         + ("least at the foot of the perpendicular from " + L["B1"] + " to the segment"
                            if p["ask"] == "min" else "greatest at the end of the segment farther from " + L["B1"])
                         + f", giving {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
