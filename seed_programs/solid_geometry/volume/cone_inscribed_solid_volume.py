"""Solid geometry (volume): a cylinder or a cube stands on the base of a cone with its top rim (top
corners) on the lateral surface; find its volume from its radius or height, the largest possible
cylinder, or the inscribed cube (DynaSolidGeo, volume; the max case is a calculus / AM-GM classic).
``answer`` uses similar triangles in the axial section (h = H(1 − x/R)); ``verify`` finds the rim
on the cone's surface by bisection in coordinates (and the maximum by a fine search)."""
import numpy as np

from dynaforge.sdk import Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import fmt

KINDS = ("radius", "height", "max", "cube")


@seed_program(
    id="cone_inscribed_solid_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/solid_inscribed_in_cone", "solid_figures/round_solids/cylinder_volume",
              "plane_figures/similarity/similar_triangles"],
    source="DynaSolidGeo-style (volume: cylinder / cube inscribed in a cone)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class ConeInscribedSolidVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.3, 0.25, 0.25, 0.2]), cone_radius=OneOf((3, 4, 5, 6, 8, 9)),
                      cone_height=OneOf((6, 8, 9, 10, 12, 15)), apex=OneOf(("P", "S", "V"))),
        hard=dict(kind=OneOf(KINDS, p=[0.2, 0.25, 0.25, 0.3]), cone_radius=OneOf((7, 11, 13, 14, 17, 19)),
                  cone_height=OneOf((11, 13, 16, 18, 21, 23)), apex=OneOf(("P", "S", "V"))),
        hard_means="larger cones with prime-ish dimensions (no friendly ratios) and more of the inscribed-cube "
                   "and largest-cylinder cases",
    )

    def sample(self, rng, space):
        """Givens: the cone (R, H), which solid and its stated measure (the cylinder's radius or height);
        hidden: the cylinder's other dimension (or the cube's edge) from similar triangles."""
        kind = space.kind.draw(rng)
        R = space.cone_radius.draw(rng)
        H = space.cone_height.draw(rng)
        g = {"kind": kind, "R": R, "H": H, "apex": space.apex.draw(rng)}
        if kind == "radius":
            x = int(rng.integers(1, R))
            return {**g, "x": x}, {"h": H * (1 - x / R)}
        if kind == "height":
            h = int(rng.integers(1, H))
            return {**g, "h": h}, {"x": R * (1 - h / H)}
        if kind == "max":
            return g, {"x": 2 * R / 3, "h": H / 3}
        a = np.sqrt(2) * R * H / (H + np.sqrt(2) * R)
        return g, {"x": float(a / np.sqrt(2)), "h": float(a)}

    @staticmethod
    def _figure_xh(g):
        """The drawn solid's radius (half-diagonal for the cube) and height, from the statement."""
        R, H, kind = g["R"], g["H"], g["kind"]
        if kind == "radius":
            return float(g["x"]), H * (1 - g["x"] / R)
        if kind == "height":
            return R * (1 - g["h"] / H), float(g["h"])
        if kind == "max":
            return 2 * R / 3, H / 3
        a = np.sqrt(2) * R * H / (H + np.sqrt(2) * R)
        return float(a / np.sqrt(2)), float(a)

    def question(self, g):
        p = g
        P = p["apex"]
        head = (f"A cone has apex {P}, base centre O and a point A on its base circle, with base radius OA = {p['R']} "
                f"and height {P}O = {p['H']}.")
        if p["kind"] == "cube":
            return head + (" A cube stands on the base of the cone, centred on O, with its four top vertices on the "
                           "lateral surface (its top vertex C lies on the generatrix PA). Find the volume of the cube."
                           ).replace("PA", f"{P}A")
        body = (" A cylinder stands on the base of the cone with the same axis; its top circle (centre Q, with B on it "
                f"and on {P}A) lies on the lateral surface of the cone.")
        if p["kind"] == "radius":
            return head + body + f" The cylinder's radius is QB = {p['x']}. Find the volume of the cylinder."
        if p["kind"] == "height":
            return head + body + f" The cylinder's height is OQ = {p['h']}. Find the volume of the cylinder."
        return head + body + " Find the largest possible volume of such a cylinder."

    def answer(self, p):
        R, H = p["R"], p["H"]
        if p["kind"] == "cube":
            a = np.sqrt(2) * R * H / (H + np.sqrt(2) * R)
            return Number(float(a ** 3))
        if p["kind"] == "max":
            return Number(float(4 * np.pi * R * R * H / 27))
        x = p["x"] if p["kind"] == "radius" else R * (1 - p["h"] / H)
        return Number(float(np.pi * x * x * H * (1 - x / R)))

    def verify(self, g):
        # Independent: the rim found on the cone's generatrix by bisection in coordinates, the maximum by search.
        p = g
        R, H = float(p["R"]), float(p["H"])

        A, P = np.array([R, 0.0, 0.0]), np.array([0.0, 0.0, H])

        def cone_radius_at(z):   # the point of generatrix AP at height z, and its distance from the axis
            q = A + (z / H) * (P - A)
            return float(np.hypot(q[0], q[1]))

        def height_for_radius(x):   # bisection along AP for the point at distance x from the axis
            lo, hi = 0.0, 1.0
            for _ in range(100):
                mid = (lo + hi) / 2
                q = A + mid * (P - A)
                lo, hi = (mid, hi) if np.hypot(q[0], q[1]) > x else (lo, mid)
            return float((A + (lo + hi) / 2 * (P - A))[2])

        if p["kind"] == "radius":
            return Number(np.pi * p["x"] ** 2 * height_for_radius(p["x"]))
        if p["kind"] == "height":
            return Number(np.pi * cone_radius_at(p["h"]) ** 2 * p["h"])
        if p["kind"] == "max":      # volume π·x²·(height from similar triangles), searched over x
            xs = np.linspace(0, R, 20001)
            vols = np.pi * xs ** 2 * H * (1 - xs / R)
            i = int(np.argmax(vols))
            lo, hi = xs[max(i - 1, 0)], xs[min(i + 1, len(xs) - 1)]
            for _ in range(80):     # ternary refinement
                m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
                f1 = np.pi * m1 ** 2 * height_for_radius(m1)
                f2 = np.pi * m2 ** 2 * height_for_radius(m2)
                lo, hi = (m1, hi) if f1 < f2 else (lo, m2)
            x = (lo + hi) / 2
            return Number(np.pi * x * x * height_for_radius(x))
        lo, hi = 0.0, H            # cube of edge a: its top corner at distance a/√2 from the axis, height a
        for _ in range(100):
            a = (lo + hi) / 2
            lo, hi = (a, hi) if np.hypot(a / 2, a / 2) < cone_radius_at(a) else (lo, a)
        return Number(((lo + hi) / 2) ** 3)

    def scene(self, g):
        p = g
        P, R, H = p["apex"], p["R"], p["H"]
        x, h = self._figure_xh(p)
        s = Scene()
        s.solid("cone", (0, 0, 0), R, height=H)
        s.point(P, (0, 0, H))
        s.point("O", (0, 0, 0))
        s.segment(P, "O", style="hidden")
        if p["kind"] == "cube":
            a = h
            c = np.array([np.cos(np.pi / 4), np.sin(np.pi / 4), 0.0])
            s.point("A", R * c)
            s.segment("O", "A", style="auxiliary")
            names = []
            for i, (sx, sy, z) in enumerate([(1, 1, 0), (-1, 1, 0), (-1, -1, 0), (1, -1, 0),
                                             (1, 1, 1), (-1, 1, 1), (-1, -1, 1), (1, -1, 1)]):
                lab = "C" if i == 4 else f"_k{i}"
                names.append(s.point(lab, (sx * a / 2, sy * a / 2, z * a), show_label=(i == 4), dot=(i == 4)))
            for i, j in ((0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4), (0, 4), (1, 5), (2, 6), (3, 7)):
                s.segment(names[i], names[j], style="hidden")
            for f in ((0, 1, 2, 3), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)):
                s.face([names[i] for i in f], color="#f87171", opacity=0.35)
            s.segment(P, "C")
            s.segment("C", "A")
            return s
        s.point("A", (R, 0, 0))
        s.segment(P, "A")
        s.segment("O", "A", style="auxiliary")
        s.solid("cylinder", (0, 0, 0), x, height=h, color="#fca5a5")
        s.point("Q", (0, 0, h))
        s.point("B", (x, 0, h))
        s.segment("Q", "B", style="auxiliary" if p["kind"] != "height" else "hidden")
        s.segment("O", "Q", style="auxiliary" if p["kind"] != "radius" else "hidden")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        P, R, H = p["apex"], p["R"], p["H"]
        if p["kind"] == "cube":
            return [SubQuestion(f"A cone of base radius {R} and height {H}: at what distance from the axis is its "
                                f"lateral surface at height z = {H // 2}?", Number(R * (1 - (H // 2) / H)),
                                "plane_figures/similarity/similar_triangles")]
        if p["kind"] == "height":
            return [SubQuestion(f"A cone has base radius {R} and height {H}. Find the radius of its cross-section at "
                                f"height {p['h']} above the base.", Number(float(R * (1 - p["h"] / H))),
                                "plane_figures/similarity/similar_triangles")]
        x = int(p["x"]) if p["kind"] == "radius" else None
        if x is None:
            return [SubQuestion(f"For 0 < x < {R}, where does f(x) = x²({R} − x) take its largest value?",
                                Number(2 * R / 3), "solid_figures/round_solids/solid_inscribed_in_cone")]
        return [SubQuestion(f"A cone has base radius {R} and height {H}. At what height above the base is its "
                            f"cross-section a circle of radius {x}?", Number(float(H * (1 - x / R))),
                            "plane_figures/similarity/similar_triangles")]

    def reasoning(self, p):
        P, R, H, kind = p["apex"], p["R"], p["H"], p["kind"]
        V = self.answer(p).value
        sim = (f"In the axial section, B is on {P}A and QB ∥ OA, so triangles {P}QB and {P}OA are similar: "
               f"QB/OA = {P}Q/{P}O, i.e. x/{R} = ({H} − h)/{H}, h = {H}(1 − x/{R}).")
        if kind == "radius":
            return [sim, f"With x = {p['x']}: h = {fmt(p['h'])}.",
                    f"V = π·{p['x']}²·{fmt(p['h'])} ≈ {fmt(V)}."]
        if kind == "height":
            return [sim, f"With h = {p['h']}: x = {R}·(1 − {p['h']}/{H}) = {fmt(p['x'])}.",
                    f"V = π·{fmt(p['x'])}²·{p['h']} ≈ {fmt(V)}."]
        if kind == "max":
            return [sim, f"V(x) = π·x²·{H}(1 − x/{R}) = ({H}π/{R})·x²({R} − x) for 0 < x < {R}.",
                    f"V'(x) = ({H}π/{R})·x(2·{R} − 3x) = 0 gives x = 2·{R}/3 = {fmt(2 * R / 3)} (a maximum), h = {H}/3 = {fmt(H / 3)}.",
                    f"V_max = 4π·{R}²·{H}/27 ≈ {fmt(V)}."]
        a = p["h"]
        return [f"Let the cube's edge be a. Its top vertex C is at height a and at distance a/√2 (half the face "
                f"diagonal) from the axis.",
                f"C is on {P}A, so by similar triangles a/√2 = {R}(1 − a/{H}), giving a = √2·{R}·{H}/({H} + √2·{R}) ≈ {fmt(a)}.",
                f"V = a³ ≈ {fmt(V)}."]
