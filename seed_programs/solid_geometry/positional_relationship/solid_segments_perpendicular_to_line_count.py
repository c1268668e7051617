"""Solid geometry: in a cube, a cuboid, a regular triangular or hexagonal prism, a regular square pyramid
or a regular tetrahedron, how many of the edges (or the face diagonals, or both) are perpendicular to a
given line through two labelled points (a vertex and a vertex or an edge midpoint)? Perpendicular lines
may meet or be skew (DynaSolidGeo, positional relationship: perpendicular lines in space). ``answer``
sorts the segments into classes of parallel directions (exact sympy coordinates) and tests each class
once; ``verify`` rebuilds the solid in floats from the statement and tests every segment by the cosine
of its angle with the line."""
import re
from itertools import combinations

import numpy as np
import sympy as sp

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import solid_vertex_labels
from dynaforge.sdk.solid_metric import exact_regular_polygon

SOLIDS = ("cube", "cuboid", "tri_prism", "hex_prism", "square_pyramid", "tetrahedron")
def surd(x) -> str:
    """An exact number as short text: 3*sqrt(3)/2 -> 3√3/2."""
    return re.sub(r"sqrt\((\d+)\)", r"√\1", str(sp.nsimplify(x))).replace("*", "")


ASKS = {"edges": "edges", "diagonals": "face diagonals", "both": "edges and face diagonals"}


