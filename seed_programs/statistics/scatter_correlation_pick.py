"""Statistics: pick the scatter plot whose data show the strongest / weakest linear correlation, or the
correlation coefficient that matches one of four scatter plots."""
import numpy as np

from dynaforge.sdk import Choice, SeedProgram, seed_program
from dynaforge.sdk import draw

ASKS = {
    "negative": ("shows the strongest negative linear correlation", lambda r: r),
    "positive": ("shows the strongest positive linear correlation", lambda r: -r),
    "none": ("shows the weakest linear correlation (correlation coefficient closest to 0)", lambda r: abs(r)),
}
BANDS = [(-0.97, -0.88), (-0.68, -0.45), (-0.08, 0.08), (0.45, 0.68), (0.88, 0.97)]   # r-value asks


@seed_program(
    id="scatter_correlation_pick", topic="statistics", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["statistics/correlation/scatter_correlation"],
    source="DynaMath-style (statistics, scatter plots and correlation)",
    variations=["numeric_values", "colors_labels", "function_types"],
)
class ScatterCorrelationPick(SeedProgram):
    def sample(self, rng):
        ask = str(rng.choice(sorted(ASKS) + ["r_value"] * 5))
        strong = float(rng.uniform(0.9, 0.97))
        mid = float(rng.uniform(0.4, 0.6))
        flat = float(rng.uniform(-0.05, 0.05))
        if ask == "r_value":   # four r values from four different bands, rounded to 2 decimals
            bands = sorted(int(b) for b in rng.choice(len(BANDS), 4, replace=False))
            targets = [round(float(rng.uniform(*BANDS[b])), 2) for b in bands]
        else:
            targets = {"negative": [-strong, -mid, flat, float(rng.uniform(0.85, 0.95))],
                       "positive": [strong, mid, flat, -float(rng.uniform(0.85, 0.95))],
                       "none": [flat, mid, -mid * float(rng.uniform(1.05, 1.3)), strong]}[ask]
        order = [int(i) for i in rng.permutation(4)]
        panels = []
        for i in order:
            r = targets[i]
            n = int(rng.integers(25, 41))
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
            panels.append({"r": r, "x": [round(float(v), 3) for v in xs], "y": [round(float(v), 3) for v in ys]})
        return {"ask": ask, "panels": panels, "target": int(rng.integers(4)),
                "colors": [str(c) for c in rng.choice(["blue", "red", "green", "purple", "orange", "brown"], 4, replace=False)]}

    def question(self, p):
        if p["ask"] == "r_value":
            return (f"The four scatter plots (Plot 1 to Plot 4) have the correlation coefficients listed as the "
                    f"choices, in some order. Which one is the correlation coefficient r of Plot {p['target'] + 1}?")
        return f"Which of the four scatter plots (Plot 1 to Plot 4) {ASKS[p['ask']][0]}?"

    @staticmethod
    def _r_text(r):
        return f"r = {r:.2f}".replace("-", "−")

    def answer(self, p):
        if p["ask"] == "r_value":
            rs = [panel["r"] for panel in p["panels"]]
            t = p["target"]
            return Choice(self._r_text(rs[t]), [self._r_text(r) for i, r in enumerate(rs) if i != t])
        key = ASKS[p["ask"]][1]
        best = min(range(4), key=lambda i: key(p["panels"][i]["r"]))
        return Choice(f"Plot {best + 1}", [f"Plot {i + 1}" for i in range(4) if i != best])

    def verify(self, p):
        # Pearson r recomputed from the stored (rounded) points, by the definition
        rs = []
        for panel in p["panels"]:
            x, y = np.array(panel["x"]), np.array(panel["y"])
            dx, dy = x - x.mean(), y - y.mean()
            rs.append(float((dx * dy).sum() / np.sqrt((dx * dx).sum() * (dy * dy).sum())))
        if p["ask"] == "r_value":   # the option nearest to the recomputed r of the target plot
            options = sorted(panel["r"] for panel in p["panels"])
            return self._r_text(min(options, key=lambda r: abs(r - rs[p["target"]])))
        if p["ask"] == "negative":
            best = int(np.argmin(rs))
        elif p["ask"] == "positive":
            best = int(np.argmax(rs))
        else:
            best = int(np.argmin(np.abs(rs)))
        return f"Plot {best + 1}"

    def draw(self, p, ax, hide=()):
        ax.set_position([0, 0, 1, 1])
        ax.axis("off")
        boxes = [[0.07, 0.55, 0.40, 0.38], [0.57, 0.55, 0.40, 0.38],
                 [0.07, 0.06, 0.40, 0.38], [0.57, 0.06, 0.40, 0.38]]
        for i, (panel, box, c) in enumerate(zip(p["panels"], boxes, p["colors"])):
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

    def description(self, p):
        parts = []
        for i, panel in enumerate(p["panels"]):
            pts = ", ".join(f"({x:.1f}, {y:.1f})" for x, y in zip(panel["x"], panel["y"]))
            parts.append(f"Plot {i + 1} has {len(panel['x'])} points: {pts}")
        return "Four scatter plots on axes from 0 to 10. " + ". ".join(parts) + "."
