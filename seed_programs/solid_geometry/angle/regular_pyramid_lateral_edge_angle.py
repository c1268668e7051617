"""Solid geometry: the angle a lateral edge of a regular pyramid makes with the base plane, or with
a base edge skew to it (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
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
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 5, 6), p=[0.3, 0.3, 0.1, 0.3]), a=IntRange(2, 6),
                      mode=OneOf(("height", "lateral")), h=IntRange(2, 8), lateral_gap=IntRange(1, 6),
                      ask=OneOf(("base", "skew"), p=[0.5, 0.5]), apex=OneOf(("P", "S", "V")),
                      centre=OneOf(("O", "H"))),
        hard=dict(n=OneOf((3, 4, 5, 6), p=[0.1, 0.2, 0.35, 0.35]), a=IntRange(4, 13),
                  mode=OneOf(("height", "lateral")), h=IntRange(3, 14), lateral_gap=IntRange(1, 11),
                  ask=OneOf(("base", "skew"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V")),
                  centre=OneOf(("O", "H"))),
        hard_means="larger edges, mostly pentagonal and hexagonal bases, and mostly the angle between a "
                   "lateral edge and a skew base edge (a projection argument, not one right triangle)",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        a = space.a.draw(rng)
        R = a / (2 * math.sin(math.pi / n))
        mode = space.mode.draw(rng)
        h = space.h.draw(rng)
        l = math.floor(R) + space.lateral_gap.draw(rng)
        ask = space.ask.draw(rng) if n > 3 else "base"
        v = int(rng.integers(0, n))
        g = {"n": n, "a": a, "mode": mode, **({"h": h} if mode == "height" else {"l": l}), "ask": ask, "v": v}
        if ask == "skew":  # a base edge not through vertex v
            g["e"] = int(rng.choice([i for i in range(n) if i != v and (i + 1) % n != v]))
        g["apex"] = space.apex.draw(rng)
        g["centre"] = space.centre.draw(rng)
        return g

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
        edge = None if p.get("e") is None else (B[p["e"]], B[(p["e"] + 1) % p["n"]])
        return X, edge

    def _givens(self, p):
        B = self._base(p)
        given = (f"the height {p['apex']}{p['centre']} = {p['h']}" if p["mode"] == "height"
                 else f"every lateral edge has length {p['l']}")
        return (f"In the {regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(B)}, {p['centre']} is the "
                f"centre of the base, the base edge {B[0]}{B[1]} = {p['a']} and {given}.")

    def question(self, g):
        X, edge = self._names(g)
        P = g["apex"]
        if g["ask"] == "base":
            return (f"{self._givens(g)} Find the angle between the lateral edge {P}{X} and the base "
                    f"{''.join(self._base(g))}, in degrees.")
        return (f"{self._givens(g)} Find the angle between the skew lines {P}{X} and {edge[0]}{edge[1]}, "
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

    def verify(self, g):
        # Independent of the exact construction: the circumradius from the law of cosines in the
        # triangle centre-vertex-vertex (a² = 2R²(1 − cos 2π/n)), the base as complex vertices
        # R·e^{2πik/n}, the apex above the centre; then vector angles.
        n, a = g["n"], float(g["a"])
        R = a / math.sqrt(2 * (1 - math.cos(2 * math.pi / n)))
        h = float(g["h"]) if g["mode"] == "height" else math.sqrt(g["l"] ** 2 - R ** 2)
        base = [R * np.exp(2j * math.pi * k / n) for k in range(n)]
        V = [np.array([z.real, z.imag, 0.0]) for z in base]
        P = np.array([0.0, 0.0, h])
        d = V[g["v"]] - P
        if g["ask"] == "base":
            return Number(float(np.degrees(np.arcsin(abs(d[2]) / np.linalg.norm(d)))))
        e = V[(g["e"] + 1) % n] - V[g["e"]]
        return Number(float(np.degrees(np.arccos(min(1.0, abs(d @ e) / (np.linalg.norm(d) * np.linalg.norm(e)))))))

    def scene(self, g):
        R, h, l = (float(x) for x in self._exact(g))
        B = self._base(g)
        s = Scene()
        s.pyramid(B, g["apex"], regular_polygon_xy(g["n"], R), (0.0, 0.0, h))
        s.point(g["centre"], (0.0, 0.0, 0.0))
        s.segment(g["apex"], g["centre"], style="hidden")
        X, edge = self._names(g)
        lines = [(g["apex"], X)] + ([edge] if edge else [])
        mark_lines(s, lines)
        if g["ask"] == "base":
            s.segment(g["centre"], X, style="hidden")
        return s

    def subquestions(self, g):
        R, h, l = self._exact(g)
        X, _ = self._names(g)
        P, O = g["apex"], g["centre"]
        subs = [SubQuestion(f"The base of the pyramid is a {regular_polygon_name(g['n'])} with side {g['a']} and "
                            f"centre {O}. Find {O}{X}.", Number(float(R)),
                            "plane_figures/polygons/regular_polygon_apothem")]
        if g["mode"] == "height":
            subs.append(SubQuestion(f"{self._givens(g)} Find the length of the lateral edge {P}{X}.",
                                    Number(float(l)), "solid_figures/pyramids/regular_pyramid_foot"))
        else:
            subs.append(SubQuestion(f"{self._givens(g)} Find the height {P}{O}.", Number(float(h)),
                                    "solid_figures/pyramids/regular_pyramid_foot"))
        return subs

    def description(self, g):
        return (f"{self._givens(g)} The apex {g['apex']} lies directly above {g['centre']}; the base "
                f"{''.join(self._base(g))} is labelled in order around the base.")

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
