"""Solid geometry (dynamic point): P moves on the bottom circle of a cylinder while AB is a fixed diameter
of the top circle; find the largest or smallest area of triangle PAB, the largest volume of the
tetrahedron P-ABO, or the largest distance PA. The distance from P to the line AB is √(h² + (r sin t)²)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
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
    levels = Levels(
        standard=dict(radius=IntRange(2, 7), height=IntRange(2, 10), ask=OneOf(tuple(ASKS)),
                      mover=OneOf(("P", "M", "Q"))),
        hard=dict(radius=IntRange(5, 16), height=IntRange(4, 30), ask=OneOf(tuple(ASKS), p=[0.35, 0.15, 0.35, 0.15]),
                  mover=OneOf(("P", "M", "Q"))),
        hard_means="larger radii and heights (surds in the answers) and mostly the largest area or volume, "
                   "where the extreme position is the perpendicular diameter",
    )

    def sample(self, rng, space):
        r = space.radius.draw(rng)
        h = int(rng.integers(space.height.lo, min(space.height.hi + 1, 3 * r + 1)))   # h ≤ 3r: no needle
        return {"r": r, "h": h, "ask": space.ask.draw(rng), "mover": space.mover.draw(rng)}

    def _given(self, p, hide_h=False):
        height = "unknown height h" if hide_h else f"height {p['h']}"
        return (f"A cylinder has base radius {p['r']} and {height}. AB is a diameter of its top circle and O is "
                f"the centre of its bottom circle. Point {p['mover']} moves along the bottom circle.")

    def question(self, g):
        return self._given(g) + " Find " + ASKS[g["ask"]].format(P=g["mover"]) + "."

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

    def verify(self, g):
        r, h = float(g["r"]), float(g["h"])
        A, B, O = np.array([r, 0, h]), np.array([-r, 0, h]), np.zeros(3)

        def P(t):
            return np.array([r * np.cos(t), r * np.sin(t), 0.0])

        def f(t):
            q = P(t)
            if g["ask"] in ("max_area", "min_area"):
                v = 0.5 * np.linalg.norm(np.cross(A - q, B - q))
            elif g["ask"] == "max_vol":
                v = abs(np.linalg.det(np.array([A - q, B - q, O - q]))) / 6
            else:
                v = np.linalg.norm(A - q)
            return v if g["ask"] == "min_area" else -v
        # search each quarter turn separately (the functions are unimodal there)
        best = min(golden_section_min(f, k * np.pi / 2, (k + 1) * np.pi / 2)[1] for k in range(4))
        return Number(float(abs(best)))

    def scene(self, g):
        r, h, P = g["r"], g["h"], g["mover"]
        s = Scene()
        s.solid("cylinder", (0, 0, 0), r, height=h)
        s.point("A", (r, 0, h))
        s.point("B", (-r, 0, h))
        s.point("O", (0, 0, 0))
        t = 1.1
        s.point(P, (r * np.cos(t), r * np.sin(t), 0))
        s.segment("A", "B", style="auxiliary")
        s.segment(P, "A", style="auxiliary")
        if g["ask"] != "max_dist":
            s.segment(P, "B", style="auxiliary")
        if g["ask"] == "max_vol":
            s.segment(P, "O", style="auxiliary")
            s.segment("O", "A", style="auxiliary")
            s.segment("O", "B", style="auxiliary")
        return s

    def subquestions(self, g):
        r, h = g["r"], g["h"]
        return [SubQuestion(self._given(g) + f" When the distance from {g['mover']} to the line AB is as large as possible, "
                            f"what is that distance?", Number(float(np.hypot(r, h))),
                            "solid_figures/moving_points/extremum_at_perpendicular_foot")]

    def backward(self, g):
        v = float(f"{self._value(g):.10g}")
        r = g["r"]
        h = {"max_area": lambda: np.sqrt((v / r) ** 2 - r * r), "min_area": lambda: v / r,
             "max_vol": lambda: 3 * v / (r * r), "max_dist": lambda: np.sqrt(v * v - 4 * r * r)}[g["ask"]]()
        target = ASKS[g["ask"]].format(P=g["mover"])
        q = self._given(g, hide_h=True)
        return Backward(q + f" Then {target} is {v}. Find h.", Number(float(h)), "h")

    def description(self, g):
        return self._given(g) + " The figure shows the cylinder with the segments from the moving point drawn."

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
