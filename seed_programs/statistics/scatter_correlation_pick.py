"""Statistics: pick the scatter plot whose data show the strongest / weakest linear correlation, or the
correlation coefficient that matches one of four scatter plots."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, OneOf, SeedProgram, seed_program
from dynaforge.sdk import draw

ASKS = {
    "negative": ("shows the strongest negative linear correlation", lambda r: r),
    "positive": ("shows the strongest positive linear correlation", lambda r: -r),
    "none": ("shows the weakest linear correlation (correlation coefficient closest to 0)", lambda r: abs(r)),
}
BANDS = [(-0.97, -0.88), (-0.68, -0.45), (-0.08, 0.08), (0.45, 0.68), (0.88, 0.97)]   # r-value asks
HARD_BANDS = [(-0.96, -0.86), (-0.78, -0.64), (-0.3, -0.15), (0.15, 0.3), (0.64, 0.78), (0.86, 0.96)]


def _r_text(r):
    """An r-value option as shown."""
    return f"r = {r:.2f}".replace("-", "−")


@seed_program(
    id="scatter_correlation_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/correlation/scatter_correlation"],
    source="DynaMath-style (statistics, scatter plots and correlation)",
    variations=["numeric_values", "colors_labels", "function_types"],
)
class ScatterCorrelationPick(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(sorted(ASKS) + ["r_value"] * 5), strong=FloatRange(0.9, 0.97), mid=FloatRange(0.4, 0.6),
                      r_bands=tuple(BANDS), points=IntRange(25, 40)),
        hard=dict(ask=OneOf(sorted(ASKS) + ["r_value"] * 5), strong=FloatRange(0.9, 0.97), mid=FloatRange(0.6, 0.72),
                  r_bands=tuple(HARD_BANDS), points=IntRange(25, 40)),
        hard_means="closer plots: the runner-up correlation is 0.6-0.72 instead of 0.4-0.6, and the r values "
                   "to match come from narrower, nearer bands (e.g. 0.64-0.78 against 0.86-0.96)",
    )

    def sample(self, rng, space):
        ask = str(space.ask.draw(rng))
        strong = space.strong.draw(rng)
        mid = space.mid.draw(rng)
        flat = float(rng.uniform(-0.05, 0.05))
        if ask == "r_value":   # four r values from four different bands, rounded to 2 decimals
            bands = sorted(int(b) for b in rng.choice(len(space.r_bands), 4, replace=False))
            targets = [round(float(rng.uniform(*space.r_bands[b])), 2) for b in bands]
        else:
            targets = {"negative": [-strong, -mid, flat, float(rng.uniform(0.85, 0.95))],
                       "positive": [strong, mid, flat, -float(rng.uniform(0.85, 0.95))],
                       "none": [flat, mid, -mid * float(rng.uniform(1.05, 1.3)), strong]}[ask]
        order = [int(i) for i in rng.permutation(4)]
        panels = []
        for i in order:
            r = targets[i]
            n = space.points.draw(rng)
            x = rng.uniform(-1, 1, size=n)
            e = rng.normal(size=n)
            x = (x - x.mean()) / x.std()
            e = e - e.mean()
            e = e - (e @ x) / (x @ x) * x                # orthogonal to x: sample correlation is exactly r
            e = e / e.std()
            y = r * x + np.sqrt(1 - r * r) * e
            # rescale into the plotting window (an affine map keeps r unchanged)
            xs = 0.7 + 8.6 * (x - x.min()) / (x.max() - x.min())
            ys = 0.7 + 8.6 * (y - y.min()) / (y.max() - y.min())
            panels.append({"x": [round(float(v), 3) for v in xs], "y": [round(float(v), 3) for v in ys]})
        g = {"ask": ask, "panels": panels, "target": int(rng.integers(4)),
             "colors": [str(c) for c in rng.choice(["blue", "red", "green", "purple", "orange", "brown"], 4, replace=False)]}
        if ask != "r_value":
            del g["target"]             # only the r-value question names a plot
        # each plot's exact sample correlation is the construction; the solver sees the points
        return g, {"r": [targets[i] for i in order]}

    def question(self, g):
        if g["ask"] == "r_value":
            return (f"The four scatter plots (Plot 1 to Plot 4) have the correlation coefficients listed as the "
                    f"choices, in some order. Which one is the correlation coefficient r of Plot {g['target'] + 1}?")
        return f"Which of the four scatter plots (Plot 1 to Plot 4) {ASKS[g['ask']][0]}?"

    def answer(self, p):
        if p["ask"] == "r_value":
            rs = p["r"]
            t = p["target"]
            return Choice(_r_text(rs[t]), [_r_text(r) for i, r in enumerate(rs) if i != t])
        key = ASKS[p["ask"]][1]
        best = min(range(4), key=lambda i: key(p["r"][i]))
        return Choice(f"Plot {best + 1}", [f"Plot {i + 1}" for i in range(4) if i != best])

    def verify(self, g):
        # Pearson r recomputed from the stored (rounded) points, by the definition
        rs = []
        for panel in g["panels"]:
            x, y = np.array(panel["x"]), np.array(panel["y"])
            dx, dy = x - x.mean(), y - y.mean()
            rs.append(float((dx * dy).sum() / np.sqrt((dx * dx).sum() * (dy * dy).sum())))
        if g["ask"] == "r_value":   # the options are r to 2 decimals: round the target plot's recomputed r
            return _r_text(round(rs[g["target"]], 2) + 0.0)
        if g["ask"] == "negative":
            best = int(np.argmin(rs))
        elif g["ask"] == "positive":
            best = int(np.argmax(rs))
        else:
            best = int(np.argmin(np.abs(rs)))
        return f"Plot {best + 1}"

    def draw(self, g, ax, hide=()):
        ax.set_position([0, 0, 1, 1])
        ax.axis("off")
        boxes = [[0.07, 0.55, 0.40, 0.38], [0.57, 0.55, 0.40, 0.38],
                 [0.07, 0.06, 0.40, 0.38], [0.57, 0.06, 0.40, 0.38]]
        for i, (panel, box, c) in enumerate(zip(g["panels"], boxes, g["colors"])):
            sub = ax.inset_axes(box)
            sub.scatter(panel["x"], panel["y"], s=22, color=draw.PALETTE[c], edgecolors=draw.INK,
                        linewidths=0.5, zorder=3)
            sub.set_xlim(0, 10)
            sub.set_ylim(0, 10)
            sub.set_xticks([0, 5, 10])
            sub.set_yticks([0, 5, 10])
            sub.tick_params(labelsize=11)
            sub.grid(True, color="#e5e7eb", linewidth=0.6)
            sub.set_title(f"Plot {i + 1}", fontsize=14, fontweight="bold", pad=4)

    def description(self, g):
        parts = []
        for i, panel in enumerate(g["panels"]):
            pts = ", ".join(f"({x:.1f}, {y:.1f})" for x, y in zip(panel["x"], panel["y"]))
            parts.append(f"Plot {i + 1} has {len(panel['x'])} points: {pts}")
        return "Four scatter plots on axes from 0 to 10. " + ". ".join(parts) + "."
