"""Statistics: which of four dot plots shows the data set with the largest / smallest spread."""
import numpy as np
from matplotlib.figure import Figure

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, statplots

NAMES = ["Ava", "Ben", "Chloe", "Dev", "Ella", "Finn", "Grace", "Hugo", "Isla", "Jack", "Kira", "Leo", "Maya",
         "Noah", "Omar", "Priya", "Ruby", "Sam", "Tara", "Zoe"]
CONTEXTS = [("quiz scores (out of 10)", "scores"), ("numbers of books read per month", "monthly book counts"),
            ("daily numbers of push-ups (in tens)", "push-up counts"), ("goals per match", "goal counts")]
ASKS = {
    "range_max": "has the largest range",
    "range_min": "has the smallest range",
    "sd_max": "has the largest standard deviation",
    "sd_min": "has the smallest standard deviation",
}
COLORS = ["blue", "red", "green", "purple"]


def _values(counts):
    return [v for v, c in zip(range(1, 10), counts) for _ in range(c)]


@seed_program(
    id="dot_plot_spread_pick", topic="statistics", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/charts/dot_plot", "statistics/spread/range", "statistics/spread/standard_deviation"],
    source="DynaMath-style (statistics, comparing dot plots)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class DotPlotSpreadPick(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(sorted(ASKS)), context=IntRange(0, len(CONTEXTS) - 1), extra_dots=IntRange(6, 10),
                      max_range_gap=3, min_sd_gap=0.18),
        hard=dict(ask=OneOf(sorted(ASKS)), context=IntRange(0, len(CONTEXTS) - 1), extra_dots=IntRange(8, 12),
                  max_range_gap=1, min_sd_gap=0.08),
        hard_means="closer contest: the best range beats the runner-up by exactly 1, the best standard "
                   "deviation by as little as 8%, with more dots per plot",
    )

    def sample(self, rng, space):
        ask = str(space.ask.draw(rng))
        ci = space.context.draw(rng)
        names = [str(n) for n in rng.choice(NAMES, 4, replace=False)]
        for _ in attempts("a clear but close winner, not simply the plot with most dots"):
            sets = []
            if ask.startswith("sd"):      # same range for all four: only the concentration differs
                lo = int(rng.integers(1, 4))
                hi = lo + int(rng.integers(4, 9 - lo))
            for _ in range(4):
                if not ask.startswith("sd"):
                    lo = int(rng.integers(1, 6))
                    hi = int(rng.integers(lo + 1, 10))
                counts = [0] * 9
                counts[lo - 1] = counts[hi - 1] = 1
                for _ in range(space.extra_dots.draw(rng)):
                    v = int(round(rng.triangular(lo, float(rng.uniform(lo, hi)), hi)))
                    if counts[v - 1] < 4:
                        counts[v - 1] += 1
                sets.append(counts)
            key = [float(np.ptp(_values(c))) if ask.startswith("range") else float(np.std(_values(c)))
                   for c in sets]
            srt = sorted(key, reverse=ask.endswith("max"))
            if ask.startswith("range") and (srt[0] == srt[1] or abs(srt[0] - srt[1]) > space.max_range_gap):
                continue
            if ask.startswith("sd") and abs(srt[0] - srt[1]) < space.min_sd_gap * max(srt[0], srt[1]):
                continue
            best = key.index(srt[0])
            sizes = [sum(c) for c in sets]
            if ask.startswith("range") and sizes.index(max(sizes)) == best:   # most dots is a trap, not the key
                continue
            break
        return {"ask": ask, "context": ci, "names": names, "counts": sets}

    def question(self, g):
        what = CONTEXTS[g["context"]][0]
        return (f"The dot plots show the {what} of {', '.join(g['names'][:3])} and {g['names'][3]}. "
                f"Whose data set {ASKS[g['ask']]}?")

    def answer(self, p):
        vals = [_values(c) for c in p["counts"]]
        if p["ask"].startswith("range"):
            key = [max(v) - min(v) for v in vals]
        else:
            key = [sum((x - sum(v) / len(v)) ** 2 for x in v) / len(v) for v in vals]
        order = sorted(range(4), key=lambda i: key[i], reverse=p["ask"].endswith("max"))
        return Choice(p["names"][order[0]], [p["names"][i] for i in order[1:]])

    def verify(self, g):
        # draw the dot plots, read the dot centres back and measure the spread with numpy
        fig = Figure(figsize=(5.12, 5.12))
        key = []
        for c in g["counts"]:
            centres = statplots.dot_plot(fig.add_subplot(1, 1, 1), list(range(1, 10)), c)
            xs = np.array([x for x, _ in centres])
            key.append(float(np.ptp(xs)) if g["ask"].startswith("range") else float(np.std(xs)))
        best = int(np.argmax(key) if g["ask"].endswith("max") else np.argmin(key))
        return g["names"][best]

    def draw(self, g, ax, hide=()):
        ax.set_position([0, 0, 1, 1])
        ax.axis("off")
        for i, (c, name) in enumerate(zip(g["counts"], g["names"])):
            sub = ax.inset_axes([0.08, 0.77 - i * 0.235, 0.86, 0.13])
            statplots.dot_plot(sub, list(range(1, 10)), c, color=draw.PALETTE[COLORS[i]], fontsize=11)
            sub.scatter([], [])
            sub.set_ylim(0, 4.8)
            for art in sub.collections:
                art.set_sizes([70])
            sub.set_title(name, loc="left", fontsize=13, fontweight="bold", color=draw.INK, pad=2)

    def subquestions(self, g):
        v = _values(g["counts"][0])
        return [SubQuestion(f"What is the range of {g['names'][0]}'s data?", Number(max(v) - min(v)),
                            "statistics/spread/range")]

    def description(self, g):
        what = CONTEXTS[g["context"]][0]
        parts = [f"{n}: {', '.join(str(x) for x in _values(c))}" for n, c in zip(g["names"], g["counts"])]
        return f"The {what} of four people. " + "; ".join(parts) + f". Whose data set {ASKS[g['ask']]}?"
