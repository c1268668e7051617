"""Plane geometry: exact arc length, area or perimeter of a circular sector, in terms of π."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

ANGLES = (30, 40, 45, 60, 72, 80, 90, 100, 120, 135, 144, 150, 160, 200, 210, 225, 240, 270, 300)
HARD_ANGLES = (25, 35, 50, 54, 65, 75, 84, 105, 108, 126, 165, 170, 195, 234, 252, 255, 285, 308, 315, 324, 330)
ASKED = {"arc": "arc length", "area": "area", "perimeter": "perimeter"}
UNITS = {"arc": "cm", "area": "cm²", "perimeter": "cm"}


def _pi_text(expr):
    return str(sp.nsimplify(expr)).replace("**", "^")


@seed_program(
    id="sector_exact_measure", topic="plane_geometry", level="high_school", difficulty="easy",
    question_type="free_form",
    concepts=["plane_figures/circles/sector_area", "plane_figures/circles/arc_length"],
    source="DynaMath-style (plane geometry, sector measures in terms of π)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution", "colors_labels"],
)
class SectorExactMeasure(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(2, 15), theta=OneOf(ANGLES), asked=OneOf(tuple(sorted(ASKED))),
                      start=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard=dict(r=IntRange(7, 30), theta=OneOf(HARD_ANGLES), asked=OneOf(tuple(sorted(ASKED))),
                  start=FloatRange(0, 360), color=OneOf(("blue", "green", "orange", "purple"))),
        hard_means="central angles that are not simple fractions of the circle (25°, 54°, 308°, ...) and radii up "
                   "to 30: less friendly fractions to reduce",
    )

    def sample(self, rng, space):
        return {"r": space.r.draw(rng), "theta": int(space.theta.draw(rng)),
                "asked": space.asked.draw(rng), "start": float(space.start.draw(rng)),
                "color": space.color.draw(rng)}

    def _exact(self, p):
        r, frac = sp.Integer(p["r"]), sp.Rational(p["theta"], 360)
        arc = frac * 2 * sp.pi * r
        return {"arc": arc, "area": frac * sp.pi * r ** 2, "perimeter": 2 * r + arc}[p["asked"]]

    def question(self, g):
        return (f"The figure shows a sector of a circle with its radius and central angle marked. What is the exact {ASKED[g['asked']]} of the sector, in {UNITS[g['asked']]}? "
                f"Give the answer in terms of π (write pi), e.g. 3*pi/2 + 4.")

    def answer(self, p):
        return Expression(_pi_text(self._exact(p)))

    def verify(self, g):
        rho, phi = sp.symbols("rho phi", positive=True)
        t = sp.pi * g["theta"] / 180
        r = sp.Integer(g["r"])
        arc = sp.integrate(r, (phi, 0, t))                          # ∫ r dφ along the arc
        value = {"arc": arc, "area": sp.integrate(sp.integrate(rho, (rho, 0, r)), (phi, 0, t)),
                 "perimeter": arc + 2 * r}[g["asked"]]
        return Expression(str(sp.simplify(value)).replace("**", "^"))

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Arc, Wedge

        r, th, s = 1.0, g["theta"], g["start"]
        colour = draw.PALETTE[g["color"]]
        ax.add_patch(Wedge((0, 0), r, s, s + th, facecolor=colour, alpha=0.25, edgecolor="none"))
        ax.add_patch(Arc((0, 0), 2 * r, 2 * r, theta1=s, theta2=s + th, color=draw.INK, linewidth=2.2))
        A = r * np.array([np.cos(np.radians(s)), np.sin(np.radians(s))])
        B = r * np.array([np.cos(np.radians(s + th)), np.sin(np.radians(s + th))])
        O = np.zeros(2)
        draw.segment(ax, O, A, linewidth=2.2)
        draw.segment(ax, O, B, linewidth=2.2)
        ax.plot([0], [0], "o", color=draw.INK, markersize=4)
        ar = 0.2
        ax.add_patch(Arc((0, 0), 2 * ar, 2 * ar, theta1=s, theta2=s + th, color=draw.ACCENT, linewidth=1.6))
        mid = np.radians(s + th / 2)
        dist = 0.38 if th >= 60 else 0.5
        ax.text(dist * np.cos(mid), dist * np.sin(mid), f"{th}°", ha="center", va="center",
                fontsize=13, color=draw.ACCENT)
        # radius label on OA, on the side away from the sector
        inside = np.array([np.cos(mid), np.sin(mid)])
        plane.side_label(ax, O, A, "?" if "r" in hide else f"{g['r']} cm", away_from=inside * 0.3)
        pts = [O, A, B] + [r * np.array([np.cos(np.radians(a)), np.sin(np.radians(a))])
                           for a in np.linspace(s, s + th, 30)]
        draw.geometry_axes(ax, pts, margin=0.18)

    def subquestions(self, g):
        r, th = g["r"], g["theta"]
        return [SubQuestion(f"What fraction of a full circle is a sector with central angle {th}°? "
                            f"Give a fraction such as 1/6.", Expression(str(sp.Rational(th, 360))),
                            "plane_figures/circles/sector_area"),
                SubQuestion(f"What is the exact circumference of a circle of radius {r} cm, in terms of pi?",
                            Expression(_pi_text(2 * sp.pi * r)), "plane_figures/circles/arc_length")]

    def backward(self, g):
        value = self._exact(g)
        th = g["theta"]
        # invert: arc = θ/360·2πr, area = θ/360·πr², perimeter = 2r + θ/360·2πr
        if g["asked"] == "area":
            r = sp.sqrt(value * 360 / (th * sp.pi))
        elif g["asked"] == "arc":
            r = value * 360 / (2 * sp.pi * th)
        else:
            r = value / (2 + 2 * sp.pi * sp.Rational(th, 360))
        return Backward(
            f"The figure shows a sector of a circle with central angle {th}°. Its {ASKED[g['asked']]} is "
            f"{_pi_text(value)} {UNITS[g['asked']]}. What is the radius, in cm?",
            Number(float(sp.nsimplify(r))), "r")

    def description(self, g):
        return f"A sector of a circle has radius {g['r']} cm and central angle {g['theta']}°."
