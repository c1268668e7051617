"""Plane geometry: the area or perimeter of a regular polygon from its labelled apothem (or circumradius)."""
import math

import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane
from dynaforge.sdk.scene import regular_polygon_name

CONCEPT = "plane_figures/polygons/regular_polygon_area"
APOTHEM = "plane_figures/polygons/regular_polygon_apothem"


@seed_program(
    id="regular_polygon_apothem_area", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, APOTHEM],
    source="DynaMath / GeoEval-style (plane geometry, area of a regular polygon from its apothem)",
    variations=["numeric_values", "geometric_transformations", "lengths_ratios"],
)
class RegularPolygonApothemArea(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), given=OneOf(("apothem",)), value=IntRange(3, 20),
                      asked=OneOf(("area", "area", "perimeter")), phase=FloatRange(0, 360)),
        hard=dict(n=OneOf((5, 8, 9, 10, 12)), given=OneOf(("apothem", "radius")), value=IntRange(4, 25),
                  asked=OneOf(("area", "perimeter")), phase=FloatRange(0, 360)),
        hard_means="five, eight, nine, ten or twelve sides (tangents and sines of 36°, 22.5°, 20°, 18°, 15°, "
                   "no special triangle) and half the time the circumradius given instead of the apothem",
    )

    def sample(self, rng, space):
        return {"n": int(space.n.draw(rng)), "given": str(space.given.draw(rng)), "value": int(space.value.draw(rng)),
                "asked": str(space.asked.draw(rng)), "phase": float(space.phase.draw(rng))}

    def _name(self, g):
        return regular_polygon_name(g["n"])

    def _a(self, name):
        return ("an " if name[0] in "aeiou" else "a ") + name

    def _given_text(self, g):
        if g["given"] == "apothem":
            return (f"Its apothem OM (the distance from the centre O to the midpoint M of a side) is "
                    f"{g['value']}")
        return f"Its circumradius OA (the distance from the centre O to a vertex A) is {g['value']}"

    def _rounding(self, g):
        exact = g["n"] == 4 and g["given"] == "apothem"
        return "" if exact else " Give your answer to one decimal place."

    def question(self, g):
        name = self._name(g)
        return (f"The figure shows {self._a(name)} ({g['n']} equal sides) with centre O. {self._given_text(g)}. "
                f"What is the {g['asked']} of the {name}?{self._rounding(g)}")

    def answer(self, p):
        n, v = p["n"], p["value"]
        t = math.pi / n
        if p["given"] == "apothem":
            side = 2 * v * math.tan(t)
            area = 0.5 * n * side * v                      # half the perimeter times the apothem
        else:
            side = 2 * v * math.sin(t)
            area = 0.5 * n * v * v * math.sin(2 * t)       # n triangles with two radii and the central angle
        return Number(area if p["asked"] == "area" else n * side)

    def verify(self, g):
        # vertices on the circumcircle (R from the apothem by cos 180°/n), then shoelace and summed side lengths
        n, v = g["n"], float(g["value"])
        R = v / math.cos(math.pi / n) if g["given"] == "apothem" else v
        ang = np.arange(n) * 2 * np.pi / n
        P = np.column_stack([R * np.cos(ang), R * np.sin(ang)])
        if g["asked"] == "area":
            x, y = P[:, 0], P[:, 1]
            return Number(float(abs(np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))) / 2))
        return Number(float(np.linalg.norm(P - np.roll(P, -1, axis=0), axis=1).sum()))

    def draw(self, g, ax, hide=()):
        n = g["n"]
        R = 1.0
        ang = np.radians(g["phase"]) + np.arange(n) * 2 * np.pi / n
        P = np.column_stack([R * np.cos(ang), R * np.sin(ang)])
        ax.fill(P[:, 0], P[:, 1], color=draw.PALETTE["blue"], alpha=0.15, zorder=1)
        draw.polygon(ax, {f"_{i}": p for i, p in enumerate(P)}, labels=False)
        O = np.zeros(2)
        text = "?" if "value" in hide else str(g["value"])
        draw.label_point(ax, O, "O", away_from=None, offset=12)
        if g["given"] == "apothem":
            M = (P[0] + P[1]) / 2
            draw.segment(ax, O, M, color=draw.ACCENT, linewidth=2.2)
            draw.right_angle_mark(ax, M, O, P[1], size=0.07)
            draw.label_point(ax, M, "M", away_from=O, offset=12)
            plane.side_label(ax, O, M, text, away_from=P[1], color=draw.ACCENT, fontsize=14)
        else:
            draw.segment(ax, O, P[0], color=draw.ACCENT, linewidth=2.2)
            draw.label_point(ax, P[0], "A", away_from=O, offset=12)
            plane.side_label(ax, O, P[0], text, away_from=P[1], color=draw.ACCENT, fontsize=14)
        draw.geometry_axes(ax, [(-1, -1), (1, 1)], margin=0.14)

    def subquestions(self, g):
        n, v = g["n"], g["value"]
        t = math.pi / n
        side = 2 * v * (math.tan(t) if g["given"] == "apothem" else math.sin(t))
        return [SubQuestion(f"What is the central angle (in degrees) of {self._a(self._name(g))}, the angle at the centre "
                            f"subtended by one side?", Number(360 / n), "plane_figures/polygons/regular_polygon"),
                SubQuestion(f"{self._a(self._name(g)).capitalize()} has {g['given'] if g['given'] == 'apothem' else 'circumradius'} "
                            f"{v}. What is the length of one side?", Number(side), APOTHEM)]

    def backward(self, g):
        value = self.answer(g).value
        name = self._name(g)
        what = "apothem OM" if g["given"] == "apothem" else "circumradius OA"
        shown = draw.fmt(value, 4) if abs(value - round(value)) < 1e-9 else f"{value:.4f}"
        n, t = g["n"], math.pi / g["n"]
        if g["given"] == "apothem":
            v = math.sqrt(value / (n * math.tan(t))) if g["asked"] == "area" else value / (2 * n * math.tan(t))
        else:
            v = math.sqrt(2 * value / (n * math.sin(2 * t))) if g["asked"] == "area" else value / (2 * n * math.sin(t))
        return Backward(f"The figure shows {self._a(name)} ({n} equal sides) with centre O. Its {g['asked']} is {shown}. "
                        f"What is the length of its {what}?", Number(v), "value")

    def description(self, g):
        seg = ("the apothem OM from the centre O to the midpoint M of a side, marked perpendicular to it"
               if g["given"] == "apothem" else "the radius OA from the centre O to a vertex A")
        return f"{self._a(self._name(g)).capitalize()} with centre O; {seg} is drawn and labelled {g['value']}."
