"""Scientific figure: distance travelled = area under a piecewise-linear velocity-time graph."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

CONTEXTS = [
    {"thing": "a car", "v": (10, 30), "t": (3, 12)},
    {"thing": "a cyclist", "v": (4, 12), "t": (4, 15)},
    {"thing": "a train", "v": (15, 40), "t": (10, 30)},
    {"thing": "a sprinter", "v": (6, 11), "t": (2, 6)},
]


@seed_program(
    id="velocity_time_distance", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/kinematics/velocity_time_area", "physics/kinematics/acceleration_slope"],
    source="DynaMath-style (scientific figure, velocity-time graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class VelocityTimeDistance(SeedProgram):
    levels = Levels(
        standard=dict(context=IntRange(0, len(CONTEXTS) - 1), start_at_rest=0.5, time_stretch=1),
        hard=dict(context=IntRange(0, len(CONTEXTS) - 1), start_at_rest=0.0, time_stretch=2),
        hard_means="always a moving start (a trapezoid, not a triangle) and phases up to twice as long: larger "
                   "areas with odd products and halves",
    )

    def sample(self, rng, space):
        ci = space.context.draw(rng)
        ctx = CONTEXTS[ci]
        v1 = int(rng.integers(ctx["v"][0], ctx["v"][1] + 1))
        # a non-zero start speed is at least v1/8, so its axis label does not sit on the "0" label
        v0 = 0 if rng.random() < space.start_at_rest else int(rng.integers(max(1, -(-v1 // 8)), max(2, v1 // 2)))
        lo, hi = ctx["t"][0], ctx["t"][1] * space.time_stretch
        t1, t2, t3 = (int(rng.integers(lo, hi + 1)) for _ in range(3))
        return {"context": ci, "v0": v0, "v1": v1, "t1": t1, "t2": t2, "t3": t3,
                "color": str(rng.choice(["blue", "red", "green", "purple"]))}

    def _corners(self, p):
        t1, t2, t3 = p["t1"], p["t2"], p["t3"]
        return [(0, p["v0"]), (t1, p["v1"]), (t1 + t2, p["v1"]), (t1 + t2 + t3, 0)]

    def question(self, g):
        thing = CONTEXTS[g["context"]]["thing"]
        total = g["t1"] + g["t2"] + g["t3"]
        return (f"The velocity-time graph shows the motion of {thing} from t = 0 s to t = {total} s. "
                f"How far does it travel in this time, in metres?")

    def answer(self, p):
        first = (p["v0"] + p["v1"]) / 2 * p["t1"]        # trapezoid
        cruise = p["v1"] * p["t2"]                       # rectangle
        stop = p["v1"] * p["t3"] / 2                     # triangle
        return Number(first + cruise + stop)

    def verify(self, g):
        # integrate the plotted polyline numerically on a fine grid that contains every corner
        corners = self._corners(g)
        ts = np.linspace(0, corners[-1][0], 2000 * corners[-1][0] + 1)
        vs = np.interp(ts, [c[0] for c in corners], [c[1] for c in corners])
        return Number(round(float(np.sum((vs[1:] + vs[:-1]) / 2 * np.diff(ts))), 6))

    def draw(self, g, ax, hide=()):
        corners = self._corners(g)
        c = draw.PALETTE[g["color"]]
        ts, vs = [q[0] for q in corners], [q[1] for q in corners]
        ax.plot(ts, vs, color=c, linewidth=3, zorder=3)
        ax.fill_between(ts, vs, color=c, alpha=0.12, zorder=1)
        for t, v in corners[1:3]:
            ax.plot([t, t], [0, v], ":", color=draw.INK, linewidth=1.3)
            ax.plot([0, t], [v, v], ":", color=draw.INK, linewidth=1.3)
        yt = sorted({0, g["v0"], g["v1"]})
        ax.set_yticks(yt)
        ax.set_yticklabels(["?" if (v == g["v1"] and "v1" in hide) else ("?" if (v == g["v0"] and v and "v0" in hide) else str(v))
                            for v in yt])
        ax.set_xticks(sorted(set(ts)))
        ax.set_xlim(0, ts[-1] * 1.06)
        ax.set_ylim(0, g["v1"] * 1.2)
        charts.chart_axes(ax, xlabel="Time t (s)", ylabel="Velocity v (m/s)", grid_axis="")
        ax.tick_params(labelsize=13)
        ax.figure.subplots_adjust(left=0.14, right=0.96, top=0.95, bottom=0.12)

    def subquestions(self, g):
        return [
            SubQuestion(f"The velocity changes steadily from {g['v0']} m/s to {g['v1']} m/s in {g['t1']} s. "
                        f"What is the acceleration, in m/s²?", Number((g["v1"] - g["v0"]) / g["t1"]),
                        "physics/kinematics/acceleration_slope"),
            SubQuestion(f"An object moves at a constant {g['v1']} m/s for {g['t2']} s. How far does it go, "
                        f"in metres?", Number(g["v1"] * g["t2"]), "physics/kinematics/velocity_time_area"),
            SubQuestion(f"An object slows steadily from {g['v1']} m/s to rest in {g['t3']} s. How far does "
                        f"it go while slowing, in metres?", Number(g["v1"] * g["t3"] / 2),
                        "physics/kinematics/velocity_time_area"),
        ]

    def backward(self, g):
        thing = CONTEXTS[g["context"]]["thing"]
        t1, t2, t3 = g["t1"], g["t2"], g["t3"]
        dist = self.answer(g).value
        # dist = v0*t1/2 + v1*(t1/2 + t2 + t3/2)
        v1 = (dist - g["v0"] * t1 / 2) / (t1 / 2 + t2 + t3 / 2)
        return Backward(
            f"The velocity-time graph shows the motion of {thing}; its top speed is not labelled. It travels "
            f"{draw.fmt(dist, 3)} m from t = 0 s to t = {t1 + t2 + t3} s. What is the top speed, in m/s?",
            Number(round(v1, 9)), "v1")

    def description(self, g):
        thing = CONTEXTS[g["context"]]["thing"]
        t1, t2, t3 = g["t1"], g["t2"], g["t3"]
        return (f"A velocity-time graph for {thing}: the velocity rises in a straight line from {g['v0']} m/s "
                f"at t = 0 s to {g['v1']} m/s at t = {t1} s, stays at {g['v1']} m/s until t = {t1 + t2} s, "
                f"then falls in a straight line to 0 m/s at t = {t1 + t2 + t3} s.")
