"""Statistics: a bar chart whose value axis does not start at 0; find the true ratio of two bars."""
from fractions import Fraction

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"title": "Monthly sales (units)", "cats": ["Jan", "Feb", "Mar", "Apr", "May"], "step": 10, "base": (50, 200)},
    {"title": "Votes for each candidate", "cats": ["Ames", "Brook", "Cole", "Diaz", "Evans"], "step": 20,
     "base": (100, 400)},
    {"title": "Average rent ($ per week)", "cats": ["Town A", "Town B", "Town C", "Town D", "Town E"], "step": 10,
     "base": (200, 300)},
    {"title": "Visitors to a park (hundreds)", "cats": ["2019", "2020", "2021", "2022", "2023"], "step": 5,
     "base": (40, 80)},
]


def _times(x):
    """About x times (2 decimals); options differ by at least 0.1, so rounding cannot confuse them."""
    return f"{float(x):.2f} times"


@seed_program(
    id="truncated_axis_ratio_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/misleading_graphs", "statistics/charts/bar_chart_reading"],
    source="DynaMath-style (statistics, misleading truncated axis)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class TruncatedAxisRatioPick(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(3, 5), offset=IntRange(1, 10),
                      min_denominator=1),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), bars=IntRange(4, 5), offset=IntRange(1, 10),
                  min_denominator=7),
        hard_means="four or five bars and a true ratio that is no friendly fraction (denominator at least 7 "
                   "in lowest terms), so it must be worked out from the axis values, not guessed",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        st = ctx["step"]
        base = int(rng.integers(ctx["base"][0] // st, ctx["base"][1] // st + 1)) * st
        n = space.bars.draw(rng)
        for _ in attempts("a taller bar that looks at least twice the other and half a unit more than it is"):
            vals = [base + st * int(v) for v in space.offset.draw(rng, size=n)]
            i, j = (int(v) for v in rng.choice(n, 2, replace=False))
            if vals[j] <= vals[i]:
                continue
            true = Fraction(vals[j], vals[i])
            looks = Fraction(vals[j] - base, vals[i] - base)
            if looks >= 2 and looks - true >= Fraction(1, 2) and true.denominator >= space.min_denominator:
                break
        return {"context": ci, "base": base, "vals": vals, "n": n, "i": i, "j": j,
                "color": str(rng.choice(["blue", "green", "orange", "purple", "brown"]))}

    def question(self, g):
        ctx = CONTEXTS[g["context"]]
        a, b = ctx["cats"][g["i"]], ctx["cats"][g["j"]]
        return (f"In the bar chart '{ctx['title']}' the vertical axis does not start at 0, so the bar for {b} looks "
                f"much taller than the bar for {a}. About how many times as large as the value for {a} is the value for "
                f"{b} really?")

    def answer(self, p):
        va, vb, base = p["vals"][p["i"]], p["vals"][p["j"]], p["base"]
        right = Fraction(vb, va)
        cands = [Fraction(vb - base, va - base), Fraction(vb - base, va), Fraction(va, vb),
                 Fraction(vb - base, va - base) / 2 + Fraction(1, 2), right + 1]
        wrong = []
        for c in cands:
            if all(abs(c - o) >= Fraction(1, 10) for o in wrong + [right]):
                wrong.append(c)
        return Choice(_times(right), [_times(w) for w in wrong[:3]])

    def verify(self, g):
        # add the hidden part below the axis start back to each visible bar, then divide (floats)
        shown = [v - g["base"] for v in g["vals"]]
        return _times((shown[g["j"]] + g["base"]) / (shown[g["i"]] + g["base"]))

    def draw(self, g, ax, hide=()):
        ctx = CONTEXTS[g["context"]]
        st, base = ctx["step"], g["base"]
        cats = ctx["cats"][:g["n"]]
        ax.bar(range(g["n"]), [v - base for v in g["vals"]], bottom=base, width=0.62,
               color=draw.PALETTE[g["color"]], edgecolor=draw.INK, linewidth=1.3, zorder=2)
        top = base + 11 * st
        ticks = list(range(base, top + 1, st))
        ax.set_yticks(ticks)
        ax.set_ylim(base, top)
        ax.set_xticks(range(g["n"]))
        ax.set_xticklabels(cats, fontsize=13)
        ax.set_xlim(-0.6, g["n"] - 0.4)
        charts.chart_axes(ax, title=ctx["title"], fontsize=13)
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.92, bottom=0.1)

    def subquestions(self, g):
        ctx = CONTEXTS[g["context"]]
        a = ctx["cats"][g["i"]]
        return [
            SubQuestion(f"What value does the bar chart show for {a}?", Number(g["vals"][g["i"]]),
                        "statistics/charts/bar_chart_reading"),
            SubQuestion("At what value does the vertical axis of the bar chart start?", Number(g["base"]),
                        "statistics/charts/misleading_graphs"),
        ]

    def description(self, g):
        ctx = CONTEXTS[g["context"]]
        pairs = ", ".join(f"{c}: {v}" for c, v in zip(ctx["cats"], g["vals"]))
        return (f"A bar chart '{ctx['title']}' whose vertical axis starts at {g['base']} instead of 0. "
                f"Values: {pairs}.")
