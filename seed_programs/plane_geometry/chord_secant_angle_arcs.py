"""Plane geometry: the angle of two chords (half the sum of the arcs) or two secants (half the difference)."""
import numpy as np

from dynaforge.sdk import Backward, Choice, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/angles_from_arcs"


def _deg(v):
    return f"{draw.fmt(v)}°"


@seed_program(
    id="chord_secant_angle_arcs", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT, "plane_figures/circles/inscribed_angle_theorem"],
    source="DynaMath / GeoEval-style (plane geometry, angles and arcs)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class ChordSecantAngleArcs(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("inside",)), step=2, near=IntRange(15, 60), far=IntRange(20, 70),
                      split=FloatRange(0.35, 0.65), rotation=FloatRange(0, 360)),
        hard=dict(kind=OneOf(("inside", "outside", "outside")), step=1, near=IntRange(20, 110), far=IntRange(40, 220),
                  split=FloatRange(0.35, 0.65), rotation=FloatRange(0, 360)),
        hard_means="mostly two secants from an outside point (half the difference of the arcs, not the sum) and "
                   "odd arc measures, so the angle may end in .5°",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("two arcs leaving room for the other two and a figure whose point P fits"):
            x, z = int(space.near.draw(rng)) * space.step, int(space.far.draw(rng)) * space.step
            if kind == "inside":
                x, z = x, z
                if x + z > 250 or x + z < 70 or x == z:
                    continue
                right = (x + z) / 2
                pool = [x + z, abs(z - x) / 2, 180 - right, (360 - x - z) / 2, max(x, z)]
            else:
                if z - x < 40 or x + z > 260 or x < 30:
                    continue
                right = (z - x) / 2
                pool = [(z + x) / 2, z - x, 180 - right, z / 2, 180 - (z + x) / 2]
            g = {"kind": kind, "near": x, "far": z, "split": float(space.split.draw(rng)),
                 "labels": draw.pick_labels(rng, 5, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"),
                 "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
            X = self._layout(g)
            if kind == "outside" and np.linalg.norm(X["P"] - X["O"]) > 3.0:
                continue
            wrong = []
            for v in pool:
                if 0 < v < 360 and _deg(v) != _deg(right) and _deg(v) not in wrong:
                    wrong.append(_deg(v))
            if len(wrong) < 3:
                continue
            g["options"] = sorted([_deg(right)] + wrong[:3], key=lambda s: float(s[:-1]))
            return g, {"correct": _deg(right)}

    def _layout(self, g):
        """A, C, D, B counter-clockwise (outside) or A, C, B, D (inside); the unmarked arcs split by ``split``."""
        x, z = g["near"], g["far"]
        rest = 360 - x - z
        s1 = g["split"] * rest
        if g["kind"] == "inside":
            deg = {"A": 0.0, "C": x, "B": x + s1, "D": x + s1 + z}
        else:
            deg = {"A": 0.0, "C": x, "D": x + s1, "B": x + s1 + z}
        X = {k: cg.on_circle((0, 0), 1.0, v) for k, v in deg.items()}
        X["P"] = plane.line_intersection(X["A"], X["B"], X["C"], X["D"])
        X["O"] = np.zeros(2)
        pts = plane.rotate(X.values(), g["rotation"], g["mirror"])
        out = dict(zip(X, pts))
        out["_deg"] = deg
        return out

    def _names(self, g):
        return dict(zip("ABCDP", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        if g["kind"] == "inside":
            return (f"Chords {n['A']}{n['B']} and {n['C']}{n['D']} of a circle intersect at {n['P']}. Arc "
                    f"{n['A']}{n['C']} measures {g['near']}° and arc {n['B']}{n['D']} measures {g['far']}° (the arcs "
                    f"that do not contain the other two points).")
        return (f"From point {n['P']} outside a circle two secants are drawn: one meets the circle at {n['A']} and "
                f"then {n['B']}, the other at {n['C']} and then {n['D']}. The near arc {n['A']}{n['C']} measures "
                f"{g['near']}° and the far arc {n['B']}{n['D']} measures {g['far']}°.")

    def question(self, g):
        n = self._names(g)
        return f"{self._setup(g)} What is the measure of ∠{n['A']}{n['P']}{n['C']}?"

    def answer(self, p):
        return Choice(p["correct"], [o for o in p["options"] if o != p["correct"]])

    def verify(self, g):
        # Coordinates of our own: the two unmarked arcs equal (not the figure's split), the point P as the
        # intersection of the two lines, the angle from dot products.
        x, z = g["near"], g["far"]
        s = (360 - x - z) / 2
        order = {"A": 0, "C": x, "B": x + s, "D": x + s + z} if g["kind"] == "inside" else \
            {"A": 0, "C": x, "D": x + s, "B": x + s + z}
        Q = {k: np.array([np.cos(np.radians(v)), np.sin(np.radians(v))]) for k, v in order.items()}
        m = np.column_stack([Q["B"] - Q["A"], Q["C"] - Q["D"]])
        t = np.linalg.solve(m, Q["C"] - Q["A"])[0]
        P = Q["A"] + t * (Q["B"] - Q["A"])
        u, v = Q["A"] - P, Q["C"] - P
        value = float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))
        hits = [o for o in g["options"] if abs(float(o[:-1]) - value) < 1e-6]
        return hits[0] if len(hits) == 1 else None

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O, P = X["O"], X["P"]
        plane.circle(ax, O, 1.0)
        deg = X["_deg"]
        turn = g["rotation"]
        red, blue = draw.ACCENT, draw.PALETTE["blue"]

        def real(d):                      # the figure's polar angle of a layout angle (after mirror, turn)
            return (180 - d + turn) if g["mirror"] else (d + turn)

        for (a, b), key in ((("A", "C"), "near"), (("B", "D"), "far")):
            lo, hi = sorted((deg[a], deg[b]))
            s, e = (real(lo), real(hi)) if not g["mirror"] else (real(hi), real(lo))
            cg.arc_stroke(ax, O, 1.0, s, e, color=red)
            inner = g["kind"] == "outside" and key == "near"      # keep the near arc's text out of the angle
            cg.arc_text(ax, O, 1.0, s, e, "?" if key in hide else f"{g[key]}°", gap=-0.2 if inner else 0.2,
                        color=red)
        if g["kind"] == "inside":
            draw.segment(ax, X["A"], X["B"])
            draw.segment(ax, X["C"], X["D"])
        else:
            draw.segment(ax, P, X["B"])
            draw.segment(ax, P, X["D"])
        for k in "ABCD":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        if g["kind"] == "inside":
            away = P - plane.bisector_direction(P, X["A"], X["D"])
            draw.label_point(ax, P, n["P"], away_from=away, offset=13)
            plane.angle_label(ax, P, X["A"], X["C"], "?", radius=0.15, span=2.8, color=blue)
        else:
            draw.label_point(ax, P, n["P"], away_from=O, offset=13)
            plane.angle_label(ax, P, X["A"], X["C"], "?", radius=0.32, span=4.0, color=blue)
        pts = cg.circle_box(O, 1.25) + [P]
        draw.geometry_axes(ax, pts, margin=0.08)

    def subquestions(self, g):
        n = self._names(g)
        x, z = g["near"], g["far"]
        sub = [SubQuestion(f"An arc of a circle measures {z}°. What is an inscribed angle standing on it, in degrees?",
                           Number(z / 2), "plane_figures/circles/inscribed_angle_theorem")]
        if g["kind"] == "inside":
            sub.append(SubQuestion(f"In triangle {n['A']}{n['P']}{n['D']}, the angles at {n['A']} and {n['D']} are "
                                   f"{draw.fmt(z / 2)}° and {draw.fmt(x / 2)}°. What is the exterior angle at "
                                   f"{n['P']}, in degrees?", Number((x + z) / 2), "plane_figures/triangles/angle_sum"))
        return sub

    def backward(self, g):
        n = self._names(g)
        x, z = g["near"], g["far"]
        ang = (x + z) / 2 if g["kind"] == "inside" else (z - x) / 2
        back = 2 * ang - x if g["kind"] == "inside" else 2 * ang + x
        what = (f"Chords {n['A']}{n['B']} and {n['C']}{n['D']} of a circle intersect at {n['P']}. Arc "
                f"{n['A']}{n['C']} measures {x}°" if g["kind"] == "inside" else
                f"From point {n['P']} outside a circle two secants are drawn: one meets the circle at {n['A']} and "
                f"then {n['B']}, the other at {n['C']} and then {n['D']}. The near arc {n['A']}{n['C']} measures {x}°")
        return Backward(f"{what} and ∠{n['A']}{n['P']}{n['C']} = {draw.fmt(ang)}°. What is the measure of arc "
                        f"{n['B']}{n['D']} (the arc that does not contain {n['A']} and {n['C']}), in degrees?",
                        Number(back), "far")

    def description(self, g):
        n = self._names(g)
        order = "".join(n[k] for k in ("ACBD" if g["kind"] == "inside" else "ACDB"))
        return (f"{self._setup(g)} Going around the circle the points are in the order {', '.join(order)}. "
                f"Asked: ∠{n['A']}{n['P']}{n['C']}.")
