"""Solid geometry (angle): in a tetrahedron P-ABC the three face angles at P are given; find the dihedral
angle along one of the edges at P, e.g. A-PB-C (DynaSolidGeo, angle; the trihedral-angle cosine theorem).
``answer`` uses cos φ = (cos∠APC − cos∠APB·cos∠BPC)/(sin∠APB·sin∠BPC) with sympy; ``verify`` builds the
three edges as unit vectors in coordinates (numpy) and measures the angle between the perpendiculars to PB
in the two faces."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import restyle_segment
from dynaforge.sdk.solid_angle_more import exact_text as surd_text

KEYS = {"AB": "apb", "BC": "bpc", "AC": "apc"}


def _rodrigues(w, target):
    """Rotation matrix taking unit vector w onto unit vector target."""
    w, target = w / np.linalg.norm(w), target / np.linalg.norm(target)
    v = np.cross(w, target)
    c = float(w @ target)
    if np.linalg.norm(v) < 1e-12:
        return np.eye(3) if c > 0 else np.diag([1.0, -1.0, -1.0])
    k = np.array([[0, -v[2], v[1]], [v[2], 0, -v[0]], [-v[1], v[0], 0]])
    return np.eye(3) + k + k @ k * (1 / (1 + c))


@seed_program(
    id="trihedral_face_angles_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "plane_figures/triangles/law_of_cosines",
              "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (angle: dihedral angle of a trihedral angle from its three face angles)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class TrihedralFaceAnglesDihedral(SeedProgram):
    levels = Levels(
        standard=dict(angle=OneOf((30, 45, 60, 90, 120, 135)), edge=IntRange(2, 6), apex=OneOf(("P", "S", "V")),
                      mid=OneOf(("A", "B", "C")), length_share=0.0),
        hard=dict(angle=OneOf((30, 45, 60, 90, 120, 135, 150)), edge=IntRange(3, 10), apex=OneOf(("P", "S", "V")),
                  mid=OneOf(("A", "B", "C")), length_share=0.8),
        hard_means="face angles from a wider set including 150°, and mostly the face angle opposite the edge not "
                   "given: the base edge facing it is (e.g. AC = 6√3), so that angle must first come from the law of "
                   "cosines in the isosceles face",
    )

    def sample(self, rng, space):
        for _ in attempts("three face angles of a genuine trihedral angle, dihedral between 25° and 155°"):
            apb, bpc, apc = (int(space.angle.draw(rng)) for _ in range(3))
            if not (apb < bpc + apc and bpc < apb + apc and apc < apb + bpc and apb + bpc + apc < 360):
                continue
            g = {"apb": apb, "bpc": bpc, "apc": apc, "edge": space.edge.draw(rng), "apex": space.apex.draw(rng),
                 "mid": space.mid.draw(rng)}
            if [apb, bpc, apc].count(90) >= 2:
                continue                     # two right face angles: a dihedral angle is read off directly
            cos = self._cos(g)
            if abs(float(cos)) >= math.cos(math.radians(25)):
                continue
            x, y = [v for v in "ABC" if v != g["mid"]]
            opp = self._pair_key(x, y)
            if rng.random() < space.length_share:
                if g[opp] not in (60, 90, 120):
                    continue                 # keep the stated base edge a simple surd: a, a√2 or a√3
                # state the base edge XY instead of the face angle facing it: XY² = 2a²(1 − cos)
                g["xy2"] = {60: 1, 90: 2, 120: 3}[g.pop(opp)] * g["edge"] ** 2
            return g

    # -- names -----------------------------------------------------------------------------------
    def _pair_key(self, x, y):
        return KEYS["".join(sorted(x + y))]

    def _angle(self, g, x, y):
        """∠XPY written with its letters in alphabetical order, as the givens name it."""
        x, y = sorted((x, y))
        return f"∠{x}{g['apex']}{y}"

    def _ends(self, g):
        """The edge P-mid of the dihedral angle and the two other vertices (x, y)."""
        x, y = [v for v in "ABC" if v != g["mid"]]
        return x, y

    def _givens(self, g, hide=None):
        P = g["apex"]
        names = {"apb": f"∠A{P}B", "bpc": f"∠B{P}C", "apc": f"∠A{P}C"}
        parts = [f"{names[k]} = {g[k]}°" for k in ("apb", "bpc", "apc") if k in g and k != hide]
        head = f"In the tetrahedron {P}-ABC" + ("" if hide == "edge" else f" with {P}A = {P}B = {P}C = {g['edge']}")
        if "xy2" in g:
            x, y = [v for v in "ABC" if v != g["mid"]]
            return (f"{head}, the base edge {x}{y} = {surd_text(sp.sqrt(g['xy2']))} and two of the face angles at {P} "
                    f"are {parts[0]} and {parts[1]}.")
        return f"{head}, the face angles at {P} are " + ", ".join(parts[:-1]) + f" and {parts[-1]}."

    def _dihedral_name(self, g):
        x, y = self._ends(g)
        return f"{x}-{g['apex']}{g['mid']}-{y}"

    def question(self, g):
        return f"{self._givens(g)} Find the dihedral angle {self._dihedral_name(g)}, in degrees (to 0.1°)."

    # -- cosine theorem of the trihedral angle (sympy) ---------------------------------------------
    def _cos(self, p):
        x, y = self._ends(p)
        m = p["mid"]
        rad = lambda k: sp.Integer(p[k]) * sp.pi / 180
        a1, a2 = rad(self._pair_key(x, m)), rad(self._pair_key(y, m))
        cos_opp = self._cos_opposite(p)
        return sp.expand(sp.radsimp((cos_opp - sp.cos(a1) * sp.cos(a2)) / (sp.sin(a1) * sp.sin(a2))))

    def _cos_opposite(self, p):
        """cos of the face angle facing the edge: given, or from the base edge by the law of cosines."""
        x, y = self._ends(p)
        key = self._pair_key(x, y)
        if key in p:
            return sp.cos(sp.Integer(p[key]) * sp.pi / 180)
        return 1 - sp.Rational(p["xy2"], 2 * p["edge"] ** 2)

    def answer(self, p):
        return Number(math.degrees(math.acos(float(self._cos(p)))))

    def verify(self, g):
        # Independent: the edges as vectors in the scene; in each face the component of the other edge
        # perpendicular to P-mid, and the angle between these two perpendiculars.
        s = self.scene(g)
        x, y = [v for v in "ABC" if v != g["mid"]]
        P = s.xyz(g["apex"])
        e = s.xyz(g["mid"]) - P
        e /= np.linalg.norm(e)
        u, v = s.xyz(x) - P, s.xyz(y) - P
        u -= (u @ e) * e
        v -= (v @ e) * e
        return Number(math.degrees(math.acos(float(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))))

    def scene(self, g):
        P = g["apex"]
        t = {k: math.radians(g[k]) for k in ("apb", "bpc", "apc") if k in g}
        for k in {"apb", "bpc", "apc"} - set(t):      # the face angle facing a stated base edge
            t[k] = math.acos(1 - g["xy2"] / (2 * g["edge"] ** 2))
        A = np.array([1.0, 0.0, 0.0])
        B = np.array([math.cos(t["apb"]), math.sin(t["apb"]), 0.0])
        # C: unit vector with C·A = cos∠APC and C·B = cos∠BPC, on the positive z side
        cx = math.cos(t["apc"])
        cy = (math.cos(t["bpc"]) - cx * math.cos(t["apb"])) / math.sin(t["apb"])
        C = np.array([cx, cy, math.sqrt(max(0.0, 1 - cx * cx - cy * cy))])
        # stand the solid on its base ABC with P on top
        w = (A + B + C) / 3
        n = np.cross(B - A, C - A)
        if n @ w < 0:
            n = -n
        rot = _rodrigues(n, np.array([0.0, 0.0, -1.0]))
        pts = {P: np.zeros(3), "A": rot @ A, "B": rot @ B, "C": rot @ C}
        lift = -min(v[2] for v in pts.values())
        sc = float(g["edge"])
        s = Scene()
        s.polyhedron({k: tuple(sc * v + np.array([0, 0, sc * lift])) for k, v in pts.items()},
                     [["A", "B", "C"], [P, "A", "B"], [P, "B", "C"], [P, "C", "A"]])
        x, y = [v for v in "ABC" if v != g["mid"]]
        s.face([P, g["mid"], x], color="gold", opacity=0.35, with_edges=False)
        s.face([P, g["mid"], y], color="#93c5fd", opacity=0.35, with_edges=False)
        restyle_segment(s, P, g["mid"], "auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        x, y = self._ends(g)
        c = self._cos_opposite(g)
        if "xy2" in g:
            return [SubQuestion(f"{self._givens(g)} Find {self._angle(g, x, y)}, in degrees.",
                                Number(math.degrees(math.acos(float(c)))), "plane_figures/triangles/law_of_cosines")]
        a = g["edge"]
        return [SubQuestion(f"{self._givens(g)} Find the length of {x}{y}.", Number(math.sqrt(2 * a * a * (1 - float(c)))),
                            "plane_figures/triangles/law_of_cosines")]

    def backward(self, g):
        x, y = self._ends(g)
        m = g["mid"]
        cos = self._cos(g)
        a1, a2 = (math.radians(g[self._pair_key(v, m)]) for v in (x, y))
        opp = self._pair_key(x, y)
        # cos(opposite face angle) = cos φ·sin a1·sin a2 + cos a1·cos a2
        c = float(cos) * math.sin(a1) * math.sin(a2) + math.cos(a1) * math.cos(a2)
        P = g["apex"]
        head = f"The dihedral angle {self._dihedral_name(g)} has cosine {surd_text(cos)}."
        if "xy2" in g:
            # XY² = 2·PA²·(1 − cos∠XPY), solved for PA
            return Backward(f"{self._givens(g, hide='edge')} The lateral edges {P}A, {P}B, {P}C are equal. {head} "
                            f"Find {P}A.", Number(math.sqrt(g["xy2"] / (2 * (1 - c)))), "edge")
        return Backward(f"{self._givens(g, hide=opp)} {head} Find {self._angle(g, x, y)}, in degrees.",
                        Number(math.degrees(math.acos(max(-1.0, min(1.0, c))))), opp)

    def description(self, g):
        P, m = g["apex"], g["mid"]
        return (f"{self._givens(g)} The edge {P}{m} of the dihedral angle is drawn in red and the two faces that "
                f"meet along it are shaded.")

    def reasoning(self, p):
        x, y = self._ends(p)
        P, m = p["apex"], p["mid"]
        cos = self._cos(p)
        k1, k2 = self._pair_key(x, m), self._pair_key(y, m)
        c_opp = self._cos_opposite(p)
        ang = self.answer(p).value
        first = []
        if "xy2" in p:
            first = [f"In the isosceles face {x}{P}{y}: cos{self._angle(p, x, y)} = (2·{p['edge']}² − {x}{y}²)/"
                     f"(2·{p['edge']}²) = {surd_text(c_opp)}."]
        return first + [
            f"Take a point on {P}{m} and draw perpendiculars to {P}{m} in the faces {P}{m}{x} and {P}{m}{y}; the "
            f"angle between them is the plane angle φ of the dihedral angle {self._dihedral_name(p)}.",
            f"Computing the length between the feet of these perpendiculars two ways (law of cosines in the face "
            f"{x}{P}{y} and in the plane of the two perpendiculars) gives the cosine theorem of the trihedral angle: "
            f"cos{self._angle(p, x, y)} = cos{self._angle(p, x, m)}·cos{self._angle(p, y, m)} + sin{self._angle(p, x, m)}·sin{self._angle(p, y, m)}·cos φ.",
            f"With {self._angle(p, x, m)} = {p[k1]}°, {self._angle(p, y, m)} = {p[k2]}° and "
            f"cos{self._angle(p, x, y)} = {surd_text(c_opp)}: cos φ = ({surd_text(c_opp)} − cos {p[k1]}°·cos {p[k2]}°)/"
            f"(sin {p[k1]}°·sin {p[k2]}°) = {surd_text(cos)}.",
            f"So the dihedral angle is ≈ {ang:.1f}°.",
        ]
