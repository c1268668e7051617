"""Solid geometry (dynamic, competition): a tetrahedron ABCD whose faces ABC and ABD are equilateral
triangles of side a meeting at a given dihedral angle θ (the regular tetrahedron included) turns about
its edge AB, which lies in a plane α; find the largest area of its orthogonal projection onto α. The two
apexes project to the perpendicular bisector of AB at h·cos φ and h·cos(φ + θ) (h the height of a face):
on one side the projection is the larger triangle (at most the face itself), on both sides a
quadrilateral of area ½·a·h·(cos φ − cos(φ + θ)) ≤ a·h·sin(θ/2). So the maximum is
(√3/4)a²·max(1, 2 sin(θ/2)): the face when θ ≤ 60°, else the symmetric position (a²/2 for the regular
tetrahedron). ``answer`` uses that formula (sympy); ``verify`` builds the solid by rotating D about AB,
turns it in steps about AB and measures the convex hull of the projected vertices (numpy)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import rotate_about_axis, surd_text
from dynaforge.sdk.solid_moving import scan_min


def _hull_area_2d(points):
    """Area of the convex hull of 2D points (monotone chain, then the shoelace formula)."""
    pts = sorted(set((round(float(x), 12), round(float(y), 12)) for x, y in points))
    if len(pts) < 3:
        return 0.0

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    hull = lower[:-1] + upper[:-1]
    return 0.5 * abs(sum(hull[i][0] * hull[(i + 1) % len(hull)][1] - hull[(i + 1) % len(hull)][0] * hull[i][1]
                         for i in range(len(hull))))


@seed_program(
    id="tetrahedron_edge_rotation_max_projection", topic="solid_geometry", category="dynamic_moving_point",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/angles/dihedral_plane_angle", "solid_figures/tetrahedra/regular_tetrahedron",
              "solid_figures/moving_points/section_area_function"],
    source="Gaokao / competition classic (a tetrahedron turning about an edge lying in a plane; largest projection)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class TetrahedronEdgeRotationMaxProjection(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 12), theta=OneOf(("regular", 60, 90, 120, "regular", 90))),
        hard=dict(a=IntRange(4, 16), theta=OneOf(("regular", 30, 45, 135, 150, 120))),
        hard_means="dihedral angles below 60° (the projection is never larger than one face: the turning quadrilateral "
                   "loses), or blunt ones (135°, 150°) whose half-angle sine is a nested surd, larger edges",
    )

    def sample(self, rng, space):
        return {"a": space.a.draw(rng), "theta": space.theta.draw(rng)}

    # -- text ---------------------------------------------------------------------------------
    def _solid_text(self, g, a):
        if g["theta"] == "regular":
            return f"A regular tetrahedron ABCD has edge length {a}."
        return (f"In the tetrahedron ABCD the faces ABC and ABD are equilateral triangles of side {a}, and the "
                f"dihedral angle C-AB-D is {g['theta']}°.")

    def _given(self, g, hide_a=False):
        a = "a" if hide_a else g["a"]
        return (self._solid_text(g, a) + " Its edge AB lies in a plane α, and the tetrahedron turns about the line AB.")

    def _asked(self):
        return "the largest possible area of the orthogonal projection of the tetrahedron onto α"

    def question(self, g):
        return self._given(g) + f" Find {self._asked()} (exact, or rounded to two decimal places)."

    def description(self, g):
        return self._given(g) + " The figure shows α, the edge AB on it and the tetrahedron in one position of its turn."

    # -- answer ---------------------------------------------------------------------------------
    def _theta(self, p):
        return sp.acos(sp.Rational(1, 3)) if p["theta"] == "regular" else sp.pi * sp.Integer(p["theta"]) / 180

    def _factor(self, p):
        """max(1, 2 sin(θ/2)), exact."""
        two_sin = sp.radsimp(2 * sp.sin(self._theta(p) / 2))
        if p["theta"] == "regular":
            two_sin = 2 / sp.sqrt(3)                    # cos θ = 1/3: sin(θ/2) = √((1 − 1/3)/2)
        return sp.Integer(1) if float(two_sin) <= 1 + 1e-12 else sp.nsimplify(two_sin)

    def _exact(self, p):
        return sp.radsimp(sp.sqrt(3) / 4 * sp.Integer(p["a"]) ** 2 * self._factor(p))

    def answer(self, p):
        return Number(float(self._exact(p)))

    # -- verify: rotate the solid, project, measure --------------------------------------------------
    def verify(self, g):
        a = float(g["a"])
        theta = np.degrees(np.arccos(1 / 3)) if g["theta"] == "regular" else float(g["theta"])
        A, B = np.zeros(3), np.array([a, 0.0, 0.0])
        C = np.array([a / 2, a * np.sqrt(3) / 2, 0.0])             # face ABC first lies in α (z = 0)
        D = rotate_about_axis(C, A, B, theta)                       # face ABD at the dihedral angle θ
        assert abs(np.linalg.norm(D - A) - a) < 1e-9 and abs(np.linalg.norm(D - B) - a) < 1e-9

        P = np.array([A, B, C, D])

        def neg_area(phi):                                          # turn by φ about AB (the x-axis), drop z
            c, s_ = np.cos(np.radians(phi)), np.sin(np.radians(phi))
            return -_hull_area_2d(zip(P[:, 0], P[:, 1] * c - P[:, 2] * s_))
        _, best = scan_min(neg_area, 0.0, 360.0, samples=1441)
        return Number(-best)

    # -- figure -------------------------------------------------------------------------------
    def scene(self, g):
        a = float(g["a"])
        theta = np.degrees(np.arccos(1 / 3)) if g["theta"] == "regular" else float(g["theta"])
        h = a * np.sqrt(3) / 2
        phi0 = np.radians(0.3 * (180.0 - theta))
        th = np.radians(theta)
        xyz = {"A": (0.0, 0.0, 0.0), "B": (a, 0.0, 0.0),
               "C": (a / 2, h * np.cos(phi0), h * np.sin(phi0)),
               "D": (a / 2, h * np.cos(phi0 + th), h * np.sin(phi0 + th))}
        s = Scene()
        s.polyhedron(xyz, [["A", "B", "C"], ["A", "B", "D"], ["A", "C", "D"], ["B", "C", "D"]])
        m = 0.45 * a
        corners = [(-m, -1.15 * h, 0.0), (a + m, -1.15 * h, 0.0), (a + m, 1.15 * h, 0.0), (-m, 1.15 * h, 0.0)]
        for i, c in enumerate(corners):
            s.point(f"_p{i}", c, show_label=False, dot=False)
        # the plane is a translucent sheet without outline: an outline passing behind the solid would be drawn solid
        s.face([f"_p{i}" for i in range(4)], color="#a7f3d0", opacity=0.45, with_edges=False)
        s.point("α", (a + 0.7 * m, -0.95 * h, 0.0), dot=False)
        return s

    # -- other views ----------------------------------------------------------------------------
    def subquestions(self, g):
        a = g["a"]
        return [SubQuestion(f"An equilateral triangle of side {a} makes an angle of 60° with a plane α and one of its "
                            f"sides lies in α. Find the area of its orthogonal projection onto α.",
                            Number(float(np.sqrt(3) / 8 * a * a)), "solid_figures/angles/dihedral_plane_angle")]

    def backward(self, g):
        shown = float(f"{float(self._exact(g)):.10g}")
        a = np.sqrt(shown / float(sp.sqrt(3) / 4 * self._factor(g)))
        return Backward(self._given(g, hide_a=True) + f" Then {self._asked()} is {shown}. Find a.", Number(a), "a")

    def reasoning(self, p):
        a = p["a"]
        theta = "arccos(1/3) ≈ 70.53°" if p["theta"] == "regular" else f"{p['theta']}°"
        factor = self._factor(p)
        steps = [f"The dihedral angle C-AB-D is θ = {theta}" + (" (regular tetrahedron: cos θ = 1/3)." if p["theta"] == "regular" else "."),
                 f"Let face ABC make the angle φ with α. C and D project onto the perpendicular bisector of AB at signed "
                 f"distances h·cos φ and h·cos(φ + θ) from AB, with h = {a}√3/2.",
                 "If both land on one side, the projection is a triangle with base AB and height at most h: area at most "
                 f"the face, √3/4·{a}² = {surd_text(sp.sqrt(3) * a * a / 4)}.",
                 f"If they land on opposite sides, the projection is a quadrilateral of area ½·{a}·h·(cos φ − cos(φ + θ)) = "
                 f"{a}·h·sin(θ/2)·sin(φ + θ/2), at most {a}·h·sin(θ/2) (when φ + θ/2 = 90°)."]
        if factor == 1:
            steps.append(f"Here 2 sin(θ/2) ≤ 1, so the quadrilateral never beats the face: the largest area is "
                         f"{surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        else:
            steps.append(f"Here 2 sin(θ/2) = {surd_text(factor)} > 1, so the largest area is √3/4·{a}²·{surd_text(factor)} = "
                         f"{surd_text(self._exact(p))} ≈ {float(self._exact(p)):.4f}.")
        return steps
