"""Solid geometry (volume): solids whose vertices are vertices or face centres of a cube or cuboid —
the tetrahedron on four alternate vertices (box minus four corners: V/3), the octahedron on the six
face centres (two pyramids: V/6), and the tetrahedron cut off at a corner (V/6) — (DynaSolidGeo,
volume). ``answer`` uses the subtraction / two-pyramid argument; ``verify`` takes convex-hull
volumes of the coordinates."""
from fractions import Fraction

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import convex_hull_volume, cuboid_text, cuboid_vertex, solid_vertex_labels

KINDS = ("alternate", "octahedron", "corner")
FACE_CENTRES = {"bottom": (0, 1, 2, 3), "top": (4, 5, 6, 7), "front": (0, 1, 5, 4), "right": (1, 2, 6, 5),
                "back": (2, 3, 7, 6), "left": (3, 0, 4, 7)}


@seed_program(
    id="cuboid_inscribed_solid_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/cuboids/volume", "solid_figures/pyramids/volume",
              "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (volume: tetrahedron / octahedron inside a cube)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class CuboidInscribedSolidVolume(SeedProgram):
    levels = Levels(
        standard=dict(kind=IntRange(0, 2), cube=IntRange(0, 1), cube_edge=IntRange(2, 12), cuboid_edge=IntRange(2, 10),
                      parity=IntRange(0, 1), corner=IntRange(0, 7), style=OneOf(("prime", "sub", "next"))),
        hard=dict(kind=IntRange(0, 2), cube=IntRange(0, 1), cube_edge=IntRange(13, 40), cuboid_edge=IntRange(11, 31),
                  parity=IntRange(0, 1), corner=IntRange(0, 7), style=OneOf(("prime", "sub", "next"))),
        hard_means="edges of 11 to 40: four- and five-digit boxes whose thirds and sixths are not whole numbers",
    )

    def sample(self, rng, space):
        """Givens: which solid, the box (one edge for a cube, three for a cuboid), which vertices (parity for the
        alternate tetrahedron, the corner for the corner one), the label style."""
        kind = KINDS[space.kind.draw(rng)]
        cube = bool(space.cube.draw(rng))
        if cube:
            a = b = c = space.cube_edge.draw(rng)
        else:
            a, b, c = (int(v) for v in space.cuboid_edge.draw(rng, size=3))
        parity, corner = space.parity.draw(rng), space.corner.draw(rng)
        g = {"kind": kind, "cube": cube, "a": a, **({} if cube else {"b": b, "c": c})}
        if kind == "alternate":
            g["parity"] = parity
        if kind == "corner":
            g["corner"] = corner
        g["style"] = space.style.draw(rng)
        return g

    @staticmethod
    def _abc(g):
        """The stated box: a cube's three edges are a."""
        return g["a"], g.get("b", g["a"]), g.get("c", g["a"])

    def _labels(self, p):
        b, t = solid_vertex_labels(4, p["style"])
        return b + t

    def _alternate(self, p):
        """Four pairwise non-adjacent vertices (indices): parity 0 gives A, C, B', D' style."""
        return [0, 2, 5, 7] if p["parity"] == 0 else [1, 3, 4, 6]

    def _corner_tetra(self, p):
        i = p["corner"]
        bottom = i < 4
        j = i % 4
        return [i, (j + 1) % 4 + (0 if bottom else 4), (j + 3) % 4 + (0 if bottom else 4), j + (4 if bottom else 0)]

    def question(self, g):
        p = g
        L = self._labels(p)
        name, dims = cuboid_text(L, *self._abc(p), p["cube"])
        head = f"In the {name} with {dims}, "
        if p["kind"] == "alternate":
            V = [L[i] for i in self._alternate(p)]
            return head + f"find the volume of the tetrahedron {''.join(V)}."
        if p["kind"] == "corner":
            V = [L[i] for i in self._corner_tetra(p)]
            return head + f"find the volume of the tetrahedron {''.join(V)}."
        return head + ("the centres of the six faces are joined to form an octahedron (the shaded solid). Find its "
                       "volume.")

    def answer(self, p):
        a = p["a"]
        b, c = p.get("b", a), p.get("c", a)
        box = Fraction(a * b * c)
        if p["kind"] == "alternate":
            return Number(float(box - 4 * box / 6))           # four corner tetrahedra of volume abc/6 removed
        if p["kind"] == "corner":
            return Number(float(box / 6))
        # two pyramids over the middle rhombus (half of the a×b rectangle) with height c/2 each
        return Number(float(2 * Fraction(1, 3) * Fraction(a * b, 2) * Fraction(c, 2)))

    def _xyz(self, g, i):
        a = g["a"]
        return cuboid_vertex(a, g.get("b", a), g.get("c", a), i)

    def _centres(self, p):
        return {f: sum(self._xyz(p, i) for i in idx) / 4 for f, idx in FACE_CENTRES.items()}

    def verify(self, g):
        # Independent: convex-hull volumes of the vertices' coordinates.
        p = g
        if p["kind"] == "octahedron":
            return Number(convex_hull_volume(list(self._centres(p).values())))
        idx = self._alternate(p) if p["kind"] == "alternate" else self._corner_tetra(p)
        return Number(convex_hull_volume([self._xyz(p, i) for i in idx]))

    def scene(self, g):
        p = g
        L = self._labels(p)
        s = Scene()
        s.box(L[:4], L[4:], *self._abc(p))
        if p["kind"] == "octahedron":
            names = {}
            for k, (f, xyz) in enumerate(self._centres(p).items()):
                names[f] = s.point(f"_o{k}", xyz, show_label=False)
            ring = [names[f] for f in ("front", "right", "back", "left")]
            for i in range(4):
                j = (i + 1) % 4
                for apex in ("top", "bottom"):
                    s.face([ring[i], ring[j], names[apex]], color="#fca5a5", opacity=0.4, with_edges=False)
                s.segment(ring[i], ring[j], style="auxiliary")
                s.segment(ring[i], names["top"], style="auxiliary")
                s.segment(ring[i], names["bottom"], style="auxiliary")
            return s
        idx = self._alternate(p) if p["kind"] == "alternate" else self._corner_tetra(p)
        V = [L[i] for i in idx]
        for i in range(4):
            for j in range(i + 1, 4):
                s.segment(V[i], V[j], style="auxiliary")
        for tri in ([0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3]):
            s.face([V[k] for k in tri], color="#fca5a5", opacity=0.3, with_edges=False)
        return s

    def description(self, g):
        p = g
        L = self._labels(p)
        name, dims = cuboid_text(L, *self._abc(p), p["cube"])
        what = ("an octahedron whose six vertices are the centres of the six faces" if p["kind"] == "octahedron" else
                f"the tetrahedron {''.join(L[i] for i in (self._alternate(p) if p['kind'] == 'alternate' else self._corner_tetra(p)))}")
        return (f"A {name} with {dims}: bottom face {''.join(L[:4])}, top face {''.join(L[4:])} with {L[4]} above "
                f"{L[0]}, and so on. Inside it lies {what}.")

    def subquestions(self, g):
        a, b, c = self._abc(g)
        box = a * b * c
        return [SubQuestion(f"Find the volume of a cuboid measuring {a} × {b} × {c}.", Number(float(box)),
                            "solid_figures/cuboids/volume"),
                SubQuestion(f"A tetrahedron has three mutually perpendicular edges of lengths {a}, {b} and "
                            f"{c} at one vertex. Find its volume.", Number(box / 6), "solid_figures/pyramids/volume")]

    def reasoning(self, p):
        a, b, c = self._abc(p)
        box = a * b * c
        if p["kind"] == "alternate":
            return [f"The box has volume {a}·{b}·{c} = {box}.",
                    "Cutting the tetrahedron out of the box leaves four corner tetrahedra, each with three mutually "
                    "perpendicular edges a, b, c at a box vertex.",
                    f"Each corner has volume (1/3)·(½·{a}·{b})·{c} = {box / 6:g}.",
                    f"V = {box} − 4·{box / 6:g} = {box / 3:g}."]
        if p["kind"] == "corner":
            return [f"The tetrahedron has a right-angled corner with edges {a}, {b}, {c}: a pyramid with a right-"
                    f"triangle base of area ½·(two of the edges) and the third edge as height.",
                    f"V = (1/3)·½·{a}·{b}·{c} = {box / 6:g}."]
        return [f"The four side-face centres lie in the middle horizontal plane and form a rhombus with diagonals {a} "
                f"and {b}: area ½·{a}·{b} = {a * b / 2:g}.",
                f"The top and bottom face centres are apexes of two pyramids over that rhombus, each of height {c}/2.",
                f"V = 2·(1/3)·{a * b / 2:g}·{c / 2:g} = {box / 6:g}."]
