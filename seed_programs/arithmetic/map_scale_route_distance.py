"""Arithmetic: the real length of a route on a grid map, from the map's scale bar."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

CONCEPT = "arithmetic/ratio/map_scale"
PER_SQUARE = [Fraction(1, 2), Fraction(1), Fraction(2), Fraction(3), Fraction(5), Fraction(10), Fraction(25)]
W, H = 12, 10


def _km(x):
    x = Fraction(x)
    return (str(x.numerator) if x.denominator == 1 else f"{float(x):g}") + " km"


@seed_program(
    id="map_scale_route_distance", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="WE-MATH / DynaMath-style (arithmetic, map scale and distance)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "real_life_contexts"],
)
class MapScaleRouteDistance(SeedProgram):
    levels = Levels(
        standard=dict(per_square=OneOf(PER_SQUARE), bar=IntRange(2, 4), leg_x=IntRange(2, 8), leg_y=IntRange(2, 6)),
        hard=dict(per_square=OneOf((Fraction(1, 4), Fraction(3, 4), Fraction(3, 2), Fraction(5, 2), Fraction(4),
                                    Fraction(15, 2), Fraction(12))),
                  bar=IntRange(3, 6), leg_x=IntRange(3, 10), leg_y=IntRange(3, 7)),
        hard_means="the scale bar spans 3-6 squares and stands for an unfriendly length (0.75 km, 7.5 km, ...), "
                   "so one square's length must be worked out by division before the longer route is scaled",
    )

    def sample(self, rng, space):
        per = space.per_square.values
        q = per[int(rng.integers(0, len(per)))]   # by index: the historical draw
        bar = space.bar.draw(rng)                # squares the scale bar spans
        for _ in attempts("a two-leg route inside the map"):
            l1, l2 = space.leg_x.draw(rng), space.leg_y.draw(rng)
            sx, sy = int(rng.choice([-1, 1])), int(rng.choice([-1, 1]))
            x0, y0 = int(rng.integers(1, W)), int(rng.integers(2, H))
            pts = [(x0, y0), (x0 + sx * l1, y0), (x0 + sx * l1, y0 + sy * l2)]
            if rng.integers(0, 2):                   # vertical leg first
                pts = [(x0, y0), (x0, y0 + sy * l2), (x0 + sx * l1, y0 + sy * l2)]
            if all(1 <= x <= W - 1 and 2 <= y <= H - 1 for x, y in pts):
                break
        names = ["Ashby", "Brook", "Carlow", "Dunmore", "Elmfield", "Fenwick", "Greyton", "Hollins"]
        picks = [int(i) for i in rng.choice(len(names), size=3, replace=False)]
        bar_km = q * bar
        # givens: what the scale bar states (squares and km), the route and the names; km per square is hidden
        return ({"bar": bar, "bar_km": [bar_km.numerator, bar_km.denominator], "pts": pts,
                 "towns": [names[i] for i in picks],
                 "who": str(rng.choice(["A cyclist", "A hiker", "A delivery van", "A runner"]))},
                {"q": [q.numerator, q.denominator]})

    def _q(self, p):
        return Fraction(*p["q"])

    def _bar_km(self, p):
        return Fraction(*p["bar_km"])

    def _squares(self, p):
        P = p["pts"]
        return sum(abs(a[0] - b[0]) + abs(a[1] - b[1]) for a, b in zip(P, P[1:]))

    def question(self, g):
        a, b, c = g["towns"]
        return (f"{g['who']} travels along the roads on the map from {a} to {b} and then on to {c}. The roads run "
                f"along the grid lines, and the scale bar shows how long {g['bar']} grid squares are in real life. "
                f"How far does the trip cover in real life?")

    def answer(self, p):
        n, q = self._squares(p), self._q(p)
        right = n * q
        wrong = [n * self._bar_km(p), Fraction(n), right + q, right - q, n * q * 2]
        opts = []
        for w in wrong:
            if w > 0 and w != right and _km(w) not in opts:
                opts.append(_km(w))
        return Choice(_km(right), opts[:3])

    def verify(self, g):
        # measure the drawn route and the drawn scale bar in map units, then scale
        P = np.array(g["pts"], float)
        route = float(np.sum(np.linalg.norm(np.diff(P, axis=0), axis=1)))
        km = route / g["bar"] * g["bar_km"][0] / g["bar_km"][1]
        return Choice(_km(Fraction(km).limit_denominator(100)), [])

    def draw(self, g, ax, hide=()):
        for i in range(W + 1):
            ax.plot([i, i], [1, H], color="#94a3b8", linewidth=1.0, zorder=1)
        for j in range(1, H + 1):
            ax.plot([0, W], [j, j], color="#94a3b8", linewidth=1.0, zorder=1)
        ax.fill([0, W, W, 0], [1, 1, H, H], color="#ecfccb", alpha=0.6, zorder=0)
        P = np.array(g["pts"], float)
        ax.plot(P[:, 0], P[:, 1], color="#b45309", linewidth=4.0, solid_capstyle="round", zorder=2)
        for i, ((x, y), name) in enumerate(zip(P, g["towns"])):
            ax.plot([x], [y], "o", color="#1e3a8a", markersize=9, zorder=4)
            roads = [P[j] - P[i] for j in (i - 1, i + 1) if 0 <= j < len(P)]
            roads = [r / np.linalg.norm(r) for r in roads]
            # the diagonal quadrant that points most away from this town's roads
            dx, dy = min(((a, b) for a in (1, -1) for b in (1, -1)),
                         key=lambda d: sum(np.dot(d, r) for r in roads) - 0.01 * d[1])
            ax.text(x + 0.22 * dx, y + 0.22 * dy, name, ha="left" if dx > 0 else "right",
                    va="bottom" if dy > 0 else "top", fontsize=13, zorder=5,
                    bbox=dict(boxstyle="round,pad=0.12", facecolor="white", edgecolor="none", alpha=0.85))
        # scale bar under the map
        b = g["bar"]
        y = 0.3
        for k in range(b):
            ax.fill([k, k + 1, k + 1, k], [y, y, y + 0.25, y + 0.25], color=draw.INK if k % 2 == 0 else "white",
                    edgecolor=draw.INK, linewidth=1.5, zorder=3)
        ax.text(0, y - 0.35, "0", ha="center", va="center", fontsize=13)
        ax.text(b, y - 0.35, _km(self._bar_km(g)), ha="center", va="center", fontsize=13)
        ax.set_xlim(-0.8, W + 0.8)
        ax.set_ylim(-0.5, H + 0.6)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        return [SubQuestion(f"On a map, {g['bar']} grid squares stand for {_km(self._bar_km(g))}. How many km does "
                            f"one grid square stand for?", Number(float(self._bar_km(g) / g["bar"])), CONCEPT),
                SubQuestion(f"A road goes {abs(g['pts'][1][0] - g['pts'][0][0]) + abs(g['pts'][1][1] - g['pts'][0][1])}"
                            f" squares and then {abs(g['pts'][2][0] - g['pts'][1][0]) + abs(g['pts'][2][1] - g['pts'][1][1])}"
                            f" squares along a grid. How many squares long is it?", Number(self._squares(g)),
                            "arithmetic/measurement/ruler_reading")]

    def description(self, g):
        a, b, c = g["towns"]
        P = g["pts"]
        l1 = abs(P[1][0] - P[0][0]) + abs(P[1][1] - P[0][1])
        l2 = abs(P[2][0] - P[1][0]) + abs(P[2][1] - P[1][1])
        return (f"On a grid map, the road from {a} to {b} is {l1} grid squares long and the road from {b} to {c} is "
                f"{l2} grid squares long. The scale bar shows that {g['bar']} grid squares stand for "
                f"{_km(self._bar_km(g))}. {g['who']} travels from {a} to {b} and then to {c}.")
