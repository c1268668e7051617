"""Puzzle (counting): shortest routes along a street grid that avoid closed crossings or pass a given one."""
from itertools import combinations
from math import comb

from dynaforge.sdk import IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw


def _count_dp(w, h, blocked, through):
    """Routes from (0, 0) to (w, h) moving right/up, by dynamic programming over the crossings."""
    def ways(a, b):
        (x0, y0), (x1, y1) = a, b
        f = {}
        for x in range(x0, x1 + 1):
            for y in range(y0, y1 + 1):
                if [x, y] in blocked:
                    f[x, y] = 0
                elif (x, y) == (x0, y0):
                    f[x, y] = 1
                else:
                    f[x, y] = f.get((x - 1, y), 0) * (x > x0) + f.get((x, y - 1), 0) * (y > y0)
        return f[x1, y1]

    if through:
        return ways((0, 0), tuple(through)) * ways(tuple(through), (w, h))
    return ways((0, 0), (w, h))


@seed_program(
    id="puzzle_lattice_paths_blocked", topic="puzzle_test", level="competition", difficulty="hard",
    question_type="numeric",
    concepts=["combinatorics/counting/lattice_paths", "combinatorics/counting/inclusion_exclusion"],
    source="DynaMath-style (puzzle test, counting routes on a grid)",
    variations=["numeric_values", "graph_structure", "point_labels"],
)
class PuzzleLatticePathsBlocked(SeedProgram):
    levels = Levels(
        standard=dict(w=IntRange(4, 7), h=IntRange(3, 5), kind=OneOf(("avoid", "avoid", "through")),
                      blocked_avoid=IntRange(1, 3), blocked_through=IntRange(0, 1)),
        hard=dict(w=IntRange(6, 9), h=IntRange(4, 6), kind=OneOf(("avoid", "through", "through")),
                  blocked_avoid=IntRange(2, 4), blocked_through=IntRange(1, 2)),
        hard_means="larger grids (up to 9 by 6) with more closed crossings, often together with a crossing "
                   "that must be passed (inclusion-exclusion on both)",
    )

    def sample(self, rng, space):
        for _ in attempts("closed crossings that all matter, at least 3 routes, fewer than without them"):
            w, h = space.w.draw(rng), space.h.draw(rng)
            kind = space.kind.draw(rng)
            inner = [[x, y] for x in range(w + 1) for y in range(h + 1)
                     if (x, y) not in ((0, 0), (w, h))]
            nb = space.blocked_avoid.draw(rng) if kind == "avoid" else space.blocked_through.draw(rng)
            picks = [inner[int(i)] for i in rng.choice(len(inner), size=nb + 1, replace=False)]
            blocked, through = sorted(picks[:nb]), (picks[nb] if kind == "through" else None)
            if through and (through[0] in (0, w) and through[1] in (0, h)):
                continue
            value = _count_dp(w, h, blocked, through)
            if value < 3 or value == comb(w + h, w):
                continue
            # every closed crossing must matter
            if any(_count_dp(w, h, [b for b in blocked if b != c], through) == value for c in blocked):
                continue
            names = draw.pick_labels(rng, 3, "ABPQMNRSXY")
            return {"w": w, "h": h, "kind": kind, "blocked": blocked, "through": through, "names": names}

    def question(self, g):
        A, B, P = g["names"]
        text = (f"The figure shows a grid of streets. A walker goes from {A} to {B} along the streets, always "
                f"moving right or up (a shortest route).")
        if g["blocked"]:
            text += " The crossings marked with a red cross are closed and cannot be passed."
        if g["through"]:
            text += f" The walker must pass through crossing {P}."
        return text + " How many different routes are there?"

    def answer(self, p):
        return Number(_count_dp(p["w"], p["h"], p["blocked"], p["through"]))

    def verify(self, g):
        # enumerate every arrangement of w right-moves among w + h moves
        w, h = g["w"], g["h"]
        total = 0
        for rights in combinations(range(w + h), w):
            x = y = 0
            pts = [[0, 0]]
            for i in range(w + h):
                if i in rights:
                    x += 1
                else:
                    y += 1
                pts.append([x, y])
            if any(b in pts for b in g["blocked"]):
                continue
            if g["through"] and g["through"] not in pts:
                continue
            total += 1
        return Number(total)

    def draw(self, g, ax, hide=()):
        w, h = g["w"], g["h"]
        A, B, P = g["names"]
        for x in range(w + 1):
            ax.plot([x, x], [0, h], color="#6b7280", linewidth=2.0, zorder=1)
        for y in range(h + 1):
            ax.plot([0, w], [y, y], color="#6b7280", linewidth=2.0, zorder=1)
        for bx, by in g["blocked"]:
            ax.plot([bx], [by], marker="X", markersize=20, color=draw.ACCENT, markeredgecolor="white",
                    markeredgewidth=1.2, zorder=4)
        ax.plot([0, w], [0, h], "o", markersize=11, color=draw.PALETTE["blue"], zorder=4)
        ax.annotate(A, (0, 0), xytext=(-14, -14), textcoords="offset points", ha="center", va="center",
                    fontsize=17, fontweight="bold", color=draw.INK)
        ax.annotate(B, (w, h), xytext=(14, 14), textcoords="offset points", ha="center", va="center",
                    fontsize=17, fontweight="bold", color=draw.INK)
        if g["through"]:
            tx, ty = g["through"]
            ax.plot([tx], [ty], "o", markersize=12, color=draw.PALETTE["green"], zorder=4)
            ax.annotate(P, (tx, ty), xytext=(12, 12), textcoords="offset points", ha="center", va="center",
                        fontsize=16, fontweight="bold", color=draw.PALETTE["green"],
                        bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none"}, zorder=5)
        ax.set_xlim(-0.8, w + 0.8)
        ax.set_ylim(-0.8, h + 0.8)
        ax.set_aspect("equal")
        ax.axis("off")

    def subquestions(self, g):
        A, B, _ = g["names"]
        w, h = g["w"], g["h"]
        return [
            SubQuestion(f"On a grid of streets {w} blocks wide and {h} blocks high, how many shortest routes lead "
                        f"from the bottom-left corner {A} to the top-right corner {B} when no crossing is closed?",
                        Number(comb(w + h, w)), "combinatorics/counting/lattice_paths"),
        ]

    def description(self, g):
        A, B, P = g["names"]
        text = (f"A rectangular grid of streets is {g['w']} blocks wide and {g['h']} blocks high; {A} is the "
                f"bottom-left corner (0, 0) and {B} the top-right corner ({g['w']}, {g['h']}). Crossings are "
                f"the points with integer coordinates.")
        if g["blocked"]:
            text += " Closed crossings: " + ", ".join(f"({x}, {y})" for x, y in g["blocked"]) + "."
        if g["through"]:
            text += f" Crossing {P} is at ({g['through'][0]}, {g['through'][1]})."
        return text
