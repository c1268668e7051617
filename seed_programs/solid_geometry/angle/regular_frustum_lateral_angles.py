"""Solid geometry: in a regular frustum (triangular, square or hexagonal), the dihedral angle between
a lateral face and the base, or the angle between a lateral edge and the base (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, restyle_segment, solid_vertex_labels, surd_text
from dynaforge.sdk.solid_angles import dihedral_by_feet, line_plane_angle_deg

NAMES = {3: "regular triangular frustum", 4: "regular square frustum", 6: "regular hexagonal frustum"}


@seed_program(
    id="regular_frustum_lateral_angles", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/angles/line_plane_angle",
              "solid_figures/frustums/slant_height"],
    source="DynaSolidGeo-style (angles of the lateral face / lateral edge of a regular frustum with its base)",
    variations=["geometric_transformations", "numeric_values", "point_labels", "camera"],
)
class RegularFrustumLateralAngles(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.4, 0.3]), lower=IntRange(3, 8), ask=OneOf(("face", "edge")),
                      mode=OneOf(("height", "lateral")), height=IntRange(2, 7), lateral_gap=IntRange(1, 5)),
        hard=dict(n=OneOf((3, 4, 6), p=[0.3, 0.3, 0.4]), lower=IntRange(6, 15), ask=OneOf(("face", "edge")),
                  mode=OneOf(("height", "lateral"), p=[0.3, 0.7]), height=IntRange(3, 12), lateral_gap=IntRange(1, 9)),
        hard_means="larger bases, more hexagonal frustums and mostly the lateral edge given instead of the "
                   "height, so the height must first be found from the circumradius difference",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        a = space.lower.draw(rng)
        b = int(rng.integers(max(2 if n == 6 else 1, math.ceil(a / 3)), a))  # a readable upper base
        ask = space.ask.draw(rng)
        mode = space.mode.draw(rng)
        dR = (a - b) / (2 * math.sin(math.pi / n))
        if mode == "height":
            g = space.height.draw(rng)
        else:
            g = math.floor(dR) + space.lateral_gap.draw(rng)
        return {"n": n, "a": a, "b": b, "ask": ask, "mode": mode, "g": g,
                "style": str(rng.choice(["sub", "prime"] if n == 6 else ["sub", "prime", "next"]))}

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _exact(self, p):
        """(height, apothem difference, circumradius difference) exactly."""
        n, a, b = p["n"], sp.Integer(p["a"]), sp.Integer(p["b"])
        dR = (a - b) / (2 * sp.sin(sp.pi / n))
        dr = (a - b) / (2 * sp.tan(sp.pi / n))
        h = sp.Integer(p["g"]) if p["mode"] == "height" else sp.sqrt(p["g"] ** 2 - dR ** 2)
        return sp.nsimplify(sp.simplify(h)), sp.nsimplify(sp.simplify(dr)), sp.nsimplify(sp.simplify(dR))

    def _tan(self, p):
        h, dr, dR = self._exact(p)
        return sp.radsimp(h / (dr if p["ask"] == "face" else dR))

    def _givens(self, p):
        bottom, top = self._labels(p)
        name = "".join(bottom) + "-" + "".join(top)
        g = f"the height is {p['g']}" if p["mode"] == "height" else f"the lateral edges have length {p['g']}"
        return (f"In the {NAMES[p['n']]} {name}, the lower base edge is {p['a']}, the upper base edge is "
                f"{p['b']} and {g}.")

    def _target(self, p):
        bottom, top = self._labels(p)
        if p["ask"] == "face":
            return f"the dihedral angle between the lateral face {bottom[0]}{bottom[1]}{top[1]}{top[0]} and the base {''.join(bottom)}"
        return f"the angle between the lateral edge {bottom[0]}{top[0]} and the base {''.join(bottom)}"

    def question(self, g):
        return f"{self._givens(g)} Find {self._target(g)}, in degrees."

    def answer(self, p):
        return Number(math.degrees(math.atan(float(self._tan(p)))))

    def _xyz(self, p):
        n, a, b = p["n"], p["a"], p["b"]
        h = float(self._exact(p)[0])
        R, r = a / (2 * math.sin(math.pi / n)), b / (2 * math.sin(math.pi / n))
        bottom, top = self._labels(p)
        X = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(bottom, regular_polygon_xy(n, R))}
        X |= {k: np.array([x, y, h]) for k, (x, y) in zip(top, regular_polygon_xy(n, r))}
        return X

    def verify(self, g):
        # Independent of the exact construction: each base as complex vertices R·e^{iφ} with R from the
        # chord formula, the height from the lateral edge over the horizontal offset of its ends; then
        # the dihedral angle from the perpendiculars to the edge, the line-plane angle from the base.
        n = g["n"]
        bottom, top = solid_vertex_labels(n, g["style"])
        ring = lambda side: [side / (2 * math.sin(math.pi / n)) * np.exp(2j * math.pi * k / n) for k in range(n)]
        low, up = ring(g["a"]), ring(g["b"])
        h = float(g["g"]) if g["mode"] == "height" else math.sqrt(g["g"] ** 2 - abs(low[0] - up[0]) ** 2)
        X = {k: np.array([z.real, z.imag, 0.0]) for k, z in zip(bottom, low)}
        X |= {k: np.array([z.real, z.imag, h]) for k, z in zip(top, up)}
        if g["ask"] == "face":
            return Number(dihedral_by_feet(X[bottom[0]], X[bottom[1]], X[top[0]], X[bottom[2]]))
        return Number(line_plane_angle_deg(X[top[0]] - X[bottom[0]], *(X[k] for k in bottom[:3])))

    def scene(self, g):
        bottom, top = self._labels(g)
        n = g["n"]
        s = Scene()
        faces = [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]
        for k, v in self._xyz(g).items():
            s.point(k, v)
        for i, f in enumerate(faces):
            asked = g["ask"] == "face" and i == 2
            s.face(f, color="salmon" if asked else "lightsteelblue", opacity=0.45 if asked else 0.25)
        if g["ask"] == "edge":
            restyle_segment(s, bottom[0], top[0], "auxiliary")
        return s

    def description(self, g):
        bottom, top = self._labels(g)
        return (f"{self._givens(g)} The upper base {''.join(top)} is parallel to and centred above the lower "
                f"base {''.join(bottom)}, with {top[0]} above the segment from the centre to {bottom[0]}, and so on. "
                f"Find {self._target(g)}, in degrees.")

    def subquestions(self, g):
        h, dr, dR = self._exact(g)
        bottom, top = self._labels(g)
        out = []
        if g["mode"] == "lateral":
            out.append(SubQuestion(f"{self._givens(g)} Find the height of the frustum.", Number(float(h)),
                                   "solid_figures/frustums/slant_height"))
        d, what = (dr, "the apothems (centre-to-edge distances)") if g["ask"] == "face" else \
            (dR, "the circumradii (centre-to-vertex distances)")
        out.append(SubQuestion(f"{self._givens(g)} Find the difference of {what} of the lower and the upper base.",
                               Number(float(d)), "solid_figures/frustums/slant_height"))
        out.append(SubQuestion(f"{self._givens(g)} Find the tangent of {self._target(g)}.",
                               Number(float(self._tan(g))),
                               "solid_figures/angles/dihedral_plane_angle" if g["ask"] == "face"
                               else "solid_figures/angles/line_plane_angle"))
        return out

    def reasoning(self, p):
        h, dr, dR = self._exact(p)
        n = p["n"]
        bottom, top = self._labels(p)
        steps = [f"The base centres O (lower) and O₁ (upper) lie on the axis, which is perpendicular to both bases."]
        if p["mode"] == "lateral":
            steps.append(f"The lateral edge projects onto the base as a segment of length R − r = ({p['a']} − {p['b']})"
                         f"/(2 sin {180 // n}°) = {surd_text(dR)}, so the height is √({p['g']}² − ({surd_text(dR)})²) = "
                         f"{surd_text(h)}.")
        if p["ask"] == "face":
            steps.append(f"Drop perpendiculars to {bottom[0]}{bottom[1]} from O and from the midpoint of "
                         f"{top[0]}{top[1]}: they meet {bottom[0]}{bottom[1]} at its midpoint and form the plane angle "
                         f"of the dihedral angle; its horizontal leg is the apothem difference "
                         f"({p['a']} − {p['b']})/(2 tan {180 // n}°) = {surd_text(dr)}.")
            d = dr
        else:
            steps.append(f"The projection of {top[0]} on the base lies on O{bottom[0]} at distance R − r = "
                         f"({p['a']} − {p['b']})/(2 sin {180 // n}°) = {surd_text(dR)} from {bottom[0]}; "
                         f"that segment is the projection of the lateral edge.")
            d = dR
        t = self._tan(p)
        steps.append(f"tan θ = height / {surd_text(d)} = {surd_text(h)} / {surd_text(d)} = {surd_text(t)}.")
        steps.append(f"θ = arctan({surd_text(t)}) ≈ {self.answer(p).value:.2f}°.")
        return steps
