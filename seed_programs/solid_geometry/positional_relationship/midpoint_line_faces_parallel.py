"""Solid geometry: M and N are midpoints of two edges of a cube, cuboid, regular prism or pyramid;
is MN parallel to a given face, and to how many faces of the solid is MN parallel (midline
arguments; DynaSolidGeo, positional relationship)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk.solid_angles import named_solid, plane_normal, solid_edges

KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism", "regular_square_pyramid",
         "perpendicular_edge_pyramid", "regular_tetrahedron")
# how many of the three drawn sizes each solid states (named_solid reads only these)
STATED_DIMS = {"cube": 1, "cuboid": 3, "regular_triangular_prism": 2, "regular_hexagonal_prism": 2,
               "regular_square_pyramid": 2, "perpendicular_edge_pyramid": 3, "regular_tetrahedron": 1}


def _parallel(pts, m, n, face):
    """MN ∥ plane of ``face`` (and not in it), by the normal vector."""
    nv = plane_normal(*(pts[x] for x in face[:3]))
    nv = nv / np.linalg.norm(nv)
    d = n - m
    return abs(d @ nv) < 1e-9 * np.linalg.norm(d) and abs((m - pts[face[0]]) @ nv) > 1e-9


@seed_program(
    id="midpoint_line_faces_parallel", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/positional/line_plane_parallel_criterion", "solid_figures/positional/line_plane_relations"],
    source="DynaSolidGeo-style (midpoint segment parallel to a face: yes/no and count)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class MidpointLineFacesParallel(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.15, 0.2, 0.15, 0.1, 0.15, 0.15, 0.1]), size=IntRange(2, 5)),
        hard=dict(kind=OneOf(KINDS, p=[0.0, 0.2, 0.2, 0.3, 0.1, 0.2, 0.0]), size=IntRange(3, 9)),
        hard_means="mostly hexagonal prisms, triangular prisms and cuboids (more faces to check), larger and "
                   "less even sizes",
    )

    def sample(self, rng, space):
        for _ in attempts("a midpoint segment of interest (mostly parallel to some face)"):
            kind = KINDS[int(rng.choice(len(KINDS), p=space.kind.p))]
            dims = [int(v) for v in space.size.draw(rng, size=3)][:STATED_DIMS[kind]]
            style = str(rng.choice(["prime", "sub"]))
            pts, faces, _ = named_solid(kind, dims, style)
            edges = solid_edges(faces)
            i, j = (int(v) for v in rng.choice(len(edges), size=2, replace=False))
            e1, e2 = edges[i], edges[j]
            m = (pts[e1[0]] + pts[e1[1]]) / 2
            n = (pts[e2[0]] + pts[e2[1]]) / 2
            # MN must not lie in a face (then it is an in-face midline, no interest here)... keep a few
            in_face = [f for f in faces if all(abs((x - pts[f[0]]) @ plane_normal(*(pts[y] for y in f[:3]))) < 1e-9
                                                for x in (m, n))]
            if in_face and rng.random() > 0.25:
                continue
            cand = [f for f in faces if not all(abs((x - pts[f[0]]) @ plane_normal(*(pts[y] for y in f[:3]))) < 1e-9
                                                for x in (m, n))]
            par = [f for f in cand if _parallel(pts, m, n, f)]
            if not par and rng.random() < 0.9:   # mostly the midline cases the question is about
                continue
            want = rng.random() < 0.5 and par
            pool = par if want else [f for f in cand if f not in par]
            if not pool:
                continue
            face = pool[int(rng.integers(0, len(pool)))]
            return {"kind": kind, "dims": dims, "style": style, "e1": list(e1), "e2": list(e2),
                    "face": [str(x) for x in face]}

    def _solid(self, p):
        return named_solid(p["kind"], p["dims"], p["style"])

    def _mn(self, p):
        pts, _, _ = self._solid(p)
        return (pts[p["e1"][0]] + pts[p["e1"][1]]) / 2, (pts[p["e2"][0]] + pts[p["e2"][1]]) / 2

    def _givens(self, g):
        _, _, text = self._solid(g)
        return (f"In {text}, M is the midpoint of {''.join(g['e1'])} and N is the midpoint of "
                f"{''.join(g['e2'])}.")

    def question(self, g):
        return (f"{self._givens(g)} (1) Is the line MN parallel to the plane {''.join(g['face'])}? Answer 'yes' or "
                f"'no'. (2) To how many faces of the solid is MN parallel? (3) Find the length of MN.")

    def answer(self, p):
        pts, faces, _ = self._solid(p)
        m, n = self._mn(p)
        return Multi([Text("yes" if _parallel(pts, m, n, p["face"]) else "no"),
                      Number(sum(1 for f in faces if _parallel(pts, m, n, f))), Number(self._length(p))])

    def _length(self, p):
        pts, _, _ = self._solid(p)
        a, b = (pts[x] for x in p["e1"])
        c, d = (pts[x] for x in p["e2"])
        return float(np.linalg.norm((c + d - a - b) / 2))

    def _stated_solid(self, g):
        """The stated solid rebuilt from its statement alone (any congruent placement): vertices by
        label and faces, without named_solid."""
        kind, d = g["kind"], g["dims"]
        a = float(d[0])
        if kind == "regular_tetrahedron":
            pts = {"A": [0, 0, 0], "B": [a, 0, 0], "C": [a / 2, a * np.sqrt(3) / 2, 0],
                   "P": [a / 2, a * np.sqrt(3) / 6, a * np.sqrt(2 / 3)]}
            faces = [["A", "B", "C"], ["A", "B", "P"], ["B", "C", "P"], ["C", "A", "P"]]
        elif kind.endswith("pyramid"):
            b = float(d[1])
            if kind == "regular_square_pyramid":    # apex above the centre at height b
                base, apex = [(0, 0), (a, 0), (a, a), (0, a)], [a / 2, a / 2, b]
            else:                                    # PA ⟂ base, PA = c, AB = a, AD = b
                base, apex = [(0, 0), (a, 0), (a, b), (0, b)], [0, 0, float(d[2])]
            pts = {k: [x, y, 0] for k, (x, y) in zip("ABCD", base)} | {"P": apex}
            faces = [list("ABCD")] + [[x, y, "P"] for x, y in zip("ABCD", "BCDA")]
        else:
            n = {"regular_triangular_prism": 3, "regular_hexagonal_prism": 6}.get(kind, 4)
            if n == 4:
                b, h = (a, a) if kind == "cube" else (float(d[1]), float(d[2]))
                base = [(0, 0), (a, 0), (a, b), (0, b)]
            else:                                    # side a: circumradius a / (2 sin(π/n)), height b
                r, h = a / (2 * np.sin(np.pi / n)), float(d[1])
                base = [(r * np.cos(2 * np.pi * k / n), r * np.sin(2 * np.pi * k / n)) for k in range(n)]
            letters = "ABCDEFGHIJKLMN"
            bottom = list(letters[:n])
            top = {"sub": [f"{x}₁" for x in bottom], "prime": [f"{x}'" for x in bottom]}[g["style"]]
            pts = {k: [x, y, 0] for k, (x, y) in zip(bottom, base)} | {k: [x, y, h] for k, (x, y) in zip(top, base)}
            faces = [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]
        return {k: np.array(v, dtype=float) for k, v in pts.items()}, faces

    def verify(self, g):
        # Independent: the solid rebuilt from the statement; MN ∥ plane iff its direction is a
        # combination of two edge vectors of the face (zero least-squares residual) while M is off the
        # plane (positive distance to its projection).
        pts, faces = self._stated_solid(g)
        m = (pts[g["e1"][0]] + pts[g["e1"][1]]) / 2
        n = (pts[g["e2"][0]] + pts[g["e2"][1]]) / 2

        def par(f):
            a, b, c = (pts[x] for x in f[:3])
            A = np.column_stack([b - a, c - a])
            coef, *_ = np.linalg.lstsq(A, n - m, rcond=None)
            inside = np.linalg.norm(A @ coef - (n - m)) < 1e-7 * np.linalg.norm(n - m)
            coef2, *_ = np.linalg.lstsq(A, m - a, rcond=None)
            off = np.linalg.norm(A @ coef2 - (m - a)) > 1e-7
            return inside and off
        return Multi([Text("yes" if par(g["face"]) else "no"), Number(sum(1 for f in faces if par(f))),
                      Number(float(np.linalg.norm(n - m)))])

    def scene(self, g):
        pts, faces, _ = self._solid(g)
        s = Scene()
        for k, v in pts.items():
            s.point(k, v)
        for f in faces:
            same = set(f) == set(g["face"])
            s.face(f, color="salmon" if same else "lightsteelblue", opacity=0.45 if same else 0.25)
        m, n = self._mn(g)
        s.point("M", m)
        s.point("N", n)
        s.segment("M", "N", style="auxiliary")
        return s

    def description(self, g):
        pts, _, _ = self._solid(g)
        coords = ", ".join(f"{k} = ({', '.join(f'{c:.3g}' for c in v)})" for k, v in pts.items())
        return f"{self._givens(g)} Coordinates: {coords}. " + self.question(g)[len(self._givens(g)) + 1:]

    def subquestions(self, g):
        m, n = self._mn(g)
        pts, faces, _ = self._solid(g)
        return [SubQuestion(f"{self._givens(g)} Is the line MN parallel to the plane {''.join(g['face'])}? Answer "
                            f"'yes' or 'no'.", Text("yes" if _parallel(pts, m, n, g["face"]) else "no"),
                            "solid_figures/positional/line_plane_parallel_criterion")]

    def reasoning(self, p):
        pts, faces, text = self._solid(p)
        m, n = self._mn(p)
        d = n - m
        fm = lambda v: "(" + ", ".join(f"{x:.3g}" for x in v) + ")"
        par = [f for f in faces if _parallel(pts, m, n, f)]
        return [
            f"Use coordinates for {text}: M = {fm(m)}, N = {fm(n)}, so MN→ = {fm(d)}.",
            "MN is parallel to a face when MN→ is perpendicular to the face's normal and M is not in the face "
            "(a midline argument gives the same: MN is parallel to a line of that face).",
            f"Plane {''.join(p['face'])}: normal {fm(plane_normal(*(pts[x] for x in p['face'][:3])))}; MN→·n = "
            f"{float(d @ plane_normal(*(pts[x] for x in p['face'][:3]))):.3g}, so (1) "
            f"{'yes' if _parallel(pts, m, n, p['face']) else 'no'}.",
            f"Checking every face the same way, MN is parallel to {len(par)} face(s)"
            + (f": {', '.join(''.join(f) for f in par)}." if par else "."),
            f"(3) MN = |MN→| = √({' + '.join(f'{x:.3g}²' for x in d)}) ≈ {np.linalg.norm(d):.4g}.",
        ]
