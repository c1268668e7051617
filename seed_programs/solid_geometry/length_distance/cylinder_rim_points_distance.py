"""Solid geometry (length): the straight distance between a point of a cylinder's bottom rim and a
point of its top rim, given the angle between them around the axis — or the longest rod that fits in
the cylinder (the two points diametrically opposite) (DynaSolidGeo, length/distance). ``answer``
uses the chord 2r·sin(θ/2) and the Pythagorean theorem; ``verify`` places the points in coordinates."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import fmt, rim_point

ANGLES = (60, 90, 120, 180)
CHORD = {60: "r", 90: "r·√2", 120: "r·√3", 150: "r·(√6 + √2)/2", 180: "2r"}
ROD_TRIPLES = ((6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13), (8, 15, 17), (12, 9, 15), (10, 24, 26),
               (16, 12, 20), (9, 12, 15), (12, 16, 20))   # (2r, h, longest rod)
HARD_ROD_TRIPLES = ((20, 21, 29), (21, 20, 29), (28, 45, 53), (33, 56, 65), (16, 30, 34), (24, 32, 40),
                    (36, 15, 39), (40, 9, 41), (48, 20, 52), (11, 60, 61))


@seed_program(
    id="cylinder_rim_points_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/cylinder_generatrix", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: segment joining the two rims of a cylinder)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "point_labels", "camera"],
)
class CylinderRimPointsDistance(SeedProgram):
    levels = Levels(
        standard=dict(mode=OneOf(("angle", "rod"), p=[0.7, 0.3]), angle=OneOf(ANGLES[:3]), r=IntRange(2, 7),
                      h=IntRange(3, 12), rod_triples=ROD_TRIPLES, centre=OneOf(("O", "Q")), top=OneOf(("′", "₁"))),
        hard=dict(mode=OneOf(("angle", "rod"), p=[0.8, 0.2]), angle=OneOf((90, 120, 150)), r=IntRange(4, 15),
                  h=IntRange(5, 24), rod_triples=HARD_ROD_TRIPLES, centre=OneOf(("O", "Q")), top=OneOf(("′", "₁"))),
        hard_means="larger radii and heights, central angles up to 150° (chord 2r·sin 75°) and, for the rod, "
                   "larger Pythagorean triples",
    )

    def sample(self, rng, space):
        mode = space.mode.draw(rng)
        theta = space.angle.draw(rng) if mode == "angle" else 180
        r = space.r.draw(rng)
        h = space.h.draw(rng)
        if mode == "rod":   # integer answers from Pythagorean triples (2r, h, L)
            d, h, _ = space.rod_triples[int(rng.integers(0, len(space.rod_triples)))]
            r = d / 2
        g = {"mode": mode, "r": r, "h": h, "diam": bool(rng.integers(0, 2)),
             "centre": space.centre.draw(rng), "top": space.top.draw(rng)}
        if mode == "rod":           # the rod's end B may be anywhere on the top rim: no angle is stated
            return g, {"theta": theta}
        return {**g, "theta": theta}

    def _names(self, p):
        O = p["centre"]
        return O, O + p["top"], "A", "B", "C"

    def _radius_text(self, p):
        O, O1, A, B, C = self._names(p)
        if p["diam"]:
            return f"the diameter of the base is {fmt(2 * p['r'])}"
        return f"the radius {O}{A} = {fmt(p['r'])}"

    def _setting(self, g, height=True):
        """The statement before what is asked (with or without the height OO')."""
        O, O1, A, B, C = self._names(g)
        if g["mode"] == "rod":
            hh = f" and the height {O}{O1} = {g['h']} cm" if height else ""
            return (f"A cylindrical tube has bottom centre {O} and top centre {O1}; {self._radius_text(g)} cm{hh}. "
                    f"A thin straight rod {A}{B} is placed inside it, with {A} on the bottom rim and {B} on the top rim.")
        hh = f" and the height {O}{O1} = {g['h']}" if height else ""
        return (f"A cylinder has bottom centre {O} and top centre {O1}; {self._radius_text(g)}{hh}. {A} and {C} are "
                f"on the bottom circle and {B} is on the top circle with {B}{C} a generatrix (parallel to {O}{O1}), "
                f"and ∠{A}{O}{C} = {g['theta']}°.")

    def question(self, g):
        O, O1, A, B, C = self._names(g)
        if g["mode"] == "rod":
            return f"{self._setting(g)} What is the greatest possible length of the rod, in cm?"
        return f"{self._setting(g)} Find the length of {A}{B}."

    def answer(self, p):
        chord = 2 * p["r"] * np.sin(np.radians(p["theta"]) / 2)
        return Number(float(np.hypot(chord, p["h"])))

    def backward(self, g):
        """Mask the height; state AB (or the longest rod); height = √(AB² − chord²), chord = 2r·sin(θ/2)."""
        O, O1, A, B, C = self._names(g)
        chord = 2 * g["r"] * np.sin(np.radians(g.get("theta", 180)) / 2)
        length = float(np.hypot(chord, g["h"]))
        stated = (f" The longest rod that fits is {length:.6g} cm." if g["mode"] == "rod"
                  else f" {A}{B} = {length:.6g}.")
        return Backward(self._setting(g, height=False) + stated + f" Find the height {O}{O1}.",
                        Number(float(np.sqrt(length ** 2 - chord ** 2))), "h")

    def _pts(self, p):
        r, h = float(p["r"]), float(p["h"])
        A = rim_point((0, 0, 0), r, 0)
        C = rim_point((0, 0, 0), r, p.get("theta", 180))   # the rod: B above the end of a diameter
        return A, C, C + np.array([0.0, 0.0, h])

    def verify(self, g):
        A, C, B = self._pts(g)
        if g["mode"] == "rod":   # brute force over the angle of B around the axis
            best = 0.0
            for t in np.linspace(0, 360, 3601):
                best = max(best, float(np.linalg.norm(rim_point((0, 0, g["h"]), g["r"], t) - A)))
            return Number(best)
        return Number(float(np.linalg.norm(B - A)))

    def scene(self, g):
        O, O1, A, B, C = self._names(g)
        r, h = g["r"], g["h"]
        pa, pc, pb = self._pts(g)
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, height=h)
        s.point(O, (0, 0, 0))
        s.point(O1, (0, 0, h))
        s.point(A, pa)
        s.point(C, pc)
        s.point(B, pb)
        s.segment(O, O1, style="hidden")
        s.segment(B, C)
        s.segment(A, B, style="auxiliary")
        if g["mode"] == "rod":
            s.segment(A, C, style="hidden")
        else:
            s.segment(O, A, style="hidden")
            s.segment(O, C, style="hidden")
            s.segment(A, C, style="auxiliary")
        return s

    def description(self, g):
        return self.question(g).rsplit(" Find", 1)[0].rsplit(" What", 1)[0]

    def subquestions(self, g):
        r, th = g["r"], g.get("theta", 180)
        chord = 2 * r * np.sin(np.radians(th) / 2)
        return [SubQuestion(f"In a circle of radius {fmt(r)}, two radii make an angle of {th}°. Find the length of "
                            f"the chord joining their ends.", Number(float(chord)),
                            "plane_figures/circles/chord_central_angle"),
                SubQuestion(f"A generatrix BC of a cylinder of height {g['h']} is perpendicular to the base. If AC = "
                            f"{fmt(chord)} with A on the base, find AB.", Number(float(np.hypot(chord, g["h"]))),
                            "plane_figures/triangles/pythagorean_theorem")]

    def reasoning(self, p):
        O, O1, A, B, C = self._names(p)
        r, h, th = p["r"], p["h"], p["theta"]
        chord = 2 * r * np.sin(np.radians(th) / 2)
        L = float(np.hypot(chord, h))
        steps = [f"The radius is r = {fmt(r)}."] if p["diam"] else []
        if p["mode"] == "rod":
            steps += [f"Let {C} be the point of the bottom circle below {B} ({B}{C} a generatrix, {B}{C} = {h}); "
                      f"{B}{C} ⊥ the base, so {A}{B}² = {A}{C}² + {h}².",
                      f"{A}{C} is a chord of the bottom circle, longest when it is a diameter: {A}{C} = {fmt(2 * r)}.",
                      f"Longest rod = √({fmt(2 * r)}² + {h}²) = {fmt(L)}."]
            return steps
        steps += [f"In the isosceles triangle {A}{O}{C} with {O}{A} = {O}{C} = r and apex angle {th}°, "
                  f"{A}{C} = 2r·sin({th // 2}°) = {CHORD[th]} = {fmt(chord)}.",
                  f"The generatrix {B}{C} = {h} is perpendicular to the base, so {B}{C} ⊥ {A}{C}.",
                  f"{A}{B} = √({A}{C}² + {B}{C}²) = √({fmt(chord * chord)} + {h * h}) ≈ {fmt(L)}."]
        return steps
