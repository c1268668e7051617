"""Puzzle: an arithmagon (a triangle or pentagon of hidden corner numbers; each square on a side shows
the sum of the two corners it joins): find the corner marked "?"."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw


@seed_program(
    id="puzzle_arithmagon", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="numeric", concepts=["puzzles/equations/shape_arithmetic"],
    source="DynaMath-style (puzzle test, arithmagon)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PuzzleArithmagon(SeedProgram):
    levels = Levels(
        standard=dict(corners=OneOf((3,)), value=IntRange(1, 20), color=OneOf(("blue", "green", "orange"))),
        hard=dict(corners=OneOf((5,)), value=IntRange(3, 60), color=OneOf(("blue", "green", "orange"))),
        hard_means="a pentagon of five hidden corners with larger numbers: the asked corner is half an alternating "
                   "sum of five side totals (or found by trying a value and going round), not a three-way split",
    )

    def sample(self, rng, space):
        n = int(space.corners.draw(rng))
        corners = [int(space.value.draw(rng)) for _ in range(n)]
        sums = [corners[i] + corners[(i + 1) % n] for i in range(n)]
        return ({"n": n, "sums": sums, "ask": int(rng.integers(0, n)), "rotation": int(rng.integers(0, 360 // n)),
                 "color": str(space.color.draw(rng))}, {"corners": corners})

    def question(self, g):
        shape = "triangle" if g["n"] == 3 else "pentagon"
        return (f"In this {shape} puzzle each circle at a corner holds a hidden whole number, and the number in each "
                f"square on a side is the sum of the two circles at the ends of that side. What number belongs in "
                f"the circle marked \"?\"?")

    def _order_text(self, g):
        n = g["n"]
        return ", ".join(f"{g['sums'][i]} (between corners {i + 1} and {(i + 1) % n + 1})" for i in range(n))

    def description(self, g):
        return (f"A {'triangle' if g['n'] == 3 else 'pentagon'} with corners numbered 1 to {g['n']} in order around "
                f"it; the squares on the sides read {self._order_text(g)}. Corner {g['ask'] + 1} is marked ?.")

    def answer(self, p):
        return Number(p["corners"][p["ask"]], tolerance=0.001)   # off by one is wrong

    def verify(self, g):
        # try every starting value for corner 1 and go round the polygon: exactly one closes the loop
        n, s = g["n"], g["sums"]
        fits = []
        for x0 in range(-1000, 1001):
            xs = [x0]
            for i in range(n - 1):
                xs.append(s[i] - xs[-1])
            if xs[-1] + xs[0] == s[n - 1]:
                fits.append(xs)
        if len(fits) != 1:
            return Number(float("nan"))
        return Number(fits[0][g["ask"]])

    def _points(self, g):
        n = g["n"]
        R = 3.0
        return [np.array([R * np.cos(np.radians(90 + g["rotation"] + 360 * i / n)),
                          R * np.sin(np.radians(90 + g["rotation"] + 360 * i / n))]) for i in range(n)]

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle, Rectangle

        pts = self._points(g)
        n = g["n"]
        col = draw.PALETTE[g["color"]]
        for i in range(n):
            a, b = pts[i], pts[(i + 1) % n]
            ax.plot([a[0], b[0]], [a[1], b[1]], color=draw.INK, linewidth=2.2, zorder=1)
            m = (a + b) / 2
            ax.add_patch(Rectangle((m[0] - 0.5, m[1] - 0.42), 1.0, 0.84, facecolor="#fef3c7", edgecolor=draw.INK,
                                   linewidth=2.0, zorder=3))
            text = "?" if f"sums" in hide and i == 0 else str(g["sums"][i])
            ax.text(m[0], m[1], text, ha="center", va="center", fontsize=17, fontweight="bold", zorder=4)
        for i, p in enumerate(pts):
            ax.add_patch(Circle(p, 0.55, facecolor="white", edgecolor=col, linewidth=2.6, zorder=3))
            if i == g["ask"]:
                ax.text(p[0], p[1], "?", ha="center", va="center", fontsize=20, fontweight="bold", color="#dc2626",
                        zorder=4)
        ax.set_position([0.03, 0.03, 0.94, 0.94])
        ax.set_xlim(-3.9, 3.9)
        ax.set_ylim(-3.9, 3.9)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        return [SubQuestion(f"The side squares of the puzzle read {', '.join(map(str, g['sums']))}; every corner is "
                            f"counted on exactly two sides. What is the total of all the corner numbers?",
                            Number(sum(g["sums"]) / 2), "puzzles/equations/shape_arithmetic")]
