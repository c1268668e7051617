"""Statistics: a pie chart labelled with sector angles; turn angles into counts (and back)."""
from fractions import Fraction

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw

CONTEXTS = [
    {"people": "students", "survey": "students were asked for their favourite subject", "title": "Favourite subject",
     "cats": ["Maths", "Art", "Science", "History", "Music", "PE"], "chose": "chose"},
    {"people": "people", "survey": "people were asked how they travel to work", "title": "Travel to work",
     "cats": ["Car", "Bus", "Train", "Cycle", "Walk", "Tram"], "chose": "answered"},
    {"people": "visitors", "survey": "visitors to a zoo named their favourite animal", "title": "Favourite animal",
     "cats": ["Lion", "Panda", "Giraffe", "Penguin", "Elephant", "Monkey"], "chose": "named"},
    {"people": "customers", "survey": "customers of a juice bar were asked for their favourite flavour",
     "title": "Favourite flavour", "cats": ["Orange", "Apple", "Mango", "Berry", "Lemon", "Peach"], "chose": "chose"},
]
TOTALS = [24, 30, 36, 40, 45, 60, 72, 90, 120, 180]
COLORS = ["blue", "orange", "green", "purple", "pink", "yellow", "brown", "gray"]
ASKS = ("count", "total", "other")


@seed_program(
    id="pie_chart_angle_count", topic="statistics", level="elementary", difficulty="easy",
    question_type="numeric",
    concepts=["statistics/charts/pie_chart_angles"],
    source="DynaMath-style (statistics, pie chart with angles)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class PieChartAngleCount(SeedProgram):
    def sample(self, rng):
        ci = int(rng.integers(len(CONTEXTS)))
        ctx = CONTEXTS[ci]
        k = int(rng.integers(3, 6))
        total = int(rng.choice(TOTALS))
        per = 360 // total
        while True:
            cuts = sorted(int(c) for c in rng.choice(range(1, total), k - 1, replace=False))
            counts = [b - a for a, b in zip([0] + cuts, cuts + [total])]
            if min(counts) * per >= 30 and max(counts) * per <= 180 and len(set(counts)) == k:
                break
        cats = [ctx["cats"][int(i)] for i in rng.choice(len(ctx["cats"]), k, replace=False)]
        i, j = (int(v) for v in rng.choice(k, 2, replace=False))
        return {"context": ci, "cats": cats, "angles": [c * per for c in counts], "total": total,
                "ask": str(rng.choice(ASKS)), "i": i, "j": j, "start": int(rng.integers(0, 360)),
                "colors": [COLORS[int(t)] for t in rng.choice(len(COLORS), k, replace=False)]}

    def _count(self, p, i):
        return Fraction(p["total"] * p["angles"][i], 360)

    def question(self, p):
        ctx = CONTEXTS[p["context"]]
        ci, cj = p["cats"][p["i"]], p["cats"][p["j"]]
        if p["ask"] == "count":
            return (f"In a survey, {p['total']} {ctx['survey']}. The pie chart shows the results with the angle "
                    f"of each sector. How many {ctx['people']} {ctx['chose']} {ci}?")
        given = f"In a survey, {ctx['survey']}. The pie chart shows the results with the angle of each sector. " \
                f"{self._count(p, p['j'])} {ctx['people']} {ctx['chose']} {cj}. "
        if p["ask"] == "total":
            return given + f"How many {ctx['people']} took part in the survey?"
        return given + f"How many {ctx['people']} {ctx['chose']} {ci}?"

    def answer(self, p):
        if p["ask"] == "total":
            return Number(float(Fraction(360 * self._count(p, p["j"]), p["angles"][p["j"]])))
        return Number(float(self._count(p, p["i"])))

    def verify(self, p):
        # proportion by unit angle: how many people one degree stands for
        per_degree = p["total"] / 360
        if p["ask"] == "total":
            return Number(sum(a * per_degree for a in p["angles"]))
        if p["ask"] == "count":
            return Number(p["angles"][p["i"]] * per_degree)
        known = p["angles"][p["j"]] * per_degree
        return Number(known / p["angles"][p["j"]] * p["angles"][p["i"]])

    def draw(self, p, ax, hide=()):
        ctx = CONTEXTS[p["context"]]
        labels = [f"{c}\n{a}°" for c, a in zip(p["cats"], p["angles"])]
        ax.pie(p["angles"], labels=labels, colors=[draw.PALETTE[c] for c in p["colors"]], startangle=p["start"],
               counterclock=False, labeldistance=1.28,
               wedgeprops={"edgecolor": "white", "linewidth": 2.5, "alpha": 0.85},
               textprops={"fontsize": 13, "color": draw.INK, "ha": "center", "va": "center"})
        ax.figure.text(0.5, 0.955, ctx["title"], ha="center", va="center", fontsize=15, fontweight="bold",
                       color=draw.INK)
        ax.set_position([0.18, 0.1, 0.64, 0.7])
        ax.set_aspect("equal")

    def backward(self, p):
        ctx = CONTEXTS[p["context"]]
        ci = p["cats"][p["i"]]
        c = self._count(p, p["i"])
        return Backward(
            f"In a survey, some {ctx['people']} were asked; the pie chart shows the results with the angle of each "
            f"sector. {c} {ctx['people']} {ctx['chose']} {ci}. How many {ctx['people']} took part in the survey?",
            Number(float(c * 360 / p["angles"][p["i"]])), "total")

    def subquestions(self, p):
        ci = p["cats"][p["i"]]
        return [
            SubQuestion(f"What fraction of the whole pie is the {ci} sector? Give a decimal.",
                        Number(p["angles"][p["i"]] / 360), "statistics/charts/pie_chart_angles"),
            SubQuestion("How many degrees does a whole pie chart cover?", Number(360),
                        "statistics/charts/pie_chart_angles"),
        ]

    def description(self, p):
        ctx = CONTEXTS[p["context"]]
        parts = ", ".join(f"{c} {a}°" for c, a in zip(p["cats"], p["angles"]))
        return f"A pie chart '{ctx['title']}' of a survey of {ctx['people']}; sector angles: {parts}."
