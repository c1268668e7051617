"""Solid geometry: how many of four to six statements about lines and planes in a cube or cuboid are true
(DynaSolidGeo, positional relationship; the Gaokao "which of ①②③④ are correct" question rewritten
as a fill-in count)."""

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import line_plane_relation, solid_vertex_labels

KINDS = ("line_parallel_plane", "line_perp_plane", "lines_perp", "lines_skew", "planes_perp",
         "planes_parallel")
CONCEPT = {"line_parallel_plane": "solid_figures/positional/line_plane_parallel_criterion",
           "line_perp_plane": "solid_figures/positional/line_plane_perpendicular_criterion",
           "lines_perp": "solid_figures/angles/skew_lines_angle",
           "lines_skew": "solid_figures/positional/skew_lines",
           "planes_perp": "solid_figures/positional/plane_plane_perpendicular",
           "planes_parallel": "solid_figures/positional/plane_plane_parallel"}


def _cube(a, b=None, c=None):
    """The 8 vertices of an a×b×c box (a cube when b, c are omitted): bottom ABCD, then the top."""
    b = a if b is None else b
    c = a if c is None else c
    base = [(0, 0), (a, 0), (a, b), (0, b)]
    return [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, float(c)]) for x, y in base]


def _dims(g):
    """(a, b, c) of the stated box: a cuboid's stated edges; a cube's edge is not stated (1)."""
    return (g["a"], g["b"], g["c"]) if g["solid"] == "cuboid" else (1, 1, 1)


def _solid_word(g):
    return g["solid"]


PERP_CONVENTION = ("two lines are called perpendicular when the angle between them is 90°, whether or not "
                   "they meet")


NUMBERS = {4: "four", 5: "five", 6: "six"}


def _normal(xyz, plane):
    a, b, c = (xyz[i] for i in plane)
    return np.cross(b - a, c - a)


def _truth_by_vectors(xyz, st):
    """Truth of one statement by the vector (normal / direction) method."""
    kind, o = st["kind"], st["objs"]
    if kind in ("line_parallel_plane", "line_perp_plane"):
        rel = line_plane_relation(xyz[o[0]], xyz[o[1]], *(xyz[i] for i in o[2:]))
        return rel == ("parallel" if kind == "line_parallel_plane" else "perpendicular")
    if kind in ("lines_perp", "lines_skew"):
        d, e = xyz[o[1]] - xyz[o[0]], xyz[o[3]] - xyz[o[2]]
        if kind == "lines_perp":
            return abs(d @ e) < 1e-9
        return abs(np.cross(d, e) @ (xyz[o[2]] - xyz[o[0]])) > 1e-9
    n1, n2 = _normal(xyz, o[:3]), _normal(xyz, o[3:])
    if kind == "planes_perp":
        return abs(n1 @ n2) < 1e-9
    return np.linalg.norm(np.cross(n1, n2)) < 1e-9 and abs(n1 @ (xyz[o[3]] - xyz[o[0]])) > 1e-9


