"""Solid geometry (free form): in a cube or cuboid with two or three marked points on its edges (midpoints
or points at given distances), for each of four or five listed sets of four points: do they lie in one
plane? Yes or no for each (DynaSolidGeo, positional relationship; "four points are coplanar" by parallel or
intersecting lines). ``answer`` tests each set with the exact mixed product; ``verify`` decides with sympy
whether the lines through two pairs of the points are parallel or meet."""
from fractions import Fraction
from itertools import combinations

import sympy as sp

from dynaforge.sdk import IntRange, Levels, Multi, Number, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, solid_vertex_labels
from dynaforge.sdk.solid_relations_more import (box_edges_from_dims, box_vertex_labels, dims_box_corner_fracs,
                                                dims_box_statement, draw_dims_box, frac_triple)
from dynaforge.sdk.solid_position import (BOX_FACES, box_corner_frac, edge_point_text, frac_cross, frac_lerp, frac_sub,
                                          frac_text)

EXTRA = ("M", "N", "K")


@seed_program(
    id="cuboid_point_sets_coplanar_judge", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/counting/coplanar_vertex_sets", "solid_figures/positional/line_line_relations",
              "solid_figures/positional/skew_lines"],
    source="DynaSolidGeo-style (positional relationship: are these four points coplanar, yes/no for each set)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class CuboidPointSetsCoplanarJudge(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 6), cube_share=0.5, extra=IntRange(2, 2), close=0.3, n_sets=IntRange(4, 4)),
        hard=dict(edge=IntRange(3, 9), cube_share=0.2, extra=IntRange(3, 3), close=0.9, n_sets=IntRange(5, 5)),
        hard_means="five sets to judge, three marked points at general distances (few midpoints), mostly cuboids, "
                   "and non-coplanar sets that share three points with a coplanar set (one point off the plane)",
    )

    def sample(self, rng, space):
        """Givens: the box (a cube states one edge), the label style, the marked points (edge [from, to]
        and distance from the first end) and the listed sets of four labels."""
        for _ in attempts("a coplanar set through a marked point, not in a face, and enough non-coplanar sets"):
            a = space.edge.draw(rng)
            if rng.random() < space.cube_share:
                dims = [a]
            else:
                dims = [a] + [int(v) for v in rng.choice([x for x in space.edge.values if x != a], size=2)]
            A, B, C = (dims * 3)[:3] if len(dims) == 1 else dims
            extra = []
            for e in rng.choice(12, size=space.extra.draw(rng), replace=False):
                i, j = CUBOID_EDGES[int(e)]
                if rng.random() < 0.5:
                    i, j = j, i
                L = (A, B, C)[[0, 1, 0, 1, 0, 1, 0, 1, 2, 2, 2, 2][int(e)]]
                d = L / 2 if (rng.random() < 0.5 or L < 2) and space.level == "standard" else int(rng.integers(1, L))
                extra.append([int(i), int(j), d if isinstance(d, int) or not float(d).is_integer() else int(d)])
            g = {"dims": dims, "style": str(rng.choice(["prime", "sub", "next"])), "extra": extra}
            P = self._exact(g)
            names = list(P)
            line3 = lambda t: frac_cross(frac_sub(P[t[1]], P[t[0]]), frac_sub(P[t[2]], P[t[0]])) == (0, 0, 0)
            sets = [s for s in combinations(names, 4) if any(x in EXTRA for x in s)
                    and not any(line3(t) for t in combinations(s, 3))]
            copl = [s for s in sets if frac_triple(*(P[x] for x in s)) == 0 and not self._in_face(g, P, s)]
            if not copl:
                continue
            n_sets = space.n_sets.draw(rng)
            n_yes = 0 if rng.random() < 0.1 else min(len(copl), int(rng.integers(1, 4)))
            yes = [copl[int(i)] for i in rng.choice(len(copl), size=n_yes, replace=False)]
            non = [s for s in sets if frac_triple(*(P[x] for x in s)) != 0]
            close = [s for s in non if any(len(set(s) & set(r)) == 3 for r in yes)]
            picks = []
            for _k in range(n_sets - n_yes):
                pool = close if (close and rng.random() < space.close) else non
                pool = [s for s in pool if s not in picks]
                if not pool:
                    break
                picks.append(pool[int(rng.integers(0, len(pool)))])
            if len(picks) < n_sets - n_yes:
                continue
            chosen = yes + picks
            g["sets"] = [[str(x) for x in rng.permutation(list(chosen[int(i)]))] for i in rng.permutation(n_sets)]
            return g

    # -- labels and exact points ------------------------------------------------------------------
    def _exact(self, g):
        a, b, c = box_edges_from_dims(g["dims"])
        P = dims_box_corner_fracs(g)
        for name, (i, j, d) in zip(EXTRA, g["extra"]):
            x, y = box_corner_frac(a, b, c, i), box_corner_frac(a, b, c, j)
            length = max(abs(u - v) for u, v in zip(x, y))
            P[name] = frac_lerp(x, y, Fraction(d) / length)
        return P

    def _in_face(self, g, P, s):
        a, b, c = box_edges_from_dims(g["dims"])
        for f in BOX_FACES:
            axis = [k for k in range(3) if len({box_corner_frac(a, b, c, i)[k] for i in f}) == 1][0]
            val = box_corner_frac(a, b, c, f[0])[axis]
            if all(P[x][axis] == val for x in s):
                return True
        return False

    def _edge_len(self, g, i, j):
        a, b, c = box_edges_from_dims(g["dims"])
        return max(abs(u - v) for u, v in zip(box_corner_frac(a, b, c, i), box_corner_frac(a, b, c, j)))

    def _lead(self, g):
        L = box_vertex_labels(g["style"])
        pts = "; ".join(edge_point_text(n, L[i], L[j], d, self._edge_len(g, i, j))
                        for n, (i, j, d) in zip(EXTRA, g["extra"]))
        return f"In {dims_box_statement(L, g['dims'])}, {pts}."

    @staticmethod
    def _opt(s):
        return ", ".join(s)

    def _items(self, g):
        return "; ".join(f"({i + 1}) {self._opt(s)}" for i, s in enumerate(g["sets"]))

    def question(self, g):
        return (f"{self._lead(g)} For each of the following sets of four points, do the four points lie in one "
                f"plane? {self._items(g)}. Answer 'yes' or 'no' for each set, in order.")

    def _coplanar(self, p):
        P = self._exact(p)
        return [frac_triple(*(P[x] for x in s)) == 0 for s in p["sets"]]

    def answer(self, p):
        return Multi([Text("yes" if ok else "no") for ok in self._coplanar(p)])

    # -- verify: do the lines through two pairs meet or run parallel? (sympy) ---------------------
    def verify(self, g):
        a, b, c = (sp.Integer(v) for v in ((g["dims"] * 3)[:3] if len(g["dims"]) == 1 else g["dims"]))
        bottom, top = solid_vertex_labels(4, g["style"])
        L = bottom + top
        corner = [sp.Matrix([x, y, z]) for z in (0, c) for x, y in ((0, 0), (a, 0), (a, b), (0, b))]
        P = {L[i]: corner[i] for i in range(8)}
        for name, (i, j, d) in zip(EXTRA, g["extra"]):
            u = (corner[j] - corner[i])
            P[name] = corner[i] + u * sp.nsimplify(d) / sp.sqrt(u.dot(u))

        def coplanar(s):
            w, x, y, z = (P[k] for k in s)
            d1, d2 = x - w, z - y
            if d1.cross(d2).norm() == 0:          # parallel lines WX, YZ: one plane
                return True
            s_, t_ = sp.symbols("s t")
            sol = sp.solve(list(w + s_ * d1 - y - t_ * d2), [s_, t_], dict=True)
            return bool(sol)                       # the lines meet: one plane

        return Multi([Text("yes" if coplanar(s) else "no") for s in g["sets"]])

    def scene(self, g):
        s = Scene()
        L = draw_dims_box(s, g)
        for name, (i, j, d) in zip(EXTRA, g["extra"]):
            s.point(name, s.along(L[i], L[j], float(d) / float(self._edge_len(g, i, j))))
        return s

    def description(self, g):
        L = box_vertex_labels(g["style"])
        return (f"{self._lead(g)} The figure shows the solid with bottom face {''.join(L[:4])} "
                f"(counter-clockwise) and top face {''.join(L[4:])} directly above it ({L[4]} above {L[0]}, "
                f"and so on), with the points {', '.join(EXTRA[:len(g['extra'])])} marked on their edges.")

    def subquestions(self, g):
        s = g["sets"][0]
        return [SubQuestion(f"{self._lead(g)} Are the lines {s[0]}{s[1]} and {s[2]}{s[3]} parallel, "
                            f"intersecting or skew?", Text(self._pair_relation(g, s)),
                            "solid_figures/positional/line_line_relations"),
                SubQuestion(f"{self._lead(g)} How many of the following sets of four points lie in one plane? "
                            f"{self._items(g)}.", Number(sum(self._coplanar(g))),
                            "solid_figures/counting/coplanar_vertex_sets")]

    def _pair_relation(self, g, s):
        P = self._exact(g)
        d1, d2 = frac_sub(P[s[1]], P[s[0]]), frac_sub(P[s[3]], P[s[2]])
        if frac_cross(d1, d2) == (0, 0, 0):
            return "parallel"
        return "intersecting" if frac_triple(*(P[x] for x in s)) == 0 else "skew"

    def reasoning(self, p):
        P = self._exact(p)
        L = box_vertex_labels(p["style"])
        vt = lambda v: "(" + ", ".join(frac_text(x) for x in v) + ")"
        steps = [f"Coordinates: {L[0]} at the origin, {L[0]}{L[1]} along x, {L[0]}{L[3]} along y, "
                 f"{L[0]}{L[4]} along z; " + ", ".join(f"{n} = {vt(P[n])}" for n in EXTRA[:len(p['extra'])]) + ".",
                 "Four points W, X, Y, Z lie in one plane exactly when the lines WX and YZ are parallel or meet, "
                 "i.e. when the mixed product WX→·(WY→ × WZ→) is 0."]
        for k, s in enumerate(p["sets"]):
            v = frac_triple(*(P[x] for x in s))
            steps.append(f"({k + 1}) {self._opt(s)}: mixed product {frac_text(v)} — "
                         + ("coplanar (" + f"{s[0]}{s[1]} and {s[2]}{s[3]} are {self._pair_relation(p, s)}): yes."
                            if v == 0 else "not coplanar: no."))
        steps.append("Answer: " + ", ".join("yes" if ok else "no" for ok in self._coplanar(p)) + ".")
        return steps
