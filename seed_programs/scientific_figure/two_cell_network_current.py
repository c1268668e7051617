"""Scientific figure: the current in one resistor of a two-cell network (three branches between two
junctions), which no series-parallel reduction can solve: Kirchhoff's laws or the junction potential."""
from fractions import Fraction

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw, physics_diagrams as pd

SUB = str.maketrans("123", "₁₂₃")
# direction words of a positive current in each resistor (R1 top left, R3 middle, R2 top right)
POSITIVE = {"R1": "to the right", "R2": "to the left", "R3": "downwards"}
NEGATIVE = {"R1": "to the left", "R2": "to the right", "R3": "upwards"}


def _signed_currents(E1, E2, s1, s2, R1, R2, R3):
    """Currents by the junction potential V of the top junction (bottom wire at 0 V):
    R1 towards the junction, R2 towards the junction, R3 downwards."""
    V = (s1 * E1 / R1 + s2 * E2 / R2) / (1 / R1 + 1 / R2 + 1 / R3)
    return {"R1": (s1 * E1 - V) / R1, "R2": (s2 * E2 - V) / R2, "R3": V / R3}


@seed_program(
    id="two_cell_network_current", topic="scientific_figure", level="high_school", difficulty="hard",
    question_type="numeric",
    concepts=["physics/circuits/kirchhoff_current_split", "physics/circuits/series_resistance"],
    source="DynaMath-style (scientific figure, circuit diagram)",
    variations=["numeric_values", "colors_labels"],
)
class TwoCellNetworkCurrent(SeedProgram):
    levels = Levels(
        standard=dict(emf=OneOf((2, 3, 4, 6, 8, 9, 10, 12)), resistance=OneOf((1, 2, 3, 4, 5, 6, 8, 10)),
                      flip=OneOf((False,)), target=OneOf(("R3",))),
        hard=dict(emf=OneOf((1.5, 4.5, 6, 9, 12, 15, 24)), resistance=OneOf((2, 3, 5, 7, 11, 15, 22, 33)),
                  flip=OneOf((False, True)), target=OneOf(("R1", "R2", "R3"))),
        hard_means="resistances such as 7, 11, 22 Ω, the right cell often reversed (the cells oppose each other) "
                   "and the current asked in a cell branch, so the junction potential must be found first "
                   "and then subtracted from an e.m.f.; answers to 3 significant figures",
    )

    def sample(self, rng, space):
        hard = space.level == "hard"
        for _ in attempts("distinct cells and resistors, a current of 0.05-20 A with at most two decimals (standard)"):
            E1, E2 = float(space.emf.draw(rng)), float(space.emf.draw(rng))
            R1, R2, R3 = (int(space.resistance.draw(rng)) for _ in range(3))
            s2 = -1 if space.flip.draw(rng) else 1
            target = str(space.target.draw(rng))
            if E1 == E2 or len({R1, R2, R3}) < 2:
                continue
            cur = _signed_currents(E1, E2, 1, s2, R1, R2, R3)[target]
            if not 0.05 <= abs(cur) <= 20:
                continue
            if hard or abs(cur * 100 - round(cur * 100)) < 1e-9:
                break
        return {"E1": E1, "E2": E2, "s1": 1, "s2": s2, "R1": R1, "R2": R2, "R3": R3, "target": target,
                "hard": hard, "color": str(rng.choice(["blue", "brown", "purple", "green"]))}

    # ---- text -----------------------------------------------------------------------------------
    def _polarity(self, g, k):
        return "+ terminal at the top" if g[f"s{k}"] > 0 else "+ terminal at the bottom"

    def question(self, g):
        rnd = " (to 3 significant figures)" if g["hard"] else ""
        return (f"In the circuit shown, two cells of negligible internal resistance (e.m.f.s labelled) drive "
                f"currents through three resistors; R₁ and R₂ lie on the top wire on either side of the top "
                f"junction and R₃ joins the two junctions. What is the size of the current through "
                f"{g['target'].translate(SUB)}, in amperes{rnd}?")

    def description(self, g):
        return (f"Two junctions, top and bottom, are joined by three branches. Left branch: cell E₁ = "
                f"{draw.fmt(g['E1'])} V ({self._polarity(g, 1)}) in series with R₁ = {g['R1']} Ω. Middle "
                f"branch: R₃ = {g['R3']} Ω. Right branch: cell E₂ = {draw.fmt(g['E2'])} V "
                f"({self._polarity(g, 2)}) in series with R₂ = {g['R2']} Ω. The cells have no internal "
                f"resistance.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        cur = _signed_currents(p["E1"], p["E2"], p["s1"], p["s2"], p["R1"], p["R2"], p["R3"])
        return Number(abs(cur[p["target"]]))

    def verify(self, g):
        # mesh analysis in exact fractions: i (left loop) and j (right loop), both clockwise
        E1, E2 = Fraction(g["E1"]), Fraction(g["E2"])
        R1, R2, R3 = Fraction(g["R1"]), Fraction(g["R2"]), Fraction(g["R3"])
        # left loop:  s1·E1 = i·R1 + (i − j)·R3 ;  right loop: −s2·E2 = j·R2 + (j − i)·R3
        a11, a12, b1 = R1 + R3, -R3, g["s1"] * E1
        a21, a22, b2 = -R3, R2 + R3, -g["s2"] * E2
        det = a11 * a22 - a12 * a21
        i = (b1 * a22 - a12 * b2) / det
        j = (a11 * b2 - a21 * b1) / det
        branch = {"R1": i, "R2": j, "R3": i - j}[g["target"]]
        return Number(abs(float(branch)))

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        for k, x, side in ((1, 0.0, -1), (2, 9.0, 1)):
            top, bot = (x, 3.3), (x, 0.7)
            if g[f"s{k}"] > 0:
                pd.battery(ax, top, bot, None, long_plate=0.6, short_plate=0.3)
            else:
                pd.battery(ax, bot, top, None, long_plate=0.6, short_plate=0.3)
            charts.wire(ax, (x, 0), bot)
            charts.wire(ax, top, (x, 4))
            name = f"E{k}"
            val = "?" if name in hide else f"{draw.fmt(g[name])} V"
            ax.text(x + side * 0.6, 2.0, f"{name.translate(SUB)} = {val}", ha="right" if side < 0 else "left",
                    va="center", fontsize=15)
            plus_y = 2.0 + 0.42 * g[f"s{k}"]
            ax.text(x - side * 0.5, plus_y, "+", ha="center", va="center", fontsize=15, fontweight="bold")
        charts.wire(ax, (0, 4), (0.5, 4))
        charts.resistor(ax, (0.5, 4), (3.5, 4), f"R₁ = {g['R1']} Ω", color=c, amp=0.15, fontsize=15)
        charts.wire(ax, (3.5, 4), (4.5, 4))
        charts.resistor(ax, (4.5, 4), (8.5, 4), f"R₂ = {g['R2']} Ω", color=c, amp=0.15, fontsize=15)
        charts.wire(ax, (8.5, 4), (9, 4))
        charts.wire(ax, (4, 4), (4, 3.5))
        charts.resistor(ax, (4, 3.5), (4, 0.5), None, color=c, amp=0.15)
        charts.wire(ax, (4, 0.5), (4, 0))
        ax.text(4.4, 2.0, f"R₃ = {g['R3']} Ω", ha="left", va="center", fontsize=15, color=c)
        charts.wire(ax, (0, 0), (9, 0))
        for j in ((4, 4), (4, 0)):
            charts.junction(ax, j)
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-4.5, 13.3)
        ax.set_ylim(-2.5, 6.5)
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        E1, R1 = g["E1"], g["R1"]
        return [
            SubQuestion(f"In a circuit, the top junction is at a potential V above the bottom wire and the left "
                        f"branch holds a {draw.fmt(E1)} V cell (+ terminal towards the junction) in series with "
                        f"{R1} Ω. If V = {draw.fmt(E1 / 2)} V, what current flows in the left branch, in amperes?",
                        Number(E1 / 2 / R1), "physics/circuits/series_resistance"),
            SubQuestion("Currents of 1.5 A and 0.75 A flow into a junction along two wires; a third wire is the "
                        "only other one at the junction. What current flows out along it, in amperes?",
                        Number(2.25), "physics/circuits/kirchhoff_current_split"),
        ]

    def backward(self, g):
        t = g["target"]
        signed = _signed_currents(g["E1"], g["E2"], g["s1"], g["s2"], g["R1"], g["R2"], g["R3"])[t]
        words = POSITIVE[t] if signed > 0 else NEGATIVE[t]
        # the current is affine in E1: invert it from two evaluations
        f0 = _signed_currents(0.0, g["E2"], g["s1"], g["s2"], g["R1"], g["R2"], g["R3"])[t]
        f1 = _signed_currents(1.0, g["E2"], g["s1"], g["s2"], g["R1"], g["R2"], g["R3"])[t]
        E1 = (signed - f0) / (f1 - f0)
        return Backward(
            f"In a circuit, two junctions are joined by three branches: the left one holds a cell of unknown "
            f"e.m.f. E₁ ({self._polarity(g, 1)}) in series with R₁ = {g['R1']} Ω, the middle one "
            f"R₃ = {g['R3']} Ω, and the right one a {draw.fmt(g['E2'])} V cell ({self._polarity(g, 2)}) in "
            f"series with R₂ = {g['R2']} Ω (R₁ and R₂ on the top wire). The cells have no internal "
            f"resistance. A current of {draw.fmt(abs(signed), 8)} A flows through {t.translate(SUB)}, "
            f"{words}. What is E₁, in volts?", Number(round(E1, 9)), "E1")
