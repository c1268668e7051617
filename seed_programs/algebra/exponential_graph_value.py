"""Algebra: read y = a·bˣ + c from its graph (two grid points and the asymptote), then evaluate it."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

BASES = ("2", "3", "1/2", "1/3", "4", "1/4")
LIM = 7


@seed_program(
    id="exponential_graph_value", topic="algebra", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/exponential/exponential_from_graph", "algebra/exponential/horizontal_asymptote"],
    source="DynaMath-style (algebra, exponential function read from a graph)",
    variations=["numeric_values", "function_types", "geometric_transformations"],
)
class ExponentialGraphValue(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(BASES), a=OneOf((-3, -2, -1, 1, 2, 3)), c=OneOf((-3, -2, -1, 1, 2, 3)),
                      xb=IntRange(-4, 4), t=IntRange(-4, 6), max_value=300),
        hard=dict(base=OneOf(BASES), a=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)), c=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)),
                  xb=IntRange(-4, 4), t=IntRange(-7, 9), max_value=5000),
        hard_means="larger |a| and |c| and x-values t farther outside the picture, so f(t) is a large "
                   "number or a fraction with a big denominator that cannot be estimated from the graph",
    )

    def sample(self, rng, space):
        for _ in attempts("grid points A and B in view and an x-value t that cannot be read off the picture"):
            b = Fraction(str(space.base.draw(rng)))
            a = int(space.a.draw(rng))
            c = int(space.c.draw(rng))  # c = 0 would hide the asymptote on the x-axis
            f = lambda x: a * b ** x + c
            xs = [x for x in space.xb.values if x != 0 and (a * b ** x).denominator == 1 and abs(f(x)) <= LIM - 1]
            xs = [x for x in xs if abs(f(x) - c) >= 1 and f(x) != 0]
            if not xs or f(0) == 0 or abs(f(0)) > LIM - 1:   # A in view (never binds at the standard level)
                continue
            xb = int(rng.choice(xs))
            t = space.t.draw(rng)
            if t in (0, xb) or (-LIM < t < LIM and abs(f(t)) < LIM and (a * b ** t).denominator == 1):
                continue  # t must not be readable from the picture
            if abs(f(t)) > space.max_value or abs(f(t) - c) < 0.05:
                continue
            break
        # given: the asymptote and the two marked grid points (A on the y-axis); a and b follow from them
        return ({"c": c, "ya": int(f(0)), "xb": xb, "yb": int(f(xb)), "t": t,
                 "color": str(rng.choice(["blue", "green", "purple", "red"]))},
                {"a": a, "b": str(b)})

    @staticmethod
    def _ab(g):
        """Exact (a, b) from the stated points, for the figure and the views (not for verify)."""
        a = sp.Integer(g["ya"] - g["c"])
        b = sp.nsimplify(sp.Rational(g["yb"] - g["c"], 1) / a) ** sp.Rational(1, g["xb"])
        return a, sp.nsimplify(b)

    def _f(self, p, x):
        return p["a"] * Fraction(p["b"]) ** x + p["c"]

    def question(self, g):
        return ("The graph shows y = f(x) = a·bˣ + c (b > 0, b ≠ 1) and its horizontal asymptote (dashed). "
                f"The marked points A and B are grid points. What is f({g['t']})?")

    def answer(self, p):
        return Number(float(self._f(p, p["t"])))

    def verify(self, g):
        # Solve for a and b from the two marked points and the asymptote y = c with sympy.
        a, b = sp.symbols("a b")
        c = g["c"]
        A = (0, g["ya"])
        B = (g["xb"], g["yb"])
        sols = sp.solve([sp.Eq(a + c, sp.Rational(str(A[1]))),
                         sp.Eq(a * b ** B[0] + c, sp.Rational(str(B[1])))], [a, b], dict=True)
        s = next(s for s in sols if s[b].is_real and s[b] > 0)
        return Number(float(s[a] * s[b] ** g["t"] + c))

    def draw(self, g, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        a, b = (float(v) for v in self._ab(g))
        c = g["c"]
        draw.plot_graph(ax, lambda x: a * b ** x + c, lim, lim, color=colour)
        ax.axhline(c, color=draw.INK, linestyle="--", linewidth=1.5, zorder=3)
        curve = np.array([[x, a * b ** x + c] for x in np.linspace(*lim, 400) if abs(a * b ** x + c) < 9])
        for x, y, name in ((0, g["ya"], "A"), (g["xb"], g["yb"], "B")):
            P = np.array([x, float(y)])
            spot = co.free_spot(P, 0.75, curves=[curve], lines=[((0, c), (1, 0))])
            draw.label_grid_point(ax, P, name, away_from=2 * P - spot, offset=15)

    def subquestions(self, g):
        a, b = self._ab(g)
        c = g["c"]
        y0, yb = g["ya"], g["yb"]
        return [
            SubQuestion(f"y = a·bˣ + {c} passes through (0, {y0}). What is a?".replace("+ -", "- "), Number(a),
                        "algebra/exponential/exponential_from_graph"),
            SubQuestion(f"y = {a}·bˣ + {c} passes through ({g['xb']}, {yb}) with b > 0. What is b?".replace("+ -", "- "),
                        Number(float(b)), "algebra/exponential/exponential_from_graph"),
        ]

    def backward(self, g):
        a, b = self._ab(g)
        c = g["c"]
        value = a * b ** g["t"] + c
        # invert: t = log_b((value - c) / a)
        t = np.log(float((value - c) / a)) / np.log(float(b))
        return Backward("The graph shows y = f(x) = a·bˣ + c (b > 0, b ≠ 1) and its horizontal asymptote (dashed); "
                        f"A and B are grid points. For which x is f(x) = {draw.fmt_fraction(float(value))}?",
                        Number(float(round(t, 9))), "t")

    def description(self, g):
        return (f"The function f(x) = a·bˣ + c (b > 0, b ≠ 1) has horizontal asymptote y = {g['c']} and its graph "
                f"passes through A(0, {g['ya']}) and B({g['xb']}, {g['yb']}). Find f({g['t']}).")
