"""Solid geometry (folding/unfolding): a rectangle, a sector or an annular sector of paper is rolled
into the lateral surface of a cylinder, cone or frustum (the straight edges joined); find the volume,
height or base radius of the solid. The arc (or side) becomes the base circumference."""
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, seed_program

ASKS = {"volume": "the volume of the solid", "height": "the height of the solid",
        "radius": "the radius of the (bottom) base"}


@seed_program(
    id="paper_roll_round_solid", topic="solid_geometry", category="folding_unfolding",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/folding/cylinder_lateral_unrolling", "solid_figures/folding/cone_lateral_unrolling",
              "solid_figures/round_solids/cone_volume", "solid_figures/round_solids/cylinder_volume"],
    source="DynaSolidGeo-style (unfolding; rolling a sheet into the lateral surface of a round solid)",
    variations=["numeric_values", "lengths_ratios", "geometric_transformations", "camera"],
)
class PaperRollRoundSolid(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("rectangle", "sector", "annulus"), p=[0.3, 0.45, 0.25]), side=IntRange(4, 20),
                      rect_ask=OneOf(("volume", "radius")), radius=IntRange(3, 12),
                      theta=OneOf((90, 120, 144, 180, 216, 240, 270, 288)), ask=OneOf(tuple(ASKS)),
                      annulus_extra=3, inner_min=2, min_slant=2),
        hard=dict(kind=OneOf(("rectangle", "sector", "annulus"), p=[0.15, 0.4, 0.45]), side=IntRange(9, 40),
                  rect_ask=OneOf(("volume", "radius")), radius=IntRange(8, 25),
                  theta=OneOf((100, 135, 150, 200, 225, 252, 300, 320)), ask=OneOf(tuple(ASKS), p=[0.5, 0.3, 0.2]),
                  annulus_extra=5, inner_min=3, min_slant=5),
        hard_means="mostly frustums from annular sectors, larger sheets, central angles that give unfriendly radii, "
                   "and mostly the volume asked (radii, height, then the frustum volume formula)",
    )

    def sample(self, rng, space):
        kind = space.kind.draw(rng)
        if kind == "rectangle":
            a, b = (int(v) for v in space.side.draw(rng, size=2))
            return {"kind": kind, "a": a, "b": b, "ask": space.rect_ask.draw(rng)}
        R = space.radius.draw(rng)
        theta = int(space.theta.draw(rng))
        out = {"kind": kind, "R": R, "theta": theta, "ask": space.ask.draw(rng)}
        if kind == "annulus":
            out["R"] = R + space.annulus_extra
            out["r"] = int(rng.integers(space.inner_min, out["R"] - space.min_slant + 1))   # slant R − r ≥ min_slant
        return out

    def _setup(self, p):
        if p["kind"] == "rectangle":
            return (f"A rectangular sheet of paper is {p['a']} cm by {p['b']} cm. It is rolled up so that the two sides "
                    f"of length {p['b']} cm are joined, forming the lateral surface of a cylinder (no overlap).")
        if p["kind"] == "sector":
            return (f"A sector of paper has radius {p['R']} cm and central angle {p['theta']}°. Its two radii are joined "
                    f"(no overlap) so that it forms the lateral surface of a cone.")
        return (f"A piece of paper is cut from a sector of radius {p['R']} cm and central angle {p['theta']}° by removing the "
                f"concentric sector of radius {p['r']} cm. The two straight edges are joined (no overlap) so that it "
                f"forms the lateral surface of a frustum.")

    def question(self, g):
        unit = {"volume": "cm³", "height": "cm", "radius": "cm"}[g["ask"]]
        return self._setup(g) + f" Find {ASKS[g['ask']]}, in {unit}."

    def _dims(self, p):
        """(bottom radius, top radius, height) of the solid."""
        if p["kind"] == "rectangle":
            return p["a"] / (2 * np.pi), p["a"] / (2 * np.pi), float(p["b"])
        k = p["theta"] / 360
        r1 = p["R"] * k                             # arc length 2πR·θ/360 = 2π·r1
        if p["kind"] == "sector":
            return r1, 0.0, float(np.sqrt(p["R"] ** 2 - r1 ** 2))
        r2 = p["r"] * k
        slant = p["R"] - p["r"]
        return r1, r2, float(np.sqrt(slant ** 2 - (r1 - r2) ** 2))

    def _value(self, p):
        r1, r2, h = self._dims(p)
        if p["ask"] == "radius":
            return float(r1)
        if p["ask"] == "height":
            return float(h)
        return float(np.pi * h * (r1 * r1 + r1 * r2 + r2 * r2) / 3)

    def answer(self, p):
        return Number(self._value(p))

    def verify(self, g):
        # Independent: lateral-area bookkeeping gives the radii (πrl = sheet area), then the volume by
        # integrating the circular cross-sections numerically.
        if g["kind"] == "rectangle":
            area, slant_out, slant_in = g["a"] * g["b"], None, None
            r1 = r2 = area / (2 * np.pi * g["b"])
            h = float(g["b"])
        else:
            sheet = np.pi * g["R"] ** 2 * g["theta"] / 360
            r1 = sheet / (np.pi * g["R"])          # lateral area of a cone πrl with l = R
            if g["kind"] == "sector":
                r2 = 0.0
            else:
                inner = np.pi * g["r"] ** 2 * g["theta"] / 360
                r2 = inner / (np.pi * g["r"])
            slant = g["R"] - (g["r"] if g["kind"] == "annulus" else 0)
            h = float(np.sqrt(slant ** 2 - (r1 - r2) ** 2))
        if g["ask"] == "radius":
            return Number(float(r1))
        if g["ask"] == "height":
            return Number(h)
        z = np.linspace(0.0, h, 200001)
        rad = r1 + (r2 - r1) * z / h
        f = np.pi * rad ** 2
        return Number(float(np.sum((f[1:] + f[:-1]) / 2 * np.diff(z))))

    def scene(self, g):
        r1, r2, h = self._dims(g)
        s = Scene()
        if g["kind"] == "rectangle":
            s.solid("cylinder", (0, 0, 0), r1, height=h)
            s.point("A", (r1, 0, 0))
            s.point("B", (r1, 0, h))
            s.segment("A", "B", style="auxiliary")
        elif g["kind"] == "sector":
            s.solid("cone", (0, 0, 0), r1, height=h)
            s.point("S", (0, 0, h))
            s.point("A", (r1, 0, 0))
            s.point("O", (0, 0, 0))
            s.segment("S", "A", style="auxiliary")
            s.segment("S", "O", style="hidden")
        else:
            m = 48
            bot, top = [], []
            for i in range(m):
                t = 2 * np.pi * i / m
                bot.append(s.point(f"_b{i}", (r1 * np.cos(t), r1 * np.sin(t), 0), show_label=False, dot=False))
                top.append(s.point(f"_t{i}", (r2 * np.cos(t), r2 * np.sin(t), h), show_label=False, dot=False))
            for i in range(m):
                j = (i + 1) % m
                s.face([bot[i], bot[j], top[j], top[i]], color="lightsteelblue", opacity=0.4, with_edges=False)
                s.segment(bot[i], bot[j])
                s.segment(top[i], top[j])
            s.point("A", (r1, 0, 0))
            s.point("B", (r2, 0, h))
            s.point("O", (0, 0, 0))
            s.point("O'", (0, 0, h))
            s.segment("A", "B", style="auxiliary")
            s.segment("O", "O'", style="auxiliary")
        return s

    def subquestions(self, g):
        if g["kind"] == "rectangle":
            return [SubQuestion(f"A circle has circumference {g['a']} cm. Find its radius in cm.",
                                Number(g["a"] / (2 * np.pi)), "solid_figures/folding/cylinder_lateral_unrolling")]
        return [SubQuestion(f"Find the length of the arc of a sector with radius {g['R']} cm and central angle "
                            f"{g['theta']}°, in cm.", Number(2 * np.pi * g["R"] * g["theta"] / 360),
                            "solid_figures/folding/cone_lateral_unrolling")]

    def description(self, g):
        return self._setup(g) + " The seam (where the edges meet) is marked on the solid."

    def reasoning(self, p):
        r1, r2, h = self._dims(p)
        if p["kind"] == "rectangle":
            steps = [f"The side of length {p['a']} becomes the base circle: 2πr = {p['a']}, r = {p['a']}/(2π) ≈ {r1:.4f}.",
                     f"The joined sides become the height: h = {p['b']}."]
            if p["ask"] == "volume":
                steps.append(f"V = πr²h = {p['a']}²·{p['b']}/(4π) ≈ {self._value(p):.4f} cm³.")
            return steps
        k = p["theta"] / 360
        steps = [f"The arc of radius {p['R']} has length 2π·{p['R']}·{p['theta']}/360 and becomes the bottom circle: "
                 f"r₁ = {p['R']}·{p['theta']}/360 = {r1:.4g}."]
        if p["kind"] == "sector":
            steps.append(f"The radius {p['R']} becomes the slant height: h = √({p['R']}² − {r1:.4g}²) ≈ {h:.4f}.")
            if p["ask"] == "volume":
                steps.append(f"V = ⅓πr₁²h ≈ {self._value(p):.4f} cm³.")
        else:
            steps.append(f"Likewise the inner arc gives the top radius r₂ = {p['r']}·{p['theta']}/360 = {r2:.4g}, and the "
                         f"slant height is {p['R']} − {p['r']} = {p['R'] - p['r']}.")
            steps.append(f"h = √({p['R'] - p['r']}² − (r₁ − r₂)²) ≈ {h:.4f}.")
            if p["ask"] == "volume":
                steps.append(f"V = ⅓πh(r₁² + r₁r₂ + r₂²) ≈ {self._value(p):.4f} cm³.")
        if p["ask"] == "radius":
            steps.append(f"So the bottom radius is {r1:.4g} cm.")
        return steps
