"""Arithmetic: which package in a price table is the best buy (lowest price per unit)?"""
from dynaforge.sdk import Choice, FloatRange, IntRange, Levels, SeedProgram, attempts, seed_program
from dynaforge.sdk import charts

# sizes in the base unit (ml or g); shown with a larger unit when they reach 1000
PRODUCTS = [
    {"name": "orange juice", "base": "ml", "big": "L", "sizes": [250, 330, 500, 750, 1000, 1500, 2000, 3000],
     "per": "litre", "cents_per_1000": (120, 400), "brands": ["SunSip", "FreshCo", "Citrus Joy", "Morning Gold", "Valley Farm"]},
    {"name": "rice", "base": "g", "big": "kg", "sizes": [500, 750, 1000, 2000, 2500, 5000],
     "per": "kilogram", "cents_per_1000": (150, 500), "brands": ["Golden Grain", "Paddy King", "Lotus", "Royal Bowl", "EcoHarvest"]},
    {"name": "laundry detergent", "base": "ml", "big": "L", "sizes": [500, 750, 1000, 1500, 2000, 3000, 4000],
     "per": "litre", "cents_per_1000": (250, 700), "brands": ["CleanWave", "BrightFresh", "PureSuds", "Spark", "Blossom"]},
    {"name": "dog food", "base": "g", "big": "kg", "sizes": [400, 800, 1200, 2000, 3000, 5000, 10000],
     "per": "kilogram", "cents_per_1000": (300, 900), "brands": ["HappyPaw", "Woofles", "K9 Prime", "TailWag", "Bark&Co"]},
]


def show_size(product, amount):
    if amount >= 1000:
        v = amount / 1000
        return f"{v:g} {product['big']}"
    return f"{amount} {product['base']}"


@seed_program(
    id="unit_price_best_buy", topic="arithmetic", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["arithmetic/money/unit_price"],
    source="DynaMath-style (arithmetic, real-life price comparison table)",
    variations=["numeric_values", "real_life_contexts"],
)
class UnitPriceBestBuy(SeedProgram):
    levels = Levels(
        standard=dict(product=IntRange(0, len(PRODUCTS) - 1), spread=FloatRange(0.8, 1.3), min_margin=1.06,
                      max_margin=float("inf"), price_step=5),
        hard=dict(product=IntRange(0, len(PRODUCTS) - 1), spread=FloatRange(0.9, 1.15), min_margin=1.015,
                  max_margin=1.05, price_step=1),
        hard_means="prices to the cent and the best buy only 1.5-5% cheaper per unit than the runner-up, so "
                   "the unit prices must actually be computed, not estimated",
    )

    def sample(self, rng, space):
        pi = int(rng.integers(space.product.lo, space.product.hi + 1))
        prod = PRODUCTS[pi]
        brands = [str(b) for b in rng.choice(prod["brands"], 4, replace=False)]
        lo, hi = prod["cents_per_1000"]
        step = space.price_step
        for _ in attempts("a winner between min_margin and max_margin cheaper per unit"):
            sizes = sorted(int(s) for s in rng.choice(prod["sizes"], 4, replace=False))
            rates = rng.uniform(lo, hi) * space.spread.draw(rng, size=4)   # cents per 1000 base units
            prices = [max(5, int(round(r * s / 1000 / step)) * step) for r, s in zip(rates, sizes)]
            unit = sorted(pr / s for pr, s in zip(prices, sizes))
            if space.min_margin * unit[0] <= unit[1] < space.max_margin * unit[0]:   # a clear winner
                break
        order = [int(i) for i in rng.permutation(4)]
        return {"product": pi, "brands": brands, "sizes": [sizes[i] for i in order],
                "prices": [prices[i] for i in order], "currency": str(rng.choice(["$", "€", "£"]))}

    def question(self, g):
        prod = PRODUCTS[g["product"]]
        return (f"The table lists four packs of {prod['name']} with their sizes and prices. Which "
                f"brand is the best buy, i.e. has the lowest price per {prod['per']}?")

    def answer(self, p):
        unit = [pr / s for pr, s in zip(p["prices"], p["sizes"])]
        best = min(range(4), key=lambda i: unit[i])
        return Choice(p["brands"][best], [b for i, b in enumerate(p["brands"]) if i != best])

    def verify(self, g):
        # pairwise cross-multiplication in whole cents and base units, no division
        n = len(g["brands"])
        for i in range(n):
            if all(g["prices"][i] * g["sizes"][j] < g["prices"][j] * g["sizes"][i] for j in range(n) if j != i):
                return g["brands"][i]
        return "none"

    def draw(self, g, ax, hide=()):
        prod = PRODUCTS[g["product"]]
        rows = [[b, show_size(prod, s), f"{g['currency']}{pr / 100:.2f}"]
                for b, s, pr in zip(g["brands"], g["sizes"], g["prices"])]
        charts.table(ax, ["Brand", "Size", "Price"], rows, title=prod["name"].capitalize(),
                     col_widths=[1.8, 1.1, 1.1], fontsize=14)

    def description(self, g):
        prod = PRODUCTS[g["product"]]
        rows = "; ".join(f"{b}: {show_size(prod, s)} for {g['currency']}{pr / 100:.2f}"
                         for b, s, pr in zip(g["brands"], g["sizes"], g["prices"]))
        return f"A price table for {prod['name']}: {rows}."
