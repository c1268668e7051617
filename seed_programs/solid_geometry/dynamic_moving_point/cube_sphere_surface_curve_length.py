"""Solid geometry (dynamic point, competition): a point P on the surface of a cube keeps a fixed
distance R from a vertex (or from the centre); find the total length of P's path (the sphere meets
each face in a circle; keep the arcs inside the squares). Gaokao / competition classic."""
import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import solid_vertex_labels, surd_text

# R/a ratios (exact) per regime; vertex: R < a, a < R < a√2, a√2 < R < a√3; centre: R ≤ a/√2 etc.
VERTEX_RATIOS = [sp.Rational(1, 2), sp.Rational(3, 4), 2 * sp.sqrt(3) / 3, sp.Rational(5, 4), sp.Rational(4, 3),
                 sp.Rational(6, 5), sp.Rational(3, 2), sp.Rational(8, 5), sp.Rational(7, 5)]
CENTRE_RATIOS = [sp.Rational(3, 5), sp.sqrt(3) / 3 * sp.Rational(6, 5), sp.Rational(4, 5),
                 sp.Rational(2, 3), sp.sqrt(6) / 4 * sp.Rational(6, 5), sp.Rational(3, 4)]
# hard: vertex R > a (arcs on all six faces); centre a/√2 < R < a√3/2 (every face's circle cut by its edges)
HARD_VERTEX_RATIOS = [2 * sp.sqrt(3) / 3, sp.Rational(5, 4), sp.Rational(4, 3), sp.Rational(6, 5),
                      sp.Rational(3, 2), sp.Rational(8, 5), sp.Rational(7, 5), sp.Rational(11, 8)]
HARD_CENTRE_RATIOS = [sp.Rational(4, 5), sp.sqrt(6) / 4 * sp.Rational(6, 5), sp.Rational(3, 4), sp.Rational(5, 7),
                      sp.Rational(7, 9), sp.Rational(5, 6)]


