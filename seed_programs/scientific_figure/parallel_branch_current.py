"""Scientific figure: the current in one branch of a circuit with a series resistor feeding two parallel
resistors (Ohm's law and the current divider)."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw, physics_diagrams as pd

SUB = str.maketrans("123", "₁₂₃")
NICE = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60)
E12 = (3, 5, 7, 9, 11, 13, 18, 22, 27, 33, 39, 47, 56)


def _par(x, y):
    return x * y / (x + y)


@seed_program(
    id="parallel_branch_current", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/circuits/kirchhoff_current_split", "physics/circuits/parallel_resistance",
              "physics/circuits/series_resistance"],
    source="DynaMath-style (scientific figure, circuit diagram)",
    variations=["numeric_values", "colors_labels"],
)
class ParallelBranchCurrent(SeedProgram):
    levels = Levels(
        standard=dict(emf=OneOf((3, 4.5, 6, 9, 12, 15, 18, 24, 30, 36)), resistance=OneOf(NICE), internal=OneOf((0,))),
        hard=dict(emf=OneOf((4.5, 9, 12, 15, 24)), resistance=OneOf(E12), internal=OneOf((0.5, 1, 1.5, 2))),
        hard_means="a cell with internal resistance (shown as r) in series with everything, and resistances "
                   "such as 7, 22, 47 Ω whose parallel combinations are not whole numbers, so the branch "
                   "current is a 3-significant-figure decimal",
    )

    def sample(self, rng, space):
        hard = space.level == "hard"
        for _ in attempts("a branch current with at most two decimals (standard) between 0.05 and 10 A"):
            E, r = float(space.emf.draw(rng)), float(space.internal.draw(rng))
            R1, R2, R3 = (int(space.resistance.draw(rng)) for _ in range(3))
            target = int(rng.integers(2, 4))
            Rt = r + R1 + _par(R2, R3)
            I = E / Rt * (R3 if target == 2 else R2) / (R2 + R3)
            if not 0.05 <= I <= 10 or R2 == R3:
                continue
            if hard or abs(I * 100 - round(I * 100)) < 1e-9:
                break
        return {"E": E, "r": r, "R1": R1, "R2": R2, "R3": R3, "target": target, "hard": hard,
                "color": str(rng.choice(["blue", "brown", "purple", "green"]))}

    # ---- text -----------------------------------------------------------------------------------
    def _round(self, g):
        return " (to 3 significant figures)" if g["hard"] else ""

    def question(self, g):
        cell = ("a cell of the labelled e.m.f. and internal resistance r" if g["r"]
                else "a cell of the labelled e.m.f. (negligible internal resistance)")
        R = f"R{g['target']}".translate(SUB)
        return (f"In the circuit shown, {cell} drives current through R₁ in series with R₂ and R₃ in "
                f"parallel; the resistances are labelled. What current flows through {R}, in amperes"
                f"{self._round(g)}?")

    def description(self, g):
        cell = f"a cell of e.m.f. {draw.fmt(g['E'])} V"
        cell += f" and internal resistance r = {draw.fmt(g['r'])} Ω" if g["r"] else " with negligible internal resistance"
        return (f"A circuit: {cell} is connected in series with R₁ = {g['R1']} Ω; after R₁ the current splits "
                f"between R₂ = {g['R2']} Ω and R₃ = {g['R3']} Ω in parallel, which rejoin and return to the cell.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        R2, R3 = p["R2"], p["R3"]
        total = p["E"] / (p["r"] + p["R1"] + _par(R2, R3))
        other = R3 if p["target"] == 2 else R2
        return Number(total * other / (R2 + R3))          # current divider

    def verify(self, g):
        # modified nodal analysis: node 0 = return wire, 1 = cell's + terminal (inside), 2 = after r,
        # 3 = top junction; unknowns V1, V2, V3 and the source current
        res = [(1, 2, g["r"] if g["r"] else 1e-12), (2, 3, g["R1"]), (3, 0, g["R2"]), (3, 0, g["R3"])]
        n = 3
        A = np.zeros((n + 1, n + 1))
        for a, b, R in res:
            c = 1.0 / R
            for x, y in ((a, b), (b, a)):
                if x:
                    A[x - 1, x - 1] += c
                    if y:
                        A[x - 1, y - 1] -= c
        A[0, n] = A[n, 0] = 1.0                            # source from node 0 to node 1
        rhs = np.zeros(n + 1)
        rhs[n] = g["E"]
        V = np.linalg.solve(A, rhs)
        R = g["R2"] if g["target"] == 2 else g["R3"]
        return Number(float(V[2] / R))

    # ---- figure ---------------------------------------------------------------------------------
    def _lab(self, g, name, hide=()):
        val = "?" if name in hide else (f"{draw.fmt(g[name])} V" if name == "E" else f"{draw.fmt(g[name])} Ω")
        return f"{name.translate(SUB)} = {val}" if name != "E" else val

    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        # cell on the left side (+ plate at the top), R1 along the top, R2 and R3 as two uprights
        if g["r"]:
            pd.battery(ax, (0, 2.2), (0, 3.4), None)
            charts.wire(ax, (0, 0), (0, 0.1))
            charts.resistor(ax, (0, 0.1), (0, 2.2), None, amp=0.13, body=0.6)
            ax.text(-0.35, 1.15, f"r = {draw.fmt(g['r'])} Ω", ha="right", va="center", fontsize=14)
            ax.text(-0.45, 2.8, self._lab(g, "E", hide), ha="right", va="center", fontsize=15)
        else:
            pd.battery(ax, (0, 0), (0, 3.4), None)
            ax.text(-0.45, 1.7, self._lab(g, "E", hide), ha="right", va="center", fontsize=15)
        charts.wire(ax, (0, 3.4), (0, 4), (0.4, 4))
        charts.resistor(ax, (0.4, 4), (3.4, 4), self._lab(g, "R1"), color=c, amp=0.15, fontsize=15)
        charts.wire(ax, (3.4, 4), (6.6, 4), (6.6, 3.6))
        charts.wire(ax, (3.8, 4), (3.8, 3.6))
        charts.resistor(ax, (3.8, 3.6), (3.8, 0.4), None, color=c, amp=0.15)
        charts.resistor(ax, (6.6, 3.6), (6.6, 0.4), None, color=c, amp=0.15)
        ax.text(3.45, 2.0, self._lab(g, "R2"), ha="right", va="center", fontsize=15, color=c)
        ax.text(7.0, 2.0, self._lab(g, "R3"), ha="left", va="center", fontsize=15, color=c)
        charts.wire(ax, (3.8, 0.4), (3.8, 0))
        charts.wire(ax, (6.6, 0.4), (6.6, 0), (0, 0))
        for j in ((3.8, 4), (3.8, 0)):
            charts.junction(ax, j)
        ax.text(0.35, 3.55, "+", ha="center", va="center", fontsize=14)
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-2.9, 9.7)
        ax.set_ylim(-2.2, 6.2)
        ax.set_aspect("equal")
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        R2, R3 = g["R2"], g["R3"]
        p = _par(R2, R3)
        Rt = g["r"] + g["R1"] + p
        return [
            SubQuestion(f"Resistors of {R2} Ω and {R3} Ω are connected in parallel. What is their combined "
                        f"resistance, in ohms?", Number(p), "physics/circuits/parallel_resistance"),
            SubQuestion(f"A cell of e.m.f. {draw.fmt(g['E'])} V drives current through a total resistance of "
                        f"{draw.fmt(Rt, 4)} Ω. What current does it deliver, in amperes?", Number(g["E"] / Rt),
                        "physics/circuits/series_resistance"),
        ]

    def backward(self, g):
        I = self.answer(g).value
        R2, R3 = g["R2"], g["R3"]
        R = f"R{g['target']}".translate(SUB)
        other = R3 if g["target"] == 2 else R2
        E = I * (R2 + R3) / other * (g["r"] + g["R1"] + _par(R2, R3))
        cell = f" and internal resistance {draw.fmt(g['r'])} Ω" if g["r"] else " and negligible internal resistance"
        return Backward(
            f"A cell of unknown e.m.f.{cell} drives current through R₁ = {g['R1']} Ω in series with "
            f"R₂ = {R2} Ω and R₃ = {R3} Ω in parallel. The current through {R} is {draw.fmt(I, 6)} A. "
            f"What is the e.m.f. of the cell, in volts?", Number(round(E, 9)), "E")
