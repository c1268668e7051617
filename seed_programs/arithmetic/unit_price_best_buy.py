"""Arithmetic: which package in a price table is the best buy (lowest price per unit)?"""
from dynaforge.sdk import Choice, SeedProgram, seed_program
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
    def sample(self, rng):
        pi = int(rng.integers(len(PRODUCTS)))
        prod = PRODUCTS[pi]
        brands = [str(b) for b in rng.choice(prod["brands"], 4, replace=False)]
        lo, hi = prod["cents_per_1000"]
        while True:
            sizes = sorted(int(s) for s in rng.choice(prod["sizes"], 4, replace=False))
            rates = rng.uniform(lo, hi) * rng.uniform(0.8, 1.3, 4)   # cents per 1000 base units
            prices = [max(5, int(round(r * s / 1000 / 5)) * 5) for r, s in zip(rates, sizes)]
            unit = sorted(pr / s for pr, s in zip(prices, sizes))
            if unit[1] >= 1.06 * unit[0]:               # a clear winner
                break
        order = [int(i) for i in rng.permutation(4)]
        return {"product": pi, "brands": brands, "sizes": [sizes[i] for i in order],
                "prices": [prices[i] for i in order], "currency": str(rng.choice(["$", "€", "£"]))}

    def question(self, p):
        prod = PRODUCTS[p["product"]]
        return (f"The table lists four packs of {prod['name']} with their sizes and prices. Which "
                f"brand is the best buy, i.e. has the lowest price per {prod['per']}?")

    def answer(self, p):
        unit = [pr / s for pr, s in zip(p["prices"], p["sizes"])]
        best = min(range(4), key=lambda i: unit[i])
        return Choice(p["brands"][best], [b for i, b in enumerate(p["brands"]) if i != best])

    def verify(self, p):
        # pairwise cross-multiplication in whole cents and base units, no division
        n = len(p["brands"])
        for i in range(n):
            if all(p["prices"][i] * p["sizes"][j] < p["prices"][j] * p["sizes"][i] for j in range(n) if j != i):
                return p["brands"][i]
        return "none"

    def draw(self, p, ax, hide=()):
        prod = PRODUCTS[p["product"]]
        rows = [[b, show_size(prod, s), f"{p['currency']}{pr / 100:.2f}"]
                for b, s, pr in zip(p["brands"], p["sizes"], p["prices"])]
        charts.table(ax, ["Brand", "Size", "Price"], rows, title=prod["name"].capitalize(),
                     col_widths=[1.8, 1.1, 1.1], fontsize=14)

    def description(self, p):
        prod = PRODUCTS[p["product"]]
        rows = "; ".join(f"{b}: {show_size(prod, s)} for {p['currency']}{pr / 100:.2f}"
                         for b, s, pr in zip(p["brands"], p["sizes"], p["prices"]))
        return f"A price table for {prod['name']}: {rows}."
