"""Analytic geometry: read two circles from a grid, decide their position, count common tangents."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

LIM = 8
CASES = ("separate", "external", "intersect", "internal", "inside")
TANGENTS = {"separate": 4, "external": 3, "intersect": 2, "internal": 1, "inside": 0}
POSITION = {4: "separate (disjoint, outside each other)", 3: "externally tangent", 2: "intersecting at two points",
            1: "internally tangent", 0: "one inside the other without touching"}
UNIT_OFFSETS = ((1, 0), (0, 1), (3, 4), (4, 3))  # integer distances: k·(1,0) or (3,4)-type


@seed_program(
    id="two_circles_common_tangents", topic="analytic_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/circles/two_circles_position", "analytic_geometry/coordinates/distance_formula"],
    source="DynaMath-style (analytic geometry, two circles on a grid)",
    variations=["numeric_values", "geometric_transformations", "colors_labels"],
)
class TwoCirclesCommonTangents(SeedProgram):
    def sample(self, rng):
        case = str(rng.choice(CASES))
        while True:
            r1, r2 = int(rng.integers(1, 6)), int(rng.integers(1, 6))
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
                off = [int(v) for v in rng.integers(-9, 10, size=2)]
                d = np.hypot(*off)
                lo, hi = abs(r1 - r2), r1 + r2
                ok = {"separate": d > hi + 0.5, "intersect": lo + 0.5 < d < hi - 0.5,
                      "inside": d < lo - 0.5 and d > 0}[case]
                if not ok:
                    continue
            off = [off[0] * int(rng.choice([-1, 1])), off[1] * int(rng.choice([-1, 1]))]
            O1 = [int(v) for v in rng.integers(-6, 7, size=2)]
            O2 = [O1[0] + off[0], O1[1] + off[1]]
            if any(abs(O[i]) + r > LIM - 0.2 for O, r in ((O1, r1), (O2, r2)) for i in (0, 1)):
                continue
            if any(abs(c) < 1 for c in O1 + O2):
                continue
            break
        return {"O1": O1, "O2": O2, "r1": r1, "r2": r2, "case": case,
                "asked": str(rng.choice(["tangents", "position"])),
                "colors": [str(c) for c in rng.permutation(["blue", "red", "green", "purple"])[:2]]}

    def question(self, p):
        ask = ("How many common tangent lines do the two circles have?" if p["asked"] == "tangents" else
               "What is the positional relationship between the two circles?")
        return ("The figure shows circles ⊙O₁ and ⊙O₂. Their centres are grid points and their radii are "
                f"whole numbers. {ask}")

    def _count(self, p):
        return TANGENTS[p["case"]]

    def _option(self, p, n):
        return str(n) if p["asked"] == "tangents" else POSITION[n]

    def answer(self, p):
        n = self._count(p)
        near = [k for k in sorted(range(5), key=lambda k: (abs(k - n), k)) if k != n][:3]
        return Choice(self._option(p, n), [self._option(p, k) for k in near])

    def verify(self, p):
        # Intersection points by sympy, then the relation from them (no d-versus-radii test).
        x, y = sp.symbols("x y", real=True)
        (a1, b1), (a2, b2), r1, r2 = p["O1"], p["O2"], p["r1"], p["r2"]
        sols = sp.solve([(x - a1) ** 2 + (y - b1) ** 2 - r1 ** 2, (x - a2) ** 2 + (y - b2) ** 2 - r2 ** 2],
                        [x, y], dict=True)
        pts = {(sp.nsimplify(s[x]), sp.nsimplify(s[y])) for s in sols}
        if len(pts) == 2:
            return Choice(self._option(p, 2), [])
        big_c, big_r, small_c = ((a1, b1), r1, (a2, b2)) if r1 >= r2 else ((a2, b2), r2, (a1, b1))
        small_inside = (small_c[0] - big_c[0]) ** 2 + (small_c[1] - big_c[1]) ** 2 < big_r ** 2
        if len(pts) == 1:
            return Choice(self._option(p, 1 if small_inside else 3), [])
        return Choice(self._option(p, 0 if small_inside else 4), [])

    def draw(self, p, ax, hide=()):
        lim = (-LIM - 0.5, LIM + 0.5)
        draw.grid_axes(ax, lim, lim)
        tt = np.linspace(0, 2 * np.pi, 500)
        circles = [(np.array(p["O1"], float), p["r1"]), (np.array(p["O2"], float), p["r2"])]
        for (O, r), c in zip(circles, p["colors"]):
            ax.plot(O[0] + r * np.cos(tt), O[1] + r * np.sin(tt), color=draw.PALETTE[c], linewidth=2.2, zorder=4)
        for (O, r), name, c in zip(circles, ("O₁", "O₂"), p["colors"]):
            ax.plot([O[0]], [O[1]], "o", color=draw.PALETTE[c], markersize=6, zorder=6)
            spot = co.free_spot(O, (0.8, 1.2, r + 0.7), points=[Q for Q, _ in circles if Q is not O], circles=circles)
            ax.text(spot[0], spot[1], name, fontsize=13, color=draw.PALETTE[c], ha="center", va="center",
                    zorder=7, bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85})

    def subquestions(self, p):
        (a1, b1), (a2, b2) = p["O1"], p["O2"]
        d = np.hypot(a2 - a1, b2 - b1)
        return [SubQuestion(f"What is the distance between the centres O₁({a1}, {b1}) and O₂({a2}, {b2})?",
                            Number(float(d)),
                            "analytic_geometry/coordinates/distance_formula")]

    def description(self, p):
        (a1, b1), (a2, b2) = p["O1"], p["O2"]
        return (f"Circle ⊙O₁ has centre ({a1}, {b1}) and radius {p['r1']}; circle ⊙O₂ has centre ({a2}, {b2}) "
                f"and radius {p['r2']}. " + ("How many common tangent lines do the two circles have?"
                                          if p["asked"] == "tangents" else
                                          "What is the positional relationship between the two circles?"))
