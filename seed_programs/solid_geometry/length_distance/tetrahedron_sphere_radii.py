"""Solid geometry (length, competition): the radius of the circumscribed or inscribed sphere of a
tetrahedron — a regular tetrahedron, a trirectangular corner PA ⊥ PB ⊥ PC, or a tetrahedron with
PA ⊥ plane ABC and AB ⊥ BC whose four faces are right triangles (DynaSolidGeo, length/distance).
``answer`` uses box completion / the diameter PC and r = 3V/S; ``verify`` computes the spheres from
coordinates (least-squares sphere through the vertices, area-weighted incentre)."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_measure import circumsphere, tetrahedron_insphere

KINDS = ("regular", "trirectangular", "right_faces")
LABELS = (["P", "A", "B", "C"], ["S", "A", "B", "C"], ["D", "A", "B", "C"], ["V", "K", "L", "M"])


def _upright(pts):
    """Turn the tetrahedron so that face ABC (pts[1:]) is horizontal with the apex pts[0] above it."""
    P, A, B, C = pts
    n = np.cross(B - A, C - A)
    n /= np.linalg.norm(n)
    if n @ (P - A) < 0:
        n = -n
    z = np.array([0.0, 0.0, 1.0])
    v, c = np.cross(n, z), float(n @ z)
    vx = np.array([[0, -v[2], v[1]], [v[2], 0, -v[0]], [-v[1], v[0], 0]])
    rot = np.eye(3) + vx + vx @ vx / (1 + c)
    out = [rot @ x for x in pts]
    g = (out[1] + out[2] + out[3]) / 3
    return [x - g for x in out]


def _sq(m):
    r = math.isqrt(m)
    return str(r) if r * r == m else f"√{m}"



def _cap(text):
    """Upper-case the first letter only (str.capitalize would lower-case the labels)."""
    return text[:1].upper() + text[1:]


@seed_program(
    id="tetrahedron_sphere_radii", topic="solid_geometry", category="length_distance",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_tetrahedron",
              "solid_figures/spheres/inscribed_sphere_volume_method", "solid_figures/tetrahedra/box_embedding"],
    source="DynaSolidGeo-style (competition: circumscribed / inscribed sphere of a tetrahedron)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class TetrahedronSphereRadii(SeedProgram):
    levels = Levels(
        standard=dict(sphere=OneOf(("circumscribed", "inscribed")), regular_edge=IntRange(2, 12), edge=IntRange(1, 6)),
        hard=dict(sphere=OneOf(("circumscribed", "inscribed"), p=[0.3, 0.7]), regular_edge=IntRange(5, 24),
                  edge=IntRange(3, 15)),
        hard_means="longer, less friendly edges and mostly the inscribed sphere (volume over total surface, "
                   "with a slanted face whose area is a surd)",
    )

    def sample(self, rng, space):
        kind = KINDS[int(rng.integers(0, 3))]
        sphere = space.sphere.draw(rng)
        labels = list(LABELS[int(rng.integers(0, len(LABELS)))])
        if kind == "regular":
            dims = [space.regular_edge.draw(rng)]
        else:
            for _ in attempts("three edges, not all equal, the longest at most three times the shortest"):
                dims = [int(v) for v in space.edge.draw(rng, size=3)]
                if len(set(dims)) >= 2 and max(dims) <= 3 * min(dims):
                    break
        return {"kind": kind, "sphere": sphere, "labels": labels, "dims": dims}

    def _xyz(self, p):
        """Coordinates of (apex, A, B, C)."""
        d = p["dims"]
        if p["kind"] == "regular":
            a = d[0]
            A = np.array([0.0, 0.0, 0.0])
            B = np.array([a, 0.0, 0.0])
            C = np.array([a / 2, a * np.sqrt(3) / 2, 0.0])
            G = (A + B + C) / 3
            return [G + np.array([0, 0, a * np.sqrt(2.0 / 3.0)]), A, B, C]
        if p["kind"] == "trirectangular":   # PA, PB, PC along the axes, P at the origin
            a, b, c = d
            pts = [np.zeros(3), np.array([a, 0.0, 0.0]), np.array([0.0, b, 0.0]), np.array([0.0, 0.0, c])]
            return _upright(pts)
        a, b, c = d                          # PA = a vertical, AB = b, BC = c with AB ⊥ BC
        A = np.array([0.0, 0.0, 0.0])
        return [np.array([0.0, 0.0, float(a)]), A, np.array([float(b), 0.0, 0.0]), np.array([float(b), float(c), 0.0])]

    def _given(self, p):
        P, A, B, C = p["labels"]
        d = p["dims"]
        if p["kind"] == "regular":
            return f"{P}{A}{B}{C} is a regular tetrahedron with edge length {d[0]}"
        if p["kind"] == "trirectangular":
            return (f"in the tetrahedron {P}-{A}{B}{C}, the edges {P}{A}, {P}{B}, {P}{C} are mutually perpendicular, "
                    f"with {P}{A} = {d[0]}, {P}{B} = {d[1]} and {P}{C} = {d[2]}")
        return (f"in the tetrahedron {P}-{A}{B}{C}, {P}{A} ⊥ plane {A}{B}{C} and {A}{B} ⊥ {B}{C}, with "
                f"{P}{A} = {d[0]}, {A}{B} = {d[1]} and {B}{C} = {d[2]}")

    def question(self, g):
        given = self._given(g)
        return (f"As shown, {given}. Find the radius of the sphere {g['sphere']} "
                f"{'about' if g['sphere'] == 'circumscribed' else 'in'} the tetrahedron.")

    def _parts(self, p):
        """(volume, total surface area, circumradius) from the textbook formulas."""
        d = p["dims"]
        if p["kind"] == "regular":
            a = d[0]
            return a ** 3 * math.sqrt(2) / 12, math.sqrt(3) * a * a, a * math.sqrt(6) / 4
        a, b, c = d
        R = math.sqrt(a * a + b * b + c * c) / 2     # box completion / PC is a diameter
        if p["kind"] == "trirectangular":
            S = (a * b + b * c + c * a) / 2 + math.sqrt(a * a * b * b + b * b * c * c + c * c * a * a) / 2
            return a * b * c / 6, S, R
        S = a * b / 2 + b * c / 2 + math.hypot(a, b) * c / 2 + a * math.hypot(b, c) / 2
        return a * b * c / 6, S, R

    def answer(self, p):
        V, S, R = self._parts(p)
        return Number(R if p["sphere"] == "circumscribed" else 3 * V / S)

    def verify(self, g):
        pts = self._xyz(g)
        if g["sphere"] == "circumscribed":
            return Number(circumsphere(pts)[1])
        # the incentre found from face areas, then its distance to every face must agree
        centre, _ = tetrahedron_insphere(*pts)
        dists = []
        for i in range(4):
            f = [pts[j] for j in range(4) if j != i]
            n = np.cross(f[1] - f[0], f[2] - f[0])
            dists.append(abs((centre - f[0]) @ n) / np.linalg.norm(n))
        assert max(dists) - min(dists) < 1e-9
        return Number(float(np.mean(dists)))

    def scene(self, g):
        P, A, B, C = g["labels"]
        X = dict(zip(g["labels"], self._xyz(g)))
        s = Scene()
        s.polyhedron(X, [[A, B, C], [P, A, B], [P, B, C], [P, C, A]])
        return s

    def description(self, g):
        P, A, B, C = g["labels"]
        return f"Tetrahedron {P}{A}{B}{C}: {self._given(g)}." if g["kind"] != "regular" else \
            f"{self._given(g)}."

    def subquestions(self, g):
        V, S, R = self._parts(g)
        P, A, B, C = g["labels"]
        return [
            SubQuestion(f"{_cap(self._given(g))}. Find the volume of the tetrahedron.", Number(V),
                        "solid_figures/pyramids/volume"),
            SubQuestion(f"{_cap(self._given(g))}. Find the total surface area of the tetrahedron.", Number(S),
                        "solid_figures/spheres/inscribed_sphere_volume_method"),
        ]

    def reasoning(self, p):
        V, S, R = self._parts(p)
        P, A, B, C = p["labels"]
        d = p["dims"]
        steps = []
        if p["sphere"] == "circumscribed":
            if p["kind"] == "regular":
                a = d[0]
                steps += [f"A regular tetrahedron of edge {a} is inscribed in a cube of edge {a}/√2 (its edges are face "
                          f"diagonals), so both share the circumscribed sphere.",
                          f"R = half the cube's space diagonal = (√3·{a}/√2)/2 = {a}√6/4 ≈ {R:.4f}."]
            elif p["kind"] == "trirectangular":
                steps += [f"Complete the tetrahedron to a {d[0]}×{d[1]}×{d[2]} box with {P}{A}, {P}{B}, {P}{C} as edges; "
                          f"the box and the tetrahedron share the circumscribed sphere.",
                          f"R = half the space diagonal = √({d[0]}² + {d[1]}² + {d[2]}²)/2 = "
                          f"{_sq(d[0] ** 2 + d[1] ** 2 + d[2] ** 2)}/2 ≈ {R:.4f}."]
            else:
                steps += [f"{P}{A} ⊥ plane {A}{B}{C} gives {P}{A} ⊥ {A}{C}; {B}{C} ⊥ {A}{B} and {B}{C} ⊥ {P}{A} give "
                          f"{B}{C} ⊥ plane {P}{A}{B}, so {B}{C} ⊥ {P}{B}.",
                          f"Angles {P}{A}{C} and {P}{B}{C} are right, so {A} and {B} lie on the sphere with diameter {P}{C}.",
                          f"{P}{C}² = {P}{A}² + {A}{B}² + {B}{C}² = {d[0] ** 2 + d[1] ** 2 + d[2] ** 2}, so R = {P}{C}/2 ≈ {R:.4f}."]
            return steps
        steps += [f"Volume: V ≈ {V:.4f}.",
                  f"Total surface area: S ≈ {S:.4f} (sum of the four faces).",
                  f"Joining the incentre to the four faces splits the tetrahedron into four pyramids of height r, so "
                  f"V = (1/3)·r·S.",
                  f"r = 3V/S = 3·{V:.4f}/{S:.4f} ≈ {3 * V / S:.4f}."]
        if p["kind"] == "regular":
            steps[0] = f"Volume: V = √2·{d[0]}³/12 ≈ {V:.4f}."
            steps[1] = f"Total surface area: four equilateral triangles, S = √3·{d[0]}² ≈ {S:.4f}."
        elif p["kind"] == "trirectangular":
            steps[0] = f"Volume: V = (1/6)·{d[0]}·{d[1]}·{d[2]} = {V:.4g}."
            steps[1] = (f"Three right faces give ({d[0]}·{d[1]} + {d[1]}·{d[2]} + {d[2]}·{d[0]})/2; face {A}{B}{C} has "
                        f"area ½√(a²b² + b²c² + c²a²); in total S ≈ {S:.4f}.")
        else:
            steps[0] = f"Volume: V = (1/3)·(½·{d[1]}·{d[2]})·{d[0]} = {V:.4g}."
            steps[1] = (f"All four faces are right triangles: ½·{P}{A}·{A}{B} + ½·{A}{B}·{B}{C} + ½·{P}{B}·{B}{C} + "
                        f"½·{P}{A}·{A}{C} ≈ {S:.4f}.")
        return steps
