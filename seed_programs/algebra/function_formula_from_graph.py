"""Algebra: pick the formula of a plotted function (linear, quadratic, exponential or sine)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, seed_program
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


def sample_params(kind, rng, space):
    if kind == "linear":
        return {"m": float(space.m.draw(rng)), "c": space.c_linear.draw(rng)}
    if kind == "quadratic":
        a = float(space.a.draw(rng))
        return {"a": a, "h": int(space.h.draw(rng)),
                "k": space.k_opening_up.draw(rng) if a > 0 else space.k_opening_down.draw(rng)}
    if kind == "exponential":
        return {"b": float(space.b.draw(rng)), "c": space.c_exponential.draw(rng)}
    return {"A": int(space.A.draw(rng)), "P": int(space.P.draw(rng)), "c": space.c_sine.draw(rng)}


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
        q["P"] = {2: 4, 3: 2, 4: 2}.get(q["P"], 2)
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
    levels = Levels(
        standard=dict(kind=OneOf(KINDS), m=OneOf((-3, -2, -1, -0.5, 0.5, 1, 2, 3)), c_linear=IntRange(-3, 3),
                      a=OneOf((-2, -1, -0.5, 0.5, 1, 2)), h=OneOf((-2, -1, 1, 2)),
                      k_opening_up=IntRange(-4, 0), k_opening_down=IntRange(0, 4),
                      b=OneOf((2, 3, 0.5)), c_exponential=IntRange(-4, 2),
                      A=OneOf((-3, -2, 2, 3)), P=OneOf((2, 3, 4)), c_sine=IntRange(-2, 2)),
        hard=dict(kind=OneOf(KINDS, p=(0.1, 0.35, 0.2, 0.35)), m=OneOf((-2.5, -1.5, -0.5, 0.5, 1.5, 2.5)),
                  c_linear=IntRange(-4, 4), a=OneOf((-1.5, -0.5, 0.5, 1.5)), h=OneOf((-3, -2, -1, 1, 2, 3)),
                  k_opening_up=IntRange(-4, 0), k_opening_down=IntRange(0, 4),
                  b=OneOf((4, 3, 0.5, 0.25)), c_exponential=IntRange(-4, 2),
                  A=OneOf((-3, -2, -1, 1, 2, 3)), P=OneOf((2, 3, 4)), c_sine=IntRange(-2, 2)),
        hard_means="mostly quadratics and sines with half-integer slopes and leading coefficients, shifts "
                   "up to ±3 and bases 1/4 and 4, so the formula must be read off the grid precisely",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        q = sample_params(kind, rng, space)
        y0 = float(evaluate(kind, q, 0.0))
        others = [str(k) for k in rng.choice([k for k in KINDS if k != kind], 2, replace=False)]
        return {"kind": kind, "q": q, "others": [[k, same_intercept(k, y0)] for k in others],
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _options(self, p):
        """[(text, sympy), ...]: the plotted function first, then the distractors."""
        opts = [formula(p["kind"], p["q"]), formula(p["kind"], near_miss(p["kind"], p["q"]))]
        opts += [formula(k, q) for k, q in p["others"]]
        return opts

    def question(self, g):
        return "The graph of a function is shown. Which formula describes it?"

    def answer(self, p):
        opts = self._options(p)
        return Choice(opts[0][0], [t for t, _ in opts[1:]])

    def verify(self, g):
        # Recover the formula from the plotted curve alone: fit each family to its values at integer x
        # (finite differences / least squares), keep the family that reproduces the whole curve exactly.
        xs = np.arange(-4, 5, dtype=float)
        ys = np.array([float(evaluate(g["kind"], g["q"], x)) for x in xs])
        y = dict(zip(xs.astype(int).tolist(), ys))
        half = lambda v: round(v * 4) / 4
        fits = []
        if abs(y[1] - 2 * y[0] + y[-1]) < 1e-9:                      # second difference 0: a line
            fits.append(("linear", {"m": half(y[1] - y[0]), "c": int(round(y[0]))}))
        a2, a1, a0 = np.polyfit(xs, ys, 2)
        if abs(a2) > 1e-6:
            h = -a1 / (2 * a2)
            fits.append(("quadratic", {"a": half(a2), "h": int(round(h)), "k": int(round(a0 - a2 * h * h))}))
        if abs(y[1] - y[0]) > 1e-9:
            b = (y[2] - y[1]) / (y[1] - y[0])
            if half(b) > 0:
                fits.append(("exponential", {"b": half(b), "c": int(round(y[0] - 1))}))
        for P in range(1, 9):
            s = np.sin(np.pi * xs / P)
            if np.sum(s * s) > 1e-9:
                A = float(np.sum(s * (ys - y[0])) / np.sum(s * s))
                fits.append(("sine", {"A": int(round(A)), "P": P, "c": int(round(y[0]))}))
        exact = []
        for kind, q in fits:
            if kind == "linear" and q["m"] == 0 or kind == "sine" and q["A"] == 0:
                continue
            fine = np.linspace(-5, 5, 41)
            if np.max(np.abs(evaluate(kind, q, fine) - evaluate(g["kind"], g["q"], fine))) < 1e-9:
                exact.append(formula(kind, q)[0])
        exact = sorted(set(exact))
        return exact[0] if len(exact) == 1 else "no unique match"

    def draw(self, g, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim, equal=False)
        draw.plot_graph(ax, lambda x: evaluate(g["kind"], g["q"], x), lim, lim,
                        color=draw.PALETTE[g["color"]], samples=1200)

    def description(self, g):
        xs = [-3, -2, -1, 0, 1, 2, 3]
        pts = ", ".join(f"({x}, {draw.fmt(float(evaluate(g['kind'], g['q'], float(x))), 3)})" for x in xs)
        return ("A smooth curve is plotted on a coordinate grid from x = -6 to x = 6. It passes through "
                f"the points {pts}.")
