"""Plane geometry: an inscribed angle is half the central angle on the same arc."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, SeedProgram, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="inscribed_central_angle", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["plane_figures/circles/inscribed_angle_theorem", "plane_figures/circles/cyclic_quadrilateral"],
    source="DynaMath-style (plane geometry, circle angles)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class InscribedCentralAngle(SeedProgram):
    levels = Levels(
        standard=dict(step=5, minor_steps=IntRange(8, 32), major_steps=IntRange(6, 32),
                      start=FloatRange(0, 360), minor_at=FloatRange(0.35, 0.65), major_at=FloatRange(0.3, 0.7)),
        hard=dict(step=1, minor_steps=IntRange(41, 175), major_steps=IntRange(31, 175),
                  start=FloatRange(0, 360), minor_at=FloatRange(0.35, 0.65), major_at=FloatRange(0.3, 0.7)),
        hard_means="any whole-degree central angle up to 175°, so the answer is often a half degree",
    )

    def sample(self, rng, space):
        on_minor = bool(rng.integers(0, 2))
        central = (space.minor_steps if on_minor else space.major_steps).draw(rng) * space.step
        start = float(space.start.draw(rng))
        if on_minor:
            c_at = start + central * float(space.minor_at.draw(rng))
        else:
            c_at = start + central + (360 - central) * float(space.major_at.draw(rng))
        return {"central": central, "on_minor": on_minor, "start": start, "c_at": c_at % 360,
                "labels": draw.pick_labels(rng, 3, pool="ABCDEFGHJKLMNPQRSTUVWXYZ")}

    def _points(self, g):
        def on_circle(deg):
            t = np.radians(deg)
            return np.array([np.cos(t), np.sin(t)])

        return on_circle(g["start"]), on_circle(g["start"] + g["central"]), on_circle(g["c_at"])

    def question(self, g):
        A, B, C = g["labels"]
        arc = "minor" if g["on_minor"] else "major"
        return (f"Points {A}, {B} and {C} lie on the circle with centre O, and {C} lies on the {arc} "
                f"arc {A}{B}. The central angle {A}O{B} = {g['central']}°. "
                f"What is the measure of angle {A}{C}{B}, in degrees?")

    def answer(self, p):
        half = p["central"] / 2
        return Number(180 - half if p["on_minor"] else half)

    def verify(self, g):
        # Coordinates of the stated configuration (its own layout, not the figure's): A at 0°, B at
        # the central angle, C in the middle of the stated arc; the angle at C from dot products.
        t = np.radians([0.0, g["central"], g["central"] / 2 if g["on_minor"] else 180 + g["central"] / 2])
        A, B, C = np.stack([np.cos(t), np.sin(t)], axis=1)
        u, v = A - C, B - C
        return Number(float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))))

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle

        A, B, C = self._points(g)
        O = np.zeros(2)
        la, lb, lc = g["labels"]
        ax.add_patch(Circle((0, 0), 1, fill=False, edgecolor=draw.INK, linewidth=2, zorder=2))
        for X in (A, B):
            draw.segment(ax, O, X, color=draw.PALETTE["blue"])
            draw.segment(ax, C, X)
        for X, name in ((A, la), (B, lb), (C, lc)):
            draw.label_point(ax, X, name, away_from=O, offset=13)
        draw.label_point(ax, O, "O", away_from=A + B, offset=12)
        hidden = "central" in hide
        draw.angle_arc(ax, O, A, B, "?" if hidden else f"{g['central']}°", radius=0.2,
                       color=draw.PALETTE["blue"])
        inscribed = 180 - g["central"] / 2 if g["on_minor"] else g["central"] / 2
        text = f"{draw.fmt(inscribed)}°" if hidden else "?"
        draw.angle_arc(ax, C, A, B, None, radius=0.17)
        # Place the label clear of the arc: wide labels such as "102.5°" need more room than 1.8 r.
        bis = (A - C) / np.linalg.norm(A - C) + (B - C) / np.linalg.norm(B - C)
        bis /= np.linalg.norm(bis)
        dist = max(0.306, 0.22 + 0.025 * len(text) * abs(bis[0]) + 0.035 * abs(bis[1]))
        pos = C + dist * bis
        ax.text(pos[0], pos[1], text, ha="center", va="center", fontsize=draw.FONT,
                color=draw.ACCENT, zorder=6)
        draw.geometry_axes(ax, [(-1, -1), (1, 1)], margin=0.12)

    def backward(self, g):
        A, B, C = g["labels"]
        arc = "minor" if g["on_minor"] else "major"
        inscribed = 180 - g["central"] / 2 if g["on_minor"] else g["central"] / 2
        # Invert: on the major arc the inscribed angle is half the central angle; on the minor arc
        # the inscribed angle and half the central angle are supplementary (cyclic quadrilateral).
        central = 2 * (180 - inscribed) if g["on_minor"] else 2 * inscribed
        return Backward(
            f"Points {A}, {B} and {C} lie on the circle with centre O, and {C} lies on the {arc} arc "
            f"{A}{B}. Angle {A}{C}{B} = {draw.fmt(inscribed)}°. What is the central angle {A}O{B} "
            f"(the angle less than 180°), in degrees?", Number(central), "central")

    def description(self, g):
        A, B, C = g["labels"]
        arc = "minor" if g["on_minor"] else "major"
        return (f"A circle has centre O. Points {A}, {B}, {C} lie on the circle with {C} on the {arc} "
                f"arc {A}{B}. Radii O{A} and O{B} form the central angle {A}O{B} = {g['central']}°, and "
                f"chords {C}{A} and {C}{B} form the inscribed angle {A}{C}{B}.")
