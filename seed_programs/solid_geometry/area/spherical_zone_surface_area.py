"""Solid geometry (area, exact in π): one or two parallel planes cut a sphere; find the curved area of the
smaller cap, of the zone (belt) between two planes on the same side of the centre or on opposite sides,
the whole surface of the smaller piece (cap plus flat disc), or the curved area of a bowl known only by
its rim radius and depth (DynaSolidGeo, area). ``answer`` uses Archimedes' hat-box theorem, curved area
= 2πR·(distance between the planes), and for the bowl π(r² + h²); ``verify`` integrates R²·sin φ over
the band of polar angles in sympy (the bowl's sphere found by solving R² = r² + (R − h)²)."""
import math

import sympy as sp

from dynaforge.sdk import Backward, Expression, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_round import circle_polyline
from dynaforge.sdk.solid_volume_area import exact_text

KINDS = ("cap", "zone_same", "zone_opposite", "piece", "bowl")


@seed_program(
    id="spherical_zone_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/round_solids/sphere_surface_area", "solid_figures/round_solids/sphere_plane_section"],
    source="DynaSolidGeo-style (area: spherical caps and zones, Archimedes' hat-box theorem)",
    variations=["numeric_values", "point_labels", "camera", "real_life_contexts"],
)
class SphericalZoneSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=[0.35, 0.3, 0.25, 0.1, 0.0]), radius=IntRange(4, 12), rim=IntRange(2, 8)),
        hard=dict(kind=OneOf(KINDS, p=[0.05, 0.15, 0.2, 0.3, 0.3]), radius=IntRange(10, 30), rim=IntRange(5, 20)),
        hard_means="larger spheres and mostly the whole surface of the cut-off piece (cap plus the section disc) or a "
                   "bowl known only by its rim radius and depth (the sphere's radius to be found first)",
    )

    def sample(self, rng, space):
        """Givens: the kind; the sphere's radius and the planes' distances from the centre (integers), or a bowl's
        rim radius and depth. The planes stay clear of the centre and of the poles."""
        kind = space.kind.draw(rng)
        if kind == "bowl":
            r = int(space.rim.draw(rng))
            return {"kind": kind, "r": r, "h": int(rng.integers(max(1, r // 3), r))}   # less than a hemisphere
        R = int(space.radius.draw(rng))
        for _ in attempts("plane distances at least 1 from the centre and the poles, and at least 2 apart"):
            d1, d2 = sorted(int(v) for v in rng.integers(1, R, size=2))
            if kind in ("cap", "piece") or (d2 - d1 >= 2 if kind == "zone_same" else True):
                break
        g = {"kind": kind, "R": R, "d1": d1}
        if kind in ("zone_same", "zone_opposite"):
            g["d2"] = d2
        return g

    # -- statement -------------------------------------------------------------------------------------------
    def _setup(self, g, hide=None):
        q = lambda key: "?" if hide == key else g[key]
        k = g["kind"]
        if k == "bowl":
            return (f"A bowl is the smaller piece cut from a sphere by a plane: its rim is a circle with centre O1 "
                    f"through A, of radius O1A = {q('r')}, and its depth (from the rim's plane to the deepest point T) "
                    f"is O1T = {q('h')}.")
        base = f"A sphere with centre O has radius OT = {q('R')}."
        if k in ("cap", "piece"):
            return base + (f" A plane at distance OO1 = {q('d1')} from O cuts it in a circle with centre O1 through A; "
                           f"T is the point of the sphere on the far side of this plane, on line OO1.")
        side = "on the same side of O" if k == "zone_same" else "on opposite sides of O"
        return base + (f" Two parallel planes {side} cut it: one at distance OO1 = {q('d1')} from O in a circle with "
                       f"centre O1 through A, the other at distance OO2 = {q('d2')} in a circle with centre O2 through "
                       f"B; T lies on line O1O2.")

    def _asked(self, g):
        return {"cap": "the area of the curved surface of the smaller cap (the part of the sphere beyond the plane, "
                       "containing T)",
                "zone_same": "the area of the zone of the sphere between the two planes (the curved belt only)",
                "zone_opposite": "the area of the zone of the sphere between the two planes (the curved belt only)",
                "piece": "the total surface area of the smaller piece of the ball (its curved cap and the flat "
                         "circular face)",
                "bowl": "the area of the inside (curved) surface of the bowl"}[g["kind"]]

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)}, exactly in terms of π."

    # -- answer: hat-box theorem ---------------------------------------------------------------------------------
    def _area(self, p):
        k, pi = p["kind"], sp.pi
        if k == "bowl":
            return pi * (p["r"] ** 2 + p["h"] ** 2)           # 2πRh with 2Rh = r² + h²
        R, d1 = sp.Integer(p["R"]), sp.Integer(p["d1"])
        if k == "cap":
            return 2 * pi * R * (R - d1)
        if k == "piece":
            return 2 * pi * R * (R - d1) + pi * (R ** 2 - d1 ** 2)
        d2 = sp.Integer(p["d2"])
        return 2 * pi * R * (d2 - d1 if k == "zone_same" else d1 + d2)

    def answer(self, p):
        return Expression(str(sp.expand(self._area(p))))

    def verify(self, g):
        # Independent: surface integral ∫∫ R² sin φ dφ dθ over the band of polar angles the planes bound.
        phi, t = sp.symbols("phi t", positive=True)
        k = g["kind"]

        def band(R, z_low, z_high):
            return sp.integrate(2 * sp.pi * R ** 2 * sp.sin(phi), (phi, sp.acos(z_high / R), sp.acos(z_low / R)))

        if k == "bowl":
            Rs = sp.symbols("R", positive=True)
            r, h = sp.Integer(g["r"]), sp.Integer(g["h"])
            R = sp.solve(sp.Eq(Rs ** 2, r ** 2 + (Rs - h) ** 2), Rs)[0]
            return Expression(str(sp.simplify(band(R, R - h, R))))
        R, d1 = sp.Integer(g["R"]), sp.Integer(g["d1"])
        if k == "cap":
            area = band(R, d1, R)
        elif k == "piece":
            area = band(R, d1, R) + sp.integrate(2 * sp.pi * t, (t, 0, sp.sqrt(R ** 2 - d1 ** 2)))
        elif k == "zone_same":
            area = band(R, d1, sp.Integer(g["d2"]))
        else:
            area = band(R, -sp.Integer(g["d2"]), d1)
        return Expression(str(sp.simplify(area)))

    def scene(self, g):
        s = Scene()
        k = g["kind"]
        if k == "bowl":
            r, h = float(g["r"]), float(g["h"])
            R = (r * r + h * h) / (2 * h)
            z = -(R - h)                                 # rim plane below the centre: the bowl opens upwards
            s.solid("sphere", (0, 0, 0), R, color="lightsteelblue", opacity=0.12)   # the sphere it is cut from
            self._band_mesh(s, R, -R, z)
            s.point("O1", (0, 0, z))
            s.point("A", (r, 0, z))
            s.point("T", (0, 0, -R))
            circle_polyline(s, (0, 0, z), r, style="edge")
            s.segment("O1", "A", style="auxiliary")
            s.segment("O1", "T", style="auxiliary")
            return s
        R = float(g["R"])
        s.solid("sphere", (0, 0, 0), R, color="lightsteelblue", opacity=0.12)
        s.point("O", (0, 0, 0))
        z1 = float(g["d1"])
        s.point("O1", (0, 0, z1))
        s.point("A", (math.sqrt(R * R - z1 * z1), 0, z1))
        circle_polyline(s, (0, 0, z1), math.sqrt(R * R - z1 * z1), style="edge")
        s.segment("O1", "A", style="auxiliary")
        if k in ("cap", "piece"):
            self._band_mesh(s, R, z1, R)
            s.point("T", (0, 0, R))
            s.segment("O", "O1", style="hidden")
            s.segment("O1", "T", style="hidden")
            return s
        z2 = float(g["d2"]) if k == "zone_same" else -float(g["d2"])
        self._band_mesh(s, R, min(z1, z2), max(z1, z2))
        s.point("O2", (0, 0, z2))
        s.point("B", (math.sqrt(R * R - z2 * z2), 0, z2))
        s.point("T", (0, 0, R))
        circle_polyline(s, (0, 0, z2), math.sqrt(R * R - z2 * z2), style="edge")
        s.segment("O2", "B", style="auxiliary")
        s.segment("O", "O1", style="hidden")
        s.segment("O", "O2", style="hidden")
        s.segment(max(("O1", z1), ("O2", z2), key=lambda x: x[1])[0], "T", style="hidden")
        return s

    @staticmethod
    def _band_mesh(s, R, z_low, z_high, rings=8, n=36):
        """Shade the part of the sphere between the heights z_low and z_high (the asked cap, zone or bowl) with
        small faces between hidden points."""
        for i in range(rings + 1):
            z = z_low + (z_high - z_low) * i / rings
            rho = math.sqrt(max(R * R - z * z, 0.0))
            for j in range(n):
                th = 2 * math.pi * j / n
                s.point(f"_b{i}_{j}", (rho * math.cos(th), rho * math.sin(th), z), show_label=False, dot=False)
        for i in range(rings):
            for j in range(n):
                k = (j + 1) % n
                s.faces.append(((f"_b{i}_{j}", f"_b{i + 1}_{j}", f"_b{i + 1}_{k}", f"_b{i}_{k}"), "#fbbf24", 0.45))

    # -- views ----------------------------------------------------------------------------------------------------
    def subquestions(self, g):
        k = g["kind"]
        if k == "bowl":
            R = sp.Rational(g["r"] ** 2 + g["h"] ** 2, 2 * g["h"])
            return [SubQuestion(f"A bowl cut from a sphere has rim radius {g['r']} and depth {g['h']}. Find the radius of "
                                f"the sphere.", Number(float(R)), "solid_figures/round_solids/sphere_plane_section")]
        R = g["R"]
        subs = [SubQuestion(f"A sphere of radius {R} has what surface area? Answer exactly in terms of π.",
                            Expression(str(4 * R * R * sp.pi)), "solid_figures/round_solids/sphere_surface_area")]
        if k == "piece":
            subs.append(SubQuestion(f"A plane at distance {g['d1']} from the centre of a sphere of radius {R} cuts a "
                                    f"circle. Find its area exactly in terms of π.",
                                    Expression(str((R * R - g['d1'] ** 2) * sp.pi)),
                                    "solid_figures/round_solids/sphere_plane_section"))
        return subs

    def backward(self, g):
        A = sp.expand(self._area(g))
        c = A / sp.pi
        k = g["kind"]
        if k == "bowl":
            key, val, what = "h", sp.sqrt(c - g["r"] ** 2), "the depth O1T"
        elif k == "cap":
            key, val, what = "d1", g["R"] - c / (2 * g["R"]), "OO1"
        elif k == "piece":      # c = 2R(R − d) + R² − d²: a quadratic in d, the root in (0, R)
            d = sp.symbols("d")
            roots = [x for x in sp.solve(sp.Eq(2 * g["R"] * (g["R"] - d) + g["R"] ** 2 - d ** 2, c), d) if 0 <= x < g["R"]]
            key, val, what = "d1", roots[0], "OO1"
        elif k == "zone_same":
            key, val, what = "d2", g["d1"] + c / (2 * g["R"]), "OO2"
        else:
            key, val, what = "d2", c / (2 * g["R"]) - g["d1"], "OO2"
        asked = self._asked(g)
        return Backward(self._setup(g, hide=key) + f" {asked[0].upper() + asked[1:]} is {exact_text(A)}. "
                        f"Find {what}.", Number(float(val)), key)

    def description(self, g):
        return (self._setup(g) + " The figure shows the sphere (translucent), the section circle(s) with their radii "
                "in red and, dashed, the segment of the axis through the centres.")

    def reasoning(self, p):
        k = p["kind"]
        A = exact_text(sp.expand(self._area(p)))
        if k == "bowl":
            R = sp.Rational(p["r"] ** 2 + p["h"] ** 2, 2 * p["h"])
            return [f"With R the sphere's radius, OO1 = R − {p['h']} and OA = R, so R² = {p['r']}² + (R − {p['h']})², "
                    f"R = ({p['r']}² + {p['h']}²)/(2·{p['h']}) = {exact_text(R)}.",
                    "Archimedes: the curved area of a cap is 2πR·(its height), like the band of the circumscribed cylinder.",
                    f"Area = 2π·{exact_text(R)}·{p['h']} = π({p['r']}² + {p['h']}²) = {A}."]
        R, d1 = p["R"], p["d1"]
        steps = ["Archimedes' hat-box theorem: the part of a sphere between two parallel planes has area 2πR·(the "
                 "distance between the planes), whatever their position."]
        if k in ("cap", "piece"):
            steps.append(f"The cap beyond the plane has height R − OO1 = {R} − {d1} = {R - d1}: curved area "
                         f"2π·{R}·{R - d1} = {2 * R * (R - d1)}π.")
            if k == "piece":
                steps.append(f"The flat face is a disc of radius √({R}² − {d1}²): area {R * R - d1 * d1}π.")
        else:
            gap = p["d2"] - d1 if k == "zone_same" else p["d2"] + d1
            steps.append(f"The planes are {'OO2 − OO1' if k == 'zone_same' else 'OO1 + OO2'} = {gap} apart: area "
                         f"2π·{R}·{gap}.")
        steps.append(f"Area = {A}.")
        return steps
