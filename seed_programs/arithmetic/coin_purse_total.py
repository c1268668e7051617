"""Arithmetic: the total value of the coins and notes drawn in a purse."""
from collections import Counter

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw

# value in cents, label, fill colour, radius (notes have radius 0 and are drawn as rectangles)
MONEY = [(1, "1¢", "#d97706", 0.32), (5, "5¢", "#9ca3af", 0.38), (10, "10¢", "#d1d5db", 0.34),
         (25, "25¢", "#cbd5e1", 0.44), (100, "$1", "#86efac", 0), (500, "$5", "#93c5fd", 0)]
CONCEPT = "arithmetic/money/counting_money"


def _money(cents):
    return f"${cents // 100}.{cents % 100:02d}"


@seed_program(
    id="coin_purse_total", topic="arithmetic", level="elementary", difficulty="easy",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="DynaMath / WE-MATH-style (arithmetic, counting money)",
    variations=["numeric_values", "real_life_contexts"],
)
class CoinPurseTotal(SeedProgram):
    levels = Levels(
        standard=dict(kinds=IntRange(3, 4), count=IntRange(1, 4), max_notes=4, coins=IntRange(3, 10),
                      name=OneOf(("Maya", "Leo", "Sam", "Ava", "Noah"))),
        hard=dict(kinds=IntRange(5, 6), count=IntRange(1, 4), max_notes=4, coins=IntRange(7, 10),
                  name=OneOf(("Maya", "Leo", "Sam", "Ava", "Noah"))),
        hard_means="five or six denominations and 7-10 coins mixed with the notes, so more groups to count and "
                   "cents that carry into dollars",
    )

    def sample(self, rng, space):
        for _ in attempts("at most max_notes notes and a coin count in range"):
            kinds = sorted(int(k) for k in rng.choice(len(MONEY), size=space.kinds.draw(rng), replace=False))
            counts = [space.count.draw(rng) for _ in kinds]
            notes = sum(c for k, c in zip(kinds, counts) if MONEY[k][3] == 0)
            coins = sum(c for k, c in zip(kinds, counts) if MONEY[k][3] > 0)
            if notes <= space.max_notes and space.coins.lo <= coins <= space.coins.hi:
                break
        items = [k for k, c in zip(kinds, counts) for _ in range(c)]
        order = [int(i) for i in rng.permutation(len(items))]
        return {"items": [items[i] for i in order], "name": str(space.name.draw(rng))}

    def _total(self, p):
        return sum(MONEY[k][0] for k in p["items"])

    def question(self, g):
        return f"{g['name']} empties a purse and finds the coins and notes shown. How much money is there in total?"

    def answer(self, p):
        total = self._total(p)
        cnt = Counter(p["items"])
        biggest = max(cnt, key=lambda k: MONEY[k][0])
        smallest = min(cnt, key=lambda k: MONEY[k][0])
        wrong = [total - MONEY[biggest][0], total + MONEY[smallest][0], total - MONEY[smallest][0],
                 sum(MONEY[k][0] for k in cnt), total + 100, total + 10]
        out = []
        for w in wrong:
            if w > 0 and w != total and w not in out:
                out.append(w)
        return Choice(_money(total), [_money(w) for w in out[:3]])

    def verify(self, g):
        # count each denomination separately, then add dollars and cents apart
        cnt = Counter(g["items"])
        cents = sum(n * MONEY[k][0] for k, n in cnt.items() if MONEY[k][0] < 100)
        dollars = sum(n * MONEY[k][0] // 100 for k, n in cnt.items() if MONEY[k][0] >= 100)
        return Choice(_money(dollars * 100 + cents), [])

    def draw(self, g, ax, hide=()):
        from matplotlib.patches import Circle, FancyBboxPatch

        notes = [k for k in g["items"] if MONEY[k][3] == 0]
        coins = [k for k in g["items"] if MONEY[k][3] > 0]
        # notes two to a row on top, coins five to a row below: the figure stays about 5.5 wide
        note_rows = (len(notes) + 1) // 2
        for i, k in enumerate(notes):
            x, y = 0.2 + 2.7 * (i % 2), 1.2 * (note_rows - 1 - i // 2) + 1.0
            ax.add_patch(FancyBboxPatch((x, y), 2.4, 1.0, boxstyle="round,pad=0.02,rounding_size=0.08",
                                        facecolor=MONEY[k][2], edgecolor=draw.INK, linewidth=1.6))
            ax.text(x + 1.2, y + 0.5, MONEY[k][1], ha="center", va="center", fontsize=17, fontweight="bold")
        per_row = 5
        for i, k in enumerate(coins):
            cx, cy = 0.55 + 1.1 * (i % per_row), 0.3 - 1.1 * (i // per_row)
            r = MONEY[k][3]
            ax.add_patch(Circle((cx, cy), r, facecolor=MONEY[k][2], edgecolor=draw.INK, linewidth=1.6))
            ax.text(cx, cy, MONEY[k][1], ha="center", va="center", fontsize=12 if r > 0.33 else 11,
                    fontweight="bold")
        bottom = 0.3 - 1.1 * ((len(coins) - 1) // per_row) - 0.6
        top = 1.0 + 1.2 * note_rows if notes else 0.9
        ax.set_xlim(-0.3, 5.6)
        mid, half = (top + bottom) / 2, max(top - bottom, 5.9) / 2
        ax.set_ylim(mid - half, mid + half)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        coins = [k for k in g["items"] if MONEY[k][0] < 100]
        return [SubQuestion("How many cents are the coins worth together?",
                            Number(sum(MONEY[k][0] for k in coins)), CONCEPT)]

    def description(self, g):
        cnt = Counter(g["items"])
        parts = ", ".join(f"{n} × {MONEY[k][1]}" for k, n in sorted(cnt.items()))
        return f"A purse holds {parts} ($ notes and ¢ coins, 100¢ = $1)."
