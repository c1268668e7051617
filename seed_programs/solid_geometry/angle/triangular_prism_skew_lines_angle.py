"""Solid geometry: the angle between two skew lines (face diagonals, a midpoint line) of a right
triangular prism with a right-angled, equilateral or 120°-isosceles base (DynaSolidGeo, angle)."""
import itertools

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_angles import SkewAngleBase, mark_lines, pick_skew_pair

BASES = ("right", "equilateral", "obtuse")


def _base_xy(kind, a, b):
    """Exact base vertices A, B, C in the plane z = 0."""
    if kind == "right":        # right angle at C
        return [(a, 0), (0, b), (0, 0)]
    if kind == "equilateral":
        return [(0, 0), (a, 0), (sp.Rational(a, 2), sp.sqrt(3) * a / 2)]
    # AB = AC = a, angle BAC = 120° (B and C at ∓60° from the x axis; ±30° would make it 60°, equilateral)
    return [(0, 0), (sp.Rational(a, 2), -a * sp.sqrt(3) / 2), (sp.Rational(a, 2), a * sp.sqrt(3) / 2)]


@seed_program(
    id="triangular_prism_skew_lines_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/prisms/right_prism"],
    source="DynaSolidGeo-style (angle between skew lines in a right triangular prism)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class TriangularPrismSkewLinesAngle(SkewAngleBase):
    length_concept = "solid_figures/prisms/right_prism"

    levels = Levels(
        standard=dict(edge=IntRange(2, 6), style=OneOf(("prime", "sub", "next")), midpoint_share=0.6,
                      right_angle_keep=0.25),
        hard=dict(edge=IntRange(3, 12), style=OneOf(("prime", "sub", "next")), midpoint_share=0.85,
                  right_angle_keep=0.05),
        hard_means="larger dimensions, almost always a line through an edge midpoint M, and hardly any right "
                   "angles",
    )

    def sample(self, rng, space):
        kind = BASES[int(rng.integers(0, 3))]
        a, b, h = (int(v) for v in space.edge.draw(rng, size=3))
        style = space.style.draw(rng)
        g = {"kind": kind, "a": a, **({"b": b} if kind == "right" else {}), "h": h, "style": style}
        if rng.random() < space.midpoint_share:
            bottom_top = [(i, i + 3) for i in range(3)] + list(itertools.combinations(range(3), 2)) + \
                [(i + 3, j + 3) for i, j in itertools.combinations(range(3), 2)]
            g["mid"] = list(bottom_top[int(rng.integers(0, len(bottom_top)))])
        X = {k: np.array([float(c) for c in v]) for k, v in self._exact(g).items()}
        ends = set() if g.get("mid") is None else {self._labels(g)[i] for i in g["mid"]}
        for _ in attempts("two skew lines, one through M (not along its own edge) when M is named"):
            l1, l2 = pick_skew_pair(rng, X, list(X), right_keep=space.right_angle_keep)
            if g.get("mid") is None:
                break
            # use the midpoint, never on a line along its own edge (that would just be the edge)
            if "M" in l1 + l2 and not any("M" in l and set(l) & ends for l in (l1, l2)):
                break
        g["l1"], g["l2"] = l1, l2
        return g

    def verify(self, g):
        # Independent of the exact construction: the base rebuilt from its three side lengths (A at the
        # origin, B on the x axis, C by the law of cosines), lifted by the lateral edge; the angle as
        # atan2(|u × w|, |u · w|).
        a = float(g["a"])
        ab, ca = {"right": (np.hypot(a, g.get("b", 0)), a), "equilateral": (a, a), "obtuse": (a, a)}[g["kind"]]
        bc = {"right": float(g.get("b", 0)), "equilateral": a, "obtuse": a * np.sqrt(3)}[g["kind"]]
        cos_a = (ab ** 2 + ca ** 2 - bc ** 2) / (2 * ab * ca)
        base = [(0.0, 0.0), (ab, 0.0), (ca * cos_a, ca * np.sqrt(1 - cos_a ** 2))]
        bottom, top = solid_vertex_labels(3, g["style"])
        pts = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(bottom, base)}
        pts |= {k: np.array([x, y, float(g["h"])]) for k, (x, y) in zip(top, base)}
        if g.get("mid") is not None:
            names = bottom + top
            pts["M"] = (pts[names[g["mid"][0]]] + pts[names[g["mid"][1]]]) / 2
        (p1, q1), (p2, q2) = g["l1"], g["l2"]
        u, w = pts[q1] - pts[p1], pts[q2] - pts[p2]
        return Number(float(np.degrees(np.arctan2(np.linalg.norm(np.cross(u, w)), abs(u @ w)))))

    def _labels(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return bottom + top

    def _exact(self, p):
        L = self._labels(p)
        xy = _base_xy(p["kind"], p["a"], p.get("b"))
        X = {L[i]: sp.Matrix([xy[i][0], xy[i][1], 0]) for i in range(3)}
        X.update({L[i + 3]: sp.Matrix([xy[i][0], xy[i][1], p["h"]]) for i in range(3)})
        if p.get("mid") is not None:
            X["M"] = (X[L[p["mid"][0]]] + X[L[p["mid"][1]]]) / 2
        return X

    def _givens(self, p):
        L = self._labels(p)
        A, B, C, A1 = L[0], L[1], L[2], L[3]
        name = f"{A}{B}{C}-{''.join(L[3:])}"
        if p["kind"] == "right":
            base = f"∠{A}{C}{B} = 90°, {C}{A} = {p['a']}, {C}{B} = {p['b']}"
        elif p["kind"] == "equilateral":
            base = f"the base {A}{B}{C} is an equilateral triangle with side {p['a']}"
        else:
            base = f"{A}{B} = {A}{C} = {p['a']}, ∠{B}{A}{C} = 120°"
        text = f"In the right triangular prism {name}, {base}, and the lateral edge {A}{A1} = {p['h']}."
        if p.get("mid") is not None:
            text += f" M is the midpoint of {L[p['mid'][0]]}{L[p['mid'][1]]}."
        return text

    def _frame(self, p):
        L = self._labels(p)
        origin = {"right": L[2], "equilateral": L[0], "obtuse": L[0]}[p["kind"]]
        return (f"Put the base {''.join(L[:3])} in the plane z = 0 with {origin} at the origin and the lateral "
                f"edges along the z axis (length {p['h']}).")

    def scene(self, g):
        L = self._labels(g)
        X = {k: [float(c) for c in v] for k, v in self._exact(g).items()}
        s = Scene()
        s.prism(L[:3], L[3:], [X[k][:2] for k in L[:3]], g["h"])
        if g.get("mid") is not None:
            s.point("M", X["M"])
        mark_lines(s, [g["l1"], g["l2"]])
        return s

    def description(self, g):
        L = self._labels(g)
        return (f"{self._givens(g)} The top face {''.join(L[3:])} lies directly above the base "
                f"({L[3]} above {L[0]}, and so on) and the lateral edges are perpendicular to the base.")
