"""Solid geometry: how many edges of a prism are skew to a given line (DynaSolidGeo, positional
relationship; the classic "count the edges skew to AC₁" question)."""
import math

import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, solid_vertex_labels

SOLIDS = {n: "cuboid" if n == 4 else regular_solid_name(n, "prism") for n in (3, 4, 5, 6)}
KINDS = {3: ["base edge", "lateral edge", "face diagonal"],
         4: ["base edge", "lateral edge", "face diagonal", "base diagonal", "space diagonal"],
         5: ["base edge", "lateral edge", "face diagonal", "base diagonal", "space diagonal"],
         6: ["base edge", "lateral edge", "face diagonal", "base diagonal", "space diagonal"]}


def _edges(n):
    """Edges of an n-gonal prism as pairs of vertex indices (0..n-1 bottom, n..2n-1 top)."""
    return ([(i, (i + 1) % n) for i in range(n)] + [(n + i, n + (i + 1) % n) for i in range(n)]
            + [(i, n + i) for i in range(n)])


@seed_program(
    id="prism_skew_edges_count", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/skew_lines"],
    source="DynaSolidGeo-style (positional relationship: skew lines in a prism)",
    variations=["geometric_transformations", "point_labels", "lengths_ratios", "camera"],
)
class PrismSkewEdgesCount(SeedProgram):
    def sample(self, rng):
        n = int(rng.choice([3, 4, 5, 6], p=[0.25, 0.35, 0.15, 0.25]))
        kinds = KINDS[n]
        weights = np.array([1.0, 1.0, 1.5, 1.5, 2.0][: len(kinds)])
        kind = kinds[int(rng.choice(len(kinds), p=weights / weights.sum()))]
        i = int(rng.integers(0, n))
        if kind == "base edge":
            ends = [i, (i + 1) % n]
        elif kind == "lateral edge":
            ends = [i, n + i]
        elif kind == "face diagonal":
            ends = [i, n + (i + 1) % n] if rng.random() < 0.5 else [n + i, (i + 1) % n]
        else:
            j = (i + int(rng.integers(2, n - 1))) % n
            ends = [i, j] if kind == "base diagonal" else [i, n + j]
        if rng.random() < 0.3 and kind == "base diagonal":
            ends = [n + ends[0], n + ends[1]]  # a diagonal of the top face instead
        a = int(rng.integers(2, 7))
        b = int(rng.integers(2, 7)) if n == 4 else a
        # keep the prism from being much taller than wide (tall solids crowd the labels at the top)
        width = max(a, b) if n == 4 else a / math.sin(math.pi / n)
        h = int(rng.integers(2, max(3, int(1.6 * width)) + 1))
        return {"n": n, "kind": kind, "ends": ends, "a": a, "b": b, "h": h,
                "style": str(rng.choice(["prime", "sub"] if n > 4 else ["prime", "sub", "next"]))}

    def _labels(self, p):
        bottom, top = solid_vertex_labels(p["n"], p["style"])
        return bottom, top, bottom + top

    def _xyz(self, p):
        n = p["n"]
        if n == 4:
            base = [(0, 0), (p["a"], 0), (p["a"], p["b"]), (0, p["b"])]
        else:
            base = regular_polygon_xy(n, p["a"] / (2 * math.sin(math.pi / n)))
        return [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, float(p["h"])]) for x, y in base]

    def _line_name(self, p):
        lab = self._labels(p)[2]
        return lab[p["ends"][0]] + lab[p["ends"][1]]

    def _solid_name(self, p):
        bottom, top, _ = self._labels(p)
        return "".join(bottom) + "-" + "".join(top)

    def _givens(self, p):
        if p["n"] == 4:
            return f"the {SOLIDS[4]} {self._solid_name(p)}"
        return f"the {SOLIDS[p['n']]} {self._solid_name(p)} (lateral edges perpendicular to the base)"

    def question(self, p):
        return (f"Consider {self._givens(p)}. How many of its {3 * p['n']} edges lie on lines that are "
                f"skew to line {self._line_name(p)}?")

    def _classify(self, p):
        """For each edge: 'meets', 'parallel' or 'skew', by the triple-product coplanarity test."""
        xyz = self._xyz(p)
        P, Q = xyz[p["ends"][0]], xyz[p["ends"][1]]
        out = []
        for i, j in _edges(p["n"]):
            A, B = xyz[i], xyz[j]
            d, e = Q - P, B - A
            if np.linalg.norm(np.cross(d, e)) < 1e-9:
                out.append("parallel")  # includes the line itself when it is an edge
            elif abs(np.linalg.det(np.array([d, e, A - P]))) < 1e-9:
                out.append("meets")
            else:
                out.append("skew")
        return out

    def answer(self, p):
        return Number(self._classify(p).count("skew"))

    def verify(self, p):
        # Independent: two lines are skew iff they are not parallel and their closest points are
        # at positive distance (least-squares solve of P + t·d = A + s·e).
        s = self.scene(p)
        lab = self._labels(p)[2]
        P, Q = s.xyz(lab[p["ends"][0]]), s.xyz(lab[p["ends"][1]])
        count = 0
        for i, j in _edges(p["n"]):
            A, B = s.xyz(lab[i]), s.xyz(lab[j])
            M = np.column_stack([Q - P, -(B - A)])
            if np.linalg.matrix_rank(M, tol=1e-9) < 2:
                continue
            (t, u), *_ = np.linalg.lstsq(M, A - P, rcond=None)
            gap = np.linalg.norm(P + t * (Q - P) - (A + u * (B - A)))
            count += gap > 1e-7
        return Number(count)

    def scene(self, p):
        bottom, top, lab = self._labels(p)
        xyz = self._xyz(p)
        s = Scene()
        s.prism(bottom, top, [(v[0], v[1]) for v in xyz[: p["n"]]], p["h"])
        X, Y = lab[p["ends"][0]], lab[p["ends"][1]]
        s.segments = [seg for seg in s.segments if {seg[0], seg[1]} != {X, Y}]
        s.segment(X, Y, style="auxiliary")
        return s

    def subquestions(self, p):
        cls = self._classify(p)
        line, m = self._line_name(p), 3 * p["n"]
        return [
            SubQuestion(f"In {self._givens(p)}, how many of the {m} edges lie on lines that intersect "
                        f"line {line} (possibly after extending them)?", Number(cls.count("meets")),
                        "solid_figures/positional/skew_lines"),
            SubQuestion(f"In {self._givens(p)}, how many of the {m} edges are parallel to line {line} "
                        f"or lie on it?", Number(cls.count("parallel")), "solid_figures/positional/skew_lines"),
        ]

    def description(self, p):
        bottom, top, _ = self._labels(p)
        if p["n"] == 4:
            base = "a rectangle" if p["a"] != p["b"] else "a square"
        else:
            base = ("an " if p["n"] == 3 else "a ") + regular_polygon_name(p["n"])
        return (f"{self._givens(p)[0].upper()}{self._givens(p)[1:]}: the bottom face {''.join(bottom)} is "
                f"{base}, and the top face {''.join(top)} lies directly above it with {top[0]} above "
                f"{bottom[0]}, {top[1]} above {bottom[1]}, and so on. The segment {self._line_name(p)} "
                f"(a {p['kind']}) is drawn in red.")

    def reasoning(self, p):
        cls = self._classify(p)
        lab = self._labels(p)[2]
        names = [lab[i] + lab[j] for i, j in _edges(p["n"])]
        pick = lambda kind: ", ".join(nm for nm, c in zip(names, cls) if c == kind) or "none"
        line = self._line_name(p)
        return [
            f"The prism has {3 * p['n']} edges; an edge line is skew to {line} exactly when it is neither "
            f"parallel to {line} nor meets it (i.e. the two lines are not coplanar).",
            f"Edges parallel to {line} (or on it): {pick('parallel')} ({cls.count('parallel')}).",
            f"Edges whose lines meet {line} (through {lab[p['ends'][0]]} or {lab[p['ends'][1]]}, or in a "
            f"common face after extension): {pick('meets')} ({cls.count('meets')}).",
            f"The remaining edges are skew to {line}: {pick('skew')}.",
            f"So {cls.count('skew')} edges are skew to {line}.",
        ]
