"""Plane geometry: two tangents from P and a third tangent cut off triangle PDE; its perimeter is 2·PA."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/equal_tangent_segments"

SMALL = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25))
LARGE = ((20, 21, 29), (12, 35, 37), (28, 45, 53), (33, 56, 65), (16, 63, 65), (48, 55, 73), (36, 77, 85),
         (39, 80, 89), (65, 72, 97), (7, 24, 25), (8, 15, 17))


def _options(triples, scales):
    """(r, t, d) with r the radius, t the tangent length, d = OP; P not too far nor too close."""
    out = []
    for a, b, c in triples:
        for r, t in ((a, b), (b, a)):
            if 0.25 <= r / c <= 0.72:
                out += [(r * k, t * k, c * k) for k in scales]
    return out


@seed_program(
    id="tangent_segments_triangle_perimeter", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="numeric", concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="DynaMath / GeoEval-style (plane geometry, tangent segments)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class TangentSegmentsTrianglePerimeter(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("PA", "PA", "OP")), t=IntRange(4, 30), triples=SMALL, scales=(1, 2, 3),
                      half=FloatRange(22, 38), touch=FloatRange(-0.22, 0.22), rotation=FloatRange(0, 360)),
        hard=dict(kind=OneOf(("OP",)), t=IntRange(4, 30), triples=LARGE, scales=(1, 2),
                  half=FloatRange(22, 38), touch=FloatRange(-0.22, 0.22), rotation=FloatRange(0, 360)),
        hard_means="only the radius and the distance OP are given (larger, less familiar Pythagorean triples), so "
                   "the tangent length must first be found with the Pythagorean theorem",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        g = {"kind": kind, "labels": draw.pick_labels(rng, 6, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"),
             "touch": float(space.touch.draw(rng)), "rotation": float(space.rotation.draw(rng))}
        if kind == "PA":
            return {**g, "t": int(space.t.draw(rng)), "half": float(space.half.draw(rng))}
        opts = _options(space.triples, space.scales)
        r, t, d = opts[int(rng.integers(0, len(opts)))]
        return {**g, "r": r, "d": d}, {"t": t}

    # ---- figure layout (circle of radius 1 at the origin, P on the positive x-axis, then turned) ------
    def _layout(self, g):
        half_p = g["half"] if g["kind"] == "PA" else float(np.degrees(np.arcsin(g["r"] / g["d"])))
        O = np.zeros(2)
        P = np.array([1 / np.sin(np.radians(half_p)), 0.0])
        A, B = cg.tangent_points(O, 1.0, P)
        half_o = 90 - half_p
        T = cg.on_circle(O, 1.0, g["touch"] * half_o)
        U = T + np.array([-T[1], T[0]])
        D = plane.line_intersection(T, U, P, A)
        E = plane.line_intersection(T, U, P, B)
        return dict(zip("OPABTDE", plane.rotate([O, P, A, B, T, D, E], g["rotation"])))

    def _names(self, g):
        return dict(zip("PABTDE", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        return (f"{n['P']}{n['A']} and {n['P']}{n['B']} are tangent to the circle with centre O at {n['A']} and "
                f"{n['B']}. A third tangent touches the circle at {n['T']}, a point of the minor arc {n['A']}{n['B']}, "
                f"and meets {n['P']}{n['A']} at {n['D']} and {n['P']}{n['B']} at {n['E']}.")

    def _told(self, g):
        n = self._names(g)
        if g["kind"] == "PA":
            return f"{n['P']}{n['A']} = {g['t']}"
        return f"The radius of the circle is {g['r']} and O{n['P']} = {g['d']}"

    def question(self, g):
        n = self._names(g)
        return f"{self._setup(g)} {self._told(g)}. What is the perimeter of triangle {n['P']}{n['D']}{n['E']}?"

    def answer(self, p):
        t = p["t"]                      # PD + DE + EP = (PD + DA) + (PE + EB) = PA + PB = 2·PA
        return Number(2 * t)

    def verify(self, g):
        # Coordinates of our own: a circle (radius r, or any radius when only PA is told), the
        # touching point T at 30% of the way from the middle of the minor arc; D and E from line
        # intersections; the perimeter measured.
        if g["kind"] == "PA":
            r, d = 0.6 * g["t"], float(np.hypot(0.6 * g["t"], g["t"]))
        else:
            r, d = float(g["r"]), float(g["d"])
        P = np.array([d, 0.0])
        x = r * r / d                              # the chord of contact is x = r²/d
        A, B = np.array([x, np.sqrt(r * r - x * x)]), np.array([x, -np.sqrt(r * r - x * x)])
        phi = 0.3 * np.arctan2(A[1], A[0])
        T = r * np.array([np.cos(phi), np.sin(phi)])
        U = T + np.array([-T[1], T[0]])

        def meet(p1, p2, q1, q2):
            m = np.column_stack([p2 - p1, q1 - q2])
            s = np.linalg.solve(m, q1 - p1)[0]
            return p1 + s * (p2 - p1)

        D, E = meet(T, U, P, A), meet(T, U, P, B)
        return Number(float(np.linalg.norm(P - D) + np.linalg.norm(D - E) + np.linalg.norm(E - P)))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O, P = X["O"], X["P"]
        plane.circle(ax, O, 1.0)
        for a, b in (("P", "A"), ("P", "B")):
            draw.segment(ax, X[a], X[b])
        draw.segment(ax, X["D"], X["E"], color=draw.PALETTE["blue"])
        ax.fill(*np.array([P, X["D"], X["E"]]).T, color=draw.PALETTE["blue"], alpha=0.12, zorder=1)
        for k in "ABT":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        for k in "DE":
            draw.label_point(ax, X[k], n[k], away_from=(X["A"] + X["B"]) / 2 + 0.3 * (P - O), offset=13)
        draw.label_point(ax, P, n["P"], away_from=O, offset=13)
        cg.centre_dot(ax, O)
        if g["kind"] == "PA":
            draw.label_point(ax, O, "O", away_from=P, offset=12, dot=False)
            text = "?" if "t" in hide else str(g["t"])
            plane.side_label(ax, X["A"], P, text, away_from=X["B"])
        else:
            draw.segment(ax, O, P, style="--", linewidth=1.5)
            draw.segment(ax, O, X["A"], style="--", linewidth=1.5)
            draw.right_angle_mark(ax, X["A"], O, P, size=0.1)
            draw.label_point(ax, O, "O", away_from=X["B"], offset=12, dot=False)
            plane.side_label(ax, O, X["A"], "?" if "r" in hide else str(g["r"]), away_from=P, fontsize=12)
            plane.side_label(ax, O, P, "?" if "d" in hide else str(g["d"]), away_from=X["A"], fontsize=12)
        draw.geometry_axes(ax, cg.circle_box(O, 1.0) + [P], margin=0.1)

    def subquestions(self, g):
        n = self._names(g)
        subs = []
        if g["kind"] == "OP":
            subs.append(SubQuestion(f"A tangent from point {n['P']} touches a circle of radius {g['r']} at "
                                    f"{n['A']}, and {n['P']} is {g['d']} from the centre. How long is "
                                    f"{n['P']}{n['A']}?", Number(float(np.sqrt(g['d'] ** 2 - g['r'] ** 2))),
                                    "plane_figures/triangles/pythagorean_theorem"))
        subs.append(SubQuestion(f"From point {n['D']} two tangents are drawn to a circle, touching it at {n['A']} "
                                f"and {n['T']}. If {n['D']}{n['A']} = 4, what is {n['D']}{n['T']}?", Number(4),
                                CONCEPT))
        return subs

    def backward(self, g):
        n = self._names(g)
        if g["kind"] == "PA":
            per = 2 * g["t"]
            return Backward(f"{self._setup(g)} The perimeter of triangle {n['P']}{n['D']}{n['E']} is {per}. "
                            f"What is the length of {n['P']}{n['A']}?", Number(per / 2), "t")
        per = 2 * np.sqrt(g["d"] ** 2 - g["r"] ** 2)
        return Backward(f"{self._setup(g)} O{n['P']} = {g['d']} and the perimeter of triangle "
                        f"{n['P']}{n['D']}{n['E']} is {draw.fmt(per)}. What is the radius of the circle?",
                        Number(float(np.sqrt(g["d"] ** 2 - (per / 2) ** 2))), "r")

    def description(self, g):
        return (f"{self._setup(g)} {self._told(g)}." + (" Radius O{0} is drawn perpendicular to {1}{0}."
                                                        .format(self._names(g)["A"], self._names(g)["P"])
                                                        if g["kind"] == "OP" else ""))
