"""Statistics: a piecewise-linear function is drawn with heights marked as multiples of a constant c; pick the
c that makes it a valid probability density (total area 1) (multiple choice)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, probability_plots

CONTEXTS = [
    {"what": "the time (in minutes) a customer spends at a cash machine", "xlabel": "x (minutes)"},
    {"what": "the distance (in km) a courier drives between two stops", "xlabel": "x (km)"},
    {"what": "the depth (in m) at which a diver finds a shell", "xlabel": "x (m)"},
    {"what": "the waiting time (in hours) for a repair", "xlabel": "x (hours)"},
]
SHADES = [("blue", "#dbeafe"), ("green", "#dcfce7"), ("purple", "#ede9fe"), ("orange", "#ffedd5")]


def _frac_text(f):
    return f"{f.numerator}/{f.denominator}" if f.denominator != 1 else str(f.numerator)


@seed_program(
    id="pdf_normalising_constant_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/distributions/continuous_density"],
    source="DynaMath-style (statistics, probability density functions)",
    variations=["numeric_values", "real_life_contexts", "colors_labels", "function_types"],
)
class PdfNormalisingConstantPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), inner=IntRange(1, 2), top=3, width=IntRange(3, 8)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), inner=IntRange(3, 4), top=4, width=IntRange(6, 10)),
        hard_means="three or four corners instead of one or two, heights up to 4c, over a wider support: more "
                   "trapezia and triangles to add, with the forgotten-half and bounding-box slips among the options",
    )

    def sample(self, rng, space):
        m = int(space.inner.draw(rng))
        for _ in attempts("corners at distinct whole x with changing heights, an area that is not a whole box, three distinct wrong c"):
            w = int(space.width.draw(rng))
            a = int(rng.integers(0, 11 - w))
            b = a + w
            xs = sorted(int(v) for v in rng.choice(range(a, b + 1), m, replace=False))
            hs = [int(rng.integers(1, int(space.top) + 1)) for _ in xs]
            pts = [(a, 0)] + list(zip(xs, hs)) + [(b, 0)]
            # a corner at a (or b) makes a vertical edge; two corners may not share an x with a ramp between
            if any(x2 < x1 for (x1, _), (x2, _) in zip(pts, pts[1:])) or any(u == v for u, v in zip(hs, hs[1:])):
                continue
            area = sum(Fraction((x2 - x1) * (h1 + h2), 2) for (x1, h1), (x2, h2) in zip(pts, pts[1:]))
            box = w * max(hs)
            no_half = sum((x2 - x1) * max(h1, h2) for (x1, h1), (x2, h2) in zip(pts, pts[1:]))
            right = 1 / area
            wrong = []
            for c in (1 / (2 * area), 2 / area, Fraction(1, box), Fraction(1, no_half), 1 / (area + 1)):
                if c != right and c not in wrong:
                    wrong.append(c)
            if len(wrong) >= 3 and area != box:
                break
        opts = sorted([right] + wrong[:3])
        ci = int(space.context.draw(rng))
        return {"context": ci, "pts": [[int(x), int(h)] for x, h in pts], "top": int(space.top),
                "options": [_frac_text(c) for c in opts], "color": int(rng.integers(len(SHADES)))}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The graph shows a function f(x) for {ctx['what']}; f is 0 outside the part drawn, and its "
                f"heights are marked as multiples of a constant c. For which value of c is f a probability density "
                f"function?")

    def answer(self, p):
        # the area as trapezia between corners (in units of c), exactly
        pts = p["pts"]
        area = sum(Fraction((x2 - x1) * (h1 + h2), 2) for (x1, h1), (x2, h2) in zip(pts, pts[1:]))
        right = _frac_text(1 / area)
        return Choice(right, [o for o in p["options"] if o != right])

    def verify(self, g):
        # integrate the drawn function (c = 1) numerically by the midpoint rule; c = 1/area; exactly one option
        xs = np.array([x for x, _ in g["pts"]], float)
        ys = np.array([h for _, h in g["pts"]], float)
        total = 0.0
        for k in range(len(xs) - 1):
            if xs[k + 1] > xs[k]:
                t = (np.arange(5000) + 0.5) / 5000
                total += float((ys[k] + (ys[k + 1] - ys[k]) * t).mean() * (xs[k + 1] - xs[k]))
        c = 1 / total
        close = [o for o in g["options"] if abs(float(Fraction(o)) - c) < 1e-7 * c]
        return close[0] if len(close) == 1 else "not exactly one option gives area 1"

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        line, fill = draw.PALETTE[SHADES[g["color"]][0]], SHADES[g["color"]][1]
        top = g["top"]
        probability_plots.density_axes(ax, (0, 10.5), (0, top + 0.6), range(0, 11), range(0, top + 1),
                                       ytick_texts=["0", "c", "2c", "3c", "4c"][:top + 1], xlabel=ctx["xlabel"],
                                       ylabel="f(x)", fontsize=13)
        xs = [0] + [x for x, _ in g["pts"]] + [10.5]
        ys = [0] + [h for _, h in g["pts"]] + [0]
        ax.fill_between([x for x, _ in g["pts"]], 0, [h for _, h in g["pts"]], color=fill, zorder=1)
        ax.plot(xs, ys, color=line, linewidth=2.6, zorder=3)
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.95, bottom=0.12)

    def subquestions(self, g):
        pts = g["pts"]
        area = sum(Fraction((x2 - x1) * (h1 + h2), 2) for (x1, h1), (x2, h2) in zip(pts, pts[1:]))
        return [SubQuestion("What is the area under the graph of f, as a multiple of c?", Number(float(area)),
                            "statistics/distributions/continuous_density")]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pts = " → ".join(f"({x}, {['0', 'c', '2c', '3c', '4c'][h]})" for x, h in g["pts"])
        return (f"The graph of f(x) for {ctx['what']}: straight segments through {pts}, and f = 0 elsewhere "
                f"(heights are multiples of the constant c).")
