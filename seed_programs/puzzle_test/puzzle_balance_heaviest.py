"""Puzzle: from several tipped balances comparing two objects each, find the heaviest (or lightest) object."""
from itertools import permutations

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import diagrams, draw

KINDS = ["circle", "square", "triangle", "diamond", "star", "hexagon", "pentagon"]
COLOURS = ["red", "blue", "green", "orange", "purple", "gray"]


@seed_program(
    id="puzzle_balance_heaviest", topic="puzzle_test", level="elementary", difficulty="medium",
    question_type="multiple_choice",
    concepts=["puzzles/logic/ordering_by_comparisons"],
    source="DynaMath-style (puzzle test, balance scales)",
    variations=["graph_structure", "colors_labels"],
)
class PuzzleBalanceHeaviest(SeedProgram):
    def sample(self, rng):
        while True:
            m = int(rng.integers(4, 6))
            goal = str(rng.choice(["heaviest", "lightest"]))
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
            if on_scales == len(comps):
                continue
            beaten_by_best = {c[1] if goal == "heaviest" else c[0] for c in comps if best in c}
            if len(beaten_by_best) == m - 1:
                continue
            kinds = [str(k) for k in rng.choice(KINDS, size=m, replace=False)]
            colours = [str(c) for c in rng.choice(COLOURS, size=m, replace=False)]
            flips = [bool(rng.integers(0, 2)) for _ in comps]   # heavier object on the right pan?
            others = [i for i in range(m) if i != best]
            wrong = [int(i) for i in rng.choice(others, size=3, replace=False)]
            return {"m": m, "goal": goal, "comps": comps, "flips": flips, "kinds": kinds, "colours": colours,
                    "best": best, "wrong": wrong}

    def _name(self, p, i):
        return f"the {p['colours'][i]} {p['kinds'][i]}"

    def question(self, p):
        return (f"Each balance in the figure compares two of the objects; the lower pan holds the heavier "
                f"object. Objects of the same shape and colour have the same weight. Which object is the "
                f"{p['goal']}?")

    def answer(self, p):
        return Choice(self._name(p, p["best"]), [self._name(p, i) for i in p["wrong"]])

    def verify(self, p):
        # brute force: the object that is extreme in every weight order consistent with all balances
        m = p["m"]
        extreme = set()
        for order in permutations(range(m)):
            w = {obj: k for k, obj in enumerate(order)}
            if all(w[h] > w[l] for h, l in p["comps"]):
                extreme.add(order[-1] if p["goal"] == "heaviest" else order[0])
        return self._name(p, extreme.pop()) if len(extreme) == 1 else "undetermined"

    def draw(self, p, ax, hide=()):
        n = len(p["comps"])
        spots = [(0, 3.0), (4.7, 3.0), (0, 0), (4.7, 0)] if n == 4 else [(0, 3.0), (4.7, 3.0), (2.35, 0)]
        for (h, l), flip, (x, y) in zip(p["comps"], p["flips"], spots):
            left, right = (l, h) if flip else (h, l)
            pans = diagrams.balance_scale(ax, (x, y), tilt=1 if flip else -1)
            for obj, (px, py) in zip((left, right), pans):
                draw.shape_icon(ax, p["kinds"][obj], (px, py + 0.3), 0.56, color=draw.PALETTE[p["colours"][obj]],
                                linewidth=1.5)
        ax.set_xlim(-2.2, 6.9)
        ax.set_ylim(-0.6, 5.1)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.set_position([0.02, 0.02, 0.96, 0.96])

    def subquestions(self, p):
        h, l = p["comps"][0]
        return [SubQuestion(
            f"A balance holds {self._name(p, h)} on one pan and {self._name(p, l)} on the other; the pan with "
            f"{self._name(p, h)} is lower. Is {self._name(p, h)} heavier? Answer 1 for yes, 0 for no.",
            Number(1), "puzzles/logic/ordering_by_comparisons")]

    def description(self, p):
        parts = [f"{self._name(p, h)} is heavier than {self._name(p, l)}" for h, l in p["comps"]]
        return ("Balances compare pairs of objects, and they show: " + "; ".join(parts) + ".")
