"""Statistics: a pie chart labelled with sector angles; turn angles into counts (and back)."""
from fractions import Fraction

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), sectors=IntRange(3, 5), total=OneOf(TOTALS)),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), sectors=IntRange(5, 6), total=OneOf((72, 90, 120, 180, 360))),
        hard_means="five or six sectors and larger surveys (72 to 360 people), so the angles are less round "
                   "(multiples of 1-5 degrees)",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        k = space.sectors.draw(rng)
        total = int(space.total.draw(rng))
        per = 360 // total
        for _ in attempts("distinct sector counts with angles between 30 and 180 degrees"):
            cuts = sorted(int(c) for c in rng.choice(range(1, total), k - 1, replace=False))
            counts = [b - a for a, b in zip([0] + cuts, cuts + [total])]
            if min(counts) * per >= 30 and max(counts) * per <= 180 and len(set(counts)) == k:
                break
        cats = [ctx["cats"][int(i)] for i in rng.choice(len(ctx["cats"]), k, replace=False)]
        i, j = (int(v) for v in rng.choice(k, 2, replace=False))
        g = {"context": ci, "cats": cats, "angles": [c * per for c in counts], "total": total,
             "ask": str(rng.choice(ASKS)), "i": i, "j": j, "start": int(rng.integers(0, 360)),
             "colors": [COLORS[int(t)] for t in rng.choice(len(COLORS), k, replace=False)]}
        if g["ask"] == "count":         # the survey size is stated; sector j plays no part
            del g["j"]
            return g
        # otherwise the question states sector j's count, and the survey size stays hidden
        g["known"] = counts[j]
        return g, {"total": g.pop("total")}

    def _count(self, p, i):
        return Fraction(p["total"] * p["angles"][i], 360)

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        ci = g["cats"][g["i"]]
        if g["ask"] == "count":
            return (f"In a survey, {g['total']} {ctx['survey']}. The pie chart shows the results with the angle "
                    f"of each sector. How many {ctx['people']} {ctx['chose']} {ci}?")
        given = f"In a survey, {ctx['survey']}. The pie chart shows the results with the angle of each sector. " \
                f"{g['known']} {ctx['people']} {ctx['chose']} {g['cats'][g['j']]}. "
        if g["ask"] == "total":
            return given + f"How many {ctx['people']} took part in the survey?"
        return given + f"How many {ctx['people']} {ctx['chose']} {ci}?"

    def answer(self, p):
        if p["ask"] == "total":
            return Number(float(Fraction(360 * self._count(p, p["j"]), p["angles"][p["j"]])))
        return Number(float(self._count(p, p["i"])))

    def verify(self, g):
        # proportion by unit angle: how many people one degree stands for (from the survey size, or
        # from the stated sector), then scale the angles
        per_degree = g["total"] / 360 if g["ask"] == "count" else g["known"] / g["angles"][g["j"]]
        if g["ask"] == "total":
            return Number(sum(a * per_degree for a in g["angles"]))
        return Number(g["angles"][g["i"]] * per_degree)

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        labels = [f"{c}\n{a}°" for c, a in zip(g["cats"], g["angles"])]
        ax.pie(g["angles"], labels=labels, colors=[draw.PALETTE[c] for c in g["colors"]], startangle=g["start"],
               counterclock=False, labeldistance=1.28,
               wedgeprops={"edgecolor": "white", "linewidth": 2.5, "alpha": 0.85},
               textprops={"fontsize": 13, "color": draw.INK, "ha": "center", "va": "center"})
        ax.figure.text(0.5, 0.955, ctx["title"], ha="center", va="center", fontsize=15, fontweight="bold",
                       color=draw.INK)
        ax.set_position([0.18, 0.1, 0.64, 0.7])
        ax.set_aspect("equal")

    def backward(self, g):
        ctx = CONTEXTS[g["context"]]
        ci = g["cats"][g["i"]]
        head = (f"In a survey, some {ctx['people']} were asked; the pie chart shows the results with the angle of "
                f"each sector. ")
        if g["ask"] == "count":
            c = Fraction(g["total"] * g["angles"][g["i"]], 360)
            return Backward(head + f"{c} {ctx['people']} {ctx['chose']} {ci}. How many {ctx['people']} took part "
                            f"in the survey?", Number(float(c * 360 / g["angles"][g["i"]])), "total")
        # the stated count of sector j is masked; the forward answer is stated instead
        cj = g["cats"][g["j"]]
        per = Fraction(g["known"], g["angles"][g["j"]])
        if g["ask"] == "total":
            stated = f"{per * 360} {ctx['people']} took part in the survey."
        else:
            stated = f"{per * g['angles'][g['i']]} {ctx['people']} {ctx['chose']} {ci}."
        return Backward(head + f"{stated} How many {ctx['people']} {ctx['chose']} {cj}?", Number(g["known"]), "known")

    def subquestions(self, g):
        ci = g["cats"][g["i"]]
        return [
            SubQuestion(f"What fraction of the whole pie is the {ci} sector? Give a decimal.",
                        Number(g["angles"][g["i"]] / 360), "statistics/charts/pie_chart_angles"),
            SubQuestion("How many degrees does a whole pie chart cover?", Number(360),
                        "statistics/charts/pie_chart_angles"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        parts = ", ".join(f"{c} {a}°" for c, a in zip(g["cats"], g["angles"]))
        return f"A pie chart '{ctx['title']}' of a survey of {ctx['people']}; sector angles: {parts}."
