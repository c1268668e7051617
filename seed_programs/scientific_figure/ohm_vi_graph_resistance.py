"""Scientific figure: resistances from the V-I graphs of two resistors (one alone, in series, in parallel)."""
import numpy as np

from dynaforge.sdk import Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

I_TICKS = [round(0.2 * k, 1) for k in range(7)]      # 0 .. 1.2 A
V_MAX = 24


@seed_program(
    id="ohm_vi_graph_resistance", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/circuits/ohms_law_graph", "physics/circuits/series_resistance",
              "physics/circuits/parallel_resistance"],
    source="DynaMath-style (scientific figure, Ohm's law graph)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class OhmVIGraphResistance(SeedProgram):
    levels = Levels(
        standard=dict(volt_step=2, min_gap=4, kind=OneOf(("single", "series", "parallel"))),
        hard=dict(volt_step=1, min_gap=2, kind=OneOf(("single", "series", "parallel"), p=(0.2, 0.3, 0.5))),
        hard_means="marked points at odd voltages between the labelled ticks, lines with closer slopes, and "
                   "mostly combined (series or parallel) resistances",
    )

    def sample(self, rng, space):
        pts = [(i, v) for i in I_TICKS[2:] for v in range(2, V_MAX + 1, space.volt_step)
               if (v / i) == round(v / i) and v / i <= 60]
        for _ in attempts("two resistances at least min_gap ohms apart"):
            a, b = (pts[int(k)] for k in rng.choice(len(pts), size=2, replace=False))
            ra, rb = round(a[1] / a[0]), round(b[1] / b[0])
            if ra == rb or abs(ra - rb) < space.min_gap:
                continue
            kind = str(space.kind.draw(rng))
            which = int(rng.integers(0, 2))
            return {"pa": list(a), "pb": list(b), "kind": kind, "which": which,
                    "names": [["R1", "R2"], ["X", "Y"], ["P", "Q"], ["R₁", "R₂"]][int(rng.integers(0, 4))],
                    "colors": [str(c) for c in rng.choice(["blue", "red", "green", "purple"], 2, replace=False)]}

    def _r(self, p):
        return [p["pa"][1] / p["pa"][0], p["pb"][1] / p["pb"][0]]

    def question(self, g):
        n1, n2 = g["names"]
        head = f"The graph shows how the voltage across two resistors {n1} and {n2} changes with the current through them. "
        if g["kind"] == "single":
            return head + f"What is the resistance of {g['names'][g['which']]}, in ohms?"
        return head + (f"{n1} and {n2} are connected in {g['kind']}. What is their combined resistance, in ohms?")

    def answer(self, p):
        ra, rb = self._r(p)
        if p["kind"] == "single":
            return Number([ra, rb][p["which"]])
        return Number(ra + rb if p["kind"] == "series" else ra * rb / (ra + rb))

    def verify(self, g):
        # read the two lines as sampled data: fit slopes, then combine currents/voltages at one operating point
        I = np.linspace(0, 1.2, 61)
        VA = I * g["pa"][1] / g["pa"][0]
        VB = I * g["pb"][1] / g["pb"][0]
        sa, sb = np.polyfit(I, VA, 1)[0], np.polyfit(I, VB, 1)[0]
        if g["kind"] == "single":
            return Number(float([sa, sb][g["which"]]))
        if g["kind"] == "series":          # same current: voltages add
            return Number(float((np.interp(0.5, I, VA) + np.interp(0.5, I, VB)) / 0.5))
        V = 0.5 * min(VA[-1], VB[-1])      # same voltage: currents add
        ia, ib = np.interp(V, VA, I), np.interp(V, VB, I)
        return Number(float(V / (ia + ib)))

    def draw(self, g, ax, hide=()):
        for (i, v), name, c, st in zip((g["pa"], g["pb"]), g["names"], g["colors"], ("-", "--")):
            slope = v / i
            i_end = min(1.2, V_MAX / slope)
            ax.plot([0, i_end], [0, slope * i_end], st, color=draw.PALETTE[c], linewidth=3, zorder=3)
            ax.plot([i], [v], "o", color=draw.PALETTE[c], markersize=8, zorder=4)
            tx, ty = (i_end, slope * i_end)
            ax.annotate(name, (tx, ty), xytext=(-14 if ty > V_MAX - 2 else 6, 4 if ty > V_MAX - 2 else 0),
                        textcoords="offset points", ha="right" if ty > V_MAX - 2 else "left", va="bottom",
                        fontsize=14, fontweight="bold", color=draw.PALETTE[c])
        ax.set_xticks(I_TICKS)
        ax.set_yticks(range(0, V_MAX + 1, 2))
        ax.set_xlim(0, 1.32)
        ax.set_ylim(0, V_MAX + 1)
        charts.chart_axes(ax, xlabel="Current I (A)", ylabel="Voltage V (V)", grid_axis="both")
        ax.figure.subplots_adjust(left=0.13, right=0.95, top=0.95, bottom=0.12)

    def subquestions(self, g):
        n1, n2 = g["names"]
        ra, rb = self._r(g)
        return [
            SubQuestion(f"From the graph, what is the resistance of {n1}, in ohms?", Number(ra),
                        "physics/circuits/ohms_law_graph"),
            SubQuestion(f"From the graph, what is the resistance of {n2}, in ohms?", Number(rb),
                        "physics/circuits/ohms_law_graph"),
        ]

    def description(self, g):
        n1, n2 = g["names"]
        return (f"A voltage-current graph with two straight lines through the origin: {n1} passes through "
                f"I = {g['pa'][0]} A, V = {g['pa'][1]} V and {n2} passes through I = {g['pb'][0]} A, "
                f"V = {g['pb'][1]} V.")
