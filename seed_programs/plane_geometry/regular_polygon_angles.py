"""Plane geometry: count the sides of a drawn regular polygon and give one of its angle measures."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
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
    levels = Levels(
        standard=dict(n=IntRange(5, 10), asked=OneOf(("interior", "exterior", "sum")), rotation=FloatRange(0, 360),
                      color=OneOf(("blue", "green", "orange", "purple", "pink"))),
        hard=dict(n=IntRange(9, 18), asked=OneOf(("interior", "exterior", "sum")), rotation=FloatRange(0, 360),
                  color=OneOf(("blue", "green", "orange", "purple", "pink"))),
        hard_means="9 to 18 sides: more vertices to count in the figure, non-integer angles, and n±1 distractors "
                   "closer to the answer",
    )

    def sample(self, rng, space):
        return {"n": space.n.draw(rng), "asked": space.asked.draw(rng),
                "rotation": float(space.rotation.draw(rng)),
                "color": space.color.draw(rng)}

    def _value(self, kind, n):
        return {"interior": (n - 2) * 180 / n, "exterior": 360 / n, "sum": (n - 2) * 180}[kind]

    def question(self, g):
        what = {"interior": "the measure of each interior angle",
                "exterior": "the measure of each exterior angle (marked in the figure)",
                "sum": "the sum of its interior angles"}[g["asked"]]
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

    def _vertices(self, g):
        n = g["n"]
        t = np.radians(g["rotation"]) + 2 * np.pi * np.arange(n) / n
        return np.column_stack([np.cos(t), np.sin(t)])

    def verify(self, g):
        # Walk around the stated polygon (n equal sides, as complex steps) and add up the turns: each
        # turn is an exterior angle; the interior angle is its supplement.
        n = g["n"]
        steps = np.exp(2j * np.pi * np.arange(n + 1) / n)
        turns = [np.degrees(np.angle(steps[i + 1] / steps[i])) for i in range(n)]
        value = {"interior": 180 - turns[0], "exterior": turns[0], "sum": sum(180 - t for t in turns)}[g["asked"]]
        return _deg(value)

    def draw(self, g, ax, hide=()):
        V = self._vertices(g)
        colour = draw.PALETTE[g["color"]]
        draw.polygon(ax, {str(i): v for i, v in enumerate(V)}, labels=False, color=colour, fill=colour)
        for v in V:
            ax.plot([v[0]], [v[1]], "o", color=draw.INK, markersize=4, zorder=5)
        pts = [V]
        if g["asked"] == "interior":
            draw.angle_arc(ax, V[0], V[-1], V[1], "?", radius=0.22)
        elif g["asked"] == "exterior":
            ext = V[0] + 0.6 * (V[0] - V[-1])
            draw.segment(ax, V[0], ext, style="--")
            draw.angle_arc(ax, V[0], ext, V[1], "?", radius=0.2)
            pts.append([ext])
        draw.geometry_axes(ax, np.vstack(pts), margin=0.12)

    def subquestions(self, g):
        n = g["n"]
        return [
            SubQuestion("How many sides does the regular polygon in the figure have?", Number(n),
                        "plane_figures/polygons/regular_polygon"),
            SubQuestion(f"What is the sum of the interior angles of a polygon with {n} sides, in degrees?",
                        Number((n - 2) * 180), "plane_figures/polygons/interior_angle_sum"),
        ]

    def description(self, g):
        extra = {"interior": " One interior angle is marked.",
                 "exterior": " One side is extended past a vertex and the exterior angle there is marked.",
                 "sum": ""}[g["asked"]]
        return f"A regular polygon with {g['n']} equal sides and equal angles is drawn.{extra}"
