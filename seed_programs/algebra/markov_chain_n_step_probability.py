"""Linear algebra: a three-state Markov chain drawn as a transition diagram; the probability of a state after n steps."""
from fractions import Fraction
from itertools import product

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

STATES = ("A", "B", "C")
POS = {"A": np.array([0.0, 2.0]), "B": np.array([-2.5, -1.5]), "C": np.array([2.5, -1.5])}
RADIUS = 0.42


def _p(x):
    """A probability in tenths or twentieths as display text: 3 -> '0.3' (units of 1/units)."""
    return draw.fmt(x, 2)


@seed_program(
    id="markov_chain_n_step_probability", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/linear_algebra/markov_chain_steps"],
    source="DynaMath-style (linear algebra, a Markov chain given by its transition diagram)",
    variations=["numeric_values", "colors_labels"],
)
class MarkovChainNStepProbability(SeedProgram):
    levels = Levels(
        standard=dict(steps=OneOf((2,)), unit=OneOf((10,)), zeros=IntRange(1, 3)),
        hard=dict(steps=OneOf((3,)), unit=OneOf((10, 20)), zeros=IntRange(1, 2)),
        hard_means="three steps instead of two (nine paths of three arrows to add instead of three of two), "
                   "with probabilities in steps of 0.05 half the time and fewer missing arrows",
    )

    def sample(self, rng, space):
        unit = int(space.unit.draw(rng))
        for _ in attempts("rows summing to 1 with every state reachable and a non-zero answer"):
            P = []
            for _ in STATES:
                cuts = sorted(int(c) for c in rng.integers(0, unit + 1, size=2))
                P.append([cuts[0], cuts[1] - cuts[0], unit - cuts[1]])
            zeros = sum(v == 0 for row in P for v in row)
            if zeros != int(space.zeros.draw(rng)) or any(max(row) == unit for row in P):
                continue
            if any(all(P[i][j] == 0 for i in range(3) if i != j) for j in range(3)):
                continue  # every state can be entered from another one
            start, target = (int(v) for v in rng.integers(0, 3, size=2))
            g = {"P": P, "unit": unit, "steps": int(space.steps.draw(rng)), "start": STATES[start],
                 "target": STATES[target]}
            value = self._paths(g)
            if value == 0:
                continue
            return g

    @staticmethod
    def _paths(g):
        """Sum over all paths of the given length of the products of their arrow probabilities (exact)."""
        i, j = STATES.index(g["start"]), STATES.index(g["target"])
        total = Fraction(0)
        for mid in product(range(3), repeat=g["steps"] - 1):
            path = (i,) + mid + (j,)
            prob = Fraction(1)
            for a, b in zip(path, path[1:]):
                prob *= Fraction(g["P"][a][b], g["unit"])
            total += prob
        return total

    def question(self, g):
        return (f"A Markov chain moves between the states A, B and C; each drawn arrow is labelled with the "
                f"probability of that move in one step (a missing arrow means probability 0). The chain starts in "
                f"state {g['start']}. What is the probability that it is in state {g['target']} after exactly "
                f"{g['steps']} steps?")

    def answer(self, p):
        return Number(float(self._paths(p)))

    def verify(self, g):
        # The (start, target) entry of the n-th power of the transition matrix.
        P = np.array(g["P"], float) / g["unit"]
        assert np.allclose(P.sum(axis=1), 1.0)
        Pn = np.linalg.matrix_power(P, g["steps"])
        return Number(float(Pn[STATES.index(g["start"]), STATES.index(g["target"])]))

    def draw(self, g, ax, hide=()):
        draw.geometry_axes(ax, [(-3.7, -2.9), (3.7, 3.4)], margin=0.02)
        centre = np.mean(list(POS.values()), axis=0)
        import matplotlib.patches as mpatches
        for name, X in POS.items():
            ax.add_patch(mpatches.Circle(X, RADIUS, fc="#dbeafe", ec=draw.PALETTE["blue"], lw=2.2, zorder=4))
            ax.text(X[0], X[1], name, ha="center", va="center", fontsize=20, color=draw.INK, zorder=5)
        for i, a in enumerate(STATES):
            for j, b in enumerate(STATES):
                v = g["P"][i][j]
                if v == 0:
                    continue
                text = _p(v / g["unit"])
                if i == j:
                    self._loop(ax, POS[a], POS[a] - centre, text)
                else:
                    self._arrow(ax, POS[a], POS[b], text)

    @staticmethod
    def _arrow(ax, X, Y, text, rad=0.22):
        d = (Y - X) / np.linalg.norm(Y - X)
        n = np.array([d[1], -d[0]])  # arc3 bends towards (dy, -dx)
        start, end = X + RADIUS * (0.9 * d + 0.45 * n), Y + RADIUS * (-0.9 * d + 0.45 * n)
        ax.annotate("", end, start, zorder=3,
                    arrowprops={"arrowstyle": "-|>,head_width=0.3,head_length=0.6", "color": draw.INK, "lw": 1.8,
                                "shrinkA": 0, "shrinkB": 0, "connectionstyle": f"arc3,rad={rad}"})
        spot = (start + end) / 2 + rad / 2 * np.linalg.norm(end - start) * n  # on the arc: the box breaks the line
        ax.text(spot[0], spot[1], text, ha="center", va="center", fontsize=15, color=draw.PALETTE["red"], zorder=6,
                bbox={"fc": "white", "ec": "none", "pad": 0.5, "alpha": 0.9})

    @staticmethod
    def _loop(ax, X, out, text):
        u = out / np.linalg.norm(out)
        rot = lambda v, t: np.array([v[0] * np.cos(t) - v[1] * np.sin(t), v[0] * np.sin(t) + v[1] * np.cos(t)])
        start, end = X + RADIUS * rot(u, 0.75), X + RADIUS * rot(u, -0.75)
        ax.annotate("", end, start, zorder=3,
                    arrowprops={"arrowstyle": "-|>,head_width=0.3,head_length=0.6", "color": draw.INK, "lw": 1.8,
                                "shrinkA": 0, "shrinkB": 0, "connectionstyle": "arc3,rad=-2.2"})
        spot = X + (RADIUS + 0.9) * u
        ax.text(spot[0], spot[1], text, ha="center", va="center", fontsize=15, color=draw.PALETTE["red"], zorder=6,
                bbox={"fc": "white", "ec": "none", "pad": 0.5, "alpha": 0.9})

    def subquestions(self, g):
        i = STATES.index(g["start"])
        row = ", ".join(f"to {b}: {_p(g['P'][i][j] / g['unit'])}" for j, b in enumerate(STATES))
        return [SubQuestion(f"From state {g['start']} a Markov chain moves in one step with probabilities {row}. What "
                            f"is the probability that it is in state {g['target']} after one step?",
                            Number(g["P"][i][STATES.index(g["target"])] / g["unit"]),
                            "algebra/linear_algebra/markov_chain_steps")]

    def description(self, g):
        moves = "; ".join(f"{a} → {b}: {_p(g['P'][i][j] / g['unit'])}" for i, a in enumerate(STATES)
                          for j, b in enumerate(STATES))
        return (f"A Markov chain on the states A, B and C has the one-step transition probabilities {moves}. It starts "
                f"in state {g['start']}. What is the probability that it is in state {g['target']} after exactly "
                f"{g['steps']} steps?")