@seed_program(
    id="cube_sphere_surface_curve_length", topic="solid_geometry", category="dynamic_moving_point",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/moving_points/locus_on_cube_surface", "solid_figures/round_solids/sphere_plane_section"],
    source="DynaSolidGeo-style (dynamic point; locus on a cube's surface at fixed distance)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class CubeSphereSurfaceCurveLength(SeedProgram):
    levels = Levels(
        standard=dict(centre=OneOf(("vertex", "centre"), p=[0.65, 0.35]), vertex_ratio=OneOf(VERTEX_RATIOS),
                      centre_ratio=OneOf(CENTRE_RATIOS), surd_edge=OneOf((2, 3, 4, 6)), edge=IntRange(2, 8),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard=dict(centre=OneOf(("vertex", "centre"), p=[0.6, 0.4]), vertex_ratio=OneOf(HARD_VERTEX_RATIOS),
                  centre_ratio=OneOf(HARD_CENTRE_RATIOS), surd_edge=OneOf((3, 5, 6, 9, 10, 12)),
                  edge=IntRange(5, 16), style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "M", "Q"))),
        hard_means="only radii for which circles are clipped by the faces' edges (vertex: R > a, arcs on all six "
                   "faces; centre: the circles stick out of every face) and larger edges",
    )

    def sample(self, rng, space):
        centre = space.centre.draw(rng)
        k = (space.vertex_ratio if centre == "vertex" else space.centre_ratio).draw(rng)
        a = space.surd_edge.draw(rng) if k.is_rational is False else space.edge.draw(rng)
        R = sp.nsimplify(k * a)
        return {"centre": centre, "a": int(a), "R": str(R), "style": space.style.draw(rng),
                "mover": space.mover.draw(rng)}

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

    def question(self, g):
        who = g["mover"]
        what = (f"{who}'s path consists of all points of the cube's surface at that distance, on any of the six "
                f"faces (the three faces through {self._lab(g)[0][0]} and the three faces away from it all count)"
                if g["centre"] == "vertex" else
                f"{who}'s path consists of all points of the cube's surface at that distance, on any of the six faces")
        return self._given(g) + f" {what}. Find the total length of the path traced by {g['mover']}."

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

    def verify(self, g):
        # Independent: for each of the six faces, sample the full circle where the sphere meets the
        # face's plane and keep the fraction of sample points inside the square.
        a, R = float(g["a"]), float(sp.sympify(g["R"]))
        c = np.zeros(3) if g["centre"] == "vertex" else np.full(3, a / 2)
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

    def scene(self, g):
        a, R = float(g["a"]), self._R(g)
        bottom, top = self._lab(g)
        s = Scene()
        s.box(bottom, top, a, a, a)
        c = np.zeros(3) if g["centre"] == "vertex" else np.full(3, a / 2)
        if g["centre"] == "centre":
            s.point("O", c)
        # every arc of the path on every face (those through the centre's vertex included): find where the
        # circle is inside the square on a fine grid, refine each end by bisection, then draw each arc
        # with evenly spaced points, so that short arcs are drawn too
        m, k = 1440, 0
        runs = []                   # (face axis, level, arc points)
        for axis in range(3):
            for level in (0.0, a):
                d = level - c[axis]
                if abs(d) >= R:
                    continue
                rho = np.sqrt(R * R - d * d)
                u, v = [i for i in range(3) if i != axis]

                def at(t, axis=axis, level=level, u=u, v=v, rho=rho):
                    q = np.zeros(3)
                    q[axis], q[u], q[v] = level, c[u] + rho * np.cos(t), c[v] + rho * np.sin(t)
                    return q

                def inside(t, u=u, v=v, at=at):
                    q = at(t)
                    return -1e-9 <= q[u] <= a + 1e-9 and -1e-9 <= q[v] <= a + 1e-9

                def edge(t_in, t_out, inside=inside):
                    for _ in range(50):
                        mid = (t_in + t_out) / 2
                        t_in, t_out = (mid, t_out) if inside(mid) else (t_in, mid)
                    return t_in

                step = 2 * np.pi / m
                flags = [inside(i * step) for i in range(m)]
                if all(flags):
                    spans = [(0.0, 2 * np.pi)]
                else:
                    start = next(i for i in range(m) if not flags[i])     # begin the scan outside
                    spans, t0 = [], None
                    for j in range(1, m + 1):
                        i = start + j
                        now, before = flags[i % m], flags[(i - 1) % m]
                        if now and not before:
                            t0 = edge(i * step, (i - 1) * step)
                        elif before and not now and t0 is not None:
                            spans.append((t0, edge((i - 1) * step, i * step)))
                for t0, t1 in spans:
                    n = max(8, int(np.ceil((t1 - t0) / (2 * np.pi) * 120)))
                    pts = [at(t) for t in np.linspace(t0, t1, n + 1)]
                    labs = []
                    for q in pts:
                        labs.append(s.point(f"_c{k}", q, show_label=False, dot=False))
                        k += 1
                    for l0, l1 in zip(labs, labs[1:]):
                        s.segment(l0, l1, style="auxiliary")
                    runs.append((rho * (t1 - t0), pts))
        # the moving point, drawn at one position on its path (the middle of the longest arc)
        _, longest = max(runs, key=lambda r: r[0])
        s.point(g["mover"], longest[len(longest) // 2])
        return s

    def subquestions(self, g):
        a, R = g["a"], self._R(g)
        if g["centre"] == "vertex":
            return [SubQuestion(
                f"A sphere of radius {surd_text(sp.sympify(g['R']))} has its centre at distance {a} from a plane. "
                f"Find the radius of the circle in which it meets the plane (0 if it does not).",
                Number(float(np.sqrt(max(R * R - a * a, 0.0)))), "solid_figures/round_solids/sphere_plane_section")]
        return [SubQuestion(
            f"A sphere of radius {surd_text(sp.sympify(g['R']))} has its centre at distance {a / 2:g} from a plane. "
            f"Find the radius of the circle in which it meets the plane.",
            Number(float(np.sqrt(R * R - a * a / 4))), "solid_figures/round_solids/sphere_plane_section")]

    def description(self, g):
        return self._given(g) + " The path is drawn on the faces of the cube."

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
