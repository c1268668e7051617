"""Plane geometry: which congruence criterion (SSS, SAS, ASA, AAS, RHS) the markings on two triangles justify."""
import numpy as np

from dynaforge.sdk import Choice, FloatRange, Levels, OneOf, SeedProgram, SubQuestion, Text, attempts, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/congruence_criteria"
KINDS = ("SSS", "SAS", "ASA", "AAS", "RHS", "SSA", "AAA")     # the last two do not prove congruence
WEIGHTS = (0.17, 0.17, 0.16, 0.16, 0.14, 0.11, 0.09)
HARD_WEIGHTS = (0.08, 0.12, 0.12, 0.2, 0.12, 0.2, 0.16)


def _others(v):
    return [i for i in range(3) if i != v]


# ----- naming (shared by the question, the options and verify's reply: labels only) -----------
def _names(g):
    L = g["labels"]
    first = L[:3]
    second = [L[3 + g["image"][i]] for i in range(3)]     # label of the image of vertex i
    return first, second


def _tri_names(g):
    first, second = _names(g)
    return "".join(first), "".join(sorted(second, key=lambda x: g["labels"].index(x)))


def _statement(g, crit, image=None):
    """The option text: '△ABC ≅ △DEF by SAS', or 'not necessarily congruent' when crit is None."""
    first, second = _names(g)
    if image is not None:
        second = [g["labels"][3 + image[i]] for i in range(3)]
    if crit is None:
        t1, t2 = _tri_names(g)
        return f"△{t1} and △{t2} are not necessarily congruent"
    return f"△{''.join(first)} ≅ △{''.join(second)} by {crit}"


