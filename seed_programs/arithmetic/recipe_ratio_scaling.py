"""Arithmetic: scaling a recipe table to a different number of servings (ratio and proportion)."""
from fractions import Fraction

from dynaforge.sdk import Backward, Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import charts, draw

RECIPES = {
    "Pancakes": [("Flour", "g", 20, 60), ("Milk", "mL", 30, 90), ("Eggs", "", 1, 1), ("Sugar", "g", 5, 15)],
    "Fruit punch": [("Orange juice", "mL", 50, 150), ("Apple juice", "mL", 40, 120), ("Lemonade", "mL", 25, 100)],
    "Cookies": [("Butter", "g", 15, 40), ("Flour", "g", 25, 70), ("Chocolate chips", "g", 10, 30),
                ("Sugar", "g", 10, 25)],
    "Tomato soup": [("Tomatoes", "g", 100, 200), ("Water", "mL", 80, 150), ("Onion", "g", 20, 50)],
}
CONCEPT = "arithmetic/ratio/proportional_scaling"


@seed_program(
    id="recipe_ratio_scaling", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="DynaMath / WE-MATH-style (arithmetic, ratio in a real-life table)",
    variations=["numeric_values", "real_life_contexts"],
)
class RecipeRatioScaling(SeedProgram):
    def sample(self, rng):
        recipe = str(rng.choice(sorted(RECIPES)))
        base = int(rng.choice([2, 4, 6, 8]))
        while True:
            target = int(rng.integers(2, 16))
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

    def question(self, p):
        name = self._name(p)[0].lower()
        return (f"The table gives a recipe for {p['recipe'].lower()} that serves {p['base']} people. How much "
                f"{name} is needed to serve {p['target']} people, in {self._unit_word(p)}?")

    def _fmt(self, v):
        return draw.fmt(float(v), 2)

    def answer(self, p):
        a, b, t = p["amounts"][p["asked"]], p["base"], p["target"]
        right = Fraction(a * t, b)
        wrong = [Fraction(a + t - b), Fraction(a * b, t), Fraction(a * t), right + Fraction(a, b),
                 right - Fraction(a, b), Fraction(a)]
        out = []
        for w in wrong:
            if w > 0 and w != right and self._fmt(w) not in [self._fmt(o) for o in out]:
                out.append(w)
        return Choice(self._fmt(right), [self._fmt(w) for w in out[:3]])

    def verify(self, p):
        # unit rate first: the amount for one person, then times the new number of people
        per_person = p["amounts"][p["asked"]] / p["base"]
        return Choice(self._fmt(per_person * p["target"]), [])

    def draw(self, p, ax, hide=()):
        rows = []
        for (name, unit, _lo, _hi), amount in zip(RECIPES[p["recipe"]], p["amounts"]):
            rows.append([name, f"{amount} {unit}".strip() if unit else str(amount)])
        serves = "?" if "base" in hide else p["base"]
        charts.table(ax, ["Ingredient", "Amount"], rows, title=f"{p['recipe']} (serves {serves})",
                     col_widths=[2.0, 1.2], highlight_rows=[p["asked"]])

    def backward(self, p):
        a, t = p["amounts"][p["asked"]], p["target"]
        needed = Fraction(a * t, p["base"])     # the forward answer (a whole number by sampling), stated
        name, unit = self._name(p)[0].lower(), self._name(p)[1]
        amount = f"{self._fmt(needed)} {name}" if not unit else f"{self._fmt(needed)} {self._unit_word(p)} of {name}"
        return Backward(
            f"The table gives a recipe for {p['recipe'].lower()}, but the number of people it serves is hidden "
            f"(?). To serve {t} people, {amount} are needed. How many "
            f"people does the recipe in the table serve?",
            Number(float(Fraction(a * t) / needed)), "base")

    def subquestions(self, p):
        a, b = p["amounts"][p["asked"]], p["base"]
        return [SubQuestion(f"A recipe for {b} people uses {a} {self._unit_word(p)} of "
                            f"{self._name(p)[0].lower()}. How much is that per person?", Number(a / b), CONCEPT)]

    def description(self, p):
        items = "; ".join(f"{n}: {a} {u}".strip() for (n, u, _l, _h), a in zip(RECIPES[p["recipe"]], p["amounts"]))
        return f"A recipe for {p['recipe'].lower()} serves {p['base']} people and uses: {items}."
