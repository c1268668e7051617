"""Arithmetic: which two-digit multiplication an area model shows (one factor's parts hidden)."""
from matplotlib.patches import Rectangle

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

FILLS = ["#dbeafe", "#fde68a", "#bbf7d0", "#fecaca"]


def _rev(n):
    return int(str(n)[::-1])


@seed_program(
    id="area_model_product_pick", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["arithmetic/multiplication/area_model"],
    source="DynaMath-style (arithmetic, area model of multiplication)",
    variations=["numeric_values", "colors_labels"],
)
class AreaModelProductPick(SeedProgram):
    levels = Levels(
        standard=dict(factor=IntRange(12, 98)),
        hard=dict(factor=IntRange(46, 98)),
        hard_means="both factors from 46 to 98: larger partial products to divide back into the hidden tens and "
                   "ones, and digit-swapped distractors of similar size",
    )

    def sample(self, rng, space):
        for _ in attempts("two factors with non-zero, different digits and four different options"):
            a = space.factor.draw(rng)
            b = space.factor.draw(rng)
            if a % 10 == 0 or b % 10 == 0 or a // 10 == a % 10 or b // 10 == b % 10:
                continue
            wrong = [f"{a} × {_rev(b)}", f"{_rev(a)} × {b}", f"{a} × {b // 10 * 10 + (b % 10) % 9 + 1}"]
            texts = [f"{a} × {b}"] + wrong
            if len(set(texts)) == 4:
                break
        a1, a2, b1, b2 = a // 10 * 10, a % 10, b // 10 * 10, b % 10
        # givens: the first factor (top edge) and the four boxes; the second factor is what is asked
        return ({"a": a, "cells": [[a1 * b1, a2 * b1], [a1 * b2, a2 * b2]], "fill": int(rng.integers(len(FILLS)))},
                {"b": b, "wrong": wrong})

    def question(self, g):
        return ("The area model splits a two-digit multiplication into tens and ones: the top edge shows the parts "
                "of the first factor, the left edge (hidden) the parts of the second, and each box its partial "
                "product. Which multiplication does it show?")

    def answer(self, p):
        return Choice(f"{p['a']} × {p['b']}", p["wrong"])

    def verify(self, g):
        # brute force: the second factor whose tens/ones parts reproduce every box
        cells = g["cells"]
        a1, a2 = g["a"] // 10 * 10, g["a"] % 10
        fits = [b for b in range(10, 100)
                if [[a1 * (b // 10 * 10), a2 * (b // 10 * 10)], [a1 * (b % 10), a2 * (b % 10)]] == cells]
        return f"{g['a']} × {fits[0]}" if len(fits) == 1 else None

    def draw(self, g, ax, hide=()):
        a1, a2 = g["a"] // 10 * 10, g["a"] % 10
        W = [6.0, 2.6]                         # box widths: tens wider than ones (not to scale)
        H = [4.0, 2.2]
        cells = g["cells"]
        xs, ys = [0, W[0]], [H[1], 0]
        for r in range(2):
            for c in range(2):
                ax.add_patch(Rectangle((xs[c], ys[r]), W[c], H[r], facecolor=FILLS[(g["fill"] + r + 2 * c) % 4],
                                       edgecolor=draw.INK, linewidth=2.2))
                ax.text(xs[c] + W[c] / 2, ys[r] + H[r] / 2, str(cells[r][c]), ha="center", va="center",
                        fontsize=17, fontweight="bold", color=draw.INK)
        for c, t in enumerate((a1, a2)):
            ax.text(xs[c] + W[c] / 2, H[0] + H[1] + 0.35, str(t), ha="center", va="bottom", fontsize=16)
        for r in range(2):
            ax.text(-0.35, ys[r] + H[r] / 2, "?", ha="right", va="center", fontsize=18, color=draw.ACCENT,
                    fontweight="bold")
        ax.set_xlim(-1.6, W[0] + W[1] + 0.4)
        ax.set_ylim(-0.6, H[0] + H[1] + 1.4)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        a1 = g["a"] // 10 * 10
        return [SubQuestion(f"The top-left box is {g['cells'][0][0]} and its top edge is {a1}. What is the "
                            f"hidden tens part of the second factor?", Number(g["cells"][0][0] // a1),
                            "arithmetic/multiplication/area_model")]

    def description(self, g):
        a1, a2 = g["a"] // 10 * 10, g["a"] % 10
        c = g["cells"]
        return (f"An area model for a two-digit multiplication: the first factor is split into {a1} and {a2}; the "
                f"second factor's tens part times them gives {c[0][0]} and {c[0][1]}, and its ones part times "
                f"them gives {c[1][0]} and {c[1][1]}. Which multiplication does it show?")
