"""Solid geometry (angle): a tetrahedron all of whose faces are right triangles ("bie nao"): PA ⟂ plane ABC
and AB ⟂ BC. Asks the angle between PC and the base or the face PAB, the dihedral angle P-BC-A, or the
dihedral angle A-PC-B along the longest edge (DynaSolidGeo, angle). ``answer`` works synthetically with
sympy (BC ⟂ plane PAB, so plane PBC ⟂ plane PAB and the distance from A to plane PBC is the altitude of
the right triangle PAB; the distance from A to PC is the altitude of the right triangle PAC); ``verify``
places the solid in coordinates and uses normals / perpendicular components (numpy)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import (Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts,
                           seed_program)
from dynaforge.sdk.scene import restyle_segment, surd_text
from dynaforge.sdk.solid_angle_more import signed_positive_root, trig_name

LABELS = (("P", "A", "B", "C"), ("S", "A", "B", "C"), ("A", "B", "C", "D"))
T_ = sp.Symbol("t", positive=True)


@seed_program(
    id="right_chain_tetrahedron_angles", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/positional/line_plane_perpendicular_criterion",
              "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (angle: the tetrahedron with four right-triangle faces, PA ⟂ base and AB ⟂ BC)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "camera"],
)
class RightChainTetrahedronAngles(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 7), ask=OneOf(("line_base", "line_side", "dihedral_base", "dihedral_top"),
                                                      p=[0.3, 0.3, 0.2, 0.2]),
                      diag_share=0.0, names=OneOf((0, 1, 2))),
        hard=dict(edge=IntRange(2, 10), ask=OneOf(("line_base", "line_side", "dihedral_base", "dihedral_top"),
                                                  p=[0.15, 0.25, 0.1, 0.5]),
                  diag_share=0.7, names=OneOf((0, 1, 2))),
        hard_means="larger edges, mostly the dihedral angle along the longest edge PC (two altitudes of right "
                   "triangles and a perpendicular-planes argument) and mostly PC given instead of BC",
    )

    def sample(self, rng, space):
        for _ in attempts("an edge recoverable in the backward view"):
            t, u, v = (int(x) for x in space.edge.draw(rng, size=3))
            g = {"t": t, "u": u, "v": v, "ask": space.ask.draw(rng), "names": list(LABELS[space.names.draw(rng)])}
            if rng.random() < space.diag_share:
                g["pc2"] = t * t + u * u + v * v        # PC = √(pc2) stated instead of BC
                del g["v"]
            if self._recover_t(g) is not None:
                return g

    # -- names -----------------------------------------------------------------------------------
    def _givens(self, g, hide=None):
        P, A, B, C = g["names"]
        parts = [] if hide == "t" else [f"{P}{A} = {g['t']}"]
        parts.append(f"{A}{B} = {g['u']}")
        parts.append(f"{B}{C} = {g['v']}" if "v" in g else f"{P}{C} = {surd_text(sp.sqrt(g['pc2']))}")
        return (f"In the tetrahedron {P}-{A}{B}{C}, {P}{A} ⟂ plane {A}{B}{C} and {A}{B} ⟂ {B}{C}; "
                + ", ".join(parts[:-1]) + f" and {parts[-1]}.")

    def _target(self, g):
        P, A, B, C = g["names"]
        return {"line_base": f"the angle between {P}{C} and the plane {A}{B}{C}",
                "line_side": f"the angle between {P}{C} and the plane {P}{A}{B}",
                "dihedral_base": f"the dihedral angle {P}-{B}{C}-{A}",
                "dihedral_top": f"the dihedral angle {A}-{P}{C}-{B}"}[g["ask"]]

    def question(self, g):
        return f"{self._givens(g)} Find {self._target(g)}, in degrees (to 0.1°)."

    # -- synthetic route (sympy) -----------------------------------------------------------------
    def _parts(self, p, t=None):
        t = sp.Integer(p["t"]) if t is None else t
        u = sp.Integer(p["u"])
        v = sp.Integer(p["v"]) if "v" in p else sp.sqrt(p["pc2"] - t ** 2 - u ** 2)
        ac = sp.sqrt(u ** 2 + v ** 2)          # base right triangle ABC
        pb = sp.sqrt(t ** 2 + u ** 2)          # right triangle PAB
        pc = sp.sqrt(t ** 2 + ac ** 2)         # right triangle PAC
        return t, u, v, ac, pb, pc

    def _trig(self, p, t=None):
        t, u, v, ac, pb, pc = self._parts(p, t)
        if p["ask"] == "line_base":            # PA ⟂ base: angle PCA
            return "tan", t / ac
        if p["ask"] == "line_side":            # BC ⟂ plane PAB: angle CPB
            return "tan", v / pb
        if p["ask"] == "dihedral_base":        # BC ⟂ PB and BC ⟂ AB: angle PBA
            return "tan", t / u
        # distance from A to plane PBC (= altitude of PAB) over the distance from A to PC (altitude of PAC)
        return "sin", (t * u / pb) / (t * ac / pc)

    def _value(self, p):
        kind, val = self._trig(p)
        return kind, sp.nsimplify(sp.radsimp(val))

    def _recover_t(self, p):
        kind, val = self._value(p)
        return signed_positive_root(self._trig(p, t=T_)[1], T_, val)

    def answer(self, p):
        kind, val = self._value(p)
        f = math.atan if kind == "tan" else math.asin
        return Number(math.degrees(f(float(val))))

    def verify(self, g):
        # Independent: coordinates, normals for the line-plane angles, perpendicular components for dihedrals.
        t, u = float(g["t"]), float(g["u"])
        v = float(g["v"]) if "v" in g else math.sqrt(g["pc2"] - t * t - u * u)
        A, B, C, P = np.zeros(3), np.array([u, 0, 0.0]), np.array([u, v, 0.0]), np.array([0, 0, t])

        def line_plane(d, a, b, c):
            n = np.cross(b - a, c - a)
            return math.degrees(math.asin(abs(n @ d) / np.linalg.norm(n) / np.linalg.norm(d)))

        def dihedral(e1, e2, x, y):
            e = (e2 - e1) / np.linalg.norm(e2 - e1)
            a, b = x - e1, y - e1
            a, b = a - (a @ e) * e, b - (b @ e) * e
            return math.degrees(math.acos(a @ b / np.linalg.norm(a) / np.linalg.norm(b)))

        ask = g["ask"]
        if ask == "line_base":
            return Number(line_plane(C - P, A, B, C))
        if ask == "line_side":
            return Number(line_plane(C - P, P, A, B))
        if ask == "dihedral_base":
            return Number(dihedral(B, C, P, A))
        return Number(dihedral(P, C, A, B))

    def scene(self, g):
        P, A, B, C = g["names"]
        t, u = float(g["t"]), float(g["u"])
        v = float(g["v"]) if "v" in g else math.sqrt(g["pc2"] - t * t - u * u)
        s = Scene()
        s.polyhedron({A: (0, 0, 0), B: (u, 0, 0), C: (u, v, 0), P: (0, 0, t)},
                     [[A, B, C], [P, A, B], [P, B, C], [P, A, C]])
        ask = g["ask"]
        if ask in ("line_base", "line_side"):
            restyle_segment(s, P, C, "auxiliary")
            s.face([A, B, C] if ask == "line_base" else [P, A, B], color="gold", opacity=0.4, with_edges=False)
        elif ask == "dihedral_base":
            restyle_segment(s, B, C, "auxiliary")
        else:
            restyle_segment(s, P, C, "auxiliary")
            s.face([P, A, C], color="gold", opacity=0.35, with_edges=False)
            s.face([P, B, C], color="#93c5fd", opacity=0.35, with_edges=False)
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        t, u, v, ac, pb, pc = self._parts(g)
        P, A, B, C = g["names"]
        subs = []
        if "v" not in g:
            subs.append(SubQuestion(f"{self._givens(g)} Find {B}{C}.", Number(float(v)),
                                    "plane_figures/triangles/pythagorean_theorem"))
        if g["ask"] == "dihedral_top":
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from {A} to the plane {P}{B}{C}.",
                                    Number(float(t * u / pb)), "plane_figures/triangles/right_triangle_altitude"))
            subs.append(SubQuestion(f"{self._givens(g)} Find the distance from {A} to the line {P}{C}.",
                                    Number(float(t * ac / pc)), "plane_figures/triangles/right_triangle_altitude"))
        else:
            subs.append(SubQuestion(f"{self._givens(g)} Find {A}{C}.", Number(float(ac)),
                                    "plane_figures/triangles/pythagorean_theorem"))
        return subs

    def backward(self, g):
        kind, val = self._value(g)
        P, A, _, _ = g["names"]
        return Backward(f"{self._givens(g, hide='t')} For {self._target(g)}, its {trig_name(kind)} is "
                        f"{surd_text(val)}. Find {P}{A}.", Number(float(self._recover_t(g))), "t")

    def description(self, g):
        P, A, B, C = g["names"]
        return (f"{self._givens(g)} {P} lies directly above {A}; the base {A}{B}{C} has its right angle at {B}. "
                f"The lines of the question are drawn in red and the planes concerned are shaded.")

    def reasoning(self, p):
        t, u, v, ac, pb, pc = self._parts(p)
        kind, val = self._value(p)
        P, A, B, C = p["names"]
        ang = self.answer(p).value
        steps = [f"{P}{A} ⟂ plane {A}{B}{C} gives {P}{A} ⟂ {B}{C}; with {A}{B} ⟂ {B}{C}, {B}{C} ⟂ plane {P}{A}{B}, so "
                 f"every face is a right triangle."]
        if "v" not in p:
            steps.append(f"{P}{C}² = {P}{A}² + {A}{B}² + {B}{C}², so {B}{C} = {surd_text(v)}.")
        if p["ask"] == "line_base":
            steps.append(f"{A}{C} is the projection of {P}{C}: {A}{C} = {surd_text(ac)}, tan∠{P}{C}{A} = "
                         f"{P}{A}/{A}{C} = {surd_text(val)}.")
        elif p["ask"] == "line_side":
            steps.append(f"{B}{C} ⟂ plane {P}{A}{B}, so {P}{B} is the projection of {P}{C}: {P}{B} = {surd_text(pb)}, "
                         f"tan∠{C}{P}{B} = {B}{C}/{P}{B} = {surd_text(val)}.")
        elif p["ask"] == "dihedral_base":
            steps.append(f"{B}{C} ⟂ {A}{B} and {B}{C} ⟂ {P}{B}, so ∠{P}{B}{A} is the plane angle: tan = "
                         f"{P}{A}/{A}{B} = {surd_text(val)}.")
        else:
            steps += [f"{B}{C} ⟂ plane {P}{A}{B}, so plane {P}{B}{C} ⟂ plane {P}{A}{B}: the distance from {A} to plane "
                      f"{P}{B}{C} is the altitude of right triangle {P}{A}{B}, {P}{A}·{A}{B}/{P}{B} = "
                      f"{surd_text(t * u / pb)}.",
                      f"The distance from {A} to {P}{C} is the altitude of right triangle {P}{A}{C}: "
                      f"{P}{A}·{A}{C}/{P}{C} = {surd_text(t * ac / pc)}.",
                      f"The plane angle φ of {A}-{P}{C}-{B} has sin φ = (distance to the plane)/(distance to the edge) = "
                      f"{surd_text(val)} (φ is acute: the foot from {A} lies on segment {P}{B})."]
        steps.append(f"So the angle ≈ {ang:.1f}°.")
        return steps
