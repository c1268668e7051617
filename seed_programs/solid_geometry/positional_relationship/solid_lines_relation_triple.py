"""Solid geometry: the positional relationship (parallel / intersecting / skew) of four or five pairs of
lines named by labels in a prism, pyramid or tetrahedron (DynaSolidGeo, positional relationship)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, OneOf, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_angles import SOLID_KINDS, lines_relation, mark_lines, named_solid, solid_edges

RELS = ("parallel", "intersecting", "skew")
# how many of the three drawn sizes each solid states (named_solid reads only these)
STATED_DIMS = {"cube": 1, "cuboid": 3, "regular_triangular_prism": 2, "regular_hexagonal_prism": 2,
               "regular_square_pyramid": 2, "perpendicular_edge_pyramid": 3, "regular_tetrahedron": 1}


@seed_program(
    id="solid_lines_relation_triple", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/skew_lines", "solid_figures/positional/line_line_relations"],
    source="DynaSolidGeo-style (positional relationship of two lines, three pairs at once)",
    variations=["geometric_transformations", "point_labels", "numeric_values", "camera"],
)
class SolidLinesRelationTriple(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(SOLID_KINDS), size=IntRange(2, 5), n_pairs=IntRange(4, 4)),
        hard=dict(kind=OneOf(SOLID_KINDS[:6]), size=IntRange(2, 7), n_pairs=IntRange(5, 5)),
        hard_means="five pairs of lines to judge instead of four, never the small tetrahedron",
    )

    def sample(self, rng, space):
        kinds = space.kind.values
        kind = kinds[int(rng.integers(0, len(kinds)))]
        dims = [int(v) for v in space.size.draw(rng, size=3)][:STATED_DIMS[kind]]
        style = str(rng.choice(["prime", "sub", "next"]))
        pts, faces, _ = named_solid(kind, dims, style)
        edges = solid_edges(faces)
        mids = [list(edges[int(i)]) for i in rng.choice(len(edges), size=2, replace=False)]
        p = {"kind": kind, "dims": dims, "style": style, "mids": mids}
        P = self._points(p)
        names = list(P)
        pairs, seen = [], set()
        targets = [RELS[int(i)] for i in rng.integers(0, 3, size=space.n_pairs.lo)]
        for target in targets:
            for _ in range(3000):               # bounded: after 2000 tries any relation is taken
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

    def _givens(self, g):
        _, _, text = named_solid(g["kind"], g["dims"], g["style"])
        (a, b), (c, d) = g["mids"]
        return f"In {text}, M is the midpoint of {a}{b} and N is the midpoint of {c}{d}."

    def _pair_text(self, pair):
        return f"lines {''.join(pair[0])} and {''.join(pair[1])}"

    def question(self, g):
        items = "; ".join(f"({i + 1}) {self._pair_text(q)}" for i, q in enumerate(g["pairs"]))
        return (f"{self._givens(g)} For each pair, state the positional relationship: {items}. Answer each "
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

    def _affine_model(self, g):
        """Parallel / intersecting / skew and midpoints survive affine maps, so any affine image of the
        stated solid will do: every tetrahedron is the unit simplex, every pyramid over a rectangle the
        unit square with its apex above A, a prism over a regular n-gon the roots of unity lifted by 1."""
        kind = g["kind"]
        if kind == "regular_tetrahedron":
            P = dict(zip("ABCP", np.vstack([np.zeros(3), np.eye(3)])))
        elif kind.endswith("pyramid"):
            P = dict(zip("ABCDP", np.array([[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0], [0, 0, 1]], float)))
        else:
            n = {"regular_triangular_prism": 3, "regular_hexagonal_prism": 6}.get(kind, 4)
            bottom, top = solid_vertex_labels(n, g["style"])
            ring = [np.exp(2j * np.pi * k / n) for k in range(n)]
            P = {lab: np.array([z.real, z.imag, h]) for labs, h in ((bottom, 0.0), (top, 1.0))
                 for lab, z in zip(labs, ring)}
        for lab, (x, y) in zip("MN", g["mids"]):
            P[lab] = (P[x] + P[y]) / 2
        return P

    def verify(self, g):
        P = self._affine_model(g)
        return Multi([Text(self._solve(*(P[x] for x in q[0] + q[1]))) for q in g["pairs"]])

    def scene(self, g):
        pts, faces, _ = named_solid(g["kind"], g["dims"], g["style"])
        s = Scene()
        s.polyhedron(pts, faces)
        P = self._points(g)
        for lab in "MN":
            s.point(lab, P[lab])
        mark_lines(s, [line for q in g["pairs"] for line in q])
        return s

    def subquestions(self, g):
        ans = self.answer(g).parts
        return [SubQuestion(f"{self._givens(g)} What is the positional relationship of {self._pair_text(q)}? "
                            f"Answer 'parallel', 'intersecting' or 'skew'.", ans[i],
                            "solid_figures/positional/skew_lines") for i, q in enumerate(g["pairs"][:2])]

    def description(self, g):
        return (f"{self._givens(g)} In a prism the top face lies directly above the base with matching "
                f"letters; the {len({frozenset(l) for q in g['pairs'] for l in q})} lines of the question are drawn in red.")

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
