"""Scientific figure: equivalent resistance of a series-parallel resistor network."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

VALUES = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60)
HARD_VALUES = (7, 9, 11, 13, 18, 22, 27, 33, 39, 47, 56, 68, 82)
SUB = str.maketrans("1234", "₁₂₃₄")
# nets: resistor name -> (node, node); node 0 is terminal A, node "B" the other terminal
NETS = {
    "series_parallel": {"r1": (0, 1), "r2": (1, 9), "r3": (1, 9)},
    "parallel_of_series": {"r1": (0, 1), "r2": (1, 9), "r3": (0, 9)},
    "two_blocks": {"r1": (0, 1), "r2": (0, 1), "r3": (1, 9), "r4": (1, 9)},
}


def par(x, y):
    return x * y / (x + y)


@seed_program(
    id="circuit_equivalent_resistance", topic="scientific_figure", level="high_school",
    difficulty="medium", question_type="numeric",
    concepts=["physics/circuits/series_resistance", "physics/circuits/parallel_resistance"],
    source="DynaMath-style (scientific figure, circuit diagram)",
    variations=["numeric_values", "graph_structure", "colors_labels"],
)
class CircuitEquivalentResistance(SeedProgram):
    levels = Levels(
        standard=dict(topology=OneOf(tuple(sorted(NETS))), resistance=OneOf(VALUES)),
        hard=dict(topology=OneOf(tuple(sorted(NETS)), p=(0.25, 0.25, 0.5)), resistance=OneOf(HARD_VALUES)),
        hard_means="resistances from the E12 series (7, 22, 47, 82 Ω, ...) whose parallel combinations are not "
                   "whole numbers, and more four-resistor networks",
    )

    def sample(self, rng, space):
        topology = str(space.topology.draw(rng))
        p = {"topology": topology, "terminals": [str(t) for t in rng.choice(
            [["A", "B"], ["P", "Q"], ["X", "Y"], ["M", "N"]])],
             "color": str(rng.choice(["black", "blue", "brown", "purple"]))}
        for name in NETS[topology]:
            p[name] = int(space.resistance.draw(rng))
        return p

    def _res(self, ax, a, b, p, name, hide, color, side=1):
        charts.resistor(ax, a, b, self._label(p, name, hide), color=color, label_side=side, amp=0.13,
                        fontsize=15)

    def _label(self, p, name, hide):
        return f"{name.upper().translate(SUB)} = " + ("?" if name in hide else f"{p[name]} Ω")

    def question(self, g):
        a, b = g["terminals"]
        names = ", ".join(n.upper() for n in NETS[g["topology"]])
        return (f"The circuit shows resistors {names} with their resistances. What is the "
                f"equivalent resistance between "
                f"terminals {a} and {b}, in ohms?")

    def answer(self, p):
        t = p["topology"]
        if t == "series_parallel":
            return Number(p["r1"] + par(p["r2"], p["r3"]))
        if t == "parallel_of_series":
            return Number(par(p["r1"] + p["r2"], p["r3"]))
        return Number(par(p["r1"], p["r2"]) + par(p["r3"], p["r4"]))

    def verify(self, g):
        # nodal analysis: hold A at 1 V and B at 0 V, solve Kirchhoff's current law, R = 1 V / I
        net = NETS[g["topology"]]
        nodes = sorted({n for pair in net.values() for n in pair})
        idx = {n: i for i, n in enumerate(nodes)}
        G = np.zeros((len(nodes), len(nodes)))
        for name, (u, v) in net.items():
            cond = 1.0 / g[name]
            i, j = idx[u], idx[v]
            G[i, i] += cond
            G[j, j] += cond
            G[i, j] -= cond
            G[j, i] -= cond
        fixed = {idx[0]: 1.0, idx[9]: 0.0}
        free = [i for i in range(len(nodes)) if i not in fixed]
        V = np.zeros(len(nodes))
        for i, val in fixed.items():
            V[i] = val
        if free:
            rhs = -G[np.ix_(free, list(fixed))] @ np.array(list(fixed.values()))
            V[free] = np.linalg.solve(G[np.ix_(free, free)], rhs)
        current = float(G[idx[0]] @ V)
        return Number(1.0 / current)

    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        a_name, b_name = g["terminals"]
        t = g["topology"]
        if t == "series_parallel":
            charts.wire(ax, (0, 0), (0.6, 0))
            self._res(ax, (0.6, 0), (2.8, 0), g, "r1", hide, c)
            charts.wire(ax, (2.8, 0), (3.3, 0), (3.3, 1), (3.6, 1))
            charts.wire(ax, (3.3, 0), (3.3, -1), (3.6, -1))
            self._res(ax, (3.6, 1), (5.8, 1), g, "r2", hide, c)
            self._res(ax, (3.6, -1), (5.8, -1), g, "r3", hide, c, -1)
            charts.wire(ax, (5.8, 1), (6.1, 1), (6.1, -1), (5.8, -1))
            charts.wire(ax, (6.1, 0), (7.0, 0))
            for j in ((3.3, 0), (6.1, 0)):
                charts.junction(ax, j)
            ends = (0, 7.0)
        elif t == "parallel_of_series":
            charts.wire(ax, (0, 0), (0.8, 0), (0.8, 1), (1.0, 1))
            charts.wire(ax, (0.8, 0), (0.8, -1), (2.2, -1))
            self._res(ax, (1.0, 1), (3.4, 1), g, "r1", hide, c)
            self._res(ax, (3.6, 1), (6.0, 1), g, "r2", hide, c)
            charts.wire(ax, (3.4, 1), (3.6, 1))
            self._res(ax, (2.2, -1), (4.8, -1), g, "r3", hide, c, -1)
            charts.wire(ax, (4.8, -1), (6.2, -1), (6.2, 1), (6.0, 1))
            charts.wire(ax, (6.2, 0), (7.0, 0))
            for j in ((0.8, 0), (6.2, 0)):
                charts.junction(ax, j)
            ends = (0, 7.0)
        else:
            charts.wire(ax, (0, 0), (0.4, 0), (0.4, 1), (0.6, 1))
            charts.wire(ax, (0.4, 0), (0.4, -1), (0.6, -1))
            self._res(ax, (0.6, 1), (3.0, 1), g, "r1", hide, c)
            self._res(ax, (0.6, -1), (3.0, -1), g, "r2", hide, c, -1)
            charts.wire(ax, (3.0, 1), (3.2, 1), (3.2, -1), (3.0, -1))
            charts.wire(ax, (3.2, 0), (4.0, 0), (4.0, 1), (4.2, 1))
            charts.wire(ax, (4.0, 0), (4.0, -1), (4.2, -1))
            self._res(ax, (4.2, 1), (6.6, 1), g, "r3", hide, c)
            self._res(ax, (4.2, -1), (6.6, -1), g, "r4", hide, c, -1)
            charts.wire(ax, (6.6, 1), (6.8, 1), (6.8, -1), (6.6, -1))
            charts.wire(ax, (6.8, 0), (7.4, 0))
            for j in ((0.4, 0), (3.2, 0), (4.0, 0), (6.8, 0)):
                charts.junction(ax, j)
            ends = (0, 7.4)
        charts.terminal(ax, (ends[0], 0), a_name, "left")
        charts.terminal(ax, (ends[1], 0), b_name, "right")
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_xlim(-0.7, ends[1] + 0.7)
        ax.set_ylim(-2.3, 2.3)
        ax.axis("off")

    def subquestions(self, g):
        t = g["topology"]
        if t == "series_parallel":
            pr = par(g["r2"], g["r3"])
            return [
                SubQuestion(f"Resistors of {g['r2']} Ω and {g['r3']} Ω are connected in parallel. "
                            f"What is their combined resistance, in ohms?", Number(pr),
                            "physics/circuits/parallel_resistance"),
                SubQuestion(f"A {g['r1']} Ω resistor is in series with a combination of "
                            f"{draw.fmt(pr, 4)} Ω. What is the total resistance, in ohms?",
                            Number(g["r1"] + round(pr, 4)), "physics/circuits/series_resistance"),
            ]
        if t == "parallel_of_series":
            s = g["r1"] + g["r2"]
            return [
                SubQuestion(f"Resistors of {g['r1']} Ω and {g['r2']} Ω are connected in series. "
                            f"What is their combined resistance, in ohms?", Number(s),
                            "physics/circuits/series_resistance"),
                SubQuestion(f"Resistances of {s} Ω and {g['r3']} Ω are connected in parallel. "
                            f"What is their combined resistance, in ohms?", Number(par(s, g["r3"])),
                            "physics/circuits/parallel_resistance"),
            ]
        a, b = par(g["r1"], g["r2"]), par(g["r3"], g["r4"])
        return [
            SubQuestion(f"Resistors of {g['r1']} Ω and {g['r2']} Ω are connected in parallel. "
                        f"What is their combined resistance, in ohms?", Number(a),
                        "physics/circuits/parallel_resistance"),
            SubQuestion(f"Resistances of {draw.fmt(a, 4)} Ω and {draw.fmt(b, 4)} Ω are connected in "
                        f"series. What is the total resistance, in ohms?", Number(round(a, 4) + round(b, 4)),
                        "physics/circuits/series_resistance"),
        ]

    def backward(self, g):
        a, b = g["terminals"]
        req = self.answer(g).value
        t = g["topology"]
        if t == "series_parallel":
            r1 = req - par(g["r2"], g["r3"])
        elif t == "parallel_of_series":
            r1 = req * g["r3"] / (g["r3"] - req) - g["r2"]
        else:
            x = req - par(g["r3"], g["r4"])
            r1 = 1.0 / (1.0 / x - 1.0 / g["r2"])
        return Backward(
            f"In the circuit shown, the resistance R1 is unknown and the equivalent resistance between "
            f"terminals {a} and {b} is {draw.fmt(req, 6)} Ω. What is the resistance R1, in ohms?",
            Number(round(r1, 6)), "r1")

    def description(self, g):
        a, b = g["terminals"]
        vals = {n: f"{n.upper()} = {g[n]} Ω" for n in NETS[g["topology"]]}
        t = g["topology"]
        if t == "series_parallel":
            shape = (f"{vals['r1']} is in series with a parallel pair of {vals['r2']} and {vals['r3']}")
        elif t == "parallel_of_series":
            shape = (f"one branch has {vals['r1']} and {vals['r2']} in series; it is in parallel with "
                     f"a second branch holding {vals['r3']}")
        else:
            shape = (f"a parallel pair of {vals['r1']} and {vals['r2']} is in series with a parallel "
                     f"pair of {vals['r3']} and {vals['r4']}")
        return f"A resistor network between terminals {a} and {b}: {shape}."
