"""Solid geometry (length): in a regular tetrahedron, the segment joining a point of one edge to a
point of the opposite edge, or the distance between two opposite (skew) edges
(DynaSolidGeo, length/distance). ``answer`` expands |MN|² with the edge vectors at one vertex
(pairwise dot products a²/2); ``verify`` uses coordinates (and minimises over both edges for the
skew-line distance)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min
from dynaforge.sdk.solid_measure import skew_lines_distance

RATIOS = (Fraction(1, 2), Fraction(1, 3), Fraction(2, 3), Fraction(1, 4), Fraction(3, 4))
HARD_RATIOS = (Fraction(1, 5), Fraction(2, 5), Fraction(3, 5), Fraction(4, 5), Fraction(1, 6), Fraction(5, 6))
LABELS = (["A", "B", "C", "D"], ["P", "A", "B", "C"], ["A", "B", "C", "S"], ["K", "L", "M", "N"])


@seed_program(
    id="regular_tetrahedron_opposite_edges_segment", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron_vectors", "solid_figures/distances/skew_lines"],
    source="DynaSolidGeo-style (length: regular tetrahedron, opposite edges)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularTetrahedronOppositeEdgesSegment(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("segment", "segment", "segment", "distance")), a=IntRange(2, 12), ratios=RATIOS),
        hard=dict(ask=OneOf(("segment", "segment", "segment", "distance")), a=IntRange(5, 24), ratios=HARD_RATIOS),
        hard_means="longer edges and division points in fifths and sixths instead of halves, thirds and quarters",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        labels = list(LABELS[int(rng.integers(0, len(LABELS)))])
        a = space.a.draw(rng)
        t = space.ratios[int(rng.integers(0, len(space.ratios)))]
        k = space.ratios[int(rng.integers(0, len(space.ratios)))]
        names = ["E", "F"] if "M" in labels or "N" in labels else ["M", "N"]
        g = {"ask": ask, "labels": labels, "a": a, "names": names, "edge_pair": int(rng.integers(0, 3))}
        if ask == "distance":       # M, N are the midpoints of the common perpendicular: no ratio is stated
            return g
        return {**g, "t": [t.numerator, t.denominator], "k": [k.numerator, k.denominator]}

    def _edges(self, p):
        """The two opposite edges (X, Y) and (Z, W) as labels."""
        A, B, C, D = p["labels"]
        return [((A, B), (C, D)), ((A, C), (B, D)), ((A, D), (B, C))][p["edge_pair"]]

    def _frac(self, p, key):
        return Fraction(*p[key])

    def _ratio_text(self, X, Y, P, f):
        return f"{X}{P} : {P}{Y} = {f.numerator} : {f.denominator - f.numerator}" if f != Fraction(1, 2) \
            else f"{P} is the midpoint of {X}{Y}"

    def question(self, g):
        A, B, C, D = g["labels"]
        (X, Y), (Z, W) = self._edges(g)
        head = f"{A}{B}{C}{D} is a regular tetrahedron with edge length {g['a']}."
        if g["ask"] == "distance":
            return head + f" Find the distance between the skew lines {X}{Y} and {Z}{W}."
        M, N = g["names"]
        t, k = self._frac(g, "t"), self._frac(g, "k")
        return (head + f" Point {M} lies on edge {X}{Y} with {self._ratio_text(X, Y, M, t)}, and point {N} lies on "
                f"edge {Z}{W} with {self._ratio_text(Z, W, N, k)}. Find the length of {M}{N}.")

    def _sq_factor(self, p):
        """|MN|² / a² = k² − k + 1 − t + t² for XM = t·XY, ZN = k·ZW."""
        if p["ask"] == "distance":
            return Fraction(1, 2)
        t, k = self._frac(p, "t"), self._frac(p, "k")
        return k * k - k + 1 - t + t * t

    def answer(self, p):
        return Number(float(p["a"] * np.sqrt(float(self._sq_factor(p)))))

    def _coords(self, p):
        a = float(p["a"])
        pts = [np.array([0.0, 0.0, 0.0]), np.array([a, 0.0, 0.0]), np.array([a / 2, a * np.sqrt(3) / 2, 0.0])]
        g = sum(pts) / 3
        pts.append(g + np.array([0.0, 0.0, a * np.sqrt(2 / 3)]))
        return dict(zip(p["labels"], pts))

    def verify(self, g):
        X = self._coords(g)
        (x, y), (z, w) = self._edges(g)
        if g["ask"] == "distance":
            # nested minimisation of |M(t) N(k)| over both edges, checked against the common-normal formula
            def inner(t):
                m = X[x] + t * (X[y] - X[x])
                return golden_section_min(lambda k: float(np.linalg.norm(X[z] + k * (X[w] - X[z]) - m)), 0, 1)[1]
            best = golden_section_min(inner, 0, 1)[1]
            assert abs(best - skew_lines_distance(X[x], X[y], X[z], X[w])) < 1e-6
            return Number(best)
        t, k = g["t"][0] / g["t"][1], g["k"][0] / g["k"][1]
        m = X[x] + t * (X[y] - X[x])
        n = X[z] + k * (X[w] - X[z])
        return Number(float(np.linalg.norm(n - m)))

    def scene(self, g):
        X = self._coords(g)
        A, B, C, D = g["labels"]
        s = Scene()
        s.polyhedron(X, [[A, B, C], [A, B, D], [B, C, D], [C, A, D]])
        (x, y), (z, w) = self._edges(g)
        M, N = g["names"]
        if g["ask"] == "distance":
            s.point(M, s.midpoint(x, y))
            s.point(N, s.midpoint(z, w))
        else:
            s.point(M, s.along(x, y, float(self._frac(g, "t"))))
            s.point(N, s.along(z, w, float(self._frac(g, "k"))))
        s.segment(M, N, style="auxiliary")
        return s

    def description(self, g):
        A, B, C, D = g["labels"]
        (X, Y), (Z, W) = self._edges(g)
        M, N = g["names"]
        if g["ask"] == "distance":
            return (f"{A}{B}{C}{D} is a regular tetrahedron (all six edges equal to {g['a']}). {M} and {N} are the "
                    f"midpoints of the opposite edges {X}{Y} and {Z}{W}.")
        t, k = self._frac(g, "t"), self._frac(g, "k")
        return (f"{A}{B}{C}{D} is a regular tetrahedron with all six edges equal to {g['a']}. On edge {X}{Y}, "
                f"{self._ratio_text(X, Y, M, t)}; on the opposite edge {Z}{W}, {self._ratio_text(Z, W, N, k)}. "
                f"Segment {M}{N} joins them.")

    def subquestions(self, g):
        (X, Y), (Z, W) = self._edges(g)
        a = g["a"]
        return [SubQuestion(f"In a regular tetrahedron with edge length {a}, find the dot product of the edge vectors "
                            f"{X}{Y} and {X}{Z} (they meet at {X} at 60°).", Number(a * a / 2),
                            "solid_figures/tetrahedra/regular_tetrahedron_vectors")]

    def reasoning(self, p):
        a = p["a"]
        (X, Y), (Z, W) = self._edges(p)
        M, N = p["names"]
        if p["ask"] == "distance":
            return [f"Let {M}, {N} be the midpoints of {X}{Y} and {Z}{W}. Triangles {Z}{X}{Y} and {W}{X}{Y} are "
                    f"equilateral, so {Z}{M} = {W}{M} and {M}{N} ⊥ {Z}{W}; likewise {M}{N} ⊥ {X}{Y}.",
                    f"So {M}{N} is the common perpendicular. {Z}{M} = {a}·√3/2, {Z}{N} = {a}/2.",
                    f"{M}{N}² = {Z}{M}² − {Z}{N}² = 3·{a}²/4 − {a}²/4 = {a}²/2, so the distance is {a}/√2 ≈ "
                    f"{a / np.sqrt(2):.4f}."]
        t, k = self._frac(p, "t"), self._frac(p, "k")
        f = self._sq_factor(p)
        return [f"Take the vectors from {Z}: u = {Z}{X}, v = {Z}{Y}, w = {Z}{W}; each has length {a} and any two "
                f"make 60°, so u·v = u·w = v·w = {a}²/2.",
                f"{Z}{M} = (1 − {t})u + {t}·v and {Z}{N} = {k}·w, so {M}{N} = {k}·w − (1 − {t})u − {t}·v.",
                f"|{M}{N}|² = {a}²·[{k}² + (1 − {t})² + {t}² + {t}(1 − {t}) − {k}] = {a}²·{f}.",
                f"{M}{N} = {a}·√({f}) ≈ {a * np.sqrt(float(f)):.4f}."]
