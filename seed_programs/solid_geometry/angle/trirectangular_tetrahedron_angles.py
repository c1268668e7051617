"""Solid geometry (angle): a tetrahedron O-ABC whose three edges at O are mutually perpendicular;
the dihedral angle along an edge XY of face ABC between faces ABC and OXY, or the angle between an
edge OZ and plane ABC (DynaSolidGeo, angle). ``answer`` goes synthetically (the foot D of the
perpendicular from O to XY, tan = OZ/OD; the distance d from O to plane ABC by 1/d² = 1/a² + 1/b² + 1/c²);
``verify`` places the solid in coordinates and takes normal vectors with numpy."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import restyle_segment, surd_text

LEG = {"A": "oa", "B": "ob", "C": "oc"}


def _hyp_key(x, y):
    return "h" + "".join(sorted(x + y)).lower()


@seed_program(
    id="trirectangular_tetrahedron_angles", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/tetrahedra/trirectangular_corner", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/angles/line_plane_angle", "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (angle: trirectangular tetrahedron, dihedral along a base edge / edge-face angle)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class TrirectangularTetrahedronAngles(SeedProgram):
    levels = Levels(
        standard=dict(leg=IntRange(2, 7), ask=OneOf(("dihedral", "line")), hyp_share=0.0,
                      apex=OneOf(("O", "P", "D"))),
        hard=dict(leg=IntRange(2, 12), ask=OneOf(("dihedral", "line")), hyp_share=1.0,
                  apex=OneOf(("O", "P", "D"))),
        hard_means="longer legs, and one leg at the edge is not given: its hypotenuse XY is, so that leg must "
                   "first come from the right triangle OXY (then the altitude to XY, then the angle)",
    )

    def sample(self, rng, space):
        a, b, c = (int(v) for v in space.leg.draw(rng, size=3))
        z = str(rng.choice(list("ABC")))
        x, y = sorted(set("ABC") - {z})
        if rng.random() < 0.5:
            x, y = y, x
        g = {"apex": space.apex.draw(rng), "ask": space.ask.draw(rng), "z": z, "xy": [x, y],
             "oa": a, "ob": b, "oc": c}
        if rng.random() < space.hyp_share:
            # state the hypotenuse XY instead of the leg OY: OY = √(XY² − OX²)
            gx = g[LEG[x]]
            gy = g.pop(LEG[y])
            g[_hyp_key(x, y)] = int(gx ** 2 + gy ** 2)   # stored squared: XY = √(value)
        return g

    # -- names and text --------------------------------------------------------------------------
    def _len_texts(self, g, hide=None):
        O = g["apex"]
        parts = [f"{O}{v} = {g[LEG[v]]}" for v in "ABC" if LEG[v] in g and LEG[v] != hide]
        for k in list(g):
            if k.startswith("h") and len(k) == 3:
                parts.append(f"{k[1].upper()}{k[2].upper()} = {surd_text(sp.sqrt(g[k]))}")
        return parts

    def _givens(self, g, hide=None):
        O = g["apex"]
        parts = self._len_texts(g, hide)
        return (f"In the tetrahedron {O}-ABC, the edges {O}A, {O}B and {O}C are mutually perpendicular, "
                + ", ".join(parts[:-1]) + f" and {parts[-1]}.")

    def _target(self, g):
        O, (x, y), z = g["apex"], g["xy"], g["z"]
        if g["ask"] == "dihedral":
            return f"the dihedral angle {z}-{x}{y}-{O} (between faces ABC and {O}{x}{y} along {x}{y})"
        return f"the angle between the edge {O}{z} and the plane ABC"

    def question(self, g):
        return f"{self._givens(g)} Find {self._target(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _legs(self, p):
        legs = {}
        for v in "ABC":
            if LEG[v] in p:
                legs[v] = sp.Integer(p[LEG[v]])
        for v in "ABC":
            if v not in legs:
                (w,) = [u for u in "ABC" if u != v and _hyp_key(u, v) in p]
                legs[v] = sp.sqrt(sp.Integer(p[_hyp_key(w, v)]) - legs[w] ** 2)
        return legs

    def _exact(self, p):
        legs = self._legs(p)
        (x, y), z = p["xy"], p["z"]
        od = sp.nsimplify(legs[x] * legs[y] / sp.sqrt(legs[x] ** 2 + legs[y] ** 2))   # altitude of right triangle
        d = sp.nsimplify(1 / sp.sqrt(sum(1 / legs[v] ** 2 for v in "ABC")))          # distance O to ABC
        tan = sp.nsimplify(legs[z] / od)
        sin = sp.nsimplify(d / legs[z])
        return legs, od, d, tan, sin

    def answer(self, p):
        _, _, _, tan, sin = self._exact(p)
        if p["ask"] == "dihedral":
            return Number(math.degrees(math.atan(float(tan))))
        return Number(math.degrees(math.asin(float(sin))))

    def verify(self, g):
        # Independent: coordinates (O at the origin, legs on the axes) and normal vectors.
        L = {}
        for v, k in LEG.items():
            if k in g:
                L[v] = float(g[k])
        for v in "ABC":
            if v not in L:
                for u in "ABC":
                    if u != v and _hyp_key(u, v) in g and u in L:
                        L[v] = math.sqrt(g[_hyp_key(u, v)] - L[u] ** 2)
        P = {"A": np.array([L["A"], 0, 0]), "B": np.array([0, L["B"], 0]), "C": np.array([0, 0, L["C"]])}
        O = np.zeros(3)
        n_abc = np.cross(P["B"] - P["A"], P["C"] - P["A"])
        (x, y), z = g["xy"], g["z"]
        if g["ask"] == "dihedral":
            n_oxy = np.cross(P[x] - O, P[y] - O)
            cos = abs(n_abc @ n_oxy) / np.linalg.norm(n_abc) / np.linalg.norm(n_oxy)
            return Number(math.degrees(math.acos(min(1.0, cos))))
        d = P[z] - O
        sin = abs(n_abc @ d) / np.linalg.norm(n_abc) / np.linalg.norm(d)
        return Number(math.degrees(math.asin(min(1.0, sin))))

    def scene(self, g):
        L = {v: float(g[k]) for v, k in LEG.items() if k in g}
        for v in "ABC":
            if v not in L:
                (u,) = [u for u in "ABC" if u != v and _hyp_key(u, v) in g]
                L[v] = math.sqrt(g[_hyp_key(u, v)] - L[u] ** 2)
        O = g["apex"]
        s = Scene()
        pts = {O: (0, 0, 0), "A": (L["A"], 0, 0), "B": (0, L["B"], 0), "C": (0, 0, L["C"])}
        s.polyhedron(pts, [[O, "A", "B"], [O, "B", "C"], [O, "C", "A"], ["A", "B", "C"]])
        s.face(["A", "B", "C"], color="gold", opacity=0.35, with_edges=False)
        (x, y), z = g["xy"], g["z"]
        if g["ask"] == "dihedral":
            s.face([O, x, y], color="#93c5fd", opacity=0.4, with_edges=False)
            restyle_segment(s, x, y, "auxiliary")
        else:
            restyle_segment(s, O, z, "auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        legs, od, d, tan, sin = self._exact(g)
        O, (x, y), z = g["apex"], g["xy"], g["z"]
        subs = []
        if any(k.startswith("h") and len(k) == 3 for k in g):
            missing = [v for v in "ABC" if LEG[v] not in g][0]
            subs.append(SubQuestion(f"{self._givens(g)} Find the length of {O}{missing}.",
                                    Number(float(legs[missing])), "plane_figures/triangles/pythagorean_theorem"))
        if g["ask"] == "dihedral":
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from {O} to the line {x}{y}.",
                                    Number(float(od)), "plane_figures/triangles/right_triangle_altitude"))
        else:
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from {O} to the plane ABC.",
                                    Number(float(d)), "solid_figures/tetrahedra/trirectangular_corner"))
        return subs

    def backward(self, g):
        _, _, _, tan, sin = self._exact(g)
        O, z = g["apex"], g["z"]
        if g["ask"] == "dihedral":
            rel = f"its tangent is {surd_text(tan)}"
        else:
            rel = f"its sine is {surd_text(sin)}"
        key = LEG[z]
        head = self._givens(g, hide=key)
        return Backward(f"{head} For {self._target(g)}, {rel}. Find the length of {O}{z}.",
                        Number(float(g[key])), key)

    def description(self, g):
        O = g["apex"]
        return (f"{self._givens(g)} {O} is the corner where the three right angles meet; face ABC is shaded, "
                + ("face " + O + "".join(g["xy"]) + " is shaded blue and edge " + "".join(g["xy"])
                   + " is drawn in red." if g["ask"] == "dihedral" else f"edge {O}{g['z']} is drawn in red."))

    def reasoning(self, p):
        legs, od, d, tan, sin = self._exact(p)
        O, (x, y), z = p["apex"], p["xy"], p["z"]
        steps = []
        missing = [v for v in "ABC" if LEG[v] not in p]
        if missing:
            steps.append(f"Right triangle {O}{x}{y} (right angle at {O}): {O}{y} = √({x}{y}² − {O}{x}²) = "
                         f"{surd_text(legs[y])}.")
        if p["ask"] == "dihedral":
            ang = self.answer(p).value
            steps += [
                f"{O}{z} ⟂ {O}{x} and {O}{z} ⟂ {O}{y}, so {O}{z} ⟂ plane {O}{x}{y}.",
                f"Let D be the foot of the perpendicular from {O} to {x}{y}. By the three perpendiculars theorem "
                f"{z}D ⟂ {x}{y}, so ∠{z}D{O} is the plane angle of the dihedral angle.",
                f"{O}D = {O}{x}·{O}{y}/{x}{y} = {surd_text(od)} (altitude of the right triangle {O}{x}{y}).",
                f"tan∠{z}D{O} = {O}{z}/{O}D = {surd_text(tan)}, so the angle ≈ {ang:.1f}°.",
            ]
        else:
            ang = self.answer(p).value
            steps += [
                f"Let H be the foot of the perpendicular from {O} to plane ABC; then ∠{O}{z}H is the angle "
                f"between {O}{z} and the plane.",
                f"For a trirectangular corner 1/{O}H² = 1/{O}A² + 1/{O}B² + 1/{O}C², so {O}H = {surd_text(d)} "
                f"(equivalently, volume {O}A·{O}B·{O}C/6 = area(ABC)·{O}H/3).",
                f"sin∠{O}{z}H = {O}H/{O}{z} = {surd_text(sin)}, so the angle ≈ {ang:.1f}°.",
            ]
        return steps
