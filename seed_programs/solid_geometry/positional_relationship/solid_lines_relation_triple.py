"""Solid geometry: the positional relationship (parallel / intersecting / skew) of three pairs of
lines named by labels in a prism, pyramid or tetrahedron (DynaSolidGeo, positional relationship)."""
import numpy as np

from dynaforge.sdk import Multi, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.solid_angles import SOLID_KINDS, lines_relation, mark_lines, named_solid, solid_edges

RELS = ("parallel", "intersecting", "skew")


@seed_program(
    id="solid_lines_relation_triple", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/skew_lines", "solid_figures/positional/line_line_relations"],
    source="DynaSolidGeo-style (positional relationship of two lines, three pairs at once)",
    variations=["geometric_transformations", "point_labels", "numeric_values", "camera"],
)
class SolidLinesRelationTriple(SeedProgram):
    def sample(self, rng):
        kind = SOLID_KINDS[int(rng.integers(0, len(SOLID_KINDS)))]
        dims = [int(v) for v in rng.integers(2, 6, size=3)]
        style = str(rng.choice(["prime", "sub", "next"]))
        pts, faces, _ = named_solid(kind, dims, style)
        edges = solid_edges(faces)
        mids = [list(edges[int(i)]) for i in rng.choice(len(edges), size=2, replace=False)]
        p = {"kind": kind, "dims": dims, "style": style, "mids": mids}
        P = self._points(p)
        names = list(P)
        pairs, seen = [], set()
        targets = [RELS[int(i)] for i in rng.integers(0, 3, size=3)]
        for target in targets:
            for _ in range(3000):
                a, b, c, d = (names[int(i)] for i in rng.choice(len(names), size=4, replace=False))
                if any(self._degenerate(p, l) for l in ((a, b), (c, d))) or self._point_on_other(P, a, b, c, d):
                    continue
                key = frozenset([frozenset((a, b)), frozenset((c, d))])
                rel = lines_relation(P[a], P[b], P[c], P[d])
                # a relation the solid cannot show (parallel lines in a tetrahedron) falls back to any
                if key in seen or (rel != target and _ < 2000):
                    continue
                seen.add(key)
                pairs.append([[a, b], [c, d]])
                break
        p["pairs"] = pairs
        return p

    @staticmethod
    def _point_on_other(P, a, b, c, d):
        """True when an end of one line lies on the other line (a trivial intersection)."""
        on = lambda x, y, z: np.linalg.norm(np.cross(P[z] - P[x], P[y] - P[x])) < 1e-9
        return on(a, b, c) or on(a, b, d) or on(c, d, a) or on(c, d, b)

    def _degenerate(self, p, line):
        """A line from a midpoint to an end of its own edge is just that edge: avoid it."""
        for lab, e in zip("MN", p["mids"]):
            if lab in line and set(line) & set(e):
                return True
        return False

    def _points(self, p):
        pts, _, _ = named_solid(p["kind"], p["dims"], p["style"])
        out = dict(pts)
        for lab, (x, y) in zip("MN", p["mids"]):
            out[lab] = (pts[x] + pts[y]) / 2
        return out

    def _givens(self, p):
        _, _, text = named_solid(p["kind"], p["dims"], p["style"])
        (a, b), (c, d) = p["mids"]
        return f"In {text}, M is the midpoint of {a}{b} and N is the midpoint of {c}{d}."

    def _pair_text(self, pair):
        return f"lines {''.join(pair[0])} and {''.join(pair[1])}"

    def question(self, p):
        items = "; ".join(f"({i + 1}) {self._pair_text(q)}" for i, q in enumerate(p["pairs"]))
        return (f"{self._givens(p)} For each pair, state the positional relationship: {items}. Answer each "
                f"with one word: 'parallel', 'intersecting' or 'skew'.")

    def answer(self, p):
        P = self._points(p)
        return Multi([Text(lines_relation(*(P[x] for x in q[0] + q[1]))) for q in p["pairs"]])

    def _solve(self, A, B, C, D):
        """Independent: least squares A + t·u = C + s·v; rank 1 means parallel, zero residual means a
        common point."""
        u, v = B - A, D - C
        M = np.column_stack([u, -v])
        if np.linalg.matrix_rank(M, tol=1e-9) < 2:
            return "parallel"
        ts, *_ = np.linalg.lstsq(M, C - A, rcond=None)
        return "intersecting" if np.linalg.norm(M @ ts - (C - A)) < 1e-9 else "skew"

    def verify(self, p):
        s = self.scene(p)
        return Multi([Text(self._solve(*(s.xyz(x) for x in q[0] + q[1]))) for q in p["pairs"]])

    def scene(self, p):
        pts, faces, _ = named_solid(p["kind"], p["dims"], p["style"])
        s = Scene()
        s.polyhedron(pts, faces)
        P = self._points(p)
        for lab in "MN":
            s.point(lab, P[lab])
        mark_lines(s, [line for q in p["pairs"] for line in q])
        return s

    def subquestions(self, p):
        ans = self.answer(p).parts
        return [SubQuestion(f"{self._givens(p)} What is the positional relationship of {self._pair_text(q)}? "
                            f"Answer 'parallel', 'intersecting' or 'skew'.", ans[i],
                            "solid_figures/positional/skew_lines") for i, q in enumerate(p["pairs"][:2])]

    def description(self, p):
        return (f"{self._givens(p)} In a prism the top face lies directly above the base with matching "
                f"letters; the six lines of the question are drawn in red.")

    def reasoning(self, p):
        P = self._points(p)
        f = lambda v: "(" + ", ".join(f"{x + 0.0:.3g}" for x in v) + ")"
        steps = ["Use coordinates of the solid and compare direction vectors u, v and the mixed product "
                 "(u × v)·w with w joining a point of each line: u ∥ v gives parallel, otherwise a zero mixed "
                 "product gives intersecting and a non-zero one gives skew."]
        for i, q in enumerate(p["pairs"]):
            (a, b), (c, d) = q
            u, v, w = P[b] - P[a], P[d] - P[c], P[c] - P[a]
            rel = lines_relation(P[a], P[b], P[c], P[d])
            steps.append(f"({i + 1}) {a}{b} = {f(u)}, {c}{d} = {f(v)}, u × v = {f(np.cross(u, v))}, "
                         f"(u × v)·{a}{c} = {np.cross(u, v) @ w + 0.0:.3g}: {rel}.")
        return steps
