"""Solid geometry (length): in a regular tetrahedron, the distance from a point P of an edge (the
midpoint, or a point dividing it in a given ratio) to the centroid G of a face that holds only one end of
that edge (DynaSolidGeo, length/distance). ``answer`` expands |PG|² in the edge vectors at one vertex
(pairwise dot products a²/2, sympy); ``verify`` builds the tetrahedron in coordinates (numpy)."""
from fractions import Fraction

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text

LABELS = (["A", "B", "C", "D"], ["P", "A", "B", "C"], ["S", "A", "B", "C"], ["K", "L", "M", "N"])
EASY = ((1, 1), (1, 2), (2, 1))
HARD = ((1, 3), (3, 1), (1, 4), (3, 2), (2, 3), (4, 1), (2, 5), (5, 2), (3, 4), (4, 3), (1, 5), (5, 3))


@seed_program(
    id="regular_tetrahedron_edge_point_face_centroid", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron_vectors", "solid_figures/tetrahedra/regular_tetrahedron"],
    source="DynaSolidGeo-style (length: regular tetrahedron, edge point to face centroid)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularTetrahedronEdgePointFaceCentroid(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 14), ratio=OneOf(EASY, p=[0.5, 0.25, 0.25])),
        hard=dict(a=IntRange(5, 24), ratio=OneOf(HARD)),
        hard_means="longer edges and a point dividing the edge in ratios such as 3:2 or 2:5 instead of the "
                   "midpoint (no symmetric shortcut, fractions in the Gram expansion)",
    )

    def sample(self, rng, space):
        labels = list(LABELS[int(rng.integers(0, len(LABELS)))])
        i, j = (int(v) for v in rng.choice(4, size=2, replace=False))   # edge XY = labels[i]labels[j]
        k, l = [v for v in range(4) if v not in (i, j)]
        face = sorted([j, k, l])                                       # the face opposite X (holds Y only)
        name = next(n for n in ("M", "E", "Q", "T") if n not in labels)
        return {"labels": labels, "a": int(space.a.draw(rng)), "edge": [i, j], "face": face,
                "ratio": [int(v) for v in space.ratio.draw(rng)], "P": name, "G": "G"}

    # -- naming -----------------------------------------------------------------------------------
    def _names(self, g):
        L = g["labels"]
        X, Y = L[g["edge"][0]], L[g["edge"][1]]
        F = "".join(L[v] for v in g["face"])
        return X, Y, F

    def _where(self, g):
        X, Y, _ = self._names(g)
        m, n = g["ratio"]
        P = g["P"]
        return f"{P} is the midpoint of {X}{Y}" if m == n else f"{P} lies on {X}{Y} with {X}{P} : {P}{Y} = {m} : {n}"

    def _head(self, g, edge=True):
        L = g["labels"]
        _, _, F = self._names(g)
        e = f" with edge length {g['a']}" if edge else ""
        return (f"{''.join(L)} is a regular tetrahedron{e}. {self._where(g)}, and {g['G']} is the centroid of "
                f"the face {F}")

    def question(self, g):
        return f"{self._head(g)}. Find the length of {g['P']}{g['G']} (exact, or rounded to two decimal places)."

    def description(self, g):
        L = g["labels"]
        X, Y, F = self._names(g)
        return (f"A regular tetrahedron {''.join(L)}: four equilateral faces, all six edges {g['a']}. On edge "
                f"{X}{Y}: {self._where(g)}. {g['G']} is the centroid (intersection of the medians) of face {F}, "
                f"which contains {Y} but not {X}. The segment {g['P']}{g['G']} is drawn in red.")

    # -- answer: Gram expansion at X --------------------------------------------------------------------
    def answer(self, p):
        return Number(float(self._exact(p)))

    def _exact(self, p):
        """|PG| exactly: with X at the origin and edge vectors y, u, v (|·| = a, pairwise dots a²/2),
        P = t·y and G = (y + u + v)/3, so PG = (1/3 − t)·y + u/3 + v/3."""
        a = sp.Integer(p["a"])
        m, n = p["ratio"]
        t = sp.Rational(m, m + n)
        coef = [sp.Rational(1, 3) - t, sp.Rational(1, 3), sp.Rational(1, 3)]
        sq = sum(c * c for c in coef) * a ** 2 + sum(coef[i] * coef[j] for i in range(3) for j in range(3)
                                                     if i < j) * a ** 2    # 2·(a²/2) per pair
        return sp.sqrt(sq)

    # -- verify: coordinates ------------------------------------------------------------------------
    def _coords(self, g):
        a = float(g["a"])
        pts = [np.array([0.0, 0.0, 0.0]), np.array([a, 0.0, 0.0]), np.array([a / 2, a * np.sqrt(3) / 2, 0.0]),
               np.array([a / 2, a * np.sqrt(3) / 6, a * np.sqrt(2.0 / 3.0)])]
        return {lab: x for lab, x in zip(g["labels"], pts)}

    def verify(self, g):
        X = self._coords(g)
        L = g["labels"]
        for u in range(4):
            for v in range(u + 1, 4):
                if abs(np.linalg.norm(X[L[u]] - X[L[v]]) - g["a"]) > 1e-9:
                    raise AssertionError("not a regular tetrahedron")
        m, n = g["ratio"]
        x, y = X[L[g["edge"][0]]], X[L[g["edge"][1]]]
        P = x + m / (m + n) * (y - x)
        G = sum(X[L[v]] for v in g["face"]) / 3
        return Number(float(np.linalg.norm(P - G)))

    def scene(self, g):
        X = self._coords(g)
        A, B, C, D = g["labels"]
        s = Scene()
        s.polyhedron(X, [[A, B, C], [A, B, D], [B, C, D], [C, A, D]])
        L = g["labels"]
        m, n = g["ratio"]
        x, y = L[g["edge"][0]], L[g["edge"][1]]
        s.point(g["P"], s.along(x, y, m / (m + n)))
        face = [L[v] for v in g["face"]]
        s.point(g["G"], sum(s.xyz(v) for v in face) / 3)
        s.point("_mid", s.midpoint(face[1], face[2]), show_label=False, dot=False)
        s.segment(face[0], "_mid", style="auxiliary")
        s.segment(g["P"], g["G"], style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = g["labels"]
        X, Y, F = self._names(g)
        Z = [L[v] for v in g["face"] if L[v] != Y]
        a = g["a"]
        return [
            SubQuestion(f"{''.join(L)} is a regular tetrahedron with edge length {a}. Find the dot product of the "
                        f"vectors {X}{Y} and {X}{Z[0]}.", Number(a * a / 2), "solid_figures/tetrahedra/regular_tetrahedron_vectors"),
            SubQuestion(f"In an equilateral triangle {F} with side {a}, G is its centroid. Find the length {Y}G "
                        f"(exact, or rounded to two decimal places).", Number(a / np.sqrt(3)),
                        "solid_figures/tetrahedra/regular_tetrahedron"),
        ]

    def backward(self, g):
        d = self._exact(g)
        k = sp.nsimplify(d / g["a"])
        return Backward(f"{self._head(g, edge=False)}. The length of {g['P']}{g['G']} is {surd_text(sp.radsimp(d))}. "
                        f"Find the edge length of the tetrahedron.", Number(float(d / k)), "a")

    def reasoning(self, p):
        X, Y, F = self._names(p)
        L = p["labels"]
        Z, W = [L[v] for v in p["face"] if L[v] != Y]
        m, n = p["ratio"]
        t = Fraction(m, m + n)
        u = Fraction(1, 3) - t
        sq = u * u + Fraction(2, 9) + 2 * u / 3 + Fraction(1, 9)
        d = self._exact(p)
        return [
            f"Take the vectors y = {X}{Y}, u = {X}{Z}, v = {X}{W}: each has length {p['a']}, and any two make 60°, "
            f"so each dot product is {p['a']}²/2.",
            f"{p['P']} = {X} + {t}·y and {p['G']} = {X} + (y + u + v)/3 (centroid of {F}), so "
            f"{p['P']}{p['G']} = ({u})·y + u/3 + v/3.",
            f"|{p['P']}{p['G']}|² = a²[({u})² + 1/9 + 1/9] + a²[({u})/3 + ({u})/3 + 1/9] = {sq}·{p['a']}² "
            f"= {sq * p['a'] ** 2}.",
            f"{p['P']}{p['G']} = {surd_text(sp.radsimp(d))} ≈ {float(d):.4f}.",
        ]
