"""Solid geometry: the positional relationship of a line and a plane in a cube / cuboid
(DynaSolidGeo, positional relationship; Gaokao-style "judge the relation" rewritten as free form)."""
import numpy as np

from dynaforge.sdk import Scene, SeedProgram, Text, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, convex_order, cuboid_vertex, line_plane_relation, solid_vertex_labels

RELATIONS = ("contained", "parallel", "perpendicular", "oblique")
# the 12 edges of a box, as vertex indices (0-3 bottom ABCD, 4-7 top above them)


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
    def sample(self, rng):
        shape = ["cube", "square", "general"][int(rng.choice(3, p=[0.4, 0.3, 0.3]))]
        if shape == "cube":
            a = b = c = int(rng.integers(2, 7))
        elif shape == "square":
            a = b = int(rng.integers(2, 6))
            c = int(rng.choice([x for x in range(2, 9) if x != a]))
        else:
            a, b, c = (int(v) for v in rng.choice(np.arange(2, 9), size=3, replace=False))
        target = RELATIONS[int(rng.integers(0, 4))]
        xyz = [cuboid_vertex(a, b, c, i) for i in range(8)]
        # a face of the box as the plane makes an easy variant: allow it only now and then (and
        # always for a perpendicular line in a general cuboid, where no other plane works)
        allow_face = target != "contained" and (rng.random() < 0.25 or (target == "perpendicular"
                                                                       and shape == "general"))
        for _ in range(5000):
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
            plane = sorted(int(v) for v in rng.choice(8, size=3, replace=False))
            normal = np.cross(xyz[plane[1]] - xyz[plane[0]], xyz[plane[2]] - xyz[plane[0]])
            if not allow_face and np.count_nonzero(np.abs(normal) > 1e-9) == 1:
                continue
            rel = line_plane_relation(m, other, *(xyz[i] for i in plane))
            if rel == target:
                break
        else:  # pragma: no cover - the loop always finds a case for every relation
            raise RuntimeError("no configuration found")
        labels = solid_vertex_labels(4, str(rng.choice(["prime", "sub", "next"])))
        plane_order = [int(i) for i in rng.permutation(plane)]
        return {"a": a, "b": b, "c": c, "shape": shape, "bottom": labels[0], "top": labels[1],
                "m_edge": e1, "n_edge": n_edge, "vertex": vertex, "plane": plane_order,
                "n_ratio": ratio if n_edge is not None else None}

    # -- helpers ---------------------------------------------------------------------------------
    def _labels(self, p):
        return p["bottom"] + p["top"]

    def _edge_name(self, p, e):
        lab = self._labels(p)
        return lab[CUBOID_EDGES[e][0]] + lab[CUBOID_EDGES[e][1]]

    def _line(self, p):
        """Labels of the two ends of the line and their coordinates."""
        xyz, lab = [cuboid_vertex(p["a"], p["b"], p["c"], i) for i in range(8)], self._labels(p)
        m = (xyz[CUBOID_EDGES[p["m_edge"]][0]] + xyz[CUBOID_EDGES[p["m_edge"]][1]]) / 2
        if p["n_edge"] is not None:
            e = CUBOID_EDGES[p["n_edge"]]
            return ("M", "N"), (m, xyz[e[0]] + self._t(p) * (xyz[e[1]] - xyz[e[0]]))
        return ("M", lab[p["vertex"]]), (m, xyz[p["vertex"]])

    def _t(self, p):
        """Where N sits on its edge, as a fraction from the edge's first end (older records: 1/2)."""
        r = p.get("n_ratio") or [1, 1]
        return r[0] / (r[0] + r[1])

    def _plane_polygon(self, p):
        """All box vertices on the plane, in cyclic order (3 or 4 of them)."""
        xyz, lab = [cuboid_vertex(p["a"], p["b"], p["c"], i) for i in range(8)], self._labels(p)
        a, b, c = (xyz[i] for i in p["plane"])
        n = np.cross(b - a, c - a)
        on = {lab[i]: xyz[i] for i in range(8) if abs(n @ (xyz[i] - a)) < 1e-9}
        if len(on) == 3:
            return [lab[i] for i in p["plane"]]
        ring = convex_order(on)
        first = min(range(4), key=lambda i: lab.index(ring[i]))
        return ring[first:] + ring[:first]

    def _solid_name(self, p):
        return "".join(p["bottom"]) + "-" + "".join(p["top"])

    def _givens(self, p):
        B, T = p["bottom"], p["top"]
        if p["shape"] == "cube":
            return f"In the cube {self._solid_name(p)} with edge length {p['a']}"
        return (f"In the cuboid {self._solid_name(p)} with {B[0]}{B[1]} = {p['a']}, "
                f"{B[0]}{B[3]} = {p['b']} and {B[0]}{T[0]} = {p['c']}")

    def _points_text(self, p):
        s = f"M is the midpoint of edge {self._edge_name(p, p['m_edge'])}"
        if p["n_edge"] is not None:
            r = p.get("n_ratio") or [1, 1]
            lab = self._labels(p)
            X, Y = (lab[i] for i in CUBOID_EDGES[p["n_edge"]])
            s += (f" and N is the midpoint of edge {X}{Y}" if r[0] == r[1] else
                  f" and N is the point on edge {X}{Y} with {X}N : N{Y} = {r[0]} : {r[1]}")
        return s

    # -- protocol --------------------------------------------------------------------------------
    def question(self, p):
        (X, Y), _ = self._line(p)
        plane = "".join(self._plane_polygon(p))
        return (f"{self._givens(p)}, {self._points_text(p)}. What is the positional relationship "
                f"between line {X}{Y} and plane {plane}? Answer with one word: 'contained' (the line "
                f"lies in the plane), 'parallel' (parallel to the plane, not in it), 'perpendicular', "
                f"or 'oblique' (meets the plane at an angle other than 90°).")

    def answer(self, p):
        _, (P, Q) = self._line(p)
        xyz = [cuboid_vertex(p["a"], p["b"], p["c"], i) for i in range(8)]
        return Text(line_plane_relation(P, Q, *(xyz[i] for i in p["plane"])))

    def verify(self, p):
        # Independent: solve P + t·d = A + s·u + r·v; a singular system means no unique common
        # point (parallel or contained, told apart by whether P itself lies in the plane); otherwise
        # use the criterion "perpendicular to two intersecting lines of the plane".
        s = self.scene(p)
        (X, Y), _ = self._line(p)
        lab = self._labels(p)
        A, B, C = (s.xyz(lab[i]) for i in p["plane"])
        P, Q = s.xyz(X), s.xyz(Y)
        d, u, v = Q - P, B - A, C - A
        M = np.column_stack([d, -u, -v])
        if np.linalg.matrix_rank(M, tol=1e-9) < 3:
            coeffs, *_ = np.linalg.lstsq(np.column_stack([u, v]), P - A, rcond=None)
            in_plane = np.linalg.norm(np.column_stack([u, v]) @ coeffs - (P - A)) < 1e-9
            return Text("contained" if in_plane else "parallel")
        if abs(d @ u) < 1e-9 and abs(d @ v) < 1e-9:
            return Text("perpendicular")
        return Text("oblique")

    def scene(self, p):
        s = Scene()
        s.box(p["bottom"], p["top"], p["a"], p["b"], p["c"])
        lab = self._labels(p)
        s.point("M", s.midpoint(*(lab[i] for i in CUBOID_EDGES[p["m_edge"]])))
        if p["n_edge"] is not None:
            s.point("N", s.along(*(lab[i] for i in CUBOID_EDGES[p["n_edge"]]), self._t(p)))
        s.face(self._plane_polygon(p), color="gold", opacity=0.45, with_edges=False)
        for x, y in zip(self._plane_polygon(p), self._plane_polygon(p)[1:] + self._plane_polygon(p)[:1]):
            s.segment(x, y, style="edge")
        (X, Y), _ = self._line(p)
        s.segment(X, Y, style="auxiliary")
        return s

    def description(self, p):
        B, T = p["bottom"], p["top"]
        (X, Y), _ = self._line(p)
        return (f"{self._givens(p)}: the base {''.join(B)} is a {'square' if p['a'] == p['b'] else 'rectangle'} "
                f"and the top face {''.join(T)} lies directly above it ({T[0]} above {B[0]}, {T[1]} above "
                f"{B[1]}, and so on). {self._points_text(p)}. Segment {X}{Y} is drawn in red and the plane "
                f"{''.join(self._plane_polygon(p))} is shaded.")

    def reasoning(self, p):
        B, T = p["bottom"], p["top"]
        (X, Y), (P, Q) = self._line(p)
        xyz, lab = [cuboid_vertex(p["a"], p["b"], p["c"], i) for i in range(8)], self._labels(p)
        i, j, k = p["plane"]
        n = np.cross(xyz[j] - xyz[i], xyz[k] - xyz[i])
        n = n / np.gcd.reduce([int(round(abs(x))) for x in n if abs(x) > 1e-9])
        n = n * (1 if n[np.flatnonzero(np.abs(n) > 1e-9)[0]] > 0 else -1) + 0.0
        d = Q - P
        fmt = lambda v: "(" + ", ".join(f"{x + 0.0:g}" for x in v) + ")"
        rel = self.answer(p).value
        tail = {"contained": f"n·{X}{Y} = 0 and {X} lies in the plane, so the line lies in the plane.",
                "parallel": f"n·{X}{Y} = 0 but {X} is not in the plane, so the line is parallel to the plane.",
                "perpendicular": f"{X}{Y} is a multiple of n, so the line is perpendicular to the plane.",
                "oblique": f"n·{X}{Y} = {n @ d:g} ≠ 0 and {X}{Y} is not a multiple of n, so the line "
                           f"meets the plane obliquely."}[rel]
        return [
            f"Put {B[0]} at the origin with {B[0]}{B[1]}, {B[0]}{B[3]}, {B[0]}{T[0]} along the x, y, z axes "
            f"({p['a']}, {p['b']}, {p['c']} long).",
            f"Then {X} = {fmt(P)} and {Y} = {fmt(Q)}, so the direction of the line is {X}{Y} = {fmt(d)}.",
            f"For plane {''.join(self._plane_polygon(p))}: {lab[i]} = {fmt(xyz[i])}, {lab[j]} = {fmt(xyz[j])}, "
            f"{lab[k]} = {fmt(xyz[k])}; a normal vector is n = {fmt(n)}.",
            f"n·{X}{Y} = {n @ d:g}.",
            tail,
        ]
