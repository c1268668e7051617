"""Plane geometry: an exterior angle of a triangle equals the sum of the two remote interior angles."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="triangle_exterior_angle", topic="plane_geometry", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["plane_figures/triangles/angle_sum", "plane_figures/angles/supplementary_angles"],
    source="DynaMath-style (plane geometry, angle chasing)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TriangleExteriorAngle(SeedProgram):
    def sample(self, rng):
        a = int(rng.integers(30, 80))
        b = int(rng.integers(30, 150 - a))
        labels = draw.pick_labels(rng, 4)
        return {"angle_a": a, "angle_b": b, "labels": labels,
                "rotation": float(rng.uniform(-25, 25)), "mirror": bool(rng.integers(0, 2))}

    def _points(self, p):
        a, b = np.radians(p["angle_a"]), np.radians(p["angle_b"])
        A, B = np.array([0.0, 0.0]), np.array([4.0, 0.0])
        # C from angle a at A and angle b at C (law of sines on base AB = 4)
        angle_at_b = np.pi - a - b
        ac = 4 * np.sin(angle_at_b) / np.sin(b)
        C = np.array([ac * np.cos(a), ac * np.sin(a)])
        D = B + 0.45 * (B - A)  # extension of AB beyond B
        theta = np.radians(p["rotation"])
        rot = np.array([[np.cos(theta), -np.sin(theta)], [np.sin(theta), np.cos(theta)]])
        sign = np.array([-1.0, 1.0]) if p["mirror"] else np.array([1.0, 1.0])
        return [rot @ (sign * P) for P in (A, B, C, D)]

    def question(self, p):
        A, B, C, D = p["labels"]
        return (f"In the figure, side {A}{B} of triangle {A}{B}{C} is extended to {D}. "
                f"Angle {C}{A}{B} = {p['angle_a']}° and angle {A}{C}{B} = {p['angle_b']}°. "
                f"What is the exterior angle {C}{B}{D}, in degrees?")

    def answer(self, p):
        return Number(p["angle_a"] + p["angle_b"])

    def verify(self, p):
        A, B, C, D = self._points(p)
        u, v = C - B, D - B
        return Number(round(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))), 6))

    def draw(self, p, ax, hide=()):
        A, B, C, D = self._points(p)
        la, lb, lc, ld = p["labels"]
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
        draw.angle_arc(ax, A, B, C, "?" if "angle_a" in hide else f"{p['angle_a']}°")
        draw.angle_arc(ax, C, A, B, f"{p['angle_b']}°")
        draw.angle_arc(ax, B, C, D, "?", color=draw.PALETTE["blue"])
        draw.geometry_axes(ax, [A, B, C, D])

    def subquestions(self, p):
        A, B, C, D = p["labels"]
        interior = 180 - p["angle_a"] - p["angle_b"]
        return [
            SubQuestion(f"In triangle {A}{B}{C}, angle {C}{A}{B} = {p['angle_a']}° and angle "
                        f"{A}{C}{B} = {p['angle_b']}°. What is angle {A}{B}{C}, in degrees?",
                        Number(interior), "plane_figures/triangles/angle_sum"),
            SubQuestion(f"Points {A}, {B}, {D} lie on a line and angle {A}{B}{C} = {interior}°. "
                        f"What is angle {C}{B}{D}, in degrees?",
                        Number(180 - interior), "plane_figures/angles/supplementary_angles"),
        ]

    def backward(self, p):
        A, B, C, D = p["labels"]
        exterior = p["angle_a"] + p["angle_b"]
        return Backward(
            f"In the figure, side {A}{B} of triangle {A}{B}{C} is extended to {D}. The exterior "
            f"angle {C}{B}{D} = {exterior}° and angle {A}{C}{B} = {p['angle_b']}°. "
            f"What is angle {C}{A}{B}, in degrees?",
            Number(exterior - p["angle_b"]), "angle_a")

    def description(self, p):
        A, B, C, D = p["labels"]
        return (f"Triangle {A}{B}{C} has angle {p['angle_a']}° at {A} and angle {p['angle_b']}° at "
                f"{C}. Side {A}{B} is extended beyond {B} to a point {D}.")
