"""Scientific figure: Boyle's law from a pressure-volume curve (isothermal gas): read one point, predict another."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw


@seed_program(
    id="boyle_pv_curve", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/gases/boyles_law"],
    source="DynaMath-style (scientific figure, gas law graph)",
    variations=["numeric_values", "real_life_contexts"],
)
class BoylePVCurve(SeedProgram):
    levels = Levels(
        standard=dict(volume=IntRange(2, 8), pressure=OneOf((50, 60, 75, 100, 120, 150, 200, 250, 300)),
                      product=IntRange(300, 1200), ask=OneOf(("pressure", "volume")),
                      new_volume=(1.5, 2.5, 3, 5, 6, 12, 15, 16, 20, 24),
                      new_pressure=(40, 80, 90, 125, 160, 180, 240, 400, 480)),
        hard=dict(volume=IntRange(2, 9), pressure=OneOf((64, 72, 84, 96, 108, 135, 144, 168, 225)),
                  product=IntRange(300, 1600), ask=OneOf(("pressure", "volume")),
                  new_volume=(1.2, 1.6, 2.4, 3.2, 4.5, 7.5, 9.6, 12.5, 18, 32),
                  new_pressure=(36, 45, 64, 75, 96, 112, 144, 225, 320, 360)),
        hard_means="less round pressures (64, 135, 168 kPa, ...) and new volumes or pressures with decimals, so "
                   "p·V = const must be worked with awkward numbers",
    )

    def sample(self, rng, space):
        for _ in attempts("p·V in range and an answer with at most two decimals"):
            v1 = space.volume.draw(rng)                 # litres, on the grid
            p1 = int(space.pressure.draw(rng))
            c = v1 * p1
            if not space.product.lo <= c <= space.product.hi:
                continue
            ask = str(space.ask.draw(rng))
            if ask == "pressure":
                v2 = float(rng.choice([x for x in space.new_volume if x != v1]))
                target = c / v2
            else:
                p2 = float(rng.choice([x for x in space.new_pressure if x != p1]))
                target = c / p2
                v2 = p2
            if abs(target * 100 - round(target * 100)) > 1e-9 or not 0.5 <= target <= 800:
                continue
            return {"v1": v1, "p1": p1, "ask": ask, "given": v2, "gas": str(rng.choice(["air", "nitrogen", "helium"])),
                    "color": str(rng.choice(["blue", "red", "purple"]))}

    def question(self, g):
        head = (f"A fixed amount of {g['gas']} is kept at constant temperature. The graph shows its pressure p "
                f"against its volume V, and the marked point lies on the curve. ")
        if g["ask"] == "pressure":
            return head + f"What is the pressure when the volume is {draw.fmt(g['given'])} L, in kPa?"
        return head + f"What is the volume when the pressure is {draw.fmt(g['given'])} kPa, in litres?"

    def answer(self, p):
        return Number(p["v1"] * p["p1"] / p["given"])

    def verify(self, g):
        # fit p = C / V to points sampled along the drawn curve, then evaluate (or invert numerically)
        V = np.linspace(1, 10, 50)
        P = g["v1"] * g["p1"] / V
        C = float(np.linalg.lstsq((1 / V)[:, None], P, rcond=None)[0][0])
        if g["ask"] == "pressure":
            return Number(C / g["given"])
        lo, hi = 1e-3, 1e4
        for _ in range(200):                  # bisection on C / V = given
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if C / mid > g["given"] else (lo, mid)
        return Number(lo)

    def draw(self, g, ax, hide=()):
        c = g["v1"] * g["p1"]
        pmax = max(300, 1.1 * g["p1"])
        step = charts.nice_step(pmax, 7)
        top = step * np.ceil(pmax / step)
        V = np.linspace(c / top, 10, 400)
        ax.plot(V, c / V, color=draw.PALETTE[g["color"]], linewidth=3, zorder=3)
        ax.plot([g["v1"]], [g["p1"]], "o", color=draw.INK, markersize=8, zorder=4)
        ax.plot([g["v1"], g["v1"]], [0, g["p1"]], ":", color=draw.INK, linewidth=1.5)
        ax.plot([0, g["v1"]], [g["p1"], g["p1"]], ":", color=draw.INK, linewidth=1.5)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(np.arange(0, top + 1, step))
        ax.set_xlim(0, 10.3)
        ax.set_ylim(0, top * 1.03)
        charts.chart_axes(ax, xlabel="Volume V (L)", ylabel="Pressure g (kPa)", grid_axis="both")
        if "p1" in hide:
            # the pressure scale would give the marked point's pressure away: make its numbers invisible (the
            # layout stays as in the forward figure) and mark the point's level ?
            ax.tick_params(axis="y", labelcolor="none")
            ax.annotate("?", xy=(0, g["p1"]), xycoords=("axes fraction", "data"), xytext=(-6, 0),
                        textcoords="offset points", ha="right", va="center", fontsize=13, color=draw.INK)
        ax.figure.subplots_adjust(left=0.15, right=0.96, top=0.95, bottom=0.12)

    def backward(self, g):
        stated = self.answer(g).value          # the forward answer; p·V = const gives the marked pressure back
        head = (f"A fixed amount of {g['gas']} is kept at constant temperature. The graph shows its pressure p "
                f"against its volume V, but the pressure scale is hidden; the marked point on the curve has volume "
                f"{g['v1']} L and an unknown pressure (?). ")
        if g["ask"] == "pressure":
            head += f"When the volume is {draw.fmt(g['given'])} L, the pressure is {draw.fmt(stated)} kPa. "
            pv = g["given"] * stated
        else:
            head += f"When the pressure is {draw.fmt(g['given'])} kPa, the volume is {draw.fmt(stated)} L. "
            pv = stated * g["given"]
        return Backward(head + "What is the pressure at the marked point, in kPa?",
                        Number(round(pv / g["v1"], 9)), "p1")

    def subquestions(self, g):
        return [SubQuestion(f"At constant temperature a gas has volume {g['v1']} L at pressure {g['p1']} kPa. "
                            f"What is the product p·V, in kPa·L?", Number(g["v1"] * g["p1"]),
                            "physics/gases/boyles_law")]

    def description(self, g):
        return (f"A pressure-volume graph of a fixed amount of {g['gas']} at constant temperature: a curve "
                f"decreasing as V grows, passing through the marked point V = {g['v1']} L, p = {g['p1']} kPa.")
