"""Solid geometry (dynamic point, locus): P moves on the sphere through all eight vertices of a cube or
cuboid so that PA has a given length, or so that ∠APX = 90° for an edge or face diagonal AX; find the
length of P's path. Both conditions put P on a second sphere (about A with radius d, or on the diameter
AX), so the path is the circle where two spheres meet. ``answer`` is synthetic (sympy): with centres
e apart and radii R, ρ the circle's plane is (e² + R² − ρ²)/(2e) from O, its radius r = √(R² − x²), and
the path is 2πr; ``verify`` walks round the line from O to the second centre, finds on each meridian of
the sphere the point that satisfies the condition by bisection and adds up the closed polyline
of those points (numpy / scipy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import cuboid_labels, surd_text
from dynaforge.sdk.solid_relations_more import box_dims, box_statement
from dynaforge.sdk.solid_round import circle_frame

TARGETS = {"edge": 1, "face": 2}           # X = B (an edge AB) or C (a face diagonal AC)


@seed_program(
    id="box_circumsphere_point_locus_length", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "solid_figures/spheres/circumscribed_sphere_of_prism"],
    source="Gaokao-style (a point moving on the circumscribed sphere of a box; the locus is a circle)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class BoxCircumspherePointLocusLength(SeedProgram):
    levels = Levels(
        standard=dict(cube=OneOf((True,)), a=IntRange(2, 10), kind=OneOf(("distance", "distance", "edge", "face")),
                      style=OneOf(("prime", "sub", "digit"))),
        hard=dict(cube=OneOf((False, False, True)), a=IntRange(3, 12), kind=OneOf(("distance", "edge", "face"),
                                                                                    p=[0.5, 0.25, 0.25]),
                  style=OneOf(("prime", "sub", "digit"))),
        hard_means="mostly cuboids (the second centre is no longer in a symmetric spot: e, R and ρ all different) "
                   "with larger edges",
    )

    def sample(self, rng, space):
        a = space.a.draw(rng)
        g = {"a": a}
        if not space.cube.draw(rng):
            b, c = a + int(rng.integers(1, 4)), a + int(rng.integers(-1, 5))
            g.update(b=b, c=max(2, c))
        kind = space.kind.draw(rng)
        g["kind"] = kind
        if kind == "distance":
            diag = float(np.sqrt(sum(v * v for v in box_dims(g))))
            g["d"] = int(rng.integers(1, int(np.ceil(diag))))          # 0 < d < 2R: a genuine circle
        return {**g, "style": space.style.draw(rng)}

    # -- text ---------------------------------------------------------------------------------
    def _labels(self, g):
        L = cuboid_labels(g["style"])
        return L, L[0], L[TARGETS.get(g["kind"], 1)]

    def _condition(self, g, hide=False):
        L, A, X = self._labels(g)
        if g["kind"] == "distance":
            return f"P{A} = {'d' if hide else g['d']}"
        return f"∠{A}P{X} = 90°"

    def _given(self, g, hide=None):
        L, A, X = self._labels(g)
        head = box_statement(L, g, hide=hide if hide == "a" else None)
        return (f"O is the centre of the sphere through all eight vertices of {head}. Point P moves on this sphere so that "
                f"{self._condition(g, hide == 'd')}" + ("" if g["kind"] == "distance" else f" (P ≠ {A}, {X})") + ".")

    def question(self, g):
        return self._given(g) + " Find the length of the path of P (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows the box inside its sphere, the centre O and P in one position."

    # -- answer: two spheres meet in a circle --------------------------------------------------------
    def _spheres(self, p):
        """(R, e, ρ): the circumradius, the distance from O to the second centre and the second radius."""
        a, b, c = (sp.Integer(v) for v in box_dims(p))
        R = sp.sqrt(a * a + b * b + c * c) / 2
        if p["kind"] == "distance":
            return R, R, sp.Integer(p["d"])                        # second sphere about the vertex A
        if p["kind"] == "edge":                                     # the sphere on AB: centre the midpoint of AB
            return R, sp.sqrt(b * b + c * c) / 2, a / 2
        return R, c / 2, sp.sqrt(a * a + b * b) / 2                 # on AC: centre the centre of face ABCD

    def _exact(self, p):
        R, e, rho = self._spheres(p)
        x = (e * e + R * R - rho * rho) / (2 * e)
        return sp.radsimp(2 * sp.pi * sp.sqrt(sp.simplify(R * R - x * x)))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: meridian by meridian -----------------------------------------------------------------
    def verify(self, g):
        a, b, c = map(float, box_dims(g))
        V = {"A": np.zeros(3), "B": np.array([a, 0, 0]), "C": np.array([a, b, 0])}
        O = np.array([a, b, c]) / 2
        R = float(np.linalg.norm(O))
        A = V["A"]
        if g["kind"] == "distance":
            d = float(g["d"])
            cond = lambda P: np.linalg.norm(P - A, axis=-1) - d
            toward = A
        else:
            X = V["B"] if g["kind"] == "edge" else V["C"]
            cond = lambda P: np.einsum("ij,ij->i", P - A, P - X)   # < 0 inside the sphere on AX
            toward = (A + X) / 2
        w = (toward - O) / np.linalg.norm(toward - O)
        u, v = circle_frame(w)
        psi = np.linspace(0, 2 * np.pi, 10001)[:-1]
        side = np.cos(psi)[:, None] * u + np.sin(psi)[:, None] * v

        def on(t):                                                  # the point at polar angle t on each meridian
            return O + R * (np.cos(t)[:, None] * w + np.sin(t)[:, None] * side)
        lo, hi = np.full(len(psi), 1e-12), np.full(len(psi), np.pi)
        assert (cond(on(lo)) < 0).all() and (cond(on(hi)) > 0).all()
        for _ in range(50):                                         # bisection on every meridian at once
            mid = (lo + hi) / 2
            neg = cond(on(mid)) < 0
            lo, hi = np.where(neg, mid, lo), np.where(neg, hi, mid)
        pts = on((lo + hi) / 2)
        pts = np.vstack([pts, pts[:1]])
        return Number(float(np.sum(np.linalg.norm(np.diff(pts, axis=0), axis=1))))

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = map(float, box_dims(g))
        L, A, X = self._labels(g)
        s = Scene()
        s.box(L[:4], L[4:], a, b, c)
        O = np.array([a, b, c]) / 2
        R = float(np.linalg.norm(O))
        s.solid("sphere", tuple(O), R, color="#c7d2fe", opacity=0.18)
        s.hiding = "hull"
        s.point("O", tuple(O))
        Rr, e, rho = (float(v) for v in self._spheres(g))
        toward = {"distance": np.zeros(3), "edge": np.array([a / 2, 0, 0]), "face": np.array([a / 2, b / 2, 0])}[g["kind"]]
        w = (toward - O) / np.linalg.norm(toward - O)
        x = (e * e + Rr * Rr - rho * rho) / (2 * e)
        r = np.sqrt(max(Rr * Rr - x * x, 0.0))
        u, v = circle_frame(w)
        corners = [np.array(s.points[k]) for k in L]
        ring = [O + x * w + r * (np.cos(t) * u + np.sin(t) * v) for t in np.radians(np.arange(0, 360, 5))]
        P = max(ring, key=lambda q: min(np.linalg.norm(q - k) for k in corners))   # clear of the box's vertices
        s.point("P", tuple(P))
        s.segment("P", A, style="auxiliary")
        if g["kind"] != "distance":
            s.segment("P", X, style="auxiliary")
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        L = cuboid_labels(g["style"])
        head = box_statement(L, g)
        R, _, _ = self._spheres(g)
        return [SubQuestion(f"Find the radius of the sphere through all eight vertices of {head}.", Number(float(R)),
                            "solid_figures/spheres/circumscribed_sphere_of_prism")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        if g["kind"] == "distance":
            # 2π·d·√(4R² − d²)/(2R) = shown: d² is a root of d⁴ − 4R²d² + (shown·R/π)² = 0; take the branch of d
            R = float(self._spheres(g)[0])
            q = (shown * R / np.pi) ** 2
            roots = [(4 * R * R + sgn * np.sqrt(max(16 * R ** 4 - 4 * q, 0.0))) / 2 for sgn in (-1, 1)]
            d = min((np.sqrt(z) for z in roots), key=lambda z: abs(z - g["d"]))
            twin = [np.sqrt(z) for z in roots if abs(np.sqrt(z) - d) > 1e-6]
            note = ""
            if twin:                                                   # PA = d and PA = √(4R² − d²) give the same circle
                note = f" (P{self._labels(g)[1]} is less than the radius of the sphere)" if d < R else \
                       f" (P{self._labels(g)[1]} is more than the radius of the sphere)"
            return Backward(self._given(g, hide="d")[:-1] + note + f". Then the path of P has length {shown}. Find d.",
                            Number(float(d)), "d")
        # the circle is a great circle of the sphere on AX (A and X lie on both spheres): its length is π·AX
        b = g.get("b", g["a"])
        ax = shown / np.pi
        a = ax if g["kind"] == "edge" else (ax / np.sqrt(2) if "b" not in g else np.sqrt(ax * ax - b * b))
        return Backward(self._given(g, hide="a") + f" Then the path of P has length {shown}. Find a.",
                        Number(float(a)), "a")

    def reasoning(self, p):
        L, A, X = self._labels(p)
        R, e, rho = self._spheres(p)
        x = sp.radsimp((e * e + R * R - rho * rho) / (2 * e))
        r = sp.radsimp(sp.sqrt(sp.simplify(R * R - x * x)))
        if p["kind"] == "distance":
            second = f"P{A} = {p['d']} puts P on the sphere about {A} of radius {p['d']}; {A} is on the big sphere, so e = R"
        else:
            mid = f"the midpoint of {A}{X}"
            second = (f"∠{A}P{X} = 90° puts P on the sphere with diameter {A}{X}: centre {mid}, radius {surd_text(rho)}; "
                      f"its centre is e = {surd_text(e)} from O")
        return [f"The circumscribed sphere has radius R = half the space diagonal = {surd_text(R)}.",
                second + ".",
                f"Two spheres meet in a circle whose plane is at the signed distance x = (e² + R² − ρ²)/(2e) = {surd_text(x)} "
                f"from O towards the second centre, with radius "
                f"√(R² − x²) = {surd_text(r)}.",
                f"The path is that whole circle: 2π·{surd_text(r)} = {surd_text(self._exact(p)).replace('pi', 'π')} ≈ "
                f"{float(self._exact(p)):.4f}."]
