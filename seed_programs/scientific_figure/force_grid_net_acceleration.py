"""Scientific figure: forces drawn to scale on a square grid act on one body; find the size of its
acceleration (resultant by components, then Newton's second law)."""
import math
from fractions import Fraction

import numpy as np
from matplotlib.patches import FancyArrowPatch

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts
from dynaforge.sdk import seed_program
from dynaforge.sdk import draw

SUB = str.maketrans("1234", "₁₂₃₄")
COLOURS = ("#2563eb", "#dc2626", "#16a34a", "#9333ea")
TRIPLES = {(0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 6), (0, 7), (0, 8), (3, 4), (6, 8), (5, 12), (9, 12), (8, 15)}


def _is_nice(x, y):
    return tuple(sorted((abs(x), abs(y)))) in TRIPLES


def _words(dx, dy):
    parts = []
    if dx:
        parts.append(f"{abs(dx)} square{'s' if abs(dx) > 1 else ''} {'right' if dx > 0 else 'left'}")
    if dy:
        parts.append(f"{abs(dy)} square{'s' if abs(dy) > 1 else ''} {'up' if dy > 0 else 'down'}")
    return " and ".join(parts)


@seed_program(
    id="force_grid_net_acceleration", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric", concepts=["physics/dynamics/newtons_second_law"],
    source="DynaMath-style (scientific figure, free-body diagram)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class ForceGridNetAcceleration(SeedProgram):
    levels = Levels(
        standard=dict(forces=IntRange(2, 3), scale=OneOf((1, 2, 3)), mass=OneOf((1, 2, 3, 4, 5, 8))),
        hard=dict(forces=IntRange(3, 4), scale=OneOf((2, 3, 5, 10)), mass=OneOf((1.5, 2.5, 3, 4, 6, 8, 12.5))),
        hard_means="three or four slanted forces, whose components partly cancel, on a grid of 2 to 10 N per "
                   "square and masses such as 1.5 or 12.5 kg, so every force must be resolved and the result scaled",
    )

    def sample(self, rng, space):
        hard = space.level == "hard"
        n = int(space.forces.draw(rng))
        for _ in attempts("well-separated force directions and a resultant of Pythagorean length"):
            vecs = []
            for _ in range(n):
                dx, dy = int(rng.integers(-5, 6)), int(rng.integers(-5, 6))
                if hard and (dx == 0 or dy == 0) and rng.random() < 0.7:
                    continue
                vecs.append((dx, dy))
            if len(vecs) != n or any(v == (0, 0) for v in vecs):
                continue
            angles = [math.atan2(dy, dx) for dx, dy in vecs]
            sep = min(abs((a - b + math.pi) % (2 * math.pi) - math.pi) for i, a in enumerate(angles)
                      for b in angles[i + 1:])
            if sep < math.radians(28):
                continue
            sx, sy = sum(v[0] for v in vecs), sum(v[1] for v in vecs)
            if (sx, sy) == (0, 0) or not _is_nice(sx, sy):
                continue
            if hard and (sx == 0 or sy == 0):
                continue
            scale, mass = int(space.scale.draw(rng)), float(space.mass.draw(rng))
            acc = Fraction(scale) * int(round(math.hypot(sx, sy))) / Fraction(str(mass))
            if (acc * 100).denominator != 1:
                continue
            break
        return {"forces": [list(v) for v in vecs], "scale": scale, "mass": mass,
                "body": str(rng.choice(["block", "puck", "crate", "trolley"]))}

    # ---- text -----------------------------------------------------------------------------------
    def _names(self, g):
        return [f"F{i + 1}".translate(SUB) for i in range(len(g["forces"]))]

    def question(self, g):
        return (f"The forces {', '.join(self._names(g))} drawn to scale on the grid (one square = "
                f"{g['scale']} N) are the only forces acting on a {draw.fmt(g['mass'])} kg {g['body']} at the "
                f"dot. What is the magnitude of the {g['body']}'s acceleration, in m/s²?")

    def description(self, g):
        arrows = "; ".join(f"{n} points {_words(dx, dy)}" for n, (dx, dy) in zip(self._names(g), g["forces"]))
        return (f"A square grid, one square standing for {g['scale']} N. Force arrows start at a dot (the "
                f"{draw.fmt(g['mass'])} kg {g['body']}): {arrows}.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        sx = sum(v[0] for v in p["forces"]) * p["scale"]
        sy = sum(v[1] for v in p["forces"]) * p["scale"]
        return Number(math.hypot(sx, sy) / p["mass"])

    def verify(self, g):
        # |ΣF|² = Σ|Fᵢ|² + 2 Σ_{i<j} |Fᵢ||Fⱼ| cos(θᵢ − θⱼ): magnitudes and directions, no components added
        mags = [g["scale"] * math.sqrt(dx * dx + dy * dy) for dx, dy in g["forces"]]
        dirs = [math.atan2(dy, dx) for dx, dy in g["forces"]]
        total = sum(m * m for m in mags)
        for i in range(len(mags)):
            for j in range(i + 1, len(mags)):
                total += 2 * mags[i] * mags[j] * math.cos(dirs[i] - dirs[j])
        return Number(math.sqrt(max(total, 0.0)) / g["mass"])

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        R = 6
        for k in range(-R, R + 1):
            ax.plot([k, k], [-R, R], color="#d1d5db", linewidth=1.0, zorder=0)
            ax.plot([-R, R], [k, k], color="#d1d5db", linewidth=1.0, zorder=0)
        for name, (dx, dy), col in zip(self._names(g), g["forces"], COLOURS):
            ax.add_patch(FancyArrowPatch((0, 0), (dx, dy), arrowstyle="-|>", mutation_scale=22, color=col,
                                         linewidth=2.8, zorder=4, shrinkA=0, shrinkB=0))
            u = np.array([dx, dy], float) / math.hypot(dx, dy)
            tip = np.array([dx, dy], float) + 0.55 * u
            ax.text(tip[0], tip[1], name, ha="center", va="center", fontsize=15, color=col, fontweight="bold",
                    zorder=6, bbox=dict(boxstyle="round,pad=0.1", facecolor="white", edgecolor="none"))
        ax.plot([0], [0], "o", color="#1f2937", markersize=11, zorder=5)
        mass = "?" if "mass" in hide else f"{draw.fmt(g['mass'])} kg"
        ax.text(-R, R + 0.45, f"{g['body']}: {mass}", ha="left", va="bottom", fontsize=14)
        ax.plot([R - 1, R], [R + 0.7, R + 0.7], color="#1f2937", linewidth=3)
        ax.text(R - 1.2, R + 0.7, f"1 square = {g['scale']} N", ha="right", va="center", fontsize=14)
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-R - 0.9, R + 0.9)
        ax.set_ylim(-R - 0.9, R + 1.6)
        ax.set_aspect("equal")
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        sx = sum(v[0] for v in g["forces"]) * g["scale"]
        sy = sum(v[1] for v in g["forces"]) * g["scale"]
        return [
            SubQuestion(f"On the grid (one square = {g['scale']} N), what is the sum of the horizontal components of "
                        f"{', '.join(self._names(g))}, in newtons (right positive)?", Number(sx),
                        "physics/dynamics/newtons_second_law"),
            SubQuestion(f"A resultant force has components {sx} N and {sy} N. What is its magnitude, in newtons?",
                        Number(math.hypot(sx, sy)), "physics/dynamics/newtons_second_law"),
        ]

    def backward(self, g):
        sx = sum(v[0] for v in g["forces"]) * g["scale"]
        sy = sum(v[1] for v in g["forces"]) * g["scale"]
        F = math.hypot(sx, sy)
        a = F / g["mass"]
        arrows = "; ".join(f"{n} points {_words(dx, dy)}" for n, (dx, dy) in zip(self._names(g), g["forces"]))
        return Backward(
            f"Forces drawn on a square grid (one square = {g['scale']} N) are the only forces on a {g['body']} of "
            f"unknown mass: {arrows}. The {g['body']} accelerates at {draw.fmt(a, 6)} m/s². What is its mass, "
            f"in kg?", Number(round(F / a, 9)), "mass")
