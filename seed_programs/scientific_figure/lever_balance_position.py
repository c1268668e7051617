"""Scientific figure: where must a mass hang so that a beam balances (law of the lever)?"""
import numpy as np

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

NAMES = ["P", "Q", "R", "S"]
POOL = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def marks(d):
    return f"{d} mark" if d == 1 else f"{d} marks"


def point_name(g, d):
    """The letter of the candidate point d marks right of the pivot."""
    return g.get("names", NAMES)[g["candidates"].index(d)]


def option(g, d):
    """An option: the candidate point's letter and where it is ('Point H (4 marks right of the pivot)')."""
    return f"Point {point_name(g, d)} ({marks(d)} right of the pivot)"


@seed_program(
    id="lever_balance_position", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["physics/statics/lever_moments"],
    source="DynaMath-style (scientific figure, lever and balance)",
    variations=["numeric_values", "colors_labels", "lengths_ratios"],
)
class LeverBalancePosition(SeedProgram):
    levels = Levels(
        standard=dict(marks=OneOf((6, 7, 8)), mass=IntRange(1, 7), load=IntRange(1, 6), max_left=15),
        hard=dict(marks=OneOf((8, 9, 10)), mass=IntRange(2, 9), load=IntRange(2, 9), max_left=30),
        hard_means="longer beams (8 to 10 marks a side) with heavier loads, so the moments are larger and the "
                   "candidate points sit closer together relative to the beam",
    )

    def sample(self, rng, space):
        # beams with 6 to 8 marks a side, loads on one or both sides, and candidate points named
        # with four letters drawn from the pool per variant
        M = int(space.marks.draw(rng))
        for _ in attempts("a whole left mass within max_left that balances the beam"):
            w = space.mass.draw(rng)
            d_ans = int(rng.integers(1, M + 1))
            mr, dr = (0, 0) if rng.random() < 0.5 else (space.load.draw(rng), int(rng.integers(1, M + 1)))
            if mr and dr == d_ans:
                continue
            target = w * d_ans + mr * dr
            d1 = int(rng.integers(1, M + 1))
            if rng.random() < 0.5:
                m2, d2 = 0, 0
            else:
                m2, d2 = space.load.draw(rng), int(rng.integers(1, M + 1))
                if d2 == d1:
                    continue
            rest = target - m2 * d2
            if rest > 0 and rest % d1 == 0 and 1 <= rest // d1 <= space.max_left:
                m1 = rest // d1
                break
        free = [d for d in range(1, M + 1) if d != d_ans and not (mr and d == dr)]
        others = [int(d) for d in rng.choice(free, 3, replace=False)]
        givens = {"w": w, "m1": int(m1), "d1": d1, "m2": m2, "d2": d2, "mr": mr, "dr": dr,
                  "marks": M, "names": sorted(str(c) for c in rng.choice(list(POOL), 4, replace=False)),
                  "candidates": sorted(others + [d_ans]),
                  "colors": [str(c) for c in rng.choice(["blue", "green", "orange", "purple", "brown"], 3,
                                                        replace=False)]}
        return givens, {"d_ans": d_ans}

    def question(self, g):
        return (f"The beam is pivoted at its centre and has equally spaced marks. Ignoring the beam's own "
                f"weight, at which marked point must the {g['w']} kg mass be hung so that the beam balances?")

    def _moments(self, p):
        left = p["m1"] * p["d1"] + p["m2"] * p["d2"]
        right = p["mr"] * p["dr"]
        return left, right

    def answer(self, p):
        left, right = self._moments(p)
        need = (left - right) / p["w"]
        correct = min(p["candidates"], key=lambda d: abs(d - need))
        return Choice(option(p, correct), [option(p, d) for d in p["candidates"] if d != correct])

    def verify(self, g):
        # net torque r × F (z-component) of all loads for each candidate position; pick the zero one
        grav = 9.8
        loads = [(-g["d1"], g["m1"])]
        loads += [(-g["d2"], g["m2"])] if g["m2"] else []      # a second left load, when there is one
        loads += [(g["dr"], g["mr"])] if g["mr"] else []       # a right load, when there is one
        for d in g["candidates"]:
            torque = 0.0
            for x, m in loads + [(d, g["w"])]:
                torque += float(np.cross([x, 0.0, 0.0], [0.0, -m * grav, 0.0])[2])
            if abs(torque) < 1e-9:
                return option(g, d)
        return "none"

    def _mass(self, ax, x, m, text, color, top=-0.2, drop=0.0):
        # one box size for every mass: a size that grew with m would give away a hidden mass
        # (backward view) and made heavy neighbours one mark apart overlap
        size = 0.8
        ax.plot([x, x], [top, -1.3], color=draw.INK, linewidth=1.5, zorder=2)
        from matplotlib.patches import Rectangle

        ax.add_patch(Rectangle(
            (x - size / 2, -1.3 - size), size, size, facecolor=draw.PALETTE[color], edgecolor=draw.INK,
            linewidth=1.5, alpha=0.85, zorder=3))
        ax.text(x, -1.3 - size - 0.35 - drop, text, ha="center", va="center", fontsize=13, fontweight="bold",
                color=draw.INK)

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Polygon, Rectangle

        M = g.get("marks", 6)
        ax.add_patch(Rectangle((-M - 0.6, -0.2), 2 * M + 1.2, 0.3, facecolor="#d6b98c", edgecolor=draw.INK, linewidth=1.5, zorder=2))
        ax.add_patch(Polygon([[0, -0.2], [-0.55, -1.1], [0.55, -1.1]], closed=True, facecolor="#9ca3af",
                             edgecolor=draw.INK, linewidth=1.5, zorder=1))
        for k in range(-M, M + 1):
            ax.plot([k, k], [0.1, 0.3], color=draw.INK, linewidth=1.5, zorder=3)
        m1_text = "?" if "m1" in hide else f"{g['m1']} kg"
        self._mass(ax, -g["d1"], g["m1"], m1_text, g["colors"][0])
        if g["m2"]:
            self._mass(ax, -g["d2"], g["m2"], f"{g['m2']} kg", g["colors"][0],
                       drop=0.55 if abs(g["d1"] - g["d2"]) == 1 else 0.0)   # keep neighbouring labels apart
        if g["mr"]:
            self._mass(ax, g["dr"], g["mr"], f"{g['mr']} kg", g["colors"][1])
        for d in g["candidates"]:
            ax.plot([d], [0.5], "v", color=draw.ACCENT, markersize=10, zorder=4)
            ax.text(d, 0.95, point_name(g, d), ha="center", va="center", fontsize=15, fontweight="bold",
                    color=draw.ACCENT)
        # the mass still to be placed, drawn above the beam
        s = 0.8
        ax.add_patch(Rectangle((-0.5 * s, 2.2), s, s, facecolor=draw.PALETTE[g["colors"][2]], edgecolor=draw.INK,
                               linewidth=1.5, alpha=0.85, zorder=3))
        ax.text(0.55 * s + 0.2, 2.2 + s / 2, f"{g['w']} kg: where?", ha="left", va="center", fontsize=14,
                fontweight="bold", color=draw.INK)
        ax.set_position([0.01, 0.01, 0.98, 0.98])
        ax.set_xlim(-M - 1, M + 1)
        ax.set_ylim(-M - 1.5, M + 0.5)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        left, right = self._moments(g)
        loads = f"{g['m1']} kg at {marks(g['d1'])}" + (f" and {g['m2']} kg at {marks(g['d2'])}" if g["m2"] else "")
        subs = [SubQuestion(f"On the left of the pivot hang {loads} from the pivot. What is their total moment, "
                            f"in kg·marks?", Number(left), "physics/statics/lever_moments")]
        need = left - right
        subs.append(SubQuestion(f"A {g['w']} kg mass must supply a moment of {need} kg·marks. How many marks "
                                f"from the pivot must it hang?", Number(need / g["w"]), "physics/statics/lever_moments"))
        return subs

    def backward(self, g):
        left, right = self._moments(g)
        d_ans = int(round((left - right) / g["w"]))   # where the stated mass balances the beam
        point = point_name(g, d_ans)
        m1 = (g["w"] * d_ans + right - g["m2"] * g["d2"]) / g["d1"]
        return Backward(
            f"The beam is pivoted at its centre and has equally spaced marks; one mass on the left is "
            f"unknown. Ignoring the beam's own weight, the beam balances when the {g['w']} kg mass hangs at "
            f"point {point}. What is the unknown mass, in kg?", Number(m1), "m1")

    def description(self, g):
        left = f"{g['m1']} kg at {marks(g['d1'])} left of the pivot"
        if g["m2"]:
            left += f" and {g['m2']} kg at {marks(g['d2'])} left of the pivot"
        right = f"; {g['mr']} kg hangs {marks(g['dr'])} right of the pivot" if g["mr"] else ""
        pts = ", ".join(f"{point_name(g, d)} at {marks(d)} right of the pivot" for d in g["candidates"])
        return (f"A beam pivoted at its centre with marks 1 to {g.get('marks', 6)} on each side. Hanging: {left}{right}. "
                f"Candidate points: {pts}. A {g['w']} kg mass is still to be hung.")
