"""Plane geometry: exact arc length, area or perimeter of a circular sector, in terms of π."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Expression, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

ANGLES = [30, 40, 45, 60, 72, 80, 90, 100, 120, 135, 144, 150, 160, 200, 210, 225, 240, 270, 300]
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
    def sample(self, rng):
        return {"r": int(rng.integers(2, 16)), "theta": int(rng.choice(ANGLES)),
                "asked": str(rng.choice(sorted(ASKED))), "start": float(rng.uniform(0, 360)),
                "color": str(rng.choice(["blue", "green", "orange", "purple"]))}

    def _exact(self, p):
        r, frac = sp.Integer(p["r"]), sp.Rational(p["theta"], 360)
        arc = frac * 2 * sp.pi * r
        return {"arc": arc, "area": frac * sp.pi * r ** 2, "perimeter": 2 * r + arc}[p["asked"]]

    def question(self, p):
        return (f"The figure shows a sector of a circle with its radius and central angle marked. What is the exact {ASKED[p['asked']]} of the sector, in {UNITS[p['asked']]}? "
                f"Give the answer in terms of π (write pi), e.g. 3*pi/2 + 4.")

    def answer(self, p):
        return Expression(_pi_text(self._exact(p)))

    def verify(self, p):
        rho, phi = sp.symbols("rho phi", positive=True)
        t = sp.pi * p["theta"] / 180
        r = sp.Integer(p["r"])
        arc = sp.integrate(r, (phi, 0, t))                          # ∫ r dφ along the arc
        value = {"arc": arc, "area": sp.integrate(sp.integrate(rho, (rho, 0, r)), (phi, 0, t)),
                 "perimeter": arc + 2 * r}[p["asked"]]
        return Expression(str(sp.simplify(value)).replace("**", "^"))

    def draw(self, p, ax, hide=()):
        from matplotlib.patches import Arc, Wedge

        r, th, s = 1.0, p["theta"], p["start"]
        colour = draw.PALETTE[p["color"]]
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
        plane.side_label(ax, O, A, "?" if "r" in hide else f"{p['r']} cm", away_from=inside * 0.3)
        pts = [O, A, B] + [r * np.array([np.cos(np.radians(a)), np.sin(np.radians(a))])
                           for a in np.linspace(s, s + th, 30)]
        draw.geometry_axes(ax, pts, margin=0.18)

    def subquestions(self, p):
        r, th = p["r"], p["theta"]
        return [SubQuestion(f"What fraction of a full circle is a sector with central angle {th}°? "
                            f"Give a fraction such as 1/6.", Expression(str(sp.Rational(th, 360))),
                            "plane_figures/circles/sector_area"),
                SubQuestion(f"What is the exact circumference of a circle of radius {r} cm, in terms of pi?",
                            Expression(_pi_text(2 * sp.pi * r)), "plane_figures/circles/arc_length")]

    def backward(self, p):
        value = self._exact(p)
        th = p["theta"]
        # invert: arc = θ/360·2πr, area = θ/360·πr², perimeter = 2r + θ/360·2πr
        if p["asked"] == "area":
            r = sp.sqrt(value * 360 / (th * sp.pi))
        elif p["asked"] == "arc":
            r = value * 360 / (2 * sp.pi * th)
        else:
            r = value / (2 + 2 * sp.pi * sp.Rational(th, 360))
        return Backward(
            f"The figure shows a sector of a circle with central angle {th}°. Its {ASKED[p['asked']]} is "
            f"{_pi_text(value)} {UNITS[p['asked']]}. What is the radius, in cm?",
            Number(float(sp.nsimplify(r))), "r")

    def description(self, p):
        return f"A sector of a circle has radius {p['r']} cm and central angle {p['theta']}°."
