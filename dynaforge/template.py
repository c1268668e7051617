"""``dynaforge new <folder>/<program_id> [--kind plane|solid]``: write a commented seed-program template."""
from __future__ import annotations

from pathlib import Path

from .sdk.program import ProgramError

PLANE_TEMPLATE = '''\"\"\"{title}: one line saying what the question asks (it goes into docs/programs.md).\"\"\"
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, SeedProgram, seed_program  # also: Choice, Expression,
from dynaforge.sdk import draw                                                 # Text, Multi, OneOf, attempts...


@seed_program(
    id="{program_id}",
    topic="plane_geometry",          # one of dynaforge.sdk.program.TOPICS (and the folder it lives in)
    # category="angle",              # solid_geometry only: dynaforge.sdk.program.CATEGORIES
    level="high_school",             # elementary | high_school | undergraduate | competition
    difficulty="medium",             # easy | medium | hard
    question_type="numeric",         # numeric (Number) | multiple_choice (Choice) | free_form
    concepts=["plane_figures/triangles/angle_sum"],   # paths defined in concepts/*.yaml
    source="where the question comes from (paper, exam, textbook)",
    variations=["numeric_values"],   # kinds from dynaforge.sdk.program.VARIATIONS
)
class {class_name}(SeedProgram):
    # The parameter space per difficulty level, as data (`dynaforge levels {program_id}` prints it).
    levels = Levels(
        standard=dict(angle=IntRange(30, 79)),
        hard=dict(angle=IntRange(11, 119)),
        hard_means="angles from 11° to 119°: obtuse triangles and thin ones, not only friendly acute ones",
    )

    def sample(self, rng, space):
        \"\"\"The only use of randomness. Returns the givens: everything the solver is told, in the
        text or the figure (return (givens, hidden) when there are construction details the solver
        is not told). Rejection sampling: `for _ in attempts("the condition"):`, never `while True:`.\"\"\"
        a = space.angle.draw(rng)
        b = space.angle.draw(rng)
        return {{"a": a, "b": min(b, 179 - a)}}

    def question(self, g):
        \"\"\"From the givens only; name exactly the labels and values the figure shows.\"\"\"
        return (f"In triangle ABC, angle A = {{g['a']}}° and angle B = {{g['b']}}°. "
                f"What is angle C, in degrees?")

    def answer(self, p):
        return Number(180 - p["a"] - p["b"])

    def verify(self, g):
        \"\"\"A second derivation from the givens alone, by another method (here: build the triangle
        and measure). It may not call anything answer() calls; the SDK checks.\"\"\"
        C = self._apex(g)
        u, v = -C, np.array([1.0, 0.0]) - C
        return Number(round(float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))), 9))

    @staticmethod
    def _apex(g):
        \"\"\"C for A = (0, 0), B = (1, 0) and the given angles at A and B (law of sines).\"\"\"
        a, b = np.radians(g["a"]), np.radians(g["b"])
        return np.array([np.cos(a), np.sin(a)]) * np.sin(b) / np.sin(a + b)

    def draw(self, g, ax, hide=()):
        \"\"\"The 2D figure, drawn from the givens (3D programs define scene(g) instead). ``hide``
        names givens to leave out (a backward view masks one).\"\"\"
        pts = {{"A": (0, 0), "B": (1, 0), "C": tuple(self._apex(g))}}
        draw.polygon(ax, pts)
        draw.angle_arc(ax, pts["A"], pts["B"], pts["C"], "?" if "a" in hide else f"{{g['a']}}°")
        draw.angle_arc(ax, pts["B"], pts["C"], pts["A"], f"{{g['b']}}°")
        draw.geometry_axes(ax, list(pts.values()))

    def description(self, g):
        \"\"\"The text-only form of the figure: with the question, it states every given verify reads.\"\"\"
        return f"Triangle ABC has angle {{g['a']}}° at A and angle {{g['b']}}° at B."

    # Optional views: subquestions(g), backward(g), reasoning(p). See docs/writing_seed_programs.md.
'''


