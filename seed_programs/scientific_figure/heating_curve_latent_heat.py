"""Scientific figure: specific latent heat or specific heat capacity from a heating curve (temperature-time graph)
of a sample heated at a constant, known power."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

PHASE_TEXT = {"fusion": "the specific latent heat of fusion of the substance, in kJ/kg",
              "vaporisation": "the specific latent heat of vaporisation of the substance, in kJ/kg",
              "solid_c": "the specific heat capacity of the substance while solid, in J/(kg·°C)",
              "liquid_c": "the specific heat capacity of the substance while liquid, in J/(kg·°C)"}


@seed_program(
    id="heating_curve_latent_heat", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/thermal/latent_heat", "physics/thermal/specific_heat_capacity"],
    source="DynaMath-style (scientific figure, heating curve)",
    variations=["numeric_values", "colors_labels"],
)
class HeatingCurveLatentHeat(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("fusion", "fusion", "liquid_c")), power=OneOf((100, 200, 250, 400, 500)),
                      mass=OneOf((0.1, 0.2, 0.25, 0.5, 1.0)), boil=OneOf((False,))),
        hard=dict(kind=OneOf(("vaporisation", "solid_c", "liquid_c", "fusion")), power=OneOf((120, 150, 240, 300, 750)),
                  mass=OneOf((0.15, 0.3, 0.4, 0.6, 0.75)), boil=OneOf((True,))),
        hard_means="a longer curve that also boils (two plateaus to tell apart), less round powers and masses "
                   "(150 W, 0.3 kg, ...) and mostly a heat capacity or the latent heat of vaporisation",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        for _ in attempts("a readable heating curve that fits the grid"):
            P, m = int(space.power.draw(rng)), float(space.mass.draw(rng))
            Tm = int(rng.integers(-2, 9)) * 10
            T0 = Tm - int(rng.integers(2, 5)) * 10
            Tb = Tm + int(rng.integers(4, 9)) * 10
            durations = [int(v) for v in rng.integers(2, 6, size=3)]     # solid, melting, liquid
            times = [0, durations[0], durations[0] + durations[1], durations[0] + durations[1] + durations[2]]
            temps = [T0, Tm, Tm, Tb]
            if space.boil.draw(rng):
                times.append(times[-1] + durations[1] + int(rng.integers(1, 4)))   # boiling takes longer
                temps.append(Tb)
            if times[-1] <= 17:
                break
        return {"kind": kind, "P": P, "m": m, "t": times, "T": temps,
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        return (f"The graph shows how the temperature of a sample of a substance changes while a heater supplies "
                f"energy to it at a constant rate; the sample's mass and the heater's power are labelled. Assuming "
                f"all the heater's energy goes into the sample, what is {PHASE_TEXT[g['kind']]}?")

    def description(self, g):
        pts = ", ".join(f"({t} min, {T} °C)" for t, T in zip(g["t"], g["T"]))
        return (f"A heating curve for a {draw.fmt(g['m'])} kg sample heated by a {g['P']} W heater: temperature "
                f"(°C, up) against time (min, across, grid every 1 min and 10 °C), straight pieces joining {pts}.")

    # ---- answers --------------------------------------------------------------------------------
    def _segment(self, g):
        return {"solid_c": 0, "fusion": 1, "liquid_c": 2, "vaporisation": 3}[g["kind"]]

    def answer(self, p):
        i = self._segment(p)
        t, T = p["t"], p["T"]
        energy = p["P"] * (t[i + 1] - t[i]) * 60                           # joules in this stage
        if p["kind"] in ("fusion", "vaporisation"):
            return Number(energy / p["m"] / 1000)                          # kJ/kg
        return Number(energy / (p["m"] * (T[i + 1] - T[i])))             # J/(kg·°C)

    def verify(self, g):
        # sample the plotted curve every 0.1 s: a plateau is where the temperature stands still at a
        # phase change (first plateau melting, second boiling); a sloped stage gives c = P / (m · dT/dt)
        ts = np.arange(0, g["t"][-1] * 60 + 0.05, 0.1)
        Ts = np.interp(ts, np.array(g["t"]) * 60, g["T"])
        flat = np.isclose(np.diff(Ts), 0.0)
        runs, start = [], None
        for k, f in enumerate(flat):
            if f and start is None:
                start = k
            if not f and start is not None:
                runs.append((start, k))
                start = None
        if start is not None:
            runs.append((start, len(flat)))
        if g["kind"] in ("fusion", "vaporisation"):
            a, b = runs[0 if g["kind"] == "fusion" else 1]
            return Number(g["P"] * (ts[b] - ts[a]) / g["m"] / 1000)
        lo, hi = (0, runs[0][0]) if g["kind"] == "solid_c" else (runs[0][1], runs[1][0] if len(runs) > 1 else len(flat))
        slope = np.polyfit(ts[lo:hi + 1], Ts[lo:hi + 1], 1)[0]            # °C per second
        return Number(float(g["P"] / (g["m"] * slope)))

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        t, T = g["t"], g["T"]
        lo, hi = min(T) - 30, max(T) + 10         # room for the label box below the curve
        ax.plot(t, T, color=c, linewidth=3, zorder=4, marker="o", markersize=5)
        step = 1 if t[-1] <= 12 else 2                      # labels every 2 min on long curves
        ax.set_xticks(range(0, t[-1] + 2, step))
        ax.set_xticks(range(0, t[-1] + 2), minor=True)
        ax.set_yticks(range(lo, hi + 1, 10))
        ax.set_xlim(0, t[-1] + 1)
        ax.set_ylim(lo, hi)
        charts.chart_axes(ax, xlabel="Time (min)", ylabel="Temperature (°C)", grid_axis="both")
        ax.tick_params(labelsize=11)
        ax.grid(True, which="minor", axis="x", color="#d1d5db", linewidth=0.8)
        P = "?" if "P" in hide else f"{g['P']} W"
        ax.text(t[-1] + 0.7, lo + 3, f"mass {draw.fmt(g['m'])} kg\nheater power {P}", ha="right", va="bottom",
                fontsize=13,
                color=draw.INK, zorder=6, bbox=dict(boxstyle="round,pad=0.3", fc="white", ec="#9ca3af"))
        ax.figure.subplots_adjust(left=0.14, right=0.97, top=0.96, bottom=0.11)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        i = self._segment(g)
        minutes = g["t"][i + 1] - g["t"][i]
        return [
            SubQuestion(f"A {g['P']} W heater runs for {minutes} minutes. How much energy does it supply, in joules?",
                        Number(g["P"] * minutes * 60), "physics/thermal/latent_heat"),
        ]

    def backward(self, g):
        value = self.answer(g).value
        i = self._segment(g)
        minutes = g["t"][i + 1] - g["t"][i]
        if g["kind"] in ("fusion", "vaporisation"):
            P = value * 1000 * g["m"] / (minutes * 60)
            unit = "kJ/kg"
        else:
            P = value * g["m"] * (g["T"][i + 1] - g["T"][i]) / (minutes * 60)
            unit = "J/(kg·°C)"
        what = PHASE_TEXT[g["kind"]].split(", in")[0]
        return Backward(
            f"The graph shows how the temperature of a {draw.fmt(g['m'])} kg sample changes while a heater of "
            f"unlabelled power heats it at a constant rate (all its energy goes into the sample). If {what} is "
            f"{draw.fmt(value, 6)} {unit}, what is the heater's power, in watts?", Number(round(P, 9)), "P")
