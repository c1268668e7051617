"""Scientific figure: which object on a position-time graph moves fastest (or slowest)?"""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, OneOf, SeedProgram, attempts, seed_program
from dynaforge.sdk import charts, draw

GROUPS = [
    ["Ana", "Ben", "Cleo", "Dev", "Eva", "Finn"],
    ["Car", "Van", "Bus", "Truck", "Taxi", "Scooter"],   # no colour words: lines get random colours
    ["Drone 1", "Drone 2", "Drone 3", "Drone 4", "Drone 5", "Drone 6"],
    ["Ant", "Beetle", "Snail", "Spider", "Ladybird", "Cricket"],
]
STYLES = ["-", "--", "-.", ":"]


@seed_program(
    id="position_time_speed", topic="scientific_figure", level="high_school", difficulty="easy",
    question_type="multiple_choice",
    concepts=["physics/kinematics/position_time_slope"],
    source="DynaMath-style (scientific figure, position-time graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class PositionTimeSpeed(SeedProgram):
    levels = Levels(
        standard=dict(group=IntRange(0, len(GROUPS) - 1), position_step=10, separation=1.2,
                      ask=OneOf(("greatest", "smallest"))),
        hard=dict(group=IntRange(0, len(GROUPS) - 1), position_step=5, separation=1.06,
                  ask=OneOf(("greatest", "smallest"))),
        hard_means="line ends at positions between the labelled ticks (multiples of 5 m) and speeds only 6% "
                   "apart, so the slopes must be computed, not compared by eye",
    )

    def sample(self, rng, space):
        g = space.group.draw(rng)
        names = [str(n) for n in rng.choice(GROUPS[g], 4, replace=False)]
        step = space.position_step
        for _ in attempts("four speeds each at least `separation` times the next smaller"):
            lines = []
            for _ in range(4):
                t0 = int(rng.integers(0, 4))
                t1 = int(rng.integers(t0 + 3, 11))
                x0, x1 = (int(v) * step for v in rng.choice(60 // step + 1, 2, replace=False))
                lines.append([t0, x0, t1, x1])
            speeds = sorted(abs(l[3] - l[1]) / (l[2] - l[0]) for l in lines)
            if all(b >= space.separation * a for a, b in zip(speeds, speeds[1:])):
                break
        return {"group": g, "names": names, "lines": lines, "ask": str(space.ask.draw(rng)),
                "colors": [str(c) for c in rng.choice(["blue", "red", "green", "purple", "orange", "brown"], 4, replace=False)]}

    def question(self, g):
        return (f"The position-time graph shows the motion of {', '.join(g['names'][:3])} and {g['names'][3]}, "
                f"each moving at a constant velocity. Which one has the {g['ask']} speed?")

    def answer(self, p):
        speeds = [abs(x1 - x0) / (t1 - t0) for t0, x0, t1, x1 in p["lines"]]
        pick = max if p["ask"] == "greatest" else min
        best = pick(range(4), key=lambda i: speeds[i])
        return Choice(p["names"][best], [n for i, n in enumerate(p["names"]) if i != best])

    def verify(self, g):
        # least-squares slope through points sampled along each drawn line
        speeds = []
        for t0, x0, t1, x1 in g["lines"]:
            ts = np.linspace(t0, t1, 11)
            xs = np.interp(ts, [t0, t1], [x0, x1])
            speeds.append(abs(float(np.polyfit(ts, xs, 1)[0])))
        best = int(np.argmax(speeds)) if g["ask"] == "greatest" else int(np.argmin(speeds))
        return g["names"][best]

    def draw(self, g, ax, hide=()):
        for (t0, x0, t1, x1), name, c, st in zip(g["lines"], g["names"], g["colors"], STYLES):
            ax.plot([t0, t1], [x0, x1], st, color=draw.PALETTE[c], linewidth=3, label=name, zorder=3)
            ax.plot([t0, t1], [x0, x1], "o", color=draw.PALETTE[c], markersize=6, zorder=4)
        ax.set_xticks(range(0, 11))
        ax.set_yticks(range(0, 61, 10))
        ax.set_xlim(0, 10.3)
        ax.set_ylim(0, 63)
        charts.chart_axes(ax, xlabel="Time (s)", ylabel="Position (m)", grid_axis="both")
        ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=2, fontsize=12, frameon=False,
                  handlelength=2.6)
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.82, bottom=0.12)

    def description(self, g):
        parts = [f"{n} moves from position {x0} m at t = {t0} s to {x1} m at t = {t1} s"
                 for n, (t0, x0, t1, x1) in zip(g["names"], g["lines"])]
        return "A position-time graph with four straight lines: " + "; ".join(parts) + "."
