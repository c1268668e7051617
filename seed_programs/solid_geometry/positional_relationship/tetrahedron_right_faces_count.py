"""Solid geometry: a tetrahedron with one lateral edge perpendicular to the base - how many faces are
right triangles? (DynaSolidGeo, positional relationship; the Gaokao "bie nao" tetrahedron, where the
theorem of three perpendiculars decides the fourth face.)"""
import math
from itertools import permutations

import numpy as np

from dynaforge.sdk import FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, attempts, seed_program

TRIPLES = [(3, 4, 5), (6, 8, 10), (5, 12, 13), (8, 15, 17), (9, 12, 15)]
ASKS = {"faces": "How many of the four faces of the tetrahedron are right triangles?",
        "perp_edges": "How many pairs of its six edges are perpendicular (intersecting or skew)?",
        "perp_planes": "How many pairs of its four faces lie in perpendicular planes?",
        "right_area": "Find the total area of those faces of the tetrahedron that are right triangles."}


def _angle_type(x, y, z):
    """Type of the angle opposite side z in a triangle with sides x, y, z (exact integers)."""
    d = x * x + y * y - z * z
    return "right" if d == 0 else ("acute" if d > 0 else "obtuse")


@seed_program(
    id="tetrahedron_right_faces_count", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_perpendicular_criterion",
              "solid_figures/positional/three_perpendiculars_theorem",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (positional relationship: Gaokao tetrahedron with PA ⟂ base)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class TetrahedronRightFacesCount(SeedProgram):
    levels = Levels(
        standard=dict(case=OneOf(["right_foot", "right_other", "acute", "obtuse_other", "obtuse_foot",
                                  "obtuse_foot_special"], p=[0.2, 0.3, 0.15, 0.1, 0.1, 0.15]),
                      triple=OneOf(TRIPLES), side=IntRange(3, 12), ask=OneOf(list(ASKS), p=[0.2, 0.22, 0.08, 0.5])),
        hard=dict(case=OneOf(["right_foot", "right_other", "acute", "obtuse_other", "obtuse_foot",
                              "obtuse_foot_special"], p=[0.15, 0.3, 0.15, 0.15, 0.1, 0.15]),
                  triple=OneOf(TRIPLES + [(12, 16, 20), (7, 24, 25), (20, 21, 29), (12, 35, 37)]),
                  side=IntRange(5, 24), ask=OneOf(list(ASKS), p=[0.1, 0.4, 0.2, 0.3])),
        hard_means="larger sides (Pythagorean triples up to 37), and mostly the perpendicular-pairs and "
                   "right-face-area questions that need every face checked",
    )

    def sample(self, rng, space):
        case = str(rng.choice(space.case.values, p=space.case.p))
        for _ in attempts(f"a base triangle of the case {case}"):
            if case.startswith("right"):
                p_, q_, r_ = space.triple.values[int(rng.integers(0, len(space.triple.values)))]
                if rng.random() < 0.5:
                    p_, q_ = q_, p_
                # right angle at the foot: hypotenuse BC; at B or C: hypotenuse FC or FB
                x, y, z = (p_, q_, r_) if case == "right_foot" else (
                    (p_, r_, q_) if rng.random() < 0.5 else (r_, p_, q_))
            else:
                x, y, z = (int(v) for v in space.side.draw(rng, size=3))
            if not (x + y > z and y + z > x and x + z > y):
                continue
            # sides at the foot F: FB = x, FC = y, BC = z; angle at F is opposite BC
            at_f = _angle_type(x, y, z)
            at_b = _angle_type(x, z, y)
            at_c = _angle_type(y, z, x)
            kinds = (at_f, at_b, at_c)
            if case == "right_foot" and at_f == "right":
                break
            if case == "right_other" and "right" in (at_b, at_c):
                break
            if case == "acute" and kinds == ("acute",) * 3:
                break
            if case == "obtuse_other" and "obtuse" in (at_b, at_c):
                break
            if case.startswith("obtuse_foot") and at_f == "obtuse" and (z * z - x * x - y * y) % 2 == 0:
                break
        h2 = int(rng.integers(max(3, z // 2), z + 2)) ** 2  # tall enough to read the figure
        if case == "obtuse_foot_special":
            h2 = (z * z - x * x - y * y) // 2       # makes the angle at the apex right
        elif case == "obtuse_foot" and 2 * h2 + x * x + y * y == z * z:
            h2 += 1
        foot, b, c = (str(v) for v in rng.permutation(["A", "B", "C"]))
        ask = str(rng.choice(space.ask.values, p=space.ask.p))
        return {"FB": int(x), "FC": int(y), "BC": int(z), "h2": int(h2), "apex": str(rng.choice(["P", "S", "D"])),
                "foot": foot, "b": b, "c": c, "ask": ask}

    # -- text ------------------------------------------------------------------------------------
    def _h_text(self, g):
        r = math.isqrt(g["h2"])
        return str(r) if r * r == g["h2"] else f"√{g['h2']}"

    def _givens(self, g):
        P, F, B, C = g["apex"], g["foot"], g["b"], g["c"]
        sides = sorted([(F + B if F < B else B + F, g["FB"]), (F + C if F < C else C + F, g["FC"]),
                        (B + C if B < C else C + B, g["BC"])])
        return (f"In the tetrahedron {P}-ABC, {P}{F} ⟂ plane ABC, {P}{F} = {self._h_text(g)}, "
                + ", ".join(f"{n} = {v}" for n, v in sides))

    def question(self, g):
        return f"{self._givens(g)}. {ASKS[g.get('ask', 'faces')]}"

    # -- classical route: perpendicularity theorems on the side lengths --------------------------
    def _facts(self, p):
        x, y, z, h2 = p["FB"], p["FC"], p["BC"], p["h2"]
        base_right = "right" in (_angle_type(x, y, z), _angle_type(x, z, y), _angle_type(y, z, x))
        # face apex-B-C: right at B iff FB ⟂ BC (three perpendiculars), at C iff FC ⟂ BC,
        # at the apex iff PB² + PC² = BC² with PB² = h² + FB², PC² = h² + FC²
        at_b = _angle_type(x, z, y) == "right"
        at_c = _angle_type(y, z, x) == "right"
        at_p = 2 * h2 + x * x + y * y == z * z
        return base_right, at_b, at_c, at_p

    def answer(self, p):
        base_right, at_b, at_c, at_p = self._facts(p)
        x, y, z, h2 = p["FB"], p["FC"], p["BC"], p["h2"]
        at_f = _angle_type(x, y, z) == "right"
        ask = p.get("ask", "faces")
        if ask == "perp_edges":
            # PF ⟂ FB, FC, BC always; FB ⟂ FC (and then FB ⟂ PC, FC ⟂ PB by line ⟂ plane) at F;
            # FB ⟂ BC and PB ⟂ BC (three perpendiculars) at B; likewise at C; PB ⟂ PC at the apex
            return Number(3 + 3 * at_f + 2 * at_b + 2 * at_c + int(at_p))
        if ask == "perp_planes":
            # planes PFB, PFC contain PF ⟂ base; PFB ⟂ PFC iff ∠BFC = 90°; PFB ⟂ PBC iff BC ⟂ FB, ...
            return Number(2 + int(at_f or at_b or at_c))
        if ask == "right_area":
            h = math.sqrt(h2)
            total = 0.5 * h * x + 0.5 * h * y                     # the two faces through PF
            if base_right:
                s = (x + y + z) / 2
                total += math.sqrt(s * (s - x) * (s - y) * (s - z))
            if at_b:
                total += 0.5 * z * math.sqrt(h2 + x * x)         # legs BC and PB
            elif at_c:
                total += 0.5 * z * math.sqrt(h2 + y * y)
            elif at_p:
                total += 0.5 * math.sqrt(h2 + x * x) * math.sqrt(h2 + y * y)
            return Number(total)
        return Number(2 + int(base_right) + int(at_b or at_c or at_p))

    def verify(self, g):
        # Independent: coordinates, and a dot-product test of all twelve face angles.
        s = self.scene(g)
        labels = [g["apex"], "A", "B", "C"]
        ask = g.get("ask", "faces")
        X = {l: s.xyz(l) for l in labels}

        def perp(u, v):
            return abs(u @ v) < 1e-9 * np.linalg.norm(u) * np.linalg.norm(v)
        if ask == "perp_edges":
            edges = [(u, v) for i, u in enumerate(labels) for v in labels[i + 1:]]
            return Number(sum(perp(X[a] - X[b], X[c] - X[d]) for i, (a, b) in enumerate(edges)
                              for (c, d) in edges[i + 1:]))
        faces = [[labels[i] for i in idx] for idx in ((1, 2, 3), (0, 1, 2), (0, 2, 3), (0, 1, 3))]
        if ask == "perp_planes":
            normals = [np.cross(X[f[1]] - X[f[0]], X[f[2]] - X[f[0]]) for f in faces]
            return Number(sum(perp(normals[i], normals[j]) for i in range(4) for j in range(i + 1, 4)))
        count, area = 0, 0.0
        for face in ([labels[i] for i in idx] for idx in ((1, 2, 3), (0, 1, 2), (0, 2, 3), (0, 1, 3))):
            right = False
            for v, u, w in permutations(face):
                e1, e2 = s.xyz(u) - s.xyz(v), s.xyz(w) - s.xyz(v)
                right |= abs(e1 @ e2) < 1e-9 * np.linalg.norm(e1) * np.linalg.norm(e2)
            count += right
            if right:
                area += 0.5 * np.linalg.norm(np.cross(s.xyz(face[1]) - s.xyz(face[0]), s.xyz(face[2]) - s.xyz(face[0])))
        return Number(float(area) if ask == "right_area" else count)

    def scene(self, g):
        x, y, z = g["FB"], g["FC"], g["BC"]
        cos_f = (x * x + y * y - z * z) / (2 * x * y)
        s = Scene()
        s.point(g["foot"], (0.0, 0.0, 0.0))
        s.point(g["b"], (float(x), 0.0, 0.0))
        s.point(g["c"], (y * cos_f, y * math.sqrt(1 - cos_f ** 2), 0.0))
        s.point(g["apex"], (0.0, 0.0, math.sqrt(g["h2"])))
        s.face(["A", "B", "C"])
        for v in ("A", "B", "C"):
            s.face([g["apex"], v, {"A": "B", "B": "C", "C": "A"}[v]])
        return s

    def description(self, g):
        return (f"{self._givens(g)}. The figure shows the tetrahedron with base triangle ABC and the edge "
                f"{g['apex']}{g['foot']} standing vertically on the base at {g['foot']}.")

    def reasoning(self, p):
        P, F, B, C = p["apex"], p["foot"], p["b"], p["c"]
        x, y, z, h2 = p["FB"], p["FC"], p["BC"], p["h2"]
        base_right, at_b, at_c, at_p = self._facts(p)
        kinds = {F: _angle_type(x, y, z), B: _angle_type(x, z, y), C: _angle_type(y, z, x)}
        base_txt = (f"Base ABC: {F}{B}² + {F}{C}² − {B}{C}² = {x * x + y * y - z * z}, so the angle at {F} is "
                    f"{kinds[F]}; the angles at {B} and {C} are {kinds[B]} and {kinds[C]}, so triangle ABC "
                    f"is {'' if base_right else 'not '}a right triangle.")
        if at_b or at_c:
            v = B if at_b else C
            pbc = (f"Since {F}{v} ⟂ {B}{C} and {P}{F} ⟂ plane ABC, the theorem of three perpendiculars "
                   f"gives {P}{v} ⟂ {B}{C}: triangle {P}{B}{C} is right-angled at {v}.")
        elif at_p:
            pbc = (f"{P}{B}² + {P}{C}² = ({h2} + {x * x}) + ({h2} + {y * y}) = {2 * h2 + x * x + y * y} = "
                   f"{B}{C}², so triangle {P}{B}{C} is right-angled at {P}.")
        else:
            pbc = (f"Triangle {P}{B}{C}: by three perpendiculars its angles at {B}, {C} are right only if "
                   f"those of ABC are (they are not), and {P}{B}² + {P}{C}² = {2 * h2 + x * x + y * y} ≠ "
                   f"{z * z} = {B}{C}², so it is not a right triangle.")
        return [
            f"{P}{F} ⟂ plane ABC, so {P}{F} ⟂ {F}{B} and {P}{F} ⟂ {F}{C}: faces {P}{F}{B} and {P}{F}{C} "
            f"are right triangles.",
            base_txt,
            pbc,
            self._last_step(p),
        ]

    def _last_step(self, p):
        P, F, B, C = p["apex"], p["foot"], p["b"], p["c"]
        ask = p.get("ask", "faces")
        v = self.answer(p).value
        if ask == "perp_edges":
            return (f"Perpendicular edge pairs: {P}{F} with {F}{B}, {F}{C} and {B}{C} ({P}{F} ⟂ plane ABC); a right angle of "
                    f"the base at {F} adds {F}{B}⟂{F}{C}, {F}{B}⟂{P}{C}, {F}{C}⟂{P}{B}; at {B} it adds {F}{B}⟂{B}{C} and "
                    f"{P}{B}⟂{B}{C} (likewise at {C}); a right angle at {P} adds {P}{B}⟂{P}{C}. Total: {v}.")
        if ask == "perp_planes":
            return (f"Planes {P}{F}{B} and {P}{F}{C} contain {P}{F} ⟂ plane ABC, so both are ⟂ ABC; a right angle of the base "
                    f"at {F}, {B} or {C} makes one more pair perpendicular (the leg is ⟂ the other plane). Total: {v}.")
        if ask == "right_area":
            return (f"Adding the areas of the right-triangle faces (½·product of the legs, or Heron's formula for the "
                    f"base) gives ≈ {v:.4f}.")
        return f"Total: {v} right-triangle faces."
