"""Solid geometry (volume): a slanted plane cuts the four lateral edges AA1, BB1, CC1, DD1 of a cuboid at
E, F, G, H; three of the heights AE, BF, CG are given. Find the fourth, the volume of the truncated
prism ABCD-EFGH below the plane, of the piece above it, or their ratio (DynaSolidGeo, volume).
``answer`` uses the parallelogram section (AE + CG = BF + DH) and the mean-height formula
V = S·(AE + BF + CG + DH)/4; ``verify`` intersects the plane EFG with the line DD1 in coordinates and
takes convex-hull volumes."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import convex_hull_volume, solid_vertex_labels

NAMES = (("E", "F", "G", "H"), ("P", "Q", "R", "S"), ("K", "L", "M", "N"))


@seed_program(
    id="cuboid_slanted_cut_volume", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/prisms/volume", "solid_figures/positional/plane_plane_parallel",
              "solid_figures/composite_solids/volume_addition"],
    source="DynaSolidGeo-style (volume: truncated prism cut from a cuboid by a slanted plane)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class CuboidSlantedCutVolume(SeedProgram):
    levels = Levels(
        standard=dict(base=IntRange(2, 7), height=IntRange(6, 10), style=OneOf(("prime", "digit")),
                      names=IntRange(0, 2), ask=OneOf(("lower", "upper", "ratio"), p=[0.5, 0.35, 0.15])),
        hard=dict(base=IntRange(6, 17), height=IntRange(10, 24), style=OneOf(("prime", "digit")),
                  names=IntRange(0, 2), ask=OneOf(("lower", "upper", "ratio"), p=[0.2, 0.4, 0.4])),
        hard_means="larger boxes and cut heights, and mostly the piece above the plane or the ratio of the two "
                   "pieces (the missing height DH and the whole box both needed)",
    )

    def sample(self, rng, space):
        """Givens: the cuboid's edges, the three heights AE, BF, CG (DH is to be found), labels, what is asked.
        The four heights differ enough for the plane to look slanted, and all lie strictly inside the edges."""
        a, b = int(space.base.draw(rng)), int(space.base.draw(rng))
        c = int(space.height.draw(rng))
        gap = max(1, round(c / 6))      # every cut point stays clear of the edge's ends (and their labels)
        for _ in attempts("four cut heights inside the lateral edges, not all equal, with AE + CG = BF + DH"):
            e, f, gg = (int(rng.integers(gap, c - gap + 1)) for _ in range(3))
            h = e + gg - f
            if gap <= h <= c - gap and max(e, f, gg, h) - min(e, f, gg, h) >= max(2, c // 4):
                break
        return {"a": a, "b": b, "c": c, "e": e, "f": f, "g": gg, "style": space.style.draw(rng),
                "names": list(NAMES[space.names.draw(rng)]), "ask": space.ask.draw(rng)}

    def _labels(self, g):
        return solid_vertex_labels(4, g["style"])

    def _name(self, g):
        bottom, top = self._labels(g)
        return "".join(bottom) + "-" + "".join(top)

    def _setup(self, g, hide=False):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        E, F, G, H = g["names"]
        e = "?" if hide else g["e"]
        return (f"In the cuboid {self._name(g)}, {A}{B} = {g['a']}, {B}{C} = {g['b']} and {A}{A1} = {g['c']}. A plane "
                f"cuts the lateral edges {A}{A1}, {B}{B1}, {C}{C1}, {D}{D1} at {E}, {F}, {G}, {H}, with {A}{E} = {e}, "
                f"{B}{F} = {g['f']} and {C}{G} = {g['g']}.")

    def _asked(self, g):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(g)
        E, F, G, H = g["names"]
        low = f"{A}{B}{C}{D}-{E}{F}{G}{H}"
        return {"lower": f"the volume of the solid {low} below the plane",
                "upper": f"the volume of the piece {E}{F}{G}{H}-{A1}{B1}{C1}{D1} above the plane",
                "ratio": f"the ratio of the volume below the plane ({low}) to the volume above it, as a number"}[g["ask"]]

    def question(self, g):
        return self._setup(g) + f" Find {self._asked(g)} (exact, or to 2 decimal places)."

    # -- answer: parallelogram section and mean height -----------------------------------------------
    def _pieces(self, p):
        h = p["e"] + p["g"] - p["f"]            # EFGH is a parallelogram: AE + CG = BF + DH
        lower = p["a"] * p["b"] * (p["e"] + p["f"] + p["g"] + h) / 4
        return h, lower, p["a"] * p["b"] * p["c"] - lower

    def answer(self, p):
        _, low, up = self._pieces(p)
        return Number({"lower": low, "upper": up, "ratio": low / up}[p["ask"]])

    def verify(self, g):
        # Independent: coordinates; H = plane EFG ∩ line DD1; convex hulls of the two pieces.
        a, b, c = g["a"], g["b"], g["c"]
        base = [np.array(v, float) for v in ((0, 0, 0), (a, 0, 0), (a, b, 0), (0, b, 0))]
        up = np.array([0, 0, c], float)
        E, F, G = (base[i] + np.array([0, 0, g[k]], float) for i, k in ((0, "e"), (1, "f"), (2, "g")))
        n = np.cross(F - E, G - E)
        t = n @ (E - base[3]) / (n @ up)
        H = base[3] + t * up
        low = convex_hull_volume(base + [E, F, G, H])
        high = convex_hull_volume([E, F, G, H] + [v + up for v in base])
        return Number({"lower": low, "upper": high, "ratio": low / high}[g["ask"]])

    def scene(self, g):
        bottom, top = self._labels(g)
        s = Scene()
        s.box(bottom, top, g["a"], g["b"], g["c"])
        heights = [g["e"], g["f"], g["g"], g["e"] + g["g"] - g["f"]]
        for name, lo, hi, z in zip(g["names"], bottom, top, heights):
            s.point(name, s.along(lo, hi, z / g["c"]))
        s.face(g["names"], color="#fca5a5", opacity=0.5, with_edges=False)
        E, F, G, H = g["names"]
        for u, v in ((E, F), (F, G), (G, H), (H, E)):
            s.segment(u, v, style="auxiliary")
        return s

    # -- views ----------------------------------------------------------------------------------------
    def subquestions(self, g):
        (A, B, C, D), _ = self._labels(g)
        E, F, G, H = g["names"]
        h, low, _ = self._pieces(g)
        return [
            SubQuestion(self._setup(g) + f" Find {D}{H}.", Number(h), "solid_figures/positional/plane_plane_parallel"),
            SubQuestion(f"A right prism over a {g['a']} by {g['b']} rectangle is cut by a slanted plane; its four lateral "
                        f"edges have lengths {g['e']}, {g['f']}, {g['g']} and {h}. Find the volume of the cut prism.",
                        Number(low), "solid_figures/prisms/volume"),
        ]

    def backward(self, g):
        value = self.answer(g).value
        box = g["a"] * g["b"] * g["c"]
        low = {"lower": value, "upper": box - value, "ratio": box * value / (1 + value)}[g["ask"]]
        e = 2 * low / (g["a"] * g["b"]) - g["g"]     # low = ab·(AE + CG)/2
        A = self._labels(g)[0][0]
        return Backward(self._setup(g, hide=True) + f" If {self._asked(g)} is {value:.6g}, find {A}{g['names'][0]}.",
                        Number(e), "e")

    def description(self, g):
        E, F, G, H = g["names"]
        return (f"A cuboid {self._name(g)} standing on its base; the points {E}, {F}, {G}, {H} on its four lateral edges "
                f"are joined by red segments, and the section {E}{F}{G}{H} is shaded. " + self._setup(g))

    def reasoning(self, p):
        (A, B, C, D), (A1, B1, C1, D1) = self._labels(p)
        E, F, G, H = p["names"]
        h, low, up = self._pieces(p)
        steps = [
            f"The faces {A}{B}{B1}{A1} ∥ {D}{C}{C1}{D1} and {A}{D}{D1}{A1} ∥ {B}{C}{C1}{B1}, so the plane meets them in "
            f"parallel lines: {E}{F}{G}{H} is a parallelogram and its diagonals bisect each other.",
            f"The midpoint of {E}{G} and of {F}{H} is the same point above the centre of the base, so "
            f"{A}{E} + {C}{G} = {B}{F} + {D}{H}: {D}{H} = {p['e']} + {p['g']} − {p['f']} = {h}.",
            f"The solid below the plane is a truncated prism; two copies (one turned over) fill a prism of height "
            f"{A}{E} + {C}{G}, so V = S·({A}{E} + {B}{F} + {C}{G} + {D}{H})/4 = {p['a'] * p['b']}·"
            f"{p['e'] + p['f'] + p['g'] + h}/4 = {low:g}.",
        ]
        if p["ask"] != "lower":
            steps.append(f"The cuboid has volume {p['a'] * p['b'] * p['c']}; above the plane: "
                         f"{p['a'] * p['b'] * p['c']} − {low:g} = {up:g}.")
        if p["ask"] == "ratio":
            steps.append(f"Ratio = {low:g}/{up:g} = {low / up:.6g}.")
        return steps
