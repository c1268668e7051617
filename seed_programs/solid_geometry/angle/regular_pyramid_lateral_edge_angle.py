"""Solid geometry: the angle a lateral edge of a regular pyramid makes with the base plane, or with
a base edge skew to it (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, surd_text
from dynaforge.sdk.solid_angles import deg, dot_by_distances, line_plane_angle_deg, mark_lines


@seed_program(
    id="regular_pyramid_lateral_edge_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/angles/skew_lines_angle",
              "solid_figures/pyramids/regular_pyramid_foot", "plane_figures/polygons/regular_polygon_apothem"],
    source="DynaSolidGeo-style (angle: lateral edge of a regular pyramid with the base / a base edge)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidLateralEdgeAngle(SeedProgram):
    def sample(self, rng):
        n = int(rng.choice([3, 4, 5, 6], p=[0.3, 0.3, 0.1, 0.3]))
        a = int(rng.integers(2, 7))
        R = a / (2 * math.sin(math.pi / n))
        mode = str(rng.choice(["height", "lateral"]))
        h = int(rng.integers(2, 9))
        l = int(rng.integers(math.floor(R) + 1, math.floor(R) + 7))
        ask = str(rng.choice(["base", "skew"], p=[0.5, 0.5])) if n > 3 else "base"
        v = int(rng.integers(0, n))
        e = None
        if ask == "skew":  # a base edge not through vertex v
            e = int(rng.choice([i for i in range(n) if i != v and (i + 1) % n != v]))
        return {"n": n, "a": a, "mode": mode, "h": h if mode == "height" else None,
                "l": l if mode == "lateral" else None, "ask": ask, "v": v, "e": e,
                "apex": str(rng.choice(["P", "S", "V"])), "centre": str(rng.choice(["O", "H"]))}

    def _base(self, p):
        return list("ABCDEF"[:p["n"]])

    def _exact(self, p):
        n, a = p["n"], sp.Integer(p["a"])
        R = sp.nsimplify(a / (2 * sp.sin(sp.pi / n)))
        if p["mode"] == "height":
            h = sp.Integer(p["h"])
            l = sp.sqrt(h ** 2 + R ** 2)
        else:
            l = sp.Integer(p["l"])
            h = sp.sqrt(l ** 2 - R ** 2)
        return R, sp.nsimplify(h), sp.nsimplify(l)

    def _names(self, p):
        B = self._base(p)
        X = B[p["v"]]
        edge = None if p["e"] is None else (B[p["e"]], B[(p["e"] + 1) % p["n"]])
        return X, edge

    def _givens(self, p):
        B = self._base(p)
        given = (f"the height {p['apex']}{p['centre']} = {p['h']}" if p["mode"] == "height"
                 else f"every lateral edge has length {p['l']}")
        return (f"In the {regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(B)}, {p['centre']} is the "
                f"centre of the base, the base edge {B[0]}{B[1]} = {p['a']} and {given}.")

    def question(self, p):
        X, edge = self._names(p)
        P = p["apex"]
        if p["ask"] == "base":
            return (f"{self._givens(p)} Find the angle between the lateral edge {P}{X} and the base "
                    f"{''.join(self._base(p))}, in degrees.")
        return (f"{self._givens(p)} Find the angle between the skew lines {P}{X} and {edge[0]}{edge[1]}, "
                f"in degrees.")

    def _cos_skew(self, p):
        """cos of the angle PX, YZ: PX·YZ = OX·YZ (PO ⟂ YZ), OX·YZ = R·a·cos(angle of OX with YZ)."""
        R, h, l = self._exact(p)
        n = p["n"]
        # direction angle of vertex v is phi_v, of edge e is phi_e + 90° + 180°/n (regular polygon)
        phi_v = 2 * sp.pi * p["v"] / n
        phi_e = 2 * sp.pi * p["e"] / n + sp.pi / 2 + sp.pi / n
        return sp.nsimplify(sp.Abs(R * sp.Integer(p["a"]) * sp.cos(phi_v - phi_e)) / (l * p["a"]))

    def answer(self, p):
        R, h, l = self._exact(p)
        if p["ask"] == "base":
            return Number(deg(sp.atan(h / R)))
        return Number(deg(sp.acos(self._cos_skew(p))))

    def verify(self, p):
        s = self.scene(p)
        X, edge = self._names(p)
        P = s.xyz(p["apex"])
        if p["ask"] == "base":
            B = self._base(p)
            return Number(line_plane_angle_deg(s.xyz(X) - P, *(s.xyz(k) for k in B[:3])))
        A, Y, Z = s.xyz(X), s.xyz(edge[0]), s.xyz(edge[1])
        c = abs(dot_by_distances(P, A, Y, Z)) / (np.linalg.norm(A - P) * np.linalg.norm(Z - Y))
        return Number(float(np.degrees(np.arccos(min(1.0, c)))))

    def scene(self, p):
        R, h, l = (float(x) for x in self._exact(p))
        B = self._base(p)
        s = Scene()
        s.pyramid(B, p["apex"], regular_polygon_xy(p["n"], R), (0.0, 0.0, h))
        s.point(p["centre"], (0.0, 0.0, 0.0))
        s.segment(p["apex"], p["centre"], style="hidden")
        X, edge = self._names(p)
        lines = [(p["apex"], X)] + ([edge] if edge else [])
        mark_lines(s, lines)
        if p["ask"] == "base":
            s.segment(p["centre"], X, style="hidden")
        return s

    def subquestions(self, p):
        R, h, l = self._exact(p)
        X, _ = self._names(p)
        P, O = p["apex"], p["centre"]
        subs = [SubQuestion(f"The base of the pyramid is a {regular_polygon_name(p['n'])} with side {p['a']} and "
                            f"centre {O}. Find {O}{X}.", Number(float(R)),
                            "plane_figures/polygons/regular_polygon_apothem")]
        if p["mode"] == "height":
            subs.append(SubQuestion(f"{self._givens(p)} Find the length of the lateral edge {P}{X}.",
                                    Number(float(l)), "solid_figures/pyramids/regular_pyramid_foot"))
        else:
            subs.append(SubQuestion(f"{self._givens(p)} Find the height {P}{O}.", Number(float(h)),
                                    "solid_figures/pyramids/regular_pyramid_foot"))
        return subs

    def description(self, p):
        return (f"{self._givens(p)} The apex {p['apex']} lies directly above {p['centre']}; the base "
                f"{''.join(self._base(p))} is labelled in order around the base.")

    def reasoning(self, p):
        R, h, l = self._exact(p)
        X, edge = self._names(p)
        P, O, n = p["apex"], p["centre"], p["n"]
        steps = [f"{P}{O} ⟂ base and {O} is the centre, so {O}{X} is the circumradius "
                 f"{p['a']}/(2·sin(180°/{n})) = {surd_text(R)}."]
        if p["mode"] == "height":
            steps.append(f"{P}{X} = √({P}{O}² + {O}{X}²) = {surd_text(l)}.")
        else:
            steps.append(f"{P}{O} = √({P}{X}² − {O}{X}²) = {surd_text(h)}.")
        ang = self.answer(p).value
        if p["ask"] == "base":
            steps += [f"{O}{X} is the projection of {P}{X} onto the base, so the angle is ∠{P}{X}{O}.",
                      f"tan∠{P}{X}{O} = {P}{O}/{O}{X} = {surd_text(sp.nsimplify(h / R))}, so the angle is "
                      f"≈ {ang:.2f}°."]
        else:
            Y, Z = edge
            c = self._cos_skew(p)
            steps += [f"{P}{O} is perpendicular to {Y}{Z}, so {P}{X}·{Y}{Z} = {O}{X}·{Y}{Z}.",
                      f"In the base, {O}{X}·{Y}{Z} = {surd_text(R)}·{p['a']}·cos of the angle between "
                      f"{O}{X} and {Y}{Z}, which gives |{P}{X}·{Y}{Z}| = {surd_text(sp.nsimplify(c * l * p['a']))}.",
                      f"cos θ = |{P}{X}·{Y}{Z}| / ({surd_text(l)}·{p['a']}) = {surd_text(c)}, so θ ≈ {ang:.2f}°."]
        return steps
