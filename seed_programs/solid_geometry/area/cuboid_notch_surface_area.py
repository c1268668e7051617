"""Solid geometry (area): small cuboids are cut out of a cuboid block — at a corner (the surface area is
unchanged: the three faces lost come back as the notch's three faces), along an edge away from its ends
(two end faces q × s are gained) or as a pit in the top face (its four walls are gained); find the total
surface area of what remains. ``answer`` adds the changes to 2(ab + bc + ca) by the face-shifting
argument; ``verify`` builds the block from unit cubes, removes the notches and counts the exposed unit
squares (brute force)."""
from dynaforge.sdk import Backward, IntRange, Levels, Number, OneOf, Scene, SeedProgram, SubQuestion, attempts, seed_program
from dynaforge.sdk.scene import add_unit_cubes

KIND_TEXT = {"corner": "at the top front right corner of the block",
             "edge": "along the top front edge, away from both of its ends",
             "pit": "as a pit in the top face, away from all of its edges"}


def _cells(kind, a, b, c, p, q, s, x0, y0):
    """The unit cells of one notch (x along the length a, y the width b from the front, z the height c)."""
    if kind == "corner":
        xs, ys = range(a - p, a), range(0, q)
    elif kind == "edge":
        xs, ys = range(x0, x0 + p), range(0, q)
    else:
        xs, ys = range(x0, x0 + p), range(y0, y0 + q)
    return {(i, j, k) for i in xs for j in ys for k in range(c - s, c)}


