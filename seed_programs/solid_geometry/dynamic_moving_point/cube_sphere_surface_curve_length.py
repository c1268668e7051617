"""Solid geometry (dynamic point, competition): a point P on the surface of a cube keeps a fixed
distance R from a vertex (or from the centre); find the total length of P's path (the sphere meets
each face in a circle; keep the arcs inside the squares). Gaokao / competition classic."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text

# R/a ratios (exact) per regime; vertex: R < a, a < R < a√2, a√2 < R < a√3; centre: R ≤ a/√2 etc.
VERTEX_RATIOS = [sp.Rational(1, 2), sp.Rational(3, 4), 2 * sp.sqrt(3) / 3, sp.Rational(5, 4), sp.Rational(4, 3),
                 sp.Rational(6, 5), sp.Rational(3, 2), sp.Rational(8, 5), sp.Rational(7, 5)]
CENTRE_RATIOS = [sp.Rational(3, 5), sp.sqrt(3) / 3 * sp.Rational(6, 5), sp.Rational(4, 5),
                 sp.Rational(2, 3), sp.sqrt(6) / 4 * sp.Rational(6, 5), sp.Rational(3, 4)]


@seed_program(
    id="cube_sphere_surface_curve_length", topic="solid_geometry", category="dynamic_moving_point",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/locus_on_cube_surface", "solid_figures/round_solids/sphere_plane_section"],
    source="DynaSolidGeo-style (dynamic point; locus on a cube's surface at fixed distance)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class CubeSphereSurfaceCurveLength(SeedProgram):
    def sample(self, rng):
        centre = str(rng.choice(["vertex", "centre"], p=[0.65, 0.35]))
        ratios = VERTEX_RATIOS if centre == "vertex" else CENTRE_RATIOS
        k = ratios[int(rng.integers(0, len(ratios)))]
        a = int(rng.choice([2, 3, 4, 6])) if k.is_rational is False else int(rng.integers(2, 9))
        R = sp.nsimplify(k * a)
        return {"centre": centre, "a": a, "R": str(R), "style": str(rng.choice(["prime", "digit", "next"])),
                "mover": str(rng.choice(["P", "M", "Q"]))}

    def _lab(self, p):
        return solid_vertex_labels(4, p["style"])

    def _R(self, p):
        return float(sp.sympify(p["R"]))

    def _given(self, p):
        (A, B, C, D), (A1, B1, C1, D1) = self._lab(p)
        cube = f"{A}{B}{C}{D}-{A1}{B1}{C1}{D1}"
        centre = A if p["centre"] == "vertex" else "O (the centre of the cube)"
        return (f"The cube {cube} has edge {p['a']}. Point {p['mover']} moves on the surface of the cube so that "
                f"its distance to {centre} is always {surd_text(sp.sympify(p['R']))}.")

    def question(self, p):
        return self._given(p) + f" Find the total length of the path traced by {p['mover']}."

    @staticmethod
    def _arc_in_square(rho, c):
        """Length of the part of a circle of radius rho centred at a corner of a square of side c, inside it."""
        if rho <= c:
            return np.pi / 2 * rho
        if rho >= c * np.sqrt(2):
            return 0.0
        return rho * (np.pi / 2 - 2 * np.arccos(c / rho))

    @staticmethod
    def _circle_in_square(rho, c):
        """Length of a circle of radius rho centred at the centre of a square of side c, inside it."""
        half = c / 2
        if rho <= half:
            return 2 * np.pi * rho
        if rho >= half * np.sqrt(2):
            return 0.0
        return 2 * np.pi * rho - 8 * rho * np.arccos(half / rho)

    def _value(self, p):
        a, R = p["a"], self._R(p)
        if p["centre"] == "vertex":
            # 3 faces through the vertex: circles of radius R about that corner; 3 far faces at
            # distance a: circles of radius √(R² − a²) about the far face's corner above the vertex
            near = 3 * self._arc_in_square(R, a)
            far = 3 * self._arc_in_square(np.sqrt(R * R - a * a), a) if R > a else 0.0
            return float(near + far)
        rho = np.sqrt(R * R - a * a / 4)
        return float(6 * self._circle_in_square(rho, a))

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, p):
        # Independent: for each of the six faces, sample the full circle where the sphere meets the
        # face's plane and keep the fraction of sample points inside the square.
        a, R = float(p["a"]), self._R(p)
        c = np.zeros(3) if p["centre"] == "vertex" else np.full(3, a / 2)
        total = 0.0
        for axis in range(3):
            for level in (0.0, a):
                d = level - c[axis]
                if abs(d) >= R:
                    continue
                rho = np.sqrt(R * R - d * d)
                u, v = [i for i in range(3) if i != axis]
                # angles where the circle crosses the square's four side lines, then keep the arcs
                # whose midpoints lie inside the square
                cuts = [0.0, 2 * np.pi]
                for centre, off in ((c[u], 0.0), (c[u], a)):
                    if abs(off - centre) <= rho:
                        base = np.arccos((off - centre) / rho)
                        cuts += [base % (2 * np.pi), (-base) % (2 * np.pi)]
                for centre, off in ((c[v], 0.0), (c[v], a)):
                    if abs(off - centre) <= rho:
                        base = np.arcsin((off - centre) / rho)
                        cuts += [base % (2 * np.pi), (np.pi - base) % (2 * np.pi)]
                cuts = sorted(cuts)
                for t0, t1 in zip(cuts, cuts[1:]):
                    tm = (t0 + t1) / 2
                    qu, qv = c[u] + rho * np.cos(tm), c[v] + rho * np.sin(tm)
                    if -1e-12 <= qu <= a + 1e-12 and -1e-12 <= qv <= a + 1e-12:
                        total += rho * (t1 - t0)
        return Number(float(total))

    def scene(self, p):
        a, R = float(p["a"]), self._R(p)
        bottom, top = self._lab(p)
        s = Scene()
        s.box(bottom, top, a, a, a)
        c = np.zeros(3) if p["centre"] == "vertex" else np.full(3, a / 2)
        if p["centre"] == "centre":
            s.point("O", c)
        m, k = 96, 0
        th = np.arange(m) * 2 * np.pi / m
        for axis in range(3):
            for level in (0.0, a):
                d = level - c[axis]
                if abs(d) >= R:
                    continue
                rho = np.sqrt(R * R - d * d)
                u, v = [i for i in range(3) if i != axis]
                prev = None
                for t in list(th) + [th[0]]:
                    q = np.zeros(3)
                    q[axis], q[u], q[v] = level, c[u] + rho * np.cos(t), c[v] + rho * np.sin(t)
                    ok = -1e-9 <= q[u] <= a + 1e-9 and -1e-9 <= q[v] <= a + 1e-9
                    if ok:
                        lab = s.point(f"_c{k}", q, show_label=False, dot=False)
                        k += 1
                        if prev is not None:
                            s.segment(prev, lab, style="auxiliary")
                        prev = lab
                    else:
                        prev = None
        return s

    def subquestions(self, p):
        a, R = p["a"], self._R(p)
        if p["centre"] == "vertex":
            return [SubQuestion(
                f"A sphere of radius {surd_text(sp.sympify(p['R']))} has its centre at distance {a} from a plane. "
                f"Find the radius of the circle in which it meets the plane (0 if it does not).",
                Number(float(np.sqrt(max(R * R - a * a, 0.0)))), "solid_figures/round_solids/sphere_plane_section")]
        return [SubQuestion(
            f"A sphere of radius {surd_text(sp.sympify(p['R']))} has its centre at distance {a / 2:g} from a plane. "
            f"Find the radius of the circle in which it meets the plane.",
            Number(float(np.sqrt(R * R - a * a / 4))), "solid_figures/round_solids/sphere_plane_section")]

    def description(self, p):
        return self._given(p) + " The path is drawn on the faces of the cube."

    def reasoning(self, p):
        a, R = p["a"], self._R(p)
        Rt = surd_text(sp.sympify(p["R"]))
        if p["centre"] == "vertex":
            (A, *_), _ = self._lab(p)
            steps = [f"{p['mover']} lies on the sphere of radius {Rt} ≈ {R:.4f} about {A}; the path is the sphere's "
                     "intersection with the cube's surface, face by face."]
            near = self._arc_in_square(R, a)
            if R <= a:
                steps.append(f"On each of the 3 faces through {A}: a quarter circle of radius {Rt}: (π/2)·{R:.4f} ≈ {near:.4f}.")
            else:
                steps.append(f"On each of the 3 faces through {A}: the circle of radius {Rt} about {A} leaves the square "
                             f"where it crosses the far edges, at angle arccos({a}/{R:.4f}) from each side: arc "
                             f"{R:.4f}·(π/2 − 2·arccos({a}/{R:.4f})) ≈ {near:.4f}.")
            if R > a:
                rho = np.sqrt(R * R - a * a)
                far = self._arc_in_square(rho, a)
                steps.append(f"On each of the 3 faces at distance {a} from {A}: a circle of radius √(R² − {a}²) ≈ {rho:.4f} "
                             f"about the corner nearest {A}; the part inside the square is ≈ {far:.4f}.")
            else:
                steps.append(f"The 3 faces not through {A} are at distance {a} ≥ R: not reached.")
        else:
            rho = np.sqrt(R * R - a * a / 4)
            steps = [f"{p['mover']} lies on the sphere of radius {Rt} ≈ {R:.4f} about O, which is {a / 2:g} from every face.",
                     f"Each face meets the sphere in a circle of radius √(R² − {a / 2:g}²) ≈ {rho:.4f} about the face's centre.",
                     (f"{rho:.4f} ≤ {a / 2:g}, so the whole circle lies in the face: 2π·{rho:.4f} each." if rho <= a / 2 else
                      f"{rho:.4f} > {a / 2:g}: the circle sticks out of the square across all four sides; each side cuts off an "
                      f"arc of central angle 2·arccos({a / 2:g}/{rho:.4f}), so the part inside is 2π·ρ − 8ρ·arccos({a / 2:g}/ρ) "
                      f"≈ {self._circle_in_square(rho, a):.4f}.")]
        steps.append(f"Total length ≈ {self._value(p):.4f}.")
        return steps
