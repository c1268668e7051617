"""Solid geometry (dynamic point): P slides along a top edge of a right triangular prism that is
parallel to the plane of a fixed triangle, so the tetrahedron volume (and P's distance to that plane)
stays constant (DynaSolidGeo 'dynamic' category, Gaokao 'equal-volume transformation')."""
import numpy as np

from dynaforge.sdk import (Backward, FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import point_plane_distance, solid_vertex_labels, tetrahedron_volume

ASKS = ("volume", "distance")


@seed_program(
    id="prism_moving_point_tetra_volume", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/parallel_line_constant_volume",
              "solid_figures/pyramids/volume",
              "solid_figures/distances/point_to_plane_volume_method"],
    source="DynaSolidGeo-style (dynamic moving point; constant tetrahedron volume)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class PrismMovingPointTetraVolume(SeedProgram):
    levels = Levels(
        standard=dict(ac=IntRange(2, 8), ab=IntRange(2, 8), alpha=OneOf((60, 90, 120)), lateral=IntRange(2, 8),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q", "M")), t=FloatRange(0.3, 0.6),
                      ask=OneOf(ASKS)),
        hard=dict(ac=IntRange(5, 19), ab=IntRange(5, 19), alpha=OneOf((30, 45, 135, 150)), lateral=IntRange(5, 19),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q", "M")), t=FloatRange(0.3, 0.6),
                  ask=OneOf(ASKS, p=[0.35, 0.65])),
        hard_means="larger edges, base angles of 30°, 45°, 135° or 150° (less friendly sines) and mostly the distance "
                   "to the plane, which needs BC and the altitude on top of the volume",
    )

    def sample(self, rng, space):
        return {
            "b": float(space.ac.draw(rng)),                     # AC
            "c": float(space.ab.draw(rng)),                     # AB
            "alpha": float(space.alpha.draw(rng)),              # ∠BAC
            "h": float(space.lateral.draw(rng)),                # lateral edge
            "style": space.style.draw(rng),
            "mover": space.mover.draw(rng),
            "t": float(np.round(space.t.draw(rng), 3)),
            "ask": space.ask.draw(rng),
        }

    def _lab(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return dict(A=bottom[0], B=bottom[1], C=bottom[2], A1=top[0], B1=top[1], C1=top[2],
                    P=p["mover"], prism="".join(bottom) + "-" + "".join(top))

    def _given(self, p, L, hide=None):
        parts = [f"{L['A']}{L['B']} = {fmt(p['c'])}", f"{L['A']}{L['C']} = {fmt(p['b'])}",
                 f"∠{L['B']}{L['A']}{L['C']} = {fmt(p['alpha'])}°",
                 f"{L['A']}{L['A1']} = {fmt(p['h'])}"]
        if hide == "h":
            parts.pop()
        return (f"In the right triangular prism {L['prism']} (lateral edges perpendicular to the base), "
                + ", ".join(parts[:-1]) + " and " + parts[-1] + ". "
                f"Point {L['P']} moves along the edge {L['B1']}{L['C1']}.")

    def _target(self, L, ask):
        tet = f"{L['P']}-{L['B']}{L['C']}{L['A1']}"
        if ask == "volume":
            return f"the volume of the tetrahedron {tet}"
        return f"the distance from {L['P']} to the plane {L['B']}{L['C']}{L['A1']}"

    def question(self, g):
        L = self._lab(g)
        return self._given(g, L) + f" Find {self._target(L, g['ask'])}."

    def _base_area(self, p):
        return 0.5 * p["b"] * p["c"] * np.sin(np.radians(p["alpha"]))

    def _dist_a_bc(self, p):
        bc = np.sqrt(p["b"] ** 2 + p["c"] ** 2 - 2 * p["b"] * p["c"] * np.cos(np.radians(p["alpha"])))
        return 2 * self._base_area(p) / bc, bc

    def _value(self, p):
        if p["ask"] == "volume":
            # B'C' ∥ BC ⊂ plane BCA', so V(P-BCA') = V(B'-BCA') = V(A'-BB'C) = S_ABC·h/3
            return float(self._base_area(p) * p["h"] / 3)
        d, _ = self._dist_a_bc(p)
        # the distance from B'C' to plane BCA' equals that from the foot on B'C' to the line of A'
        # and its foot on BC: altitude of a right triangle with legs h and d(A, BC)
        return float(p["h"] * d / np.hypot(p["h"], d))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        al = np.radians(p["alpha"])
        A, B = np.zeros(3), np.array([p["c"], 0, 0])
        C = np.array([p["b"] * np.cos(al), p["b"] * np.sin(al), 0])
        up = np.array([0, 0, p["h"]])
        return {"A": A, "B": B, "C": C, "A1": A + up, "B1": B + up, "C1": C + up}

    def verify(self, g):
        X = self._coords(g)
        values = []
        for t in (g["t"], 0.0, 1.0):       # the shown position and both ends agree: constant
            P = X["B1"] + t * (X["C1"] - X["B1"])
            if g["ask"] == "volume":
                values.append(tetrahedron_volume(P, X["B"], X["C"], X["A1"]))
            else:
                values.append(point_plane_distance(P, X["B"], X["C"], X["A1"]))
        if max(values) - min(values) > 1e-9 * max(values):
            raise AssertionError("the quantity is not constant along the edge")
        return Number(float(values[0]))

    def scene(self, g):
        L, X = self._lab(g), self._coords(g)
        s = Scene()
        for key in ("A", "B", "C", "A1", "B1", "C1"):
            s.point(L[key], X[key])
        s.face([L["A"], L["B"], L["C"]])
        s.face([L["A1"], L["B1"], L["C1"]])
        for u, v in (("A", "B"), ("B", "C"), ("C", "A")):
            s.face([L[u], L[v], L[v + "1"], L[u + "1"]])
        s.point(L["P"], s.along(L["B1"], L["C1"], g["t"]))
        s.face([L["B"], L["C"], L["A1"]], color="#fca5a5", opacity=0.3, with_edges=False)
        for u, v in ((L["B"], L["A1"]), (L["C"], L["A1"]), (L["P"], L["B"]), (L["P"], L["C"]),
                     (L["P"], L["A1"])):
            s.segment(u, v, style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        S = float(self._base_area(g))
        subs = [SubQuestion(
            f"In triangle {L['A']}{L['B']}{L['C']}, {L['A']}{L['B']} = {fmt(g['c'])}, "
            f"{L['A']}{L['C']} = {fmt(g['b'])} and ∠{L['B']}{L['A']}{L['C']} = {fmt(g['alpha'])}°. "
            f"Find its area.", Number(S), "plane_figures/triangles/sine_area_formula")]
        if g["ask"] == "volume":
            subs.append(SubQuestion(
                f"{L['B1']}{L['C1']} ∥ plane {L['B']}{L['C']}{L['A1']}, so the volume of "
                f"{L['P']}-{L['B']}{L['C']}{L['A1']} equals that of {L['A1']}-{L['B']}{L['C']}{L['B1']}, "
                f"a pyramid whose base is half of the lateral face {L['B']}{L['C']}{L['C1']}{L['B1']}. "
                f"Equivalently it is one third of the prism. With base area {S:.4f} and height "
                f"{fmt(g['h'])}, find it.", Number(self._value(g)),
                "solid_figures/moving_points/parallel_line_constant_volume"))
        else:
            d, _ = self._dist_a_bc(g)
            subs += [
                SubQuestion(f"With the same triangle (area {S:.4f}), find the distance from "
                            f"{L['A']} to the line {L['B']}{L['C']}.", Number(float(d)),
                            "plane_figures/triangles/sine_area_formula"),
                SubQuestion(f"A right triangle has legs {fmt(g['h'])} and {d:.4f}. Find the altitude "
                            f"to its hypotenuse.", Number(self._value(g)),
                            "plane_figures/triangles/right_triangle_altitude"),
            ]
        return subs

    def backward(self, g):
        L = self._lab(g)
        value = self._value(g)
        v = float(f"{value:.10g}")
        if g["ask"] == "volume":
            h = 3 * v / self._base_area(g)                 # V = S·h/3
        else:
            d, _ = self._dist_a_bc(g)
            h = v * d / np.sqrt(d * d - v * v)              # 1/v² = 1/h² + 1/d²
        return Backward(self._given(g, L, hide="h") + f" {self._target(L, g['ask'])[0].upper()}"
                        f"{self._target(L, g['ask'])[1:]} is {value:.10g}. Find the length of the "
                        f"lateral edge {L['A']}{L['A1']}.", Number(float(h)), "h")

    def description(self, g):
        L = self._lab(g)
        return (f"A right triangular prism {L['prism']}: base {L['A']}{L['B']}{L['C']} with "
                f"{L['A']}{L['B']} = {fmt(g['c'])}, {L['A']}{L['C']} = {fmt(g['b'])}, ∠{L['B']}{L['A']}{L['C']} "
                f"= {fmt(g['alpha'])}°, top face {L['A1']}{L['B1']}{L['C1']} directly above "
                f"({L['A1']} above {L['A']}, and so on), lateral edges {fmt(g['h'])}. A point {L['P']} "
                f"on the top edge {L['B1']}{L['C1']} is joined to {L['B']}, {L['C']} and {L['A1']}, and "
                f"triangle {L['B']}{L['C']}{L['A1']} is shaded.")

    def reasoning(self, p):
        L = self._lab(p)
        S = self._base_area(p)
        steps = [
            f"{L['B1']}{L['C1']} ∥ {L['B']}{L['C']} and {L['B']}{L['C']} lies in plane "
            f"{L['B']}{L['C']}{L['A1']}, so {L['B1']}{L['C1']} ∥ plane {L['B']}{L['C']}{L['A1']}: every "
            f"position of {L['P']} has the same distance to that plane.",
            f"S({L['A']}{L['B']}{L['C']}) = ½·{fmt(p['c'])}·{fmt(p['b'])}·sin {fmt(p['alpha'])}° ≈ {S:.4f}.",
        ]
        if p["ask"] == "volume":
            steps += [
                f"So V({L['P']}-{L['B']}{L['C']}{L['A1']}) = V({L['B1']}-{L['B']}{L['C']}{L['A1']}) = "
                f"V({L['A1']}-{L['B']}{L['B1']}{L['C']}); together with V({L['A1']}-{L['A']}{L['B']}{L['C']}) and "
                f"V({L['C']}-{L['A1']}{L['B1']}{L['C1']}) these three equal pyramids make up the prism.",
                f"V = S·h/3 = {S:.4f}·{fmt(p['h'])}/3 ≈ {self._value(p):.4f}.",
            ]
        else:
            d, bc = self._dist_a_bc(p)
            steps += [
                f"{L['B']}{L['C']} = {bc:.4f}, so the distance from {L['A']} to {L['B']}{L['C']} is "
                f"d = 2S/{L['B']}{L['C']} ≈ {d:.4f}.",
                f"Let H be the foot of that altitude and H' the point of {L['B1']}{L['C1']} above it: plane {L['A']}{L['A1']}H is perpendicular "
                f"to {L['B']}{L['C']}, so the distance is the altitude from the right angle of a right "
                f"triangle with legs {fmt(p['h'])} and {d:.4f}.",
                f"Distance = {fmt(p['h'])}·{d:.4f}/√({fmt(p['h'])}² + {d:.4f}²) ≈ {self._value(p):.4f}.",
            ]
        return steps
