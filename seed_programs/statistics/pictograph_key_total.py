"""Statistics: read a pictograph whose icon stands for several items (with half icons): a total or a difference."""
from matplotlib.figure import Figure

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, school_charts

CONTEXTS = [
    {"title": "Books read in May", "rows": ["Ava", "Ben", "Chloe", "Dev", "Ema", "Finn"], "unit": "books",
     "what": "the number of books each student read in May", "verb": "read", "base": "read", "who": "the students"},
    {"title": "Cars washed", "rows": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
     "unit": "cars", "what": "the number of cars a car wash cleaned each day", "verb": "cleaned", "base": "clean",
     "who": "the car wash"},
    {"title": "Apples picked", "rows": ["Orchard 1", "Orchard 2", "Orchard 3", "Orchard 4", "Orchard 5",
                                       "Orchard 6"],
     "unit": "boxes", "what": "the number of boxes of apples picked at each orchard", "verb": "picked", "base": "pick",
     "who": "the orchards"},
    {"title": "Favourite fruit", "rows": ["Apple", "Banana", "Cherry", "Grape", "Mango", "Pear"],
     "unit": "votes", "what": "the votes for each fruit in a class survey", "verb": "got", "base": "get",
     "who": "the fruits"},
]
COLORS = ["blue", "green", "orange", "purple", "red", "brown"]


@seed_program(
    id="pictograph_key_total", topic="statistics", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/pictograph"],
    source="DynaMath-style (statistics, pictograph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class PictographKeyTotal(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(4, 5), key=OneOf((2, 4, 10)),
                      halves=IntRange(2, 11), ask=OneOf(("total", "difference")), color=OneOf(COLORS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), rows=IntRange(5, 6), key=OneOf((6, 8, 12, 14, 16)),
                  halves=IntRange(3, 15), ask=OneOf(("total", "difference")), color=OneOf(COLORS)),
        hard_means="five or six rows, keys of 6 to 16 (half icons worth 3 to 8) and up to seven and a half "
                   "icons a row, so each row takes a real multiplication",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        n = space.rows.draw(rng)
        start = int(rng.integers(0, len(CONTEXTS[ci]["rows"]) - n + 1))
        halves = [int(v) for v in rng.integers(space.halves.lo, space.halves.hi + 1, size=n)]
        if not any(h % 2 for h in halves):       # at least one half icon
            halves[int(rng.integers(n))] += 1
        g = {"context": ci, "start": start, "halves": halves, "key": int(space.key.draw(rng)),
             "ask": str(space.ask.draw(rng)), "color": str(space.color.draw(rng))}
        if g["ask"] == "difference":
            i, j = (int(v) for v in rng.choice(n, 2, replace=False))
            if abs(halves[i] - halves[j]) < 2:       # keep the two rows at least two half icons apart
                halves[i] = halves[j] + 2 + int(rng.integers(0, 3)) if halves[j] <= space.halves.hi - 4 \
                    else halves[j] - 2 - int(rng.integers(0, 3))
            g["pair"] = [i, j] if halves[i] > halves[j] else [j, i]
        return g

    def _names(self, g):
        ctx = CONTEXTS[g["context"]]
        return ctx["rows"][g["start"]:g["start"] + len(g["halves"])]

    def _ask_text(self, g):
        ctx = CONTEXTS[g["context"]]
        if g["ask"] == "total":
            return f"How many {ctx['unit']} did {ctx['who']} {ctx['base']} in total?"
        a, b = (self._names(g)[i] for i in g["pair"])
        return f"How many more {ctx['unit']} does the row {a} show than the row {b}?"

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        return (f"The pictograph shows {ctx['what']}. Each whole icon stands for {g['key']} {ctx['unit']} and "
                f"half an icon for half as many. {self._ask_text(g)}")

    def answer(self, p):
        per_half = p["key"] // 2
        if p["ask"] == "total":
            return Number(per_half * sum(p["halves"]))
        i, j = p["pair"]
        return Number(per_half * (p["halves"][i] - p["halves"][j]))

    def verify(self, g):
        # count the icons the pictograph actually draws, row by row, and scale by the key
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        icons = school_charts.pictograph(ax, self._names(g), g["halves"], "")
        rows = [sum(w for r, w in icons if r == i) * g["key"] for i in range(len(g["halves"]))]
        if g["ask"] == "total":
            return Number(sum(rows))
        return Number(rows[g["pair"][0]] - rows[g["pair"][1]])

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        key = "?" if "key" in hide else str(g["key"])
        school_charts.pictograph(ax, self._names(g), g["halves"], f"= {key} {ctx['unit']}",
                                 color=draw.PALETTE[g["color"]], title=ctx["title"])

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        name, h = self._names(g)[0], g["halves"][0]
        return [
            SubQuestion(f"In the pictograph each whole icon stands for {g['key']} {ctx['unit']}. How many "
                        f"{ctx['unit']} does half an icon stand for?", Number(g["key"] / 2),
                        "statistics/charts/pictograph"),
            SubQuestion(f"Each whole icon stands for {g['key']} {ctx['unit']}. How many {ctx['unit']} does the "
                        f"row {name} of the pictograph show?", Number(g["key"] * h / 2),
                        "statistics/charts/pictograph"),
        ]

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        halves = g["halves"]
        if g["ask"] == "total":
            value, count = g["key"] * sum(halves) / 2, sum(halves)
            fact = f"{ctx['who'].capitalize()} {ctx['verb']} {draw.fmt(value)} {ctx['unit']} in total."
        else:
            i, j = g["pair"]
            count = halves[i] - halves[j]
            value = g["key"] * count / 2
            a, b = (self._names(g)[k] for k in g["pair"])
            fact = f"The row {a} shows {draw.fmt(value)} more {ctx['unit']} than the row {b}."
        return Backward(
            f"The pictograph shows {ctx['what']}, but its key is hidden: each whole icon stands for the same "
            f"number of {ctx['unit']} and half an icon for half as many. {fact} How many {ctx['unit']} does one "
            f"whole icon stand for?", Number(2 * value / count), "key")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        rows = "; ".join(f"{name}: {h // 2} whole icon{'s' if h // 2 != 1 else ''}"
                         + (" and a half icon" if h % 2 else "")
                         for name, h in zip(self._names(g), g["halves"]))
        return (f"A pictograph titled '{ctx['title']}' showing {ctx['what']}; key: one whole icon = {g['key']} "
                f"{ctx['unit']}. Rows: {rows}.")
