"""Plane geometry: power of a point (intersecting chords, two secants, tangent and secant)."""
import numpy as np

from dynaforge.sdk import Backward, Number, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        kind = str(rng.choice(["chords", "secants", "tangent"]))
        labels = draw.pick_labels(rng, 5, pool="ABCDEFGHJKLMNPQRSTUVW")
        base = {"kind": kind, "labels": labels, "rotation": float(rng.uniform(0, 360)),
                "mirror": bool(rng.integers(0, 2))}
        while True:
            if kind == "chords":
                a, b, c = (int(v) for v in rng.integers(2, 17, size=3))
                p = {**base, "a": a, "b": b, "c": c, "d": float(rng.uniform(0.15, 0.6)),
                     "tilt": float(rng.uniform(-1, 1))}
                if not _nice(a * b / c) or c in (a, b) or not 2 <= a * b / c <= 18:
                    continue
            elif kind == "secants":
                a, e, c = (int(v) for v in rng.integers(2, 17, size=3))
                p = {**base, "a": a, "e": e, "c": c, "d": float(rng.uniform(1.5, 2.3))}
                pd = a * (a + e) / c
                if not _nice(pd) or c == a or pd - c < 1.5 or c * c >= a * (a + e):
                    continue
            else:
                a, e = int(rng.integers(1, 13)), int(rng.integers(2, 40))
                t = np.sqrt(a * (a + e))
                if abs(t - round(t)) > 1e-9:
                    continue
                p = {**base, "a": a, "e": e, "d": float(rng.uniform(1.5, 2.3)),
                     "ask": str(rng.choice(["PT", "AB"]))}
            pts = self._geometry(p)
            if pts is not None:
                return p

    # ---- construction (unit circle, centre O) --------------------------------------------------
    def _geometry(self, p):
        d = p["d"]
        P = np.array([d, 0.0])
        if p["kind"] == "chords":
            a, b, c = p["a"], p["b"], p["c"]
            s = np.sqrt((1 - d * d) / (a * b))        # chord 1 with segments s·a, s·b fits the circle
            # chord 1: P·u = (s·a − s·b)/2 with u pointing towards B, so A = P − s·a·u
            c1 = s * (a - b) / 2 / d
            c2 = (1 - d * d - (s * c) ** 2) / (2 * s * c * d)   # |P + s·c·w| = 1, w towards C
            if abs(c1) > 0.97 or abs(c2) > 0.97:
                return None
            ang1 = np.arccos(c1) * (1 if p["tilt"] >= 0 else -1)
            ang2 = -np.arccos(c2) * (1 if p["tilt"] >= 0 else -1)
            u = np.array([np.cos(ang1), np.sin(ang1)])
            w = np.array([np.cos(ang2), np.sin(ang2)])
            between = np.degrees(np.arccos(abs(u @ w)))
            if between < 35 or s * min(a, b, c) < 0.3:
                return None
            B, A, C = P + s * b * u, P - s * a * u, P + s * c * w
            t = _line_circle_far(P, -w)
            D = P - w * max(t)
            X = {"A": A, "B": B, "C": C, "D": D, "P": P}
        elif p["kind"] == "secants":
            a, e, c = p["a"], p["e"], p["c"]
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
            a, e = p["a"], p["e"]
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
        X = dict(zip(X, plane.rotate(X.values(), p["rotation"], p["mirror"])))
        X["_s"] = s
        return X

    def _n(self, p, code):
        m = dict(zip("ABCDP", p["labels"]))
        if p["kind"] == "tangent":
            m = dict(zip("ABTP", p["labels"]))
        return "".join(m.get(ch, ch) for ch in code)

    def _asked(self, p):
        return {"chords": "PD", "secants": "CD"}.get(p["kind"]) or p["ask"]

    def _givens(self, p):
        if p["kind"] == "chords":
            return {"PA": p["a"], "PB": p["b"], "PC": p["c"]}
        if p["kind"] == "secants":
            return {"PA": p["a"], "AB": p["e"], "PC": p["c"]}
        t = int(round(np.sqrt(p["a"] * (p["a"] + p["e"]))))
        return {"PA": p["a"], "AB": p["e"]} if p["ask"] == "PT" else {"PA": p["a"], "PT": t}

    def _setup(self, p):
        n = lambda code: self._n(p, code)  # noqa: E731
        if p["kind"] == "chords":
            return f"Chords {n('AB')} and {n('CD')} of the circle intersect at point {n('P')}."
        if p["kind"] == "secants":
            return (f"From point {n('P')} outside the circle, two secants are drawn: one meets the circle at "
                    f"{n('A')} and {n('B')}, the other at {n('C')} and {n('D')}.")
        return (f"From point {n('P')} outside the circle, {n('PT')} is tangent to the circle at {n('T')} and a "
                f"secant meets the circle at {n('A')} and {n('B')}.")

    def question(self, p):
        g = ", ".join(f"{self._n(p, k)} = {v}" for k, v in self._givens(p).items())
        return f"{self._setup(p)} {g}. What is the length of {self._n(p, self._asked(p))}?"

    def _value(self, p):
        if p["kind"] == "chords":
            return p["a"] * p["b"] / p["c"]
        if p["kind"] == "secants":
            return p["a"] * (p["a"] + p["e"]) / p["c"] - p["c"]
        return np.sqrt(p["a"] * (p["a"] + p["e"])) if p["ask"] == "PT" else p["e"]

    def answer(self, p):
        if p["kind"] == "tangent" and p["ask"] == "AB":
            t2 = self._givens(p)["PT"] ** 2          # PT² = PA·PB, then AB = PB − PA
            return Number(t2 / p["a"] - p["a"])
        return Number(float(self._value(p)))

    def verify(self, p):
        X = self._geometry(p)
        code = self._asked(p)
        return Number(float(np.linalg.norm(X[code[0]] - X[code[1]]) / X["_s"]))

    def draw(self, p, ax, hide=()):
        X = self._geometry(p)
        blue = draw.PALETTE["blue"]
        plane.circle(ax, X["O"], 1.0)
        asked = self._asked(p)
        texts = {k: str(v) for k, v in self._givens(p).items()}
        texts[asked] = "?"
        for param, seg in (("c", "PC"), ("e", "AB"), ("a", "PA")):
            if param in hide:
                texts[asked] = draw.fmt(self._value(p))
                texts[seg] = "?"
        ends = [k for k in ("A", "B", "C", "D", "T") if k in X]
        P = X["P"]
        if p["kind"] == "chords":
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
            far = {"secants": ("B", "D"), "tangent": ("B", "T")}[p["kind"]]
            for k in far:
                draw.segment(ax, P, X[k])
            for key, text in texts.items():
                Q, R = X[key[0]], X[key[1]]
                mid = (Q + R) / 2
                other = X["D" if key[1] in "AB" else "B"] if p["kind"] == "secants" else \
                    X["T" if key[1] in "AB" else "B"]
                # outside parts: label on the side away from the other line through P;
                # chord parts (inside the circle): label towards the centre, clear of the arc
                away = P + 0.6 * (other - P) if "P" in key else 2 * mid - X["O"]
                draw.segment_label(ax, Q, R, text, away_from=away, offset=13,
                                   color=blue if text == "?" else draw.INK)
            if p["kind"] == "tangent":
                draw.right_angle_mark(ax, X["T"], X["O"], P, size=0.11)
                draw.segment(ax, X["O"], X["T"], style="--", linewidth=1.5)
        for k in ends:
            draw.label_point(ax, X[k], self._n(p, k), away_from=X["O"], offset=13)
        if p["kind"] == "chords":
            # P's label goes into the widest gap between the four rays
            angs = sorted(np.arctan2(*(X[k] - P)[::-1]) for k in "ABCD")
            gaps = [((angs[(i + 1) % 4] - angs[i]) % (2 * np.pi), angs[i]) for i in range(4)]
            g, start = max(gaps)
            mid = start + g / 2
            draw.label_point(ax, P, self._n(p, "P"), away_from=P - np.array([np.cos(mid), np.sin(mid)]), offset=14)
        else:
            draw.label_point(ax, P, self._n(p, "P"), away_from=X["O"], offset=14)
        ax.plot([X["O"][0]], [X["O"][1]], "o", color=draw.INK, markersize=3)
        draw.geometry_axes(ax, [X[k] for k in ends + ["P"]] + [X["O"] + np.array([dx, dy])
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))], margin=0.12)

    def subquestions(self, p):
        g = self._givens(p)
        if p["kind"] == "chords":
            return [SubQuestion(f"Two chords of a circle cross at a point P. The parts of the first chord are "
                                f"{p['a']} and {p['b']}. What is the product of the two parts of the second chord?",
                                Number(p["a"] * p["b"]), CONCEPT)]
        if p["kind"] == "secants":
            return [SubQuestion(f"A secant from an outside point P meets a circle first at A, then at B, with "
                                f"PA = {p['a']} and AB = {p['e']}. What is PA·PB?",
                                Number(p["a"] * (p["a"] + p["e"])), CONCEPT)]
        return [SubQuestion(f"A secant from P meets a circle at A and B with PA = {p['a']} and PB = "
                            f"{p['a'] + p['e']}. What is the length of the tangent from P to the circle?",
                            Number(np.sqrt(p['a'] * (p['a'] + p['e']))), CONCEPT)] if g else []

    def backward(self, p):
        n = lambda code: self._n(p, code)  # noqa: E731
        if p["kind"] == "chords":
            pd = p["a"] * p["b"] / p["c"]
            return Backward(f"{self._setup(p)} {n('PA')} = {p['a']}, {n('PB')} = {p['b']}, {n('PD')} = "
                            f"{draw.fmt(pd)}. What is the length of {n('PC')}?",
                            Number(p["a"] * p["b"] / pd), "c")
        if p["kind"] == "secants":
            cd = p["a"] * (p["a"] + p["e"]) / p["c"] - p["c"]
            # PC·(PC + CD) = PA·PB: the positive root of x² + CD·x − PA·PB = 0
            k = p["a"] * (p["a"] + p["e"])
            x = (-cd + np.sqrt(cd * cd + 4 * k)) / 2
            return Backward(f"{self._setup(p)} {n('PA')} = {p['a']}, {n('AB')} = {p['e']}, {n('CD')} = "
                            f"{draw.fmt(cd)}. What is the length of {n('PC')}?", Number(float(x)), "c")
        t = np.sqrt(p["a"] * (p["a"] + p["e"]))
        if p["ask"] == "PT":
            return Backward(f"{self._setup(p)} {n('PA')} = {p['a']}, {n('PT')} = {draw.fmt(t)}. "
                            f"What is the length of {n('AB')}?", Number(float(t * t / p["a"] - p["a"])), "e")
        # PA·(PA + AB) = PT²: the positive root of x² + AB·x − PT² = 0
        x = (-p["e"] + np.sqrt(p["e"] ** 2 + 4 * t * t)) / 2
        return Backward(f"{self._setup(p)} {n('AB')} = {p['e']}, {n('PT')} = {draw.fmt(t)}. "
                        f"What is the length of {n('PA')}?", Number(float(x)), "a")

    def description(self, p):
        g = ", ".join(f"{self._n(p, k)} = {v}" for k, v in self._givens(p).items())
        order = "" if p["kind"] == "chords" else (
            f" On each line, the point nearer to {self._n(p, 'P')} is named first "
            f"({self._n(p, 'A')} before {self._n(p, 'B')}" + (f", {self._n(p, 'C')} before {self._n(p, 'D')})."
                                                               if p["kind"] == "secants" else ")."))
        return f"{self._setup(p)}{order} Given: {g}. Unknown: {self._n(p, self._asked(p))}."
