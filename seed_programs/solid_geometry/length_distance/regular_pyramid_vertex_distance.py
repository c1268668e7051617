"""Solid geometry (length): in a regular pyramid given the base edge and the lateral edge, the
distance from a base vertex to a lateral edge (the altitude of an isosceles triangle through the
apex) or to a lateral face it is not on (the volume method) (DynaSolidGeo, length/distance).
``answer`` uses plane triangles and volumes; ``verify`` uses coordinates."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import point_plane_distance, regular_polygon_name, regular_polygon_xy, regular_solid_name
from dynaforge.sdk.solid_measure import point_line_distance_3d, regular_circumradius


@seed_program(
    id="regular_pyramid_vertex_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/point_to_line_in_space", "solid_figures/distances/point_to_plane_volume_method",
              "solid_figures/pyramids/height_from_lateral_edge"],
    source="DynaSolidGeo-style (length: point-to-line / point-to-plane distance in a pyramid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidVertexDistance(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), ask=OneOf(("edge", "face")), a=IntRange(2, 8), lateral_span=4,
                      apex=OneOf(("P", "S", "V"))),
        hard=dict(n=OneOf((3, 4, 6), p=[0.4, 0.4, 0.2]), ask=OneOf(("edge", "face"), p=[0.35, 0.65]),
                  a=IntRange(5, 16), lateral_span=8, apex=OneOf(("P", "S", "V"))),
        hard_means="larger edges and mostly the distance from a base vertex to a lateral face (the volume "
                   "method) rather than to a lateral edge",
    )

    def sample(self, rng, space):
        for _ in attempts("the foot of the perpendicular inside the edge or the face"):
            n = space.n.draw(rng)
            ask = "edge" if n == 6 else space.ask.draw(rng)
            a = space.a.draw(rng)
            rb = regular_circumradius(n, a)
            l = int(rng.integers(int(np.floor(rb)) + 1, int(np.floor(rb)) + space.lateral_span + a // 2))
            k = int(rng.integers(1, n // 2 + 1))   # how many steps round the base from A
            g = {"n": n, "ask": ask, "a": a, "l": l, "k": k, "apex": space.apex.draw(rng)}
            if ask == "face":
                g["face"] = int(rng.integers(1, n - 1))   # lateral face P-B_f-B_{f+1} not containing A
            if self._foot_inside(g):
                return g

    def _foot_inside(self, p):
        """Whether the foot of the perpendicular lies on the edge segment / inside the face (a readable figure)."""
        s = self._xyz(p)
        X, T = self._target(p)
        f = self._foot(s, X, T)
        pts = [s.xyz(t) for t in T]
        if len(T) == 2:
            t = (f - pts[0]) @ (pts[1] - pts[0]) / ((pts[1] - pts[0]) @ (pts[1] - pts[0]))
            return 0.08 < t < 0.92
        m = np.array([pts[1] - pts[0], pts[2] - pts[0]]).T
        u, v = np.linalg.lstsq(m, f - pts[0], rcond=None)[0]
        return min(u, v) > 0.05 and u + v < 0.95

    def _base(self, p):
        return list("ABCDEF"[: p["n"]])

    def _name(self, p):
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(self._base(p))}"

    def _target(self, p):
        B, P = self._base(p), p["apex"]
        if p["ask"] == "edge":
            return B[p["k"]], (P, B[0])
        return B[0], (P, B[p["face"]], B[(p["face"] + 1) % p["n"]])

    def question(self, g):
        B, P = self._base(g), g["apex"]
        X, T = self._target(g)
        what = f"the lateral edge {''.join(T)}" if g["ask"] == "edge" else f"the lateral face {''.join(T)}"
        return (f"In the {self._name(g)}, the base edge {B[0]}{B[1]} = {g['a']} and every lateral edge is {g['l']}. "
                f"Find the distance from the vertex {X} to {what}.")

    def _height(self, p):
        return float(np.sqrt(p["l"] ** 2 - regular_circumradius(p["n"], p["a"]) ** 2))

    def _chord(self, p):
        return float(2 * regular_circumradius(p["n"], p["a"]) * np.sin(np.pi * p["k"] / p["n"]))

    def _value(self, p):
        n, a, l = p["n"], p["a"], p["l"]
        if p["ask"] == "edge":       # altitude to the side of length l in the isosceles triangle (l, l, d)
            d = self._chord(p)
            return d * np.sqrt(l * l - d * d / 4) / l
        s = np.sqrt(l * l - a * a / 4)           # slant height of the face
        h = self._height(p)
        # base triangle formed by A and the face's base edge, times h/3, over the face area
        # for n = 3 that triangle is the whole base; for the square it is half the base
        tri = np.sqrt(3) / 4 * a * a if n == 3 else a * a / 2
        vol = tri * h / 3
        return float(3 * vol / (a * s / 2))

    def answer(self, p):
        return Number(float(self._value(p)))

    def _xyz(self, p):
        s = Scene()
        s.pyramid(self._base(p), p["apex"], regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])),
                  (0.0, 0.0, self._height(p)))
        return s

    def verify(self, g):
        # Independent of the construction: the circumradius from the law of cosines in the triangle
        # centre-A-B (a² = 2R²(1 − cos 2π/n)), the base as complex vertices R·e^{2πik/n}, the apex above
        # the centre at height √(l² − R²); then |cross| / length to a line, |normal · offset| to a plane.
        n, a, l = g["n"], float(g["a"]), float(g["l"])
        R = a / np.sqrt(2 * (1 - np.cos(2 * np.pi / n)))
        V = [np.array([R * np.cos(2 * np.pi * i / n), R * np.sin(2 * np.pi * i / n), 0.0]) for i in range(n)]
        P = np.array([0.0, 0.0, np.sqrt(l * l - R * R)])
        if g["ask"] == "edge":
            X, u = V[g["k"]] - P, V[0] - P
            return Number(float(np.linalg.norm(np.cross(X, u)) / np.linalg.norm(u)))
        f = g["face"]
        nrm = np.cross(V[f] - P, V[(f + 1) % n] - P)
        return Number(float(abs(nrm @ (V[0] - P)) / np.linalg.norm(nrm)))

    def _foot(self, s, X, T):
        x, a, b = s.xyz(X), s.xyz(T[0]), s.xyz(T[1])
        if len(T) == 2:
            u = (b - a) / np.linalg.norm(b - a)
            return a + ((x - a) @ u) * u
        c = s.xyz(T[2])
        n = np.cross(b - a, c - a)
        n /= np.linalg.norm(n)
        return x - ((x - a) @ n) * n

    def scene(self, g):
        s = self._xyz(g)
        X, T = self._target(g)
        s.point("_f", self._foot(s, X, T), show_label=False)
        s.segment(X, "_f", style="auxiliary")
        if g["ask"] == "edge" and g["k"] > 1:
            s.segment(X, T[1], style="auxiliary")
        return s

    def description(self, g):
        B, P = self._base(g), g["apex"]
        return (f"A {self._name(g)}: the base {''.join(B)} is {'an' if g['n'] == 3 else 'a'} "
                f"{regular_polygon_name(g['n'])} with side {g['a']} (vertices in order), the apex {P} is directly "
                f"above the base centre, and all lateral edges equal {g['l']}.")

    def subquestions(self, g):
        B, P = self._base(g), g["apex"]
        if g["ask"] == "edge":
            X, T = self._target(g)
            return [SubQuestion(f"In the {self._name(g)} with base edge {g['a']}, find the distance {X}{B[0]} "
                                f"between the base vertices {X} and {B[0]}.", Number(self._chord(g)),
                                "plane_figures/polygons/regular_polygon")]
        return [SubQuestion(f"In the {self._name(g)}, the base edge is {g['a']} and every lateral edge is {g['l']}. "
                            f"Find the height of the pyramid.", Number(self._height(g)),
                            "solid_figures/pyramids/height_from_lateral_edge")]

    def reasoning(self, p):
        n, a, l = p["n"], p["a"], p["l"]
        B, P = self._base(p), p["apex"]
        X, T = self._target(p)
        v = self._value(p)
        if p["ask"] == "edge":
            d = self._chord(p)
            m = np.sqrt(l * l - d * d / 4)
            return [f"Triangle {P}{B[0]}{X} is isosceles with {P}{B[0]} = {P}{X} = {l}.",
                    f"{X}{B[0]} is {'a side' if p['k'] == 1 else 'a diagonal'} of the base: {X}{B[0]} ≈ {d:.4f}"
                    + (f" = {a}." if p["k"] == 1 else f" (2R·sin({180 * p['k'] // n}°) with R the base circumradius)."),
                    f"The altitude from {P} to {X}{B[0]} is √({l}² − ({d:.4f}/2)²) ≈ {m:.4f}, so the area is "
                    f"½·{d:.4f}·{m:.4f} ≈ {d * m / 2:.4f}.",
                    f"The distance from {X} to {P}{B[0]} is 2·area/{P}{B[0]} = {d * m:.4f}/{l} ≈ {v:.4f}."]
        h = self._height(p)
        s = np.sqrt(l * l - a * a / 4)
        tri = np.sqrt(3) / 4 * a * a if n == 3 else a * a / 2
        b1, b2 = T[1], T[2]
        return [f"Height: the apex is above the base centre; base circumradius R = {regular_circumradius(n, a):.4f}, "
                f"h = √({l}² − R²) ≈ {h:.4f}.",
                f"Volume of tetrahedron {P}-{X}{b1}{b2}: base triangle {X}{b1}{b2} has area ≈ {tri:.4f}, so "
                f"V = (1/3)·{tri:.4f}·{h:.4f} ≈ {tri * h / 3:.4f}.",
                f"Face {P}{b1}{b2} is isosceles with slant height √({l}² − ({a}/2)²) ≈ {s:.4f}, area ≈ {a * s / 2:.4f}.",
                f"Volume method: distance = 3V/area = {tri * h:.4f}/{a * s / 2:.4f} ≈ {v:.4f}."]
