"""Arithmetic: a bar model (tape diagram) of equal units with one amount labelled; pick the amount
marked "?" (a fraction of a quantity, or a comparison of two quantities by their difference)."""
from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion
from dynaforge.sdk import attempts, seed_program
from dynaforge.sdk import draw, science_arith_puzzle as sap

PAIRS = (("Ana", "Ben"), ("Kai", "Lena"), ("Maya", "Omar"), ("Tom", "Zoe"))
THINGS = ("stickers", "marbles", "stamps", "cards", "shells")


@seed_program(
    id="bar_model_unknown_pick", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=["arithmetic/ratio/bar_model"],
    source="DynaMath-style (arithmetic, bar model)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class BarModelUnknownPick(SeedProgram):
    levels = Levels(
        standard=dict(model=OneOf(("part_whole",)), units=IntRange(3, 9), unit_value=IntRange(2, 15)),
        hard=dict(model=OneOf(("comparison",)), units=IntRange(2, 9), unit_value=IntRange(4, 30)),
        hard_means="a comparison model of two people's bars where only the difference is labelled, so one unit "
                   "must first be found from the difference of unit counts before the asked total or bar is built",
    )

    def sample(self, rng, space):
        model = str(space.model.draw(rng))
        for _ in attempts("three distinct wrong options, all positive and different from the answer"):
            u = int(space.unit_value.draw(rng))
            if model == "part_whole":
                n = int(space.units.draw(rng))
                k = int(rng.integers(1, n))
                ask = str(rng.choice(["whole", "rest"]))
                V = k * u
                g = {"n": n, "k": k, "value": V, "ask": ask}
                right = n * u if ask == "whole" else (n - k) * u
                cands = ([(n - k) * u, V * n, (n + k) * u, V + n] if ask == "whole"
                         else [n * u, V * (n - k), (n - k + 1) * u, V + (n - k)])
            else:
                a, b = sorted(int(x) for x in rng.choice(range(2, 10), size=2, replace=False))
                D = (b - a) * u
                ask = str(rng.choice(["total", "larger"]))
                g = {"a": a, "b": b, "diff": D, "ask": ask}
                right = (a + b) * u if ask == "total" else b * u
                cands = ([D * (a + b), b * u, (a + b + 1) * u, a * u + D] if ask == "total"
                         else [a * u, (a + b) * u, D * b, D + b])
            wrong = []
            for c in cands:
                if c > 0 and c != right and c not in wrong:
                    wrong.append(c)
            if len(wrong) >= 3:
                break
        names = [str(x) for x in PAIRS[int(rng.integers(0, len(PAIRS)))]]
        g.update({"model": model, "names": names, "thing": str(rng.choice(THINGS)),
                  "options": sorted(str(x) for x in [right] + wrong[:3])})
        return g, {"right": str(right), "wrong": [str(x) for x in wrong[:3]]}

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        if g["model"] == "part_whole":
            return (f"The bar model shows all of {g['names'][0]}'s {g['thing']} as equal units; the shaded units "
                    f"are the {g['thing']} given away, and their number is labelled. What number goes in place "
                    f"of the \"?\"?")
        return (f"The bar model compares the numbers of {g['thing']} {g['names'][0]} and {g['names'][1]} have; all "
                f"units are equal and the difference is labelled. What number goes in place of the \"?\"?")

    def description(self, g):
        if g["model"] == "part_whole":
            q = "the whole bar" if g["ask"] == "whole" else "the unshaded units"
            return (f"One bar of {g['n']} equal units, {g['k']} of them shaded; a bracket over the shaded units reads "
                    f"{g['value']}, and a bracket under {q} reads ?.")
        q = "both bars together" if g["ask"] == "total" else f"{g['names'][1]}'s bar"
        return (f"{g['names'][0]}'s bar has {g['a']} equal units and {g['names'][1]}'s bar has {g['b']} units of the "
                f"same size, both starting at the left; a bracket over the {g['b'] - g['a']} extra units of "
                f"{g['names'][1]}'s bar reads {g['diff']}, and a bracket marks {q} with ?.")

    # ---- answers --------------------------------------------------------------------------------
    def answer(self, p):
        return Choice(p["right"], p["wrong"])

    def verify(self, g):
        # brute force: try every unit size 1..1000; exactly one must reproduce the labelled amount
        fits = []
        for unit in range(1, 1001):
            labelled = g["k"] * unit if g["model"] == "part_whole" else (g["b"] - g["a"]) * unit
            if labelled == (g["value"] if g["model"] == "part_whole" else g["diff"]):
                if g["model"] == "part_whole":
                    fits.append(unit * g["n"] if g["ask"] == "whole" else unit * g["n"] - unit * g["k"])
                else:
                    fits.append(unit * g["a"] + unit * g["b"] if g["ask"] == "total" else unit * g["b"])
        if len(fits) != 1:
            return "none"
        hits = [o for o in g["options"] if int(o) == fits[0]]
        return hits[0] if len(hits) == 1 else "none"

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        if g["model"] == "part_whole":
            n, k = g["n"], g["k"]
            unit = 10.0 / n
            sap.tape(ax, 0, 0, n, unit, 1.3, shaded=k)
            sap.bracket(ax, 0, k * unit, 1.6, "?" if "value" in hide else str(g["value"]), up=True)
            lo = 0 if g["ask"] == "whole" else k * unit
            sap.bracket(ax, lo, 10, -0.3, "?", up=False, color="#dc2626")
            ax.text(0, 3.2, f"{g['names'][0]}'s {g['thing']}", ha="left", va="center", fontsize=15)
            ax.set_xlim(-0.6, 10.6)
            ax.set_ylim(-5.6, 5.6)
        else:
            a, b = g["a"], g["b"]
            unit = 10.0 / b
            ax.text(-0.3, 3.15, g["names"][0], ha="right", va="center", fontsize=15)
            ax.text(-0.3, 0.55, g["names"][1], ha="right", va="center", fontsize=15)
            sap.tape(ax, 0, 2.5, a, unit, 1.3, shaded=a, fill="#fde68a")
            sap.tape(ax, 0, -0.1, b, unit, 1.3, shaded=b, fill="#93c5fd")
            ax.plot([a * unit, a * unit], [2.5, 1.2], ":", color=draw.INK, linewidth=1.5)
            sap.bracket(ax, a * unit, b * unit, 1.5, "?" if "diff" in hide else str(g["diff"]), up=True)
            if g["ask"] == "total":
                ax.plot([10.4, 10.7, 10.7, 10.4], [3.8, 3.8, -0.1, -0.1], color="#dc2626", linewidth=2.0)
                ax.text(10.9, 1.85, "?", ha="left", va="center", fontsize=18, color="#dc2626", fontweight="bold")
            else:
                sap.bracket(ax, 0, 10, -0.4, "?", up=False, color="#dc2626")
            ax.set_xlim(-2.2, 11.8)
            ax.set_ylim(-5.8, 8.2)
        ax.set_position([0.02, 0.02, 0.96, 0.96])
        ax.set_aspect("equal")
        ax.axis("off")

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        if g["model"] == "part_whole":
            return [SubQuestion(f"{g['k']} equal units make {g['value']}. What is one unit?",
                                Number(g["value"] / g["k"]), "arithmetic/ratio/proportional_scaling")]
        return [SubQuestion(f"{g['b'] - g['a']} equal units make {g['diff']}. What is one unit?",
                            Number(g["diff"] / (g["b"] - g["a"])), "arithmetic/ratio/proportional_scaling")]

    def backward(self, g):
        if g["model"] == "part_whole":
            n, k = g["n"], g["k"]
            u = g["value"] / k
            known = n * u if g["ask"] == "whole" else (n - k) * u
            part = "the whole bar" if g["ask"] == "whole" else "the unshaded units"
            return Backward(
                f"A bar of {n} equal units has {k} units shaded. {part.capitalize()} stands for {draw.fmt(known)} "
                f"{g['thing']}. How many {g['thing']} do the shaded units stand for?",
                Number(known / (n if g["ask"] == "whole" else n - k) * k), "value")
        a, b = g["a"], g["b"]
        u = g["diff"] / (b - a)
        known = (a + b) * u if g["ask"] == "total" else b * u
        part = "Both bars together stand" if g["ask"] == "total" else f"{g['names'][1]}'s bar stands"
        return Backward(
            f"{g['names'][0]}'s bar has {a} equal units and {g['names'][1]}'s bar has {b} units of the same size. "
            f"{part} for {draw.fmt(known)} {g['thing']}. How many more {g['thing']} does {g['names'][1]} have than "
            f"{g['names'][0]}?", Number(known / (a + b if g["ask"] == "total" else b) * (b - a)), "diff")
