"""Statistics: a line plot of measurements in fractions of a unit (each X is one item): a total, a share or a mean."""
from fractions import Fraction

from matplotlib.figure import Figure

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

CONTEXTS = [
    {"what": "the lengths of ribbon pieces in a craft box", "xlabel": "Length (m)", "unit": "m",
     "items": "ribbon pieces",
     "join": "If all the ribbon pieces are laid end to end, how long is the line they make"},
    {"what": "the amounts of water in some bottles", "xlabel": "Water (litres)", "unit": "litres", "items": "bottles",
     "join": "If all the water is poured into one big jug, how much water is in the jug"},
    {"what": "the masses of the apples in a bag", "xlabel": "Mass (kg)", "unit": "kg", "items": "apples",
     "join": "What is the total mass of the apples"},
    {"what": "how far some snails crawled in one minute", "xlabel": "Distance (m)", "unit": "m", "items": "snails",
     "join": "How far did the snails crawl altogether"},
]
COLORS = ["blue", "green", "orange", "purple", "red"]


def _frac_text(f):
    """1/4, 3/8, 1, 1 1/2 (mixed numbers for values above 1)."""
    whole, rest = divmod(f.numerator, f.denominator)
    if rest == 0:
        return str(whole)
    part = f"{rest}/{f.denominator}"
    return part if whole == 0 else f"{whole} {part}"


@seed_program(
    id="fraction_line_plot_total", topic="statistics", level="elementary", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/charts/dot_plot", "statistics/charts/fraction_line_plot"],
    source="DynaMath-style (statistics, line plot of fractional measurements, grade 4-5)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class FractionLinePlotTotal(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), denom=OneOf((4, 8)), columns=IntRange(4, 6),
                      total=IntRange(6, 12), start=OneOf((1,)), ask=OneOf(("total", "above")), color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), denom=OneOf((8,)), columns=IntRange(6, 7),
                  total=IntRange(10, 18), start=IntRange(4, 8), ask=OneOf(("total", "share", "above")),
                  color=OneOf(COLORS)),
        hard_means="eighths that run past 1 (mixed numbers), more columns and items, and sometimes the equal "
                   "share (total ÷ number of items) instead of the total",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        d = int(space.denom.draw(rng))
        cols = space.columns.draw(rng)
        start = int(space.start.draw(rng))
        ask = str(space.ask.draw(rng))
        for _ in attempts("dots in both end columns, at most 6 a column, a threshold inside the data"):
            n = space.total.draw(rng)
            picks = rng.integers(0, cols, size=n)
            counts = [int((picks == j).sum()) for j in range(cols)]
            if counts[0] and counts[-1] and max(counts) <= 6:
                break
        g = {"context": ci, "denom": d, "start": start, "counts": counts, "ask": ask,
             "color": str(space.color.draw(rng))}
        if ask == "above":
            g["cut"] = int(rng.integers(1, cols - 1))           # column index: values greater than it count
        return g

    def _value(self, g, j):
        return Fraction(g["start"] + j, g["denom"])

    def _ask(self, g):
        ctx = CONTEXTS[g["context"]]
        if g["ask"] == "total":
            return f"{ctx['join']}, in {ctx['unit']}?"
        if g["ask"] == "share":
            return (f"If the total were shared out equally among all the {ctx['items']}, how much would each get, "
                    f"in {ctx['unit']}?")
        return (f"What is the total of the {ctx['items']} whose value is greater than "
                f"{_frac_text(self._value(g, g['cut']))} {ctx['unit']}, in {ctx['unit']}?")

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The line plot shows {ctx['what']}; each X mark stands for one of the {ctx['items']}. {self._ask(g)} "
                f"Give the answer as a decimal, rounded to 3 decimal places if needed.")

    def answer(self, p):
        d, s = p["denom"], p["start"]
        counts = p["counts"]
        if p["ask"] == "above":
            counts = [c if j > p["cut"] else 0 for j, c in enumerate(counts)]
        total = sum((s + j) * c for j, c in enumerate(counts)) / d
        return Number(total / sum(p["counts"]) if p["ask"] == "share" else total)

    def verify(self, g):
        # read the X marks back from the plot and add their values as exact fractions
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        centres = statplots.dot_plot(ax, list(range(len(g["counts"]))), g["counts"], marker="X")
        vals = [Fraction(g["start"] + round(x), g["denom"]) for x, _ in centres]
        if g["ask"] == "above":
            cut = Fraction(g["start"] + g["cut"], g["denom"])
            return Number(float(sum((v for v in vals if v > cut), Fraction(0))))
        total = sum(vals, Fraction(0))
        return Number(float(total / len(vals) if g["ask"] == "share" else total))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        cols = len(g["counts"])
        statplots.dot_plot(ax, list(range(cols)), g["counts"], color=draw.PALETTE[g["color"]], marker="X",
                           xlabel=ctx["xlabel"], fontsize=13)
        ticks = [f"{g['start'] + j}/d" if "denom" in hide else _frac_text(self._value(g, j)) for j in range(cols)]
        ax.set_xticklabels(ticks, fontsize=13 if cols <= 6 else 12)
        ax.set_ylim(0, max(max(g["counts"]) + 0.8, 4.5))
        ax.figure.subplots_adjust(left=0.06, right=0.96, top=0.95, bottom=0.14)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        j = max(range(len(g["counts"])), key=lambda i: (g["counts"][i], -i))
        return [
            SubQuestion(f"How many {ctx['items']} does the line plot show?", Number(sum(g["counts"])),
                        "statistics/charts/dot_plot"),
            SubQuestion(f"How many {ctx['items']} in the line plot have the value {_frac_text(self._value(g, j))} "
                        f"{ctx['unit']}?", Number(g["counts"][j]), "statistics/charts/fraction_line_plot"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        total = sum((g["start"] + j) * c for j, c in enumerate(g["counts"]))      # in units of 1/denom
        n = sum(g["counts"])
        # hide the denominator: the same plot with the tick values unknown fractions k/d
        return Backward(
            f"The line plot shows {ctx['what']}, each X one of the {ctx['items']}; the tick marks are "
            f"{g['start']}/d, {g['start'] + 1}/d, {g['start'] + 2}/d, ... for some whole number d. The {n} "
            f"{ctx['items']} add up to {draw.fmt(total / g['denom'], 6)} {ctx['unit']}. What is d?",
            Number(g["denom"]), "denom")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        dots = ", ".join(f"{_frac_text(self._value(g, j))}: {c}" for j, c in enumerate(g["counts"]))
        return f"A line plot of {ctx['what']} ({ctx['unit']}; value: number of X marks): {dots}."
