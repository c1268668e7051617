"""Algebra: on which interval is the plotted cubic function increasing (or decreasing)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

LIM = 6.5


def _num(v):
    if v == -np.inf:
        return "-∞"
    if v == np.inf:
        return "∞"
    return draw.fmt(v)


def _iv(a, b):
    return f"({_num(a)}, {_num(b)})"


@seed_program(
    id="monotonic_interval_from_graph", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/functions/reading_graphs", "algebra/functions/monotonic_intervals"],
    source="DynaMath-style (algebra, monotonicity from a graph)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class MonotonicIntervalFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(turn=IntRange(-4, 4), min_gap=2, height=IntRange(3, 7), y_window=IntRange(-5, 5)),
        hard=dict(turn=IntRange(-5, 5), min_gap=1, height=IntRange(2, 4), y_window=IntRange(-5, 5)),
        hard_means="turning points closer together (down to 1 apart) and only 2-4 units apart in height, so "
                   "the short middle piece and the turning x-values are harder to read off",
    )

    def sample(self, rng, space):
        for _ in attempts("turning points at least min_gap apart and a moderate constant"):
            p, q = sorted(int(v) for v in rng.choice(space.turn.values, 2, replace=False))
            if q - p < space.min_gap:
                continue
            H = space.height.draw(rng)
            sign = int(rng.choice([-1, 1]))
            k = sign * 6 * H / (q - p) ** 3                # f(p) - f(q) = sign * H
            low = int(rng.integers(space.y_window.lo, space.y_window.hi + 1 - H))   # the lower turning value
            fq_raw = k * (q ** 3 / 3 - (p + q) * q ** 2 / 2 + p * q * q)
            fq = low if sign > 0 else low + H
            c = fq - fq_raw
            if abs(c) > 1e6:
                continue
            break
        # givens: the two marked turning points (the figure shows them), what is asked, the options offered
        g = {"p": p, "q": q, "fp": int(fq + sign * H), "fq": int(fq),
             "ask": str(rng.choice(["increasing", "decreasing"]))}
        hidden = {"k": float(k), "c": float(c), "side": int(rng.integers(0, 2))}
        g["name"] = str(rng.choice(["f", "g", "h"]))
        g["color"] = str(rng.choice(["blue", "red", "green", "purple"]))
        offered = self.answer({**g, **hidden})
        g["options"] = sorted([offered.correct, *offered.distractors])
        return g, hidden

    @staticmethod
    def _curve(g):
        """The cubic with turning points (p, fp) and (q, fq): f' = k(x - p)(x - q), for the figure."""
        p, q = g["p"], g["q"]
        k = 6 * (g["fp"] - g["fq"]) / (q - p) ** 3
        c = g["fq"] - k * (q ** 3 / 3 - (p + q) * q ** 2 / 2 + p * q * q)
        return lambda x: k * (np.asarray(x, float) ** 3 / 3 - (p + q) * np.asarray(x, float) ** 2 / 2
                              + p * q * np.asarray(x, float)) + c

    def question(self, g):
        n = g["name"]
        return f"The graph of y = {n}(x) is shown. On which interval is {n} {g['ask']}?"

    def answer(self, p):
        a, b = p["p"], p["q"]
        outer_up = p["k"] > 0                      # increasing on both outer pieces
        want_outer = (p["ask"] == "increasing") == outer_up
        outer = [_iv(-np.inf, a), _iv(b, np.inf)]
        ylo, yhi = sorted((p["fp"], p["fq"]))
        if want_outer:
            right = outer[p["side"]]
            wrong = [_iv(a, b), _iv(-np.inf, b) if p["side"] == 0 else _iv(a, np.inf), _iv(ylo, yhi)]
        else:
            right = _iv(a, b)
            wrong = outer + [_iv(ylo, yhi)]
        runs = [(-np.inf, a), (b, np.inf)] if want_outer else [(a, b)]
        # the y-range distractor must be wrong: not a repeat, and not itself inside a correct interval
        if _iv(ylo, yhi) in [right] + wrong[:-1] or any(lo <= ylo and yhi <= hi for lo, hi in runs):
            wrong[-1] = _iv(a - 1, b + 1)
        return Choice(right, wrong)

    def verify(self, g):
        # First-derivative test from the two stated turning points: f' = K(x - p)(x - q) with K > 0 exactly
        # when the left turning point is the higher one; test each offered interval by the sign of f' on it.
        a, b = g["p"], g["q"]
        K = 1.0 if g["fp"] > g["fq"] else -1.0
        want = 1 if g["ask"] == "increasing" else -1
        ok = []
        for text in g["options"]:
            lo, hi = (float(v.replace("∞", "inf")) for v in text.strip("()").split(", "))
            probe = np.linspace(max(lo, -1e3), min(hi, 1e3), 20001)[1:-1]
            if probe.size and np.all(want * K * (probe - a) * (probe - b) > 0):
                ok.append(text)
        return ok[0] if len(ok) == 1 else "no single option"

    def draw(self, g, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        col = draw.PALETTE[g["color"]]
        f = self._curve(g)
        draw.plot_graph(ax, f, lim, lim, color=col, linewidth=2.4)
        for x, y in ((g["p"], g["fp"]), (g["q"], g["fq"])):
            ax.plot([x], [y], "o", color=col, markersize=7, zorder=5)
        xs = np.linspace(-LIM, LIM, 800)
        curve = np.column_stack([xs, np.clip(f(xs), -50, 50)])
        best, spot = -1.0, (3.5, 5.5)
        for cx in np.arange(-4.5, 4.6, 0.5):
            for cy in np.arange(-5.6, 5.7, 0.4):
                box = np.array([[cx + dx, cy + dy] for dx in (-1.3, 0, 1.3) for dy in (-0.3, 0.3)])
                clear = min(float(np.min(np.linalg.norm(curve - b, axis=1))) for b in box)
                clear = min(clear, abs(cy) - 0.2, abs(cx) + 0.1 if abs(cx) > 1.6 else 0.0, 1.2)
                if clear > best + 1e-9:
                    best, spot = clear, (cx, cy)
        ax.text(spot[0], spot[1], f"y = {g['name']}(x)", fontsize=13, color=col, ha="center", va="center",
                bbox={"fc": "white", "ec": "none", "pad": 1})

    def subquestions(self, g):
        return [SubQuestion(f"At which x does {g['name']} have its local maximum?",
                            Number(g["p"] if g["fp"] > g["fq"] else g["q"]), "algebra/functions/reading_graphs")]

    def description(self, g):
        n = g["name"]
        up = g["fp"] > g["fq"]
        mx = (g["p"], g["fp"]) if up else (g["q"], g["fq"])
        mn = (g["q"], g["fq"]) if up else (g["p"], g["fp"])
        lead = "rises to the right" if up else "falls to the right"
        return (f"{n} is a cubic polynomial whose graph {lead}; it has a local maximum at ({mx[0]}, {mx[1]}) and a "
                f"local minimum at ({mn[0]}, {mn[1]}). On which interval is {n} {g['ask']}? "
                f"The options are {'; '.join(g['options'])}.")
