"""Analytic geometry: the tangent to an ellipse or hyperbola at a marked grid point and the triangle it cuts off with the axes."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import batch3_plane as b3
from dynaforge.sdk import coordinates, draw

SIGN = {"ellipse": 1, "hyperbola": -1}


def conic_text(kind, A, B):
    return f"x²/{A} {'+' if kind == 'ellipse' else '-'} y²/{B} = 1"


def _configs(space):
    """Every (kind, A, B, |x0|, |y0|) on the level's grid: the grid point (x0, y0) lies on
    x²/A ± y²/B = 1 (A ≠ B whole numbers from 2), the tangent's intercepts fit the window and the
    triangle's area is at least 2."""
    out = []
    for kind in space.kinds:
        s = SIGN[kind]
        for x0 in range(1, space.coord + 1):
            for y0 in range(1, space.coord + 1):
                for A in range(1, space.denom + 1):
                    if s * (A - x0 * x0) <= 0:
                        continue
                    B = Fraction(y0 * y0 * A, s * (A - x0 * x0))
                    if B.denominator != 1 or B == A or B > space.denom or min(A, B) < 2 or A * B < 4 * x0 * y0:
                        continue
                    xi, yi = Fraction(A, x0), Fraction(int(B), y0)
                    reach = max(xi, yi, x0 + 0.5, y0 + 0.5, (max(A, B) ** 0.5 if s > 0 else 0))
                    whole = xi.denominator == 1 and yi.denominator == 1
                    if reach <= space.lim - 0.5:
                        out.append((kind, A, int(B), x0, y0, whole))
    return out


@seed_program(
    id="conic_tangent_axes_triangle", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["analytic_geometry/conics/ellipse_standard_form", "analytic_geometry/conics/hyperbola_standard_form"],
    source="DynaMath-style (analytic geometry, tangent line x·x₀/A ± y·y₀/B = 1 to a central conic)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "colors_labels"],
)
class ConicTangentAxesTriangle(SeedProgram):
    levels = Levels(
        standard=dict(kinds=("ellipse", "hyperbola"), coord=6, denom=80, lim=8, fractional_share=None),
        hard=dict(kinds=("ellipse", "hyperbola"), coord=7, denom=120, lim=11, fractional_share=0.7),
        hard_means="points farther out on a larger grid with larger denominators, mostly with axis intercepts A/x₀ "
                   "and B/y₀ that are not whole numbers, so the triangle cannot be read off the grid",
    )

    def sample(self, rng, space):
        # draw an area first (so the answers spread over all sizes), then a conic and point with it
        confs = _configs(space)
        if space.fractional_share is not None:
            frac = rng.random() < space.fractional_share
            confs = [c for c in confs if c[5] != frac] or confs
        by_area = {}
        for c in confs:
            by_area.setdefault(Fraction(c[1] * c[2], 2 * c[3] * c[4]), []).append(c)
        areas = sorted(by_area)
        group = by_area[areas[int(rng.integers(0, len(areas)))]]
        kind, A, B, x0, y0, _ = group[int(rng.integers(0, len(group)))]
        sx, sy = (int(v) for v in rng.choice([-1, 1], size=2))
        # a point at x = -1 or y = -1 would sit on the axes' tick labels
        sx, sy = (1 if x0 == 1 else sx), (1 if y0 == 1 else sy)
        return {"kind": kind, "A": A, "B": B, "x0": sx * x0, "y0": sy * y0, "lim": space.lim,
                "label": str(rng.choice(list("PQMNKT"))), "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        P = g["label"]
        return (f"The figure shows the {g['kind']} {conic_text(g['kind'], g['A'], g['B'])} and the tangent to it at "
                f"the grid point {P}. What is the area of the shaded triangle that the tangent cuts off with the two "
                f"coordinate axes? Give the answer to two decimal places if it is not a whole number.")

    def answer(self, p):
        # the tangent x·x₀/A ± y·y₀/B = 1 has intercepts A/x₀ and ±B/y₀
        return Number(p["A"] * p["B"] / (2 * abs(p["x0"] * p["y0"])))

    def verify(self, g):
        # slope by implicit differentiation done numerically on F(x, y) = x²/A ± y²/B - 1, then the
        # line through P with that slope meets the axes
        s = SIGN[g["kind"]]
        F = lambda x, y: x * x / g["A"] + s * y * y / g["B"] - 1
        x0, y0 = float(g["x0"]), float(g["y0"])
        assert abs(F(x0, y0)) < 1e-12
        e = 1e-6
        Fx = (F(x0 + e, y0) - F(x0 - e, y0)) / (2 * e)
        Fy = (F(x0, y0 + e) - F(x0, y0 - e)) / (2 * e)
        slope = -Fx / Fy
        y_int = y0 - slope * x0
        x_int = x0 - y0 / slope
        return Number(float(abs(x_int * y_int) / 2))

    def draw(self, g, ax, hide=()):
        lim = b3.conic_grid(ax, g["lim"])
        colour = draw.PALETTE[g["color"]]
        a, b = np.sqrt(g["A"]), np.sqrt(g["B"])
        if g["kind"] == "ellipse":
            t = np.linspace(0, 2 * np.pi, 400)
            b3.plot_curve(ax, a * np.cos(t), b * np.sin(t), colour)
        else:
            t = np.linspace(-4, 4, 600)
            for side in (1, -1):
                b3.plot_curve(ax, side * a * np.cosh(t), b * np.sinh(t), colour)
        xi, yi = g["A"] / g["x0"], SIGN[g["kind"]] * g["B"] / g["y0"]
        coordinates.window_line(ax, (xi, 0), (-xi, yi), lim, lim, color=draw.INK, linewidth=1.8)
        ax.fill([0, xi, 0], [0, 0, yi], color=draw.PALETTE["orange"], alpha=0.3, zorder=2)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        P = np.array([g["x0"], g["y0"]], float)
        away = (0, 0) if g["kind"] == "ellipse" else (P[0] * 0.5 + 0.5 * xi, P[1] * 0.5 + 0.5 * yi)
        draw.label_grid_point(ax, P, g["label"], away_from=away, offset=15, color=draw.INK)

    def subquestions(self, g):
        P, A, B, x0, y0, kind = g["label"], g["A"], g["B"], g["x0"], g["y0"], g["kind"]
        s = SIGN[kind]
        text = conic_text(kind, A, B)
        return [
            SubQuestion(f"What is the slope of the tangent to the {kind} {text} at the point {P}({x0}, {y0})? Give "
                        f"the answer to two decimal places if it is not a whole number.",
                        Number(-s * x0 * B / (y0 * A)), "calculus/derivatives/tangent_line"),
            SubQuestion(f"Where does the tangent to the {kind} {text} at {P}({x0}, {y0}) cross the x-axis? Give the "
                        f"x-coordinate, to two decimal places if it is not a whole number.",
                        Number(A / x0), "analytic_geometry/conics/ellipse_standard_form"
                        if kind == "ellipse" else "analytic_geometry/conics/hyperbola_standard_form"),
        ]

    def description(self, g):
        P, A, B, x0, y0, kind = g["label"], g["A"], g["B"], g["x0"], g["y0"], g["kind"]
        return (f"On a coordinate grid, the {kind} {conic_text(kind, A, B)} is drawn with the grid point "
                f"{P}({x0}, {y0}) on it. The tangent line at {P} is drawn, and the triangle between this tangent "
                f"and the two coordinate axes is shaded.")
