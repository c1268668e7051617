"""Solid geometry (folding): the net of an open tray - a square (or rectangle) ABCD with an isosceles
trapezoid on each side, the side being the trapezoid's shorter base, every trapezoid of the same height
s and reaching d beyond the square's corners on each end - is folded up until neighbouring legs meet.
The tray is a regular square frustum (for a rectangle a prismatoid with a (b + 2d) × (c + 2d) rim)
without its top; find its depth or its capacity (DynaSolidGeo folding: the trapezoids' heights become
slant heights, and the depth h, the overhang d and s form a right triangle). ``answer`` uses
h = √(s² − d²) and V = h/3·(S₁ + √(S₁S₂) + S₂) (square) or the prismatoid formula
V = h/6·(S₁ + 4M + S₂) (rectangle) exactly (sympy); ``verify`` folds the flat net in 3D, turning the four
trapezoids about the sides of ABCD until their legs meet, and takes the convex hull volume (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import convex_hull_volume, surd_text
from dynaforge.sdk.solid_folding_nets import fold_angle_to_meet
from dynaforge.sdk.solid_motion import fold_flap

# (overhang d, depth h, trapezoid height s) before scaling: Pythagorean triples
TRIPLES = ((3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17), (15, 8, 17), (7, 24, 25), (20, 21, 29))


@seed_program(
    id="trapezoid_flap_tray_net_capacity", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/nets/folding_open_box", "solid_figures/frustums/slant_height",
              "solid_figures/frustums/volume", "solid_figures/folding/invariants_after_folding"],
    source="DynaSolidGeo-style (folding: an open tray folded from a square with trapezoid flaps)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class TrapezoidFlapTrayNetCapacity(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("square",)), b=IntRange(2, 12), triple=IntRange(0, 5), k=IntRange(1, 3),
                      ask=OneOf(("depth", "capacity"), p=[0.25, 0.75])),
        hard=dict(base=OneOf(("square", "rectangle"), p=[0.3, 0.7]), b=IntRange(6, 20), triple=IntRange(0, 7),
                  k=IntRange(1, 2), ask=OneOf(("capacity",))),
        hard_means="mostly a rectangular base (the tray is no frustum of a pyramid: the prismatoid formula or a "
                   "decomposition is needed), larger sheets and less familiar Pythagorean triples, always the capacity",
    )

    def sample(self, rng, space):
        """Givens: base kind, AB = b (and BC = c for a rectangle), overhang d, trapezoid height s, what is asked."""
        base, ask = space.base.draw(rng), space.ask.draw(rng)
        for _ in attempts("a tray whose depth is at most its base side, not too flat"):
            d0, h0, s0 = TRIPLES[int(space.triple.draw(rng))]
            k = int(space.k.draw(rng))
            b = int(space.b.draw(rng))
            d, h, s = d0 * k, h0 * k, s0 * k
            if not (d <= 2 * b and h <= 2 * b and s <= 3 * b):
                continue
            g = {"base": base, "b": b, "d": d, "s": s, "ask": ask}
            if base == "rectangle":
                c = int(rng.integers(max(2, b // 2), b - 1))
                g["c"] = c
                if d > 2 * c:
                    continue
            return g

    # -- text -------------------------------------------------------------------------------------------------
    def _lead(self, g, hide=None):
        b = "x" if hide == "b" else g["b"]
        d, s = g["d"], ("x" if hide == "s" else g["s"])
        if g["base"] == "square":
            shape = f"a square ABCD of side {b}"
            longer = f"{b} + {2 * d}" if hide == "b" else f"{g['b'] + 2 * d}"
            flaps = f"the trapezoid's longer base is {longer} (it reaches {d} beyond each end of the side)"
        else:
            shape = f"a rectangle ABCD with AB = {b} and BC = {g['c']}"
            flaps = (f"each trapezoid's longer base is {2 * d} longer than its shorter base (it reaches {d} beyond each "
                     f"end of the side)")
        return (f"The net of an open tray consists of {shape} and, on each of its four sides, an isosceles trapezoid "
                f"whose shorter base is that side; {flaps} and every trapezoid has height {s}. The trapezoids are "
                f"folded up along the sides of ABCD until the legs of neighbouring trapezoids meet, so the tray has "
                f"no lid.")

    def _asked(self, g):
        if g["ask"] == "depth":
            return "the depth of the tray (the distance from its bottom ABCD to the plane of its rim)"
        return "the capacity (volume) of the tray (to 2 decimal places if it is not whole)"

    def question(self, g):
        return f"{self._lead(g)} Find {self._asked(g)}."

    def description(self, g):
        return (f"{self._lead(g)} The figure shows the bottom ABCD with the four trapezoids partly folded up.")

    # -- answer: the right triangle (d, h, s), then the frustum / prismatoid formula -------------------------
    def _parts(self, p):
        b = sp.nsimplify(p["b"])
        c = sp.nsimplify(p.get("c", p["b"]))
        d, s = sp.Integer(p["d"]), sp.Integer(p["s"])
        h = sp.sqrt(s ** 2 - d ** 2)
        S1, S2 = b * c, (b + 2 * d) * (c + 2 * d)
        if p["base"] == "square":
            V = h / 3 * (S1 + sp.sqrt(S1 * S2) + S2)
        else:
            V = h / 6 * (S1 + 4 * (b + d) * (c + d) + S2)
        return {"h": h, "S1": S1, "S2": S2, "V": sp.simplify(V)}

    def _value(self, p):
        q = self._parts(p)
        return float(q["h"] if p["ask"] == "depth" else q["V"])

    def answer(self, p):
        return Number(self._value(p))

    # -- verify: fold the net in 3D ------------------------------------------------------------------------
    def verify(self, g):
        b, c, d, s = float(g["b"]), float(g.get("c", g["b"])), float(g["d"]), float(g["s"])
        base = {"A": (0.0, 0.0), "B": (b, 0.0), "C": (b, c), "D": (0.0, c)}
        P = {k: np.array([*v, 0.0]) for k, v in base.items()}
        flaps = []                                               # (hinge from, hinge to, {outer corner: xyz})
        for u, v in (("A", "B"), ("B", "C"), ("C", "D"), ("D", "A")):
            U, V = P[u], P[v]
            along = (V - U) / np.linalg.norm(V - U)
            out = np.array([along[1], -along[0], 0.0])          # outward normal of the counter-clockwise square
            flaps.append((u, v, {f"{u}{v}_{u}": U - d * along + s * out, f"{u}{v}_{v}": V + d * along + s * out}))

        def fold(theta):
            pts = dict(P)
            for u, v, corners in flaps:
                moved = fold_flap(corners, P[u], P[v], theta)
                if max(x[2] for x in moved.values()) < 0:
                    moved = fold_flap(corners, P[v], P[u], theta)
                pts |= moved
            return pts

        meet = [("AB_A", "DA_A"), ("AB_B", "BC_B"), ("BC_C", "CD_C"), ("CD_D", "DA_D")]
        theta, gap = fold_angle_to_meet(fold, meet)
        if gap > 1e-6:
            return Number(float("nan"))                          # the flaps do not close up
        pts = fold(theta)
        rim = [pts[k] for k in ("AB_A", "AB_B", "BC_C", "CD_D")]
        if g["ask"] == "depth":
            return Number(float(np.mean([r[2] for r in rim])))
        return Number(float(convex_hull_volume([P[k] for k in "ABCD"] + rim)))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        b, c, d, s = float(g["b"]), float(g.get("c", g["b"])), float(g["d"]), float(g["s"])
        turn = float(np.degrees(np.arccos(d / s)))              # each flap turns by arccos(d/s) out of the plane
        shown = 180.0 - 0.55 * turn                              # the flaps part of the way up
        sc = Scene()
        sc.hiding = "none"                                       # an open tray seen from above: nothing hides an edge
        base = {"A": (0.0, 0.0), "B": (b, 0.0), "C": (b, c), "D": (0.0, c)}
        for k, (x, y) in base.items():
            sc.point(k, (x, y, 0.0))
        sc.face(list("ABCD"), color="lightsteelblue", opacity=0.45)
        colors = ("#fde68a", "#bbf7d0", "#fecaca", "#ddd6fe")
        for i, (u, v) in enumerate((("A", "B"), ("B", "C"), ("C", "D"), ("D", "A"))):
            U, V = np.array([*base[u], 0.0]), np.array([*base[v], 0.0])
            along = (V - U) / np.linalg.norm(V - U)
            out = np.array([along[1], -along[0], 0.0])
            corners = {f"_{u}{v}1": U - d * along + s * out, f"_{u}{v}2": V + d * along + s * out}
            moved = fold_flap(corners, U, V, shown)
            if max(x[2] for x in moved.values()) < 0:
                moved = fold_flap(corners, V, U, shown)
            for k, x in moved.items():
                sc.point(k, x, show_label=False, dot=False)
            sc.face([u, v, f"_{u}{v}2", f"_{u}{v}1"], color=colors[i], opacity=0.55)
        return sc

    def subquestions(self, g):
        q = self._parts(g)
        subs = [SubQuestion(f"{self._lead(g)} Find the depth of the tray.", Number(float(q["h"])),
                            "solid_figures/frustums/slant_height")]
        if g["ask"] == "capacity":
            subs.append(SubQuestion(f"{self._lead(g)} Find the area of the tray's rim opening.", Number(float(q["S2"])),
                                    "solid_figures/folding/invariants_after_folding"))
        return subs

    def backward(self, g):
        q = self._parts(g)
        if g["ask"] == "depth":
            return Backward(f"{self._lead(g, hide='s')} After folding, the depth of the tray is {surd_text(q['h'])}. "
                            f"Find x.", Number(float(g["s"])), "s")
        return Backward(f"{self._lead(g, hide='b')} After folding, its capacity is {surd_text(q['V'])}. Find x.",
                        Number(float(g["b"])), "b")

    def reasoning(self, p):
        q = self._parts(p)
        d, s = p["d"], p["s"]
        steps = [f"Folding keeps lengths: each trapezoid's height {s} becomes a slant height of the tray's side, and its "
                 f"longer base becomes a rim edge, {d} beyond the bottom on each side.",
                 f"The foot of the slant height from the rim drops {d} inside the rim's line: in the right triangle with "
                 f"hypotenuse {s} and leg {d}, the depth is h = √({s}² − {d}²) = {surd_text(q['h'])}."]
        if p["ask"] == "depth":
            return steps
        if p["base"] == "square":
            steps.append(f"The tray is a regular square frustum with bases S₁ = {surd_text(q['S1'])} and "
                         f"S₂ = {surd_text(q['S2'])}: V = h/3·(S₁ + √(S₁S₂) + S₂) = {surd_text(q['V'])} "
                         f"≈ {float(q['V']):.2f}.")
        else:
            b, c = p["b"], p["c"]
            steps.append(f"The bottom is {b} × {c}, the rim {b + 2 * d} × {c + 2 * d}, the mid-section {b + d} × {c + d}; "
                         f"the rectangles are not similar, so use the prismatoid formula V = h/6·(S₁ + 4M + S₂) = "
                         f"{surd_text(q['V'])} ≈ {float(q['V']):.2f}.")
        return steps
