"""Linear algebra: a linear map drawn as the image of the unit square (a parallelogram on a grid); its determinant or an area scale."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

WINDOW = 7  # tips and the far corner stay within ±WINDOW


@seed_program(
    id="unit_square_image_determinant", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/linear_algebra/matrix_columns_images", "algebra/linear_algebra/determinant_area"],
    source="DynaMath-style (linear algebra, a linear map shown by the image of the unit square)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class UnitSquareImageDeterminant(SeedProgram):
    levels = Levels(
        standard=dict(entry=IntRange(-3, 3), asked=OneOf(("det", "det", "area")), region=OneOf((2, 3, 4, 5, 6)),
                      max_det=12),
        hard=dict(entry=IntRange(-5, 5), asked=OneOf(("inverse", "square", "preimage")), region=OneOf((2, 3, 4, 5, 6)),
                  max_det=30),
        hard_means="longer columns (entries up to ±5) and a second step after the determinant: det(T⁻¹), "
                   "det(T∘T) or the original area of a region from its image's area",
    )

    def sample(self, rng, space):
        asked = str(space.asked.draw(rng))
        for _ in attempts("two non-parallel columns in the window, |det| small enough to read"):
            a, b, c, d = (int(v) for v in space.entry.draw(rng, size=4))
            det = a * d - b * c
            corners = [(a, c), (b, d), (a + b, c + d)]
            if det == 0 or abs(det) > space.max_det or (a, c) == (0, 0) or (b, d) == (0, 0):
                continue
            if any(abs(x) > WINDOW or abs(y) > WINDOW for x, y in corners):
                continue
            if (a, c) in ((1, 0), (0, 1)) and (b, d) in ((1, 0), (0, 1)):
                continue  # the identity or the swap would hide the unit square
            if asked == "inverse" and abs(det) == 1:
                continue
            break
        region = int(space.region.draw(rng))
        if asked == "preimage":
            region *= abs(det)  # the image's area, a multiple of |det| so the original is whole
        return {"e1": [a, c], "e2": [b, d], "asked": asked, "region": region,
                "colors": [str(x) for x in rng.permutation(["red", "green", "purple", "orange"])[:2]]}

    def _what(self, g):
        return {"det": "What is det T, the determinant of the matrix of T?",
                "area": f"A region of the plane has area {g['region']}. What is the area of its image under T?",
                "inverse": "What is the determinant of the inverse map T⁻¹?",
                "square": "What is the determinant of T∘T (T applied twice)?",
                "preimage": f"T maps a region onto a region of area {g['region']}. What is the area of the original region?"}[g["asked"]]

    def question(self, g):
        return ("A linear map T of the plane sends the grey unit square (corners (0, 0), (1, 0), (1, 1), (0, 1)) "
                "to the shaded parallelogram; the arrows T(e₁) and T(e₂), ending at grid points, show where T sends "
                f"e₁ = (1, 0) and e₂ = (0, 1). {self._what(g)}")

    def answer(self, p):
        (a, c), (b, d) = p["e1"], p["e2"]
        det = Fraction(a * d - b * c)
        value = {"det": det, "area": abs(det) * p["region"], "inverse": 1 / det, "square": det * det,
                 "preimage": Fraction(p["region"]) / abs(det)}[p["asked"]]
        return Number(float(value))

    def verify(self, g):
        # The parallelogram's signed area by the shoelace formula over its four corners, then the step.
        P = [(0, 0), tuple(g["e1"]), (g["e1"][0] + g["e2"][0], g["e1"][1] + g["e2"][1]), tuple(g["e2"])]
        signed = sum(P[i][0] * P[(i + 1) % 4][1] - P[(i + 1) % 4][0] * P[i][1] for i in range(4)) / 2
        M = np.array([g["e1"], g["e2"]], float).T
        value = {"det": signed, "area": abs(signed) * g["region"], "inverse": np.linalg.det(np.linalg.inv(M)),
                 "square": np.linalg.det(M @ M), "preimage": g["region"] / abs(signed)}[g["asked"]]
        return Number(float(value))

    def draw(self, g, ax, hide=()):
        e1, e2 = np.array(g["e1"], float), np.array(g["e2"], float)
        far = e1 + e2
        xlim, ylim = la.grid_window(ax, [e1, e2, far, (1, 1)])
        ax.fill([0, 1, 1, 0], [0, 0, 1, 1], color="#9ca3af", alpha=0.55, zorder=2)
        para = np.array([[0, 0], e1, far, e2, [0, 0]])
        ax.fill(para[:, 0], para[:, 1], color=draw.PALETTE["blue"], alpha=0.18, zorder=1)
        ax.plot(para[:, 0], para[:, 1], color=draw.PALETTE["blue"], lw=1.6, ls="--", zorder=3)
        arrows = []
        for v, text, c in ((e1, "T(e₁)", g["colors"][0]), (e2, "T(e₂)", g["colors"][1])):
            la.grid_arrow(ax, (0, 0), v, draw.PALETTE[c])
            arrows.append(((0, 0), v, text, draw.PALETTE[c]))
        la.place_arrow_labels(ax, arrows, xlim, ylim, fontsize=14, avoid=[far, (1, 1)],
                              segments=[(e1, e2), (e2, e1)])

    def subquestions(self, g):
        (a, c), (b, d) = g["e1"], g["e2"]
        return [
            SubQuestion(f"A linear map sends e₁ = (1, 0) to ({a}, {c}) and e₂ = (0, 1) to ({b}, {d}). What is the "
                        "entry in row 1, column 2 of its matrix?", Number(b),
                        "algebra/linear_algebra/matrix_columns_images"),
            SubQuestion(f"What is the determinant of the matrix {la.matrix_text([[a, b], [c, d]])} (rows listed)?",
                        Number(a * d - b * c), "algebra/linear_algebra/determinant_area"),
        ]

    def description(self, g):
        (a, c), (b, d) = g["e1"], g["e2"]
        return (f"A linear map T of the plane sends e₁ = (1, 0) to T(e₁) = ({a}, {c}) and e₂ = (0, 1) to "
                f"T(e₂) = ({b}, {d}), so the unit square goes to the parallelogram with corners (0, 0), ({a}, {c}), "
                f"({a + b}, {c + d}) and ({b}, {d}). {self._what(g)}")
