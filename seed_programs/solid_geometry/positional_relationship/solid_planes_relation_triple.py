"""Solid geometry: the positional relationship (parallel / perpendicular / oblique) of three pairs of
planes named by labels in a prism, pyramid or tetrahedron (DynaSolidGeo, positional relationship)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, OneOf, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.scene import convex_order, solid_vertex_labels
from dynaforge.sdk.solid_angles import SOLID_KINDS, named_solid, planes_relation, plane_normal, solid_edges

RELS = ("parallel", "perpendicular", "oblique")
# how many of the three drawn sizes each solid states (named_solid reads only these)
STATED_DIMS = {"cube": 1, "cuboid": 3, "regular_triangular_prism": 2, "regular_hexagonal_prism": 2,
               "regular_square_pyramid": 2, "perpendicular_edge_pyramid": 3, "regular_tetrahedron": 1}


@seed_program(
    id="solid_planes_relation_triple", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/plane_plane_parallel", "solid_figures/positional/plane_plane_perpendicular"],
    source="DynaSolidGeo-style (positional relationship of two planes, three pairs at once)",
    variations=["geometric_transformations", "point_labels", "numeric_values", "camera"],
)
class SolidPlanesRelationTriple(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(SOLID_KINDS), size=IntRange(2, 5), n_pairs=IntRange(3, 3)),
        hard=dict(kind=OneOf(SOLID_KINDS[1:6]), size=IntRange(2, 7), n_pairs=IntRange(4, 4)),
        hard_means="four pairs of planes instead of three, never the cube or the tetrahedron",
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
            for _ in range(3000):
                tri = [sorted(names[int(i)] for i in rng.choice(len(names), size=3, replace=False)) for _ in (0, 1)]
                if any(self._bad_plane(p, P, t) for t in tri):
                    continue
                rel = planes_relation(*(P[x] for x in tri[0] + tri[1]))
                if rel == "coincident" or (rel != target and _ < 2000):
                    continue
                key = frozenset([tuple(self._plane_labels(P, tri[0])), tuple(self._plane_labels(P, tri[1]))])
                if key in seen:
                    continue
                seen.add(key)
                pairs.append([self._plane_name(p, P, t) for t in tri])
                break
            else:  # pragma: no cover - after 2000 tries any relation is taken
                raise RuntimeError("no pair of distinct planes found")
        p["pairs"] = pairs
        return p

    def _bad_plane(self, p, P, tri):
        """Collinear points, or a midpoint with both ends of its own edge."""
        a, b, c = (P[x] for x in tri)
        if np.linalg.norm(np.cross(b - a, c - a)) < 1e-9:
            return True
        return False

    def _plane_name(self, p, P, tri):
        """How a textbook names the plane: all solid vertices on it (in order) when there are 3 or more."""
        verts = {k: v for k, v in named_solid(p["kind"], p["dims"], p["style"])[0].items()}
        n = plane_normal(*(P[x] for x in tri))
        on = {k: v for k, v in verts.items() if abs(n @ (v - P[tri[0]])) < 1e-9}
        if len(on) < 3:
            return list(tri)
        ring = convex_order(on) if len(on) > 3 else [k for k in verts if k in on]
        first = min(range(len(ring)), key=lambda i: list(verts).index(ring[i]))
        ring = ring[first:] + ring[:first]
        if list(verts).index(ring[1]) > list(verts).index(ring[-1]):
            ring = ring[:1] + ring[1:][::-1]
        return ring

    def _plane_labels(self, P, tri):
        """Every labelled point on the plane through ``tri`` (3 or more), in convex order."""
        n = plane_normal(*(P[x] for x in tri[:3]))
        on = {k: v for k, v in P.items() if abs(n @ (v - P[tri[0]])) < 1e-9}
        if len(on) == 3:
            return list(tri)
        ring = convex_order(on)
        first = min(range(len(ring)), key=lambda i: list(P).index(ring[i]))
        return ring[first:] + ring[:first]

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

    def _pair_text(self, pair, P=None):
        return f"planes {''.join(pair[0])} and {''.join(pair[1])}"

    def question(self, g):
        items = "; ".join(f"({i + 1}) {self._pair_text(q)}" for i, q in enumerate(g["pairs"]))
        return (f"{self._givens(g)} For each pair, state the positional relationship: {items}. Answer each "
                f"with one word: 'parallel', 'perpendicular' or 'oblique' (meeting at an angle other than 90°).")

    def answer(self, p):
        P = self._points(p)
        return Multi([Text(planes_relation(*(P[x] for x in q[0][:3] + q[1][:3]))) for q in p["pairs"]])

    def _solve(self, A, B, C, D, E, F):
        """Independent: plane 1's unit normal from an SVD null space; parallel when D, E, F are equally
        far from plane 1, perpendicular when that normal lies in plane 2 (zero triple product)."""
        n1 = np.linalg.svd(np.array([B - A, C - A]))[2][-1]
        dist = [float(n1 @ (q - A)) for q in (D, E, F)]
        if max(dist) - min(dist) < 1e-9:
            return "parallel"
        if abs(float(np.linalg.det(np.array([n1, E - D, F - D])))) < 1e-9:
            return "perpendicular"
        return "oblique"

    def _metric_model(self, g):
        """The stated solid rebuilt from its statement alone, in a congruent placement of its own (not
        named_solid): prisms from the base's side and the lateral edge, pyramids from base and apex."""
        kind, d = g["kind"], [float(x) for x in g["dims"]]
        a = d[0]
        if kind == "regular_tetrahedron":        # apex above the centroid, at height a·√(2/3)
            base = [(0, 0), (a, 0), (a / 2, a * np.sqrt(3) / 2)]
            cx, cy = np.mean(base, axis=0)
            P = {k: np.array([x, y, 0.0]) for k, (x, y) in zip("ABC", base)}
            P["P"] = np.array([cx, cy, a * np.sqrt(2 / 3)])
        elif kind.endswith("pyramid"):
            w = a if kind == "regular_square_pyramid" else d[1]
            P = {k: np.array([x, y, 0.0]) for k, (x, y) in zip("ABCD", [(0, 0), (a, 0), (a, w), (0, w)])}
            P["P"] = np.array([a / 2, a / 2, d[1]]) if kind == "regular_square_pyramid" else np.array([0, 0, d[2]])
        else:
            n = {"regular_triangular_prism": 3, "regular_hexagonal_prism": 6}.get(kind, 4)
            if n == 4:
                w, h = (a, a) if kind == "cube" else (d[1], d[2])
                ring = [(0, 0), (a, 0), (a, w), (0, w)]
            else:                                # walk round the regular n-gon, turning 360°/n
                h, ring, x, y = d[1], [], 0.0, 0.0
                for k in range(n):
                    ring.append((x, y))
                    x, y = x + a * np.cos(2 * np.pi * k / n), y + a * np.sin(2 * np.pi * k / n)
            bottom, top = solid_vertex_labels(n, g["style"])
            P = {lab: np.array([x, y, z]) for labs, z in ((bottom, 0.0), (top, h)) for lab, (x, y) in zip(labs, ring)}
        for lab, (x, y) in zip("MN", g["mids"]):
            P[lab] = (P[x] + P[y]) / 2
        return P

    def verify(self, g):
        P = self._metric_model(g)
        return Multi([Text(self._solve(*(P[x] for x in q[0][:3] + q[1][:3]))) for q in g["pairs"]])

    def scene(self, g):
        pts, faces, _ = named_solid(g["kind"], g["dims"], g["style"])
        s = Scene()
        s.polyhedron(pts, faces)
        P = self._points(g)
        for lab in "MN":
            s.point(lab, P[lab])
        for q in g["pairs"]:
            for tri in q:
                ring = self._plane_labels(P, tri)
                for x, y in zip(ring, ring[1:] + ring[:1]):
                    on_edge = lambda u, v: all(np.linalg.norm(np.cross(P[z] - P[u], P[v] - P[u])) < 1e-9
                                               for z in (x, y))
                    if not any(on_edge(u, v) for u, v, _ in s.segments if u in P and v in P):
                        s.segment(x, y, style="auxiliary")
        return s

    def subquestions(self, g):
        ans = self.answer(g).parts
        return [SubQuestion(f"{self._givens(g)} What is the positional relationship of {self._pair_text(q)}? "
                            f"Answer 'parallel', 'perpendicular' or 'oblique'.", ans[i],
                            "solid_figures/positional/plane_plane_perpendicular") for i, q in enumerate(g["pairs"][:2])]

    def description(self, g):
        return (f"{self._givens(g)} In a prism the top face lies directly above the base with matching "
                f"letters; the sides of the planes of the question that are not edges are drawn in red.")

    def reasoning(self, p):
        P = self._points(p)
        f = lambda v: "(" + ", ".join(f"{x + 0.0:.3g}" for x in v) + ")"
        steps = ["Use coordinates of the solid and compare normal vectors n₁, n₂ of the two planes: n₁ ∥ n₂ "
                 "gives parallel planes, n₁·n₂ = 0 perpendicular ones, anything else oblique."]
        for i, q in enumerate(p["pairs"]):
            n1, n2 = plane_normal(*(P[x] for x in q[0][:3])), plane_normal(*(P[x] for x in q[1][:3]))
            rel = planes_relation(*(P[x] for x in q[0][:3] + q[1][:3]))
            steps.append(f"({i + 1}) plane {''.join(q[0])}: n₁ = {f(n1)}; plane {''.join(q[1])}: n₂ = {f(n2)}; "
                         f"n₁ × n₂ = {f(np.cross(n1, n2))}, n₁·n₂ = {n1 @ n2 + 0.0:.3g}: {rel}.")
        return steps
