"""Puzzle: from several tipped balances comparing two objects each, find the heaviest (or lightest) object."""
from itertools import permutations

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import diagrams, draw

KINDS = ["circle", "square", "triangle", "diamond", "star", "hexagon", "pentagon"]
COLOURS = ["red", "blue", "green", "orange", "purple", "gray"]


def _name(g, i):
    """How object i is called (a naming helper: its colour and shape)."""
    return f"the {g['colours'][i]} {g['kinds'][i]}"


@seed_program(
    id="puzzle_balance_heaviest", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["puzzles/logic/ordering_by_comparisons"],
    source="DynaMath-style (puzzle test, balance scales)",
    variations=["graph_structure", "colors_labels"],
)
class PuzzleBalanceHeaviest(SeedProgram):
    levels = Levels(
        standard=dict(m=IntRange(4, 5), goal=OneOf(("heaviest", "lightest")), best_on_at_most=None),
        hard=dict(m=IntRange(5, 5), goal=OneOf(("heaviest", "lightest")), best_on_at_most=1),
        hard_means="always five objects on four balances, and the answer object sits on one balance only, so "
                   "the others must be ruled out through chains of comparisons",
    )

    def sample(self, rng, space):
        for _ in attempts("balances that single out one extreme object, not given away by one scale"):
            m = space.m.draw(rng)
            goal = space.goal.draw(rng)
            rank = [int(r) for r in rng.permutation(m)]         # rank[i]: larger = heavier
            pairs = [(i, j) for i in range(m) for j in range(i + 1, m)]
            chosen = [pairs[int(k)] for k in rng.choice(len(pairs), size=m - 1 if m == 4 else 4, replace=False)]
            comps = []   # [heavier, lighter]
            for i, j in chosen:
                comps.append([i, j] if rank[i] > rank[j] else [j, i])
            losers = {c[1] for c in comps} if goal == "heaviest" else {c[0] for c in comps}
            free = [i for i in range(m) if i not in losers]
            if len(free) != 1:
                continue
            best = free[0]
            # not given away by one scale: the best object must not appear on every scale, and some
            # other object is ruled out only through a chain of two comparisons
            on_scales = sum(best in c for c in comps)
            limit = len(comps) - 1 if space.best_on_at_most is None else space.best_on_at_most
            if on_scales > limit:
                continue
            beaten_by_best = {c[1] if goal == "heaviest" else c[0] for c in comps if best in c}
            if len(beaten_by_best) == m - 1:
                continue
            kinds = [str(k) for k in rng.choice(KINDS, size=m, replace=False)]
            colours = [str(c) for c in rng.choice(COLOURS, size=m, replace=False)]
            flips = [bool(rng.integers(0, 2)) for _ in comps]   # heavier object on the right pan?
            others = [i for i in range(m) if i != best]
            wrong = [int(i) for i in rng.choice(others, size=3, replace=False)]
            return ({"goal": goal, "comps": comps, "flips": flips, "kinds": kinds, "colours": colours,
                     "options": sorted([best] + wrong)}, {"best": best, "wrong": wrong})

    def question(self, g):
        return (f"Each balance in the figure compares two of the objects; the lower pan holds the heavier "
                f"object. Objects of the same shape and colour have the same weight. Which object is the "
                f"{g['goal']}?")

    def answer(self, p):
        return Choice(_name(p, p["best"]), [_name(p, i) for i in p["wrong"]])

    def verify(self, g):
        # brute force: the object that is extreme in every weight order consistent with all balances
        m = len(g["kinds"])
        extreme = set()
        for order in permutations(range(m)):
            w = {obj: k for k, obj in enumerate(order)}
            if all(w[h] > w[l] for h, l in g["comps"]):
                extreme.add(order[-1] if g["goal"] == "heaviest" else order[0])
        if len(extreme) != 1:
            return "undetermined"
        found = extreme.pop()
        return _name(g, found) if found in g["options"] else "not offered"

    def draw(self, g, ax, hide=()):
        n = len(g["comps"])
        spots = [(0, 3.0), (4.7, 3.0), (0, 0), (4.7, 0)] if n == 4 else [(0, 3.0), (4.7, 3.0), (2.35, 0)]
        for (h, l), flip, (x, y) in zip(g["comps"], g["flips"], spots):
            left, right = (l, h) if flip else (h, l)
            pans = diagrams.balance_scale(ax, (x, y), tilt=1 if flip else -1)
            for obj, (px, py) in zip((left, right), pans):
                draw.shape_icon(ax, g["kinds"][obj], (px, py + 0.3), 0.56, color=draw.PALETTE[g["colours"][obj]],
                                linewidth=1.5)
        ax.set_xlim(-2.2, 6.9)
        ax.set_ylim(-0.6, 5.1)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_position([0.02, 0.02, 0.96, 0.96])

    def subquestions(self, g):
        h, l = g["comps"][0]
        return [SubQuestion(
            f"A balance holds {_name(g, h)} on one pan and {_name(g, l)} on the other; the pan with "
            f"{_name(g, h)} is lower. Is {_name(g, h)} heavier? Answer 1 for yes, 0 for no.",
            Number(1), "puzzles/logic/ordering_by_comparisons")]

    def description(self, g):
        parts = [f"{_name(g, h)} is heavier than {_name(g, l)}" for h, l in g["comps"]]
        return ("Balances compare pairs of objects, and they show: " + "; ".join(parts) + ". The options are "
                + ", ".join(_name(g, i) for i in g["options"]) + ".")
