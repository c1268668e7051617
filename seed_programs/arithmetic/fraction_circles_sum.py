"""Arithmetic: add the shaded fractions of two or three circles cut into different numbers of equal
sectors (unlike denominators), answer as a fraction."""
from fractions import Fraction

from dynaforge.sdk import Backward, Expression, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw, science_arith_puzzle as sap

FILLS = ("#93c5fd", "#fca5a5", "#86efac")


@seed_program(
    id="fraction_circles_sum", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="free_form",
    concepts=["arithmetic/fractions/fraction_of_area", "arithmetic/fractions/simplifying"],
    source="DynaMath-style (arithmetic, fraction circles)",
    variations=["numeric_values", "colors_labels"],
)
class FractionCirclesSum(SeedProgram):
    levels = Levels(
        standard=dict(circles=OneOf((2,)), parts=OneOf((2, 3, 4, 5, 6, 8, 10))),
        hard=dict(circles=OneOf((3,)), parts=OneOf((3, 4, 5, 6, 8, 9, 10, 12))),
        hard_means="three circles with denominators up to 12 (a common denominator such as 24, 30 or 40 is "
                   "needed), and the total often exceeds one whole",
    )

    def sample(self, rng, space):
        c = int(space.circles.draw(rng))
        for _ in attempts("distinct part counts, a proper shaded part in each circle, an unlike-denominator sum"):
            ns = [int(space.parts.draw(rng)) for _ in range(c)]
            if len(set(ns)) < c:
                continue
            ks = [int(rng.integers(1, n)) for n in ns]
            if any(Fraction(k, n).denominator == 1 for k, n in zip(ks, ns)):
                continue
            total = sum(Fraction(k, n) for k, n in zip(ks, ns))
            if total.denominator == max(ns) and c == 3:
                continue
            break
        g = {"count": c}
        for i, (n, k) in enumerate(zip(ns, ks), start=1):
            g[f"n{i}"], g[f"k{i}"] = n, k
        g["starts"] = [int(x) for x in rng.choice([90, 0, 45, 30], size=c)]
        return g

    def _names(self, g):
        return ["A", "B", "C"][: g["count"]]

    def question(self, g):
        names = self._names(g)
        return (f"Circles {', '.join(names[:-1])} and {names[-1]} are the same size, and each is cut into equal parts. "
                f"Taken together, the shaded parts make what fraction of one whole circle? Give the answer as a "
                f"fraction in lowest terms (an improper fraction if it is more than one whole).")

    def description(self, g):
        parts = [f"circle {nm} is cut into {g[f'n{i}']} equal sectors with {g[f'k{i}']} shaded"
                 for i, nm in enumerate(self._names(g), start=1)]
        return "Equal circles side by side: " + "; ".join(parts) + "."

    def answer(self, p):
        total = sum(Fraction(p[f"k{i}"], p[f"n{i}"]) for i in range(1, p["count"] + 1))
        return Expression(f"{total.numerator}/{total.denominator}" if total.denominator > 1 else str(total.numerator))

    def verify(self, g):
        # add the shaded sector angles in degrees, then the share of one full turn (360°)
        degrees = 0.0
        for i in range(1, g["count"] + 1):
            degrees += g[f"k{i}"] * (360.0 / g[f"n{i}"])
        share = Fraction(degrees / 360.0).limit_denominator(2000)
        return Expression(f"{share.numerator}/{share.denominator}")

    def draw(self, g, ax, hide=()):
        c = g["count"]
        r = 1.0
        gap = 2.3
        xs = [(i - (c - 1) / 2) * gap for i in range(c)]
        for i, (x, nm) in enumerate(zip(xs, self._names(g)), start=1):
            shaded = 0 if f"k{i}" in hide else g[f"k{i}"]
            sap.fraction_circle(ax, (x, 0), r, g[f"n{i}"], shaded, fill=FILLS[i - 1], start_deg=g["starts"][i - 1])
            ax.text(x, -1.35, nm, ha="center", va="top", fontsize=18, fontweight="bold")
            if f"k{i}" in hide:
                ax.text(x, 1.2, "? shaded", ha="center", va="bottom", fontsize=14, color="#dc2626")
        half = (c - 1) / 2 * gap + 1.3
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-half, half)
        ax.set_ylim(-half, half)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        subs = [SubQuestion(f"Circle A is cut into {g['n1']} equal parts and {g['k1']} are shaded. What fraction of "
                            f"circle A is shaded? Give a fraction in lowest terms.",
                            Expression(str(Fraction(g["k1"], g["n1"]))), "arithmetic/fractions/fraction_of_area")]
        subs.append(SubQuestion(f"What is the lowest common denominator of 1/{g['n1']} and 1/{g['n2']}?",
                                Number(g["n1"] * g["n2"] // __import__("math").gcd(g["n1"], g["n2"])),
                                "arithmetic/fractions/simplifying"))
        return subs

    def backward(self, g):
        total = sum(Fraction(g[f"k{i}"], g[f"n{i}"]) for i in range(1, g["count"] + 1))
        rest = total - sum(Fraction(g[f"k{i}"], g[f"n{i}"]) for i in range(1, g["count"]))
        last = g["count"]
        nm = self._names(g)[-1]
        others = "; ".join(f"circle {self._names(g)[i - 1]} is cut into {g[f'n{i}']} equal parts with "
                           f"{g[f'k{i}']} shaded" for i in range(1, last))
        return Backward(
            f"Equal circles are each cut into equal parts: {others}; circle {nm} is cut into {g[f'n{last}']} "
            f"equal parts, an unknown number of them shaded. Together the shaded parts make {total} of a whole "
            f"circle. How many parts of circle {nm} are shaded?", Number(float(rest * g[f"n{last}"])), f"k{last}")
