"""Solid geometry (dynamic point): P moves in the bottom face ABCD of a cube so that its distance to a
point X of the top face (a vertex, an edge midpoint or the face centre) is fixed, or so that line XP
makes a fixed angle with the bottom face; find the exact length of P's path. The foot of X on the
base is the centre of a circle (radius √(R² − a²), or a·cot φ); keep the part inside the square."""
import numpy as np
import sympy as sp

from dynaforge.sdk import (Expression, IntRange, Levels, OneOf, Scene, SeedProgram, SubQuestion,
                           Number, seed_program)
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_moving import cuboid_role_labels

R2, R3 = sp.sqrt(2), sp.sqrt(3)
# (kind of the foot Q, radius / edge): vertex - quarter circle or clipped to 30°; edge midpoint - half
# circle, or clipped by the two sides to 120°, 90°, 60°; centre - full circle, or clipped to 4 arcs of 30°
CASES = [("vertex", sp.Rational(1, 2)), ("vertex", 1 / R3), ("vertex", 1 / R2), ("vertex", sp.Integer(1)),
         ("vertex", 2 / R3), ("mid", sp.Rational(1, 3)), ("mid", sp.Rational(1, 2)), ("mid", 1 / R3),
         ("mid", 1 / R2), ("mid", sp.Integer(1)), ("centre", sp.Rational(1, 3)), ("centre", sp.Rational(1, 2)),
         ("centre", 1 / R3)]
HARD_CASES = [("vertex", 2 / R3), ("mid", 1 / R3), ("mid", 1 / R2), ("mid", sp.Integer(1)), ("centre", 1 / R3),
              ("vertex", 1 / R3), ("mid", sp.Rational(1, 2))]
SPECIAL = {sp.Integer(1): "45°", R3: "60°", 1 / R3: "30°"}      # tan φ -> φ
MID_EDGES = [("A1", "B1"), ("B1", "C1"), ("C1", "D1"), ("D1", "A1")]
XY = {"A": (0, 0), "B": (1, 0), "C": (1, 1), "D": (0, 1)}        # unit-square corners of the base


