"""Algebra: read y = a·bˣ + c from its graph (two grid points and the asymptote), then evaluate it."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        while True:
            b = Fraction(str(rng.choice(BASES)))
            a = int(rng.choice([-3, -2, -1, 1, 2, 3]))
            c = int(rng.choice([-3, -2, -1, 1, 2, 3]))  # c = 0 would hide the asymptote on the x-axis
            f = lambda x: a * b ** x + c
            xs = [x for x in range(-4, 5) if x != 0 and (a * b ** x).denominator == 1 and abs(f(x)) <= LIM - 1]
            xs = [x for x in xs if abs(f(x) - c) >= 1 and f(x) != 0]
            if not xs or f(0) == 0:
                continue
            xb = int(rng.choice(xs))
            t = int(rng.integers(-4, 7))
            if t in (0, xb) or (-LIM < t < LIM and abs(f(t)) < LIM and (a * b ** t).denominator == 1):
                continue  # t must not be readable from the picture
            if abs(f(t)) > 300 or abs(f(t) - c) < 0.05:
                continue
            break
        return {"a": a, "b": str(b), "c": c, "xb": xb, "t": t, "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _f(self, p, x):
        return p["a"] * Fraction(p["b"]) ** x + p["c"]

    def question(self, p):
        return ("The graph shows y = f(x) = a·bˣ + c (b > 0, b ≠ 1) and its horizontal asymptote (dashed). "
                f"The marked points A and B are grid points. What is f({p['t']})?")

    def answer(self, p):
        return Number(float(self._f(p, p["t"])))

    def verify(self, p):
        # Solve for a and b from the two marked points and the asymptote y = c with sympy.
        a, b = sp.symbols("a b")
        c = p["c"]
        A = (0, self._f(p, 0))
        B = (p["xb"], self._f(p, p["xb"]))
        sols = sp.solve([sp.Eq(a + c, sp.Rational(str(A[1]))),
                         sp.Eq(a * b ** B[0] + c, sp.Rational(str(B[1])))], [a, b], dict=True)
        s = next(s for s in sols if s[b].is_real and s[b] > 0)
        return Number(float(s[a] * s[b] ** p["t"] + c))

    def draw(self, p, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[p["color"]]
        a, b, c = p["a"], float(Fraction(p["b"])), p["c"]
        draw.plot_graph(ax, lambda x: a * b ** x + c, lim, lim, color=colour)
        ax.axhline(c, color=draw.INK, linestyle="--", linewidth=1.5, zorder=3)
        curve = np.array([[x, a * b ** x + c] for x in np.linspace(*lim, 400) if abs(a * b ** x + c) < 9])
        for x, name in ((0, "A"), (p["xb"], "B")):
            P = np.array([x, float(self._f(p, x))])
            spot = co.free_spot(P, 0.75, curves=[curve], lines=[((0, c), (1, 0))])
            draw.label_grid_point(ax, P, name, away_from=2 * P - spot, offset=15)

    def subquestions(self, p):
        a, b, c = p["a"], Fraction(p["b"]), p["c"]
        y0, yb = self._f(p, 0), self._f(p, p["xb"])
        return [
            SubQuestion(f"y = a·bˣ + {c} passes through (0, {y0}). What is a?".replace("+ -", "- "), Number(a),
                        "algebra/exponential/exponential_from_graph"),
            SubQuestion(f"y = {a}·bˣ + {c} passes through ({p['xb']}, {yb}) with b > 0. What is b?".replace("+ -", "- "),
                        Number(float(b)), "algebra/exponential/exponential_from_graph"),
        ]

    def backward(self, p):
        a, b, c = p["a"], Fraction(p["b"]), p["c"]
        value = self._f(p, p["t"])
        # invert: t = log_b((value - c) / a)
        t = np.log(float((value - c) / a)) / np.log(float(b))
        return Backward("The graph shows y = f(x) = a·bˣ + c (b > 0, b ≠ 1) and its horizontal asymptote (dashed); "
                        f"A and B are grid points. For which x is f(x) = {draw.fmt_fraction(float(value))}?",
                        Number(float(round(t, 9))), "t")

    def description(self, p):
        return (f"The function f(x) = a·bˣ + c (b > 0, b ≠ 1) has horizontal asymptote y = {p['c']} and its graph "
                f"passes through A(0, {self._f(p, 0)}) and B({p['xb']}, {self._f(p, p['xb'])}). Find f({p['t']}).")
