"""Arithmetic: the total of a shopping receipt drawn as a table, after a percentage discount."""
from fractions import Fraction

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import charts

SHOPS = {
    "Green Valley Grocery": [("Apples (kg)", 150, 450), ("Bread loaf", 120, 380), ("Milk (1 L)", 90, 220),
                             ("Eggs (dozen)", 250, 520), ("Cheese (200 g)", 300, 650), ("Rice (1 kg)", 180, 400)],
    "Paper Corner Stationery": [("Notebook", 150, 600), ("Gel pen", 80, 250), ("Ruler", 100, 300),
                                ("Glue stick", 90, 280), ("Marker set", 400, 950), ("Eraser", 50, 150)],
    "Sunrise Café": [("Cappuccino", 250, 480), ("Croissant", 150, 350), ("Orange juice", 200, 450),
                     ("Muffin", 180, 380), ("Sandwich", 450, 850), ("Tea", 150, 300)],
    "Handy Hardware": [("Box of screws", 300, 700), ("Hammer", 900, 1800), ("Paint brush", 250, 600),
                       ("Tape measure", 500, 1100), ("Light bulb", 200, 500), ("Work gloves", 350, 800)],
}
CURRENCIES = {"$": "dollars", "€": "euros", "£": "pounds"}


def _a(number):
    """'a' or 'an' before a number read aloud (an 8%, an 18%, an 11%)."""
    return "an" if str(number).startswith("8") or number in (11, 18) else "a"


@seed_program(
    id="receipt_discount_total", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="numeric",
    concepts=["arithmetic/money/bill_total", "arithmetic/percentages/percent_discount"],
    source="DynaMath-style (arithmetic, real-life table)",
    variations=["numeric_values", "real_life_contexts"],
)
class ReceiptDiscountTotal(SeedProgram):
    levels = Levels(
        standard=dict(shop=OneOf(tuple(sorted(SHOPS))), rows=IntRange(3, 5),
                      discount=OneOf((5, 10, 15, 20, 25, 30, 40)), price_step=5, qty=IntRange(1, 5)),
        hard=dict(shop=OneOf(tuple(sorted(SHOPS))), rows=IntRange(5, 6),
                  discount=OneOf((12, 15, 18, 24, 35, 45)), price_step=1, qty=IntRange(2, 9)),
        hard_means="five or six lines with prices to the cent, quantities up to 9 and discounts such as 18% or "
                   "35%, so the subtotal and the discount take real multi-digit work",
    )

    def sample(self, rng, space):
        shop = space.shop.draw(rng)
        n = space.rows.draw(rng)
        discount = int(space.discount.draw(rng))
        step = space.price_step
        for _ in attempts("a discounted total that is a whole number of cents"):
            picks = rng.choice(len(SHOPS[shop]), size=n, replace=False)
            items = []
            for i in sorted(int(j) for j in picks):
                name, lo, hi = SHOPS[shop][i]
                cents = int(rng.integers(lo // step, hi // step + 1)) * step
                items.append({"name": name, "cents": cents, "qty": space.qty.draw(rng)})
            if sum(it["cents"] * it["qty"] for it in items) * (100 - discount) % 100 == 0:
                break
        return {"shop": shop, "items": items, "discount": discount,
                "currency": str(rng.choice(sorted(CURRENCIES)))}

    def _money(self, p, cents):
        return f"{p['currency']}{cents / 100:.2f}"

    def question(self, g):
        return (f"The table is a receipt from {g['shop']}: each item's unit price and quantity. "
                f"{_a(g['discount']).capitalize()} {g['discount']}% discount is taken off the whole bill. How much is paid in total, "
                f"in {CURRENCIES[g['currency']]}?")

    def answer(self, p):
        subtotal = sum(it["cents"] * it["qty"] for it in p["items"]) / 100
        return Number(subtotal * (1 - p["discount"] / 100))

    def verify(self, g):
        # exact rationals, discounting each line separately (distributivity), then summing
        keep = Fraction(100 - g["discount"], 100)
        total = sum(Fraction(it["cents"], 100) * it["qty"] * keep for it in g["items"])
        return Number(float(total))

    def draw(self, g, ax, hide=()):
        rows = [[it["name"], self._money(g, it["cents"]), str(it["qty"])] for it in g["items"]]
        disc = "?" if "discount" in hide else str(g["discount"])
        charts.table(ax, ["Item", "Unit price", "Qty"], rows, title=g["shop"],
                     col_widths=[2.3, 1.3, 0.7], footer=[[f"Discount: {disc}% off the whole bill"]])

    def subquestions(self, g):
        first = g["items"][0]
        subtotal = sum(it["cents"] * it["qty"] for it in g["items"])
        return [
            SubQuestion(f"The item \"{first['name']}\" costs {self._money(g, first['cents'])} per unit "
                        f"and {first['qty']} units are bought. What do they cost together, in {CURRENCIES[g['currency']]}?",
                        Number(first["cents"] * first["qty"] / 100), "arithmetic/money/bill_total"),
            SubQuestion(f"The bill before discount is {self._money(g, subtotal)}. How much is a "
                        f"{g['discount']}% discount on it, in {CURRENCIES[g['currency']]}?",
                        Number(subtotal * g["discount"] / 10000), "arithmetic/percentages/percent_discount"),
        ]

    def backward(self, g):
        total = sum(it["cents"] * it["qty"] for it in g["items"]) * (100 - g["discount"]) / 10000
        subtotal = sum(it["cents"] * it["qty"] for it in g["items"]) / 100
        return Backward(
            f"The table is a receipt from {g['shop']}: each item's unit price and quantity. After a "
            f"discount on the whole bill, {g['currency']}{total:.2f} is paid. What was the discount, in percent?",
            Number(round(100 * (1 - total / subtotal), 9)), "discount")

    def description(self, g):
        lines = "; ".join(f"{it['name']}: {self._money(g, it['cents'])} each, quantity {it['qty']}"
                          for it in g["items"])
        return (f"A receipt from {g['shop']} lists: {lines}. The footer says {_a(g['discount'])} {g['discount']}% "
                f"discount is taken off the total.")
