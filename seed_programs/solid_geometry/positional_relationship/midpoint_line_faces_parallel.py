"""Solid geometry: M and N are midpoints of two edges of a cube, cuboid, regular prism or pyramid;
is MN parallel to a given face, and to how many faces of the solid is MN parallel (midline
arguments; DynaSolidGeo, positional relationship)."""
import numpy as np

from dynaforge.sdk import Multi, Number, Scene, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk.solid_angles import named_solid, plane_normal, solid_edges

KINDS = ("cube", "cuboid", "regular_triangular_prism", "regular_hexagonal_prism", "regular_square_pyramid",
         "perpendicular_edge_pyramid", "regular_tetrahedron")


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
    def sample(self, rng):
        while True:
            kind = KINDS[int(rng.choice(len(KINDS), p=[0.15, 0.2, 0.15, 0.1, 0.15, 0.15, 0.1]))]
            dims = [int(v) for v in rng.integers(2, 6, size=3)]
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

    def _givens(self, p):
        _, _, text = self._solid(p)
        return (f"In {text}, M is the midpoint of {''.join(p['e1'])} and N is the midpoint of "
                f"{''.join(p['e2'])}.")

    def question(self, p):
        return (f"{self._givens(p)} (1) Is the line MN parallel to the plane {''.join(p['face'])}? Answer 'yes' or "
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

    def verify(self, p):
        # Independent: MN ∥ plane iff its direction is a combination of two edge vectors of the face
        # (zero least-squares residual) while M is off the plane (positive distance to its projection).
        s = self.scene(p)
        _, faces, _ = self._solid(p)
        m, n = s.xyz("M"), s.xyz("N")

        def par(f):
            a, b, c = (s.xyz(x) for x in f[:3])
            A = np.column_stack([b - a, c - a])
            coef, *_ = np.linalg.lstsq(A, n - m, rcond=None)
            inside = np.linalg.norm(A @ coef - (n - m)) < 1e-7 * np.linalg.norm(n - m)
            coef2, *_ = np.linalg.lstsq(A, m - a, rcond=None)
            off = np.linalg.norm(A @ coef2 - (m - a)) > 1e-7
            return inside and off
        return Multi([Text("yes" if par(p["face"]) else "no"), Number(sum(1 for f in faces if par(f))),
                      Number(float(np.linalg.norm(n - m)))])

    def scene(self, p):
        pts, faces, _ = self._solid(p)
        s = Scene()
        for k, v in pts.items():
            s.point(k, v)
        for f in faces:
            same = set(f) == set(p["face"])
            s.face(f, color="salmon" if same else "lightsteelblue", opacity=0.45 if same else 0.25)
        m, n = self._mn(p)
        s.point("M", m)
        s.point("N", n)
        s.segment("M", "N", style="auxiliary")
        return s

    def description(self, p):
        pts, _, _ = self._solid(p)
        coords = ", ".join(f"{k} = ({', '.join(f'{c:.3g}' for c in v)})" for k, v in pts.items())
        return f"{self._givens(p)} Coordinates: {coords}. " + self.question(p)[len(self._givens(p)) + 1:]

    def subquestions(self, p):
        m, n = self._mn(p)
        pts, faces, _ = self._solid(p)
        return [SubQuestion(f"{self._givens(p)} Is the line MN parallel to the plane {''.join(p['face'])}? Answer "
                            f"'yes' or 'no'.", Text("yes" if _parallel(pts, m, n, p["face"]) else "no"),
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
