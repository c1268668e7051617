"""Algebra: pick the formula of a plotted function (linear, quadratic, exponential or sine)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, SeedProgram, seed_program
from dynaforge.sdk import draw

KINDS = ("linear", "quadratic", "exponential", "sine")
LIM = 6


def _const(c):
    return "" if c == 0 else (f" + {draw.fmt(c)}" if c > 0 else f" - {draw.fmt(-c)}")


def _coef(a):
    return {1: "", -1: "-"}.get(a, draw.fmt(a))


def formula(kind, q):
    """(display text, sympy string) of one function of the given kind with params q."""
    if kind == "linear":
        m, c = q["m"], q["c"]
        return f"y = {_coef(m)}x{_const(c)}", f"{m}*x + {c}"
    if kind == "quadratic":
        a, h, k = q["a"], q["h"], q["k"]
        inner = "x" if h == 0 else (f"x - {h}" if h > 0 else f"x + {-h}")
        return f"y = {_coef(a)}({inner})²{_const(k)}", f"{a}*(x - ({h}))**2 + {k}"
    if kind == "exponential":
        b, c = q["b"], q["c"]
        base = draw.fmt(b) if b >= 1 else f"(1/{int(round(1 / b))})"
        sym = draw.fmt(b) if b >= 1 else f"Rational(1, {int(round(1 / b))})"
        return f"y = {base}^x{_const(c)}", f"({sym})**x + {c}"
    A, P, c = q["A"], q["P"], q["c"]
    return f"y = {_coef(A)}sin(πx/{P}){_const(c)}", f"{A}*sin(pi*x/{P}) + {c}"


def evaluate(kind, q, x):
    """The same function evaluated numerically (numpy), used for plotting."""
    if kind == "linear":
        return q["m"] * x + q["c"]
    if kind == "quadratic":
        return q["a"] * (x - q["h"]) ** 2 + q["k"]
    if kind == "exponential":
        return np.power(q["b"], x) + q["c"]
    return q["A"] * np.sin(np.pi * x / q["P"]) + q["c"]


def sample_params(kind, rng):
    if kind == "linear":
        return {"m": float(rng.choice([-3, -2, -1, -0.5, 0.5, 1, 2, 3])), "c": int(rng.integers(-3, 4))}
    if kind == "quadratic":
        a = float(rng.choice([-2, -1, -0.5, 0.5, 1, 2]))
        return {"a": a, "h": int(rng.choice([-2, -1, 1, 2])),
                "k": int(rng.integers(-4, 1)) if a > 0 else int(rng.integers(0, 5))}
    if kind == "exponential":
        return {"b": float(rng.choice([2, 3, 0.5])), "c": int(rng.integers(-4, 3))}
    return {"A": int(rng.choice([-3, -2, 2, 3])), "P": int(rng.choice([2, 3, 4])), "c": int(rng.integers(-2, 3))}


def near_miss(kind, q):
    """A same-kind function that a careless reading of the graph could give."""
    q = dict(q)
    if kind == "linear":
        q["m"] = -q["m"]
    elif kind == "quadratic":
        q["h"] = -q["h"]
    elif kind == "exponential":
        q["b"] = 0.5 if q["b"] != 0.5 else 2.0
    else:
        q["P"] = {2: 4, 3: 2, 4: 2}[q["P"]]
    return q


def same_intercept(kind, y0):
    """A function of another kind that crosses the y-axis at the same height y0."""
    if kind == "linear":
        return {"m": 1.0 if y0 <= 0 else -1.0, "c": y0}
    if kind == "quadratic":
        return {"a": 1.0, "h": 1, "k": y0 - 1}
    if kind == "exponential":
        return {"b": 2.0, "c": y0 - 1}
    return {"A": 2, "P": 2, "c": y0}


@seed_program(
    id="function_formula_from_graph", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/functions/graph_shapes", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, function types)",
    variations=["function_types", "numeric_values", "colors_labels"],
)
class FunctionFormulaFromGraph(SeedProgram):
    def sample(self, rng):
        kind = str(rng.choice(KINDS))
        q = sample_params(kind, rng)
        y0 = float(evaluate(kind, q, 0.0))
        others = [str(k) for k in rng.choice([k for k in KINDS if k != kind], 2, replace=False)]
        return {"kind": kind, "q": q, "others": [[k, same_intercept(k, y0)] for k in others],
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _options(self, p):
        """[(text, sympy), ...]: the plotted function first, then the distractors."""
        opts = [formula(p["kind"], p["q"]), formula(p["kind"], near_miss(p["kind"], p["q"]))]
        opts += [formula(k, q) for k, q in p["others"]]
        return opts

    def question(self, p):
        return "The graph of a function is shown. Which formula describes it?"

    def answer(self, p):
        opts = self._options(p)
        return Choice(opts[0][0], [t for t, _ in opts[1:]])

    def verify(self, p):
        # Match every option symbolically against the plotted curve's values on a grid of x.
        x = sp.Symbol("x")
        xs = np.linspace(-4, 4, 33)
        ys = evaluate(p["kind"], p["q"], xs)
        errors = []
        for text, expr in self._options(p):
            f = sp.lambdify(x, sp.sympify(expr, locals={"Rational": sp.Rational}), "numpy")
            errors.append((float(np.max(np.abs(f(xs) - ys))), text))
        matches = [t for e, t in errors if e < 1e-9]
        return matches[0] if len(matches) == 1 else "no unique match"

    def draw(self, p, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim, equal=False)
        draw.plot_graph(ax, lambda x: evaluate(p["kind"], p["q"], x), lim, lim,
                        color=draw.PALETTE[p["color"]], samples=1200)

    def description(self, p):
        xs = [-3, -2, -1, 0, 1, 2, 3]
        pts = ", ".join(f"({x}, {draw.fmt(float(evaluate(p['kind'], p['q'], float(x))), 3)})" for x in xs)
        return ("A smooth curve is plotted on a coordinate grid from x = -6 to x = 6. It passes through "
                f"the points {pts}.")
