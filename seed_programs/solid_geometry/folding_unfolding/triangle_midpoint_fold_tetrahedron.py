"""Solid geometry (folding, competition): fold an acute triangle along its three midlines so that the
corners meet; the result is an isosceles tetrahedron (opposite edges equal) - find its volume or
its height over the middle triangle (box embedding)."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import point_plane_distance, tetrahedron_volume


@seed_program(
    id="triangle_midpoint_fold_tetrahedron", topic="solid_geometry", category="folding_unfolding",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/midline_fold_tetrahedron",
              "solid_figures/tetrahedra/box_embedding",
              "solid_figures/distances/point_to_plane_volume_method",
              "plane_figures/triangles/heron_formula"],
    source="DynaSolidGeo-style (folding; competition: corners of an acute triangle folded together)",
    variations=["numeric_values", "lengths_ratios", "camera"],
)
class TriangleMidpointFoldTetrahedron(SeedProgram):
    levels = Levels(
        standard=dict(side_units=IntRange(3, 10), unit=2, ask=OneOf(("volume", "height"))),
        hard=dict(side_units=IntRange(7, 29), unit=1, ask=OneOf(("volume", "height"), p=[0.4, 0.6])),
        hard_means="larger sides that may be odd (half-integer edges, unfriendly box dimensions) and mostly the "
                   "height over DEF, which needs Heron's formula on top of the volume",
    )

    def sample(self, rng, space):
        for _ in attempts("an acute triangle with a² + b² >= 1.25 c² for its longest side c"):
            a, b, c = (int(v) for v in space.unit * space.side_units.draw(rng, size=3))
            sq = sorted([a * a, b * b, c * c])
            # acute with some margin, so the tetrahedron is not nearly flat
            if sq[0] + sq[1] >= 1.25 * sq[2]:
                break
        return {"a": a, "b": b, "c": c, "ask": space.ask.draw(rng)}

    def _target(self, p):
        return ("the volume of the tetrahedron P-DEF" if p["ask"] == "volume"
                else "the distance from P to the plane DEF")

    def question(self, g):
        return (f"In triangle ABC, BC = {g['a']}, CA = {g['b']} and AB = {g['c']}; D, E, F are the "
                f"midpoints of BC, CA and AB. The triangle is folded along DE, EF and FD so that A, B "
                f"and C meet at one point P, forming the tetrahedron P-DEF shown (the grey outline is "
                f"the original triangle). Find {self._target(g)}.")

    def _box(self, p):
        # edges of P-DEF: PD = EF = a/2, PE = FD = b/2, PF = DE = c/2 (opposite edges equal);
        # such a tetrahedron sits on alternate corners of a box x × y × z whose face diagonals are
        # the edges: y² + z² = (a/2)², z² + x² = (b/2)², x² + y² = (c/2)²
        A2, B2, C2 = (p["a"] / 2) ** 2, (p["b"] / 2) ** 2, (p["c"] / 2) ** 2
        x2 = (B2 + C2 - A2) / 2
        y2 = (C2 + A2 - B2) / 2
        z2 = (A2 + B2 - C2) / 2
        return x2, y2, z2

    def _volume(self, p):
        x2, y2, z2 = self._box(p)
        return float(np.sqrt(x2 * y2 * z2) / 3)          # the box minus four corner tetrahedra

    def _area_def(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        s = (a + b + c) / 2
        return float(np.sqrt(s * (s - a) * (s - b) * (s - c)) / 4)   # DEF is ¼ of ABC

    def _value(self, p):
        v = self._volume(p)
        return v if p["ask"] == "volume" else 3 * v / self._area_def(p)

    def answer(self, p):
        return Number(self._value(p))

    def _flat(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        B, C = np.array([0.0, 0, 0]), np.array([float(a), 0, 0])
        ax = (c * c - b * b + a * a) / (2 * a)
        A = np.array([ax, np.sqrt(c * c - ax * ax), 0])
        return {"A": A, "B": B, "C": C, "D": (B + C) / 2, "E": (C + A) / 2, "F": (A + B) / 2}

    def _apex(self, p):
        """Trilateration: the point above plane DEF at distances a/2, b/2, c/2 from D, E, F."""
        X = self._flat(p)
        D, E, F = X["D"], X["E"], X["F"]
        rD, rE, rF = p["a"] / 2, p["b"] / 2, p["c"] / 2
        # |P−D|² − |P−E|² and |P−D|² − |P−F|² are linear in P (P in the plane z-free part)
        M = 2 * np.array([(E - D)[:2], (F - D)[:2]])
        rhs = np.array([rD ** 2 - rE ** 2 + E @ E - D @ D, rD ** 2 - rF ** 2 + F @ F - D @ D])
        xy = np.linalg.solve(M, rhs)
        z2 = rD ** 2 - np.sum((xy - D[:2]) ** 2)
        if z2 <= 0:
            raise AssertionError("the corners cannot meet above the middle triangle")
        return np.array([xy[0], xy[1], np.sqrt(z2)])

    def verify(self, g):
        X, P = self._flat(g), self._apex(g)
        # the folded corners: each flap keeps its lengths, so P must be where A, B and C land
        assert abs(np.linalg.norm(P - X["E"]) - np.linalg.norm(X["A"] - X["E"])) < 1e-9
        assert abs(np.linalg.norm(P - X["D"]) - np.linalg.norm(X["B"] - X["D"])) < 1e-9
        if g["ask"] == "volume":
            return Number(tetrahedron_volume(P, X["D"], X["E"], X["F"]))
        return Number(point_plane_distance(P, X["D"], X["E"], X["F"]))

    def scene(self, g):
        X, P = self._flat(g), self._apex(g)
        s = Scene()
        for k in "ABCDEF":
            s.point(k, X[k])
        s.point("P", P)
        for u, v in (("A", "F"), ("F", "B"), ("B", "D"), ("D", "C"), ("C", "E"), ("E", "A")):
            s.segment(u, v, style="hidden")
        s.face(["D", "E", "F"], color="lightsteelblue", opacity=0.3)
        s.face(["P", "D", "E"], color="#fcd34d", opacity=0.35)
        s.face(["P", "E", "F"], color="#86efac", opacity=0.35)
        s.face(["P", "F", "D"], color="#f9a8d4", opacity=0.35)
        return s

    def subquestions(self, g):
        x2, y2, z2 = self._box(g)
        return [
            SubQuestion(f"In the tetrahedron P-DEF folded from triangle ABC (BC = {g['a']}, CA = {g['b']}, "
                        f"AB = {g['c']}), PD equals BD. Find PD.", Number(g["a"] / 2),
                        "solid_figures/folding/midline_fold_tetrahedron"),
            SubQuestion(f"A box with edges x, y, z has face diagonals {g['a'] / 2:g}, {g['b'] / 2:g} and "
                        f"{g['c'] / 2:g} (y² + z² = {g['a'] ** 2 / 4:g}, z² + x² = {g['b'] ** 2 / 4:g}, "
                        f"x² + y² = {g['c'] ** 2 / 4:g}). Find its volume xyz.",
                        Number(float(np.sqrt(x2 * y2 * z2))), "solid_figures/tetrahedra/box_embedding"),
            SubQuestion("The tetrahedron is the box with four corner tetrahedra (each ⅙ of the box) cut "
                        f"off. With box volume {np.sqrt(x2 * y2 * z2):.4f}, find the tetrahedron's volume.",
                        Number(self._volume(g)), "solid_figures/tetrahedra/box_embedding"),
        ]

    def description(self, g):
        return (f"Triangle ABC with BC = {g['a']}, CA = {g['b']}, AB = {g['c']} lies flat, drawn as a grey "
                f"outline, with D, E, F the midpoints of BC, CA, AB. The three corner triangles have been "
                f"folded up along DE, EF, FD so that A, B, C meet at the point P above triangle DEF; the "
                f"faces of the tetrahedron P-DEF are shaded.")

    def reasoning(self, p):
        x2, y2, z2 = self._box(p)
        A2, B2, C2 = (p["a"] / 2) ** 2, (p["b"] / 2) ** 2, (p["c"] / 2) ** 2
        steps = [
            f"Folding keeps lengths: PD = BD = CD = {p['a'] / 2:g}, PE = CE = AE = {p['b'] / 2:g}, "
            f"PF = AF = BF = {p['c'] / 2:g}; the midlines give EF = {p['a'] / 2:g}, FD = {p['b'] / 2:g}, "
            f"DE = {p['c'] / 2:g}, so opposite edges are equal.",
            f"Place the tetrahedron on alternate corners of an x × y × z box: y² + z² = {A2:g}, "
            f"z² + x² = {B2:g}, x² + y² = {C2:g}, so x² = {x2:g}, y² = {y2:g}, z² = {z2:g} (all positive "
            f"because ABC is acute).",
            f"The tetrahedron is the box minus four corner tetrahedra of volume xyz/6 each: "
            f"V = xyz/3 = √({x2:g}·{y2:g}·{z2:g})/3 ≈ {self._volume(p):.4f}.",
        ]
        if p["ask"] == "height":
            steps += [
                f"S(DEF) = ¼·S(ABC) ≈ {self._area_def(p):.4f} (Heron's formula for ABC).",
                f"Height = 3V/S(DEF) ≈ 3·{self._volume(p):.4f}/{self._area_def(p):.4f} ≈ {self._value(p):.4f}.",
            ]
        return steps
