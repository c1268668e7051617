"""Analytic geometry: which equation is the line through P perpendicular to the line drawn through A and B."""
import math

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates, draw



@seed_program(
    id="perpendicular_line_pick", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/lines/slope", "analytic_geometry/lines/general_form",
              "analytic_geometry/lines/perpendicular_slopes"],
    source="DynaMath-style (analytic geometry, perpendicular lines)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class PerpendicularLinePick(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-5, 5), min_length=4),
        hard=dict(coord=IntRange(-8, 8), min_length=6),
        hard_means="points spread over a larger grid (coordinates up to ±8): steeper, less friendly slopes and "
                   "larger constants in the general-form options",
    )

    def sample(self, rng, space):
        for _ in attempts("a slanted line AB, P clearly off it, four different option equations"):
            A = [int(v) for v in space.coord.draw(rng, size=2)]
            B = [int(v) for v in space.coord.draw(rng, size=2)]
            P = [int(v) for v in space.coord.draw(rng, size=2)]
            d = np.subtract(B, A)
            if 0 in A + B + P:                                # keep the dots off the axes and their ticks
                continue
            if d[0] == 0 or d[1] == 0 or abs(d[0]) == abs(d[1]) or np.linalg.norm(d) < space.min_length:
                continue
            if abs(int(np.gcd(*d))) > 1 and rng.random() < 0.7:
                continue
            cross = d[0] * (P[1] - A[1]) - d[1] * (P[0] - A[0])
            if abs(cross) / np.linalg.norm(d) < 2:          # P clearly off the line
                continue
            if min(np.linalg.norm(np.subtract(P, A)), np.linalg.norm(np.subtract(P, B))) < 2.5:
                continue
            n = (-int(d[1]), int(d[0]))
            right = coordinates.line_through(P, (P[0] + n[0], P[1] + n[1]))
            wrong = [coordinates.line_through(P, (P[0] + int(d[0]), P[1] + int(d[1]))),         # parallel
                     coordinates.line_through(P, (P[0] + int(d[0]), P[1] - int(d[1]))),         # slope -m
                     coordinates.line_through(A, (A[0] + n[0], A[1] + n[1]))]                   # through A
            texts = {coordinates.general_form_text(*L) for L in [right] + wrong}
            if len(texts) == 4:
                break
        labels = draw.pick_labels(rng, 3)
        givens = {"A": A, "B": B, "P": P, "labels": labels, "lim": space.coord.hi + 1.5,
                  "color": str(rng.choice(["blue", "red", "green", "purple"]))}
        return givens, {"lines": [list(right)] + [list(w) for w in wrong]}   # the options, the right one first

    def question(self, g):
        a, b, q = g["labels"]
        return (f"The line drawn passes through the grid points {a} and {b}. Which equation is the line through "
                f"{q} perpendicular to line {a}{b}?")

    def answer(self, p):
        texts = [coordinates.general_form_text(*L) for L in p["lines"]]
        return Choice(texts[0], texts[1:])

    def verify(self, g):
        # Normal form: the direction AB is the normal (a, b) of the wanted line; c from P; reduce by the gcd
        # (which divides c too) and make b, or else a, positive.
        a, b = g["B"][0] - g["A"][0], g["B"][1] - g["A"][1]
        c = -(a * g["P"][0] + b * g["P"][1])
        k = math.gcd(a, b)
        a, b, c = a // k, b // k, c // k
        if b < 0 or (b == 0 and a < 0):
            a, b, c = -a, -b, -c
        return coordinates.general_form_text(a, b, c)

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"], g["lim"])
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 6.5 else 9)
        A, B, P = (np.array(g[k], float) for k in ("A", "B", "P"))
        col = draw.PALETTE[g["color"]]
        coordinates.window_line(ax, A, B - A, lim, lim, color=col, linewidth=2.4)
        ax.set_xlim(*lim)
        ax.set_ylim(*lim)
        d = B - A
        for X, name in zip((A, B, P), g["labels"]):
            ax.plot([X[0]], [X[1]], "o", color=draw.INK if name == g["labels"][2] else col, markersize=7, zorder=6)
            spot = coordinates.free_spot(X, 0.7, points=[A, B, P], lines=[(A, d)])
            ax.text(spot[0], spot[1], name, fontsize=14, ha="center", va="center", zorder=7,
                    bbox={"fc": "white", "ec": "none", "pad": 0.5})

    def subquestions(self, g):
        dx, dy = g["B"][0] - g["A"][0], g["B"][1] - g["A"][1]
        a, b, _ = g["labels"]
        return [SubQuestion(f"What is the slope of line {a}{b}?", Number(dy / dx), "analytic_geometry/lines/slope"),
                SubQuestion(f"What is the slope of a line perpendicular to {a}{b}?", Number(-dx / dy),
                            "analytic_geometry/lines/perpendicular_slopes")]

    def description(self, g):
        a, b, q = g["labels"]
        A, B, P = g["A"], g["B"], g["P"]
        return (f"Points {a}({A[0]}, {A[1]}), {b}({B[0]}, {B[1]}) and {q}({P[0]}, {P[1]}). Which equation is the line "
                f"through {q} perpendicular to line {a}{b}?")
