"""Solid geometry (folding): a square or rectangle ABCD is folded along its midline EF (E, F the midpoints
of AB and CD) until the dihedral angle A-EF-B has a given size; find the distance AC between two
opposite corners, or (harder) the angle between AC and the fixed half EBCF (DynaSolidGeo folding: AE and
CF stay perpendicular to the crease, so ∠AEB is the plane angle of the fold and AC is a skew-segment
length). ``answer`` uses the skew-segment formula AC² = AE² + EF² + FC² − 2·AE·FC·cos θ and sin φ =
AE·sin θ / AC (sympy, exact); ``verify`` turns the half AEFD about EF in 3D and measures (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import readable_fold_pose, surd_text
from dynaforge.sdk.solid_motion import fold_flap

SPECIAL = (30, 45, 60, 90, 120, 135, 150)


@seed_program(
    id="rectangle_midline_fold_corner_distance", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/folding/skew_segment_length",
              "solid_figures/angles/dihedral_plane_angle"],
    source="DynaSolidGeo-style (folding: a sheet folded along its midline to a given dihedral angle)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class RectangleMidlineFoldCornerDistance(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 10), theta=OneOf(SPECIAL), square_share=0.5, ask=OneOf(("AC",))),
        hard=dict(side=IntRange(3, 16), theta=OneOf(tuple(t for t in range(20, 165, 5) if t not in SPECIAL)),
                  square_share=0.0, ask=OneOf(("AC", "angle"), p=[0.4, 0.6])),
        hard_means="rectangles only, dihedral angles that are not special (no friendly cosine), and mostly the angle "
                   "between AC and the fixed half instead of AC: the height of A over that plane comes first",
    )

    def sample(self, rng, space):
        """Givens: the square's side ``a``, or the rectangle's AB and AD; the dihedral angle θ (degrees) and
        what is asked."""
        theta, ask = int(space.theta.draw(rng)), space.ask.draw(rng)
        if ask == "AC" and rng.random() < space.square_share:
            return {"a": int(space.side.draw(rng)), "theta": theta, "ask": ask}
        for _ in attempts("a rectangle that is not a square"):
            ab, ad = (int(v) for v in space.side.draw(rng, size=2))
            if ab != ad:
                return {"ab": ab, "ad": ad, "theta": theta, "ask": ask}

    @staticmethod
    def _dims(g):
        return (g["a"], g["a"]) if "a" in g else (g["ab"], g["ad"])

    def _lead(self, g, hide=None):
        sheet = (f"Square ABCD has side {g['a']}" if "a" in g
                 else f"Rectangle ABCD has AB = {g['ab']} and AD = {g['ad']}")
        th = "x°" if hide == "theta" else f"{g['theta']}°"
        return (f"{sheet}; E and F are the midpoints of AB and CD. The sheet is folded along EF until the dihedral "
                f"angle A-EF-B is {th}.")

    def _asked(self, g):
        return {"AC": "the distance AC after folding (to 2 decimal places)",
                "angle": "the angle between the line AC and the plane EBCF after folding, in degrees"}[g["ask"]]

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    # -- answer: the skew-segment formula --------------------------------------------------------------------
    def _exact(self, p):
        ab, ad = self._dims(p)
        m, n = sp.Rational(ab, 2), sp.Integer(ad)
        th = sp.rad(sp.Integer(p["theta"]))
        ac = sp.sqrt(m ** 2 + n ** 2 + m ** 2 - 2 * m * m * sp.cos(th))
        return {"m": m, "n": n, "ac": sp.simplify(ac), "h": m * sp.sin(th)}

    def _value(self, p):
        q = self._exact(p)
        return float(q["ac"]) if p["ask"] == "AC" else float(sp.deg(sp.asin(q["h"] / q["ac"])))

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: fold in 3D --------------------------------------------------------------------------------------
    def verify(self, g):
        w, h = (float(v) for v in ((g["a"], g["a"]) if "a" in g else (g["ab"], g["ad"])))
        flat = {"A": (0, 0, 0), "B": (w, 0, 0), "C": (w, h, 0), "D": (0, h, 0)}
        E, F = np.array([w / 2, 0, 0]), np.array([w / 2, h, 0])
        moved = fold_flap({"A": flat["A"], "D": flat["D"]}, E, F, float(g["theta"]))
        A, B, C = moved["A"], np.array(flat["B"], float), np.array(flat["C"], float)
        AC = C - A
        if g["ask"] == "AC":
            return Number(float(np.linalg.norm(AC)))
        n = np.cross(B - E, C - E)
        return Number(float(np.degrees(np.arcsin(abs(AC @ n) / (np.linalg.norm(AC) * np.linalg.norm(n))))))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        ab, ad = self._dims(g)
        m, th = ab / 2, np.radians(g["theta"])
        pts = {"E": (0, 0, 0), "F": (0, ad, 0), "B": (m, 0, 0), "C": (m, ad, 0),
               "A": (m * np.cos(th), 0, m * np.sin(th)), "D": (m * np.cos(th), ad, m * np.sin(th))}
        pts = readable_fold_pose(pts, g["theta"])
        s = Scene()
        for k in ("A", "B", "C", "D", "E", "F"):
            s.point(k, pts[k])
        s.face(["E", "B", "C", "F"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "E", "F", "D"], color="#fcd34d", opacity=0.35)
        s.segment("A", "C", style="auxiliary")
        return s

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the half EBCF lying still and the half AEFD turned up about the "
                f"crease EF, with the segment AC drawn in red.")

    def subquestions(self, g):
        q = self._exact(g)
        return [SubQuestion(f"{self._lead(g)} Find the distance AB after folding (to 2 decimal places).",
                            Number(float(2 * q["m"] * sp.sin(sp.rad(sp.Integer(g["theta"])) / 2))),
                            "solid_figures/angles/dihedral_plane_angle")]

    def backward(self, g):
        q = self._exact(g)
        m, n = q["m"], q["n"]
        if g["ask"] == "AC":                               # cos θ is fixed by AC: mask the angle
            told = (f"AC² = {surd_text(sp.nsimplify(q['ac'] ** 2))}" if g["theta"] in SPECIAL
                    else f"AC = {float(q['ac']):.4f}")
            ac2 = float(q["ac"]) ** 2
            th = float(np.degrees(np.arccos((2 * float(m) ** 2 + float(n) ** 2 - ac2) / (2 * float(m) ** 2))))
            return Backward(f"{self._lead(g, hide='theta')} After folding, {told}. Find x (0 < x < 180).",
                            Number(th), "theta")
        # the angle with EBCF falls as AD grows: mask AD
        phi = self._value(g)
        h = float(q["h"])
        n2 = (h / np.sin(np.radians(phi))) ** 2 - 2 * float(m) ** 2 * (1 - np.cos(np.radians(g["theta"])))
        lead = self._lead(g).replace(f"AD = {g['ad']}", "AD = x")
        return Backward(f"{lead} After folding, the angle between AC and the plane EBCF is {phi:.4f}°. Find x.",
                        Number(float(np.sqrt(n2))), "ad")

    @staticmethod
    def _ac_text(q, th):
        return surd_text(q["ac"]) if th in SPECIAL else f"{float(q['ac']):.4f}"

    def reasoning(self, p):
        q = self._exact(p)
        m, n, th = q["m"], q["n"], p["theta"]
        out = [
            f"AE ⟂ EF and BE ⟂ EF before folding, and folding keeps these right angles, so ∠AEB = {th}° is the plane "
            f"angle of the dihedral angle; likewise CF ⟂ EF and DF ⟂ EF.",
            f"AE = FC = {surd_text(m)} and EF = AD = {n}. A, C are the ends of the skew segments EA and FC, both "
            f"perpendicular to EF and at an angle of {th}°: AC² = AE² + EF² + FC² − 2·AE·FC·cos {th}°.",
            f"AC² = {surd_text(m ** 2)} + {n ** 2} + {surd_text(m ** 2)} − 2·{surd_text(m ** 2)}·cos {th}°, so AC = "
            f"{self._ac_text(q, th)}.",
        ]
        if p["ask"] == "angle":
            out += [f"EF ⟂ AE and EF ⟂ BE give EF ⟂ plane AEB, so plane AEB ⟂ plane EBCF; the foot of A lies on line "
                    f"EB and the height of A over EBCF is AE·sin {th}° = {float(q['h']):.4f}.",
                    f"sin φ = {float(q['h']):.4f} / {float(q['ac']):.4f}, φ ≈ {self._value(p):.2f}°."]
        return out
