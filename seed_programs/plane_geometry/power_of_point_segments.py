"""Plane geometry: power of a point (intersecting chords, two secants, tangent and secant)."""
import numpy as np

from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/circles/power_of_a_point"


def _nice(x):
    return abs(2 * x - round(2 * x)) < 1e-9


def _line_circle_far(P, u):
    """The two parameters t of P + t·u on the unit circle (u a unit vector), sorted."""
    b = P @ u
    disc = b * b - (P @ P - 1)
    r = np.sqrt(disc)
    return -b - r, -b + r


@seed_program(
    id="power_of_point_segments", topic="plane_geometry", level="competition", difficulty="medium",
    question_type="numeric",
    concepts=[CONCEPT, "plane_figures/triangles/pythagorean_theorem"],
    source="DynaMath / GeoEval-style (plane geometry, circle segment theorems)",
    variations=["numeric_values", "point_labels", "geometric_transformations", "graph_structure"],
)
class PowerOfPointSegments(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("chords", "secants", "tangent")), rotation=FloatRange(0, 360), seg=IntRange(2, 16),
                      pd_max=18, d_in=FloatRange(0.15, 0.6), tilt=FloatRange(-1, 1), d_out=FloatRange(1.5, 2.3),
                      tan_a=IntRange(1, 12), tan_e=IntRange(2, 39), ask=OneOf(("PT", "AB"))),
        hard=dict(kind=OneOf(("chords", "secants", "tangent")), rotation=FloatRange(0, 360), seg=IntRange(5, 30),
                  pd_max=40, d_in=FloatRange(0.15, 0.6), tilt=FloatRange(-1, 1), d_out=FloatRange(1.5, 2.3),
                  tan_a=IntRange(4, 30), tan_e=IntRange(6, 90), ask=OneOf(("PT", "AB"))),
        hard_means="segments up to 30 (tangent-secant lines up to 120), so the products and square roots are "
                   "larger and the answers rarely whole",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        labels = draw.pick_labels(rng, 5, pool="ABCDEFGHJKLMNPQRSTUVW")
        base = {"kind": kind, "labels": labels, "rotation": float(space.rotation.draw(rng)),
                "mirror": bool(rng.integers(0, 2))}
        for _ in attempts("half-integer lengths whose figure fits the circle with clear angles"):
            if kind == "chords":
                a, b, c = (int(v) for v in space.seg.draw(rng, size=3))
                p = {**base, "a": a, "b": b, "c": c, "d": float(space.d_in.draw(rng)),
                     "tilt": float(space.tilt.draw(rng))}
                if not _nice(a * b / c) or c in (a, b) or not 2 <= a * b / c <= space.pd_max:
                    continue
            elif kind == "secants":
                a, e, c = (int(v) for v in space.seg.draw(rng, size=3))
                p = {**base, "a": a, "e": e, "c": c, "d": float(space.d_out.draw(rng))}
                pd = a * (a + e) / c
                if not _nice(pd) or c == a or pd - c < 1.5 or c * c >= a * (a + e):
                    continue
            else:
                a, e = space.tan_a.draw(rng), space.tan_e.draw(rng)
                t = np.sqrt(a * (a + e))
                if abs(t - round(t)) > 1e-9:
                    continue
                p = {**base, "a": a, "e": e, "d": float(space.d_out.draw(rng)),
                     "ask": space.ask.draw(rng)}
            pts = self._geometry(p)
            if pts is not None:
                if kind == "tangent" and p["ask"] == "AB":     # AB is asked, so not a given: PT is
                    return {k: v for k, v in p.items() if k != "e"} | {"t": int(round(t))}, {"e": e}
                return p

    def _e(self, g):
        """AB on the secant: given, or (tangent, AB asked) from PT² = PA·PB."""
        return g["e"] if "e" in g else g["t"] ** 2 // g["a"] - g["a"]

    # ---- construction (unit circle, centre O) --------------------------------------------------
    def _geometry(self, g):
        d = g["d"]
        P = np.array([d, 0.0])
        if g["kind"] == "chords":
            a, b, c = g["a"], g["b"], g["c"]
            s = np.sqrt((1 - d * d) / (a * b))        # chord 1 with segments s·a, s·b fits the circle
            # chord 1: P·u = (s·a − s·b)/2 with u pointing towards B, so A = P − s·a·u
            c1 = s * (a - b) / 2 / d
            c2 = (1 - d * d - (s * c) ** 2) / (2 * s * c * d)   # |P + s·c·w| = 1, w towards C
            if abs(c1) > 0.97 or abs(c2) > 0.97:
                return None
            ang1 = np.arccos(c1) * (1 if g["tilt"] >= 0 else -1)
            ang2 = -np.arccos(c2) * (1 if g["tilt"] >= 0 else -1)
            u = np.array([np.cos(ang1), np.sin(ang1)])
            w = np.array([np.cos(ang2), np.sin(ang2)])
            between = np.degrees(np.arccos(abs(u @ w)))
            if between < 35 or s * min(a, b, c) < 0.3:
                return None
            B, A, C = P + s * b * u, P - s * a * u, P + s * c * w
            t = _line_circle_far(P, -w)
            D = P - w * max(t)
            X = {"A": A, "B": B, "C": C, "D": D, "P": P}
        elif g["kind"] == "secants":
            a, e, c = g["a"], g["e"], g["c"]
            s = np.sqrt((d * d - 1) / (a * (a + e)))
            c1 = s * (2 * a + e) / (2 * d)                 # sum of roots = 2 d cos φ
            c2 = (d * d - 1 + (s * c) ** 2) / (2 * s * c * d)
            if c1 > 0.995 or c2 > 0.995:
                return None
            u = np.array([-c1, np.sqrt(1 - c1 * c1)])
            w = np.array([-c2, -np.sqrt(1 - c2 * c2)])
            if np.degrees(np.arccos(u @ w)) < 22 or s * min(a, e, c) < 0.28:
                return None
            A, B, C = P + s * a * u, P + s * (a + e) * u, P + s * c * w
            D = P + w * max(_line_circle_far(P, w))
            X = {"A": A, "B": B, "C": C, "D": D, "P": P}
        else:
            a, e = g["a"], self._e(g)
            s = np.sqrt((d * d - 1) / (a * (a + e)))
            c1 = s * (2 * a + e) / (2 * d)
            if c1 > 0.995 or s * min(a, e) < 0.28:
                return None
            u = np.array([-c1, -np.sqrt(1 - c1 * c1)])
            beta = np.arcsin(1 / d)                        # tangent direction from P
            T = P + np.sqrt(d * d - 1) * np.array([-np.cos(beta), np.sin(beta)])
            if np.degrees(np.arccos(u @ (T - P) / np.linalg.norm(T - P))) < 22:
                return None
            X = {"A": P + s * a * u, "B": P + s * (a + e) * u, "T": T, "P": P}
        X["O"] = np.zeros(2)
        X = dict(zip(X, plane.rotate(X.values(), g["rotation"], g["mirror"])))
        X["_s"] = s
        return X

    def _n(self, g, code):
        m = dict(zip("ABCDP", g["labels"]))
        if g["kind"] == "tangent":
            m = dict(zip("ABTP", g["labels"]))
        return "".join(m.get(ch, ch) for ch in code)

    def _asked(self, g):
        return {"chords": "PD", "secants": "CD"}.get(g["kind"]) or g["ask"]

    def _givens(self, g):
        if g["kind"] == "chords":
            return {"PA": g["a"], "PB": g["b"], "PC": g["c"]}
        if g["kind"] == "secants":
            return {"PA": g["a"], "AB": g["e"], "PC": g["c"]}
        return {"PA": g["a"], "AB": g["e"]} if g["ask"] == "PT" else {"PA": g["a"], "PT": g["t"]}

    def _setup(self, g):
        n = lambda code: self._n(g, code)  # noqa: E731
        if g["kind"] == "chords":
            return f"Chords {n('AB')} and {n('CD')} of the circle intersect at point {n('P')}."
        if g["kind"] == "secants":
            return (f"From point {n('P')} outside the circle, two secants are drawn: one meets the circle at "
                    f"{n('A')} and {n('B')}, the other at {n('C')} and {n('D')}.")
        return (f"From point {n('P')} outside the circle, {n('PT')} is tangent to the circle at {n('T')} and a "
                f"secant meets the circle at {n('A')} and {n('B')}.")

    def question(self, g):
        told = ", ".join(f"{self._n(g, k)} = {v}" for k, v in self._givens(g).items())
        return f"{self._setup(g)} {told}. What is the length of {self._n(g, self._asked(g))}?"

    def _value(self, p):
        if p["kind"] == "chords":
            return p["a"] * p["b"] / p["c"]
        if p["kind"] == "secants":
            return p["a"] * (p["a"] + p["e"]) / p["c"] - p["c"]
        return np.sqrt(p["a"] * (p["a"] + self._e(p))) if p["ask"] == "PT" else self._e(p)

    def answer(self, p):
        if p["kind"] == "tangent" and p["ask"] == "AB":
            t2 = self._givens(p)["PT"] ** 2          # PT² = PA·PB, then AB = PB − PA
            return Number(t2 / p["a"] - p["a"])
        return Number(float(self._value(p)))

    def verify(self, g):
        # Coordinates of our own (not the figure's): P at the origin, the first line along the x-axis,
        # the second at 50°; the circle through three known points; lengths measured, no theorem.
        def circle(X, Y, Z):
            M = 2 * np.array([Y - X, Z - X])
            centre = np.linalg.solve(M, np.array([Y @ Y - X @ X, Z @ Z - X @ X]))
            return centre, float(np.linalg.norm(X - centre))

        def second_hit(Q, u, centre, r):
            """The other point where the line Q + t·u meets the circle (Q on it)."""
            t = -2 * ((Q - centre) @ u) / (u @ u)
            return Q + t * u

        x, w = np.array([1.0, 0.0]), np.array([np.cos(np.radians(50)), np.sin(np.radians(50))])
        if g["kind"] == "chords":
            A, B, C = -g["a"] * x, g["b"] * x, g["c"] * w
            centre, r = circle(A, B, C)
            return Number(float(np.linalg.norm(second_hit(C, w, centre, r))))
        if g["kind"] == "secants":
            A, B, C = g["a"] * x, (g["a"] + g["e"]) * x, g["c"] * w
            centre, r = circle(A, B, C)
            return Number(float(np.linalg.norm(second_hit(C, w, centre, r) - C)))

        def tangent(e):                                # tangent length from P to a circle through A, B
            A, B = g["a"] * x, (g["a"] + e) * x
            centre = np.array([(A[0] + B[0]) / 2, 3.0])
            r = np.linalg.norm(A - centre)
            return float(np.sqrt(centre @ centre - r * r))
        if g["ask"] == "PT":
            return Number(tangent(g["e"]))
        lo, hi = 1e-9, 1e6                             # AB from the stated PT, by bisection
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if tangent(mid) < g["t"] else (lo, mid)
        return Number(float((lo + hi) / 2))

    def draw(self, g, ax, hide=()):
        X = self._geometry(g)
        blue = draw.PALETTE["blue"]
        plane.circle(ax, X["O"], 1.0)
        asked = self._asked(g)
        texts = {k: str(v) for k, v in self._givens(g).items()}
        texts[asked] = "?"
        for param, seg in (("c", "PC"), ("e", "AB"), ("a", "PA")):
            if param in hide:
                texts[asked] = draw.fmt(self._value(g))
                texts[seg] = "?"
        ends = [k for k in ("A", "B", "C", "D", "T") if k in X]
        P = X["P"]
        if g["kind"] == "chords":
            draw.segment(ax, X["A"], X["B"])
            draw.segment(ax, X["C"], X["D"])
            for k in "ABCD":
                others = [X[o] - P for o in "ABCD" if o != k]
                v = X[k] - P
                near = min(others, key=lambda o: np.arccos(np.clip(o @ v / np.linalg.norm(o) / np.linalg.norm(v), -1, 1)))
                key = "P" + k
                if key in texts:
                    draw.segment_label(ax, P, X[k], texts[key], away_from=P + 0.5 * near / np.linalg.norm(near),
                                       offset=13, color=blue if texts[key] == "?" else draw.INK)
        else:
            far = {"secants": ("B", "D"), "tangent": ("B", "T")}[g["kind"]]
            for k in far:
                draw.segment(ax, P, X[k])
            for key, text in texts.items():
                Q, R = X[key[0]], X[key[1]]
                mid = (Q + R) / 2
                other = X["D" if key[1] in "AB" else "B"] if g["kind"] == "secants" else \
                    X["T" if key[1] in "AB" else "B"]
                # outside parts: label on the side away from the other line through P;
                # chord parts (inside the circle): label towards the centre, clear of the arc
                away = P + 0.6 * (other - P) if "P" in key else 2 * mid - X["O"]
                draw.segment_label(ax, Q, R, text, away_from=away, offset=13,
                                   color=blue if text == "?" else draw.INK)
            if g["kind"] == "tangent":
                draw.right_angle_mark(ax, X["T"], X["O"], P, size=0.11)
                draw.segment(ax, X["O"], X["T"], style="--", linewidth=1.5)
        for k in ends:
            draw.label_point(ax, X[k], self._n(g, k), away_from=X["O"], offset=13)
        if g["kind"] == "chords":
            # P's label goes into the widest gap between the four rays
            angs = sorted(np.arctan2(*(X[k] - P)[::-1]) for k in "ABCD")
            gaps = [((angs[(i + 1) % 4] - angs[i]) % (2 * np.pi), angs[i]) for i in range(4)]
            widest, start = max(gaps)
            mid = start + widest / 2
            draw.label_point(ax, P, self._n(g, "P"), away_from=P - np.array([np.cos(mid), np.sin(mid)]), offset=14)
        else:
            draw.label_point(ax, P, self._n(g, "P"), away_from=X["O"], offset=14)
        ax.plot([X["O"][0]], [X["O"][1]], "o", color=draw.INK, markersize=3)
        draw.geometry_axes(ax, [X[k] for k in ends + ["P"]] + [X["O"] + np.array([dx, dy])
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))], margin=0.12)

    def subquestions(self, g):
        gv = self._givens(g)
        if g["kind"] == "chords":
            return [SubQuestion(f"Two chords of a circle cross at a point P. The parts of the first chord are "
                                f"{g['a']} and {g['b']}. What is the product of the two parts of the second chord?",
                                Number(g["a"] * g["b"]), CONCEPT)]
        if g["kind"] == "secants":
            return [SubQuestion(f"A secant from an outside point P meets a circle first at A, then at B, with "
                                f"PA = {g['a']} and AB = {g['e']}. What is PA·PB?",
                                Number(g["a"] * (g["a"] + g["e"])), CONCEPT)]
        e = self._e(g)
        return [SubQuestion(f"A secant from P meets a circle at A and B with PA = {g['a']} and PB = "
                            f"{g['a'] + e}. What is the length of the tangent from P to the circle?",
                            Number(np.sqrt(g['a'] * (g['a'] + e))), CONCEPT)] if gv else []

    def backward(self, g):
        n = lambda code: self._n(g, code)  # noqa: E731
        if g["kind"] == "chords":
            pd = g["a"] * g["b"] / g["c"]
            return Backward(f"{self._setup(g)} {n('PA')} = {g['a']}, {n('PB')} = {g['b']}, {n('PD')} = "
                            f"{draw.fmt(pd)}. What is the length of {n('PC')}?",
                            Number(g["a"] * g["b"] / pd), "c")
        if g["kind"] == "secants":
            cd = g["a"] * (g["a"] + g["e"]) / g["c"] - g["c"]
            # PC·(PC + CD) = PA·PB: the positive root of x² + CD·x − PA·PB = 0
            k = g["a"] * (g["a"] + g["e"])
            x = (-cd + np.sqrt(cd * cd + 4 * k)) / 2
            return Backward(f"{self._setup(g)} {n('PA')} = {g['a']}, {n('AB')} = {g['e']}, {n('CD')} = "
                            f"{draw.fmt(cd)}. What is the length of {n('PC')}?", Number(float(x)), "c")
        e = self._e(g)
        t = np.sqrt(g["a"] * (g["a"] + e))
        if g["ask"] == "PT":
            return Backward(f"{self._setup(g)} {n('PA')} = {g['a']}, {n('PT')} = {draw.fmt(t)}. "
                            f"What is the length of {n('AB')}?", Number(float(t * t / g["a"] - g["a"])), "e")
        # PA·(PA + AB) = PT²: the positive root of x² + AB·x − PT² = 0
        x = (-e + np.sqrt(e ** 2 + 4 * t * t)) / 2
        return Backward(f"{self._setup(g)} {n('AB')} = {e}, {n('PT')} = {draw.fmt(t)}. "
                        f"What is the length of {n('PA')}?", Number(float(x)), "a")

    def description(self, g):
        told = ", ".join(f"{self._n(g, k)} = {v}" for k, v in self._givens(g).items())
        order = "" if g["kind"] == "chords" else (
            f" On each line, the point nearer to {self._n(g, 'P')} is named first "
            f"({self._n(g, 'A')} before {self._n(g, 'B')}" + (f", {self._n(g, 'C')} before {self._n(g, 'D')})."
                                                               if g["kind"] == "secants" else ")."))
        return f"{self._setup(g)}{order} Given: {told}. Unknown: {self._n(g, self._asked(g))}."
