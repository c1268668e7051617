"""Solid geometry (folding): a rectangle ABCD is folded along a crease EF that is not a diagonal - E on AB
and F on CD (a strip AEFD turns up) or F on AD (the corner triangle AEF turns up) - until the two parts
are perpendicular; find the distance between a vertex of the folded part and a vertex of the fixed part
(DynaSolidGeo folding: lengths measured to the crease do not change, and with perpendicular planes the
perpendiculars to the crease are perpendicular to each other). ``answer`` works in the flat sheet: each
vertex's distance to the crease and the offset of the two feet along it, then XY² = d_X² + d_Y² + s²
(sympy, exact); ``verify`` turns the flap by 90° about EF in 3D and measures."""
import numpy as np
import sympy as sp

from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import surd_text
from dynaforge.sdk.solid_motion import fold_flap


@seed_program(
    id="rectangle_crease_perpendicular_fold", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/positional/plane_plane_perpendicular",
              "solid_figures/folding/skew_segment_length"],
    source="DynaSolidGeo-style (folding; a rectangle folded along a slanted crease into perpendicular planes)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class RectangleCreasePerpendicularFold(SeedProgram):
    levels = Levels(
        standard=dict(width=IntRange(4, 10), height=IntRange(3, 8), kind=OneOf(("strip", "corner"), p=[0.5, 0.5]),
                      slant=OneOf((0.3,))),
        hard=dict(width=IntRange(6, 16), height=IntRange(4, 12), kind=OneOf(("strip", "corner"), p=[0.6, 0.4]),
                  slant=OneOf((1.0,))),
        hard_means="larger sheets and always a slanted crease (for a strip AE ≠ DF), so the feet of the "
                   "perpendiculars on the crease are apart and a third term enters the distance",
    )

    def sample(self, rng, space):
        """Givens: AB = w, AD = h, the kind of crease, AE = p and DF = q (strip) or AF = q (corner), and the
        pair of vertices whose distance is asked (the first on the folded part)."""
        kind, slant = space.kind.draw(rng), space.slant.draw(rng)
        for _ in attempts("a crease inside the sheet, slanted as the level wants"):
            w, h = space.width.draw(rng), space.height.draw(rng)
            if w == h:
                continue
            p = int(rng.integers(1, w))
            if kind == "strip":
                q = int(rng.integers(1, w)) if rng.random() < slant else p
                pair = [["A", "C"], ["D", "B"], ["A", "B"], ["D", "C"]][int(rng.integers(4))]
                if slant == 1.0 and q == p:
                    continue
            else:
                q = int(rng.integers(1, h))
                pair = [["A", "C"], ["A", "B"], ["A", "D"]][int(rng.integers(3))]
            g = {"w": w, "h": h, "kind": kind, "p": p, "q": q, "pair": pair}
            if not any(self._solve_back(g, k) is not None for k in ("h", "w", "q", "p")):
                continue                                   # keep a length that the answer fixes (backward view)
            return g

    def _flat(self, g):
        """Flat exact coordinates: A at the origin, B = (w, 0), D = (0, h)."""
        w, h, p, q = (sp.Integer(g[k]) for k in ("w", "h", "p", "q"))
        pts = {"A": (0, 0), "B": (w, 0), "C": (w, h), "D": (0, h), "E": (p, 0)}
        pts["F"] = (q, h) if g["kind"] == "strip" else (0, q)
        return {k: sp.Matrix(v) for k, v in pts.items()}

    def _flap(self, g):
        return ["A", "D"] if g["kind"] == "strip" else ["A"]

    def _setup(self, g, hide=None):
        v = {k: ("x" if k == hide else g[k]) for k in ("w", "h", "p", "q")}
        if g["kind"] == "strip":
            where = f"E lies on AB with AE = {v['p']} and F lies on CD with DF = {v['q']}"
            part, other = "quadrilateral AEFD", "quadrilateral EBCF"
        else:
            where = f"E lies on AB with AE = {v['p']} and F lies on AD with AF = {v['q']}"
            part, other = "triangle AEF", "pentagon EBCDF"
        return (f"Rectangle ABCD has AB = {v['w']} and AD = {v['h']}; {where}. The sheet is folded along EF so that "
                f"the plane of {part} becomes perpendicular to the plane of {other}.")

    def question(self, g):
        x, y = g["pair"]
        return f"{self._setup(g)} Find the distance {x}{y} after folding (to 2 decimal places)."

    # -- answer: in the flat sheet ---------------------------------------------------------------------------
    def _exact(self, p):
        P = self._flat(p)
        E, F = P["E"], P["F"]
        u = (F - E) / sp.sqrt((F - E).dot(F - E))
        def crease(X):
            v = P[X] - E
            s = v.dot(u)
            return s, sp.sqrt(sp.simplify(v.dot(v) - s ** 2))
        (sx, dx), (sy, dy) = crease(p["pair"][0]), crease(p["pair"][1])
        return sp.sqrt(sp.simplify(dx ** 2 + dy ** 2 + (sx - sy) ** 2)), (sx, dx, sy, dy)

    def answer(self, p):
        return Number(float(self._exact(p)[0]))

    # -- verify: fold in 3D ---------------------------------------------------------------------------------------
    def verify(self, g):
        w, h, p, q = (float(g[k]) for k in ("w", "h", "p", "q"))
        pts = {"A": (0, 0, 0), "B": (w, 0, 0), "C": (w, h, 0), "D": (0, h, 0)}
        E = np.array([p, 0.0, 0.0])
        F = np.array([q, h, 0.0]) if g["kind"] == "strip" else np.array([0.0, q, 0.0])
        flap = ["A", "D"] if g["kind"] == "strip" else ["A"]
        moved = fold_flap({k: pts[k] for k in flap}, E, F, 90.0)
        X = {k: moved.get(k, np.array(v, dtype=float)) for k, v in pts.items()}
        x, y = g["pair"]
        return Number(float(np.linalg.norm(X[x] - X[y])))

    # -- views -----------------------------------------------------------------------------------------------
    def scene(self, g):
        P = {k: np.array([float(v[0]), float(v[1])]) for k, v in self._flat(g).items()}
        E, F = P["E"], P["F"]
        u = (F - E) / np.linalg.norm(F - E)
        nrm = np.array([u[1], -u[0]])
        if (P["B"] - E) @ nrm < 0:
            nrm = -nrm                                  # +x towards the fixed part
        flap = self._flap(g)
        pts = {}
        for k, X in P.items():
            s, n = (X - E) @ u, (X - E) @ nrm
            pts[k] = np.array([0.0, s, -n]) if k in flap else np.array([n, s, 0.0])
        s = Scene()
        for k, v in pts.items():
            s.point(k, v)
        if g["kind"] == "strip":
            s.face(["E", "B", "C", "F"], color="lightsteelblue", opacity=0.3)
            s.face(["A", "E", "F", "D"], color="#fcd34d", opacity=0.35)
        else:
            s.face(["E", "B", "C", "D", "F"], color="lightsteelblue", opacity=0.3)
            s.face(["A", "E", "F"], color="#fcd34d", opacity=0.35)
        s.segment(*g["pair"], style="auxiliary")
        return s

    def description(self, g):
        x, y = g["pair"]
        return (f"{self._setup(g)} The fixed part lies flat and the folded part stands up along the crease EF at a "
                f"right angle; the segment {x}{y} is drawn in red.")

    def subquestions(self, g):
        x = g["pair"][0]
        _, (sx, dx, sy, dy) = self._exact(g)
        return [SubQuestion(f"Rectangle ABCD has AB = {g['w']} and AD = {g['h']}; "
                            + self._setup(g).split("; ")[1].split(". ")[0]
                            + f". In the flat sheet, find the distance from {x} to the line EF (to 2 decimal places).",
                            Number(float(dx)), "solid_figures/folding/invariants_after_folding")]

    @staticmethod
    def _flat_distance(g):
        """The folded distance from the flat sheet in floats (for solving back a masked length)."""
        w, h, p, q = (float(g[k]) for k in ("w", "h", "p", "q"))
        P = {"A": (0, 0), "B": (w, 0), "C": (w, h), "D": (0, h)}
        E, F = np.array([p, 0.0]), (np.array([q, h]) if g["kind"] == "strip" else np.array([0.0, q]))
        u = (F - E) / np.linalg.norm(F - E)
        def crease(X):
            v = np.array(P[X], dtype=float) - E
            s = v @ u
            return s, np.sqrt(max(v @ v - s * s, 0.0))
        (sx, dx), (sy, dy) = crease(g["pair"][0]), crease(g["pair"][1])
        return float(np.sqrt(dx * dx + dy * dy + (sx - sy) ** 2))

    def _valid_range(self, g, key):
        """Where the masked length keeps E and F inside their sides."""
        w, h, p, q = g["w"], g["h"], g["p"], g["q"]
        top = 4.0 * max(w, h)
        lo = {"w": max(p, q if g["kind"] == "strip" else 0), "h": 0 if g["kind"] == "strip" else q,
              "p": 0, "q": 0}[key]
        hi = {"w": top, "h": top, "p": w, "q": w if g["kind"] == "strip" else h}[key]
        return lo + 1e-6, hi - 1e-6

    def _solve_back(self, g, key):
        """The masked length, or None when the forward answer does not fix it (no root, or two)."""
        from scipy.optimize import brentq
        target = self._flat_distance(g)
        lo, hi = self._valid_range(g, key)
        f = lambda x: self._flat_distance({**g, key: x}) - target
        xs = np.linspace(lo, hi, 801)
        ys = [f(x) for x in xs]
        roots = []
        for i in range(len(xs) - 1):
            if ys[i] == 0 or ys[i] * ys[i + 1] < 0:
                roots.append(brentq(f, xs[i], xs[i + 1], xtol=1e-13) if ys[i] != 0 else xs[i])
        roots = [r for k, r in enumerate(roots) if all(abs(r - q) > 1e-6 for q in roots[:k])]
        return roots[0] if len(roots) == 1 and abs(roots[0] - g[key]) < 1e-6 else None

    def backward(self, g):
        key = next(k for k in ("h", "w", "q", "p") if self._solve_back(g, k) is not None)
        x, y = g["pair"]
        name = {"w": "AB", "h": "AD", "p": "AE", "q": "DF" if g["kind"] == "strip" else "AF"}[key]
        return Backward(f"{self._setup(g, hide=key)} After folding, the distance between {x} and {y} is "
                        f"{surd_text(self._exact(g)[0])}. Find x (the length {name} of the flat sheet).",
                        Number(self._solve_back(g, key)), key)

    def reasoning(self, p):
        x, y = p["pair"]
        d, (sx, dx, sy, dy) = self._exact(p)
        t = lambda v: surd_text(sp.nsimplify(v))
        return [
            f"Before folding, drop perpendiculars from {x} and {y} to the crease EF, with feet {x}₀ and {y}₀: "
            f"{x}{x}₀ = {t(dx)}, {y}{y}₀ = {t(dy)}, and the feet are {t(abs(sx - sy))} apart along EF "
            f"(coordinates with A at the origin, AB and AD along the axes).",
            f"Folding keeps these lengths; {x}{x}₀ and {y}{y}₀ stay perpendicular to EF, and since the two planes "
            f"are perpendicular, {x}{x}₀ is perpendicular to the whole fixed plane.",
            f"So {x}{y}² = {x}{x}₀² + {x}₀{y}₀² + {y}₀{y}² = {t(dx ** 2)} + {t((sx - sy) ** 2)} + {t(dy ** 2)} "
            f"= {t(d ** 2)}.",
            f"{x}{y} = {t(d)} ≈ {float(d):.2f}.",
        ]
