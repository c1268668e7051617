"""Solid geometry (folding, competition): a square ABCD with E, F the midpoints of AB and BC is folded
along DE, EF and FD until A, B, C meet at one point P; in the tetrahedron P-DEF the three edges at P
are mutually perpendicular. Find its volume, the distance from P to plane DEF, the radius of its
circumscribed sphere or the dihedral angle along EF."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program

ASKS = {"volume": "the volume of the tetrahedron P-DEF",
        "height": "the distance from P to the plane DEF",
        "sphere": "the radius of the sphere passing through P, D, E and F",
        "dihedral": "the dihedral angle P-EF-D, in degrees"}


@seed_program(
    id="square_corner_fold_tetrahedron", topic="solid_geometry", category="folding_unfolding",
    level="competition", difficulty="hard", question_type="numeric",
    concepts=["solid_figures/folding/invariants_after_folding", "solid_figures/tetrahedra/trirectangular_corner",
              "solid_figures/tetrahedra/box_embedding", "solid_figures/distances/point_to_plane_volume_method"],
    source="DynaSolidGeo-style (folding a square into a tetrahedron; competition classic)",
    variations=["numeric_values", "point_labels", "camera"],
)
class SquareCornerFoldTetrahedron(SeedProgram):
    levels = Levels(
        standard=dict(side=IntRange(2, 12), ask=OneOf(tuple(ASKS), p=[0.35, 0.25, 0.32, 0.08]),
                      shift=IntRange(0, 3)),
        hard=dict(side=IntRange(7, 31), ask=OneOf(tuple(ASKS), p=[0.15, 0.35, 0.3, 0.2]), shift=IntRange(0, 3)),
        hard_means="larger, mostly odd sides (fractional edges) and mostly the distance to plane DEF, the "
                   "circumscribed sphere or the dihedral angle rather than the direct volume",
    )

    def sample(self, rng, space):
        return {"a": space.side.draw(rng), "ask": space.ask.draw(rng), "shift": space.shift.draw(rng)}

    def _lab(self, p):
        v = "ABCD"[p["shift"]:] + "ABCD"[:p["shift"]]
        # v[1] is the corner between the two midpoints; v[3] (opposite) is the apex-side vertex D
        return {"A": v[0], "B": v[1], "C": v[2], "D": v[3]}

    def _setup(self, p):
        L = self._lab(p)
        return (f"Square ABCD has side {p['a']}. E and F are the midpoints of {''.join(sorted(L['A'] + L['B']))} and "
                f"{''.join(sorted(L['B'] + L['C']))}. The square is folded along {L['D']}E, EF and F{L['D']} so that "
                f"{L['A']}, {L['B']} and {L['C']} meet at one point P, forming the tetrahedron P-{L['D']}EF.")

    def question(self, g):
        L = self._lab(g)
        return self._setup(g) + " Find " + ASKS[g["ask"]].replace("DEF", f"{L['D']}EF").replace(
            "P, D,", f"P, {L['D']},").replace("PD", f"P{L['D']}").replace("EF-D", f"EF-{L['D']}") + "."

    def _value(self, p):
        a = p["a"]
        # at P the angles are the square's right angles: PE ⟂ PF ⟂ PD ⟂ PE, PE = PF = a/2, PD = a
        pe = pf = a / 2
        pd = a
        vol = pe * pf * pd / 6
        s_def = a * a - 2 * (a * a / 4) - a * a / 8            # square minus the three corner triangles
        h = 3 * vol / s_def
        if p["ask"] == "volume":
            return vol
        if p["ask"] == "height":
            return h
        if p["ask"] == "sphere":
            return float(np.sqrt(pe ** 2 + pf ** 2 + pd ** 2) / 2)     # the box with these edges
        # dihedral: P projects to the orthocentre of DEF; S(PEF) = S(DEF)·cos doesn't hold (only the projection
        # of PEF does), so use the plane angle at the midpoint M of EF: PM = a√2/4, DM = 3a√2/4, PD = a
        pm, dm = a * np.sqrt(2) / 4, 3 * a * np.sqrt(2) / 4
        return float(np.degrees(np.arccos((pm ** 2 + dm ** 2 - pd ** 2) / (2 * pm * dm))))

    def answer(self, p):
        return Number(float(self._value(p)))

    def _edges(self, p):
        """The six edge lengths, read off the flat square (folding keeps them)."""
        a = p["a"]
        return {"PE": a / 2, "PF": a / 2, "PD": a, "DE": np.hypot(a, a / 2), "DF": np.hypot(a, a / 2),
                "EF": np.hypot(a / 2, a / 2)}

    def _embed(self, p):
        """Coordinates from the edge lengths alone (trilateration): D, E in the xy-plane, F, then P above."""
        e = self._edges(p)
        D = np.zeros(3)
        E = np.array([e["DE"], 0.0, 0.0])
        fx = (e["DF"] ** 2 - e["EF"] ** 2 + e["DE"] ** 2) / (2 * e["DE"])
        F = np.array([fx, np.sqrt(e["DF"] ** 2 - fx ** 2), 0.0])
        px = (e["PD"] ** 2 - e["PE"] ** 2 + e["DE"] ** 2) / (2 * e["DE"])
        py = (e["PD"] ** 2 - e["PF"] ** 2 + F @ F - 2 * px * F[0]) / (2 * F[1])
        pz = np.sqrt(max(e["PD"] ** 2 - px ** 2 - py ** 2, 0.0))
        return {"D": D, "E": E, "F": F, "P": np.array([px, py, pz])}

    def verify(self, g):
        X = self._embed(g)
        P, D, E, F = X["P"], X["D"], X["E"], X["F"]
        vol = abs(np.linalg.det(np.array([D - P, E - P, F - P]))) / 6
        h = P[2]
        if g["ask"] == "volume":
            return Number(float(vol))
        if g["ask"] == "height":
            return Number(float(h))
        if g["ask"] == "sphere":
            # centre c with |c − v|² equal for the four vertices: a linear system
            M = 2 * np.array([E - D, F - D, P - D])
            rhs = np.array([E @ E - D @ D, F @ F - D @ D, P @ P - D @ D])
            c = np.linalg.solve(M, rhs)
            return Number(float(np.linalg.norm(c - D)))
        if g["ask"] == "dihedral":
            u = E - F
            u /= np.linalg.norm(u)
            w1 = (P - F) - ((P - F) @ u) * u
            w2 = (D - F) - ((D - F) @ u) * u
            return Number(float(np.degrees(np.arccos(w1 @ w2 / np.linalg.norm(w1) / np.linalg.norm(w2)))))

    def scene(self, g):
        X = self._embed(g)
        D = self._lab(g)["D"]
        s = Scene()
        s.point("P", X["P"])
        s.point(D, X["D"])
        s.point("E", X["E"])
        s.point("F", X["F"])
        s.face([D, "E", "F"], color="lightsteelblue", opacity=0.3)
        s.face(["P", "E", "F"], color="#fcd34d", opacity=0.3)
        s.face(["P", D, "E"], color="#fcd34d", opacity=0.25)
        s.face(["P", D, "F"], color="#fcd34d", opacity=0.25)
        return s

    def not_drawn(self, g):
        """The three corners folded together into P: the question names them, the folded figure cannot show them."""
        L = self._lab(g)
        return [L["A"], L["B"], L["C"]]

    def subquestions(self, g):
        a = g["a"]
        L = self._lab(g)
        return [
            SubQuestion(self._setup(g) + f" Find the area of triangle {L['D']}EF.", Number(3 * a * a / 8),
                        "plane_figures/area/composite_regions"),
            SubQuestion(self._setup(g) + f" Find the angle ∠EPF in degrees.", Number(90.0),
                        "solid_figures/folding/invariants_after_folding"),
        ]

    def description(self, g):
        return self._setup(g)

    def reasoning(self, p):
        a = p["a"]
        D = self._lab(p)["D"]
        vol = a ** 3 / 24
        steps = [f"Folding keeps the corner angles of the square: at P the angles E P F, E P {D}, F P {D} are all 90°, "
                 f"so P{D}, PE, PF are mutually perpendicular with P{D} = {a}, PE = PF = {a / 2:g}.",
                 f"V = ⅙·PE·PF·P{D} = ⅙·{a / 2:g}·{a / 2:g}·{a} = {vol:g}.",
                 f"S({D}EF) = {a}² − 2·(½·{a}·{a / 2:g}) − ½·({a / 2:g})² = {3 * a * a / 8:g}."]
        if p["ask"] == "height":
            steps.append(f"Distance = 3V/S = {3 * vol:g}/{3 * a * a / 8:g} = {a / 3:.4f}.")
        elif p["ask"] == "sphere":
            steps.append(f"The three perpendicular edges span a {a / 2:g}×{a / 2:g}×{a} box with the same circumscribed "
                         f"sphere: R = ½·√({a / 2:g}² + {a / 2:g}² + {a}²) ≈ {self._value(p):.4f}.")
        elif p["ask"] == "dihedral":
            steps.append(f"Let M be the midpoint of EF: PE = PF and {D}E = {D}F give PM ⟂ EF and {D}M ⟂ EF, so ∠PM{D} "
                         f"is the plane angle; PM = {a}√2/4, {D}M = 3·{a}√2/4, P{D} = {a}.")
            steps.append(f"cos∠PM{D} = (PM² + {D}M² − P{D}²)/(2·PM·{D}M) = 1/3, so the dihedral angle ≈ "
                         f"{self._value(p):.4f}°.")
        return steps
