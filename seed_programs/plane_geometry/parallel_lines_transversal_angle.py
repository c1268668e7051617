"""Plane geometry: angles formed by two parallel lines and a transversal (or a bent 'zigzag' path)."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        kind = str(rng.choice(["transversal", "transversal", "zigzag"]))
        labels = draw.pick_labels(rng, 6 if kind == "transversal" else 5, pool="ABCDEFGHJKLMNRSTUVWXYZ")
        common = {"kind": kind, "labels": labels, "rotation": float(rng.uniform(-12, 12)),
                  "mirror": bool(rng.integers(0, 2))}
        if kind == "transversal":
            theta = int(rng.integers(40, 141))
            while abs(theta - 90) < 12:
                theta = int(rng.integers(40, 141))
            given, asked = int(rng.integers(0, 4)), int(rng.integers(0, 4))
            return {**common, "theta": theta, "given": given, "asked": asked,
                    "angle_given": theta if given % 2 == 0 else 180 - theta,
                    "shift": float(rng.uniform(-1.0, 1.0))}
        a, b = int(rng.integers(25, 71)), int(rng.integers(25, 71))
        return {**common, "a": a, "b": b, "mode": str(rng.choice(["sum", "part"])),
                "depth": float(rng.uniform(0.4, 0.6))}

    # ---- transversal -------------------------------------------------------------------------
    def _tpoints(self, p):
        th = np.radians(p["theta"])
        x0 = p["shift"] - 0.5 * H / np.tan(th)
        P = np.array([x0, 0.0])
        Q = P + H / np.tan(th) * np.array([1.0, 0.0]) + np.array([0.0, H])
        u = (Q - P) / np.linalg.norm(Q - P)
        pts = {"A": np.array([-HALF, 0.0]), "B": np.array([HALF, 0.0]),
               "C": np.array([-HALF, H]), "D": np.array([HALF, H]),
               "E": Q + 1.5 * u, "F": P - 1.5 * u, "P": P, "Q": Q}
        return dict(zip(pts, plane.rotate(pts.values(), p["rotation"], p["mirror"])))

    def _sector_names(self, p):
        A, B, C, D, E, F = p["labels"]
        # Sector k at each crossing, counter-clockwise from the right-hand ray (before mirroring).
        at_p = [(B, "P", "Q"), ("Q", "P", A), (A, "P", F), (F, "P", B)]
        at_q = [(D, "Q", E), (E, "Q", C), (C, "Q", "P"), ("P", "Q", D)]
        return at_p, at_q

    # ---- zigzag -------------------------------------------------------------------------------
    def _zpoints(self, p):
        a, b = np.radians(p["a"]), np.radians(p["b"])
        # E lies between the lines; B on the top line, D on the bottom line, A and C far left.
        ey = p["depth"] * H
        B = np.array([2.2, H])
        E = B + (H - ey) / np.tan(a) * np.array([-1.0, 0.0]) + np.array([0.0, -(H - ey)])
        D = E + np.array([ey / np.tan(b), -ey])
        left = min(E[0], B[0], D[0]) - 1.6
        pts = {"A": np.array([left, H]), "B": B, "C": np.array([left, 0.0]), "D": D, "E": E,
               "B2": np.array([max(B[0], D[0]) + 1.2, H]), "D2": np.array([max(B[0], D[0]) + 1.2, 0.0])}
        return dict(zip(pts, plane.rotate(pts.values(), p["rotation"], p["mirror"])))

    def _zvalues(self, p):
        return {"ABE": p["a"], "CDE": p["b"], "BED": p["a"] + p["b"]}

    def _zasked(self, p):
        return "BED" if p["mode"] == "sum" else "CDE"

    def _name(self, p, code):
        m = dict(zip("ABCDEF", p["labels"]))
        return "".join(m.get(ch, ch) for ch in code)

    # ---- protocol -----------------------------------------------------------------------------
    def _tvalue(self, p, k):
        return p["theta"] if k % 2 == 0 else 180 - p["theta"]

    def question(self, p):
        if p["kind"] == "transversal":
            A, B, C, D, E, F = p["labels"]
            at_p, at_q = self._sector_names(p)
            g = "".join(at_p[p["given"]])
            return (f"In the figure, line {A}{B} is parallel to line {C}{D}, and line {E}{F} crosses "
                    f"them at P and Q. Angle {g} = {p['angle_given']}°. "
                    f"What is angle {''.join(at_q[p['asked']])} (marked ?), in degrees?")
        A, B, C, D, E = p["labels"]
        v = self._zvalues(p)
        if p["mode"] == "sum":
            known = f"Angle {A}{B}{E} = {v['ABE']}° and angle {C}{D}{E} = {v['CDE']}°."
        else:
            known = f"Angle {A}{B}{E} = {v['ABE']}° and angle {B}{E}{D} = {v['BED']}°."
        asked = self._name(p, self._zasked(p))
        return (f"In the figure, line {A}{B} is parallel to line {C}{D}, and point {E} lies between "
                f"the two lines. {known} What is angle {asked} (marked ?), in degrees?")

    def answer(self, p):
        if p["kind"] == "transversal":
            return Number(self._tvalue(p, p["asked"]))
        return Number(self._zvalues(p)[self._zasked(p)])

    def verify(self, p):
        if p["kind"] == "transversal":
            X = self._tpoints(p)
            at_q = [("D", "Q", "E"), ("E", "Q", "C"), ("C", "Q", "P"), ("P", "Q", "D")][p["asked"]]
            return Number(plane.angle_at(X[at_q[1]], X[at_q[0]], X[at_q[2]]))
        X = self._zpoints(p)
        code = self._zasked(p)
        return Number(plane.angle_at(X[code[1]], X[code[0]], X[code[2]]))

    def draw(self, p, ax, hide=()):
        blue = draw.PALETTE["blue"]
        if p["kind"] == "transversal":
            X = self._tpoints(p)
            m = dict(zip("ABCDEF", p["labels"]))
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
            g, a = p["given"], p["asked"]
            back = "angle_given" in hide
            plane.angle_label(ax, X["P"], rays_p[g], rays_p[(g + 1) % 4],
                              "?" if back else f"{p['angle_given']}°", radius=0.6,
                              color=blue if back else draw.ACCENT, span=SPAN)
            plane.angle_label(ax, X["Q"], rays_q[a], rays_q[(a + 1) % 4],
                              f"{self._tvalue(p, a)}°" if back else "?", radius=0.6,
                              color=draw.ACCENT if back else blue, span=SPAN)
            for V, rays, k in ((X["P"], rays_p, g), (X["Q"], rays_q, a)):
                d = plane.bisector_direction(V, rays[(k + 2) % 4], rays[(k + 3) % 4])
                draw.label_point(ax, V, "P" if V is X["P"] else "Q", away_from=V - d, offset=15)
            draw.geometry_axes(ax, list(X.values()), margin=0.08)
            return
        X = self._zpoints(p)
        m = dict(zip("ABCDE", p["labels"]))
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
        asked = self._zasked(p)
        v = self._zvalues(p)
        unknown = "ABE" if "a" in hide else asked
        for code in ("ABE", "CDE", "BED"):
            text = "?" if code == unknown else f"{v[code]}°"
            plane.angle_label(ax, X[code[1]], X[code[0]], X[code[2]], text, radius=0.6,
                              color=blue if code == unknown else draw.ACCENT, span=SPAN)
        draw.geometry_axes(ax, list(X.values()), margin=0.08)

    def subquestions(self, p):
        if p["kind"] == "transversal":
            return [SubQuestion(
                f"Two parallel lines are cut by a transversal. One of the angles at the first crossing is "
                f"{p['theta']}°. What is the corresponding angle at the second crossing, in degrees?",
                Number(p["theta"]), "plane_figures/angles/parallel_lines_angles"),
                SubQuestion(f"Two angles form a straight line and one is {p['theta']}°. What is the other, "
                            f"in degrees?", Number(180 - p["theta"]), "plane_figures/angles/supplementary_angles")]
        return [SubQuestion(
            f"A line through a point between two parallel lines is drawn parallel to them. It splits an angle "
            f"at that point into two parts equal to the alternate angles {p['a']}° and {p['b']}°. What is "
            f"the whole angle, in degrees?", Number(p["a"] + p["b"]), "plane_figures/angles/parallel_lines_angles")]

    def backward(self, p):
        if p["kind"] == "transversal":
            at_p, at_q = self._sector_names(p)
            A, B, C, D, E, F = p["labels"]
            val = self._tvalue(p, p["asked"])
            # corresponding sectors (same index parity) are equal, the others supplementary
            given = val if (p["asked"] - p["given"]) % 2 == 0 else 180 - val
            return Backward(
                f"In the figure, line {A}{B} is parallel to line {C}{D}, and line {E}{F} crosses them at P "
                f"and Q. Angle {''.join(at_q[p['asked']])} = {val}°. What is angle "
                f"{''.join(at_p[p['given']])} (marked ?), in degrees?", Number(given), "angle_given")
        A, B, C, D, E = p["labels"]
        total = p["a"] + p["b"]
        return Backward(
            f"In the figure, line {A}{B} is parallel to line {C}{D}, and point {E} lies between the two "
            f"lines. Angle {B}{E}{D} = {total}° and angle {C}{D}{E} = {p['b']}°. What is angle {A}{B}{E}, "
            f"in degrees?", Number(total - p["b"]), "a")

    def description(self, p):
        if p["kind"] == "transversal":
            A, B, C, D, E, F = p["labels"]
            at_p, at_q = self._sector_names(p)
            return (f"Line {A}{B} is parallel to line {C}{D}. A third line {E}{F} crosses {A}{B} at P and "
                    f"{C}{D} at Q, with {E} on the side of {C}{D} away from {A}{B}, {F} on the side of {A}{B} "
                    f"away from {C}{D}, {A} and {C} on the same side of {E}{F}. Angle "
                    f"{''.join(at_p[p['given']])} = {p['angle_given']}°. "
                    f"The unknown is angle {''.join(at_q[p['asked']])}.")
        A, B, C, D, E = p["labels"]
        return (f"Line {A}{B} is parallel to line {C}{D}; {A} and {C} lie on the same side. Point {E} lies "
                f"between the lines, on the same side of B and D as {A} and {C}, and segments {B}{E} and "
                f"{E}{D} join it to {B} on line {A}{B} and {D} on line {C}{D}.")
