"""Solid geometry: the angle between two skew lines through points on the edges of a regular
tetrahedron (DynaSolidGeo, angle; the classic "AM and CN" question)."""
import itertools

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import restyle_segment, surd_text
from dynaforge.sdk.solid_angles import deg, dot_by_distances, exact_line_cos, lines_relation, \
    regular_tetrahedron_xyz

EDGES = list(itertools.combinations(range(4), 2))
RATIOS = [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)]   # XM : MY on edge XY
RATIO_P = [0.4, 0.15, 0.15, 0.15, 0.15]


def _exact_xyz(a):
    """Cube-corner embedding: a regular tetrahedron of edge a inside a cube of side a/√2."""
    s = sp.Integer(a) / sp.sqrt(2)
    return [sp.Matrix(v) for v in ((0, 0, 0), (s, s, 0), (s, 0, s), (0, s, s))]


@seed_program(
    id="regular_tetrahedron_midpoint_lines_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/tetrahedra/regular_tetrahedron"],
    source="DynaSolidGeo-style (angle between skew lines in a regular tetrahedron)",
    variations=["geometric_transformations", "point_labels", "numeric_values", "camera"],
)
class RegularTetrahedronMidpointLinesAngle(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 8), ratio_weights=tuple(RATIO_P), kind=OneOf(("MN", "vertexN")),
                      right_angle_reject=0.7, style=OneOf(("ABCD", "PABC", "SABC"))),
        hard=dict(a=IntRange(3, 15), ratio_weights=(0.1, 0.225, 0.225, 0.225, 0.225),
                  kind=OneOf(("MN", "vertexN"), p=[0.7, 0.3]), right_angle_reject=0.95,
                  style=OneOf(("ABCD", "PABC", "SABC"))),
        hard_means="division points mostly not midpoints (1:2, 1:3 ...), mostly lines joining the two division "
                   "points to vertices, and hardly any right angles",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        xyz = regular_tetrahedron_xyz(1.0)
        for _ in attempts("two skew lines through the division points, rarely at a right angle"):
            e1, e2 = (int(v) for v in rng.choice(6, size=2, replace=False))
            r1, r2 = (RATIOS[int(i)] for i in rng.choice(len(RATIOS), size=2, p=space.ratio_weights))
            t1, t2 = r1[0] / sum(r1), r2[0] / sum(r2)
            pts = xyz + [xyz[EDGES[e1][0]] + t1 * (xyz[EDGES[e1][1]] - xyz[EDGES[e1][0]]),
                         xyz[EDGES[e2][0]] + t2 * (xyz[EDGES[e2][1]] - xyz[EDGES[e2][0]])]
            # line 1 through M (index 4), line 2 through N (index 5) or a vertex pair
            o1 = int(rng.integers(0, 4))
            if o1 in EDGES[e1]:
                continue
            kind = space.kind.draw(rng)
            if kind == "MN":
                l2 = [5, int(rng.integers(0, 4))]
                if l2[1] in EDGES[e2]:
                    continue
            else:
                l2 = [int(v) for v in rng.choice(4, size=2, replace=False)]
                if rng.random() < 0.5:
                    l2 = [5, l2[0]]
                    if l2[1] in EDGES[e2]:
                        continue
            l1 = [o1, 4] if rng.random() < 0.5 else [4, o1]
            if lines_relation(*(pts[i] for i in l1 + l2)) != "skew":
                continue
            d1, d2 = pts[l1[1]] - pts[l1[0]], pts[l2[1]] - pts[l2[0]]
            if abs(d1 @ d2) < 1e-9 and rng.random() < space.right_angle_reject:
                continue  # right angles are allowed, but not too often
            break
        style = space.style.draw(rng)
        mn = [str(x) for x in rng.choice(["MN", "EF", "MK", "PQ" if style == "ABCD" else "EF"])]
        return {"a": a, "e1": e1, "e2": e2, "r1": list(r1), "r2": list(r2), "l1": l1, "l2": l2, "style": style, "mn": "".join(mn)}

    # -- helpers ---------------------------------------------------------------------------------
    def _labels(self, p):
        base = ["A", "B", "C", "D"] if p["style"] == "ABCD" else ["A", "B", "C", p["style"][0]]
        return base + [p["mn"][0], p["mn"][1]]

    def _solid(self, p):
        L = self._labels(p)
        return "tetrahedron ABCD" if p["style"] == "ABCD" else f"tetrahedron {L[3]}-ABC"

    def _edge(self, p, e):
        L = self._labels(p)
        return L[EDGES[e][0]] + L[EDGES[e][1]]

    def _line(self, p, l):
        L = self._labels(p)
        return L[l[0]] + L[l[1]]

    def _givens(self, p):
        L = self._labels(p)
        return (f"In the regular {self._solid(p)} with every edge of length {p['a']}, "
                f"{self._point_text(p, L[4], p['e1'], p['r1'])} and {self._point_text(p, L[5], p['e2'], p['r2'])}.")

    def _point_text(self, p, lab, e, r):
        L = self._labels(p)
        X, Y = L[EDGES[e][0]], L[EDGES[e][1]]
        if r[0] == r[1]:
            return f"{lab} is the midpoint of edge {X}{Y}"
        return f"{lab} is the point on edge {X}{Y} with {X}{lab} : {lab}{Y} = {r[0]} : {r[1]}"

    def _exact_pts(self, p):
        v = _exact_xyz(p["a"])
        out = []
        for e, r in ((p["e1"], p["r1"]), (p["e2"], p["r2"])):
            x, y = v[EDGES[e][0]], v[EDGES[e][1]]
            out.append(x + sp.Rational(r[0], r[0] + r[1]) * (y - x))
        return v + out

    def _cos(self, p):
        v = self._exact_pts(p)
        return exact_line_cos(v[p["l1"][1]] - v[p["l1"][0]], v[p["l2"][1]] - v[p["l2"][0]])

    # -- protocol --------------------------------------------------------------------------------
    def question(self, g):
        return (f"{self._givens(g)} Find the angle between the skew lines {self._line(g, g['l1'])} and "
                f"{self._line(g, g['l2'])}, in degrees.")

    def answer(self, p):
        return Number(deg(sp.acos(self._cos(p))))

    def verify(self, g):
        # Independent: another embedding (the scene's), and the dot product from distances only.
        s = self.scene(g)
        L = self._labels(g)
        A, B = s.xyz(L[g["l1"][0]]), s.xyz(L[g["l1"][1]])
        C, D = s.xyz(L[g["l2"][0]]), s.xyz(L[g["l2"][1]])
        c = abs(dot_by_distances(A, B, C, D)) / (np.linalg.norm(B - A) * np.linalg.norm(D - C))
        return Number(float(np.degrees(np.arccos(min(1.0, c)))))

    def scene(self, g):
        L = self._labels(g)
        xyz = regular_tetrahedron_xyz(g["a"])
        s = Scene()
        s.polyhedron(dict(zip(L[:4], xyz)), [[L[0], L[1], L[2]], [L[0], L[1], L[3]], [L[1], L[2], L[3]],
                                             [L[2], L[0], L[3]]])
        for lab, e, r in ((L[4], g["e1"], g["r1"]), (L[5], g["e2"], g["r2"])):
            s.point(lab, s.along(L[EDGES[e][0]], L[EDGES[e][1]], r[0] / (r[0] + r[1])))
        for l in (g["l1"], g["l2"]):
            x, y = L[l[0]], L[l[1]]
            if l[0] < 4 and l[1] < 4:
                restyle_segment(s, x, y, "auxiliary")
            else:
                s.segment(x, y, style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        v = self._exact_pts(g)
        u, w = v[g["l1"][1]] - v[g["l1"][0]], v[g["l2"][1]] - v[g["l2"][0]]
        l1, l2 = self._line(g, g["l1"]), self._line(g, g["l2"])
        return [
            SubQuestion(f"{self._givens(g)} Find the length of segment {l1}.", Number(float(u.norm())),
                        "solid_figures/tetrahedra/regular_tetrahedron"),
            SubQuestion(f"{self._givens(g)} Find the cosine of the angle between lines {l1} and {l2}.",
                        Number(float(self._cos(g))), "solid_figures/angles/skew_lines_angle"),
        ]

    def description(self, g):
        L = self._labels(g)
        return (f"{self._givens(g)} All four faces of the tetrahedron are equilateral triangles; "
                f"segments {self._line(g, g['l1'])} and {self._line(g, g['l2'])} are drawn in red.")

    def reasoning(self, p):
        L = self._labels(p)
        v = self._exact_pts(p)
        f = lambda m: "(" + ", ".join(surd_text(sp.nsimplify(x)) for x in m) + ")"
        u, w = v[p["l1"][1]] - v[p["l1"][0]], v[p["l2"][1]] - v[p["l2"][0]]
        l1, l2 = self._line(p, p["l1"]), self._line(p, p["l2"])
        cos = self._cos(p)
        return [
            f"Place the tetrahedron in a cube of side {p['a']}/√2: {L[0]} = {f(v[0])}, {L[1]} = {f(v[1])}, "
            f"{L[2]} = {f(v[2])}, {L[3]} = {f(v[3])} (every edge is {p['a']}).",
            f"Then {L[4]} = {f(v[4])}, {L[5]} = {f(v[5])}.",
            f"Directions: {l1} = {f(u)}, {l2} = {f(w)}; their dot product is {surd_text(sp.nsimplify(u.dot(w)))}.",
            f"|{l1}| = {surd_text(sp.nsimplify(u.norm()))}, |{l2}| = {surd_text(sp.nsimplify(w.norm()))}, so "
            f"cos θ = |{l1}·{l2}| / (|{l1}||{l2}|) = {surd_text(cos)}.",
            f"θ = arccos({surd_text(cos)}) ≈ {self.answer(p).value:.2f}°.",
        ]
