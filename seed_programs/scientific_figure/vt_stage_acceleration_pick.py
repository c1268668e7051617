"""Scientific figure: the acceleration (slope, with its sign) of one labelled stage of a piecewise-linear
velocity-time graph, picked from four options."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import charts, draw

THINGS = ("a lift", "a tram", "a cyclist", "a delivery robot", "a go-kart")


def _opt(a):
    return f"{draw.fmt(a, 2)} m/s²"


@seed_program(
    id="vt_stage_acceleration_pick", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=["physics/kinematics/acceleration_slope"],
    source="DynaMath-style (scientific figure, velocity-time graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class VtStageAccelerationPick(SeedProgram):
    levels = Levels(
        standard=dict(stages=IntRange(3, 4), vmax=IntRange(6, 10), ask=OneOf(("named",))),
        hard=dict(stages=IntRange(4, 5), vmax=IntRange(9, 16), ask=OneOf(("fastest_slowing",))),
        hard_means="four or five stages and the stage is not named: the one where the velocity falls fastest must "
                   "be found by comparing slopes (the options are the other stages' accelerations and a sign slip)",
    )

    def sample(self, rng, space):
        n, ask = int(space.stages.draw(rng)), str(space.ask.draw(rng))
        for _ in attempts("stages with distinct slopes, a unique steepest fall, four distinct options"):
            vmax = int(space.vmax.draw(rng))
            ts = [0]
            for _ in range(n):
                ts.append(ts[-1] + int(rng.choice([1, 2, 4, 5])))
            vs = [int(rng.integers(0, vmax + 1)) for _ in range(n + 1)]
            slopes = [(vs[i + 1] - vs[i]) / (ts[i + 1] - ts[i]) for i in range(n)]
            if ts[-1] > 16 or any(abs(a - b) < 1e-9 for a, b in zip(slopes, slopes[1:])):
                continue
            if ask == "named":
                k = int(rng.integers(0, n))
                a = slopes[k]
                if a == 0:
                    continue
                dt = ts[k + 1] - ts[k]
                cands = [-a, vs[k + 1] / ts[k + 1], vs[k + 1] - vs[k], dt / (vs[k + 1] - vs[k])]
            else:
                falls = sorted((s, i) for i, s in enumerate(slopes) if s < 0)
                if len(falls) < 2 or falls[1][0] - falls[0][0] < 0.2:
                    continue
                a, k = falls[0]
                cands = [s for s in slopes if s != a] + [-a]
            right, wrong = _opt(a), []
            for c in cands:
                t = _opt(c)
                if t != right and t not in wrong and t != "-0 m/s²":
                    wrong.append(t)
            if len(wrong) >= 3:
                break
        letters = [chr(ord("A") + i) for i in range(n)]
        g = {"t": ts, "v": vs, "ask": ask, "stage": letters[k] if ask == "named" else "",
             "thing": str(rng.choice(THINGS)), "color": str(rng.choice(["blue", "green", "purple", "orange"])),
             "options": sorted([right] + wrong[:3])}
        return g, {"right": right, "wrong": wrong[:3]}

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        head = (f"The velocity-time graph of {g['thing']} moving along a straight line is made of straight stages "
                f"labelled with letters.")
        if g["ask"] == "named":
            return f"{head} What is its acceleration during stage {g['stage']}?"
        return f"{head} What is its acceleration during the stage in which its velocity decreases fastest?"

    def description(self, g):
        pts = ", ".join(f"({t} s, {v} m/s)" for t, v in zip(g["t"], g["v"]))
        n = len(g["t"]) - 1
        stages = ", ".join(f"{chr(ord('A') + i)} from t = {g['t'][i]} s to {g['t'][i + 1]} s" for i in range(n))
        return f"A velocity-time graph: straight segments joining the points {pts}; stages {stages}."

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # central differences of the interpolated graph in the middle of each stage
        t, v = np.array(g["t"], float), np.array(g["v"], float)
        h = 1e-3
        rates = []
        for i in range(len(t) - 1):
            m = (t[i] + t[i + 1]) / 2
            rates.append((np.interp(m + h, t, v) - np.interp(m - h, t, v)) / (2 * h))
        if g["ask"] == "named":
            a = rates[ord(g["stage"]) - ord("A")]
        else:
            a = min(rates)
            if sum(1 for r in rates if abs(r - a) < 1e-6) != 1:
                return "none"
        hits = [o for o in g["options"] if abs(float(o.split(" ")[0]) - a) < 1e-6]
        return hits[0] if len(hits) == 1 else "none"

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        ts, vs = g["t"], g["v"]
        c = draw.PALETTE[g["color"]]
        vtop = max(vs) + 2
        ax.plot(ts, vs, color=c, linewidth=3, zorder=3, marker="o", markersize=6)
        ax.set_xticks(range(0, ts[-1] + 1))
        ax.set_xticklabels([str(x) if (ts[-1] <= 10 or x % 2 == 0) else "" for x in range(0, ts[-1] + 1)])
        ax.set_yticks(range(0, vtop + 1))
        ax.set_yticklabels([str(y) if (vtop <= 12 or y % 2 == 0) else "" for y in range(0, vtop + 1)])
        ax.grid(True, color="#d1d5db", linewidth=0.9, zorder=0)
        ax.set_xlim(0, ts[-1] + 0.4)
        ax.set_ylim(0, vtop)
        charts.chart_axes(ax, xlabel="Time t (s)", ylabel="Velocity v (m/s)", grid_axis="")
        ax.grid(True, color="#d1d5db", linewidth=0.9, zorder=0)
        ax.tick_params(labelsize=12)
        ax.figure.subplots_adjust(left=0.12, right=0.96, top=0.96, bottom=0.11)
        # stage letters beside the middle of each segment, 24 px off it on its upper side (in screen space)
        ax.figure.canvas.draw()
        to_px, to_data = ax.transData.transform, ax.transData.inverted().transform
        for i in range(len(ts) - 1):
            p, q = to_px((ts[i], vs[i])), to_px((ts[i + 1], vs[i + 1]))
            d = (q - p) / np.linalg.norm(q - p)
            nrm = np.array([-d[1], d[0]])
            if nrm[1] < 0:
                nrm = -nrm
            x, y = to_data((p + q) / 2 + 24 * nrm)
            ax.text(x, y, chr(ord("A") + i), ha="center", va="center", fontsize=15, fontweight="bold",
                    color=draw.INK, zorder=5,
                    bbox=dict(boxstyle="circle,pad=0.15", facecolor="white", edgecolor=c, linewidth=1.5))

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        t, v = g["t"], g["v"]
        return [SubQuestion(f"During stage A the velocity changes from {v[0]} m/s to {v[1]} m/s in {t[1] - t[0]} s. "
                            f"What is the acceleration, in m/s²?", Number((v[1] - v[0]) / (t[1] - t[0])),
                            "physics/kinematics/acceleration_slope")]
