"""Statistics: how the mean and the median of bar-chart data change (direction and new value) when values are added."""
import statistics
from fractions import Fraction

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"title": "Goals scored", "ylabel": "Goals", "cats": ["Ali", "Bea", "Cal", "Dina", "Eve", "Finn", "Gia",
                                                          "Hugo", "Ivy"],
     "what": "the number of goals each player of a team scored this season", "new": "new player",
     "unit": "goals", "scored": "scored"},
    {"title": "Books read", "ylabel": "Books", "cats": ["Max", "Nia", "Oli", "Pia", "Raj", "Sam", "Tia", "Uma",
                                                        "Viv"],
     "what": "the number of books each member of a book club read this year", "new": "new member",
     "unit": "books", "scored": "read"},
    {"title": "Hours of practice", "ylabel": "Hours", "cats": ["Ana", "Ben", "Cy", "Dev", "Eli", "Fay", "Gus",
                                                               "Hal", "Isa"],
     "what": "the hours each member of a band practised last week", "new": "new band member",
     "unit": "hours", "scored": "practised"},
]
COLORS = ["blue", "green", "orange", "purple", "pink", "brown"]


def _statement(old_mean, new_mean, old_median, new_median):
    """An option's text: each measure's direction of change and its new value (2 decimal places)."""
    def part(name, old, new):
        a, b = round(old, 2), round(new, 2)
        verb = "increases to" if b > a else "decreases to" if b < a else "stays at"
        return f"the {name} {verb} {draw.fmt(new, 2)}"
    return f"{part('mean', old_mean, new_mean).capitalize()} and {part('median', old_median, new_median)}."


@seed_program(
    id="bar_chart_new_value_effect", topic="statistics", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/bar_chart_reading", "statistics/center/mean", "statistics/center/median"],
    source="DynaMath-style (statistics, effect of new data on mean and median)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BarChartNewValueEffect(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(5, 7), added=OneOf((1,)),
                      color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(7, 9), added=OneOf((2,)),
                  color=OneOf(COLORS)),
        hard_means="seven to nine bars and two new values at once, often one on each side of the mean, so "
                   "the new mean and median of a longer list must be worked out, not guessed from a direction",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        n = space.n.draw(rng)
        k = int(space.added.draw(rng))
        for _ in attempts("new values within the axis (0 to 14)"):
            vals = [int(v) for v in rng.integers(1, 13, size=n)]
            mean = sum(vals) / n
            if rng.random() < 0.3 and mean == int(mean):      # now and then the mean stays the same
                d = int(rng.integers(1, 4))
                new = [int(mean)] if k == 1 else [int(mean) - d, int(mean) + d]
            else:
                new = [int(v) for v in rng.integers(0, 15, size=k)]
            if all(0 <= v <= 14 for v in new):
                break
        return {"context": ci, "n": n, "values": vals, "new": new, "color": str(space.color.draw(rng))}

    def _new_text(self, g):
        ctx = CONTEXTS[g["context"]]
        if len(g["new"]) == 1:
            return f"A {ctx['new']} who {ctx['scored']} {g['new'][0]} {ctx['unit']} is added to the data."
        a, b = g["new"]
        return f"Two {ctx['new']}s, who {ctx['scored']} {a} and {b} {ctx['unit']}, are added to the data."

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The bar chart shows {ctx['what']}. {self._new_text(g)} Which statement about the mean and the "
                f"median of the data is true? (Values are rounded to 2 decimal places.)")

    def answer(self, p):
        vals, new = p["values"], p["new"]
        n, k = len(vals), len(new)
        mean0, mean1 = sum(vals) / n, (sum(vals) + sum(new)) / (n + k)
        old, both = sorted(vals), sorted(vals + new)
        med0 = (old[(n - 1) // 2] + old[n // 2]) / 2
        m = n + k
        med1 = (both[(m - 1) // 2] + both[m // 2]) / 2
        # typical slips: averaging the old mean with the new values, or dividing by the old count;
        # keeping the old median, or taking the middle of the list without re-sorting it
        wrong_means = [(mean0 + sum(new)) / (1 + k), (sum(vals) + sum(new)) / n, mean1 + 1]
        unsorted = vals + new
        wrong_meds = [med0, (unsorted[(m - 1) // 2] + unsorted[m // 2]) / 2, med1 + 1, med1 - 1]
        w_mean = next(w for w in wrong_means if round(w, 2) != round(mean1, 2))
        w_med = next(w for w in wrong_meds if round(w, 2) != round(med1, 2))
        right = _statement(mean0, mean1, med0, med1)
        return Choice(right, [_statement(mean0, w_mean, med0, med1), _statement(mean0, mean1, med0, w_med),
                              _statement(mean0, w_mean, med0, w_med)])

    def verify(self, g):
        # both measures before and after from the statistics module (exact fractions for the mean)
        before, after = list(g["values"]), list(g["values"]) + list(g["new"])
        mean0 = statistics.mean(Fraction(v) for v in before)
        mean1 = statistics.mean(Fraction(v) for v in after)
        return _statement(float(mean0), float(mean1), float(statistics.median(before)),
                          float(statistics.median(after)))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        charts.bar_chart(ax, ctx["cats"][:g["n"]], g["values"], draw.PALETTE[g["color"]], ymax=13.4)
        ax.set_yticks(range(0, 14))
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.tick_params(axis="x", labelsize=11)
        ax.figure.subplots_adjust(left=0.12, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, g):
        vals = g["values"]
        s = sorted(vals)
        n = len(s)
        return [
            SubQuestion("What is the mean of the values in the bar chart? Round to 2 decimal places if needed.",
                        Number(sum(vals) / n), "statistics/center/mean"),
            SubQuestion("What is the median of the values in the bar chart?",
                        Number((s[(n - 1) // 2] + s[n // 2]) / 2), "statistics/center/median"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{c}: {v}" for c, v in zip(ctx["cats"], g["values"]))
        return f"A bar chart titled '{ctx['title']}' showing {ctx['what']}: {pairs}."
