"""Solid geometry (folding): a rectangle folded along its diagonal to a given dihedral angle forms a
tetrahedron; find its volume or the distance between the two free vertices (feet of altitudes)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose, rotate_about_axis, tetrahedron_volume


@seed_program(
    id="rectangle_diagonal_fold_tetrahedron", topic="solid_geometry", category="folding_unfolding",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding",
              "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/folding/skew_segment_length",
              "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding; rectangle folded along a diagonal)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class RectangleDiagonalFoldTetrahedron(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 10), theta=OneOf((30, 45, 60, 90, 120, 135, 150)),
                      ask=OneOf(("volume", "distance"))),
        hard=dict(side=IntRange(5, 20), theta=OneOf((40, 50, 75, 105, 110, 140)),
                  ask=OneOf(("volume", "distance"), p=[0.35, 0.65])),
        hard_means="larger, less friendly sides and dihedral angles that are not special angles, mostly the distance "
                   "BD (two altitudes, their offset along AC and the law of cosines)",
    )

    def sample(self, rng, space):
        a, b = (float(v) for v in rng.choice(np.arange(space.side.lo, space.side.hi + 1), size=2, replace=False))
        return {"a": a, "b": b, "theta": float(space.theta.draw(rng)), "ask": space.ask.draw(rng)}

    def _setup(self, p, hide=None):
        a = "an unknown side AB" if hide == "a" else f"AB = {fmt(p['a'])}"
        th = "θ" if hide == "theta" else f"{fmt(p['theta'])}°"
        return (f"Rectangle ABCD has {a} and BC = {fmt(p['b'])}. It is folded "
                f"along the diagonal AC so that the dihedral angle B-AC-D equals {th}.")

    def _target(self, p):
        return ("the volume of the tetrahedron ABCD" if p["ask"] == "volume"
                else "the distance BD")

    def question(self, g):
        return self._setup(g) + f" Find {self._target(g)}."

    def _parts(self, p):
        a, b = p["a"], p["b"]
        d = np.hypot(a, b)
        h = a * b / d                       # BE = DF: altitudes of the right triangles onto AC
        ef = abs(a * a - b * b) / d         # AE = a²/d, AF = b²/d
        return d, h, ef

    def _value(self, p):
        d, h, ef = self._parts(p)
        th = np.radians(p["theta"])
        if p["ask"] == "volume":
            # base ACD, height = distance from B to plane ACD = BE·sin θ
            return float((p["a"] * p["b"] / 2) * h * np.sin(th) / 3)
        # BD = EB + ... : EB ⊥ AC, FD ⊥ AC, EF along AC, angle(EB, FD) = θ
        return float(np.sqrt(2 * h * h - 2 * h * h * np.cos(th) + ef * ef))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        a, b = p["a"], p["b"]
        d = np.hypot(a, b)
        # crease AC on the y axis; flat, D is on the +x side and B on the −x side
        A, C = np.zeros(3), np.array([0, d, 0])
        D = np.array([a * b / d, b * b / d, 0])
        B_flat = np.array([-a * b / d, a * a / d, 0])
        # the flat sheet is a 180° dihedral; turning B by 180° − θ about AC leaves θ
        B = rotate_about_axis(B_flat, A, C, 180.0 - p["theta"])
        return readable_fold_pose({"A": A, "B": B, "C": C, "D": D}, p["theta"])

    def verify(self, g):
        X = self._coords(g)
        # the folded figure really is the rectangle: check the kept lengths first
        assert abs(np.linalg.norm(X["B"] - X["A"]) - g["a"]) < 1e-9
        assert abs(np.linalg.norm(X["B"] - X["C"]) - g["b"]) < 1e-9
        if g["ask"] == "volume":
            return Number(tetrahedron_volume(X["A"], X["B"], X["C"], X["D"]))
        return Number(float(np.linalg.norm(X["B"] - X["D"])))

    def scene(self, g):
        X = self._coords(g)
        s = Scene()
        for k in "ABCD":
            s.point(k, X[k])
        s.face(["A", "C", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A", "B", "C"], color="#fcd34d", opacity=0.35)
        s.segment("B", "D", style="auxiliary" if g["ask"] == "distance" else "hidden")
        return s

    def subquestions(self, g):
        d, h, ef = self._parts(g)
        return [
            SubQuestion(f"Rectangle ABCD has AB = {fmt(g['a'])} and BC = {fmt(g['b'])}. Find the distance "
                        f"from B to the diagonal AC.", Number(float(h)),
                        "plane_figures/triangles/right_triangle_altitude"),
            SubQuestion("In the same rectangle, E and F are the feet of the perpendiculars from B and D to "
                        "AC. Find EF.", Number(float(ef)), "plane_figures/triangles/right_triangle_altitude"),
            SubQuestion(self._setup(g) + f" Find {self._target(g)}.", Number(self._value(g)),
                        "solid_figures/folding/skew_segment_length" if g["ask"] == "distance"
                        else "solid_figures/pyramids/volume"),
        ]

    def backward(self, g):
        value = self._value(g)
        w = float(f"{value:.10g}")
        d, h, ef = self._parts(g)
        if g["ask"] == "volume":
            # w = a²b² sin θ / (6√(a² + b²)); with u = a²: k = u/√(u + b²), k = 6w/(b² sin θ)
            b = g["b"]
            k = 6 * w / (b * b * np.sin(np.radians(g["theta"])))
            u = (k * k + np.sqrt(k ** 4 + 4 * k * k * b * b)) / 2
            return Backward(self._setup(g, hide="a") + f" The volume of the tetrahedron ABCD is "
                            f"{value:.10g}. Find AB.", Number(float(np.sqrt(u))), "a")
        cos_t = (2 * h * h + ef * ef - w * w) / (2 * h * h)
        return Backward(self._setup(g, hide="theta") + f" Then BD = {value:.10g}. Find θ in degrees "
                        f"(0° < θ < 180°).", Number(float(np.degrees(np.arccos(cos_t)))), "theta")

    def description(self, g):
        return (f"Rectangle ABCD (AB = {fmt(g['a'])}, BC = {fmt(g['b'])}) after folding along the "
                f"diagonal AC: triangle ACD stays fixed and triangle ABC is turned about AC so that the "
                f"dihedral angle B-AC-D is {fmt(g['theta'])}°; the four vertices form a tetrahedron "
                f"and the segment BD is drawn.")

    def reasoning(self, p):
        d, h, ef = self._parts(p)
        a, b, th = p["a"], p["b"], p["theta"]
        steps = [
            f"AC = √({fmt(a)}² + {fmt(b)}²) ≈ {d:.4f}. Let E, F be the feet of the perpendiculars from B, D "
            f"to AC; folding keeps them, with BE = DF = {fmt(a)}·{fmt(b)}/AC ≈ {h:.4f}.",
            f"AE = {fmt(a)}²/AC and AF = {fmt(b)}²/AC, so EF = |{fmt(a)}² − {fmt(b)}²|/AC ≈ {ef:.4f}.",
            f"EB ⊥ AC and FD ⊥ AC, so the angle between vectors EB and FD is the dihedral angle {fmt(th)}°.",
        ]
        if p["ask"] == "volume":
            steps += [
                f"The distance from B to plane ACD is BE·sin {fmt(th)}° ≈ {h * np.sin(np.radians(th)):.4f}.",
                f"V = ⅓·S(ACD)·that distance = ⅓·{a * b / 2:.4f}·{h * np.sin(np.radians(th)):.4f} "
                f"≈ {self._value(p):.4f}.",
            ]
        else:
            steps += [
                f"As vectors BD = BE + EF + FD with EF ⊥ BE, EF ⊥ FD and BE·FD = −BE·DF·cos {fmt(th)}°, "
                f"so BD² = BE² + EF² + DF² − 2·BE·DF·cos {fmt(th)}°.",
                f"BD² ≈ {h * h:.4f} + {ef * ef:.4f} + {h * h:.4f} − 2·{h * h:.4f}·{np.cos(np.radians(th)):.4f}, "
                f"so BD ≈ {self._value(p):.4f}.",
            ]
        return steps
