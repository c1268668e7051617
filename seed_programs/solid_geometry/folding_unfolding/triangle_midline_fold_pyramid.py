"""Solid geometry (folding): an isosceles (or equilateral) triangle ABC is folded along a segment DE
parallel to BC until plane ADE ⟂ plane BCED, giving a quadrilateral pyramid A'-BCED; find its volume,
the length A'B, or (competition) the largest volume as DE moves - a cubic to maximise."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.draw import fmt
from dynaforge.sdk.scene import convex_hull_volume, golden_section_min
from dynaforge.sdk.solid_motion import fold_flap

RATIOS = [(1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 5)]


@seed_program(
    id="triangle_midline_fold_pyramid", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/positional/plane_plane_perpendicular",
              "solid_figures/pyramids/volume", "solid_figures/folding/fold_volume_maximum"],
    source="DynaSolidGeo-style (folding a triangle along a line parallel to its base; maximal volume)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class TriangleMidlineFoldPyramid(SeedProgram):
    def sample(self, rng):
        kind = str(rng.choice(["equilateral", "isosceles"]))
        if kind == "equilateral":
            b = int(rng.choice([2, 4, 6, 8, 10, 12]))
            H = b * np.sqrt(3) / 2
        else:
            b, H = int(rng.integers(2, 11)), int(rng.integers(2, 9))
            if b == H:
                H += 1
        ask = str(rng.choice(["volume", "length", "max"], p=[0.35, 0.35, 0.3]))
        num, den = RATIOS[int(rng.integers(0, len(RATIOS)))]
        return {"kind": kind, "b": b, "H": float(H), "num": num, "den": den, "ask": ask}

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

    def question(self, p):
        target = {"volume": "the volume of the pyramid A'-BCED", "length": "the length A'B",
                  "max": "the largest possible volume of the pyramid A'-BCED"}[p["ask"]]
        return self._setup(p) + f" Find {target}."

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

    def verify(self, p):
        if p["ask"] == "max":
            _, best = golden_section_min(lambda t: -convex_hull_volume(list(self._coords(p, t).values())), 0.01, 0.99)
            return Number(float(-best))
        X = self._coords(p, self._t(p))
        if p["ask"] == "volume":
            return Number(float(convex_hull_volume(list(X.values()))))
        return Number(float(np.linalg.norm(X["A'"] - X["B"])))

    def scene(self, p):
        t = self._t(p) if p["ask"] != "max" else 1 / np.sqrt(3)
        X = self._coords(p, t)
        s = Scene()
        for k in ("A'", "B", "C", "D", "E"):
            s.point(k, X[k])
        s.face(["B", "C", "E", "D"], color="lightsteelblue", opacity=0.3)
        s.face(["A'", "D", "E"], color="#fcd34d", opacity=0.35)
        s.segment("A'", "B", style="auxiliary" if p["ask"] == "length" else "edge")
        s.segment("A'", "C")
        return s

    def subquestions(self, p):
        b, H = p["b"], p["H"]
        t = self._t(p)
        return [
            SubQuestion(self._triangle(p) + f" D, E lie on AB, AC with DE ∥ BC and AD:AB = {p['num']}:{p['den']}. "
                        f"Find the area of the trapezoid BCED.", Number(float(0.5 * b * H * (1 - t * t))),
                        "plane_figures/triangles/similar_triangles_ratio"),
            SubQuestion(self._triangle(p) + f" D, E lie on AB, AC with DE ∥ BC and AD:AB = {p['num']}:{p['den']}. "
                        f"Find the distance from A to DE.", Number(float(t * H)),
                        "plane_figures/triangles/similar_triangles_ratio"),
        ]

    def description(self, p):
        return (self._setup(p) + " In the folded figure the trapezoid BCED lies flat and A' stands above DE; A' is "
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
