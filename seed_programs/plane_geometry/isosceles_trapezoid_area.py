"""Plane geometry: area of an isosceles trapezoid from its two bases and a leg (Pythagoras for the height)."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = [(3, 4, 5), (6, 8, 10), (5, 12, 13), (9, 12, 15), (8, 15, 17), (12, 16, 20), (7, 24, 25), (15, 20, 25)]


@seed_program(
    id="isosceles_trapezoid_area", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["plane_figures/quadrilaterals/trapezoid_area", "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval / DynaMath-style (plane geometry, trapezoid area)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class IsoscelesTrapezoidArea(SeedProgram):
    def sample(self, rng):
        while True:
            x, h, leg = TRIPLES[int(rng.integers(0, len(TRIPLES)))]
            if rng.integers(0, 2):
                x, h = h, x
            top = int(rng.integers(3, 31))
            if 0.25 <= h / (top + 2 * x) <= 0.9 and top >= 0.3 * (top + 2 * x):
                break
        return {"x": x, "h": h, "leg": leg, "top": top, "labels": draw.pick_labels(rng, 4),
                "rotation": float(rng.uniform(-10, 10))}

    def _bottom(self, p):
        return p["top"] + 2 * p["x"]

    def _pts(self, p):
        b, t, h = self._bottom(p), p["top"], p["h"]
        A, B = np.array([0.0, 0.0]), np.array([float(b), 0.0])
        C, D = np.array([(b + t) / 2, float(h)]), np.array([(b - t) / 2, float(h)])
        return plane.rotate([A, B, C, D], p["rotation"])

    def question(self, p):
        A, B, C, D = p["labels"]
        return (f"{A}{B}{C}{D} is an isosceles trapezoid with {D}{C} ∥ {A}{B}, {D}{C} = {p['top']}, "
                f"{A}{B} = {self._bottom(p)} and legs {A}{D} = {B}{C} = {p['leg']}. What is its area?")

    def answer(self, p):
        overhang = (self._bottom(p) - p["top"]) / 2
        h = np.sqrt(p["leg"] ** 2 - overhang ** 2)
        return Number(float((self._bottom(p) + p["top"]) / 2 * h))

    def verify(self, p):
        return Number(plane.polygon_area(self._pts(p)))

    def draw(self, p, ax, hide=()):
        A, B, C, D = self._pts(p)
        la, lb, lc, ld = p["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C, ld: D}, fill=draw.PALETTE["blue"])
        G = (A + B + C + D) / 4
        plane.side_label(ax, A, B, str(self._bottom(p)), away_from=G)
        plane.side_label(ax, D, C, "?" if "top" in hide else str(p["top"]), away_from=G)
        plane.side_label(ax, A, D, str(p["leg"]), away_from=G)
        plane.side_label(ax, B, C, str(p["leg"]), away_from=G)
        plane.tick_marks(ax, A, D, 1, size=0.035 * self._bottom(p))
        plane.tick_marks(ax, B, C, 1, size=0.035 * self._bottom(p))
        plane.parallel_marks(ax, A, B, 1, size=0.03 * self._bottom(p), at=0.25)
        plane.parallel_marks(ax, D, C, 1, size=0.03 * self._bottom(p), at=0.25)
        draw.geometry_axes(ax, [A, B, C, D], margin=0.12)

    def subquestions(self, p):
        return [SubQuestion(f"An isosceles trapezoid has bases {p['top']} and {self._bottom(p)}. Dropping "
                            f"heights from the ends of the shorter base, how far does each leg reach past it "
                            f"horizontally?", Number(p["x"]), "plane_figures/quadrilaterals/trapezoid_area"),
                SubQuestion(f"A right triangle has hypotenuse {p['leg']} and a leg {p['x']}. How long is the "
                            f"other leg?", Number(p["h"]), "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, p):
        A, B, C, D = p["labels"]
        area = (self._bottom(p) + p["top"]) / 2 * p["h"]
        # area = (AB + DC)/2 · h with h from the leg and the overhang (AB − DC)/2: solve numerically
        lo, hi = 0.0, float(self._bottom(p))
        f = lambda t: (self._bottom(p) + t) / 2 * np.sqrt(max(p["leg"] ** 2 - ((self._bottom(p) - t) / 2) ** 2, 0)) - area  # noqa: E731
        for _ in range(200):
            mid = (lo + hi) / 2
            if f(mid) < 0:
                lo = mid
            else:
                hi = mid
        return Backward(f"{A}{B}{C}{D} is an isosceles trapezoid with {D}{C} ∥ {A}{B}, {A}{B} = {self._bottom(p)}, "
                        f"legs {A}{D} = {B}{C} = {p['leg']} and area {draw.fmt(area)}. What is the length of "
                        f"{D}{C}?", Number(round((lo + hi) / 2, 9)), "top")

    def description(self, p):
        A, B, C, D = p["labels"]
        return (f"Isosceles trapezoid {A}{B}{C}{D}: bases {A}{B} = {self._bottom(p)} and {D}{C} = {p['top']} "
                f"(parallel), legs {A}{D} = {B}{C} = {p['leg']}.")
