"""Arithmetic: two points marked on a number line whose ticks are only partly labelled; the distance
between them or the number halfway between them (negative numbers and decimal steps in the hard level)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw

STEPS = {"1": (1, 5), "2": (2, 5), "5": (5, 4), "0.5": (Fraction(1, 2), 4), "0.2": (Fraction(1, 5), 5),
         "0.25": (Fraction(1, 4), 4)}


def _num(x):
    return draw.fmt(float(x), 2)


@seed_program(
    id="number_line_gap_midpoint", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="numeric", concepts=["arithmetic/fractions/number_line"],
    source="DynaMath-style (arithmetic, number line)",
    variations=["numeric_values", "point_labels"],
)
class NumberLineGapMidpoint(SeedProgram):
    levels = Levels(
        standard=dict(step=OneOf(("1", "2", "5")), start=IntRange(0, 4), ask=OneOf(("distance", "midpoint"))),
        hard=dict(step=OneOf(("0.5", "0.2", "0.25", "2", "5")), start=IntRange(-6, -2), ask=OneOf(("distance", "midpoint"))),
        hard_means="lines in the negative numbers (often running through zero) and mostly steps of 0.2, 0.25 or "
                   "0.5 between unlabelled ticks, so the points read as negative decimals and the gap may cross zero",
    )

    def sample(self, rng, space):
        key, ask = str(space.step.draw(rng)), str(space.ask.draw(rng))
        step, every = STEPS[key]
        ticks = 4 * every                      # four labelled gaps
        for _ in attempts("two points off the labelled ticks, a non-zero midpoint on the line"):
            first = int(space.start.draw(rng)) * every          # the first tick is a labelled one
            i, j = sorted(int(x) for x in rng.choice(ticks + 1, size=2, replace=False))
            if i % every == 0 and j % every == 0:
                continue
            if j - i < 3 or (ask == "midpoint" and (i + j) % 2):
                continue
            mid = (first + Fraction(i + j, 2)) * step
            if ask == "midpoint" and mid == 0:
                continue
            break
        names = draw.pick_labels(rng, 2, pool="ABDEFGHJKLMNPQRST")
        left_first = bool(rng.integers(0, 2))
        pts = {names[0]: i, names[1]: j} if left_first else {names[0]: j, names[1]: i}
        return {"step": key, "every": every, "first": int(first), "ticks": ticks, "points": pts, "ask": ask}

    def _labels(self, g):
        step, _ = STEPS[g["step"]]
        return {k: (g["first"] + k) * step for k in range(0, g["ticks"] + 1, g["every"])}

    def question(self, g):
        a, b = list(g["points"])
        if g["ask"] == "distance":
            return (f"Points {a} and {b} are marked on the number line; the ticks are equally spaced and some are "
                    f"labelled. What is the distance between {a} and {b}?")
        return (f"Points {a} and {b} are marked on the number line; the ticks are equally spaced and some are "
                f"labelled. Which number lies exactly halfway between {a} and {b}?")

    def description(self, g):
        labs = self._labels(g)
        lab_text = ", ".join(_num(v) for v in labs.values())
        pos = []
        for name, k in g["points"].items():
            base = max(t for t in labs if t <= k)
            pos.append(f"{name} is {k - base} tick(s) to the right of the tick labelled {_num(labs[base])}"
                       if k > base else f"{name} is on the tick labelled {_num(labs[base])}")
        return (f"A number line with {g['ticks'] + 1} equally spaced ticks; every {g['every']}th tick is labelled, "
                f"reading {lab_text} from left to right. {'; '.join(pos)}.")

    def answer(self, p):
        step, _ = STEPS[p["step"]]
        a, b = ((p["first"] + k) * step for k in p["points"].values())
        return Number(float(abs(a - b)) if p["ask"] == "distance" else float((a + b) / 2))

    def verify(self, g):
        # read each point by linear interpolation between the labelled ticks around it
        labs = self._labels(g)
        xs = np.array(sorted(labs), float)
        ys = np.array([float(labs[k]) for k in sorted(labs)])
        a, b = (float(np.interp(k, xs, ys)) for k in g["points"].values())
        return Number(abs(a - b) if g["ask"] == "distance" else (a + b) / 2)

    def draw(self, g, ax, hide=()):
        n = g["ticks"]
        labs = self._labels(g)
        ax.annotate("", xy=(n + 0.9, 0), xytext=(-0.9, 0),
                    arrowprops=dict(arrowstyle="<|-|>", color=draw.INK, linewidth=2.2, mutation_scale=18))
        for k in range(n + 1):
            big = k in labs
            ax.plot([k, k], [-0.35 if big else -0.22, 0.35 if big else 0.22], color=draw.INK,
                    linewidth=2.2 if big else 1.5, zorder=2)
            if big:
                ax.text(k, -0.6, _num(labs[k]), ha="center", va="top", fontsize=14)
        for name, k in g["points"].items():
            ax.plot([k], [0], "o", color="#dc2626", markersize=10, zorder=4)
            ax.text(k, 0.6, name, ha="center", va="bottom", fontsize=17, fontweight="bold", color="#dc2626")
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-1.3, n + 1.3)
        half = (n + 2.6) / 2
        ax.set_ylim(-half, half)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        step, every = STEPS[g["step"]]
        labs = self._labels(g)
        k0 = sorted(labs)
        name, k = next(iter(g["points"].items()))
        return [
            SubQuestion(f"On a number line, {every} equal gaps lie between the ticks labelled {_num(labs[k0[0]])} and "
                        f"{_num(labs[k0[1]])}. How much is one gap worth?", Number(float(step)),
                        "arithmetic/fractions/number_line"),
            SubQuestion(f"Which number does point {name} on the number line show?",
                        Number(float((g["first"] + k) * step)), "arithmetic/fractions/number_line"),
        ]
