"""Algebra: find the parameter a of a plotted curve from a labelled point it passes through."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw

# family -> (display template with {c}, sympy template in a and x, numpy g with y = a·g(x) + c)
FAMILIES = {
    "quadratic": ("y = a·x²{c}", "a*x**2", lambda x: x ** 2),
    "exponential": ("y = a·2^x{c}", "a*2**x", lambda x: np.power(2.0, x)),
    "reciprocal": ("y = a/x{c}", "a/x", lambda x: 1.0 / x),
    "square_root": ("y = a·√x{c}", "a*sqrt(x)", lambda x: np.sqrt(x)),
}


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
    levels = Levels(
        standard=dict(family=OneOf(tuple(FAMILIES)), x0_quadratic=OneOf((-2, -1, 1, 2)),
                      x0_exponential=OneOf((-1, 1, 2)), x0_reciprocal=OneOf((-2, -1, 1, 2)),
                      x0_square_root=OneOf((1, 4)), c=IntRange(-4, 4), y0=IntRange(-6, 6),
                      max_a=6.0, a_denominator=4),
        hard=dict(family=OneOf(tuple(FAMILIES)), x0_quadratic=OneOf((-3, -2, 2, 3)),
                  x0_exponential=OneOf((-2, -1, 2)), x0_reciprocal=OneOf((-3, -2, 2, 3)),
                  x0_square_root=OneOf((4,)), c=IntRange(-5, 5), y0=IntRange(-6, 6),
                  max_a=8.0, a_denominator=36),
        hard_means="points farther from the axis and larger shifts c, so a comes out as an unfriendly "
                   "fraction (ninths, eighths) or a larger integer instead of a small half-integer",
    )

    def sample(self, rng, space):
        # the marked point is drawn first; a is whatever makes the curve pass through it
        for _ in attempts("a point off y = 0 and y = c giving 0 < |a| <= max_a with the stated denominator"):
            family = space.family.draw(rng)
            x0 = int(space[f"x0_{family}"].draw(rng))
            c = space.c.draw(rng)
            y0 = space.y0.draw(rng)
            a = (y0 - c) / float(FAMILIES[family][2](float(x0)))
            if y0 != 0 and y0 != c and abs(a) <= space.max_a and abs(a * space.a_denominator - round(a * space.a_denominator)) < 1e-9:
                break
        return {"family": family, "x0": x0, "y0": int(y0), "c": c,
                "label": str(rng.choice(list("PQRSTM"))),
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _formula(self, p):
        return FAMILIES[p["family"]][0].format(c=_const(p["c"]))

    def question(self, g):
        return (f"The graph of {self._formula(g)} is shown. It passes through the marked point "
                f"{g['label']}({g['x0']}, {g['y0']}). What is the value of a?")

    def answer(self, p):
        g = FAMILIES[p["family"]][2]
        return Number((p["y0"] - p["c"]) / float(g(float(p["x0"]))))

    def verify(self, g):
        a, x = sp.symbols("a x")
        expr = sp.sympify(FAMILIES[g["family"]][1]) + g["c"]
        (sol,) = sp.solve(sp.Eq(expr.subs(x, g["x0"]), g["y0"]), a)
        return Number(float(sol))

    def draw(self, g, ax, hide=()):
        fn = FAMILIES[g["family"]][2]
        a = (g["y0"] - g["c"]) / float(fn(float(g["x0"])))
        lim = (-6.5, 6.5)
        draw.grid_axes(ax, lim, lim, equal=False)
        colour = draw.PALETTE[g["color"]]
        if g["family"] == "reciprocal":
            for lo, hi in ((-6.5, -0.05), (0.05, 6.5)):
                draw.plot_graph(ax, lambda x: a * fn(x) + g["c"], (lo, hi), lim, color=colour)
        else:
            xlim = (0.0, 6.5) if g["family"] == "square_root" else lim
            draw.plot_graph(ax, lambda x: a * fn(x) + g["c"], xlim, lim, color=colour)
        X = (g["x0"], g["y0"])
        away = (g["x0"] + (1 if g["x0"] < 0 else -1), g["y0"] - 1.5)
        draw.label_grid_point(ax, X, f"{g['label']}({g['x0']}, {g['y0']})", away_from=away, offset=26,
                              color=draw.ACCENT)
        ax.set_title(self._formula(g), fontsize=14, color=colour, pad=28)

    def description(self, g):
        return (f"A coordinate grid shows the graph of {self._formula(g)} for an unknown constant a. "
                f"The point {g['label']}({g['x0']}, {g['y0']}) on the curve is marked.")
