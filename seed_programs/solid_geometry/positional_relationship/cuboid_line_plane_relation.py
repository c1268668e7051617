"""Solid geometry: the positional relationship of a line and several planes in a cube / cuboid
(DynaSolidGeo, positional relationship; Gaokao-style "judge the relation" rewritten as free form)."""
import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Multi, OneOf, Scene, SeedProgram, Text, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, convex_order, cuboid_vertex, line_plane_relation, solid_vertex_labels

RELATIONS = ("contained", "parallel", "perpendicular", "oblique")
# the 12 edges of a box, as vertex indices (0-3 bottom ABCD, 4-7 top above them)
TRIPLES = [[i, j, k] for i in range(8) for j in range(i + 1, 8) for k in range(j + 1, 8)]


def _dims(g):
    """(a, b, c) of the stated box: a cube states one edge, a cuboid three."""
    return (g["a"], g["a"], g["a"]) if g["solid"] == "cube" else (g["a"], g["b"], g["c"])


def _labels(g):
    return g["bottom"] + g["top"]


def _line_labels(g):
    """The names of the line's two ends: M and N, or M and a vertex."""
    return ("M", "N") if g["n_edge"] is not None else ("M", _labels(g)[g["vertex"]])


def _n_fraction(g):
    """Where N sits on its edge, as a fraction from the edge's first end (the stated ratio)."""
    r = g["n_ratio"]
    return r[0] / (r[0] + r[1])


def _on_plane(xyz, plane):
    """The box vertices that lie on the plane through three of them."""
    a, b, c = (xyz[i] for i in plane)
    n = np.cross(b - a, c - a)
    return frozenset(i for i in range(8) if abs(n @ (xyz[i] - a)) < 1e-9)