SOLID_TEMPLATE = '''\"\"\"{title}: one line saying what the question asks (3D: a cuboid; it goes into docs/programs.md).\"\"\"
import numpy as np

from dynaforge.sdk import IntRange, Levels, Number, OneOf, Scene, SeedProgram, seed_program
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_labels, cuboid_text, cuboid_vertex


@seed_program(
    id="{program_id}",
    topic="solid_geometry",
    category="length_distance",      # solid_geometry needs one of dynaforge.sdk.program.CATEGORIES
    level="high_school",             # elementary | high_school | undergraduate | competition
    difficulty="easy",               # easy | medium | hard
    question_type="numeric",         # solid geometry: numeric (Number) or free_form (Expression...)
    concepts=["solid_figures/cuboids/space_diagonal", "plane_figures/triangles/pythagorean_theorem"],
    source="where the question comes from (paper, exam, textbook)",
    variations=["lengths_ratios", "point_labels", "camera"],   # camera: the SDK samples the view
)
class {class_name}(SeedProgram):
    levels = Levels(
        standard=dict(edge=IntRange(2, 8), half_height=IntRange(1, 4),
                      style=OneOf(("next", "prime", "sub", "digit"))),
        hard=dict(edge=IntRange(7, 30), half_height=IntRange(4, 15),
                  style=OneOf(("next", "prime", "sub", "digit"))),
        hard_means="two-digit edges: the square root no longer comes out near a small whole number",
    )

    def sample(self, rng, space):
        \"\"\"The givens: the edges the question states and the label style the figure shows.\"\"\"
        a, b = (int(v) for v in space.edge.draw(rng, size=2))
        c = 2 * space.half_height.draw(rng)  # even, so that M sits at a whole number
        return {{"a": a, "b": b, "c": c, "style": space.style.draw(rng)}}

    def _labels(self, g):
        \"\"\"8 vertex labels: 0-3 bottom counter-clockwise, 4-7 above them (ABCD-EFGH, ABCD-A'B'C'D'...).\"\"\"
        return cuboid_labels(g["style"])

    def question(self, g):
        L = self._labels(g)
        name, stated = cuboid_text(L, g["a"], g["b"], g["c"])
        return (f"In the {{name}}, {{stated}}. M is the midpoint of edge {{L[2]}}{{L[6]}}. "
                f"Find the length of {{L[0]}}M.")

    def answer(self, p):
        # Pythagoras twice: AC² = a² + b², then AM² = AC² + (c/2)²
        return Number(float(np.sqrt(p["a"] ** 2 + p["b"] ** 2 + (p["c"] / 2) ** 2)))

    def verify(self, g):
        \"\"\"From the givens alone, by another method: coordinates of the scene, not the formula.\"\"\"
        s = self.scene(g)
        return Number(float(np.linalg.norm(s.xyz("M") - s.xyz(self._labels(g)[0]))))

    def scene(self, g):
        \"\"\"The 3D figure as data, drawn from the givens: labelled points, edges, faces.\"\"\"
        L = self._labels(g)
        s = Scene()
        for i, label in enumerate(L):
            s.point(label, cuboid_vertex(g["a"], g["b"], g["c"], i))
        for i, j in CUBOID_EDGES:
            s.segment(L[i], L[j])
        s.point("M", s.midpoint(L[2], L[6]))
        s.segment(L[0], "M", style="auxiliary")      # what the question asks about, drawn red
        return s

    def reasoning(self, p):
        \"\"\"Required for solid geometry: the reference solution with this variant's numbers.\"\"\"
        L = self._labels(p)
        ac2 = p["a"] ** 2 + p["b"] ** 2
        am2 = ac2 + (p["c"] // 2) ** 2
        return [
            f"The base is a rectangle, so {{L[0]}}{{L[2]}}² = {{p['a']}}² + {{p['b']}}² = {{ac2}}.",
            f"{{L[2]}}M = {{L[2]}}{{L[6]}}/2 = {{p['c'] // 2}} and {{L[2]}}M is perpendicular to the base.",
            f"So {{L[0]}}M² = {{ac2}} + {{p['c'] // 2}}² = {{am2}} and {{L[0]}}M = √{{am2}} ≈ {{np.sqrt(am2):.4f}}.",
        ]

    def description(self, g):
        L = self._labels(g)
        name, stated = cuboid_text(L, g["a"], g["b"], g["c"])
        return (f"A {{name}} has base {{''.join(L[:4])}} and top face {{''.join(L[4:])}} directly above it "
                f"({{L[4]}} above {{L[0]}}, and so on), with {{stated}}. M is the midpoint of {{L[2]}}{{L[6]}}.")

    # Optional views: subquestions(g), backward(g). See docs/writing_seed_programs.md.
'''

TEMPLATES = {"plane": PLANE_TEMPLATE, "solid": SOLID_TEMPLATE}


def new_program(programs_dir: Path, name: str, kind: str = "plane") -> Path:
    """Create ``<programs_dir>/<folder>/<program_id>.py`` from the ``kind`` template; refuse to overwrite.

    ``folder`` is the program's topic (``plane_geometry``), or ``solid_geometry/<category>``."""
    if kind not in TEMPLATES:
        raise ProgramError(f"unknown template kind {kind!r}: expected one of {', '.join(TEMPLATES)}")
    folder, _, program_id = name.rpartition("/")
    if not folder or not program_id or not program_id.replace("_", "").isalnum() or program_id != program_id.lower():
        raise ProgramError(f"expected <folder>/<program_id> with a lower snake_case id, got {name!r}")
    path = Path(programs_dir) / folder / f"{program_id}.py"
    if path.exists():
        raise ProgramError(f"{path} already exists; choose another id or delete the file")
    path.parent.mkdir(parents=True, exist_ok=True)
    class_name = "".join(part.capitalize() for part in program_id.split("_"))
    path.write_text(TEMPLATES[kind].format(program_id=program_id, class_name=class_name,
                                           title=program_id.replace("_", " ").capitalize()), encoding="utf-8")
    return path


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("new", help="write a commented seed-program template")
    p.add_argument("name", help="<topic>/<program_id> or solid_geometry/<category>/<program_id>")
    p.add_argument("--kind", choices=sorted(TEMPLATES), default="plane",
                   help="plane: a 2D figure drawn with draw(p, ax) (default); solid: a 3D cuboid with scene(p)")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from .config import PROGRAMS_DIR, load_params

    path = new_program(PROGRAMS_DIR, args.name, args.kind)
    print(f"wrote {path}")
    folder = args.name.rpartition("/")[0]
    if folder not in load_params()["shards"].values():
        print(f"note: seed_programs/{folder}/ is a new folder: add it to shards in params.yaml")
    program_id = args.name.rpartition("/")[2]
    print(f"next: dynaforge preview {program_id} --level hard --k 0 --out /tmp/preview")
    print(f"      pytest tests/test_programs.py --program {program_id}")
    return 0
