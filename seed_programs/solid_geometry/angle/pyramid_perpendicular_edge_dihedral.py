"""Solid geometry: dihedral angles of a pyramid P-ABCD whose lateral edge PA is perpendicular to a
rectangular or right-trapezoid base: along a base edge, or between two lateral faces along PC
(DynaSolidGeo, angle; the hard Gaokao dihedral question)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import deg

ASKS = ("base_BC", "base_CD", "PC_BD", "PC_AB", "PC_AD")
# the dihedral each ask names: (point of face 1, edge end 1, edge end 2, point of face 2); "P" is the apex
DIHEDRALS = {"base_BC": ("P", "B", "C", "A"), "base_CD": ("P", "C", "D", "A"), "PC_BD": ("B", "P", "C", "D"),
             "PC_AB": ("A", "P", "C", "B"), "PC_AD": ("A", "P", "C", "D")}


@seed_program(
    id="pyramid_perpendicular_edge_dihedral", topic="solid_geometry", category="angle",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/positional/three_perpendiculars_theorem",
              "solid_figures/angles/normal_vector_method"],
    source="DynaSolidGeo-style (angle: dihedral angles of a pyramid with a lateral edge perpendicular to the base)",
    variations=["numeric_values", "geometric_transformations", "camera"],
)
class PyramidPerpendicularEdgeDihedral(SeedProgram):
    levels = Levels(
        standard=dict(base=OneOf(("rectangle", "square", "trapezoid")), side=IntRange(1, 5), h=IntRange(2, 6),
                      trapezoid_ab=IntRange(2, 5), trapezoid_dc=IntRange(1, 6),
                      ask=OneOf(ASKS, p=[0.25, 0.1, 0.3, 0.175, 0.175]), apex=OneOf(("P", "S"))),
        hard=dict(base=OneOf(("rectangle", "square", "trapezoid"), p=[0.4, 0.1, 0.5]), side=IntRange(2, 9),
                  h=IntRange(3, 11), trapezoid_ab=IntRange(3, 9), trapezoid_dc=IntRange(1, 10),
                  ask=OneOf(ASKS, p=[0.1, 0.1, 0.3, 0.25, 0.25]), apex=OneOf(("P", "S"))),
        hard_means="larger, less friendly dimensions, mostly right trapezoids and rectangles, and mostly the "
                   "dihedral angles along PC between two lateral faces (normal vectors, not one right triangle)",
    )

    def sample(self, rng, space):
        base = space.base.draw(rng)
        a, b = (int(v) for v in space.side.draw(rng, size=2))
        h = space.h.draw(rng)
        c = None
        if base == "square":
            b = a
        elif base == "rectangle" and a == b:
            b = a + 1
        if base == "trapezoid":
            a = space.trapezoid_ab.draw(rng)
            c = int(rng.choice([x for x in space.trapezoid_dc.values if x != a]))
        ask = space.ask.draw(rng)
        if base == "square" and ask == "PC_AD":
            ask = "PC_AB"
        g = {"base": base, "a": a, "b": b, "c": c, "h": h, "ask": ask, "apex": space.apex.draw(rng)}
        if base == "square":
            del g["b"]            # a square is stated by its side alone
        if c is None:
            del g["c"]
        return g

    def _xyz(self, p):
        """Exact A, B, C, D, P: A at the origin, AB on x, AD on y, AP on z (DC ∥ AB for a trapezoid)."""
        a, h = sp.Integer(p["a"]), sp.Integer(p["h"])
        b = sp.Integer(p.get("b", p["a"]))
        dc = sp.Integer(p.get("c", p["a"]))
        return {"A": sp.Matrix([0, 0, 0]), "B": sp.Matrix([a, 0, 0]), "C": sp.Matrix([dc, b, 0]),
                "D": sp.Matrix([0, b, 0]), p["apex"]: sp.Matrix([0, 0, h])}

    def _givens(self, p):
        P = p["apex"]
        if p["base"] == "rectangle":
            base = f"ABCD is a rectangle with AB = {p['a']} and AD = {p['b']}"
        elif p["base"] == "square":
            base = f"ABCD is a square with side {p['a']}"
        else:
            base = (f"ABCD is a right trapezoid with AB ∥ DC, AD ⟂ AB, AB = {p['a']}, DC = {p['c']} "
                    f"and AD = {p['b']}")
        return f"In the pyramid {P}-ABCD, {P}A ⟂ plane ABCD, {P}A = {p['h']}, and {base}."

    def _dihedral(self, p):
        """(face-point 1, edge end 1, edge end 2, face-point 2) of the dihedral asked."""
        return tuple(p["apex"] if v == "P" else v for v in DIHEDRALS[p["ask"]])

    def question(self, g):
        x, e1, e2, y = self._dihedral(g)
        what = (f"the dihedral angle {x}-{e1}{e2}-{y} (between plane {x}{e1}{e2} and the base ABCD)"
                if g["ask"].startswith("base") else
                f"the dihedral angle {x}-{e1}{e2}-{y} (between the half-planes {x}{e1}{e2} and {y}{e1}{e2})")
        return f"{self._givens(g)} Find {what}, in degrees."

    def _exact_angle(self, p):
        X = self._xyz(p)
        x, e1, e2, y = self._dihedral(p)
        if p["ask"].startswith("base"):
            # plane angle: from A drop AF ⟂ line e1e2 in the base; then PF ⟂ e1e2 (three perpendiculars)
            E1, E2 = X[e1], X[e2]
            u = (E2 - E1)
            dist = sp.sqrt(((X["A"] - E1).cross(u)).dot((X["A"] - E1).cross(u))) / sp.sqrt(u.dot(u))
            return sp.atan(sp.Integer(p["h"]) / sp.nsimplify(dist)), sp.nsimplify(dist)
        # perpendicular components of x and y with respect to the edge
        E1, E2 = X[e1], X[e2]
        e = E2 - E1
        perp = lambda q: (q - E1) - ((q - E1).dot(e) / e.dot(e)) * e
        u, w = perp(X[x]), perp(X[y])
        cos = sp.nsimplify(sp.radsimp(u.dot(w) / sp.sqrt(u.dot(u) * w.dot(w))))
        return sp.acos(cos), cos

    def answer(self, p):
        return Number(deg(self._exact_angle(p)[0]))

    def verify(self, g):
        # Independent: float coordinates from the statement (A at the origin, AB, AD, AP on the axes),
        # then the normals n1 = e × (x − e1), n2 = e × (y − e1); for half-planes the dihedral angle is
        # the angle between these two normals.
        a, h = float(g["a"]), float(g["h"])
        ad = float(g["b"]) if "b" in g else a
        dc = float(g["c"]) if g["base"] == "trapezoid" else a
        X = {"A": (0, 0, 0), "B": (a, 0, 0), "C": (dc, ad, 0), "D": (0, ad, 0), "P": (0, 0, h)}
        x, e1, e2, y = (np.array(X[k], dtype=float) for k in DIHEDRALS[g["ask"]])
        e = e2 - e1
        n1, n2 = np.cross(e, x - e1), np.cross(e, y - e1)
        c = n1 @ n2 / (np.linalg.norm(n1) * np.linalg.norm(n2))
        return Number(float(np.degrees(np.arccos(np.clip(c, -1, 1)))))

    def scene(self, g):
        X = {k: [float(c) for c in v] for k, v in self._xyz(g).items()}
        s = Scene()
        s.pyramid(["A", "B", "C", "D"], g["apex"], [X[k][:2] for k in "ABCD"], X[g["apex"]])
        if g["ask"].startswith("base"):
            _, e1, e2, _ = self._dihedral(g)
            A, E1, E2 = (np.array(X[k]) for k in ("A", e1, e2))
            t = (A - E1) @ (E2 - E1) / ((E2 - E1) @ (E2 - E1))
            F = E1 + t * (E2 - E1)
            if np.linalg.norm(F - E1) > 1e-9 and np.linalg.norm(F - E2) > 1e-9:
                s.point("F", F)
                s.segment("A", "F", style="auxiliary")
                s.segment(g["apex"], "F", style="auxiliary")
        return s

    def subquestions(self, g):
        ang, dist = self._exact_angle(g)
        x, e1, e2, y = self._dihedral(g)
        if not g["ask"].startswith("base"):
            X = self._xyz(g)
            pc = X[e2] - X[e1]
            return [
                SubQuestion(f"{self._givens(g)} Find the length of {e1}{e2}.", Number(float(sp.sqrt(pc.dot(pc)))),
                            "solid_figures/positional/three_perpendiculars_theorem"),
                SubQuestion(f"{self._givens(g)} Find the cosine of the dihedral angle {x}-{e1}{e2}-{y}.",
                            Number(float(dist)), "solid_figures/angles/normal_vector_method"),
            ]
        return [
            SubQuestion(f"{self._givens(g)} Find the distance from A to the line {e1}{e2}.", Number(float(dist)),
                        "solid_figures/positional/three_perpendiculars_theorem"),
            SubQuestion(f"In right triangle {g['apex']}AF, {g['apex']}A = {g['h']} and AF = {surd_text(dist)} with "
                        f"the right angle at A. Find angle {g['apex']}FA, in degrees.", Number(deg(ang)),
                        "solid_figures/angles/dihedral_plane_angle"),
        ]

    def description(self, g):
        return (f"{self._givens(g)} The base ABCD is labelled in order (A at the corner with the perpendicular "
                f"edge) and {g['apex']} lies directly above A.")

    def reasoning(self, p):
        P = p["apex"]
        x, e1, e2, y = self._dihedral(p)
        ang, val = self._exact_angle(p)
        res = f"{deg(ang):.2f}°"
        if p["ask"].startswith("base"):
            return [f"In the base, draw AF ⟂ {e1}{e2} with F on line {e1}{e2}; AF = {surd_text(val)}"
                    + (" (an edge of the base)." if p["base"] != "trapezoid" or p["ask"] == "base_CD" else
                       " (twice the area of triangle ABC divided by BC)."),
                    f"{P}A ⟂ base, so by the theorem of three perpendiculars {P}F ⟂ {e1}{e2}; ∠{P}FA is the "
                    f"plane angle of the dihedral angle.",
                    f"tan∠{P}FA = {P}A/AF = {p['h']}/{surd_text(val)}, so the angle is {res}."]
        X = self._xyz(p)
        f = lambda m: "(" + ", ".join(surd_text(sp.nsimplify(t)) for t in m) + ")"
        n1 = (X[e2] - X[e1]).cross(X[x] - X[e1])
        n2 = (X[e2] - X[e1]).cross(X[y] - X[e1])
        return [f"Coordinates: A = (0, 0, 0), B = {f(X['B'])}, C = {f(X['C'])}, D = {f(X['D'])}, {P} = {f(X[P])}.",
                f"With e = {e1}{e2} = {f(X[e2] - X[e1])}: n₁ = e × {e1}{x} = {f(n1)} is normal to plane {x}{e1}{e2}, "
                f"n₂ = e × {e1}{y} = {f(n2)} is normal to plane {y}{e1}{e2}; both point towards their own half-plane "
                f"across the edge, so the dihedral angle is the angle between them.",
                f"cos θ = n₁·n₂/(|n₁||n₂|) = {surd_text(val)}, so θ = {res}."]
