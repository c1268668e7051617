"""Solid geometry (free form): in a cube or cuboid with some edge midpoints marked, a plane through three
labelled points is shaded; for each of five or six listed planes (each through three labelled points), is
it parallel to the shaded plane? Yes or no for each (DynaSolidGeo, positional relationship; "plane MNK ∥
plane AB₁D₁" by two intersecting parallel lines). ``answer`` compares exact normal vectors (Fractions);
``verify`` checks numerically that the three points of the given plane are all at the same non-zero
distance from each listed plane."""
from itertools import combinations

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, solid_vertex_labels
from dynaforge.sdk.solid_position import box_corner_frac, frac_cross, frac_dot, frac_lerp, frac_plane, frac_text
from dynaforge.sdk.solid_relations_more import (box_edges_from_dims, box_vertex_labels, dims_box_corner_fracs,
                                                dims_box_statement, draw_dims_box)

MIDS = ("M", "N", "K", "L", "S", "T")


@seed_program(
    id="cube_planes_parallel_judge", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/plane_plane_parallel", "solid_figures/positional/line_plane_parallel_criterion"],
    source="DynaSolidGeo-style (positional relationship: which planes are parallel to a given plane, yes/no for each)",
    variations=["point_labels", "geometric_transformations", "numeric_values", "camera"],
)
class CubePlanesParallelJudge(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), cube_share=1.0, mids=IntRange(2, 4), close=0.3, with_mid=0.6,
                      n_planes=IntRange(5, 5)),
        hard=dict(edge=IntRange(3, 9), cube_share=0.3, mids=IntRange(4, 6), close=0.9, with_mid=0.9,
                  n_planes=IntRange(6, 6)),
        hard_means="six planes to judge instead of five, mostly in cuboids (fewer symmetric planes), more marked midpoints, the "
                   "given plane almost always through a midpoint, and non-parallel planes that share two points "
                   "with a parallel one",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge), the label style, the marked midpoints (edge index
        pairs), the given plane (three labels) and the listed planes (three labels each)."""
        for _ in attempts("a slanted plane with a parallel plane through three other marked points"):
            a = space.edge.draw(rng)
            dims = [a] if rng.random() < space.cube_share else \
                [a] + [int(v) for v in rng.choice([x for x in space.edge.values if x != a], size=2)]
            mids = [list(CUBOID_EDGES[int(e)]) for e in rng.choice(12, size=space.mids.draw(rng), replace=False)]
            g = {"dims": dims, "style": str(rng.choice(["prime", "sub", "next"])), "mids": mids}
            P = self._exact(g)
            planes = {}
            for t in combinations(P, 3):
                n, off = frac_plane(*(P[x] for x in t))
                if n == (0, 0, 0):
                    continue
                k = next(c for c in n if c != 0)
                n, off = tuple(c / k for c in n), off / k
                planes.setdefault((n, off), []).append(t)
            slanted = [key for key in planes if sum(1 for c in key[0] if c != 0) >= 2]
            if not slanted:
                continue
            family = {}                                  # slanted planes grouped by direction (normal)
            for key in slanted:
                family.setdefault(key[0], []).append(key)
            rich = [key for key in slanted if len(family[key[0]]) >= 3]
            pool = rich if (rich and rng.random() < 0.7) else [key for key in slanted if len(family[key[0]]) >= 2]
            pick = [key for key in pool if any(x in MIDS for t in planes[key] for x in t)]
            pool = pick if (pick and rng.random() < space.with_mid) else pool
            if not pool:
                continue
            alpha = pool[int(rng.integers(0, len(pool)))]
            betas = [key for key in family[alpha[0]] if key != alpha]
            n_planes = space.n_planes.draw(rng)
            n_par = 0 if rng.random() < 0.1 else min(len(betas), int(rng.integers(1, 4)))
            par = [betas[int(i)] for i in rng.choice(len(betas), size=n_par, replace=False)]
            par_t = [planes[key][int(rng.integers(0, len(planes[key])))] for key in par]
            a_t = planes[alpha][int(rng.integers(0, len(planes[alpha])))]
            others = [(key, t) for key, ts in planes.items() if key[0] != alpha[0] for t in ts]
            close = [kt for kt in others if any(len(set(kt[1]) & set(b)) == 2 for b in par_t)]
            wrong, used = [], set()
            for _k in range(n_planes - n_par):           # non-parallel planes, all with different normals
                src_ = close if (close and rng.random() < space.close) else others
                src_ = [kt for kt in src_ if kt[0][0] not in used]
                if not src_:
                    break
                key, t = src_[int(rng.integers(0, len(src_)))]
                wrong.append(t)
                used.add(key[0])
            if len(wrong) < n_planes - n_par:
                continue
            chosen = par_t + wrong
            g["plane"] = [str(x) for x in rng.permutation(list(a_t))]
            g["planes"] = [[str(x) for x in rng.permutation(list(chosen[int(i)]))] for i in rng.permutation(n_planes)]
            return g

    # -- labels and exact points ------------------------------------------------------------------------
    def _exact(self, g):
        a, b, c = box_edges_from_dims(g["dims"])
        P = dims_box_corner_fracs(g)
        for name, (i, j) in zip(MIDS, g["mids"]):
            P[name] = frac_lerp(box_corner_frac(a, b, c, i), box_corner_frac(a, b, c, j), 0.5)
        return P

    def _lead(self, g):
        L = box_vertex_labels(g["style"])
        solid = dims_box_statement(L, g["dims"])
        mids = ", ".join(f"{n} is the midpoint of {L[i]}{L[j]}" for n, (i, j) in zip(MIDS, g["mids"]))
        return f"In {solid}, {mids}."

    def _items(self, g):
        return "; ".join(f"({i + 1}) plane {''.join(t)}" for i, t in enumerate(g["planes"]))

    def question(self, g):
        return (f"{self._lead(g)} For each of the following planes, is it parallel to the plane "
                f"{''.join(g['plane'])}? {self._items(g)}. Answer 'yes' or 'no' for each plane, in order.")

    def _parallel(self, p):
        """Per listed plane: exact normal parallel to the given plane's, and the plane misses its points."""
        P = self._exact(p)
        n0, _ = frac_plane(*(P[x] for x in p["plane"]))
        out = []
        for t in p["planes"]:
            n, off = frac_plane(*(P[x] for x in t))
            out.append(frac_cross(n0, n) == (0, 0, 0) and frac_dot(n, P[p["plane"][0]]) != off)
        return out

    def answer(self, p):
        return Multi([Text("yes" if ok else "no") for ok in self._parallel(p)])

    # -- verify: equal, non-zero distances of the given plane's points from each listed plane ------------
    def verify(self, g):
        d = [float(v) for v in g["dims"]]
        a, b, c = (d[0], d[0], d[0]) if len(d) == 1 else d
        bottom, top = solid_vertex_labels(4, g["style"])
        base = [(0, 0), (a, 0), (a, b), (0, b)]
        X = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(bottom, base)}
        X |= {k: np.array([x, y, c]) for k, (x, y) in zip(top, base)}
        L = bottom + top
        for name, (i, j) in zip(MIDS, g["mids"]):
            X[name] = (X[L[i]] + X[L[j]]) / 2
        out = []
        for t in g["planes"]:
            Q = [X[k] for k in t]
            nrm = np.linalg.svd(np.array([Q[1] - Q[0], Q[2] - Q[0]]))[2][-1]   # unit normal (null space)
            dist = [float((X[k] - Q[0]) @ nrm) for k in g["plane"]]
            ok = max(dist) - min(dist) < 1e-9 * (a + b + c) and abs(dist[0]) > 1e-9
            out.append(Text("yes" if ok else "no"))
        return Multi(out)

    # -- views --------------------------------------------------------------------------------------------
    def scene(self, g):
        s = Scene()
        L = draw_dims_box(s, g)
        for name, (i, j) in zip(MIDS, g["mids"]):
            s.point(name, s.midpoint(L[i], L[j]))
        p = g["plane"]
        s.face(p, color="salmon", opacity=0.35, with_edges=False)
        for x, y in ((p[0], p[1]), (p[1], p[2]), (p[2], p[0])):
            if not any({x, y} == {u, v} for u, v, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        L = box_vertex_labels(g["style"])
        return (f"{self._lead(g)} The figure shows the solid with bottom face {''.join(L[:4])} (counter-clockwise) "
                f"and top face {''.join(L[4:])} above it ({L[4]} above {L[0]}, and so on), the midpoints marked, and "
                f"the triangle {''.join(g['plane'])} shaded.")

    def subquestions(self, g):
        P = self._exact(g)
        n0, _ = frac_plane(*(P[x] for x in g["plane"]))
        vt = lambda v: "(" + ", ".join(frac_text(c) for c in v) + ")"
        L = box_vertex_labels(g["style"])
        return [SubQuestion(f"{self._lead(g)} Put {L[0]} at the origin with {L[0]}{L[1]}, {L[0]}{L[3]} and "
                            f"{L[0]}{L[4]} along the x-, y- and z-axes. How many of the planes {self._items(g)} are "
                            f"parallel to the plane {''.join(g['plane'])}?",
                            Number(sum(self._parallel(g))), "solid_figures/positional/plane_plane_parallel")]

    def reasoning(self, p):
        P = self._exact(p)
        L = box_vertex_labels(p["style"])
        n0, _ = frac_plane(*(P[x] for x in p["plane"]))
        vt = lambda v: "(" + ", ".join(frac_text(c) for c in v) + ")"
        steps = [f"Coordinates: {L[0]} at the origin, {L[0]}{L[1]} along x, {L[0]}{L[3]} along y, {L[0]}{L[4]} along z; "
                 + ", ".join(f"{n} = {vt(P[n])}" for n in MIDS[:len(p['mids'])]) + ".",
                 f"Plane {''.join(p['plane'])} has normal {vt(n0)}. Two planes are parallel when their normals are "
                 f"parallel and they do not coincide (synthetically: two intersecting lines of one plane are "
                 f"parallel to the other)."]
        for k, (t, ok) in enumerate(zip(p["planes"], self._parallel(p))):
            n, off = frac_plane(*(P[x] for x in t))
            same = frac_cross(n0, n) == (0, 0, 0)
            steps.append(f"({k + 1}) plane {''.join(t)}: normal {vt(n)} — " +
                         ("parallel normals, and it does not contain " + p["plane"][0] + ": parallel, yes." if ok
                          else "parallel normals but the same plane: no." if same else "not parallel: no."))
        steps.append("Answer: " + ", ".join("yes" if ok else "no" for ok in self._parallel(p)) + ".")
        return steps
