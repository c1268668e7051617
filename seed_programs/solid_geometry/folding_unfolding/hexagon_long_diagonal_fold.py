"""Solid geometry (folding): a regular hexagon ABCDEF is folded along its long diagonal AD until the
dihedral angle B-AD-F reaches a given value; find the distance between a vertex of one half and a vertex
of the other (BF or BE), the distance from B to the plane ADEF, or the angle between the sides AB and AF.
Every vertex keeps its distance to the crease and the foot of that perpendicular on AD, so
XY² = h_X² + h_Y² − 2·h_X·h_Y·cos θ + s² (s the offset of the two feet along AD)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose

ASKS = ("BF", "BE", "height", "angle")
# the pair asked for each distance ask; the mirror image (CE for BF, CF for BE) is the same length
PAIRS = {"BF": ("B", "F"), "BE": ("B", "E")}


@seed_program(
    id="hexagon_long_diagonal_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/folding/skew_segment_length"],
    source="DynaSolidGeo-style (folding a regular hexagon along a long diagonal)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class HexagonLongDiagonalFold(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 9), theta=OneOf((60, 90, 120)), ask=OneOf(ASKS, p=[0.35, 0.25, 0.2, 0.2])),
        hard=dict(side=IntRange(4, 14), theta=OneOf((40, 50, 70, 80, 100, 110, 130, 140)),
                  ask=OneOf(ASKS, p=[0.2, 0.4, 0.1, 0.3])),
        hard_means="longer sides, fold angles that are not special angles (no √ shortcut, the cosine stays), and "
                   "mostly BE, whose feet on the crease are a side apart (a third term), or the angle between AB "
                   "and AF (a dot product of two folded sides)",
    )

    def sample(self, rng, space):
        return {"a": int(space.side.draw(rng)), "theta": int(space.theta.draw(rng)), "ask": space.ask.draw(rng)}

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _setup(g, hide=None):
        a = "a" if hide == "a" else str(g["a"])
        th = "θ" if hide == "theta" else f"{g['theta']}°"
        return (f"A regular hexagon ABCDEF with side {a} is folded along its diagonal AD so that the dihedral "
                f"angle B-AD-F is {th} (the half ABCD stays where it is, the half ADEF turns about AD).")

    @staticmethod
    def _target(g):
        if g["ask"] in PAIRS:
            x, y = PAIRS[g["ask"]]
            return f"the distance {x}{y} after folding"
        if g["ask"] == "height":
            return "the distance from B to the plane ADEF"
        return "the angle ∠BAF after folding, in degrees"

    def question(self, g):
        unit = "rounded to 2 decimal places" if g["ask"] != "angle" else "rounded to 0.1°"
        return self._setup(g) + f" Find {self._target(g)} ({unit})."

    def description(self, g):
        return (self._setup(g) + " The figure shows the two trapezoids ABCD and ADEF hinged along AD, with all six "
                "vertices labelled." + (" The segment {}{} is drawn in red.".format(*PAIRS[g["ask"]])
                                        if g["ask"] in PAIRS else ""))

    # -- answer: the flat sheet (feet on the crease) and the law of cosines ---------------------
    @staticmethod
    def _exact(p):
        a, th = sp.Integer(p["a"]), sp.rad(sp.Integer(p["theta"]))
        h = a * sp.sqrt(3) / 2                      # every vertex B, C, E, F is a·√3/2 from AD
        if p["ask"] == "BF":                        # feet of B and F coincide (both a/2 from A)
            return sp.sqrt(2 * h ** 2 - 2 * h ** 2 * sp.cos(th))
        if p["ask"] == "BE":                        # feet a/2 and 3a/2 from A: offset a
            return sp.sqrt(2 * h ** 2 - 2 * h ** 2 * sp.cos(th) + a ** 2)
        if p["ask"] == "height":
            return h * sp.sin(th)
        # AB = AF = a; AB·AF = (a/2)² + h²·cos θ (components along AD and across it)
        return sp.acos(((a / 2) ** 2 + h ** 2 * sp.cos(th)) / a ** 2) * 180 / sp.pi

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates of the flat hexagon, the half ADEF rotated about AD ----------------
    def verify(self, g):
        a, th = float(g["a"]), math.radians(g["theta"])
        flat = {k: a * np.array([math.cos(math.radians(180 + 60 * i)), math.sin(math.radians(180 + 60 * i)), 0.0])
                for i, k in enumerate("ABCDEF")}       # A = (−a, 0), B below AD ... counter-clockwise
        # B, C have y < 0; E, F have y > 0. Turn E and F about the x axis (line AD) by 180° − θ.
        phi = math.pi - th
        rot = np.array([[1, 0, 0], [0, math.cos(phi), -math.sin(phi)], [0, math.sin(phi), math.cos(phi)]])
        P = dict(flat)
        for k in "EF":
            P[k] = rot @ flat[k]
        # the dihedral angle B-AD-F from the two perpendiculars at one point of AD
        nb, nf = np.array([0, P["B"][1], P["B"][2]]), np.array([0, P["F"][1], P["F"][2]])
        assert abs(math.degrees(math.acos(nb @ nf / np.linalg.norm(nb) / np.linalg.norm(nf))) - g["theta"]) < 1e-6
        if g["ask"] in PAIRS:
            x, y = PAIRS[g["ask"]]
            return Number(float(np.linalg.norm(P[x] - P[y])))
        if g["ask"] == "height":
            n = np.cross(P["D"] - P["A"], P["F"] - P["A"])
            return Number(float(abs((P["B"] - P["A"]) @ n) / np.linalg.norm(n)))
        u, v = P["B"] - P["A"], P["F"] - P["A"]
        return Number(math.degrees(math.acos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))

    # -- figure ------------------------------------------------------------------------------
    def scene(self, g):
        a, th = float(g["a"]), math.radians(g["theta"])
        h = a * math.sqrt(3) / 2
        # readable_fold_pose frame: crease AD on the y axis, the fixed half (B, C) in x > 0, z = 0,
        # the folded half (E, F) at angle θ from +x towards +z
        fold = np.array([math.cos(th), 0.0, math.sin(th)])
        pts = {"A": np.array([0.0, -a, 0.0]), "D": np.array([0.0, a, 0.0]),
               "B": np.array([h, -a / 2, 0.0]), "C": np.array([h, a / 2, 0.0]),
               "F": h * fold + np.array([0.0, -a / 2, 0.0]), "E": h * fold + np.array([0.0, a / 2, 0.0])}
        pts = readable_fold_pose(pts, g["theta"])
        # seen obliquely to the crease (AD runs along y), so the fold never flattens into a hexagon outline
        s = Scene(azimuth_range=(25.0, 65.0))
        for k in "ABCDEF":
            s.point(k, pts[k])
        s.face(["A", "B", "C", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "D", "E", "F"], color="#fcd34d", opacity=0.35)
        if g["ask"] in PAIRS:
            s.segment(*PAIRS[g["ask"]], style="auxiliary")
        elif g["ask"] == "height":
            n = np.cross(pts["D"] - pts["A"], pts["F"] - pts["A"])
            n /= np.linalg.norm(n)
            s.point("H", pts["B"] - ((pts["B"] - pts["A"]) @ n) * n)
            s.segment("B", "H", style="auxiliary")
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        a = g["a"]
        return [
            SubQuestion(f"In a regular hexagon ABCDEF with side {a}, find the distance from B to the diagonal AD "
                        f"(exact or rounded to 2 decimal places).", Number(a * math.sqrt(3) / 2),
                        "solid_figures/folding/invariants_after_folding"),
            SubQuestion(f"In a regular hexagon ABCDEF with side {a}, the perpendiculars from B and from E to the "
                        f"diagonal AD meet AD at two points. How far apart are these two points?", Number(a),
                        "solid_figures/folding/invariants_after_folding"),
            SubQuestion(self._setup(g) + " Let M be the foot of the perpendicular from B to AD, which is also the "
                        "foot of the perpendicular from F. Find ∠BMF in degrees.", Number(g["theta"]),
                        "solid_figures/angles/dihedral_plane_angle"),
        ]

    def backward(self, g):
        if g["ask"] in ("BF", "angle"):
            # BF = a·√3·sin(θ/2) and cos∠BAF = 1/4 + 3/4·cos θ are monotonic in θ on (0°, 180°)
            th = math.radians(g["theta"])
            if g["ask"] == "BF":
                d = float(f"{g['a'] * math.sqrt(3) * math.sin(th / 2):.10g}")
                back, known = 2 * math.degrees(math.asin(d / (g["a"] * math.sqrt(3)))), f"BF = {d}"
            else:
                ang = float(f"{math.degrees(math.acos(0.25 + 0.75 * math.cos(th))):.10g}")
                back = math.degrees(math.acos((4 * math.cos(math.radians(ang)) - 1) / 3))
                known = f"∠BAF = {ang}°"
            return Backward(self._setup(g, hide="theta") + f" After folding {known}. Find θ in degrees "
                            "(0° < θ < 180°).", Number(back), "theta")
        # BE and the distance to plane ADEF are proportional to the side: mask the side
        val = float(f"{float(self._target_value(g)):.10g}")
        per_unit = float(self._target_value(dict(g, a=1)))
        return Backward(self._setup(g, hide="a") + f" After folding, {self._target(g)} is {val}. Find a.",
                        Number(val / per_unit), "a")

    @staticmethod
    def _target_value(g):
        a, th = g["a"], math.radians(g["theta"])
        h = a * math.sqrt(3) / 2
        if g["ask"] == "BE":
            return math.sqrt(2 * h * h * (1 - math.cos(th)) + a * a)
        return h * math.sin(th)

    def reasoning(self, p):
        a, t = p["a"], p["theta"]
        val = float(self._exact(p))
        steps = [f"In the flat hexagon, B, C, E, F are each a·√3/2 = {fmt(a * math.sqrt(3) / 2, 4)} from AD; the feet "
                 f"of the perpendiculars from B and F lie {fmt(a / 2)} from A, those from C and E {fmt(1.5 * a)} "
                 "from A.",
                 "Folding does not change these lengths or feet. Let M be the common foot of B and F: MB ⟂ AD and "
                 f"MF ⟂ AD, so ∠BMF = {t}° is the plane angle of the dihedral angle B-AD-F."]
        if p["ask"] == "BF":
            steps.append(f"In the isosceles triangle BMF: BF = 2·(a√3/2)·sin({t}°/2) ≈ {val:.4f}.")
        elif p["ask"] == "BE":
            steps.append("Let N be the foot of E; the segment from B to the line NE: AD ⟂ plane BMF, and MN ∥ AD "
                         f"with MN = {a}, so BE² = BM² + NE² − 2·BM·NE·cos{t}° + MN²"
                         f" = 2·{fmt(0.75 * a * a)}·(1 − cos{t}°) + {a * a}: BE ≈ {val:.4f}.")
        elif p["ask"] == "height":
            steps.append("AD ⟂ plane BMF, so plane BMF ⟂ plane ADEF and the perpendicular from B to plane ADEF lies "
                         f"in plane BMF: its length is BM·sin{t}° ≈ {val:.4f}.")
        else:
            steps.append("Put A at the origin with AD as the x axis: AB = (a/2, a√3/2, 0) and, after folding, "
                         f"AF = (a/2, a√3/2·cos{t}°, a√3/2·sin{t}°).")
            steps.append(f"cos∠BAF = (a²/4 + 3a²/4·cos{t}°)/a² = 1/4 + 3/4·cos{t}°, so ∠BAF ≈ {val:.4f}°.")
        return steps
