"""Solid geometry: in a regular triangular prism ABC-A₁B₁C₁, M and N lie on the bottom edges AB and AC and P on
the top edge A₁B₁; the plane MNP cuts the top face along PQ. Where is Q on A₁C₁ (or, harder, on B₁C₁: its
distance from B₁ or C₁)?
(DynaSolidGeo, positional relationship: two parallel planes are cut by a third plane in parallel lines,
so PQ ∥ MN.) ``answer`` uses PQ ∥ MN: in the top face Q = P + λ·(MN translated), which gives
A₁Q = A₁P·AN/AM on A₁C₁, or λ = (a − A₁P)/(AN − AM) and B₁Q = λ·AN on B₁C₁ (exact fractions); ``verify``
builds the prism in coordinates and intersects the plane MNP with the line of the asked edge (numpy)."""
from fractions import Fraction

import numpy as np

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_position import frac_text
from dynaforge.sdk.solid_position_folding import (draw_regular_triangular_prism, prism_role_labels,
                                                  regular_prism_figure_text)
from dynaforge.sdk.solid_relations_more import pick_spread


@seed_program(
    id="triangular_prism_section_top_edge_point", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/plane_plane_parallel", "solid_figures/positional/line_plane_parallel_property",
              "plane_figures/triangles/similar_triangles_ratio"],
    source="DynaSolidGeo-style (positional relationship: a section of a prism meets the top face in a parallel line)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "geometric_transformations", "camera"],
)
class TriangularPrismSectionTopEdgePoint(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(3, 9), target=OneOf(("A1C1",))),
        hard=dict(a=IntRange(5, 13), target=OneOf(("B1C1",))),
        hard_means="larger prisms and the section leaving the top face through B₁C₁ instead of A₁C₁: the parallel "
                   "line through P must be followed past the side A₁C₁ (a linear equation instead of one ratio), the distance asked "
                   "from B₁ or from C₁",
    )

    def sample(self, rng, space):
        """Givens: base edge a, lateral edge h, the label style, AM = m, AN = n, A₁P = p and the top edge that
        the section meets (A₁C₁ or B₁C₁)."""
        style = str(rng.choice(["sub", "prime", "digit"]))
        target = space.target.draw(rng)
        for _ in attempts("a prism whose base edge admits a section leaving the top face through the asked edge"):
            a = int(space.a.draw(rng))
            h = int(rng.integers(max(2, a - 3), a + 4))
            good = []
            for m in range(1, a):
                for n in range(1, a):
                    for p in range(1, a):
                        on_a1c1 = Fraction(p * n, m)
                        if target == "A1C1" and m != n and 0.15 * a < on_a1c1 < 0.85 * a:
                            good.append((m, n, p, "A1", on_a1c1))
                        if target == "B1C1" and on_a1c1 > a and n > m:
                            v = Fraction(a - p, n - m) * n
                            if 0.15 * a < v < 0.85 * a:
                                good += [(m, n, p, "B1", v), (m, n, p, "C1", a - v)]
            if not good:
                continue
            m, n, p, frm, _ = pick_spread(rng, good, lambda c: c[4])       # every answer value equally likely
            return {"a": a, "h": h, "style": style, "m": m, "n": n, "p": p, "target": target, "from": frm}

    def _lead(self, g, hide=None):
        L = prism_role_labels(g["style"])
        p = "x" if hide == "p" else g["p"]
        e0, e1 = ("A1", "C1") if g["target"] == "A1C1" else ("B1", "C1")
        return (f"The regular triangular prism {L['A']}{L['B']}{L['C']}-{L['A1']}{L['B1']}{L['C1']} has base edge {g['a']} "
                f"and lateral edge {g['h']}. M lies on {L['A']}{L['B']} with {L['A']}M = {g['m']}, N lies on "
                f"{L['A']}{L['C']} with {L['A']}N = {g['n']}, and P lies on {L['A1']}{L['B1']} with {L['A1']}P = {p}. "
                f"The plane MNP meets the edge {L[e0]}{L[e1]} at Q.")

    def question(self, g):
        L = prism_role_labels(g["style"])
        return f"{self._lead(g)} Find {L[g['from']]}Q (as a fraction or a decimal)."

    # -- answer: PQ ∥ MN ----------------------------------------------------------------------------------
    def _value(self, p):
        a, m, n, q = (Fraction(p[k]) for k in ("a", "m", "n", "p"))
        if p["target"] == "A1C1":
            return q * n / m                                # triangle A1PQ ~ triangle AMN
        lam = (a - q) / (n - m)                             # Q = P + λ·(N − M) reaches B1C1
        return lam * n

    def _asked(self, p):
        """The asked length: from A1 or B1 (the value found), or from C1 (the rest of B1C1)."""
        v = self._value(p)
        return p["a"] - v if p["from"] == "C1" else v

    def answer(self, p):
        return Number(float(self._asked(p)))

    # -- verify: coordinates ---------------------------------------------------------------------------------
    def verify(self, g):
        a, h = float(g["a"]), float(g["h"])
        A, B, C = np.zeros(3), np.array([a, 0, 0]), np.array([a / 2, a * np.sqrt(3) / 2, 0])
        up = np.array([0, 0, h])
        M, N = A + g["m"] / a * (B - A), A + g["n"] / a * (C - A)
        P = A + up + g["p"] / a * (B - A)
        nrm = np.cross(N - M, P - M)
        start, stop = (A + up, C + up) if g["target"] == "A1C1" else (B + up, C + up)
        t = ((M - start) @ nrm) / ((stop - start) @ nrm)
        return Number(float((1 - t) * a if g["from"] == "C1" else t * a))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, h = g["a"], g["h"]
        s = Scene()
        L = draw_regular_triangular_prism(s, a, h, g["style"])
        s.point("M", s.along(L["A"], L["B"], g["m"] / a))
        s.point("N", s.along(L["A"], L["C"], g["n"] / a))
        s.point("P", s.along(L["A1"], L["B1"], g["p"] / a))
        e0, e1 = ("A1", "C1") if g["target"] == "A1C1" else ("B1", "C1")
        s.point("Q", s.along(L[e0], L[e1], float(self._value(g)) / a))
        for x, y in (("M", "N"), ("P", "Q"), ("M", "P"), ("N", "Q")):
            s.segment(x, y, style="auxiliary")
        return s

    def description(self, g):
        L = prism_role_labels(g["style"])
        return (f"{self._lead(g)} " + regular_prism_figure_text(L)
                + "and the segments MN, PQ, MP and NQ drawn in red.")

    def subquestions(self, g):
        L = prism_role_labels(g["style"])
        mn = np.sqrt(g["m"] ** 2 + g["n"] ** 2 - g["m"] * g["n"])
        return [SubQuestion(f"In the equilateral triangle {L['A']}{L['B']}{L['C']} with side {g['a']}, M lies on "
                            f"{L['A']}{L['B']} with {L['A']}M = {g['m']} and N lies on {L['A']}{L['C']} with "
                            f"{L['A']}N = {g['n']}. Find MN (to 2 decimal places).", Number(float(mn)),
                            "plane_figures/triangles/pythagorean_theorem")]

    def backward(self, g):
        L = prism_role_labels(g["style"])
        v = self._value(g)
        a, m, n = (Fraction(g[k]) for k in ("a", "m", "n"))
        x = v * m / n if g["target"] == "A1C1" else a - v * (n - m) / n
        return Backward(f"{self._lead(g, hide='p')} It is known that {L[g['from']]}Q = {frac_text(self._asked(g))}. "
                        f"Find x.",
                        Number(float(x)), "p")

    def reasoning(self, p):
        L = prism_role_labels(p["style"])
        v = self._value(p)
        out = [f"The bases {L['A']}{L['B']}{L['C']} and {L['A1']}{L['B1']}{L['C1']} are parallel planes; the plane MNP "
               f"cuts them in parallel lines, so PQ ∥ MN (the lateral edge {p['h']} plays no part)."]
        if p["target"] == "A1C1":
            out += [f"Translate the bottom triangle up onto the top face: A goes to {L['A1']}, so the triangles "
                    f"{L['A1']}PQ and {L['A']}MN have parallel sides and are similar.",
                    f"{L['A1']}Q / {L['A']}N = {L['A1']}P / {L['A']}M, so {L['A1']}Q = {p['p']}·{p['n']}/{p['m']} = "
                    f"{frac_text(v)}."]
        else:
            lam = Fraction(p["a"] - p["p"], p["n"] - p["m"])
            out += [f"Here {L['A1']}P·{L['A']}N/{L['A']}M = {frac_text(Fraction(p['p'] * p['n'], p['m']))} > {p['a']}, "
                    f"so the line through P parallel to MN leaves the top face through {L['B1']}{L['C1']}.",
                    f"In the top face write vectors from {L['A1']} along u = {L['A1']}{L['B1']}/{p['a']} and "
                    f"w = {L['A1']}{L['C1']}/{p['a']}: P = {p['p']}u, MN = {p['n']}w − {p['m']}u, and a point of "
                    f"{L['B1']}{L['C1']} has its u- and w-coefficients summing to {p['a']}.",
                    f"Q = P + λ·MN: ({p['p']} − {p['m']}λ) + {p['n']}λ = {p['a']}, so λ = {frac_text(lam)}, and "
                    f"{L['B1']}Q equals the w-coefficient {p['n']}λ = {frac_text(v)}."]
            if p["from"] == "C1":
                out.append(f"{L['C1']}Q = {p['a']} − {L['B1']}Q = {frac_text(p['a'] - v)}.")
        return out
