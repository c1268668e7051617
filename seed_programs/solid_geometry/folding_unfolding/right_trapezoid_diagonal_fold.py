"""Solid geometry (folding): a right trapezoid ABCD (AD ∥ BC, AB ⟂ BC) is folded along the diagonal BD
until the dihedral angle A-BD-C reaches a given value (often 90°: plane ABD ⟂ plane BCD); find AC,
the volume of A-BCD or the angle between AC and plane BCD (Gaokao folding classic)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(dim=IntRange(1, 8), perpendicular_share=0.55, theta=OneOf((60, 120, 45)),
                      ask=OneOf(tuple(ASKS))),
        hard=dict(dim=IntRange(3, 16), perpendicular_share=0.25, theta=OneOf((40, 75, 105, 135)),
                  ask=OneOf(tuple(ASKS), p=[0.3, 0.3, 0.4])),
        hard_means="larger trapezoids, mostly dihedral angles other than 90° (the cosine term stays in AC²) that are "
                   "not special angles, and more often the line-plane angle",
    )

    def sample(self, rng, space):
        for _ in attempts("BC > AD, AB >= 2 and BC <= 3 AB"):
            h, d, c = (int(v) for v in space.dim.draw(rng, size=3))
            if c > d and h >= 2 and c <= 3 * h:
                break
        theta = 90.0 if rng.random() < space.perpendicular_share else float(space.theta.draw(rng))
        return {"h": h, "d": d, "c": c, "theta": theta, "ask": space.ask.draw(rng)}

    def _setup(self, p):
        fold = ("plane ABD ⟂ plane BCD" if p["theta"] == 90 else
                f"the dihedral angle A-BD-C is {fmt(p['theta'])}°")
        return (f"In the right trapezoid ABCD, AD ∥ BC, AB ⟂ BC, AB = {p['h']}, AD = {p['d']} and BC = {p['c']}. "
                f"Triangle ABD is folded along the diagonal BD so that {fold}.")

    def question(self, g):
        return self._setup(g) + f" Find {ASKS[g['ask']]}."

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

    def verify(self, g):
        X = self._coords(g)
        A, B, C, D = X["A"], X["B"], X["C"], X["D"]
        if g["ask"] == "ac":
            return Number(float(np.linalg.norm(A - C)))
        if g["ask"] == "volume":
            return Number(float(abs(np.linalg.det(np.array([B - A, C - A, D - A]))) / 6))
        return Number(float(np.degrees(np.arcsin(abs(A[2]) / np.linalg.norm(A - C)))))

    def scene(self, g):
        X = self._coords(g)
        # pose: crease BD on the y axis for readable_fold_pose, fixed half (C) on +x
        B, D = X["B"], X["D"]
        ey = (D - B) / np.linalg.norm(D - B)
        ex = X["C"] - B - ((X["C"] - B) @ ey) * ey
        ex /= np.linalg.norm(ex)
        ez = np.cross(ex, ey)
        local = {k: np.array([(v - B) @ ex, (v - B) @ ey, (v - B) @ ez]) for k, v in X.items()}
        if local["A"][2] < 0:
            local = {k: v * np.array([1, 1, -1]) for k, v in local.items()}
        P = readable_fold_pose(local, g["theta"])
        s = Scene()
        for k in "ABCD":
            s.point(k, P[k])
        s.face(["B", "C", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "B", "D"], color="#fcd34d", opacity=0.35)
        s.segment("A", "C", style="auxiliary" if g["ask"] != "volume" else "edge")
        return s

    def subquestions(self, g):
        bd, af, *_ = self._parts(g)
        return [
            SubQuestion(f"In right triangle BAD, AB = {g['h']} and AD = {g['d']} with the right angle at A. Find BD.",
                        Number(float(bd)), "plane_figures/triangles/pythagorean_theorem"),
            SubQuestion(f"In right triangle BAD, AB = {g['h']} and AD = {g['d']}. Find the altitude from A to BD.",
                        Number(float(af)), "plane_figures/triangles/right_triangle_altitude"),
        ]

    def description(self, g):
        return self._setup(g) + " In the folded figure triangle BCD lies flat and triangle ABD has been turned up about BD."

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
