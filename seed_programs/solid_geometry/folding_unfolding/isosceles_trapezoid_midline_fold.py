"""Solid geometry (folding): an isosceles trapezoid ABCD (AD ∥ BC) is folded along its midline EF (E on
AB, F on CD) until the dihedral angle A-EF-B reaches a given value. AD and BC stay parallel to EF, so
A, B, C, D still lie in one plane and ABCD is again an isosceles trapezoid, now of height
h·sin(θ/2); find the diagonal AC, the area of the new trapezoid ABCD, or the angle between the lines
AB and CD (DynaSolidGeo folding)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, \
    seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose

ASKS = ("AC", "area", "angle")


@seed_program(
    id="isosceles_trapezoid_midline_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/folding/skew_segment_length"],
    source="DynaSolidGeo-style (folding an isosceles trapezoid along its midline)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class IsoscelesTrapezoidMidlineFold(SeedProgram):
    levels = Levels(
        standard=dict(top=IntRange(2, 6), widen=IntRange(1, 3), height=IntRange(2, 8), theta=OneOf((60, 90, 120)),
                      ask=OneOf(ASKS, p=(0.4, 0.35, 0.25))),
        hard=dict(top=IntRange(3, 10), widen=IntRange(1, 5), height=IntRange(3, 12),
                  theta=OneOf((40, 50, 70, 80, 100, 110, 130, 140)), ask=OneOf(ASKS, p=(0.3, 0.3, 0.4))),
        hard_means="larger trapezoids, fold angles that are not special (the sine of θ/2 stays in the answer), and "
                   "mostly the angle between the legs AB and CD, which needs the new trapezoid's height first",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        for _ in attempts("for the angle between the legs: legs meeting at an acute angle (BC − AD < 2·height "
                          "after folding), so the answer is the angle itself"):
            a = int(space.top.draw(rng))
            g = {"a": a, "b": a + 2 * int(space.widen.draw(rng)), "h": int(space.height.draw(rng)),
                 "theta": int(space.theta.draw(rng)), "ask": ask}
            if ask != "angle" or (g["b"] - g["a"]) / 2 < 0.9 * g["h"] * math.sin(math.radians(g["theta"]) / 2):
                return g

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _setup(g, hide=None):
        th = "θ" if hide == "theta" else f"{g['theta']}°"
        h = "h" if hide == "h" else str(g["h"])
        return (f"An isosceles trapezoid ABCD has AD ∥ BC, AD = {g['a']}, BC = {g['b']} and height {h}. E and F are "
                f"the midpoints of the legs AB and CD. The trapezoid is folded along EF so that the dihedral angle "
                f"A-EF-B is {th} (EBCF stays where it is, AEFD turns about EF).")

    @staticmethod
    def _target(g):
        return {"AC": "the distance AC", "area": "the area of the quadrilateral ABCD (A, B, C, D still lie in one plane)",
                "angle": "the angle between the lines AB and CD"}[g["ask"]]

    def question(self, g):
        unit = "in degrees, rounded to 0.1°" if g["ask"] == "angle" else "rounded to 2 decimal places"
        return self._setup(g) + f" After folding, find {self._target(g)}, {unit}."

    def description(self, g):
        return (self._setup(g) + " The figure shows the two trapezoids AEFD and EBCF hinged along EF, with A, B, C, D, "
                "E, F labelled" + ("; AC is drawn in red." if g["ask"] == "AC" else "; AB and CD are drawn in red."))

    # -- answer: the new trapezoid ABCD (synthetic, exact) --------------------------------------
    @staticmethod
    def _exact(p):
        a, b, h = sp.Integer(p["a"]), sp.Integer(p["b"]), sp.Integer(p["h"])
        th = sp.rad(sp.Integer(p["theta"]))
        # AD and BC are both h/2 from EF, perpendicular to it in their own halves: the distance between the
        # parallel lines AD and BC is the base of an isosceles triangle with legs h/2 and apex angle θ
        H = h * sp.sin(th / 2)
        if p["ask"] == "AC":
            return sp.sqrt(H ** 2 + ((a + b) / 2) ** 2)
        if p["ask"] == "area":
            return (a + b) / 2 * H
        ang = 2 * sp.atan((b - a) / 2 / H) * 180 / sp.pi
        return ang if ang <= 90 else 180 - ang            # the angle between two lines is at most 90°

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates, the half AEFD turned about EF --------------------------------------
    def verify(self, g):
        a, b, h = float(g["a"]), float(g["b"]), float(g["h"])
        flat = {"B": np.array([-b / 2, 0.0, 0.0]), "C": np.array([b / 2, 0.0, 0.0]),
                "A": np.array([-a / 2, h, 0.0]), "D": np.array([a / 2, h, 0.0])}
        E, F = (flat["A"] + flat["B"]) / 2, (flat["C"] + flat["D"]) / 2
        phi = math.pi - math.radians(g["theta"])             # turn A, D about line EF (y = h/2) by 180° − θ
        P = dict(flat)
        for k in "AD":
            v = flat[k] - E
            P[k] = E + np.array([v[0], v[1] * math.cos(phi), v[1] * math.sin(phi)])
        # the dihedral angle A-EF-B at E's foot: the perpendiculars to EF from A's and B's feet
        u = P["A"] - np.array([P["A"][0], E[1], 0.0])
        w = P["B"] - np.array([P["B"][0], E[1], 0.0])
        assert abs(math.degrees(math.acos(u @ w / np.linalg.norm(u) / np.linalg.norm(w))) - g["theta"]) < 1e-6
        assert np.linalg.norm(np.cross(F - E, [1, 0, 0])) < 1e-9
        if g["ask"] == "AC":
            return Number(float(np.linalg.norm(P["A"] - P["C"])))
        if g["ask"] == "area":                                # two triangles of the planar quadrilateral
            t1 = np.linalg.norm(np.cross(P["B"] - P["A"], P["C"] - P["A"])) / 2
            t2 = np.linalg.norm(np.cross(P["C"] - P["A"], P["D"] - P["A"])) / 2
            assert abs((P["B"] - P["A"]) @ np.cross(P["C"] - P["A"], P["D"] - P["A"])) < 1e-9   # coplanar
            return Number(float(t1 + t2))
        x, y = P["B"] - P["A"], P["C"] - P["D"]
        return Number(math.degrees(math.acos(abs(x @ y) / np.linalg.norm(x) / np.linalg.norm(y))))

    def scene(self, g):
        a, b, h, th = float(g["a"]), float(g["b"]), float(g["h"]), math.radians(g["theta"])
        m = (a + b) / 2
        # readable_fold_pose frame: the crease EF on the y axis, EBCF in x > 0, AEFD at angle θ towards +z
        up = np.array([math.cos(th), 0.0, math.sin(th)])
        pts = {"E": np.array([0.0, -m / 2, 0.0]), "F": np.array([0.0, m / 2, 0.0]),
               "B": np.array([h / 2, -b / 2, 0.0]), "C": np.array([h / 2, b / 2, 0.0]),
               "A": h / 2 * up + np.array([0.0, -a / 2, 0.0]), "D": h / 2 * up + np.array([0.0, a / 2, 0.0])}
        pts = readable_fold_pose(pts, g["theta"])
        s = Scene()
        for k in "ABCDEF":
            s.point(k, pts[k])
        s.face(["E", "B", "C", "F"], color="lightsteelblue", opacity=0.3)
        s.face(["E", "F", "D", "A"], color="#fcd34d", opacity=0.35)
        if g["ask"] == "AC":
            s.segment("A", "C", style="auxiliary")
        else:
            s.segment("A", "B", style="auxiliary")
            s.segment("C", "D", style="auxiliary")
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        return [
            SubQuestion(f"An isosceles trapezoid ABCD has AD = {g['a']} and BC = {g['b']}. How long is its midline EF "
                        "(E, F the midpoints of AB and CD)?", Number((g["a"] + g["b"]) / 2),
                        "solid_figures/folding/invariants_after_folding"),
            SubQuestion(self._setup(g) + " Find the distance between the parallel lines AD and BC after folding "
                        "(rounded to 2 decimal places).", Number(g["h"] * math.sin(math.radians(g["theta"]) / 2)),
                        "solid_figures/angles/dihedral_plane_angle"),
        ]

    def backward(self, g):
        # every ask is monotonic in the height h (AC, area grow; the angle shrinks): mask h
        th = math.radians(g["theta"])
        val = float(f"{float(self._target_value(g)):.10g}")
        unit = self._target_value(dict(g, h=1))
        if g["ask"] == "AC":
            m2 = ((g["a"] + g["b"]) / 2) ** 2
            h = math.sqrt(val ** 2 - m2) / math.sin(th / 2)
        elif g["ask"] == "area":
            h = val / unit
        else:
            h = (g["b"] - g["a"]) / 2 / math.tan(math.radians(val) / 2) / math.sin(th / 2)
        return Backward(self._setup(g, hide="h") + f" After folding, {self._target(g)} is {val}"
                        f"{'°' if g['ask'] == 'angle' else ''}. Find h.", Number(h), "h")

    @staticmethod
    def _target_value(g):
        H = g["h"] * math.sin(math.radians(g["theta"]) / 2)
        if g["ask"] == "AC":
            return math.hypot(H, (g["a"] + g["b"]) / 2)
        if g["ask"] == "area":
            return (g["a"] + g["b"]) / 2 * H
        return math.degrees(2 * math.atan((g["b"] - g["a"]) / 2 / H))

    def reasoning(self, p):
        a, b, h, t = p["a"], p["b"], p["h"], p["theta"]
        H = h * math.sin(math.radians(t) / 2)
        val = float(self._exact(p))
        steps = [f"EF is the midline: EF ∥ AD ∥ BC and EF = (AD + BC)/2 = {fmt((a + b) / 2)}. Folding does not move "
                 "EF, and AD, BC stay parallel to it, so AD ∥ BC after folding: A, B, C, D lie in one plane and ABCD is "
                 "still an isosceles trapezoid with bases AD and BC.",
                 f"The perpendiculars from a point M of EF to AD and to BC both have length h/2 = {fmt(h / 2)} and "
                 f"make the plane angle of the dihedral angle, {t}°. So the distance between AD and BC is "
                 f"2·(h/2)·sin({t}°/2) = {H:.4f}."]
        if p["ask"] == "AC":
            steps.append(f"Along EF, A and C are (AD + BC)/2 = {fmt((a + b) / 2)} apart, so AC = √({H:.4f}² + "
                         f"{fmt((a + b) / 2)}²) ≈ {val:.4f}.")
        elif p["ask"] == "area":
            steps.append(f"Area of ABCD = (AD + BC)/2 · height = {fmt((a + b) / 2)}·{H:.4f} ≈ {val:.4f}.")
        else:
            steps.append(f"Extend the legs AB and DC to meet: each leg leans by arctan(((BC − AD)/2)/height) = "
                         f"arctan({fmt((b - a) / 2)}/{H:.4f}), so the angle between them is twice that ≈ {val:.4f}°.")
        return steps
