"""Analytic geometry: read two circles from a grid, decide their position, count common tangents."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

CASES = ("separate", "external", "intersect", "internal", "inside")
TANGENTS = {"separate": 4, "external": 3, "intersect": 2, "internal": 1, "inside": 0}
POSITION = {4: "separate (disjoint, outside each other)", 3: "externally tangent", 2: "intersecting at two points",
            1: "internally tangent", 0: "one inside the other without touching"}
UNIT_OFFSETS = ((1, 0), (0, 1), (3, 4), (4, 3))  # integer distances: k·(1,0) or (3,4)-type
ASKS = ("tangents", "position", "centre_distance", "tangent_length")


def surd(n2: int) -> str:
    """√n2 for a positive integer n2 as text: 5, √41, 2√10."""
    out, rest = 1, int(n2)
    for f in range(int(np.sqrt(n2)), 1, -1):
        if rest % (f * f) == 0:
            out, rest = f, rest // (f * f)
            break
    if rest == 1:
        return str(out)
    return f"√{rest}" if out == 1 else f"{out}√{rest}"


def option(asked: str, n: int) -> str:
    """How n common tangents reads as an option: the count, or the relation it means."""
    return str(n) if asked == "tangents" else POSITION[n]


@seed_program(
    id="two_circles_common_tangents", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/circles/two_circles_position", "analytic_geometry/coordinates/distance_formula"],
    source="DynaMath-style (analytic geometry, two circles on a grid)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class TwoCirclesCommonTangents(SeedProgram):
    levels = Levels(
        standard=dict(case=OneOf(CASES), radius=IntRange(1, 6), offset=IntRange(-9, 9), centre=IntRange(-6, 6),
                      lim=9, margin=0.5, asked=OneOf(ASKS, p=(0.15, 0.15, 0.35, 0.35))),
        hard=dict(case=OneOf(CASES), radius=IntRange(2, 7), offset=IntRange(-11, 11), centre=IntRange(-7, 7),
                  lim=10, margin=0.2, asked=OneOf(ASKS, p=(0.15, 0.15, 0.35, 0.35))),
        hard_means="larger circles on a larger grid, and separate, intersecting or nested circles within 0.2 to 1.5 "
                   "of tangency, so the relation must be computed from the distance of the centres, not seen",
    )

    def sample(self, rng, space):
        LIM, margin = space.lim, space.margin
        case = str(space.case.draw(rng))
        if space.level == "hard":
            r1, r2, O1, O2 = self._draw_hard(rng, space, case)
        else:
            r1, r2, O1, O2 = self._draw_standard(rng, space, case)
        asked = str(space.asked.draw(rng))
        if asked == "tangent_length" and case in ("internal", "inside"):
            asked = "centre_distance"        # no common tangent segment outside both circles
        givens = {"O1": O1, "O2": O2, "r1": r1, "r2": r2, "asked": asked, "lim": LIM,
                  "colors": [str(c) for c in rng.permutation(["blue", "red", "green", "purple"])[:2]]}
        return givens, {"case": case}

    @staticmethod
    def _draw_hard(rng, space, case):
        """Hard: enumerate every (r1, r2, offset) in the drawn relation that fits the window with both
        centres off the axes, keep the near-tangent ones (gap to tangency in (margin, 1.5]), draw one,
        then draw the first centre among the positions that fit: no rejection."""
        LIM, margin = space.lim, space.margin
        cvals = list(space.centre.values)

        def axis_spots(r_a, r_b, delta):
            # first-centre coordinates c with both circles inside the window and both centres off the axis
            return [c for c in cvals if c != 0 and c + delta != 0 and abs(c) + r_a <= LIM - 0.2
                    and abs(c + delta) + r_b <= LIM - 0.2]

        configs = []
        offs = list(space.offset.values)
        for r1 in space.radius.values:
            for r2 in space.radius.values:
                if case in ("internal", "inside") and r1 == r2:
                    continue
                lo, hi = abs(r1 - r2), r1 + r2
                for dx in offs:
                    for dy in offs:
                        d2 = dx * dx + dy * dy
                        if case == "external":
                            ok = d2 == hi * hi
                        elif case == "internal":
                            ok = d2 == lo * lo
                        else:
                            d = float(np.sqrt(d2))
                            ok = {"separate": hi + margin < d <= hi + 1.5,
                                  "intersect": lo + margin < d < hi - margin and min(d - lo, hi - d) <= 1.5,
                                  "inside": 0 < d < lo - margin and lo - d <= 1.5}[case]
                        if not ok:
                            continue
                        xs, ys = axis_spots(r1, r2, dx), axis_spots(r1, r2, dy)
                        if xs and ys:
                            configs.append((r1, r2, dx, dy, xs, ys))
        r1, r2, dx, dy, xs, ys = configs[int(rng.integers(0, len(configs)))]
        O1 = [int(xs[int(rng.integers(0, len(xs)))]), int(ys[int(rng.integers(0, len(ys)))])]
        return int(r1), int(r2), O1, [O1[0] + int(dx), O1[1] + int(dy)]

    @staticmethod
    def _draw_standard(rng, space, case):
        LIM, margin = space.lim, space.margin
        for _ in attempts("two circles in the drawn relation, inside the window, centres off the axes"):
            r1, r2 = space.radius.draw(rng), space.radius.draw(rng)
            if case in ("internal", "inside") and r1 == r2:
                continue
            if case in ("external", "internal"):
                d = r1 + r2 if case == "external" else abs(r1 - r2)
                u = UNIT_OFFSETS[int(rng.integers(0, 4))]
                if u[0] * u[1]:
                    if d % 5:
                        continue
                    off = [u[0] * d // 5, u[1] * d // 5]
                else:
                    off = [u[0] * d, u[1] * d]
            else:
                off = [int(v) for v in space.offset.draw(rng, size=2)]
                d = np.hypot(*off)
                lo, hi = abs(r1 - r2), r1 + r2
                ok = {"separate": d > hi + margin, "intersect": lo + margin < d < hi - margin,
                      "inside": d < lo - margin and d > 0}[case]
                if not ok:
                    continue
            off = [off[0] * int(rng.choice([-1, 1])), off[1] * int(rng.choice([-1, 1]))]
            O1 = [int(v) for v in space.centre.draw(rng, size=2)]
            O2 = [O1[0] + off[0], O1[1] + off[1]]
            if any(abs(O[i]) + r > LIM - 0.2 for O, r in ((O1, r1), (O2, r2)) for i in (0, 1)):
                continue
            if any(abs(c) < 1 for c in O1 + O2):
                continue
            break
        return r1, r2, O1, O2

    def _ask(self, g):
        return {"tangents": "How many common tangent lines do the two circles have?",
                "position": "What is the positional relationship between the two circles?",
                "centre_distance": "What is the distance O₁O₂ between the centres?",
                "tangent_length": ("A common external tangent (not drawn) touches both circles. What is the "
                                   "length of its segment between the two points of tangency?")}[g["asked"]]

    def question(self, g):
        return ("The figure shows circles ⊙O₁ and ⊙O₂. Their centres are grid points and their radii are "
                f"whole numbers. {self._ask(g)}")

    def _count(self, p):
        return TANGENTS[p["case"]]

    def answer(self, p):
        if p["asked"] in ("centre_distance", "tangent_length"):
            (a1, b1), (a2, b2), r1, r2 = p["O1"], p["O2"], p["r1"], p["r2"]
            dx, dy = abs(a2 - a1), abs(b2 - b1)
            d2 = dx * dx + dy * dy
            if p["asked"] == "centre_distance":       # squared lengths: right, then tempting slips
                right, cands = d2, [(r1 + r2) ** 2, (dx + dy) ** 2, (r1 - r2) ** 2, d2 + 1, d2 + 2, d2 - 1]
            else:
                right = d2 - (r1 - r2) ** 2
                cands = [d2 - (r1 + r2) ** 2, d2, d2 + (r1 - r2) ** 2, right + 1, right + 2, right - 1]
            wrong = []
            for c in cands:
                if c > 0 and c != right and surd(c) not in wrong:
                    wrong.append(surd(c))
            return Choice(surd(right), wrong[:3])
        n = self._count(p)
        near = [k for k in sorted(range(5), key=lambda k: (abs(k - n), k)) if k != n][:3]
        return Choice(option(p["asked"], n), [option(p["asked"], k) for k in near])

    def verify(self, g):
        # Lengths: exact sympy distance, or the tangent points built from the unit normal n with
        # n·(O₂ - O₁) = r₁ - r₂ (the tangent line is at distance r₁, r₂ from the centres), then |T₁T₂|.
        (a1, b1), (a2, b2), r1, r2 = g["O1"], g["O2"], g["r1"], g["r2"]
        if g["asked"] == "centre_distance":
            return Choice(str(sp.sqrt(sp.Integer((a2 - a1) ** 2 + (b2 - b1) ** 2))).replace("sqrt(", "√")
                          .replace(")", "").replace("*", ""), [])
        if g["asked"] == "tangent_length":
            D = np.array([a2 - a1, b2 - b1], float)
            phi = np.arctan2(D[1], D[0])
            theta = phi + np.arccos((r1 - r2) / np.linalg.norm(D))
            n = np.array([np.cos(theta), np.sin(theta)])
            T1, T2 = np.array([a1, b1], float) + r1 * n, np.array([a2, b2], float) + r2 * n
            length2 = int(round(float((T2 - T1) @ (T2 - T1))))
            return Choice(str(sp.sqrt(sp.Integer(length2))).replace("sqrt(", "√").replace(")", "").replace("*", ""), [])
        # Intersection points by sympy, then the relation from them (no d-versus-radii test).
        x, y = sp.symbols("x y", real=True)
        sols = sp.solve([(x - a1) ** 2 + (y - b1) ** 2 - r1 ** 2, (x - a2) ** 2 + (y - b2) ** 2 - r2 ** 2],
                        [x, y], dict=True)
        pts = {(sp.nsimplify(s[x]), sp.nsimplify(s[y])) for s in sols}
        if len(pts) == 2:
            return Choice(option(g["asked"], 2), [])
        big_c, big_r, small_c = ((a1, b1), r1, (a2, b2)) if r1 >= r2 else ((a2, b2), r2, (a1, b1))
        small_inside = (small_c[0] - big_c[0]) ** 2 + (small_c[1] - big_c[1]) ** 2 < big_r ** 2
        if len(pts) == 1:
            return Choice(option(g["asked"], 1 if small_inside else 3), [])
        return Choice(option(g["asked"], 0 if small_inside else 4), [])

    def draw(self, g, ax, hide=()):
        lim = (-g["lim"] - 0.5, g["lim"] + 0.5)
        draw.grid_axes(ax, lim, lim, fontsize=11 if g["lim"] <= 8 else (9 if g["lim"] <= 10 else 8))
        tt = np.linspace(0, 2 * np.pi, 500)
        circles = [(np.array(g["O1"], float), g["r1"]), (np.array(g["O2"], float), g["r2"])]
        for (O, r), c in zip(circles, g["colors"]):
            ax.plot(O[0] + r * np.cos(tt), O[1] + r * np.sin(tt), color=draw.PALETTE[c], linewidth=2.2, zorder=4)
        for (O, r), name, c in zip(circles, ("O₁", "O₂"), g["colors"]):
            ax.plot([O[0]], [O[1]], "o", color=draw.PALETTE[c], markersize=6, zorder=6)
            spot = co.free_spot(O, (0.8, 1.2, r + 0.7), points=[Q for Q, _ in circles if Q is not O], circles=circles)
            ax.text(spot[0], spot[1], name, fontsize=13, color=draw.PALETTE[c], ha="center", va="center",
                    zorder=7, bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85})

    def subquestions(self, g):
        (a1, b1), (a2, b2) = g["O1"], g["O2"]
        d = np.hypot(a2 - a1, b2 - b1)
        return [SubQuestion(f"What is the distance between the centres O₁({a1}, {b1}) and O₂({a2}, {b2})?",
                            Number(float(d)),
                            "analytic_geometry/coordinates/distance_formula")]

    def description(self, g):
        (a1, b1), (a2, b2) = g["O1"], g["O2"]
        return (f"Circle ⊙O₁ has centre ({a1}, {b1}) and radius {g['r1']}; circle ⊙O₂ has centre ({a2}, {b2}) "
                f"and radius {g['r2']}. " + self._ask(g))