@seed_program(
    id="congruence_criterion_markings", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="GeoEval / WE-MATH-style (plane geometry, congruent triangles from markings)",
    variations=["point_labels", "geometric_transformations", "symbolic_substitution"],
)
class CongruenceCriterionMarkings(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(KINDS, p=WEIGHTS), rot1=FloatRange(-30, 30), rot2=FloatRange(-180, 180)),
        hard=dict(kind=OneOf(KINDS, p=HARD_WEIGHTS), rot1=FloatRange(-30, 30), rot2=FloatRange(-180, 180)),
        hard_means="more of the traps (SSA and AAA, which prove nothing) and of AAS, where the marked side is "
                   "not between the angles",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        for _ in attempts("angles that are clearly different, not near 90° unless RHS"):
            if kind == "RHS":
                a = int(rng.integers(30, 61))
                angles = [90, a, 90 - a]
            else:
                a0, a1 = int(rng.integers(35, 100)), int(rng.integers(35, 100))
                angles = [a0, a1, 180 - a0 - a1]
            order = [int(i) for i in rng.permutation(3)]
            angles = [angles[i] for i in order]
            diffs = [abs(angles[i] - angles[j]) for i in range(3) for j in range(i + 1, 3)]
            near_right = any(abs(x - 90) < 10 for x in angles) and kind != "RHS"
            if min(angles) >= 28 and max(angles) <= 110 and min(diffs) >= 12 and not near_right:
                break
        v = int(rng.integers(0, 3))          # the special vertex of the pattern
        j, k = _others(v)
        if rng.integers(0, 2):
            j, k = k, j
        if kind == "SSS":
            marks = [["s", 0], ["s", 1], ["s", 2]]
        elif kind == "SAS":
            marks = [["s", j], ["a", v], ["s", k]]
        elif kind == "ASA":
            marks = [["a", j], ["s", v], ["a", k]]
        elif kind == "AAS":
            marks = [["a", j], ["a", k], ["s", j]]
        elif kind == "SSA":                  # an angle, the side opposite it and another side
            marks = [["a", j], ["s", j], ["s", k]]
        elif kind == "AAA":
            marks = [["a", 0], ["a", 1], ["a", 2]]
        else:                               # RHS: the right angle, the hypotenuse and one leg
            v = angles.index(90)
            j, k = _others(v)
            marks = [["r", v], ["s", v], ["s", j if rng.integers(0, 2) else k]]
        labels = draw.pick_labels(rng, 6)
        return ({"angles": angles, "marks": marks, "labels": labels,
                 "image": [int(i) for i in rng.permutation(3)],
                 "rot1": float(space.rot1.draw(rng)), "rot2": float(space.rot2.draw(rng)),
                 "mirror": bool(rng.integers(0, 2)),
                 "scale": float(rng.choice([0.72, 1.3])) if kind == "AAA" else 1.0}, {"kind": kind})

    # ----- geometry -------------------------------------------------------------------------
    def _tri(self, g):
        a = np.radians(g["angles"])
        # vertex 0 at the origin, vertex 1 on the x-axis; sides by the law of sines
        c = np.sin(a[2])                     # side opposite vertex 2 = |v0 v1|
        b = np.sin(a[1])                     # side opposite vertex 1 = |v0 v2|
        pts = [np.array([0.0, 0.0]), np.array([c, 0.0]), b * np.array([np.cos(a[0]), np.sin(a[0])])]
        s = 3.6 / max(np.sin(a))
        pts = [s * P for P in pts]
        cen = sum(pts) / 3
        return [P - cen for P in pts]

    def _both(self, g):
        base = self._tri(g)
        first = plane.rotate(base, g["rot1"])
        second = plane.rotate([g["scale"] * P for P in base], g["rot2"], g["mirror"])
        shift = max(P[0] for P in first) - min(P[0] for P in second) + 1.3
        second = [P + np.array([shift, 0.0]) for P in second]
        return first, second

    # ----- question and answers -------------------------------------------------------------
    def question(self, g):
        t1, t2 = _tri_names(g)
        return (f"Triangles {t1} and {t2} carry markings: sides with the same number of ticks are equal, "
                f"angles with the same number of arcs are equal, and a square marks a right angle. Using only "
                f"the markings, which conclusion is justified? (Criteria: SSS, SAS, ASA, AAS, RHS.)")

    def answer(self, p):
        kind = p["kind"]
        swap = list(p["image"])
        swap[0], swap[1] = swap[1], swap[0]          # a wrong vertex correspondence
        if kind in ("SSA", "AAA"):
            right = _statement(p, None)
            wrong = [_statement(p, "SAS" if kind == "SSA" else "AAA"),
                     _statement(p, "ASA" if kind == "SSA" else "ASA"),
                     _statement(p, "RHS" if kind == "SSA" else "AAS")]
            return Choice(right, wrong)
        pool = {"SSS": ["SAS", "ASA"], "SAS": ["SSS", "ASA"], "ASA": ["SAS", "SSS"], "AAS": ["SAS", "SSS"],
                "RHS": ["SAS", "ASA"]}[kind]
        wrong = [_statement(p, kind, swap), _statement(p, pool[0]), _statement(p, pool[1])]
        return Choice(_statement(p, kind), wrong)

    def verify(self, g):
        # classify the marked elements (the stated facts), knowing nothing of the sampled pattern
        S = {i for t, i in g["marks"] if t == "s"}
        A = {i for t, i in g["marks"] if t == "a"}
        R = {i for t, i in g["marks"] if t == "r"}
        crit = None
        if R:
            crit = "RHS" if next(iter(R)) in S and len(S) == 2 else None
        elif len(S) == 3:
            crit = "SSS"
        elif len(S) == 2 and len(A) == 1:
            crit = "SAS" if next(iter(A)) not in S else None        # the side opposite the angle is not adjacent
        elif len(S) == 1 and len(A) == 2:
            crit = "ASA" if next(iter(S)) not in A else "AAS"
        return Choice(_statement(g, crit), [])

    # ----- figure ---------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        first, second = self._both(g)
        n1, n2 = _names(g)
        counts = {}
        for t, i in g["marks"]:
            counts[(t, i)] = 1 + sum(1 for (tt, _) in counts if tt == t and t != "r")
        span = max(max(P[0] for P in second) - min(P[0] for P in first),
                   max(P[1] for P in first + second) - min(P[1] for P in first + second)) * 1.25
        for pts, names in ((first, n1), (second, n2)):
            cen = sum(pts) / 3
            draw.polygon(ax, dict(zip(names, pts)), labels=False, fill=draw.PALETTE["blue"])
            for P, n in zip(pts, names):
                draw.label_point(ax, P, n, away_from=cen, offset=15)
            for (t, i), c in counts.items():
                j, k = _others(i)
                if t == "s":
                    plane.tick_marks(ax, pts[j], pts[k], c, size=0.035 * span, gap=0.014 * span)
                elif t == "a":
                    plane.angle_marks(ax, pts[i], pts[j], pts[k], c, radius=0.055 * span, step=0.014 * span)
                else:
                    draw.right_angle_mark(ax, pts[i], pts[j], pts[k], size=0.035 * span)
        draw.geometry_axes(ax, first + second, margin=0.1)

    def subquestions(self, g):
        first, second = _names(g)
        t1, t2 = _tri_names(g)
        t, i = g["marks"][0]
        if t == "s":
            j, k = _others(i)
            q = (f"Triangles {t1} and {t2} are marked as in the figure. Which side of triangle {t2} is marked "
                 f"equal to side {first[j]}{first[k]}? Answer with its two letters in the order matching "
                 f"{first[j]}{first[k]}.")
            return [SubQuestion(q, Text(f"{second[j]}{second[k]}"), CONCEPT)]
        q = (f"Triangles {t1} and {t2} are marked as in the figure. At which vertex of triangle {t2} is the "
             f"angle marked equal to the angle of triangle {t1} at {first[i]}? Answer with one letter.")
        return [SubQuestion(q, Text(second[i]), CONCEPT)]

    def description(self, g):
        first, second = _names(g)
        facts = []
        for t, i in g["marks"]:
            j, k = _others(i)
            if t == "s":
                facts.append(f"{first[j]}{first[k]} = {second[j]}{second[k]}")
            elif t == "a":
                facts.append(f"angle {first[j]}{first[i]}{first[k]} = angle {second[j]}{second[i]}{second[k]}")
            else:
                facts.append(f"angles {first[j]}{first[i]}{first[k]} and {second[j]}{second[i]}{second[k]} "
                             f"are right angles")
        t1, t2 = _tri_names(g)
        return f"Two triangles {t1} and {t2} are given with exactly these facts known: " + "; ".join(facts) + "."
