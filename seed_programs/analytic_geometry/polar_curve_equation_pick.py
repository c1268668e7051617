"""Analytic geometry (polar curves): pick the polar equation of a plotted rose or limaçon."""
import numpy as np

from dynaforge.sdk import Choice, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import coordinates as co
from dynaforge.sdk import draw

RMAX = 6


def eq_text(spec):
    """'r = 4cos(3θ)' or 'r = 2 - 3sin θ' from a curve spec."""
    kind, a, b, n, trig = spec["kind"], spec["a"], spec["b"], spec["n"], spec["trig"]
    if kind == "rose":
        return f"r = {a}{trig}({n}θ)"
    sign = "+" if b > 0 else "-"
    return f"r = {a} {sign} {abs(b)}{trig} θ"


def curve(spec, samples=2001):
    """Points (x, y) of the curve for θ in [0, 2π] (negative r plotted through the pole)."""
    t = np.linspace(0, 2 * np.pi, samples)
    f = np.cos if spec["trig"] == "cos" else np.sin
    r = spec["a"] * f(spec["n"] * t) if spec["kind"] == "rose" else spec["a"] + spec["b"] * f(t)
    return np.column_stack([r * np.cos(t), r * np.sin(t)])


@seed_program(
    id="polar_curve_equation_pick", topic="analytic_geometry", level="undergraduate", difficulty="medium",
    question_type="multiple_choice",
    concepts=["analytic_geometry/polar/polar_curves", "analytic_geometry/polar/polar_coordinates"],
    source="DynaMath-style (analytic geometry, polar curves)",
    variations=["numeric_values", "function_types", "symbolic_substitution"],
)
class PolarCurveEquationPick(SeedProgram):
    def sample(self, rng):
        kind = str(rng.choice(["rose", "rose", "limacon"]))
        trig = str(rng.choice(["cos", "sin"]))
        if kind == "rose":
            spec = {"kind": kind, "a": int(rng.integers(3, 6)), "b": 0, "n": int(rng.integers(2, 6)), "trig": trig}
        else:
            while True:
                b = int(rng.integers(2, 5)) * int(rng.choice([-1, 1]))
                a = int(rng.integers(1, 5))
                if 4 <= a + abs(b) <= 5:  # inside the outer ring, clear of the angle labels
                    break
            spec = {"kind": kind, "a": a, "b": b, "n": 1, "trig": trig}
        return {"spec": spec, "color": str(rng.choice(["blue", "green", "purple", "red"]))}

    def _options(self, p):
        s = p["spec"]
        other = "sin" if s["trig"] == "cos" else "cos"
        if s["kind"] == "rose":
            n = s["n"]
            cands = [dict(s, trig=other), dict(s, n=2 * n if n % 2 else n // 2), dict(s, n=n + 1),
                     dict(s, n=n - 1 if n > 2 else n + 2), dict(s, a=s["a"] - 1), dict(s, trig=other, n=n + 1)]
        else:
            cands = [dict(s, b=-s["b"]), dict(s, trig=other), dict(s, trig=other, b=-s["b"]),
                     dict(s, a=s["a"] + 1 if s["a"] < 3 else 1), dict(s, a=abs(s["b"]), b=s["a"] * (1 if s["b"] > 0 else -1))]
        right = eq_text(s)
        out = []
        for c in cands:
            t = eq_text(c)
            if t != right and t not in out and not self._same(c, s):
                out.append(t)
        return right, out[:3], cands

    @staticmethod
    def _same(c, s):
        """Whether two specs trace the same point set (e.g. r = a·cos(2θ) and a rotated copy never do)."""
        from scipy.spatial import cKDTree

        P, Q = curve(c, 1441), curve(s, 1441)
        d1 = cKDTree(Q).query(P)[0].max()
        d2 = cKDTree(P).query(Q)[0].max()
        return max(d1, d2) < 0.05

    def question(self, p):
        return ("The curve is drawn on a polar grid (rings 1 unit apart, angles in degrees). Which polar equation "
                "does it have?")

    def answer(self, p):
        right, wrong, _ = self._options(p)
        return Choice(right, wrong)

    def verify(self, p):
        # Brute force: trace every option and keep the one whose point set matches the drawn curve.
        right, wrong, cands = self._options(p)
        drawn = curve(p["spec"], 721)
        by_text = {eq_text(c): c for c in cands}
        by_text[right] = p["spec"]
        match = [t for t in [right] + wrong if self._same(by_text[t], p["spec"])]
        return Choice(match[0] if len(match) == 1 else "ambiguous", []) if len(drawn) else Choice("?", [])

    def draw(self, p, ax, hide=()):
        pts = curve(p["spec"])
        label_angle, pole_angle = co.polar_label_angles(pts, RMAX, 1, 30)
        co.polar_grid(ax, RMAX, 1, 30, label_angle=label_angle, pole_angle=pole_angle,
                      pole_label=p["spec"]["kind"] != "rose" and p["spec"]["a"] > abs(p["spec"]["b"]))
        ax.plot(pts[:, 0], pts[:, 1], color=draw.PALETTE[p["color"]], linewidth=2.4, zorder=4)

    def subquestions(self, p):
        s = p["spec"]
        if s["kind"] == "rose":
            petals = s["n"] if s["n"] % 2 else 2 * s["n"]
            return [SubQuestion(f"How many petals does the rose r = {s['a']}{s['trig']}({s['n']}θ) have?",
                                Number(petals), "analytic_geometry/polar/polar_curves")]
        top = s["a"] + abs(s["b"])
        return [SubQuestion(f"What is the largest value of |r| on the curve {eq_text(s)}?", Number(top),
                            "analytic_geometry/polar/polar_curves")]

    def description(self, p):
        s = p["spec"]
        if s["kind"] == "rose":
            petals = s["n"] if s["n"] % 2 else 2 * s["n"]
            first = 0.0 if s["trig"] == "cos" else 90.0 / s["n"]
            return (f"A polar rose has {petals} petals of length {s['a']}; one petal points along the direction "
                    f"θ = {draw.fmt(first)}°. Which polar equation does it have?")
        f = np.cos if s["trig"] == "cos" else np.sin
        far = max(range(0, 360, 90), key=lambda d: s["a"] + s["b"] * f(np.radians(d)))
        loop = "with an inner loop" if abs(s["b"]) > s["a"] else ("(a cardioid)" if abs(s["b"]) == s["a"] else "without an inner loop")
        return (f"A limaçon {loop} reaches its farthest point, {s['a'] + abs(s['b'])} from the pole, in the direction "
                f"θ = {far}°, and crosses the rays θ = 0° and 90° at distances {draw.fmt(abs(s['a'] + s['b'] * f(0)))} and "
                f"{draw.fmt(abs(s['a'] + s['b'] * f(np.pi / 2)))}. Which polar equation does it have?")