@seed_program(
    id="cuboid_notch_surface_area", topic="solid_geometry", category="area",
    level="high_school", difficulty="medium", question_type="numeric",
    concepts=["solid_figures/composite_solids/surface_area_change", "solid_figures/prisms/surface_area"],
    source="DynaSolidGeo-style (surface area of a block after a notch is cut out at a corner, an edge or a face)",
    variations=["numeric_values", "geometric_transformations", "real_life_contexts", "camera"],
)
class CuboidNotchSurfaceArea(SeedProgram):
    levels = Levels(
        standard=dict(notches=IntRange(1, 1), kinds=OneOf(("corner", "edge")), length=IntRange(5, 9),
                      width=IntRange(3, 6), height=IntRange(3, 6), cut=IntRange(1, 2)),
        hard=dict(notches=IntRange(2, 2), kinds=OneOf(("edge", "pit")), length=IntRange(8, 14),
                  width=IntRange(5, 9), height=IntRange(4, 8), cut=IntRange(1, 3)),
        hard_means="two notches at once (a corner notch and an edge notch or a pit in the top face), larger "
                   "blocks and notches up to 3 on a side: each kind changes the area differently (0, two end faces, "
                   "four walls) and the distractor 'a notch removes area' fails",
    )

    def sample(self, rng, space):
        """Givens: the block a × b × c and the notches (kind, p × q × s, and where they sit)."""
        a, b, c = space.length.draw(rng), space.width.draw(rng), space.height.draw(rng)
        n = space.notches.draw(rng)
        for _ in attempts("notches that fit in the block, apart from each other"):
            notches = []
            kinds = [space.kinds.draw(rng)] if n == 1 else ["corner", space.kinds.draw(rng)]
            for kind in kinds:
                p, q, s = (space.cut.draw(rng) for _ in range(3))
                x0, y0 = int(rng.integers(1, max(2, a - p))), int(rng.integers(1, max(2, b - q)))
                notches.append({"kind": kind, "p": p, "q": q, "s": s, "x0": x0, "y0": y0})
            ok = True
            for nt in notches:
                ok &= nt["p"] <= a - 2 and nt["q"] <= b - 2 and nt["s"] <= c - 1
                if nt["kind"] != "corner":
                    ok &= 1 <= nt["x0"] and nt["x0"] + nt["p"] <= a - 1
                if nt["kind"] == "pit":
                    ok &= 1 <= nt["y0"] and nt["y0"] + nt["q"] <= b - 1
            if ok and len(notches) == 2:        # keep the two notches a unit apart
                cells = [_cells(nt["kind"], a, b, c, nt["p"], nt["q"], nt["s"], nt["x0"], nt["y0"]) for nt in notches]
                grown = {(i + di, j + dj, k) for (i, j, k) in cells[0] for di in (-1, 0, 1) for dj in (-1, 0, 1)}
                ok = not grown & cells[1]
            if ok:
                break
        for nt in notches:
            if nt["kind"] == "corner":
                nt.pop("x0"), nt.pop("y0")
            elif nt["kind"] == "edge":
                nt.pop("y0")
        return {"a": a, "b": b, "c": c, "notches": notches}

    # -- text -----------------------------------------------------------------------------------
    def _notch_text(self, nt, hide=None):
        p, q, s = nt["p"], nt["q"], nt["s"]
        where = KIND_TEXT[nt["kind"]]
        if nt["kind"] == "edge":
            where += f" (its left end {nt['x0']} from the block's left face)"
        elif nt["kind"] == "pit":
            where += f" (its left side {nt['x0']} from the left face and its front side {nt['y0']} from the front face)"
        return f"a cuboid {p} long, {q} deep (front to back) and {s} high is cut out {where}"

    def _setting(self, g, hide=None):
        a = "x" if hide == "a" else g["a"]
        notches = "; ".join(self._notch_text(nt) for nt in g["notches"])
        return (f"A wooden block is a cuboid {a} long (left to right), {g['b']} wide (front to back) and {g['c']} "
                f"high. From it {notches}.")

    def question(self, g):
        return f"{self._setting(g)} Find the total surface area of the solid that remains."

    def description(self, g):
        return self._setting(g) + " The figure shows the block from the front right, above."

    # -- answer ---------------------------------------------------------------------------------
    def _change(self, nt):
        p, q, s = nt["p"], nt["q"], nt["s"]
        if nt["kind"] == "corner":
            return 0                       # the three faces lost reappear, shifted inwards
        if nt["kind"] == "edge":
            return 2 * q * s               # top and front faces shift back; the two ends q × s are new
        return 2 * (p + q) * s             # the floor replaces the opening; four walls are new

    def _whole(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        return 2 * (a * b + b * c + c * a)

    def answer(self, p):
        return Number(self._whole(p) + sum(self._change(nt) for nt in p["notches"]))

    def verify(self, g):
        # Independent: build the solid from unit cubes, remove the notches' cells, count exposed squares.
        a, b, c = g["a"], g["b"], g["c"]
        solid = {(i, j, k) for i in range(a) for j in range(b) for k in range(c)}
        for nt in g["notches"]:
            solid -= _cells(nt["kind"], a, b, c, nt["p"], nt["q"], nt["s"], nt.get("x0", 0), nt.get("y0", 0))
        count = 0
        for (i, j, k) in solid:
            for d in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
                if (i + d[0], j + d[1], k + d[2]) not in solid:
                    count += 1
        return Number(count)

    # -- figure ---------------------------------------------------------------------------------
    def scene(self, g):
        a, b, c = g["a"], g["b"], g["c"]
        solid = {(i, j, k) for i in range(a) for j in range(b) for k in range(c)}
        for nt in g["notches"]:
            solid -= _cells(nt["kind"], a, b, c, nt["p"], nt["q"], nt["s"], nt.get("x0", 0), nt.get("y0", 0))
        s = Scene()
        add_unit_cubes(s, sorted(solid), colors=("#fde68a", "#bfdbfe", "#93c5fd"), edges="outline")
        s.hiding = "none"                  # an opaque block hides its own back
        s.azimuth_range = (285.0, 340.0)   # from the front right, so every notch faces the camera
        return s

    # -- views ----------------------------------------------------------------------------------
    def subquestions(self, g):
        out = [SubQuestion(f"Find the total surface area of a cuboid {g['a']} × {g['b']} × {g['c']}.",
                           Number(self._whole(g)), "solid_figures/prisms/surface_area")]
        nt = g["notches"][-1]
        out.append(SubQuestion(f"A cuboid block has {self._notch_text(nt)}. By how much does its surface area "
                               f"increase?", Number(self._change(nt)), "solid_figures/composite_solids/surface_area_change"))
        return out

    def backward(self, g):
        total = self._whole(g) + sum(self._change(nt) for nt in g["notches"])
        return Backward(f"{self._setting(g, hide='a')} The solid that remains has total surface area {total}. Find x, "
                        f"the length of the block.", Number(g["a"]), "a")

    def reasoning(self, p):
        a, b, c = p["a"], p["b"], p["c"]
        steps = [f"The whole block has surface area 2({a}·{b} + {b}·{c} + {c}·{a}) = {self._whole(p)}."]
        for nt in p["notches"]:
            if nt["kind"] == "corner":
                steps.append(f"The corner notch removes a {nt['p']} × {nt['q']} piece of the top, a {nt['p']} × {nt['s']} "
                             f"piece of the front and a {nt['q']} × {nt['s']} piece of the right face, and its three "
                             f"inner faces are exactly these rectangles moved inwards: no change.")
            elif nt["kind"] == "edge":
                steps.append(f"The edge notch: its floor and back wall replace the pieces of the top and the front that "
                             f"are removed, and its two ends ({nt['q']} × {nt['s']} each) are new: +2·{nt['q']}·{nt['s']} "
                             f"= {self._change(nt)}.")
            else:
                steps.append(f"The pit: its floor replaces the {nt['p']} × {nt['q']} opening, and its four walls are new: "
                             f"+2·({nt['p']} + {nt['q']})·{nt['s']} = {self._change(nt)}.")
        total = self._whole(p) + sum(self._change(nt) for nt in p["notches"])
        steps.append(f"Total surface area = {self._whole(p)} + "
                     f"{' + '.join(str(self._change(nt)) for nt in p['notches'])} = {total}.")
        return steps
