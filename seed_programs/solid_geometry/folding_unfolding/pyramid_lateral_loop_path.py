"""Solid geometry (unfolding): a string starts at a base vertex A of a regular pyramid, goes once
around the lateral surface crossing every other lateral edge, and ends at A again or at a point M of
PA; find its least length. ``answer`` unfolds the n lateral faces into a fan (angle n·α) and uses the
law of cosines; ``verify`` minimises the 3D length over the crossing points on the lateral edges."""
import numpy as np
from scipy.optimize import minimize

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program
from dynaforge.sdk.scene import regular_polygon_xy, regular_solid_name

APEX_ANGLES = {3: (20, 30, 40, 45, 50), 4: (20, 25, 30, 36, 40), 5: (20, 24, 30), 6: (15, 20, 25)}
# hard: fans of 96°..168° (n·α < 180° so the straight segment stays inside the fan)
HARD_APEX_ANGLES = {3: (35, 44, 50, 55), 4: (28, 33, 38, 42), 5: (22, 26, 31), 6: (17, 23, 27)}


@seed_program(
    id="pyramid_lateral_loop_path", topic="solid_geometry", category="folding_unfolding",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/nets/pyramid_lateral_fan", "solid_figures/distances/surface_shortest_path",
              "plane_figures/triangles/law_of_cosines"],
    source="DynaSolidGeo-style (unfolding; shortest loop around a regular pyramid)",
    variations=["numeric_values", "lengths_ratios", "point_labels", "camera"],
)
class PyramidLateralLoopPath(SeedProgram):
    levels = Levels(
        standard=dict(sides=OneOf((3, 3, 4, 4, 5, 6)), apex_angles=APEX_ANGLES, lateral=IntRange(3, 12),
                      mode=OneOf(("A", "M")), apex=OneOf(("P", "S", "V")), phase=IntRange(-120, -61)),
        hard=dict(sides=OneOf((3, 4, 5, 5, 6, 6)), apex_angles=HARD_APEX_ANGLES, lateral=IntRange(8, 25),
                  mode=OneOf(("A", "M"), p=[0.3, 0.7]), apex=OneOf(("P", "S", "V")), phase=IntRange(-120, -61)),
        hard_means="more lateral faces, apex angles that are not multiples of 5° (wide fans), longer edges and "
                   "mostly an end point M inside PA: two different sides in the law of cosines",
    )

    def sample(self, rng, space):
        n = int(space.sides.draw(rng))
        alpha = int(rng.choice(space.apex_angles[n]))
        l = space.lateral.draw(rng)
        mode = space.mode.draw(rng)
        m = l if mode == "A" else int(rng.integers(1, l))
        return {"n": n, "alpha": alpha, "l": l, "m": m, "mode": mode,
                "apex": space.apex.draw(rng), "phase": float(space.phase.draw(rng))}

    def _labels(self, p):
        return ["A", "B", "C", "D", "E", "F"][: p["n"]]

    def _name(self, p):
        return f"{regular_solid_name(p['n'], 'pyramid')} {p['apex']}-{''.join(self._labels(p))}"

    def _setup(self, p):
        P = p["apex"]
        L = self._labels(p)
        end = "A" if p["mode"] == "A" else "M"
        s = (f"In the {self._name(p)}, every lateral edge has length {p['l']} and every lateral face has apex angle "
             f"∠A{P}B = {p['alpha']}°.")
        if p["mode"] == "M":
            s += f" M is the point of {P}A with {P}M = {p['m']}."
        edges = ", ".join(f"{P}{x}" for x in L[1:])
        s += (f" A string starts at A, runs once around the lateral surface crossing the lateral edges {edges} "
              f"in turn, and ends at {end}.")
        return s

    def question(self, g):
        return self._setup(g) + " Find the least possible length of the string."

    def answer(self, p):
        g = np.radians(p["n"] * p["alpha"])
        l, m = p["l"], p["m"]
        return Number(float(np.sqrt(l * l + m * m - 2 * l * m * np.cos(g))))

    def _geometry(self, p):
        n, l = p["n"], p["l"]
        base = 2 * l * np.sin(np.radians(p["alpha"]) / 2)
        circum = base / (2 * np.sin(np.pi / n))
        H = float(np.sqrt(l * l - circum * circum))
        V = [np.array([x, y, 0.0]) for x, y in regular_polygon_xy(n, circum, p["phase"])]
        return V, np.array([0.0, 0.0, H])

    def verify(self, g):
        # in space: the string is straight on each face, so it is a polyline A → X_1 on PB → ... → end;
        # minimise its length over the positions t_i (fraction of the way from P) of the crossings
        V, P = self._geometry(g)
        n = g["n"]
        A = V[0]
        end = P + (g["m"] / g["l"]) * (V[0] - P)

        def length(t):
            pts = [A] + [P + t[i] * (V[i + 1] - P) for i in range(n - 1)] + [end]
            return sum(np.linalg.norm(pts[i + 1] - pts[i]) for i in range(n))

        best = min((minimize(length, np.full(n - 1, t0), method="L-BFGS-B", bounds=[(0, 1)] * (n - 1),
                             options={"ftol": 1e-15, "gtol": 1e-12}) for t0 in (0.03, 0.1, 0.3, 0.6, 0.9)),
                   key=lambda r: r.fun)
        return Number(float(best.fun))

    def _crossings(self, p):
        """Fractions PX_k/PV_k where the straight segment of the net meets the k-th fold ray."""
        a, n = np.radians(p["alpha"]), p["n"]
        S = np.array([p["l"], 0.0])
        E = p["m"] * np.array([np.cos(n * a), np.sin(n * a)])
        out = []
        for k in range(1, n):
            d = np.array([np.cos(k * a), np.sin(k * a)])
            # S + u(E − S) = r·d
            u, r = np.linalg.solve(np.column_stack([E - S, -d]), -S)
            out.append(r / p["l"])
        return out

    def scene(self, g):
        V, P = self._geometry(g)
        L = self._labels(g)
        s = Scene()
        s.pyramid(L, g["apex"], [(v[0], v[1]) for v in V], P)
        path = ["A"]
        for k, t in enumerate(self._crossings(g), start=1):
            path.append(s.point(f"_x{k}", P + t * (V[k] - P), show_label=False))
        if g["mode"] == "M":
            s.point("M", P + (g["m"] / g["l"]) * (V[0] - P))
            path.append("M")
        else:
            path.append("A")
        for a, b in zip(path, path[1:]):
            if a != b:
                s.segment(a, b, style="auxiliary")
        return s

    def subquestions(self, g):
        return [SubQuestion(
            f"The {g['n']} lateral faces of a regular pyramid each have apex angle {g['alpha']}°. Cut along one "
            f"lateral edge and lay them out flat side by side around the apex. Find the total angle at the apex, in degrees.",
            Number(float(g["n"] * g["alpha"])), "solid_figures/nets/pyramid_lateral_fan"),
            SubQuestion(f"In triangle XPY, PX = {g['l']}, PY = {g['m']} and ∠XPY = {g['n'] * g['alpha']}°. Find XY.",
                        self.answer(g), "plane_figures/triangles/law_of_cosines")]

    def description(self, g):
        return self.question(g)

    def reasoning(self, p):
        P, n, a = p["apex"], p["n"], p["alpha"]
        end = "A" if p["mode"] == "A" else "M"
        return [f"Cut the lateral surface along {P}A and unfold the {n} congruent lateral faces into the plane around "
                f"{P}: a fan of {n} isosceles triangles with legs {p['l']}, total angle {n}·{a}° = {n * a}°.",
                f"A appears at one end of the fan and the copy {end}' of {end} on the other bounding ray, with "
                f"{P}A = {p['l']}, {P}{end}' = {p['m']} and ∠A{P}{end}' = {n * a}° < 180°, so the segment A{end}' "
                f"crosses every fold ray inside the fan.",
                f"The string is shortest when it is this straight segment: by the law of cosines "
                f"A{end}'² = {p['l']}² + {p['m']}² − 2·{p['l']}·{p['m']}·cos {n * a}°, so the least length is "
                f"≈ {self.answer(p).value:.4f}."]
