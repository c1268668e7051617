"""Statistics: read a cumulative frequency curve (ogive): counts above/below a value, or the median."""
import numpy as np
from matplotlib.figure import Figure

from dynaforge.sdk import Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the times taken by runners to finish a race", "xlabel": "Time (minutes)", "unit": "minutes",
     "things": "runners", "start": (20, 40), "width": (5, 10), "verb": "took"},
    {"what": "the masses of parcels at a post office", "xlabel": "Mass (kg)", "unit": "kg", "things": "parcels",
     "start": (0, 0), "width": (2, 4), "verb": "weighed"},
    {"what": "the heights of trees in a park", "xlabel": "Height (m)", "unit": "m", "things": "trees",
     "start": (0, 10), "width": (5,), "verb": "had a height of"},
    {"what": "the marks of students in an exam", "xlabel": "Mark", "unit": "marks", "things": "students",
     "start": (0, 20), "width": (10, 20), "verb": "scored"},
]
ASKS = ("less", "more", "between", "median")


@seed_program(
    id="cumulative_frequency_read", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/cumulative_frequency", "statistics/center/median"],
    source="DynaMath-style (statistics, cumulative frequency curve)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class CumulativeFrequencyRead(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        w = int(rng.choice(ctx["width"]))
        start = int(rng.integers(ctx["start"][0] // w, ctx["start"][1] // w + 1)) * w
        k = int(rng.integers(5, 8))
        unit = int(rng.choice([2, 4, 5, 10]))   # every count is a multiple of the grid step
        while True:
            freqs = [unit * int(v) for v in rng.integers(1, 7, size=k)]
            n = sum(freqs)
            if n % 2 == 0 and 14 * unit <= n <= 24 * unit and max(freqs) >= 3 * unit:
                break
        ask = str(rng.choice(ASKS))
        i, j = sorted(int(v) for v in rng.choice(range(1, k), 2, replace=False))
        return {"context": ci, "start": start, "w": w, "freqs": freqs, "unit": unit, "ask": ask, "i": i, "j": j,
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _edges(self, p):
        return [p["start"] + t * p["w"] for t in range(len(p["freqs"]) + 1)]

    def _cum(self, p):
        return [0] + list(np.cumsum(p["freqs"]).tolist())

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        e = self._edges(p)
        head = f"The cumulative frequency curve shows {ctx['what']}. "
        if p["ask"] == "less":
            return head + f"How many {ctx['things']} {ctx['verb']} less than {e[p['j']]} {ctx['unit']}?"
        if p["ask"] == "more":
            return head + f"How many {ctx['things']} {ctx['verb']} more than {e[p['i']]} {ctx['unit']}?"
        if p["ask"] == "between":
            return head + (f"How many {ctx['things']} {ctx['verb']} between {e[p['i']]} and {e[p['j']]} "
                           f"{ctx['unit']}?")
        return head + (f"Use the curve (joining the points with straight lines) to estimate the median, "
                       f"in {ctx['unit']}.")

    def answer(self, p):
        c, e = self._cum(p), self._edges(p)
        n = c[-1]
        if p["ask"] == "less":
            return Number(c[p["j"]])
        if p["ask"] == "more":
            return Number(n - c[p["i"]])
        if p["ask"] == "between":
            return Number(c[p["j"]] - c[p["i"]])
        m = next(t for t in range(1, len(c)) if c[t] >= n / 2)   # median class [e[m-1], e[m])
        return Number(e[m - 1] + (n / 2 - c[m - 1]) / p["freqs"][m - 1] * p["w"])

    def verify(self, p):
        # read the drawn polyline back and interpolate on it
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        line = statplots.cumulative_curve(ax, self._edges(p), self._cum(p))
        xs, ys = np.asarray(line.get_xdata(), float), np.asarray(line.get_ydata(), float)
        read = lambda x: float(np.interp(x, xs, ys))
        e = self._edges(p)
        if p["ask"] == "less":
            return Number(read(e[p["j"]]))
        if p["ask"] == "more":
            return Number(ys[-1] - read(e[p["i"]]))
        if p["ask"] == "between":
            return Number(read(e[p["j"]]) - read(e[p["i"]]))
        return Number(float(np.interp(ys[-1] / 2, ys, xs)))

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        statplots.cumulative_curve(ax, self._edges(p), self._cum(p), color=draw.PALETTE[p["color"]],
                                   xlabel=ctx["xlabel"], ystep=2 * p["unit"], minor=p["unit"], fontsize=13)
        ax.figure.subplots_adjust(left=0.13, right=0.96, top=0.96, bottom=0.12)

    def subquestions(self, p):
        ctx = CONTEXTS[p["context"]]
        return [
            SubQuestion(f"How many {ctx['things']} does the cumulative frequency curve count in total?",
                        Number(self._cum(p)[-1]), "statistics/charts/cumulative_frequency"),
            SubQuestion(f"How many {ctx['things']} {ctx['verb']} less than {self._edges(p)[p['i']]} {ctx['unit']}?",
                        Number(self._cum(p)[p["i"]]), "statistics/charts/cumulative_frequency"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        pts = ", ".join(f"({x}, {y})" for x, y in zip(self._edges(p), self._cum(p)))
        return (f"A cumulative frequency curve of {ctx['what']} ({ctx['unit']}), straight segments joining the "
                f"points (upper class boundary, number of {ctx['things']} below it): {pts}.")
