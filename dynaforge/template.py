"""``dynaforge new <batch>/<program_id> [--kind plane|solid]``: write a commented seed-program template."""
from __future__ import annotations

from pathlib import Path

from .sdk.program import ProgramError

PLANE_TEMPLATE = '''"""{title}: one line saying what the question tests."""
import numpy as np

from dynaforge.sdk import Number, SeedProgram, seed_program  # also: Choice, Expression, Text, Multi,
from dynaforge.sdk import draw                                # SubQuestion, Backward, Scene


@seed_program(
    id="{program_id}",
    topic="plane_geometry",          # one of dynaforge.sdk.program.TOPICS
    # category="angle",              # solid_geometry only: dynaforge.sdk.program.CATEGORIES
    level="high_school",             # elementary | high_school | undergraduate | competition
    difficulty="medium",             # easy | medium | hard
    question_type="numeric",         # numeric (Number) | multiple_choice (Choice) | free_form
    concepts=["plane_figures/triangles/angle_sum"],   # paths defined in concepts/*.yaml
    source="where the question comes from (paper, exam, textbook)",
    variations=["numeric_values"],   # kinds from dynaforge.sdk.program.VARIATIONS
)
class {class_name}(SeedProgram):
    def sample(self, rng):
        """The only use of randomness: draw every parameter from rng (a numpy Generator)."""
        return {{"a": int(rng.integers(30, 80)), "b": int(rng.integers(30, 80))}}

    def question(self, p):
        """Name exactly the labels and values the figure shows."""
        return f"Two angles of a triangle are {{p['a']}}° and {{p['b']}}°. What is the third angle, in degrees?"

    def answer(self, p):
        return Number(180 - p["a"] - p["b"])

    def verify(self, p):
        """An independent second derivation (coordinates, brute force, sympy...), not a copy of answer()."""
        a, b = np.radians(p["a"]), np.radians(p["b"])
        c = np.array([np.cos(a), np.sin(a)]) * np.sin(b) / np.sin(a + b)   # apex from the base angles
        u, v = -c, np.array([1.0, 0.0]) - c
        return Number(round(float(np.degrees(np.arccos(u @ v / np.linalg.norm(u) / np.linalg.norm(v)))), 9))

    def draw(self, p, ax, hide=()):
        """2D figure on a matplotlib Axes (3D programs define scene(p) instead)."""
        a, b = np.radians(p["a"]), np.radians(p["b"])
        c = np.array([np.cos(a), np.sin(a)]) * np.sin(b) / np.sin(a + b)
        pts = {{"A": (0, 0), "B": (1, 0), "C": tuple(c)}}
        draw.polygon(ax, pts)
        draw.angle_arc(ax, pts["A"], pts["B"], pts["C"], f"{{p['a']}}°")
        draw.angle_arc(ax, pts["B"], pts["C"], pts["A"], f"{{p['b']}}°")
        draw.geometry_axes(ax, list(pts.values()))

    # Optional views: subquestions(p), backward(p), description(p), reasoning(p).
    # See docs/writing_seed_programs.md.
    def description(self, p):
        return f"Triangle ABC has angle {{p['a']}}° at A and angle {{p['b']}}° at B."
'''


