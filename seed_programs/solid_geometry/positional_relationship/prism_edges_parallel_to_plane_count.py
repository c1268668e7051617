"""Solid geometry: a plane through three labelled points (vertices or edge midpoints) of a cube, cuboid or
regular triangular / hexagonal prism; how many edges of the prism are parallel to the plane, how many
lie in it, and how long are the parallel ones together? (DynaSolidGeo, positional relationship; line parallel to a plane.) ``answer`` sorts the edges
into direction classes and tests each class once against the plane's normal; ``verify`` rebuilds the
prism from its statement and tests every edge by the signed volumes of its end points over the plane."""
from itertools import combinations

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.solid_angles import named_solid, solid_edges

KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism")
SIDES = {"cube": 4, "cuboid": 4, "regular_triangular_prism": 3, "regular_hexagonal_prism": 6}
MIDS = ("M", "N")


@seed_program(
    id="prism_edges_parallel_to_plane_count", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_parallel_criterion", "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (positional relationship: count the edges parallel to a section plane)",
    variations=["geometric_transformations", "point_labels", "numeric_values", "camera"],
)
class PrismEdgesParallelToPlaneCount(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.35, 0.3, 0.2, 0.15]), size=IntRange(2, 6), mids=IntRange(1, 2)),
        hard=dict(kind=OneOf(KINDS, p=[0.05, 0.25, 0.25, 0.45]), size=IntRange(3, 9), mids=IntRange(2, 2)),
        hard_means="mostly hexagonal and triangular prisms (18 or 9 edges in four or more directions) and always "
                   "two marked midpoints, so the plane is rarely a familiar diagonal section",
    )

    def sample(self, rng, space):
        """Givens: the prism kind, its stated sizes, the label style, the marked midpoints (edges as label
        pairs) and the plane (three labels)."""
        for _ in attempts("a slanted plane through a marked point with some edge parallel to it"):
            kind = space.kind.draw(rng)
            n_dims = {"cube": 1, "cuboid": 3}.get(kind, 2)
            dims = [int(v) for v in rng.choice(space.size.values, size=n_dims, replace=False)]
            style = str(rng.choice(["prime", "sub"]))
            pts, faces, _ = named_solid(kind, dims, style)
            edges = solid_edges(faces)
            mids = [list(edges[int(e)]) for e in rng.choice(len(edges), size=space.mids.draw(rng), replace=False)]
            P = dict(pts) | {m: (pts[x] + pts[y]) / 2 for m, (x, y) in zip(MIDS, mids)}
            trip = [t for t in combinations(P, 3) if any(x in MIDS for x in t)]
            t = trip[int(rng.integers(0, len(trip)))]
            n = np.cross(P[t[1]] - P[t[0]], P[t[2]] - P[t[0]])
            if np.linalg.norm(n) < 1e-9:
                continue
            if any(all(abs((P[x] - pts[f[0]]) @ np.cross(pts[f[1]] - pts[f[0]], pts[f[2]] - pts[f[0]])) < 1e-9
                       for x in t) for f in faces):
                continue                                   # a face plane: nothing to find out
            g = {"kind": kind, "dims": dims, "style": style, "mids": mids, "plane": [str(x) for x in t]}
            par, inside, _ = self._counts(g)
            if par == 0 and rng.random() < 0.95:
                continue
            return g

    def _solid(self, g):
        return named_solid(g["kind"], g["dims"], g["style"])

    def _lead(self, g):
        _, _, text = self._solid(g)
        mids = " and ".join(f"{m} is the midpoint of {x}{y}" for m, (x, y) in zip(MIDS, g["mids"]))
        return f"In {text}, {mids}."

    def question(self, g):
        pl = "".join(g["plane"])
        return (f"{self._lead(g)} Consider the plane {pl}. (1) How many edges of the prism are parallel to the plane "
                f"{pl} (parallel and not lying in it)? (2) How many edges of the prism lie in the plane {pl}? (3) What is "
                f"the total length of the edges counted in (1)?")

    # -- answer: direction classes against the normal ---------------------------------------------------
    def _counts(self, p):
        pts, faces, _ = self._solid(p)
        P = dict(pts) | {m: (pts[x] + pts[y]) / 2 for m, (x, y) in zip(MIDS, p["mids"])}
        a, b, c = (P[x] for x in p["plane"])
        n = np.cross(b - a, c - a)
        n /= np.linalg.norm(n)
        classes = {}
        for x, y in solid_edges(faces):
            d = pts[y] - pts[x]
            d = d / np.linalg.norm(d)
            key = tuple(np.round(d if d[np.argmax(np.abs(d))] > 0 else -d, 9))
            classes.setdefault(key, []).append((x, y))
        par = inside = 0
        total = 0.0
        for key, es in classes.items():
            if abs(np.array(key) @ n) > 1e-9:
                continue                                     # this whole class meets the plane
            for x, y in es:
                if abs((pts[x] - a) @ n) < 1e-9:
                    inside += 1
                else:
                    par += 1
                    total += float(np.linalg.norm(pts[y] - pts[x]))
        return par, inside, total

    def answer(self, p):
        par, inside, total = self._counts(p)
        return Multi([Number(par, tolerance=0), Number(inside, tolerance=0), Number(round(total, 9))])

    # -- verify: the prism rebuilt from the statement, every edge by signed volumes -----------------------
    def verify(self, g):
        kind, d = g["kind"], [float(v) for v in g["dims"]]
        n = SIDES[kind]
        if n == 4:
            a, b, h = (d[0], d[0], d[0]) if kind == "cube" else d
            base = [(0, 0), (a, 0), (a, b), (0, b)]
        else:
            side, h = d
            R = side / (2 * np.sin(np.pi / n))
            base = [(R * np.cos(2 * np.pi * k / n + 1.0), R * np.sin(2 * np.pi * k / n + 1.0)) for k in range(n)]
        bottom = [chr(65 + k) for k in range(n)]
        top = [x + ("'" if g["style"] == "prime" else "₁") for x in bottom]
        X = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(bottom, base)}
        X |= {k: np.array([x, y, h]) for k, (x, y) in zip(top, base)}
        edges = [(bottom[k], bottom[(k + 1) % n]) for k in range(n)] + \
                [(top[k], top[(k + 1) % n]) for k in range(n)] + list(zip(bottom, top))
        for m, (x, y) in zip(MIDS, g["mids"]):
            X[m] = (X[x] + X[y]) / 2
        A, B, C = (X[k] for k in g["plane"])
        vol = lambda Q: float(np.linalg.det(np.array([B - A, C - A, Q - A])))
        scale = np.linalg.norm(B - A) * np.linalg.norm(C - A) * (h + max(np.hypot(*q) for q in base))
        par = inside = 0
        total = 0.0
        for x, y in edges:
            v1, v2 = vol(X[x]), vol(X[y])
            if abs(v1) < 1e-9 * scale and abs(v2) < 1e-9 * scale:
                inside += 1
            elif abs(v1 - v2) < 1e-9 * scale:
                par += 1
                total += float(np.linalg.norm(X[y] - X[x]))
        return Multi([Number(par, tolerance=0), Number(inside, tolerance=0), Number(round(total, 9))])

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        pts, faces, _ = self._solid(g)
        s = Scene()
        s.polyhedron(pts, faces)
        for m, (x, y) in zip(MIDS, g["mids"]):
            s.point(m, s.midpoint(x, y))
        t = g["plane"]
        s.face(t, color="salmon", opacity=0.35, with_edges=False)
        for x, y in ((t[0], t[1]), (t[1], t[2]), (t[2], t[0])):
            if not any({x, y} == {u, v} for u, v, _ in s.segments):
                s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        pts, faces, _ = self._solid(g)
        n = SIDES[g["kind"]]
        labels = list(pts)
        return (f"{self._lead(g)} The figure shows the prism with bottom face {''.join(labels[:n])} "
                f"(counter-clockwise) and top face {''.join(labels[n:])} directly above it ({labels[n]} above "
                f"{labels[0]}, and so on), the midpoints marked and the triangle {''.join(g['plane'])} shaded.")

    def subquestions(self, g):
        pts, faces, _ = self._solid(g)
        P = dict(pts) | {m: (pts[x] + pts[y]) / 2 for m, (x, y) in zip(MIDS, g["mids"])}
        a, b, c = (P[x] for x in g["plane"])
        nrm = np.cross(b - a, c - a)
        x, y = solid_edges(faces)[-1]
        d = pts[y] - pts[x]
        if abs(d @ nrm) > 1e-9 * np.linalg.norm(d) * np.linalg.norm(nrm):
            rel = "intersecting"
        else:
            rel = "in the plane" if abs((pts[x] - a) @ nrm) < 1e-9 * np.linalg.norm(nrm) else "parallel"
        return [SubQuestion(f"{self._lead(g)} Is the line {x}{y} parallel to the plane {''.join(g['plane'])}, "
                            f"lying in it, or intersecting it? Answer 'parallel', 'in the plane' or 'intersecting'.",
                            Text(rel), "solid_figures/positional/line_plane_relations")]

    def reasoning(self, p):
        pts, faces, text = self._solid(p)
        P = dict(pts) | {m: (pts[x] + pts[y]) / 2 for m, (x, y) in zip(MIDS, p["mids"])}
        a, b, c = (P[x] for x in p["plane"])
        nrm = np.cross(b - a, c - a)
        fm = lambda v: "(" + ", ".join(f"{x:.3g}" for x in v) + ")"
        par, inside, total = self._counts(p)
        lists = {"parallel": [], "in": []}
        for x, y in solid_edges(faces):
            d = pts[y] - pts[x]
            if abs(d @ nrm) < 1e-9 * np.linalg.norm(d) * np.linalg.norm(nrm):
                lists["in" if abs((pts[x] - a) @ nrm) < 1e-9 * np.linalg.norm(nrm) else "parallel"].append(x + y)
        return [
            f"Coordinates for {text}: " + ", ".join(f"{k} = {fm(P[k])}" for k in p["plane"]) + ".",
            f"A normal of plane {''.join(p['plane'])} is n = {fm(nrm)}. An edge is parallel to the plane or lies in it "
            f"exactly when its direction d has d·n = 0; parallel edges share a direction, so test each direction "
            f"once and then one end point of each such edge.",
            f"Edges parallel to the plane: {', '.join(lists['parallel']) or 'none'} ({par}).",
            f"Edges lying in the plane: {', '.join(lists['in']) or 'none'} ({inside}).",
            f"Total length of the parallel edges: {total:.6g}.",
        ]
