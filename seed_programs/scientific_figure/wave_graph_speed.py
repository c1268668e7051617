"""Scientific figure: wavelength from a displacement-position snapshot of a wave, then speed v = f·λ (or f, T)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw


@seed_program(
    id="wave_graph_speed", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/waves/wave_equation", "physics/waves/wavelength_amplitude"],
    source="DynaMath-style (scientific figure, wave graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class WaveGraphSpeed(SeedProgram):
    levels = Levels(
        standard=dict(wavelength=OneOf((0.4, 0.5, 0.8, 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0)),
                      cycles=OneOf((1.5, 2.0, 2.5, 3.0)), frequency=OneOf((2, 4, 5, 8, 10, 20, 25, 50)),
                      amplitude=IntRange(2, 8), ask=OneOf(("speed", "speed", "frequency"))),
        hard=dict(wavelength=OneOf((0.4, 0.6, 0.8, 1.2, 1.6, 2.4, 3.2)),
                  cycles=OneOf((2.5, 3.0, 3.5, 4.0)), frequency=OneOf((3, 6, 7, 12, 15, 30, 45, 60)),
                  amplitude=IntRange(2, 8), ask=OneOf(("speed", "frequency"))),
        hard_means="more wavelengths on the rope to count, wavelengths such as 0.6 or 1.6 m and frequencies such "
                   "as 7 or 45 Hz: less friendly products and quotients",
    )

    def sample(self, rng, space):
        for _ in attempts("a rope 1 to 10 m long"):
            lam = float(space.wavelength.draw(rng))   # metres
            cycles = float(space.cycles.draw(rng))
            length = lam * cycles
            if length > 10 or length < 1.0:
                continue
            f = int(space.frequency.draw(rng))
            amp = space.amplitude.draw(rng)                 # cm
            ask = str(space.ask.draw(rng))
            g = {"lam": lam, "cycles": cycles, "amp": amp, "ask": ask,
                 "phase": float(rng.choice([0.0, 0.25, 0.5])), "color": str(rng.choice(["blue", "red", "green"]))}
            if ask == "frequency":           # the speed is stated, the frequency asked
                g["v"] = round(f * lam, 9)
                return g, {"f": f}
            g["f"] = f
            return g

    def question(self, g):
        head = "The graph is a snapshot of a wave travelling along a rope: displacement against position. "
        if g["ask"] == "frequency":
            return head + (f"The wave travels at {draw.fmt(g['v'], 2)} m/s. What is its frequency, in Hz?")
        return head + f"The wave has frequency {g['f']} Hz. What is its speed, in m/s?"

    def answer(self, p):
        return Number(p["f"] if p["ask"] == "frequency" else p["f"] * p["lam"])

    def verify(self, g):
        # measure the wavelength from the stated rope (its length over the number of waves on it) sampled as a
        # curve: twice the spacing of successive zero crossings; then f = v/λ or v = f·λ
        length = g["lam"] * g["cycles"]
        x = np.linspace(0, length, 20001)
        y = np.sin(2 * np.pi * g["cycles"] * x / length + 0.3)   # shifted: no zero on a sample
        idx = np.where(np.sign(y[:-1]) != np.sign(y[1:]))[0]
        roots = x[idx] - y[idx] * (x[idx + 1] - x[idx]) / (y[idx + 1] - y[idx])
        lam = 2 * float(np.mean(np.diff(roots)))
        if g["ask"] == "frequency":
            return Number(g["v"] / lam)
        return Number(g["f"] * lam)

    def draw(self, g, ax, hide=()):
        L = g["lam"] * g["cycles"]
        x = np.linspace(0, L, 800)
        y = g["amp"] * np.sin(2 * np.pi * (x / g["lam"] + g["phase"]))
        ax.plot(x, y, color=draw.PALETTE[g["color"]], linewidth=3, zorder=3)
        ax.axhline(0, color=draw.INK, linewidth=1.2)
        step = charts.nice_step(L, 8)
        ax.set_xticks(np.round(np.arange(0, L + 1e-9, step), 3))
        ystep = 2 if g["amp"] <= 6 else 4
        top = ystep * np.ceil((g["amp"] + 1) / ystep)
        ax.set_yticks(np.arange(-top, top + 1, ystep))
        ax.set_xlim(0, L * 1.03)
        ax.set_ylim(-top, top)
        charts.chart_axes(ax, xlabel="Position x (m)", ylabel="Displacement y (cm)", grid_axis="both")
        if "lam" in hide:
            # the position scale would give the wavelength away: make its numbers invisible (the layout stays)
            # and mark x = λ, one full wave from the origin, with ?
            ax.tick_params(axis="x", labelcolor="none")
            ax.plot([g["lam"]], [-top], marker="|", markersize=12, markeredgewidth=2, color=draw.INK,
                    clip_on=False, zorder=5)
            ax.annotate("?", xy=(g["lam"], 0), xycoords=("data", "axes fraction"), xytext=(0, -8),
                        textcoords="offset points", ha="center", va="top", fontsize=13, color=draw.INK)
        ax.figure.subplots_adjust(left=0.14, right=0.96, top=0.95, bottom=0.12)

    def backward(self, g):
        v, f = (g["v"], g["v"] / g["lam"]) if g["ask"] == "frequency" else (g["f"] * g["lam"], g["f"])
        return Backward(
            "The graph is a snapshot of a wave travelling along a rope: displacement against position. The numbers "
            "on the position axis are hidden; the mark ? on it is one wavelength from the origin. The wave has "
            f"frequency {draw.fmt(f, 2)} Hz and travels at {draw.fmt(v, 2)} m/s. What is its wavelength, in metres?",
            Number(round(v / f, 9)), "lam")

    def subquestions(self, g):
        return [
            SubQuestion("From the graph, what is the wavelength of the wave, in metres?", Number(g["lam"]),
                        "physics/waves/wavelength_amplitude"),
            SubQuestion("From the graph, what is the amplitude of the wave, in cm?", Number(g["amp"]),
                        "physics/waves/wavelength_amplitude"),
        ]

    def description(self, g):
        return (f"A snapshot of a sinusoidal wave on a rope: displacement (cm) against position (m) from x = 0 to "
                f"x = {draw.fmt(g['lam'] * g['cycles'], 2)} m, showing {draw.fmt(g['cycles'])} full wavelengths, "
                f"amplitude {g['amp']} cm.")
