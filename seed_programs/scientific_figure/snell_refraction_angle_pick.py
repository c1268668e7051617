"""Scientific figure: pick the angle of refraction of a light ray crossing one or two flat boundaries (Snell's law)."""
import math

import numpy as np
from scipy.optimize import minimize

from dynaforge.sdk import Choice, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, physics_diagrams as pd

MEDIA = {"air": 1.00, "water": 1.33, "ethanol": 1.36, "quartz": 1.46, "glass": 1.50, "flint glass": 1.60,
         "sapphire": 1.77, "diamond": 2.42}
FILLS = ("#e0f2fe", "#fef3c7", "#dcfce7")
LAYER = 1.6          # drawn thickness of the middle layer (the answer does not depend on it)


def _deg_text(x):
    return f"{x:.1f}°"


@seed_program(
    id="snell_refraction_angle_pick", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["physics/optics/snells_law"],
    source="DynaMath-style (scientific figure, refraction diagram)",
    variations=["numeric_values", "real_life_contexts"],
)
class SnellRefractionAnglePick(SeedProgram):
    levels = Levels(
        standard=dict(layers=OneOf((2,)), angle=OneOf(tuple(range(20, 71, 5)))),
        hard=dict(layers=OneOf((3,)), angle=OneOf(tuple(range(17, 72, 3)))),
        hard_means="three media with two parallel boundaries: the ray bends twice and the angle in the last medium "
                   "is asked, with the middle medium's angle and the wrongly inverted ratio among the options",
    )

    def sample(self, rng, space):
        k = int(space.layers.draw(rng))
        names = sorted(MEDIA)
        for _ in attempts("media without total internal reflection and four well-separated options"):
            media = [str(m) for m in rng.choice(names, size=k, replace=False)]
            ns = [MEDIA[m] for m in media]
            t1 = int(space.angle.draw(rng))
            s = ns[0] * math.sin(math.radians(t1))
            if any(s / n > 0.93 for n in ns[1:]):
                continue
            angles = [math.degrees(math.asin(s / n)) for n in ns[1:]]
            right = angles[-1]
            cands = [90 - right, t1 * ns[0] / ns[-1], float(t1)]
            inv = ns[-1] * math.sin(math.radians(t1)) / ns[0]
            if inv < 1:
                cands.append(math.degrees(math.asin(inv)))
            if k == 3:
                cands.append(angles[0])
            rng.shuffle(cands)
            wrong = []
            for c in cands:
                if 3 <= c <= 87 and all(abs(c - o) >= 1.5 for o in [right] + wrong):
                    wrong.append(c)
            if len(wrong) >= 3:
                options = sorted(_deg_text(x) for x in [right] + wrong[:3])
                return ({"media": media, "n": ns, "t1": t1, "options": options},
                        {"right": _deg_text(right), "wrong": [_deg_text(x) for x in wrong[:3]]})

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        last = "second" if len(g["media"]) == 2 else "third"
        return (f"A ray of light passes through the media shown, whose refractive indices are labelled; its angle "
                f"of incidence is marked. At what angle to the normal does the ray travel in the {last} medium "
                f"(the angle marked ?)?")

    def description(self, g):
        parts = [f"{m} (n = {n:.2f})" for m, n in zip(g["media"], g["n"])]
        if len(parts) == 2:
            layout = f"{parts[0]} lies above a horizontal flat boundary and {parts[1]} below it"
        else:
            layout = (f"three media lie in horizontal layers separated by two parallel flat boundaries: "
                      f"{parts[0]} on top, a layer of {parts[1]} in the middle and {parts[2]} at the bottom")
        return (f"A refraction diagram: {layout}. A ray comes down from the top medium and meets the first "
                f"boundary at {g['t1']}° to the normal (a dashed line perpendicular to the boundary).")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # Fermat's principle: the light path from A to B minimises the optical length Σ n·(length).
        # Shoot: choose the end point B so that the least-time path meets the first boundary at the
        # marked angle, then read the path's angle in the last medium.
        ns, t1 = g["n"], math.radians(g["t1"])
        depth = [0.0] + [-LAYER * i for i in range(1, len(ns) - 1)]   # y of each boundary
        A = np.array([-math.tan(t1) * 2.0, 2.0])
        y_end = depth[-1] - 2.0

        def path(bx):
            def length(xs):
                pts = [A] + [np.array([x, y]) for x, y in zip(xs, depth)] + [np.array([bx, y_end])]
                return sum(n * float(np.linalg.norm(b - a)) for n, a, b in zip(ns, pts[:-1], pts[1:]))
            x0 = np.linspace(A[0], bx, len(depth) + 2)[1:-1]
            return minimize(length, x0, method="Nelder-Mead",
                            options={"xatol": 1e-11, "fatol": 1e-13, "maxiter": 20000}).x

        def incidence(bx):
            xs = path(bx)
            return math.atan2(xs[0] - A[0], A[1] - depth[0])

        lo, hi = A[0], 40.0
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if incidence(mid) < t1 else (lo, mid)
        bx = (lo + hi) / 2
        xs = path(bx)
        last = math.degrees(math.atan2(bx - xs[-1], depth[-1] - y_end))
        close = [o for o in g["options"] if abs(float(o.rstrip("°")) - last) < 0.3]
        return close[0] if len(close) == 1 else "none"

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        ns, t1 = g["n"], g["t1"]
        k = len(ns)
        W = 4.2
        depth = [0.0] + [-LAYER * i for i in range(1, k - 1)]
        top, bottom = 3.0, depth[-1] - 3.0
        bounds = [top] + depth + [bottom]
        for i in range(k):
            fill = "#ffffff" if ns[i] == 1.0 else FILLS[i]
            ax.fill_between([-W, W], bounds[i + 1], bounds[i], color=fill, zorder=0)
            text = f"{g['media'][i]}, n = {ns[i]:.2f}"
            if i == 0:      # the ray comes in from the upper left: top label on the right
                ax.text(W - 0.15, bounds[1] + 0.25, text, ha="right", va="bottom", fontsize=13, zorder=6)
            else:           # it leaves to the lower right: lower labels on the left
                ax.text(-W + 0.15, bounds[i + 1] + 0.25, text, ha="left", va="bottom", fontsize=13, zorder=6)
        for y in depth:
            ax.plot([-W, W], [y, y], color=draw.INK, linewidth=2.0, zorder=2)
        # the ray, drawn at its true angles
        s = ns[0] * math.sin(math.radians(t1))
        pts = [np.array([-math.tan(math.radians(t1)) * 2.6, 2.6]), np.array([0.0, 0.0])]
        angles = [math.asin(s / n) for n in ns[1:]]
        x = 0.0
        for i, a in enumerate(angles[:-1]):
            x += LAYER * math.tan(a)
            pts.append(np.array([x, depth[i + 1]]))
        end_len = 2.6
        a_last = angles[-1]
        pts.append(pts[-1] + end_len * np.array([math.sin(a_last), -math.cos(a_last)]))
        for a, b in zip(pts[:-1], pts[1:]):
            pd.ray(ax, a, b, color=draw.ACCENT)
        # normals and angle marks
        for p in pts[1:-1]:
            ax.plot([p[0], p[0]], [p[1] - 1.3, p[1] + 1.3], "--", color="#4b5563", linewidth=1.4, zorder=2)
        O = pts[1]
        P = pts[-2]
        for V, up, text in ((O, 1.0, f"{t1}°"), (P, -1.0, "?")):
            end = pts[0] if up > 0 else pts[-1]
            draw.angle_arc(ax, V, V + np.array([0, up]), end, None, radius=0.75, color="#1d4ed8")
            d = np.array([0, up]) + (end - V) / np.linalg.norm(end - V)
            spot = V + d / np.linalg.norm(d) * 1.1
            ax.text(*spot, text, ha="center", va="center", fontsize=14, color="#1d4ed8", zorder=7,
                    bbox=dict(boxstyle="round,pad=0.12", fc="white", ec="none", alpha=0.85))
        ax.set_xlim(-W, W)
        ax.set_ylim(bottom, top)
        ax.set_aspect("equal")
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        ns, t1 = g["n"], g["t1"]
        s = ns[0] * math.sin(math.radians(t1))
        return [
            SubQuestion(f"Light meets a boundary from a medium of refractive index {ns[0]:.2f} at {t1}° to the "
                        f"normal. What is n·sin θ for the incident ray (to 4 decimal places)?", Number(s),
                        "physics/optics/snells_law"),
            SubQuestion(f"Light passes from a medium of refractive index {ns[0]:.2f} into one of index "
                        f"{ns[1]:.2f}. Does it bend towards the normal? Answer 1 for yes, 0 for no.",
                        Number(1 if ns[1] > ns[0] else 0), "physics/optics/snells_law"),
        ]
