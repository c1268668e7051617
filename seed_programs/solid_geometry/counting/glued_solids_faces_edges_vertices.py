"""Solid geometry (counting): two (or three) solids are glued face to face into one convex solid -
a regular tetrahedron on a lateral face of a square pyramid with all edges equal (the classic whose
answer is 5 faces, not 7), tetrahedra on faces of a regular octahedron, a pyramid on a prism, two prisms
or two cuboids end to end, a roof on a box, ...; how many faces, edges and vertices does the new solid
have? Where two faces meet at 180° they merge into one face and their common edge disappears; where two
edges meet in a straight line they become one edge and the point between them is no longer a vertex
(DynaSolidGeo counting)."""
import math

import numpy as np

from dynaforge.sdk import IntRange, Levels, Multi, Number, OneOf, Scene, SeedProgram, SubQuestion, \
    seed_program
from dynaforge.sdk.scene import convex_hull_volume
from dynaforge.sdk.solid_counting_folding import apex_over_face, hull_counts, regular_ngon_xyz

FIXED = ("pyr_tet", "tet_tet", "oct_tet", "oct_two_tet", "cuboids", "house", "tri_prism_pyr")
STANDARD = ("pyr_tet", "oct_tet", "cuboids", "house", "prism_pyr", "bipyramid", "prism_prism", "frustum_pyr",
            "prism_frustum")
HARD = ("pyr_tet", "oct_two_tet", "tri_prism_pyr", "house", "prism_two_pyr", "bipyramid", "prism_prism",
        "frustum_pyr", "prism_frustum")
NGON = ("prism_pyr", "prism_two_pyr", "bipyramid", "prism_prism", "frustum_pyr", "prism_frustum")
POLY = {3: "triangular", 4: "square", 5: "pentagonal", 6: "hexagonal", 7: "heptagonal", 8: "octagonal",
        9: "nonagonal", 10: "decagonal", 11: "11-gonal", 12: "dodecagonal"}
COLOURS = ("lightsteelblue", "#fcd34d", "#fca5a5")


