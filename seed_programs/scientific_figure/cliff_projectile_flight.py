"""Scientific figure: time of flight and landing distance of a stone thrown from the top of a cliff."""
import math
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, Levels, Multi, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, physics_diagrams as pd

G = 10   # m/s², stated in every question
# launch directions with exact components: (sin, cos) of the angle above the horizontal
ANGLES = {"0": (Fraction(0), Fraction(1)), "3/5": (Fraction(3, 5), Fraction(4, 5)),
          "4/5": (Fraction(4, 5), Fraction(3, 5))}


def _cases(angle_keys, speeds, heights):
    """(angle key, speed, height, flight time) with a rational flight time of at most 6 s."""
    out = []
    for key in angle_keys:
        s, _c = ANGLES[key]
        for v in speeds:
            for h in heights:
                up = s * v
                disc = up * up + 2 * G * h                       # t = (up + √disc) / g
                root = math.isqrt(int(disc)) if disc.denominator == 1 else -1
                if root >= 0 and root * root == disc:
                    t = (up + root) / G
                    if 1 <= t <= 6:
                        out.append((key, v, h, float(t)))
    return out


@seed_program(
    id="cliff_projectile_flight", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["physics/kinematics/projectile_motion"],
    source="DynaMath-style (scientific figure, projectile motion)",
    variations=["numeric_values", "real_life_contexts"],
)
class CliffProjectileFlight(SeedProgram):
    levels = Levels(
        standard=dict(angles=("0",), speeds=tuple(range(4, 31)), heights=(5, 20, 45, 80, 125)),
        hard=dict(angles=("3/5", "4/5"), speeds=(5, 10, 15, 20, 25, 30), heights=tuple(range(4, 121))),
        hard_means="the stone is thrown upwards at an angle (sin θ = 3/5 or 4/5), so the flight time comes from a "
                   "quadratic equation and the speed must be split into components",
    )

    def sample(self, rng, space):
        cases = _cases(space.angles, space.speeds, space.heights)
        key, v, h, _t = cases[int(rng.integers(0, len(cases)))]
        return {"angle": key, "v": int(v), "h": int(h), "thing": str(rng.choice(["stone", "ball", "pebble"]))}

    # ---- text -----------------------------------------------------------------------------------
    def _launch(self, g):
        if g["angle"] == "0":
            return f"horizontally at {g['v']} m/s"
        return f"at {g['v']} m/s at an angle θ above the horizontal with sin θ = {g['angle']}"

    def question(self, g):
        return (f"A {g['thing']} is thrown from the top edge of the cliff shown, with the speed, the direction and "
                f"the cliff's height labelled, and lands on the level ground below. Ignoring air resistance and "
                f"taking g = {G} m/s², how long is it in the air, and how far from the foot of the cliff does it "
                f"land? Answer with two numbers: the time in seconds, then the distance in metres.")

    def description(self, g):
        return (f"A vertical cliff {g['h']} m high stands on level ground. A {g['thing']} is thrown from its top "
                f"edge, away from the cliff, {self._launch(g)}.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        s, c = (float(x) for x in ANGLES[p["angle"]])
        up = p["v"] * s
        t = (up + math.sqrt(up * up + 2 * G * p["h"])) / G       # h + up·t − g t²/2 = 0
        return Multi([Number(t), Number(p["v"] * c * t)])

    def verify(self, g):
        # step the motion forward (velocity Verlet, exact for constant gravity) until the stone falls
        # below the ground, then interpolate the landing moment
        sin = {"0": 0.0, "3/5": 0.6, "4/5": 0.8}[g["angle"]]
        cos = math.sqrt(1 - sin * sin)
        pos = np.array([0.0, float(g["h"])])
        vel = g["v"] * np.array([cos, sin])
        acc = np.array([0.0, -G])
        dt, t = 1e-3, 0.0
        for _ in range(20000):
            nxt = pos + vel * dt + acc * dt * dt / 2
            if nxt[1] < 0:
                f = pos[1] / (pos[1] - nxt[1])
                land = pos + f * (nxt - pos)
                return Multi([Number(t + f * dt), Number(float(land[0]))])
            pos, vel, t = nxt, vel + acc * dt, t + dt
        return Multi([Number(-1), Number(-1)])

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        s, c = (float(x) for x in ANGLES[g["angle"]])
        h, v = g["h"], g["v"]
        up = v * s
        T = (up + math.sqrt(up * up + 2 * G * h)) / G
        X = v * c * T
        peak = h + up * up / (2 * G)
        k = 7.0 / max(X, peak, 1e-9)                              # page units per metre
        H, W = h * k, X * k
        cliff_w = 2.2
        ax.fill([-cliff_w, 0, 0, -cliff_w], [0, 0, H, H], color="#d6d3d1", zorder=1)
        ax.plot([-cliff_w, 0, 0], [H, H, 0], color=draw.INK, linewidth=2.2, zorder=2)
        pd.hatched_surface(ax, (-cliff_w - 0.3, 0), (W + 1.2, 0), side=-1)
        ts = np.linspace(0, T, 200)
        ax.plot(v * c * ts * k, (h + up * ts - G * ts * ts / 2) * k, "--", color=draw.PALETTE["blue"],
                linewidth=2.0, zorder=3)
        ax.plot([0], [H], "o", color=draw.ACCENT, markersize=9, zorder=5)
        d = np.array([c, s])
        tip = np.array([0, H]) + 2.2 * d
        ax.annotate("", tip, (0, H), arrowprops=dict(arrowstyle="-|>", color=draw.ACCENT, lw=2.6,
                                                      mutation_scale=20), zorder=6)
        ax.text(*(tip + np.array([0.1, 0.35])), f"{v} m/s", ha="left", va="bottom", fontsize=14,
                color=draw.ACCENT, zorder=6)
        if g["angle"] != "0":
            ax.plot([0, 2.0], [H, H], ":", color=draw.INK, linewidth=1.4, zorder=3)
            draw.angle_arc(ax, np.array([0, H]), np.array([1, H]), tip, None, radius=1.0)
            ax.text(-0.25, H + 0.55, f"sin θ = {g['angle']}", ha="right", va="bottom", fontsize=13, color=draw.INK,
                    zorder=6, bbox=dict(boxstyle="round,pad=0.15", fc="white", ec="none"))
            b = np.array([1.0, 0.0]) + d
            spot = np.array([0, H]) + 1.3 * b / np.linalg.norm(b)
            ax.text(*spot, "θ", ha="left", va="center", fontsize=14, color=draw.ACCENT, zorder=6)
        htext = "?" if "h" in hide else f"{h} m"
        ax.annotate("", (-cliff_w - 0.5, H), (-cliff_w - 0.5, 0),
                    arrowprops=dict(arrowstyle="<|-|>", color=draw.INK, lw=1.4, mutation_scale=12))
        ax.text(-cliff_w - 0.7, H / 2, htext, ha="right", va="center", fontsize=14, color=draw.INK)
        ax.plot([W], [0], "o", color=draw.PALETTE["blue"], markersize=7, zorder=5)
        draw.geometry_axes(ax, [(-cliff_w - 2.2, -0.8), (W + 1.2, max(H, peak * k) + 1.4)], margin=0.03)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        s, c = (float(x) for x in ANGLES[g["angle"]])
        v = g["v"]
        if g["angle"] == "0":
            return [SubQuestion(f"An object falls from rest through {g['h']} m. Taking g = {G} m/s², how long does "
                                f"the fall take, in seconds?", Number(math.sqrt(2 * g["h"] / G)),
                                "physics/kinematics/projectile_motion")]
        return [SubQuestion(f"A stone is thrown at {v} m/s at an angle θ above the horizontal with sin θ = "
                            f"{g['angle']}. What is the vertical component of its velocity, in m/s?",
                            Number(v * s), "physics/kinematics/projectile_motion"),
                SubQuestion(f"A stone is thrown at {v} m/s at an angle θ above the horizontal with sin θ = "
                            f"{g['angle']}. What is the horizontal component of its velocity, in m/s?",
                            Number(v * c), "physics/kinematics/projectile_motion")]

    def backward(self, g):
        s, _c = (float(x) for x in ANGLES[g["angle"]])
        t = self.answer(g).parts[0].value
        h = G * t * t / 2 - g["v"] * s * t                      # from h + up·t − g t²/2 = 0
        return Backward(
            f"A {g['thing']} is thrown from the top edge of a vertical cliff of unlabelled height, away from the "
            f"cliff, {self._launch(g)}, and lands on the level ground below after {draw.fmt(t, 6)} s. Ignoring air "
            f"resistance and taking g = {G} m/s², how high is the cliff, in metres?", Number(round(h, 9)), "h")
