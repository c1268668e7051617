"""Algebra: which formula gives g in terms of f, when g is a shifted (and possibly reflected) copy of f."""
import numpy as np
from matplotlib.figure import Figure

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

LIM = 7.5
BASES = {
    "abs": (lambda x: np.abs(x), "f(x) = |x|", (-8, 8)),
    "square": (lambda x: 0.5 * x ** 2, "f(x) = x²/2", (-8, 8)),
    "sqrt": (lambda x: np.sqrt(np.clip(x, 0, None)) * 1.5, "f(x) = 1.5√x", (0, 16)),
    "recip": (lambda x: 2 / np.where(x == 0, 1e-9, x), "f(x) = 2/x (the dotted lines are the asymptotes of g)", (-16, 16)),
}


def _text(a, h, k):
    inner = "x" + (f" - {h}" if h > 0 else f" + {-h}" if h < 0 else "")
    return f"g(x) = {'-' if a < 0 else ''}f({inner})" + (f" + {k}" if k > 0 else f" - {-k}" if k < 0 else "")


@seed_program(
    id="graph_transformation_pick", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/functions/graph_transformations", "algebra/functions/reading_graphs"],
    source="DynaMath-style (algebra, transformations of graphs)",
    variations=["numeric_values", "function_types", "geometric_transformations"],
)
class GraphTransformationPick(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(tuple(sorted(BASES))), h=IntRange(-4, 4), k=IntRange(-4, 4), a=OneOf((1, 1, -1)),
                      reflect_distractor_p=0.5),
        hard=dict(base=OneOf(tuple(sorted(BASES))), h=IntRange(-5, 5), k=IntRange(-5, 5), a=OneOf((1, -1)),
                  reflect_distractor_p=1.0),
        hard_means="larger shifts, reflections half the time and always the wrongly-reflected formula among "
                   "the options, so sign of a, h and k must all be read correctly",
    )

    def sample(self, rng, space):
        base = space.base.draw(rng)
        for _ in attempts("non-zero shifts h and k of different sizes (small ones for the square root)"):
            h = space.h.draw(rng)
            k = space.k.draw(rng)
            if h == 0 or k == 0 or abs(h) == abs(k):
                continue
            if base == "sqrt" and (h > 1 or abs(k) > 3):
                continue
            break
        a = int(space.a.draw(rng))
        opts = [(a, h, k), (a, -h, k), (a, k, h), (a, h, -k)]
        if rng.random() < space.reflect_distractor_p:
            opts[3] = (-a, h, k)
        # the options (the correct one first) are the answer's construction, not a statement
        return {"base": base, "a": a, "h": h, "k": k}, {"options": [list(o) for o in opts]}

    def question(self, g):
        return (f"The dashed curve is the graph of y = f(x), where {BASES[g['base']][1]}. The solid curve y = g(x) "
                f"is obtained from it by shifting (and possibly reflecting) it. Which formula gives g?")

    def answer(self, p):
        texts = [_text(*o) for o in p["options"]]
        return Choice(texts[0], texts[1:])

    def _g(self, p, x):
        f = BASES[p["base"]][0]
        return p["a"] * f(x - p["h"]) + p["k"]

    def verify(self, g):
        # read the drawn solid curve back and search every a·f(x − h) + k (a = ±1, |h|, |k| <= 7)
        # for the one that fits it best
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        self.draw(g, ax)
        line = [ln for ln in ax.get_lines() if ln.get_gid() == "g"][0]
        x, y = (np.asarray(v, float) for v in line.get_data())
        ok = np.isfinite(y) & (np.abs(y) < 50)
        f = BASES[g["base"]][0]
        best = None
        for a, h, k in ((a, h, k) for a in (1, -1) for h in range(-7, 8) for k in range(-7, 8)):
            lo, hi = BASES[g["base"]][2]
            dom = ok & (x - h >= lo) & (x - h <= hi) & (np.abs(x - h) > 1e-3 if g["base"] == "recip" else True)
            err = float(np.nanmax(np.abs(a * f(x[dom] - h) + k - y[dom]))) if dom.any() else np.inf
            if best is None or err < best[0]:
                best = (err, (a, h, k))
        return _text(*best[1])

    def _curve(self, ax, p, fn, style, color, gid):
        lo, hi = BASES[p["base"]][2]
        x = np.linspace(-LIM, LIM, 3001)
        y = fn(x)
        if p["base"] == "recip":
            pole = p["h"] if gid == "g" else 0
            y = np.where(np.abs(x - pole) < 0.05, np.nan, y)
        if p["base"] == "sqrt":
            start = p["h"] if gid == "g" else 0
            y = np.where(x < start, np.nan, y)
        y = np.where(np.abs(y) > LIM + 1, np.nan, y)
        ln, = ax.plot(x, y, style, color=color, linewidth=2.4 if gid == "g" else 2.0, zorder=4)
        ln.set_gid(gid)
        return x, y

    def draw(self, g, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        f = BASES[g["base"]][0]
        xf, yf = self._curve(ax, g, f, "--", "#6b7280", "f")
        xg, yg = self._curve(ax, g, lambda x: self._g(g, x), "-", draw.PALETTE["blue"], "g")
        if g["base"] == "recip":      # the asymptotes of g, thin and dotted
            ax.axvline(g["h"], color=draw.PALETTE["blue"], linestyle=":", linewidth=1.5, zorder=3)
            ax.axhline(g["k"], color=draw.PALETTE["blue"], linestyle=":", linewidth=1.5, zorder=3)
        curves = [np.column_stack([xf, np.nan_to_num(yf, nan=99)])[::10], np.column_stack([xg, np.nan_to_num(yg, nan=99)])[::10]]
        used = []
        for name, color, xs, ys in (("f", "#4b5563", xf, yf), ("g", draw.PALETTE["blue"], xg, yg)):
            best, spot = -1.0, (0, 0)
            for i in range(0, len(xs), 150):
                if not np.isfinite(ys[i]) or abs(ys[i]) > LIM - 1 or abs(xs[i]) > LIM - 1.2:
                    continue
                for ang in np.linspace(0, 2 * np.pi, 8, endpoint=False):
                    c = np.array([xs[i], ys[i]]) + 1.0 * np.array([np.cos(ang), np.sin(ang)])
                    if abs(c[0]) > LIM - 1.3 or abs(c[1]) > LIM - 0.6 or -1.0 < c[1] < 0.6 or -1.8 < c[0] < 1.6:
                        continue
                    box = c + np.array([[dx, dy] for dx in (-1.1, 0, 1.1) for dy in (-0.3, 0.3)])
                    clear = min(float(np.min(np.linalg.norm(cv[:, None, :] - box[None], axis=2))) for cv in curves)
                    clear = min([clear, 1.0] +
                                [float(np.linalg.norm(c - u)) - 1.5 for u in used])
                    if clear > best:
                        best, spot = clear, c
            used.append(np.array(spot))
            ax.text(spot[0], spot[1], f"y = {name}(x)", fontsize=13, color=color, ha="center", va="center",
                    bbox={"fc": "white", "ec": "none", "pad": 1}, zorder=6)

    def subquestions(self, g):
        return [SubQuestion("By how many units is the graph of f shifted horizontally to give g (positive to the "
                            "right)?", Number(g["h"]), "algebra/functions/graph_transformations")]

    def description(self, g):
        refl = "reflected in the x-axis, then " if g["a"] < 0 else ""
        lr = f"{abs(g['h'])} units to the {'right' if g['h'] > 0 else 'left'}"
        ud = f"{abs(g['k'])} units {'up' if g['k'] > 0 else 'down'}"
        return (f"Let {BASES[g['base']][1]}. The graph of y = g(x) is the graph of f {refl}shifted {lr} and {ud}. "
                f"Which formula gives g?")
