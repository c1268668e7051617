"""Algebra: find the parameter a of a plotted curve from a labelled point it passes through."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Number, SeedProgram, seed_program
from dynaforge.sdk import draw

# family -> (display template with {c}, sympy template in a and x, numpy g with y = a·g(x) + c, x0 choices)
FAMILIES = {
    "quadratic": ("y = a·x²{c}", "a*x**2", lambda x: x ** 2, (-2, -1, 1, 2)),
    "exponential": ("y = a·2^x{c}", "a*2**x", lambda x: np.power(2.0, x), (-1, 1, 2)),
    "reciprocal": ("y = a/x{c}", "a/x", lambda x: 1.0 / x, (-2, -1, 1, 2)),
    "square_root": ("y = a·√x{c}", "a*sqrt(x)", lambda x: np.sqrt(x), (1, 4)),
}
A_VALUES = (-3.0, -2.0, -1.5, -1.0, -0.5, 0.5, 1.0, 1.5, 2.0, 3.0)


def _const(c):
    return "" if c == 0 else (f" + {c}" if c > 0 else f" - {-c}")


@seed_program(
    id="curve_parameter_through_point", topic="algebra", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["algebra/functions/reading_graphs", "algebra/equations/linear_equation_solving"],
    source="DynaMath-style (algebra, symbolic substitution)",
    variations=["symbolic_substitution", "function_types", "numeric_values", "point_labels"],
)
class CurveParameterThroughPoint(SeedProgram):
    def sample(self, rng):
        while True:
            family = str(rng.choice(list(FAMILIES)))
            g = FAMILIES[family][2]
            x0 = int(rng.choice(FAMILIES[family][3]))
            a = float(rng.choice(A_VALUES))
            c = int(rng.integers(-3, 4))
            y0 = a * float(g(float(x0))) + c
            if y0 == int(y0) and 1 <= abs(y0) <= 6 and y0 != c:
                break
        return {"family": family, "x0": x0, "y0": int(y0), "c": c,
                "label": str(rng.choice(list("PQRSTM"))),
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _formula(self, p):
        return FAMILIES[p["family"]][0].format(c=_const(p["c"]))

    def question(self, p):
        return (f"The graph of {self._formula(p)} is shown. It passes through the marked point "
                f"{p['label']}({p['x0']}, {p['y0']}). What is the value of a?")

    def answer(self, p):
        g = FAMILIES[p["family"]][2]
        return Number((p["y0"] - p["c"]) / float(g(float(p["x0"]))))

    def verify(self, p):
        a, x = sp.symbols("a x")
        expr = sp.sympify(FAMILIES[p["family"]][1]) + p["c"]
        (sol,) = sp.solve(sp.Eq(expr.subs(x, p["x0"]), p["y0"]), a)
        return Number(float(sol))

    def draw(self, p, ax, hide=()):
        g = FAMILIES[p["family"]][2]
        a = (p["y0"] - p["c"]) / float(g(float(p["x0"])))
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, lim, equal=False)
        colour = draw.PALETTE[p["color"]]
        if p["family"] == "reciprocal":
            for lo, hi in ((-6.5, -0.05), (0.05, 6.5)):
                draw.plot_graph(ax, lambda x: a * g(x) + p["c"], (lo, hi), lim, color=colour)
        else:
            xlim = (0.0, 6.5) if p["family"] == "square_root" else lim
            draw.plot_graph(ax, lambda x: a * g(x) + p["c"], xlim, lim, color=colour)
        X = (p["x0"], p["y0"])
        away = (p["x0"] + (1 if p["x0"] < 0 else -1), p["y0"] - 1.5)
        draw.label_grid_point(ax, X, f"{p['label']}({p['x0']}, {p['y0']})", away_from=away, offset=26,
                              color=draw.ACCENT)
        ax.set_title(self._formula(p), fontsize=14, color=colour, pad=28)

    def description(self, p):
        return (f"A coordinate grid shows the graph of {self._formula(p)} for an unknown constant a. "
                f"The point {p['label']}({p['x0']}, {p['y0']}) on the curve is marked.")
