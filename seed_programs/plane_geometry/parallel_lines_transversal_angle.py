"""Plane geometry: angles formed by two parallel lines and a transversal (or a bent 'zigzag' path)."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

H = 3.0          # distance between the parallel lines
HALF = 4.2       # half length of the drawn parallel lines
SPAN = 2 * HALF + 1.6


@seed_program(
    id="parallel_lines_transversal_angle", topic="plane_geometry", level="high_school", difficulty="easy",
    question_type="numeric",
    concepts=["plane_figures/angles/parallel_lines_angles", "plane_figures/angles/supplementary_angles"],
    source="DynaMath-style (plane geometry, parallel lines and angle chasing)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class ParallelLinesTransversalAngle(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("transversal", "transversal", "zigzag")), rotation=FloatRange(-12, 12),
                      theta=IntRange(40, 140), near_right=12, shift=FloatRange(-1.0, 1.0),
                      zig=IntRange(25, 70), mode=OneOf(("sum", "part")), depth=FloatRange(0.4, 0.6)),
        hard=dict(kind=OneOf(("transversal", "zigzag", "zigzag")), rotation=FloatRange(-12, 12),
                  theta=IntRange(28, 152), near_right=4, shift=FloatRange(-1.0, 1.0),
                  zig=IntRange(18, 80), mode=OneOf(("sum", "part")), depth=FloatRange(0.4, 0.6)),
        hard_means="mostly the bent zigzag path (two steps of alternate angles), and transversal angles as close "
                   "as 4° to a right angle, so the figure cannot tell corresponding from supplementary",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        labels = draw.pick_labels(rng, 6 if kind == "transversal" else 5, pool="ABCDEFGHJKLMNRSTUVWXYZ")
        common = {"kind": kind, "labels": labels, "rotation": float(space.rotation.draw(rng)),
                  "mirror": bool(rng.integers(0, 2))}
        if kind == "transversal":
            theta = space.theta.draw(rng)
            for _ in attempts("a transversal angle clearly away from 90°"):
                if abs(theta - 90) >= space.near_right:
                    break
                theta = space.theta.draw(rng)
            given, asked = int(rng.integers(0, 4)), int(rng.integers(0, 4))
            return ({**common, "given": given, "asked": asked,
                     "angle_given": theta if given % 2 == 0 else 180 - theta,
                     "shift": float(space.shift.draw(rng))}, {"theta": theta})
        a, b = space.zig.draw(rng), space.zig.draw(rng)
        mode = space.mode.draw(rng)
        told, rest = ({"b": b}, {"bed": a + b}) if mode == "sum" else ({"bed": a + b}, {"b": b})
        return {**common, "a": a, **told, "mode": mode, "depth": float(space.depth.draw(rng))}, rest

    # ---- transversal -------------------------------------------------------------------------
    def _theta(self, g):
        """The transversal's slope angle, as drawn: the given sector or its supplement."""
        return g["angle_given"] if g["given"] % 2 == 0 else 180 - g["angle_given"]

    def _tpoints(self, g):
        th = np.radians(self._theta(g))
        x0 = g["shift"] - 0.5 * H / np.tan(th)
        P = np.array([x0, 0.0])
        Q = P + H / np.tan(th) * np.array([1.0, 0.0]) + np.array([0.0, H])
        u = (Q - P) / np.linalg.norm(Q - P)
        pts = {"A": np.array([-HALF, 0.0]), "B": np.array([HALF, 0.0]),
               "C": np.array([-HALF, H]), "D": np.array([HALF, H]),
               "E": Q + 1.5 * u, "F": P - 1.5 * u, "P": P, "Q": Q}
        return dict(zip(pts, plane.rotate(pts.values(), g["rotation"], g["mirror"])))

    def _sector_names(self, g):
        A, B, C, D, E, F = g["labels"]
        # Sector k at each crossing, counter-clockwise from the right-hand ray (before mirroring).
        at_p = [(B, "P", "Q"), ("Q", "P", A), (A, "P", F), (F, "P", B)]
        at_q = [(D, "Q", E), (E, "Q", C), (C, "Q", "P"), ("P", "Q", D)]
        return at_p, at_q

    # ---- zigzag -------------------------------------------------------------------------------
    def _zb(self, g):
        """Angle CDE, as drawn: stated, or the rest of the stated angle BED."""
        return g["b"] if g["mode"] == "sum" else g["bed"] - g["a"]

    def _zpoints(self, g):
        a, b = np.radians(g["a"]), np.radians(self._zb(g))
        # E lies between the lines; B on the top line, D on the bottom line, A and C far left.
        ey = g["depth"] * H
        B = np.array([2.2, H])
        E = B + (H - ey) / np.tan(a) * np.array([-1.0, 0.0]) + np.array([0.0, -(H - ey)])
        D = E + np.array([ey / np.tan(b), -ey])
        left = min(E[0], B[0], D[0]) - 1.6
        pts = {"A": np.array([left, H]), "B": B, "C": np.array([left, 0.0]), "D": D, "E": E,
               "B2": np.array([max(B[0], D[0]) + 1.2, H]), "D2": np.array([max(B[0], D[0]) + 1.2, 0.0])}
        return dict(zip(pts, plane.rotate(pts.values(), g["rotation"], g["mirror"])))

    def _zvalues(self, g):
        b = self._zb(g)
        return {"ABE": g["a"], "CDE": b, "BED": g["a"] + b}

    def _zasked(self, g):
        return "BED" if g["mode"] == "sum" else "CDE"

    def _name(self, g, code):
        m = dict(zip("ABCDEF", g["labels"]))
        return "".join(m.get(ch, ch) for ch in code)

    # ---- protocol -----------------------------------------------------------------------------
    def _tvalue(self, g, k):
        th = self._theta(g)
        return th if k % 2 == 0 else 180 - th

    def question(self, g):
        if g["kind"] == "transversal":
            A, B, C, D, E, F = g["labels"]
            at_p, at_q = self._sector_names(g)
            gname = "".join(at_p[g["given"]])
            return (f"In the figure, line {A}{B} is parallel to line {C}{D}, and line {E}{F} crosses "
                    f"them at P and Q. Angle {gname} = {g['angle_given']}°. "
                    f"What is angle {''.join(at_q[g['asked']])} (marked ?), in degrees?")
        A, B, C, D, E = g["labels"]
        v = self._zvalues(g)
        if g["mode"] == "sum":
            known = f"Angle {A}{B}{E} = {v['ABE']}° and angle {C}{D}{E} = {v['CDE']}°."
        else:
            known = f"Angle {A}{B}{E} = {v['ABE']}° and angle {B}{E}{D} = {v['BED']}°."
        asked = self._name(g, self._zasked(g))
        return (f"In the figure, line {A}{B} is parallel to line {C}{D}, and point {E} lies between "
                f"the two lines. {known} What is angle {asked} (marked ?), in degrees?")

    def answer(self, p):
        if p["kind"] == "transversal":
            return Number(p["theta"] if p["asked"] % 2 == 0 else 180 - p["theta"])
        return Number(p["bed"] if p["mode"] == "sum" else p["b"])

    def verify(self, g):
        # Measure on a construction of our own (no figure layout): the parallels y = 0 and y = 1.
        def angle(v, w):
            return float(np.degrees(np.arccos(np.clip(v @ w / np.linalg.norm(v) / np.linalg.norm(w), -1, 1))))

        x = np.array([1.0, 0.0])
        if g["kind"] == "transversal":
            # the transversal's direction: the one whose sector `given` at P (rays +x, d, -x, -d,
            # counter-clockwise) measures the stated angle; then the same rays at Q
            for phi in np.radians([g["angle_given"], 180 - g["angle_given"]]):
                d = np.array([np.cos(phi), np.sin(phi)])
                rays = [x, d, -x, -d]
                if abs(angle(rays[g["given"]], rays[(g["given"] + 1) % 4]) - g["angle_given"]) < 1e-9:
                    break
            return Number(round(angle(rays[g["asked"]], rays[(g["asked"] + 1) % 4]), 9))
        # zigzag: B on the top line y = 1, A to its left; E below-left of B by angle ABE
        a = np.radians(g["a"])
        B = np.array([0.0, 1.0])
        E = B + 0.5 / np.tan(a) * np.array([-1.0, 0.0]) + np.array([0.0, -0.5])
        if g["mode"] == "sum":                                   # D on y = 0 with angle CDE = b
            b = np.radians(g["b"])
            D = E + np.array([0.5 / np.tan(b), -0.5])
            return Number(round(angle(B - E, D - E), 9))
        # part: turn the ray EB clockwise... by BED, meet y = 0 at D, measure CDE (C to the left)
        t = np.radians(g["bed"])
        u = (B - E) / np.linalg.norm(B - E)
        r = np.array([[np.cos(t), np.sin(t)], [-np.sin(t), np.cos(t)]]) @ u      # clockwise by BED
        D = E + (-E[1] / r[1]) * r
        return Number(round(angle(-x, E - D), 9))

    def draw(self, g, ax, hide=()):
        blue = draw.PALETTE["blue"]
        if g["kind"] == "transversal":
            X = self._tpoints(g)
            m = dict(zip("ABCDEF", g["labels"]))
            draw.segment(ax, X["A"], X["B"])
            draw.segment(ax, X["C"], X["D"])
            draw.segment(ax, X["E"], X["F"])
            for seg, cross in ((("A", "B"), "P"), (("C", "D"), "Q")):
                frac = np.linalg.norm(X[cross] - X[seg[0]]) / np.linalg.norm(X[seg[1]] - X[seg[0]])
                plane.parallel_marks(ax, X[seg[0]], X[seg[1]], 1, size=0.28, at=0.14 if frac > 0.5 else 0.86)
            for k in ("A", "B", "C", "D", "E", "F"):
                ref = {"A": "B", "B": "A", "C": "D", "D": "C", "E": "Q", "F": "P"}[k]
                draw.label_point(ax, X[k], m[k], away_from=X[ref], offset=13)
            rays_p = [X["B"], X["Q"], X["A"], X["F"]]
            rays_q = [X["D"], X["E"], X["C"], X["P"]]
            gi, a = g["given"], g["asked"]
            back = "angle_given" in hide
            plane.angle_label(ax, X["P"], rays_p[gi], rays_p[(gi + 1) % 4],
                              "?" if back else f"{g['angle_given']}°", radius=0.6,
                              color=blue if back else draw.ACCENT, span=SPAN)
            plane.angle_label(ax, X["Q"], rays_q[a], rays_q[(a + 1) % 4],
                              f"{self._tvalue(g, a)}°" if back else "?", radius=0.6,
                              color=draw.ACCENT if back else blue, span=SPAN)
            for V, rays, k in ((X["P"], rays_p, gi), (X["Q"], rays_q, a)):
                d = plane.bisector_direction(V, rays[(k + 2) % 4], rays[(k + 3) % 4])
                draw.label_point(ax, V, "P" if V is X["P"] else "Q", away_from=V - d, offset=15)
            draw.geometry_axes(ax, list(X.values()), margin=0.08)
            return
        X = self._zpoints(g)
        m = dict(zip("ABCDE", g["labels"]))
        draw.segment(ax, X["A"], X["B2"])
        draw.segment(ax, X["C"], X["D2"])
        plane.parallel_marks(ax, X["A"], X["B2"], 1, size=0.28, at=0.12)
        plane.parallel_marks(ax, X["C"], X["D2"], 1, size=0.28, at=0.12)
        draw.segment(ax, X["B"], X["E"], color=blue)
        draw.segment(ax, X["E"], X["D"], color=blue)
        draw.label_point(ax, X["A"], m["A"], away_from=X["B"], offset=13)
        draw.label_point(ax, X["C"], m["C"], away_from=X["D"], offset=13)
        draw.label_point(ax, X["B"], m["B"], away_from=X["D"], offset=13)
        draw.label_point(ax, X["D"], m["D"], away_from=X["B"], offset=13)
        draw.label_point(ax, X["E"], m["E"], away_from=(X["B"] + X["D"]) / 2, offset=14)
        asked = self._zasked(g)
        v = self._zvalues(g)
        unknown = "ABE" if "a" in hide else asked
        for code in ("ABE", "CDE", "BED"):
            text = "?" if code == unknown else f"{v[code]}°"
            plane.angle_label(ax, X[code[1]], X[code[0]], X[code[2]], text, radius=0.6,
                              color=blue if code == unknown else draw.ACCENT, span=SPAN)
        draw.geometry_axes(ax, list(X.values()), margin=0.08)

    def subquestions(self, g):
        if g["kind"] == "transversal":
            return [SubQuestion(
                f"Two parallel lines are cut by a transversal. One of the angles at the first crossing is "
                f"{self._theta(g)}°. What is the corresponding angle at the second crossing, in degrees?",
                Number(self._theta(g)), "plane_figures/angles/parallel_lines_angles"),
                SubQuestion(f"Two angles form a straight line and one is {self._theta(g)}°. What is the other, "
                            f"in degrees?", Number(180 - self._theta(g)), "plane_figures/angles/supplementary_angles")]
        return [SubQuestion(
            f"A line through a point between two parallel lines is drawn parallel to them. It splits an angle "
            f"at that point into two parts equal to the alternate angles {g['a']}° and {self._zb(g)}°. What is "
            f"the whole angle, in degrees?", Number(g["a"] + self._zb(g)), "plane_figures/angles/parallel_lines_angles")]

    def backward(self, g):
        if g["kind"] == "transversal":
            at_p, at_q = self._sector_names(g)
            A, B, C, D, E, F = g["labels"]
            val = self._tvalue(g, g["asked"])
            # corresponding sectors (same index parity) are equal, the others supplementary
            given = val if (g["asked"] - g["given"]) % 2 == 0 else 180 - val
            return Backward(
                f"In the figure, line {A}{B} is parallel to line {C}{D}, and line {E}{F} crosses them at P "
                f"and Q. Angle {''.join(at_q[g['asked']])} = {val}°. What is angle "
                f"{''.join(at_p[g['given']])} (marked ?), in degrees?", Number(given), "angle_given")
        A, B, C, D, E = g["labels"]
        total = g["a"] + self._zb(g)
        return Backward(
            f"In the figure, line {A}{B} is parallel to line {C}{D}, and point {E} lies between the two "
            f"lines. Angle {B}{E}{D} = {total}° and angle {C}{D}{E} = {self._zb(g)}°. What is angle {A}{B}{E}, "
            f"in degrees?", Number(total - self._zb(g)), "a")

    def description(self, g):
        if g["kind"] == "transversal":
            A, B, C, D, E, F = g["labels"]
            at_p, at_q = self._sector_names(g)
            return (f"Line {A}{B} is parallel to line {C}{D}. A third line {E}{F} crosses {A}{B} at P and "
                    f"{C}{D} at Q, with {E} on the side of {C}{D} away from {A}{B}, {F} on the side of {A}{B} "
                    f"away from {C}{D}, {A} and {C} on the same side of {E}{F}. Angle "
                    f"{''.join(at_p[g['given']])} = {g['angle_given']}°. "
                    f"The unknown is angle {''.join(at_q[g['asked']])}.")
        A, B, C, D, E = g["labels"]
        return (f"Line {A}{B} is parallel to line {C}{D}; {A} and {C} lie on the same side. Point {E} lies "
                f"between the lines, on the same side of B and D as {A} and {C}, and segments {B}{E} and "
                f"{E}{D} join it to {B} on line {A}{B} and {D} on line {C}{D}.")