@seed_program(
    id="cuboid_line_plane_relation", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_relations",
              "solid_figures/positional/line_plane_parallel_criterion",
              "solid_figures/positional/line_plane_perpendicular_criterion"],
    source="DynaSolidGeo-style (positional relationship, Gaokao line-plane judgement)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidLinePlaneRelation(SeedProgram):
    levels = Levels(
        standard=dict(shape=OneOf(["cube", "square", "general"], p=[0.4, 0.3, 0.3]), edge=IntRange(2, 8),
                      planes=IntRange(3, 3), face_share=FloatRange(0.25, 0.26)),
        hard=dict(shape=OneOf(["cube", "square", "general"], p=[0.1, 0.3, 0.6]), edge=IntRange(2, 9),
                  planes=IntRange(4, 4), face_share=FloatRange(0.1, 0.11)),
        hard_means="four planes to judge instead of three, mostly in a general cuboid, and a face of the box "
                   "(the easy plane) more rarely",
    )

    def sample(self, rng, space):
        shape = space.shape.draw(rng)
        lo, hi = space.edge.lo, space.edge.hi
        if shape == "cube":
            a = b = c = int(rng.integers(lo, hi - 1))
        elif shape == "square":
            a = b = int(rng.integers(lo, hi - 2))
            c = int(rng.choice([x for x in range(lo, hi + 1) if x != a]))
        else:
            a, b, c = (int(v) for v in rng.choice(np.arange(lo, hi + 1), size=3, replace=False))
        n_planes = space.planes.draw(rng)
        face_share = space.face_share.lo
        xyz = [cuboid_vertex(a, b, c, i) for i in range(8)]
        for attempt in attempts("a line and one plane of each asked relation", limit=5000):
            if attempt % 40 == 0:                 # the relations asked, redrawn when no line fits them
                targets = []
                for _ in range(n_planes):         # at most one perpendicular plane (two would be parallel)
                    pool = [r for r in RELATIONS if r != "perpendicular" or "perpendicular" not in targets]
                    targets.append(pool[int(rng.integers(0, len(pool)))])
            e1, e2 = (int(v) for v in rng.choice(12, size=2, replace=False))
            two_mid = bool(rng.integers(0, 2))
            m = (xyz[CUBOID_EDGES[e1][0]] + xyz[CUBOID_EDGES[e1][1]]) / 2
            ratio = [[1, 1], [1, 2], [2, 1]][int(rng.choice(3, p=[0.5, 0.25, 0.25]))]
            if two_mid:
                t = ratio[0] / sum(ratio)
                other, n_edge, vertex = xyz[CUBOID_EDGES[e2][0]] + t * (xyz[CUBOID_EDGES[e2][1]] - xyz[CUBOID_EDGES[e2][0]]), e2, None
            else:
                vertex = int(rng.integers(0, 8))
                if vertex in CUBOID_EDGES[e1]:
                    continue  # the line would run along an edge
                other, n_edge = xyz[vertex], None
            # the distinct planes through three box vertices, by relation to this line (faces apart)
            buckets, seen = {}, set()
            for plane in TRIPLES:
                key = _on_plane(xyz, plane)
                if key in seen:
                    continue
                seen.add(key)
                normal = np.cross(xyz[plane[1]] - xyz[plane[0]], xyz[plane[2]] - xyz[plane[0]])
                face = np.count_nonzero(np.abs(normal) > 1e-9) == 1
                rel = line_plane_relation(m, other, *(xyz[i] for i in plane))
                buckets.setdefault((rel, face), []).append(plane)
            planes = []
            for target in targets:
                # a face of the box makes an easy plane: allowed only now and then (and always for a
                # perpendicular line in a general cuboid, where no other plane works)
                allow_face = target != "contained" and (rng.random() < face_share or (
                    target == "perpendicular" and shape == "general"))
                pool = buckets.get((target, False), []) + (buckets.get((target, True), []) if allow_face else [])
                pool = [pl for pl in pool if pl not in planes]
                if not pool:
                    break
                planes.append(pool[int(rng.integers(0, len(pool)))])
            if len(planes) == n_planes:
                planes = [[int(i) for i in rng.permutation(pl)] for pl in planes]
                break
        labels = solid_vertex_labels(4, str(rng.choice(["prime", "sub", "next"])))
        dims = {"a": a} if shape == "cube" else {"a": a, "b": b, "c": c}
        solid = "cube" if shape == "cube" else "cuboid"
        return {"solid": solid, **dims, "bottom": labels[0], "top": labels[1],
                "m_edge": e1, "n_edge": n_edge, "vertex": vertex, "planes": planes,
                "n_ratio": ratio if n_edge is not None else None}

    # -- helpers ---------------------------------------------------------------------------------
    def _edge_name(self, g, e):
        lab = _labels(g)
        return lab[CUBOID_EDGES[e][0]] + lab[CUBOID_EDGES[e][1]]

    def _line(self, p):
        """Coordinates of the two ends of the line."""
        xyz = [cuboid_vertex(*_dims(p), i) for i in range(8)]
        m = (xyz[CUBOID_EDGES[p["m_edge"]][0]] + xyz[CUBOID_EDGES[p["m_edge"]][1]]) / 2
        if p["n_edge"] is not None:
            e = CUBOID_EDGES[p["n_edge"]]
            return m, xyz[e[0]] + _n_fraction(p) * (xyz[e[1]] - xyz[e[0]])
        return m, xyz[p["vertex"]]

    def _plane_polygon(self, g, plane):
        """All box vertices on the plane, in cyclic order (3 or 4 of them), by name."""
        lab = _labels(g)
        xyz = [cuboid_vertex(*_dims(g), i) for i in range(8)]
        on = _on_plane(xyz, plane)
        if len(on) == 3:
            return [lab[i] for i in plane]
        ring = convex_order({lab[i]: xyz[i] for i in on})
        first = min(range(4), key=lambda i: lab.index(ring[i]))
        return ring[first:] + ring[:first]

    def _plane_names(self, g):
        return ["".join(self._plane_polygon(g, pl)) for pl in g["planes"]]

    def _solid_name(self, g):
        return "".join(g["bottom"]) + "-" + "".join(g["top"])

    def _givens(self, g):
        B, T = g["bottom"], g["top"]
        if g["solid"] == "cube":
            return f"In the cube {self._solid_name(g)} with edge length {g['a']}"
        return (f"In the cuboid {self._solid_name(g)} with {B[0]}{B[1]} = {g['a']}, "
                f"{B[0]}{B[3]} = {g['b']} and {B[0]}{T[0]} = {g['c']}")

    def _points_text(self, g):
        s = f"M is the midpoint of edge {self._edge_name(g, g['m_edge'])}"
        if g["n_edge"] is not None:
            r = g["n_ratio"]
            lab = _labels(g)
            X, Y = (lab[i] for i in CUBOID_EDGES[g["n_edge"]])
            s += (f" and N is the midpoint of edge {X}{Y}" if r[0] == r[1] else
                  f" and N is the point on edge {X}{Y} with {X}N : N{Y} = {r[0]} : {r[1]}")
        return s

    # -- protocol --------------------------------------------------------------------------------
    def question(self, g):
        X, Y = _line_labels(g)
        names = self._plane_names(g)
        listed = ", ".join(names[:-1]) + f" and {names[-1]}"
        return (f"{self._givens(g)}, {self._points_text(g)}. What is the positional relationship between line "
                f"{X}{Y} and each of the planes {listed}? For each plane in this order answer with one word: "
                f"'contained' (the line lies in the plane), 'parallel' (parallel to the plane, not in it), "
                f"'perpendicular', or 'oblique' (meets the plane at an angle other than 90°).")

    def answer(self, p):
        P, Q = self._line(p)
        xyz = [cuboid_vertex(*_dims(p), i) for i in range(8)]
        return Multi([Text(line_plane_relation(P, Q, *(xyz[i] for i in plane))) for plane in p["planes"]])

    def verify(self, g):
        # Independent: solve P + t·d = A + s·u + r·v; a singular system means no unique common
        # point (parallel or contained, told apart by whether P itself lies in the plane); otherwise
        # use the criterion "perpendicular to two intersecting lines of the plane".
        s = self.scene(g)
        X, Y = _line_labels(g)
        lab = _labels(g)
        P, Q = s.xyz(X), s.xyz(Y)
        out = []
        for plane in g["planes"]:
            A, B, C = (s.xyz(lab[i]) for i in plane)
            d, u, v = Q - P, B - A, C - A
            M = np.column_stack([d, -u, -v])
            if np.linalg.matrix_rank(M, tol=1e-9) < 3:
                coeffs, *_ = np.linalg.lstsq(np.column_stack([u, v]), P - A, rcond=None)
                in_plane = np.linalg.norm(np.column_stack([u, v]) @ coeffs - (P - A)) < 1e-9
                out.append(Text("contained" if in_plane else "parallel"))
            elif abs(d @ u) < 1e-9 and abs(d @ v) < 1e-9:
                out.append(Text("perpendicular"))
            else:
                out.append(Text("oblique"))
        return Multi(out)

    def scene(self, g):
        s = Scene()
        s.box(g["bottom"], g["top"], *_dims(g))
        lab = _labels(g)
        s.point("M", s.midpoint(*(lab[i] for i in CUBOID_EDGES[g["m_edge"]])))
        if g["n_edge"] is not None:
            s.point("N", s.along(*(lab[i] for i in CUBOID_EDGES[g["n_edge"]]), _n_fraction(g)))
        colours = ["gold", "lightskyblue", "palegreen", "plum"]
        for plane, colour in zip(g["planes"], colours):
            poly = self._plane_polygon(g, plane)
            s.face(poly, color=colour, opacity=0.35, with_edges=False)
            for x, y in zip(poly, poly[1:] + poly[:1]):
                s.segment(x, y, style="edge")
        X, Y = _line_labels(g)
        s.segment(X, Y, style="auxiliary")
        return s

    def description(self, g):
        B, T = g["bottom"], g["top"]
        X, Y = _line_labels(g)
        return (f"{self._givens(g)}: the base {''.join(B)} is a {'square' if _dims(g)[0] == _dims(g)[1] else 'rectangle'} "
                f"and the top face {''.join(T)} lies directly above it ({T[0]} above {B[0]}, {T[1]} above "
                f"{B[1]}, and so on). {self._points_text(g)}. Segment {X}{Y} is drawn in red and the planes "
                f"{', '.join(self._plane_names(g))} are shaded.")

    def reasoning(self, p):
        B, T = p["bottom"], p["top"]
        X, Y = _line_labels(p)
        P, Q = self._line(p)
        a, b, c = _dims(p)
        xyz, lab = [cuboid_vertex(a, b, c, i) for i in range(8)], _labels(p)
        d = Q - P
        fmt = lambda v: "(" + ", ".join(f"{x + 0.0:g}" for x in v) + ")"
        steps = [
            f"Put {B[0]} at the origin with {B[0]}{B[1]}, {B[0]}{B[3]}, {B[0]}{T[0]} along the x, y, z axes "
            f"({a}, {b}, {c} long).",
            f"Then {X} = {fmt(P)} and {Y} = {fmt(Q)}, so the direction of the line is {X}{Y} = {fmt(d)}.",
        ]
        for plane, rel in zip(p["planes"], self.answer(p).parts):
            i, j, k = plane
            n = np.cross(xyz[j] - xyz[i], xyz[k] - xyz[i])
            n = n / np.gcd.reduce([int(round(abs(x))) for x in n if abs(x) > 1e-9])
            n = n * (1 if n[np.flatnonzero(np.abs(n) > 1e-9)[0]] > 0 else -1) + 0.0
            tail = {"contained": f"n·{X}{Y} = 0 and {X} lies in the plane, so the line lies in the plane.",
                    "parallel": f"n·{X}{Y} = 0 but {X} is not in the plane, so the line is parallel to the plane.",
                    "perpendicular": f"{X}{Y} is a multiple of n, so the line is perpendicular to the plane.",
                    "oblique": f"n·{X}{Y} = {n @ d:g} ≠ 0 and {X}{Y} is not a multiple of n, so the line "
                               f"meets the plane obliquely."}[rel.value]
            steps.append(f"Plane {''.join(self._plane_polygon(p, plane))}: {lab[i]} = {fmt(xyz[i])}, "
                         f"{lab[j]} = {fmt(xyz[j])}, {lab[k]} = {fmt(xyz[k])}; a normal vector is n = {fmt(n)}; "
                         f"n·{X}{Y} = {n @ d:g}. {tail}")
        return steps
