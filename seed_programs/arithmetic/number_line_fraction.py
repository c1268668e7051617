"""Arithmetic: which fraction does a marked point on a subdivided number line show?"""
from fractions import Fraction

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Number, seed_program
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
    def sample(self, rng):
        while True:
            n = int(rng.integers(3, 11))                   # parts per unit
            start = int(rng.integers(0, 3))                # the line runs from start to start + units
            units = int(rng.integers(1, 3))
            k = int(rng.integers(1, n * units))            # ticks after start
            if k % n:                                      # not on a whole number
                break
        return {"n": n, "start": start, "units": units, "k": k,
                "label": str(rng.choice(list("PQRMNK"))),
                "color": str(rng.choice(["red", "blue", "green", "purple", "orange"]))}

    def _value(self, p):
        return Fraction(p["start"]) + Fraction(p["k"], p["n"])

    def question(self, p):
        return (f"Each unit on the number line is divided into equal parts. Which number is at the "
                f"point {p['label']}? Fractions are written in lowest terms.")

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

    def verify(self, p):
        # measure the point's position against the two labelled whole numbers
        xs = self._ticks(p)
        x_point = xs[p["k"]]
        x0, x1 = xs[0], xs[p["n"]]                         # positions of start and start + 1
        t = Fraction((x_point - x0) / (x1 - x0)).limit_denominator(50)
        return frac_text(p["start"] + t)

    def _ticks(self, p):
        total = p["n"] * p["units"]
        return [8.0 * i / total for i in range(total + 1)]

    def draw(self, p, ax, hide=()):
        xs = self._ticks(p)
        c = draw.PALETTE[p["color"]]
        ax.annotate("", xy=(8.6, 0), xytext=(-0.6, 0),
                    arrowprops={"arrowstyle": "<|-|>", "color": draw.INK, "linewidth": 2.0})
        for i, x in enumerate(xs):
            whole = i % p["n"] == 0
            h = 0.32 if whole else 0.18
            ax.plot([x, x], [-h, h], color=draw.INK, linewidth=2.2 if whole else 1.5, zorder=2)
            if whole:
                ax.text(x, -0.6, str(p["start"] + i // p["n"]), ha="center", va="center", fontsize=16,
                        color=draw.INK)
        x = xs[p["k"]]
        ax.plot([x], [0], "o", color=c, markersize=11, zorder=4)
        ax.annotate(p["label"], (x, 0.25), xytext=(x, 1.0), ha="center", va="center", fontsize=17,
                    fontweight="bold", color=c, arrowprops={"arrowstyle": "-|>", "color": c, "linewidth": 1.8})
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-0.9, 8.9)
        ax.set_ylim(-4.9, 4.9)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, p):
        value = self._value(p)
        return [
            SubQuestion(f"A unit of the number line is divided into {p['n']} equal parts. How many "
                        f"parts past the whole number {p['start'] + p['k'] // p['n']} is the point {p['label']}?",
                        Number(p["k"] % p["n"]), "arithmetic/fractions/number_line"),
            SubQuestion(f"What is the value of {p['start'] + p['k'] // p['n']} + {p['k'] % p['n']}/{p['n']}? "
                        f"Give it as a decimal.", Number(float(value)), "arithmetic/fractions/simplifying"),
        ]

    def description(self, p):
        end = p["start"] + p["units"]
        return (f"A number line from {p['start']} to {end}; each unit is divided into {p['n']} equal "
                f"parts by tick marks. The point {p['label']} sits {p['k']} tick spaces to the right "
                f"of {p['start']}.")
