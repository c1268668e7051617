"""Statistics: which equation is the line of best fit for the points of a scatter plot."""
import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        sign = int(rng.choice([-1, 1]))
        ci = int(rng.integers(len(CONTEXTS[sign])))
        while True:
            m = float(rng.choice(SLOPES)) * sign
            b = int(rng.integers(0, 12))
            if not (0.5 <= b <= 11.5 and 0.5 <= m * 10 + b <= 11.5):
                continue
            n = int(rng.integers(10, 15))
            xs = np.sort(rng.uniform(0.5, 9.5, n))
            ys = m * xs + b + rng.normal(0, 0.55, n)
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
            if int(np.argmin(sse)) != 0 or sorted(sse)[1] < 2.5 * sse[0]:
                continue
            break
        return {"sign": sign, "context": ci, "x": [float(v) for v in xs], "y": [float(v) for v in ys],
                "options": [[float(om), int(ob)] for om, ob in opts],
                "color": str(rng.choice(["blue", "red", "green", "purple", "orange"]))}

    def question(self, p):
        c = CONTEXTS[p["sign"]][p["context"]]
        return (f"The scatter plot shows {c[1]} (y) against {c[0]} (x). Which equation best describes the line "
                f"of best fit?")

    def answer(self, p):
        texts = [_line(*o) for o in p["options"]]
        return Choice(texts[0], texts[1:])

    def verify(self, p):
        # least-squares fit by the normal equations; pick the option closest to it over the plotted range
        x, y = np.array(p["x"]), np.array(p["y"])
        A = np.vstack([x, np.ones_like(x)]).T
        m, b = np.linalg.solve(A.T @ A, A.T @ y)
        grid = np.linspace(0, 10, 101)
        best = min(p["options"], key=lambda o: float(((o[0] * grid + o[1]) - (m * grid + b)) ** 2 @ np.ones(101)))
        return _line(*best)

    def draw(self, p, ax, hide=()):
        c = CONTEXTS[p["sign"]][p["context"]]
        ax.scatter(p["x"], p["y"], s=55, color=draw.PALETTE[p["color"]], edgecolors=draw.INK, linewidths=0.8,
                   zorder=3)
        ax.set_xlim(0, 10.3)
        ax.set_ylim(0, 12.3)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(range(0, 13))
        charts.chart_axes(ax, xlabel=c[2], ylabel=c[3], grid_axis="both", fontsize=13)
        ax.tick_params(labelsize=11)
        ax.set_aspect("equal")

    def subquestions(self, p):
        m = p["options"][0][0]
        return [SubQuestion("Is the correlation shown by the scatter plot positive or negative? Answer 1 for "
                            "positive and -1 for negative.", Number(1 if m > 0 else -1),
                            "statistics/correlation/scatter_correlation")]

    def description(self, p):
        c = CONTEXTS[p["sign"]][p["context"]]
        pts = ", ".join(f"({x:.1f}, {y:.1f})" for x, y in zip(p["x"], p["y"]))
        return (f"Data pairs (x = {c[0]}, y = {c[1]}): {pts}. Which equation best describes the line of best fit?")
