"""Plane geometry: which congruence criterion (SSS, SAS, ASA, AAS, RHS) the markings on two triangles justify."""
import numpy as np

from dynaforge.sdk import Choice, SeedProgram, SubQuestion, Text, seed_program
from dynaforge.sdk import draw, plane

CONCEPT = "plane_figures/triangles/congruence_criteria"
KINDS = ["SSS", "SAS", "ASA", "AAS", "RHS", "SSA", "AAA"]     # the last two do not prove congruence
WEIGHTS = [0.17, 0.17, 0.16, 0.16, 0.14, 0.11, 0.09]


def _others(v):
    return [i for i in range(3) if i != v]


@seed_program(
    id="congruence_criterion_markings", topic="plane_geometry", level="high_school", difficulty="medium",
    question_type="multiple_choice", concepts=[CONCEPT],
    source="GeoEval / WE-MATH-style (plane geometry, congruent triangles from markings)",
    variations=["point_labels", "geometric_transformations", "symbolic_substitution"],
)
class CongruenceCriterionMarkings(SeedProgram):
    def sample(self, rng):
        kind = KINDS[int(rng.choice(len(KINDS), p=WEIGHTS))]
        while True:
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
        return {"kind": kind, "angles": angles, "marks": marks, "labels": labels,
                "image": [int(i) for i in rng.permutation(3)],
                "rot1": float(rng.uniform(-30, 30)), "rot2": float(rng.uniform(-180, 180)),
                "mirror": bool(rng.integers(0, 2)), "scale": float(rng.choice([0.72, 1.3])) if kind == "AAA" else 1.0}

    # ----- geometry -------------------------------------------------------------------------
    def _tri(self, p):
        a = np.radians(p["angles"])
        # vertex 0 at the origin, vertex 1 on the x-axis; sides by the law of sines
        c = np.sin(a[2])                     # side opposite vertex 2 = |v0 v1|
        b = np.sin(a[1])                     # side opposite vertex 1 = |v0 v2|
        pts = [np.array([0.0, 0.0]), np.array([c, 0.0]), b * np.array([np.cos(a[0]), np.sin(a[0])])]
        s = 3.6 / max(np.sin(a))
        pts = [s * P for P in pts]
        g = sum(pts) / 3
        return [P - g for P in pts]

    def _both(self, p):
        base = self._tri(p)
        first = plane.rotate(base, p["rot1"])
        second = plane.rotate([p["scale"] * P for P in base], p["rot2"], p["mirror"])
        shift = max(P[0] for P in first) - min(P[0] for P in second) + 1.3
        second = [P + np.array([shift, 0.0]) for P in second]
        return first, second

    def _names(self, p):
        L = p["labels"]
        first = L[:3]
        second = [L[3 + p["image"][i]] for i in range(3)]     # label of the image of vertex i
        return first, second

    def _tri_names(self, p):
        first, second = self._names(p)
        return "".join(first), "".join(sorted(second, key=lambda x: p["labels"].index(x)))

    # ----- question and answers -------------------------------------------------------------
    def question(self, p):
        t1, t2 = self._tri_names(p)
        return (f"Triangles {t1} and {t2} carry markings: sides with the same number of ticks are equal, "
                f"angles with the same number of arcs are equal, and a square marks a right angle. Using only "
                f"the markings, which conclusion is justified? (Criteria: SSS, SAS, ASA, AAS, RHS.)")

    def _statement(self, p, crit, image=None):
        first, second = self._names(p)
        if image is not None:
            second = [p["labels"][3 + image[i]] for i in range(3)]
        if crit is None:
            t1, t2 = self._tri_names(p)
            return f"△{t1} and △{t2} are not necessarily congruent"
        return f"△{''.join(first)} ≅ △{''.join(second)} by {crit}"

    def answer(self, p):
        kind = p["kind"]
        swap = list(p["image"])
        swap[0], swap[1] = swap[1], swap[0]          # a wrong vertex correspondence
        if kind in ("SSA", "AAA"):
            right = self._statement(p, None)
            wrong = [self._statement(p, "SAS" if kind == "SSA" else "AAA"),
                     self._statement(p, "ASA" if kind == "SSA" else "ASA"),
                     self._statement(p, "RHS" if kind == "SSA" else "AAS")]
            return Choice(right, wrong)
        pool = {"SSS": ["SAS", "ASA"], "SAS": ["SSS", "ASA"], "ASA": ["SAS", "SSS"], "AAS": ["SAS", "SSS"],
                "RHS": ["SAS", "ASA"]}[kind]
        wrong = [self._statement(p, kind, swap), self._statement(p, pool[0]), self._statement(p, pool[1])]
        return Choice(self._statement(p, kind), wrong)

    def verify(self, p):
        # classify the marked elements independently of the sampled pattern name
        S = {i for t, i in p["marks"] if t == "s"}
        A = {i for t, i in p["marks"] if t == "a"}
        R = {i for t, i in p["marks"] if t == "r"}
        crit = None
        if R:
            crit = "RHS" if next(iter(R)) in S and len(S) == 2 else None
        elif len(S) == 3:
            crit = "SSS"
        elif len(S) == 2 and len(A) == 1:
            crit = "SAS" if next(iter(A)) not in S else None        # the side opposite the angle is not adjacent
        elif len(S) == 1 and len(A) == 2:
            crit = "ASA" if next(iter(S)) not in A else "AAS"
        # the drawn second triangle must really be the image of the first with side ratio 1
        first, second = self._both(p)
        ratio = np.linalg.norm(second[0] - second[1]) / np.linalg.norm(first[0] - first[1])
        if crit is not None and abs(ratio - 1) > 1e-9:
            crit = None
        return Choice(self._statement(p, crit), [])

    # ----- figure ---------------------------------------------------------------------------
    def draw(self, p, ax, hide=()):
        first, second = self._both(p)
        n1, n2 = self._names(p)
        counts = {}
        for t, i in p["marks"]:
            counts[(t, i)] = 1 + sum(1 for (tt, _) in counts if tt == t and t != "r")
        span = max(max(P[0] for P in second) - min(P[0] for P in first),
                   max(P[1] for P in first + second) - min(P[1] for P in first + second)) * 1.25
        for pts, names in ((first, n1), (second, n2)):
            g = sum(pts) / 3
            draw.polygon(ax, dict(zip(names, pts)), labels=False, fill=draw.PALETTE["blue"])
            for P, n in zip(pts, names):
                draw.label_point(ax, P, n, away_from=g, offset=15)
            for (t, i), c in counts.items():
                j, k = _others(i)
                if t == "s":
                    plane.tick_marks(ax, pts[j], pts[k], c, size=0.035 * span, gap=0.014 * span)
                elif t == "a":
                    plane.angle_marks(ax, pts[i], pts[j], pts[k], c, radius=0.055 * span, step=0.014 * span)
                else:
                    draw.right_angle_mark(ax, pts[i], pts[j], pts[k], size=0.035 * span)
        draw.geometry_axes(ax, first + second, margin=0.1)

    def subquestions(self, p):
        first, second = self._names(p)
        t1, t2 = self._tri_names(p)
        t, i = p["marks"][0]
        if t == "s":
            j, k = _others(i)
            q = (f"Triangles {t1} and {t2} are marked as in the figure. Which side of triangle {t2} is marked "
                 f"equal to side {first[j]}{first[k]}? Answer with its two letters in the order matching "
                 f"{first[j]}{first[k]}.")
            return [SubQuestion(q, Text(f"{second[j]}{second[k]}"), CONCEPT)]
        q = (f"Triangles {t1} and {t2} are marked as in the figure. At which vertex of triangle {t2} is the "
             f"angle marked equal to the angle of triangle {t1} at {first[i]}? Answer with one letter.")
        return [SubQuestion(q, Text(second[i]), CONCEPT)]

    def description(self, p):
        first, second = self._names(p)
        facts = []
        for t, i in p["marks"]:
            j, k = _others(i)
            if t == "s":
                facts.append(f"{first[j]}{first[k]} = {second[j]}{second[k]}")
            elif t == "a":
                facts.append(f"angle {first[j]}{first[i]}{first[k]} = angle {second[j]}{second[i]}{second[k]}")
            else:
                facts.append(f"angles {first[j]}{first[i]}{first[k]} and {second[j]}{second[i]}{second[k]} "
                             f"are right angles")
        t1, t2 = self._tri_names(p)
        return f"Two triangles {t1} and {t2} are given with exactly these facts known: " + "; ".join(facts) + "."
