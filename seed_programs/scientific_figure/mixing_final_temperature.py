"""Scientific figure: the final temperature when hot water is poured into cold water, or a hot metal
block is dropped into water (heat lost = heat gained, specific heat capacities labelled)."""
from matplotlib.patches import Rectangle

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw

METALS = {"aluminium": 900, "copper": 390, "iron": 450, "brass": 380, "steel": 500}
WATER = 4200


@seed_program(
    id="mixing_final_temperature", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric", concepts=["physics/thermal/specific_heat_capacity"],
    source="DynaMath-style (scientific figure, calorimetry)",
    variations=["numeric_values", "real_life_contexts"],
)
class MixingFinalTemperature(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("water",)), hot=IntRange(50, 95), cold=IntRange(5, 30), mass=IntRange(2, 10)),
        hard=dict(kind=OneOf(tuple(METALS)), hot=IntRange(80, 250), cold=IntRange(8, 30), mass=IntRange(2, 12)),
        hard_means="a hot metal block dropped into water: two different specific heat capacities (water 4200, the "
                   "metal 380-900 J/(kg·°C)) weight the temperatures, and the answer is rounded to 0.1 °C",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        for _ in attempts("distinct masses and a final temperature with at most one decimal (water)"):
            m1, m2 = 50 * int(space.mass.draw(rng)), 50 * int(space.mass.draw(rng))   # grams
            T1, T2 = int(space.hot.draw(rng)), int(space.cold.draw(rng))
            if m1 == m2 or T1 - T2 < 30:
                continue
            c1 = WATER if kind == "water" else METALS[kind]
            T = (m1 * c1 * T1 + m2 * WATER * T2) / (m1 * c1 + m2 * WATER)
            if kind != "water" and T - T2 < 2:
                continue
            if kind == "water" and abs(T * 10 - round(T * 10)) > 1e-9:
                continue
            break
        return {"kind": kind, "m1": m1, "m2": m2, "T1": T1, "T2": T2, "c1": c1, "c2": WATER}

    # ---- text -----------------------------------------------------------------------------------
    def _hot(self, g):
        return "the hot water" if g["kind"] == "water" else f"the hot {g['kind']} block"

    def question(self, g):
        rnd = "" if g["kind"] == "water" else " (to 1 decimal place)"
        action = ("is poured into the beaker of cold water" if g["kind"] == "water"
                  else "is dropped into the beaker of cold water")
        return (f"The figure labels the masses, temperatures and specific heat capacities. {self._hot(g).capitalize()} "
                f"{action} and they reach a common temperature. Assuming no heat is lost to the beaker or the "
                f"surroundings, what is that final temperature, in °C{rnd}?")

    def description(self, g):
        hot = (f"a beaker of {g['m1']} g of hot water at {g['T1']} °C (c = {g['c1']} J/(kg·°C))" if g["kind"] == "water"
               else f"a {g['m1']} g {g['kind']} block at {g['T1']} °C (c = {g['c1']} J/(kg·°C))")
        return (f"Left: {hot}. Right: a beaker of {g['m2']} g of cold water at {g['T2']} °C. The specific heat "
                f"capacity of water is c = {g['c2']} J/(kg·°C).")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        C1, C2 = p["m1"] * p["c1"], p["m2"] * p["c2"]
        return Number((C1 * p["T1"] + C2 * p["T2"]) / (C1 + C2))     # heat-capacity-weighted mean

    def verify(self, g):
        # bisection on the energy balance: heat given out by the hot body − heat taken in by the water
        def excess(T):
            return g["m1"] / 1000 * g["c1"] * (g["T1"] - T) - g["m2"] / 1000 * g["c2"] * (T - g["T2"])
        lo, hi = float(min(g["T1"], g["T2"])), float(max(g["T1"], g["T2"]))
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if excess(mid) > 0 else (lo, mid)
        return Number((lo + hi) / 2)

    # ---- figure ---------------------------------------------------------------------------------
    def _beaker(self, ax, x, level, text_lines, temp):
        ax.add_patch(Rectangle((x - 1.3, 0), 2.6, level, facecolor="#bfdbfe", edgecolor="none", zorder=1))
        ax.plot([x - 1.3, x - 1.3, x + 1.3, x + 1.3], [3.4, 0, 0, 3.4], color=draw.INK, linewidth=2.6, zorder=3)
        self._thermometer(ax, x + 0.6, 0.35, temp)
        ax.text(x, -0.35, "\n".join(text_lines), ha="center", va="top", fontsize=14, linespacing=1.5)

    def _thermometer(self, ax, x, y0, temp):
        ax.plot([x, x], [y0, y0 + 4.0], color="#6b7280", linewidth=7, solid_capstyle="round", zorder=4)
        ax.plot([x, x], [y0, y0 + 4.0], color="white", linewidth=4, solid_capstyle="round", zorder=4)
        ax.plot([x, x], [y0, y0 + 0.8 + 2.6 * (min(temp, 100) if isinstance(temp, (int, float)) else 60) / 100], color="#dc2626", linewidth=3.4, zorder=5)
        ax.plot([x], [y0], "o", color="#dc2626", markersize=11, zorder=5)
        ax.text(x + 0.25, y0 + 4.1, temp_text(temp), ha="left", va="bottom", fontsize=15, color="#dc2626",
                fontweight="bold")

    def draw(self, g, ax, hide=()):
        T1 = "?" if "T1" in hide else g["T1"]
        if g["kind"] == "water":
            self._beaker(ax, 0, 2.0, [f"hot water", f"{g['m1']} g"], T1)
        else:
            ax.plot([0, 0], [4.2, 2.6], color=draw.INK, linewidth=1.5)
            ax.add_patch(Rectangle((-0.9, 1.0), 1.8, 1.6, facecolor="#d1d5db" if g["kind"] != "copper" else "#f4a261",
                                   edgecolor=draw.INK, linewidth=2.2, zorder=3))
            ax.text(0, 1.8, g["kind"], ha="center", va="center", fontsize=13, zorder=4)
            self._thermometer(ax, 1.3, 0.35, T1)
            ax.text(0, -0.35, f"{g['m1']} g\nc = {g['c1']} J/(kg·°C)", ha="center", va="top", fontsize=14,
                    linespacing=1.5)
        self._beaker(ax, 5.2, 2.4, ["cold water", f"{g['m2']} g"], g["T2"])
        ax.text(2.6, 6.3, f"water: c = {g['c2']} J/(kg·°C)", ha="center", va="center", fontsize=14,
                bbox=dict(boxstyle="round,pad=0.3", facecolor="#f3f4f6", edgecolor="#9ca3af"))
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-2.2, 7.6)
        ax.set_ylim(-2.6, 7.2)
        ax.set_aspect("equal")
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        return [
            SubQuestion(f"How much heat, in joules, does {g['m2']} g of water (c = {g['c2']} J/(kg·°C)) take in when "
                        f"it warms by 10 °C?", Number(g["m2"] / 1000 * g["c2"] * 10),
                        "physics/thermal/specific_heat_capacity"),
            SubQuestion(f"How much heat, in joules, does a {g['m1']} g body with c = {g['c1']} J/(kg·°C) give out "
                        f"when it cools by 10 °C?", Number(g["m1"] / 1000 * g["c1"] * 10),
                        "physics/thermal/specific_heat_capacity"),
        ]

    def backward(self, g):
        C1, C2 = g["m1"] * g["c1"], g["m2"] * g["c2"]
        T = (C1 * g["T1"] + C2 * g["T2"]) / (C1 + C2)
        hot = ("A beaker of {} g of hot water".format(g["m1"]) if g["kind"] == "water"
               else f"A {g['m1']} g {g['kind']} block (c = {g['c1']} J/(kg·°C))")
        return Backward(
            f"{hot} at an unknown temperature is mixed with {g['m2']} g of water at {g['T2']} °C (water: c = "
            f"{g['c2']} J/(kg·°C)). With no heat lost, the final common temperature is {draw.fmt(T, 8)} °C. What "
            f"was the starting temperature of the hot {'water' if g['kind'] == 'water' else 'block'}, in °C?",
            Number(round(T + C2 * (T - g["T2"]) / C1, 9)), "T1")


def temp_text(temp):
    return f"{temp} °C"
