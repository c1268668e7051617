"""Calculus (parametric curves): the length of the arc between two points of a plotted parametric curve whose
parameter values are marked on it."""
from fractions import Fraction

import numpy as np
import sympy as sp
from scipy.integrate import quad

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

# The curve families, as sympy text with the scale c: (x(t), y(t), t-range in units, unit, tick denominator).
# Each has a speed |r'(t)| without a square root left over, so the arc length has a closed form.
FAMILIES = {
    "cubic": ("c*t**2", "c*(t**3/3 - t)", (-2, 2), 1, 2),
    "involute": ("c*(cos(t) + t*sin(t))", "c*(sin(t) - t*cos(t))", (0, 2), "pi", 4),
    "cycloid": ("c*(t - sin(t))", "c*(1 - cos(t))", (0, 2), "pi", 3),
    "astroid": ("c*cos(t)**3", "c*sin(t)**3", (0, 2), "pi", 6),
}


def _t_value(frac, unit):
    """A parameter value [num, den] (times π for the trigonometric families) as a float."""
    return frac[0] / frac[1] * (np.pi if unit == "pi" else 1.0)


def _t_text(frac, unit):
    """A parameter value as the figure writes it: -1, 0, π/3, 2π, 5π/6."""
    q = Fraction(frac[0], frac[1])
    if unit != "pi":
        return str(q).replace("-", "−")
    if q == 0:
        return "0"
    num = "π" if q.numerator == 1 else f"{q.numerator}π"
    return num if q.denominator == 1 else f"{num}/{q.denominator}"


def _curve_text(family, c):
    """x = ..., y = ... with the scale filled in, for the question."""
    pretty = {
        "cubic": (f"{'' if c == 1 else c}t²", "t³/3 − t" if c == 1 else f"{c}(t³/3 − t)"),
        "involute": ("cos t + t·sin t" if c == 1 else f"{c}(cos t + t·sin t)",
                     "sin t − t·cos t" if c == 1 else f"{c}(sin t − t·cos t)"),
        "cycloid": ("t − sin t" if c == 1 else f"{c}(t − sin t)", "1 − cos t" if c == 1 else f"{c}(1 − cos t)"),
        "astroid": (f"{'' if c == 1 else c}cos³t", f"{'' if c == 1 else c}sin³t"),
    }[family]
    return f"x = {pretty[0]}, y = {pretty[1]}"


def _range_text(family):
    lo, hi, unit = FAMILIES[family][2][0], FAMILIES[family][2][1], FAMILIES[family][3]
    if unit == "pi":
        return "0 ≤ t ≤ 2π" if family != "astroid" else "0 ≤ t < 2π"
    return f"{lo - 0.3:g} ≤ t ≤ {hi + 0.3:g}".replace("-", "−")


