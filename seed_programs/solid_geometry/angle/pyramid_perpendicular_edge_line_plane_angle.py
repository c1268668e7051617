"""Solid geometry: angle between a lateral edge and a plane in a pyramid P-ABCD whose lateral edge
PA is perpendicular to the rectangular base (DynaSolidGeo, angle)."""
import math

import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, attempts, seed_program
from dynaforge.sdk.scene import surd_text, unique_positive_root

H, A_, B_ = sp.symbols("h a b", positive=True)
# roles: F = foot of the perpendicular edge, N = next vertex (FN = a), O = opposite, R = previous (FR = b)
CASES = {  # (end of the lateral edge, plane) -> weight
    ("O", "base"): 2, ("N", "base"): 1, ("R", "base"): 1, ("O", "PFN"): 2, ("O", "PFR"): 2,
    ("R", "PFN"): 1, ("N", "PFR"): 1, ("O", "PNR"): 2,
}


def _sin_classical(end, plane, h, a, b):
    """sin of the angle by locating the projection with perpendicularity theorems."""
    if plane == "base":            # projection of P is F
        leg = {"O": sp.sqrt(a ** 2 + b ** 2), "N": a, "R": b}[end]
        return h / sp.sqrt(h ** 2 + leg ** 2)
    if plane == "PNR":             # distance from O to plane PNR equals that from F (O, F symmetric
        d = 1 / sp.sqrt(1 / h ** 2 + 1 / a ** 2 + 1 / b ** 2)   # about NR); trirectangular corner at F
        return d / sp.sqrt(h ** 2 + a ** 2 + b ** 2)
    # plane PFN (⟂ FR) or PFR (⟂ FN): the base edge through the end perpendicular to the plane
    # projects the end onto the plane, the rest is a right triangle
    across = b if plane == "PFN" else a        # distance from the end to the plane
    length = {"O": sp.sqrt(h ** 2 + a ** 2 + b ** 2), "N": sp.sqrt(h ** 2 + a ** 2),
              "R": sp.sqrt(h ** 2 + b ** 2)}[end]
    return across / length


