"""Arithmetic: reading the length of an object laid along a ruler that does not start at zero."""
from dynaforge.sdk import Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

OBJECTS = ["pencil", "crayon", "nail", "key", "ribbon", "leaf"]
UNITS = {"cm": {"length": 10, "sub": 10, "name": "centimetres", "step": 5},
         "mm": {"length": 6, "sub": 10, "name": "centimetres", "step": 1, "tag": "cm"},
         "in": {"length": 6, "sub": 8, "name": "inches", "step": 2}}
CONCEPT = "arithmetic/measurement/ruler_reading"


@seed_program(
    id="ruler_length_reading", topic="arithmetic", level="elementary", difficulty="easy",
    question_type="numeric", concepts=[CONCEPT],
    source="DynaMath / WE-MATH-style (arithmetic, measuring with a ruler)",
    variations=["numeric_values", "real_life_contexts", "colors_labels"],
)
class RulerLengthReading(SeedProgram):
    levels = Levels(
        standard=dict(unit=OneOf(("cm", "mm", "in")), object=OneOf(tuple(OBJECTS)), min_share=0.3,
                      ends_on_every_mark=False),
        hard=dict(unit=OneOf(("cm", "mm", "in")), object=OneOf(tuple(OBJECTS)), min_share=0.3,
                  ends_on_every_mark=True),
        hard_means="the ends may sit on any smallest mark (millimetres, eighths of an inch), not only on the "
                   "longer labelled-half marks, so the reading needs counting the small divisions",
    )

    def sample(self, rng, space):
        unit = space.unit.draw(rng)
        u = UNITS[unit]
        # the ends sit on the longer, readable marks (every mark at the hard level)
        grid = u["sub"] if space.ends_on_every_mark else u["sub"] // u["step"]
        total = u["length"] * grid
        for _ in attempts("a length of at least min_share of the ruler, not starting at 0"):
            a, b = sorted(int(v) for v in rng.choice(total + 1, size=2, replace=False))
            if b - a >= space.min_share * total and a > 0:
                break
        return {"unit": unit, "start": a, "end": b, "grid": grid, "object": str(space.object.draw(rng)),
                "color": str(rng.choice(["orange", "green", "blue", "purple", "red"]))}

    def _value(self, p, ticks):
        return ticks / p["grid"]

    def question(self, g):
        return (f"A {g['object']} is placed along the ruler (the dashed lines mark its two ends). How long is "
                f"the {g['object']}, in {UNITS[g['unit']]['name']}?")

    def answer(self, p):
        return Number(self._value(p, p["end"]) - self._value(p, p["start"]))

    def verify(self, g):
        # count the smallest ruler divisions between the two ends and convert
        u = UNITS[g["unit"]]
        per = u["sub"] // g["grid"]
        small = (g["end"] - g["start"]) * per
        return Number(small / u["sub"])

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import FancyBboxPatch, Rectangle

        u = UNITS[g["unit"]]
        L = u["length"]
        ax.add_patch(Rectangle((-0.3, 0), L + 0.6, 1.0, facecolor="#fef3c7", edgecolor=draw.INK, linewidth=1.8))
        for i in range(L * u["sub"] + 1):
            x = i / u["sub"]
            if i % u["sub"] == 0:
                h = 0.42
            elif u["sub"] == 10 and i % 5 == 0 or u["sub"] == 8 and i % 4 == 0:
                h = 0.3
            elif u["sub"] == 8 and i % 2 == 0:
                h = 0.22
            else:
                h = 0.15
            ax.plot([x, x], [1.0, 1.0 - h], color=draw.INK, linewidth=1.3 if h >= 0.3 else 1.0)
            if i % u["sub"] == 0:
                ax.text(x, 0.4, str(i // u["sub"]), ha="center", va="center", fontsize=13)
        ax.text(L + 0.22, 0.14, u.get("tag", g["unit"]), ha="right", va="center", fontsize=11, color=draw.INK)
        x0, x1 = self._value(g, g["start"]), self._value(g, g["end"])
        colour = draw.PALETTE[g["color"]]
        if g["object"] in ("pencil", "crayon"):
            ax.add_patch(Rectangle((x0, 1.3), (x1 - x0) * 0.85, 0.5, facecolor=colour, edgecolor=draw.INK, lw=1.5))
            ax.fill([x0 + (x1 - x0) * 0.85, x1, x0 + (x1 - x0) * 0.85], [1.3, 1.55, 1.8],
                    facecolor="#fde68a", edgecolor=draw.INK, lw=1.5)
        else:
            ax.add_patch(FancyBboxPatch((x0, 1.3), x1 - x0, 0.5, boxstyle="round,pad=0,rounding_size=0.2",
                                        facecolor=colour, edgecolor=draw.INK, lw=1.5, alpha=0.85))
        for x in (x0, x1):
            ax.plot([x, x], [1.0, 1.3], "--", color=draw.PALETTE["red"], linewidth=1.5)
        ax.set_xlim(-0.6, L + 0.6)
        ax.set_ylim(-1.2, 3.0)
        ax.axis("off")
        ax.set_position([0.01, 0.1, 0.98, 0.8])

    def subquestions(self, g):
        u = UNITS[g["unit"]]
        return [SubQuestion(f"A ruler in {u['name']} has each unit divided into {g['grid']} equal parts by its "
                            f"marks. What is the value of one part?", Number(1 / g["grid"]), CONCEPT)]

    def description(self, g):
        u = UNITS[g["unit"]]
        return (f"A {g['object']} lies along a ruler marked in {u['name']}; its left end is at "
                f"{draw.fmt(self._value(g, g['start']), 3)} and its right end at "
                f"{draw.fmt(self._value(g, g['end']), 3)}.")
