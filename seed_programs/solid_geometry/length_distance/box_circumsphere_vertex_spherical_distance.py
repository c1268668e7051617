"""Solid geometry (length): all vertices of a cube, a cuboid or a regular triangular prism lie on a sphere;
find the spherical distance between two of the vertices — the length of the shorter arc of the great
circle through them — for the two ends of an edge, of a face diagonal or of a space diagonal (Gaokao
"spherical distance"). ``answer`` is synthetic (sympy): R from the space diagonal (or from the base's
circumradius and half the height), the central angle θ from the law of cosines in the isosceles triangle
OAX (cos θ = 1 − AX²/(2R²)), the distance R·θ; ``verify`` builds the vertices in coordinates, fits the
centre by least squares and walks along the great-circle arc from A to X in small steps (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels, surd_text
from dynaforge.sdk.solid_relations_more import box_dims, box_statement

BOX_TARGETS = {"edge": 1, "face": 2, "space": 6}           # X = B, C, C₁ for A
PRISM_TARGETS = {"edge": 1, "lateral": 3, "face": 4}       # X = B, A₁, B₁ for A (labels A, B, C, A₁, B₁, C₁)


@seed_program(
    id="box_circumsphere_vertex_spherical_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_prism", "solid_figures/round_solids/sphere_plane_section"],
    source="Gaokao-style (spherical distance between two vertices of a solid inscribed in a sphere)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class BoxCircumsphereVertexSphericalDistance(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(("cube", "cube", "cuboid", "prism")), a=IntRange(2, 9),
                      pair=OneOf(("edge", "face", "space")), style=OneOf(("prime", "sub", "digit"))),
        hard=dict(solid=OneOf(("cube", "cuboid", "cuboid", "prism", "prism")), a=IntRange(3, 12),
                  pair=OneOf(("edge", "face", "face")), style=OneOf(("prime", "sub", "digit"))),
        hard_means="mostly cuboids and regular triangular prisms (R from the base's circumradius and half the height), "
                   "larger edges and never the space diagonal (whose arc is simply half a great circle)",
    )

    def sample(self, rng, space):
        solid = space.solid.draw(rng)
        a = space.a.draw(rng)
        g = {"solid": solid, "a": a, "style": space.style.draw(rng)}
        if solid == "cuboid":
            g.update(b=a + int(rng.integers(1, 4)), c=a + int(rng.integers(-1, 5)) or 1)
            if g["c"] in (g["a"], g["b"]):
                g["c"] += 5
        if solid == "prism":
            g["h"] = int(rng.integers(2, 2 * a + 1))
            pair = ("edge", "lateral", "face")[int(rng.integers(0, 3))]
        else:
            pair = space.pair.draw(rng)
        g["pair"] = pair
        return g

    # -- text ---------------------------------------------------------------------------------
    def _labels(self, g):
        if g["solid"] == "prism":
            L = cuboid_labels(g["style"])
            L = L[:3] + L[4:7]
            return L, L[0], L[PRISM_TARGETS[g["pair"]]]
        L = cuboid_labels(g["style"])
        return L, L[0], L[BOX_TARGETS[g["pair"]]]

    def _given(self, g, hide=None):
        L, A, X = self._labels(g)
        if g["solid"] == "prism":
            a = "a" if hide == "a" else g["a"]
            head = (f"the regular triangular prism {''.join(L[:3])}-{''.join(L[3:])} with base edge {a} and lateral "
                    f"edge {g['h']}")
        else:
            head = box_statement(L, g if g["solid"] == "cuboid" else {"a": g["a"]}, hide=hide)
        return f"All the vertices of {head} lie on a sphere with centre O."

    def _asked(self, g):
        L, A, X = self._labels(g)
        return f"the spherical distance between {A} and {X}, the length of the shorter great-circle arc joining them"

    def question(self, g):
        return self._given(g) + f" Find {self._asked(g)} (exact, or rounded to two decimal places)."

    def description(self, g):
        L, A, X = self._labels(g)
        return self._given(g) + f" The figure shows the solid in its sphere, the centre O and the radii O{A}, O{X}."

    # -- answer ---------------------------------------------------------------------------------
    def _parts(self, p):
        """(R², AX²), exact."""
        a = sp.Integer(p["a"])
        if p["solid"] == "prism":
            h = sp.Integer(p["h"])
            R2 = a * a / 3 + h * h / 4                          # base circumradius a/√3, centre at mid-height
            chord2 = {"edge": a * a, "lateral": h * h, "face": a * a + h * h}[p["pair"]]
            return R2, chord2
        a, b, c = (sp.Integer(v) for v in box_dims(p if p["solid"] == "cuboid" else {"a": p["a"]}))
        R2 = (a * a + b * b + c * c) / 4
        chord2 = {"edge": a * a, "face": a * a + b * b, "space": a * a + b * b + c * c}[p["pair"]]
        return R2, chord2

    def _exact(self, p):
        R2, chord2 = self._parts(p)
        theta = sp.acos(sp.nsimplify(1 - chord2 / (2 * R2)))   # law of cosines in the isosceles triangle OAX
        return sp.sqrt(R2) * theta

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: coordinates, fitted centre, arc walked in steps ---------------------------------------
    def _xyz(self, g):
        L, A, X = self._labels(g)
        if g["solid"] == "prism":
            a, h = float(g["a"]), float(g["h"])
            base = [(0.0, 0.0), (a, 0.0), (a / 2, a * np.sqrt(3) / 2)]
            pts = [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, h]) for x, y in base]
        else:
            a, b, c = map(float, box_dims(g if g["solid"] == "cuboid" else {"a": g["a"]}))
            base = [(0.0, 0.0), (a, 0.0), (a, b), (0.0, b)]
            pts = [np.array([x, y, 0.0]) for x, y in base] + [np.array([x, y, c]) for x, y in base]
        return dict(zip(L, pts))

    def verify(self, g):
        X = self._xyz(g)
        P = np.array(list(X.values()))
        # |p − o|² = R² for all vertices: 2p·o + (R² − |o|²) = |p|², linear least squares in (o, k)
        M = np.hstack([2 * P, np.ones((len(P), 1))])
        sol, *_ = np.linalg.lstsq(M, (P * P).sum(axis=1), rcond=None)
        O = sol[:3]
        radii = np.linalg.norm(P - O, axis=1)
        assert radii.max() - radii.min() < 1e-9
        R = radii.mean()
        _, A, T = self._labels(g)
        u, v = X[A] - O, X[T] - O
        if g.get("pair") == "space" and np.linalg.norm(u + v) < 1e-9:
            return Number(float(np.pi * R))                        # antipodal: any great half-circle
        w = v - np.dot(v, u) / np.dot(u, u) * u                    # the great circle through A and X
        w = w / np.linalg.norm(w) * R
        end = np.arctan2(np.dot(v, w) / R, np.dot(v, u) / R)
        t = np.linspace(0, end, 200001)
        arc = O + np.cos(t)[:, None] * u + np.sin(t)[:, None] * w
        return Number(float(np.sum(np.linalg.norm(np.diff(arc, axis=0), axis=1))))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        X = self._xyz(g)
        L, A, T = self._labels(g)
        s = Scene()
        if g["solid"] == "prism":
            s.polyhedron(X, [L[:3], L[3:], [L[0], L[1], L[4], L[3]], [L[1], L[2], L[5], L[4]], [L[2], L[0], L[3], L[5]]])
        else:
            faces = [L[:4], L[4:]] + [[L[i], L[(i + 1) % 4], L[4 + (i + 1) % 4], L[4 + i]] for i in range(4)]
            s.polyhedron(X, faces)
        P = np.array(list(X.values()))
        O = (P.max(axis=0) + P.min(axis=0)) / 2 if g["solid"] != "prism" else \
            np.array([g["a"] / 2, g["a"] * np.sqrt(3) / 6, g["h"] / 2])
        R = float(np.sqrt(float(self._parts(g)[0])))
        s.solid("sphere", tuple(O), R, color="#c7d2fe", opacity=0.15)
        s.hiding = "hull"
        s.point("O", tuple(O))
        s.segment("O", A, style="auxiliary")
        s.segment("O", T, style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        L, A, T = self._labels(g)
        R2, chord2 = self._parts(g)
        return [SubQuestion(self._given(g) + " Find the radius of the sphere.", Number(float(sp.sqrt(R2))),
                            "solid_figures/spheres/circumscribed_sphere_of_prism"),
                SubQuestion(self._given(g) + f" Find cos ∠{A}O{T}.", Number(float(1 - chord2 / (2 * R2))),
                            "solid_figures/spheres/circumscribed_sphere_of_prism")]

    @staticmethod
    def _float_distance(g):
        """R·θ in floats, for any (non-integer) edge: used to solve the backward question."""
        a = float(g["a"])
        if g["solid"] == "prism":
            h = float(g["h"])
            R2, chord2 = a * a / 3 + h * h / 4, {"edge": a * a, "lateral": h * h, "face": a * a + h * h}[g["pair"]]
        else:
            b, c = (float(g.get(k, a)) for k in ("b", "c"))
            R2 = (a * a + b * b + c * c) / 4
            chord2 = {"edge": a * a, "face": a * a + b * b, "space": a * a + b * b + c * c}[g["pair"]]
        return np.sqrt(R2) * np.arccos(np.clip(1 - chord2 / (2 * R2), -1, 1))

    def backward(self, g):
        from scipy.optimize import brentq
        shown = float(f"{float(self._exact(g)):.10g}")
        # the masked edge: every distance here grows with it (checked on a grid before solving)
        key = "h" if g["solid"] == "prism" and g["pair"] != "edge" else "a"
        f = lambda x: self._float_distance({**g, key: x}) - shown
        grid = np.linspace(0.05, 40 * g[key], 2000)
        vals = np.array([f(x) for x in grid])
        assert (np.diff(vals) > 0).all()
        x = brentq(f, grid[0], grid[-1], xtol=1e-13)
        if key == "a":
            q = self._given(g, hide="a")
        else:
            L = self._labels(g)[0]
            q = self._given(g).replace(f"lateral edge {g['h']}", "lateral edge h")
        return Backward(q + f" Then {self._asked(g)} is {shown}. Find {key}.", Number(float(x)), key)

    def reasoning(self, p):
        L, A, T = self._labels(p)
        R2, chord2 = self._parts(p)
        cos = sp.nsimplify(1 - chord2 / (2 * R2))
        first = ("The centre O is the middle of the space diagonal, so R² = (sum of the squared edges)/4"
                 if p["solid"] != "prism" else
                 "The centre O is the midpoint of the segment joining the centres of the two bases, so R² = (a/√3)² + (h/2)²")
        return [f"{first} = {surd_text(R2)}, R = {surd_text(sp.sqrt(R2))}.",
                f"{A}{T}² = {surd_text(chord2)}; in the isosceles triangle O{A}{T}, cos ∠{A}O{T} = 1 − {A}{T}²/(2R²) = {surd_text(cos)}.",
                f"The spherical distance is R·∠{A}O{T} = {surd_text(sp.sqrt(R2))}·arccos({surd_text(cos)}) ≈ "
                f"{float(self._exact(p)):.4f}."]
