"""Solid geometry: how many edges of a prism are skew to a given line (DynaSolidGeo, positional
relationship; the classic "count the edges skew to AC₁" question)."""
import itertools
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_name, regular_polygon_xy, regular_solid_name, solid_vertex_labels

SOLIDS = {n: "cuboid" if n == 4 else regular_solid_name(n, "prism") for n in (3, 4, 5, 6, 7, 8)}
KINDS = {3: ["base edge", "lateral edge", "face diagonal"]} | {
    n: ["base edge", "lateral edge", "face diagonal", "base diagonal", "space diagonal"] for n in (4, 5, 6, 7, 8)}


def _labels(g):
    """Bottom labels, top labels and all labels of the stated prism."""
    bottom, top = solid_vertex_labels(g["n"], g["style"])
    return bottom, top, bottom + top


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
    levels = Levels(
        standard=dict(n=OneOf([3, 4, 5, 6, 7, 8], p=[0.05, 0.15, 0.15, 0.2, 0.2, 0.25]), edge=IntRange(2, 6),
                      ask=OneOf(["edges", "vertex_lines"])),
        hard=dict(n=OneOf([5, 6, 7, 8], p=[0.2, 0.25, 0.25, 0.3]), edge=IntRange(2, 6), ask=OneOf(["edges", "vertex_lines"], p=[0.3, 0.7])),
        hard_means="mostly the lines through two vertices (45-120 lines to sort into meeting, parallel and "
                   "skew), in pentagonal to octagonal prisms",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
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
        a = space.edge.draw(rng)
        b = space.edge.draw(rng) if n == 4 else a
        # keep the prism from being much taller than wide (tall solids crowd the labels at the top)
        width = max(a, b) if n == 4 else a / math.sin(math.pi / n)
        h = int(rng.integers(2, max(3, int(1.6 * width)) + 1))
        style = str(rng.choice(["prime", "sub"] if n > 4 else ["prime", "sub", "next"]))
        dims = {"a": a, "b": b, "h": h} if n == 4 else {"a": a, "h": h}    # the figure's proportions
        return {"n": n, "kind": kind, "ends": ends, **dims, "style": style, "ask": space.ask.draw(rng)}

    def _xyz(self, p):
        n = p["n"]
        if n == 4:
            base = [(0, 0), (p["a"], 0), (p["a"], p["b"]), (0, p["b"])]
        else:
            base = regular_polygon_xy(n, p["a"] / (2 * math.sin(math.pi / n)))
        return [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, float(p["h"])]) for x, y in base]

    def _line_name(self, g):
        lab = _labels(g)[2]
        return lab[g["ends"][0]] + lab[g["ends"][1]]

    def _solid_name(self, g):
        bottom, top, _ = _labels(g)
        return "".join(bottom) + "-" + "".join(top)

    def _givens(self, g):
        if g["n"] == 4:
            return f"the {SOLIDS[4]} {self._solid_name(g)}"
        return f"the {SOLIDS[g['n']]} {self._solid_name(g)} (lateral edges perpendicular to the base)"

    def question(self, g):
        if g["ask"] == "vertex_lines":
            m = 2 * g["n"] * (2 * g["n"] - 1) // 2
            return (f"Consider {self._givens(g)}. Any two of its {2 * g['n']} vertices determine a line ({m} lines "
                    f"in all, line {self._line_name(g)} among them). How many of these {m} lines are skew to line "
                    f"{self._line_name(g)}?")
        return (f"Consider {self._givens(g)}. How many of its {3 * g['n']} edges lie on lines that are "
                f"skew to line {self._line_name(g)}?")

    def _classify(self, p, lines=None):
        """For each edge (or each given vertex pair): 'meets', 'parallel' or 'skew', by the triple-product
        coplanarity test."""
        xyz = self._xyz(p)
        P, Q = xyz[p["ends"][0]], xyz[p["ends"][1]]
        out = []
        for i, j in (_edges(p["n"]) if lines is None else lines):
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
        if p["ask"] == "vertex_lines":
            pairs = [(i, j) for i in range(2 * p["n"]) for j in range(i + 1, 2 * p["n"])]
            return Number(self._classify(p, pairs).count("skew"))
        return Number(self._classify(p).count("skew"))

    def verify(self, g):
        # Independent: skewness is affine-invariant, so any right prism over an affine image of the
        # base will do: the unit regular n-gon (a square for a cuboid) from complex roots of unity,
        # height 1. Two lines are skew iff they are not parallel and their closest points are at
        # positive distance (least-squares solve of P + t·d = A + s·e).
        n = g["n"]
        roots = [np.exp(2j * np.pi * k / n) for k in range(n)]
        X = [np.array([z.real, z.imag, h]) for h in (0.0, 1.0) for z in roots]
        P, Q = X[g["ends"][0]], X[g["ends"][1]]
        count = 0
        if g["ask"] == "vertex_lines":
            edges = list(itertools.combinations(range(2 * n), 2))
        else:
            edges = [(i, (i + 1) % n) for i in range(n)] + [(n + i, n + (i + 1) % n) for i in range(n)] + \
                [(i, n + i) for i in range(n)]
        for i, j in edges:
            A, B = X[i], X[j]
            M = np.column_stack([Q - P, -(B - A)])
            if np.linalg.matrix_rank(M, tol=1e-9) < 2:
                continue        # parallel (or the line itself): not skew
            (t, u), *_ = np.linalg.lstsq(M, A - P, rcond=None)
            gap = np.linalg.norm(P + t * (Q - P) - (A + u * (B - A)))
            count += gap > 1e-7
        return Number(count)

    def scene(self, g):
        bottom, top, lab = _labels(g)
        xyz = self._xyz(g)
        s = Scene()
        s.prism(bottom, top, [(v[0], v[1]) for v in xyz[: g["n"]]], g["h"])
        X, Y = lab[g["ends"][0]], lab[g["ends"][1]]
        s.segments = [seg for seg in s.segments if {seg[0], seg[1]} != {X, Y}]
        s.segment(X, Y, style="auxiliary")
        return s

    def subquestions(self, g):
        cls = self._classify(g)
        line, m = self._line_name(g), 3 * g["n"]
        return [
            SubQuestion(f"In {self._givens(g)}, how many of the {m} edges lie on lines that intersect "
                        f"line {line} (possibly after extending them)?", Number(cls.count("meets")),
                        "solid_figures/positional/skew_lines"),
            SubQuestion(f"In {self._givens(g)}, how many of the {m} edges are parallel to line {line} "
                        f"or lie on it?", Number(cls.count("parallel")), "solid_figures/positional/skew_lines"),
        ]

    def description(self, g):
        bottom, top, _ = _labels(g)
        if g["n"] == 4:
            base = "a rectangle" if g["a"] != g["b"] else "a square"
        else:
            base = ("an " if g["n"] == 3 else "a ") + regular_polygon_name(g["n"])
        return (f"{self._givens(g)[0].upper()}{self._givens(g)[1:]}: the bottom face {''.join(bottom)} is "
                f"{base}, and the top face {''.join(top)} lies directly above it with {top[0]} above "
                f"{bottom[0]}, {top[1]} above {bottom[1]}, and so on. The segment {self._line_name(g)} "
                f"(a {g['kind']}) is drawn in red.")

    def reasoning(self, p):
        lab = _labels(p)[2]
        line = self._line_name(p)
        if p["ask"] == "vertex_lines":
            pairs = [(i, j) for i in range(2 * p["n"]) for j in range(i + 1, 2 * p["n"])]
            what, m = "line through two vertices", len(pairs)
        else:
            pairs, what, m = _edges(p["n"]), "edge line", 3 * p["n"]
        cls = self._classify(p, pairs)
        names = [lab[i] + lab[j] for i, j in pairs]
        pick = lambda kind: ", ".join(nm for nm, c in zip(names, cls) if c == kind) or "none"
        return [
            f"There are {m} such lines; a {what} is skew to {line} exactly when it is neither "
            f"parallel to {line} nor meets it (i.e. the two lines are not coplanar).",
            f"Lines parallel to {line} (or {line} itself): {pick('parallel')} ({cls.count('parallel')}).",
            f"Lines that meet {line} (through {lab[p['ends'][0]]} or {lab[p['ends'][1]]}, or in a "
            f"common plane after extension): {pick('meets')} ({cls.count('meets')}).",
            f"The remaining lines are skew to {line}: {pick('skew')}.",
            f"So {cls.count('skew')} lines are skew to {line}.",
        ]
