"""Solid geometry (volume, exact in π): a plane cuts a sphere into two segments; find the volume of
the smaller cap or of the larger piece, given the sphere's radius and the plane's distance from the
centre, or (a bowl) only the cap's rim radius and depth (DynaSolidGeo, volume; undergraduate:
integration / cap formula). ``answer`` uses V = πh²(3R − h)/3 and V = πh(3a² + h²)/6; ``verify``
integrates the disc areas π(R² − z²) along the axis in sympy."""
from fractions import Fraction

import sympy as sp

from dynaforge.sdk import Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import circle_polyline, fmt, pi_multiple


@seed_program(
    id="spherical_cap_volume", topic="solid_geometry", category="volume",
    level="undergraduate", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/round_solids/spherical_cap_volume", "solid_figures/round_solids/sphere_plane_section",
              "solid_figures/round_solids/sphere_volume"],
    source="DynaSolidGeo-style (volume of a spherical cap / segment, exact answer)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "point_labels", "camera"],
)
class SphericalCapVolume(SeedProgram):
    levels = Levels(
        standard=dict(given=OneOf(("distance", "bowl"), p=[0.6, 0.4]), centre_name=OneOf(("O₁", "M", "Q")),
                      rim_name=OneOf(("A", "P")), pole_name=OneOf(("T", "N")), sphere_radius=IntRange(3, 9),
                      part=OneOf(("small", "large")), rim_radius=IntRange(2, 8)),
        hard=dict(given=OneOf(("distance", "bowl"), p=[0.4, 0.6]), centre_name=OneOf(("O₁", "M", "Q")),
                  rim_name=OneOf(("A", "P")), pole_name=OneOf(("T", "N")), sphere_radius=IntRange(10, 30),
                  part=OneOf(("small", "large")), rim_radius=IntRange(9, 25)),
        hard_means="larger spheres and bowls, mostly bowls (the sphere's radius R = (a² + h²)/2h first, "
                   "fractional coefficients of π)",
    )

    def sample(self, rng, space):
        """Givens: how the cap is given (sphere radius and the plane's distance, or a bowl's rim radius and
        depth), which piece, the labels."""
        given = space.given.draw(rng)
        names = {"O": "O", "Q": space.centre_name.draw(rng), "A": space.rim_name.draw(rng),
                 "T": space.pole_name.draw(rng)}
        if given == "distance":
            R = space.sphere_radius.draw(rng)
            d = int(rng.integers(1, R))
            return {"given": given, "R": R, "d": d, "part": space.part.draw(rng), "names": names}
        a = space.rim_radius.draw(rng)              # rim radius of the bowl
        h = int(rng.integers(1, a + 1))             # depth ≤ rim radius: the bowl is at most a hemisphere
        return {"given": given, "a": a, "h": h, "names": names}

    def _n(self, p):
        n = p["names"]
        return n["O"], n["Q"], n["A"], n["T"]

    def _Rdh(self, p):
        """Radius, distance of the plane from the centre, height of the small cap (Fractions)."""
        if p["given"] == "distance":
            R, d = Fraction(p["R"]), Fraction(p["d"])
            return R, d, R - d
        a, h = Fraction(p["a"]), Fraction(p["h"])
        R = (a * a + h * h) / (2 * h)
        return R, R - h, h

    def question(self, g):
        p = g
        O, Q, A, T = self._n(p)
        if p["given"] == "bowl":
            return (f"A bowl is a piece of a sphere with centre {O}, cut off by a plane: its rim is a circle with centre "
                    f"{Q}, {A} is on the rim, and its deepest point {T} lies on the line {O}{Q}. The rim radius is "
                    f"{Q}{A} = {p['a']} and the depth is {Q}{T} = {p['h']}. Find the volume the bowl holds when filled "
                    f"to the rim (the volume of the cap), as an exact multiple of π.")
        which = ("the smaller piece (the cap containing " + T + ")" if p.get("part", "small") == "small"
                 else "the larger piece (the one containing " + O + ")")
        return (f"A sphere with centre {O} and radius {p['R']} is cut by a plane at distance {O}{Q} = {p['d']} from "
                f"{O}; the section is a circle with centre {Q}, {A} is on it, and {T} is the point of the sphere "
                f"on ray {O}{Q} beyond {Q}. Find the volume of {which}, as an exact multiple of π.")

    def _coef(self, p):
        R, d, h = self._Rdh(p)
        cap = h * h * (3 * R - h) / 3
        return cap if p.get("part", "small") == "small" else Fraction(4, 3) * R ** 3 - cap

    def answer(self, p):
        return Expression(pi_multiple(self._coef(p))[0])

    def verify(self, g):
        # Independent: sympy solves for the centre and integrates the cross-sections, exactly from the
        # integer givens (sympy Integers throughout, no float is ever converted back).
        p = g
        z = sp.symbols("z", real=True)
        if p["given"] == "bowl":   # the centre from |OA| = |OT|: R² = (R − h)² + a²
            Rs = sp.symbols("R", positive=True)
            a, h = sp.Integer(p["a"]), sp.Integer(p["h"])
            R = sp.solve(sp.Eq(Rs ** 2, (Rs - h) ** 2 + a ** 2), Rs)[0]   # a Rational: (a² + h²)/(2h)
            d = R - h
        else:
            R, d = sp.Integer(p["R"]), sp.Integer(p["d"])
        lo, hi = (d, R) if p.get("part", "small") == "small" else (-R, d)
        vol = sp.integrate(sp.pi * (R ** 2 - z ** 2), (z, lo, hi))
        coef = sp.simplify(vol / sp.pi)
        assert coef.is_Rational, f"the volume is not a rational multiple of π: {vol}"
        return Expression(str(coef * sp.pi))

    def scene(self, g):
        p = g
        O, Q, A, T = self._n(p)
        R, d, h = (float(x) for x in self._Rdh(p))
        rho = (R * R - d * d) ** 0.5
        if p["given"] == "bowl":   # the bowl the right way up: rim above, deepest point T at the bottom
            d, R_top = -d, -R
        else:
            R_top = R
        s = Scene()
        s.solid("sphere", (0, 0, 0), R, color="lightsteelblue" if p["given"] == "distance" else "#fde68a")
        s.point(O, (0, 0, 0))
        s.point(Q, (0, 0, d))
        s.point(A, (rho, 0, d))
        s.point(T, (0, 0, R_top))
        circle_polyline(s, (0, 0, d), rho, style="edge")
        s.segment(Q, A, style="auxiliary")
        s.segment(Q, T, style="hidden" if p["given"] == "distance" else "auxiliary")
        if p["given"] == "distance":
            s.segment(O, Q, style="auxiliary")
            s.segment(O, A, style="hidden")
        else:
            s.segment(O, Q, style="hidden")
        return s

    def description(self, g):
        p = g
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        p = g
        R, d, h = self._Rdh(p)
        O, Q, A, T = self._n(p)
        if p["given"] == "bowl":
            first = SubQuestion(f"A cap of a sphere has rim radius {p['a']} and height {p['h']}. Find the radius of "
                                f"the sphere.", Number(float(R)), "solid_figures/round_solids/sphere_plane_section")
        else:
            first = SubQuestion(f"A plane at distance {p['d']} from the centre of a sphere of radius {p['R']} cuts off a "
                                f"cap. Find the height of the smaller cap.", Number(float(h)),
                                "solid_figures/round_solids/sphere_plane_section")
        cap = h * h * (3 * R - h) / 3
        return [first,
                SubQuestion(f"Find the volume of a spherical cap of height {fmt(float(h))} cut from a sphere of radius "
                            f"{fmt(float(R))}, as an exact multiple of π.", Expression(pi_multiple(cap)[0]),
                            "solid_figures/round_solids/spherical_cap_volume")]

    def reasoning(self, p):
        R, d, h = self._Rdh(p)
        O, Q, A, T = self._n(p)
        cap = h * h * (3 * R - h) / 3
        steps = []
        if p["given"] == "bowl":
            steps.append(f"Let R be the sphere's radius; {O}{Q} = R − {p['h']} and {O}{A} = R, so R² = (R − {p['h']})² + "
                         f"{p['a']}², giving R = ({p['a']}² + {p['h']}²)/(2·{p['h']}) = {R}.")
        else:
            steps.append(f"The cap containing {T} has height h = {Q}{T} = R − {O}{Q} = {p['R']} − {p['d']} = {h}.")
        steps.append(f"Slicing perpendicular to {O}{Q}, the section at distance z from {O} is a disc of area π(R² − z²); "
                     f"integrating from z = {d} to z = {R} gives the cap volume πh²(3R − h)/3.")
        steps.append(f"Cap: π·{h}²·(3·{R} − {h})/3 = {pi_multiple(cap)[1]}.")
        if p.get("part", "small") == "large":
            ball = Fraction(4, 3) * R ** 3
            steps.append(f"The whole ball has volume (4/3)π·{R}³ = {pi_multiple(ball)[1]}, so the larger piece is "
                         f"{pi_multiple(ball)[1]} − {pi_multiple(cap)[1]} = {pi_multiple(ball - cap)[1]}.")
        return steps
