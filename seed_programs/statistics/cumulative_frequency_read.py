"""Statistics: read a cumulative frequency curve (ogive): counts above/below a value, or the median."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(5, 7), unit=OneOf((2, 4, 5, 10)),
                      freq_units=IntRange(1, 6), ask=OneOf(ASKS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(7, 9), unit=OneOf((2, 4, 5, 10)),
                  freq_units=IntRange(1, 6), ask=OneOf(("between", "median"))),
        hard_means="seven to nine classes and always two readings: a count between two values or the "
                   "median by interpolation",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        w = int(rng.choice(ctx["width"]))
        start = int(rng.integers(ctx["start"][0] // w, ctx["start"][1] // w + 1)) * w
        k = space.classes.draw(rng)
        unit = int(space.unit.draw(rng))   # every count is a multiple of the grid step
        for _ in attempts("an even total of 14 to 24 grid steps with one class of at least 3 steps"):
            freqs = [unit * int(v) for v in space.freq_units.draw(rng, size=k)]
            n = sum(freqs)
            if n % 2 == 0 and 14 * unit <= n <= 24 * unit and max(freqs) >= 3 * unit:
                break
        ask = str(space.ask.draw(rng))
        i, j = sorted(int(v) for v in rng.choice(range(1, k), 2, replace=False))
        g = {"context": ci, "start": start, "w": w, "freqs": freqs, "unit": unit, "ask": ask, "i": i, "j": j,
             "color": str(rng.choice(["blue", "red", "green", "purple"]))}
        if ask in ("more", "median"):       # j is stated only by the "less" and "between" questions
            del g["j"]
        return g

    def _edges(self, g):
        return [g["start"] + t * g["w"] for t in range(len(g["freqs"]) + 1)]

    def _cum(self, g):
        return [0] + list(np.cumsum(g["freqs"]).tolist())

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        e = self._edges(g)
        head = f"The cumulative frequency curve shows {ctx['what']}. "
        if g["ask"] == "less":
            return head + f"How many {ctx['things']} {ctx['verb']} less than {e[g['j']]} {ctx['unit']}?"
        if g["ask"] == "more":
            return head + f"How many {ctx['things']} {ctx['verb']} more than {e[g['i']]} {ctx['unit']}?"
        if g["ask"] == "between":
            return head + (f"How many {ctx['things']} {ctx['verb']} between {e[g['i']]} and {e[g['j']]} "
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

    def verify(self, g):
        # the curve as arrays (boundaries, running totals), read by linear interpolation at the stated values
        xs = g["start"] + g["w"] * np.arange(len(g["freqs"]) + 1, dtype=float)
        ys = np.concatenate([[0.0], np.cumsum(np.asarray(g["freqs"], dtype=float))])
        read = lambda k: float(np.interp(g["start"] + g["w"] * k, xs, ys))  # noqa: E731
        if g["ask"] == "less":
            return Number(read(g["j"]))
        if g["ask"] == "more":
            return Number(ys[-1] - read(g["i"]))
        if g["ask"] == "between":
            return Number(read(g["j"]) - read(g["i"]))
        return Number(float(np.interp(ys[-1] / 2, ys, xs)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        statplots.cumulative_curve(ax, self._edges(g), self._cum(g), color=draw.PALETTE[g["color"]],
                                   xlabel=ctx["xlabel"], ystep=2 * g["unit"], minor=g["unit"], fontsize=13)
        ax.figure.subplots_adjust(left=0.13, right=0.96, top=0.96, bottom=0.12)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        return [
            SubQuestion(f"How many {ctx['things']} does the cumulative frequency curve count in total?",
                        Number(self._cum(g)[-1]), "statistics/charts/cumulative_frequency"),
            SubQuestion(f"How many {ctx['things']} {ctx['verb']} less than {self._edges(g)[g['i']]} {ctx['unit']}?",
                        Number(self._cum(g)[g["i"]]), "statistics/charts/cumulative_frequency"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pts = ", ".join(f"({x}, {y})" for x, y in zip(self._edges(g), self._cum(g)))
        return (f"A cumulative frequency curve of {ctx['what']} ({ctx['unit']}), straight segments joining the "
                f"points (upper class boundary, number of {ctx['things']} below it): {pts}.")
