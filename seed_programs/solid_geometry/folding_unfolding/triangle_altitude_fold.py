"""Solid geometry (folding): a triangle (equilateral, isosceles, right or scalene) is folded along its
altitude AD to a given dihedral angle; find BC, the volume of tetrahedron ABCD or the area of the new
triangle ABC. BD and CD stay perpendicular to the crease, so ∠BDC is the plane angle of the fold."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose

KINDS = ("equilateral", "isosceles", "right", "scalene")
# (BD, CD) of a right triangle's altitude foot: BD·CD is a perfect square, so AD is whole
RIGHT_FEET = ((1, 4), (4, 1), (2, 8), (8, 2), (1, 9), (9, 1), (4, 9), (9, 4), (3, 12), (12, 3))
HARD_RIGHT_FEET = ((4, 9), (9, 4), (3, 12), (12, 3), (2, 18), (18, 2), (4, 16), (16, 4), (8, 18), (18, 8))


@seed_program(
    id="triangle_altitude_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/angles/dihedral_plane_angle",
              "plane_figures/triangles/law_of_cosines", "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding a triangle along its altitude)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class TriangleAltitudeFold(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), equilateral_side=OneOf((2, 4, 6, 8)), half_base=IntRange(1, 5),
                      altitude=IntRange(2, 8), right_feet=OneOf(RIGHT_FEET), scalene=IntRange(1, 8),
                      theta=OneOf((45, 60, 90, 120, 135)), ask=OneOf(("bc", "volume", "area"))),
        hard=dict(kind=OneOf(KINDS, p=[0.1, 0.2, 0.3, 0.4]), equilateral_side=OneOf((6, 10, 12, 14)),
                  half_base=IntRange(3, 10), altitude=IntRange(4, 16), right_feet=OneOf(HARD_RIGHT_FEET),
                  scalene=IntRange(3, 14), theta=OneOf((30, 75, 105, 150)),
                  ask=OneOf(("bc", "volume", "area"), p=[0.25, 0.3, 0.45])),
        hard_means="mostly scalene and right triangles with larger lengths, fold angles that are not special, and "
                   "mostly the area of the new triangle ABC (three perpendiculars on top of the law of cosines)",
    )

    def sample(self, rng, space):
        """The givens: the triangle as stated (side; or BC and AD; or the two feet BD, CD; or BD, CD and AD),
        θ, the ask and which of B, C is named first; the lengths the statement does not give are hidden."""
        kind = space.kind.draw(rng)
        if kind == "equilateral":
            s = int(space.equilateral_side.draw(rng))
            stated, derived = {"side": s}, {"p": s / 2, "q": s / 2, "m": s * np.sqrt(3) / 2}
        elif kind == "isosceles":
            for _ in attempts("AD <= 2.5 BD"):
                half, m = space.half_base.draw(rng), space.altitude.draw(rng)
                if m <= 2.5 * half:
                    break
            stated, derived = {"p": float(half), "m": float(m)}, {"q": float(half)}
        elif kind == "right":
            p_, q_ = (int(v) for v in space.right_feet.draw(rng))
            stated, derived = {"p": float(p_), "q": float(q_)}, {"m": float(np.sqrt(p_ * q_))}
        else:
            for _ in attempts("BD != CD and 2 <= AD <= 2.5 max(BD, CD)"):
                p_, q_, m = (int(v) for v in space.scalene.draw(rng, size=3))
                if p_ != q_ and 2 <= m <= 2.5 * max(p_, q_):
                    break
            stated, derived = {"p": float(p_), "q": float(q_), "m": float(m)}, {}
        g = {"kind": kind, **stated, "theta": float(space.theta.draw(rng)),
             "ask": space.ask.draw(rng), "names": [str(v) for v in rng.permutation(["B", "C"])]}
        return g, derived

    def _complete(self, g):
        """The givens with the unstated lengths (p = first-named foot distance, q = second, m = AD) derived."""
        c = dict(g)
        if g["kind"] == "equilateral":
            c.update(p=g["side"] / 2, q=g["side"] / 2, m=g["side"] * np.sqrt(3) / 2)
        elif g["kind"] == "isosceles":
            c["q"] = g["p"]
        elif g["kind"] == "right":
            c["m"] = float(np.sqrt(g["p"] * g["q"]))          # AD² = BD·CD
        return c

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

    def question(self, g):
        return self._setup(g) + f" Find {self._target(g)}."

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

    def verify(self, g):
        # Independent: the stated lengths completed (AD² = BD·CD for the right angle, the equilateral's
        # altitude), D at the origin with AD on the z axis (AD ⟂ DB, DC), B turned by θ from C about AD
        c = self._complete(g)
        bd, cd = (c["p"], c["q"]) if g["names"][0] == "B" else (c["q"], c["p"])
        th = np.radians(g["theta"])
        D, A = np.zeros(3), np.array([0.0, 0.0, c["m"]])
        C, B = np.array([cd, 0.0, 0.0]), np.array([bd * np.cos(th), bd * np.sin(th), 0.0])
        if g["ask"] == "bc":
            return Number(float(np.linalg.norm(B - C)))
        if g["ask"] == "volume":
            return Number(float(abs(np.linalg.det(np.array([B - D, C - D, A - D]))) / 6))
        return Number(float(0.5 * np.linalg.norm(np.cross(B - A, C - A))))

    def scene(self, g):
        X = self._coords(self._complete(g))
        s = Scene()
        for k in ("A", "B", "C", "D"):
            s.point(k, X[k])
        s.face(["A", "D", "C"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "D", "B"], color="#fcd34d", opacity=0.35)
        if g["ask"] == "bc":
            s.segment("B", "C", style="auxiliary")
        else:
            s.face(["A", "B", "C"], color="#fca5a5", opacity=0.2)
        return s

    def subquestions(self, g):
        bd, cd = self._pq(self._complete(g))
        return [
            SubQuestion(self._setup(g) + " Find ∠BDC in degrees.", Number(g["theta"]),
                        "solid_figures/angles/dihedral_plane_angle"),
            SubQuestion(f"In triangle BDC, BD = {fmt(bd, 4)}, CD = {fmt(cd, 4)} and ∠BDC = {fmt(g['theta'])}°. Find BC.",
                        Number(float(np.sqrt(bd * bd + cd * cd - 2 * bd * cd * np.cos(np.radians(g["theta"]))))),
                        "plane_figures/triangles/law_of_cosines"),
        ]

    def description(self, g):
        return (self._setup(g) + " In the folded figure triangle ADC lies flat and triangle ADB has been turned up "
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
