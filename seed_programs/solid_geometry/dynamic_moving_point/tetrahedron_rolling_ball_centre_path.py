"""Solid geometry (dynamic, competition): a small ball of radius r moves inside a regular tetrahedron
ABCD of edge a, always touching the bottom face ABC. Find the length of the path of its centre when it
rolls once round the bottom touching the lateral faces as well, or the area of the part of face ABC the
ball can touch. The centres the ball can reach fill a regular tetrahedron homothetic to ABCD about its
incentre I with ratio (ρ − r)/ρ, ρ = a√6/12 the inradius, so its edge is a − 2√6·r: the path is the
perimeter of its bottom face and the touchable region its projection onto ABC. ``answer`` uses that
homothety (sympy); ``verify`` clips the plane at height r by the three half-spaces "at least r from a
lateral face" in coordinates and measures the polygon (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import polygon_area_3d, surd_text
from dynaforge.sdk.solid_position import clean_polygon, clip_by_halfspace, plane_square

ASKS = {"path": "the length of the path of the ball's centre when the ball rolls once round the bottom, always "
                "touching face ABC and at least one lateral face",
        "area": "the area of the part of face ABC that the ball can touch"}


@seed_program(
    id="tetrahedron_rolling_ball_centre_path", topic="solid_geometry", category="dynamic_moving_point",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/tetrahedra/regular_tetrahedron", "solid_figures/spheres/inscribed_sphere_volume_method"],
    source="Competition classic (a ball moving freely inside a regular tetrahedron)",
    variations=["numeric_values", "lengths_ratios", "real_life_contexts", "camera"],
)
class TetrahedronRollingBallCentrePath(SeedProgram):
    levels = Levels(
        standard=dict(r=IntRange(1, 3), extra=IntRange(1, 16), ask=OneOf(("path", "area"), p=[0.65, 0.35])),
        hard=dict(r=IntRange(2, 6), extra=IntRange(1, 16), ask=OneOf(("path", "area"), p=[0.4, 0.6])),
        hard_means="larger balls (radius 2 to 6, so 2√6·r eats much of the edge) and mostly the touchable area "
                   "(the shrunken edge squared: a surd with two terms)",
    )

    def sample(self, rng, space):
        r = space.r.draw(rng)
        for _ in attempts("an edge that leaves the ball room to move"):
            a = int(np.ceil(2 * np.sqrt(6) * r)) + space.extra.draw(rng)      # a > 2√6·r
            if a - 2 * np.sqrt(6) * r > 0.6:
                return {"a": a, "r": r, "ask": space.ask.draw(rng)}

    # -- text ---------------------------------------------------------------------------------
    def _given(self, g, hide=None):
        a = "a" if hide == "a" else g["a"]
        return (f"A small ball of radius {g['r']} moves freely inside a closed container shaped as a regular tetrahedron "
                f"ABCD with edge length {a} (inner measurements), with ABC at the bottom.")

    def question(self, g):
        return self._given(g) + f" Find {ASKS[g['ask']]} (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + (" The figure shows the container, the ball in one position touching face ABC and a "
                                 "lateral face, its centre O and the path of O drawn in red.")

    # -- answer: homothety about the incentre --------------------------------------------------------
    def _inner_edge(self, p):
        a, r = sp.Integer(p["a"]), sp.Integer(p["r"])
        rho = a * sp.sqrt(6) / 12                                     # inradius of the regular tetrahedron
        return sp.expand(a * (rho - r) / rho)                         # = a − 2√6·r

    def _exact(self, p):
        e = self._inner_edge(p)
        return sp.expand(3 * e) if p["ask"] == "path" else sp.expand(sp.sqrt(3) / 4 * e ** 2)

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: clip the plane z = r -------------------------------------------------------------------
    def _xyz(self, a):
        base = [np.array([0.0, 0.0, 0.0]), np.array([a, 0.0, 0.0]), np.array([a / 2, a * np.sqrt(3) / 2, 0.0])]
        apex = sum(base) / 3 + np.array([0.0, 0.0, a * np.sqrt(2.0 / 3.0)])
        return dict(zip("ABCD", base + [apex]))

    def verify(self, g):
        a, r = float(g["a"]), float(g["r"])
        X = self._xyz(a)
        inside = sum(X.values()) / 4
        poly = plane_square(np.array([a / 2, a / 3, r]), np.array([0.0, 0.0, r]), np.array([1.0, 0.0, r]), 3 * a)
        for face in ("ABD", "BCD", "CAD"):
            p, q, s_ = (X[k] for k in face)
            n = np.cross(q - p, s_ - p)
            n = n / np.linalg.norm(n)
            if np.dot(inside - p, n) > 0:
                n = -n                                                # outward normal
            poly = clip_by_halfspace(poly, n, float(np.dot(n, p)) - r)   # at least r inside the face
        poly = clean_polygon(poly)
        assert len(poly) == 3
        if g["ask"] == "path":
            return Number(float(sum(np.linalg.norm(np.asarray(poly[i]) - np.asarray(poly[i - 1])) for i in range(3))))
        return Number(float(polygon_area_3d([np.asarray(v) - np.array([0, 0, r]) for v in poly])))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a, r = float(g["a"]), float(g["r"])
        X = self._xyz(a)
        s = Scene()
        s.polyhedron(X, [["A", "B", "C"], ["A", "B", "D"], ["B", "C", "D"], ["C", "A", "D"]], opacity=0.15)
        e = float(self._inner_edge(g))
        centre = sum(X[k] for k in "ABC") / 3
        k = e / a                                                     # the bottom face of the small tetrahedron
        tri = [np.array([centre[0], centre[1], r]) + k * (X[v] - centre) for v in "ABC"]
        s.curve(tri, style="auxiliary", closed=True)
        O = tri[0] + 0.45 * (tri[1] - tri[0])                         # on the side parallel to AB: touching ABD
        s.solid("sphere", tuple(O), r, color="#fca5a5", opacity=0.35)
        s.point("O", tuple(O))
        s.hiding = "hull"
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        a = g["a"]
        return [SubQuestion(f"Find the radius of the sphere inscribed in a regular tetrahedron with edge length {a}.",
                            Number(float(a * np.sqrt(6) / 12)), "solid_figures/spheres/inscribed_sphere_volume_method")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        e = shown / 3 if g["ask"] == "path" else np.sqrt(shown * 4 / np.sqrt(3))
        a = e + 2 * np.sqrt(6) * g["r"]
        return Backward(self._given(g, hide="a") + f" Then {ASKS[g['ask']]} is {shown}. Find a.", Number(float(a)), "a")

    def reasoning(self, p):
        a, r = p["a"], p["r"]
        e = self._inner_edge(p)
        steps = [f"The inradius of the tetrahedron is ρ = {a}√6/12 = {surd_text(sp.Integer(a) * sp.sqrt(6) / 12)}; the incentre I "
                 f"is ρ from every face.",
                 f"The centre of the ball must stay at least {r} from every face: those points form the tetrahedron "
                 f"homothetic to ABCD about I with ratio (ρ − {r})/ρ, of edge {a} − 2√6·{r} = {surd_text(e)}.",
                 "Touching the bottom means the centre is on that small tetrahedron's bottom face, an equilateral "
                 "triangle parallel to ABC; touching a lateral face as well means it is on a side of that triangle."]
        if p["ask"] == "path":
            steps.append(f"The path is the perimeter 3·({surd_text(e)}) = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        else:
            steps.append(f"The ball touches ABC right below its centre, so the touchable part is that triangle dropped "
                         f"onto ABC: √3/4·({surd_text(e)})² = {surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
