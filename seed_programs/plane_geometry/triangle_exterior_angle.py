"""Plane geometry: an exterior angle of a triangle equals the sum of the two remote interior angles."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="triangle_exterior_angle", topic="plane_geometry", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["plane_figures/triangles/angle_sum", "plane_figures/angles/supplementary_angles"],
    source="DynaMath-style (plane geometry, angle chasing)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TriangleExteriorAngle(SeedProgram):
    levels = Levels(
        standard=dict(angle_a=IntRange(30, 79), b_lo=30, sum_hi=149, rotation=FloatRange(-25, 25)),
        hard=dict(angle_a=IntRange(20, 115), b_lo=22, sum_hi=162, rotation=FloatRange(-25, 25)),
        hard_means="remote angles from 20° to 115° and exterior angles up to 162°: thin and obtuse triangles whose "
                   "figure no longer suggests the answer",
    )

    def sample(self, rng, space):
        a = space.angle_a.draw(rng)
        b = int(rng.integers(space.b_lo, space.sum_hi + 1 - a))
        labels = draw.pick_labels(rng, 4)
        return {"angle_a": a, "angle_b": b, "labels": labels,
                "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}

    def _points(self, g):
        a, b = np.radians(g["angle_a"]), np.radians(g["angle_b"])
        A, B = np.array([0.0, 0.0]), np.array([4.0, 0.0])
        # C from angle a at A and angle b at C (law of sines on base AB = 4)
        angle_at_b = np.pi - a - b
        ac = 4 * np.sin(angle_at_b) / np.sin(b)
        C = np.array([ac * np.cos(a), ac * np.sin(a)])
        D = B + 0.45 * (B - A)  # extension of AB beyond B
        theta = np.radians(g["rotation"])
        rot = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
        sign = np.array([-1.0, 1.0]) if g["mirror"] else np.array([1.0, 1.0])
        return [rot @ (sign * P) for P in (A, B, C, D)]

    def question(self, g):
        A, B, C, D = g["labels"]
        return (f"In the figure, side {A}{B} of triangle {A}{B}{C} is extended to {D}. "
                f"Angle {C}{A}{B} = {g['angle_a']}° and angle {A}{C}{B} = {g['angle_b']}°. "
                f"What is the exterior angle {C}{B}{D}, in degrees?")

    def answer(self, p):
        return Number(p["angle_a"] + p["angle_b"])

    def verify(self, g):
        # Turtle walk in coordinates: from A along AB, from A along the ray at angle CAB; C where the
        # ray from A meets the ray from B making the remaining angle; then the angle CBD by atan2.
        a, c_ang = np.radians(g["angle_a"]), np.radians(g["angle_b"])
        b_ang = np.pi - a - c_ang                                   # angle ABC, the third angle
        A, B = np.zeros(2), np.array([1.0, 0.0])
        dA, dB = np.array([np.cos(a), np.sin(a)]), np.array([-np.cos(b_ang), np.sin(b_ang)])
        s = np.linalg.solve(np.column_stack([dA, -dB]), B - A)
        C = A + s[0] * dA
        u = C - B
        return Number(round(float(np.degrees(np.arctan2(u[1], u[0]))), 6))

    def draw(self, g, ax, hide=()):
        A, B, C, D = self._points(g)
        la, lb, lc, ld = g["labels"]
        draw.polygon(ax, {la: A, lb: B, lc: C}, labels=False)
        centre = (A + B + C) / 3
        draw.label_point(ax, A, la, away_from=centre)
        draw.label_point(ax, C, lc, away_from=centre)
        # B's label goes straight across line AD from C: away from the centroid it can sit on the
        # extension BD when the triangle is flat
        u = (D - B) / np.linalg.norm(D - B)
        draw.label_point(ax, B, lb, away_from=B + (C - B) - ((C - B) @ u) * u)
        draw.segment(ax, B, D)
        draw.label_point(ax, D, ld, away_from=B)
        draw.angle_arc(ax, A, B, C, "?" if "angle_a" in hide else f"{g['angle_a']}°")
        draw.angle_arc(ax, C, A, B, f"{g['angle_b']}°")
        draw.angle_arc(ax, B, C, D, "?", color=draw.PALETTE["blue"])
        draw.geometry_axes(ax, [A, B, C, D])

    def subquestions(self, g):
        A, B, C, D = g["labels"]
        interior = 180 - g["angle_a"] - g["angle_b"]
        return [
            SubQuestion(f"In triangle {A}{B}{C}, angle {C}{A}{B} = {g['angle_a']}° and angle "
                        f"{A}{C}{B} = {g['angle_b']}°. What is angle {A}{B}{C}, in degrees?",
                        Number(interior), "plane_figures/triangles/angle_sum"),
            SubQuestion(f"Points {A}, {B}, {D} lie on a line and angle {A}{B}{C} = {interior}°. "
                        f"What is angle {C}{B}{D}, in degrees?",
                        Number(180 - interior), "plane_figures/angles/supplementary_angles"),
        ]

    def backward(self, g):
        A, B, C, D = g["labels"]
        exterior = g["angle_a"] + g["angle_b"]
        return Backward(
            f"In the figure, side {A}{B} of triangle {A}{B}{C} is extended to {D}. The exterior "
            f"angle {C}{B}{D} = {exterior}° and angle {A}{C}{B} = {g['angle_b']}°. "
            f"What is angle {C}{A}{B}, in degrees?",
            Number(exterior - g["angle_b"]), "angle_a")

    def description(self, g):
        A, B, C, D = g["labels"]
        return (f"Triangle {A}{B}{C} has angle {g['angle_a']}° at {A} and angle {g['angle_b']}° at "
                f"{C}. Side {A}{B} is extended beyond {B} to a point {D}.")
