"""Solid geometry: angles in a regular octahedron E-ABCD-F: between a midpoint line and an edge,
between a midpoint line and a face, or the dihedral angle of two adjacent faces (DynaSolidGeo, angle;
olympiad-style)."""

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_angles import (deg, dot_by_distances, exact_line_cos, exact_line_plane_sin,
                                        foot_on_plane, lines_relation, mark_lines, regular_octahedron_xyz, vec_text)

V = "ABCDEF"      # square ABCD, E on top, F below
FACES = [(i, (i + 1) % 4, t) for t in (4, 5) for i in range(4)]
EDGES = [(i, (i + 1) % 4) for i in range(4)] + [(i, t) for t in (4, 5) for i in range(4)]
SQUARES = [(0, 1, 2, 3), (0, 4, 2, 5), (1, 4, 3, 5)]   # the three square cross-sections ABCD, AECF, BEDF
PLANES = FACES + SQUARES
RATIOS = [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2)]   # XM : MY on edge XY


def _exact(a):
    h = sp.Rational(a, 2)
    r = sp.Integer(a) / sp.sqrt(2)
    pts = [(-h, -h, 0), (h, -h, 0), (h, h, 0), (-h, h, 0), (0, 0, r), (0, 0, -r)]
    return [sp.Matrix(v) for v in pts]


