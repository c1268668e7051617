"""Linear algebra: the coordinates of a drawn vector w in the basis of two drawn vectors b₁, b₂ (w = c₁b₁ + c₂b₂)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la


@seed_program(
    id="basis_coordinates_from_arrows", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/linear_algebra/basis_coordinates"],
    source="DynaMath-style (linear algebra, a vector written in a basis drawn on a grid)",
    variations=["numeric_values", "geometric_transformations"],
)
class BasisCoordinatesFromArrows(SeedProgram):
    levels = Levels(
        standard=dict(coord=IntRange(-3, 3), coef=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)), asked=OneOf(("c1", "c2")),
                      det=OneOf((1, 2)), fractional=OneOf((0, 1)), window=7),
        hard=dict(coord=IntRange(-4, 4), coef=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)), asked=OneOf(("c1", "c2")),
                  det=OneOf((2, 3, 4, 5)), fractional=OneOf((1,)), window=7),
        hard_means="longer basis vectors and always a fractional coefficient (thirds to fifths, not only halves), "
                   "so it cannot be found by stepping along the grid",
    )

    def sample(self, rng, space):
        fractional = bool(space.fractional.draw(rng))  # decided once, so rejections do not favour whole numbers
        for _ in attempts("a basis, a vector w in the window and the asked coefficient of the level's kind"):
            b1 = [int(v) for v in space.coord.draw(rng, size=2)]
            b2 = [int(v) for v in space.coord.draw(rng, size=2)]
            det = b1[0] * b2[1] - b1[1] * b2[0]
            if abs(det) not in space.det.values or min(abs(b1[0]) + abs(b1[1]), abs(b2[0]) + abs(b2[1])) < 2:
                continue
            asked = str(space.asked.draw(rng))
            if fractional:
                if abs(det) == 1:
                    continue
                num1, num2 = (int(v) for v in rng.integers(-3 * abs(det), 3 * abs(det) + 1, size=2))
                c1, c2 = Fraction(num1, det), Fraction(num2, det)
                if (c1 if asked == "c1" else c2).denominator == 1 or 0 in (c1, c2) or max(abs(c1), abs(c2)) > 4:
                    continue
            else:
                c1, c2 = Fraction(int(space.coef.draw(rng))), Fraction(int(space.coef.draw(rng)))
            w = [c1 * b1[0] + c2 * b2[0], c1 * b1[1] + c2 * b2[1]]
            if any(x.denominator != 1 for x in w) or max(abs(x) for x in w) > space.window or w == [0, 0]:
                continue
            w = [int(x) for x in w]
            ang = [np.degrees(np.arctan2(v[1], v[0])) for v in (b1, b2, w)]
            if min(min(abs(a - b) % 360, 360 - abs(a - b) % 360) for i, a in enumerate(ang) for b in ang[i + 1:]) < 18:
                continue
            break
        return ({"b1": b1, "b2": b2, "w": w, "asked": asked},
                {"c1": str(c1), "c2": str(c2)})

    def question(self, g):
        k = g["asked"][1]
        return ("The vectors b₁, b₂ and w are drawn as arrows from the origin to grid points. Write w = c₁b₁ + c₂b₂. "
                f"What is c{'₁' if k == '1' else '₂'}?")

    def answer(self, p):
        return Number(float(Fraction(p[p["asked"]])))

    def verify(self, g):
        # Cramer's rule with the drawn vectors as the columns.
        (a, c), (b, d), (x, y) = g["b1"], g["b2"], g["w"]
        D = a * d - b * c
        value = Fraction(x * d - b * y, D) if g["asked"] == "c1" else Fraction(a * y - x * c, D)
        return Number(float(value))

    def draw(self, g, ax, hide=()):
        xlim, ylim = la.grid_window(ax, [g["b1"], g["b2"], g["w"]], min_span=8)
        arrows = []
        for v, text, c in ((g["b1"], "b₁", "blue"), (g["b2"], "b₂", "green"), (g["w"], "w", "red")):
            la.grid_arrow(ax, (0, 0), v, draw.PALETTE[c])
            arrows.append(((0, 0), v, text, draw.PALETTE[c]))
        la.place_arrow_labels(ax, arrows, xlim, ylim, fontsize=17)

    def subquestions(self, g):
        (a, c), (b, d) = g["b1"], g["b2"]
        return [SubQuestion(f"What is the determinant of the matrix with columns ({a}, {c}) and ({b}, {d})?",
                            Number(a * d - b * c), "algebra/linear_algebra/basis_coordinates")]

    def description(self, g):
        return (f"Vectors from the origin: b₁ = {la.vec_text(g['b1'])}, b₂ = {la.vec_text(g['b2'])} and "
                f"w = {la.vec_text(g['w'])}. " + self.question(g).split(". ", 1)[1])
