"""Statistics: in which category of a double bar chart do the two groups differ the most?"""
from matplotlib.figure import Figure

from dynaforge.sdk import (Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"title": "Books borrowed", "ylabel": "Books", "cats": ["Jan", "Feb", "Mar", "Apr", "May", "Jun"],
     "series": ("Boys", "Girls"), "catword": "month", "step": 5, "levels": 10,
     "what": "the number of books borrowed from a school library by boys and by girls each month"},
    {"title": "Fruit sold (kg)", "ylabel": "Fruit (kg)", "cats": ["Apples", "Pears", "Plums", "Kiwis", "Grapes",
                                                                    "Lemons"],
     "series": ("2023", "2024"), "catword": "fruit", "step": 10, "levels": 10,
     "what": "the kilograms of each fruit a market stall sold in 2023 and in 2024"},
    {"title": "Votes for the class trip", "ylabel": "Votes", "cats": ["Zoo", "Museum", "Beach", "Park", "Farm",
                                                                      "Castle"],
     "series": ("Grade 5", "Grade 6"), "catword": "destination", "step": 2, "levels": 12,
     "what": "the votes of grade 5 and grade 6 students for each class-trip destination"},
    {"title": "Minutes of exercise", "ylabel": "Minutes", "cats": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
     "series": ("Anna", "Leo"), "catword": "day", "step": 10, "levels": 9,
     "what": "the minutes Anna and Leo exercised on each day"},
]
PAIRS = [("blue", "orange"), ("green", "purple"), ("red", "blue"), ("orange", "green")]


@seed_program(
    id="double_bar_largest_gap", topic="statistics", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/grouped_bar_chart", "statistics/charts/bar_chart_reading"],
    source="DynaMath-style (statistics, double bar chart)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DoubleBarLargestGap(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(4, 5), margin=IntRange(2, 3),
                      pair=IntRange(0, len(PAIRS) - 1)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), n=IntRange(5, 6), margin=OneOf((1,)),
                  pair=IntRange(0, len(PAIRS) - 1)),
        hard_means="five or six categories, the largest gap beats the runner-up by a single grid step and "
                   "the groups swap which is higher, so every gap must be read, not judged by eye",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        n = space.n.draw(rng)
        top = ctx["levels"]
        for _ in attempts("a unique largest gap that beats the runner-up by the level's margin, both signs"):
            a = [int(v) for v in rng.integers(1, top, size=n)]
            b = [int(v) for v in rng.integers(1, top, size=n)]
            gaps = sorted((abs(x - y) for x, y in zip(a, b)), reverse=True)
            signs = {(x > y) - (x < y) for x, y in zip(a, b)}
            if gaps[0] - gaps[1] == space.margin.draw(rng) and {-1, 1} <= signs:
                break
        g = {"context": ci, "n": n, "pair": space.pair.draw(rng)}
        for i in range(n):
            g[f"a{i}"], g[f"b{i}"] = a[i] * ctx["step"], b[i] * ctx["step"]
        return g

    def _cats(self, g):
        return CONTEXTS[g["context"]]["cats"][:g["n"]]

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        s1, s2 = ctx["series"]
        return (f"The double bar chart shows {ctx['what']}. For which {ctx['catword']} is the difference between "
                f"{s1} and {s2} the largest?")

    def answer(self, p):
        gaps = [abs(p[f"a{i}"] - p[f"b{i}"]) for i in range(p["n"])]
        order = sorted(range(p["n"]), key=lambda i: -gaps[i])
        cats = CONTEXTS[p["context"]]["cats"]
        return Choice(cats[order[0]], [cats[i] for i in order[1:4]])    # the runner-up is always offered

    def verify(self, g):
        # read the bar heights back from the chart as drawn and compare every gap
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        bars = self._chart(g, ax)
        heights = [[rect.get_height() for rect in c] for c in bars]
        gaps = {cat: abs(h1 - h2) for cat, h1, h2 in zip(self._cats(g), *heights)}
        best = max(gaps.values())
        winners = [c for c, v in gaps.items() if v == best]
        return winners[0] if len(winners) == 1 else "no unique answer"

    def _chart(self, g, ax, colors=("#2563eb", "#ea580c"), hide=()):
        ctx = CONTEXTS[g["context"]]
        series = [[g[f"a{i}"] for i in range(g["n"])], [g[f"b{i}"] for i in range(g["n"])]]
        hidden = None
        for s, key in enumerate("ab"):
            for i in range(g["n"]):
                if f"{key}{i}" in hide:
                    hidden = (s, i)
        return charts.grouped_bar_chart(ax, self._cats(g), series, list(colors),
                                        list(ctx["series"]), hidden=hidden,
                                        ymax=ctx["step"] * (ctx["levels"] + 1.6), fontsize=12)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        self._chart(g, ax, [draw.PALETTE[c] for c in PAIRS[g["pair"]]], hide)
        ax.set_yticks([ctx["step"] * k for k in range(ctx["levels"] + 2)])
        charts.chart_axes(ax, ylabel=ctx["ylabel"], title=ctx["title"])
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        s1, s2 = ctx["series"]
        cat = self._cats(g)[0]
        return [
            SubQuestion(f"In the double bar chart of {ctx['what']}, what is the value for {s1} in the category "
                        f"{cat}?", Number(g["a0"]), "statistics/charts/bar_chart_reading"),
            SubQuestion(f"In the double bar chart, what is the difference between {s1} and {s2} in the category "
                        f"{cat} (larger minus smaller)?", Number(abs(g["a0"] - g["b0"])),
                        "statistics/charts/grouped_bar_chart"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        s1, s2 = ctx["series"]
        gaps = [abs(g[f"a{i}"] - g[f"b{i}"]) for i in range(g["n"])]
        i = max(range(g["n"]), key=lambda k: gaps[k])
        a, b = g[f"a{i}"], g[f"b{i}"]
        key, higher, other = ("a", s1, b) if a > b else ("b", s2, a)
        cat = self._cats(g)[i]
        return Backward(
            f"The double bar chart shows {ctx['what']}, but the {higher} bar for {cat} is missing. In {cat}, "
            f"{higher} is higher than the other group by {gaps[i]}, and this is the largest difference of all "
            f"categories. What is the value of the missing bar?", Number(other + gaps[i]), f"{key}{i}")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        s1, s2 = ctx["series"]
        colors = " and ".join(PAIRS[g["pair"]])
        rows = "; ".join(f"{c}: {s1} {g[f'a{i}']}, {s2} {g[f'b{i}']}" for i, c in enumerate(self._cats(g)))
        return (f"A double bar chart titled '{ctx['title']}' showing {ctx['what']} ({s1} and {s2} bars in "
                f"{colors}): {rows}.")
