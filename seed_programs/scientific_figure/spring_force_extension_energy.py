"""Scientific figure: spring constant and stored elastic energy from a force-extension graph (Hooke's law)."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

K_STANDARD = (20, 25, 40, 50, 60, 80, 100, 120, 150, 200, 250, 300, 400, 500)
K_HARD = (35, 45, 70, 90, 140, 180, 240, 280, 350, 450, 600, 750)


def _cm(x):
    return f"{draw.fmt(x)} cm"


@seed_program(
    id="spring_force_extension_energy", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/elasticity/hookes_law", "physics/elasticity/elastic_energy"],
    source="DynaMath-style (scientific figure, force-extension graph)",
    variations=["numeric_values", "colors_labels"],
)
class SpringForceExtensionEnergy(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("k", "energy", "energy")), k=OneOf(K_STANDARD), x1=OneOf((2, 4, 5, 6, 8, 10))),
        hard=dict(kind=OneOf(("energy", "between", "between")), k=OneOf(K_HARD), x1=OneOf((3, 5, 6, 7, 9, 12))),
        hard_means="less round spring constants (35, 45, 70, 140 N/m, ...) and mostly the work done stretching "
                   "from one extension to another (a trapezoid, difference of squares), with the cm-to-m "
                   "conversion squared",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        for _ in attempts("a marked force that is a whole or half newton"):
            k, x1 = int(space.k.draw(rng)), int(space.x1.draw(rng))
            F1 = k * x1 / 100
            if abs(F1 * 2 - round(F1 * 2)) < 1e-9 and F1 >= 1:
                break
        xmax = int(max(x1 + 2, 10 if x1 <= 8 else 14))
        a = b = 0
        if kind == "energy":
            b = int(rng.integers(3, xmax + 1))
        elif kind == "between":
            a, b = sorted(int(v) for v in rng.choice(np.arange(2, xmax + 1), size=2, replace=False))
        return ({"kind": kind, "x1": x1, "F1": round(F1, 1), "xmax": xmax, "xa": a, "xb": b,
                 "color": str(rng.choice(["blue", "red", "green", "purple"]))}, {"k": k})

    # ---- text -----------------------------------------------------------------------------------
    def _intro(self, g):
        return ("The graph shows the force needed to stretch a spring (within its elastic limit) against its "
                "extension; the marked point is labelled with its extension and force.")

    def _ask(self, g):
        if g["kind"] == "k":
            return "What is the spring constant of the spring, in N/m?"
        if g["kind"] == "energy":
            return (f"How much elastic potential energy is stored in the spring when it is stretched by "
                    f"{_cm(g['xb'])}, in joules?")
        return (f"How much work must be done to stretch the spring further from an extension of {_cm(g['xa'])} "
                f"to an extension of {_cm(g['xb'])}, in joules?")

    def question(self, g):
        return self._intro(g) + " " + self._ask(g)

    def description(self, g):
        return (f"A graph of force F (N, vertical axis) against extension x (cm, horizontal axis, 0 to "
                f"{g['xmax']} cm) shows a straight line from the origin through the marked point "
                f"({draw.fmt(g['x1'])} cm, {draw.fmt(g['F1'])} N).")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        k = p["k"]
        if p["kind"] == "k":
            return Number(k)
        xa, xb = p["xa"] / 100, p["xb"] / 100
        return Number(0.5 * k * (xb ** 2 - xa ** 2))

    def verify(self, g):
        # slope by a least-squares line through the origin and the marked point (SI units), then the
        # area under F(x) by the trapezoid rule on a fine grid
        xs = np.array([0.0, g["x1"] / 100])
        Fs = np.array([0.0, g["F1"]])
        slope = float(np.linalg.lstsq(xs[:, None], Fs, rcond=None)[0][0])
        if g["kind"] == "k":
            return Number(slope)
        lo = g["xa"] / 100 if g["kind"] == "between" else 0.0
        grid = np.linspace(lo, g["xb"] / 100, 20001)
        F = slope * grid
        return Number(float(np.sum((F[1:] + F[:-1]) / 2 * np.diff(grid))))

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        c = draw.PALETTE[g["color"]]
        xmax = g["xmax"]
        Fmax = g["F1"] * xmax / g["x1"]
        step = charts.nice_step(Fmax * 1.1, 6)
        top = step * np.ceil(Fmax * 1.12 / step)
        ax.plot([0, xmax], [0, Fmax], color=c, linewidth=3, zorder=3)
        x1, F1 = g["x1"], g["F1"]
        ax.plot([x1, x1], [0, F1], ":", color=draw.INK, linewidth=1.4, zorder=2)
        ax.plot([0, x1], [F1, F1], ":", color=draw.INK, linewidth=1.4, zorder=2)
        ax.plot([x1], [F1], "o", color=draw.INK, markersize=8, zorder=5)
        ftxt = "?" if "F1" in hide else f"{draw.fmt(F1)} N"
        ax.annotate(f"({draw.fmt(x1)} cm, {ftxt})", (x1, F1), xytext=(-12, 12), textcoords="offset points",
                    ha="right", va="bottom", fontsize=13, color=draw.INK, zorder=6,
                    bbox=dict(boxstyle="round,pad=0.2", fc="white", ec="none"))
        xstep = 1 if xmax <= 10 else 2
        ax.set_xticks(np.arange(0, xmax + 1, xstep))
        ax.set_yticks(np.arange(0, top + step / 2, step))
        ax.set_yticklabels([draw.fmt(v) for v in np.arange(0, top + step / 2, step)])
        ax.set_xlim(0, xmax + 0.4)
        ax.set_ylim(0, top)
        charts.chart_axes(ax, xlabel="Extension x (cm)", ylabel="Force F (N)", grid_axis="both")
        ax.tick_params(labelsize=12)
        ax.figure.subplots_adjust(left=0.14, right=0.96, top=0.95, bottom=0.12)

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        k = g["F1"] / (g["x1"] / 100)
        subs = [
            SubQuestion(f"A spring stretches {_cm(g['x1'])} under a force of {draw.fmt(g['F1'])} N. What is its "
                        f"spring constant, in N/m?", Number(k), "physics/elasticity/hookes_law"),
        ]
        if g["kind"] != "k":
            subs.append(SubQuestion(f"A spring of constant {draw.fmt(k)} N/m is stretched by {_cm(g['xb'])}. "
                                    f"What force does it exert, in newtons?", Number(k * g["xb"] / 100),
                                    "physics/elasticity/hookes_law"))
        return subs

    def backward(self, g):
        value = self.answer({**g, "k": g["F1"] / (g["x1"] / 100)}).value
        if g["kind"] == "k":
            ask = f"The spring constant is {draw.fmt(value, 4)} N/m."
            F1 = value * g["x1"] / 100
        else:
            what = (f"stretched by {_cm(g['xb'])}" if g["kind"] == "energy"
                    else f"stretched from {_cm(g['xa'])} to {_cm(g['xb'])}")
            ask = f"The energy stored when it is {what} is {draw.fmt(value, 6)} J."
            k = 2 * value / ((g["xb"] / 100) ** 2 - (g["xa"] / 100) ** 2)
            F1 = k * g["x1"] / 100
        return Backward(
            f"The force-extension graph of a spring (within its elastic limit) is a straight line through the "
            f"origin; the force at the marked extension of {_cm(g['x1'])} is not labelled. {ask} What is the "
            f"force at the marked point, in newtons?", Number(round(F1, 9)), "F1")
