"""Linear algebra: two linear maps S and T drawn by the images of e₁ and e₂; an entry of the composition's matrix or the image of a point."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

ROW = {1: "first", 2: "second"}


@seed_program(
    id="linear_map_composition_from_arrows", topic="algebra", level="undergraduate", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/linear_algebra/matrix_columns_images", "algebra/linear_algebra/composition_product"],
    source="DynaMath-style (linear algebra, composition of two maps given by drawn images of the unit vectors)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class LinearMapCompositionFromArrows(SeedProgram):
    levels = Levels(
        standard=dict(entry=IntRange(-2, 2), asked=OneOf(("entry", "entry", "point")), order=OneOf(("TS", "ST")), point=IntRange(-2, 2),
                      index=IntRange(1, 2)),
        hard=dict(entry=IntRange(-3, 3), asked=OneOf(("point",)), order=OneOf(("TS", "ST")), point=IntRange(-3, 3),
                  index=IntRange(1, 2)),
        hard_means="columns with entries up to ±3 and always the image of a point (x, y) off the axes under the "
                   "composition (never a single matrix entry): two maps to apply, each a full combination of columns",
    )

    def sample(self, rng, space):
        for _ in attempts("four arrows, pairwise at least 20° apart, both maps invertible, non-zero answer"):
            cols = [[int(v) for v in space.entry.draw(rng, size=2)] for _ in range(4)]
            if any(abs(c[0]) + abs(c[1]) < 1 for c in cols):
                continue
            ang = [np.degrees(np.arctan2(c[1], c[0])) for c in cols]
            if min(min(abs(a - b) % 360, 360 - abs(a - b) % 360) for i, a in enumerate(ang) for b in ang[i + 1:]) < 20:
                continue
            s1, s2, t1, t2 = cols
            if s1[0] * s2[1] - s1[1] * s2[0] == 0 or t1[0] * t2[1] - t1[1] * t2[0] == 0:
                continue
            point = [int(v) for v in space.point.draw(rng, size=2)]
            i, j = int(space.index.draw(rng)), int(space.index.draw(rng))
            g = {"s1": s1, "s2": s2, "t1": t1, "t2": t2, "order": str(space.order.draw(rng)),
                 "asked": str(space.asked.draw(rng)), "point": point, "i": i, "j": j}
            if g["asked"] == "point" and (0 in point):
                continue
            if float(self.answer(g).value) == 0:
                continue
            return g

    def _map_text(self, g):
        return "T∘S (first S, then T)" if g["order"] == "TS" else "S∘T (first T, then S)"

    def _what(self, g):
        if g["asked"] == "entry":
            return (f"What is the entry in row {g['i']}, column {g['j']} of the matrix of {self._map_text(g)}?")
        x, y = g["point"]
        return f"Where does {self._map_text(g)} send the point ({x}, {y})? Give the {['x', 'y'][g['i'] - 1]}-coordinate."

    def question(self, g):
        return ("Two linear maps S and T of the plane are given by the arrows from the origin: S(e₁), S(e₂) "
                "and T(e₁), T(e₂), showing where each map sends e₁ = (1, 0) and e₂ = (0, 1); each arrow ends "
                "at a grid point. "
                + self._what(g))

    def answer(self, p):
        S = sp.Matrix([p["s1"], p["s2"]]).T
        T = sp.Matrix([p["t1"], p["t2"]]).T
        M = T * S if p["order"] == "TS" else S * T
        if p["asked"] == "entry":
            return Number(int(M[p["i"] - 1, p["j"] - 1]))
        return Number(int((M * sp.Matrix(p["point"]))[p["i"] - 1]))

    def verify(self, g):
        # Apply the maps one after the other by linearity: f(x, y) = x·f(e₁) + y·f(e₂).
        def make(c1, c2):
            return lambda v: v[0] * np.array(c1) + v[1] * np.array(c2)
        S, T = make(g["s1"], g["s2"]), make(g["t1"], g["t2"])
        comp = (lambda v: T(S(v))) if g["order"] == "TS" else (lambda v: S(T(v)))
        if g["asked"] == "entry":
            column = comp(np.eye(2)[g["j"] - 1])
            return Number(float(column[g["i"] - 1]))
        return Number(float(comp(np.array(g["point"], float))[g["i"] - 1]))

    def draw(self, g, ax, hide=()):
        vecs = [g["s1"], g["s2"], g["t1"], g["t2"]]
        xlim, ylim = la.grid_window(ax, vecs, min_span=7)
        colours = [draw.PALETTE[c] for c in ("blue", "green", "red", "purple")]
        arrows = []
        for v, text, c in zip(vecs, ("S(e₁)", "S(e₂)", "T(e₁)", "T(e₂)"), colours):
            la.grid_arrow(ax, (0, 0), v, c)
            arrows.append(((0, 0), v, text, c))
        la.place_arrow_labels(ax, arrows, xlim, ylim, fontsize=14)

    def subquestions(self, g):
        (a, c), (b, d) = g["s1"], g["s2"]
        return [SubQuestion(f"A linear map S sends e₁ = (1, 0) to ({a}, {c}) and e₂ = (0, 1) to ({b}, {d}). What is "
                            "the entry in row 2, column 1 of its matrix?", Number(c),
                            "algebra/linear_algebra/matrix_columns_images")]

    def description(self, g):
        v = {k: la.vec_text(g[k]) for k in ("s1", "s2", "t1", "t2")}
        return (f"Two linear maps of the plane: S sends e₁ = (1, 0) to {v['s1']} and e₂ = (0, 1) to {v['s2']}; T sends "
                f"e₁ to {v['t1']} and e₂ to {v['t2']}. " + self._what(g))
