"""Arithmetic: scaling a recipe table to a different number of servings (ratio and proportion)."""
from fractions import Fraction

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts, draw

RECIPES = {
    "Pancakes": [("Flour", "g", 20, 60), ("Milk", "mL", 30, 90), ("Eggs", "", 1, 1), ("Sugar", "g", 5, 15)],
    "Fruit punch": [("Orange juice", "mL", 50, 150), ("Apple juice", "mL", 40, 120), ("Lemonade", "mL", 25, 100)],
    "Cookies": [("Butter", "g", 15, 40), ("Flour", "g", 25, 70), ("Chocolate chips", "g", 10, 30),
                ("Sugar", "g", 10, 25)],
    "Tomato soup": [("Tomatoes", "g", 100, 200), ("Water", "mL", 80, 150), ("Onion", "g", 20, 50)],
}
CONCEPT = "arithmetic/ratio/proportional_scaling"


def _fmt(v):
    """An amount as printed in the options (formatting only)."""
    return draw.fmt(float(v), 2)


@seed_program(
    id="recipe_ratio_scaling", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="DynaMath / WE-MATH-style (arithmetic, ratio in a real-life table)",
    variations=["numeric_values", "real_life_contexts"],
)
class RecipeRatioScaling(SeedProgram):
    levels = Levels(
        standard=dict(recipe=OneOf(tuple(sorted(RECIPES))), base=OneOf((2, 4, 6, 8)), target=IntRange(2, 15)),
        hard=dict(recipe=OneOf(tuple(sorted(RECIPES))), base=OneOf((3, 6, 8, 12)), target=IntRange(5, 30)),
        hard_means="recipes for 3, 6, 8 or 12 people scaled to up to 30, so the factor is a fraction such as "
                   "5/3 or 7/4 rather than a doubling or halving",
    )

    def sample(self, rng, space):
        recipe = space.recipe.draw(rng)
        base = int(space.base.draw(rng))
        for _ in attempts("a new number of people, not a multiple of the old, giving a whole amount"):
            target = space.target.draw(rng)
            amounts = []
            for _name, _unit, lo, hi in RECIPES[recipe]:
                per = int(rng.integers(lo, hi + 1))
                amounts.append(per * base if per * base < 50 else 5 * round(per * base / 5))
            asked = int(rng.integers(0, len(amounts)))
            if target != base and target % base and amounts[asked] * target % base == 0:
                break
        return {"recipe": recipe, "base": base, "target": target, "amounts": amounts,
                "asked": asked}

    def _name(self, p):
        return RECIPES[p["recipe"]][p["asked"]]

    def _unit_word(self, p):
        u = self._name(p)[1]
        return {"g": "grams", "mL": "millilitres", "": "eggs"}[u]

    def question(self, g):
        name = self._name(g)[0].lower()
        return (f"The table gives a recipe for {g['recipe'].lower()} that serves {g['base']} people. How much "
                f"{name} is needed to serve {g['target']} people, in {self._unit_word(g)}?")

    def answer(self, p):
        a, b, t = p["amounts"][p["asked"]], p["base"], p["target"]
        right = Fraction(a * t, b)
        wrong = [Fraction(a + t - b), Fraction(a * b, t), Fraction(a * t), right + Fraction(a, b),
                 right - Fraction(a, b), Fraction(a)]
        out = []
        for w in wrong:
            if w > 0 and w != right and _fmt(w) not in [_fmt(o) for o in out]:
                out.append(w)
        return Choice(_fmt(right), [_fmt(w) for w in out[:3]])

    def verify(self, g):
        # unit rate first: the amount for one person, then times the new number of people
        per_person = g["amounts"][g["asked"]] / g["base"]
        return Choice(_fmt(per_person * g["target"]), [])

    def draw(self, g, ax, hide=()):
        rows = []
        for (name, unit, _lo, _hi), amount in zip(RECIPES[g["recipe"]], g["amounts"]):
            rows.append([name, f"{amount} {unit}".strip() if unit else str(amount)])
        serves = "?" if "base" in hide else g["base"]
        charts.table(ax, ["Ingredient", "Amount"], rows, title=f"{g['recipe']} (serves {serves})",
                     col_widths=[2.0, 1.2], highlight_rows=[g["asked"]])

    def backward(self, g):
        a, t = g["amounts"][g["asked"]], g["target"]
        needed = Fraction(a * t, g["base"])     # the forward answer (a whole number by sampling), stated
        name, unit = self._name(g)[0].lower(), self._name(g)[1]
        amount = f"{_fmt(needed)} {name}" if not unit else f"{_fmt(needed)} {self._unit_word(g)} of {name}"
        return Backward(
            f"The table gives a recipe for {g['recipe'].lower()}, but the number of people it serves is hidden "
            f"(?). To serve {t} people, {amount} are needed. How many "
            f"people does the recipe in the table serve?",
            Number(float(Fraction(a * t) / needed)), "base")

    def subquestions(self, g):
        a, b = g["amounts"][g["asked"]], g["base"]
        return [SubQuestion(f"A recipe for {b} people uses {a} {self._unit_word(g)} of "
                            f"{self._name(g)[0].lower()}. How much is that per person?", Number(a / b), CONCEPT)]

    def description(self, g):
        items = "; ".join(f"{n}: {a} {u}".strip() for (n, u, _l, _h), a in zip(RECIPES[g["recipe"]], g["amounts"]))
        return f"A recipe for {g['recipe'].lower()} serves {g['base']} people and uses: {items}."
