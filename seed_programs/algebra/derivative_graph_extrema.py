"""Calculus: from the graph of f′, find where f has its local maxima or minima (sign changes of f′)."""
import numpy as np
from scipy.integrate import cumulative_trapezoid

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

LIM = 6


def _set_text(xs):
    xs = sorted(xs)
    if not xs:
        return "none"
    if len(xs) == 1:
        return f"x = {xs[0]} only"
    return ", ".join(f"x = {x}" for x in xs[:-1]) + f" and x = {xs[-1]}"


@seed_program(
    id="derivative_graph_extrema", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["calculus/derivatives/first_derivative_test", "calculus/derivatives/derivative_graph_reading"],
    source="DynaMath-style (calculus, reading the graph of a derivative)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class DerivativeGraphExtrema(SeedProgram):
    levels = Levels(
        standard=dict(zeros=OneOf((2, 3, 3, 4)), root=IntRange(-5, 5), min_gap=2, double_root_p=0.5,
                      peak=OneOf((3, 4, 5))),
        hard=dict(zeros=OneOf((4, 4, 5)), root=IntRange(-6, 6), min_gap=2, double_root_p=0.8,
                  peak=OneOf((4, 5))),
        hard_means="four or five zeros of f′, usually one where f′ only touches the axis (no extremum "
                   "there), so more sign changes to read and a tempting wrong zero",
    )

    def sample(self, rng, space):
        for _ in attempts("zeros at least min_gap apart and every arch of f′ at least 0.9 high"):
            n = int(space.zeros.draw(rng))
            roots = sorted(int(v) for v in rng.choice(np.arange(space.root.lo, space.root.hi + 1), size=n, replace=False))
            if min(np.diff(roots)) < space.min_gap:
                continue
            mult = [1] * n
            if n >= 3 and rng.random() < space.double_root_p:
                mult[int(rng.integers(0, n))] = 2  # a root where f′ touches the axis: no extremum
            sign = int(rng.choice([-1, 1]))
            xs = np.linspace(roots[0], roots[-1], 401)
            g = np.prod([(xs - r) ** m for r, m in zip(roots, mult)], axis=0)
            peak = np.max(np.abs(g))
            scale = float(space.peak.draw(rng)) / peak
            lobes = [np.max(np.abs(g[(xs > a) & (xs < b)])) * scale for a, b in zip(roots, roots[1:])]
            if min(lobes) < 0.9:  # every arch between zeros must be clearly above or below the axis
                continue
            break
        return {"roots": roots, "mult": mult, "sign": sign, "scale": scale,
                "asked": str(rng.choice(["max", "min"])), "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _fp(self, p, x):
        return p["sign"] * p["scale"] * np.prod([(np.asarray(x, float) - r) ** m
                                                 for r, m in zip(p["roots"], p["mult"])], axis=0)

    def _extrema(self, p):
        """(maxima, minima) from the sign of f′ just left and right of each root."""
        mx, mn = [], []
        for r in p["roots"]:
            left, right = np.sign(self._fp(p, r - 0.5)), np.sign(self._fp(p, r + 0.5))
            if left > 0 > right:
                mx.append(r)
            elif left < 0 < right:
                mn.append(r)
        return mx, mn

    def question(self, g):
        kind = "maximum" if g["asked"] == "max" else "minimum"
        return ("The graph shows y = f′(x), the derivative of a function f defined for all real x; every zero of "
                f"f′ is a grid point. At which x-values does f have a local {kind}?")

    def answer(self, p):
        mx, mn = self._extrema(p)
        right, other = (mx, mn) if p["asked"] == "max" else (mn, mx)
        cands = [other, p["roots"], right + [r for r in p["roots"] if r not in mx + mn], [],
                 [r for r in p["roots"] if r not in right]]
        texts = []
        for c in cands:
            t = _set_text(c)
            if t != _set_text(right) and t not in texts:
                texts.append(t)
        extra = [[r] for r in p["roots"]] + [[r + 1] for r in p["roots"]]
        for c in extra:
            t = _set_text(c)
            if len(texts) >= 3:
                break
            if t != _set_text(right) and t not in texts:
                texts.append(t)
        return Choice(_set_text(right), texts[:3])

    def verify(self, g):
        # From the stated factored form alone: f′ = sign·Π(x - r)^m as a numpy polynomial (the positive
        # scale does not move extrema), integrated numerically; strict local extrema of f on a fine grid.
        coeffs = g["sign"] * np.poly([r for r, m in zip(g["roots"], g["mult"]) for _ in range(m)])
        xs = np.linspace(-8, 8, 16001)
        f = cumulative_trapezoid(np.polyval(coeffs, xs), xs, initial=0.0)
        found = []
        for i in range(200, len(xs) - 200):
            window = f[i - 200:i + 201]
            if g["asked"] == "max" and f[i] == window.max() and f[i] > window[0] and f[i] > window[-1]:
                found.append(int(round(xs[i])))
            if g["asked"] == "min" and f[i] == window.min() and f[i] < window[0] and f[i] < window[-1]:
                found.append(int(round(xs[i])))
        return Choice(_set_text(sorted(set(found))), [])

    def draw(self, g, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda x: self._fp(g, x), lim, lim, color=colour)
        xs = np.linspace(*lim, 600)
        ys = self._fp(g, xs)
        keep = np.abs(ys) < LIM + 0.5
        curve = np.column_stack([xs[keep], ys[keep]])
        best = None
        for X in [np.array([x, y]) for x in (-5, -4.5, -4, -3.5, -3, -2.5, 2.5, 3, 3.5, 4, 4.5, 5) for y in (-5.0, -4.0, 4.0, 5.0)]:
            clear = float(np.min(np.linalg.norm(curve - X, axis=1)))
            if best is None or clear > best[0]:
                best = (clear, X)
        ax.text(best[1][0], best[1][1], "y = f′(x)", fontsize=14, color=colour, ha="center", va="center", zorder=7,
                bbox={"fc": "white", "ec": "none", "pad": 1, "alpha": 0.85})

    def subquestions(self, g):
        r = g["roots"][0]
        left, right = np.sign(self._fp(g, r - 0.5)), np.sign(self._fp(g, r + 0.5))
        word = {(1, -1): "a local maximum", (-1, 1): "a local minimum"}.get((left, right), "neither")
        sl = "positive" if left > 0 else "negative"
        sr = "positive" if right > 0 else "negative"
        opts = ["a local maximum", "a local minimum", "neither"]
        return [SubQuestion(f"f′({r}) = 0, f′(x) is {sl} just left of x = {r} and {sr} just right of it. Does f have "
                            f"a local maximum, a local minimum or neither at x = {r}?",
                            Choice(word, [o for o in opts if o != word] + ["an inflection point only"][:1]),
                            "calculus/derivatives/first_derivative_test")]

    def description(self, g):
        factors = " · ".join(f"(x - {r})" + ("²" if m == 2 else "") if r >= 0 else f"(x + {-r})" + ("²" if m == 2 else "")
                             for r, m in zip(g["roots"], g["mult"]))
        kind = "maximum" if g["asked"] == "max" else "minimum"
        sign = "positive" if g["sign"] > 0 else "negative"
        return (f"The derivative of f is f′(x) = c · {factors} with a {sign} constant c. At which x-values does f "
                f"have a local {kind}?")
