"""Solid geometry: a plane through points on the three edges at a corner of a cuboid cuts off a
tetrahedron; find its volume or the volume of what remains (DynaSolidGeo, volume)."""

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import convex_hull_volume, solid_vertex_labels


@seed_program(
    id="cuboid_corner_cut_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="easy", question_type="numeric",
    concepts=["solid_figures/tetrahedra/trirectangular_corner", "solid_figures/cuboids/volume",
              "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (volume: tetrahedron cut from a cuboid corner)",
    variations=["lengths_ratios", "point_labels", "camera", "numeric_values"],
)
class CuboidCornerCutVolume(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(4, 9), style=IntRange(0, 2), corner=IntRange(0, 3), on_top=IntRange(0, 1),
                      names=IntRange(0, 2), ask=IntRange(0, 1), cut_min_share=0.0),
        hard=dict(edge=IntRange(10, 31), style=IntRange(0, 2), corner=IntRange(0, 3), on_top=IntRange(0, 1),
                  names=IntRange(0, 2), ask=IntRange(0, 1), cut_min_share=0.3),
        hard_means="edges of 10 to 31 with cuts anywhere along them: three-digit products, and the remainder "
                   "a four- or five-digit volume minus a non-integer tetrahedron (cuts at least 30% along the edge)",
    )

    def sample(self, rng, space):
        """Givens: the cuboid (edges, labels), the corner, the three cut lengths, the point names, what is asked."""
        a, b, c = (int(v) for v in space.edge.draw(rng, size=3))
        bottom, top = solid_vertex_labels(4, ["prime", "digit", "next"][space.style.draw(rng)])
        corner = space.corner.draw(rng)
        on_top = bool(space.on_top.draw(rng))
        names = [["P", "Q", "R"], ["M", "N", "K"], ["E", "F", "G"]][space.names.draw(rng)]
        if "E" in names and "E" in top:
            names = ["P", "Q", "R"]
        p = {"a": a, "b": b, "c": c, "bottom": bottom, "top": top, "corner": corner,
             "on_top": on_top, "names": names, "ask": ["tetrahedron", "remainder"][space.ask.draw(rng)]}
        lengths = self._edge_lengths(p)
        for key, L in zip(("cut1", "cut2", "cut3"), lengths):
            p[key] = int(rng.integers(max(2, int(space.cut_min_share * L)), L))   # the corner stays legible
        return p

    def _cuts(self, p):
        return [p["cut1"], p["cut2"], p["cut3"]]

    # -- geometry --------------------------------------------------------------------------------
    def _corner_edges(self, p):
        """The corner label and its three neighbours: along the base (two) and the lateral edge."""
        i = p["corner"]
        same, other = (p["top"], p["bottom"]) if p["on_top"] else (p["bottom"], p["top"])
        return same[i], [same[(i + 1) % 4], same[(i + 3) % 4], other[i]]

    def _edge_lengths(self, p):
        # edges i→i+1 alternate a (even i) and b (odd i); edge i→i−1 is the other one
        i = p["corner"]
        along = p["a"] if i % 2 == 0 else p["b"]
        back = p["b"] if i % 2 == 0 else p["a"]
        return [along, back, p["c"]]

    def _tetra(self, p):
        return p["cut1"] * p["cut2"] * p["cut3"] / 6

    def _name(self, p):
        return "".join(p["bottom"]) + "-" + "".join(p["top"])

    def _given(self, p, hide_first=False):
        X, nbrs = self._corner_edges(p)
        L = self._edge_lengths(p)
        P, Q, R = p["names"]
        dims = ", ".join(f"{X}{n} = {l}" for n, l in zip(nbrs, L))
        cuts = [f"{P} on {X}{nbrs[0]} with {X}{P} = {'?' if hide_first else p['cut1']}",
                f"{Q} on {X}{nbrs[1]} with {X}{Q} = {p['cut2']}",
                f"{R} on {X}{nbrs[2]} with {X}{R} = {p['cut3']}"]
        return (f"In the cuboid {self._name(p)}, {dims}. Points are taken on the three edges at "
                f"vertex {X}: {cuts[0]}, {cuts[1]}, and {cuts[2]}. The plane {P}{Q}{R} cuts off "
                f"the corner tetrahedron {X}-{P}{Q}{R}.")

    def _asked(self, p):
        X, _ = self._corner_edges(p)
        P, Q, R = p["names"]
        if p["ask"] == "tetrahedron":
            return f"the volume of tetrahedron {X}-{P}{Q}{R}"
        return "the volume of the solid that remains of the cuboid after the corner is cut off"

    def question(self, g):
        p = g
        return self._given(p) + f" Find {self._asked(p)}."

    def answer(self, p):
        tetra = self._tetra(p)
        if p["ask"] == "tetrahedron":
            return Number(tetra)
        return Number(p["a"] * p["b"] * p["c"] - tetra)

    def verify(self, g):
        # Independent: the figure's coordinates, convex-hull volumes (no ½·x·y·z/3 formula).
        p = g
        s = self.scene(p)
        X, nbrs = self._corner_edges(p)
        cut = [s.xyz(n) for n in p["names"]]
        if p["ask"] == "tetrahedron":
            return Number(convex_hull_volume([s.xyz(X)] + cut))
        # the remainder is convex: the hull of the seven other vertices and the three cut points
        rest = [s.xyz(v) for v in p["bottom"] + p["top"] if v != X]
        return Number(convex_hull_volume(rest + cut))

    def scene(self, g):
        p = g
        s = Scene()
        s.box(p["bottom"], p["top"], p["a"], p["b"], p["c"])
        X, nbrs = self._corner_edges(p)
        L = self._edge_lengths(p)
        for name, n, cut, length in zip(p["names"], nbrs, self._cuts(p), L):
            s.point(name, s.along(X, n, cut / length))
        P, Q, R = p["names"]
        s.face([P, Q, R], color="#fca5a5", opacity=0.55, with_edges=False)
        for u, v in ((P, Q), (Q, R), (R, P)):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def subquestions(self, g):
        p = g
        X, _ = self._corner_edges(p)
        P, Q, R = p["names"]
        x, y, z = self._cuts(p)
        subs = [
            SubQuestion(f"In triangle {X}{P}{Q}, the angle at {X} is a right angle, {X}{P} = {x} and "
                        f"{X}{Q} = {y}. Find its area.", Number(x * y / 2),
                        "solid_figures/tetrahedra/trirectangular_corner"),
            SubQuestion(f"Tetrahedron {X}-{P}{Q}{R} has base {X}{P}{Q} of area {x * y / 2:g} and "
                        f"{X}{R} = {z} perpendicular to that base. Find its volume.",
                        Number(x * y * z / 6), "solid_figures/pyramids/volume"),
        ]
        if p["ask"] == "remainder":
            subs.append(SubQuestion(
                f"A cuboid has edges {p['a']}, {p['b']} and {p['c']}. Find its volume.",
                Number(p["a"] * p["b"] * p["c"]), "solid_figures/cuboids/volume"))
        return subs

    def backward(self, g):
        p = g
        X, _ = self._corner_edges(p)
        P = p["names"][0]
        value = self.answer(p).value
        tetra = value if p["ask"] == "tetrahedron" else p["a"] * p["b"] * p["c"] - value
        x = 6 * tetra / (p["cut2"] * p["cut3"])
        return Backward(self._given(p, hide_first=True) + f" If {self._asked(p)} is {value:g}, "
                        f"find {X}{P}.", Number(round(x, 9)), "cut1")

    def description(self, g):
        p = g
        b, t = p["bottom"], p["top"]
        X, _ = self._corner_edges(p)
        P, Q, R = p["names"]
        return (f"A cuboid {self._name(p)} has rectangular base {''.join(b)} and top face {''.join(t)} "
                f"directly above it ({t[0]} above {b[0]}, and so on). {self._given(p)} The triangle "
                f"{P}{Q}{R} is shaded; it separates the small tetrahedron at corner {X} from the rest "
                f"of the cuboid.")

    def reasoning(self, p):
        X, nbrs = self._corner_edges(p)
        P, Q, R = p["names"]
        x, y, z = self._cuts(p)
        tetra = x * y * z / 6
        steps = [
            f"The three edges of the cuboid at {X} are mutually perpendicular, so {X}{P} ⟂ {X}{Q}, "
            f"{X}{Q} ⟂ {X}{R} and {X}{R} ⟂ {X}{P}.",
            f"Take right triangle {X}{P}{Q} as the base: its area is {x}·{y}/2 = {x * y / 2:g}.",
            f"{X}{R} is perpendicular to the plane {X}{P}{Q}, so it is the height: "
            f"V({X}-{P}{Q}{R}) = (1/3)·{x * y / 2:g}·{z} = {tetra:.6g}.",
        ]
        if p["ask"] == "remainder":
            whole = p["a"] * p["b"] * p["c"]
            steps += [f"The whole cuboid has volume {p['a']}·{p['b']}·{p['c']} = {whole}.",
                      f"The remaining solid has volume {whole} − {tetra:.6g} = {whole - tetra:.6g}."]
        return steps
