"""Solid geometry (volume): the volume of a prism over a regular triangle, square, pentagon, hexagon
or octagon — a right prism given the lateral edge, or an oblique prism whose lateral edges make a
given angle with the base (DynaSolidGeo, volume). ``answer`` uses base area × height
(height = l·sin θ); ``verify`` takes the convex-hull volume of the built prism's vertices."""
import math


from dynaforge.sdk import Backward, Number, Scene, SeedProgram, SubQuestion, seed_program
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
    def sample(self, rng):
        kind = str(rng.choice(["right", "oblique", "oblique"]))
        n = int(rng.choice([3, 4, 5, 6, 8] if kind == "right" else [3, 4, 5, 6]))
        a = int(rng.integers(2, 9)) if n != 8 else int(rng.integers(2, 6))
        l = int(rng.integers(3, 11))
        if n == 8:
            l = int(rng.integers(2 * a + 1, 2 * a + 6))
        theta = int(rng.choice([30, 45, 60])) if kind == "oblique" else 90
        if kind == "oblique":                     # a short lean keeps the oblique figure readable
            l = int(rng.integers(max(3, a), a + 5))
        return {"n": n, "kind": kind, "a": a, "l": l, "theta": theta, "dir": float(rng.uniform(0, 360)),
                "style": str(rng.choice(["prime", "sub"]))}

    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _name(self, p):
        b, t = self._labels(p)
        kind = "right" if p["kind"] == "right" else "oblique"
        return f"{kind} {ADJ[p['n']]} prism {''.join(b)}-{''.join(t)}"

    def _given(self, p):
        b, t = self._labels(p)
        base = (f"the base {''.join(b)} is {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side "
                f"{p['a']}")
        if p["kind"] == "right":
            return f"{base} and the lateral edge {b[0]}{t[0]} = {p['l']} is perpendicular to the base"
        return (f"{base}, every lateral edge has length {p['l']}, and the lateral edge {b[0]}{t[0]} makes an angle "
                f"of {p['theta']}° with the plane of the base")

    def question(self, p):
        return f"In the {self._name(p)}, {self._given(p)}. Find the volume of the prism."

    def answer(self, p):
        S = regular_polygon_area_from_edge(p["n"], p["a"])
        return Number(S * p["l"] * math.sin(math.radians(p["theta"])))

    def backward(self, p):
        """Mask the lateral edge l; state the volume V; l = V / (S·sin θ)."""
        b, t = self._labels(p)
        S = regular_polygon_area_from_edge(p["n"], p["a"])
        volume = S * p["l"] * math.sin(math.radians(p["theta"]))
        given = self._given(p).replace(f"{b[0]}{t[0]} = {p['l']}", f"{b[0]}{t[0]}").replace(
            f"every lateral edge has length {p['l']}", "all lateral edges are equal")
        return Backward(f"In the {self._name(p)}, {given}. The volume of the prism is {volume:.6g}. "
                        f"Find the length of the lateral edge {b[0]}{t[0]}.",
                        Number(volume / (S * math.sin(math.radians(p["theta"])))), "l")

    def _scene(self, p):
        b, t = self._labels(p)
        th, d = math.radians(p["theta"]), math.radians(p["dir"])
        h = p["l"] * math.sin(th)
        off = (p["l"] * math.cos(th) * math.cos(d), p["l"] * math.cos(th) * math.sin(d))
        s = Scene()
        s.prism(b, t, regular_polygon_xy(p["n"], regular_circumradius(p["n"], p["a"])), h, offset=off)
        return s

    def verify(self, p):
        s = self._scene(p)
        return Number(convex_hull_volume(list(s.points.values())))

    def scene(self, p):
        s = self._scene(p)
        if p["kind"] == "oblique":
            b, t = self._labels(p)
            top = s.xyz(t[0])
            s.point("H", (top[0], top[1], 0.0))
            s.segment(t[0], "H", style="auxiliary")
            s.segment(b[0], "H", style="auxiliary")
        return s

    def description(self, p):
        b, t = self._labels(p)
        return (f"A {self._name(p)}: {self._given(p)}. The top base {''.join(t)} is a translate of the bottom base "
                f"({t[0]} corresponds to {b[0]}, and so on)." +
                (f" H is the foot of the perpendicular from {t[0]} to the base plane." if p["kind"] == "oblique" else ""))

    def subquestions(self, p):
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
