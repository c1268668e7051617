"""Solid geometry (unfolding): an ant crawls over the surface of a regular triangular prism ABC-A₁B₁C₁ from a
point M of the top edge A₁B₁ to a point N of the bottom edge BC (two edges with no face in common); find
the length of the shortest route. It crosses the lateral edge BB₁, the base edge AB or the top edge B₁C₁
(two faces), or goes through the third lateral face CAA₁C₁ (three faces): unfold each chain of faces into
one plane and take the least straight segment that stays inside its chain (DynaSolidGeo folding/unfolding:
shortest path on a surface). ``answer`` develops every chain into the plane (``solid_position_folding``);
``verify`` places the prism in 3D and minimises the length of broken lines over every chain of up to four
faces from M to N (no unfolding)."""
import numpy as np
from scipy.optimize import brentq

from dynaforge.sdk import Backward, IntRange, Levels, Number, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.solid_moving import surface_shortest_path
from dynaforge.sdk.solid_position_folding import (develop_route, draw_regular_triangular_prism, face_chains,
                                                  prism_role_labels, regular_prism_figure_text)



@seed_program(
    id="triangular_prism_surface_ant_path", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/distances/surface_shortest_path", "solid_figures/nets/prism_lateral_unrolling"],
    source="DynaSolidGeo-style (unfolding: an ant on a regular triangular prism between two non-adjacent edges)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class TriangularPrismSurfaceAntPath(SeedProgram):
    levels = Levels(
        standard=dict(a=IntRange(2, 8), h_ratio=(0.8, 2.0), mid_share=0.6),
        hard=dict(a=IntRange(4, 12), h_ratio=(0.3, 0.9), mid_share=0.0),
        hard_means="flat prisms (lateral edge shorter than the base edge), where the routes over a base face and "
                   "through the third lateral face compete with the route round the lateral edge (seven chains to "
                   "compare), and the points never at midpoints",
    )

    def sample(self, rng, space):
        """Givens: a, h, the label style, A₁M = m and BN = n (halves allowed for midpoints)."""
        style = str(rng.choice(["sub", "prime", "digit"]))
        lo, hi = space.h_ratio
        for _ in attempts("a prism with both points inside their edges and the two best routes at least 1% apart"):
            a = int(space.a.draw(rng))
            h = int(round(rng.uniform(lo, hi) * a))
            if h < 1:
                continue
            if rng.random() < space.mid_share:
                m = a / 2
            else:
                m = int(rng.integers(1, a))
            n = a / 2 if rng.random() < space.mid_share else int(rng.integers(1, a))
            g = {"a": a, "h": h, "style": style, "m": m, "n": n}
            if space.mid_share == 0 and (2 * m == a or 2 * n == a):
                continue
            vals = sorted(v for v in self._routes(g).values() if v is not None)
            if not vals:
                continue
            if len(vals) >= 2 and vals[1] < 1.01 * vals[0]:
                continue
            return g

    def _num(self, x):
        return str(int(x)) if float(x).is_integer() else f"{x:g}"

    def _lead(self, g, hide=None):
        L = prism_role_labels(g["style"])
        h = "x" if hide == "h" else g["h"]
        mt = (f"M is the midpoint of {L['A1']}{L['B1']}" if 2 * g["m"] == g["a"]
              else f"M lies on {L['A1']}{L['B1']} with {L['A1']}M = {self._num(g['m'])}")
        nt = (f"N is the midpoint of {L['B']}{L['C']}" if 2 * g["n"] == g["a"]
              else f"N lies on {L['B']}{L['C']} with {L['B']}N = {self._num(g['n'])}")
        return (f"The regular triangular prism {L['A']}{L['B']}{L['C']}-{L['A1']}{L['B1']}{L['C1']} has base edge "
                f"{g['a']} and lateral edge {h}; {mt}, and {nt}.")

    def question(self, g):
        return (f"{self._lead(g)} An ant crawls over the surface of the prism from M to N. Find the length of the "
                f"shortest route (to 2 decimal places).")

    # -- answer: unfold every chain of faces from M to N ------------------------------------------------------
    FACES = ((0, 1, 2), (3, 4, 5), (0, 1, 4, 3), (1, 2, 5, 4), (2, 0, 3, 5))

    def _solid(self, p):
        a, h = float(p["a"]), float(p["h"])
        base = [(0.0, 0.0), (a, 0.0), (a / 2, a * np.sqrt(3) / 2)]
        V = np.array([(x, y, 0.0) for x, y in base] + [(x, y, h) for x, y in base])
        M = V[3] + float(p["m"]) / a * (V[4] - V[3])      # on A1B1
        N = V[1] + float(p["n"]) / a * (V[2] - V[1])      # on BC
        return V, M, N

    def _routes(self, p):
        """{chain of faces: the unfolded straight length, or None when the segment leaves the chain}."""
        V, M, N = self._solid(p)
        # M lies on the top face (1) and ABB1A1 (2); N on the bottom (0) and BCC1B1 (3)
        return {tuple(c): develop_route(V, self.FACES, c, M, N)
                for c in face_chains(self.FACES, [1, 2], [0, 3], max_faces=4)}

    def _best(self, p):
        return min((v, c) for c, v in self._routes(p).items() if v is not None)

    def answer(self, p):
        return Number(self._best(p)[0])

    # -- verify: broken lines over chains of faces in 3D --------------------------------------------------------
    def verify(self, g):
        a, h, m, n = (float(g[k]) for k in ("a", "h", "m", "n"))
        base = [(0.0, 0.0), (a, 0.0), (a / 2, a * np.sqrt(3) / 2)]
        V = [(x, y, 0.0) for x, y in base] + [(x, y, h) for x, y in base]
        faces = [(0, 1, 2), (3, 4, 5), (0, 1, 4, 3), (1, 2, 5, 4), (2, 0, 3, 5)]
        Vn = np.array(V)
        M = Vn[3] + m / a * (Vn[4] - Vn[3])
        N = Vn[1] + n / a * (Vn[2] - Vn[1])
        return Number(surface_shortest_path(V, faces, M, N, max_faces=4))

    # -- views ----------------------------------------------------------------------------------------------
    def scene(self, g):
        a, h = g["a"], g["h"]
        s = Scene()
        L = draw_regular_triangular_prism(s, a, h, g["style"])
        s.point("M", s.along(L["A1"], L["B1"], g["m"] / a))
        s.point("N", s.along(L["B"], L["C"], g["n"] / a))
        return s

    def description(self, g):
        L = prism_role_labels(g["style"])
        return (f"{self._lead(g)} " + regular_prism_figure_text(L)
                + "and the points M and N marked.")

    def subquestions(self, g):
        L = prism_role_labels(g["style"])
        lateral = self._routes(g)[(2, 3)]
        return [SubQuestion(f"{self._lead(g)} Unfold the lateral faces {L['A']}{L['B']}{L['B1']}{L['A1']} and "
                            f"{L['B']}{L['C']}{L['C1']}{L['B1']} into one rectangle. Find the length of the straight "
                            f"segment MN in it (to 2 decimal places).",
                            Number(lateral), "solid_figures/nets/prism_lateral_unrolling")]

    def backward(self, g):
        val = self._best(g)[0]
        f = lambda x: self._best({**g, "h": x})[0] - val
        x = brentq(f, 1e-6, 10.0 * (g["h"] + g["a"]), xtol=1e-13)
        return Backward(f"{self._lead(g, hide='h')} The shortest route over the surface of the prism from M to N has "
                        f"length {val:.4f}. Find x.", Number(float(x)), "h")

    def reasoning(self, p):
        L = prism_role_labels(p["style"])
        fname = {0: L["A"] + L["B"] + L["C"], 1: L["A1"] + L["B1"] + L["C1"], 2: L["A"] + L["B"] + L["B1"] + L["A1"],
                 3: L["B"] + L["C"] + L["C1"] + L["B1"], 4: L["C"] + L["A"] + L["A1"] + L["C1"]}
        lines = [f"M lies on the faces {fname[1]} and {fname[2]}, N on {fname[0]} and {fname[3]}; no face holds both, "
                 f"so the route crosses edges. On a convex polyhedron a shortest route is a straight segment once the "
                 f"faces it crosses are unfolded into one plane: try every chain of faces from M to N."]
        best, chain = self._best(p)
        for c, v in sorted(self._routes(p).items(), key=lambda kv: (len(kv[0]), kv[0])):
            names = " → ".join(fname[f] for f in c)
            lines.append(f"{names}: " + (f"straight segment {v:.4f}." if v is not None
                                         else "the straight segment leaves these faces (no route this way)."))
        lines.append(f"The shortest is {' → '.join(fname[f] for f in chain)}: {best:.4f} ≈ {best:.2f}.")
        return lines
