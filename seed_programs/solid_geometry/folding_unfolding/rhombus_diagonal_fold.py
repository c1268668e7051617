"""Solid geometry (folding): a rhombus is folded along one diagonal to a given dihedral angle; find the
new distance between the other two vertices, the volume of the tetrahedron, the distance from the
folded vertex to the fixed half, or the angle between a side and that plane."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose, rotate_about_axis

ASKS = ("dist", "volume", "height", "angle")


@seed_program(
    id="rhombus_diagonal_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/angles/line_plane_angle", "solid_figures/pyramids/volume"],
    source="DynaSolidGeo-style (folding a rhombus along a diagonal)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class RhombusDiagonalFold(SeedProgram):
    levels = Levels(
        standard=dict(mode=OneOf(("angle", "diagonals")), side=IntRange(2, 8), alpha=OneOf((60, 120)),
                      half=IntRange(1, 6), crease=OneOf(("BD", "AC")), theta=OneOf((45, 60, 90, 120, 150)),
                      ask=OneOf(ASKS)),
        hard=dict(mode=OneOf(("angle", "diagonals")), side=IntRange(5, 15), alpha=OneOf((45, 60, 120, 135)),
                  half=IntRange(3, 12), crease=OneOf(("BD", "AC")), theta=OneOf((30, 75, 105, 135)),
                  ask=OneOf(ASKS, p=[0.2, 0.3, 0.2, 0.3])),
        hard_means="larger rhombi, 45° and 135° rhombus angles, dihedral angles that are not 45°/60°/90°/120°/150°, "
                   "and mostly the volume or the line-plane angle",
    )

    def sample(self, rng, space):
        """The givens: the rhombus as stated (side and angle, or the two diagonals), the crease, θ and the ask;
        in the side-and-angle form the half-diagonals u, v are hidden (derived)."""
        mode = space.mode.draw(rng)
        if mode == "angle":
            a = space.side.draw(rng)
            alpha = float(space.alpha.draw(rng))
            # half-diagonals: along the bisector of ∠BAD and across it
            u, v = a * np.cos(np.radians(alpha / 2)), a * np.sin(np.radians(alpha / 2))
        else:
            u, v = (float(x) for x in space.half.draw(rng, size=2))
            while u == v:
                v = float(space.half.draw(rng))
            a, alpha = None, None
        crease = space.crease.draw(rng)
        g = {"mode": mode, "crease": crease, "theta": float(space.theta.draw(rng)), "ask": space.ask.draw(rng)}
        if mode == "angle":
            return {**g, "a": a, "alpha": alpha}, {"u": float(u), "v": float(v)}
        return {**g, "u": float(u), "v": float(v)}

    def _complete(self, g):
        """The givens with the half-diagonals u (of AC) and v (of BD), from the side and ∠BAD when so stated."""
        if g["mode"] != "angle":
            return dict(g)
        half = np.radians(g["alpha"] / 2)
        return dict(g, u=float(g["a"] * np.cos(half)), v=float(g["a"] * np.sin(half)))

    def _roles(self, p):
        """(folded vertex, fixed opposite vertex, crease ends, half-crease, half-other diagonal)."""
        if p["crease"] == "BD":
            return "A", "C", ("B", "D"), p["v"], p["u"]        # AC has half-length u (the bisector of ∠A)
        return "B", "D", ("A", "C"), p["u"], p["v"]

    @staticmethod
    def _names(p):
        """(folded vertex, fixed opposite vertex, crease ends)."""
        return ("A", "C", ("B", "D")) if p["crease"] == "BD" else ("B", "D", ("A", "C"))

    def _setup(self, p, hide_theta=False):
        Y, W, (X, Z) = self._names(p)
        if p["mode"] == "angle":
            rh = f"Rhombus ABCD has side {p['a']} and ∠BAD = {fmt(p['alpha'])}°."
        else:
            rh = f"Rhombus ABCD has diagonals AC = {fmt(2 * p['u'])} and BD = {fmt(2 * p['v'])}."
        th = "θ" if hide_theta else f"{fmt(p['theta'])}°"
        return rh + f" It is folded along the diagonal {X}{Z} so that the dihedral angle {Y}-{X}{Z}-{W} is {th}."

    def _target(self, p):
        Y, W, (X, Z) = self._names(p)
        return {"dist": f"the distance {Y}{W} after folding", "volume": f"the volume of the tetrahedron {Y}-{X}{W}{Z}",
                "height": f"the distance from {Y} to the plane {X}{W}{Z}",
                "angle": f"the angle between the line {Y}{X} and the plane {X}{W}{Z}, in degrees"}[p["ask"]]

    def question(self, g):
        return self._setup(g) + f" Find {self._target(g)}."

    def _value(self, p):
        _, _, _, half_crease, r = self._roles(p)
        th = np.radians(p["theta"])
        if p["ask"] == "dist":              # triangle Y O W: OY = OW = r, ∠YOW = θ
            return float(2 * r * np.sin(th / 2))
        height = r * np.sin(th)             # plane YOW ⟂ crease, so the height lies in it
        if p["ask"] == "height":
            return float(height)
        if p["ask"] == "volume":
            return float((half_crease * 2 * r / 2) * height / 3)
        side = np.hypot(half_crease, r)
        return float(np.degrees(np.arcsin(height / side)))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        Y, W, (X, Z), hc, r = self._roles(p)
        th = np.radians(p["theta"])
        pts = {X: np.array([0.0, -hc, 0.0]), Z: np.array([0.0, hc, 0.0]), W: np.array([r, 0.0, 0.0]),
               Y: np.array([r * np.cos(th), 0.0, r * np.sin(th)])}
        pts = readable_fold_pose(pts, p["theta"])
        return pts

    def verify(self, g):
        # Independent: the flat rhombus from the statement (A at the origin with sides along ∠BAD, or the
        # diagonals on the axes), then the half across the crease turned by 180° − θ about it (Rodrigues)
        if g["mode"] == "angle":
            a, al = float(g["a"]), np.radians(g["alpha"])
            V = {"A": np.zeros(3), "B": np.array([a, 0.0, 0.0]), "D": np.array([a * np.cos(al), a * np.sin(al), 0.0])}
            V["C"] = V["B"] + V["D"]
        else:
            u, v = float(g["u"]), float(g["v"])
            V = {"A": np.array([-u, 0.0, 0.0]), "C": np.array([u, 0.0, 0.0]),
                 "B": np.array([0.0, -v, 0.0]), "D": np.array([0.0, v, 0.0])}
        X, Z, Y, W = ("B", "D", "A", "C") if g["crease"] == "BD" else ("A", "C", "B", "D")
        Yf = rotate_about_axis(V[Y], V[X], V[Z], 180.0 - g["theta"])
        n = np.cross(V[Z] - V[X], V[W] - V[X])
        h = abs((Yf - V[X]) @ n) / np.linalg.norm(n)
        if g["ask"] == "dist":
            return Number(float(np.linalg.norm(Yf - V[W])))
        if g["ask"] == "height":
            return Number(float(h))
        if g["ask"] == "volume":
            return Number(float(abs(np.linalg.det(np.array([V[X] - Yf, V[Z] - Yf, V[W] - Yf]))) / 6))
        return Number(float(np.degrees(np.arcsin(h / np.linalg.norm(Yf - V[X])))))

    def scene(self, g):
        g = self._complete(g)
        P = self._coords(g)
        Y, W, (X, Z), _, _ = self._roles(g)
        s = Scene()
        for k in "ABCD":
            s.point(k, P[k])
        s.face([X, W, Z], color="lightsteelblue", opacity=0.3)
        s.face([X, Y, Z], color="#fcd34d", opacity=0.35)
        if g["ask"] == "dist":
            s.segment(Y, W, style="auxiliary")
        elif g["ask"] == "volume":
            s.segment(Y, W)
        else:
            foot = P[Y] - ((P[Y] - P[X]) @ (n := np.cross(P[Z] - P[X], P[W] - P[X]) / np.linalg.norm(
                np.cross(P[Z] - P[X], P[W] - P[X])))) * n
            s.point("H", foot)
            s.segment(Y, "H", style="auxiliary")
            if g["ask"] == "angle":
                s.segment(X, "H", style="auxiliary")
        return s

    def subquestions(self, g):
        g = self._complete(g)
        Y, W, (X, Z), hc, r = self._roles(g)
        subs = [SubQuestion(self._setup(g) + f" Let O be the midpoint of {X}{Z}. Find the length O{Y}.", Number(float(r)),
                            "plane_figures/triangles/pythagorean_theorem")]
        subs.append(SubQuestion(self._setup(g) + f" Find ∠{Y}O{W} in degrees, O being the midpoint of {X}{Z}.",
                                Number(g["theta"]), "solid_figures/angles/dihedral_plane_angle"))
        return subs

    def backward(self, g):
        # mask θ for the distance question (YW = 2r·sin(θ/2) is monotonic on (0°, 180°))
        Y, W, (X, Z), _, r = self._roles(self._complete(g))
        d = 2 * r * np.sin(np.radians(g["theta"]) / 2)
        dv = float(f"{d:.10g}")
        theta = float(np.degrees(2 * np.arcsin(dv / (2 * r))))
        q = self._setup(g, hide_theta=True)
        return Backward(q + f" After folding, {Y}{W} = {dv}. Find θ in degrees.", Number(theta), "theta")

    def description(self, g):
        Y, W, (X, Z) = self._names(g)
        extra = {"dist": "", "volume": "", "height": f" H is the foot of the perpendicular from {Y} to plane {X}{W}{Z}.",
                 "angle": f" H is the foot of the perpendicular from {Y} to plane {X}{W}{Z}."}[g["ask"]]
        return (self._setup(g) + f" Triangle {X}{W}{Z} stays fixed and triangle {X}{Y}{Z} is turned up about {X}{Z}." + extra)

    def reasoning(self, p):
        Y, W, (X, Z), hc, r = self._roles(p)
        th = p["theta"]
        steps = [f"Let O be the midpoint of {X}{Z}. The diagonals of a rhombus are perpendicular bisectors of each other, "
                 f"so O{Y} ⟂ {X}{Z}, O{W} ⟂ {X}{Z}, O{X} = {hc:.4g} and O{Y} = O{W} = {r:.4g}.",
                 f"Hence ∠{Y}O{W} = {fmt(th)}° is the plane angle of the dihedral angle, and {X}{Z} ⟂ plane {Y}O{W}."]
        if p["ask"] == "dist":
            steps.append(f"{Y}{W} = 2·{r:.4g}·sin({fmt(th)}°/2) ≈ {self._value(p):.4f}.")
        else:
            h = r * np.sin(np.radians(th))
            steps.append(f"Plane {Y}O{W} ⟂ plane {X}{W}{Z}, so the distance from {Y} to plane {X}{W}{Z} is "
                         f"O{Y}·sin{fmt(th)}° ≈ {h:.4f}.")
            if p["ask"] == "volume":
                steps.append(f"V = ⅓·S({X}{W}{Z})·h = ⅓·({hc:.4g}·{r:.4g})·{h:.4f} ≈ {self._value(p):.4f}.")
            elif p["ask"] == "angle":
                steps.append(f"{Y}{X} = √({hc:.4g}² + {r:.4g}²) ≈ {np.hypot(hc, r):.4f}, so sin of the angle = "
                             f"{h:.4f}/{np.hypot(hc, r):.4f}: ≈ {self._value(p):.4f}°.")
        return steps
