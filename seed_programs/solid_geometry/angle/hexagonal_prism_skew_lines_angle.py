"""Solid geometry: the angle between two skew lines (diagonals of faces, space diagonals, midpoint
lines) of a regular hexagonal prism (DynaSolidGeo, angle)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, attempts, seed_program
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

    levels = Levels(
        standard=dict(a=IntRange(1, 4), all_equal_share=0.3, h=IntRange(1, 6), style=OneOf(("prime", "sub")),
                      midpoint_share=0.4, right_angle_keep=0.08),
        hard=dict(a=IntRange(2, 9), all_equal_share=0.1, h=IntRange(2, 14), style=OneOf(("prime", "sub")),
                  midpoint_share=0.7, right_angle_keep=0.02),
        hard_means="larger base and lateral edges that are rarely equal, and mostly a line through an edge "
                   "midpoint M, so the direction vectors are less regular",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        h = a if rng.random() < space.all_equal_share else space.h.draw(rng)
        g = {"a": a, **({} if h == a else {"h": h}), "style": space.style.draw(rng)}
        if rng.random() < space.midpoint_share:
            i = int(rng.integers(0, 6))
            g["mid"] = [[i, (i + 1) % 6], [i, i + 6], [i + 6, (i + 1) % 6 + 6]][int(rng.integers(0, 3))]
        X = {k: np.array([float(c) for c in v]) for k, v in self._exact(g).items()}
        ends = set() if g.get("mid") is None else {self._labels(g)[i] for i in g["mid"]}
        names = list(X)
        for _ in attempts("two skew lines, at most one an edge, one through M when M is named"):
            l1, l2 = pick_skew_pair(rng, X, names, right_keep=space.right_angle_keep)
            lines = (l1, l2)
            if g.get("mid") is not None and not ("M" in l1 + l2 and not any("M" in l and set(l) & ends for l in lines)):
                continue
            # at most one of the two lines may be an edge of the prism
            if sum(self._is_edge(g, l) for l in lines) <= 1:
                break
        g["l1"], g["l2"] = l1, l2
        return g

    def verify(self, g):
        # Independent of the exact construction: the hexagon's vertices as complex numbers a·e^{iφ}
        # (φ = −120° + 60°·k from A), the top face lifted by the lateral edge, then the angle between
        # the lines as atan2(|u × w|, |u · w|).
        a = float(g["a"])
        h = float(g.get("h", g["a"]))
        names = solid_vertex_labels(6, g["style"])
        pts = {}
        for lift, row in zip((0.0, h), names):
            for k, name in enumerate(row):
                z = a * np.exp(1j * np.radians(-120 + 60 * k))
                pts[name] = np.array([z.real, z.imag, lift])
        if g.get("mid") is not None:
            flat = names[0] + names[1]
            pts["M"] = (pts[flat[g["mid"][0]]] + pts[flat[g["mid"][1]]]) / 2
        (p1, q1), (p2, q2) = g["l1"], g["l2"]
        u, w = pts[q1] - pts[p1], pts[q2] - pts[p2]
        return Number(float(np.degrees(np.arctan2(np.linalg.norm(np.cross(u, w)), abs(u @ w)))))

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
        X.update({L[i + 6]: sp.Matrix([xy[i][0], xy[i][1], p.get("h", p["a"])]) for i in range(6)})
        if p.get("mid") is not None:
            X["M"] = (X[L[p["mid"][0]]] + X[L[p["mid"][1]]]) / 2
        return X

    def _givens(self, p):
        L = self._labels(p)
        name = f"{''.join(L[:6])}-{''.join(L[6:])}"
        if "h" not in p:
            text = f"In the regular hexagonal prism {name}, every edge has length {p['a']}."
        else:
            text = (f"In the regular hexagonal prism {name}, the base edge {L[0]}{L[1]} = {p['a']} and the "
                    f"lateral edge {L[0]}{L[6]} = {p['h']}.")
        if p.get("mid") is not None:
            text += f" M is the midpoint of {L[p['mid'][0]]}{L[p['mid'][1]]}."
        return text

    def _frame(self, p):
        L = self._labels(p)
        return (f"Put the centre of the base hexagon {''.join(L[:6])} at the origin, the base in the plane "
                f"z = 0 with {L[2]} on the positive x axis, and the lateral edges along the z axis.")

    def scene(self, g):
        L = self._labels(g)
        X = {k: [float(c) for c in v] for k, v in self._exact(g).items()}
        s = Scene()
        s.prism(L[:6], L[6:], [X[k][:2] for k in L[:6]], g.get("h", g["a"]))
        if g.get("mid") is not None:
            s.point("M", X["M"])
        mark_lines(s, [g["l1"], g["l2"]])
        return s

    def description(self, g):
        L = self._labels(g)
        return (f"{self._givens(g)} The base {''.join(L[:6])} is a regular hexagon labelled in order, the "
                f"top face {''.join(L[6:])} lies directly above it ({L[6]} above {L[0]}, and so on) and the "
                f"lateral edges are perpendicular to the base.")
