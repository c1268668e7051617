"""Solid geometry (volume): the volume of a prism over a regular triangle, square, pentagon, hexagon
or octagon — a right prism given the lateral edge, or an oblique prism whose lateral edges make a
given angle with the base (DynaSolidGeo, volume). ``answer`` uses base area × height
(height = l·sin θ); ``verify`` takes the convex-hull volume of the built prism's vertices."""
import math


from dynaforge.sdk import Backward, FloatRange, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import convex_hull_volume, regular_polygon_name, regular_polygon_xy, solid_vertex_labels
from dynaforge.sdk.solid_measure import regular_circumradius, regular_polygon_area_from_edge

ADJ = {3: "triangular", 4: "square", 5: "pentagonal", 6: "hexagonal", 8: "octagonal"}


@seed_program(
    id="prism_volume_oblique", topic="solid_geometry", category="volume",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/prisms/volume", "plane_figures/polygons/regular_polygon_area",
              "solid_figures/angles/line_plane_angle"],
    source="DynaSolidGeo-style (volume: right and oblique prisms)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class PrismVolumeOblique(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("right", "oblique", "oblique")), n_right=OneOf((3, 4, 5, 6, 8)),
                      n_oblique=OneOf((3, 4, 5, 6)), edge=IntRange(2, 8), octagon_edge=IntRange(2, 5),
                      lateral=IntRange(3, 10), theta=OneOf((30, 45, 60)), lean_direction=FloatRange(0, 360),
                      style=OneOf(("prime", "sub"))),
        hard=dict(kind=OneOf(("right", "oblique", "oblique")), n_right=OneOf((5, 6, 8)),
                  n_oblique=OneOf((5, 6)), edge=IntRange(9, 20), octagon_edge=IntRange(6, 12),
                  lateral=IntRange(11, 30), theta=OneOf((30, 45, 60)), lean_direction=FloatRange(0, 360),
                  style=OneOf(("prime", "sub"))),
        hard_means="pentagonal, hexagonal and octagonal bases only (areas with tan(π/n), no square shortcut) "
                   "and longer edges",
    )

    def sample(self, rng, space):
        """Givens: the base (n, side), right or oblique, the lateral edge, (oblique) its angle with the base
        and the drawn lean direction, the label style."""
        kind = space.kind.draw(rng)
        n = (space.n_right if kind == "right" else space.n_oblique).draw(rng)
        a = space.edge.draw(rng) if n != 8 else space.octagon_edge.draw(rng)
        l = space.lateral.draw(rng)
        if n == 8:
            l = int(rng.integers(2 * a + 1, 2 * a + 6))
        theta = space.theta.draw(rng) if kind == "oblique" else 90
        if kind == "oblique":                     # a short lean keeps the oblique figure readable
            l = int(rng.integers(max(3, a), a + 5))
        direction = space.lean_direction.draw(rng)
        g = {"n": n, "kind": kind, "a": a, "l": l, **({"theta": theta, "dir": direction} if kind == "oblique" else {})}
        g["style"] = space.style.draw(rng)
        return g

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _name(self, p):
        b, t = self._labels(p)
        kind = "right" if p["kind"] == "right" else "oblique"
        return f"{kind} {ADJ[p['n']]} prism {''.join(b)}-{''.join(t)}"

    def _given(self, g, hide_l=False):
        """The statement's data; ``hide_l`` leaves the lateral edge's length out (the backward question)."""
        p = g
        b, t = self._labels(p)
        base = (f"the base {''.join(b)} is {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side "
                f"{p['a']}")
        if p["kind"] == "right":
            edge = f"{b[0]}{t[0]}" if hide_l else f"{b[0]}{t[0]} = {p['l']}"
            return f"{base} and the lateral edge {edge} is perpendicular to the base"
        lateral = "all lateral edges are equal" if hide_l else f"every lateral edge has length {p['l']}"
        return (f"{base}, {lateral}, and the lateral edge {b[0]}{t[0]} makes an angle "
                f"of {p['theta']}° with the plane of the base")

    def question(self, g):
        p = g
        return f"In the {self._name(p)}, {self._given(p)}. Find the volume of the prism."

    def answer(self, p):
        S = regular_polygon_area_from_edge(p["n"], p["a"])
        return Number(S * p["l"] * math.sin(math.radians(p.get("theta", 90))))

    def backward(self, g):
        """Mask the lateral edge l; state the volume V; l = V / (S·sin θ)."""
        p = g
        b, t = self._labels(p)
        S = regular_polygon_area_from_edge(p["n"], p["a"])
        volume = S * p["l"] * math.sin(math.radians(p.get("theta", 90)))
        given = self._given(p, hide_l=True)
        return Backward(f"In the {self._name(p)}, {given}. The volume of the prism is {volume:.6g}. "
                        f"Find the length of the lateral edge {b[0]}{t[0]}.",
                        Number(volume / (S * math.sin(math.radians(p.get("theta", 90))))), "l")

    def _scene(self, g):
        p = g
        b, t = self._labels(p)
        th, d = math.radians(p.get("theta", 90)), math.radians(p.get("dir", 0.0))
        h = p["l"] * math.sin(th)
        off = (p["l"] * math.cos(th) * math.cos(d), p["l"] * math.cos(th) * math.sin(d))
        s = Scene()
        s.prism(b, t, regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])), h, offset=off)
        return s

    def verify(self, g):
        # Independent: the prism built in coordinates (lean from the angle), convex-hull volume.
        p = g
        s = self._scene(p)
        return Number(convex_hull_volume(list(s.points.values())))

    def scene(self, g):
        p = g
        s = self._scene(p)
        if p["kind"] == "oblique":
            b, t = self._labels(p)
            top = s.xyz(t[0])
            s.point("H", (top[0], top[1], 0.0))
            s.segment(t[0], "H", style="auxiliary")
            s.segment(b[0], "H", style="auxiliary")
        return s

    def description(self, g):
        p = g
        b, t = self._labels(p)
        return (f"A {self._name(p)}: {self._given(p)}. The top base {''.join(t)} is a translate of the bottom base "
                f"({t[0]} corresponds to {b[0]}, and so on)." +
                (f" H is the foot of the perpendicular from {t[0]} to the base plane." if p["kind"] == "oblique" else ""))

    def subquestions(self, g):
        p = g
        b, t = self._labels(p)
        subs = [SubQuestion(f"Find the area of {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side "
                            f"{p['a']}.", Number(regular_polygon_area_from_edge(p["n"], p["a"])),
                            "plane_figures/polygons/regular_polygon_area")]
        if p["kind"] == "oblique":
            subs.append(SubQuestion(f"A segment {b[0]}{t[0]} of length {p['l']} makes an angle of {p['theta']}° with a "
                                    f"plane. How far is {t[0]} from the plane if {b[0]} lies in it?",
                                    Number(p["l"] * math.sin(math.radians(p["theta"]))),
                                    "solid_figures/angles/line_plane_angle"))
        return subs

    def reasoning(self, p):
        p = {"theta": 90, **p}
        n, a, l = p["n"], p["a"], p["l"]
        b, t = self._labels(p)
        S = regular_polygon_area_from_edge(n, a)
        steps = [f"Base area = {n}·{a}²/(4·tan({180 / n:g}°)) ≈ {S:.4f}."]
        if p["kind"] == "right":
            steps.append(f"The prism is right, so its height is the lateral edge {l}.")
            h = l
        else:
            h = l * math.sin(math.radians(p["theta"]))
            steps += [f"Drop {t[0]}H ⊥ base; ∠{t[0]}{b[0]}H = {p['theta']}° is the angle between the lateral edge and the base.",
                      f"Height = {t[0]}H = {l}·sin {p['theta']}° ≈ {h:.4f}."]
        steps.append(f"V = base area × height ≈ {S:.4f}·{h:.4f} ≈ {S * h:.4f}.")
        return steps
