"""Solid geometry (length): a plane cuts a sphere in a circle — find the radius of the section, the
radius of the sphere, the distance of the plane from the centre, or the distance between two
parallel sections (same side / opposite sides of the centre) (DynaSolidGeo, length/distance).
``answer`` uses R² = d² + ρ²; ``verify`` builds the sphere in coordinates and measures: the section
circle as the set of sphere points on the plane, the planes' heights by bisection on ρ(z)."""
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_round import circle_polyline, fmt

# (d, rho, R) right triangles with integer sides; scaled by m in sample
TRIPLES = ((3, 4, 5), (4, 3, 5), (5, 12, 13), (12, 5, 13), (8, 15, 17), (15, 8, 17), (6, 8, 10), (8, 6, 10))
# spheres with two integer sections: R -> the possible distances d
TWO = {5: (3, 4), 10: (6, 8), 13: (5, 12), 15: (9, 12), 17: (8, 15), 25: (7, 15, 20, 24)}


@seed_program(
    id="sphere_plane_section_distance", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/round_solids/sphere_plane_section", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (length: plane sections of a sphere)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SpherePlaneSectionDistance(SeedProgram):
    def sample(self, rng):
        ask = str(rng.choice(["section", "sphere", "distance", "two"], p=[0.3, 0.2, 0.2, 0.3]))
        names = {"O": "O", "Q": str(rng.choice(["O₁", "M", "Q"])), "A": str(rng.choice(["A", "P"]))}
        if ask == "two":
            R = int(rng.choice(list(TWO)))
            d1, d2 = (int(v) for v in rng.choice(TWO[R], size=2, replace=False))
            side = str(rng.choice(["same", "opposite"]))
            return {"ask": ask, "R": R, "d1": d1, "d2": d2, "side": side, "names": names,
                    "r1": int(round(np.sqrt(R * R - d1 * d1))), "r2": int(round(np.sqrt(R * R - d2 * d2)))}
        if ask == "section" and rng.random() < 0.4:    # a surd answer now and then
            R = int(rng.integers(4, 11))
            d = int(rng.integers(1, R))
            rho = float(np.sqrt(R * R - d * d))
        else:
            d, rho, R = TRIPLES[int(rng.integers(0, len(TRIPLES)))]
            m = int(rng.integers(1, 4)) if R <= 10 else 1
            d, rho, R = d * m, rho * m, R * m
        return {"ask": ask, "R": R, "d": d, "rho": rho, "names": names}

    # -- text -------------------------------------------------------------------------------------
    def _setup(self, p):
        O, Q, A = p["names"]["O"], p["names"]["Q"], p["names"]["A"]
        if p["ask"] == "two":
            B = "B" if A == "A" else "Q'" if Q == "Q" else "P'"
            return O, Q, A, B
        return O, Q, A, None

    def question(self, p):
        O, Q, A, B = self._setup(p)
        if p["ask"] == "two":
            where = "on the same side of" if p["side"] == "same" else "on opposite sides of"
            return (f"A sphere with centre {O} has radius {p['R']}. Two parallel planes, {where} {O}, cut the "
                    f"sphere in circles with centres {Q} and N; {A} is on the first circle and {B} on the second, "
                    f"with {Q}{A} = {p['r1']} and N{B} = {p['r2']}. Find the distance {Q}N between the two planes.")
        base = (f"A plane cuts a sphere with centre {O} in a circle with centre {Q}; {A} is a point of that circle, "
                f"so {O}{Q} is perpendicular to the plane.")
        if p["ask"] == "section":
            return base + f" The radius of the sphere is {O}{A} = {p['R']} and {O}{Q} = {p['d']}. Find the radius {Q}{A} of the section circle."
        if p["ask"] == "sphere":
            return base + f" The section circle has radius {Q}{A} = {fmt(p['rho'])} and {O}{Q} = {p['d']}. Find the radius of the sphere."
        return base + (f" The radius of the sphere is {p['R']} and the section circle has radius {Q}{A} = "
                       f"{fmt(p['rho'])}. Find the distance {O}{Q} from the centre to the plane.")

    def _value(self, p):
        if p["ask"] == "two":
            return p["d1"] + p["d2"] if p["side"] == "opposite" else abs(p["d1"] - p["d2"])
        return {"section": p["rho"], "sphere": p["R"], "distance": p["d"]}[p["ask"]]

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, p):
        R = float(p["R"])
        if p["ask"] == "two":
            # height z of a plane whose section has radius r, by bisection on the circle radius sqrt(R²-z²)
            def height(r):
                lo, hi = 0.0, R
                for _ in range(200):
                    mid = (lo + hi) / 2
                    lo, hi = (mid, hi) if np.sqrt(max(R * R - mid * mid, 0.0)) > r else (lo, mid)
                return (lo + hi) / 2
            z1, z2 = height(p["r1"]), height(p["r2"])
            z2 = z2 if p["side"] == "same" else -z2
            return Number(abs(z1 - z2))
        if p["ask"] == "section":   # walk down the meridian (R sin t, 0, R cos t) to the plane z = d
            lo, hi = 0.0, np.pi / 2
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if R * np.cos(mid) > p["d"] else (lo, mid)
            X = np.array([R * np.sin(lo), 0.0, R * np.cos(lo)])
            return Number(float(np.linalg.norm(X - np.array([0.0, 0.0, p["d"]]))))
        A = np.array([float(p["rho"]), 0.0, float(p["d"])])
        if p["ask"] == "sphere":
            return Number(float(np.linalg.norm(A)))
        # distance: the plane height z with |(rho, 0, z)| = R, by bisection
        lo, hi = 0.0, R
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if np.linalg.norm([p["rho"], 0.0, mid]) < R else (lo, mid)
        return Number((lo + hi) / 2)

    def scene(self, p):
        O, Q, A, B = self._setup(p)
        R = float(p["R"])
        s = Scene()
        s.solid("sphere", (0, 0, 0), R)
        s.point(O, (0, 0, 0))
        if p["ask"] == "two":
            z1 = float(p["d1"])
            z2 = float(p["d2"]) if p["side"] == "same" else -float(p["d2"])
            for label, rim, z, r, pre in ((Q, A, z1, p["r1"], "_c"), ("N", B, z2, p["r2"], "_e")):
                s.point(label, (0, 0, z))
                s.point(rim, (r, 0, z) if rim == A else (-r, 0, z))
                circle_polyline(s, pre, (0, 0, z), r, style="edge")
                s.segment(label, rim, style="auxiliary")
            s.segment(Q, "N", style="auxiliary")
            s.segment(O, Q if abs(z1) < abs(z2) and p["side"] == "same" else "N", style="hidden")
            return s
        d, rho = float(p["d"]), float(p["rho"])
        s.point(Q, (0, 0, d))
        s.point(A, (rho, 0, d))
        circle_polyline(s, "_c", (0, 0, d), rho, style="edge")
        s.segment(O, Q, style="auxiliary")
        s.segment(Q, A, style="auxiliary")
        s.segment(O, A, style="auxiliary")
        return s

    def description(self, p):
        return self.question(p).rsplit(" Find", 1)[0]

    def subquestions(self, p):
        if p["ask"] != "two":
            O, Q, A, _ = self._setup(p)
            return [SubQuestion(f"A plane cuts a sphere with centre {O} in a circle with centre {Q}, and {A} is on that "
                                f"circle. What is the angle {O}{Q}{A}, in degrees?", Number(90.0),
                                "solid_figures/round_solids/sphere_plane_section")]
        R = p["R"]
        return [SubQuestion(f"A plane at distance {p['d1']} from the centre of a sphere of radius {R} cuts it in a "
                            f"circle. Find the radius of the circle.", Number(float(p["r1"])),
                            "solid_figures/round_solids/sphere_plane_section"),
                SubQuestion(f"A plane cuts a sphere of radius {R} in a circle of radius {p['r2']}. How far is the "
                            f"plane from the centre of the sphere?", Number(float(p["d2"])),
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
