"""Scientific figure: the speed and sense of rotation of the last gear of a gear train (teeth
labelled, the driving gear's speed and sense shown), picked from four options."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion
from dynaforge.sdk import attempts, seed_program
from dynaforge.sdk import draw, science_arith_puzzle as sap

TEETH = (12, 15, 16, 18, 20, 24, 25, 30, 32, 36, 40)
FILLS = ("#93c5fd", "#fde68a", "#bbf7d0", "#fbcfe8", "#ddd6fe")
SCALE = 0.1          # pitch radius per tooth (same module for all gears, so they mesh)


def _sense(cw):
    return "clockwise" if cw else "anticlockwise"


def _option(speed, cw):
    return f"{draw.fmt(speed, 2)} rpm, {_sense(cw)}"


@seed_program(
    id="gear_train_speed_pick", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=["physics/mechanics/gear_ratio"],
    source="DynaMath-style (scientific figure, gear train)",
    variations=["numeric_values", "colors_labels", "real_life_contexts"],
)
class GearTrainSpeedPick(SeedProgram):
    levels = Levels(
        standard=dict(gears=IntRange(3, 4), compound=OneOf((False,)), rpm=OneOf((30, 40, 60, 80, 90, 120))),
        hard=dict(gears=IntRange(4, 5), compound=OneOf((True,)), rpm=OneOf((25, 35, 45, 50, 70, 75, 100, 150))),
        hard_means="two gears share one axle (a compound gear), so the teeth ratios no longer cancel to first/last "
                   "and the speed is a product of two ratios (one decimal place); the options include the "
                   "speed found by ignoring the shared axle",
    )

    def sample(self, rng, space):
        n = int(space.gears.draw(rng))
        compound = bool(space.compound.draw(rng))
        for _ in attempts("a speed with at most one decimal (integer at standard), distinct teeth, 4 distinct options"):
            teeth = [int(t) for t in rng.choice(TEETH, size=n, replace=True)]
            links = ["mesh"] * (n - 1)
            if compound:
                links[int(rng.integers(1, n - 2))] = "axle"       # never the last pair
            rpm = int(space.rpm.draw(rng))
            cw0 = bool(rng.integers(0, 2))
            if any(a == b for a, b in zip(teeth, teeth[1:])):
                continue
            if any(l == "axle" and teeth[i + 1] > teeth[i] - 8 for i, l in enumerate(links)):
                continue                                    # the front gear of a compound pair is the smaller
            speed, cw = Fraction(rpm), cw0
            for t0, t1, link in zip(teeth, teeth[1:], links):
                if link == "mesh":
                    speed, cw = speed * t0 / t1, not cw
            naive = Fraction(rpm * teeth[0], teeth[-1]) if compound else Fraction(rpm * teeth[-1], teeth[0])
            step = 1 if not compound else Fraction(1, 10)
            if (speed / step).denominator != 1 or naive == speed or not 5 <= speed <= 600:
                continue
            if (naive * 100).denominator != 1:
                continue
            right = _option(float(speed), cw)
            wrong = [_option(float(speed), not cw), _option(float(naive), cw), _option(float(naive), not cw)]
            if len({right, *wrong}) < 4:
                continue
            break
        names = [chr(ord("A") + i) for i in range(n)]
        givens = {"names": names, "teeth": teeth, "links": links, "rpm": rpm, "cw0": cw0,
                  "machine": str(rng.choice(["a toy winch", "a clock mechanism", "a hand drill", "a model crane"])),
                  "options": sorted([right] + wrong)}
        return givens, {"right": right, "wrong": wrong}

    # ---- text -----------------------------------------------------------------------------------
    def _axle_text(self, g):
        pairs = [(g["names"][i], g["names"][i + 1]) for i, l in enumerate(g["links"]) if l == "axle"]
        return "".join(f" Gears {a} and {b} are fixed on the same axle and turn together." for a, b in pairs)

    def question(self, g):
        return (f"The gears of {g['machine']} are shown with their numbers of teeth labelled; neighbouring gears "
                f"mesh unless they share an axle. Gear {g['names'][0]} turns at {g['rpm']} rpm in the sense of "
                f"the red arrow.{self._axle_text(g)} How fast and in which sense does gear {g['names'][-1]} turn?")

    def description(self, g):
        parts = []
        for i, (name, t) in enumerate(zip(g["names"], g["teeth"])):
            parts.append(f"{name} ({t} teeth)")
        chain = []
        for i, link in enumerate(g["links"]):
            a, b = g["names"][i], g["names"][i + 1]
            chain.append(f"{a} meshes with {b}" if link == "mesh" else f"{a} and {b} share an axle")
        return (f"A gear train of {len(g['names'])} gears: {', '.join(parts)}. {'; '.join(chain)}. "
                f"The red arrow shows gear {g['names'][0]} turning {_sense(g['cw0'])}.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # follow the train axle by axle with signed angular velocities (clockwise > 0): at a mesh the
        # pitch-circle speeds ω·r are equal and opposite in sense; on an axle ω is shared
        omega = np.array([0.0] * len(g["teeth"]))
        omega[0] = g["rpm"] * (1 if g["cw0"] else -1)
        for i, link in enumerate(g["links"]):
            r0, r1 = SCALE * g["teeth"][i], SCALE * g["teeth"][i + 1]
            omega[i + 1] = omega[i] if link == "axle" else -omega[i] * r0 / r1
        w = omega[-1]
        hits = [o for o in g["options"]
                if abs(float(o.split(" rpm")[0]) - abs(w)) < 1e-6 and o.split(", ")[1] == _sense(w > 0)]
        return hits[0] if len(hits) == 1 else "none"

    # ---- figure ---------------------------------------------------------------------------------
    def _layout(self, g):
        centres = [np.array([0.0, 0.0])]
        sign = 1
        for i, link in enumerate(g["links"]):
            if link == "axle":
                centres.append(centres[-1].copy())
                continue
            d = SCALE * (g["teeth"][i] + g["teeth"][i + 1]) + 0.05
            a = np.radians(22 * sign)
            sign = -sign
            centres.append(centres[-1] + d * np.array([np.cos(a), np.sin(a)]))
        return centres

    def draw(self, g, ax, hide=()):
        centres = self._layout(g)
        radii = [SCALE * t for t in g["teeth"]]
        pts = []
        shared = {i + 1 for i, l in enumerate(g["links"]) if l == "axle"}
        front = min(shared) if shared else len(radii)
        for i, (c, r, t) in enumerate(zip(centres, radii, g["teeth"])):
            sap.gear(ax, c, r, t, fill=FILLS[i % len(FILLS)], zorder=2 if i < front else 4)
            pts += [c + (r + 0.3) * np.array(v) for v in ((1, 0), (-1, 0), (0, 1), (0, -1))]
        # each gear's letter inside it (a compound pair's back gear: on its visible ring, away from the
        # other gears), and the teeth in a key under the train
        for i, (c, r) in enumerate(zip(centres, radii)):
            spot, box = c, dict(boxstyle="circle,pad=0.15", facecolor="white", edgecolor="#1f2937", linewidth=1.4)
            if i + 1 in shared:
                others = [(centres[j], radii[j]) for j in range(len(centres)) if j not in (i, i + 1)]
                ring = (r + radii[i + 1]) / 2
                dirs = [np.array([np.cos(a), np.sin(a)]) for a in np.radians(np.arange(0, 360, 15))]
                best = max(dirs, key=lambda d: min(np.linalg.norm(c + d * (r + 0.9) - o) - ro for o, ro in others))
                spot = c + best * (r + 0.9)                      # outside the pair, with a leader to its ring
                inner = c + best * ring
                ax.plot([inner[0], spot[0] - best[0] * 0.35], [inner[1], spot[1] - best[1] * 0.35],
                        color="#1f2937", linewidth=1.4, zorder=8)
                ax.plot([inner[0]], [inner[1]], "o", color="#1f2937", markersize=4, zorder=8)
                box = None
                pts.append(spot + best * 0.5)
            ax.text(spot[0], spot[1], g["names"][i], ha="center", va="center", fontsize=15, fontweight="bold",
                    zorder=9, bbox=box)
        lo = min(c[1] - r for c, r in zip(centres, radii))
        mid = (min(c[0] - r for c, r in zip(centres, radii)) + max(c[0] + r for c, r in zip(centres, radii))) / 2
        items = [f"{n}: {t} teeth" for n, t in zip(g["names"], g["teeth"])]
        key = "\n".join("      ".join(items[k:k + 3]) for k in range(0, len(items), 3))
        ax.text(mid, lo - 2.0, key, ha="center", va="top", fontsize=14, zorder=9, linespacing=1.6)
        pts.append((mid, lo - 2.0 - 1.4 * (key.count("\n") + 1)))
        # the driving gear's sense and speed
        r0 = radii[0]
        sap.turn_arrow(ax, centres[0], r0 + 0.55, g["cw0"], start_deg=200 if g["cw0"] else 160, span_deg=80)
        rpm = "?" if "rpm" in hide else f"{g['rpm']} rpm"
        ax.text(centres[0][0] - r0 - 0.9, centres[0][1] - r0 - 0.3, rpm, ha="center", va="top", fontsize=14,
                color="#dc2626", fontweight="bold")
        pts.append((centres[0][0] - r0 - 2.2, centres[0][1] - r0 - 1.2))
        draw.geometry_axes(ax, pts, margin=0.04)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        a, b = g["teeth"][0], g["teeth"][1]
        return [
            SubQuestion(f"A gear with {a} teeth turning at {g['rpm']} rpm meshes with a gear of {b} teeth. At how "
                        f"many rpm does the second gear turn?", Number(g["rpm"] * a / b),
                        "arithmetic/ratio/proportional_scaling"),
        ]

    def backward(self, g):
        # invert the train's speed ratio: last speed = rpm × Π(mesh ratios)
        ratio, meshes = 1.0, 0
        for i, link in enumerate(g["links"]):
            if link == "mesh":
                ratio *= g["teeth"][i] / g["teeth"][i + 1]
                meshes += 1
        right = _option(g["rpm"] * ratio, g["cw0"] != (meshes % 2 == 1))
        last = float(right.split(" rpm")[0])
        return Backward(
            f"{self.description(g)} Gear {g['names'][-1]} "
            f"turns at {right}. At how many rpm does gear {g['names'][0]} turn?",
            Number(round(last / ratio, 9)), "rpm")
