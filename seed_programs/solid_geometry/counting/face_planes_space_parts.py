"""Solid geometry (counting): the planes of all the faces of a right prism, a pyramid or a frustum over
a given polygon, extended without end, divide space into how many parts, and how many of the parts are bounded? (DynaSolidGeo counting; the
cube gives 27 and the tetrahedron 15: count the regions of the side lines in a base plane, then see
what the other planes add.)"""
from math import comb

import numpy as np
from scipy.optimize import linprog

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.solid_counting import BASE_SHAPES, solid_labels, solid_text, solid_xyz

SOLIDS = ("prism", "pyramid", "frustum")


@seed_program(
    id="face_planes_space_parts", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/plane_plane_parallel", "combinatorics/counting/inclusion_exclusion"],
    source="DynaSolidGeo-style (counting: into how many parts the face planes of a solid divide space)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class FacePlanesSpaceParts(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=(0.45, 0.4, 0.15)),
                      base=OneOf(("triangle", "square", "trapezoid", "parallelogram", "pentagon", "hexagon")),
                      ask=OneOf(("parts", "bounded"), p=(0.75, 0.25))),
        hard=dict(solid=OneOf(SOLIDS, p=(0.3, 0.3, 0.4)),
                  base=OneOf(("trapezoid", "parallelogram", "house", "hexagon", "heptagon", "octagon")),
                  ask=OneOf(("parts", "bounded"), p=(0.5, 0.5))),
        hard_means="more frustums (lateral planes through one point plus two parallel base planes) over bases "
                   "with five to eight sides or unequal parallel sides, so the parallel side lines must be "
                   "subtracted from the general-position count; half the time only the bounded parts count",
    )

    def sample(self, rng, space):
        return {"solid": str(space.solid.draw(rng)), "base": str(space.base.draw(rng)), "ask": str(space.ask.draw(rng)),
                "style": str(rng.choice(["sub", "prime"])), "apex": str(rng.choice(["P", "S", "V"]))}

    def question(self, g):
        n = solid_labels(g)[0]
        faces = n + 1 if g["solid"] == "pyramid" else n + 2
        return (f"The figure shows {solid_text(g)}. The planes of its {faces} faces are extended without "
                f"end. " + ("Into how many parts do these planes divide space?" if g["ask"] == "parts" else
                            "They divide space into parts; how many of these parts are bounded (of finite size)?"))

    def _parallel_side_pairs(self, p):
        n = BASE_SHAPES[p["base"]][0]
        table = {"trapezoid": 1, "right_trapezoid": 1, "parallelogram": 2, "house": 1}
        return table.get(p["base"], n // 2 if n % 2 == 0 else 0)

    def _base_plane_regions(self, p):
        """Regions of a plane cut by the n side lines of a convex polygon: no three side lines meet in a
        point, so 1 + n + (number of crossing pairs) = 1 + n + C(n, 2) − (parallel pairs)."""
        n = BASE_SHAPES[p["base"]][0]
        return 1 + n + comb(n, 2) - self._parallel_side_pairs(p)

    def answer(self, p):
        n = BASE_SHAPES[p["base"]][0]
        flat = self._base_plane_regions(p)
        if p["ask"] == "bounded":
            # bounded pieces of the base plane: crossing points − lines + 1 (Euler, a connected arrangement)
            closed = comb(n, 2) - self._parallel_side_pairs(p) - n + 1
            return Number(closed * (2 if p["solid"] == "frustum" else 1))
        if p["solid"] == "prism":  # vertical lateral planes: the plane picture times three layers
            return Number(3 * flat)
        through_point = n * (n - 1) + 2  # n planes through one point, no three through a line
        return Number(through_point + flat * (1 if p["solid"] == "pyramid" else 2))

    def _faces(self, g):
        n, bottom, top = solid_labels(g)
        if g["solid"] == "pyramid":
            return [bottom] + [[bottom[i], bottom[(i + 1) % n], g["apex"]] for i in range(n)]
        return [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]

    def verify(self, g):
        pts = solid_xyz(g)
        planes = []
        for face in self._faces(g):
            a, b, c = (pts[v] for v in face[:3])
            normal = np.cross(b - a, c - a)
            normal /= np.linalg.norm(normal)
            planes.append((normal, float(normal @ a)))

        def bounded(signs):
            # Stiemke: no v != 0 stays on the chosen side of every plane (A v >= 0, A of rank 3) exactly
            # when some y > 0 has A^T y = 0; look for y >= 1
            A = np.array([s * nrm for s, (nrm, d) in zip(signs, planes)])
            res = linprog(np.zeros(len(A)), A_eq=A.T, b_eq=np.zeros(3), bounds=[(1.0, None)] * len(A),
                          method="highs")
            return res.status == 0

        def inside(signs):
            # a point strictly on the chosen side of each plane, with the largest margin t (<= 1), or None
            A = [list(-s * nrm) + [1.0] for s, (nrm, d) in zip(signs, planes)]
            b = [-s * d for s, (nrm, d) in zip(signs, planes)]
            res = linprog([0, 0, 0, -1], A_ub=A, b_ub=b, bounds=[(None, None)] * 3 + [(None, 1.0)],
                          method="highs")
            return np.array(res.x[:3]) if res.status == 0 and -res.fun > 1e-7 else None

        # add the planes one by one; each part keeps a point inside it, and a plane splits a part when the
        # part also has points on the far side of the plane (then the part becomes two)
        parts = [([], np.zeros(3))]
        for nrm, d in planes:
            new = []
            for signs, point in parts:
                side = 1 if nrm @ point - d > 0 else -1
                new.append((signs + [side], point if abs(nrm @ point - d) > 1e-9 else inside(signs + [side])))
                other = inside(signs + [-side])
                if other is not None:
                    new.append((signs + [-side], other))
            parts = new
        count = len(parts) if g["ask"] == "parts" else sum(bounded(signs) for signs, _ in parts)
        return Number(count)

    def scene(self, g):
        pts = solid_xyz(g)
        s = Scene()
        for lab, v in pts.items():
            s.point(lab, v)
        for face in self._faces(g):
            s.face(face)
        return s

    def subquestions(self, g):
        n = solid_labels(g)[0]
        q = self._parallel_side_pairs(g)
        return [
            SubQuestion(f"The base of {solid_text(g)} has {n} sides. How many pairs of its side lines cross "
                        f"(are not parallel)?", Number(comb(n, 2) - q), "combinatorics/counting/pairs"),
            SubQuestion(f"The base of {solid_text(g)} has {n} sides. Into how many parts do the lines of its "
                        f"sides divide the plane of the base?", Number(self._base_plane_regions(g)),
                        "combinatorics/counting/inclusion_exclusion"),
        ]

    def description(self, g):
        return self.question(g).replace("The figure shows", "Consider", 1)

    def reasoning(self, p):
        n = BASE_SHAPES[p["base"]][0]
        q = self._parallel_side_pairs(p)
        flat = self._base_plane_regions(p)
        ans = self.answer(p).value
        if p["ask"] == "bounded":
            closed = comb(n, 2) - q - n + 1
            return [
                f"In the base plane the {n} side lines cross in {comb(n, 2) - q} points (no three through one "
                f"point); a connected arrangement of lines has (crossings) − (lines) + 1 bounded pieces: "
                f"{comb(n, 2) - q} − {n} + 1 = {closed}.",
                ("The lateral planes are perpendicular to the base, so every part is an infinite column over a "
                 "piece of the base plane, cut in three by the two base planes; only the middle piece over a "
                 "bounded piece is bounded." if p["solid"] == "prism" else
                 "The lateral planes pass through the apex, so every part between them is an infinite cone from "
                 "the apex; the base plane" + (" and the parallel top plane cut" if p["solid"] == "frustum" else
                                               " cuts") + " a bounded piece off a cone exactly when the cone "
                 "meets the plane in a bounded piece."),
                f"Bounded parts: {closed}" + (f"·2 = {ans}." if p["solid"] == "frustum" else "."),
            ]
        steps = [f"In the base plane the {n} side lines meet pairwise except {q} parallel pair(s), never three in "
                 f"a point, so they cut the plane into 1 + {n} + ({comb(n, 2)} − {q}) = {flat} parts."]
        if p["solid"] == "prism":
            steps += ["The lateral planes are perpendicular to the base: above the base plane they cut space "
                      "exactly as the side lines cut the plane.",
                      f"The two base planes are parallel and cut each of these {flat} columns into 3: "
                      f"3·{flat} = {ans}."]
            return steps
        through = n * (n - 1) + 2
        steps.append(f"The {n} lateral planes all pass through the apex (of the whole pyramid), no three through a "
                     f"common line: like {n} great circles on a sphere they make {n}·{n - 1} + 2 = {through} parts.")
        if p["solid"] == "pyramid":
            steps.append(f"The base plane meets them in the {n} side lines, and each of its {flat} pieces splits "
                         f"one part in two: {through} + {flat} = {ans}.")
        else:
            steps.append(f"The base plane and the parallel top plane each meet them in {n} side lines (a similar "
                         f"polygon), and each of their {flat} pieces splits one part in two: {through} + 2·{flat} = "
                         f"{ans}.")
        return steps
