"""Algebra: read the vertex and one more point of a plotted parabola, recover a coefficient."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

YMAX = 7  # the grid shows y from -7.5 to 7.5


def _vertex_form(a, h, k):
    lead = {1.0: "", -1.0: "-"}.get(a, draw.fmt(a))
    shift = f"x - {h}" if h > 0 else f"x + {-h}"
    tail = "" if k == 0 else (f" + {k}" if k > 0 else f" - {-k}")
    return f"{lead}({shift})²{tail}"


@seed_program(
    id="parabola_coefficient_from_graph", topic="algebra", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["algebra/quadratics/vertex_form", "algebra/quadratics/standard_form_coefficients"],
    source="DynaMath-style (algebra, reading a function graph)",
    variations=["numeric_values", "geometric_transformations", "symbolic_substitution"],
)
class ParabolaCoefficientFromGraph(SeedProgram):
    levels = Levels(
        standard=dict(a=OneOf((-3.0, -2.0, -1.5, -1.0, -0.5, 0.5, 1.0, 1.5, 2.0, 3.0)),
                      h=OneOf((-4, -3, -2, -1, 1, 2, 3, 4)), k=IntRange(-6, 6), step=OneOf((1, 2))),
        hard=dict(a=OneOf((-2.5, -1.5, -0.5, 0.5, 1.5, 2.5)),
                  h=OneOf((-5, -4, -3, 3, 4, 5)), k=IntRange(-6, 6), step=OneOf((1, 2))),
        hard_means="half-integer leading coefficients (so P lies two columns from V) and vertices farther "
                   "from the y-axis, so b = -2ah and c = ah² + k are larger and less friendly",
    )

    def sample(self, rng, space):
        # h = 0 would make b = 0 and c = k trivially; P two columns out when a is not an integer
        for _ in attempts("the marked point P on the grid, off both axes, inside the window"):
            a = float(space.a.draw(rng))
            h = int(space.h.draw(rng))
            d = 2 if a != int(a) else int(space.step.draw(rng))
            rise = int(a * d * d)  # vertical step from the vertex to the marked point
            lo, hi = (space.k.lo, space.k.hi - rise) if rise > 0 else (space.k.lo - rise, space.k.hi)
            if lo > hi or abs(h) + d > 6:
                continue
            k = int(rng.integers(lo, hi + 1))
            side = int(rng.choice([-1, 1]))
            if h + d * side == 0:  # keep P off the y-axis, where its label would cover the tick labels
                side = -side
            if abs(h + d * side) <= 6 and abs(k + rise) <= YMAX and k + rise != 0:  # P off the x-axis labels
                break
        # givens: the two marked grid points V and P; the leading coefficient a follows from them
        return ({"h": h, "k": k, "xp": h + d * side, "yp": k + rise, "asked": str(rng.choice(["b", "c"])),
                 "color": str(rng.choice(["blue", "red", "green", "purple"]))}, {"a": a})

    @staticmethod
    def _a(g):
        """The leading coefficient through V and P (for the figure and the views)."""
        return (g["yp"] - g["k"]) / (g["xp"] - g["h"]) ** 2

    def question(self, g):
        return ("The graph shows the parabola y = ax² + bx + c. Its vertex V and the point P are "
                f"grid points. What is the value of {g['asked']}?")

    def answer(self, p):
        a, h, k = p["a"], p["h"], p["k"]
        return Number(-2 * a * h if p["asked"] == "b" else a * h * h + k)

    def verify(self, g):
        # Solve the 3x3 Vandermonde system through V, P and the mirror image of P.
        (xv, yv), (xp, yp) = (g["h"], g["k"]), (g["xp"], g["yp"])
        xs = [xv, xp, 2 * xv - xp]
        ys = [yv, yp, yp]
        a, b, c = np.linalg.solve(np.vander(xs, 3), ys)
        value = b if g["asked"] == "b" else c
        return Number(float(np.round(value, 9)))

    def draw(self, g, ax, hide=()):
        a, h, k = self._a(g), g["h"], g["k"]
        draw.grid_axes(ax, (-6.5, 6.5), (-7.5, 7.5), equal=False)
        draw.plot_graph(ax, lambda x: a * (x - h) ** 2 + k, (-6.5, 6.5), (-7.5, 7.5),
                        color=draw.PALETTE[g["color"]])
        V, P = (h, k), (g["xp"], g["yp"])
        v_away = (V[0], V[1] + np.sign(a))
        if -1 <= V[1] - np.sign(a) * 0.6 <= 0:  # outside V the label would sit on the tick labels,
            v_away = (V[0], V[1] - np.sign(a))  # so put it inside the parabola
        draw.label_grid_point(ax, V, "V", away_from=v_away, offset=13)
        draw.label_grid_point(ax, P, "P", away_from=(h, P[1]), offset=13)

    def subquestions(self, g):
        a, h, k = self._a(g), g["h"], g["k"]
        xp, yp = g["xp"], g["yp"]
        return [
            SubQuestion(f"A parabola y = a(x - h)² + k has vertex ({h}, {k}) and passes through "
                        f"({xp}, {draw.fmt(yp)}). What is a?",
                        Number(a), "algebra/quadratics/vertex_form"),
            SubQuestion(f"Expand y = {_vertex_form(a, h, k)} into y = ax² + bx + c. "
                        f"What is {g['asked']}?",
                        Number(-2 * a * h if g["asked"] == "b" else a * h * h + k),
                        "algebra/quadratics/standard_form_coefficients"),
        ]

    def description(self, g):
        (xv, yv), (xp, yp) = (g["h"], g["k"]), (g["xp"], g["yp"])
        return (f"A parabola y = ax² + bx + c is drawn on a coordinate grid. Its vertex is V({xv}, {yv}) "
                f"and it also passes through P({xp}, {draw.fmt(yp)}).")
