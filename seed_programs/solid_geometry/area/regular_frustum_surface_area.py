"""Solid geometry: areas of a regular frustum — lateral area, total area, or the diagonal section
(DynaSolidGeo, area). ``answer`` uses slant height / trapezoid formulas; ``verify`` measures the
faces of the built solid in coordinates."""
import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, attempts, seed_program
from dynaforge.sdk.scene import (polygon_area_3d, regular_polygon_name, regular_polygon_xy, regular_solid_name,
                                 restyle_segment, solid_vertex_labels)


@seed_program(
    id="regular_frustum_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/frustums/slant_height", "solid_figures/frustums/surface_area",
              "plane_figures/polygons/regular_polygon_area"],
    source="DynaSolidGeo-style (area of a frustum)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class RegularFrustumSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(n=OneOf((3, 4, 6)), bottom_edge=IntRange(4, 12), given=OneOf(("height", "edge")),
                      height=IntRange(2, 9), edge_over=6, ask_square_hex=OneOf(("lateral", "total", "section")),
                      ask_triangle=OneOf(("lateral", "total")), style=OneOf(("prime", "digit", "next"))),
        hard=dict(n=OneOf((3, 4, 6)), bottom_edge=IntRange(13, 30), given=OneOf(("height", "edge"), p=[0.3, 0.7]),
                  height=IntRange(6, 24), edge_over=24, ask_square_hex=OneOf(("lateral", "total", "section")),
                  ask_triangle=OneOf(("lateral", "total")), style=OneOf(("prime", "digit", "next"))),
        hard_means="larger frustums, mostly given by the lateral edge (slant height and height both to be found "
                   "from it)",
    )

    def sample(self, rng, space):
        """Givens: the base (n), both base edges, the height or the lateral edge (g), what is asked, the label
        style. The frustum is at least 0.45 times as tall as its bottom circumradius: a flatter one reads as
        a view from above, O and O' almost on top of each other."""
        n = space.n.draw(rng)
        a = space.bottom_edge.draw(rng)
        b = int(rng.integers(max(2, int(np.ceil(0.4 * a))), a))  # a top base not too small to label
        given = space.given.draw(rng)
        Ra = a / (2 * np.sin(np.pi / n))
        dR = (a - b) / (2 * np.sin(np.pi / n))
        for _ in attempts("a frustum at least 0.45 times as tall as its bottom circumradius"):
            g = (space.height.draw(rng) if given == "height"
                 else int(rng.integers(int(np.floor(dR)) + 1, int(np.floor(dR)) + space.edge_over + 1)))
            if (g if given == "height" else np.sqrt(g * g - dR * dR)) >= 0.45 * Ra:
                break
        ask = (space.ask_square_hex if n in (4, 6) else space.ask_triangle).draw(rng)
        return {"n": n, "a": a, "b": b, "given": given, "g": g, "ask": ask, "style": space.style.draw(rng)}

    # -- helpers ----------------------------------------------------------------------------------
    def _labels(self, p):
        return solid_vertex_labels(p["n"], p["style"])

    def _centres(self, p):
        return "O", {"prime": "O'", "digit": "O1", "next": "Q"}[p["style"]]

    def _radii(self, p, which):
        """(inradius, circumradius) of the base with side ``which`` ('a' bottom, 'b' top)."""
        s, n = p[which], p["n"]
        return s / (2 * np.tan(np.pi / n)), s / (2 * np.sin(np.pi / n))

    def _height(self, p):
        if p["given"] == "height":
            return float(p["g"])
        dR = self._radii(p, "a")[1] - self._radii(p, "b")[1]
        return float(np.sqrt(p["g"] ** 2 - dR ** 2))

    def _slant(self, p):
        if p["given"] == "height":
            dr = self._radii(p, "a")[0] - self._radii(p, "b")[0]
            return float(np.sqrt(p["g"] ** 2 + dr ** 2))
        return float(np.sqrt(p["g"] ** 2 - ((p["a"] - p["b"]) / 2) ** 2))

    def _base_area(self, p, which):
        return p["n"] * p[which] ** 2 / (4 * np.tan(np.pi / p["n"]))

    def _section_idx(self, p):
        return 0, p["n"] // 2  # A and the opposite vertex (C for a square, D for a hexagon)

    def _name(self, p):
        bot, top = self._labels(p)
        return f"{regular_solid_name(p['n'], 'frustum')} {''.join(bot)}-{''.join(top)}"

    def _given_text(self, p):
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        return (f"the height {O}{O1} = {p['g']}" if p["given"] == "height"
                else f"the lateral edge {bot[0]}{top[0]} = {p['g']}")

    def _what(self, p):
        bot, top = self._labels(p)
        i, j = self._section_idx(p)
        return {"lateral": "lateral surface area", "total": "total surface area (both bases included)",
                "section": f"area of the diagonal section {bot[i]}{bot[j]}{top[j]}{top[i]}"}[p["ask"]]

    def _setup(self, p):
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        return (f"In the {self._name(p)}, {O} and {O1} are the centres of the bases {''.join(bot)} and {''.join(top)}. "
                f"The bottom edge {bot[0]}{bot[1]} = {p['a']}, the top edge {top[0]}{top[1]} = {p['b']}")

    # -- protocol ---------------------------------------------------------------------------------
    def question(self, g):
        p = g
        return f"{self._setup(p)} and {self._given_text(p)}. Find the {self._what(p)}."

    def _value(self, p):
        n, a, b = p["n"], p["a"], p["b"]
        if p["ask"] == "section":   # isosceles trapezoid through opposite vertices, height = frustum height
            long_, short = (a * np.sqrt(2), b * np.sqrt(2)) if n == 4 else (2 * a, 2 * b)
            return (long_ + short) / 2 * self._height(p)
        lateral = n * (a + b) / 2 * self._slant(p)
        if p["ask"] == "lateral":
            return lateral
        return lateral + self._base_area(p, "a") + self._base_area(p, "b")

    def answer(self, p):
        return Number(float(self._value(p)))

    def verify(self, g):
        # Independent: the frustum built in coordinates, faces measured as 3D polygons.
        p = g
        s = self.scene(p)
        bot, top = self._labels(p)
        if p["ask"] == "section":
            i, j = self._section_idx(p)
            return Number(polygon_area_3d([s.xyz(x) for x in (bot[i], bot[j], top[j], top[i])]))
        total = 0.0
        for labels, _, _ in s.faces:
            if set(labels) in (set(bot), set(top)) and p["ask"] == "lateral":
                continue  # the two bases
            total += polygon_area_3d([s.xyz(x) for x in labels])
        return Number(total)

    def scene(self, g):
        """The stated frustum in coordinates: bases on their circumcircles; given the lateral edge, the top is
        lifted until that edge has the stated length."""
        p = g
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        n = p["n"]
        bottom_xy = regular_polygon_xy(n, p["a"] / (2 * np.sin(np.pi / n)))
        top_xy = regular_polygon_xy(n, p["b"] / (2 * np.sin(np.pi / n)))
        shift = np.hypot(bottom_xy[0][0] - top_xy[0][0], bottom_xy[0][1] - top_xy[0][1])
        h = float(p["g"]) if p["given"] == "height" else float(np.sqrt(p["g"] ** 2 - shift ** 2))
        s = Scene()
        for lab, (x, y) in zip(bot, bottom_xy):
            s.point(lab, (x, y, 0.0))
        for lab, (x, y) in zip(top, top_xy):
            s.point(lab, (x, y, h))
        s.face(list(bot))
        s.face(list(top))
        for i in range(n):
            j = (i + 1) % n
            s.face([bot[i], bot[j], top[j], top[i]])
        s.point(O, (0, 0, 0))
        s.point(O1, (0, 0, h))
        s.segment(O, O1, style="auxiliary" if p["given"] == "height" else "hidden")
        if p["given"] == "edge":
            restyle_segment(s, bot[0], top[0], "auxiliary")
        if p["ask"] == "section":
            i, j = self._section_idx(p)
            s.face([bot[i], bot[j], top[j], top[i]], color="#fca5a5", opacity=0.5, with_edges=False)
            s.segment(bot[i], bot[j], style="auxiliary")
            s.segment(top[i], top[j], style="auxiliary")
        return s

    # -- views ------------------------------------------------------------------------------------
    def backward(self, g):
        p = g
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        n, a, b = p["n"], p["a"], p["b"]
        value = self._value(p)
        dr = self._radii(p, "a")[0] - self._radii(p, "b")[0]
        dR = self._radii(p, "a")[1] - self._radii(p, "b")[1]
        if p["ask"] == "section":
            long_, short = (a * np.sqrt(2), b * np.sqrt(2)) if n == 4 else (2 * a, 2 * b)
            h = value / ((long_ + short) / 2)
            masked = h if p["given"] == "height" else float(np.hypot(h, dR))
        else:
            lateral = value - (0 if p["ask"] == "lateral" else self._base_area(p, "a") + self._base_area(p, "b"))
            slant = lateral / (n * (a + b) / 2)
            masked = (float(np.sqrt(slant ** 2 - dr ** 2)) if p["given"] == "height"
                      else float(np.sqrt(slant ** 2 + ((a - b) / 2) ** 2)))
        target = f"the height {O}{O1}" if p["given"] == "height" else f"the lateral edge {bot[0]}{top[0]}"
        return Backward(f"{self._setup(p)}, and the {self._what(p)} is {value:.6g}. Find {target}.",
                        Number(float(masked)), "g")

    def description(self, g):
        p = g
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        extra = ""
        if p["ask"] == "section":
            i, j = self._section_idx(p)
            extra = f" The section {bot[i]}{bot[j]}{top[j]}{top[i]} through opposite lateral edges is shaded."
        return (f"A {self._name(p)}: the bottom base {''.join(bot)} is {'an' if p['n'] == 3 else 'a'} {regular_polygon_name(p['n'])} with side {p['a']} and "
                f"centre {O}; the top base {''.join(top)} is a parallel {regular_polygon_name(p['n'])} with side {p['b']} and "
                f"centre {O1} directly above {O} ({top[0]} over the ray {O}{bot[0]}, and so on); {self._given_text(p)}.{extra}")

    def reasoning(self, p):
        bot, top = self._labels(p)
        O, O1 = self._centres(p)
        n, a, b = p["n"], p["a"], p["b"]
        h, sl = self._height(p), self._slant(p)
        ra, Ra = self._radii(p, "a")
        rb, Rb = self._radii(p, "b")
        steps = []
        if p["ask"] == "section":
            i, j = self._section_idx(p)
            long_, short = (f"{a}√2", f"{b}√2") if n == 4 else (f"2·{a}", f"2·{b}")
            if p["given"] == "edge":
                steps.append(f"Project {top[0]} onto the bottom base: the foot lies on {O}{bot[0]} at distance "
                             f"R₁ − R₂ = {Ra:.4f} − {Rb:.4f} = {Ra - Rb:.4f} from {bot[0]}, so h = √({p['g']}² − {Ra - Rb:.4f}²) ≈ {h:.4f}.")
            else:
                steps.append(f"The height of the frustum is {O}{O1} = {p['g']}.")
            steps += [
                f"The section {bot[i]}{bot[j]}{top[j]}{top[i]} is an isosceles trapezoid through the axis {O}{O1}; its height is the frustum height.",
                f"Its parallel sides are the long diagonals {bot[i]}{bot[j]} = {long_} and {top[i]}{top[j]} = {short}.",
                f"Area = ½·({long_} + {short})·{h:.4f} ≈ {self._value(p):.4f}.",
            ]
            return steps
        if p["given"] == "height":
            steps.append(f"The inradii of the bases are r₁ = {ra:.4f} and r₂ = {rb:.4f}; the slant height joins the "
                         f"midpoints of {bot[0]}{bot[1]} and {top[0]}{top[1]}.")
            steps.append(f"Slant height s = √(h² + (r₁ − r₂)²) = √({p['g']}² + {ra - rb:.4f}²) ≈ {sl:.4f}.")
        else:
            steps.append(f"Each lateral face is an isosceles trapezoid with legs {p['g']} and parallel sides {a}, {b}.")
            steps.append(f"Slant height s = √({p['g']}² − (({a} − {b})/2)²) ≈ {sl:.4f}.")
        lateral = n * (a + b) / 2 * sl
        steps.append(f"Lateral area = {n}·½·({a} + {b})·{sl:.4f} ≈ {lateral:.4f}.")
        if p["ask"] == "total":
            A1, A2 = self._base_area(p, "a"), self._base_area(p, "b")
            steps.append(f"Base areas: n·a²/(4·tan(180°/n)) gives {A1:.4f} and {A2:.4f}.")
            steps.append(f"Total ≈ {lateral:.4f} + {A1:.4f} + {A2:.4f} ≈ {lateral + A1 + A2:.4f}.")
        return steps
