"""Scientific figure: where a converging lens forms the image of an object, and how tall it is (thin lens equation)."""
import numpy as np

from dynaforge.sdk import Backward, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw, physics_diagrams as pd


def _pairs(flo, fhi, virtual):
    """(u, f, v) with whole-centimetre image distances: real (u > f) or virtual (u < f) images."""
    out = []
    for f in range(flo, fhi + 1):
        for u in range(2, 4 * f):
            if u == f or (u < f) != virtual:
                continue
            v = u * f / abs(u - f)
            if abs(v - round(v)) < 1e-9 and 4 <= v <= 120 and round(v) != u:
                out.append((u, f, int(round(v))))
    return out


@seed_program(
    id="thin_lens_image_distance", topic="scientific_figure", level="high_school", difficulty="medium",
    question_type="numeric",
    concepts=["physics/optics/thin_lens_equation", "physics/optics/magnification"],
    source="DynaMath-style (scientific figure, lens ray diagram)",
    variations=["numeric_values", "colors_labels"],
)
class ThinLensImageDistance(SeedProgram):
    levels = Levels(
        standard=dict(kind=OneOf(("distance",)), virtual=OneOf((False,)), f_lo=5, f_hi=20),
        hard=dict(kind=OneOf(("distance", "height", "height")), virtual=OneOf((False, True)), f_lo=8, f_hi=30),
        hard_means="half the objects inside the focal length (a virtual image on the object's side, "
                   "v = uf/(f - u)) and mostly the image height asked, which needs the distance first and then "
                   "the magnification",
    )

    def sample(self, rng, space):
        kind = str(space.kind.draw(rng))
        virtual = bool(space.virtual.draw(rng))
        pairs = _pairs(space.f_lo, space.f_hi, virtual)
        for _ in attempts("an image height with at most one decimal"):
            u, f, v = pairs[int(rng.integers(0, len(pairs)))]
            ho = int(rng.integers(2, 7))
            hi = ho * v / u
            if kind == "distance" or (abs(hi * 10 - round(hi * 10)) < 1e-9 and 0.5 <= hi <= 40):
                break
        return {"kind": kind, "u": u, "f": f, "ho": ho,
                "color": str(rng.choice(["red", "green", "purple", "orange"]))}

    # ---- text -----------------------------------------------------------------------------------
    def question(self, g):
        head = ("The figure shows an object (an upright arrow) on the principal axis of a thin converging lens; "
                "the object distance, the focal length and the object height are labelled, and F marks the "
                "focal points.")
        if g["kind"] == "distance":
            return head + " How far from the lens is the image formed, in cm?"
        return head + " How tall is the image, in cm?"

    def description(self, g):
        return (f"A thin converging lens of focal length {g['f']} cm stands on a horizontal principal axis, "
                f"with its focal points F at {g['f']} cm on either side. An upright object {g['ho']} cm tall "
                f"stands on the axis {g['u']} cm to the left of the lens.")

    # ---- answers --------------------------------------------------------------------------------
    def _distance(self, p):
        u, f = p["u"], p["f"]
        v = 1 / (1 / f - 1 / u)            # 1/f = 1/u + 1/v; negative v: virtual image
        return abs(v)

    def answer(self, p):
        v = self._distance(p)
        if p["kind"] == "distance":
            return Number(v)
        return Number(p["ho"] * v / p["u"])

    def verify(self, g):
        # trace two rays from the object's tip: one parallel to the axis (then through the far focal
        # point), one through the lens centre (undeviated); the image is where the lines meet
        u, f, h = g["u"], g["f"], g["ho"]
        tip = np.array([-u, h], float)
        # line 1: through (0, h) and (f, 0); line 2: through tip and (0, 0); solve p + s·d = q + t·e
        p1, d1 = np.array([0.0, h]), np.array([f, -h], float)
        d2 = -tip
        s, t = np.linalg.solve(np.column_stack([d1, -d2]), tip - p1)
        image = p1 + s * d1
        if g["kind"] == "distance":
            return Number(float(abs(image[0])))
        return Number(float(abs(image[1])))

    # ---- figure ---------------------------------------------------------------------------------
    def draw(self, g, ax, hide=()):
        u, f, ho = g["u"], g["f"], g["ho"]
        s = 11.0 / (max(u, f) + f)                           # page units per cm
        U, Fp = u * s, f * s
        H = 1.3 + 0.2 * ho                                   # heights are labelled, not to scale
        left = -max(U, Fp) - 0.8
        right = max(Fp + 1.2, 3.0)
        ax.plot([left, right], [0, 0], color=draw.INK, linewidth=1.5, zorder=2)
        pd.thin_lens(ax, 0.0, 2.8)
        pd.object_arrow(ax, -U, H, color=draw.PALETTE[g["color"]])
        for x in (-Fp, Fp):
            ax.plot([x], [0], "o", color=draw.INK, markersize=6, zorder=5)
            ax.text(x, -0.3, "F", ha="center", va="top", fontsize=14, color=draw.INK)
        utext = "?" if "u" in hide else f"{u} cm"
        self._dimension(ax, -U, 0, -1.5, utext)
        self._dimension(ax, 0, Fp, -2.7, f"f = {f} cm")
        ax.text(-U - 0.2, H / 2, f"{ho} cm", ha="right", va="center", fontsize=13,
                color=draw.PALETTE[g["color"]])
        draw.geometry_axes(ax, [(left - 1.2, -3.4), (right, 3.0)], margin=0.03)

    def _dimension(self, ax, x0, x1, y, text):
        ax.annotate("", (x1, y), (x0, y), arrowprops=dict(arrowstyle="<|-|>", color=draw.INK, lw=1.4,
                                                            mutation_scale=12))
        for x in (x0, x1):
            ax.plot([x, x], [y - 0.2, -0.85], ":", color="#6b7280", linewidth=1.2, zorder=1)
        ax.text((x0 + x1) / 2, y - 0.15, text, ha="center", va="top", fontsize=13, color=draw.INK,
                bbox=dict(boxstyle="round,pad=0.15", fc="white", ec="none"))

    # ---- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        v = self._distance(g)
        subs = [SubQuestion(f"An object stands {g['u']} cm from a thin converging lens of focal length {g['f']} cm. "
                            f"How far from the lens is the image, in cm?", Number(v),
                            "physics/optics/thin_lens_equation")]
        if g["kind"] == "height":
            subs.append(SubQuestion(f"An object {g['ho']} cm tall is {g['u']} cm from a lens and its image is {draw.fmt(v)} "
                                    f"cm from the lens. How tall is the image, in cm?", Number(g["ho"] * v / g["u"]),
                                    "physics/optics/magnification"))
        return subs

    def backward(self, g):
        value = self.answer(g).value
        f = g["f"]
        virtual = g["u"] < f
        if g["kind"] == "distance":
            v, stated = value, f"the image forms {draw.fmt(value)} cm from the lens"
        else:
            # h_i = h_o·v/u with v = uf/|u − f|  →  h_i = h_o·f/|u − f|
            v = None
            stated = f"the image is {draw.fmt(value)} cm tall"
        if v is not None:
            u = v * f / (v + f) if virtual else v * f / (v - f)
        else:
            d = g["ho"] * f / value
            u = f - d if virtual else f + d
        side = ("a virtual image on the same side as the object" if virtual
                else "a real image on the far side of the lens")
        return Backward(
            f"An upright object {g['ho']} cm tall stands on the principal axis of a thin converging lens of focal "
            f"length {f} cm; its distance from the lens is not labelled. The lens forms {side}, and {stated}. "
            f"How far from the lens is the object, in cm?", Number(round(u, 9)), "u")
