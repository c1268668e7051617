"""Statistics: a moving average (of the last w months) read from a monthly line graph, or its change."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
FULL = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
CONTEXTS = [
    {"title": "Monthly rainfall", "ylabel": "Rainfall (mm)", "step": 10, "levels": 12, "unit": "mm",
     "what": "the rainfall in each month"},
    {"title": "Bicycles sold", "ylabel": "Bicycles", "step": 5, "levels": 12, "unit": "bicycles",
     "what": "the number of bicycles a shop sold each month"},
    {"title": "Museum visitors", "ylabel": "Visitors", "step": 50, "levels": 10, "unit": "visitors",
     "what": "the number of visitors to a small museum each month"},
    {"title": "Electricity used", "ylabel": "Energy (kWh)", "step": 20, "levels": 10, "unit": "kWh",
     "what": "the electricity a household used each month"},
]
COLORS = ["blue", "green", "orange", "purple", "red"]


@seed_program(
    id="moving_average_line_chart", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/line_graph_reading", "statistics/center/moving_average"],
    source="DynaMath-style (statistics, line graph / time series)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class MovingAverageLineChart(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(6, 8), window=OneOf((3,)),
                      ask=OneOf(("value",)), color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(8, 10), window=OneOf((4, 5)),
                  ask=OneOf(("value", "change")), color=OneOf(COLORS)),
        hard_means="eight to ten months, a 4- or 5-month window and often the change of the moving "
                   "average from one month to the next (more readings, a signed answer)",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = space.n.draw(rng)
        w = int(space.window.draw(rng))
        ask = str(space.ask.draw(rng))
        g = {"context": ci, "start": int(rng.integers(0, 12 - n + 1)), "n": n, "window": w, "ask": ask,
             "color": str(space.color.draw(rng))}
        for i in range(n):
            g[f"v{i}"] = ctx["step"] * int(rng.integers(1, ctx["levels"]))
        lo = w - 1 + (1 if ask == "change" else 0)
        g["month"] = m = int(rng.integers(lo, n))          # index of the month asked about
        if ask == "change" and g[f"v{m}"] == g[f"v{m - w}"]:      # no zero change
            g[f"v{m}"] += ctx["step"] if g[f"v{m}"] < ctx["step"] * (ctx["levels"] - 1) else -ctx["step"]
        return g

    def _vals(self, p):
        return [p[f"v{i}"] for i in range(p["n"])]

    def _names(self, g, full=False):
        return (FULL if full else MONTHS)[g["start"]:g["start"] + g["n"]]

    def _rule(self, g):
        return (f"The {g['window']}-month moving average for a month is the mean of the values for that month "
                f"and the {g['window'] - 1} months before it.")

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        names = self._names(g, full=True)
        m = g["month"]
        if g["ask"] == "value":
            ask = f"What is the {g['window']}-month moving average for {names[m]}, in {ctx['unit']}?"
        else:
            ask = (f"By how much does the {g['window']}-month moving average change from {names[m - 1]} to "
                   f"{names[m]} (give a decrease as a negative number), in {ctx['unit']}?")
        return f"The line graph shows {ctx['what']}. {self._rule(g)} {ask} Round to 2 decimal places if needed."

    def answer(self, p):
        v, w, m = self._vals(p), p["window"], p["month"]
        now = sum(v[m - w + 1:m + 1]) / w
        if p["ask"] == "value":
            return Number(now)
        # consecutive windows share w - 1 months: the change is (newest - dropped) / w
        return Number((v[m] - v[m - w]) / w)

    def verify(self, g):
        # the whole moving-average series by convolution, then read the month(s) asked about
        v = np.array([g[f"v{i}"] for i in range(g["n"])], float)
        ma = np.convolve(v, np.ones(g["window"]) / g["window"], mode="valid")   # ma[j] ends at month j + w - 1
        j = g["month"] - (g["window"] - 1)
        return Number(float(ma[j] if g["ask"] == "value" else ma[j] - ma[j - 1]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        vals = self._vals(g)
        hidden = [i for i in range(g["n"]) if f"v{i}" in hide]
        line = charts.line_chart(ax, self._names(g), vals, draw.PALETTE[g["color"]],
                                 ymax=ctx["step"] * (ctx["levels"] + 0.4))
        if hidden:
            i = hidden[0]
            line.set_data(range(g["n"]), [np.nan if k == i else v for k, v in enumerate(vals)])   # a gap
            ax.text(i, ctx["step"] * ctx["levels"] / 2, "?", ha="center", va="center", fontsize=22,
                    fontweight="bold", color=draw.ACCENT)
        ax.set_yticks([ctx["step"] * k for k in range(ctx["levels"] + 1)])
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"], grid_axis="both")
        ax.tick_params(axis="x", labelsize=11)
        ax.figure.subplots_adjust(left=0.17, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        names = self._names(g, full=True)
        v, w, m = self._vals(g), g["window"], g["month"]
        return [
            SubQuestion(f"The line graph shows {ctx['what']}. What was the value in {names[m]}, in {ctx['unit']}?",
                        Number(v[m]), "statistics/charts/line_graph_reading"),
            SubQuestion(f"What is the total of the values for {names[m - w + 1]} to {names[m]} in the line graph, "
                        f"in {ctx['unit']}?", Number(sum(v[m - w + 1:m + 1])), "statistics/center/moving_average"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        names = self._names(g, full=True)
        v, w, m = self._vals(g), g["window"], g["month"]
        if g["ask"] == "value":
            ma = sum(v[m - w + 1:m + 1]) / w
            fact = f"The {w}-month moving average for {names[m]} is {draw.fmt(ma, 4)} {ctx['unit']}."
            value = ma * w - sum(v[m - w + 1:m])
        else:
            change = (v[m] - v[m - w]) / w
            fact = (f"The {w}-month moving average changes by {draw.fmt(change, 4)} {ctx['unit']} from "
                    f"{names[m - 1]} to {names[m]}.")
            value = change * w + v[m - w]
        return Backward(
            f"The line graph shows {ctx['what']}, but the point for {names[m]} is missing. {self._rule(g)} "
            f"{fact} What was the value in {names[m]}, in {ctx['unit']}?", Number(round(value, 6)), f"v{m}")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{name}: {val}" for name, val in zip(self._names(g, full=True), self._vals(g)))
        return f"A line graph titled '{ctx['title']}' showing {ctx['what']} ({ctx['unit']}): {pairs}."