@seed_program(
    id="glued_solids_faces_edges_vertices", topic="solid_geometry", category="counting",
    level="high_school", difficulty="medium", question_type="free_form",
    concepts=["solid_figures/polyhedra/euler_formula", "solid_figures/angles/dihedral_plane_angle",
              "solid_figures/tetrahedra/regular_tetrahedron"],
    source="DynaSolidGeo-style (counting: faces, edges and vertices of solids glued face to face)",
    variations=["geometric_transformations", "numeric_values", "camera"],
)
class GluedSolidsFacesEdgesVertices(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(STANDARD, p=(0.06, 0.05, 0.05, 0.04, 0.16, 0.16, 0.16, 0.16, 0.16)),
                      n=IntRange(3, 9), size=IntRange(2, 6), near=OneOf((False, True))),
        hard=dict(kind=OneOf(HARD, p=(0.06, 0.06, 0.06, 0.06, 0.14, 0.14, 0.14, 0.18, 0.16)),
                  n=IntRange(5, 12), size=IntRange(2, 6), near=OneOf((False, True))),
        hard_means="three pieces (two tetrahedra on opposite faces of an octahedron, pyramids on both ends of a "
                   "prism), prisms, pyramids and frustums over 5- to 12-gons, a square pyramid on a triangular prism "
                   "with all edges equal (no faces merge), and pyramids on frustums that may or may not continue "
                   "the frustum's lateral faces (the heights decide)",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        a = int(space.size.draw(rng))
        g = {"kind": kind, "a": a}
        if kind in ("frustum_pyr", "prism_frustum"):
            g["n"] = int(space.n.draw(rng))
            g["b"] = int(rng.choice([2, 3])) * a           # bottom edge of the frustum, top edge a
            g["h"] = int(rng.integers(max(a - 1, 1), a + 3)) * (g["b"] // a - 1)   # true proportions: h ≈ a..2a
            if kind == "frustum_pyr":
                cont = g["h"] // (g["b"] // a - 1)              # the height that continues the lateral faces
                g["p"] = cont - 1 if bool(space.near.draw(rng)) and cont > 1 else cont
            else:
                g["c"] = int(rng.integers(1, 2 * a + 1))    # the prism under the frustum (base edge b)
        elif kind in NGON:
            n = int(space.n.draw(rng))
            g["n"] = n
            r = a / (2 * math.sin(math.pi / n))          # lateral edges longer than the circumradius
            lo = int(math.floor(r)) + 1
            if kind in ("prism_pyr", "prism_two_pyr"):
                g["h"] = int(rng.integers(a, 2 * a + 1))
                g["l"] = int(rng.integers(lo + 1, lo + 3))
            elif kind == "bipyramid":
                g["l1"], g["l2"] = (int(v) for v in rng.integers(lo + 1, lo + 4, size=2))
            else:
                g["h1"], g["h2"] = (int(v) for v in rng.integers(1, 2 * a + 1, size=2))
        elif kind == "cuboids":
            g["b"], g["c"], g["d"] = (int(v) for v in rng.integers(2, 6, size=3))
        elif kind == "house":
            g["b"], g["c"], g["r"] = int(rng.integers(2, 5)), int(rng.integers(2, 5)), int(rng.integers(1, 3))
            g["a"] = max(a, g["b"] + 1)
        return g

    # -- text ------------------------------------------------------------------------------------
    @staticmethod
    def _statement(g):
        a, k = g["a"], g["kind"]
        if k == "pyr_tet":
            return (f"A regular square pyramid all of whose 8 edges have length {a} and a regular tetrahedron with "
                    f"edge {a} are glued together so that one lateral face of the pyramid coincides with one face "
                    "of the tetrahedron.")
        if k == "tet_tet":
            return f"Two regular tetrahedra with edge {a} are glued together so that a face of one coincides with a face of the other."
        if k == "oct_tet":
            return (f"A regular octahedron with edge {a} and a regular tetrahedron with edge {a} are glued together "
                    "so that one face of the octahedron coincides with one face of the tetrahedron.")
        if k == "oct_two_tet":
            return (f"Two regular tetrahedra with edge {a} are glued onto a regular octahedron with edge {a}, one on "
                    "each of two opposite (parallel) faces of the octahedron, each face of contact coinciding "
                    "with a face of the octahedron.")
        if k in ("prism_pyr", "prism_two_pyr"):
            n = POLY[g["n"]]
            where = ("its top base" if k == "prism_pyr" else "each of its two bases (one pyramid on each)")
            many = "A regular" if k == "prism_pyr" else "Two regular"
            return (f"A regular {n} prism has base edge {a} and height {g['h']}. {many} {n} pyramid"
                    f"{'' if k == 'prism_pyr' else 's'} with base edge {a} and lateral edges {g['l']} "
                    f"{'is' if k == 'prism_pyr' else 'are'} glued onto {where}, the base of the pyramid coinciding "
                    "with the base of the prism.")
        if k == "bipyramid":
            n = POLY[g["n"]]
            return (f"Two regular {n} pyramids, both with base edge {a}, one with lateral edges {g['l1']} and the "
                    f"other with lateral edges {g['l2']}, are glued together base to base (the two bases "
                    "coincide).")
        if k == "prism_prism":
            n = POLY[g["n"]]
            return (f"Two regular {n} prisms, both with base edge {a}, one of height {g['h1']} and the other of "
                    f"height {g['h2']}, are glued together so that a base of one coincides with a base of the "
                    "other.")
        if k == "frustum_pyr":
            n = POLY.get(g["n"], f"{g['n']}-gonal")
            return (f"A regular {n} frustum has bottom edge {g['b']}, top edge {a} and height {g['h']}. A regular "
                    f"{n} pyramid with base edge {a} and height {g['p']} is glued onto its top base, the base of the "
                    "pyramid coinciding with the top base of the frustum.")
        if k == "prism_frustum":
            n = POLY.get(g["n"], f"{g['n']}-gonal")
            return (f"A regular {n} prism has base edge {g['b']} and height {g['c']}. A regular {n} frustum with "
                    f"bottom edge {g['b']}, top edge {a} and height {g['h']} stands on it, the bottom base of the "
                    "frustum coinciding with the top base of the prism.")
        if k == "cuboids":
            return (f"Two cuboids, one {a} × {g['b']} × {g['c']} and the other {a} × {g['b']} × {g['d']}, are glued "
                    f"together so that a {a} × {g['b']} face of one coincides with a {a} × {g['b']} face of the "
                    "other.")
        if k == "house":
            return (f"A cuboid is {a} long, {g['b']} wide and {g['c']} high. A right triangular prism of length {a}, "
                    f"whose bases are isosceles triangles with base {g['b']} and height {g['r']}, is glued on top of "
                    f"it so that its {a} × {g['b']} rectangular face coincides with the top face of the cuboid.")
        return (f"A right triangular prism all of whose 9 edges have length {a} and a regular square pyramid all of "
                f"whose 8 edges have length {a} are glued together so that the base of the pyramid coincides with a "
                "lateral face of the prism.")

    def question(self, g):
        return (self._statement(g) + " The figure shows the new solid. How many faces, edges and vertices does it "
                "have? Answer in the order faces, edges, vertices.")

    def description(self, g):
        return (self._statement(g) + " The pieces are drawn in different colours, the lines where they were joined "
                "included. How many faces, edges and vertices does the new solid have? Answer in the order "
                "faces, edges, vertices.")

    # -- answer: piece counts, minus what the gluing identifies, merges or straightens -------------
    @staticmethod
    def _pieces(p):
        """(list of (F, E, V) per piece, list of glued face sizes, merged face pairs, joined edge pairs,
        vertices lost inside an edge) - from the dihedral angles at the seam (see reasoning)."""
        k, n = p["kind"], p.get("n", 4)
        tet, pyr4, octa = (4, 6, 4), (5, 8, 5), (8, 12, 6)
        prism, pyr = (n + 2, 3 * n, 2 * n), (n + 1, 2 * n, n + 1)
        # similar triangles in the axial section: the pyramid that completes the frustum's cone has height
        # h·a/(b − a); only then do its lateral faces continue the frustum's
        continues = k == "frustum_pyr" and p["p"] * (p["b"] - p["a"]) == p["h"] * p["a"]
        return {
            # tetrahedron 70.53° + pyramid lateral dihedral 109.47° = 180°: two face pairs merge
            "pyr_tet": ([pyr4, tet], [3], 2, 0, 0),
            "tet_tet": ([tet, tet], [3], 0, 0, 0),
            # tetrahedron 70.53° + octahedron 109.47° = 180° at each of the three seam edges
            "oct_tet": ([octa, tet], [3], 3, 0, 0),
            "oct_two_tet": ([octa, tet, tet], [3, 3], 6, 0, 0),
            "prism_pyr": ([prism, pyr], [n], 0, 0, 0),
            "prism_two_pyr": ([prism, pyr, pyr], [n, n], 0, 0, 0),
            # a frustum is a prism-like solid (n + 2, 3n, 2n); a pyramid of the height that completes the
            # frustum's cone continues all n lateral faces (the solid is one big pyramid), a lower one none
            "frustum_pyr": ([prism, pyr], [n], n, n, n) if continues else ([prism, pyr], [n], 0, 0, 0),
            "prism_frustum": ([prism, prism], [n], 0, 0, 0),
            "bipyramid": ([pyr, pyr], [n], 0, 0, 0),
            # lateral faces continue each other (90° + 90°); lateral edges join; the seam ring vanishes
            "prism_prism": ([prism, prism], [n], n, n, n),
            "cuboids": ([(6, 12, 8), (6, 12, 8)], [4], 4, 4, 4),
            # the roof's triangular ends continue the front and back faces of the box (90° + 90°)
            "house": ([(6, 12, 8), (5, 9, 6)], [4], 2, 0, 0),
            # 60° + 54.74° and 90° + 54.74°: nothing merges
            "tri_prism_pyr": ([(5, 9, 6), pyr4], [4], 0, 0, 0),
        }[k]

    def _counts(self, p):
        pieces, glued, merged, joined, lost = self._pieces(p)
        F = sum(x[0] for x in pieces) - 2 * len(glued) - merged
        E = sum(x[1] for x in pieces) - sum(glued) - merged - joined
        V = sum(x[2] for x in pieces) - sum(glued) - lost
        return F, E, V

    def answer(self, p):
        return Multi([Number(v) for v in self._counts(p)])

    # -- verify: coordinates of the pieces, counted on the convex hull ---------------------------
    @staticmethod
    def _build(g):
        """The pieces as lists of vertices and faces (vertex index lists), in true proportions."""
        k, a = g["kind"], float(g["a"])
        s3 = math.sqrt(3)

        def pyramid_on(base, apex):
            pts = list(base) + [apex]
            m = len(base)
            return pts, [list(range(m))] + [[i, (i + 1) % m, m] for i in range(m)]

        def prism_on(bottom, top):
            m = len(bottom)
            return list(bottom) + list(top), ([list(range(m)), list(range(m, 2 * m))]
                                              + [[i, (i + 1) % m, m + (i + 1) % m, m + i] for i in range(m)])

        def tetra_on(face, solid_pts):
            return pyramid_on(face, apex_over_face(face, a * math.sqrt(2.0 / 3.0), np.mean(solid_pts, axis=0)))

        if k in ("pyr_tet", "tri_prism_pyr"):
            base = regular_ngon_xyz(4, a, phase_deg=-135.0)
            apex = np.array([0.0, 0.0, a / math.sqrt(2)])
            pyr = pyramid_on(base, apex)
            if k == "pyr_tet":
                return [pyr, tetra_on([base[0], base[1], apex], pyr[0])]
            # the prism lies under the square: its triangular ends in the planes x = ±a/2
            low0, low1 = np.array([-a / 2, 0.0, -a * s3 / 2]), np.array([a / 2, 0.0, -a * s3 / 2])
            return [prism_on([base[0], base[3], low0], [base[1], base[2], low1]), pyr]
        if k == "tet_tet":
            base = regular_ngon_xyz(3, a)
            t1 = pyramid_on(base, np.array([0.0, 0.0, a * math.sqrt(2.0 / 3.0)]))
            return [t1, pyramid_on(base, np.array([0.0, 0.0, -a * math.sqrt(2.0 / 3.0)]))]
        if k in ("oct_tet", "oct_two_tet"):
            q = a / math.sqrt(2)
            V = [np.array(v, dtype=float) for v in ((q, 0, 0), (0, q, 0), (-q, 0, 0), (0, -q, 0), (0, 0, q),
                                                     (0, 0, -q))]
            faces = [[i, (i + 1) % 4, 4] for i in range(4)] + [[(i + 1) % 4, i, 5] for i in range(4)]
            out = [(V, faces), tetra_on([V[0], V[1], V[4]], V)]
            if k == "oct_two_tet":
                out.append(tetra_on([V[2], V[3], V[5]], V))         # the opposite, parallel face
            return out
        if k == "frustum_pyr":
            n, h = g["n"], float(g["h"])
            top = regular_ngon_xyz(n, a, z=h)
            return [prism_on(regular_ngon_xyz(n, float(g["b"])), top), pyramid_on(top, np.array([0, 0, h + g["p"]]))]
        if k == "prism_frustum":
            n, c = g["n"], float(g["c"])
            mid = regular_ngon_xyz(n, float(g["b"]), z=c)
            return [prism_on(regular_ngon_xyz(n, float(g["b"])), mid),
                    prism_on(mid, regular_ngon_xyz(n, a, z=c + g["h"]))]
        if k in ("prism_pyr", "prism_two_pyr", "bipyramid", "prism_prism"):
            n = g["n"]
            bottom = regular_ngon_xyz(n, a)
            r = a / (2 * math.sin(math.pi / n))
            if k == "bipyramid":
                h1, h2 = math.sqrt(g["l1"] ** 2 - r * r), math.sqrt(g["l2"] ** 2 - r * r)
                return [pyramid_on(bottom, np.array([0, 0, h1])), pyramid_on(bottom, np.array([0, 0, -h2]))]
            if k == "prism_prism":
                mid = [v + [0, 0, g["h1"]] for v in bottom]
                top = [v + [0, 0, g["h1"] + g["h2"]] for v in bottom]
                return [prism_on(bottom, mid), prism_on(mid, top)]
            top = [v + [0, 0, g["h"]] for v in bottom]
            ph = math.sqrt(g["l"] ** 2 - r * r)
            out = [prism_on(bottom, top), pyramid_on(top, np.array([0, 0, g["h"] + ph]))]
            if k == "prism_two_pyr":
                out.append(pyramid_on(bottom, np.array([0, 0, -ph])))
            return out
        if k == "cuboids":
            b, c, d = g["b"], g["c"], g["d"]
            rect = [np.array(v, dtype=float) for v in ((0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0))]
            mid, top = [v + [0, 0, c] for v in rect], [v + [0, 0, c + d] for v in rect]
            return [prism_on(rect, mid), prism_on(mid, top)]
        b, c, rr = g["b"], g["c"], g["r"]              # house
        rect = [np.array(v, dtype=float) for v in ((0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0))]
        top = [v + [0, 0, c] for v in rect]
        ridge0, ridge1 = np.array([0, b / 2, c + rr]), np.array([a, b / 2, c + rr])
        roof = ([top[0], top[1], top[2], top[3], ridge0, ridge1],
                [[0, 1, 2, 3], [0, 3, 4], [1, 2, 5], [0, 1, 5, 4], [3, 2, 5, 4]])
        return [prism_on(rect, top), roof]

    def verify(self, g):
        pieces = self._build(g)
        pts = [p for verts, _ in pieces for p in verts]
        # the pieces make a convex solid: the hull's volume is the sum of the pieces' volumes
        whole = convex_hull_volume(pts)
        assert abs(whole - sum(convex_hull_volume(v) for v, _ in pieces)) < 1e-6 * whole
        F, E, V = hull_counts(pts)
        return Multi([Number(F), Number(E), Number(V)])

    def scene(self, g):
        pieces = self._build(g)
        s = Scene()
        names = {}
        for verts, _ in pieces:
            for v in verts:
                key = tuple(np.round(v, 6))
                if key not in names:
                    names[key] = f"_v{len(names)}"
                    s.point(names[key], v, show_label=False)
        for (verts, faces), colour in zip(pieces, COLOURS):
            for f in faces:
                s.face([names[tuple(np.round(verts[i], 6))] for i in f], color=colour, opacity=0.3)
        return s

    # -- views -------------------------------------------------------------------------------
    def subquestions(self, g):
        pieces, glued, merged, joined, lost = self._pieces(g)
        F, E, V = self._counts(g)
        return [
            SubQuestion(self._statement(g) + " Before any faces merge, how many faces do the pieces have in all, not "
                        "counting the faces that were glued together?",
                        Number(sum(x[0] for x in pieces) - 2 * len(glued)), "solid_figures/polyhedra/euler_formula"),
            SubQuestion(f"A convex polyhedron has {F} faces and {V} vertices. How many edges does it have?",
                        Number(E), "solid_figures/polyhedra/euler_formula"),
        ]

    def reasoning(self, p):
        pieces, glued, merged, joined, lost = self._pieces(p)
        F, E, V = self._counts(p)
        k = p["kind"]
        steps = ["The pieces have (F, E, V) = " + ", ".join(f"({x[0]}, {x[1]}, {x[2]})" for x in pieces)
                 + f". Each gluing hides two faces (one of each piece) and identifies the {', '.join(map(str, glued))}"
                 " edges and vertices of the glued face."]
        why = {
            "pyr_tet": "The dihedral angle of a regular tetrahedron is arccos(1/3) ≈ 70.53° and the angle between two "
                       "adjacent lateral faces of this pyramid is arccos(−1/3) ≈ 109.47°: they add up to 180°, so at "
                       "the two slanted seam edges a face of the tetrahedron and a face of the pyramid lie in one "
                       "plane and merge (2 faces and 2 edges fewer).",
            "oct_tet": "The dihedral angle of the octahedron is arccos(−1/3) ≈ 109.47° and that of the tetrahedron "
                       "arccos(1/3) ≈ 70.53°: they add up to 180° at all three seam edges, so three pairs of faces merge.",
            "oct_two_tet": "The dihedral angles 109.47° (octahedron) and 70.53° (tetrahedron) add up to 180° at all "
                           "three seam edges of each tetrahedron: six pairs of faces merge (the solid is a "
                           "rhombohedron).",
            "prism_prism": "The lateral faces of the two prisms continue each other (90° + 90°): n pairs merge, the "
                           "seam edges vanish, each pair of lateral edges becomes one edge and the vertices of the "
                           "seam are no longer vertices.",
            "cuboids": "The side faces continue each other (90° + 90°): 4 pairs merge, the 4 seam edges vanish, the 4 "
                       "pairs of vertical edges become 4 edges and the 4 seam corners are no longer vertices.",
            "house": "The triangular ends of the roof stand vertically above the front and back faces of the box "
                     "(90° + 90°): 2 pairs of faces merge and 2 seam edges vanish. The sloping roof faces meet the "
                     "side walls at less than 180°, so they stay separate.",
        }.get(k, "At every seam edge the two faces meet at an angle smaller than 180°, so no faces merge and "
                 "nothing else changes.")
        if k == "frustum_pyr":
            cont = p["h"] * p["a"] / (p["b"] - p["a"])
            why = (f"By similar triangles the pyramid that completes the frustum has height h·a/(b − a) = "
                   f"{p['h']}·{p['a']}/({p['b']} − {p['a']}) = {cont:g}"
                   + (", exactly the glued pyramid's height: its lateral faces continue the frustum's, so n pairs of "
                      "faces merge, n pairs of lateral edges join and the n seam corners are no longer vertices (the "
                      "solid is one big pyramid)." if merged else
                      f", but the glued pyramid is only {p['p']} high: its faces are less steep than the frustum's, "
                      "so nothing merges."))
        steps.append(why)
        steps.append(f"F = {sum(x[0] for x in pieces)} − {2 * len(glued)} − {merged} = {F}; "
                     f"E = {sum(x[1] for x in pieces)} − {sum(glued)} − {merged} − {joined} = {E}; "
                     f"V = {sum(x[2] for x in pieces)} − {sum(glued)} − {lost} = {V}.")
        steps.append(f"Check with Euler's formula: {V} − {E} + {F} = {V - E + F}.")
        return steps
