"""Solid geometry (length): the straight distance between a point of a cylinder's bottom rim and a
point of its top rim, given the angle between them around the axis — or the longest rod that fits in
the cylinder (the two points diametrically opposite) (DynaSolidGeo, length/distance). ``answer``
uses the chord 2r·sin(θ/2) and the Pythagorean theorem; ``verify`` places the points in coordinates."""
import numpy as np

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import fmt, rim_point

ANGLES = (60, 90, 120, 180)
CHORD = {60: "r", 90: "r·√2", 120: "r·√3", 180: "2r"}


@seed_program(
    id="cylinder_rim_points_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/round_solids/cylinder_generatrix", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: segment joining the two rims of a cylinder)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "point_labels", "camera"],
)
class CylinderRimPointsDistance(SeedProgram):
    def sample(self, rng):
        mode = str(rng.choice(["angle", "rod"], p=[0.7, 0.3]))
        theta = int(rng.choice(ANGLES[:3])) if mode == "angle" else 180
        r = int(rng.integers(2, 8))
        h = int(rng.integers(3, 13))
        if mode == "rod":   # integer answers from Pythagorean triples (2r, h, L)
            d, h, _ = [(6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13), (8, 15, 17), (12, 9, 15), (10, 24, 26),
                       (16, 12, 20), (9, 12, 15), (12, 16, 20)][int(rng.integers(0, 10))]
            r = d / 2
        return {"mode": mode, "theta": theta, "r": r, "h": h, "diam": bool(rng.integers(0, 2)),
                "centre": str(rng.choice(["O", "Q"])), "top": str(rng.choice(["′", "₁"]))}

    def _names(self, p):
        O = p["centre"]
        return O, O + p["top"], "A", "B", "C"

    def _radius_text(self, p):
        O, O1, A, B, C = self._names(p)
        if p["diam"]:
            return f"the diameter of the base is {fmt(2 * p['r'])}"
        return f"the radius {O}{A} = {fmt(p['r'])}"

    def question(self, p):
        O, O1, A, B, C = self._names(p)
        if p["mode"] == "rod":
            return (f"A cylindrical tube has bottom centre {O} and top centre {O1}; {self._radius_text(p)} cm and the "
                    f"height {O}{O1} = {p['h']} cm. A thin straight rod {A}{B} is placed inside it, with {A} on the "
                    f"bottom rim and {B} on the top rim. What is the greatest possible length of the rod, in cm?")
        return (f"A cylinder has bottom centre {O} and top centre {O1}; {self._radius_text(p)} and the height "
                f"{O}{O1} = {p['h']}. {A} and {C} are on the bottom circle and {B} is on the top circle with {B}{C} a "
                f"generatrix (parallel to {O}{O1}), and ∠{A}{O}{C} = {p['theta']}°. Find the length of {A}{B}.")

    def answer(self, p):
        chord = 2 * p["r"] * np.sin(np.radians(p["theta"]) / 2)
        return Number(float(np.hypot(chord, p["h"])))

    def backward(self, p):
        """Mask the height; state AB (or the longest rod); height = √(AB² − chord²), chord = 2r·sin(θ/2)."""
        O, O1, A, B, C = self._names(p)
        chord = 2 * p["r"] * np.sin(np.radians(p["theta"]) / 2)
        length = float(np.hypot(chord, p["h"]))
        text = self.question(p)
        text = text.replace(f" and the height {O}{O1} = {p['h']} cm", "").replace(f" and the height {O}{O1} = {p['h']}", "")
        cut = text.index(" What is") if p["mode"] == "rod" else text.index(" Find the length")
        stated = (f" The longest rod that fits is {length:.6g} cm." if p["mode"] == "rod"
                  else f" {A}{B} = {length:.6g}.")
        return Backward(text[:cut] + stated + f" Find the height {O}{O1}.",
                        Number(float(np.sqrt(length ** 2 - chord ** 2))), "h")

    def _pts(self, p):
        r, h = float(p["r"]), float(p["h"])
        A = rim_point((0, 0, 0), r, 0)
        C = rim_point((0, 0, 0), r, p["theta"])
        return A, C, C + np.array([0.0, 0.0, h])

    def verify(self, p):
        A, C, B = self._pts(p)
        if p["mode"] == "rod":   # brute force over the angle of B around the axis
            best = 0.0
            for t in np.linspace(0, 360, 3601):
                best = max(best, float(np.linalg.norm(rim_point((0, 0, p["h"]), p["r"], t) - A)))
            return Number(best)
        return Number(float(np.linalg.norm(B - A)))

    def scene(self, p):
        O, O1, A, B, C = self._names(p)
        r, h = p["r"], p["h"]
        pa, pc, pb = self._pts(p)
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
        if p["mode"] == "rod":
            s.segment(A, C, style="hidden")
        else:
            s.segment(O, A, style="hidden")
            s.segment(O, C, style="hidden")
            s.segment(A, C, style="auxiliary")
        return s

    def description(self, p):
        return self.question(p).rsplit(" Find", 1)[0].rsplit(" What", 1)[0]

    def subquestions(self, p):
        r, th = p["r"], p["theta"]
        chord = 2 * r * np.sin(np.radians(th) / 2)
        return [SubQuestion(f"In a circle of radius {fmt(r)}, two radii make an angle of {th}°. Find the length of "
                            f"the chord joining their ends.", Number(float(chord)),
                            "plane_figures/circles/chord_central_angle"),
                SubQuestion(f"A generatrix BC of a cylinder of height {p['h']} is perpendicular to the base. If AC = "
                            f"{fmt(chord)} with A on the base, find AB.", Number(float(np.hypot(chord, p["h"]))),
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
