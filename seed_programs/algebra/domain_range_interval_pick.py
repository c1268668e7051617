"""Algebra: the domain or the range of a piecewise-linear function drawn with open/closed endpoints."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates, draw

LIM = 6.5


def _iv(lo, hi, lo_closed, hi_closed):
    return f"{'[' if lo_closed else '('}{lo}, {hi}{']' if hi_closed else ')'}"


@seed_program(
    id="domain_range_interval_pick", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/functions/reading_graphs", "algebra/functions/domain_and_range"],
    source="DynaMath-style (algebra, domain and range from a graph)",
    variations=["numeric_values", "function_types", "colors_labels"],
)
class DomainRangeIntervalPick(SeedProgram):
    levels = Levels(
        standard=dict(pieces=IntRange(3, 4), x=IntRange(-6, 6), y=IntRange(-5, 5), min_x_span=6, min_y_span=4,
                      need_end_extreme_p=0.7),
        hard=dict(pieces=IntRange(5, 6), x=IntRange(-6, 6), y=IntRange(-5, 5), min_x_span=8, min_y_span=4,
                  need_end_extreme_p=1.0),
        hard_means="five or six pieces and always an extreme value at an endpoint, so whether that endpoint "
                   "is open or closed decides the bracket (the distractors differ only in brackets)",
    )

    def sample(self, rng, space):
        for _ in attempts("a broken line with distinct neighbours, unique extremes and enough spread"):
            n = space.pieces.draw(rng)
            xs = sorted(int(v) for v in rng.choice(space.x.values, n + 1, replace=False))
            ys = [int(v) for v in space.y.draw(rng, size=n + 1)]
            closed = [bool(rng.integers(0, 2)), bool(rng.integers(0, 2))]
            if any(a == b for a, b in zip(ys, ys[1:])) or xs[-1] - xs[0] < space.min_x_span:
                continue
            if ys.count(max(ys)) > 1 or ys.count(min(ys)) > 1 or max(ys) - min(ys) < space.min_y_span:
                continue
            ends = {ys.index(max(ys)), ys.index(min(ys))} & {0, n}
            if not ends and rng.random() < space.need_end_extreme_p:   # mostly let an endpoint carry an extreme value
                continue
            if any(abs(y) < 1 and 0 < i < n for i, y in enumerate(ys)):
                continue
            break
        return {"x": xs, "y": ys, "closed": closed, "ask": str(rng.choice(["domain", "range"])),
                "name": str(rng.choice(["f", "g", "h"])), "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _range(self, p):
        ys, c = p["y"], p["closed"]
        n = len(ys) - 1
        lo, hi = min(ys), max(ys)
        i_lo, i_hi = ys.index(lo), ys.index(hi)
        lo_c = not ((i_lo == 0 and not c[0]) or (i_lo == n and not c[1]))
        hi_c = not ((i_hi == 0 and not c[0]) or (i_hi == n and not c[1]))
        return lo, hi, lo_c, hi_c

    def question(self, g):
        return (f"The graph of y = {g['name']}(x) is shown; a filled dot means the endpoint belongs to the graph and "
                f"an open dot that it does not. What is the {g['ask']} of {g['name']}?")

    def answer(self, p):
        xs, ys, c = p["x"], p["y"], p["closed"]
        dom = _iv(xs[0], xs[-1], c[0], c[-1])
        lo, hi, lc, hc = self._range(p)
        rng_ = _iv(lo, hi, lc, hc)
        right, other = (dom, rng_) if p["ask"] == "domain" else (rng_, dom)
        if p["ask"] == "domain":
            cands = [other, _iv(xs[0], xs[-1], not c[0], not c[1]), _iv(xs[0], xs[-1], True, True),
                     _iv(xs[0], xs[-1], False, False), _iv(min(ys[0], ys[-1]), max(ys[0], ys[-1]), True, True)]
        else:
            cands = [other, _iv(lo, hi, not lc, not hc), _iv(lo, hi, True, True), _iv(lo, hi, False, False),
                     _iv(min(ys[0], ys[-1]), max(ys[0], ys[-1]), c[0], c[1]), _iv(xs[0], xs[-1], True, True)]
        wrong = []
        for w in cands:
            if w != right and w not in wrong:
                wrong.append(w)
        return Choice(right, wrong[:3])

    def verify(self, g):
        # sample the graph densely, dropping the excluded endpoints, and read off the extent
        xs, ys, c = g["x"], g["y"], g["closed"]
        t = np.linspace(xs[0], xs[-1], 200001)
        v = np.interp(t, xs, ys)
        keep = np.ones_like(t, bool)
        keep[0], keep[-1] = c[0], c[1]
        vals = t if g["ask"] == "domain" else v
        lo, hi = float(vals[keep].min()), float(vals[keep].max())
        all_lo, all_hi = float(vals.min()), float(vals.max())
        lo_c = abs(lo - all_lo) < 1e-9
        hi_c = abs(hi - all_hi) < 1e-9
        # an excluded endpoint leaves the infimum unattained: the nearest kept sample is then slightly inside
        return _iv(int(round(all_lo)), int(round(all_hi)), lo_c, hi_c)

    def draw(self, g, ax, hide=()):
        lim = (-LIM, LIM)
        draw.grid_axes(ax, lim, lim)
        col = draw.PALETTE[g["color"]]
        ax.plot(g["x"], g["y"], color=col, linewidth=2.6, zorder=5)
        coordinates.endpoint_dot(ax, (g["x"][0], g["y"][0]), g["closed"][0], color=col, size=9)
        coordinates.endpoint_dot(ax, (g["x"][-1], g["y"][-1]), g["closed"][1], color=col, size=9)
        pts = list(zip(g["x"], g["y"]))
        lines = [(a, np.subtract(b, a)) for a, b in zip(pts, pts[1:])]
        best, spot = -1.0, (3.5, 5.5)
        seg = np.concatenate([np.column_stack([np.linspace(a[0], b[0], 40), np.linspace(a[1], b[1], 40)])
                              for a, b in zip(pts, pts[1:])])
        for cx in np.arange(-4.8, 4.9, 0.4):
            for cy in np.arange(-5.8, 5.9, 0.4):
                if -1.0 < cy < 0.6 or -1.9 < cx < 1.7:
                    continue
                box = np.array([[cx + dx, cy + dy] for dx in (-1.2, 0, 1.2) for dy in (-0.3, 0.3)])
                clear = min(float(np.min(np.linalg.norm(seg[:, None, :] - box[None], axis=2))), 1.3)
                if clear > best + 1e-9:
                    best, spot = clear, (cx, cy)
        ax.text(spot[0], spot[1], f"y = {g['name']}(x)", fontsize=13, color=col, ha="center", va="center",
                bbox={"fc": "white", "ec": "none", "pad": 1}, zorder=6)

    def subquestions(self, g):
        lo, hi, _, _ = self._range(g)
        return [SubQuestion(f"What is the greatest y-value the graph of {g['name']} reaches or approaches? "
                            f"Answer with the number.", Number(hi), "algebra/functions/reading_graphs")]

    def description(self, g):
        pts = " → ".join(f"({x}, {y})" for x, y in zip(g["x"], g["y"]))
        ends = [("included" if c else "excluded") for c in g["closed"]]
        return (f"The graph of y = {g['name']}(x) is the broken line {pts}; its left endpoint is {ends[0]} and its "
                f"right endpoint is {ends[1]}. What is the {g['ask']} of {g['name']}?")
