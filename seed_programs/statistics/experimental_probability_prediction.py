"""Statistics: experimental probability from a bar chart of spinner results: a prediction, or the gap to theory."""
from fractions import Fraction

from matplotlib.figure import Figure

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

COLOURS = {"Red": "#ef4444", "Blue": "#3b82f6", "Green": "#22c55e", "Yellow": "#eab308", "Purple": "#a855f7",
           "Orange": "#f97316", "Pink": "#ec4899", "Grey": "#9ca3af"}


@seed_program(
    id="experimental_probability_prediction", topic="statistics", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["statistics/probability/experimental_probability", "statistics/charts/bar_chart_reading"],
    source="DynaMath-style (statistics, experimental vs theoretical probability)",
    variations=["numeric_values", "colors_labels"],
)
class ExperimentalProbabilityPrediction(SeedProgram):
    levels = Levels(
        standard=dict(sectors=OneOf((4, 5)), spins=OneOf((20, 40, 50, 60)), ask=OneOf(("predict",)),
                      event_size=OneOf((1,))),
        hard=dict(sectors=OneOf((4, 5, 8)), spins=OneOf((80, 120, 160, 200)), ask=OneOf(("predict", "theory")),
                  event_size=OneOf((1, 2))),
        hard_means="more spins (80 to 200), up to eight colours, events of two colours and sometimes the "
                   "difference between the observed and the theoretically expected count",
    )

    def sample(self, rng, space):
        k = int(space.sectors.draw(rng))
        n = int(space.spins.draw(rng))
        ask = str(space.ask.draw(rng))
        names = [str(c) for c in rng.choice(list(COLOURS), size=k, replace=False)]
        for _ in attempts("counts near n/k, an event with a whole-number prediction and a nonzero gap to theory"):
            cuts = sorted(int(v) for v in rng.choice(range(1, n), size=k - 1, replace=False))
            counts = [b - a for a, b in zip([0] + cuts, cuts + [n])]
            if min(counts) < n / (2.5 * k) or max(counts) > 2 * n / k:
                continue
            size = int(space.event_size.draw(rng))
            event = sorted(int(i) for i in rng.choice(k, size=size, replace=False))
            hit = sum(counts[i] for i in event)
            g = {"names": names, "counts": counts, "event": event, "ask": ask}
            if ask == "predict":
                # a future number of spins that makes the prediction a whole number
                unit = Fraction(hit, n).denominator
                m = unit * int(rng.integers(max(1, 30 // unit), max(2, 600 // unit)))
                if m == n or m > 1000:
                    continue
                g["future"] = m
                return g
            expected = Fraction(n * size, k)
            if expected.denominator == 1 and hit != expected:
                return g

    def _event_text(self, g):
        cols = [g["names"][i] for i in g["event"]]
        return cols[0].lower() if len(cols) == 1 else f"{cols[0].lower()} or {cols[1].lower()}"

    def question(self, g):
        k, n = len(g["names"]), sum(g["counts"])
        head = (f"A spinner with {k} equal sectors, one of each colour, was spun {n} times; the bar chart shows "
                f"how often each colour came up.")
        if g["ask"] == "predict":
            return (f"{head} Based on these results, how many times would you expect the spinner to land on "
                    f"{self._event_text(g)} in {g['future']} more spins?")
        return (f"{head} How many more times did the spinner land on {self._event_text(g)} than the theoretical "
                f"probability predicts for {n} spins? (Give a negative number if it landed there fewer times.)")

    def answer(self, p):
        n = sum(p["counts"])
        hit = sum(p["counts"][i] for i in p["event"])
        if p["ask"] == "predict":
            return Number(hit * p["future"] / n)
        return Number(hit - n * len(p["event"]) / len(p["names"]))

    def verify(self, g):
        # read the bar heights back from the chart; probabilities as exact fractions
        ax = Figure(figsize=(5.12, 5.12)).add_subplot(1, 1, 1)
        charts.bar_chart(ax, g["names"], g["counts"], "#999999")
        heights = [Fraction(round(b.get_height())) for b in ax.patches]
        total = sum(heights)
        p_exp = sum(heights[i] for i in g["event"]) / total
        if g["ask"] == "predict":
            return Number(float(p_exp * g["future"]))
        p_theory = Fraction(len(g["event"]), len(g["names"]))
        return Number(float((p_exp - p_theory) * total))

    def draw(self, g, ax, hide=()):
        top = max(g["counts"])
        charts.bar_chart(ax, g["names"], g["counts"], [COLOURS[c] for c in g["names"]],
                         value_texts=[str(c) for c in g["counts"]], ymax=top * 1.2, fontsize=12)
        step = charts.nice_step(top * 1.2, 6)
        ax.set_yticks([step * i for i in range(int(top * 1.2 // step) + 1)])
        charts.chart_axes(ax, xlabel="Colour", ylabel="Number of times", title=f"Results of {sum(g['counts'])} spins")
        if len(g["names"]) > 6:
            ax.tick_params(axis="x", labelsize=11, rotation=30)
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.92, bottom=0.14)

    def subquestions(self, g):
        n = sum(g["counts"])
        hit = sum(g["counts"][i] for i in g["event"])
        return [
            SubQuestion(f"The spinner was spun {n} times. What is the experimental probability that it landed on "
                        f"{self._event_text(g)}? Give it as a decimal rounded to 3 places.", Number(hit / n),
                        "statistics/probability/experimental_probability"),
            SubQuestion(f"A spinner has {len(g['names'])} equal sectors, one of each colour. What is the theoretical "
                        f"probability of landing on {self._event_text(g)}? Give it as a decimal.",
                        Number(len(g["event"]) / len(g["names"])), "statistics/probability/equally_likely_outcomes"),
        ]

    def description(self, g):
        pairs = ", ".join(f"{c}: {v}" for c, v in zip(g["names"], g["counts"]))
        return (f"A bar chart titled 'Results of {sum(g['counts'])} spins' showing how often each colour came up: "
                f"{pairs}.")
