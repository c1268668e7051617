"""Calculus: from the plotted graph of f′, on which intervals is f concave up (or down)?"""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

INF = "∞"


def _set_text(intervals):
    """'(-∞, -1) ∪ (2, ∞)' from [[None, -1], [2, None]]."""
    def end(v, sign):
        return (sign + INF) if v is None else draw.fmt(v)
    return " ∪ ".join(f"({end(a, '-')}, {end(b, '')})" for a, b in intervals)


def _sign_runs(roots, lead_sign):
    """Maximal open intervals between the distinct roots with the sign of Π(x - r)·lead_sign on each."""
    cuts = sorted(set(roots))
    edges = [None] + cuts + [None]
    runs = []
    for a, b in zip(edges, edges[1:]):
        probe = (b - 1) if a is None else ((a + 1) if b is None else (a + b) / 2)
        runs.append([a, b, lead_sign * np.prod([probe - r for r in roots]) > 0])
    return runs


def _merge(runs, positive):
    out = []
    for a, b, pos in runs:
        if pos != positive:
            continue
        if out and out[-1][1] == a:
            out[-1][1] = b
        else:
            out.append([a, b])
    return out


@seed_program(
    id="concavity_from_derivative_graph", topic="analytic_geometry", level="undergraduate", difficulty="hard",
    question_type="multiple_choice",
    concepts=["calculus/derivatives/concavity", "calculus/derivatives/derivative_graph_reading"],
    source="DynaMath-style (calculus, concavity read from the graph of the derivative)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class ConcavityFromDerivativeGraph(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(("two",)), root=IntRange(-4, 3), gap=IntRange(2, 5), ask=OneOf(("up", "down"))),
        hard=dict(shape=OneOf(("double", "three", "three")), root=IntRange(-4, 3), gap=IntRange(1, 3),
                  ask=OneOf(("up", "down"))),
        hard_means="f′ is a quartic: either three turning points, or two flat points of which one is a horizontal "
                   "inflection of f′ (f″ = 0 there without a sign change), and a distractor that wrongly splits there; "
                   "flat points may be as close as one grid step",
    )

    def sample(self, rng, space):
        for _ in attempts("f′ with its flat points at grid points, rises of at least 1, the curve inside the window"):
            shape = str(space.shape.draw(rng))
            p = int(space.root.draw(rng))
            q = p + int(space.gap.draw(rng))
            if shape == "two":
                roots = [p, q]
            elif shape == "double":
                roots = [p, p, q] if rng.random() < 0.5 else [p, q, q]
            else:
                roots = [p, q, q + int(space.gap.draw(rng))]
            if max(roots) > 5 or min(roots) < -5:
                continue
            # scale f″ so that f′ sits at half-integers at every flat point: between consecutive flat points f′
            # rises by scale·∫Π(x − r)dx, a whole number of twelfths for whole roots
            unit = np.polyint(np.poly(roots))
            flats = sorted(set(roots))
            rises = [abs(round(12 * float(np.polyval(unit, b) - np.polyval(unit, a))))
                     for a, b in zip(flats, flats[1:])]
            halves = [r // np.gcd.reduce(rises) for r in rises]                # the rises in units of 1/2 at m = 1
            m = int(rng.integers(1, max(1, 12 // max(halves)) + 1))          # the largest rise at most 6
            if m * min(halves) < 2:                                          # and every rise at least 1: visible
                continue
            scale = float(6 / np.gcd.reduce(rises) * m * rng.choice([-1, 1]))
            second = scale * np.poly(roots)                                 # f″
            first = np.polyint(second)                                      # f′ up to a constant
            c = float(rng.integers(-3, 4)) - float(np.polyval(first, roots[0]))
            first[-1] += c
            vals = np.polyval(first, sorted(set(roots)))
            if np.any(np.abs(vals - np.round(vals * 2) / 2) > 1e-9) or np.abs(vals).max() > 5:
                continue
            lo, hi = min(roots) - 2, max(roots) + 2
            ys = np.polyval(first, np.linspace(lo, hi, 400))
            if np.ptp(np.polyval(first, np.linspace(roots[0] - 1, roots[-1] + 1, 100))) < 2:
                continue
            if lo < -6 or hi > 6 or np.abs(np.polyval(first, np.linspace(lo + 0.8, hi - 0.8, 200))).max() > 6.5:
                continue
            break
        ask = str(space.ask.draw(rng))
        lead = 1 if scale > 0 else -1
        runs = _sign_runs(roots, lead)
        right = _merge(runs, ask == "up")
        wrong = [_merge(runs, ask != "up")]                                # the complement
        last = runs[-1][2]                                                 # the sign at +∞ is always right
        alternating = [[a, b, last if (len(runs) - 1 - i) % 2 == 0 else not last] for i, (a, b, _) in enumerate(runs)]
        wrong.append(_merge(alternating, ask == "up"))                     # the sign flipping at every flat point
        shifted = [[None if a is None else a - 1, None if b is None else b - 1] for a, b in right]
        wrong.append(shifted)
        wrong.append([[None if a is None else a + 1, None if b is None else b + 1] for a, b in right])
        options = [right]
        for w in wrong:
            if w and _set_text(w) not in [_set_text(o) for o in options]:
                options.append(w)
        options = options[:4]
        order = [int(i) for i in rng.permutation(len(options))]
        givens = {"first": [float(v) for v in first], "degree": len(first) - 1, "ask": ask,
                  "options": [options[i] for i in order], "window": [lo, hi],
                  "color": str(rng.choice(["blue", "green", "purple", "red"]))}
        return givens, {"right": order.index(0)}

    def question(self, g):
        word = "concave up" if g["ask"] == "up" else "concave down"
        return (f"The figure shows the graph of the derivative f′ of a function f (not f itself); f′ is a polynomial "
                f"of degree {g['degree']}. On which of the {len(g['options'])} interval sets below is the graph of f "
                f"{word} (and nowhere else)?")

    def answer(self, p):
        texts = [_set_text(o) for o in p["options"]]
        return Choice(texts[p["right"]], [t for i, t in enumerate(texts) if i != p["right"]])

    def verify(self, g):
        # Numerically: f″ as the finite-difference slope of f′ on a fine grid; an option is right when, at every
        # grid point not within 0.02 of a flat point of f′, membership in the option matches the sign asked for.
        xs = np.linspace(-30, 30, 120001)
        fp = np.polyval(g["first"], xs)
        fpp = np.gradient(fp, xs)
        want = fpp > 0 if g["ask"] == "up" else fpp < 0
        window = np.abs(xs) < 8
        flat = np.abs(fpp) < 1e-4 * np.abs(fpp[window]).max()
        width = int(round(0.02 / (xs[1] - xs[0])))
        keep = np.convolve(flat.astype(float), np.ones(2 * width + 1), mode="same") == 0
        keep[:5] = keep[-5:] = False
        fits = []
        for opt in g["options"]:
            inside = np.zeros_like(xs, bool)
            for a, b in opt:
                inside |= (xs > (-np.inf if a is None else a)) & (xs < (np.inf if b is None else b))
            fits.append(bool(np.all(inside[keep] == want[keep])))
        assert sum(fits) == 1, f"{sum(fits)} options fit the sign of f″"
        return Choice(_set_text(g["options"][fits.index(True)]), [])

    def draw(self, g, ax, hide=()):
        lo, hi = g["window"]
        xlim = (min(lo, -1) - 0.5, max(hi, 1) + 0.5)
        ylim = (-6.5, 6.5)
        draw.grid_axes(ax, xlim, ylim, equal=False)
        colour = draw.PALETTE[g["color"]]
        draw.plot_graph(ax, lambda t: np.polyval(g["first"], t), xlim, ylim, color=colour)
        ax.set_title("y = f′(x)", fontsize=14, color=colour, pad=22)

    def subquestions(self, g):
        second = np.polyder(g["first"])
        roots = sorted({round(float(r.real), 6) for r in np.roots(second) if abs(r.imag) < 1e-6})
        changes = sum(1 for r in roots if np.polyval(second, r - 0.01) * np.polyval(second, r + 0.01) < 0)
        return [
            SubQuestion(f"The graph of f′ (a polynomial of degree {g['degree']}) is shown. At how many x-values does "
                        f"f′ have a horizontal tangent?", Number(len(roots)), "calculus/derivatives/derivative_graph_reading"),
            SubQuestion(f"The graph of f′ (a polynomial of degree {g['degree']}) is shown. How many inflection points "
                        f"does the graph of f have?", Number(changes), "calculus/derivatives/concavity"),
        ]

    def description(self, g):
        second = np.polyder(g["first"])
        roots = sorted({round(float(r.real), 6) for r in np.roots(second) if abs(r.imag) < 1e-6})
        pts = ", ".join(f"({draw.fmt(r)}, {draw.fmt(np.polyval(g['first'], r))})" for r in roots)
        lead = "rises" if g["first"][0] > 0 else "falls"
        return (f"The graph of y = f′(x), a polynomial of degree {g['degree']}, is drawn on a grid. It has a horizontal "
                f"tangent exactly at the points {pts}, and it {lead} as x → +∞; between these points it is monotonic.")
