"""Solid geometry (folding): a triangle (equilateral, isosceles, right or scalene) is folded along its
altitude AD to a given dihedral angle; find BC, the volume of tetrahedron ABCD or the area of the new
triangle ABC. BD and CD stay perpendicular to the crease, so ∠BDC is the plane angle of the fold."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose

KINDS = ("equilateral", "isosceles", "right", "scalene")


@seed_program(
    id="triangle_altitude_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/angles/dihedral_plane_angle",
              "plane_figures/triangles/law_of_cosines", "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding a triangle along its altitude)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class TriangleAltitudeFold(SeedProgram):
    def sample(self, rng):
        kind = str(rng.choice(KINDS))
        if kind == "equilateral":
            s = int(rng.choice([2, 4, 6, 8]))
            dims = {"side": s, "p": s / 2, "q": s / 2, "m": s * np.sqrt(3) / 2}
        elif kind == "isosceles":
            while True:
                half, m = int(rng.integers(1, 6)), int(rng.integers(2, 9))
                if m <= 2.5 * half:
                    break
            dims = {"side": None, "p": float(half), "q": float(half), "m": float(m)}
        elif kind == "right":
            p_, q_ = [(1, 4), (4, 1), (2, 8), (8, 2), (1, 9), (9, 1), (4, 9), (9, 4), (3, 12), (12, 3)][int(rng.integers(0, 10))]
            dims = {"side": None, "p": float(p_), "q": float(q_), "m": float(np.sqrt(p_ * q_))}
        else:
            while True:
                p_, q_, m = (int(v) for v in rng.integers(1, 9, size=3))
                if p_ != q_ and 2 <= m <= 2.5 * max(p_, q_):
                    break
            dims = {"side": None, "p": float(p_), "q": float(q_), "m": float(m)}
        return {"kind": kind, **dims, "theta": float(rng.choice([45, 60, 90, 120, 135])),
                "ask": str(rng.choice(["bc", "volume", "area"])),
                "names": [str(v) for v in rng.permutation(["B", "C"])]}

    def _setup(self, p, hide_theta=False):
        B, C = p["names"]
        th = "an unknown angle θ" if hide_theta else f"{fmt(p['theta'])}°"
        if p["kind"] == "equilateral":
            tri = f"Equilateral triangle ABC has side {p['side']}; AD is its altitude (D on BC)."
        elif p["kind"] == "isosceles":
            tri = (f"In triangle ABC, AB = AC and AD ⟂ BC with D on BC; BC = {fmt(2 * p['p'])} and AD = {fmt(p['m'])}.")
        elif p["kind"] == "right":
            tri = (f"In triangle ABC, ∠BAC = 90° and AD is the altitude to BC, with {B}D = {fmt(p['p'])} and "
                   f"{C}D = {fmt(p['q'])}.")
        else:
            tri = (f"In triangle ABC, AD ⟂ BC with D on BC, {B}D = {fmt(p['p'])}, {C}D = {fmt(p['q'])} and AD = {fmt(p['m'])}.")
        return tri + f" The triangle is folded along AD so that the dihedral angle B-AD-C is {th}."

    def _target(self, p):
        return {"bc": "the distance BC after folding", "volume": "the volume of the tetrahedron ABCD",
                "area": "the area of triangle ABC after folding"}[p["ask"]]

    def question(self, p):
        return self._setup(p) + f" Find {self._target(p)}."

    def _pq(self, p):
        B, _ = p["names"]
        return (p["p"], p["q"]) if B == "B" else (p["q"], p["p"])     # (BD, CD)

    def _value(self, p, theta=None):
        th = np.radians(p["theta"] if theta is None else theta)
        bd, cd = self._pq(p)
        m = p["m"]
        bc2 = bd * bd + cd * cd - 2 * bd * cd * np.cos(th)          # ∠BDC = θ
        if p["ask"] == "bc":
            return float(np.sqrt(bc2))
        if p["ask"] == "volume":
            return float(0.5 * bd * cd * np.sin(th) * m / 3)           # AD ⟂ plane BCD
        # AD ⟂ plane BDC: the foot H of the perpendicular from D to BC gives AH ⟂ BC (three perpendiculars)
        dh = bd * cd * np.sin(th) / np.sqrt(bc2)
        return float(0.5 * np.sqrt(bc2) * np.hypot(m, dh))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        bd, cd = self._pq(p)
        th = np.radians(p["theta"])
        pts = {"D": np.zeros(3), "A": np.array([0.0, p["m"], 0.0]), "C": np.array([cd, 0.0, 0.0]),
               "B": np.array([bd * np.cos(th), 0.0, bd * np.sin(th)])}
        return readable_fold_pose(pts, p["theta"])

    def verify(self, p):
        X = self._coords(p)
        if p["ask"] == "bc":
            return Number(float(np.linalg.norm(X["B"] - X["C"])))
        if p["ask"] == "volume":
            u, v, w = X["B"] - X["D"], X["C"] - X["D"], X["A"] - X["D"]
            return Number(float(abs(np.linalg.det(np.array([u, v, w]))) / 6))
        return Number(float(0.5 * np.linalg.norm(np.cross(X["B"] - X["A"], X["C"] - X["A"]))))

    def scene(self, p):
        X = self._coords(p)
        s = Scene()
        for k in ("A", "B", "C", "D"):
            s.point(k, X[k])
        s.face(["A", "D", "C"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "D", "B"], color="#fcd34d", opacity=0.35)
        if p["ask"] == "bc":
            s.segment("B", "C", style="auxiliary")
        else:
            s.face(["A", "B", "C"], color="#fca5a5", opacity=0.2)
        return s

    def subquestions(self, p):
        bd, cd = self._pq(p)
        return [
            SubQuestion(self._setup(p) + " Find ∠BDC in degrees.", Number(p["theta"]),
                        "solid_figures/angles/dihedral_plane_angle"),
            SubQuestion(f"In triangle BDC, BD = {fmt(bd, 4)}, CD = {fmt(cd, 4)} and ∠BDC = {fmt(p['theta'])}°. Find BC.",
                        Number(float(np.sqrt(bd * bd + cd * cd - 2 * bd * cd * np.cos(np.radians(p["theta"]))))),
                        "plane_figures/triangles/law_of_cosines"),
        ]

    def description(self, p):
        return (self._setup(p) + " In the folded figure triangle ADC lies flat and triangle ADB has been turned up "
                "about AD; B and C keep their distances to D, and AD stays perpendicular to DB and DC.")

    def reasoning(self, p):
        bd, cd = self._pq(p)
        m, th = p["m"], p["theta"]
        c = np.cos(np.radians(th))
        bc2 = bd * bd + cd * cd - 2 * bd * cd * c
        steps = [f"Before folding AD ⟂ BC, so after folding AD ⟂ DB and AD ⟂ DC: ∠BDC = {fmt(th)}° is the plane angle "
                 f"of the dihedral angle, and AD ⟂ plane BDC.",
                 f"BD = {fmt(bd, 4)}, CD = {fmt(cd, 4)}, AD = {fmt(m, 4)}.",
                 f"BC² = BD² + CD² − 2·BD·CD·cos {fmt(th)}° ≈ {bc2:.4f}, BC ≈ {np.sqrt(bc2):.4f}."]
        if p["ask"] == "volume":
            steps.append(f"V = ⅓·(½·BD·CD·sin {fmt(th)}°)·AD ≈ {self._value(p):.4f}.")
        elif p["ask"] == "area":
            dh = bd * cd * np.sin(np.radians(th)) / np.sqrt(bc2)
            steps.append(f"Let DH ⟂ BC in triangle BDC: DH = BD·CD·sin {fmt(th)}°/BC ≈ {dh:.4f}; by three perpendiculars "
                         f"AH ⟂ BC with AH = √(AD² + DH²) ≈ {np.hypot(m, dh):.4f}.")
            steps.append(f"Area = ½·BC·AH ≈ {self._value(p):.4f}.")
        return steps
