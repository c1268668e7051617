"""Plane geometry: the most specific name of a quadrilateral from its markings (ticks, parallel arrows, right angles)."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, Levels, Number, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/quadrilaterals/quadrilateral_classification"
KINDS = ("square", "rectangle", "rhombus", "parallelogram", "kite", "isosceles trapezoid", "trapezoid",
         "right trapezoid")
# the hard level leans on the names that are easy to confuse (kite vs rhombus, the three trapezoids)
HARD_KINDS = ("square", "rhombus", "rhombus", "parallelogram", "kite", "kite", "isosceles trapezoid",
              "isosceles trapezoid", "trapezoid", "right trapezoid", "right trapezoid")
WRONG = {"square": ["rectangle", "rhombus", "kite"],
         "rectangle": ["square", "parallelogram", "right trapezoid"],
         "rhombus": ["square", "kite", "parallelogram"],
         "parallelogram": ["rhombus", "rectangle", "trapezoid"],
         "kite": ["rhombus", "parallelogram", "isosceles trapezoid"],
         "isosceles trapezoid": ["parallelogram", "kite", "right trapezoid"],
         "trapezoid": ["parallelogram", "isosceles trapezoid", "kite"],
         "right trapezoid": ["rectangle", "isosceles trapezoid", "parallelogram"]}


def _article(name):
    return ("an " if name[0] in "aeiou" else "a ") + name


@seed_program(
    id="quadrilateral_type_markings", topic="plane_geometry", level="elementary", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="WE-MATH / GeoEval-style (plane geometry, classifying quadrilaterals from markings)",
    variations=["point_labels", "geometric_transformations", "symbolic_substitution"],
)
class QuadrilateralTypeMarkings(SeedProgram):
    levels = Levels(
        standard=dict(kinds=KINDS, rotation=FloatRange(-25, 25)),
        hard=dict(kinds=HARD_KINDS, rotation=FloatRange(-25, 25)),
        hard_means="mostly the names that are easy to confuse: kite vs rhombus, and isosceles, right and plain "
                   "trapezoids",
    )

    def sample(self, rng, space):
        kind = space.kinds[int(rng.integers(0, len(space.kinds)))]
        u = lambda lo, hi: float(rng.uniform(lo, hi))  # noqa: E731
        # vertices counter-clockwise from the bottom left; sides i join vertex i and i+1
        if kind == "square":
            pts = [(0, 0), (4, 0), (4, 4), (0, 4)]
            marks = [["t", i, 1] for i in range(4)] + ([["r", i] for i in range(4)] if rng.integers(0, 2)
                                                      else [["r", int(rng.integers(0, 4))]])
        elif kind == "rectangle":
            w, h = u(5, 6.5), u(2.6, 3.6)
            pts = [(0, 0), (w, 0), (w, h), (0, h)]
            marks = [["r", i] for i in range(4)]
            if rng.integers(0, 2):
                marks += [["t", 0, 1], ["t", 2, 1], ["t", 1, 2], ["t", 3, 2]]
        elif kind == "rhombus":
            s, a = 4.0, np.radians(u(52, 72))
            pts = [(0, 0), (s, 0), (s + s * np.cos(a), s * np.sin(a)), (s * np.cos(a), s * np.sin(a))]
            marks = [["t", i, 1] for i in range(4)]
        elif kind == "parallelogram":
            w, h, d = u(4.5, 5.5), u(2.5, 3.2), u(1.3, 2.0)
            pts = [(0, 0), (w, 0), (w + d, h), (d, h)]
            marks = ([["p", 0, 1], ["p", 2, 1], ["p", 1, 2], ["p", 3, 2]] if rng.integers(0, 2)
                     else [["t", 0, 1], ["t", 2, 1], ["t", 1, 2], ["t", 3, 2]])
        elif kind == "kite":
            hw, top, bot = u(1.8, 2.4), u(1.2, 1.8), u(3.2, 4.0)
            pts = [(0, 0), (hw, bot), (0, bot + top), (-hw, bot)]
            marks = [["t", 0, 1], ["t", 3, 1], ["t", 1, 2], ["t", 2, 2]]
        elif kind == "isosceles trapezoid":
            b, t, h = u(5.5, 6.5), u(2.5, 3.5), u(2.6, 3.4)
            pts = [(0, 0), (b, 0), ((b + t) / 2, h), ((b - t) / 2, h)]
            marks = [["p", 0, 1], ["p", 2, 1], ["a", 0, 1], ["a", 1, 1]]
        elif kind == "trapezoid":
            b, t, h, x = u(5.5, 6.5), u(2.5, 3.5), u(2.6, 3.4), u(0.3, 1.2)
            pts = [(0, 0), (b, 0), (x + t, h), (x, h)]
            marks = [["p", 0, 1], ["p", 2, 1]]
        else:
            b, t, h = u(5.5, 6.5), u(2.8, 4.0), u(2.6, 3.4)
            pts = [(0, 0), (b, 0), (t, h), (0, h)]
            marks = [["p", 0, 1], ["p", 2, 1], ["r", 0], ["r", 3]]
        return ({"pts": [[float(x), float(y)] for x, y in pts], "marks": marks,
                 "labels": draw.pick_labels(rng, 4), "rotation": float(space.rotation.draw(rng)),
                 "mirror": bool(rng.integers(0, 2))}, {"kind": kind})

    def _pts(self, g):
        return plane.rotate(g["pts"], g["rotation"], g["mirror"])

    def question(self, g):
        name = "".join(g["labels"])
        return (f"In quadrilateral {name}, sides with the same number of ticks are equal, sides with the same "
                f"number of arrow marks are parallel, angles with the same number of arcs are equal, and a "
                f"square marks a right angle. Using only the markings, what is the most specific name for "
                f"{name}?")

    def answer(self, p):
        name = "".join(p["labels"])
        return Choice(f"{name} is {_article(p['kind'])}", [f"{name} is {_article(w)}" for w in WRONG[p["kind"]]])

    def verify(self, g):
        # classify from the markings alone
        ticks = {i: c for t, i, *c in g["marks"] if t == "t" for c in c}
        par = {i: c for t, i, *c in g["marks"] if t == "p" for c in c}
        arcs = {i: c for t, i, *c in g["marks"] if t == "a" for c in c}
        rights = {i for t, i, *_ in g["marks"] if t == "r"}
        eq = lambda d, i, j: i in d and j in d and d[i] == d[j]  # noqa: E731
        both_par = (eq(par, 0, 2) and eq(par, 1, 3)) or (eq(ticks, 0, 2) and eq(ticks, 1, 3))
        if len(ticks) == 4 and len(set(ticks.values())) == 1:
            kind = "square" if rights else "rhombus"
        elif both_par or len(rights) >= 3:
            kind = "rectangle" if rights else "parallelogram"
        elif any(eq(ticks, i, (i + 1) % 4) and eq(ticks, (i + 2) % 4, (i + 3) % 4) for i in range(4)):
            kind = "kite"
        else:
            base = 0 if eq(par, 0, 2) else 1
            ends = [(base, (base + 1) % 4), ((base + 2) % 4, (base + 3) % 4)]
            if any(eq(arcs, i, j) for i, j in ends):
                kind = "isosceles trapezoid"
            elif rights:
                kind = "right trapezoid"
            else:
                kind = "trapezoid"
        name = "".join(g["labels"])
        return Choice(f"{name} is {_article(kind)}", [])

    def draw(self, g, ax, hide=()):
        P = self._pts(g)
        names = g["labels"]
        draw.polygon(ax, dict(zip(names, P)), fill=draw.PALETTE["green"])
        xs, ys = [q[0] for q in P], [q[1] for q in P]
        span = max(max(xs) - min(xs), max(ys) - min(ys)) * 1.3
        for t, i, *c in g["marks"]:
            a, b = P[i], P[(i + 1) % 4]
            if t == "t":
                plane.tick_marks(ax, a, b, c[0], size=0.045 * span, gap=0.018 * span)
            elif t == "p":
                # arrows all point the same way along a pair of parallel sides
                a, b = (a, b) if (b - a) @ (P[1] - P[0] if i in (0, 2) else P[2] - P[1]) > 0 else (b, a)
                plane.parallel_marks(ax, a, b, c[0], size=0.035 * span, at=0.35)
            elif t == "a":
                plane.angle_marks(ax, P[i], P[i - 1], P[(i + 1) % 4], c[0], radius=0.07 * span)
            else:
                draw.right_angle_mark(ax, P[i], P[i - 1], P[(i + 1) % 4], size=0.04 * span)
        draw.geometry_axes(ax, P, margin=0.14)

    def subquestions(self, g):
        n = g["labels"]
        pairs = sum(1 for i in (0, 1) if any(m[0] == "p" and m[1] == i for m in g["marks"]))
        return [SubQuestion(f"In quadrilateral {''.join(n)} the arrow marks show which sides are parallel. How many "
                            f"pairs of parallel sides do the markings show?", Number(pairs), CONCEPT)]

    def description(self, g):
        n = g["labels"]
        side = lambda i: f"{n[i]}{n[(i + 1) % 4]}"  # noqa: E731
        facts = []
        for group in sorted({c for t, i, *c in g["marks"] if t == "t" for c in c}):
            sides = [side(i) for t, i, *c in g["marks"] if t == "t" and c[0] == group]
            facts.append(" = ".join(sides))
        for group in sorted({c for t, i, *c in g["marks"] if t == "p" for c in c}):
            sides = [side(i) for t, i, *c in g["marks"] if t == "p" and c[0] == group]
            facts.append(" ∥ ".join(sides))
        arcs = [f"angle {n[i - 1]}{n[i]}{n[(i + 1) % 4]}" for t, i, *c in g["marks"] if t == "a"]
        if arcs:
            facts.append(" = ".join(arcs))
        rights = [f"angle {n[i - 1]}{n[i]}{n[(i + 1) % 4]}" for t, i, *c in g["marks"] if t == "r"]
        if rights:
            facts.append(" and ".join(rights) + (" is a right angle" if len(rights) == 1 else " are right angles"))
        return f"Quadrilateral {''.join(n)} (vertices in order). Known facts, and nothing else: " + "; ".join(facts) + "."