SOLID_TEMPLATE = '''\"\"\"{title}: one line saying what the question tests (3D: a cuboid).\"\"\"
import numpy as np

from dynaforge.sdk import Number, Scene, SeedProgram, seed_program  # also: Choice, Expression, Text,
from dynaforge.sdk.scene import CUBOID_EDGES, cuboid_labels, cuboid_text, cuboid_vertex  # SubQuestion...


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
    def sample(self, rng):
        \"\"\"The only use of randomness: draw every parameter from rng (a numpy Generator).\"\"\"
        a, b = (int(v) for v in rng.integers(2, 9, size=2))
        c = 2 * int(rng.integers(1, 5))  # even, so that M sits at a whole number
        return {{"a": a, "b": b, "c": c, "style": str(rng.choice(["next", "prime", "sub", "digit"]))}}

    def _labels(self, p):
        \"\"\"8 vertex labels: 0-3 bottom counter-clockwise, 4-7 above them (ABCD-EFGH, ABCD-A'B'C'D'...).\"\"\"
        return cuboid_labels(p["style"])

    def question(self, p):
        \"\"\"Name exactly the labels and values the figure shows.\"\"\"
        L = self._labels(p)
        name, givens = cuboid_text(L, p["a"], p["b"], p["c"])
        return (f"In the {{name}}, {{givens}}. M is the midpoint of edge {{L[2]}}{{L[6]}}. "
                f"Find the length of {{L[0]}}M.")

    def answer(self, p):
        # Pythagoras twice: AC² = a² + b², then AM² = AC² + (c/2)²
        return Number(float(np.sqrt(p["a"] ** 2 + p["b"] ** 2 + (p["c"] / 2) ** 2)))

    def verify(self, p):
        \"\"\"An independent second derivation: here coordinates of the scene, not the formula.\"\"\"
        s = self.scene(p)
        return Number(float(np.linalg.norm(s.xyz("M") - s.xyz(self._labels(p)[0]))))

    def scene(self, p):
        \"\"\"3D figure as data: labelled points, edges (edge | auxiliary | hidden), faces.\"\"\"
        L = self._labels(p)
        s = Scene()
        for i, label in enumerate(L):
            s.point(label, cuboid_vertex(p["a"], p["b"], p["c"], i))
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

    # Optional views: subquestions(p), backward(p), description(p). See docs/writing_seed_programs.md.
    def description(self, p):
        L = self._labels(p)
        name, givens = cuboid_text(L, p["a"], p["b"], p["c"])
        return (f"A {{name}} has base {{''.join(L[:4])}} and top face {{''.join(L[4:])}} directly above it "
                f"({{L[4]}} above {{L[0]}}, and so on), with {{givens}}. M is the midpoint of {{L[2]}}{{L[6]}}.")
'''

TEMPLATES = {"plane": PLANE_TEMPLATE, "solid": SOLID_TEMPLATE}


def new_program(programs_dir: Path, name: str, kind: str = "plane") -> Path:
    """Create ``<programs_dir>/<batch>/<program_id>.py`` from the ``kind`` template; refuse to overwrite."""
    if kind not in TEMPLATES:
        raise ProgramError(f"unknown template kind {kind!r}: expected one of {', '.join(TEMPLATES)}")
    batch, _, program_id = name.partition("/")
    if not batch or not program_id or not program_id.replace("_", "").isalnum() or program_id != program_id.lower():
        raise ProgramError(f"expected <batch>/<program_id> with a lower snake_case id, got {name!r}")
    path = Path(programs_dir) / batch / f"{program_id}.py"
    if path.exists():
        raise ProgramError(f"{path} already exists; choose another id or delete the file")
    path.parent.mkdir(parents=True, exist_ok=True)
    class_name = "".join(part.capitalize() for part in program_id.split("_"))
    path.write_text(TEMPLATES[kind].format(program_id=program_id, class_name=class_name,
                                           title=program_id.replace("_", " ").capitalize()), encoding="utf-8")
    return path


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("new", help="write a commented seed-program template")
    p.add_argument("name", help="<batch>/<program_id>")
    p.add_argument("--kind", choices=sorted(TEMPLATES), default="plane",
                   help="plane: a 2D figure drawn with draw(p, ax) (default); solid: a 3D cuboid with scene(p)")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from .config import PROGRAMS_DIR, load_params

    path = new_program(PROGRAMS_DIR, args.name, args.kind)
    print(f"wrote {path}")
    batch = args.name.split("/")[0]
    if batch not in load_params()["batches"]:
        print(f"note: add '{batch}' to batches in params.yaml (and a stage entry is generated from it)")
    print(f"next: dynaforge preview {args.name} --k 0 --out /tmp/preview")
    return 0
