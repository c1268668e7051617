"""Plane geometry: opposite angles of a cyclic quadrilateral are supplementary (an interior or exterior angle)."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, Choice, Number, FloatRange, IntRange, Levels, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import circle_geometry as cg
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/cyclic_quadrilateral"


def _deg(v):
    return f"{draw.fmt(v)}°"


def _lin(p, q):
    """(p·x + q)° as text."""
    head = "x" if p == 1 else f"{p}x"
    return f"({head} + {q})°" if q > 0 else (f"({head} − {-q})°" if q < 0 else f"{head}°")


@seed_program(
    id="cyclic_quadrilateral_angles", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=[CONCEPT, "plane_figures/angles/supplementary_angles", "algebra/equations/linear_equation_solving"],
    source="DynaMath / GeoEval-style (plane geometry, cyclic quadrilaterals)",
    variations=["numeric_values", "point_labels", "geometric_transformations"],
)
class CyclicQuadrilateralAngles(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("numbers",)), ask=OneOf(("opposite", "exterior")), arc=IntRange(25, 85),
                      x=IntRange(5, 30), coef=IntRange(1, 6), rotation=FloatRange(0, 360)),
        hard=dict(kind=OneOf(("algebra",)), ask=OneOf(("value", "exterior")), arc=IntRange(25, 85),
                  x=IntRange(5, 30), coef=IntRange(1, 6), rotation=FloatRange(0, 360)),
        hard_means="the two opposite angles are given as expressions in x, so x must first be solved from "
                   "their sum being 180° (and an exterior angle asked half the time)",
    )

    def sample(self, rng, space):
        for _ in attempts("four arcs of at least 50° whose interior angles are 50°..130° and options that differ"):
            arcs = [2 * int(v) for v in space.arc.draw(rng, size=3)]
            arcs.append(360 - sum(arcs))
            if arcs[3] < 50:
                continue
            ang = [(arcs[1] + arcs[2]) // 2, (arcs[2] + arcs[3]) // 2, (arcs[3] + arcs[0]) // 2,
                   (arcs[0] + arcs[1]) // 2]          # at A, B, C, D
            if not all(50 <= a <= 130 for a in ang) or ang[0] == 90 or abs(ang[0] + ang[1] - 180) < 10:
                continue
            g = {"kind": space.kind.draw(rng), "ask": space.ask.draw(rng), "arcs": arcs,
                 "labels": draw.pick_labels(rng, 5, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"),
                 "rotation": float(space.rotation.draw(rng)), "mirror": bool(rng.integers(0, 2))}
            A, B, C = ang[0], ang[1], ang[2]
            if g["kind"] == "numbers":
                g.update(angA=A, angB=B)
                right = C if g["ask"] == "opposite" else A
                pool = [A, 180 - B, B, 90 - A // 2 if A % 2 == 0 else 180 - A // 2, 2 * A - 90]
                if g["ask"] == "exterior":
                    pool = [C, B, 180 - B, 90 + A // 2 if A % 2 == 0 else 360 - 2 * A]
            else:
                x = int(space.x.draw(rng))
                p, u = (int(v) for v in space.coef.draw(rng, size=2))
                if p == u:
                    continue
                g.update(x_coefA=p, x_constA=A - p * x, x_coefC=u, x_constC=C - u * x)
                right = A
                pool = [C, x, 180 - x, A - x]
            wrong = []
            for v in pool:
                if 0 < v < 360 and v != right and v not in wrong:
                    wrong.append(v)
            if len(wrong) < 3:
                continue
            options = [_deg(right)] + [_deg(v) for v in wrong[:3]]
            g["options"] = sorted(options, key=lambda s: float(s[:-1]))
            return g, {"correct": _deg(right)}

    def _names(self, g):
        return dict(zip("ABCDE", g["labels"]))

    def _setup(self, g):
        n = self._names(g)
        quad = n["A"] + n["B"] + n["C"] + n["D"]
        text = f"Quadrilateral {quad} is inscribed in a circle."
        if g["ask"] == "exterior":
            text += f" Side {n['B']}{n['C']} is extended beyond {n['C']} to point {n['E']}."
        return text

    def _told(self, g, hide=()):
        n = self._names(g)
        if g["kind"] == "numbers":
            a = "?" if "angA" in hide else f"{g['angA']}°"
            return f"∠{n['D']}{n['A']}{n['B']} = {a} and ∠{n['A']}{n['B']}{n['C']} = {g['angB']}°"
        return (f"∠{n['D']}{n['A']}{n['B']} = {_lin(g['x_coefA'], g['x_constA'])} and "
                f"∠{n['B']}{n['C']}{n['D']} = {_lin(g['x_coefC'], g['x_constC'])}")

    def _asked(self, g):
        n = self._names(g)
        if g["ask"] == "exterior":
            return f"∠{n['D']}{n['C']}{n['E']}"
        if g["ask"] == "opposite":
            return f"∠{n['B']}{n['C']}{n['D']}"
        return f"∠{n['D']}{n['A']}{n['B']}"

    def question(self, g):
        return f"{self._setup(g)} {self._told(g)}. What is the measure of {self._asked(g)}?"

    def answer(self, p):
        return Choice(p["correct"], [o for o in p["options"] if o != p["correct"]])

    def verify(self, g):
        # Coordinates of our own: the circle through A, B, C, D is built from arcs chosen to give the
        # stated angle at A (and at B), then the asked angle is measured with dot products.
        if g["kind"] == "numbers":
            al, be = g["angA"], g["angB"]
        else:
            x = sp.Symbol("x")
            sol = sp.solve(sp.Eq(g["x_coefA"] * x + g["x_constA"] + g["x_coefC"] * x + g["x_constC"], 180), x)
            al = float(g["x_coefA"] * sol[0] + g["x_constA"])
            be = 90.0
        lo, hi = max(0.0, 2 * al + 2 * be - 360), min(2 * al, 2 * be)
        a3 = (lo + hi) / 2                             # arc CD
        a2, a4 = 2 * al - a3, 2 * be - a3              # arcs BC, DA
        t = np.radians(np.cumsum([0.0, 360 - a2 - a3 - a4, a2, a3]))
        A, B, C, D = (np.array([np.cos(s), np.sin(s)]) for s in t)
        if g["kind"] == "algebra" and g["ask"] == "value":
            u, v = D - A, B - A
        elif g["ask"] == "opposite":
            u, v = B - C, D - C
        else:
            u, v = D - C, C - B                       # E lies beyond C on ray BC
        value = float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v))))
        hits = [o for o in g["options"] if abs(float(o[:-1]) - value) < 1e-6]
        return hits[0] if len(hits) == 1 else None

    def _layout(self, g):
        t = np.cumsum([0.0] + g["arcs"][:3])
        pts = [cg.on_circle((0, 0), 1.0, s) for s in t]
        C, B = pts[2], pts[1]
        E = cg.extend(B, C, 0.55)
        return dict(zip("ABCDE", plane.rotate(pts + [E], g["rotation"], g["mirror"])))

    def draw(self, g, ax, hide=()):
        X = self._layout(g)
        n = self._names(g)
        O = np.zeros(2)
        plane.circle(ax, O, 1.0)
        draw.polygon(ax, {k: X[k] for k in "ABCD"}, labels=False, fill=draw.PALETTE["blue"], linewidth=2.0)
        pts = cg.circle_box(O, 1.0)
        for k in "ABCD":
            draw.label_point(ax, X[k], n[k], away_from=O, offset=13)
        if g["ask"] == "exterior":
            draw.segment(ax, X["C"], X["E"], style="--")
            draw.label_point(ax, X["E"], n["E"], away_from=X["C"], offset=12)
            pts.append(X["E"])
        span = 2.6
        if g["kind"] == "numbers":
            plane.angle_label(ax, X["A"], X["D"], X["B"], "?" if "angA" in hide else f"{g['angA']}°",
                              radius=0.22, span=span)
            plane.angle_label(ax, X["B"], X["A"], X["C"], f"{g['angB']}°", radius=0.22, span=span)
        else:
            plane.angle_label(ax, X["A"], X["D"], X["B"], _lin(g["x_coefA"], g["x_constA"]), radius=0.16,
                              span=span, fontsize=12)
            if g["ask"] == "value":
                plane.angle_label(ax, X["C"], X["B"], X["D"], _lin(g["x_coefC"], g["x_constC"]), radius=0.16,
                                  span=span, fontsize=12)
        if g["ask"] == "exterior":
            plane.angle_label(ax, X["C"], X["D"], X["E"], "?", radius=0.2, span=span, color=draw.PALETTE["blue"])
            if g["kind"] == "algebra":
                plane.angle_label(ax, X["C"], X["B"], X["D"], _lin(g["x_coefC"], g["x_constC"]), radius=0.16,
                                  span=span, fontsize=12)
        elif g["ask"] == "opposite":
            plane.angle_label(ax, X["C"], X["B"], X["D"], "?", radius=0.2, span=span, color=draw.PALETTE["blue"])
        draw.geometry_axes(ax, pts, margin=0.16)

    def subquestions(self, g):
        n = self._names(g)
        if g["kind"] == "numbers":
            return [SubQuestion(f"In a cyclic quadrilateral one angle is {g['angB']}°. What is the angle opposite "
                                f"to it, in degrees?", Choice(_deg(180 - g["angB"]), [_deg(g["angB"]),
                                                                                     _deg(90 - g["angB"] / 2)]),
                                CONCEPT)]
        s = g["x_coefA"] + g["x_coefC"]
        c = g["x_constA"] + g["x_constC"]
        x = (180 - c) / s
        return [SubQuestion(f"Solve {s}x + {c} = 180 for x." if c >= 0 else f"Solve {s}x − {-c} = 180 for x.",
                            Choice(draw.fmt(x), [o for o in dict.fromkeys([draw.fmt(x + 1), draw.fmt(x - 1),
                                                 draw.fmt(180 / s), draw.fmt(x + 2)]) if o != draw.fmt(x)][:3]),
                            "algebra/equations/linear_equation_solving")] + [
            SubQuestion(f"In a cyclic quadrilateral {n['A']}{n['B']}{n['C']}{n['D']}, what is "
                        f"∠{n['D']}{n['A']}{n['B']} + ∠{n['B']}{n['C']}{n['D']}?",
                        Choice("180°", ["90°", "360°", "270°"]), CONCEPT)]

    def backward(self, g):
        n = self._names(g)
        if g["kind"] != "numbers":
            p, q, u = g["x_coefA"], g["x_constA"], g["x_coefC"]
            s, c = p + u, q + g["x_constC"]
            A = p * (180 - c) / s + q                      # the forward answer's angle at A
            x = (A - q) / p                                # from ∠A = (p·x + q)°
            what = "∠{0}{1}{2}".format(n["D"], n["A"], n["B"]) if g["ask"] == "value" else self._asked(g)
            return Backward(f"{self._setup(g)} ∠{n['D']}{n['A']}{n['B']} = {_lin(p, q)} and "
                            f"∠{n['B']}{n['C']}{n['D']} = (" + ("x" if u == 1 else f"{u}x") + " + k)° for a "
                            f"constant k, and {what} = {draw.fmt(A)}°. What is k?",
                            Number(float(180 - A - u * x)), "x_constC")
        A, B = g["angA"], g["angB"]
        value = 180 - A if g["ask"] == "opposite" else A
        back = 180 - value if g["ask"] == "opposite" else value
        return Backward(f"{self._setup(g)} ∠{n['A']}{n['B']}{n['C']} = {B}° and {self._asked(g)} = {value}°. "
                        f"What is the measure of ∠{n['D']}{n['A']}{n['B']}, in degrees?", Number(back), "angA")

    def description(self, g):
        n = self._names(g)
        order = f"The vertices {n['A']}, {n['B']}, {n['C']}, {n['D']} lie on the circle in this order."
        return (f"{self._setup(g)} {order} Given: {self._told(g)}. Asked: {self._asked(g)}.")
