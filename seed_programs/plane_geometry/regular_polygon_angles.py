"""Plane geometry: count the sides of a drawn regular polygon and give one of its angle measures."""
import numpy as np

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Number, seed_program
from dynaforge.sdk import draw

NAMES = {5: "pentagon", 6: "hexagon", 7: "heptagon", 8: "octagon", 9: "nonagon", 10: "decagon"}


def _deg(value):
    return f"{draw.fmt(value, 2)}°"


@seed_program(
    id="regular_polygon_angles", topic="plane_geometry", level="elementary", difficulty="easy",
    question_type="multiple_choice",
    concepts=["plane_figures/polygons/interior_angle_sum", "plane_figures/polygons/exterior_angle_sum"],
    source="DynaMath-style (plane geometry, polygon angles)",
    variations=["numeric_values", "geometric_transformations", "colors_labels", "symbolic_substitution"],
)
class RegularPolygonAngles(SeedProgram):
    def sample(self, rng):
        return {"n": int(rng.integers(5, 11)), "asked": str(rng.choice(["interior", "exterior", "sum"])),
                "rotation": float(rng.uniform(0, 360)),
                "color": str(rng.choice(["blue", "green", "orange", "purple", "pink"]))}

    def _value(self, kind, n):
        return {"interior": (n - 2) * 180 / n, "exterior": 360 / n, "sum": (n - 2) * 180}[kind]

    def question(self, p):
        what = {"interior": "the measure of each interior angle",
                "exterior": "the measure of each exterior angle (marked in the figure)",
                "sum": "the sum of its interior angles"}[p["asked"]]
        return f"The figure shows a regular polygon. What is {what}?"

    def answer(self, p):
        n, kind = p["n"], p["asked"]
        right = self._value(kind, n)
        pool = [self._value(kind, n - 1), self._value(kind, n + 1)]
        if kind == "interior":
            pool += [self._value("exterior", n), 180 - 180 / n]
        elif kind == "exterior":
            pool += [self._value("interior", n), 180 / n]
        else:
            pool += [n * 180, (n - 1) * 180]
        distractors = []
        for v in pool:
            if _deg(v) != _deg(right) and _deg(v) not in distractors:
                distractors.append(_deg(v))
        return Choice(_deg(right), distractors[:3])

    def _vertices(self, p):
        n = p["n"]
        t = np.radians(p["rotation"]) + 2 * np.pi * np.arange(n) / n
        return np.column_stack([np.cos(t), np.sin(t)])

    def verify(self, p):
        # Measure the angles on the drawn vertices.
        V = self._vertices(p)
        n = len(V)
        interior = []
        for i in range(n):
            u, w = V[i - 1] - V[i], V[(i + 1) % n] - V[i]
            interior.append(np.degrees(np.arccos(u @ w / np.linalg.norm(u) / np.linalg.norm(w))))
        value = {"interior": interior[0], "exterior": 180 - interior[0], "sum": sum(interior)}[p["asked"]]
        return _deg(value)

    def draw(self, p, ax, hide=()):
        V = self._vertices(p)
        colour = draw.PALETTE[p["color"]]
        draw.polygon(ax, {str(i): v for i, v in enumerate(V)}, labels=False, color=colour, fill=colour)
        for v in V:
            ax.plot([v[0]], [v[1]], "o", color=draw.INK, markersize=4, zorder=5)
        pts = [V]
        if p["asked"] == "interior":
            draw.angle_arc(ax, V[0], V[-1], V[1], "?", radius=0.22)
        elif p["asked"] == "exterior":
            ext = V[0] + 0.6 * (V[0] - V[-1])
            draw.segment(ax, V[0], ext, style="--")
            draw.angle_arc(ax, V[0], ext, V[1], "?", radius=0.2)
            pts.append([ext])
        draw.geometry_axes(ax, np.vstack(pts), margin=0.12)

    def subquestions(self, p):
        n = p["n"]
        return [
            SubQuestion("How many sides does the regular polygon in the figure have?", Number(n),
                        "plane_figures/polygons/regular_polygon"),
            SubQuestion(f"What is the sum of the interior angles of a polygon with {n} sides, in degrees?",
                        Number((n - 2) * 180), "plane_figures/polygons/interior_angle_sum"),
        ]

    def description(self, p):
        extra = {"interior": " One interior angle is marked.",
                 "exterior": " One side is extended past a vertex and the exterior angle there is marked.",
                 "sum": ""}[p["asked"]]
        return f"A regular polygon with {p['n']} equal sides and equal angles is drawn.{extra}"
