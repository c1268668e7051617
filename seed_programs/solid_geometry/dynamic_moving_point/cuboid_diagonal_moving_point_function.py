"""Solid geometry (dynamic point, free form): P moves along the space diagonal of a cuboid with
AP = x; express the squared distance from P to a vertex as a function of x and find its minimum."""
import numpy as np
import sympy as sp

from dynaforge.sdk import (Expression, FloatRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion,
                           seed_program)
from dynaforge.sdk.scene import solid_vertex_labels

# cuboids whose space diagonal is a whole number: a² + b² + c² = d²; longest edge ≤ 3 × shortest,
# so the drawn box is not a thin slab in which the diagonal runs along the edges
QUADRUPLES = [(1, 2, 2, 3), (2, 3, 6, 7), (4, 4, 7, 9), (6, 6, 7, 11), (8, 9, 12, 17),
              (6, 10, 15, 19), (12, 15, 16, 25), (9, 12, 20, 25), (6, 13, 18, 23), (8, 11, 16, 21)]
HARD_QUADRUPLES = [(8, 9, 12, 17), (6, 10, 15, 19), (8, 11, 16, 21), (6, 13, 18, 23), (12, 15, 16, 25),
                   (9, 12, 20, 25), (12, 16, 21, 29), (11, 12, 24, 29), (14, 18, 21, 31)]
ROLES = "ABCDEFGH"
# AV·AG for each target vertex, as the dimensions whose squares add up (A at the origin)
DOT_DIMS = {"B": "a", "C": "ab", "D": "b", "E": "c", "F": "ac", "H": "bc"}


