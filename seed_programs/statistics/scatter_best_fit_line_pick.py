"""Statistics: which equation is the line of best fit for the points of a scatter plot."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, coordinates, draw

CONTEXTS = {
    1: [("hours of practice", "points scored", "Practice (h)", "Points"),
        ("advertising spend ($1000)", "sales ($1000)", "Advertising ($1000)", "Sales ($1000)"),
        ("hours of sunshine", "ice creams sold (tens)", "Sunshine (h)", "Ice creams (tens)"),
        ("study time (h)", "quiz score", "Study time (h)", "Quiz score")],
    -1: [("age of a car (years)", "the car's value ($1000)", "Age (years)", "Value ($1000)"),
         ("distance from the city centre (km)", "monthly rent ($100)", "Distance (km)", "Rent ($100)"),
         ("price of a snack ($)", "units sold (hundreds)", "Price ($)", "Units sold (hundreds)"),
         ("hours of screen time", "hours of sleep", "Screen time (h)", "Sleep (h)")],
}
SLOPES = (0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.5, 2.0)


def _line(m, b):
    return "y = " + (coordinates.signed_term(m, "x", True) + coordinates.signed_term(b) if b else
                     coordinates.signed_term(m, "x", True))


@seed_program(
    id="scatter_best_fit_line_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/correlation/least_squares_line", "statistics/correlation/scatter_correlation",
              "analytic_geometry/lines/slope"],
    source="DynaMath-style (statistics, line of best fit)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class ScatterBestFitLinePick(SeedProgram):
    levels = Levels(
        standard=dict(sign=OneOf((-1, 1)), slope=OneOf(SLOPES), points=IntRange(10, 14), noise=0.55, min_sse_ratio=2.5),
        hard=dict(sign=OneOf((-1, 1)), slope=OneOf(SLOPES), points=IntRange(10, 14), noise=0.8, min_sse_ratio=1.6),
        hard_means="more scatter around the line and a runner-up option that fits only 1.6 times worse "
                   "(instead of 2.5 times), so the options are closer",
    )

    def sample(self, rng, space):
        sign = int(space.sign.draw(rng))
        ci = int(rng.integers(len(CONTEXTS[sign])))
        for _ in attempts("points inside the grid and one option clearly the best fit"):
            m = float(space.slope.draw(rng)) * sign
            b = int(rng.integers(0, 12))
            if not (0.5 <= b <= 11.5 and 0.5 <= m * 10 + b <= 11.5):
                continue
            n = space.points.draw(rng)
            xs = np.sort(rng.uniform(0.5, 9.5, n))
            ys = m * xs + b + rng.normal(0, space.noise, n)
            if ys.min() < 0.3 or ys.max() > 11.7:
                continue
            xs, ys = np.round(xs, 2), np.round(ys, 2)
            xc = float(xs.mean())
            yc = m * xc + b
            shift = int(rng.choice([-3, 3]))
            m2 = m * float(rng.choice([0.5, 2.0]))
            b2 = round(yc - m2 * xc)
            m3 = round(m + float(rng.choice([-1, -0.5, 0.5, 1])) * (1 if m > 0 else -1) * 1, 2)
            opts = [(m, b), (m, b + shift), (m2, b2), (-m, round(yc + m * xc))]
            if m3 != 0 and abs(m3) != abs(m) and rng.random() < 0.5:
                opts[3] = (m3, b)
            texts = [_line(*o) for o in opts]
            if len(set(texts)) < 4:
                continue
            sse = [float(((ys - (om * xs + ob)) ** 2).sum()) for om, ob in opts]
            if int(np.argmin(sse)) != 0 or sorted(sse)[1] < space.min_sse_ratio * sse[0]:
                continue
            break
        lines = [[float(om), int(ob)] for om, ob in opts]     # the true line first, as constructed
        g = {"sign": sign, "context": ci, "x": [float(v) for v in xs], "y": [float(v) for v in ys],
             "options": sorted(lines, key=lambda o: _line(*o)),      # as offered: no hint which is right
             "color": str(rng.choice(["blue", "red", "green", "purple", "orange"]))}
        return g, {"lines": lines}

    def question(self, g):
        c = CONTEXTS[g["sign"]][g["context"]]
        return (f"The scatter plot shows {c[1]} (y) against {c[0]} (x). Which equation best describes the line "
                f"of best fit?")

    def answer(self, p):
        texts = [_line(*o) for o in p["lines"]]
        return Choice(texts[0], texts[1:])

    def verify(self, g):
        # least-squares fit by the normal equations; pick the option closest to it over the plotted range
        x, y = np.array(g["x"]), np.array(g["y"])
        A = np.vstack([x, np.ones_like(x)]).T
        m, b = np.linalg.solve(A.T @ A, A.T @ y)
        grid = np.linspace(0, 10, 101)
        best = min(g["options"], key=lambda o: float(((o[0] * grid + o[1]) - (m * grid + b)) ** 2 @ np.ones(101)))
        return _line(*best)

    def draw(self, g, ax, hide=()):
        c = CONTEXTS[g["sign"]][g["context"]]
        ax.scatter(g["x"], g["y"], s=55, color=draw.PALETTE[g["color"]], edgecolors=draw.INK, linewidths=0.8,
                   zorder=3)
        ax.set_xlim(0, 10.3)
        ax.set_ylim(0, 12.3)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(range(0, 13))
        charts.chart_axes(ax, xlabel=c[2], ylabel=c[3], grid_axis="both", fontsize=13)
        ax.tick_params(labelsize=11)
        ax.set_aspect("equal")

    def subquestions(self, g):
        return [SubQuestion("Is the correlation shown by the scatter plot positive or negative? Answer 1 for "
                            "positive and -1 for negative.", Number(g["sign"]),
                            "statistics/correlation/scatter_correlation")]

    def description(self, g):
        c = CONTEXTS[g["sign"]][g["context"]]
        pts = ", ".join(f"({x:.1f}, {y:.1f})" for x, y in zip(g["x"], g["y"]))
        return (f"Data pairs (x = {c[0]}, y = {c[1]}): {pts}. Which equation best describes the line of best fit? "
                f"The equations offered: " + "; ".join(_line(*o) for o in g["options"]) + ".")
