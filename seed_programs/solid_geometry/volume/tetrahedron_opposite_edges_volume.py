"""Solid geometry (volume, competition): the volume of a tetrahedron from two opposite edges, the
distance between them (their common perpendicular) and the angle between them,
V = (1/6)·a·b·d·sin θ (DynaSolidGeo, volume). ``answer`` uses that formula (proved by completing a
prism / slicing the tetrahedron parallel to both edges); ``verify`` builds coordinates and takes
the determinant volume."""
import math

import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import tetrahedron_volume
from dynaforge.sdk.solid_measure import skew_lines_distance

LABELS = (["A", "B", "C", "D"], ["P", "Q", "R", "S"], ["K", "L", "M", "N"], ["A", "B", "C", "P"])


@seed_program(
    id="tetrahedron_opposite_edges_volume", topic="solid_geometry", category="volume",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/tetrahedra/opposite_edges_volume", "solid_figures/distances/skew_lines",
              "solid_figures/angles/skew_lines_angle"],
    source="DynaSolidGeo-style (competition: tetrahedron volume from two opposite edges)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class TetrahedronOppositeEdgesVolume(SeedProgram):
    levels = Levels(
        standard=dict(labels=IntRange(0, len(LABELS) - 1), edge=IntRange(3, 10), distance=IntRange(2, 8),
                      theta=OneOf((30, 45, 60, 90)), foot_position=FloatRange(0.3, 0.7)),
        hard=dict(labels=IntRange(0, len(LABELS) - 1), edge=IntRange(9, 30), distance=IntRange(7, 20),
                  theta=OneOf((15, 45, 60, 75)), foot_position=FloatRange(0.3, 0.7)),
        hard_means="longer edges and distances, angles of 15°, 45°, 60°, 75° (surd sines, no right angle)",
    )

    def sample(self, rng, space):
        """Givens: the labels, the two opposite edges, their distance and angle, the feet's names and where
        the feet sit on the edges in the figure (s1, s2)."""
        labels = list(LABELS[space.labels.draw(rng)])
        a, b = (int(v) for v in space.edge.draw(rng, size=2))
        d = space.distance.draw(rng)
        theta = space.theta.draw(rng)
        names = ["E", "F"] if "M" in labels or "N" in labels else ["M", "N"]
        return {"labels": labels, "a": a, "b": b, "d": d, "theta": theta, "names": names,
                "s1": space.foot_position.draw(rng), "s2": space.foot_position.draw(rng)}

    def question(self, g):
        p = g
        A, B, C, D = p["labels"]
        M, N = p["names"]
        return (f"In the tetrahedron {A}{B}{C}{D}, {A}{B} = {p['a']} and {C}{D} = {p['b']}. The common perpendicular of "
                f"the skew lines {A}{B} and {C}{D} is {M}{N} = {p['d']} ({M} on {A}{B}, {N} on {C}{D}), and the angle "
                f"between the lines {A}{B} and {C}{D} is {p['theta']}°. Find the volume of the tetrahedron.")

    def answer(self, p):
        return Number(p["a"] * p["b"] * p["d"] * math.sin(math.radians(p["theta"])) / 6)

    def _xyz(self, p):
        a, b, d = p["a"], p["b"], p["d"]
        t = math.radians(p["theta"])
        u = np.array([math.cos(t), math.sin(t), 0.0])
        A = np.array([-p["s1"] * a, 0.0, 0.0])
        B = A + np.array([a, 0.0, 0.0])
        N = np.array([0.0, 0.0, float(d)])
        C = N - p["s2"] * b * u
        D = C + b * u
        return dict(zip(p["labels"], [A, B, C, D])), np.zeros(3), N

    def verify(self, g):
        # Independent: coordinates built from the statement, determinant volume.
        p = g
        X, M, N = self._xyz(p)
        A, B, C, D = p["labels"]
        assert abs(skew_lines_distance(X[A], X[B], X[C], X[D]) - p["d"]) < 1e-9
        return Number(tetrahedron_volume(X[A], X[B], X[C], X[D]))

    def scene(self, g):
        p = g
        X, M, N = self._xyz(p)
        A, B, C, D = p["labels"]
        s = Scene()
        s.polyhedron(X, [[A, B, C], [A, B, D], [A, C, D], [B, C, D]])
        m, n = p["names"]
        s.point(m, M)
        s.point(n, N)
        s.segment(m, n, style="auxiliary")
        return s

    def description(self, g):
        p = g
        A, B, C, D = p["labels"]
        M, N = p["names"]
        return (f"Tetrahedron {A}{B}{C}{D} with opposite edges {A}{B} = {p['a']} and {C}{D} = {p['b']}; segment {M}{N} "
                f"with {M} on {A}{B} and {N} on {C}{D} is perpendicular to both lines and has length {p['d']}; the "
                f"lines {A}{B} and {C}{D} make an angle of {p['theta']}°.")

    def subquestions(self, g):
        p = g
        A, B, C, D = p["labels"]
        M, N = p["names"]
        area = p["b"] * p["d"] / 2
        return [SubQuestion(f"In the tetrahedron {A}{B}{C}{D}, {C}{D} = {p['b']} and {M}{N} = {p['d']} with {M}{N} ⊥ "
                            f"{C}{D}. Find the area of triangle {M}{C}{D}.", Number(area),
                            "solid_figures/tetrahedra/opposite_edges_volume")]

    def reasoning(self, p):
        A, B, C, D = p["labels"]
        M, N = p["names"]
        a, b, d, th = p["a"], p["b"], p["d"], p["theta"]
        s = math.sin(math.radians(th))
        v = a * b * d * s / 6
        return [f"{M}{N} ⊥ {A}{B}, so the plane {M}{C}{D} (through {C}{D} and {M}{N}) splits the tetrahedron into "
                f"{A}-{M}{C}{D} and {B}-{M}{C}{D}.",
                f"[{M}{C}{D}] = ½·{C}{D}·{M}{N} = ½·{b}·{d} = {b * d / 2:g}, since {M}{N} ⊥ {C}{D}.",
                f"{A}{B} ⊥ {M}{N} and makes the angle {th}° with {C}{D}, so it makes the angle {th}° with the plane "
                f"{M}{C}{D}; the distances from {A} and {B} to that plane add to {A}{B}·sin {th}° = {a}·{s:.4f}.",
                f"V = (1/3)·{b * d / 2:g}·{a}·sin {th}° = (1/6)·{a}·{b}·{d}·sin {th}° ≈ {v:.4f}."]
