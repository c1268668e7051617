"""Solid geometry: the angle between two skew lines (diagonals of faces, space diagonals, midpoint
lines) of a regular hexagonal prism (DynaSolidGeo, angle)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Scene, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_angles import SkewAngleBase, mark_lines, pick_skew_pair


def _hexagon(a):
    """Exact vertices of a regular hexagon of side a, counter-clockwise, A at the front left."""
    r3 = sp.sqrt(3)
    return [(-sp.Rational(a, 2), -a * r3 / 2), (sp.Rational(a, 2), -a * r3 / 2), (a, 0),
            (sp.Rational(a, 2), a * r3 / 2), (-sp.Rational(a, 2), a * r3 / 2), (-a, 0)]


@seed_program(
    id="hexagonal_prism_skew_lines_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/skew_lines_angle", "solid_figures/prisms/right_prism",
              "plane_figures/polygons/regular_polygon_apothem"],
    source="DynaSolidGeo-style (angle between skew lines in a regular hexagonal prism)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class HexagonalPrismSkewLinesAngle(SkewAngleBase):
    length_concept = "solid_figures/prisms/right_prism"

    def sample(self, rng):
        a = int(rng.integers(1, 5))
        h = a if rng.random() < 0.3 else int(rng.integers(1, 7))
        p = {"a": a, "h": h, "style": str(rng.choice(["prime", "sub"])), "mid": None}
        if rng.random() < 0.4:
            i = int(rng.integers(0, 6))
            p["mid"] = [[i, (i + 1) % 6], [i, i + 6], [i + 6, (i + 1) % 6 + 6]][int(rng.integers(0, 3))]
        X = {k: np.array([float(c) for c in v]) for k, v in self._exact(p).items()}
        ends = set() if p["mid"] is None else {self._labels(p)[i] for i in p["mid"]}
        names = list(X)
        while True:
            l1, l2 = pick_skew_pair(rng, X, names, right_keep=0.08)
            lines = (l1, l2)
            if p["mid"] is not None and not ("M" in l1 + l2 and not any("M" in l and set(l) & ends for l in lines)):
                continue
            # at most one of the two lines may be an edge of the prism
            if sum(self._is_edge(p, l) for l in lines) <= 1:
                break
        p["l1"], p["l2"] = l1, l2
        return p

    def _is_edge(self, p, l):
        L = self._labels(p)
        if "M" in l:
            return False
        i, j = sorted(L.index(x) for x in l)
        return (j - i == 6) or (i < 6 and j < 6 and (j - i) % 6 in (1, 5)) or \
            (i >= 6 and (j - i) % 6 in (1, 5))

    def _labels(self, p):
        bottom, top = solid_vertex_labels(6, p["style"])
        return bottom + top

    def _exact(self, p):
        L = self._labels(p)
        xy = _hexagon(p["a"])
        X = {L[i]: sp.Matrix([xy[i][0], xy[i][1], 0]) for i in range(6)}
        X.update({L[i + 6]: sp.Matrix([xy[i][0], xy[i][1], p["h"]]) for i in range(6)})
        if p["mid"] is not None:
            X["M"] = (X[L[p["mid"][0]]] + X[L[p["mid"][1]]]) / 2
        return X

    def _givens(self, p):
        L = self._labels(p)
        name = f"{''.join(L[:6])}-{''.join(L[6:])}"
        if p["h"] == p["a"]:
            text = f"In the regular hexagonal prism {name}, every edge has length {p['a']}."
        else:
            text = (f"In the regular hexagonal prism {name}, the base edge {L[0]}{L[1]} = {p['a']} and the "
                    f"lateral edge {L[0]}{L[6]} = {p['h']}.")
        if p["mid"] is not None:
            text += f" M is the midpoint of {L[p['mid'][0]]}{L[p['mid'][1]]}."
        return text

    def _frame(self, p):
        L = self._labels(p)
        return (f"Put the centre of the base hexagon {''.join(L[:6])} at the origin, the base in the plane "
                f"z = 0 with {L[2]} on the positive x axis, and the lateral edges along the z axis.")

    def scene(self, p):
        L = self._labels(p)
        X = {k: [float(c) for c in v] for k, v in self._exact(p).items()}
        s = Scene()
        s.prism(L[:6], L[6:], [X[k][:2] for k in L[:6]], p["h"])
        if p["mid"] is not None:
            s.point("M", X["M"])
        mark_lines(s, [p["l1"], p["l2"]])
        return s

    def description(self, p):
        L = self._labels(p)
        return (f"{self._givens(p)} The base {''.join(L[:6])} is a regular hexagon labelled in order, the "
                f"top face {''.join(L[6:])} lies directly above it ({L[6]} above {L[0]}, and so on) and the "
                f"lateral edges are perpendicular to the base.")
