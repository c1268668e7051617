"""Algebra: pick the factored form of a polynomial from its graph (zeros, multiplicities, end behaviour)."""
import numpy as np

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Number, seed_program
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
    def sample(self, rng):
        while True:
            n = int(rng.choice([2, 3, 3]))
            roots = sorted(int(v) for v in rng.choice(np.arange(-4, 5), size=n, replace=False))
            if min(np.diff(roots)) < 2 or roots[0] > -1 or roots[-1] < 1:  # spread around the y-axis
                continue
            mults = [int(rng.choice([1, 1, 2, 3])) for _ in roots]
            if sum(mults) > 5 or sum(mults) < 3 or all(m == 1 for m in mults):
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
        return {"roots": roots, "mults": mults, "sign": sign, "scale": float(scale),
                "color": str(rng.choice(["blue", "green", "purple", "red"]))}

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

    def question(self, p):
        return ("The graph shows a polynomial function; every zero is a grid point. Which equation could it have "
                "(a is a real constant)?")

    def answer(self, p):
        right, wrong = self._options(p)
        return Choice(formula(*right), [formula(*w) for w in wrong])

    def verify(self, p):
        # Brute force: the one option whose sign pattern matches the plotted function everywhere.
        right, wrong = self._options(p)
        xs = np.linspace(-LIM, LIM, 1201)
        xs = xs[np.all(np.abs(xs[:, None] - np.array(p["roots"])[None, :]) > 1e-6, axis=1)]
        truth = np.sign(self._f(p, xs))
        match = []
        for roots, mults, sign in [right] + wrong:
            vals = sign * np.prod([(xs - r) ** m for r, m in zip(roots, mults)], axis=0)
            if np.all(np.sign(vals) == truth):
                match.append(formula(roots, mults, sign))
        return Choice(match[0] if len(match) == 1 else "ambiguous", [])

    def _f(self, p, x):
        x = np.asarray(x, float)
        return p["sign"] * p["scale"] * np.prod([(x - r) ** m for r, m in zip(p["roots"], p["mults"])], axis=0)

    def draw(self, p, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        draw.plot_graph(ax, lambda x: self._f(p, x), lim, lim, color=draw.PALETTE[p["color"]])

    def subquestions(self, p):
        r, m = p["roots"][0], p["mults"][0]
        word = "crosses" if m % 2 else "touches"
        return [SubQuestion(f"A polynomial has the factor {_factor(r, m)} and no other factor vanishing at x = {r}. "
                            f"What is the multiplicity of the zero x = {r}?", Number(m),
                            "algebra/polynomials/zeros_multiplicity")] if word else []

    def description(self, p):
        parts = []
        for r, m in zip(p["roots"], p["mults"]):
            how = "crosses the x-axis" if m == 1 else ("touches the x-axis and turns back" if m == 2 else
                                                       "crosses the x-axis while flattening out")
            parts.append(f"at x = {r} it {how}")
        ends = "rises to the right" if p["sign"] > 0 else "falls to the right"
        return (f"A polynomial's graph has zeros only at " + ", ".join(str(r) for r in p["roots"]) + "; "
                + "; ".join(parts) + f"; its graph {ends}. Which equation could it have (a is a real constant)?")
