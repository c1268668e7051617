"""Analytic geometry (polar curves): pick the polar equation of a plotted rose or limaçon."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
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
    levels = Levels(
        standard=dict(kind=OneOf(("rose", "rose", "limacon")), trig=OneOf(("cos", "sin")), rose_a=IntRange(3, 5),
                      rose_n=IntRange(2, 5), limacon_a=IntRange(1, 4), limacon_b=IntRange(2, 4), reach=IntRange(4, 5)),
        hard=dict(kind=OneOf(("rose", "rose", "limacon")), trig=OneOf(("cos", "sin")), rose_a=IntRange(4, 5),
                  rose_n=IntRange(4, 7), limacon_a=IntRange(1, 4), limacon_b=IntRange(2, 4), reach=IntRange(5, 5)),
        hard_means="roses with n = 4..7 (7 to 14 narrow petals to count, n±1 distractors close) and limaçons "
                   "reaching the outer ring",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        trig = str(space.trig.draw(rng))
        if kind == "rose":
            spec = {"kind": kind, "a": space.rose_a.draw(rng), "b": 0, "n": space.rose_n.draw(rng), "trig": trig}
        else:
            for _ in attempts("a limaçon reaching ring 4 or 5"):
                b = space.limacon_b.draw(rng) * int(rng.choice([-1, 1]))
                a = space.limacon_a.draw(rng)
                if space.reach.lo <= a + abs(b) <= space.reach.hi:  # inside the outer ring, clear of the angle labels
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

    def question(self, g):
        return ("The curve is drawn on a polar grid (rings 1 unit apart, angles in degrees). Which polar equation "
                "does it have?")

    def answer(self, p):
        right, wrong, _ = self._options(p)
        return Choice(right, wrong)

    def verify(self, g):
        # Fourier analysis of r(θ) over one turn (r from complex exponentials): a constant term means a limaçon
        # a + b·f(θ); none means a rose; the dominant harmonic k gives n, its cosine/sine parts the function.
        s = g["spec"]
        m = 2048
        z = np.exp(1j * np.arange(m) * 2 * np.pi / m)
        wave = z ** s["n"] if s["kind"] == "rose" else z
        part = wave.real if s["trig"] == "cos" else wave.imag
        r = s["a"] * part if s["kind"] == "rose" else s["a"] + s["b"] * part
        spec = np.fft.rfft(r) / m
        k = 1 + int(np.argmax(np.abs(spec[1:])))
        c_cos, c_sin = 2 * spec[k].real, -2 * spec[k].imag
        trig, amp = ("cos", c_cos) if abs(c_cos) > abs(c_sin) else ("sin", c_sin)
        const = spec[0].real
        if abs(const) < 1e-9:
            found = {"kind": "rose", "a": int(round(amp)), "b": 0, "n": k, "trig": trig}
        else:
            found = {"kind": "limacon", "a": int(round(const)), "b": int(round(amp)), "n": 1, "trig": trig}
        return Choice(eq_text(found), [])

    def draw(self, g, ax, hide=()):
        pts = curve(g["spec"])
        label_angle, pole_angle = co.polar_label_angles(pts, RMAX, 1, 30)
        co.polar_grid(ax, RMAX, 1, 30, label_angle=label_angle, pole_angle=pole_angle,
                      pole_label=g["spec"]["kind"] != "rose" and g["spec"]["a"] > abs(g["spec"]["b"]))
        ax.plot(pts[:, 0], pts[:, 1], color=draw.PALETTE[g["color"]], linewidth=2.4, zorder=4)

    def subquestions(self, g):
        s = g["spec"]
        if s["kind"] == "rose":
            petals = s["n"] if s["n"] % 2 else 2 * s["n"]
            return [SubQuestion(f"How many petals does the rose r = {s['a']}{s['trig']}({s['n']}θ) have?",
                                Number(petals), "analytic_geometry/polar/polar_curves")]
        top = s["a"] + abs(s["b"])
        return [SubQuestion(f"What is the largest value of |r| on the curve {eq_text(s)}?", Number(top),
                            "analytic_geometry/polar/polar_curves")]

    def description(self, g):
        s = g["spec"]
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
