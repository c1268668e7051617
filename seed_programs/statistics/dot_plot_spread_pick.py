"""Statistics: which of four dot plots shows the data set with the largest / smallest spread."""
import numpy as np
from matplotlib.figure import Figure

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        ask = str(rng.choice(sorted(ASKS)))
        ci = int(rng.integers(len(CONTEXTS)))
        names = [str(n) for n in rng.choice(NAMES, 4, replace=False)]
        while True:
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
                for _ in range(int(rng.integers(6, 11))):
                    v = int(round(rng.triangular(lo, float(rng.uniform(lo, hi)), hi)))
                    if counts[v - 1] < 4:
                        counts[v - 1] += 1
                sets.append(counts)
            key = [float(np.ptp(_values(c))) if ask.startswith("range") else float(np.std(_values(c)))
                   for c in sets]
            srt = sorted(key, reverse=ask.endswith("max"))
            if ask.startswith("range") and (srt[0] == srt[1] or abs(srt[0] - srt[1]) > 3):
                continue
            if ask.startswith("sd") and abs(srt[0] - srt[1]) < 0.18 * max(srt[0], srt[1]):
                continue
            best = key.index(srt[0])
            sizes = [sum(c) for c in sets]
            if ask.startswith("range") and sizes.index(max(sizes)) == best:   # most dots is a trap, not the key
                continue
            break
        return {"ask": ask, "context": ci, "names": names, "counts": sets}

    def question(self, p):
        what = CONTEXTS[p["context"]][0]
        return (f"The dot plots show the {what} of {', '.join(p['names'][:3])} and {p['names'][3]}. "
                f"Whose data set {ASKS[p['ask']]}?")

    def answer(self, p):
        vals = [_values(c) for c in p["counts"]]
        if p["ask"].startswith("range"):
            key = [max(v) - min(v) for v in vals]
        else:
            key = [sum((x - sum(v) / len(v)) ** 2 for x in v) / len(v) for v in vals]
        order = sorted(range(4), key=lambda i: key[i], reverse=p["ask"].endswith("max"))
        return Choice(p["names"][order[0]], [p["names"][i] for i in order[1:]])

    def verify(self, p):
        # draw the dot plots, read the dot centres back and measure the spread with numpy
        fig = Figure(figsize=(5.12, 5.12))
        key = []
        for c in p["counts"]:
            centres = statplots.dot_plot(fig.add_subplot(1, 1, 1), list(range(1, 10)), c)
            xs = np.array([x for x, _ in centres])
            key.append(float(np.ptp(xs)) if p["ask"].startswith("range") else float(np.std(xs)))
        best = int(np.argmax(key) if p["ask"].endswith("max") else np.argmin(key))
        return p["names"][best]

    def draw(self, p, ax, hide=()):
        ax.set_position([0, 0, 1, 1])
        ax.axis("off")
        for i, (c, name) in enumerate(zip(p["counts"], p["names"])):
            sub = ax.inset_axes([0.08, 0.77 - i * 0.235, 0.86, 0.13])
            statplots.dot_plot(sub, list(range(1, 10)), c, color=draw.PALETTE[COLORS[i]], fontsize=11)
            sub.scatter([], [])
            sub.set_ylim(0, 4.8)
            for art in sub.collections:
                art.set_sizes([70])
            sub.set_title(name, loc="left", fontsize=13, fontweight="bold", color=draw.INK, pad=2)

    def subquestions(self, p):
        v = _values(p["counts"][0])
        return [SubQuestion(f"What is the range of {p['names'][0]}'s data?", Number(max(v) - min(v)),
                            "statistics/spread/range")]

    def description(self, p):
        what = CONTEXTS[p["context"]][0]
        parts = [f"{n}: {', '.join(str(x) for x in _values(c))}" for n, c in zip(p["names"], p["counts"])]
        return f"The {what} of four people. " + "; ".join(parts) + f". Whose data set {ASKS[p['ask']]}?"
