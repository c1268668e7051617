"""Solid geometry (length, competition): the radius of the sphere circumscribed about, or inscribed
in, a regular pyramid with a triangular, square or hexagonal base, given the base edge and the height
or a lateral edge (DynaSolidGeo, length/distance). ``answer`` uses the axial right triangle
(R = l²/(2h); r = h·ρ/(ρ + s)); ``verify`` works in coordinates (sphere through the vertices;
bisection on the centre height for the sphere tangent to base and lateral face)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import point_plane_distance, regular_polygon_name, regular_polygon_xy, regular_solid_name
from dynaforge.sdk.solid_measure import circumsphere, regular_circumradius, regular_inradius


@seed_program(
    id="regular_pyramid_sphere_radius", topic="solid_geometry", category="length_distance",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/spheres/circumscribed_sphere_of_pyramid", "solid_figures/pyramids/slant_height",
              "solid_figures/pyramids/height_from_lateral_edge"],
    source="DynaSolidGeo-style (competition: sphere and regular pyramid)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class RegularPyramidSphereRadius(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), sphere=OneOf(("circumscribed", "inscribed")),
                      given=OneOf(("height", "lateral")), a=IntRange(2, 8), apex=OneOf(("P", "S", "V")),
                      centre=OneOf(("O", "Q")), height_per_circumradius=(0.6, 2.2),
                      lateral_per_circumradius=(1.15, 2.3)),
        hard=dict(n=OneOf((3, 4, 6)), sphere=OneOf(("circumscribed", "inscribed"), p=[0.4, 0.6]),
                  given=OneOf(("height", "lateral"), p=[0.3, 0.7]), a=IntRange(5, 16), apex=OneOf(("P", "S", "V")),
                  centre=OneOf(("O", "Q")), height_per_circumradius=(0.6, 2.2),
                  lateral_per_circumradius=(1.15, 2.3)),
        hard_means="larger base edges, mostly the lateral edge given (height first) and more inscribed spheres "
                   "(apothem, slant height and an angle bisector)",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        sphere = space.sphere.draw(rng)
        given = space.given.draw(rng)
        a = space.a.draw(rng)
        g = {"n": n, "sphere": sphere, "given": given, "a": a,
             "apex": space.apex.draw(rng), "centre": space.centre.draw(rng)}
        rb = regular_circumradius(n, a)
        (h_lo, h_hi), (l_lo, l_hi) = space.height_per_circumradius, space.lateral_per_circumradius
        if given == "height":
            g["h"] = int(rng.integers(max(2, int(np.ceil(rb * h_lo))), int(np.ceil(rb * h_hi)) + 3))
        else:
            g["l"] = int(rng.integers(int(np.floor(rb * l_lo)) + 1, int(np.floor(rb * l_hi)) + 3))
        return g

    def _base(self, p):
        return list("ABCDEF"[: p["n"]])

    def _height(self, p):
        if p["given"] == "height":
            return float(p["h"])
        return float(np.sqrt(p["l"] ** 2 - regular_circumradius(p["n"], p["a"]) ** 2))

    def _name(self, p):
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(self._base(p))}"

    def _given(self, p):
        B, P = self._base(p), p["apex"]
        g = f"the base edge {B[0]}{B[1]} = {p['a']}"
        return g + (f" and the height is {p['h']}" if p["given"] == "height" else f" and the lateral edge {P}{B[0]} = {p['l']}")

    def question(self, g):
        rel = ("passes through all five vertices" if g["n"] == 4 else "passes through all vertices") \
            if g["sphere"] == "circumscribed" else "touches the base and every lateral face"
        return (f"In the {self._name(g)}, {self._given(g)}. A sphere with centre {g['centre']} {rel} of the "
                f"pyramid. Find the radius of this sphere.")

    def _value(self, p):
        n, a = p["n"], p["a"]
        h = self._height(p)
        rb = regular_circumradius(n, a)
        if p["sphere"] == "circumscribed":
            l2 = h * h + rb * rb
            return l2 / (2 * h)
        rho = regular_inradius(n, a)
        s = np.hypot(h, rho)
        return float(h * rho / (rho + s))

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, g):
        n, a = g["n"], g["a"]
        unit = np.array(regular_polygon_xy(n, 1.0))
        base = [np.array([x, y, 0.0]) for x, y in unit * a / np.linalg.norm(unit[1] - unit[0])]
        if g["given"] == "height":
            apex = np.array([0.0, 0.0, float(g["h"])])
        else:
            apex = np.array([0.0, 0.0, float(np.sqrt(g["l"] ** 2 - base[0] @ base[0]))])
        if g["sphere"] == "circumscribed":
            return Number(circumsphere(base + [apex])[1])
        # centre (0, 0, t): distance t to the base equals the distance to face apex-B0-B1
        lo, hi = 0.0, float(apex[2])
        for _ in range(200):
            t = (lo + hi) / 2
            d = point_plane_distance((0, 0, t), apex, base[0], base[1])
            lo, hi = (t, hi) if d > t else (lo, t)
        return Number((lo + hi) / 2)

    def scene(self, g):
        B, P, O = self._base(g), g["apex"], g["centre"]
        h = self._height(g)
        rb = regular_circumradius(g["n"], g["a"])
        s = Scene()
        s.pyramid(B, P, regular_polygon_xy(g["n"], rb), (0.0, 0.0, h))
        s.point("H", (0.0, 0.0, 0.0))
        r = self._value(g)
        if g["sphere"] == "circumscribed":
            s.point(O, (0.0, 0.0, h - r))
            s.segment(P, "H", style="auxiliary")
            s.segment(O, B[0], style="auxiliary")
            s.segment("H", B[0], style="auxiliary")
        else:
            s.point(O, (0.0, 0.0, r))
            mid = s.midpoint(B[0], B[1])
            s.point("M", mid)
            s.segment(P, "H", style="auxiliary")
            s.segment("H", "M", style="auxiliary")
            s.segment(P, "M", style="auxiliary")
        return s

    def description(self, g):
        B, P = self._base(g), g["apex"]
        extra = (f" M is the midpoint of {B[0]}{B[1]}." if g["sphere"] == "inscribed" else "")
        return (f"A {self._name(g)} has {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} base "
                f"{''.join(B)} with centre H and apex {P} directly above H; {self._given(g)}.{extra} A sphere with "
                f"centre {g['centre']} " + ("passes through every vertex of the pyramid." if g["sphere"] == "circumscribed"
                                          else "touches the base and all lateral faces."))

    def subquestions(self, g):
        n, a = g["n"], g["a"]
        h = self._height(g)
        B, P = self._base(g), g["apex"]
        if g["sphere"] == "circumscribed":
            if g["given"] == "height":
                l = float(np.hypot(h, regular_circumradius(n, a)))
                return [SubQuestion(f"In the {self._name(g)}, {self._given(g)}. Find the lateral edge {P}{B[0]}.",
                                    Number(l), "solid_figures/pyramids/height_from_lateral_edge")]
            return [SubQuestion(f"In the {self._name(g)}, {self._given(g)}. Find the height of the pyramid.",
                                Number(h), "solid_figures/pyramids/height_from_lateral_edge")]
        rho = regular_inradius(n, a)
        return [SubQuestion(f"In the {self._name(g)}, {self._given(g)}. M is the midpoint of {B[0]}{B[1]}. "
                            f"Find the slant height {P}M.", Number(float(np.hypot(h, rho))),
                            "solid_figures/pyramids/slant_height")]

    def reasoning(self, p):
        n, a = p["n"], p["a"]
        B, P, O = self._base(p), p["apex"], p["centre"]
        h = self._height(p)
        rb = regular_circumradius(n, a)
        r = self._value(p)
        steps = [f"The apex {P} lies above the base centre H; the sphere's centre {O} lies on the axis {P}H."]
        if p["given"] == "height":
            steps.append(f"The height is {P}H = {p['h']}.")
        else:
            steps.append(f"H{B[0]} = {a}/(2·sin({180 // n}°)) ≈ {rb:.4f}, so {P}H = √({p['l']}² − {rb:.4f}²) ≈ {h:.4f}.")
        if p["sphere"] == "circumscribed":
            steps += [f"Base circumradius H{B[0]} ≈ {rb:.4f}. With R = {O}{P} = {O}{B[0]} and {O}H = |{P}H − R|, "
                      f"the right triangle {O}H{B[0]} gives R² = ({P}H − R)² + H{B[0]}².",
                      f"So R = ({P}H² + H{B[0]}²)/(2·{P}H) = ({h:.4f}² + {rb:.4f}²)/(2·{h:.4f}) ≈ {r:.4f}."]
        else:
            rho = regular_inradius(n, a)
            s = np.hypot(h, rho)
            steps += [f"In the axial section through the midpoint M of {B[0]}{B[1]}: HM = apothem = {a}/(2·tan({180 // n}°)) "
                      f"≈ {rho:.4f} and the slant height {P}M = √({h:.4f}² + {rho:.4f}²) ≈ {s:.4f}.",
                      f"The sphere appears as the circle inscribed in the angle at M touching HM and {P}M; with "
                      f"{O}H = r, similar triangles give r/({P}H − r) = HM/{P}M.",
                      f"So r = {P}H·HM/(HM + {P}M) = {h:.4f}·{rho:.4f}/({rho:.4f} + {s:.4f}) ≈ {r:.4f}."]
        return steps
