"""Algebra: read the vertex and one more point of a plotted parabola, recover a coefficient."""
import numpy as np

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

A_VALUES = (-2.0, -1.0, -0.5, 0.5, 1.0, 2.0)


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
    def sample(self, rng):
        a = float(rng.choice(A_VALUES))
        h = int(rng.choice([-3, -2, -1, 1, 2, 3]))  # h = 0 would make b = 0 and c = k trivially
        d = 2 if abs(a) < 1 else int(rng.choice([1, 2]))
        rise = int(a * d * d)  # vertical step from the vertex to the marked point
        k = int(rng.integers(-6, 7 - rise)) if rise > 0 else int(rng.integers(-6 - rise, 7))
        side = int(rng.choice([-1, 1]))
        if h + d * side == 0:  # keep P off the y-axis, where its label would cover the tick labels
            side = -side
        return {"a": a, "h": h, "k": k, "d": d * side, "asked": str(rng.choice(["b", "c"])),
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _marked(self, p):
        xp = p["h"] + p["d"]
        return (p["h"], p["k"]), (xp, p["k"] + p["a"] * p["d"] ** 2)

    def question(self, p):
        return ("The graph shows the parabola y = ax² + bx + c. Its vertex V and the point P are "
                f"grid points. What is the value of {p['asked']}?")

    def answer(self, p):
        a, h, k = p["a"], p["h"], p["k"]
        return Number(-2 * a * h if p["asked"] == "b" else a * h * h + k)

    def verify(self, p):
        # Solve the 3x3 Vandermonde system through V, P and the mirror image of P.
        (xv, yv), (xp, yp) = self._marked(p)
        xs = [xv, xp, 2 * xv - xp]
        ys = [yv, yp, yp]
        a, b, c = np.linalg.solve(np.vander(xs, 3), ys)
        value = b if p["asked"] == "b" else c
        return Number(float(np.round(value, 9)))

    def draw(self, p, ax, hide=()):
        a, h, k = p["a"], p["h"], p["k"]
        draw.grid_axes(ax, (-6.5, 6.5), (-7.5, 7.5), equal=False)
        draw.plot_graph(ax, lambda x: a * (x - h) ** 2 + k, (-6.5, 6.5), (-7.5, 7.5),
                        color=draw.PALETTE[p["color"]])
        V, P = self._marked(p)
        v_away = (V[0], V[1] + np.sign(a))
        if -1 <= V[1] - np.sign(a) * 0.6 <= 0:  # outside V the label would sit on the tick labels,
            v_away = (V[0], V[1] - np.sign(a))  # so put it inside the parabola
        draw.label_grid_point(ax, V, "V", away_from=v_away, offset=13)
        draw.label_grid_point(ax, P, "P", away_from=(h, P[1]), offset=13)

    def subquestions(self, p):
        a, h, k = p["a"], p["h"], p["k"]
        (_, _), (xp, yp) = self._marked(p)
        return [
            SubQuestion(f"A parabola y = a(x - h)² + k has vertex ({h}, {k}) and passes through "
                        f"({xp}, {draw.fmt(yp)}). What is a?",
                        Number(a), "algebra/quadratics/vertex_form"),
            SubQuestion(f"Expand y = {_vertex_form(a, h, k)} into y = ax² + bx + c. "
                        f"What is {p['asked']}?",
                        Number(-2 * a * h if p["asked"] == "b" else a * h * h + k),
                        "algebra/quadratics/standard_form_coefficients"),
        ]

    def description(self, p):
        (xv, yv), (xp, yp) = self._marked(p)
        return (f"A parabola y = ax² + bx + c is drawn on a coordinate grid. Its vertex is V({xv}, {yv}) "
                f"and it also passes through P({xp}, {draw.fmt(yp)}).")
