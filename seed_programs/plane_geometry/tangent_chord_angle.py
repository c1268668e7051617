"""Plane geometry: the tangent-chord angle equals the inscribed angle in the alternate segment."""
import numpy as np

from dynaforge.sdk import Backward, Choice, IntRange, Levels, Number, OneOf, FloatRange, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/tangent_chord_angle"


def _deg(v):
    return f"{draw.fmt(v)}°"


@seed_program(
    id="tangent_chord_angle", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=[CONCEPT, "plane_figures/circles/inscribed_angle_theorem", "plane_figures/circles/cyclic_quadrilateral"],
    source="DynaMath / GeoEval-style (plane geometry, tangent-chord angle)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TangentChordAngle(SeedProgram):
    levels = Levels(
        standard=dict(theta=IntRange(25, 80), side=OneOf(("alternate",)), ask=OneOf(("inscribed", "central")),
                      c_at=FloatRange(0.3, 0.7), rotation=FloatRange(0, 360)),
        hard=dict(theta=IntRange(25, 155), side=OneOf(("alternate", "same")), ask=OneOf(("inscribed", "base")),
                  c_at=FloatRange(0.3, 0.7), rotation=FloatRange(0, 360)),
        hard_means="obtuse tangent-chord angles and the point C on either arc (so the inscribed angle may be the "
                   "supplement), or the base angle OAB of the isosceles triangle asked instead",
    )

    def sample(self, rng, space):
        for _ in attempts("not a diameter, and the arc that holds C at least 110° wide"):
            theta = int(space.theta.draw(rng))
            side, ask = space.side.draw(rng), space.ask.draw(rng)
            arc_c = 360 - 2 * theta if side == "alternate" else 2 * theta      # the arc C lies on
            if theta != 90 and arc_c >= 110:
                break
        right = self._value(theta, side, ask)
        pool = [theta, 180 - theta, 2 * theta if theta < 90 else 360 - 2 * theta, abs(90 - theta),
                theta / 2, 90 - theta / 2, 180 - 2 * theta if theta < 90 else 2 * theta - 180]
        wrong = []
        for v in pool:
            if 0 < v < 180 and _deg(v) != _deg(right) and _deg(v) not in wrong:
                wrong.append(_deg(v))
        options = sorted([_deg(right)] + wrong[:3], key=lambda s: float(s[:-1]))
        return ({"theta": theta, "side": side, "ask": ask, "c_at": float(space.c_at.draw(rng)),
                 "labels": draw.pick_labels(rng, 4, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"),
                 "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2)),
                 "options": options}, {"correct": _deg(right)})

    @staticmethod
    def _value(theta, side, ask):
        """Tangent-chord angle θ = half the arc inside it; the inscribed angle on the other arc is θ."""
        if ask == "inscribed":
            return theta if side == "alternate" else 180 - theta
        if ask == "central":
            return 2 * theta if theta < 90 else 360 - 2 * theta
        return abs(90 - theta)

    def _names(self, g):
        return dict(zip("TABC", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        arc = "the arc that lies outside" if g["side"] == "alternate" else "the arc that lies inside"
        return (f"Line {n['T']}{n['A']} is tangent to the circle with centre O at {n['A']}. {n['A']}{n['B']} is a "
                f"chord, and {n['C']} is a point on {arc} angle {n['T']}{n['A']}{n['B']}.")

    def _asked(self, g):
        n = self._names(g)
        return {"inscribed": f"∠{n['A']}{n['C']}{n['B']}", "central": f"∠{n['A']}O{n['B']}",
                "base": f"∠O{n['A']}{n['B']}"}[g["ask"]]

    def question(self, g):
        n = self._names(g)
        return (f"{self._setup(g)} ∠{n['T']}{n['A']}{n['B']} = {g['theta']}°. What is the measure of "
                f"{self._asked(g)}" + (" (the angle less than 180°)?" if g["ask"] == "central" else "?"))

    def answer(self, p):
        return Choice(p["correct"], [o for o in p["options"] if o != p["correct"]])

    def verify(self, g):
        # Coordinates of our own: circle of radius 2 at the origin, A at the top, the tangent horizontal
        # and T to the left; the chord leaves A at θ below the tangent; C is the circle point farthest from
        # line AB on the stated side (T's side = inside the angle). Angles from dot products.
        th = np.radians(g["theta"])
        A, Tp = np.array([0.0, 2.0]), np.array([-3.0, 2.0])
        u = np.array([-np.cos(th), -np.sin(th)])
        B = A + 4 * np.sin(th) * u
        t = np.linspace(0, 2 * np.pi, 7201)
        ring = 2 * np.column_stack([np.cos(t), np.sin(t)])

        def side(P):
            d = B - A
            return np.sign(d[0] * (P[..., 1] - A[1]) - d[1] * (P[..., 0] - A[0]))

        s = side(Tp) * (-1 if g["side"] == "alternate" else 1)
        dist = np.abs((B - A)[0] * (ring[:, 1] - A[1]) - (B - A)[1] * (ring[:, 0] - A[0]))
        dist[side(ring) != s] = -1
        C = ring[int(np.argmax(dist))]

        def ang(V, P, Q):
            a, b = P - V, Q - V
            return float(np.degrees(np.arccos(a @ b / np.linalg.norm(a) / np.linalg.norm(b))))

        value = {"inscribed": ang(C, A, B), "central": ang(np.zeros(2), A, B), "base": ang(A, np.zeros(2), B)}[g["ask"]]
        hits = [o for o in g["options"] if abs(float(o[:-1]) - value) < 1e-3]
        return hits[0] if len(hits) == 1 else None

    def _layout(self, g):
        th = g["theta"]
        A = np.array([0.0, -1.0])
        B = cg.on_circle((0, 0), 1.0, -90 + 2 * th)
        if g["side"] == "alternate":
            C = cg.on_circle((0, 0), 1.0, -90 + 2 * th + g["c_at"] * (360 - 2 * th))
        else:
            C = cg.on_circle((0, 0), 1.0, -90 + g["c_at"] * 2 * th)
        T, S = np.array([1.45, -1.0]), np.array([-1.45, -1.0])
        return dict(zip("OABCTS", plane.rotate([np.zeros(2), A, B, C, T, S], g["rotation"], g["mirror"])))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O = X["O"]
        plane.circle(ax, O, 1.0)
        draw.segment(ax, X["S"], X["T"])
        draw.segment(ax, X["A"], X["B"], color=draw.PALETTE["blue"])
        draw.segment(ax, X["C"], X["A"])
        draw.segment(ax, X["C"], X["B"])
        cg.centre_dot(ax, O)
        if g["ask"] in ("central", "base"):
            draw.segment(ax, O, X["A"], style="--", linewidth=1.5)
            draw.segment(ax, O, X["B"], style="--", linewidth=1.5)
        draw.label_point(ax, O, "O", away_from=(X["A"] + X["B"]) / 2 if g["ask"] != "inscribed" else X["C"],
                         offset=12, dot=False)
        for k in "ABC":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        draw.label_point(ax, X["T"], n["T"], away_from=O, offset=13)
        span = 3.4
        ttext = "?" if "theta" in hide else f"{g['theta']}°"
        if g["side"] == "same":
            # chord AC runs inside angle TAB: put the text in the part between the tangent and AC
            plane.angle_label(ax, X["A"], X["T"], X["B"], None, radius=0.2, span=span)
            pos = X["A"] + 0.36 * plane.bisector_direction(X["A"], X["T"], X["C"])
            ax.text(pos[0], pos[1], ttext, ha="center", va="center", fontsize=draw.FONT, color=draw.ACCENT, zorder=6)
        else:
            plane.angle_label(ax, X["A"], X["T"], X["B"], ttext, radius=0.2, span=span)
        q = draw.PALETTE["blue"]
        if g["ask"] == "inscribed":
            plane.angle_label(ax, X["C"], X["A"], X["B"], "?", radius=0.18, span=span, color=q)
        elif g["ask"] == "central":
            plane.angle_label(ax, O, X["A"], X["B"], "?", radius=0.16, span=span, color=q)
        else:
            plane.angle_label(ax, X["A"], O, X["B"], "?", radius=0.3, span=span, color=q)
        draw.geometry_axes(ax, cg.circle_box(O, 1.0) + [X["S"], X["T"]], margin=0.1)

    def subquestions(self, g):
        n = self._names(g)
        th = g["theta"]
        arc = 2 * th
        return [SubQuestion(f"Line {n['T']}{n['A']} touches a circle at {n['A']}, and chord {n['A']}{n['B']} makes "
                            f"∠{n['T']}{n['A']}{n['B']} = {th}°. What is the measure, in degrees, of the arc "
                            f"{n['A']}{n['B']} that lies inside this angle?", Number(arc), CONCEPT),
                SubQuestion(f"An arc of a circle measures {arc}°. What is an inscribed angle standing on this arc "
                            f"(from a point on the rest of the circle), in degrees?", Number(arc / 2),
                            "plane_figures/circles/inscribed_angle_theorem")]

    def backward(self, g):
        n = self._names(g)
        value = self._value(g["theta"], g["side"], g["ask"])
        if g["ask"] == "inscribed":
            back = value if g["side"] == "alternate" else 180 - value
        elif g["ask"] == "central":
            back = value / 2
        else:
            back = 90 - value if g["theta"] < 90 else 90 + value     # ∠OAB = |90° − θ|, and the acute/obtuse told
            kind = "acute" if g["theta"] < 90 else "obtuse"
            return Backward(f"{self._setup(g)} {self._asked(g)} = {draw.fmt(value)}° and ∠{n['T']}{n['A']}{n['B']} "
                            f"is {kind}. What is the measure of ∠{n['T']}{n['A']}{n['B']}, in degrees?",
                            Number(back), "theta")
        return Backward(f"{self._setup(g)} {self._asked(g)} = {draw.fmt(value)}°. What is the measure of "
                        f"∠{n['T']}{n['A']}{n['B']}, in degrees?", Number(back), "theta")

    def description(self, g):
        n = self._names(g)
        return (f"{self._setup(g)} Given: ∠{n['T']}{n['A']}{n['B']} = {g['theta']}°. Asked: {self._asked(g)}"
                + (" (less than 180°)" if g["ask"] == "central" else "")
                + ".")
