"""Solid geometry (folding): a right triangle ABC (right angle at C) is folded along the median CD to the
hypotenuse until the dihedral angle A-CD-B has a given size; find the new distance AB, the angle ∠ACB or
the angle ∠ADB (DynaSolidGeo folding; the classic isosceles case where perpendicular halves make ABC
equilateral). ``answer`` works in the flat triangle: A and B are both pq/c from the line CD and their feet
lie symmetric about D, (p² − q²)/c apart, so AB² = 2h²(1 − cos θ) + (p² − q²)²/c², then the law of
cosines (sympy, exact); ``verify`` turns the triangle ACD about CD in 3D and measures (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import readable_fold_pose, surd_text
from dynaforge.sdk.solid_motion import fold_flap

SPECIAL = (30, 45, 60, 90, 120, 135, 150)


@seed_program(
    id="right_triangle_median_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/folding/skew_segment_length",
              "solid_figures/angles/dihedral_plane_angle"],
    source="DynaSolidGeo-style (folding: a right triangle folded along the median to its hypotenuse)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class RightTriangleMedianFold(SeedProgram):
    levels = Levels(
        standard=dict(leg=IntRange(2, 12), theta=OneOf(SPECIAL), isosceles_share=1.0,
                      ask=OneOf(("AB", "ACB"), p=[0.7, 0.3])),
        hard=dict(leg=IntRange(3, 15), theta=OneOf(SPECIAL + (100, 110, 70, 80)), isosceles_share=0.0,
                  ask=OneOf(("AB", "ACB", "ADB"), p=[0.4, 0.3, 0.3])),
        hard_means="unequal legs, so DA and DB are no longer perpendicular to the crease: the feet of the "
                   "perpendiculars from A and B on CD are apart and ∠ADB is not the dihedral angle; more angles asked",
    )

    def sample(self, rng, space):
        """Givens: the legs CA and CB (one ``a`` for the isosceles triangle), the dihedral angle θ (degrees) and
        what is asked."""
        theta, ask = int(space.theta.draw(rng)), space.ask.draw(rng)
        if rng.random() < space.isosceles_share:
            return {"a": int(space.leg.draw(rng)), "theta": theta, "ask": ask}
        for _ in attempts("two unequal legs, neither more than three times the other"):
            p, q = (int(v) for v in space.leg.draw(rng, size=2))
            if p != q and max(p, q) <= 3 * min(p, q):
                return {"ca": p, "cb": q, "theta": theta, "ask": ask}

    @staticmethod
    def _legs(g):
        return (g["a"], g["a"]) if "a" in g else (g["ca"], g["cb"])

    def _lead(self, g, hide=None):
        if "a" in g:
            tri = f"In the isosceles right triangle ABC, ∠C = 90° and CA = CB = {g['a']}"
        else:
            tri = f"In the right triangle ABC, ∠C = 90°, CA = {g['ca']} and CB = {g['cb']}"
        th = "x°" if hide == "theta" else f"{g['theta']}°"
        return (f"{tri}; D is the midpoint of the hypotenuse AB. The triangle ACD is folded along CD until the "
                f"dihedral angle A-CD-B is {th}.")

    def _asked(self, g):
        return {"AB": "the distance AB after folding (to 2 decimal places)",
                "ACB": "the angle ∠ACB after folding, in degrees",
                "ADB": "the angle ∠ADB after folding, in degrees"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    # -- answer: in the flat triangle ---------------------------------------------------------------------------
    def _exact(self, p):
        a, b = (sp.Integer(v) for v in self._legs(p))
        c = sp.sqrt(a ** 2 + b ** 2)
        h = a * b / c                                       # distance of A (and of B) from the line CD
        gap = sp.Abs(a ** 2 - b ** 2) / c                   # the feet of A and B on CD, symmetric about D
        th = sp.rad(sp.Integer(p["theta"]))
        ab2 = sp.nsimplify(sp.simplify(2 * h ** 2 * (1 - sp.cos(th)) + gap ** 2))
        return {"a": a, "b": b, "c": c, "h": h, "gap": gap, "ab2": ab2}

    def _value(self, p):
        q = self._exact(p)
        if p["ask"] == "AB":
            return float(sp.sqrt(q["ab2"]))
        if p["ask"] == "ACB":
            return float(sp.deg(sp.acos((q["a"] ** 2 + q["b"] ** 2 - q["ab2"]) / (2 * q["a"] * q["b"]))))
        half = q["c"] / 2
        return float(sp.deg(sp.acos(1 - q["ab2"] / (2 * half ** 2))))

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: fold in 3D --------------------------------------------------------------------------------------
    def verify(self, g):
        p, q = (float(v) for v in ((g["a"], g["a"]) if "a" in g else (g["ca"], g["cb"])))
        C, A, B = np.zeros(3), np.array([p, 0, 0]), np.array([0, q, 0])
        D = (A + B) / 2
        A2 = fold_flap({"A": A}, C, D, float(g["theta"]))["A"]
        ang = lambda X, Y, Z: np.degrees(np.arccos((X - Y) @ (Z - Y) / (np.linalg.norm(X - Y) * np.linalg.norm(Z - Y))))
        return Number(float({"AB": np.linalg.norm(A2 - B), "ACB": ang(A2, C, B), "ADB": ang(A2, D, B)}[g["ask"]]))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, b = (float(v) for v in self._legs(g))
        c = np.hypot(a, b)
        h, th = a * b / c, np.radians(g["theta"])
        # the crease CD on the y axis; B flat in x > 0, A turned up by θ from +x
        yA, yB = a * a / c, b * b / c                      # the feet of A and B along CD, from C
        pts = {"C": (0, 0, 0), "D": (0, c / 2, 0), "B": (h, yB, 0),
               "A": (h * np.cos(th), yA, h * np.sin(th))}
        pts = readable_fold_pose(pts, g["theta"])
        s = Scene()
        for k in ("A", "B", "C", "D"):
            s.point(k, pts[k])
        s.face(["B", "C", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "C", "D"], color="#fcd34d", opacity=0.35)
        s.segment("A", "B", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the triangle BCD lying still and the triangle ACD turned up "
                f"about the crease CD, with the segment AB drawn in red.")

    def subquestions(self, g):
        q = self._exact(g)
        tri = self._lead(g).split(";")[0]
        return [SubQuestion(f"{tri}; D is the midpoint of AB. Before folding, find the distance from A to the line CD "
                            f"(to 2 decimal places).", Number(float(q["h"])),
                            "solid_figures/folding/invariants_after_folding")]

    def backward(self, g):
        q = self._exact(g)
        v = self._value(g)
        if g["ask"] == "AB":
            told = f"AB² = {surd_text(q['ab2'])}" if g["theta"] in SPECIAL else f"AB = {v:.4f}"
            ab2 = q["ab2"]
        elif g["ask"] == "ACB":
            told = f"∠ACB = {v:.4f}°"
            ab2 = q["a"] ** 2 + q["b"] ** 2 - 2 * q["a"] * q["b"] * sp.cos(sp.rad(sp.Float(v, 30)))
        else:
            told = f"∠ADB = {v:.4f}°"
            ab2 = (q["c"] / 2) ** 2 * 2 * (1 - sp.cos(sp.rad(sp.Float(v, 30))))
        cos_t = 1 - (float(ab2) - float(q["gap"]) ** 2) / (2 * float(q["h"]) ** 2)
        return Backward(f"{self._lead(g, hide='theta')} After folding, {told}. Find x (0 < x < 180).",
                        Number(float(np.degrees(np.arccos(np.clip(cos_t, -1, 1))))), "theta")

    def reasoning(self, p):
        q = self._exact(p)
        th = p["theta"]
        t = lambda e: surd_text(sp.nsimplify(e))
        ab2_text = t(q["ab2"]) if th in SPECIAL else f"{float(q['ab2']):.4f}"
        out = [
            f"Before folding: AB = {t(q['c'])}, CD = DA = DB = {t(q['c'] / 2)} (the median to the hypotenuse). "
            f"Triangles ACD and BCD have equal areas (CA·CB/4), so A and B are both h = CA·CB/AB = {t(q['h'])} from "
            f"the line CD, and since D is the midpoint of AB their feet A₀, B₀ on CD are symmetric about D: "
            f"A₀B₀ = |CA² − CB²|/AB = {t(q['gap'])}.",
            f"Folding keeps AA₀ ⟂ CD and BB₀ ⟂ CD, so the angle between them is the plane angle {th}° of the "
            f"dihedral angle A-CD-B.",
            f"AB² = AA₀² + A₀B₀² + BB₀² − 2·AA₀·BB₀·cos {th}° = {ab2_text}, AB ≈ {float(sp.sqrt(q['ab2'])):.4f}.",
        ]
        if p["ask"] == "ACB":
            out.append(f"Law of cosines in ACB: cos ∠ACB = (CA² + CB² − AB²)/(2·CA·CB), ∠ACB ≈ {self._value(p):.2f}°.")
        elif p["ask"] == "ADB":
            out.append(f"Law of cosines in ADB with DA = DB = {t(q['c'] / 2)}: ∠ADB ≈ {self._value(p):.2f}°.")
        return out