@seed_program(
    id="solid_segments_perpendicular_to_line_count", topic="solid_geometry", category="positional_relationship",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/positional/line_line_relations", "solid_figures/positional/skew_lines",
              "solid_figures/positional/line_plane_perpendicular_criterion"],
    source="DynaSolidGeo-style (positional relationship: count the edges perpendicular to a line)",
    variations=["numeric_values", "geometric_transformations", "point_labels", "camera"],
)
class SolidSegmentsPerpendicularToLineCount(SeedProgram):
    levels = Levels(
        standard=dict(solid=OneOf(SOLIDS, p=[0.2, 0.2, 0.15, 0.1, 0.2, 0.15]), ask=OneOf(("edges", "diagonals", "both"),
                      p=[0.4, 0.3, 0.3]), edge=IntRange(2, 6), mid_share=OneOf((0.3,)),
                      measure=OneOf(("count", "length"), p=[0.35, 0.65])),
        hard=dict(solid=OneOf(SOLIDS, p=[0.1, 0.2, 0.2, 0.3, 0.1, 0.1]), ask=OneOf(("edges", "diagonals", "both"),
                  p=[0.2, 0.3, 0.5]), edge=IntRange(2, 9), mid_share=OneOf((0.5,)),
                  measure=OneOf(("count", "length"), p=[0.25, 0.75])),
        hard_means="mostly hexagonal and triangular prisms and the face diagonals counted too (up to 48 segments in "
                   "many directions), more lines to an edge midpoint, whose direction is no edge or diagonal, and "
                   "more often the total length of the perpendicular segments (each class times its length)",
    )

    def sample(self, rng, space):
        """Givens: the solid and its stated sizes, the label style, the line (two labels; "M" is the midpoint
        of the edge ``mid``) and what to count."""
        for _ in attempts("a line not along a listed segment class with at least one perpendicular segment"):
            solid, ask = space.solid.draw(rng), space.ask.draw(rng)
            if solid == "tetrahedron" and ask != "edges":
                continue
            a = space.edge.draw(rng)
            g = {"solid": solid, "a": a, "style": str(rng.choice(["prime", "sub", "digit"])), "ask": ask,
                 "measure": space.measure.draw(rng)}
            if solid == "cuboid":
                g["b"], g["c"] = space.edge.draw(rng), space.edge.draw(rng)
                if len({a, g["b"], g["c"]}) < 2:
                    continue
            elif solid in ("tri_prism", "hex_prism", "square_pyramid"):
                g["h"] = space.edge.draw(rng)
            pts, faces = self._exact(g)
            labels = list(pts)
            if rng.random() < space.mid_share.draw(rng):
                cand = [dict(g, line=[x, "M"], mid=list(e)) for e in self._edges(faces) for x in labels if x not in e]
            else:
                cand = [dict(g, line=[x, y]) for x in labels for y in labels if x != y]
            counts = [round(self.verify(h).value, 6) for h in cand]   # a quick float count to spread the answers
            values = sorted({n for n in counts if n > 0})
            if not values:
                continue
            v = values[int(rng.integers(len(values)))]
            pick = [h for h, n in zip(cand, counts) if n == v]
            return pick[int(rng.integers(len(pick)))]

    # -- exact solid ----------------------------------------------------------------------------------------
    def _exact(self, g):
        """{label: exact sympy point} and the faces (label lists) of the stated solid."""
        s, a = g["solid"], sp.Integer(g["a"])
        if s == "tetrahedron":
            base = exact_regular_polygon(3, a)
            cx, cy = sum(p[0] for p in base) / 3, sum(p[1] for p in base) / 3
            pts = {k: sp.Matrix([x, y, 0]) for k, (x, y) in zip("ABC", base)}
            pts["D"] = sp.Matrix([cx, cy, a * sp.sqrt(6) / 3])
            return pts, [["A", "B", "C"], ["A", "B", "D"], ["B", "C", "D"], ["C", "A", "D"]]
        if s == "square_pyramid":
            h = sp.Integer(g["h"])
            pts = {k: sp.Matrix([x, y, 0]) for k, (x, y) in zip("ABCD", [(0, 0), (a, 0), (a, a), (0, a)])}
            pts["P"] = sp.Matrix([a / 2, a / 2, h])
            return pts, [list("ABCD")] + [[u, v, "P"] for u, v in zip("ABCD", "BCDA")]
        if s in ("cube", "cuboid"):
            b, c = (sp.Integer(g["b"]), sp.Integer(g["c"])) if s == "cuboid" else (a, a)
            base, h, n = [(0, 0), (a, 0), (a, b), (0, b)], c, 4
        else:
            n = 3 if s == "tri_prism" else 6
            base, h = exact_regular_polygon(n, a), sp.Integer(g["h"])
        bottom, top = solid_vertex_labels(n, g["style"])
        pts = {k: sp.Matrix([x, y, 0]) for k, (x, y) in zip(bottom, base)}
        pts.update({k: sp.Matrix([x, y, h]) for k, (x, y) in zip(top, base)})
        faces = [bottom, top] + [[bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i]] for i in range(n)]
        return pts, faces

    @staticmethod
    def _edges(faces):
        out = []
        for f in faces:
            for u, v in zip(f, f[1:] + f[:1]):
                if not any({u, v} == set(e) for e in out):
                    out.append((u, v))
        return out

    @staticmethod
    def _diagonals(faces):
        out = []
        for f in faces:
            k = len(f)
            for i, j in combinations(range(k), 2):
                if (j - i) % k not in (1, k - 1):
                    out.append((f[i], f[j]))
        return out

    def _segments(self, faces, ask):
        return {"edges": self._edges(faces), "diagonals": self._diagonals(faces),
                "both": self._edges(faces) + self._diagonals(faces)}[ask]

    # -- answer: direction classes, exact ------------------------------------------------------------------
    def answer(self, p):
        pts, faces = self._exact(p)
        if p["line"][1] == "M":
            pts = dict(pts, M=(pts[p["mid"][0]] + pts[p["mid"][1]]) / 2)
        d = pts[p["line"][1]] - pts[p["line"][0]]
        classes = []                     # [direction, lengths of the parallel segments (they may differ)]
        for u, v in self._segments(faces, p["ask"]):
            w = pts[v] - pts[u]
            cls = next((c for c in classes if sp.expand(c[0].cross(w)).is_zero_matrix), None)
            if cls is None:
                classes.append([w, []])
                cls = classes[-1]
            cls[1].append(sp.sqrt(w.dot(w)))
        perp = [lengths for w, lengths in classes if sp.expand(w.dot(d)) == 0]
        if p["measure"] == "count":
            return Number(sum(len(x) for x in perp))
        return Number(float(sum(sum(x) for x in perp)))

    # -- verify: floats, every segment by its cosine ------------------------------------------------------------
    def verify(self, g):
        s, a = g["solid"], float(g["a"])
        if s == "tetrahedron":
            R = a / np.sqrt(3)
            P = {k: np.array([R * np.cos(t), R * np.sin(t), 0.0]) for k, t in zip("ABC", np.radians([90, 210, 330]))}
            P["D"] = np.array([0.0, 0.0, a * np.sqrt(2.0 / 3.0)])
            faces = [("A", "B", "C"), ("A", "B", "D"), ("B", "C", "D"), ("C", "A", "D")]
        elif s == "square_pyramid":
            P = {k: np.array([x, y, 0.0]) * a / 2 for k, (x, y) in zip("ABCD", [(-1, -1), (1, -1), (1, 1), (-1, 1)])}
            P["P"] = np.array([0.0, 0.0, float(g["h"])])
            faces = [tuple("ABCD")] + [(u, v, "P") for u, v in zip("ABCD", "BCDA")]
        else:
            if s in ("cube", "cuboid"):
                n = 4
                b, c = (float(g["b"]), float(g["c"])) if s == "cuboid" else (a, a)
                base = [(0, 0), (a, 0), (a, b), (0, b)]
            else:
                n = 3 if s == "tri_prism" else 6
                R = a / (2 * np.sin(np.pi / n))
                base = [(R * np.cos(2 * np.pi * k / n), R * np.sin(2 * np.pi * k / n)) for k in range(n)]
                c = float(g["h"])
            letters = "ABCDEFGHIJKL"
            bottom = list(letters[:n])
            top = {"prime": [x + "'" for x in bottom], "sub": [x + "₁" for x in bottom],
                   "digit": [x + "1" for x in bottom]}[g["style"]]
            P = {k: np.array([x, y, 0.0]) for k, (x, y) in zip(bottom, base)}
            P.update({k: np.array([x, y, c]) for k, (x, y) in zip(top, base)})
            faces = [tuple(bottom), tuple(top)] + [(bottom[i], bottom[(i + 1) % n], top[(i + 1) % n], top[i])
                                                   for i in range(n)]
        pairs = set()
        for f in faces:
            for i, j in combinations(range(len(f)), 2):
                adjacent = (j - i) % len(f) in (1, len(f) - 1)
                if g["ask"] == "both" or adjacent == (g["ask"] == "edges"):
                    pairs.add(frozenset((f[i], f[j])))
        x, y = g["line"]
        end = (P[g["mid"][0]] + P[g["mid"][1]]) / 2 if y == "M" else P[y]
        d = end - P[x]
        count = 0
        for pr in pairs:
            u, v = sorted(pr)
            w = P[v] - P[u]
            if abs(w @ d) / (np.linalg.norm(w) * np.linalg.norm(d)) < 1e-9:
                count += 1 if g["measure"] == "count" else float(np.linalg.norm(w))
        return Number(count)

    # -- views ----------------------------------------------------------------------------------------------
    def _name(self, g):
        pts, faces = self._exact(g)
        s = g["solid"]
        if s == "tetrahedron":
            return f"the regular tetrahedron ABCD with edge length {g['a']}"
        if s == "square_pyramid":
            return f"the regular square pyramid P-ABCD with base edge {g['a']} and height {g['h']}"
        n = len(faces[0])
        name = "".join(faces[0]) + "-" + "".join(faces[1])
        A, B, A1 = faces[0][0], faces[0][1], faces[1][0]
        if s == "cube":
            return f"the cube {name} with edge length {g['a']}"
        if s == "cuboid":
            return f"the cuboid {name} with {A}{B} = {g['a']}, {A}{faces[0][3]} = {g['b']} and {A}{A1} = {g['c']}"
        kind = "triangular" if n == 3 else "hexagonal"
        return f"the regular {kind} prism {name} (a right prism) with base edge {g['a']} and lateral edge {A}{A1} = {g['h']}"

    def _lead(self, g):
        x, y = g["line"]
        mid = f" M is the midpoint of the edge {g['mid'][0]}{g['mid'][1]}." if y == "M" else ""
        return f"Consider {self._name(g)}.{mid}"

    def question(self, g):
        x, y = g["line"]
        extra = " (a face diagonal joins two vertices of a face that are not joined by an edge)" \
            if g["ask"] != "edges" else ""
        if g["measure"] == "count":
            ask = f"How many of its {ASKS[g['ask']]}{extra} are perpendicular to the line {x}{y}?"
        else:
            ask = (f"Find the total length of those of its {ASKS[g['ask']]}{extra} that are perpendicular to the line "
                   f"{x}{y} (to 2 decimal places).")
        return f"{self._lead(g)} {ask} Count a segment whether it meets the line {x}{y} or is skew to it."

    def scene(self, g):
        pts, faces = self._exact(g)
        s = Scene()
        s.polyhedron({k: [float(t) for t in v] for k, v in pts.items()}, faces)
        if g["line"][1] == "M":
            s.point("M", s.midpoint(*g["mid"]))
        x, y = g["line"]
        from dynaforge.sdk.scene import restyle_segment
        restyle_segment(s, x, y, "auxiliary")
        return s

    def description(self, g):
        pts, faces = self._exact(g)
        fs = "; ".join("".join(f) for f in faces)
        return f"{self._lead(g)} The solid has the faces {fs}; the line {''.join(g['line'])} is drawn in red."

    def subquestions(self, g):
        pts, faces = self._exact(g)
        segs = self._segments(faces, g["ask"])
        return [SubQuestion(f"{self._lead(g)} How many {ASKS[g['ask']]} does the solid have in all?",
                            Number(len(segs)), "solid_figures/positional/line_line_relations")]

    def reasoning(self, p):
        pts, faces = self._exact(p)
        if p["line"][1] == "M":
            pts = dict(pts, M=(pts[p["mid"][0]] + pts[p["mid"][1]]) / 2)
        x, y = p["line"]
        d = pts[y] - pts[x]
        txt = lambda v: "(" + ", ".join(surd(t) for t in v) + ")"
        classes = []
        for u, v in self._segments(faces, p["ask"]):
            w = pts[v] - pts[u]
            cls = next((c for c in classes if sp.expand(c[0].cross(w)).is_zero_matrix), None)
            if cls is None:
                classes.append([w, []])
                cls = classes[-1]
            cls[1].append((u, v))
        steps = [f"Set up coordinates: {', '.join(f'{k} = {txt(v)}' for k, v in pts.items())}; the line {x}{y} has "
                 f"direction {txt(d)}.",
                 "Two lines are perpendicular (meeting or skew) exactly when the dot product of their directions is 0; "
                 "parallel segments share the answer, so test one direction per class of parallel segments:"]
        total, length = 0, 0
        for w, segs in classes:
            dot = sp.expand(w.dot(d))
            ok = dot == 0
            if ok:
                total += len(segs)
                length += sum(sp.sqrt((pts[q[1]] - pts[q[0]]).dot(pts[q[1]] - pts[q[0]])) for q in segs)
            steps.append(f"{', '.join(u + v for u, v in segs)}: direction {txt(w)}, dot product {surd(dot)}"
                         f" → {'perpendicular' if ok else 'not perpendicular'}.")
        steps.append(f"Perpendicular {ASKS[p['ask']]}: {total}.")
        if p["measure"] == "length":
            note = (" (parallel segments need not be equally long: a regular hexagon's long diagonal is parallel to "
                    "two of its sides)") if p["solid"] == "hex_prism" else ""
            steps.append(f"Adding their lengths{note} gives "
                         f"{surd(length)} ≈ {float(length):.2f}.")
        return steps
