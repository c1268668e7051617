"""Plane geometry: the angle between two tangents from P and the central / inscribed angles on the arc AB."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/equal_tangent_segments"


@seed_program(
    id="tangents_external_angle", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=[CONCEPT, "plane_figures/circles/inscribed_angle_theorem", "plane_figures/circles/cyclic_quadrilateral"],
    source="GeoEval / DynaMath-style (plane geometry, tangents from an outside point)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TangentsExternalAngle(SeedProgram):
    levels = Levels(
        standard=dict(ask=OneOf(("central", "major")), half=IntRange(15, 50), step=2, c_at=FloatRange(-0.35, 0.35),
                      rotation=FloatRange(0, 360)),
        hard=dict(ask=OneOf(("minor", "reverse")), half=IntRange(25, 85), step=1, c_at=FloatRange(-0.35, 0.35),
                  rotation=FloatRange(0, 360)),
        hard_means="the inscribed angle from a point of the minor arc (an obtuse angle), or the tangents' angle found "
                   "back from an inscribed angle; odd angles, so answers may end in .5°",
    )

    def sample(self, rng, space):
        ask = space.ask.draw(rng)
        phi = int(space.half.draw(rng)) * space.step          # ∠APB
        g = {"ask": ask, "c_at": float(space.c_at.draw(rng)), "labels": draw.pick_labels(rng, 4),
             "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
        if ask == "reverse":
            return {**g, "beta": (180 - phi) / 2}, {"phi": phi}
        return {**g, "phi": phi}, {}

    def _names(self, g):
        return dict(zip("PABC", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        arc = "major" if g["ask"] in ("central", "major", "reverse") else "minor"
        text = f"{n['P']}{n['A']} and {n['P']}{n['B']} are tangent to the circle with centre O at {n['A']} and {n['B']}."
        if g["ask"] != "central":
            text += f" {n['C']} is a point on the {arc} arc {n['A']}{n['B']}."
        return text

    def _asked(self, g):
        n = self._names(g)
        return {"central": f"∠{n['A']}O{n['B']}", "major": f"∠{n['A']}{n['C']}{n['B']}",
                "minor": f"∠{n['A']}{n['C']}{n['B']}", "reverse": f"∠{n['A']}{n['P']}{n['B']}"}[g["ask"]]

    def _told(self, g):
        n = self._names(g)
        if g["ask"] == "reverse":
            return f"∠{n['A']}{n['C']}{n['B']} = {draw.fmt(g['beta'])}°"
        return f"∠{n['A']}{n['P']}{n['B']} = {g['phi']}°"

    def question(self, g):
        return f"{self._setup(g)} {self._told(g)}. What is the measure of {self._asked(g)}, in degrees?"

    def answer(self, p):
        central = 180 - p["phi"]                 # quadrilateral PAOB has right angles at A and B
        return Number({"central": central, "major": central / 2, "minor": 180 - central / 2,
                       "reverse": p["phi"]}[p["ask"]])

    def verify(self, g):
        # Coordinates: unit circle, P = (d, 0); tangent points from |OA| = 1 and PA ⟂ OA (x = 1/d); C at the far
        # (major arc) or near (minor arc) end of the x-axis. The distance d is found by bisection so that the stated
        # angle is measured; then the asked angle is measured.
        def ang(V, X, Y):
            u, v = X - V, Y - V
            return float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))

        def config(d):
            P = np.array([d, 0.0])
            A, B = np.array([1 / d, np.sqrt(1 - 1 / d ** 2)]), np.array([1 / d, -np.sqrt(1 - 1 / d ** 2)])
            return P, A, B

        def at_p(d):
            P, A, B = config(d)
            return ang(P, A, B)

        def at_c(d, c):
            _, A, B = config(d)
            return ang(c, A, B)

        major, minor = np.array([-1.0, 0.0]), np.array([1.0, 0.0])
        lo, hi = 1.0 + 1e-12, 1e6                       # the tangents' angle shrinks as P moves away
        stated = g["beta"] if g["ask"] == "reverse" else g["phi"]
        f = (lambda d: at_c(d, major)) if g["ask"] == "reverse" else at_p
        for _ in range(300):
            mid = (lo + hi) / 2
            if g["ask"] == "reverse":
                lo, hi = (mid, hi) if f(mid) < stated else (lo, mid)     # ∠ACB grows as P moves away
            else:
                lo, hi = (mid, hi) if f(mid) > stated else (lo, mid)
        d = (lo + hi) / 2
        if g["ask"] == "central":
            _, A, B = config(d)
            return Number(ang(np.zeros(2), A, B))
        if g["ask"] == "reverse":
            return Number(at_p(d))
        return Number(at_c(d, major if g["ask"] == "major" else minor))

    def _layout(self, g):
        phi = g["phi"] if "phi" in g else 180 - 2 * g["beta"]
        P = np.array([1 / np.sin(np.radians(phi / 2)), 0.0])
        A, B = cg.tangent_points((0, 0), 1.0, P)
        half = 90 - phi / 2                             # A and B at ±(90° − φ/2)
        if g["ask"] == "minor":
            C = cg.on_circle((0, 0), 1.0, g["c_at"] * half)
        else:
            C = cg.on_circle((0, 0), 1.0, 180 + g["c_at"] * (180 - half))
        pts = plane.rotate([np.zeros(2), P, A, B, C], g["rotation"], g["mirror"])
        return dict(zip("OPABC", pts))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O, P = X["O"], X["P"]
        plane.circle(ax, O, 1.0)
        cg.centre_dot(ax, O)
        for k in "AB":
            draw.segment(ax, P, X[k])
        blue = draw.PALETTE["blue"]
        if g["ask"] == "central":
            for k in "AB":
                draw.segment(ax, O, X[k], style="--", linewidth=1.5)
                draw.right_angle_mark(ax, X[k], O, P, size=0.09)
            plane.angle_label(ax, O, X["A"], X["B"], "?", radius=0.2, span=3.0, color=blue)
        else:
            for k in "AB":
                draw.segment(ax, X["C"], X[k], color=blue)
            draw.label_point(ax, X["C"], n["C"], away_from=O, offset=13)
            text = "?" if g["ask"] != "reverse" else ("?" if "beta" in hide else f"{draw.fmt(g['beta'])}°")
            plane.angle_label(ax, X["C"], X["A"], X["B"], text, radius=0.17, span=3.0,
                              color=blue if text == "?" else draw.ACCENT)
        ptext = "?" if g["ask"] == "reverse" or "phi" in hide else f"{g['phi']}°"
        plane.angle_label(ax, P, X["A"], X["B"], ptext, radius=0.22, span=3.0,
                          color=blue if ptext == "?" else draw.ACCENT)
        for k in "AB":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        draw.label_point(ax, P, n["P"], away_from=O, offset=13)
        draw.label_point(ax, O, "O", away_from=P, offset=12, dot=False)
        draw.geometry_axes(ax, cg.circle_box(O, 1.0) + [P], margin=0.1)

    def subquestions(self, g):
        n = self._names(g)
        phi = g["phi"] if "phi" in g else 180 - 2 * g["beta"]
        return [SubQuestion(f"In quadrilateral {n['P']}{n['A']}O{n['B']}, the angles at {n['A']} and {n['B']} are right "
                            f"angles and ∠{n['A']}{n['P']}{n['B']} = {draw.fmt(phi)}°. What is ∠{n['A']}O{n['B']}, in "
                            f"degrees?", Number(180 - phi), CONCEPT)]

    def backward(self, g):
        n = self._names(g)
        if g["ask"] == "reverse":
            phi = 180 - 2 * g["beta"]
            return Backward(f"{self._setup(g)} ∠{n['A']}{n['P']}{n['B']} = {draw.fmt(phi)}°. What is the measure of "
                            f"∠{n['A']}{n['C']}{n['B']}, in degrees?", Number((180 - phi) / 2), "beta")
        central = 180 - g["phi"]
        value = {"central": central, "major": central / 2, "minor": 180 - central / 2}[g["ask"]]
        back = {"central": 180 - value, "major": 180 - 2 * value, "minor": 180 - 2 * (180 - value)}[g["ask"]]
        return Backward(f"{self._setup(g)} {self._asked(g)} = {draw.fmt(value)}°. What is the measure of "
                        f"∠{n['A']}{n['P']}{n['B']}, in degrees?", Number(back), "phi")

    def description(self, g):
        extra = " Radii to the points of contact are drawn." if g["ask"] == "central" else ""
        return f"{self._setup(g)}{extra} Given: {self._told(g)}. Asked: {self._asked(g)}."