@seed_program(
    id="pyramid_perpendicular_edge_line_plane_angle", topic="solid_geometry", category="angle",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/angles/line_plane_angle",
              "solid_figures/positional/line_plane_perpendicular_criterion",
              "plane_figures/triangles/pythagorean_theorem"],
    source="DynaSolidGeo-style (angle between a line and a plane; Gaokao pyramid with PA ⟂ base)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class PyramidPerpendicularEdgeLinePlaneAngle(SeedProgram):
    levels = Levels(
        standard=dict(case_weights=tuple(CASES.values()), side=IntRange(2, 7), h=IntRange(2, 8),
                      forty_five_keep=0.15, apex=OneOf(("P", "S", "V"))),
        hard=dict(case_weights=(1, 1, 1, 2, 2, 2, 2, 4), side=IntRange(3, 12), h=IntRange(3, 14),
                  forty_five_keep=0.0, apex=OneOf(("P", "S", "V"))),
        hard_means="larger edges, mostly lateral planes (the projection must be found by a perpendicularity "
                   "argument, hardest for the slanted plane PNR), and never the isosceles 45° case",
    )

    def sample(self, rng, space):
        keys = list(CASES)
        w = np.array(space.case_weights, dtype=float)
        for _ in attempts("a recoverable given for the backward view, rarely a 45° isosceles right triangle"):
            end, plane = keys[int(rng.choice(len(keys), p=w / w.sum()))]
            a, b = (int(v) for v in space.side.draw(rng, size=2))
            h = int(rng.integers(max(space.h.lo, max(a, b) // 2 + 1), space.h.hi + 1))   # not too flat to read
            g = {"a": a, "b": b, "h": h, "end": end, "plane": plane}
            # h equal to the leg it meets gives 45° whatever the rest: keep only a few of those
            if sp.simplify(self._sin(g) ** 2 - sp.Rational(1, 2)) == 0 and rng.random() >= space.forty_five_keep:
                continue
            if self._recover(g) is not None:
                break
        g["rot"] = int(rng.integers(0, 4))
        g["apex"] = space.apex.draw(rng)
        return g

    def _sin(self, p, **override):
        vals = {k: override.get(k, p[k]) for k in ("h", "a", "b")}
        return sp.nsimplify(_sin_classical(p["end"], p["plane"], vals["h"], vals["a"], vals["b"]))

    def _recover(self, p):
        """(param, value) of the first given that sin θ and the other two determine uniquely."""
        sin = self._sin(p)
        for key, sym in (("h", H), ("a", A_), ("b", B_)):
            root = unique_positive_root(self._sin(p, **{key: sym}), sym, sin)
            if root is not None:
                return key, root
        return None

    # -- names -----------------------------------------------------------------------------------
    def _role(self, p):
        base = "ABCD"[p["rot"]:] + "ABCD"[:p["rot"]]
        return dict(zip("FNOR", base))

    def _plane_name(self, p):
        r = self._role(p)
        if p["plane"] == "base":
            return "ABCD"
        return p["apex"] + "".join(sorted(r[c] for c in p["plane"][1:]))

    def _givens(self, p, hide=None):
        r, P = self._role(p), p["apex"]
        fn, fr = "".join(sorted(r["F"] + r["N"])), "".join(sorted(r["F"] + r["R"]))
        parts = [(f"{fn} = {p['a']}", "a"), (f"{fr} = {p['b']}", "b"), (f"{P}{r['F']} = {p['h']}", "h")]
        given = [t for t, k in parts if k != hide]
        return (f"In the pyramid {P}-ABCD, the base ABCD is a rectangle, {P}{r['F']} ⟂ plane ABCD, "
                + ", ".join(given[:-1]) + f" and {given[-1]}.")

    def _line(self, p):
        return p["apex"] + self._role(p)[p["end"]]

    def question(self, g):
        return (f"{self._givens(g)} Find the angle between line {self._line(g)} and plane "
                f"{self._plane_name(g)}, in degrees.")

    def answer(self, p):
        return Number(float(sp.deg(sp.asin(self._sin(p))).evalf(30)))

    def verify(self, g):
        # Independent: normal vector of the plane from coordinates.
        s = self.scene(g)
        r = self._role(g)
        plane = list(self._plane_name(g)) if g["plane"] != "base" else ["A", "B", "C"]
        u, v, w = (s.xyz(x) for x in plane[:3])
        n = np.cross(v - u, w - u)
        d = s.xyz(r[g["end"]]) - s.xyz(g["apex"])
        return Number(math.degrees(math.asin(abs(n @ d) / np.linalg.norm(n) / np.linalg.norm(d))))

    def scene(self, g):
        r = self._role(g)
        xy = {r["F"]: (0.0, 0.0), r["N"]: (float(g["a"]), 0.0), r["O"]: (float(g["a"]), float(g["b"])),
              r["R"]: (0.0, float(g["b"]))}
        s = Scene()
        s.pyramid(list("ABCD"), g["apex"], [xy[c] for c in "ABCD"], (0.0, 0.0, float(g["h"])))
        if g["plane"] != "base":
            tri = [g["apex"]] + [r[c] for c in g["plane"][1:]]
            s.face(tri, color="gold", opacity=0.45, with_edges=False)
            if g["plane"] == "PNR":
                s.segment(r["N"], r["R"], style="auxiliary")
        s.segments = [seg for seg in s.segments if {seg[0], seg[1]} != {g["apex"], r[g["end"]]}]
        s.segment(g["apex"], r[g["end"]], style="auxiliary")
        return s

    # -- views -----------------------------------------------------------------------------------
    def backward(self, g):
        key, value = self._recover(g)
        r = self._role(g)
        name = {"a": "".join(sorted(r["F"] + r["N"])), "b": "".join(sorted(r["F"] + r["R"])),
                "h": g["apex"] + r["F"]}[key]
        return Backward(
            f"{self._givens(g, hide=key)} The angle θ between line {self._line(g)} and plane "
            f"{self._plane_name(g)} satisfies sin θ = {surd_text(self._sin(g))}. Find {name}.",
            Number(float(value)), key)

    def description(self, g):
        r = self._role(g)
        extra = (f" Plane {self._plane_name(g)} is shaded." if g["plane"] != "base" else "")
        return (f"{self._givens(g)} The base rectangle ABCD is labelled in order around the base, the "
                f"apex {g['apex']} stands directly above {r['F']}, and segment {self._line(g)} is drawn in red."
                + extra)

    def reasoning(self, p):
        r, P = self._role(p), p["apex"]
        F, N, O, R = (r[c] for c in "FNOR")
        a, b, h = p["a"], p["b"], p["h"]
        E, line, plane = r[p["end"]], self._line(p), self._plane_name(p)
        sin = self._sin(p)
        ang = f"sin θ = {surd_text(sin)}, so θ ≈ {self.answer(p).value:.2f}°."
        if p["plane"] == "base":
            leg = {"O": sp.sqrt(a * a + b * b), "N": a, "R": b}[p["end"]]
            return [f"{P}{F} ⟂ plane ABCD, so the projection of {line} onto the base is {F}{E} and the "
                    f"angle is ∠{P}{E}{F}.",
                    f"{F}{E} = {surd_text(leg)}, {P}{F} = {h}, so {line} = {surd_text(sp.sqrt(h * h + leg ** 2))}.",
                    ang]
        if p["plane"] == "PNR":
            d = 1 / sp.sqrt(sp.Rational(1, h * h) + sp.Rational(1, a * a) + sp.Rational(1, b * b))
            return [f"{O} and {F} are symmetric about the midpoint of {N}{R}, which lies in plane {plane}, so "
                    f"they are equally far from it.",
                    f"{F}{P}, {F}{N}, {F}{R} are pairwise perpendicular, so the distance d from {F} to plane "
                    f"{plane} satisfies 1/d² = 1/{h}² + 1/{a}² + 1/{b}², d = {surd_text(d)}.",
                    f"{line} = √({h}² + {a}² + {b}²) = {surd_text(sp.sqrt(h * h + a * a + b * b))}.",
                    f"The angle θ between {line} and the plane has sin θ = d/{line}; " + ang]
        perp_edge, other = ((F + R), (F + N)) if p["plane"] == "PFN" else ((F + N), (F + R))
        foot = {("PFN", "O"): N, ("PFN", "R"): F, ("PFR", "O"): R, ("PFR", "N"): F}[(p["plane"], p["end"])]
        across = b if p["plane"] == "PFN" else a
        length = sp.sqrt(h * h + (a * a if p["end"] in "ON" else 0) + (b * b if p["end"] in "OR" else 0))
        relation = "the edge" if E + foot in (perp_edge, perp_edge[::-1]) else "parallel to"
        return [f"{perp_edge} ⟂ {P}{F} (as {P}{F} ⟂ base) and {perp_edge} ⟂ {other} (rectangle), so "
                f"{perp_edge} ⟂ plane {plane}.",
                f"{E}{foot} is {relation} {perp_edge}, "
                f"so {E}{foot} ⟂ plane {plane}: the projection of {E} is {foot} and the angle is ∠{E}{P}{foot}.",
                f"{E}{foot} = {across} and {line} = {surd_text(length)} (Pythagorean theorem).",
                ang]
