"""Scientific figure: acceleration and string tension of two masses joined over a pulley (Atwood machine, or a
block on a rough table pulled by a hanging mass)."""
import numpy as np
from matplotlib.patches import Rectangle

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, physics_diagrams as pd

G = 10   # m/s², stated in every question
ASK = {"a": "the magnitude of the acceleration of the masses, in m/s²",
       "T": "the tension in the string, in newtons"}
UNIT = {"a": "m/s²", "T": "N"}


@seed_program(
    id="pulley_connected_masses", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/dynamics/newtons_second_law", "physics/dynamics/connected_bodies"],
    source="DynaMath-style (scientific figure, pulley system)",
    variations=["numeric_values", "colors_labels"],
)
class PulleyConnectedMasses(SeedProgram):
    levels = Levels(
        standard=dict(setup=OneOf(("atwood",)), ask=OneOf(("a", "a", "T")), mass=IntRange(1, 9),
                      mu=OneOf((0.0,))),
        hard=dict(setup=OneOf(("table",)), ask=OneOf(("a", "T", "T")), mass=IntRange(2, 12),
                  mu=OneOf((0.1, 0.2, 0.25, 0.3, 0.4, 0.5))),
        hard_means="a block on a rough table pulled by a hanging mass: friction enters both equations, and the "
                   "tension (which needs the acceleration first) is asked more often",
    )

    def sample(self, rng, space):
        setup, ask = str(space.setup.draw(rng)), str(space.ask.draw(rng))
        for _ in attempts("two different masses that move (the hanging one outweighs friction)"):
            m1, m2 = int(space.mass.draw(rng)), int(space.mass.draw(rng))
            mu = float(space.mu.draw(rng))
            if m1 == m2:
                continue
            if setup == "table" and m2 <= mu * m1 * 1.2:
                continue
            break
        return {"setup": setup, "ask": ask, "m1": m1, "m2": m2, "mu": mu,
                "colors": [str(c) for c in rng.choice(["#93c5fd", "#fca5a5", "#86efac", "#fde68a", "#c4b5fd"],
                                                       size=2, replace=False)]}

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        if g["setup"] == "atwood":
            head = ("Two masses hang from the ends of a light string over a frictionless pulley, as shown, and are "
                    "released from rest.")
        else:
            head = ("A block on a rough horizontal table is joined by a light string over a frictionless pulley at "
                    "the table's edge to a hanging mass, as shown; the masses and the coefficient of kinetic "
                    "friction are labelled, and the system is released.")
        return f"{head} Taking g = {G} m/s², what is {ASK[g['ask']]} (to 3 significant figures)?"

    def description(self, g):
        if g["setup"] == "atwood":
            return (f"A pulley hangs from the ceiling; a light string over it carries a {g['m1']} kg mass on the left "
                    f"and a {g['m2']} kg mass on the right.")
        return (f"A block of mass {g['m1']} kg lies on a rough horizontal table (coefficient of kinetic friction "
                f"{g['mu']:g}); a light horizontal string runs from it over a pulley at the table's edge down to a "
                f"hanging mass of {g['m2']} kg.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        m1, m2, mu = p["m1"], p["m2"], p["mu"]
        if p["setup"] == "atwood":
            a = abs(m2 - m1) * G / (m1 + m2)
            T = 2 * m1 * m2 * G / (m1 + m2)
        else:
            a = (m2 - mu * m1) * G / (m1 + m2)
            T = m1 * m2 * G * (1 + mu) / (m1 + m2)
        return Number(a if p["ask"] == "a" else T)

    def verify(self, g):
        # Newton's second law for each body as a linear system in (a, T); a > 0 means the right-hand
        # (hanging) mass goes down
        m1, m2 = g["m1"], g["m2"]
        friction = g["mu"] * m1 * G if g["setup"] == "table" else 0.0
        lift = m1 * G if g["setup"] == "atwood" else 0.0
        #  body 1:  T - lift - friction = m1·a      body 2:  m2·g - T = m2·a
        M = np.array([[m1, -1.0], [m2, 1.0]])
        rhs = np.array([-lift - friction, m2 * G])
        a, T = np.linalg.solve(M, rhs)
        if g["setup"] == "atwood" and a < 0:          # the left mass is heavier: friction-free, so symmetric
            a = -a
        return Number(float(a if g["ask"] == "a" else T))

    # ---- figure ---------------------------------------------------------------------------------
    def _mass_text(self, g, key, hide):
        return "?" if key in hide else f"{g[key]} kg"

    def _size(self, m):
        return 0.9 + 0.05 * m

    def draw(self, g, ax, hide=()):
        c1, c2 = g["colors"]
        if g["setup"] == "atwood":
            pd.hatched_surface(ax, (-1.6, 6.0), (1.6, 6.0), side=1)
            r = 0.8
            y1, y2 = (1.5, 2.9) if g["m1"] > g["m2"] else (2.9, 1.5)
            s1, s2 = self._size(g["m1"]), self._size(g["m2"])
            ax.plot([-r, -r], [5.0, y1 + s1 / 2], color=draw.INK, linewidth=1.8, zorder=3)
            ax.plot([r, r], [5.0, y2 + s2 / 2], color=draw.INK, linewidth=1.8, zorder=3)
            pd.pulley(ax, (0, 5.0), r, mount=(0, 6.0))
            pd.box(ax, (-r, y1), s1, s1 * 0.85, self._mass_text(g, "m1", hide), fill=c1)
            pd.box(ax, (r, y2), s2, s2 * 0.85, self._mass_text(g, "m2", hide), fill=c2)
            draw.geometry_axes(ax, [(-3.2, 0.4), (3.2, 6.5)], margin=0.04)
            return
        # block on a table, string over a pulley at the table's right edge, hanging mass
        ax.add_patch(Rectangle((-4.6, -0.35), 4.6, 0.35, facecolor="#d6d3d1", edgecolor=draw.INK, linewidth=2.0, zorder=2))
        for x in (-4.3, -0.4):
            ax.plot([x, x], [-0.35, -3.6], color=draw.INK, linewidth=3.0, zorder=1)
        pd.hatched_surface(ax, (-5.0, -3.6), (2.4, -3.6), side=-1)
        r = 0.4
        s1, s2 = self._size(g["m1"]), self._size(g["m2"])
        h1 = s1 * 0.8
        cy = h1 * 0.6 - r                                    # string leaves the block at 60% of its height
        pd.box(ax, (-2.4, h1 / 2), s1 * 1.3, h1, self._mass_text(g, "m1", hide), fill=c1)
        ax.plot([-2.4 + s1 * 0.65, 0.35], [cy + r, cy + r], color=draw.INK, linewidth=1.8, zorder=3)
        ax.plot([0.35 + r, 0.35 + r], [cy, -1.9 + s2 / 2], color=draw.INK, linewidth=1.8, zorder=3)
        pd.pulley(ax, (0.35, cy), r, mount=(0.0, -0.2))
        pd.box(ax, (0.35 + r, -1.9), s2, s2 * 0.85, self._mass_text(g, "m2", hide), fill=c2)
        mu = "?" if "mu" in hide else f"{g['mu']:g}"
        ax.text(-2.4, -1.0, f"μ = {mu}", ha="center", va="center", fontsize=15, color=draw.INK)
        draw.geometry_axes(ax, [(-5.0, -3.9), (2.4, 2.2)], margin=0.04)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        m1, m2 = g["m1"], g["m2"]
        if g["setup"] == "atwood":
            net = abs(m2 - m1) * G
            first = SubQuestion(f"Masses of {m1} kg and {m2} kg hang on either side of a pulley. Taking g = {G} m/s², "
                                f"what is the size of the net (unbalanced) weight, in newtons?", Number(net),
                                "physics/dynamics/connected_bodies")
        else:
            net = m2 * G - g["mu"] * m1 * G
            first = SubQuestion(f"A mass of {m2} kg hangs from a string pulling a block of {m1} kg across a table with "
                                f"coefficient of kinetic friction {g['mu']:g}. Taking g = {G} m/s², what is the net "
                                f"driving force on the system, in newtons?", Number(net),
                                "physics/dynamics/connected_bodies")
        return [first,
                SubQuestion(f"A net force of {draw.fmt(net)} N acts on two connected masses totalling {m1 + m2} kg. "
                            f"What is their acceleration, in m/s²?", Number(net / (m1 + m2)),
                            "physics/dynamics/newtons_second_law")]

    def backward(self, g):
        value = self.answer(g).value
        m1, mu = g["m1"], g["mu"]
        if g["setup"] == "atwood":
            heavier = g["m2"] > m1
            if g["ask"] == "a":
                m2 = m1 * (G + value) / (G - value) if heavier else m1 * (G - value) / (G + value)
            else:
                m2 = value * m1 / (2 * m1 * G - value)
            side = "heavier" if heavier else "lighter"
            text = (f"Two masses hang from the ends of a light string over a frictionless pulley: {m1} kg on the left "
                    f"and an unlabelled mass on the right, which is {side} than the left one. Released from rest, "
                    f"{ASK[g['ask']].split(', in')[0]} is {draw.fmt(value, 6)} {UNIT[g['ask']]}.")
        else:
            if g["ask"] == "a":
                m2 = (value * m1 + mu * m1 * G) / (G - value)
            else:
                m2 = value * m1 / (m1 * G * (1 + mu) - value)
            text = (f"A block of mass {m1} kg on a rough horizontal table (coefficient of kinetic friction {mu:g}) is joined by "
                    f"a light string over a frictionless pulley to an unlabelled hanging mass. Released, "
                    f"{ASK[g['ask']].split(', in')[0]} is {draw.fmt(value, 6)} {UNIT[g['ask']]}.")
        return Backward(f"{text} Taking g = {G} m/s², what is the unlabelled mass, in kg?", Number(round(m2, 9)), "m2")
