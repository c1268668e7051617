"""Algebra / calculus: chain rule for h(x) = f(g(x)), with the quadratic f read off its graph."""
import sympy as sp

from dynaforge.sdk import Backward, Expression, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

# inner function base(x) (display, sympy, derivative written by hand); g(x) = base(x) + k
BASES = {
    "square": ("x²", "x**2", "2*x"),
    "cube": ("x³", "x**3", "3*x**2"),
    "sine": ("sin(x)", "sin(x)", "cos(x)"),
    "exp": ("eˣ", "exp(x)", "exp(x)"),
}
A_VALUES = (-2.0, -1.0, -0.5, 0.5, 1.0, 2.0)


def _g_text(p):
    k = p["k"]
    return BASES[p["base"]][0] + (f" + {k}" if k > 0 else f" - {-k}")


@seed_program(
    id="composite_derivative_from_graph", topic="algebra", level="undergraduate", difficulty="hard",
    question_type="free_form",
    concepts=["calculus/derivatives/chain_rule", "algebra/quadratics/factored_form"],
    source="DynaMath-style (algebra, symbolic substitution with a plotted function)",
    variations=["symbolic_substitution", "function_types", "numeric_values"],
)
class CompositeDerivativeFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(root=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)), a=OneOf(A_VALUES), base=OneOf(tuple(BASES)),
                      k=OneOf((-3, -2, -1, 1, 2, 3))),
        hard=dict(root=OneOf((-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)),
                  a=OneOf((-2.0, -1.5, -1.0, -0.5, 0.5, 1.0, 1.5, 2.0)), base=OneOf(("cube", "sine", "exp")),
                  k=OneOf((-5, -4, -3, -2, -1, 1, 2, 3, 4, 5))),
        hard_means="half-integer leading coefficients, zeros up to ±5, larger shifts k and never the plain "
                   "square as inner function, so both f and the chain-rule factor take more work",
    )

    def sample(self, rng, space):
        for _ in attempts("an integer y-intercept 1..6 in size and the vertex inside the grid"):
            r1, r2 = sorted(int(v) for v in rng.choice(list(space.root.values), 2, replace=False))
            a = float(space.a.draw(rng))
            y0 = a * r1 * r2
            vertex_y = -a * (r2 - r1) ** 2 / 4
            if y0 == int(y0) and 1 <= abs(y0) <= 6 and abs(vertex_y) <= 7:
                break
        # given: the three marked axis points (the figure shows them); a follows from them, not stated
        return ({"r1": r1, "r2": r2, "y0": int(y0), "base": str(space.base.draw(rng)),
                 "k": int(space.k.draw(rng)), "color": str(rng.choice(["blue", "red", "green", "purple"]))},
                {"a": a})

    def question(self, g):
        return ("The graph of the quadratic function f is shown; the marked points where it meets the "
                f"axes are grid points. Let g(x) = {_g_text(g)} and h(x) = f(g(x)). Find h'(x).")

    def _derivative(self, p):
        # f(u) = a(u - r1)(u - r2)  =>  f'(u) = a(2u - r1 - r2);  h' = f'(g(x))·g'(x)
        _, g, dg = BASES[p["base"]]
        const = 2 * p["k"] - (p["r1"] + p["r2"])
        inner = f"2*{g}" + ("" if const == 0 else (f" + {const}" if const > 0 else f" - {-const}"))
        return f"({draw.fmt_fraction(p['a'])})*({inner})*({dg})"

    def answer(self, p):
        # '^' rather than '**' (sympify reads both; the answer extractor strips '**' as markdown bold)
        return Expression(self._derivative(p).replace("**", "^"))

    def verify(self, g):
        # Rebuild f by interpolating the three marked points, compose, differentiate with sympy.
        x, u = sp.symbols("x u")
        r1, r2 = g["r1"], g["r2"]
        pts = [(r1, 0), (r2, 0), (0, g["y0"])]
        f = sp.interpolate(pts, u)
        g = sp.sympify(BASES[g["base"]][1]) + g["k"]
        return Expression(str(sp.expand(sp.diff(f.subs(u, g), x))))

    def draw(self, g, ax, hide=()):
        r1, r2 = g["r1"], g["r2"]
        a = g["y0"] / (r1 * r2)
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, (-7.5, 7.5), equal=False)
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda x: a * (x - r1) * (x - r2), lim, (-7.5, 7.5), color=colour)
        y0 = g["y0"]
        # the axis crossings are marked with dots; their values are read from the tick labels
        ax.plot([r1, r2, 0], [0, 0, y0], "o", color=colour, markersize=7, zorder=6,
                markeredgecolor="white", markeredgewidth=1.2)
        ax.text(0.97, 0.97 if a < 0 else 0.03, "y = f(x)", transform=ax.transAxes, ha="right",
                va="top" if a < 0 else "bottom", fontsize=13, color=colour,
                bbox={"fc": "white", "ec": colour, "boxstyle": "round,pad=0.3"}, zorder=8)
        k_text = "?" if "k" in hide else None
        if k_text:
            ax.text(0.03, 0.97 if a < 0 else 0.03, f"g(x) = {BASES[g['base']][0]} + ?",
                    transform=ax.transAxes, ha="left", va="top" if a < 0 else "bottom", fontsize=13,
                    bbox={"fc": "white", "ec": draw.INK, "boxstyle": "round,pad=0.3"}, zorder=8)

    def subquestions(self, g):
        r1, r2 = g["r1"], g["r2"]
        a = g["y0"] / (r1 * r2)
        return [
            SubQuestion(f"A quadratic f has zeros at x = {r1} and x = {r2} and f(0) = {draw.fmt(g['y0'])}. "
                        f"Writing f(x) = a(x - {r1})(x - {r2}), what is a?".replace("- -", "+ "),
                        Number(a), "algebra/quadratics/factored_form"),
            SubQuestion(f"What is the derivative of g(x) = {_g_text(g)}?",
                        Expression(BASES[g["base"]][2].replace("**", "^")),
                        "calculus/derivatives/basic_rules"),
        ]

    def backward(self, g):
        # Recover k from h'(x) at one point where g'(x) ≠ 0:  h' = a(2(base + k) - s)·base'.
        x = sp.Symbol("x")
        h_prime = sp.sympify(self._derivative(dict(g, a=g["y0"] / (g["r1"] * g["r2"]))))
        base, dbase = (sp.sympify(e) for e in BASES[g["base"]][1:])
        x0 = sp.Rational(7, 10)
        s = g["r1"] + g["r2"]
        k = (h_prime.subs(x, x0) / (sp.Rational(g["y0"], g["r1"] * g["r2"]) * dbase.subs(x, x0)) + s) / 2 - base.subs(x, x0)
        return Backward(
            f"The graph of the quadratic function f is shown; the marked points where it meets the axes "
            f"are grid points. Let g(x) = {BASES[g['base']][0]} + k for a constant k, and h(x) = f(g(x)). "
            f"It is known that h'(x) = {sp.sstr(sp.factor(h_prime)).replace('**', '^')}. What is k?",
            Number(float(sp.N(k, 15))), "k")

    def description(self, g):
        r1, r2 = g["r1"], g["r2"]
        return (f"A coordinate grid shows the parabola y = f(x) of a quadratic function f. It crosses the "
                f"x-axis at x = {r1} and x = {r2} and the y-axis at y = {draw.fmt(g['y0'])}.")
