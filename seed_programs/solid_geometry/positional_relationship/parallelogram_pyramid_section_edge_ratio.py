"""Solid geometry: P-ABCD is a pyramid over a parallelogram; points on three lateral edges divide them in
given ratios, and the plane through them meets the fourth lateral edge. In what ratio does it divide that
edge? (DynaSolidGeo, positional relationship: where a plane meets a line; the parallelogram-pyramid
section theorem PA/PE + PC/PG = PB/PF + PD/PH.) ``answer`` uses that theorem (the median PO of the
triangles PAC and PBD meets the section at one point K, and in each triangle x + z = 2·PO/PK) with exact
fractions; ``verify`` builds the pyramid in coordinates from the stated parallelogram and intersects the
plane through the three points with the fourth edge (numpy)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_position import frac_text

NAMES = (("E", "F", "G", "H"), ("M", "N", "K", "L"), ("Q", "R", "S", "T"))
VERTS = ("A", "B", "C", "D")


@seed_program(
    id="parallelogram_pyramid_section_edge_ratio", topic="solid_geometry", category="positional_relationship",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/positional/line_plane_relations", "solid_figures/positional/line_plane_parallel_property",
              "solid_figures/sections/diagonal_section"],
    source="DynaSolidGeo-style (competition: a plane cuts the four lateral edges of a pyramid over a parallelogram)",
    variations=["lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class ParallelogramPyramidSectionEdgeRatio(SeedProgram):
    levels = Levels(
        standard=dict(part=IntRange(1, 5), names=IntRange(0, 2), mid_share=0.2),
        hard=dict(part=IntRange(1, 7), names=IntRange(0, 2), mid_share=0.0),
        hard_means="ratios with parts up to 7 and no midpoints, so the three reciprocal ratios PA/PE, ... are "
                   "unlike fractions and the fourth one must be found from their signed sum",
    )

    def sample(self, rng, space):
        """Givens: the edge left for the fourth point (its base vertex), the ratios PX : XV on the other three
        lateral edges (whole parts, apex side first), the point names and the layout of the figure (A, B, D
        and the apex; C = B + D − A)."""
        for _ in attempts("a plane that meets the fourth lateral edge inside it, in a ratio between 1:6 and 6:1"):
            free = str(rng.choice(VERTS))
            parts = {}
            for v in VERTS:
                if v == free:
                    continue
                if rng.random() < space.mid_share:
                    parts[v] = [1, 1]
                else:
                    x, y = (int(u) for u in space.part.draw(rng, size=2))
                    if x == y and space.mid_share == 0:
                        break                              # this level has no midpoints
                    k = int(np.gcd(x, y))
                    parts[v] = [x // k, y // k]
            if len(parts) < 3:
                continue
            w = {v: Fraction(sum(q), q[0]) for v, q in parts.items()}          # PV / PX
            opp = {"A": "C", "B": "D", "C": "A", "D": "B"}
            side = [v for v in VERTS if v not in (free, opp[free])]
            wf = w[side[0]] + w[side[1]] - w[opp[free]]
            if wf <= 1:
                continue
            r = 1 / (wf - 1)
            if not Fraction(1, 6) <= r <= 6:
                continue
            if len({tuple(q) for q in parts.values()}) == 1:
                continue
            b = float(round(rng.uniform(4.0, 5.0), 2))
            dx, dy = float(round(rng.uniform(0.8, 1.8), 2)), float(round(rng.uniform(3.2, 4.2), 2))
            apex = [round(float((b + dx) / 2 + rng.uniform(-0.4, 0.4)), 2),
                    round(float(dy / 2 + rng.uniform(-0.4, 0.4)), 2), round(float(rng.uniform(4.2, 5.2)), 2)]
            flat = {f"{k}{v}": q[i] for v, q in parts.items() for i, k in enumerate("pq")}
            return {"free": free} | flat | {"names": list(NAMES[space.names.draw(rng)]),
                    "layout": {"A": [0.0, 0.0, 0.0], "B": [b, 0.0, 0.0], "D": [dx, dy, 0.0], "P": apex}}

    def _order(self, g):
        """The three given edges in the order A, B, C, D, then the free one: their point names."""
        given = [v for v in VERTS if v != g["free"]]
        return dict(zip(given + [g["free"]], g["names"]))

    def _ratio_text(self, g, v, name, verb=" is"):
        x, y = g["p" + v], g["q" + v]
        return f"{name}{verb} the midpoint of P{v}" if x == y else f"P{name} : {name}{v} = {x} : {y}"

    def _lead(self, g, hide=None):
        nm = self._order(g)
        given = [v for v in VERTS if v != g["free"]]
        texts = []
        for v in given:
            if v == hide:
                texts.append(f"P{nm[v]} : {nm[v]}{v} = x : {g['q' + v]}")
            else:
                texts.append(self._ratio_text(g, v, nm[v], verb=""))
        pts = "".join(nm[v] for v in given)
        return (f"The base ABCD of the pyramid P-ABCD is a parallelogram. The points {', '.join(nm[v] for v in given)} "
                f"lie on the lateral edges {', '.join('P' + v for v in given)} with {texts[0]}, {texts[1]} and "
                f"{texts[2]}. The plane {pts} meets the lateral edge P{g['free']} at {nm[g['free']]}.")

    def question(self, g):
        h, f = self._order(g)[g["free"]], g["free"]
        return f"{self._lead(g)} Find the ratio P{h} : {h}{f} (give the value of P{h}/{h}{f} as a fraction or decimal)."

    # -- answer: the section theorem ---------------------------------------------------------------------------
    def _recip(self, p):
        """PV/PX for the three given edges, and for the free edge by x_A + x_C = x_B + x_D."""
        w = {v: Fraction(p["p" + v] + p["q" + v], p["p" + v]) for v in VERTS if v != p["free"]}
        opp = {"A": "C", "B": "D", "C": "A", "D": "B"}
        f = p["free"]
        side = [v for v in VERTS if v not in (f, opp[f])]
        w[f] = w[side[0]] + w[side[1]] - w[opp[f]]
        return w

    def _value(self, p):
        return 1 / (self._recip(p)[p["free"]] - 1)

    def answer(self, p):
        return Number(float(self._value(p)))

    # -- verify: coordinates --------------------------------------------------------------------------------------
    def verify(self, g):
        L = {k: np.array(v, dtype=float) for k, v in g["layout"].items()}
        L["C"] = L["B"] + L["D"] - L["A"]                   # ABCD is a parallelogram
        pts = [L["P"] + g["p" + v] / (g["p" + v] + g["q" + v]) * (L[v] - L["P"]) for v in VERTS if v != g["free"]]
        n = np.cross(pts[1] - pts[0], pts[2] - pts[0])
        d = L[g["free"]] - L["P"]
        s = ((pts[0] - L["P"]) @ n) / (d @ n)                # the point P + s·(V − P) on the plane
        return Number(float(s / (1 - s)))

    # -- views ----------------------------------------------------------------------------------------------
    def _xyz(self, g):
        L = {k: np.array(v, dtype=float) for k, v in g["layout"].items()}
        L["C"] = L["B"] + L["D"] - L["A"]
        return L

    def scene(self, g):
        L = self._xyz(g)
        s = Scene()
        s.polyhedron({k: L[k] for k in ("A", "B", "C", "D", "P")},
                     [["A", "B", "C", "D"], ["A", "B", "P"], ["B", "C", "P"], ["C", "D", "P"], ["D", "A", "P"]])
        nm = self._order(g)
        for v in VERTS:
            if v != g["free"]:
                s.point(nm[v], s.along("P", v, g["p" + v] / (g["p" + v] + g["q" + v])))
        t = float(self._value(g))
        s.point(nm[g["free"]], s.along("P", g["free"], t / (1 + t)))
        quad = [nm[v] for v in VERTS]
        s.face(quad, color="gold", opacity=0.4, with_edges=False)
        for x, y in zip(quad, quad[1:] + quad[:1]):
            s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        nm = self._order(g)
        return (f"{self._lead(g)} The figure shows the pyramid with apex P above the parallelogram ABCD, the four "
                f"points on the lateral edges and the section {''.join(nm[v] for v in VERTS)} shaded.")

    def subquestions(self, g):
        nm = self._order(g)
        opp = {"A": "C", "B": "D", "C": "A", "D": "B"}
        f = g["free"]
        u, v = [x for x in VERTS if x not in (f, opp[f])]
        xu, xv = (Fraction(g["p" + k] + g["q" + k], g["p" + k]) for k in (u, v))
        return [SubQuestion(
            f"In the triangle P{u}{v}, {self._ratio_text(g, u, nm[u])} and {self._ratio_text(g, v, nm[v])}; O is the "
            f"midpoint of {u}{v} and the segment {nm[u]}{nm[v]} meets PO at K. Find PK/PO (as a fraction or decimal).",
            Number(float(2 / (xu + xv))), "plane_figures/triangles/similar_triangles_ratio")]

    def backward(self, g):
        nm = self._order(g)
        f = g["free"]
        opp = {"A": "C", "B": "D", "C": "A", "D": "B"}
        hide = opp[f]                                       # the edge opposite the free one
        w = self._recip(g)
        side = [v for v in VERTS if v not in (f, opp[f])]
        w_hide = w[side[0]] + w[side[1]] - w[f]
        x = g["q" + hide] / (w_hide - 1)
        r = self._value(g)
        return Backward(f"{self._lead(g, hide=hide)} It is known that P{nm[f]} : {nm[f]}{f} = {r.numerator} : "
                        f"{r.denominator}. Find x.", Number(float(x)), "p" + hide)

    def reasoning(self, p):
        nm = self._order(p)
        w = self._recip(p)
        f = p["free"]
        opp = {"A": "C", "B": "D", "C": "A", "D": "B"}
        side = [v for v in VERTS if v not in (f, opp[f])]
        r = self._value(p)
        wt = lambda v: frac_text(w[v])
        return [
            "Let O be the centre of the parallelogram ABCD (the midpoint of both AC and BD); PO is a median of the "
            "triangles PAC and PBD, and it meets the section plane at a point K.",
            "In a triangle PUV with median PO, a line meeting PU, PV, PO at X, Y, K satisfies "
            "PU/PX + PV/PY = 2·PO/PK (write PK as a combination of PX and PY and use that K lies on XY).",
            "Both diagonal triangles meet the section in lines through the same K, so PA/P" + nm["A"] + " + PC/P"
            + nm["C"] + " = PB/P" + nm["B"] + " + PD/P" + nm["D"] + ".",
            f"Known: " + ", ".join(f"P{v}/P{nm[v]} = {wt(v)}" for v in VERTS if v != f) + ".",
            f"So P{f}/P{nm[f]} = {wt(side[0])} + {wt(side[1])} − {wt(opp[f])} = {wt(f)}, and "
            f"P{nm[f]}/{nm[f]}{f} = 1/({wt(f)} − 1) = {frac_text(r)}.",
        ]
