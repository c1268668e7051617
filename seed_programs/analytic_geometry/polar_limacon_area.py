"""Calculus (polar area): the area of a shaded region of a limaçon r = a ± b·cos θ (or sin θ) read off a polar grid."""
import numpy as np
from scipy.integrate import quad
from scipy.optimize import brentq

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

# direction (degrees) in which r = a + s·b·trig(θ) is largest, per (trig, sign)
_PEAK = {("cos", 1): 0, ("cos", -1): 180, ("sin", 1): 90, ("sin", -1): 270}


def _formula(g):
    """The curve as the question writes it: r = 3 + 2cos θ."""
    return f"r = {g['a']} {'+' if g['sign'] > 0 else '−'} {g['b'] if g['b'] != 1 else ''}{g['trig']} θ"


@seed_program(
    id="polar_limacon_area", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["calculus/integrals/polar_area", "analytic_geometry/polar/polar_curves"],
    source="DynaMath-style (calculus, area in polar coordinates)",
    variations=["numeric_values", "function_types", "geometric_transformations", "colors_labels"],
)
class PolarLimaconArea(SeedProgram):
    levels = Levels(
        standard=dict(region=OneOf(("whole", "half")), a=IntRange(2, 7), b=IntRange(1, 5)),
        hard=dict(region=OneOf(("inner_loop", "outside_circle")), a=IntRange(1, 6), b=IntRange(1, 7)),
        hard_means="instead of the whole limaçon (π(a² + b²/2) over a full turn), either the inner loop of a "
                   "limaçon with b > a (limits where r = 0, found with arccos(-a/b)) or the crescent inside the "
                   "limaçon but outside the circle r = a (limits where the two curves meet)",
    )

    def sample(self, rng, space):
        region = str(space.region.draw(rng))
        for _ in attempts("a limaçon of the requested kind that fits the grid (a + b at most 8)"):
            a, b = int(space.a.draw(rng)), int(space.b.draw(rng))
            if a + b > 8:
                continue
            if region == "inner_loop" and not b > a:
                continue
            if region != "inner_loop" and not a >= b:
                continue
            return {"region": region, "a": a, "b": b, "trig": str(rng.choice(["cos", "sin"])),
                    "sign": int(rng.choice([1, -1])), "side": int(rng.choice([1, -1])),
                    "color": str(rng.choice(["blue", "green", "purple", "orange"]))}

    def question(self, g):
        curve = (f"The limaçon r = a {'+' if g['sign'] > 0 else '−'} b·{g['trig']} θ, with positive integers a and b, "
                 f"is drawn on a polar grid whose rings are 1 unit apart.")
        half = {("cos", 1): "right of the y-axis (x ≥ 0)", ("cos", -1): "left of the y-axis (x ≤ 0)",
                ("sin", 1): "above the x-axis (y ≥ 0)", ("sin", -1): "below the x-axis (y ≤ 0)"}[(g["trig"], g["side"])]
        what = {"whole": "The shaded region is the whole region enclosed by the limaçon.",
                "half": f"The shaded region is the part of the region enclosed by the limaçon that lies {half}.",
                "inner_loop": "The shaded region is the region enclosed by the small inner loop of the limaçon.",
                "outside_circle": "The dashed circle is r = a; the shaded region lies inside the limaçon and outside "
                                  "this circle."}[g["region"]]
        return f"{curve} {what} What is the area of the shaded region? Give the answer to two decimal places."

    def answer(self, p):
        a, b = p["a"], p["b"]
        if p["region"] == "whole":
            return Number(np.pi * (a * a + b * b / 2))           # ½∫(a + b cos)² over a full turn
        if p["region"] == "half":                                # a half turn: the 2ab·cos term gives ±2ab
            return Number(np.pi * a * a / 2 + np.pi * b * b / 4 + 2 * a * b * p["sign"] * p["side"])
        if p["region"] == "outside_circle":
            return Number(2 * a * b + np.pi * b * b / 4)         # ½∫(2ab cos + b² cos²) over the half turn cos > 0
        alpha = np.arccos(a / b)                                 # r ≤ 0 for |θ - π| ≤ alpha (cos form)
        return Number(alpha * (a * a + b * b / 2) - 1.5 * a * np.sqrt(b * b - a * a))

    def verify(self, g):
        # Numerically, from the curve as drawn (orientation included): find the limits by root finding, then
        # integrate ½r² (or ½(r² - a²)) between them.
        a, b, s = g["a"], g["b"], g["sign"]
        f = np.cos if g["trig"] == "cos" else np.sin
        r = lambda t: a + s * b * f(t)
        if g["region"] == "whole":
            return Number(quad(lambda t: 0.5 * r(t) ** 2, 0, 2 * np.pi, epsabs=1e-12, epsrel=1e-12)[0])
        if g["region"] == "half":
            # the half-plane's directions: centred on θ = 0°, 180°, 90° or 270° as stated in the question
            centre = {("cos", 1): 0.0, ("cos", -1): np.pi, ("sin", 1): np.pi / 2, ("sin", -1): 1.5 * np.pi}
            c = centre[(g["trig"], g["side"])]
            return Number(quad(lambda t: 0.5 * r(t) ** 2, c - np.pi / 2, c + np.pi / 2, epsabs=1e-12,
                               epsrel=1e-12)[0])
        if g["region"] == "outside_circle":
            h = lambda t: r(t) - a
        else:
            h = r
        grid = np.linspace(0.0123, 2 * np.pi + 0.0123, 721)   # offset: no root sits on a grid point
        vals = [h(t) for t in grid]
        roots = [brentq(h, grid[i], grid[i + 1], xtol=1e-14) for i in range(720) if vals[i] * vals[i + 1] < 0]
        lo, hi = roots[0], roots[1]
        mid = (lo + hi) / 2
        if g["region"] == "outside_circle":
            if h(mid) < 0:
                lo, hi = hi, lo + 2 * np.pi
            return Number(quad(lambda t: 0.5 * (r(t) ** 2 - a * a), lo, hi, epsabs=1e-12, epsrel=1e-12)[0])
        if h(mid) > 0:
            lo, hi = hi, lo + 2 * np.pi
        return Number(quad(lambda t: 0.5 * r(t) ** 2, lo, hi, epsabs=1e-12, epsrel=1e-12)[0])

    def draw(self, g, ax, hide=()):
        a, b, s = g["a"], g["b"], g["sign"]
        f = np.cos if g["trig"] == "cos" else np.sin
        t = np.linspace(0, 2 * np.pi, 4001)
        r = a + s * b * f(t)
        x, y = r * np.cos(t), r * np.sin(t)
        rmax = a + b
        drawn = np.column_stack([x, y])
        if g["region"] == "outside_circle":   # keep the ring numbers off the dashed circle too
            drawn = np.vstack([drawn, a * np.column_stack([np.cos(t), np.sin(t)])])
        la, pa = co.polar_label_angles(drawn, rmax, 1, 30)
        co.polar_grid(ax, rmax, 1, 30, label_angle=la, pole_angle=pa, pole_label=False)
        colour = draw.PALETTE[g["color"]]
        if g["region"] == "whole":
            ax.fill(x, y, color=colour, alpha=0.3, zorder=2, linewidth=0)
        elif g["region"] == "half":
            # r ≥ 0 here, so a curve point's direction is its θ: keep the half turn around the stated side
            c = {("cos", 1): 0.0, ("cos", -1): np.pi, ("sin", 1): np.pi / 2, ("sin", -1): 1.5 * np.pi}[
                (g["trig"], g["side"])]
            keep = np.cos(t - c) >= 0
            order = np.argsort(np.mod(t[keep] - c + np.pi, 2 * np.pi))
            ax.fill(np.concatenate([x[keep][order], [0]]), np.concatenate([y[keep][order], [0]]), color=colour,
                    alpha=0.35, zorder=2, linewidth=0)
        elif g["region"] == "inner_loop":
            neg = r <= 0
            ax.fill(x[neg], y[neg], color=colour, alpha=0.45, zorder=2, linewidth=0)
        else:
            out = r >= a
            k = np.flatnonzero(out)
            # the crescent: outer arc of the limaçon, back along the circle r = a
            start = k[np.argmax(np.diff(np.concatenate([[k[-1] - len(t)], k])) > 1)] if not out.all() else 0
            order = np.roll(np.arange(len(t)), -start)
            seg = order[out[order]]
            tt = t[seg]
            ax.fill(np.concatenate([x[seg], a * np.cos(tt[::-1])]), np.concatenate([y[seg], a * np.sin(tt[::-1])]),
                    color=colour, alpha=0.35, zorder=2, linewidth=0)
            c = np.linspace(0, 2 * np.pi, 400)
            ax.plot(a * np.cos(c), a * np.sin(c), color=draw.INK, linewidth=1.6, linestyle="--", zorder=3)
        ax.plot(x, y, color=colour, linewidth=2.2, zorder=4)

    def subquestions(self, g):
        a, b = g["a"], g["b"]
        peak = _PEAK[(g["trig"], g["sign"])]
        return [
            SubQuestion(f"For the limaçon {_formula(g)}, what is the largest value of r, and so the farthest the curve "
                        f"gets from the pole? (It is reached at θ = {peak}°.)", Number(a + b),
                        "analytic_geometry/polar/polar_curves"),
            SubQuestion(f"What is ½∫₀^{{2π}} ({a} + {b}cos θ)² dθ, the area formula of the limaçon r = {a} + {b}cos θ "
                        f"traced once? Give the answer to two decimal places.",
                        Number(np.pi * (a * a + b * b / 2)), "calculus/integrals/polar_area"),
        ]

    def description(self, g):
        a, b = g["a"], g["b"]
        peak = _PEAK[(g["trig"], g["sign"])]
        text = (f"A limaçon is drawn on a polar grid with rings 1 unit apart. It is the curve {_formula(g)}: it reaches "
                f"r = {a + b} in the direction θ = {peak}° and crosses the rays perpendicular to that direction at "
                f"r = {a}.")
        if g["region"] == "whole":
            return text + " The whole region it encloses is shaded."
        if g["region"] == "half":
            side = {("cos", 1): "x ≥ 0", ("cos", -1): "x ≤ 0", ("sin", 1): "y ≥ 0", ("sin", -1): "y ≤ 0"}
            return text + f" The part of the enclosed region with {side[(g['trig'], g['side'])]} is shaded."
        if g["region"] == "inner_loop":
            return text + (f" Because b > a it has an inner loop, reaching {b - a} unit(s) from the pole in the "
                           f"direction θ = {peak}°; the region inside the inner loop is shaded.")
        return text + f" The circle r = {a} is drawn dashed; the region inside the limaçon and outside the circle is shaded."