@seed_program(
    id="cuboid_diagonal_moving_point_function", topic="solid_geometry",
    category="dynamic_moving_point", level="high_school", difficulty="medium",
    question_type="free_form",
    concepts=["solid_figures/moving_points/distance_as_function",
              "plane_figures/triangles/law_of_cosines",
              "algebra/quadratics/vertex_form"],
    source="DynaSolidGeo-style (dynamic moving point; distance as a function of the position)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidDiagonalMovingPointFunction(SeedProgram):
    levels = Levels(
        standard=dict(quadruple=OneOf(QUADRUPLES), target=OneOf(tuple(sorted(DOT_DIMS))),
                      style=OneOf(("prime", "digit", "next")), t=FloatRange(0.3, 0.7)),
        hard=dict(quadruple=OneOf(HARD_QUADRUPLES), target=OneOf(("C", "F", "H")),
                  style=OneOf(("prime", "digit", "next")), t=FloatRange(0.3, 0.7)),
        hard_means="larger cuboids (diagonals 17-31, less friendly fractions in the quadratic) and the target "
                   "always a face-diagonal vertex, so two dimensions enter the dot product",
    )

    def sample(self, rng, space):
        quad = tuple(int(v) for v in space.quadruple.draw(rng))
        dims = [int(v) for v in rng.permutation(quad[:3])]
        return {
            "a": dims[0], "b": dims[1], "c": dims[2], "d": int(quad[3]),
            "target": space.target.draw(rng),
            "style": space.style.draw(rng),
            "t": float(np.round(space.t.draw(rng), 3)),
        }

    def _lab(self, p):
        bottom, top = solid_vertex_labels(4, p["style"])
        L = dict(zip(ROLES, bottom + top))
        L["name"] = "".join(bottom) + "-" + "".join(top)
        L["V"] = L[p["target"]]
        return L

    def question(self, g):
        L = self._lab(g)
        return (f"In the cuboid {L['name']}, {L['A']}{L['B']} = {g['a']}, {L['A']}{L['D']} = {g['b']} and "
                f"{L['A']}{L['E']} = {g['c']}. Point P moves along the space diagonal {L['A']}{L['G']}, "
                f"and {L['A']}P = x (0 ≤ x ≤ {g['d']}). (1) Express P{L['V']}² as a function of x. "
                f"(2) Find the minimum value of P{L['V']}.")

    def _parts(self, p):
        k = sum(p[ch] ** 2 for ch in DOT_DIMS[p["target"]])     # AV·AG = |AV|·|AG|·cos∠VAG
        av2 = k                                                  # |AV|² (V is on A's faces)
        return k, av2

    def answer(self, p):
        k, av2 = self._parts(p)
        x = sp.Symbol("x")
        # law of cosines in triangle A P V with cos∠PAV = k / (|AV|·d)
        f = x ** 2 - sp.Rational(2 * k, p["d"]) * x + av2
        minimum = np.sqrt(av2 - (k / p["d"]) ** 2)
        # '^' for powers: sympy reads it, and answer extraction strips '**' as markdown bold
        return Multi([Expression(str(sp.expand(f)).replace("**", "^")), Number(float(minimum))])

    def verify(self, g):
        x = sp.Symbol("x", real=True)
        a, b, c, d = (sp.Integer(g[k]) for k in "abcd")
        corners = {"B": (a, 0, 0), "C": (a, b, 0), "D": (0, b, 0), "E": (0, 0, c),
                   "F": (a, 0, c), "H": (0, b, c)}
        V = sp.Matrix(corners[g["target"]])
        P = sp.Matrix([a, b, c]) * x / d
        f = sp.expand((P - V).dot(P - V))
        crit = sp.solve(sp.diff(f, x), x)
        candidates = [f.subs(x, v) for v in [0, d] + [r for r in crit if 0 <= r <= d]]
        return Multi([Expression(str(f).replace("**", "^")), Number(float(sp.sqrt(min(candidates))))])

    def _coords(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        X = {"A": (0, 0, 0), "B": (a, 0, 0), "C": (a, b, 0), "D": (0, b, 0)}
        X.update({hi: (X[lo][0], X[lo][1], c) for lo, hi in zip("ABCD", "EFGH")})
        return X

    def scene(self, g):
        L, X = self._lab(g), self._coords(g)
        s = Scene()
        for r in ROLES:
            s.point(L[r], X[r])
        bottom, top = [L[r] for r in "ABCD"], [L[r] for r in "EFGH"]
        s.face(bottom)
        s.face(top)
        for i in range(4):
            j = (i + 1) % 4
            s.face([bottom[i], bottom[j], top[j], top[i]])
        s.point("P", s.along(L["A"], L["G"], g["t"]))
        s.segment(L["A"], "P", style="auxiliary")
        s.segment("P", L["G"], style="auxiliary")
        s.segment("P", L["V"], style="auxiliary")
        s.segment(L["A"], L["V"], style="auxiliary")
        return s

    def subquestions(self, g):
        L = self._lab(g)
        k, av2 = self._parts(g)
        return [
            SubQuestion(f"In the cuboid {L['name']} with {L['A']}{L['B']} = {g['a']}, {L['A']}{L['D']} = "
                        f"{g['b']}, {L['A']}{L['E']} = {g['c']}, find cos∠{L['V']}{L['A']}{L['G']}.",
                        Number(float(k / (np.sqrt(av2) * g["d"]))), "solid_figures/cuboids/space_diagonal"),
            SubQuestion(f"For 0 ≤ x ≤ {g['d']}, find the minimum value of x² − ({sp.Rational(2 * k, g['d'])})·x "
                        f"+ {av2}.", Number(float(av2 - (k / g["d"]) ** 2)), "algebra/quadratics/vertex_form"),
        ]

    def description(self, g):
        L = self._lab(g)
        return (f"A cuboid {L['name']} with bottom face {''.join(L[r] for r in 'ABCD')} and top face "
                f"{''.join(L[r] for r in 'EFGH')} ({L['E']} above {L['A']}, and so on); "
                f"{L['A']}{L['B']} = {g['a']}, {L['A']}{L['D']} = {g['b']}, {L['A']}{L['E']} = {g['c']}. "
                f"A point P on the space diagonal {L['A']}{L['G']} is joined to the vertex {L['V']}, and "
                f"{L['A']}{L['V']} is drawn.")

    def reasoning(self, p):
        L = self._lab(p)
        k, av2 = self._parts(p)
        d = p["d"]
        coef = sp.Rational(2 * k, d)
        terms = " + ".join(f"{p[ch]}²" for ch in DOT_DIMS[p["target"]])
        return [
            f"{L['A']}{L['G']} = √({p['a']}² + {p['b']}² + {p['c']}²) = {d}, and {L['A']}{L['V']}² = "
            f"{terms} = {av2}.",
            f"With {L['A']} at the origin, {L['A']}{L['V']}·{L['A']}{L['G']} = {terms} = {k}, so "
            f"cos∠{L['V']}{L['A']}{L['G']} = {k}/(√{av2}·{d}).",
            f"Law of cosines in triangle {L['A']}P{L['V']}: P{L['V']}² = x² + {av2} − 2x·√{av2}·cos∠"
            f"{L['V']}{L['A']}{L['G']} = x² − ({coef})·x + {av2}.",
            f"The parabola's vertex is at x = {sp.Rational(k, d)}, inside [0, {d}], giving "
            f"P{L['V']}² = {av2} − ({sp.Rational(k, d)})² = {av2 - sp.Rational(k, d) ** 2}.",
            f"So the minimum of P{L['V']} is √({av2 - sp.Rational(k, d) ** 2}) ≈ "
            f"{np.sqrt(float(av2 - sp.Rational(k, d) ** 2)):.4f}.",
        ]
