"""Statistics: X and Y independent and uniform, so (X, Y) is uniform on a rectangle; the probability of an event
such as X + Y ≤ c or |X − Y| ≤ t is the shaded area over the whole area (geometric probability, multiple choice)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk.plane_stats_more import clip_halfplane

EVENTS = ("sum_below", "sum_above", "close", "apart", "ratio")


@seed_program(
    id="uniform_point_region_probability_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/continuous_density", "statistics/probability/joint_distribution"],
    source="Undergraduate probability (joint uniform distribution, geometric probability), multiple choice",
    variations=["numeric_values", "function_types"],
)
class UniformPointRegionProbabilityPick(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(4, 10), square=OneOf((True,)), event=OneOf(("sum_below", "sum_above", "close"))),
        hard=dict(a=IntRange(4, 10), square=OneOf((False,)), event=OneOf(("sum_below", "close", "apart", "ratio"))),
        hard_means="a non-square rectangle (X and Y on different ranges), so the cut-off corners are not "
                   "congruent, and events such as |X − Y| ≥ t or Y ≤ kX whose region may be a trapezoid or pentagon",
    )

    def sample(self, rng, space):
        for _ in attempts("a region that is neither a simple half nor the whole, four distinct options"):
            a = int(space.a.draw(rng))
            b = a if space.square.draw(rng) else int(rng.integers(3, 11))
            if not space.square.draw(rng) and (b == a or max(a, b) > 2 * min(a, b)):
                continue
            event = str(space.event.draw(rng))
            if event in ("sum_below", "sum_above"):
                c = int(rng.integers(1, a + b))
            elif event in ("close", "apart"):
                c = int(rng.integers(1, min(a, b)))
            else:
                c = str(rng.choice(["1/2", "2", "3", "1/3", "3/2"]))
            g = {"a": a, "b": b, "event": event, "c": c}
            right = self._exact(g)
            opts = self._options(g, right)
            if right not in (Fraction(1, 2), 0, 1) and opts is not None:
                g["options"] = opts
                return g

    @staticmethod
    def _halfplanes(g):
        """The event as half-planes p·x + q·y ≤ r (all Fractions)."""
        c = Fraction(g["c"])
        F = Fraction
        return {"sum_below": [(F(1), F(1), c)], "sum_above": [(F(-1), F(-1), -c)],
                "close": [(F(1), F(-1), c), (F(-1), F(1), c)], "ratio": [(-c, F(1), F(0))],
                "apart": None}[g["event"]]

    def _exact(self, g):
        """The probability exactly: area of the rectangle clipped by the event's half-planes, over a·b."""
        rect = [(Fraction(0), Fraction(0)), (Fraction(g["a"]), Fraction(0)), (Fraction(g["a"]), Fraction(g["b"])),
                (Fraction(0), Fraction(g["b"]))]
        if g["event"] == "apart":                                 # the complement of |X − Y| < t
            return 1 - self._exact({**g, "event": "close"})
        poly = rect
        for p, q, r in self._halfplanes(g):
            poly = clip_halfplane(poly, p, q, r)
        area = Fraction(0)
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
            area += x1 * y2 - x2 * y1
        return abs(area) / 2 / (g["a"] * g["b"])

    def _options(self, g, right):
        """Three slips: the complement, a length ratio instead of an area ratio, the neighbouring cut-off."""
        a, b = g["a"], g["b"]
        wrong = [1 - right]
        if g["event"] in ("sum_below", "sum_above"):
            lin = Fraction(g["c"], a + b)
            wrong += [lin if g["event"] == "sum_below" else 1 - lin]
            for d in (1, -1):
                if 0 < g["c"] + d < a + b:
                    wrong.append(self._exact({**g, "c": g["c"] + d}))
        elif g["event"] in ("close", "apart"):
            lin = Fraction(g["c"], min(a, b))
            wrong += [lin if g["event"] == "close" else 1 - lin, Fraction(g["c"] ** 2, a * b)]
            for d in (1, -1):
                if 0 < g["c"] + d < min(a, b):
                    wrong.append(self._exact({**g, "c": g["c"] + d}))
        else:
            wrong += [self._exact({**g, "c": str(1 / Fraction(g["c"]))}), Fraction(1, 2)]
        opts = [right]
        for w in wrong:
            if 0 < w < 1 and w not in opts and all(abs(float(w - o)) >= 0.03 for o in opts):
                opts.append(w)
        if len(opts) < 4:
            return None
        return [f"{o.numerator}/{o.denominator}" for o in opts[:4]]

    def _event_text(self, g):
        c = g["c"]
        return {"sum_below": f"X + Y ≤ {c}", "sum_above": f"X + Y ≥ {c}", "close": f"|X − Y| ≤ {c}",
                "apart": f"|X − Y| ≥ {c}", "ratio": f"Y ≤ {c}·X" if "/" not in str(c) else f"Y ≤ ({c})·X"}[g["event"]]

    def question(self, g):
        return (f"X is uniform on [0, {g['a']}] and Y is uniform on [0, {g['b']}], independently, so the point (X, Y) "
                f"is uniform on the rectangle shown. The shaded region is the event {self._event_text(g)}. What is "
                f"P({self._event_text(g)})?")

    def answer(self, p):
        right = self._exact(p)
        text = f"{right.numerator}/{right.denominator}"
        return Choice(text, [o for o in p["options"] if o != text])

    def verify(self, g):
        # integrate over x the length of the y-interval inside the event (midpoint rule on a fine grid)
        a, b = g["a"], g["b"]
        n = 400_000
        x = (np.arange(n) + 0.5) * a / n
        c = float(Fraction(g["c"]))
        if g["event"] == "sum_below":
            length = np.clip(c - x, 0, b)
        elif g["event"] == "sum_above":
            length = b - np.clip(c - x, 0, b)
        elif g["event"] in ("close", "apart"):
            inside = np.clip(x + c, 0, b) - np.clip(x - c, 0, b)
            length = inside if g["event"] == "close" else b - inside
        else:
            length = np.clip(c * x, 0, b)
        value = float(length.sum() * (a / n) / (a * b))
        close = [o for o in g["options"] if abs(float(Fraction(o)) - value) < 1e-6]
        return close[0] if len(close) == 1 else "no single option matches"

    def _inside(self, g, X, Y):
        c = float(Fraction(g["c"]))
        return {"sum_below": X + Y <= c, "sum_above": X + Y >= c, "close": np.abs(X - Y) <= c,
                "apart": np.abs(X - Y) >= c, "ratio": Y <= c * X}[g["event"]]

    def draw(self, g, ax, hide=()):
        a, b = g["a"], g["b"]
        X, Y = np.meshgrid(np.linspace(0, a, 801), np.linspace(0, b, 801))
        ax.contourf(X, Y, self._inside(g, X, Y).astype(float), levels=[0.5, 1.5], colors=[draw.PALETTE["blue"]],
                    alpha=0.35, zorder=1)
        ax.set_xticks(range(0, a + 1))
        ax.set_yticks(range(0, b + 1))
        ax.grid(True, color="#d1d5db", linewidth=0.8, zorder=0)
        ax.set_axisbelow(True)
        ax.plot([0, a, a, 0, 0], [0, 0, b, b, 0], color=draw.INK, linewidth=2.0, zorder=3)
        c = float(Fraction(g["c"]))
        xs = np.linspace(0, a, 400)
        lines = {"sum_below": [c - xs], "sum_above": [c - xs], "close": [xs - c, xs + c], "apart": [xs - c, xs + c],
                 "ratio": [c * xs]}[g["event"]]
        for ys in lines:
            keep = (ys >= 0) & (ys <= b)
            ax.plot(xs[keep], ys[keep], color=draw.PALETTE["red"], linewidth=2.2, zorder=4)
        ax.set_xlim(-0.3, a + 0.3)
        ax.set_ylim(-0.3, b + 0.3)
        ax.set_aspect("equal")
        ax.set_xlabel("x", fontsize=13)
        ax.set_ylabel("y", fontsize=13, rotation=0, labelpad=10)
        ax.tick_params(labelsize=12)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        ax.set_title(self._event_text(g).replace("X", "x").replace("Y", "y"), fontsize=14, color=draw.PALETTE["red"])

    def subquestions(self, g):
        area = self._exact(g) * g["a"] * g["b"]
        return [SubQuestion(f"What is the area of the rectangle 0 ≤ x ≤ {g['a']}, 0 ≤ y ≤ {g['b']}?",
                            Number(g["a"] * g["b"]), "statistics/distributions/continuous_density"),
                SubQuestion(f"In the figure, what is the area of the shaded region {self._event_text(g)} inside "
                            f"the rectangle?", Number(float(area)), "statistics/probability/joint_distribution")]

    def description(self, g):
        return (f"The rectangle 0 ≤ x ≤ {g['a']}, 0 ≤ y ≤ {g['b']} on a unit grid; the part where "
                f"{self._event_text(g).replace('X', 'x').replace('Y', 'y')} is shaded, bounded by the drawn line(s).")
