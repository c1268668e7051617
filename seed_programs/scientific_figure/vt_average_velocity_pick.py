"""Scientific figure: average velocity over an interval from a velocity-time graph that dips below the axis."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

THINGS = ("a toy car", "a cyclist", "a robot", "a runner", "a trolley")


def _opt(x):
    return f"{x:.2f} m/s"


@seed_program(
    id="vt_average_velocity_pick", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["physics/kinematics/average_velocity", "physics/kinematics/velocity_time_area"],
    source="DynaMath-style (scientific figure, velocity-time graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class VtAverageVelocityPick(SeedProgram):
    levels = Levels(
        standard=dict(segments=IntRange(3, 4), vmax=IntRange(4, 6), sign_changes=IntRange(1, 1)),
        hard=dict(segments=IntRange(5, 7), vmax=IntRange(5, 8), sign_changes=IntRange(2, 3)),
        hard_means="more straight pieces (5-7) and a longer interval in which the velocity changes sign two or "
                   "three times, so several positive and negative areas must be added",
    )

    def sample(self, rng, space):
        for _ in attempts("a graph crossing the time axis as required, with four distinct options"):
            m = int(space.segments.draw(rng))
            vmax = int(space.vmax.draw(rng))
            widths = [int(w) for w in rng.integers(1, 4, size=m)]
            ts = [0] + [int(x) for x in np.cumsum(widths)]
            if ts[-1] > 14:
                continue
            vs = [int(v) for v in rng.integers(-vmax, vmax + 1, size=m + 1)]
            a, b = sorted(int(x) for x in rng.choice(ts, size=2, replace=False))
            inside = [v for t, v in zip(ts, vs) if a <= t <= b]
            changes = sum(1 for x, y in zip(inside[:-1], inside[1:]) if x * y < 0)
            if changes < space.sign_changes.lo or changes > space.sign_changes.hi or b - a < 3:
                continue
            disp = sum((vs[i] + vs[i + 1]) / 2 * (ts[i + 1] - ts[i]) for i in range(m) if a <= ts[i] < b)
            dist = 0.0
            for i in range(m):
                if not a <= ts[i] < b:
                    continue
                v0, v1, w = vs[i], vs[i + 1], ts[i + 1] - ts[i]
                if v0 * v1 >= 0:
                    dist += abs(v0 + v1) / 2 * w
                else:                        # split at the zero crossing
                    z = w * abs(v0) / (abs(v0) + abs(v1))
                    dist += abs(v0) * z / 2 + abs(v1) * (w - z) / 2
            right = disp / (b - a)
            va, vb = vs[ts.index(a)], vs[ts.index(b)]
            cands = [dist / (b - a), (va + vb) / 2, -right, disp / ts[-1], disp]
            wrong = []
            for c in cands:
                if all(abs(c - o) >= 0.1 for o in [right] + wrong):
                    wrong.append(c)
            if len(wrong) < 3 or abs(right) < 0.05:
                continue
            options = sorted({_opt(x) for x in [right] + wrong[:3]})
            if len(options) < 4 or any(abs(abs(x) * 100 % 1 - 0.5) < 1e-6 for x in [right] + wrong[:3]):
                continue
            return ({"t": ts, "v": vs, "a": a, "b": b, "thing": int(rng.integers(0, len(THINGS))),
                     "color": str(rng.choice(["blue", "red", "green", "purple"])), "options": options},
                    {"right": _opt(right), "wrong": [_opt(x) for x in wrong[:3]]})

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        return (f"The velocity-time graph shows the motion of {THINGS[g['thing']]} moving along a straight line "
                f"(positive velocity means forwards). What is its average velocity between t = {g['a']} s and "
                f"t = {g['b']} s? (The options are in m/s, to 2 decimal places.)")

    def description(self, g):
        pts = ", ".join(f"({t} s, {v} m/s)" for t, v in zip(g["t"], g["v"]))
        return (f"A velocity-time graph (time in s across, velocity in m/s up, grid lines every 1 s and 1 m/s) "
                f"made of straight pieces joining the points {pts} in order.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # integrate the plotted polyline numerically (midpoint rule on a fine grid) over [a, b]
        a, b = g["a"], g["b"]
        n = 200000
        mids = a + (np.arange(n) + 0.5) * (b - a) / n
        disp = float(np.interp(mids, g["t"], g["v"]).sum() * (b - a) / n)
        avg = disp / (b - a)
        close = [o for o in g["options"] if abs(float(o.split()[0]) - avg) < 0.006]
        return close[0] if len(close) == 1 else "none"

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        ts, vs = g["t"], g["v"]
        vmax = max(abs(v) for v in vs) + 1
        a, b = g["a"], g["b"]
        ax.axvspan(a, b, color="#fef3c7", zorder=0)
        ax.axhline(0, color=draw.INK, linewidth=1.6, zorder=2)
        ax.plot(ts, vs, color=c, linewidth=3, zorder=4, marker="o", markersize=5)
        ax.set_xticks(range(0, ts[-1] + 1))
        ax.set_yticks(range(-vmax, vmax + 1))
        ax.set_xlim(0, ts[-1] + 0.3)
        ax.set_ylim(-vmax - 0.3, vmax + 0.3)
        charts.chart_axes(ax, xlabel="Time t (s)", ylabel="Velocity v (m/s)", grid_axis="both")
        ax.tick_params(labelsize=11)
        ax.figure.subplots_adjust(left=0.13, right=0.97, top=0.96, bottom=0.11)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        ts, vs = g["t"], g["v"]
        a, b = g["a"], g["b"]
        inside = [i for i in range(len(ts) - 1) if a <= ts[i] < b]
        i = next((i for i in inside if vs[i] != vs[i + 1]), inside[0])
        area = (vs[i] + vs[i + 1]) / 2 * (ts[i + 1] - ts[i])
        disp = sum((vs[j] + vs[j + 1]) / 2 * (ts[j + 1] - ts[j]) for j in range(len(ts) - 1) if a <= ts[j] < b)
        return [
            SubQuestion(f"An object's velocity changes steadily from {vs[i]} m/s to {vs[i + 1]} m/s over "
                        f"{ts[i + 1] - ts[i]} s. What is its displacement in that time, in metres?",
                        Number(area), "physics/kinematics/velocity_time_area"),
            SubQuestion(f"An object's displacement over {b - a} s is {draw.fmt(disp)} m. What is "
                        f"its average velocity, in m/s?", Number(disp / (b - a)),
                        "physics/kinematics/average_velocity"),
        ]
