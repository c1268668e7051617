"""Solid geometry: the angle between two skew lines (face diagonals, a midpoint line) of a right
triangular prism with a right-angled, equilateral or 120°-isosceles base (DynaSolidGeo, angle)."""
import itertools

import numpy as np
import sympy as sp

from dynaforge.sdk import Scene, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_angles import SkewAngleBase, mark_lines, pick_skew_pair

BASES = ("right", "equilateral", "obtuse")


def _base_xy(kind, a, b):
    """Exact base vertices A, B, C in the plane z = 0."""
    if kind == "right":        # right angle at C
        return [(a, 0), (0, b), (0, 0)]
    if kind == "equilateral":
        return [(0, 0), (a, 0), (sp.Rational(a, 2), sp.sqrt(3) * a / 2)]
    # AB = AC = a, angle BAC = 120°
    return [(0, 0), (a * sp.sqrt(3) / 2, -sp.Rational(a, 2)), (a * sp.sqrt(3) / 2, sp.Rational(a, 2))]


@seed_program(
    id="triangular_prism_skew_lines_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/prisms/right_prism"],
    source="DynaSolidGeo-style (angle between skew lines in a right triangular prism)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class TriangularPrismSkewLinesAngle(SkewAngleBase):
    length_concept = "solid_figures/prisms/right_prism"

    def sample(self, rng):
        kind = BASES[int(rng.integers(0, 3))]
        a, b, h = (int(v) for v in rng.integers(2, 7, size=3))
        style = str(rng.choice(["prime", "sub", "next"]))
        p = {"kind": kind, "a": a, "b": b, "h": h, "style": style, "mid": None}
        if rng.random() < 0.6:
            bottom_top = [(i, i + 3) for i in range(3)] + list(itertools.combinations(range(3), 2)) + \
                [(i + 3, j + 3) for i, j in itertools.combinations(range(3), 2)]
            p["mid"] = list(bottom_top[int(rng.integers(0, len(bottom_top)))])
        X = {k: np.array([float(c) for c in v]) for k, v in self._exact(p).items()}
        ends = set() if p["mid"] is None else {self._labels(p)[i] for i in p["mid"]}
        while True:
            l1, l2 = pick_skew_pair(rng, X, list(X), right_keep=0.25)
            if p["mid"] is None:
                break
            # use the midpoint, never on a line along its own edge (that would just be the edge)
            if "M" in l1 + l2 and not any("M" in l and set(l) & ends for l in (l1, l2)):
                break
        p["l1"], p["l2"] = l1, l2
        return p

    def _labels(self, p):
        bottom, top = solid_vertex_labels(3, p["style"])
        return bottom + top

    def _exact(self, p):
        L = self._labels(p)
        xy = _base_xy(p["kind"], p["a"], p["b"])
        X = {L[i]: sp.Matrix([xy[i][0], xy[i][1], 0]) for i in range(3)}
        X.update({L[i + 3]: sp.Matrix([xy[i][0], xy[i][1], p["h"]]) for i in range(3)})
        if p["mid"] is not None:
            X["M"] = (X[L[p["mid"][0]]] + X[L[p["mid"][1]]]) / 2
        return X

    def _givens(self, p):
        L = self._labels(p)
        A, B, C, A1 = L[0], L[1], L[2], L[3]
        name = f"{A}{B}{C}-{''.join(L[3:])}"
        base = {"right": f"∠{A}{C}{B} = 90°, {C}{A} = {p['a']}, {C}{B} = {p['b']}",
                "equilateral": f"the base {A}{B}{C} is an equilateral triangle with side {p['a']}",
                "obtuse": f"{A}{B} = {A}{C} = {p['a']}, ∠{B}{A}{C} = 120°"}[p["kind"]]
        text = f"In the right triangular prism {name}, {base}, and the lateral edge {A}{A1} = {p['h']}."
        if p["mid"] is not None:
            text += f" M is the midpoint of {L[p['mid'][0]]}{L[p['mid'][1]]}."
        return text

    def _frame(self, p):
        L = self._labels(p)
        origin = {"right": L[2], "equilateral": L[0], "obtuse": L[0]}[p["kind"]]
        return (f"Put the base {''.join(L[:3])} in the plane z = 0 with {origin} at the origin and the lateral "
                f"edges along the z axis (length {p['h']}).")

    def scene(self, p):
        L = self._labels(p)
        X = {k: [float(c) for c in v] for k, v in self._exact(p).items()}
        s = Scene()
        s.prism(L[:3], L[3:], [X[k][:2] for k in L[:3]], p["h"])
        if p["mid"] is not None:
            s.point("M", X["M"])
        mark_lines(s, [p["l1"], p["l2"]])
        return s

    def description(self, p):
        L = self._labels(p)
        return (f"{self._givens(p)} The top face {''.join(L[3:])} lies directly above the base "
                f"({L[3]} above {L[0]}, and so on) and the lateral edges are perpendicular to the base.")
