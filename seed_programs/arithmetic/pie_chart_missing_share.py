"""Arithmetic: a pie chart of percentage shares with one share missing; find that part's amount."""
from fractions import Fraction

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, attempts, seed_program
from dynaforge.sdk import draw

CONTEXTS = [
    {"title": "Family budget", "unit": "$", "noun": "dollars", "whole": "monthly budget", "ask": "How many dollars go to {}?",
     "cats": ["Rent", "Food", "Transport", "Savings", "Leisure", "Bills"], "total": (1000, 6000, 100)},
    {"title": "Favourite fruit", "unit": "", "noun": "students", "whole": "number of students surveyed", "ask": "How many students chose {}?",
     "cats": ["Apple", "Banana", "Mango", "Grapes", "Orange", "Kiwi"], "total": (40, 400, 20)},
    {"title": "School fundraiser", "unit": "€", "noun": "euros", "whole": "amount raised", "ask": "How many euros came from the {}?",
     "cats": ["Bake sale", "Raffle", "Car wash", "Concert", "Donations", "Book fair"], "total": (600, 3000, 100)},
    {"title": "Land use on a farm", "unit": "", "noun": "hectares", "whole": "farm area in hectares", "ask": "How many hectares are used for {}?",
     "cats": ["Wheat", "Corn", "Pasture", "Forest", "Barley", "Orchard"], "total": (100, 800, 20)},
]
COLORS = ["blue", "orange", "green", "purple", "pink", "yellow", "brown", "gray"]


@seed_program(
    id="pie_chart_missing_share", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="numeric",
    concepts=["arithmetic/percentages/percent_of_quantity"],
    source="DynaMath-style (arithmetic, pie chart of percentages)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class PieChartMissingShare(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), slices=IntRange(4, 5), min_pct=10, max_pct=50,
                      fine_totals=False),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), slices=IntRange(5, 6), min_pct=10, max_pct=40,
                  fine_totals=True),
        hard_means="five or six slices (more labelled shares to subtract) and totals in steps of 20 instead of "
                   "round hundreds, so the percentage of the total is no longer a mental one-liner",
    )

    def sample(self, rng, space):
        ci = int(rng.integers(space.context.lo, space.context.hi + 1))
        ctx = CONTEXTS[ci]
        n = space.slices.draw(rng)
        cats = [ctx["cats"][int(i)] for i in rng.choice(len(ctx["cats"]), n, replace=False)]
        for _ in attempts("percentages in steps of 5 between min_pct and max_pct"):
            cuts = sorted(int(c) for c in rng.choice(range(1, 20), n - 1, replace=False))
            pcts = [5 * (b - a) for a, b in zip([0] + cuts, cuts + [20])]
            if max(pcts) <= space.max_pct and min(pcts) >= space.min_pct:   # keeps the labels apart
                break
        lo, hi, step = ctx["total"]
        if space.fine_totals:
            step = 20                       # every 5% of a multiple of 20 is still a whole number
        total = int(rng.integers(lo // step, hi // step + 1)) * step
        return {"context": ci, "cats": cats, "pcts": pcts, "missing": int(rng.integers(n)),
                "total": total, "colors": [COLORS[int(i)] for i in rng.choice(len(COLORS), n, replace=False)],
                "angle": int(rng.integers(0, 360))}

    def _amount(self, p, x):
        ctx = CONTEXTS[p["context"]]
        return f"{ctx['unit']}{x}" if ctx["unit"] else f"{x} {ctx['noun']}"

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        cat = g["cats"][g["missing"]]
        return (f"The pie chart shows how the {ctx['whole']} is shared; the total is given in the "
                f"title and the share of {cat} is not labelled. " + ctx["ask"].format(cat))

    def answer(self, p):
        known = sum(v for i, v in enumerate(p["pcts"]) if i != p["missing"])
        return Number(p["total"] * (100 - known) / 100)

    def verify(self, g):
        # the missing part is what remains of the total after the labelled parts, counted in amounts
        rest = Fraction(g["total"])
        for i, v in enumerate(g["pcts"]):
            if i != g["missing"]:
                rest -= Fraction(g["total"] * v, 100)
        return Number(float(rest))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        labels = [f"{c}\n{'?' if i == g['missing'] else str(v) + '%'}"
                  for i, (c, v) in enumerate(zip(g["cats"], g["pcts"]))]
        wedges, texts = ax.pie(g["pcts"], labels=labels, colors=[draw.PALETTE[c] for c in g["colors"]],
                               startangle=g["angle"], labeldistance=1.4,
                               wedgeprops={"edgecolor": "white", "linewidth": 2.5, "alpha": 0.85},
                               textprops={"fontsize": 13, "color": draw.INK, "ha": "center", "va": "center"})
        total = "?" if "total" in hide else self._amount(g, g["total"])
        ax.figure.text(0.5, 0.955, f"{ctx['title']} (total: {total})", ha="center", va="center",
                       fontsize=15, fontweight="bold", color=draw.INK)
        ax.set_position([0.18, 0.1, 0.64, 0.7])
        ax.set_aspect("equal")

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        cat = g["cats"][g["missing"]]
        known = sum(v for i, v in enumerate(g["pcts"]) if i != g["missing"])
        part = g["total"] * (100 - known) / 100
        return Backward(
            f"The pie chart shows how the {ctx['whole']} is shared; the share of {cat} is not labelled "
            f"and the total is hidden. {cat} accounts for {draw.fmt(part, 2)} {ctx['noun']}. What is the total?",
            Number(part * 100 / (100 - known)), "total")

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = ", ".join(f"{c} {v}%" for i, (c, v) in enumerate(zip(g["cats"], g["pcts"])) if i != g["missing"])
        return (f"A pie chart titled '{ctx['title']}' with total {self._amount(g, g['total'])}. Labelled "
                f"shares: {parts}; the {g['cats'][g['missing']]} slice has no percentage label.")
