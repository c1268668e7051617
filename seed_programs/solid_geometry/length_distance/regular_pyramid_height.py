"""Solid geometry: lengths in a regular pyramid — height, lateral edge, base edge, or the distance
from the base centre to a lateral face (DynaSolidGeo, length/distance)."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, seed_program
from dynaforge.sdk.scene import (point_plane_distance, regular_polygon_name, regular_polygon_xy, regular_solid_name,
                                 restyle_segment)

ASKS = ("height", "lateral_edge", "base_edge", "face_distance")


@seed_program(
    id="regular_pyramid_height", topic="solid_geometry", category="length_distance",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/pyramids/height_from_lateral_edge", "plane_figures/polygons/regular_polygon_area",
              "plane_figures/triangles/right_triangle_altitude"],
    source="DynaSolidGeo-style (length/distance)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularPyramidHeight(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), ask=OneOf(ASKS), apex=OneOf(("P", "S", "V")), foot=OneOf(("O", "H")),
                      a=IntRange(2, 10), lateral_span=5, h=IntRange(2, 9), lateral_gap=IntRange(1, 6),
                      face_h=IntRange(2, 10)),
        hard=dict(n=OneOf((3, 4, 6)), ask=OneOf(ASKS, p=[0.2, 0.2, 0.2, 0.4]), apex=OneOf(("P", "S", "V")),
                  foot=OneOf(("O", "H")), a=IntRange(5, 20), lateral_span=9, h=IntRange(4, 18),
                  lateral_gap=IntRange(1, 11), face_h=IntRange(4, 24)),
        hard_means="larger edges and heights and mostly the distance from the centre to a lateral face "
                   "(an altitude of the right triangle through the apothem)",
    )

    def sample(self, rng, space):
        n = space.n.draw(rng)
        ask = space.ask.draw(rng)
        g = {"n": n, "ask": ask, "apex": space.apex.draw(rng), "foot": space.foot.draw(rng)}
        if ask == "height":            # given base edge a and lateral edge l
            g["a"] = space.a.draw(rng)
            circum = g["a"] / (2 * np.sin(np.pi / n))
            g["l"] = int(rng.integers(int(np.floor(circum)) + 1,
                                      int(np.floor(circum)) + 3 + min(g["a"], space.lateral_span)))
        elif ask == "base_edge":       # given lateral edge l and height h
            g["h"] = space.h.draw(rng)
            g["l"] = g["h"] + space.lateral_gap.draw(rng)
        else:                          # given base edge a and height h
            g["a"] = space.a.draw(rng)
            g["h"] = int(rng.integers(space.face_h.lo, min(space.face_h.hi + 1, 2 * g["a"] + 3)))
        return g

    # -- helpers ----------------------------------------------------------------------------------
    def _base(self, p):
        return list("ABCDEF"[: p["n"]])

    def _sinpi(self, p):
        return np.sin(np.pi / p["n"])

    def _circum_formula(self, p):
        """Circumradius R of the base from the data given (formula route)."""
        if p["ask"] == "base_edge":
            return float(np.sqrt(p["l"] ** 2 - p["h"] ** 2))
        return p["a"] / (2 * self._sinpi(p))

    def _height(self, p):
        if p["ask"] == "height":
            return float(np.sqrt(p["l"] ** 2 - self._circum_formula(p) ** 2))
        return float(p["h"])

    def _mid(self, p):
        return "M" if p["apex"] != "M" else "K"

    def _givens(self, p):
        P, O = p["apex"], p["foot"]
        B = self._base(p)
        parts = []
        if "a" in p:
            parts.append(f"the base edge {B[0]}{B[1]} = {p['a']}")
        if "l" in p:
            parts.append(f"the lateral edge {P}{B[0]} = {p['l']}")
        if "h" in p:
            parts.append(f"the height {P}{O} = {p['h']}")
        return " and ".join(parts)

    def _target(self, p):
        P, O = p["apex"], p["foot"]
        B = self._base(p)
        return {"height": f"the height {P}{O}", "lateral_edge": f"the length of the lateral edge {P}{B[0]}",
                "base_edge": f"the base edge {B[0]}{B[1]}",
                "face_distance": f"the distance from {O} to the lateral face {P}{B[0]}{B[1]}"}[p["ask"]]

    def _name(self, p):
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(self._base(p))}"

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        extra = (f" {self._mid(g)} is the midpoint of {self._base(g)[0]}{self._base(g)[1]}."
                 if g["ask"] == "face_distance" else "")
        return (f"In the {self._name(g)}, {g['foot']} is the centre of the base.{extra} Given "
                f"{self._givens(g)}, find {self._target(g)}.")

    def _solve(self, p):
        ask, n = p["ask"], p["n"]
        if ask == "height":
            return float(np.sqrt(p["l"] ** 2 - self._circum_formula(p) ** 2))
        if ask == "lateral_edge":
            return float(np.sqrt(p["h"] ** 2 + self._circum_formula(p) ** 2))
        if ask == "base_edge":
            return float(2 * self._circum_formula(p) * self._sinpi(p))
        inradius = p["a"] / (2 * np.tan(np.pi / n))   # altitude from O to PM in right triangle POM
        return float(p["h"] * inradius / np.hypot(p["h"], inradius))

    def answer(self, p):
        return Number(self._solve(p))

    def verify(self, g):
        # coordinates: put the base polygon in z = 0 and find the apex from what is given
        n, ask = g["n"], g["ask"]
        if ask == "base_edge":
            # circumradius from the vertical right triangle, then measure AB in coordinates
            pts = regular_polygon_xy(n, float(np.sqrt(g["l"] ** 2 - g["h"] ** 2)))
            return Number(float(np.linalg.norm(np.subtract(pts[1], pts[0]))))
        pts = regular_polygon_xy(n, 1.0)
        scale = g["a"] / float(np.linalg.norm(np.subtract(pts[1], pts[0])))
        A = np.array([pts[0][0] * scale, pts[0][1] * scale, 0.0])
        B = np.array([pts[1][0] * scale, pts[1][1] * scale, 0.0])
        if ask == "height":  # apex (0, 0, z) with |PA| = l
            return Number(float(np.sqrt(g["l"] ** 2 - A @ A)))
        P = np.array([0.0, 0.0, float(g["h"])])
        if ask == "lateral_edge":
            return Number(float(np.linalg.norm(P - A)))
        return Number(point_plane_distance((0, 0, 0), P, A, B))

    def scene(self, g):
        s = Scene()
        B = self._base(g)
        P, O = g["apex"], g["foot"]
        R = self._circum_formula(g)
        s.pyramid(B, P, regular_polygon_xy(g["n"], R), (0.0, 0.0, self._height(g)))
        s.point(O, (0.0, 0.0, 0.0))
        s.segment(P, O, style="auxiliary")
        if g["ask"] == "face_distance":
            M = self._mid(g)
            s.point(M, s.midpoint(B[0], B[1]))
            s.segment(P, M, style="auxiliary")
            s.segment(O, M, style="auxiliary")
            # foot of the perpendicular from O to PM, unlabelled
            Pv, Mv = s.xyz(P), s.xyz(M)
            t = float((np.zeros(3) - Pv) @ (Mv - Pv) / ((Mv - Pv) @ (Mv - Pv)))
            s.point("_foot", Pv + t * (Mv - Pv), show_label=False)
            s.segment(O, "_foot", style="auxiliary")
        else:
            s.segment(O, B[0], style="auxiliary")
            restyle_segment(s, P, B[0], "auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------
    def backward(self, g):
        ask, n = g["ask"], g["n"]
        value = self._solve(g)
        P, O = g["apex"], g["foot"]
        B = self._base(g)
        if ask == "height":     # mask the lateral edge: l² = h² + R²
            R = g["a"] / (2 * self._sinpi(g))
            masked, param, given = float(np.hypot(value, R)), "l", f"the base edge {B[0]}{B[1]} = {g['a']}"
            text = f"the height {P}{O} = {value:.6g}"
            ask_for = f"the lateral edge {P}{B[0]}"
        elif ask == "lateral_edge":   # mask the height: h² = l² − R²
            R = g["a"] / (2 * self._sinpi(g))
            masked, param, given = float(np.sqrt(value ** 2 - R ** 2)), "h", f"the base edge {B[0]}{B[1]} = {g['a']}"
            text = f"the lateral edge {P}{B[0]} = {value:.6g}"
            ask_for = f"the height {P}{O}"
        elif ask == "base_edge":      # mask the height from R = a / (2 sin(180°/n))
            R = value / (2 * self._sinpi(g))
            masked, param, given = float(np.sqrt(g["l"] ** 2 - R ** 2)), "h", f"the lateral edge {P}{B[0]} = {g['l']}"
            text = f"the base edge {B[0]}{B[1]} = {value:.6g}"
            ask_for = f"the height {P}{O}"
        else:                         # mask the height: 1/d² = 1/h² + 1/r²
            r = g["a"] / (2 * np.tan(np.pi / n))
            masked, param, given = float(1 / np.sqrt(1 / value ** 2 - 1 / r ** 2)), "h", f"the base edge {B[0]}{B[1]} = {g['a']}"
            text = f"the distance from {O} to the lateral face {P}{B[0]}{B[1]} is {value:.6g}"
            ask_for = f"the height {P}{O}"
        return Backward(f"In the {self._name(g)}, {O} is the centre of the base. Given {given} and {text}, "
                        f"find {ask_for}.", Number(masked), param)

    def description(self, g):
        B = self._base(g)
        P, O = g["apex"], g["foot"]
        extra = ""
        if g["ask"] == "face_distance":
            M = self._mid(g)
            extra = (f" {M} is the midpoint of {B[0]}{B[1]}; segments {P}{M}, {O}{M} and the perpendicular "
                     f"from {O} to {P}{M} are drawn.")
        return (f"A {self._name(g)}: the base {''.join(B)} is {'an' if g['n'] == 3 else 'a'} {regular_polygon_name(g['n'])} with centre {O}, and the "
                f"apex {P} lies directly above {O} (segment {P}{O} drawn). Given {self._givens(g)}.{extra}")

    def reasoning(self, p):
        n, ask = p["n"], p["ask"]
        P, O = p["apex"], p["foot"]
        B = self._base(p)
        v = self._solve(p)
        steps = [f"In a regular pyramid the apex is above the base centre, so {P}{O} ⊥ base and "
                 f"triangle {P}{O}{B[0]} is right-angled at {O}."]
        if ask == "face_distance":
            r = p["a"] / (2 * np.tan(np.pi / n))
            M = self._mid(p)
            steps += [
                f"{O}{M} ⊥ {B[0]}{B[1]} and {P}{M} ⊥ {B[0]}{B[1]}, so plane {P}{O}{M} ⊥ face {P}{B[0]}{B[1]}; the "
                f"distance is the altitude from {O} to {P}{M} in right triangle {P}{O}{M}.",
                f"{O}{M} is the base inradius: {p['a']}/(2·tan(180°/{n})) ≈ {r:.4f}.",
                f"{P}{M} = √({p['h']}² + {r:.4f}²) ≈ {np.hypot(p['h'], r):.4f}.",
                f"Distance = {P}{O}·{O}{M}/{P}{M} = {p['h']}·{r:.4f}/{np.hypot(p['h'], r):.4f} ≈ {v:.4f}.",
            ]
            return steps
        if ask == "base_edge":
            R = self._circum_formula(p)
            steps += [f"{O}{B[0]} = √({P}{B[0]}² − {P}{O}²) = √({p['l']}² − {p['h']}²) ≈ {R:.4f}, the circumradius of the base.",
                      f"For a {regular_polygon_name(n)}, side = 2R·sin(180°/{n}), so {B[0]}{B[1]} = 2·{R:.4f}·sin({180 // n}°) ≈ {v:.4f}."]
            return steps
        R = self._circum_formula(p)
        steps.append(f"{O}{B[0]} is the circumradius of the base: {p['a']}/(2·sin({180 // n}°)) ≈ {R:.4f}.")
        if ask == "height":
            steps.append(f"{P}{O} = √({P}{B[0]}² − {O}{B[0]}²) = √({p['l']}² − {R:.4f}²) ≈ {v:.4f}.")
        else:
            steps.append(f"{P}{B[0]} = √({P}{O}² + {O}{B[0]}²) = √({p['h']}² + {R:.4f}²) ≈ {v:.4f}.")
        return steps
