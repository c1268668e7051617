"""Multivariable calculus: level curves of f(x, y) = a(x - h)² + b(y - k)² drawn with their values; a value,
a partial derivative, the gradient's length or a directional derivative at a marked point."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

# (a, b) pairs with √(b/a) rational, so that every level curve can cross the grid lines at lattice points
PAIRS = [(1, 4), (4, 1), (1, 9), (9, 1), (4, 9), (9, 4), (2, 8), (8, 2), (Fraction(1, 2), 2), (2, Fraction(1, 2)),
         (Fraction(1, 4), 1), (1, Fraction(1, 4)), (3, 12), (12, 3)]


def _fx(v):
    """A fraction as text: 3, 1/2, -9/4."""
    return str(Fraction(v)).replace("-", "−")


def _shift(var, c):
    return var if c == 0 else f"({var} − {c})" if c > 0 else f"({var} + {-c})"


@seed_program(
    id="contour_plot_gradient", topic="analytic_geometry", level="undergraduate", difficulty="hard",
    question_type="numeric",
    concepts=["calculus/multivariable/level_curves", "calculus/multivariable/gradient",
              "analytic_geometry/conics/ellipse_standard_form"],
    source="DynaMath-style (multivariable calculus, level curves and the gradient)",
    variations=["numeric_values", "point_labels", "colors_labels"],
)
class ContourPlotGradient(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("value", "fx", "fy")), centre=IntRange(-1, 1)),
        hard=dict(ask=OneOf(("grad_norm", "directional")), centre=IntRange(-2, 2)),
        hard_means="the length of the gradient or the directional derivative towards a second point Q (both "
                   "partial derivatives, then a norm or a dot product with a unit vector), with the level curves' "
                   "centre shifted up to 2 units in each direction",
    )

    def sample(self, rng, space):
        for _ in attempts("nice coefficients, three readable level curves and a marked point off them"):
            ask = str(space.ask.draw(rng))
            a, b = (Fraction(v) for v in PAIRS[int(rng.integers(len(PAIRS)))])
            h, k = int(space.centre.draw(rng)), int(space.centre.draw(rng))
            # levels L = a·p² whose y-semi-axis q = p·√(a/b) is a whole number too
            ratio = Fraction(int(round(float(np.sqrt(float(a / b)) * 6))), 6)
            if ratio * ratio != a / b:
                continue
            cand = [p for p in range(1, 8) if (p * ratio).denominator == 1 and p * ratio <= 6]
            if len(cand) < 3:
                continue
            ps = sorted(int(x) for x in rng.choice(cand, size=3, replace=False))
            levels = [a * p * p for p in ps]
            if any(L.denominator != 1 for L in levels):
                continue
            px, py = int(rng.integers(h - ps[-1], h + ps[-1] + 1)), int(rng.integers(k - 5, k + 6))
            val = a * (px - h) ** 2 + b * (py - k) ** 2
            if val in levels or (px == h and py == k) or val > 1.3 * levels[-1]:
                continue
            if (ask == "fx" and px == h) or (ask == "fy" and py == k):
                continue                                   # a partial derivative of 0 is a guess, not a reading
            qx, qy = px + int(rng.integers(-3, 4)), py + int(rng.integers(-3, 4))
            if (qx, qy) == (px, py):
                continue
            grad = (2 * a * (px - h), 2 * b * (py - k))
            d = (qx - px) * grad[0] + (qy - py) * grad[1]
            if ask == "directional" and d == 0:
                continue
            return {"a": str(a), "b": str(b), "h": h, "k": k, "levels": [int(L) for L in levels], "P": [px, py],
                    "Q": [qx, qy], "ask": ask, "labels": draw.pick_labels(rng, 2, "PQRSTUVW"),
                    "color": str(rng.choice(["blue", "purple", "green"]))}

    def question(self, g):
        P, Q = g["labels"]
        f = f"f(x, y) = a{_shift('x', g['h'])}² + b{_shift('y', g['k'])}²"
        head = (f"The figure shows level curves of {f}, where a and b are positive constants; each curve is labelled "
                f"with its value of f, and the point {P} is marked on the grid.")
        ask = {"value": f"What is f at the point {P}?",
               "fx": f"What is the partial derivative ∂f/∂x at the point {P}?",
               "fy": f"What is the partial derivative ∂f/∂y at the point {P}?",
               "grad_norm": f"What is the length |∇f| of the gradient of f at the point {P}? Give the answer to two "
                            f"decimal places.",
               "directional": f"What is the directional derivative of f at {P} in the direction of the point {Q}, "
                              f"also marked? Give the answer to two decimal places."}[g["ask"]]
        return f"{head} {ask}"

    def answer(self, p):
        a, b = Fraction(p["a"]), Fraction(p["b"])
        dx, dy = p["P"][0] - p["h"], p["P"][1] - p["k"]
        gx, gy = 2 * a * dx, 2 * b * dy
        if p["ask"] == "value":
            return Number(float(a * dx * dx + b * dy * dy))
        if p["ask"] == "fx":
            return Number(float(gx))
        if p["ask"] == "fy":
            return Number(float(gy))
        if p["ask"] == "grad_norm":
            return Number(float(np.sqrt(float(gx * gx + gy * gy))))
        ux, uy = p["Q"][0] - p["P"][0], p["Q"][1] - p["P"][1]
        return Number(float(gx * ux + gy * uy) / float(np.hypot(ux, uy)))

    def verify(self, g):
        # Read a and b back from the drawn level curves (each crosses the horizontal and vertical lines through the
        # centre at ±√(L/a) and ±√(L/b)), then differentiate numerically with central differences.
        L = g["levels"][-1]
        semi_x = np.sqrt(L / float(Fraction(g["a"])))
        semi_y = np.sqrt(L / float(Fraction(g["b"])))
        h, k = g["h"], g["k"]
        f = lambda x, y: L * (((x - h) / semi_x) ** 2 + ((y - k) / semi_y) ** 2)
        x0, y0 = g["P"]
        e = 1e-4
        fx = (f(x0 + e, y0) - f(x0 - e, y0)) / (2 * e)
        fy = (f(x0, y0 + e) - f(x0, y0 - e)) / (2 * e)
        if g["ask"] == "value":
            return Number(f(x0, y0))
        if g["ask"] == "fx":
            return Number(fx)
        if g["ask"] == "fy":
            return Number(fy)
        if g["ask"] == "grad_norm":
            return Number(float(np.hypot(fx, fy)))
        u = np.subtract(g["Q"], g["P"]).astype(float)
        u /= np.linalg.norm(u)
        return Number((f(x0 + e * u[0], y0 + e * u[1]) - f(x0 - e * u[0], y0 - e * u[1])) / (2 * e))

    def draw(self, g, ax, hide=()):
        a, b = float(Fraction(g["a"])), float(Fraction(g["b"]))
        h, k = g["h"], g["k"]
        semis = [(np.sqrt(L / a), np.sqrt(L / b)) for L in g["levels"]]
        X, Y = max(s[0] for s in semis), max(s[1] for s in semis)
        pts = [g["P"]] + ([g["Q"]] if g["ask"] == "directional" else [])
        xs = [h - X, h + X, 0] + [p[0] for p in pts]
        ys = [k - Y, k + Y, 0] + [p[1] for p in pts]
        xlim = (min(xs) - 1.2, max(xs) + 1.2)
        ylim = (min(ys) - 1.2, max(ys) + 1.2)
        draw.grid_axes(ax, xlim, ylim, step=1)
        colour = draw.PALETTE[g["color"]]
        t = np.linspace(0, 2 * np.pi, 400)
        marked = [np.array(q, float) for q in pts]

        def clearance(deg):
            """How far the level labels at this angle stay from the axes (tick labels) and the marked points."""
            c = np.radians(deg)
            spots = [np.array([h + sx * np.cos(c), k + sy * np.sin(c)]) for sx, sy in semis]
            return min(min(abs(q[0]), abs(q[1]), *(np.linalg.norm(q - m) for m in marked)) for q in spots)

        at = np.radians(max((30, 62, 118, 150, 210, 242, 298, 330), key=lambda d: (round(clearance(d), 2), -d)))
        for L, (sx, sy) in zip(g["levels"], semis):
            ax.plot(h + sx * np.cos(t), k + sy * np.sin(t), color=colour, linewidth=2.0, zorder=3)
            ax.text(h + sx * np.cos(at), k + sy * np.sin(at), str(L), ha="center", va="center", fontsize=12,
                    color=colour, fontweight="bold", zorder=6,
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": colour, "lw": 0.8})
        P, Q = g["labels"]
        draw.label_grid_point(ax, g["P"], P, away_from=(h, k), offset=14, color=draw.ACCENT)
        if g["ask"] == "directional":
            draw.label_grid_point(ax, g["Q"], Q, away_from=g["P"], offset=14, color=draw.INK)
            ax.annotate("", tuple(g["Q"]), tuple(g["P"]),
                        arrowprops={"arrowstyle": "-|>", "color": draw.INK, "lw": 1.6, "linestyle": "--"}, zorder=5)

    def subquestions(self, g):
        a, b = Fraction(g["a"]), Fraction(g["b"])
        L = g["levels"][0]
        P = g["labels"][0]
        dx, dy = g["P"][0] - g["h"], g["P"][1] - g["k"]
        return [
            SubQuestion(f"The level curve f = {L} of f(x, y) = a{_shift('x', g['h'])}² + b{_shift('y', g['k'])}² "
                        f"crosses the horizontal line y = {g['k']} at x = {g['h']} ± {draw.fmt(np.sqrt(float(L / a)))}. What is a?",
                        Number(float(a)), "algebra/functions/reading_graphs"),
            SubQuestion(f"For f(x, y) = {_fx(a)}{_shift('x', g['h'])}² + {_fx(b)}{_shift('y', g['k'])}², what is "
                        f"∂f/∂x at the point {P}({g['P'][0]}, {g['P'][1]})?", Number(float(2 * a * dx)),
                        "calculus/derivatives/basic_rules"),
            SubQuestion(f"For f(x, y) = {_fx(a)}{_shift('x', g['h'])}² + {_fx(b)}{_shift('y', g['k'])}², what is "
                        f"∂f/∂y at the point {P}({g['P'][0]}, {g['P'][1]})?", Number(float(2 * b * dy)),
                        "calculus/derivatives/basic_rules"),
        ]

    def description(self, g):
        a, b = float(Fraction(g["a"])), float(Fraction(g["b"]))
        curves = "; ".join(f"f = {L}: semi-axes {draw.fmt(np.sqrt(L / a))} along x and {draw.fmt(np.sqrt(L / b))} "
                           f"along y" for L in g["levels"])
        P, Q = g["labels"]
        text = (f"On a coordinate grid, three level curves of f are drawn as ellipses centred at ({g['h']}, {g['k']}), "
                f"each labelled with its value ({curves}). The point {P} is at ({g['P'][0]}, {g['P'][1]}).")
        if g["ask"] == "directional":
            text += f" The point {Q} is at ({g['Q'][0]}, {g['Q'][1]}), with a dashed arrow from {P} to {Q}."
        return text
