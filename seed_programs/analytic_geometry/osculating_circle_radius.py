"""Calculus (curvature): the radius of curvature of a plotted polynomial graph at a marked point, with the
osculating circle drawn dashed."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw


def _poly(g):
    """Coefficients (highest power first) as Fractions."""
    return [Fraction(c) for c in g["coeffs"]]


def _text(g):
    """y = ... as the question writes it, with exact fractional coefficients."""
    terms = []
    cs = _poly(g)
    deg = len(cs) - 1
    for i, c in enumerate(cs):
        p = deg - i
        if c == 0:
            continue
        mag = abs(c)
        body = {0: str(mag), 1: "x", 2: "x²", 3: "x³"}[p]
        if p and mag != 1:
            num = "" if mag.numerator == 1 else str(mag.numerator)
            body = f"{num}{body}/{mag.denominator}" if mag.denominator != 1 else f"{mag}{body}"
        sign = "−" if c < 0 else "+"
        terms.append((sign, body))
    out = ("−" if terms[0][0] == "−" else "") + terms[0][1]
    for sign, body in terms[1:]:
        out += f" {sign} {body}"
    return f"y = {out}"


@seed_program(
    id="osculating_circle_radius", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/derivatives/curvature", "calculus/derivatives/concavity"],
    source="DynaMath-style (calculus, curvature and the osculating circle)",
    variations=["numeric_values", "function_types", "point_labels"],
)
class OsculatingCircleRadius(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("quadratic",)), x0=IntRange(-3, 3), ask=OneOf(("radius", "curvature"))),
        hard=dict(kind=OneOf(("cubic",)), x0=IntRange(-3, 3), ask=OneOf(("radius", "curvature"))),
        hard_means="a cubic, whose second derivative changes along the curve, at a point with a non-zero slope, so "
                   "R = (1 + y′²)^(3/2) / |y″| needs both derivatives at the point (a parabola has the same y″ "
                   "everywhere)",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        halves = [Fraction(k, 2) for k in (-4, -3, -2, -1, 1, 2, 3, 4)]
        for _ in attempts("a curve through a lattice point P with a moderate radius of curvature that fits the grid"):
            x0 = int(space.x0.draw(rng))
            if kind == "quadratic":
                a = halves[int(rng.integers(len(halves)))]
                b = Fraction(int(rng.integers(-6, 7)), 2)
                c = Fraction(int(rng.integers(-6, 7)), 2)
                coeffs = [a, b, c]
            else:
                a = [Fraction(1, 2), Fraction(-1, 2), Fraction(1, 3), Fraction(-1, 3), Fraction(1, 6),
                     Fraction(-1, 6)][int(rng.integers(6))]
                b = Fraction(int(rng.integers(-2, 3)), 2)
                cc = Fraction(int(rng.integers(-3, 4)))
                d = Fraction(int(rng.integers(-2, 3)))
                coeffs = [a, b, cc, d]
            deg = len(coeffs) - 1
            y0 = sum(cf * Fraction(x0) ** (deg - i) for i, cf in enumerate(coeffs))
            d1 = sum((deg - i) * cf * Fraction(x0) ** (deg - i - 1) for i, cf in enumerate(coeffs[:-1]))
            d2 = sum((deg - i) * (deg - i - 1) * cf * Fraction(x0) ** (deg - i - 2) for i, cf in enumerate(coeffs[:-2]))
            if y0.denominator != 1 or abs(y0) > 4 or d2 == 0 or abs(d1) > 3:
                continue
            if kind == "cubic" and d1 == 0:
                continue
            R = float((1 + d1 * d1) ** 1.5 / abs(d2))
            if not 0.4 <= R <= 6:
                continue
            return {"kind": kind, "ask": str(space.ask.draw(rng)), "coeffs": [str(v) for v in coeffs], "x0": x0, "label": str(rng.choice(list("PQRST"))),
                    "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        L = g["label"]
        what = (f"What is its radius, the radius of curvature of the graph at {L}?" if g["ask"] == "radius" else
                f"What is the curvature κ of the graph at {L} (the reciprocal of that circle's radius)?")
        return (f"The graph of {_text(g)} is drawn on a grid together with the point {L} on it at x = {g['x0']}. The "
                f"dashed circle is the osculating circle (circle of curvature) at {L}. {what} Give the answer to "
                f"three decimal places.")

    def answer(self, p):
        cs = _poly(p)
        deg = len(cs) - 1
        x = Fraction(p["x0"])
        d1 = sum((deg - i) * c * x ** (deg - i - 1) for i, c in enumerate(cs[:-1]))
        d2 = sum((deg - i) * (deg - i - 1) * c * x ** (deg - i - 2) for i, c in enumerate(cs[:-2]))
        R = float((1 + d1 * d1) ** 1.5 / abs(d2))
        return Number(R if p["ask"] == "radius" else 1 / R)

    def verify(self, g):
        # Geometrically: the circumradius of three points of the graph ever closer around P (Richardson-extrapolated
        # limit of the circles through them).
        cs = [float(Fraction(c)) for c in g["coeffs"]]
        f = lambda x: float(np.polyval(cs, x))

        def circumradius(h):
            A, B, C = (np.array([x, f(x)]) for x in (g["x0"] - h, g["x0"], g["x0"] + h))
            a, b, c = np.linalg.norm(B - C), np.linalg.norm(A - C), np.linalg.norm(A - B)
            area = abs((B - A)[0] * (C - A)[1] - (C - A)[0] * (B - A)[1]) / 2
            return a * b * c / (4 * area)

        r1, r2 = circumradius(2e-3), circumradius(1e-3)
        R = (4 * r2 - r1) / 3
        return Number(R if g["ask"] == "radius" else 1 / R)

    def draw(self, g, ax, hide=()):
        cs = [float(Fraction(c)) for c in g["coeffs"]]
        x0 = g["x0"]
        y0 = float(np.polyval(cs, x0))
        d1 = float(np.polyval(np.polyder(cs), x0))
        d2 = float(np.polyval(np.polyder(cs, 2), x0))
        R = (1 + d1 * d1) ** 1.5 / abs(d2)
        normal = np.array([-d1, 1.0]) / np.hypot(d1, 1.0) * np.sign(d2)   # towards the concave side
        centre = np.array([x0, y0]) + R * normal
        xs = [x0 - 3.5, x0 + 3.5, centre[0] - R, centre[0] + R, 0]
        ys = [y0 - 3.5, y0 + 3.5, centre[1] - R, centre[1] + R, 0]
        xlim = (np.floor(min(xs)) - 0.5, np.ceil(max(xs)) + 0.5)
        ylim = (np.floor(min(ys)) - 0.5, np.ceil(max(ys)) + 0.5)
        draw.grid_axes(ax, xlim, ylim, step=1)
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda x: np.polyval(cs, x), xlim, ylim, color=colour)
        t = np.linspace(0, 2 * np.pi, 300)
        ax.plot(centre[0] + R * np.cos(t), centre[1] + R * np.sin(t), color=draw.INK, linewidth=1.5,
                linestyle="--", zorder=3)
        ax.set_xlim(*xlim)
        ax.set_ylim(*ylim)
        curve = np.column_stack([np.linspace(*xlim, 400), np.polyval(cs, np.linspace(*xlim, 400))])
        spot = co.free_spot((x0, y0), [0.7, 1.0], curves=[curve], circles=[(centre, R)])
        ax.plot([x0], [y0], "o", color=draw.ACCENT, markersize=7, zorder=6)
        ax.text(spot[0], spot[1], g["label"], ha="center", va="center", fontsize=15, color=draw.ACCENT, zorder=7,
                bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.85})

    def subquestions(self, g):
        cs = _poly(g)
        deg = len(cs) - 1
        x = Fraction(g["x0"])
        d1 = sum((deg - i) * c * x ** (deg - i - 1) for i, c in enumerate(cs[:-1]))
        d2 = sum((deg - i) * (deg - i - 1) * c * x ** (deg - i - 2) for i, c in enumerate(cs[:-2]))
        return [
            SubQuestion(f"For {_text(g)}, what is y′ at x = {g['x0']}?", Number(float(d1)),
                        "calculus/derivatives/basic_rules"),
            SubQuestion(f"For {_text(g)}, what is y″ at x = {g['x0']}?", Number(float(d2)),
                        "calculus/derivatives/concavity"),
        ]

    def description(self, g):
        cs = [float(Fraction(c)) for c in g["coeffs"]]
        y0 = np.polyval(cs, g["x0"])
        return (f"On a coordinate grid the graph of {_text(g)} is drawn, with the point {g['label']}({g['x0']}, "
                f"{draw.fmt(y0)}) marked on it and a dashed circle touching the graph at {g['label']} from its concave "
                f"side (the osculating circle).")