@seed_program(
    id="regular_octahedron_angles", topic="solid_geometry", category="angle",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/polyhedra/regular_octahedron", "solid_figures/angles/skew_lines_angle",
              "solid_figures/angles/line_plane_angle", "solid_figures/angles/dihedral_plane_angle"],
    source="DynaSolidGeo-style (angle: lines, faces and dihedral angles of a regular octahedron)",
    variations=["geometric_transformations", "numeric_values", "camera"],
)
class RegularOctahedronAngles(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 8), ask=OneOf(("lines", "line_face", "dihedral"), p=[0.47, 0.47, 0.06]),
                      ratio_weights=(0.22,) + (0.13,) * 6, plane_weights=(0.08,) * 8 + (0.12,) * 3,
                      right_angle_reject=0.7),
        hard=dict(a=IntRange(3, 15), ask=OneOf(("lines", "line_face", "dihedral"), p=[0.5, 0.5, 0.0]),
                  ratio_weights=(0.04,) + (0.16,) * 6, plane_weights=(0.05,) * 8 + (0.2,) * 3,
                  right_angle_reject=0.95),
        hard_means="M almost never a midpoint (ratios 1:2 … 3:2), more square cross-sections as planes, "
                   "hardly any right angles, and never the one fixed dihedral angle",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        ask = space.ask.draw(rng)
        xyz = regular_octahedron_xyz(1.0)
        p = {"a": a, "ask": ask}
        if ask == "dihedral":
            e = EDGES[int(rng.integers(0, len(EDGES)))]
            p["faces"] = [list(f) for f in FACES if set(e) <= set(f)]
            p["edge"] = list(e)
            return p
        for _ in attempts("a line MV not on the edge of M, skew to the other line or oblique to the plane"):
            me = int(rng.integers(0, len(EDGES)))
            r = RATIOS[int(rng.choice(7, p=space.ratio_weights))]
            M = xyz[EDGES[me][0]] + r[0] / sum(r) * (xyz[EDGES[me][1]] - xyz[EDGES[me][0]])
            v = int(rng.integers(0, 6))
            if v in EDGES[me]:
                continue
            if ask == "lines":
                other = [int(x) for x in EDGES[int(rng.integers(0, len(EDGES)))]]
                if lines_relation(M, xyz[v], xyz[other[0]], xyz[other[1]]) != "skew":
                    continue
                d, e = xyz[v] - M, xyz[other[1]] - xyz[other[0]]
                if abs(d @ e) < 1e-9 and rng.random() < space.right_angle_reject:
                    continue
                p["other"] = other
            else:
                f = PLANES[int(rng.choice(11, p=space.plane_weights))]
                n = np.cross(xyz[f[1]] - xyz[f[0]], xyz[f[2]] - xyz[f[0]])
                if abs((xyz[v] - M) @ n) < 1e-9:
                    continue   # parallel to or inside the face
                p["face"] = list(f)
            p["m_edge"], p["r"], p["line"] = me, list(r), [6, v] if rng.random() < 0.5 else [v, 6]
            return p

    def _lab(self, i):
        return "M" if i == 6 else V[i]

    def _pts(self, p):
        X = _exact(p["a"])
        if p.get("m_edge") is not None:
            e = EDGES[p["m_edge"]]
            X = X + [X[e[0]] + sp.Rational(p["r"][0], sum(p["r"])) * (X[e[1]] - X[e[0]])]
        return X

    def _givens(self, p):
        g = (f"In the regular octahedron E-ABCD-F, every edge has length {p['a']}: ABCD is a square, E and F "
             f"lie on opposite sides of it and are joined to all four of its vertices.")
        if p.get("m_edge") is not None:
            e = EDGES[p["m_edge"]]
            x, y = V[e[0]], V[e[1]]
            g += (f" M is the midpoint of edge {x}{y}." if p["r"][0] == p["r"][1] else
                  f" M is the point on edge {x}{y} with {x}M : M{y} = {p['r'][0]} : {p['r'][1]}.")
        return g

    def _name_line(self, p):
        return "".join(self._lab(i) for i in p["line"])

    def question(self, g):
        if g["ask"] == "lines":
            o = g["other"]
            return (f"{self._givens(g)} Find the angle between the skew lines {self._name_line(g)} and "
                    f"{V[o[0]]}{V[o[1]]}, in degrees.")
        if g["ask"] == "line_face":
            return (f"{self._givens(g)} Find the angle between line {self._name_line(g)} and the plane "
                    f"{''.join(V[i] for i in g['face'])}, in degrees.")
        f1, f2 = g["faces"]
        e = g["edge"]
        x, y = [i for i in f1 if i not in e][0], [i for i in f2 if i not in e][0]
        return (f"{self._givens(g)} Find the dihedral angle {V[x]}-{V[e[0]]}{V[e[1]]}-{V[y]} between the faces "
                f"{''.join(V[i] for i in f1)} and {''.join(V[i] for i in f2)}, in degrees.")

    def _exact_value(self, p):
        X = self._pts(p)
        if p["ask"] == "lines":
            o = p["other"]
            return exact_line_cos(X[p["line"][1]] - X[p["line"][0]], X[o[1]] - X[o[0]])
        if p["ask"] == "line_face":
            return exact_line_plane_sin(X[p["line"][1]] - X[p["line"][0]], *(X[i] for i in p["face"][:3]))
        # dihedral: the angle at the edge midpoint between the two face heights (both ⟂ the edge)
        e = p["edge"]
        mid = (X[e[0]] + X[e[1]]) / 2
        x = [i for i in p["faces"][0] if i not in e][0]
        y = [i for i in p["faces"][1] if i not in e][0]
        u, w = X[x] - mid, X[y] - mid
        return sp.nsimplify(sp.radsimp(u.dot(w) / sp.sqrt(u.dot(u) * w.dot(w))))

    def answer(self, p):
        v = self._exact_value(p)
        f = {"lines": sp.acos, "line_face": sp.asin, "dihedral": sp.acos}[p["ask"]]
        return Number(deg(f(v)))

    def verify(self, g):
        s = self.scene(g)
        P = lambda i: s.xyz(self._lab(i))
        if g["ask"] == "lines":
            A, B, C, D = P(g["line"][0]), P(g["line"][1]), P(g["other"][0]), P(g["other"][1])
            c = abs(dot_by_distances(A, B, C, D)) / (np.linalg.norm(B - A) * np.linalg.norm(D - C))
            return Number(float(np.degrees(np.arccos(min(1.0, c)))))
        if g["ask"] == "line_face":
            # feet of the perpendiculars from both ends: sin θ = (difference of signed heights) / |AB|
            A, B = P(g["line"][0]), P(g["line"][1])
            F = [P(i) for i in g["face"][:3]]
            ha, hb = A - foot_on_plane(A, *F), B - foot_on_plane(B, *F)
            rise = np.linalg.norm(ha - hb)
            return Number(float(np.degrees(np.arcsin(min(1.0, rise / np.linalg.norm(B - A))))))
        e = g["edge"]
        E1, E2 = P(e[0]), P(e[1])
        x = [i for i in g["faces"][0] if i not in e][0]
        y = [i for i in g["faces"][1] if i not in e][0]
        d = E2 - E1
        n1, n2 = np.cross(d, P(x) - E1), np.cross(d, P(y) - E1)
        return Number(float(np.degrees(np.arccos(n1 @ n2 / (np.linalg.norm(n1) * np.linalg.norm(n2))))))

    def scene(self, g):
        xyz = regular_octahedron_xyz(g["a"])
        s = Scene()
        s.polyhedron(dict(zip(V, xyz)), [[V[i] for i in f] for f in FACES])
        if g.get("m_edge") is not None:
            e = EDGES[g["m_edge"]]
            s.point("M", s.along(V[e[0]], V[e[1]], g["r"][0] / sum(g["r"])))
        if g["ask"] == "lines":
            mark_lines(s, [[self._lab(i) for i in g["line"]], [V[i] for i in g["other"]]])
        elif g["ask"] == "line_face":
            mark_lines(s, [[self._lab(i) for i in g["line"]]])
            if len(g["face"]) == 4:
                s.face([V[i] for i in g["face"]], color="gold", opacity=0.4, with_edges=False)
                for i in range(4):
                    x, y = V[g["face"][i]], V[g["face"][(i + 1) % 4]]
                    if not any({x, y} == {a, b} for a, b, _ in s.segments):
                        s.segment(x, y, style="auxiliary")
            s.faces = [(l, "gold", 0.45) if set(l) == {V[i] for i in g["face"]} else (l, c, o)
                       for l, c, o in s.faces]
        else:
            for f in g["faces"]:
                s.faces = [(l, "gold", 0.4) if set(l) == {V[i] for i in f} else (l, c, o) for l, c, o in s.faces]
        return s

    def subquestions(self, g):
        X = self._pts(g)
        if g["ask"] == "dihedral":
            e = g["edge"]
            return [SubQuestion(f"{self._givens(g)} Find the height of face {''.join(V[i] for i in g['faces'][0])} "
                                f"drawn to edge {V[e[0]]}{V[e[1]]}.", Number(float(sp.sqrt(3) * g["a"] / 2)),
                                "solid_figures/angles/dihedral_plane_angle"),
                    SubQuestion(f"{self._givens(g)} Find the distance between E and F.",
                                Number(float(sp.sqrt(2) * g["a"])), "solid_figures/polyhedra/regular_octahedron")]
        d = X[g["line"][1]] - X[g["line"][0]]
        return [SubQuestion(f"{self._givens(g)} Find the length of segment {self._name_line(g)}.",
                            Number(float(d.norm())), "solid_figures/polyhedra/regular_octahedron"),
                SubQuestion(f"{self._givens(g)} Find the distance between E and F.",
                            Number(float(sp.sqrt(2) * g["a"])), "solid_figures/polyhedra/regular_octahedron")]

    def description(self, g):
        return self._givens(g) + " All eight faces are equilateral triangles."

    def reasoning(self, p):
        X = self._pts(p)
        val = self._exact_value(p)
        ang = self.answer(p).value
        steps = [f"Put the centre of square ABCD at the origin: A = {vec_text(X[0])}, B = {vec_text(X[1])}, "
                 f"C = {vec_text(X[2])}, D = {vec_text(X[3])}, E = {vec_text(X[4])}, F = {vec_text(X[5])} "
                 f"(EF = √2·{p['a']} is a diagonal of the square EAFC)."]
        if p.get("m_edge") is not None:
            steps.append(f"M = {vec_text(X[6])}; the line {self._name_line(p)} has direction "
                         f"{vec_text(X[p['line'][1]] - X[p['line'][0]])}.")
        if p["ask"] == "lines":
            o = p["other"]
            steps.append(f"{V[o[0]]}{V[o[1]]} = {vec_text(X[o[1]] - X[o[0]])}; cos θ = |u·v|/(|u||v|) = {surd_text(val)}.")
            steps.append(f"θ = arccos({surd_text(val)}) ≈ {ang:.2f}°.")
        elif p["ask"] == "line_face":
            f = p["face"]
            n = (X[f[1]] - X[f[0]]).cross(X[f[2]] - X[f[0]])
            steps.append(f"A normal of plane {''.join(V[i] for i in f)} is n = {vec_text(n)}; sin θ = |d·n|/(|d||n|) = "
                         f"{surd_text(val)}.")
            steps.append(f"θ = arcsin({surd_text(val)}) ≈ {ang:.2f}°.")
        else:
            e = p["edge"]
            steps.append(f"Let N be the midpoint of {V[e[0]]}{V[e[1]]}; the heights of the two equilateral faces "
                         f"from N are perpendicular to the edge, so their angle is the plane angle.")
            steps.append(f"Both heights are {surd_text(sp.sqrt(3) * p['a'] / 2)}; cos θ = {surd_text(val)}, so "
                         f"θ ≈ {ang:.2f}°.")
        return steps
