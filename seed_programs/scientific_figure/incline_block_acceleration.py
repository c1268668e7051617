"""Scientific figure: acceleration of a block on a rough inclined plane (slope given by its height and base)."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, physics_diagrams as pd

G = 10   # m/s², stated in every question
TRIPLES_STANDARD = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13))
TRIPLES_HARD = ((8, 15, 17), (15, 8, 17), (7, 24, 25), (20, 21, 29), (21, 20, 29), (9, 12, 15), (12, 9, 15))


def _mu_text(mu):
    return f"{mu:g}"


@seed_program(
    id="incline_block_acceleration", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/dynamics/inclined_plane", "physics/dynamics/newtons_second_law"],
    source="DynaMath-style (scientific figure, inclined plane)",
    variations=["numeric_values", "lengths_ratios", "colors_labels"],
)
class InclineBlockAcceleration(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("slide",)), triple=OneOf(tuple(range(len(TRIPLES_STANDARD)))),
                      mu=OneOf((0.1, 0.2, 0.25, 0.3, 0.4, 0.5)), mass=OneOf((2, 3, 4, 5, 6, 8, 10))),
        hard=dict(kind=OneOf(("slide", "pull", "pull")), triple=OneOf(tuple(range(len(TRIPLES_HARD)))),
                  mu=OneOf((0.15, 0.2, 0.25, 0.35, 0.4, 0.45, 0.6)), mass=OneOf((3, 4, 5, 6, 7, 8, 12))),
        hard_means="slopes from less familiar triples (8-15-17, 7-24-25, 20-21-29) with the slope length not "
                   "labelled, and mostly a rope pulling the block up the slope, so weight, friction and the pull "
                   "all enter Newton's second law",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        hard = space.level == "hard"
        for _ in attempts("a block that slides (down, or up when pulled) with a moderate acceleration"):
            h, b, L = (TRIPLES_HARD if hard else TRIPLES_STANDARD)[int(space.triple.draw(rng))]
            mu, m = float(space.mu.draw(rng)), int(space.mass.draw(rng))
            F = 0
            if kind == "slide":
                a = G * (h - mu * b) / L
            else:
                F = int(rng.integers(2, 31)) * 5
                a = F / m - G * (h + mu * b) / L
            if 0.4 <= a <= 8.5:
                break
        return {"kind": kind, "h": h, "b": b, "L": L, "show_L": not hard, "mu": mu, "m": m, "F": F,
                "color": str(rng.choice(["blue", "orange", "green", "purple"]))}

    # ---- text -----------------------------------------------------------------------------------
    def _setting(self, g):
        sides = f"{g['h']} m high and {g['b']} m long horizontally"
        if g["show_L"]:
            sides += f", with a sloping face {g['L']} m long"
        return (f"A block of mass {g['m']} kg is on a rough inclined plane {sides}; the coefficient of kinetic "
                f"friction between block and plane is {_mu_text(g['mu'])}. Take g = {G} m/s².")

    def question(self, g):
        if g["kind"] == "slide":
            return ("The figure shows a block on a rough inclined plane, labelled with its mass, the friction "
                    f"coefficient and the plane's dimensions. The block is released and slides down the slope. "
                    f"Taking g = {G} m/s², what is its acceleration, in m/s² (to 3 significant figures)?")
        return ("The figure shows a block on a rough inclined plane, labelled with its mass, the friction "
                "coefficient and the plane's dimensions. A rope parallel to the slope pulls the block up the "
                f"slope with the force shown, and the block slides up. Taking g = {G} m/s², what is its "
                f"acceleration, in m/s² (to 3 significant figures)?")

    def description(self, g):
        text = self._setting(g)
        if g["kind"] == "pull":
            text += f" A rope parallel to the slope pulls the block up the slope with a force of {g['F']} N."
        return text

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        L = p["L"]
        sin, cos = p["h"] / L, p["b"] / L
        if p["kind"] == "slide":
            return Number(G * (sin - p["mu"] * cos))
        return Number(p["F"] / p["m"] - G * (sin + p["mu"] * cos))

    def verify(self, g):
        # resolve force vectors in x-y coordinates: foot of the slope at the origin, top at (b, h)
        m, mu = g["m"], g["mu"]
        up = np.array([g["b"], g["h"]], float)
        up /= np.linalg.norm(up)
        normal = np.array([-up[1], up[0]])
        weight = np.array([0.0, -m * G])
        N = -weight @ normal                               # the plane pushes back what presses on it
        motion = -up if g["kind"] == "slide" else up
        forces = weight + N * normal - mu * N * motion
        if g["kind"] == "pull":
            forces = forces + g["F"] * up
        return Number(float(forces @ motion) / m)

    # ---- figure ---------------------------------------------------------------------------------
    def _geometry(self, g):
        b, h = g["b"], g["h"]
        s = 6.0 / max(b, h)                                  # the longer leg is 6 units on the page
        return np.array([0.0, 0.0]), np.array([b * s, 0.0]), np.array([b * s, h * s])

    def draw(self, g, ax, hide=()):
        A, C, B = self._geometry(g)                          # foot, right angle, top
        fill = draw.PALETTE[g["color"]]
        ax.fill([A[0], C[0], B[0]], [A[1], C[1], B[1]], color="#f3f4f6", zorder=1)
        pd.hatched_surface(ax, A - [0.6, 0], C + [0.6, 0], side=-1)
        ax.plot([A[0], B[0], C[0]], [A[1], B[1], C[1]], color=draw.INK, linewidth=2.2, zorder=3)
        draw.right_angle_mark(ax, C, A, B, size=0.3)
        L = float(np.linalg.norm(B - A))
        ang = float(np.degrees(np.arctan2(B[1] - A[1], B[0] - A[0])))
        size = min(1.3, 0.22 * L)
        centre = pd.block_on_slope(ax, A, ang, 0.45 * L - size / 2, size, None, fill="#e5e7eb")
        u = (B - A) / L
        n = np.array([-u[1], u[0]])
        ax.text(*(centre + n * (size / 2 + 0.45)), f"{g['m']} kg", ha="center", va="center", fontsize=14,
                rotation=ang, rotation_mode="anchor", color=draw.INK, zorder=6)
        mu = "?" if "mu" in hide else _mu_text(g["mu"])
        top = max(B[1], (A + u * 0.45 * L + n * 2.2)[1]) + 0.6
        ax.text(A[0] - 0.6, top, f"μ = {mu}", ha="left", va="center", fontsize=15, color=fill, zorder=6)
        ax.text((A[0] + C[0]) / 2, -0.75, f"{g['b']} m", ha="center", va="center", fontsize=14)
        ax.text(C[0] + 0.35, (C[1] + B[1]) / 2, f"{g['h']} m", ha="left", va="center", fontsize=14)
        if g["show_L"]:
            spot = A + u * 0.22 * L + n * 0.55
            ax.text(*spot, f"{g['L']} m", ha="center", va="center", fontsize=14, rotation=ang,
                    rotation_mode="anchor")
        if g["kind"] == "pull":
            start = centre + u * size / 2
            end = start + u * 1.6
            ax.annotate("", end, start, arrowprops=dict(arrowstyle="-|>", color=draw.ACCENT, lw=2.6,
                                                         mutation_scale=20), zorder=6)
            ax.text(*(end + n * 0.45), f"{g['F']} N", ha="center", va="center", fontsize=14, color=draw.ACCENT,
                    rotation=ang, rotation_mode="anchor", zorder=6)
        draw.geometry_axes(ax, [A - [0.9, 1.2], C + [1.5, 0], B + [0.5, 1.0], A + u * 0.45 * L + n * 2.6,
                                np.array([A[0] - 0.6, top + 0.4])],
                           margin=0.04)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        L = g["L"]
        N = g["m"] * G * g["b"] / L
        return [
            SubQuestion(f"An inclined plane rises {g['h']} m over a horizontal distance of {g['b']} m (slope "
                        f"length {L} m). What is the sine of its angle of inclination?", Number(g["h"] / L),
                        "physics/dynamics/inclined_plane"),
            SubQuestion(f"A {g['m']} kg block rests on a plane inclined at angle θ with cos θ = {g['b']}/{L}. "
                        f"Taking g = {G} m/s², what is the normal force on the block, in newtons?",
                        Number(N), "physics/dynamics/inclined_plane"),
            SubQuestion(f"The normal force on a sliding block is {draw.fmt(N, 4)} N and the coefficient of kinetic "
                        f"friction is {_mu_text(g['mu'])}. What is the friction force, in newtons?",
                        Number(g["mu"] * N), "physics/dynamics/inclined_plane"),
        ]

    def backward(self, g):
        a = self.answer(g).value
        L = g["L"]
        if g["kind"] == "slide":
            mu = (g["h"] / L - a / G) * L / g["b"]
            what = "released from rest, it slides down the slope"
        else:
            mu = (g["F"] / g["m"] - a - G * g["h"] / L) * L / (G * g["b"])
            what = f"pulled up the slope by a rope parallel to it with a force of {g['F']} N, it slides up"
        return Backward(
            f"A block of mass {g['m']} kg is on a rough inclined plane {g['h']} m high and {g['b']} m long "
            f"horizontally (sloping face {L} m). When {what} with an acceleration of {draw.fmt(a, 6)} m/s². "
            f"Taking g = {G} m/s², what is the coefficient of kinetic friction between block and plane?",
            Number(round(mu, 9)), "mu")