@seed_program(
    id="parametric_arc_length_marks", topic="analytic_geometry", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["analytic_geometry/parametric/parametric_curves", "calculus/integrals/arc_length"],
    source="DynaMath-style (calculus, arc length of a parametric curve)",
    variations=["numeric_values", "function_types", "point_labels"],
)
class ParametricArcLengthMarks(SeedProgram):
    levels = Levels(
        standard=dict(family=OneOf(("cubic", "involute")), c=IntRange(1, 2)),
        hard=dict(family=OneOf(("cycloid", "astroid")), c=IntRange(1, 4)),
        hard_means="a cycloid, whose speed 2c·sin(t/2) needs the half-angle identity, or an astroid traversed "
                   "through one or two cusps, where the speed 3c·|sin t cos t| changes sign and the integral must "
                   "be split quadrant by quadrant (instead of a speed that is a polynomial in t)",
    )

    def sample(self, rng, space):
        family = str(space.family.draw(rng))
        lo, hi = FAMILIES[family][2]
        den = FAMILIES[family][4]
        ticks = list(range(lo * den, hi * den + (0 if family == "astroid" else 1)))
        for _ in attempts("two marked parameter values with the arc between them long enough (astroid: over a cusp)"):
            c = int(space.c.draw(rng))
            if family == "astroid":
                c += 1                                      # an astroid of radius 2..5, large enough to read
            if family in ("cycloid",) and c > 3:
                continue
            i, j = sorted(int(x) for x in rng.choice(len(ticks), size=2, replace=False))
            m1, m2 = ticks[i], ticks[j]
            if family == "astroid" and not (m1 % 3 and m2 % 3 and any(m1 < 3 * k < m2 for k in range(1, 4))):
                continue                                    # the arc passes a cusp and does not end on one
            if m2 - m1 < (2 if den > 1 else 1):
                continue
            labels = draw.pick_labels(rng, 2)
            return {"family": family, "c": c, "tp": [m1, den], "tq": [m2, den], "labels": labels,
                    "color": str(rng.choice(["blue", "green", "purple"]))}

    def question(self, g):
        P, Q = g["labels"]
        return (f"The parametric curve {_curve_text(g['family'], g['c'])} ({_range_text(g['family'])}) is drawn with "
                f"the points {P} and {Q} marked by their parameter values t. What is the length of the thicker arc of "
                f"the curve from {P} to {Q}, along which t increases? Give the answer to two decimal places.")

    def answer(self, p):
        unit = FAMILIES[p["family"]][3]
        a, b, c = _t_value(p["tp"], unit), _t_value(p["tq"], unit), p["c"]
        if p["family"] == "cubic":          # speed c(t² + 1)
            return Number(c * ((b - a) + (b ** 3 - a ** 3) / 3))
        if p["family"] == "involute":       # speed c·t
            return Number(c * (b * b - a * a) / 2)
        if p["family"] == "cycloid":        # speed 2c·sin(t/2) on [0, 2π]
            return Number(4 * c * (np.cos(a / 2) - np.cos(b / 2)))
        # astroid: speed (3c/2)|sin 2t|; on each quarter turn the length is (3c/2)|sin²v - sin²u|
        cuts = [a] + [k * np.pi / 2 for k in range(1, 8) if a < k * np.pi / 2 < b] + [b]
        return Number(sum(1.5 * c * abs(np.sin(v) ** 2 - np.sin(u) ** 2) for u, v in zip(cuts, cuts[1:])))

    def verify(self, g):
        # Numerically: differentiate the stated x(t), y(t) with sympy and integrate the speed.
        t, cs = sp.symbols("t c")
        fx, fy, _, unit, _ = FAMILIES[g["family"]]
        x = sp.sympify(fx).subs(cs, g["c"])
        y = sp.sympify(fy).subs(cs, g["c"])
        speed = sp.lambdify(t, sp.sqrt(sp.diff(x, t) ** 2 + sp.diff(y, t) ** 2), "numpy")
        a = g["tp"][0] / g["tp"][1] * (np.pi if unit == "pi" else 1)
        b = g["tq"][0] / g["tq"][1] * (np.pi if unit == "pi" else 1)
        kinks = [k * np.pi / 2 for k in range(1, 8) if a < k * np.pi / 2 < b] or None
        return Number(quad(lambda s: float(speed(s)), a, b, points=kinks, epsabs=1e-12, epsrel=1e-12, limit=200)[0])

    def _xy(self, g, ts):
        c, f = g["c"], g["family"]
        if f == "cubic":
            return c * ts ** 2, c * (ts ** 3 / 3 - ts)
        if f == "involute":
            return c * (np.cos(ts) + ts * np.sin(ts)), c * (np.sin(ts) - ts * np.cos(ts))
        if f == "cycloid":
            return c * (ts - np.sin(ts)), c * (1 - np.cos(ts))
        return c * np.cos(ts) ** 3, c * np.sin(ts) ** 3

    def draw(self, g, ax, hide=()):
        fam = FAMILIES[g["family"]]
        unit = fam[3]
        lo, hi = fam[2]
        if unit == "pi":
            t0, t1 = lo * np.pi, hi * np.pi
        else:
            t0, t1 = lo - 0.3, hi + 0.3
        ts = np.linspace(t0, t1, 2000)
        x, y = self._xy(g, ts)
        # room for the point labels, which sit outside the curve: half a label's width beyond the drawing
        longest = max(len(f"{n} (t = {_t_text(f, unit)})") for n, f in zip(g["labels"], (g["tp"], g["tq"])))
        cw = plane.char_width(max(np.ptp(x), np.ptp(y)) + 3)
        padx, pady = 0.8 + (0.5 * longest + 2) * cw, 1.0 + 2 * cw
        xlim = (min(np.floor(x.min() - padx), -1), max(np.ceil(x.max() + padx), 1))
        ylim = (min(np.floor(y.min() - pady), -1), max(np.ceil(y.max() + pady), 1))
        span = max(xlim[1] - xlim[0], ylim[1] - ylim[0])
        draw.grid_axes(ax, xlim, ylim, step=1 if span <= 12 else 2)
        colour = draw.PALETTE[g["color"]]
        ax.plot(x, y, color=colour, linewidth=1.8, zorder=3)
        a, b = _t_value(g["tp"], unit), _t_value(g["tq"], unit)
        sel = np.linspace(a, b, 800)
        xs, ys = self._xy(g, sel)
        ax.plot(xs, ys, color=draw.ACCENT, linewidth=4.0, zorder=4)
        # an arrowhead halfway along the thick arc: the direction of increasing t
        cands = [len(sel) * q // 8 for q in range(2, 7)]
        k = max(cands, key=lambda i: (min(abs(sel[i] - m * np.pi / 2) for m in range(5))
                                      if g["family"] == "astroid" else -abs(i - len(sel) // 2)))
        ax.annotate("", (xs[k + 8], ys[k + 8]), (xs[k - 8], ys[k - 8]),
                    arrowprops={"arrowstyle": "-|>", "color": draw.ACCENT, "lw": 2.0, "mutation_scale": 22}, zorder=5)
        centre = (float(np.mean(x)), float(np.mean(y)))
        for name, frac in zip(g["labels"], (g["tp"], g["tq"])):
            px, py = self._xy(g, np.array([_t_value(frac, unit)]))
            draw.label_grid_point(ax, (float(px[0]), float(py[0])), f"{name} (t = {_t_text(frac, unit)})",
                                  away_from=centre, offset=22, fontsize=13)

    def subquestions(self, g):
        P = g["labels"][0]
        unit = FAMILIES[g["family"]][3]
        a, c = _t_value(g["tp"], unit), g["c"]
        speed = {"cubic": c * (a * a + 1), "involute": c * abs(a), "cycloid": 2 * c * abs(np.sin(a / 2)),
                 "astroid": 1.5 * c * abs(np.sin(2 * a))}[g["family"]]
        return [
            SubQuestion(f"For the curve {_curve_text(g['family'], c)}, what is the speed √(x′(t)² + y′(t)²) at "
                        f"t = {_t_text(g['tp'], unit)} (the point {P})? Give the answer to two decimal places.",
                        Number(speed), "analytic_geometry/parametric/parametric_curves"),
        ]

    def backward(self, g):
        P, Q = g["labels"]
        unit = FAMILIES[g["family"]][3]
        a, b = _t_value(g["tp"], unit), _t_value(g["tq"], unit)
        speed1 = {"cubic": lambda s: s * s + 1, "involute": lambda s: abs(s), "cycloid": lambda s: 2 * abs(np.sin(s / 2)),
                  "astroid": lambda s: 1.5 * abs(np.sin(2 * s))}[g["family"]]
        kinks = [k * np.pi / 2 for k in range(1, 8) if a < k * np.pi / 2 < b] or None
        # the arc length is proportional to the scale c: L = c·(length of the arc for c = 1)
        unit_len = quad(speed1, a, b, points=kinks, epsabs=1e-12, epsrel=1e-12, limit=200)[0]
        length = g["c"] * unit_len
        base = _curve_text(g["family"], 1).replace("x = ", "x = c·(", 1).replace(", y = ", "), y = c·(") + ")"
        return Backward(
            f"The parametric curve {base} with a positive constant c is drawn with the points {P} "
            f"(t = {_t_text(g['tp'], unit)}) and {Q} (t = {_t_text(g['tq'], unit)}) marked. The arc from {P} to {Q}, "
            f"along which t increases, has length {length:.4f}. What is c?",
            Number(length / unit_len), "c")

    def description(self, g):
        P, Q = g["labels"]
        unit = FAMILIES[g["family"]][3]
        return (f"The parametric curve {_curve_text(g['family'], g['c'])} ({_range_text(g['family'])}) is drawn on a "
                f"coordinate grid. Point {P} is the point with t = {_t_text(g['tp'], unit)} and point {Q} the point "
                f"with t = {_t_text(g['tq'], unit)}; the arc from {P} to {Q} with t increasing is drawn thicker, with "
                f"an arrow in the direction of increasing t.")
