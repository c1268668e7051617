"""Solid geometry (dynamic point): P moves on the space diagonal BD' of a square prism (a cube when
h = a); find the largest angle APC, the least PA + PC or the least area of triangle PAC. By symmetry
PA = PC, so everything is decided at the foot of the perpendicular from A (or from the base centre)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min, solid_vertex_labels

ASKS = {"angle": "the largest possible value of ∠{A}{P}{C}, in degrees",
        "sum": "the least possible value of {P}{A} + {P}{C}",
        "area": "the least possible area of triangle {P}{A}{C}"}


@seed_program(
    id="square_prism_diagonal_point_extremum", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/extremum_at_perpendicular_foot",
              "plane_figures/triangles/right_triangle_altitude", "solid_figures/positional/line_plane_perpendicular_criterion"],
    source="DynaSolidGeo-style (dynamic point on a space diagonal; extremum at the perpendicular foot)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class SquarePrismDiagonalPointExtremum(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), cube_share=0.3, ask=OneOf(tuple(ASKS)),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard=dict(edge=IntRange(5, 16), cube_share=0.1, ask=OneOf(tuple(ASKS), p=[0.4, 0.2, 0.4]),
                  style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard_means="larger, mostly non-cubic prisms (no cube symmetry shortcut, unfriendly surds) and mostly the "
                   "largest angle or the least area",
    )

    def sample(self, rng, space):
        a = space.edge.draw(rng)
        h = a if rng.random() < space.cube_share else int(rng.integers(max(2, (a + 1) // 2), 2 * a + 1))
        return {"a": a, "h": h, "ask": space.ask.draw(rng), "style": space.style.draw(rng),
                "mover": space.mover.draw(rng)}

    def _lab(self, p):
        (A, B, C, D), (A1, B1, C1, D1) = solid_vertex_labels(4, p["style"])
        return dict(A=A, B=B, C=C, D=D, A1=A1, B1=B1, C1=C1, D1=D1, P=p["mover"])

    def _given(self, p):
        L = self._lab(p)
        kind = (f"cube {L['A']}{L['B']}{L['C']}{L['D']}-{L['A1']}{L['B1']}{L['C1']}{L['D1']} with edge {p['a']}"
                if p["a"] == p["h"] else
                f"right prism {L['A']}{L['B']}{L['C']}{L['D']}-{L['A1']}{L['B1']}{L['C1']}{L['D1']} with square base "
                f"of side {p['a']} and lateral edge {L['A']}{L['A1']} = {p['h']}")
        return f"In the {kind}, point {L['P']} moves along the space diagonal {L['B']}{L['D1']}."

    def question(self, g):
        L = self._lab(g)
        return self._given(g) + " Find " + ASKS[g["ask"]].format(**L) + "."

    def _d_a(self, p):
        a, h = p["a"], p["h"]
        # AB ⊥ plane ADD'A', so triangle ABD' is right-angled at A: altitude = AB·AD'/BD'
        return a * np.sqrt(a * a + h * h) / np.sqrt(2 * a * a + h * h)

    def _value(self, p):
        a, h = p["a"], p["h"]
        if p["ask"] == "angle":
            return float(np.degrees(2 * np.arcsin((a * np.sqrt(2) / 2) / self._d_a(p))))
        if p["ask"] == "sum":
            return float(2 * self._d_a(p))
        # AC ⊥ plane BDD', so the distance from P to AC is least at the foot from the base centre O to BD'
        dist = (a * np.sqrt(2) / 2) * h / np.sqrt(2 * a * a + h * h)
        return float(0.5 * a * np.sqrt(2) * dist)

    def answer(self, p):
        return Number(self._value(p))

    def _coords(self, p):
        a, h = p["a"], p["h"]
        return {"A": np.zeros(3), "B": np.array([a, 0, 0.0]), "C": np.array([a, a, 0.0]), "D": np.array([0, a, 0.0]),
                "A1": np.array([0, 0, h + 0.0]), "B1": np.array([a, 0, h + 0.0]), "C1": np.array([a, a, h + 0.0]),
                "D1": np.array([0, a, h + 0.0])}

    def verify(self, g):
        X = self._coords(g)

        def point(t):
            return X["B"] + t * (X["D1"] - X["B"])

        def f(t):
            P = point(t)
            u, v = X["A"] - P, X["C"] - P
            if g["ask"] == "angle":
                return -np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))
            if g["ask"] == "sum":
                return np.linalg.norm(u) + np.linalg.norm(v)
            return 0.5 * np.linalg.norm(np.cross(u, v))
        _, best = golden_section_min(f, 0.0, 1.0)
        return Number(float(abs(best)))

    def scene(self, g):
        L, X = self._lab(g), self._coords(g)
        s = Scene()
        s.box([L[k] for k in "ABCD"], [L[k] for k in ("A1", "B1", "C1", "D1")], g["a"], g["a"], g["h"])
        s.segment(L["B"], L["D1"], style="auxiliary")
        s.point(L["P"], X["B"] + 0.6 * (X["D1"] - X["B"]))
        s.segment(L["P"], L["A"], style="auxiliary")
        s.segment(L["P"], L["C"], style="auxiliary")
        if g["ask"] == "area":
            s.segment(L["A"], L["C"], style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        a, h = g["a"], g["h"]
        return [SubQuestion(
            f"{self._given(g)} Triangle {L['A']}{L['B']}{L['D1']} is right-angled at {L['A']}. Find the distance from "
            f"{L['A']} to the line {L['B']}{L['D1']}.", Number(float(self._d_a(g))),
            "plane_figures/triangles/right_triangle_altitude")]

    def description(self, g):
        L = self._lab(g)
        return (self._given(g) + f" {L['P']} is joined to {L['A']} and {L['C']}; the base {L['A']}{L['B']}{L['C']}{L['D']} "
                f"is a square and the lateral edges are perpendicular to it.")

    def reasoning(self, p):
        L = self._lab(p)
        a, h = p["a"], p["h"]
        d = self._d_a(p)
        A, B, C, D1, P = L["A"], L["B"], L["C"], L["D1"], L["P"]
        steps = [f"{A} and {C} are symmetric about the plane {B}{L['D']}{D1}, which contains {B}{D1}; so {P}{A} = {P}{C} "
                 "for every position of " + P + "."]
        if p["ask"] in ("angle", "sum"):
            steps += [
                f"{A}{B} ⊥ plane {A}{L['D']}{D1}{L['A1']}, so triangle {A}{B}{D1} is right-angled at {A}: "
                f"{A}{D1} = √({a}² + {h}²), {B}{D1} = √(2·{a}² + {h}²).",
                f"{P}{A} is least at the foot of the perpendicular from {A}: {P}{A} ≥ {A}{B}·{A}{D1}/{B}{D1} ≈ {d:.4f}.",
            ]
            if p["ask"] == "sum":
                steps.append(f"So {P}{A} + {P}{C} = 2·{P}{A} ≥ {2 * d:.4f}.")
            else:
                steps.append(f"In isosceles triangle {P}{A}{C} with {A}{C} = {a}√2, sin(∠{A}{P}{C}/2) = ({a}√2/2)/{P}{A}; "
                             f"the angle is largest when {P}{A} is least: ∠{A}{P}{C} ≈ {self._value(p):.4f}°.")
        else:
            dist = (a * np.sqrt(2) / 2) * h / np.sqrt(2 * a * a + h * h)
            steps += [
                f"{A}{C} ⊥ {B}{L['D']} and {A}{C} ⊥ {L['D']}{D1}, so {A}{C} ⊥ plane {B}{L['D']}{D1}; with O the centre of the "
                f"base, the distance from {P} to {A}{C} is {P}O.",
                f"{P}O is least when {P}O ⊥ {B}{D1}: {P}O = O{B}·sin∠{L['D']}{B}{D1} = ({a}√2/2)·{h}/√(2·{a}² + {h}²) ≈ {dist:.4f}.",
                f"Least area = ½·{a}√2·{dist:.4f} ≈ {self._value(p):.4f}.",
            ]
        return steps
