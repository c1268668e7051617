"""Complex numbers: z and w plotted in the complex plane; which labelled point is z·w (or z², iz, z·w̄, z/w)."""
import numpy as np

from dynaforge.sdk import Choice, IntRange, Levels, Number, OneOf, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk import draw
from dynaforge.sdk import linear_algebra as la

WINDOW = 8
WHAT = {"zw": "z·w", "z2": "z²", "iz": "i·z", "zwbar": "z·w̄ (w̄ is the conjugate of w)", "quot": "z / w"}


@seed_program(
    id="complex_plane_product_pick", topic="algebra", level="high_school", difficulty="medium",
    question_type="multiple_choice",
    concepts=["algebra/complex/argand_multiplication"],
    source="DynaMath-style (complex numbers plotted in the Argand plane)",
    variations=["numeric_values", "symbolic_substitution", "colors_labels"],
)
class ComplexPlaneProductPick(SeedProgram):
    levels = Levels(
        standard=dict(op=OneOf(("zw", "zw", "z2", "iz")), part=IntRange(-3, 3)),
        hard=dict(op=OneOf(("zw", "zwbar", "quot")), part=IntRange(-4, 4)),
        hard_means="products with a conjugate factor and exact quotients z/w, larger parts, and wrong points that "
                   "come from the usual slips (a lost conjugate, a sign error in the real part, swapped parts)",
    )

    def sample(self, rng, space):
        op = str(space.op.draw(rng))
        for _ in attempts("z, w and four distinct candidate points inside the window, off the axes' origin"):
            z = complex(*(int(v) for v in space.part.draw(rng, size=2)))
            w = complex(*(int(v) for v in space.part.draw(rng, size=2)))
            if op == "quot":
                q = complex(*(int(v) for v in space.part.draw(rng, size=2)))
                z = q * w
            if z.real * z.imag == 0 or (op != "iz" and op != "z2" and w.real * w.imag == 0) or z == w:
                continue
            right = {"zw": z * w, "z2": z * z, "iz": 1j * z, "zwbar": z * w.conjugate(),
                     "quot": z / w if w != 0 else 0}[op]
            slips = [right.conjugate(), complex(right.imag, right.real), complex(-right.real, right.imag),
                     -right, z + w, complex(z.real * w.real + z.imag * w.imag, z.real * w.imag + z.imag * w.real),
                     z * w.conjugate(), z.conjugate() * w, z * w, 1j * right]
            pool = [slips[int(k)] for k in rng.permutation(len(slips))]
            taken = {self._key(z), self._key(w), (0, 0)} if op not in ("z2", "iz") else {self._key(z), (0, 0)}
            cands = [right]
            taken.add(self._key(right))
            for s in pool:
                if self._key(s) not in taken and max(abs(s.real), abs(s.imag)) <= WINDOW:
                    cands.append(s)
                    taken.add(self._key(s))
                if len(cands) == 4:
                    break
            if len(cands) < 4 or max(abs(right.real), abs(right.imag)) > WINDOW:
                continue
            if max(abs(c) for c in (z.real, z.imag, w.real, w.imag)) > WINDOW:
                continue
            break
        order = [int(i) for i in rng.permutation(4)]
        labels = draw.pick_spread_labels(rng, 4, pool="ABCDEFGHJKLMNPQRSTUV")  # no W or Z beside w and z
        pts = [[int(cands[i].real), int(cands[i].imag)] for i in order]
        g = {"z": [int(z.real), int(z.imag)], "op": op, "labels": labels, "cands": pts}
        if op not in ("z2", "iz"):
            g["w"] = [int(w.real), int(w.imag)]
        return g, {"right": labels[order.index(0)]}

    @staticmethod
    def _key(c):
        return (int(round(c.real)), int(round(c.imag)))

    def _given(self, g):
        return "the number z is plotted" if "w" not in g else "the numbers z and w are plotted"

    def question(self, g):
        names = ", ".join(g["labels"][:3]) + " and " + g["labels"][3]
        return (f"In the complex plane (real part across, imaginary part up, grid step 1), {self._given(g)} together "
                f"with the points {names}. Which of these points represents {WHAT[g['op']]}?")

    def answer(self, p):
        return Choice(p["right"], [n for n in p["labels"] if n != p["right"]])

    def verify(self, g):
        # Multiply in polar form (moduli multiply, arguments add) and match exactly one plotted point.
        r1, t1 = np.hypot(*g["z"]), np.arctan2(g["z"][1], g["z"][0])
        if "w" in g:
            r2, t2 = np.hypot(*g["w"]), np.arctan2(g["w"][1], g["w"][0])
        r, t = {"zw": lambda: (r1 * r2, t1 + t2), "z2": lambda: (r1 * r1, 2 * t1), "iz": lambda: (r1, t1 + np.pi / 2),
                "zwbar": lambda: (r1 * r2, t1 - t2), "quot": lambda: (r1 / r2, t1 - t2)}[g["op"]]()
        target = np.array([r * np.cos(t), r * np.sin(t)])
        fits = [n for n, c in zip(g["labels"], g["cands"]) if np.linalg.norm(target - np.array(c, float)) < 1e-9]
        assert len(fits) == 1, fits
        return fits[0]

    def draw(self, g, ax, hide=()):
        named = [("z", g["z"])] + ([("w", g["w"])] if "w" in g else [])
        allpts = [p for _, p in named] + g["cands"]
        la.grid_window(ax, allpts, min_span=8)
        for t in ax.texts:
            if t.get_text() == "x":
                t.set_text("Re")
            elif t.get_text() == "y":
                t.set_text("Im")
        for name, p in named:
            ax.plot([0, p[0]], [0, p[1]], color=draw.PALETTE["blue"], lw=1.5, ls="--", zorder=3)
            ax.plot([p[0]], [p[1]], "o", color=draw.PALETTE["blue"], markersize=8, zorder=5)
            draw.label_grid_point(ax, p, name, away_from=(0, 0), offset=14, color=draw.PALETTE["blue"], fontsize=17)
        for name, p in zip(g["labels"], g["cands"]):
            ax.plot([p[0]], [p[1]], "s", color=draw.PALETTE["red"], markersize=7, zorder=5)
            draw.label_grid_point(ax, p, name, away_from=(p[0] - 1, p[1] - 1), offset=13, color=draw.PALETTE["red"],
                                  fontsize=15)

    def subquestions(self, g):
        a, b = g["z"]
        return [SubQuestion(f"What is the modulus squared |z|² of z = {a} + ({b})i?", Number(a * a + b * b),
                            "algebra/complex/argand_multiplication")]

    def description(self, g):
        def cx(p):
            return f"{p[0]} + ({p[1]})i"
        parts = [f"z = {cx(g['z'])}"] + ([f"w = {cx(g['w'])}"] if "w" in g else [])
        cands = "; ".join(f"{n} = {cx(p)}" for n, p in zip(g["labels"], g["cands"]))
        return (f"In the complex plane, {' and '.join(parts)}; the labelled points are {cands}. "
                f"Which of these points represents {WHAT[g['op']]}?")
