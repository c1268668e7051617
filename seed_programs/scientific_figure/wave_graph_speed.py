"""Scientific figure: wavelength from a displacement-position snapshot of a wave, then speed v = f·λ (or f, T)."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw


@seed_program(
    id="wave_graph_speed", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/waves/wave_equation", "physics/waves/wavelength_amplitude"],
    source="DynaMath-style (scientific figure, wave graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class WaveGraphSpeed(SeedProgram):
    def sample(self, rng):
        while True:
            lam = float(rng.choice([0.4, 0.5, 0.8, 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0]))   # metres
            cycles = float(rng.choice([1.5, 2.0, 2.5, 3.0]))
            length = lam * cycles
            if length > 10 or length < 1.0:
                continue
            f = int(rng.choice([2, 4, 5, 8, 10, 20, 25, 50]))
            amp = int(rng.integers(2, 9))                 # cm
            ask = str(rng.choice(["speed", "speed", "frequency"]))
            return {"lam": lam, "cycles": cycles, "f": f, "amp": amp, "ask": ask,
                    "phase": float(rng.choice([0.0, 0.25, 0.5])), "color": str(rng.choice(["blue", "red", "green"]))}

    def question(self, p):
        head = "The graph is a snapshot of a wave travelling along a rope: displacement against position. "
        if p["ask"] == "frequency":
            return head + (f"The wave travels at {draw.fmt(p['f'] * p['lam'], 2)} m/s. What is its frequency, in Hz?")
        return head + f"The wave has frequency {p['f']} Hz. What is its speed, in m/s?"

    def answer(self, p):
        return Number(p["f"] if p["ask"] == "frequency" else p["f"] * p["lam"])

    def verify(self, p):
        # measure the wavelength from the sampled curve: twice the spacing of successive zero crossings
        x = np.linspace(0, p["lam"] * p["cycles"], 20001)
        y = p["amp"] * np.sin(2 * np.pi * (x / p["lam"] + p["phase"]) + 0.3)   # shifted: no zero on a sample
        idx = np.where(np.sign(y[:-1]) != np.sign(y[1:]))[0]
        roots = x[idx] - y[idx] * (x[idx + 1] - x[idx]) / (y[idx + 1] - y[idx])
        lam = 2 * float(np.mean(np.diff(roots)))
        if p["ask"] == "frequency":
            return Number(p["f"] * p["lam"] / lam)
        return Number(p["f"] * lam)

    def draw(self, p, ax, hide=()):
        L = p["lam"] * p["cycles"]
        x = np.linspace(0, L, 800)
        y = p["amp"] * np.sin(2 * np.pi * (x / p["lam"] + p["phase"]))
        ax.plot(x, y, color=draw.PALETTE[p["color"]], linewidth=3, zorder=3)
        ax.axhline(0, color=draw.INK, linewidth=1.2)
        step = charts.nice_step(L, 8)
        ax.set_xticks(np.round(np.arange(0, L + 1e-9, step), 3))
        ystep = 2 if p["amp"] <= 6 else 4
        top = ystep * np.ceil((p["amp"] + 1) / ystep)
        ax.set_yticks(np.arange(-top, top + 1, ystep))
        ax.set_xlim(0, L * 1.03)
        ax.set_ylim(-top, top)
        charts.chart_axes(ax, xlabel="Position x (m)", ylabel="Displacement y (cm)", grid_axis="both")
        if "lam" in hide:
            # the position scale would give the wavelength away: make its numbers invisible (the layout stays)
            # and mark x = λ, one full wave from the origin, with ?
            ax.tick_params(axis="x", labelcolor="none")
            ax.plot([p["lam"]], [-top], marker="|", markersize=12, markeredgewidth=2, color=draw.INK,
                    clip_on=False, zorder=5)
            ax.annotate("?", xy=(p["lam"], 0), xycoords=("data", "axes fraction"), xytext=(0, -8),
                        textcoords="offset points", ha="center", va="top", fontsize=13, color=draw.INK)
        ax.figure.subplots_adjust(left=0.14, right=0.96, top=0.95, bottom=0.12)

    def backward(self, p):
        v, f = p["f"] * p["lam"], p["f"]           # one of them is the forward answer, the other the given
        return Backward(
            "The graph is a snapshot of a wave travelling along a rope: displacement against position. The numbers "
            "on the position axis are hidden; the mark ? on it is one wavelength from the origin. The wave has "
            f"frequency {draw.fmt(f, 2)} Hz and travels at {draw.fmt(v, 2)} m/s. What is its wavelength, in metres?",
            Number(round(v / f, 9)), "lam")

    def subquestions(self, p):
        return [
            SubQuestion("From the graph, what is the wavelength of the wave, in metres?", Number(p["lam"]),
                        "physics/waves/wavelength_amplitude"),
            SubQuestion("From the graph, what is the amplitude of the wave, in cm?", Number(p["amp"]),
                        "physics/waves/wavelength_amplitude"),
        ]

    def description(self, p):
        return (f"A snapshot of a sinusoidal wave on a rope: displacement (cm) against position (m) from x = 0 to "
                f"x = {draw.fmt(p['lam'] * p['cycles'], 2)} m, showing {draw.fmt(p['cycles'])} full wavelengths, "
                f"amplitude {p['amp']} cm.")
