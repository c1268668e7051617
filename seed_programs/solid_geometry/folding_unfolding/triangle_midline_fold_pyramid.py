"""Solid geometry (folding): an isosceles (or equilateral) triangle ABC is folded along a segment DE
parallel to BC until plane ADE ⟂ plane BCED, giving a quadrilateral pyramid A'-BCED; find its volume,
the length A'B, or (competition) the largest volume as DE moves - a cubic to maximise."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import convex_hull_volume, golden_section_min
from dynaforge.sdk.solid_motion import fold_flap

RATIOS = [(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 5)]
HARD_RATIOS = [(2, 7), (3, 7), (5, 7), (3, 8), (5, 8), (4, 9), (5, 9)]


@seed_program(
    id="triangle_midline_fold_pyramid", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/positional/plane_plane_perpendicular",
              "solid_figures/pyramids/volume", "solid_figures/folding/fold_volume_maximum"],
    source="DynaSolidGeo-style (folding a triangle along a line parallel to its base; maximal volume)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class TriangleMidlineFoldPyramid(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("equilateral", "isosceles")), equilateral_side=OneOf((2, 4, 6, 8, 10, 12)),
                      base=IntRange(2, 10), altitude=IntRange(2, 8),
                      ask=OneOf(("volume", "length", "max"), p=[0.35, 0.35, 0.3]), ratio=OneOf(RATIOS)),
        hard=dict(kind=OneOf(("equilateral", "isosceles"), p=[0.3, 0.7]), equilateral_side=OneOf((6, 10, 14, 16, 18)),
                  base=IntRange(6, 20), altitude=IntRange(5, 16),
                  ask=OneOf(("volume", "length", "max"), p=[0.3, 0.35, 0.35]), ratio=OneOf(HARD_RATIOS)),
        hard_means="larger triangles, fold ratios with denominators 7-9 and more often A'B or the maximum over the "
                   "position of DE (a cubic to maximise)",
    )

    def sample(self, rng, space):
        """The givens: the triangle as stated, the ratio AD:AB and the ask; an equilateral triangle's altitude
        is hidden (derived from its side)."""
        kind = space.kind.draw(rng)
        if kind == "equilateral":
            b = int(space.equilateral_side.draw(rng))
            H = b * np.sqrt(3) / 2
        else:
            b, H = space.base.draw(rng), space.altitude.draw(rng)
            if b == H:
                H += 1
        ask = space.ask.draw(rng)
        num, den = (int(v) for v in space.ratio.draw(rng))
        g = {"kind": kind, "b": b, "num": num, "den": den, "ask": ask}
        if kind == "equilateral":
            return g, {"H": float(H)}
        return {**g, "H": float(H)}

    def _complete(self, g):
        """The givens with the altitude H (an equilateral triangle's from its side)."""
        return dict(g, H=float(g["b"] * np.sqrt(3) / 2)) if g["kind"] == "equilateral" else dict(g)

    def _t(self, p):
        return p["num"] / p["den"]

    def _triangle(self, p):
        if p["kind"] == "equilateral":
            return f"Equilateral triangle ABC has side {p['b']}."
        return f"In triangle ABC, AB = AC, BC = {p['b']} and the altitude from A to BC is {fmt(p['H'])}."

    def _setup(self, p):
        base = self._triangle(p)
        if p["ask"] == "max":
            return (base + " D and E move on AB and AC with DE ∥ BC. Triangle ADE is folded along DE to A'DE so that "
                    "plane A'DE ⟂ plane BCED.")
        return (base + f" D and E lie on AB and AC with DE ∥ BC and AD:AB = {p['num']}:{p['den']}. Triangle ADE is "
                "folded along DE to A'DE so that plane A'DE ⟂ plane BCED.")

    def question(self, g):
        target = {"volume": "the volume of the pyramid A'-BCED", "length": "the length A'B",
                  "max": "the largest possible volume of the pyramid A'-BCED"}[g["ask"]]
        return self._setup(g) + f" Find {target}."

    def _vol(self, p, t):
        b, H = p["b"], p["H"]
        # A' stands above DE at the height t·H of triangle ADE (plane A'DE ⟂ base); BCED = ABC − ADE
        return (0.5 * b * H * (1 - t * t)) * (t * H) / 3

    def _value(self, p):
        b, H = p["b"], p["H"]
        t = self._t(p)
        if p["ask"] == "volume":
            return float(self._vol(p, t))
        if p["ask"] == "length":
            return float(np.sqrt((t * H) ** 2 + ((1 - t) * H) ** 2 + (b / 2) ** 2))
        # V(t) = bH²(t − t³)/6, V'(t) = 0 at t = 1/√3
        return float(b * H * H / (9 * np.sqrt(3)))

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p, t):
        b, H = p["b"], p["H"]
        A = np.array([0.0, H, 0.0])
        B, C = np.array([-b / 2, 0.0, 0.0]), np.array([b / 2, 0.0, 0.0])
        D, E = A + t * (B - A), A + t * (C - A)
        A1 = fold_flap({"A": A}, D, E, 90.0)["A"]
        if A1[2] < 0:
            A1 = A1 * np.array([1, 1, -1])
        return {"A'": A1, "B": B, "C": C, "D": D, "E": E}

    def verify(self, g):
        # Independent: fold the triangle in space (A turned 90° about DE) and measure the hull's volume or A'B
        g = self._complete(g)
        if g["ask"] == "max":
            _, best = golden_section_min(lambda t: -convex_hull_volume(list(self._coords(g, t).values())), 0.01, 0.99)
            return Number(float(-best))
        X = self._coords(g, g["num"] / g["den"])
        if g["ask"] == "volume":
            return Number(float(convex_hull_volume(list(X.values()))))
        return Number(float(np.linalg.norm(X["A'"] - X["B"])))

    def scene(self, g):
        g = self._complete(g)
        t = self._t(g) if g["ask"] != "max" else 1 / np.sqrt(3)
        X = self._coords(g, t)
        s = Scene()
        for k in ("A'", "B", "C", "D", "E"):
            s.point(k, X[k])
        s.face(["B", "C", "E", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A'", "D", "E"], color="#fcd34d", opacity=0.35)
        s.segment("A'", "B", style="auxiliary" if g["ask"] == "length" else "edge")
        s.segment("A'", "C")
        return s

    def not_drawn(self, g):
        """A is folded up to A': the figure shows the folded pyramid, so A itself is not drawn."""
        return ["A"]

    def subquestions(self, g):
        g = self._complete(g)
        b, H = g["b"], g["H"]
        t = self._t(g)
        return [
            SubQuestion(self._triangle(g) + f" D, E lie on AB, AC with DE ∥ BC and AD:AB = {g['num']}:{g['den']}. "
                        f"Find the area of the trapezoid BCED.", Number(float(0.5 * b * H * (1 - t * t))),
                        "plane_figures/triangles/similar_triangles_ratio"),
            SubQuestion(self._triangle(g) + f" D, E lie on AB, AC with DE ∥ BC and AD:AB = {g['num']}:{g['den']}. "
                        f"Find the distance from A to DE.", Number(float(t * H)),
                        "plane_figures/triangles/similar_triangles_ratio"),
        ]

    def description(self, g):
        return (self._setup(g) + " In the folded figure the trapezoid BCED lies flat and A' stands above DE; A' is "
                "joined to B and C.")

    def reasoning(self, p):
        b, H = p["b"], p["H"]
        t = self._t(p)
        steps = [f"Let the altitude of ABC be AN = {H:.4g} (N the midpoint of BC), meeting DE at M. Then AM ⟂ DE, and "
                 "after folding A'M ⟂ DE; plane A'DE ⟂ plane BCED makes A'M ⟂ plane BCED.",
                 "Triangle ADE ~ triangle ABC with ratio t = AD/AB, so A'M = t·AN and area(BCED) = (1 − t²)·area(ABC)."]
        if p["ask"] == "max":
            steps += [f"V(t) = ⅓·(1 − t²)·½·{b}·{H:.4g}·t·{H:.4g} = {b * H * H / 6:.4f}·(t − t³), 0 < t < 1.",
                      "V'(t) = 0 gives 1 − 3t² = 0, t = 1/√3 (a maximum).",
                      f"V_max = {b * H * H / 6:.4f}·(1/√3 − 1/(3√3)) = {b * H * H / 6:.4f}·2/(3√3) ≈ {self._value(p):.4f}."]
        elif p["ask"] == "volume":
            steps.append(f"t = {p['num']}/{p['den']}: A'M = {t * H:.4f}, area(BCED) = {0.5 * b * H * (1 - t * t):.4f}; "
                         f"V = ⅓·{0.5 * b * H * (1 - t * t):.4f}·{t * H:.4f} ≈ {self._value(p):.4f}.")
        else:
            steps.append(f"t = {p['num']}/{p['den']}: A'M = {t * H:.4f}, MN = {(1 - t) * H:.4f}, NB = {b / 2:g}; MN ⟂ NB "
                         f"in the base and A'M ⟂ base, so A'B² = A'M² + MN² + NB², A'B ≈ {self._value(p):.4f}.")
        return steps
