"""Solid geometry (length): a plane cuts a sphere in a circle — find the radius of the section, the
radius of the sphere, the distance of the plane from the centre, or the distance between two
parallel sections (same side / opposite sides of the centre) (DynaSolidGeo, length/distance).
``answer`` uses R² = d² + ρ²; ``verify`` builds the sphere in coordinates and measures: the section
circle as the set of sphere points on the plane, the planes' heights by bisection on ρ(z)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import circle_polyline, fmt

# (d, rho, R) right triangles with integer sides; scaled by m in sample
TRIPLES = ((3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17), (15, 8, 17), (6, 8, 10), (8, 6, 10))
# spheres with two integer sections: R -> the possible distances d
TWO = {5: (3, 4), 10: (6, 8), 13: (5, 12), 15: (9, 12), 17: (8, 15), 25: (7, 15, 20, 24)}
HARD_TWO = {25: (7, 15, 20, 24), 50: (14, 30, 40, 48), 65: (16, 25, 33, 39, 52, 56, 60, 63),
            85: (13, 36, 40, 51, 68, 75, 77, 84)}
HARD_TRIPLES = ((20, 21, 29), (21, 20, 29), (9, 40, 41), (40, 9, 41), (12, 35, 37), (35, 12, 37), (7, 24, 25),
                (24, 7, 25))


@seed_program(
    id="sphere_plane_section_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: plane sections of a sphere)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SpherePlaneSectionDistance(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("section", "sphere", "distance", "two"), p=[0.3, 0.2, 0.2, 0.3]),
                      centre_name=OneOf(("O₁", "M", "Q")), point_name=OneOf(("A", "P")), two=TWO,
                      side=OneOf(("same", "opposite")), surd_share=0.4, surd_R=IntRange(4, 10), triples=TRIPLES,
                      scale=IntRange(1, 3), scale_max_R=10),
        hard=dict(ask=OneOf(("section", "sphere", "distance", "two"), p=[0.3, 0.15, 0.15, 0.4]),
                  centre_name=OneOf(("O₁", "M", "Q")), point_name=OneOf(("A", "P")), two=HARD_TWO,
                  side=OneOf(("same", "opposite")), surd_share=0.8, surd_R=IntRange(8, 30), triples=HARD_TRIPLES,
                  scale=IntRange(1, 3), scale_max_R=29),
        hard_means="larger spheres, mostly surd section radii, and two-plane problems on spheres with three or "
                   "more integer sections (less familiar triples)",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        names = {"O": "O", "Q": space.centre_name.draw(rng), "A": space.point_name.draw(rng)}
        if ask == "two":
            R = int(rng.choice(list(space.two)))
            d1, d2 = (int(v) for v in rng.choice(space.two[R], size=2, replace=False))
            side = space.side.draw(rng)
            g = {"ask": ask, "R": R, "side": side, "names": names,
                 "r1": int(round(np.sqrt(R * R - d1 * d1))), "r2": int(round(np.sqrt(R * R - d2 * d2)))}
            return g, {"d1": d1, "d2": d2}      # the distances of the planes are what the solver finds
        if ask == "section" and rng.random() < space.surd_share:    # a surd answer now and then
            R = space.surd_R.draw(rng)
            d = int(rng.integers(1, R))
            rho = float(np.sqrt(R * R - d * d))
        else:
            d, rho, R = space.triples[int(rng.integers(0, len(space.triples)))]
            m = space.scale.draw(rng) if R <= space.scale_max_R else 1
            d, rho, R = d * m, rho * m, R * m
        g = {"ask": ask, "R": R, "d": d, "rho": rho, "names": names}
        asked = {"section": "rho", "sphere": "R", "distance": "d"}[ask]
        return {k: v for k, v in g.items() if k != asked}, {asked: g[asked]}

    @staticmethod
    def _complete(g):
        """The stated data with the unknown filled in, for the figure (R, d, rho; or d1, d2 for two planes)."""
        R = g.get("R")
        if g["ask"] == "two":
            return {**g, "d1": float(np.sqrt(R * R - g["r1"] ** 2)), "d2": float(np.sqrt(R * R - g["r2"] ** 2))}
        if g["ask"] == "section":
            return {**g, "rho": float(np.sqrt(R * R - g["d"] ** 2))}
        if g["ask"] == "sphere":
            return {**g, "R": float(np.hypot(g["rho"], g["d"]))}
        return {**g, "d": float(np.sqrt(R * R - g["rho"] ** 2))}

    # -- text -------------------------------------------------------------------------------------
    def _setup(self, p):
        O, Q, A = p["names"]["O"], p["names"]["Q"], p["names"]["A"]
        if p["ask"] == "two":
            B = "B" if A == "A" else "Q'" if Q == "Q" else "P'"
            return O, Q, A, B
        return O, Q, A, None

    def question(self, g):
        O, Q, A, B = self._setup(g)
        if g["ask"] == "two":
            where = "on the same side of" if g["side"] == "same" else "on opposite sides of"
            return (f"A sphere with centre {O} has radius {g['R']}. Two parallel planes, {where} {O}, cut the "
                    f"sphere in circles with centres {Q} and N; {A} is on the first circle and {B} on the second, "
                    f"with {Q}{A} = {g['r1']} and N{B} = {g['r2']}. Find the distance {Q}N between the two planes.")
        base = (f"A plane cuts a sphere with centre {O} in a circle with centre {Q}; {A} is a point of that circle, "
                f"so {O}{Q} is perpendicular to the plane.")
        if g["ask"] == "section":
            return base + f" The radius of the sphere is {O}{A} = {g['R']} and {O}{Q} = {g['d']}. Find the radius {Q}{A} of the section circle."
        if g["ask"] == "sphere":
            return base + f" The section circle has radius {Q}{A} = {fmt(g['rho'])} and {O}{Q} = {g['d']}. Find the radius of the sphere."
        return base + (f" The radius of the sphere is {g['R']} and the section circle has radius {Q}{A} = "
                       f"{fmt(g['rho'])}. Find the distance {O}{Q} from the centre to the plane.")

    def _value(self, p):
        if p["ask"] == "two":
            return p["d1"] + p["d2"] if p["side"] == "opposite" else abs(p["d1"] - p["d2"])
        return {"section": p["rho"], "sphere": p["R"], "distance": p["d"]}[p["ask"]]

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, g):
        if g["ask"] == "sphere":    # the rim point A = (rho, 0, d) is at distance R from the centre
            return Number(float(np.linalg.norm(np.array([float(g["rho"]), 0.0, float(g["d"])]))))
        R = float(g["R"])
        if g["ask"] == "two":
            # height z of a plane whose section has radius r, by bisection on the circle radius sqrt(R²-z²)
            def height(r):
                lo, hi = 0.0, R
                for _ in range(200):
                    mid = (lo + hi) / 2
                    lo, hi = (mid, hi) if np.sqrt(max(R * R - mid * mid, 0.0)) > r else (lo, mid)
                return (lo + hi) / 2
            z1, z2 = height(g["r1"]), height(g["r2"])
            z2 = z2 if g["side"] == "same" else -z2
            return Number(abs(z1 - z2))
        if g["ask"] == "section":   # walk down the meridian (R sin t, 0, R cos t) to the plane z = d
            lo, hi = 0.0, np.pi / 2
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if R * np.cos(mid) > g["d"] else (lo, mid)
            X = np.array([R * np.sin(lo), 0.0, R * np.cos(lo)])
            return Number(float(np.linalg.norm(X - np.array([0.0, 0.0, g["d"]]))))
        # distance: the plane height z with |(rho, 0, z)| = R, by bisection
        lo, hi = 0.0, R
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if np.linalg.norm([g["rho"], 0.0, mid]) < R else (lo, mid)
        return Number((lo + hi) / 2)

    def scene(self, g):
        O, Q, A, B = self._setup(g)
        g = self._complete(g)
        R = float(g["R"])
        s = Scene()
        s.solid("sphere", (0, 0, 0), R)
        s.point(O, (0, 0, 0))
        if g["ask"] == "two":
            z1 = float(g["d1"])
            z2 = float(g["d2"]) if g["side"] == "same" else -float(g["d2"])
            for label, rim, z, r in ((Q, A, z1, g["r1"]), ("N", B, z2, g["r2"])):
                s.point(label, (0, 0, z))
                s.point(rim, (r, 0, z) if rim == A else (-r, 0, z))
                circle_polyline(s, (0, 0, z), r, style="edge")
                s.segment(label, rim, style="auxiliary")
            s.segment(Q, "N", style="auxiliary")
            s.segment(O, Q if abs(z1) < abs(z2) and g["side"] == "same" else "N", style="hidden")
            return s
        d, rho = float(g["d"]), float(g["rho"])
        s.point(Q, (0, 0, d))
        s.point(A, (rho, 0, d))
        circle_polyline(s, (0, 0, d), rho, style="edge")
        s.segment(O, Q, style="auxiliary")
        s.segment(Q, A, style="auxiliary")
        s.segment(O, A, style="auxiliary")
        return s

    def description(self, g):
        return self.question(g).rsplit(" Find", 1)[0]

    def subquestions(self, g):
        if g["ask"] != "two":
            O, Q, A, _ = self._setup(g)
            return [SubQuestion(f"A plane cuts a sphere with centre {O} in a circle with centre {Q}, and {A} is on that "
                                f"circle. What is the angle {O}{Q}{A}, in degrees?", Number(90.0),
                                "solid_figures/round_solids/sphere_plane_section")]
        R = g["R"]
        d1, d2 = (int(round(v)) for v in (self._complete(g)["d1"], self._complete(g)["d2"]))
        return [SubQuestion(f"A plane at distance {d1} from the centre of a sphere of radius {R} cuts it in a "
                            f"circle. Find the radius of the circle.", Number(float(g["r1"])),
                            "solid_figures/round_solids/sphere_plane_section"),
                SubQuestion(f"A plane cuts a sphere of radius {R} in a circle of radius {g['r2']}. How far is the "
                            f"plane from the centre of the sphere?", Number(float(d2)),
                            "solid_figures/round_solids/sphere_plane_section")]

    def reasoning(self, p):
        O, Q, A, B = self._setup(p)
        if p["ask"] == "two":
            R, d1, d2 = p["R"], p["d1"], p["d2"]
            op = "+" if p["side"] == "opposite" else "−"
            return [f"The centre of each section circle is the foot of the perpendicular from {O}, so {O}, {Q}, N "
                    f"lie on one line perpendicular to both planes.",
                    f"In right triangle {O}{Q}{A}: {O}{Q} = √({R}² − {p['r1']}²) = {d1}.",
                    f"In right triangle ON{B}: ON = √({R}² − {p['r2']}²) = {d2}.",
                    f"The planes are on {'opposite sides' if p['side'] == 'opposite' else 'the same side'} of {O}, "
                    f"so {Q}N = {max(d1, d2) if op == '−' else d1} {op} {min(d1, d2) if op == '−' else d2} = {self._value(p)}."]
        R, d, rho = p["R"], p["d"], p["rho"]
        steps = [f"{O}{Q} is perpendicular to the section plane, so triangle {O}{Q}{A} is right-angled at {Q}, "
                 f"with hypotenuse {O}{A} = the sphere's radius.", f"{O}{A}² = {O}{Q}² + {Q}{A}²."]
        if p["ask"] == "section":
            steps.append(f"{Q}{A} = √({R}² − {d}²) = √{R * R - d * d} ≈ {fmt(rho)}.")
        elif p["ask"] == "sphere":
            steps.append(f"R = √({d}² + {fmt(rho)}²) = √{int(round(d * d + rho * rho))} = {R}.")
        else:
            steps.append(f"{O}{Q} = √({R}² − {fmt(rho)}²) = √{int(round(R * R - rho * rho))} = {d}.")
        return steps
