"""Solid geometry (length): AB is a chord of the base circle of a right circular cone with apex S and
base centre O, given by its length, its distance from O or the central angle AOB; find the distance from
the apex S to the chord AB, or the distance from O to the plane SAB (DynaSolidGeo, length/distance).
``answer`` uses the three-perpendiculars theorem (OM ⊥ AB ⇒ SM ⊥ AB, SM² = SO² + OM²) and the altitude
of the right triangle SOM (sympy); ``verify`` places the points in coordinates and measures the distance
to the line AB and to the plane SAB (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import point_plane_distance, surd_text
from dynaforge.sdk.solid_measure import point_line_distance_3d

ASKS = ("apex", "plane")


@seed_program(
    id="cone_apex_chord_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/three_perpendiculars_theorem", "solid_figures/round_solids/axial_section",
              "plane_figures/circles/chord_perpendicular_bisector"],
    source="DynaSolidGeo-style (length: apex of a cone to a chord of its base)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class ConeApexChordDistance(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(3, 12), h=IntRange(2, 12), chord=OneOf(("length", "distance"), p=[0.6, 0.4]),
                      slant_share=0.0, ask=OneOf(ASKS, p=[0.85, 0.15]), apex=OneOf(("S", "P", "V"))),
        hard=dict(r=IntRange(5, 20), h=IntRange(4, 20), chord=OneOf(("length", "angle"), p=[0.5, 0.5]),
                  slant_share=0.5, ask=OneOf(ASKS, p=[0.3, 0.7]), apex=OneOf(("S", "P", "V"))),
        hard_means="larger cones, half of them given by the slant height (the height first), chords given by "
                   "their length or central angle (OM from the chord first), and mostly the distance from O to "
                   "the plane SAB (the altitude of the right triangle SOM)",
    )

    def sample(self, rng, space):
        kind = space.chord.draw(rng)
        for _ in attempts("a cone at least 0.45 as high as wide, integer slant height when it is given"):
            r, h = int(space.r.draw(rng)), int(space.h.draw(rng))
            if h < 0.45 * r:      # a readable cone, not a flat disc
                continue
            g = {"r": r, "apex": space.apex.draw(rng), "ask": space.ask.draw(rng), "kind": kind}
            if kind == "length":
                c = int(rng.integers(2, 2 * r))
                g["c"] = c
            elif kind == "distance":
                g["m"] = int(rng.integers(1, r))
            else:
                g["theta"] = int(rng.choice([60, 90, 120]))
            if rng.random() < space.slant_share:
                l2 = r * r + h * h
                if math.isqrt(l2) ** 2 != l2:
                    continue
                g["l"] = math.isqrt(l2)
            else:
                g["h"] = h
            return g

    # -- text -------------------------------------------------------------------------------------------
    def _cone(self, g, hide=None):
        S = g["apex"]
        size = (f"height {S}O = {g['h']}" if "h" in g else f"slant height {g['l']}")
        parts = [f"base radius {g['r']}"] + ([] if hide == "hl" else [size])
        return f"A right circular cone has apex {S}, base centre O, " + " and ".join(parts)

    def _chord(self, g):
        if g["kind"] == "length":
            return f"AB is a chord of the base circle of length {g['c']}"
        if g["kind"] == "distance":
            return f"AB is a chord of the base circle at distance {g['m']} from O"
        return f"A and B are points of the base circle with ∠AOB = {g['theta']}°"

    def _target(self, g):
        S = g["apex"]
        return (f"the distance from {S} to the line AB" if g["ask"] == "apex"
                else f"the distance from O to the plane {S}AB")

    def question(self, g):
        return (f"{self._cone(g)}. {self._chord(g)}. Find {self._target(g)} "
                f"(exact, or rounded to two decimal places).")

    def description(self, g):
        S = g["apex"]
        return (f"{self._cone(g)}; {S}O is perpendicular to the base. {self._chord(g)}; M is the midpoint of AB. "
                f"The generatrices {S}A, {S}B and the segments {S}M, OM are drawn.")

    # -- answer: three perpendiculars ---------------------------------------------------------------------
    def _exact(self, p):
        r = sp.Integer(p["r"])
        h = sp.Integer(p["h"]) if "h" in p else sp.sqrt(sp.Integer(p["l"]) ** 2 - r ** 2)
        if p["kind"] == "length":
            m = sp.sqrt(r ** 2 - sp.Rational(p["c"], 2) ** 2)
        elif p["kind"] == "distance":
            m = sp.Integer(p["m"])
        else:
            m = r * sp.cos(sp.rad(sp.Integer(p["theta"]) / 2))
        sm = sp.sqrt(h ** 2 + m ** 2)
        return {"apex": sm, "plane": sp.radsimp(h * m / sm)}[p["ask"]], h, m, sm

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: coordinates ------------------------------------------------------------------------------
    def _coords(self, g):
        r = float(g["r"])
        h = float(g["h"]) if "h" in g else float(np.sqrt(g["l"] ** 2 - r * r))
        if g["kind"] == "length":
            half = np.arcsin(g["c"] / (2 * r))
        elif g["kind"] == "distance":
            half = np.arccos(g["m"] / r)
        else:
            half = np.radians(g["theta"]) / 2
        A = r * np.array([np.sin(-half), -np.cos(half), 0.0])
        B = r * np.array([np.sin(half), -np.cos(half), 0.0])
        return {"S": np.array([0.0, 0.0, h]), "O": np.zeros(3), "A": A, "B": B}, h, r

    def verify(self, g):
        X, _, r = self._coords(g)
        for k in ("A", "B"):
            if abs(np.linalg.norm(X[k]) - r) > 1e-9:
                raise AssertionError("A, B not on the base circle")
        if g["ask"] == "apex":
            return Number(point_line_distance_3d(X["S"], X["A"], X["B"]))
        return Number(point_plane_distance(X["O"], X["S"], X["A"], X["B"]))

    def scene(self, g):
        X, h, r = self._coords(g)
        S = g["apex"]
        s = Scene()
        s.solid("cone", (0, 0, 0), r, height=h)
        s.point(S, X["S"])
        s.point("O", X["O"])
        s.point("A", X["A"])
        s.point("B", X["B"])
        s.point("M", (X["A"] + X["B"]) / 2)
        s.segment(S, "A")
        s.segment(S, "B")
        s.segment("A", "B", style="hidden")
        s.segment(S, "O", style="hidden")
        s.segment("O", "M", style="hidden")
        s.segment(S, "M", style="auxiliary")
        if g["ask"] == "plane":
            SM = X["S"] - (X["A"] + X["B"]) / 2
            foot = X["S"] - (X["S"] @ SM) / (SM @ SM) * SM
            s.point("_H", foot, show_label=False, dot=False)
            s.segment("O", "_H", style="auxiliary")
        s.azimuth_range = (210.0, 330.0)
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        _, h, m, sm = self._exact(g)
        subs = []
        if g["kind"] != "distance":
            subs.append(SubQuestion(f"In a circle with centre O and radius {g['r']}, "
                                    f"{self._chord(g).replace(' of the base circle', '').replace('points of the base circle', 'points of the circle')}. "
                                    f"Find the distance from O to AB (exact, or rounded to two decimal places).",
                                    Number(float(m)), "plane_figures/circles/chord_perpendicular_bisector"))
        subs.append(SubQuestion(f"A right triangle SOM has legs SO = {surd_text(h)} and OM = {surd_text(sp.radsimp(m))}. Find "
                                f"its hypotenuse SM (exact, or rounded to two decimal places).", Number(float(sm)),
                                "plane_figures/triangles/pythagorean_theorem"))
        return subs

    def backward(self, g):
        value, h, m, sm = self._exact(g)
        S = g["apex"]
        if g["ask"] == "apex":
            height = sp.sqrt(value ** 2 - m ** 2)
        else:    # 1/d² = 1/h² + 1/m²
            height = 1 / sp.sqrt(1 / value ** 2 - 1 / m ** 2)
        if "h" in g:
            what, masked, key = f"the height {S}O of the cone", height, "h"
        else:
            what, masked, key = "the slant height of the cone", sp.sqrt(height ** 2 + g["r"] ** 2), "l"
        return Backward(f"{self._cone(g, hide='hl')}. {self._chord(g)}. {self._target(g)[0].upper()}"
                        f"{self._target(g)[1:]} is {surd_text(sp.radsimp(value))}. Find {what}.",
                        Number(float(masked)), key)

    def reasoning(self, p):
        value, h, m, sm = self._exact(p)
        S = p["apex"]
        steps = []
        if "l" in p:
            steps.append(f"The height: {S}O = √({p['l']}² − {p['r']}²) = {surd_text(h)}.")
        if p["kind"] == "length":
            steps.append(f"M, the midpoint of AB, is the foot of the perpendicular from O: OM = √({p['r']}² − "
                         f"({sp.Rational(p['c'], 2)})²) = {surd_text(sp.radsimp(m))}.")
        elif p["kind"] == "angle":
            steps.append(f"Triangle AOB is isosceles with apex angle {p['theta']}°, so the perpendicular OM to AB "
                         f"bisects it: OM = {p['r']}·cos {p['theta'] // 2}° = {surd_text(sp.radsimp(m))}.")
        else:
            steps.append(f"The foot M of the perpendicular from O to AB is the midpoint of AB, OM = {m}.")
        steps.append(f"{S}O ⊥ base and OM ⊥ AB, so by the three-perpendiculars theorem {S}M ⊥ AB: {S}M is the "
                     f"distance from {S} to AB, {S}M = √({S}O² + OM²) = {surd_text(sp.radsimp(sm))}.")
        if p["ask"] == "plane":
            steps.append(f"AB ⊥ plane {S}OM, so plane {S}AB ⊥ plane {S}OM and the distance from O to plane {S}AB is "
                         f"the altitude of right triangle {S}OM on {S}M: {S}O·OM/{S}M = {surd_text(value)} "
                         f"≈ {float(value):.4f}.")
        return steps
