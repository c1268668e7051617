"""Arithmetic: which fraction does a marked point on a subdivided number line show?"""
from fractions import Fraction

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


def frac_text(f):
    f = Fraction(f)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


@seed_program(
    id="number_line_fraction", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["arithmetic/fractions/number_line", "arithmetic/fractions/simplifying"],
    source="DynaMath-style (arithmetic, fractions on a number line)",
    variations=["numeric_values", "colors_labels", "point_labels"],
)
class NumberLineFraction(SeedProgram):
    levels = Levels(
        standard=dict(parts=IntRange(3, 10), start=IntRange(0, 2), units=IntRange(1, 2)),
        hard=dict(parts=IntRange(6, 12), start=IntRange(0, 5), units=IntRange(2, 3)),
        hard_means="6 to 12 parts per unit over two or three units, so many more ticks to count and a mixed "
                   "number that usually needs simplifying",
    )

    def sample(self, rng, space):
        for _ in attempts("a point that is not on a whole number"):
            n = space.parts.draw(rng)                      # parts per unit
            start = space.start.draw(rng)                  # the line runs from start to start + units
            units = space.units.draw(rng)
            k = int(rng.integers(1, n * units))            # ticks after start
            if k % n:                                      # not on a whole number
                break
        return {"n": n, "start": start, "units": units, "k": k,
                "label": str(rng.choice(list("PQRMNK"))),
                "color": str(rng.choice(["red", "blue", "green", "purple", "orange"]))}

    def _value(self, p):
        return Fraction(p["start"]) + Fraction(p["k"], p["n"])

    def question(self, g):
        return (f"Each unit on the number line is divided into equal parts. Which number is at the "
                f"point {g['label']}? Fractions are written in lowest terms.")

    def answer(self, p):
        n, k, s = p["n"], p["k"], p["start"]
        right = self._value(p)
        candidates = [Fraction(s) + Fraction(k, n + 1), Fraction(s) + Fraction(k + 1, n),
                      Fraction(s) + Fraction(k - 1, n), Fraction(k, n), Fraction(s) + Fraction(n - k % n, n),
                      Fraction(s) + Fraction(k, n - 1), Fraction(s) + Fraction(k, 2 * n),
                      Fraction(s + 1) + Fraction(k, n)]
        wrong = []
        for c in candidates:
            if c != right and c not in wrong and c > 0 and c.denominator != 1:
                wrong.append(c)
        return Choice(frac_text(right), [frac_text(c) for c in wrong[:3]])

    def verify(self, g):
        # measure the point's position against the two labelled whole numbers
        xs = self._ticks(g)
        x_point = xs[g["k"]]
        x0, x1 = xs[0], xs[g["n"]]                         # positions of start and start + 1
        t = Fraction((x_point - x0) / (x1 - x0)).limit_denominator(50)
        return frac_text(g["start"] + t)

    def _ticks(self, p):
        total = p["n"] * p["units"]
        return [8.0 * i / total for i in range(total + 1)]

    def draw(self, g, ax, hide=()):
        xs = self._ticks(g)
        c = draw.PALETTE[g["color"]]
        ax.annotate("", xy=(8.6, 0), xytext=(-0.6, 0),
                    arrowprops={"arrowstyle": "<|-|>", "color": draw.INK, "linewidth": 2.0})
        for i, x in enumerate(xs):
            whole = i % g["n"] == 0
            h = 0.32 if whole else 0.18
            ax.plot([x, x], [-h, h], color=draw.INK, linewidth=2.2 if whole else 1.5, zorder=2)
            if whole:
                ax.text(x, -0.6, str(g["start"] + i // g["n"]), ha="center", va="center", fontsize=16,
                        color=draw.INK)
        x = xs[g["k"]]
        ax.plot([x], [0], "o", color=c, markersize=11, zorder=4)
        ax.annotate(g["label"], (x, 0.25), xytext=(x, 1.0), ha="center", va="center", fontsize=17,
                    fontweight="bold", color=c, arrowprops={"arrowstyle": "-|>", "color": c, "linewidth": 1.8})
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-0.9, 8.9)
        ax.set_ylim(-4.9, 4.9)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        value = self._value(g)
        return [
            SubQuestion(f"A unit of the number line is divided into {g['n']} equal parts. How many "
                        f"parts past the whole number {g['start'] + g['k'] // g['n']} is the point {g['label']}?",
                        Number(g["k"] % g["n"]), "arithmetic/fractions/number_line"),
            SubQuestion(f"What is the value of {g['start'] + g['k'] // g['n']} + {g['k'] % g['n']}/{g['n']}? "
                        f"Give it as a decimal.", Number(float(value)), "arithmetic/fractions/simplifying"),
        ]

    def description(self, g):
        end = g["start"] + g["units"]
        return (f"A number line from {g['start']} to {end}; each unit is divided into {g['n']} equal "
                f"parts by tick marks. The point {g['label']} sits {g['k']} tick spaces to the right "
                f"of {g['start']}.")
