"""Solid geometry (area): areas in a tetrahedron with right angles — a trirectangular corner
(PA, PB, PC mutually perpendicular; the slanted face from ½√(a²b² + b²c² + c²a²)) or a tetrahedron
with PA ⊥ plane ABC and AB ⊥ BC whose four faces are all right triangles; find the area of one face
or the total surface area (DynaSolidGeo, area). ``answer`` uses right-triangle and Heron-type
formulas; ``verify`` uses cross products in coordinates."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import polygon_area_3d

LABELS = (["P", "A", "B", "C"], ["S", "A", "B", "C"], ["D", "A", "B", "C"], ["O", "X", "Y", "Z"])


@seed_program(
    id="right_tetrahedron_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/tetrahedra/trirectangular_corner", "solid_figures/positional/three_perpendiculars_theorem",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (area: faces of a right-angled tetrahedron)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RightTetrahedronSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("trirectangular", "right_faces")), edge=IntRange(1, 8),
                      ask_corner=OneOf(("slanted", "total", "total")), ask_right=OneOf(("pbc", "total", "total")),
                      labels=IntRange(0, len(LABELS) - 1)),
        hard=dict(kind=OneOf(("trirectangular", "right_faces")), edge=IntRange(7, 24),
                  ask_corner=OneOf(("slanted", "total", "total")), ask_right=OneOf(("pbc", "total", "total")),
                  labels=IntRange(0, len(LABELS) - 1)),
        hard_means="edges of 7 to 24: face areas with large irrational parts (√(a²b² + b²c² + c²a²)) to add",
    )

    def sample(self, rng, space):
        """Givens: which right tetrahedron, its three stated edges, what is asked, the labels."""
        kind = space.kind.draw(rng)
        for _ in attempts("edges within a factor 3, not all equal"):
            d = [int(v) for v in space.edge.draw(rng, size=3)]
            if max(d) <= 3 * min(d) and len(set(d)) >= 2:
                break
        ask = (space.ask_corner if kind == "trirectangular" else space.ask_right).draw(rng)
        return {"kind": kind, "dims": d, "ask": ask, "labels": list(LABELS[space.labels.draw(rng)])}

    def _xyz(self, p):
        a, b, c = p["dims"]
        if p["kind"] == "trirectangular":  # P at the origin, A, B, C on the axes
            return [np.zeros(3), np.array([a, 0.0, 0.0]), np.array([0.0, b, 0.0]), np.array([0.0, 0.0, c])]
        return [np.array([0.0, 0.0, float(a)]), np.zeros(3), np.array([float(b), 0.0, 0.0]),
                np.array([float(b), float(c), 0.0])]

    def _given(self, p):
        P, A, B, C = p["labels"]
        a, b, c = p["dims"]
        if p["kind"] == "trirectangular":
            return (f"In the tetrahedron {P}-{A}{B}{C}, the edges {P}{A}, {P}{B}, {P}{C} are mutually perpendicular, "
                    f"with {P}{A} = {a}, {P}{B} = {b} and {P}{C} = {c}")
        return (f"In the tetrahedron {P}-{A}{B}{C}, {P}{A} ⊥ plane {A}{B}{C} and {A}{B} ⊥ {B}{C}, with {P}{A} = {a}, "
                f"{A}{B} = {b} and {B}{C} = {c}")

    def _target(self, p):
        P, A, B, C = p["labels"]
        if p["ask"] == "total":
            return "the total surface area of the tetrahedron"
        if p["ask"] == "slanted":
            return f"the area of the face {A}{B}{C}"
        return f"the area of the face {P}{B}{C}"

    def question(self, g):
        p = g
        return f"{self._given(p)}. Find {self._target(p)}."

    def _faces(self, p):
        """The four face areas by formula, the asked face first when one face is asked."""
        a, b, c = p["dims"]
        if p["kind"] == "trirectangular":
            slanted = math.sqrt(a * a * b * b + b * b * c * c + c * c * a * a) / 2
            return [slanted, a * b / 2, b * c / 2, c * a / 2]
        pbc = math.hypot(a, b) * c / 2           # BC ⊥ plane PAB, so BC ⊥ PB
        return [pbc, a * b / 2, b * c / 2, a * math.hypot(b, c) / 2]

    def answer(self, p):
        f = self._faces(p)
        return Number(sum(f) if p["ask"] == "total" else f[0])

    def verify(self, g):
        # Independent: coordinates of the stated tetrahedron, face areas by cross products.
        p = g
        Pp, A, B, C = self._xyz(p)
        faces = {"ABC": [A, B, C], "PAB": [Pp, A, B], "PBC": [Pp, B, C], "PCA": [Pp, C, A]}
        if p["ask"] == "total":
            return Number(sum(polygon_area_3d(f) for f in faces.values()))
        return Number(polygon_area_3d(faces["ABC"] if p["ask"] == "slanted" else faces["PBC"]))

    def scene(self, g):
        p = g
        P, A, B, C = p["labels"]
        X = dict(zip(p["labels"], self._xyz(p)))
        s = Scene()
        s.polyhedron(X, [[A, B, C], [P, A, B], [P, B, C], [P, C, A]])
        if p["ask"] == "slanted":
            s.face([A, B, C], color="#fca5a5", opacity=0.45, with_edges=False)
        elif p["ask"] == "pbc":
            s.face([P, B, C], color="#fca5a5", opacity=0.45, with_edges=False)
        return s

    def description(self, g):
        p = g
        return self._given(p) + "."

    def subquestions(self, g):
        p = g
        P, A, B, C = p["labels"]
        a, b, c = p["dims"]
        if p["kind"] == "trirectangular":
            return [SubQuestion(f"{self._given(p)}. Find the length of {A}{B}.", Number(math.hypot(a, b)),
                                "plane_figures/triangles/pythagorean_theorem")]
        return [SubQuestion(f"{self._given(p)}. Find the length of {P}{B}.", Number(math.hypot(a, b)),
                            "plane_figures/triangles/pythagorean_theorem")]

    def reasoning(self, p):
        P, A, B, C = p["labels"]
        a, b, c = p["dims"]
        f = self._faces(p)
        if p["kind"] == "trirectangular":
            steps = [f"The faces {P}{A}{B}, {P}{B}{C}, {P}{C}{A} are right triangles at {P}: areas {a * b / 2:g}, "
                     f"{b * c / 2:g}, {c * a / 2:g}.",
                     f"For face {A}{B}{C}, drop {P}H ⊥ {A}{B}; by the three-perpendiculars theorem {C}H ⊥ {A}{B}, and "
                     f"[{A}{B}{C}]² = [{P}{A}{B}]² + [{P}{B}{C}]² + [{P}{C}{A}]² (the corner Pythagorean theorem).",
                     f"So [{A}{B}{C}] = ½√({a}²·{b}² + {b}²·{c}² + {c}²·{a}²) ≈ {f[0]:.4f}."]
        else:
            steps = [f"{P}{A} ⊥ plane {A}{B}{C}, so {P}{A}{B} and {P}{A}{C} are right at {A}; {A}{B}{C} is right at {B}.",
                     f"{B}{C} ⊥ {A}{B} and {B}{C} ⊥ {P}{A}, so {B}{C} ⊥ plane {P}{A}{B} and {P}{B}{C} is right at {B}.",
                     f"{P}{B} = √({a}² + {b}²) ≈ {math.hypot(a, b):.4f}, {A}{C} = √({b}² + {c}²) ≈ {math.hypot(b, c):.4f}.",
                     f"Areas: [{P}{B}{C}] = ½·{P}{B}·{B}{C} ≈ {f[0]:.4f}, [{P}{A}{B}] = {a * b / 2:g}, "
                     f"[{A}{B}{C}] = {b * c / 2:g}, [{P}{A}{C}] = ½·{P}{A}·{A}{C} ≈ {f[3]:.4f}."]
        if p["ask"] == "total":
            steps.append(f"Total = {' + '.join(f'{x:.4f}' for x in f)} ≈ {sum(f):.4f}.")
        return steps