@seed_program(
    id="cube_face_locus_arc_length", topic="solid_geometry", category="dynamic_moving_point",
    level="high_school", difficulty="hard", question_type="free_form",
    concepts=["solid_figures/moving_points/locus_on_cube_surface", "solid_figures/angles/line_plane_angle",
              "plane_figures/circles/arc_length"],
    source="DynaSolidGeo-style (dynamic point in a face of a cube; length of the locus)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "point_labels", "camera"],
)
class CubeFaceLocusArcLength(SeedProgram):
    levels = Levels(
        standard=dict(case=OneOf(tuple(range(len(CASES)))), edge=IntRange(2, 9), cond=OneOf(("distance", "angle")),
                      style=OneOf(("prime", "digit", "next")), mover=OneOf(("P", "Q"))),
        hard=dict(case=OneOf(tuple(range(len(HARD_CASES)))), edge=IntRange(6, 18),
                  cond=OneOf(("distance", "angle"), p=[0.6, 0.4]), style=OneOf(("prime", "digit", "next")),
                  mover=OneOf(("P", "Q"))),
        hard_means="larger edges and almost only radii for which the circle leaves the square (the arcs inside must "
                   "be found from where the circle crosses the sides, e.g. 4 arcs of 30° about the centre), "
                   "mostly given as a surd distance",
    )

    def sample(self, rng, space):
        table = CASES if space.level == "standard" else HARD_CASES
        kind, ratio = table[int(space.case.draw(rng))]
        a = int(space.edge.draw(rng))
        if kind == "vertex":
            x = ["A1", "B1", "C1", "D1"][int(rng.integers(4))]
        elif kind == "mid":
            x = list(MID_EDGES[int(rng.integers(4))])
        else:
            x = "O"
        cond = space.cond.draw(rng)
        rho = ratio * a
        value = sp.nsimplify(sp.sqrt(rho ** 2 + a * a)) if cond == "distance" else sp.nsimplify(1 / ratio)
        return {"a": a, "x": x, "cond": cond, "value": str(value), "style": space.style.draw(rng),
                "mover": space.mover.draw(rng)}

    # -- text ----------------------------------------------------------------------------------------
    def _lab(self, p):
        return cuboid_role_labels(p["style"])

    def _x_name(self, p, L):
        if p["x"] == "O":
            return "O", f"O is the centre of the face {L['A1']}{L['B1']}{L['C1']}{L['D1']}. "
        if isinstance(p["x"], list):
            u, v = p["x"]
            return "M", f"M is the midpoint of the edge {L[u]}{L[v]}. "
        return L[p["x"]], ""

    def _condition(self, p, L):
        X, _ = self._x_name(p, L)
        v = sp.sympify(p["value"])
        shown = None
        if p["cond"] == "distance":
            return f"{X}{p['mover']} = {shown or surd_text(v)}"
        phi = SPECIAL.get(v)
        angle = f"the angle between the line {X}{p['mover']} and the plane {L['A']}{L['B']}{L['C']}{L['D']}"
        if phi:
            return f"{angle} is {phi}"
        return f"{angle} is φ with tan φ = {shown or surd_text(v)}"

    def _given(self, p):
        L = self._lab(p)
        _, intro = self._x_name(p, L)
        edge = f"edge {p['a']}"
        return (f"The cube {L['name']} has {edge}. {intro}Point {p['mover']} moves in the square "
                f"{L['A']}{L['B']}{L['C']}{L['D']} (sides included) so that {self._condition(p, L)}.")

    def question(self, g):
        return (self._given(g) + f" Find the length of the path traced by {g['mover']}. "
                "Give the exact value (in terms of π).")

    # -- answer: the foot Q of X on the base and the radius; arcs by cases --------------------------------
    def _rho(self, p):
        a, v = sp.Integer(p["a"]), sp.sympify(p["value"])
        return sp.sqrt(v ** 2 - a ** 2) if p["cond"] == "distance" else sp.nsimplify(a / v)

    def _foot_kind(self, p):
        return "centre" if p["x"] == "O" else ("mid" if isinstance(p["x"], list) else "vertex")

    def _arc_angle(self, p):
        """Total central angle of the arcs inside the square."""
        a, rho = sp.Integer(p["a"]), self._rho(p)
        kind = self._foot_kind(p)
        if kind == "vertex":
            return sp.pi / 2 if rho <= a else sp.pi / 2 - 2 * sp.acos(a / rho)
        if kind == "mid":
            return sp.pi if rho <= a / 2 else sp.pi - 2 * sp.acos(a / (2 * rho))
        return 2 * sp.pi if rho <= a / 2 else 2 * sp.pi - 8 * sp.acos(a / (2 * rho))

    def _length(self, p):
        return sp.nsimplify(sp.simplify(self._rho(p) * self._arc_angle(p)), [sp.pi])

    def answer(self, p):
        return Expression(str(self._length(p)))

    def verify(self, g):
        # independent: write the condition on P = (x, y, 0) in 3D coordinates, read the circle off the
        # equation, cut it with the four side lines exactly and keep the arcs whose midpoints are inside
        a = sp.Integer(g["a"])
        x, y = sp.symbols("x y", real=True)
        Xp = self._top_point(g, a)
        v = sp.sympify(g["value"])
        d2 = (x - Xp[0]) ** 2 + (y - Xp[1]) ** 2 + Xp[2] ** 2                 # |XP|²
        if g["cond"] == "distance":
            eq = sp.expand(d2 - v ** 2)
        else:                                                             # sin² of the angle = h²/|XP|²
            eq = sp.expand(d2 - Xp[2] ** 2 * (1 + v ** 2) / v ** 2)
        cx, cy = -eq.coeff(x, 1) / 2, -eq.coeff(y, 1) / 2
        r = sp.sqrt(cx ** 2 + cy ** 2 - eq.subs({x: 0, y: 0}))
        cuts = set()
        for fixed, val in ((x, 0), (x, a), (y, 0), (y, a)):
            for root in sp.solve(eq.subs(fixed, val), y if fixed == x else x):
                px, py = (val, root) if fixed == x else (root, val)
                if 0 <= px <= a and 0 <= py <= a:
                    cuts.add(sp.nsimplify(sp.atan2(py - cy, px - cx) % (2 * sp.pi)))
        cuts = sorted(cuts, key=float)
        if not cuts:
            inside = 0 <= cx - r and cx + r <= a and 0 <= cy - r and cy + r <= a
            return Expression(str(sp.simplify(2 * sp.pi * r)) if inside else "0")
        total = sp.Integer(0)
        for t0, t1 in zip(cuts, cuts[1:] + [cuts[0] + 2 * sp.pi]):
            tm = float((t0 + t1) / 2)
            mx, my = float(cx) + float(r) * np.cos(tm), float(cy) + float(r) * np.sin(tm)
            if -1e-12 <= mx <= float(a) + 1e-12 and -1e-12 <= my <= float(a) + 1e-12:
                total += t1 - t0
        return Expression(str(sp.nsimplify(sp.simplify(r * total), [sp.pi])))

    def _top_point(self, g, a):
        """X in exact coordinates (A at the origin, AB along x, AD along y, the top face at z = a)."""
        if g["x"] == "O":
            return (a / 2, a / 2, a)
        if isinstance(g["x"], list):
            (x1, y1), (x2, y2) = (XY[r[0]] for r in g["x"])
            return (a * sp.Rational(x1 + x2, 2), a * sp.Rational(y1 + y2, 2), a)
        cx, cy = XY[g["x"][0]]
        return (a * cx, a * cy, a)

    # -- figure --------------------------------------------------------------------------------------
    def scene(self, g):
        L = self._lab(g)
        a = float(g["a"])
        s = Scene()
        s.box([L[r] for r in "ABCD"], [L[r] for r in ("A1", "B1", "C1", "D1")], a, a, a)
        Xp = np.array([float(c) for c in self._top_point(g, sp.Integer(g["a"]))])
        X, _ = self._x_name(g, L)
        if X in ("M", "O"):
            s.point(X, Xp)
        v = float(sp.sympify(g["value"]))
        r = np.sqrt(v * v - a * a) if g["cond"] == "distance" else a / v
        c = Xp[:2]
        ts = np.linspace(0, 2 * np.pi, 721)
        inside = [bool(-1e-9 <= c[0] + r * np.cos(t) <= a + 1e-9 and -1e-9 <= c[1] + r * np.sin(t) <= a + 1e-9)
                  for t in ts]
        k, runs, cur = 0, [], []
        for t, ok in zip(ts, inside):
            if ok:
                cur.append(t)
            elif cur:
                runs.append(cur)
                cur = []
        if cur:
            runs.append(cur)
        for run in runs:
            names = []
            for t in run:
                names.append(s.point(f"_c{k}", (c[0] + r * np.cos(t), c[1] + r * np.sin(t), 0.0),
                                     show_label=False, dot=False))
                k += 1
            for n0, n1 in zip(names, names[1:]):
                s.segment(n0, n1, style="auxiliary")
        longest = max(runs, key=len)
        t = longest[len(longest) // 3]   # off the symmetry line of the arc (no edge-on alignments)
        s.point(g["mover"], (c[0] + r * np.cos(t), c[1] + r * np.sin(t), 0.0))
        s.segment(X, g["mover"], style="auxiliary")
        return s

    # -- views ---------------------------------------------------------------------------------------
    def subquestions(self, g):
        L = self._lab(g)
        X, _ = self._x_name(g, L)
        return [SubQuestion(self._given(g) + f" Let H be the foot of the perpendicular from {X} to the plane "
                            f"{L['A']}{L['B']}{L['C']}{L['D']}. Find H{g['mover']}.",
                            Number(float(self._rho(g))), "plane_figures/triangles/pythagorean_theorem"),
                SubQuestion(self._given(g) + f" {g['mover']}'s path consists of circular arcs; find the total central "
                            "angle of these arcs, in degrees.", Number(float(sp.deg(self._arc_angle(g)))),
                            "plane_figures/circles/arc_length")]

    def description(self, g):
        L = self._lab(g)
        X, _ = self._x_name(g, L)
        return (self._given(g) + f" The figure shows the cube ({L['A1']} above {L['A']}, and so on), the path of "
                f"{g['mover']} drawn in the square {L['A']}{L['B']}{L['C']}{L['D']} and the segment {X}{g['mover']}.")

    def reasoning(self, p):
        L = self._lab(p)
        X, _ = self._x_name(p, L)
        a, rho, P = p["a"], self._rho(p), p["mover"]
        kind = self._foot_kind(p)
        foot = {"vertex": f"the vertex {L[p['x'][0]] if kind == 'vertex' else ''} below it",
                "mid": "the midpoint of the bottom edge below it", "centre": "the centre of the square"}[kind]
        if p["cond"] == "distance":
            first = (f"{X} is at height {a} above the base, with foot H = {foot}. {X}H ⊥ the base, so "
                     f"H{P}² = {X}{P}² − {a}², i.e. H{P} = {surd_text(rho)}.")
        else:
            first = (f"{X} is at height {a} above the base, with foot H = {foot}; ∠{X}{P}H is the angle between "
                     f"{X}{P} and the base, so H{P} = {a}/tan φ = {surd_text(rho)}.")
        ang = self._arc_angle(p)
        steps = [first, f"So {P} runs on the circle with centre H and radius {surd_text(rho)} in the plane of the base; "
                        "only its part inside the square counts."]
        if kind == "vertex":
            steps.append("H is a corner: " + ("the radius is at most the edge, so a quarter circle lies inside."
                                               if rho <= a else
                                               f"the circle leaves the square through the two far sides, at angles "
                                               f"arccos({a}/{surd_text(rho)}) from each near side: the arc inside spans "
                                               f"{sp.deg(ang)}°."))
        elif kind == "mid":
            steps.append("H is the midpoint of a side: " + ("a half circle lies inside." if rho <= sp.Rational(a, 2) else
                         f"the two neighbouring sides (at distance {sp.Rational(a, 2)}) each cut off arccos(("
                         f"{sp.Rational(a, 2)})/{surd_text(rho)}), leaving {sp.deg(ang)}°."))
        else:
            steps.append("H is the centre: " + ("the whole circle lies inside." if rho <= sp.Rational(a, 2) else
                         f"each of the four sides (at distance {sp.Rational(a, 2)}) cuts off an arc of 2·arccos(("
                         f"{sp.Rational(a, 2)})/{surd_text(rho)}), leaving {sp.deg(ang)}° in total."))
        steps.append(f"Length = {surd_text(rho)} × {sp.sstr(sp.simplify(ang))} = {sp.sstr(self._length(p))}.")
        return steps