@seed_program(
    id="cube_statements_true_count", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_parallel_criterion",
              "solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/positional/skew_lines", "solid_figures/positional/plane_plane_perpendicular",
              "solid_figures/positional/plane_plane_parallel"],
    source="DynaSolidGeo-style (positional relationship: Gaokao multi-statement judgement in a cube)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class CubeStatementsTrueCount(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), other_edges=IntRange(2, 7), cube_share=0.5, n=IntRange(4, 6),
                      ask=OneOf(["count", "numbers"], p=[0.3, 0.7])),
        hard=dict(edge=IntRange(2, 6), other_edges=IntRange(2, 7), cube_share=0.25, n=IntRange(6, 6),
                  ask=OneOf(["count", "numbers"], p=[0.3, 0.7])),
        hard_means="always six statements, mostly in a cuboid (where fewer cube symmetries hold)",
    )

    def sample(self, rng, space):
        a = space.edge.draw(rng)
        if rng.random() < space.cube_share:   # a cube (the classic) or a cuboid, where fewer relations hold
            b, c = a, a
        else:
            b, c = (int(v) for v in rng.choice([x for x in space.other_edges.values if x != a], size=2,
                                               replace=False))
        solid = "cube" if a == b == c else "cuboid"
        xyz = _cube(a, b, c)
        statements, seen = [], set()
        n = space.n.draw(rng)
        kinds = [KINDS[int(i)] for i in rng.choice(len(KINDS), size=n, replace=False)]
        n_true = int(rng.integers(0, n + 1))
        truths = [i < n_true for i in rng.permutation(n)]
        for kind, want in zip(kinds, truths):
            for _ in range(5000):
                if kind.startswith("line_"):
                    line = [int(v) for v in rng.choice(8, size=2, replace=False)]
                    plane = sorted(int(v) for v in rng.choice(8, size=3, replace=False))
                    rel = line_plane_relation(xyz[line[0]], xyz[line[1]], *(xyz[i] for i in plane))
                    if rel == "contained":
                        continue  # "parallel" for a line lying in the plane would be ambiguous
                    objs = line + plane
                elif kind.startswith("lines_"):
                    objs = [int(v) for v in rng.choice(8, size=4, replace=False)]
                else:
                    objs = sorted(int(v) for v in rng.choice(8, size=3, replace=False)) + \
                           sorted(int(v) for v in rng.choice(8, size=3, replace=False))
                    if np.linalg.norm(np.cross(_normal(xyz, objs[:3]), _normal(xyz, objs[3:]))) < 1e-9 and \
                            abs(_normal(xyz, objs[:3]) @ (xyz[objs[3]] - xyz[objs[0]])) < 1e-9:
                        continue  # the same plane twice
                key = (kind, tuple(objs))
                st = {"kind": kind, "objs": objs}
                if key not in seen and _truth_by_vectors(xyz, st) == want:
                    seen.add(key)
                    statements.append(st)
                    break
            else:  # pragma: no cover
                raise RuntimeError(f"no statement of kind {kind} with truth {want}")
        style = str(rng.choice(["prime", "sub", "next"]))
        ask = space.ask.draw(rng)
        dims = {"a": a, "b": b, "c": c} if solid == "cuboid" else {}
        return {"solid": solid, **dims, "style": style, "statements": statements, "ask": ask}

    def _lab(self, g):
        bottom, top = solid_vertex_labels(4, g["style"])
        return bottom, top, bottom + top

    def _text(self, g, st):
        lab = self._lab(g)[2]
        o = [lab[i] for i in st["objs"]]
        return {
            "line_parallel_plane": f"line {o[0]}{o[1]} is parallel to plane {''.join(o[2:])}",
            "line_perp_plane": f"line {o[0]}{o[1]} is perpendicular to plane {''.join(o[2:])}",
            "lines_perp": f"line {o[0]}{o[1]} is perpendicular to line {o[2]}{o[3]}",
            "lines_skew": f"lines {o[0]}{o[1]} and {o[2]}{o[3]} are skew",
            "planes_perp": f"plane {''.join(o[:3])} is perpendicular to plane {''.join(o[3:])}",
            "planes_parallel": f"plane {''.join(o[:3])} is parallel to plane {''.join(o[3:])}",
        }[st["kind"]]

    def _name(self, g):
        bottom, top, _ = self._lab(g)
        return "".join(bottom) + "-" + "".join(top)

    def question(self, g):
        items = "; ".join(f"({i + 1}) {self._text(g, st)}" for i, st in enumerate(g["statements"]))
        n = len(g["statements"])
        convention = (f" (Here {PERP_CONVENTION}.)"
                      if any(st["kind"] == "lines_perp" for st in g["statements"]) else "")
        if g["ask"] == "numbers":
            ask = (f"Which of these {NUMBERS.get(n, n)} statements are true? Answer with their numbers in "
                   f"increasing order written as one integer (for example 134 for (1), (3) and (4)), or 0 if "
                   f"none is true.")
        else:
            ask = f"How many of these {NUMBERS.get(n, n)} statements are true?"
        return f"In the {self._solid(g)}, consider the statements: {items}.{convention} {ask}"

    @staticmethod
    def _as_answer(g, truths):
        """The count of true statements, or their numbers written as one integer (exact)."""
        if g["ask"] == "numbers":
            return Number(int("".join(str(i + 1) for i, t in enumerate(truths) if t) or 0), tolerance=0)
        return Number(sum(truths))

    def _solid(self, g):
        a, b, c = _dims(g)
        if _solid_word(g) == "cube":
            return f"cube {self._name(g)}"
        bottom, top, _ = self._lab(g)
        return (f"cuboid {self._name(g)} with {bottom[0]}{bottom[1]} = {a}, {bottom[1]}{bottom[2]} = {b} and "
                f"{bottom[0]}{top[0]} = {c}")

    def answer(self, p):
        xyz = _cube(*_dims(p))
        return self._as_answer(p, [_truth_by_vectors(xyz, st) for st in p["statements"]])

    def _truth_by_volumes(self, s, lab, st):
        """Independent truth test with signed volumes and the four-point perpendicularity identity."""
        P = [s.xyz(lab[i]) for i in st["objs"]]
        vol = lambda a, b, c, d: float(np.linalg.det(np.array([b - a, c - a, d - a])))
        kind = st["kind"]
        if kind == "line_parallel_plane":   # both ends equally far from the plane, on the same side
            v1, v2 = vol(P[2], P[3], P[4], P[0]), vol(P[2], P[3], P[4], P[1])
            return abs(v1 - v2) < 1e-9 and abs(v1) > 1e-9
        if kind == "line_perp_plane":       # perpendicular to two intersecting lines of the plane
            d = P[1] - P[0]
            return abs(d @ (P[3] - P[2])) < 1e-9 and abs(d @ (P[4] - P[2])) < 1e-9
        if kind == "lines_perp":            # the stated convention: 90° whether or not they meet, so
            # XY ⟂ ZW  iff  XZ² + YW² = XW² + YZ²  (true for meeting and skew lines alike)
            sq = lambda u, v: float((u - v) @ (u - v))
            return abs(sq(P[0], P[2]) + sq(P[1], P[3]) - sq(P[0], P[3]) - sq(P[1], P[2])) < 1e-9
        if kind == "lines_skew":            # the four points span a solid
            return abs(vol(*P)) > 1e-9
        # planes: the first plane's unit normal from an SVD null space
        m = np.array([P[1] - P[0], P[2] - P[0]])
        n1 = np.linalg.svd(m)[2][-1]
        if kind == "planes_perp":           # n1 lies in the directions of the second plane
            return abs(float(np.linalg.det(np.array([n1, P[4] - P[3], P[5] - P[3]])))) < 1e-9
        d = [float(n1 @ (q - P[0])) for q in P[3:]]
        return max(d) - min(d) < 1e-9 and abs(d[0]) > 1e-9

    def verify(self, g):
        s = self.scene(g)
        lab = self._lab(g)[2]
        truths = [self._truth_by_volumes(s, lab, st) for st in g["statements"]]
        if g["ask"] == "numbers":       # the true statements' numbers as the digits of one integer
            value = 0
            for i, t in enumerate(truths):
                value = value * 10 + (i + 1) if t else value
            return Number(value, tolerance=0)
        return Number(sum(truths))

    def scene(self, g):
        bottom, top, lab = self._lab(g)
        s = Scene()
        s.box(bottom, top, *_dims(g))
        lines = []  # (end, end) in the order the statements name them: a set's order would change per process
        for st in g["statements"]:
            o = st["objs"]
            if st["kind"].startswith("line"):
                lines.append((lab[o[0]], lab[o[1]]))
            if st["kind"].startswith("lines_"):
                lines.append((lab[o[2]], lab[o[3]]))
        named = [set(line) for line in lines]
        s.segments = [seg for seg in s.segments if {seg[0], seg[1]} not in named]
        for x, y in lines:
            s.segment(x, y, style="auxiliary")
        return s

    def subquestions(self, g):
        xyz = _cube(*_dims(g))
        out = []
        for st in g["statements"][:3]:
            out.append(SubQuestion(
                f"In the {self._solid(g)}, is the statement \"{self._text(g, st)}\" true? "
                f"Answer 1 for true and 0 for false.", Number(int(_truth_by_vectors(xyz, st))),
                CONCEPT[st["kind"]]))
        return out

    def description(self, g):
        bottom, top, _ = self._lab(g)
        return (f"A {self._solid(g)}, with bottom face {''.join(bottom)} (counter-clockwise) and top "
                f"face {''.join(top)} directly above it ({top[0]} above {bottom[0]}, {top[1]} above "
                f"{bottom[1]}, and so on). Every line named in the statements is drawn in red.")

    def reasoning(self, p):
        bottom, top, lab = self._lab(p)
        a, b, c = _dims(p)
        xyz = _cube(1) if _solid_word(p) == "cube" else _cube(a, b, c)
        a, b, c = (1, 1, 1) if _solid_word(p) == "cube" else (a, b, c)
        steps = [f"Use coordinates: {bottom[0]} = (0,0,0), {bottom[1]} = ({a},0,0), "
                 f"{bottom[3]} = (0,{b},0), {top[0]} = (0,0,{c}); then compare direction and normal vectors."]
        for i, st in enumerate(p["statements"]):
            true = _truth_by_vectors(xyz, st)
            o = st["objs"]
            if st["kind"].startswith("line_"):
                d, n = xyz[o[1]] - xyz[o[0]], _normal(xyz, o[2:])
                why = f"direction {d.astype(int).tolist()}, plane normal {n.astype(int).tolist()}"
            elif st["kind"].startswith("lines_"):
                d, e = xyz[o[1]] - xyz[o[0]], xyz[o[3]] - xyz[o[2]]
                why = f"directions {d.astype(int).tolist()} and {e.astype(int).tolist()}"
                if st["kind"] == "lines_skew":
                    why += f", mixed product {np.cross(d, e) @ (xyz[o[2]] - xyz[o[0]]):g}"
            else:
                why = (f"normals {_normal(xyz, o[:3]).astype(int).tolist()} and "
                       f"{_normal(xyz, o[3:]).astype(int).tolist()}")
            steps.append(f"({i + 1}) {self._text(p, st)}: {why} — {'true' if true else 'false'}.")
        truths = [_truth_by_vectors(xyz, st) for st in p["statements"]]
        if p["ask"] == "numbers":
            steps.append(f"The true statements are {', '.join(f'({i + 1})' for i, t in enumerate(truths) if t) or 'none'}: "
                         f"answer {self.answer(p).value}.")
        else:
            steps.append(f"Number of true statements: {self.answer(p).value}.")
        return steps
