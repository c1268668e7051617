"""Solid geometry (folding): a right trapezoid ABCD (AD ∥ BC, AB ⟂ BC) is folded along the diagonal BD
until the dihedral angle A-BD-C reaches a given value (often 90°: plane ABD ⟂ plane BCD); find AC,
the volume of A-BCD or the angle between AC and plane BCD (Gaokao folding classic)."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose
from dynaforge.sdk.solid_motion import fold_flap

ASKS = {"ac": "the length AC after folding", "volume": "the volume of the tetrahedron A-BCD",
        "angle": "the angle between the line AC and the plane BCD, in degrees"}


@seed_program(
    id="right_trapezoid_diagonal_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/positional/plane_plane_perpendicular",
              "solid_figures/folding/skew_segment_length", "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding a right trapezoid along a diagonal)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RightTrapezoidDiagonalFold(SeedProgram):
    def sample(self, rng):
        while True:
            h, d, c = (int(v) for v in rng.integers(1, 9, size=3))
            if c > d and h >= 2 and c <= 3 * h:
                break
        theta = 90.0 if rng.random() < 0.55 else float(rng.choice([60, 120, 45]))
        return {"h": h, "d": d, "c": c, "theta": theta, "ask": str(rng.choice(list(ASKS)))}

    def _setup(self, p):
        fold = ("plane ABD ⟂ plane BCD" if p["theta"] == 90 else
                f"the dihedral angle A-BD-C is {fmt(p['theta'])}°")
        return (f"In the right trapezoid ABCD, AD ∥ BC, AB ⟂ BC, AB = {p['h']}, AD = {p['d']} and BC = {p['c']}. "
                f"Triangle ABD is folded along the diagonal BD so that {fold}.")

    def question(self, p):
        return self._setup(p) + f" Find {ASKS[p['ask']]}."

    def _parts(self, p):
        h, d, c = p["h"], p["d"], p["c"]
        bd = np.hypot(h, d)
        af = h * d / bd                 # altitude from A in right triangle BAD
        bf = h * h / bd                 # BF = AB²/BD
        # C to the line BD: area of BCD = ½·BC·AB (base BC, height AB), so CG = c·h/BD
        cg = c * h / bd
        bg = c * d / bd                 # projection of BC on BD: BC·cos∠CBD, cos∠CBD = AD/BD (alternate angles)
        return bd, af, bf, cg, bg

    def _value(self, p):
        bd, af, bf, cg, bg = self._parts(p)
        th = np.radians(p["theta"])
        ac2 = (bg - bf) ** 2 + af ** 2 + cg ** 2 - 2 * af * cg * np.cos(th)
        height = af * np.sin(th)
        if p["ask"] == "ac":
            return float(np.sqrt(ac2))
        if p["ask"] == "volume":
            return float(0.5 * p["c"] * p["h"] * height / 3)
        return float(np.degrees(np.arcsin(height / np.sqrt(ac2))))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        h, d, c = p["h"], p["d"], p["c"]
        B, C, D = np.zeros(3), np.array([c, 0.0, 0.0]), np.array([d, h, 0.0])
        A = fold_flap({"A": (0.0, h, 0.0)}, B, D, p["theta"])["A"]
        if A[2] < 0:
            A = A * np.array([1, 1, -1])
        return {"A": A, "B": B, "C": C, "D": D}

    def verify(self, p):
        X = self._coords(p)
        A, B, C, D = X["A"], X["B"], X["C"], X["D"]
        if p["ask"] == "ac":
            return Number(float(np.linalg.norm(A - C)))
        if p["ask"] == "volume":
            return Number(float(abs(np.linalg.det(np.array([B - A, C - A, D - A]))) / 6))
        return Number(float(np.degrees(np.arcsin(abs(A[2]) / np.linalg.norm(A - C)))))

    def scene(self, p):
        X = self._coords(p)
        # pose: crease BD on the y axis for readable_fold_pose, fixed half (C) on +x
        B, D = X["B"], X["D"]
        ey = (D - B) / np.linalg.norm(D - B)
        ex = X["C"] - B - ((X["C"] - B) @ ey) * ey
        ex /= np.linalg.norm(ex)
        ez = np.cross(ex, ey)
        local = {k: np.array([(v - B) @ ex, (v - B) @ ey, (v - B) @ ez]) for k, v in X.items()}
        if local["A"][2] < 0:
            local = {k: v * np.array([1, 1, -1]) for k, v in local.items()}
        P = readable_fold_pose(local, p["theta"])
        s = Scene()
        for k in "ABCD":
            s.point(k, P[k])
        s.face(["B", "C", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "B", "D"], color="#fcd34d", opacity=0.35)
        s.segment("A", "C", style="auxiliary" if p["ask"] != "volume" else "edge")
        return s

    def subquestions(self, p):
        bd, af, *_ = self._parts(p)
        return [
            SubQuestion(f"In right triangle BAD, AB = {p['h']} and AD = {p['d']} with the right angle at A. Find BD.",
                        Number(float(bd)), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In right triangle BAD, AB = {p['h']} and AD = {p['d']}. Find the altitude from A to BD.",
                        Number(float(af)), "plane_figures/triangles/right_triangle_altitude"),
        ]

    def description(self, p):
        return self._setup(p) + " In the folded figure triangle BCD lies flat and triangle ABD has been turned up about BD."

    def reasoning(self, p):
        bd, af, bf, cg, bg = self._parts(p)
        th = p["theta"]
        steps = [f"BD = √({p['h']}² + {p['d']}²) ≈ {bd:.4f}. Let F, G be the feet of the perpendiculars from A and C to BD "
                 f"(in the flat trapezoid): AF = AB·AD/BD ≈ {af:.4f}, BF = AB²/BD ≈ {bf:.4f}.",
                 f"Triangle BCD has area ½·BC·AB = {p['c'] * p['h'] / 2:g}, so CG = 2·area/BD ≈ {cg:.4f}; BG = BC·cos∠CBD = "
                 f"BC·AD/BD ≈ {bg:.4f} (∠CBD = ∠ADB, AD ∥ BC).",
                 f"After folding AF ⟂ BD and CG ⟂ BD still, with angle {fmt(th)}° between them (the dihedral angle); "
                 f"the distance from A to plane BCD is AF·sin{fmt(th)}° ≈ {af * np.sin(np.radians(th)):.4f}."]
        ac2 = (bg - bf) ** 2 + af ** 2 + cg ** 2 - 2 * af * cg * np.cos(np.radians(th))
        steps.append(f"AC² = FG² + AF² + CG² − 2·AF·CG·cos{fmt(th)}° ≈ {ac2:.4f}, so AC ≈ {np.sqrt(ac2):.4f}.")
        if p["ask"] == "volume":
            steps.append(f"V = ⅓·{p['c'] * p['h'] / 2:g}·{af * np.sin(np.radians(th)):.4f} ≈ {self._value(p):.4f}.")
        elif p["ask"] == "angle":
            steps.append(f"sin(angle) = {af * np.sin(np.radians(th)):.4f}/{np.sqrt(ac2):.4f}, angle ≈ {self._value(p):.4f}°.")
        return steps
