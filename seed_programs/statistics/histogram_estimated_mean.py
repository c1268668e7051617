"""Statistics: an estimate of the mean from a histogram of grouped data, using the class midpoints."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw, school_charts

CONTEXTS = [
    {"what": "the times students spent on homework one evening", "things": "students", "xlabel": "Time (min)",
     "unit": "minutes", "start": (0, 20), "widths": (10, 20), "end": 120, "title": "Homework time"},
    {"what": "the masses of parcels at a post office", "things": "parcels", "xlabel": "Mass (kg)", "unit": "kg",
     "start": (0, 4), "widths": (2, 4), "end": 24, "title": "Parcel masses"},
    {"what": "the lengths of fish caught in a lake", "things": "fish", "xlabel": "Length (cm)", "unit": "cm",
     "start": (10, 30), "widths": (5, 10), "end": 90, "title": "Fish lengths"},
    {"what": "the ages of the visitors to an exhibition", "things": "visitors", "xlabel": "Age (years)",
     "unit": "years", "start": (10, 20), "widths": (10, 20), "end": 90, "title": "Visitor ages"},
]
COLORS = ["blue", "green", "orange", "purple", "pink"]


@seed_program(
    id="histogram_estimated_mean", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/histogram", "statistics/center/grouped_mean"],
    source="DynaMath-style (statistics, grouped data / histogram)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class HistogramEstimatedMean(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(4, 5), fmax=IntRange(2, 12),
                      color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), classes=IntRange(6, 7), fmax=IntRange(2, 20),
                  color=OneOf(COLORS)),
        hard_means="six or seven classes with frequencies up to 20: more midpoints, larger products and a "
                   "less friendly total to divide by",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        k = space.classes.draw(rng)
        fits = [(w, a) for w in ctx["widths"] for a in range(ctx["start"][0], ctx["start"][1] + 1, w)
                if a + k * w <= ctx["end"]]                      # classes kept within a realistic end
        width, start = fits[int(rng.integers(len(fits)))]
        g = {"context": ci, "start": start, "width": width, "k": k, "missing": int(rng.integers(k)),
             "color": str(space.color.draw(rng))}
        for i in range(k):
            g[f"f{i}"] = int(rng.integers(space.fmax.lo, space.fmax.hi + 1))
        return g

    def _edges(self, g):
        return [g["start"] + i * g["width"] for i in range(g["k"] + 1)]

    def _counts(self, g):
        return [g[f"f{i}"] for i in range(g["k"])]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The histogram shows {ctx['what']}. Using the midpoint of each class, estimate the mean, in "
                f"{ctx['unit']}. Round to 2 decimal places if needed.")

    def answer(self, p):
        freq = [p[f"f{i}"] for i in range(p["k"])]
        mids = [p["start"] + (i + 0.5) * p["width"] for i in range(p["k"])]
        return Number(sum(m * f for m, f in zip(mids, freq)) / sum(freq))

    def verify(self, g):
        # spread each class's frequency evenly over its class and integrate x over the whole histogram
        # (the mean of a uniform class is its midpoint, so this is the grouped-data estimate)
        k, a, w = g["k"], g["start"], g["width"]
        moment = mass = 0.0
        for i in range(k):                   # x times a constant density is linear: trapezoids are exact
            x = np.linspace(a + i * w, a + (i + 1) * w, 101)
            dens = np.full_like(x, g[f"f{i}"] / w)
            moment += float(np.trapezoid(x * dens, x))
            mass += float(np.trapezoid(dens, x))
        return Number(moment / mass)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        hidden = next((i for i in range(g["k"]) if f"f{i}" in hide), None)
        school_charts.histogram(ax, self._edges(g), self._counts(g), color=draw.PALETTE[g["color"]], hidden=hidden)
        charts.chart_axes(ax, xlabel=ctx["xlabel"], ylabel=f"Number of {ctx['things']}",
                          title=ctx["title"])
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.92, bottom=0.12)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        e = self._edges(g)
        return [
            SubQuestion(f"How many {ctx['things']} does the histogram of {ctx['what']} show in total?",
                        Number(sum(self._counts(g))), "statistics/charts/histogram"),
            SubQuestion(f"What is the midpoint of the class from {e[1]} to {e[2]} {ctx['unit']}?",
                        Number((e[1] + e[2]) / 2), "statistics/center/grouped_mean"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        e = self._edges(g)
        freq = self._counts(g)
        mids = [Fraction(a + b, 2) for a, b in zip(e, e[1:])]
        est = sum((m * f for m, f in zip(mids, freq)), Fraction(0)) / sum(freq)
        # mask a class whose midpoint is not the estimate itself (there any frequency would fit)
        h = next(i for i in [*range(g["missing"], g["k"]), *range(g["missing"])] if mids[i] != est)
        n_rest = sum(f for i, f in enumerate(freq) if i != h)
        s_rest = sum(m * f for i, (m, f) in enumerate(zip(mids, freq)) if i != h)
        x = (s_rest - est * n_rest) / (est - mids[h])       # est * (n_rest + x) = s_rest + mids[h] * x
        shown = draw.fmt(float(est), 4) if (est * 10000).denominator == 1 else f"{est.numerator}/{est.denominator}"
        return Backward(
            f"The histogram shows {ctx['what']}, but the bar of the class from {e[h]} to {e[h + 1]} {ctx['unit']} "
            f"is missing. The mean estimated from the class midpoints is exactly {shown} {ctx['unit']}. "
            f"How many {ctx['things']} are in the missing class?", Number(float(x)), f"f{h}")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        e = self._edges(g)
        rows = ", ".join(f"{a} to {b}: {f}" for a, b, f in zip(e, e[1:], self._counts(g)))
        return (f"A histogram of {ctx['what']} with equal classes (lower end included, upper excluded; "
                f"{ctx['unit']}: number of {ctx['things']}): {rows}.")
