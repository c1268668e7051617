"""Solid geometry (dynamic point): P moves along the axis O₁O₂ of a cylinder or a round frustum; A is a
point of the bottom rim and B a point of the top rim, and the arc between A and the point below B is
given. Find the least value of AP + PB, or where P is then (O₁P). Turning the half-plane (O₁O₂, B) about
the axis into the plane of A on the other side does not change PB, so the least sum is the straight
segment in the unfolded axial trapezoid, √((R + r)² + h²), whatever the arc; ``answer`` uses that
(sympy); ``verify`` places A, B by the given arc in coordinates and minimises AP + PB numerically."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_moving import scan_min
from dynaforge.sdk.solid_round import rim_point

ASKS = ("sum", "position")


@seed_program(
    id="round_solid_axis_point_min_sum", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/unfold_to_minimise_sum", "solid_figures/round_solids/axial_section"],
    source="DynaSolidGeo-style (dynamic point on the axis of a cylinder or frustum; rotate one half-plane)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class RoundSolidAxisPointMinSum(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("cylinder",)), R=IntRange(2, 12), h=IntRange(3, 24), arc=OneOf((60, 90, 120, 150)),
                      ask=OneOf(ASKS, p=[0.8, 0.2]), whole_share=0.5),
        hard=dict(kind=OneOf(("frustum",)), R=IntRange(4, 20), h=IntRange(4, 30), arc=OneOf((40, 75, 100, 135, 160)),
                  ask=OneOf(ASKS, p=[0.5, 0.5]), whole_share=0.6),
        hard_means="round frustums (two radii: the unfolded trapezoid has parallel sides R and r, so O₁P = h·R/(R + r), "
                   "not h/2) with larger sizes and arcs that suggest a computation with the chord, and half the time "
                   "the position of P instead of the sum",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        whole = rng.random() < space.whole_share
        for _ in attempts("a solid at least 0.5 as high as wide (with a whole-number least sum when asked)"):
            R, h = int(space.R.draw(rng)), int(space.h.draw(rng))
            r = R if kind == "cylinder" else int(rng.integers(max(1, R // 4), R))
            s2 = (R + r) ** 2 + h * h
            if h < R or (whole and math.isqrt(s2) ** 2 != s2):
                continue
            g = {"kind": kind, "R": R, "h": h, "arc": int(space.arc.draw(rng)), "ask": space.ask.draw(rng)}
            if kind == "frustum":
                g["r"] = r
            return g

    # -- text ---------------------------------------------------------------------------------------------
    def _head(self, g, hide=None):
        h = "" if hide == "h" else f" and height {g['h']}"
        if g["kind"] == "cylinder":
            solid = f"A cylinder has base radius {g['R']}{h}"
        else:
            solid = f"A frustum of a right circular cone has bottom radius {g['R']}, top radius {g['r']}{h}"
        return (f"{solid}; O₁ and O₂ are the centres of its bottom and top bases. A is a point of the bottom rim and B "
                f"a point of the top rim; the generatrix through B ends at the point C of the bottom rim, and "
                f"∠AO₁C = {g['arc']}°. P moves along the axis O₁O₂")

    def question(self, g):
        ask = "the least value of AP + PB" if g["ask"] == "sum" else "the length O₁P when AP + PB is least"
        return f"{self._head(g)}. Find {ask} (exact, or rounded to two decimal places)."

    def description(self, g):
        return (f"{self._head(g)}. The figure shows the solid with O₁, O₂, A, B, C, the radius O₁A, the generatrix "
                f"through B and C, and the broken line APB for one position of P.")

    # -- answer: rotate the half-plane of B -------------------------------------------------------------------
    def _exact(self, p):
        R, h = sp.Integer(p["R"]), sp.Integer(p["h"])
        r = sp.Integer(p.get("r", p["R"]))
        best = sp.sqrt((R + r) ** 2 + h ** 2)
        pos = h * R / (R + r)           # similar triangles in the unfolded trapezoid
        return (best if p["ask"] == "sum" else pos), best, pos, r

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: coordinates and a scan ------------------------------------------------------------------------
    def verify(self, g):
        R, h = float(g["R"]), float(g["h"])
        r = float(g.get("r", g["R"])) if g["kind"] == "frustum" else R
        A = np.array([R, 0.0, 0.0])
        phi = np.radians(g["arc"])
        B = np.array([r * np.cos(phi), r * np.sin(phi), h])
        C = np.array([R * np.cos(phi), R * np.sin(phi), 0.0])
        if abs(np.degrees(np.arccos(A @ C / (R * R))) - g["arc"]) > 1e-9:
            raise AssertionError("the arc is not the stated one")
        f = lambda z: float(np.linalg.norm(A - [0, 0, z]) + np.linalg.norm(B - [0, 0, z]))
        z, best = scan_min(f, 0.0, h, samples=20001)
        return Number(best if g["ask"] == "sum" else z)

    def scene(self, g):
        R, h = float(g["R"]), float(g["h"])
        r = float(g.get("r", g["R"]))
        s = Scene()
        if g["kind"] == "cylinder":
            s.solid("cylinder", (0, 0, 0), R, height=h)
        else:
            s.solid("frustum", (0, 0, 0), R, height=h, top_radius=r)
        base_angle = 270.0 - g["arc"] / 2          # A and C symmetric about the front (−y) direction
        s.point("O₁", (0, 0, 0))
        s.point("O₂", (0, 0, h))
        s.point("A", rim_point((0, 0, 0), R, base_angle))
        s.point("C", rim_point((0, 0, 0), R, base_angle + g["arc"]))
        s.point("B", rim_point((0, 0, h), r, base_angle + g["arc"]))
        s.point("P", (0, 0, 0.45 * h))
        s.segment("O₁", "O₂", style="hidden")
        s.segment("O₁", "A", style="hidden")
        s.segment("O₁", "C", style="hidden")
        s.segment("B", "C", style="edge")           # a generatrix on the front of the surface
        s.segment("A", "P", style="auxiliary")
        s.segment("P", "B", style="auxiliary")
        s.azimuth_range = (260.0, 280.0)          # A, C and the generatrix BC in front
        return s

    # -- views ------------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        value, best, pos, r = self._exact(g)
        return [SubQuestion(f"A trapezoid A O₁ O₂ B' has right angles at O₁ and O₂, O₁A = {g['R']}, O₂B' = {r} and "
                            f"O₁O₂ = {g['h']}, with A and B' on opposite sides of O₁O₂. Find AB' (exact, or rounded to "
                            f"two decimal places).", Number(float(best)), "solid_figures/moving_points/unfold_to_minimise_sum")]

    def backward(self, g):
        value, best, pos, r = self._exact(g)
        ask = "the least value of AP + PB" if g["ask"] == "sum" else "the length O₁P when AP + PB is least"
        if g["ask"] == "sum":
            h = sp.sqrt(best ** 2 - (g["R"] + r) ** 2)
        else:
            h = pos * (g["R"] + r) / g["R"]
        return Backward(f"{self._head(g, hide='h')}. {ask[0].upper()}{ask[1:]} is {surd_text(value)}. Find the height "
                        f"of the {'cylinder' if g['kind'] == 'cylinder' else 'frustum'}.", Number(float(h)), "h")

    def reasoning(self, p):
        value, best, pos, r = self._exact(p)
        R, h = p["R"], p["h"]
        steps = [
            "PA lies in the half-plane through the axis and A, PB in the half-plane through the axis and B. Turning "
            "the half-plane of B about the axis O₁O₂ into the plane of A, on the other side of the axis, keeps PB "
            "(and P) unchanged — the arc between A and C plays no part.",
            f"In that plane O₁A = {R} and O₂B' = {r} are perpendicular to O₁O₂ on opposite sides, so AP + PB = AP + PB' "
            f"≥ AB' = √(({R} + {r})² + {h}²) = {surd_text(best)}, with equality where AB' crosses the axis.",
        ]
        if p["ask"] == "position":
            steps.append(f"Similar right triangles O₁PA and O₂PB': O₁P : PO₂ = {R} : {r}, so O₁P = {h}·{R}/({R} + {r}) "
                         f"= {surd_text(pos)}.")
        return steps
