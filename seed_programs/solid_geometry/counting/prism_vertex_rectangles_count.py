"""Solid geometry (counting): how many rectangles have all four vertices among the vertices of a
regular n-gonal prism (faces, diagonal sections and slanted sections included), or how many of them
are not faces of the prism? Two vertices on each base must span parallel equal chords (DynaSolidGeo
counting; the cube's answer is the classic 12)."""
from itertools import combinations
from math import comb

import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name, solid_vertex_labels

ASKS = ("all", "not_faces", "tilted")


@seed_program(
    id="prism_vertex_rectangles_count", topic="solid_geometry", category="counting",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/counting/coplanar_vertex_sets", "solid_figures/positional/plane_plane_parallel",
              "combinatorics/counting/pairs"],
    source="DynaSolidGeo-style (counting: rectangles whose vertices are vertices of a prism)",
    variations=["geometric_transformations", "point_labels", "camera"],
)
class PrismVertexRectanglesCount(SeedProgram):
    levels = Levels(
        standard=dict(n=IntRange(3, 9), ask=OneOf(ASKS, p=(0.45, 0.35, 0.2))),
        hard=dict(n=IntRange(6, 14), ask=OneOf(ASKS, p=(0.3, 0.35, 0.35))),
        hard_means="prisms over 6- to 14-gons (12-28 vertices): many diagonal sections, rectangles inside the "
                   "bases and tilted rectangles between parallel equal chords of the two bases",
    )

    def sample(self, rng, space):
        n = int(space.n.draw(rng))
        ask = str(space.ask.draw(rng))
        if n == 3 and ask == "not_faces" or n % 2 and ask == "tilted":
            ask = "all"
        return {"n": n, "ask": ask, "style": str(rng.choice(["sub", "prime"])),
                "height": float(rng.choice([0.9, 1.1, 1.3]))}

    def _name(self, g):
        bottom, top = solid_vertex_labels(g["n"], g["style"])
        return f"{regular_solid_name(g['n'], 'prism')} {''.join(bottom)}-{''.join(top)}"

    def question(self, g):
        ask = "How many rectangles (squares included) have all four of their vertices among the vertices of the prism"
        ask += {"all": "?", "not_faces": " but are not a face of the prism?",
                "tilted": " and lie in a plane that is neither parallel nor perpendicular to the base?"}[g["ask"]]
        return f"The figure shows the {self._name(g)} (a right prism over a regular {g['n']}-gon). " + ask

    def _slanted_pairs(self, p):
        """Unordered pairs of distinct base chords that are parallel (same i + j mod n) and equally long
        (same min(|i − j|, n − |i − j|)): two such chords face each other across a diameter."""
        n = p["n"]
        keys = {}
        for i, j in combinations(range(n), 2):
            key = ((i + j) % n, min(j - i, n - (j - i)))
            keys[key] = keys.get(key, 0) + 1
        return sum(comb(k, 2) for k in keys.values())

    def answer(self, p):
        n = p["n"]
        vertical = comb(n, 2)  # a chord of the bottom with the chord above it
        in_bases = 2 * comb(n // 2, 2) if n % 2 == 0 else 0  # two diameters of one base
        slanted = 2 * self._slanted_pairs(p)  # a chord below, its parallel equal partner above (or reverse)
        total = vertical + in_bases + slanted
        faces = n + (2 if n == 4 else 0)
        return Number({"all": total, "not_faces": total - faces, "tilted": slanted}[p["ask"]])

    def _xyz(self, g):
        bottom, top = solid_vertex_labels(g["n"], g["style"])
        xy = regular_polygon_xy(g["n"], 1.0)
        side = float(np.hypot(xy[1][0] - xy[0][0], xy[1][1] - xy[0][1]))
        h = g["height"] * max(1.6, side * 1.2)
        pts = {lab: np.array([x, y, 0.0]) for lab, (x, y) in zip(bottom, xy)}
        pts.update({lab: np.array([x, y, h]) for lab, (x, y) in zip(top, xy)})
        return pts

    def verify(self, g):
        pts = self._xyz(g)
        n = g["n"]
        bottom, top = solid_vertex_labels(n, g["style"])
        faces = [set(bottom), set(top)] + [{bottom[i], bottom[(i + 1) % n], top[i], top[(i + 1) % n]}
                                            for i in range(n)]
        count = 0
        for quad in combinations(pts, 4):
            P = [pts[q] for q in quad]
            for (a, b), (c, d) in (((0, 1), (2, 3)), ((0, 2), (1, 3)), ((0, 3), (1, 2))):
                # diagonals ab and cd of a rectangle: same midpoint, same length
                if np.allclose(P[a] + P[b], P[c] + P[d], atol=1e-9) and \
                        abs(np.linalg.norm(P[a] - P[b]) - np.linalg.norm(P[c] - P[d])) < 1e-9:
                    normal = np.cross(P[1] - P[0], P[2] - P[0])
                    normal /= np.linalg.norm(normal)
                    tilted = 1e-9 < abs(normal[2]) < 1 - 1e-9
                    count += {"all": True, "not_faces": set(quad) not in faces, "tilted": tilted}[g["ask"]]
                    break
        return Number(count)

    def scene(self, g):
        pts = self._xyz(g)
        bottom, top = solid_vertex_labels(g["n"], g["style"])
        s = Scene()
        s.prism(bottom, top, [(float(pts[b][0]), float(pts[b][1])) for b in bottom], float(pts[top[0]][2]))
        return s

    def subquestions(self, g):
        n = g["n"]
        return [
            SubQuestion(f"The figure shows the {self._name(g)}. How many rectangles are formed by a lateral edge, "
                        f"another lateral edge and the two base chords joining their ends (lateral faces and "
                        f"diagonal sections)?", Number(comb(n, 2)), "combinatorics/counting/pairs"),
            SubQuestion(f"The figure shows the {self._name(g)}. How many faces of the prism are rectangles?",
                        Number(n + (2 if n == 4 else 0)), "solid_figures/counting/coplanar_vertex_sets"),
        ]

    def description(self, g):
        return self.question(g).replace("The figure shows", "Consider", 1)

    def reasoning(self, p):
        n = p["n"]
        vertical = comb(n, 2)
        in_bases = 2 * comb(n // 2, 2) if n % 2 == 0 else 0
        slanted = 2 * self._slanted_pairs(p)
        steps = [
            "Three vertices of a rectangle cannot lie in one base with the fourth in the other, so a rectangle "
            "has all four vertices in one base, or two in each base.",
            f"All four in one base: the diagonals of a rectangle inscribed in the base circle are diameters; "
            + (f"the {n}-gon has {n // 2} diameters, so 2·C({n // 2},2) = {in_bases} rectangles in the two bases."
               if n % 2 == 0 else f"a {n}-gon (n odd) has no diameter through two vertices: none."),
            "Two in each base: the two base chords are opposite sides (diagonals in parallel planes cannot meet), "
            "so they are parallel and equally long.",
            f"A chord with the chord right above it gives a lateral face or a diagonal section: C({n},2) = "
            f"{vertical}.",
            f"Two distinct parallel equal chords face each other across a diameter, and the segment joining "
            f"mirror ends is perpendicular to them: each such pair gives 2 rectangles (either chord below): "
            f"{slanted}.",
            f"Rectangles: {vertical} + {in_bases} + {slanted} = {vertical + in_bases + slanted}.",
        ]
        if p["ask"] == "tilted":
            steps.append(f"The tilted ones are exactly the pairs of distinct parallel chords: {slanted}.")
        if p["ask"] == "not_faces":
            faces = n + (2 if n == 4 else 0)
            steps.append(f"Minus the {faces} rectangular faces: {vertical + in_bases + slanted - faces}.")
        return steps
