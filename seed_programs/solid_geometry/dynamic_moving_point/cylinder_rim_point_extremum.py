"""Solid geometry (dynamic point): P moves on the bottom circle of a cylinder while AB is a fixed diameter
of the top circle; find the largest or smallest area of triangle PAB, the largest volume of the
tetrahedron P-ABO, or the largest distance PA. The distance from P to the line AB is √(h² + (r sin t)²)."""
import numpy as np

from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import golden_section_min

ASKS = {"max_area": "the largest possible area of triangle {P}AB",
        "min_area": "the smallest possible area of triangle {P}AB",
        "max_vol": "the largest possible volume of the tetrahedron {P}-ABO",
        "max_dist": "the largest possible length of {P}A"}


@seed_program(
    id="cylinder_rim_point_extremum", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/moving_points/distance_as_function", "solid_figures/moving_points/extremum_at_perpendicular_foot",
              "solid_figures/round_solids/cylinder_volume"],
    source="DynaSolidGeo-style (dynamic point on the rim of a cylinder)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CylinderRimPointExtremum(SeedProgram):
    def sample(self, rng):
        r = int(rng.integers(2, 8))
        h = int(rng.integers(2, min(11, 3 * r + 1)))
        return {"r": r, "h": h, "ask": str(rng.choice(list(ASKS))), "mover": str(rng.choice(["P", "M", "Q"]))}

    def _given(self, p):
        return (f"A cylinder has base radius {p['r']} and height {p['h']}. AB is a diameter of its top circle and O is "
                f"the centre of its bottom circle. Point {p['mover']} moves along the bottom circle.")

    def question(self, p):
        return self._given(p) + " Find " + ASKS[p["ask"]].format(P=p["mover"]) + "."

    def _value(self, p):
        r, h = p["r"], p["h"]
        # P = (r cos t, r sin t, 0), AB on the line y = 0, z = h: distance √(h² + r² sin² t)
        if p["ask"] == "max_area":
            return float(r * np.hypot(r, h))                 # ½·2r·√(h² + r²), P above the perpendicular diameter
        if p["ask"] == "min_area":
            return float(r * h)                               # P under A or B's diameter line: distance h
        if p["ask"] == "max_vol":
            # base ABO is the axial-section triangle in the plane y = 0 of area ½·2r·h; P's distance to it is
            # r|sin t| ≤ r
            return float((r * h) * r / 3)
        return float(np.sqrt(h * h + 4 * r * r))              # P diametrically opposite below A

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, p):
        r, h = float(p["r"]), float(p["h"])
        A, B, O = np.array([r, 0, h]), np.array([-r, 0, h]), np.zeros(3)

        def P(t):
            return np.array([r * np.cos(t), r * np.sin(t), 0.0])

        def f(t):
            q = P(t)
            if p["ask"] in ("max_area", "min_area"):
                v = 0.5 * np.linalg.norm(np.cross(A - q, B - q))
            elif p["ask"] == "max_vol":
                v = abs(np.linalg.det(np.array([A - q, B - q, O - q]))) / 6
            else:
                v = np.linalg.norm(A - q)
            return v if p["ask"] == "min_area" else -v
        # search each quarter turn separately (the functions are unimodal there)
        best = min(golden_section_min(f, k * np.pi / 2, (k + 1) * np.pi / 2)[1] for k in range(4))
        return Number(float(abs(best)))

    def scene(self, p):
        r, h, P = p["r"], p["h"], p["mover"]
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, height=h)
        s.point("A", (r, 0, h))
        s.point("B", (-r, 0, h))
        s.point("O", (0, 0, 0))
        t = 1.1
        s.point(P, (r * np.cos(t), r * np.sin(t), 0))
        s.segment("A", "B", style="auxiliary")
        s.segment(P, "A", style="auxiliary")
        if p["ask"] != "max_dist":
            s.segment(P, "B", style="auxiliary")
        if p["ask"] == "max_vol":
            s.segment(P, "O", style="auxiliary")
            s.segment("O", "A", style="auxiliary")
            s.segment("O", "B", style="auxiliary")
        return s

    def subquestions(self, p):
        r, h = p["r"], p["h"]
        return [SubQuestion(self._given(p) + f" When the distance from {p['mover']} to the line AB is as large as possible, "
                            f"what is that distance?", Number(float(np.hypot(r, h))),
                            "solid_figures/moving_points/extremum_at_perpendicular_foot")]

    def backward(self, p):
        v = float(f"{self._value(p):.10g}")
        r = p["r"]
        h = {"max_area": lambda: np.sqrt((v / r) ** 2 - r * r), "min_area": lambda: v / r,
             "max_vol": lambda: 3 * v / (r * r), "max_dist": lambda: np.sqrt(v * v - 4 * r * r)}[p["ask"]]()
        target = ASKS[p["ask"]].format(P=p["mover"])
        q = self._given(p).replace(f"and height {p['h']}", "and unknown height h")
        return Backward(q + f" Then {target} is {v}. Find h.", Number(float(h)), "h")

    def description(self, p):
        return self._given(p) + " The figure shows the cylinder with the segments from the moving point drawn."

    def reasoning(self, p):
        r, h, P = p["r"], p["h"], p["mover"]
        steps = [f"Put O at the origin, the axis along z: A = ({r}, 0, {h}), B = (−{r}, 0, {h}), {P} = ({r}cos t, {r}sin t, 0)."]
        if p["ask"] in ("max_area", "min_area"):
            steps += [f"The distance from {P} to line AB is √({h}² + ({r} sin t)²), between {h} and √({h}² + {r}²).",
                      f"Area = ½·AB·distance = {r}·√({h}² + {r}² sin² t)."]
            steps.append(f"Largest at sin t = ±1: {r}·√{h * h + r * r} ≈ {self._value(p):.4f}." if p["ask"] == "max_area"
                         else f"Smallest at sin t = 0 ({P} below A or B): {r}·{h} = {r * h}.")
        elif p["ask"] == "max_vol":
            steps += [f"Triangle ABO lies in the plane y = 0 with area ½·{2 * r}·{h} = {r * h}.",
                      f"The distance from {P} to that plane is {r}|sin t| ≤ {r}, so V ≤ ⅓·{r * h}·{r} = {self._value(p):g}."]
        else:
            steps += [f"{P}A² = {h}² + (distance in the base from {P} to the point below A)², at most the diameter {2 * r}.",
                      f"So {P}A ≤ √({h}² + {2 * r}²) ≈ {self._value(p):.4f}."]
        return steps
