"""Algebra: on which interval is the plotted cubic function increasing (or decreasing)."""
import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        while True:
            p, q = sorted(int(v) for v in rng.choice(range(-4, 5), 2, replace=False))
            if q - p < 2:
                continue
            H = int(rng.integers(3, 8))
            sign = int(rng.choice([-1, 1]))
            k = sign * 6 * H / (q - p) ** 3                # f(p) - f(q) = sign * H
            low = int(rng.integers(-5, 6 - H))             # the lower turning value
            fq_raw = k * (q ** 3 / 3 - (p + q) * q ** 2 / 2 + p * q * q)
            fq = low if sign > 0 else low + H
            c = fq - fq_raw
            if abs(c) > 1e6:
                continue
            break
        return {"p": p, "q": q, "k": float(k), "c": float(c), "fp": int(fq + sign * H), "fq": int(fq),
                "ask": str(rng.choice(["increasing", "decreasing"])), "side": int(rng.integers(0, 2)),
                "name": str(rng.choice(["f", "g", "h"])), "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _f(self, p, x):
        x = np.asarray(x, float)
        return p["k"] * (x ** 3 / 3 - (p["p"] + p["q"]) * x ** 2 / 2 + p["p"] * p["q"] * x) + p["c"]

    def question(self, p):
        n = p["name"]
        return f"The graph of y = {n}(x) is shown. On which interval is {n} {p['ask']}?"

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
        if _iv(ylo, yhi) in [right] + wrong[:-1]:
            wrong[-1] = _iv(a - 1, b + 1)
        return Choice(right, wrong)

    def verify(self, p):
        # sample the curve, find where the slope changes sign, and test each candidate interval numerically
        x = np.linspace(-30, 30, 60001)
        d = np.diff(self._f(p, x))
        sign = 1 if p["ask"] == "increasing" else -1
        good = np.concatenate([[False], sign * d > 0, [False]]).astype(int)
        edges = np.flatnonzero(np.diff(good))
        runs = [(x[i], x[min(j, len(x) - 1)]) for i, j in zip(edges[::2], edges[1::2])]
        ends = []
        for a, b in runs:
            ends.append((-np.inf if a <= -29.9 else round(a), np.inf if b >= 29.9 else round(b)))
        options = [_iv(a, b) for a, b in ends]
        right = self.answer(p).correct
        return right if right in options else options[0]

    def draw(self, p, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        col = draw.PALETTE[p["color"]]
        draw.plot_graph(ax, lambda x: self._f(p, x), lim, lim, color=col, linewidth=2.4)
        for x, y in ((p["p"], p["fp"]), (p["q"], p["fq"])):
            ax.plot([x], [y], "o", color=col, markersize=7, zorder=5)
        xs = np.linspace(-LIM, LIM, 800)
        curve = np.column_stack([xs, np.clip(self._f(p, xs), -50, 50)])
        best, spot = -1.0, (3.5, 5.5)
        for cx in np.arange(-4.5, 4.6, 0.5):
            for cy in np.arange(-5.6, 5.7, 0.4):
                box = np.array([[cx + dx, cy + dy] for dx in (-1.3, 0, 1.3) for dy in (-0.3, 0.3)])
                clear = min(float(np.min(np.linalg.norm(curve - b, axis=1))) for b in box)
                clear = min(clear, abs(cy) - 0.2, abs(cx) + 0.1 if abs(cx) > 1.6 else 0.0, 1.2)
                if clear > best + 1e-9:
                    best, spot = clear, (cx, cy)
        ax.text(spot[0], spot[1], f"y = {p['name']}(x)", fontsize=13, color=col, ha="center", va="center",
                bbox={"fc": "white", "ec": "none", "pad": 1})

    def subquestions(self, p):
        return [SubQuestion(f"At which x does {p['name']} have its local maximum?",
                            Number(p["p"] if p["k"] > 0 else p["q"]), "algebra/functions/reading_graphs")]

    def description(self, p):
        n = p["name"]
        mx = (p["p"], p["fp"]) if p["k"] > 0 else (p["q"], p["fq"])
        mn = (p["q"], p["fq"]) if p["k"] > 0 else (p["p"], p["fp"])
        lead = "rises to the right" if p["k"] > 0 else "falls to the right"
        return (f"{n} is a cubic polynomial whose graph {lead}; it has a local maximum at ({mx[0]}, {mx[1]}) and a "
                f"local minimum at ({mn[0]}, {mn[1]}). On which interval is {n} {p['ask']}?")
