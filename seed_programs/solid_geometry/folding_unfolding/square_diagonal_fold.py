"""Solid geometry (folding): a square folded along a diagonal to a given dihedral angle; find a
distance or the angle between two edges in the folded figure (DynaSolidGeo folding category)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import readable_fold_pose, rotate_about_axis

ASKS = ("dist", "angle", "mid")


@seed_program(
    id="square_diagonal_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding",
              "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/angles/skew_lines_angle", "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (folding; Gaokao square folded along a diagonal)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class SquareDiagonalFold(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 10), theta=OneOf((45, 60, 90, 120, 135)), shift=IntRange(0, 3),
                      ask=OneOf(ASKS)),
        hard=dict(side=IntRange(7, 24), theta=OneOf((30, 40, 75, 105, 150)), shift=IntRange(0, 3),
                  ask=OneOf(ASKS, p=[0.2, 0.4, 0.4])),
        hard_means="larger squares, dihedral angles that are not 45°/60°/90°/120°/135°, and mostly the skew-lines "
                   "angle or the distance to the midpoint M (a second law of cosines)",
    )

    def sample(self, rng, space):
        return {
            "a": float(space.side.draw(rng)),
            "theta": float(space.theta.draw(rng)),
            "shift": space.shift.draw(rng),      # which vertex is folded up (label rotation)
            "ask": space.ask.draw(rng),
        }

    def _lab(self, p):
        v = "ABCD"[p["shift"]:] + "ABCD"[:p["shift"]]
        # v[0] is folded along the diagonal v[1]v[3]; v[2] stays in the base plane
        crease = "".join(sorted(v[1] + v[3]))
        return {"Y": v[0], "X": v[1], "W": v[2], "Z": v[3], "M": "M", "XZ": crease}

    def _target(self, L, ask):
        if ask == "dist":
            return f"the distance {L['Y']}{L['W']}"
        if ask == "angle":
            return f"the angle between the lines {L['Y']}{L['X']} and {L['W']}{L['Z']}, in degrees"
        return f"the length {L['Y']}{L['M']}"

    def _setup(self, p, L, hide=None):
        side = "an unknown side length" if hide == "a" else f"side length {fmt(p['a'])}"
        angle = "is an unknown angle θ" if hide == "theta" else f"equals {fmt(p['theta'])}°"
        text = (f"Square ABCD has {side}. It is folded along the diagonal "
                f"{L['XZ']} so that the dihedral angle {L['Y']}-{L['XZ']}-{L['W']} "
                f"{angle}.")
        if p["ask"] == "mid":
            text += f" {L['M']} is the midpoint of {L['W']}{L['Z']}."
        return text

    def question(self, g):
        L = self._lab(g)
        return self._setup(g, L) + f" Find {self._target(L, g['ask'])}."

    @staticmethod
    def _factor(p):
        """value = a·factor (lengths) from the half-diagonal r = a/√2 and the fold angle θ."""
        c = np.cos(np.radians(p["theta"]))
        if p["ask"] == "dist":
            # triangle Y O W with OY = OW = r and ∠YOW = θ (the plane angle of the dihedral)
            return np.sqrt(2 * 0.5 * (1 - c))
        # M: OM = a/2 along OW-direction rotated 45°; law of cosines in triangle Y O M with
        # ∠YOM the angle between OY and OM, cos∠YOM = cos θ · cos 45°
        return np.sqrt(0.5 + 0.25 - 2 * np.sqrt(0.5) * 0.5 * c * np.sqrt(0.5))

    def _value(self, p):
        if p["ask"] == "angle":
            c = np.cos(np.radians(p["theta"]))
            # YX·WZ = (YZ² + XW² − YW² − XZ²)/2 = −YW²/2 = −a²(1 − cos θ)/2 and |YX| = |WZ| = a
            return float(np.degrees(np.arccos(abs(c - 1) / 2)))
        return float(p["a"] * self._factor(p))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        # crease XZ on the y axis, W flat on the +x side; Y starts on the −x side (a flat square is a
        # 180° dihedral) and turns by 180° − θ about the crease
        r = p["a"] / np.sqrt(2)
        X, Z, W = np.array([0, -r, 0.0]), np.array([0, r, 0.0]), np.array([r, 0, 0.0])
        Y = rotate_about_axis(np.array([-r, 0, 0.0]), X, Z, 180.0 - p["theta"])
        pts = readable_fold_pose({"X": X, "Z": Z, "W": W, "Y": Y}, p["theta"])
        pts["M"] = (pts["W"] + pts["Z"]) / 2
        return pts

    def verify(self, g):
        P = self._coords(g)
        if g["ask"] == "dist":
            return Number(float(np.linalg.norm(P["Y"] - P["W"])))
        if g["ask"] == "mid":
            return Number(float(np.linalg.norm(P["Y"] - P["M"])))
        u, v = P["X"] - P["Y"], P["Z"] - P["W"]
        cosang = abs(u @ v) / (np.linalg.norm(u) * np.linalg.norm(v))
        return Number(float(np.degrees(np.arccos(np.clip(cosang, -1, 1)))))

    def scene(self, g):
        L, P = self._lab(g), self._coords(g)
        s = Scene()
        for key in ("X", "Y", "Z", "W"):
            s.point(L[key], P[key])
        s.face([L["X"], L["W"], L["Z"]], color="lightsteelblue", opacity=0.3)
        s.face([L["X"], L["Y"], L["Z"]], color="#fcd34d", opacity=0.35)
        if g["ask"] == "dist":
            s.segment(L["Y"], L["W"], style="auxiliary")
        elif g["ask"] == "mid":
            s.point(L["M"], P["M"])
            s.segment(L["Y"], L["M"], style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        r = g["a"] / np.sqrt(2)
        first = SubQuestion(
            f"Square ABCD has side length {fmt(g['a'])}. Find the distance from {L['Y']} to the "
            f"diagonal {L['XZ']}.", Number(float(r)), "plane_figures/triangles/pythagorean_theorem")
        dist = float(g["a"] * np.sqrt(1 - np.cos(np.radians(g["theta"]))))
        second = SubQuestion(
            f"After folding, O is the midpoint of {L['XZ']}; O{L['Y']} and O{L['W']} are both "
            f"perpendicular to {L['XZ']} with length {r:.4f}, and the dihedral angle is "
            f"{fmt(g['theta'])}°. Find {L['Y']}{L['W']}.", Number(dist),
            "solid_figures/angles/dihedral_plane_angle")
        subs = [first, second]
        if g["ask"] == "angle":
            subs.append(SubQuestion(
                f"In the folded figure {L['Y']}{L['W']} = {dist:.4f}, the four sides of ABCD "
                f"still equal {fmt(g['a'])} and {L['XZ']} = {fmt(g['a'])}√2. Using "
                f"{L['Y']}{L['X']}·{L['W']}{L['Z']} = ({L['Y']}{L['Z']}² + {L['X']}{L['W']}² − "
                f"{L['Y']}{L['W']}² − {L['XZ']}²)/2, find the angle between lines "
                f"{L['Y']}{L['X']} and {L['W']}{L['Z']} in degrees.", Number(self._value(g)),
"solid_figures/angles/skew_lines_angle"))
        return subs

    def backward(self, g):
        L = self._lab(g)
        value = self._value(g)
        if g["ask"] == "angle":
            # cos φ = (1 − cos θ)/2  ⇒  θ = arccos(1 − 2 cos φ)
            theta = np.degrees(np.arccos(1 - 2 * np.cos(np.radians(round(value, 6)))))
            setup = self._setup(g, L, hide="theta")
            return Backward(setup + f" Then {self._target(L, g['ask'])}, is {value:.6f}°. "
                            f"Find θ in degrees.", Number(float(theta)), "theta")
        a = round(value, 6) / self._factor(g)      # value = a·factor  ⇒  a = value / factor
        setup = self._setup(g, L, hide="a")
        return Backward(setup + f" Then {self._target(L, g['ask'])} is {value:.6f}. "
                        f"Find the side length of the square.", Number(float(a)), "a")

    def description(self, g):
        L = self._lab(g)
        extra = f" {L['M']} is the midpoint of {L['W']}{L['Z']}." if g["ask"] == "mid" else ""
        return (f"The figure shows square ABCD (side {fmt(g['a'])}) after folding along the diagonal "
                f"{L['XZ']}: triangle {L['X']}{L['W']}{L['Z']} stays fixed and triangle "
                f"{L['X']}{L['Y']}{L['Z']} has been turned up about {L['XZ']} so that the "
                f"dihedral angle {L['Y']}-{L['XZ']}-{L['W']} is {fmt(g['theta'])}°.{extra}")

    def reasoning(self, p):
        L = self._lab(p)
        a, th = p["a"], p["theta"]
        r = a / np.sqrt(2)
        c = np.cos(np.radians(th))
        steps = [
            f"Let O be the midpoint of {L['XZ']}. Folding keeps lengths within each triangle, so "
            f"O{L['Y']} ⊥ {L['XZ']}, O{L['W']} ⊥ {L['XZ']} and O{L['Y']} = O{L['W']} = "
            f"{fmt(a)}/√2 ≈ {r:.4f}.",
            f"Hence ∠{L['Y']}O{L['W']} is the plane angle of the dihedral angle: ∠{L['Y']}O{L['W']} = {fmt(th)}°.",
            f"{L['Y']}{L['W']}² = 2·{r:.4f}²·(1 − cos {fmt(th)}°) = {fmt(a)}²·{1 - c:.4f} "
            f"≈ {a * a * (1 - c):.4f}.",
        ]
        if p["ask"] == "dist":
            steps.append(f"So {L['Y']}{L['W']} ≈ {self._value(p):.4f}.")
        elif p["ask"] == "mid":
            steps += [
                f"O{L['M']} = {fmt(a)}/2 and ∠{L['W']}O{L['M']} = 45° in the plane {L['X']}{L['W']}{L['Z']}, so "
                f"cos∠{L['Y']}O{L['M']} = cos {fmt(th)}°·cos 45° ≈ {c * np.sqrt(0.5):.4f}.",
                f"{L['Y']}{L['M']}² = {r:.4f}² + {a / 2:.4f}² − 2·{r:.4f}·{a / 2:.4f}·{c * np.sqrt(0.5):.4f}, "
                f"so {L['Y']}{L['M']} ≈ {self._value(p):.4f}.",
            ]
        else:
            steps += [
                f"Folding keeps {L['Y']}{L['Z']} = {L['X']}{L['W']} = {fmt(a)} and {L['XZ']} = {fmt(a)}√2, so "
                f"{L['Y']}{L['X']}·{L['W']}{L['Z']} = ({L['Y']}{L['Z']}² + {L['X']}{L['W']}² − {L['Y']}{L['W']}² − "
                f"{L['XZ']}²)/2 = −{L['Y']}{L['W']}²/2 ≈ {-a * a * (1 - c) / 2:.4f}.",
                f"cos φ = {a * a * (1 - c) / 2:.4f} / {fmt(a)}² ≈ {(1 - c) / 2:.4f}, "
                f"so the angle between the lines is ≈ {self._value(p):.4f}°.",
            ]
        return steps
