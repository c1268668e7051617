"""Solid geometry: the shortest path over the surface of a cuboid between opposite vertices
(an ant on a box; DynaSolidGeo, length/distance). The answer compares the three unfoldings;
``verify`` searches every edge the path can cross for the best crossing point."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import cuboid_labels, cuboid_vertex, golden_section_min

CONTEXTS = {
    "ant": ("An ant sits at the corner {S} of a closed box in the shape of the cuboid {name}",
            "crawls over the surface of the box to the corner {T}"),
    "spider": ("A spider sits at the corner {S} of a closed wooden crate shaped like the cuboid {name}",
               "walks along the outside faces of the crate to the corner {T}"),
    "plain": ("A point starts at the vertex {S} of the cuboid {name}",
              "travels along the surface (not through the inside) to the vertex {T}"),
}


@seed_program(
    id="cuboid_ant_shortest_path", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/distances/surface_shortest_path", "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (shortest path on a cuboid surface)",
    variations=["lengths_ratios", "point_labels", "real_life_contexts", "camera"],
)
class CuboidAntShortestPath(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 12), near_tie=None, style=OneOf(("prime", "digit", "next")),
                      context=OneOf(tuple(CONTEXTS))),
        hard=dict(edge=IntRange(4, 30), near_tie=0.06, style=OneOf(("prime", "digit", "next")),
                  context=OneOf(tuple(CONTEXTS))),
        hard_means="longer edges chosen so that the two shortest unfoldings differ by under 6%: the obvious "
                   "unfolding is a close distractor and all three must be compared",
    )

    def sample(self, rng, space):
        for _ in attempts("three distinct edges whose two best unfoldings are close (hard level)"):
            a, b, c = (int(v) for v in rng.choice(np.arange(space.edge.lo, space.edge.hi + 1), size=3, replace=False))
            if space.near_tie is None:
                break
            first, second = sorted(float(np.hypot(x + y, z)) for x, y, z in ((a, b, c), (a, c, b), (b, c, a)))[:2]
            if second - first < space.near_tie * first:
                break
        return {"a": a, "b": b, "c": c, "start": int(rng.integers(0, 8)),
                "style": space.style.draw(rng), "context": space.context.draw(rng)}

    def _labels(self, p):
        return cuboid_labels(p["style"])

    def _xyz(self, p, i):
        return cuboid_vertex(p["a"], p["b"], p["c"], i)

    def _ends(self, p):
        i = p["start"]
        return i, (4 * (i // 4) + (i + 2) % 4 + 4) % 8

    def question(self, g):
        L = self._labels(g)
        S, T = (L[i] for i in self._ends(g))
        name = "".join(L[:4]) + "-" + "".join(L[4:])
        first, second = CONTEXTS[g["context"]]
        return (first.format(S=S, name=name) + f", with {L[0]}{L[1]} = {g['a']}, {L[1]}{L[2]} = {g['b']} and "
                f"{L[0]}{L[4]} = {g['c']}. It " + second.format(T=T) +
                f". What is the length of the shortest such path from {S} to {T}?")

    def _unfoldings(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        # unfolding two adjacent faces gives a rectangle with sides (x + y) and z
        return [((a, b), c), ((a, c), b), ((b, c), a)]

    def answer(self, p):
        return Number(float(min(np.hypot(x + y, z) for (x, y), z in self._unfoldings(p))))

    def verify(self, g):
        # a shortest path crosses one edge that touches neither end; search each crossing point
        s, t = self._ends(g)
        S, T = self._xyz(g, s), self._xyz(g, t)
        edges = [(i, (i + 1) % 4) for i in range(4)] + [(4 + i, 4 + (i + 1) % 4) for i in range(4)] + \
                [(i, i + 4) for i in range(4)]
        best = np.inf
        for i, j in edges:
            if s in (i, j) or t in (i, j):
                continue
            P, Q = self._xyz(g, i), self._xyz(g, j)
            _, length = golden_section_min(
                lambda u: float(np.linalg.norm(P + u * (Q - P) - S) + np.linalg.norm(T - P - u * (Q - P))), 0.0, 1.0)
            best = min(best, length)
        return Number(float(best))

    def scene(self, g):
        L = self._labels(g)
        s = Scene()
        s.box(L[:4], L[4:], g["a"], g["b"], g["c"])
        return s

    def subquestions(self, g):
        L = self._labels(g)
        names = {g["a"]: f"{L[0]}{L[1]}", g["b"]: f"{L[1]}{L[2]}", g["c"]: f"{L[0]}{L[4]}"}
        subs = []
        for (x, y), z in self._unfoldings(g):
            subs.append(SubQuestion(
                f"Two faces of the box are unfolded into one rectangle with sides {x} + {y} = {x + y} "
                f"(along {names[x]} and {names[y]}) and {z} (along {names[z]}). Find the length of its diagonal.",
                Number(float(np.hypot(x + y, z))), "solid_figures/distances/surface_shortest_path"))
        return subs

    def description(self, g):
        L = self._labels(g)
        S, T = (L[i] for i in self._ends(g))
        return (f"A cuboid {''.join(L[:4])}-{''.join(L[4:])} with {L[0]}{L[1]} = {g['a']}, {L[1]}{L[2]} = {g['b']}, "
                f"{L[0]}{L[4]} = {g['c']}: the base {''.join(L[:4])} is a rectangle (in order around it) and "
                f"{''.join(L[4:])} is the top face, with {L[4]} above {L[0]}, {L[5]} above {L[1]}, {L[6]} above "
                f"{L[2]} and {L[7]} above {L[3]}. {S} and {T} are opposite vertices (ends of a space diagonal).")

    def reasoning(self, p):
        L = self._labels(p)
        S, T = (L[i] for i in self._ends(p))
        opts = [(x, y, z, float(np.hypot(x + y, z))) for (x, y), z in self._unfoldings(p)]
        best = min(opts, key=lambda o: o[3])
        lines = ", ".join(f"√(({x}+{y})² + {z}²) = √{(x + y) ** 2 + z * z} ≈ {d:.4f}" for x, y, z, d in opts)
        return [
            f"A path from {S} to the opposite vertex {T} over the surface crosses exactly two faces; unfolding them "
            f"into a plane turns the shortest path into a straight segment.",
            f"The two faces form a rectangle whose sides are (sum of two edge lengths) and the third edge length, "
            f"and {S}{T} is its diagonal.",
            f"The three possible unfoldings give {lines}.",
            f"The shortest is √(({best[0]}+{best[1]})² + {best[2]}²) ≈ {best[3]:.4f} (add the two shorter edges, "
            f"keep the longest edge separate).",
        ]
