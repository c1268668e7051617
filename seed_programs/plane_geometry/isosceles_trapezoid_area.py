"""Plane geometry: area of an isosceles trapezoid from its two bases and a leg (Pythagoras for the height)."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

TRIPLES = ((3, 4, 5), (6, 8, 10), (5, 12, 13), (9, 12, 15), (8, 15, 17), (12, 16, 20), (7, 24, 25), (15, 20, 25))
HARD_TRIPLES = ((5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (12, 35, 37), (9, 40, 41), (11, 60, 61),
                (28, 45, 53), (33, 56, 65), (16, 63, 65), (24, 32, 40), (21, 28, 35))


@seed_program(
    id="isosceles_trapezoid_area", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["plane_figures/quadrilaterals/trapezoid_area", "plane_figures/triangles/pythagorean_theorem"],
    source="GeoEval / DynaMath-style (plane geometry, trapezoid area)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "lengths_ratios"],
)
class IsoscelesTrapezoidArea(SeedProgram):
    levels = Levels(
        standard=dict(triples=TRIPLES, top=IntRange(3, 30), rotation=FloatRange(-10, 10)),
        hard=dict(triples=HARD_TRIPLES, top=IntRange(11, 90), rotation=FloatRange(-10, 10)),
        hard_means="larger, less familiar Pythagorean triples (20-21-29, 33-56-65, ...) and bases up to about 200",
    )

    def sample(self, rng, space):
        for _ in attempts("a trapezoid neither too flat nor too tall, the short base at least 0.3 of the long one"):
            x, h, leg = space.triples[int(rng.integers(0, len(space.triples)))]
            if rng.integers(0, 2):
                x, h = h, x
            top = space.top.draw(rng)
            if 0.25 <= h / (top + 2 * x) <= 0.9 and top >= 0.3 * (top + 2 * x):
                break
        return ({"top": top, "bottom": top + 2 * x, "leg": leg, "labels": draw.pick_labels(rng, 4),
                 "rotation": float(space.rotation.draw(rng))}, {"x": x, "h": h})

    def _bottom(self, g):
        return g["bottom"]

    def _pts(self, g):
        b, t = g["bottom"], g["top"]
        h = float(np.sqrt(g["leg"] ** 2 - ((b - t) / 2) ** 2))
        A, B = np.array([0.0, 0.0]), np.array([float(b), 0.0])
        C, D = np.array([(b + t) / 2, h]), np.array([(b - t) / 2, h])
        return plane.rotate([A, B, C, D], g["rotation"])

    def question(self, g):
        A, B, C, D = g["labels"]
        return (f"{A}{B}{C}{D} is an isosceles trapezoid with {D}{C} ∥ {A}{B}, {D}{C} = {g['top']}, "
                f"{A}{B} = {self._bottom(g)} and legs {A}{D} = {B}{C} = {g['leg']}. What is its area?")

    def answer(self, p):
        return Number(float((p["bottom"] + p["top"]) / 2 * p["h"]))

    def verify(self, g):
        # Coordinates and the shoelace formula: the long base on the x-axis, the short base centred
        # above it at the height where a corner is a leg's length from the long base's end.
        b, t, leg = g["bottom"], g["top"], g["leg"]
        y = float(np.sqrt(leg ** 2 - ((b - t) / 2) ** 2))
        P = np.array([[0.0, 0.0], [b, 0.0], [(b + t) / 2, y], [(b - t) / 2, y]])
        x, z = P[:, 0], P[:, 1]
        return Number(float(abs(x @ np.roll(z, -1) - z @ np.roll(x, -1)) / 2))

    def draw(self, g, ax, hide=()):
        A, B, C, D = self._pts(g)
        la, lb, lc, ld = g["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C, ld: D}, fill=draw.PALETTE["blue"])
        G = (A + B + C + D) / 4
        plane.side_label(ax, A, B, str(self._bottom(g)), away_from=G)
        plane.side_label(ax, D, C, "?" if "top" in hide else str(g["top"]), away_from=G)
        plane.side_label(ax, A, D, str(g["leg"]), away_from=G)
        plane.side_label(ax, B, C, str(g["leg"]), away_from=G)
        plane.tick_marks(ax, A, D, 1, size=0.035 * self._bottom(g))
        plane.tick_marks(ax, B, C, 1, size=0.035 * self._bottom(g))
        # Chevrons a third of the way along each base: clear of the corners (and their labels) on the
        # short base too, and of the side labels at the midpoints; never larger than a tenth of the base.
        size = min(0.03 * g["bottom"], 0.1 * g["top"])
        plane.parallel_marks(ax, A, B, 1, size=size, at=0.33)
        plane.parallel_marks(ax, D, C, 1, size=size, at=0.33)
        draw.geometry_axes(ax, [A, B, C, D], margin=0.12)

    def subquestions(self, g):
        x = (g["bottom"] - g["top"]) / 2
        return [SubQuestion(f"An isosceles trapezoid has bases {g['top']} and {self._bottom(g)}. Dropping "
                            f"heights from the ends of the shorter base, how far does each leg reach past it "
                            f"horizontally?", Number(x), "plane_figures/quadrilaterals/trapezoid_area"),
                SubQuestion(f"A right triangle has hypotenuse {g['leg']} and a leg {draw.fmt(x)}. How long is the "
                            f"other leg?", Number(float(np.sqrt(g["leg"] ** 2 - x ** 2))), "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        A, B, C, D = g["labels"]
        area = (g["bottom"] + g["top"]) / 2 * np.sqrt(g["leg"] ** 2 - ((g["bottom"] - g["top"]) / 2) ** 2)
        # area = (AB + DC)/2 · h with h from the leg and the overhang (AB − DC)/2: solve numerically
        lo, hi = 0.0, float(self._bottom(g))
        f = lambda t: (self._bottom(g) + t) / 2 * np.sqrt(max(g["leg"] ** 2 - ((self._bottom(g) - t) / 2) ** 2, 0)) - area  # noqa: E731
        for _ in range(200):
            mid = (lo + hi) / 2
            if f(mid) < 0:
                lo = mid
            else:
                hi = mid
        return Backward(f"{A}{B}{C}{D} is an isosceles trapezoid with {D}{C} ∥ {A}{B}, {A}{B} = {self._bottom(g)}, "
                        f"legs {A}{D} = {B}{C} = {g['leg']} and area {draw.fmt(area)}. What is the length of "
                        f"{D}{C}?", Number(round((lo + hi) / 2, 9)), "top")

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"Isosceles trapezoid {A}{B}{C}{D}: bases {A}{B} = {self._bottom(g)} and {D}{C} = {g['top']} "
                f"(parallel), legs {A}{D} = {B}{C} = {g['leg']}.")
