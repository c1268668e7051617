"""Algebra: pick the factored form of a polynomial from its graph (zeros, multiplicities, end behaviour)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

SUP = {1: "", 2: "²", 3: "³"}
LIM = 6


def _factor(r, m):
    base = "x" if r == 0 else (f"(x - {r})" if r > 0 else f"(x + {-r})")
    if m > 1 and r == 0:
        return "x" + SUP[m]
    return base + SUP[m]


def formula(roots, mults, sign):
    body = "".join(_factor(r, m) for r, m in zip(roots, mults))
    return f"y = a{body}, a {'>' if sign > 0 else '<'} 0"


@seed_program(
    id="polynomial_graph_factored_form", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/polynomials/zeros_multiplicity", "algebra/polynomials/end_behaviour"],
    source="DynaMath-style (algebra, matching a polynomial to its graph)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class PolynomialGraphFactoredForm(SeedProgram):
    levels = Levels(
        standard=dict(zeros=OneOf((2, 3, 3)), root=IntRange(-4, 4), min_gap=2, mult=OneOf((1, 1, 2, 3)),
                      degree=IntRange(3, 5)),
        hard=dict(zeros=OneOf((3, 3, 4)), root=IntRange(-5, 5), min_gap=2, mult=OneOf((1, 2, 2, 3)),
                  degree=IntRange(4, 6)),
        hard_means="three or four zeros, mostly with a double or triple one, degree 4-6: more crossings and "
                   "touchings to read and flatter arches near the zeros",
    )

    def sample(self, rng, space):
        for _ in attempts("zeros spread around the y-axis, a mixed multiplicity pattern, clear arches"):
            n = int(space.zeros.draw(rng))
            roots = sorted(int(v) for v in rng.choice(np.arange(space.root.lo, space.root.hi + 1), size=n, replace=False))
            if min(np.diff(roots)) < space.min_gap or roots[0] > -1 or roots[-1] < 1:  # spread around the y-axis
                continue
            mults = [int(space.mult.draw(rng)) for _ in roots]
            if sum(mults) > space.degree.hi or sum(mults) < space.degree.lo or all(m == 1 for m in mults):
                continue
            if sorted(-r for r in roots) == roots and mults == mults[::-1]:
                continue  # symmetric: negating the zeros would give the same option
            sign = int(rng.choice([-1, 1]))
            xs = np.linspace(roots[0], roots[-1], 801)
            g = np.prod([(xs - r) ** m for r, m in zip(roots, mults)], axis=0)
            scale = 4.0 / np.max(np.abs(g))
            lobes = [np.max(np.abs(g[(xs > a) & (xs < b)])) * scale for a, b in zip(roots, roots[1:])]
            if min(lobes) < 0.8:
                continue
            break
        g = {"roots": roots, "mults": mults, "sign": sign, "scale": float(scale),
             "color": str(rng.choice(["blue", "green", "purple", "red"]))}
        right, wrong = self._options(g)
        # the four equations offered are part of the statement (sorted: their order tells nothing)
        g["options"] = sorted(([list(o[0]), list(o[1]), o[2]] for o in [right] + wrong), key=lambda o: formula(*o))
        return g

    def _options(self, p):
        """The correct (roots, mults, sign) and three wrong ones (common misreadings)."""
        roots, mults, sign = p["roots"], p["mults"], p["sign"]
        right = (roots, mults, sign)
        neg = sorted(zip([-r for r in roots], mults))
        cands = [
            (roots, mults, -sign),                                      # end behaviour misread
            ([r for r, _ in neg], [m for _, m in neg], sign),           # (x - r) confused with (x + r)
            (roots, [1 if m > 1 else 2 for m in mults], sign),          # touching vs crossing swapped
            (roots, [3 if m == 2 else (2 if m == 3 else m) for m in mults], sign),
            (roots, mults[::-1], sign),
            ([r + 1 for r in roots], mults, sign),                      # zeros read one square off
        ]

        def crossing(c):  # what the graph shows of an option: where it crosses or touches, and its sign
            return c[0], [m % 2 for m in c[1]], c[2]

        out = []
        for c in cands:  # an option differing only in an odd multiplicity (1 vs 3) is not wrong by the picture
            if crossing(c) != crossing(right) and formula(*c) not in [formula(*o) for o in out]:
                out.append(c)
        return right, out[:3]

    def question(self, g):
        return ("The graph shows a polynomial function; every zero is a grid point. Which equation could it have "
                "(a is a real constant)?")

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(formula(*right), [formula(*w) for w in wrong])

    def verify(self, g):
        # Brute force over the offered equations: the one whose sign pattern matches the described graph
        # (its zeros, crossing or touching, and its right end), sampled between and beyond the zeros.
        xs = np.linspace(-LIM, LIM, 1201)
        xs = xs[np.all(np.abs(xs[:, None] - np.array(g["roots"])[None, :]) > 1e-6, axis=1)]
        truth = np.ones_like(xs) * g["sign"]
        for r, m in zip(g["roots"], g["mults"]):
            truth = truth * np.where((xs < r) & (m % 2 == 1), -1.0, 1.0)
        match = []
        for roots, mults, sign in g["options"]:
            vals = sign * np.prod([(xs - r) ** m for r, m in zip(roots, mults)], axis=0)
            if np.all(np.sign(vals) == truth):
                match.append(formula(roots, mults, sign))
        return Choice(match[0] if len(match) == 1 else "ambiguous", [])

    def _f(self, p, x):
        x = np.asarray(x, float)
        return p["sign"] * p["scale"] * np.prod([(x - r) ** m for r, m in zip(p["roots"], p["mults"])], axis=0)

    def draw(self, g, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        draw.plot_graph(ax, lambda x: self._f(g, x), lim, lim, color=draw.PALETTE[g["color"]])

    def subquestions(self, g):
        r, m = g["roots"][0], g["mults"][0]
        word = "crosses" if m % 2 else "touches"
        return [SubQuestion(f"A polynomial has the factor {_factor(r, m)} and no other factor vanishing at x = {r}. "
                            f"What is the multiplicity of the zero x = {r}?", Number(m),
                            "algebra/polynomials/zeros_multiplicity")] if word else []

    def description(self, g):
        parts = []
        for r, m in zip(g["roots"], g["mults"]):
            how = "crosses the x-axis" if m == 1 else ("touches the x-axis and turns back" if m == 2 else
                                                       "crosses the x-axis while flattening out")
            parts.append(f"at x = {r} it {how}")
        ends = "rises to the right" if g["sign"] > 0 else "falls to the right"
        return (f"A polynomial's graph has zeros only at " + ", ".join(str(r) for r in g["roots"]) + "; "
                + "; ".join(parts) + f"; its graph {ends}. Which equation could it have (a is a real constant)? "
                + "The options are " + "; ".join(formula(*o) for o in g["options"]) + ".")
