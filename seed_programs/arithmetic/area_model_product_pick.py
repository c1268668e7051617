"""Arithmetic: which two-digit multiplication an area model shows (one factor's parts hidden)."""
from matplotlib.patches import Rectangle

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        while True:
            a = int(rng.integers(12, 99))
            b = int(rng.integers(12, 99))
            if a % 10 == 0 or b % 10 == 0 or a // 10 == a % 10 or b // 10 == b % 10:
                continue
            wrong = [f"{a} × {_rev(b)}", f"{_rev(a)} × {b}", f"{a} × {b // 10 * 10 + (b % 10) % 9 + 1}"]
            texts = [f"{a} × {b}"] + wrong
            if len(set(texts)) == 4:
                break
        return {"a": a, "b": b, "wrong": wrong, "fill": int(rng.integers(len(FILLS)))}

    def question(self, p):
        return ("The area model splits a two-digit multiplication into tens and ones: the top edge shows the parts "
                "of the first factor, the left edge (hidden) the parts of the second, and each box its partial "
                "product. Which multiplication does it show?")

    def answer(self, p):
        return Choice(f"{p['a']} × {p['b']}", p["wrong"])

    def _cells(self, p):
        a1, a2 = p["a"] // 10 * 10, p["a"] % 10
        b1, b2 = p["b"] // 10 * 10, p["b"] % 10
        return [[a1 * b1, a2 * b1], [a1 * b2, a2 * b2]]

    def verify(self, p):
        # brute force: the second factor whose tens/ones parts reproduce every box
        cells = self._cells(p)
        a1, a2 = p["a"] // 10 * 10, p["a"] % 10
        fits = [b for b in range(10, 100)
                if [[a1 * (b // 10 * 10), a2 * (b // 10 * 10)], [a1 * (b % 10), a2 * (b % 10)]] == cells]
        return f"{p['a']} × {fits[0]}" if len(fits) == 1 else None

    def draw(self, p, ax, hide=()):
        a1, a2 = p["a"] // 10 * 10, p["a"] % 10
        W = [6.0, 2.6]                         # box widths: tens wider than ones (not to scale)
        H = [4.0, 2.2]
        cells = self._cells(p)
        xs, ys = [0, W[0]], [H[1], 0]
        for r in range(2):
            for c in range(2):
                ax.add_patch(Rectangle((xs[c], ys[r]), W[c], H[r], facecolor=FILLS[(p["fill"] + r + 2 * c) % 4],
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

    def subquestions(self, p):
        a1 = p["a"] // 10 * 10
        return [SubQuestion(f"The top-left box is {self._cells(p)[0][0]} and its top edge is {a1}. What is the "
                            f"hidden tens part of the second factor?", Number(p["b"] // 10 * 10),
                            "arithmetic/multiplication/area_model")]

    def description(self, p):
        a1, a2 = p["a"] // 10 * 10, p["a"] % 10
        c = self._cells(p)
        return (f"An area model for a two-digit multiplication: the first factor is split into {a1} and {a2}; the "
                f"second factor's tens part times them gives {c[0][0]} and {c[0][1]}, and its ones part times "
                f"them gives {c[1][0]} and {c[1][1]}. Which multiplication does it show?")
