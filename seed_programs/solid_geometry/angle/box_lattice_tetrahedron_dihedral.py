"""Solid geometry (angle, free form): a tetrahedron ABCD whose vertices are lattice points of a drawn
coordinate box [0, a]×[0, b]×[0, c] (corners of the box, or, harder, points on its edges) is given by
coordinates; find the exact cosine of the dihedral angle along one of its edges, e.g. C-AB-D between
the faces ABC and ABD, which may be obtuse (DynaSolidGeo, angle; the normal-vector method).
``answer`` takes the normals AB × AC and AB × AD (both turned the same way about AB, so their angle is
the dihedral angle itself) with sympy; ``verify`` drops the perpendiculars from C and D to the line
AB and measures the angle between them at their feet (exact sympy)."""
import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_volume_area import exact_text

NAMES = (("A", "B", "C", "D"), ("P", "A", "B", "C"), ("S", "A", "B", "C"))


@seed_program(
    id="box_lattice_tetrahedron_dihedral", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/angles/normal_vector_method",
              "solid_figures/tetrahedra/box_embedding"],
    source="DynaSolidGeo-style (angle: the dihedral angle of a lattice tetrahedron in a coordinate box)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class BoxLatticeTetrahedronDihedral(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(1, 7), on_edges=IntRange(0, 1), names=IntRange(0, 2)),
        hard=dict(edge=IntRange(3, 8), on_edges=IntRange(2, 4), names=IntRange(0, 2)),
        hard_means="larger boxes and two to four vertices (instead of at most one) inside the box's edges rather than at "
                   "its corners, so the faces are tilted in every direction and the normals have three non-zero components",
    )

    def sample(self, rng, space):
        """Givens: the box, the four vertices (integer coordinates) and the edge of the dihedral angle
        (indices into the vertices; the other two name its faces)."""
        for _ in attempts("four distinct lattice points of the box spanning a tetrahedron, a dihedral angle that is not 90°"):
            dims = [int(space.edge.draw(rng)) for _ in range(3)]
            k = int(space.on_edges.draw(rng))
            pts = []
            for i in range(4):
                corner = [int(rng.integers(0, 2)) * d for d in dims]
                if i < k:                                     # slide along one box edge to an inner lattice point
                    axis = int(rng.integers(0, 3))
                    if dims[axis] < 2:
                        break
                    corner[axis] = int(rng.integers(1, dims[axis]))
                pts.append(corner)
            if len(pts) < 4 or len({tuple(p) for p in pts}) < 4:
                continue
            M = sp.Matrix([[pts[j][t] - pts[0][t] for t in range(3)] for j in (1, 2, 3)])
            if M.det() == 0:
                continue
            edge = sorted(int(v) for v in rng.choice(4, size=2, replace=False))
            g = {"dims": dims, "pts": pts, "edge": edge, "names": list(NAMES[int(space.names.draw(rng))])}
            cos = self._cos(g)
            if cos != 0:
                return g

    def _roles(self, g):
        """(X, Y, Z, W) vertex indices: the dihedral angle Z-XY-W."""
        x, y = g["edge"]
        z, w = [i for i in range(4) if i not in (x, y)]
        return x, y, z, w

    def _setup(self, g):
        N = g["names"]
        a, b, c = g["dims"]
        coords = ", ".join(f"{N[i]}({', '.join(str(v) for v in g['pts'][i])})" for i in range(4))
        return (f"The box [0, {a}] × [0, {b}] × [0, {c}] is drawn in a coordinate system with the origin at one "
                f"corner and its edges along the x, y and z axes. The tetrahedron {''.join(N)} has the vertices {coords}.")

    def _angle_name(self, g):
        N = g["names"]
        x, y, z, w = self._roles(g)
        face = lambda k: "".join(N[i] for i in sorted((x, y, k)))
        return f"{N[z]}-{N[x]}{N[y]}-{N[w]}", face(z), face(w)

    def question(self, g):
        name, f1, f2 = self._angle_name(g)
        return (self._setup(g) + f" Find the cosine of the dihedral angle {name} between the faces {f1} and {f2} "
                "(it may be obtuse). Give an exact value.")

    # -- answer: normal vectors turned the same way about the edge --------------------------------------
    def _vectors(self, p):
        x, y, z, w = self._roles(p)
        P = [sp.Matrix(v) for v in p["pts"]]
        e = P[y] - P[x]
        n1, n2 = e.cross(P[z] - P[x]), e.cross(P[w] - P[x])
        return e, n1, n2

    def _cos(self, p):
        e, n1, n2 = self._vectors(p)
        return sp.radsimp(n1.dot(n2) / (sp.sqrt(n1.dot(n1)) * sp.sqrt(n2.dot(n2))))

    def answer(self, p):
        return Expression(str(self._cos(p)))

    def verify(self, g):
        # Independent: the feet of the perpendiculars from the two other vertices to the edge line, and the
        # angle between the two perpendiculars (the plane angle of the dihedral angle).
        x, y = g["edge"]
        z, w = [i for i in range(4) if i not in (x, y)]
        X, Y, Z, W = (sp.Matrix(g["pts"][i]) for i in (x, y, z, w))
        d = Y - X
        foot = lambda Pt: X + d * ((Pt - X).dot(d) / d.dot(d))
        u, v = Z - foot(Z), W - foot(W)
        return Expression(str(sp.radsimp(sp.simplify(u.dot(v) / sp.sqrt(u.dot(u) * v.dot(v))))))

    def scene(self, g):
        N = g["names"]
        a, b, c = (float(v) for v in g["dims"])
        s = Scene()
        box = [(x, y, z) for z in (0, c) for y in (0, b) for x in (0, a)]
        for i, p in enumerate(box):
            for j, q in enumerate(box):
                if i < j and sum(1 for t in range(3) if p[t] != q[t]) == 1:
                    s.curve([p, q], style="hidden")
        ext = 0.25 * max(a, b, c) + 0.6
        s.point("_origin", (0, 0, 0), show_label=False, dot=False)
        for lab, tip in (("x", (a + ext, 0, 0)), ("y", (0, b + ext, 0)), ("z", (0, 0, c + ext))):
            s.point(lab, tip, dot=False)
            s.segment("_origin", lab, style="hidden")
        for nm, p in zip(N, g["pts"]):
            s.point(nm, [float(v) for v in p])
        x, y, z, w = self._roles(g)
        s.face([N[x], N[y], N[z]], color="#93c5fd", opacity=0.45)
        s.face([N[x], N[y], N[w]], color="#fca5a5", opacity=0.45)
        s.segment(N[z], N[w])
        s.azimuth_range = (200.0, 250.0)           # the origin's corner in front, axes to the right and back
        return s

    # -- views --------------------------------------------------------------------------------------------
    def subquestions(self, g):
        N = g["names"]
        x, y, z, w = self._roles(g)
        e, n1, n2 = self._vectors(g)
        return [SubQuestion(self._setup(g) + f" Find the exact area of the face {N[x]}{N[y]}{N[z]}.",
                            Expression(str(sp.radsimp(sp.sqrt(n1.dot(n1)) / 2))), "space_vectors/cross_product_area")]

    def description(self, g):
        name, f1, f2 = self._angle_name(g)
        return (f"The box is drawn dashed with the x, y, z axes from its corner at the origin; the tetrahedron is drawn in it with "
                f"the face {f1} shaded blue and the face {f2} shaded red. " + self._setup(g))

    def reasoning(self, p):
        N = p["names"]
        x, y, z, w = self._roles(p)
        e, n1, n2 = self._vectors(p)
        vec = lambda v: "(" + ", ".join(exact_text(c) for c in v) + ")"
        cos = self._cos(p)
        return [
            f"{N[x]}{N[y]} = {vec(e)}, {N[x]}{N[z]} = {vec(sp.Matrix(p['pts'][z]) - sp.Matrix(p['pts'][x]))}, "
            f"{N[x]}{N[w]} = {vec(sp.Matrix(p['pts'][w]) - sp.Matrix(p['pts'][x]))}.",
            f"Normals of the two faces, both taken as {N[x]}{N[y]} × (vector to the third vertex): n₁ = {vec(n1)} for "
            f"{N[x]}{N[y]}{N[z]}, n₂ = {vec(n2)} for {N[x]}{N[y]}{N[w]}.",
            f"Turned the same way about {N[x]}{N[y]}, the angle between them equals the dihedral angle itself (not its "
            f"supplement): n₁·n₂ = (|{N[x]}{N[y]}|²)·(the dot product of the perpendiculars from {N[z]} and {N[w]}).",
            f"cos = n₁·n₂ / (|n₁||n₂|) = {exact_text(n1.dot(n2))} / ({exact_text(sp.sqrt(n1.dot(n1)))}·"
            f"{exact_text(sp.sqrt(n2.dot(n2)))}) = {exact_text(cos)}"
            + (" (negative: the dihedral angle is obtuse)." if cos < 0 else "."),
        ]
