"""Scientific figure: Boyle's law from a pressure-volume curve (isothermal gas): read one point, predict another."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw


@seed_program(
    id="boyle_pv_curve", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/gases/boyles_law"],
    source="DynaMath-style (scientific figure, gas law graph)",
    variations=["numeric_values", "real_life_contexts"],
)
class BoylePVCurve(SeedProgram):
    def sample(self, rng):
        while True:
            v1 = int(rng.integers(2, 9))                 # litres, on the grid
            p1 = int(rng.choice([50, 60, 75, 100, 120, 150, 200, 250, 300]))
            c = v1 * p1
            if not 300 <= c <= 1200:
                continue
            ask = str(rng.choice(["pressure", "volume"]))
            if ask == "pressure":
                v2 = float(rng.choice([x for x in (1.5, 2.5, 3, 5, 6, 12, 15, 16, 20, 24) if x != v1]))
                target = c / v2
            else:
                p2 = float(rng.choice([x for x in (40, 80, 90, 125, 160, 180, 240, 400, 480) if x != p1]))
                target = c / p2
                v2 = p2
            if abs(target * 100 - round(target * 100)) > 1e-9 or not 0.5 <= target <= 800:
                continue
            return {"v1": v1, "p1": p1, "ask": ask, "given": v2, "gas": str(rng.choice(["air", "nitrogen", "helium"])),
                    "color": str(rng.choice(["blue", "red", "purple"]))}

    def question(self, p):
        head = (f"A fixed amount of {p['gas']} is kept at constant temperature. The graph shows its pressure p "
                f"against its volume V, and the marked point lies on the curve. ")
        if p["ask"] == "pressure":
            return head + f"What is the pressure when the volume is {draw.fmt(p['given'])} L, in kPa?"
        return head + f"What is the volume when the pressure is {draw.fmt(p['given'])} kPa, in litres?"

    def answer(self, p):
        return Number(p["v1"] * p["p1"] / p["given"])

    def verify(self, p):
        # fit p = C / V to points sampled along the drawn curve, then evaluate (or invert numerically)
        V = np.linspace(1, 10, 50)
        P = p["v1"] * p["p1"] / V
        C = float(np.linalg.lstsq((1 / V)[:, None], P, rcond=None)[0][0])
        if p["ask"] == "pressure":
            return Number(C / p["given"])
        lo, hi = 1e-3, 1e4
        for _ in range(200):                  # bisection on C / V = given
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if C / mid > p["given"] else (lo, mid)
        return Number(lo)

    def draw(self, p, ax, hide=()):
        c = p["v1"] * p["p1"]
        pmax = max(300, 1.1 * p["p1"])
        step = charts.nice_step(pmax, 7)
        top = step * np.ceil(pmax / step)
        V = np.linspace(c / top, 10, 400)
        ax.plot(V, c / V, color=draw.PALETTE[p["color"]], linewidth=3, zorder=3)
        ax.plot([p["v1"]], [p["p1"]], "o", color=draw.INK, markersize=8, zorder=4)
        ax.plot([p["v1"], p["v1"]], [0, p["p1"]], ":", color=draw.INK, linewidth=1.5)
        ax.plot([0, p["v1"]], [p["p1"], p["p1"]], ":", color=draw.INK, linewidth=1.5)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(np.arange(0, top + 1, step))
        ax.set_xlim(0, 10.3)
        ax.set_ylim(0, top * 1.03)
        charts.chart_axes(ax, xlabel="Volume V (L)", ylabel="Pressure p (kPa)", grid_axis="both")
        if "p1" in hide:
            # the pressure scale would give the marked point's pressure away: make its numbers invisible (the
            # layout stays as in the forward figure) and mark the point's level ?
            ax.tick_params(axis="y", labelcolor="none")
            ax.annotate("?", xy=(0, p["p1"]), xycoords=("axes fraction", "data"), xytext=(-6, 0),
                        textcoords="offset points", ha="right", va="center", fontsize=13, color=draw.INK)
        ax.figure.subplots_adjust(left=0.15, right=0.96, top=0.95, bottom=0.12)

    def backward(self, p):
        stated = self.answer(p).value          # the forward answer; p·V = const gives the marked pressure back
        head = (f"A fixed amount of {p['gas']} is kept at constant temperature. The graph shows its pressure p "
                f"against its volume V, but the pressure scale is hidden; the marked point on the curve has volume "
                f"{p['v1']} L and an unknown pressure (?). ")
        if p["ask"] == "pressure":
            head += f"When the volume is {draw.fmt(p['given'])} L, the pressure is {draw.fmt(stated)} kPa. "
            pv = p["given"] * stated
        else:
            head += f"When the pressure is {draw.fmt(p['given'])} kPa, the volume is {draw.fmt(stated)} L. "
            pv = stated * p["given"]
        return Backward(head + "What is the pressure at the marked point, in kPa?",
                        Number(round(pv / p["v1"], 9)), "p1")

    def subquestions(self, p):
        return [SubQuestion(f"At constant temperature a gas has volume {p['v1']} L at pressure {p['p1']} kPa. "
                            f"What is the product p·V, in kPa·L?", Number(p["v1"] * p["p1"]),
                            "physics/gases/boyles_law")]

    def description(self, p):
        return (f"A pressure-volume graph of a fixed amount of {p['gas']} at constant temperature: a curve "
                f"decreasing as V grows, passing through the marked point V = {p['v1']} L, p = {p['p1']} kPa.")
