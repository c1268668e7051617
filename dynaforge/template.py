"""``dynaforge new <batch>/<program_id>``: write a commented seed-program template."""
from __future__ import annotations

from pathlib import Path

TEMPLATE = '''"""{title}: one line saying what the question tests."""
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


def new_program(programs_dir: Path, name: str) -> Path:
    """Create ``<programs_dir>/<batch>/<program_id>.py`` from the template; refuse to overwrite."""
    batch, _, program_id = name.partition("/")
    if not batch or not program_id or not program_id.replace("_", "").isalnum() or program_id != program_id.lower():
        raise ValueError(f"expected <batch>/<program_id> with a lower snake_case id, got {name!r}")
    path = Path(programs_dir) / batch / f"{program_id}.py"
    if path.exists():
        raise FileExistsError(f"{path} already exists")
    path.parent.mkdir(parents=True, exist_ok=True)
    class_name = "".join(part.capitalize() for part in program_id.split("_"))
    path.write_text(TEMPLATE.format(program_id=program_id, class_name=class_name,
                                    title=program_id.replace("_", " ").capitalize()), encoding="utf-8")
    return path


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("new", help="write a commented seed-program template")
    p.add_argument("name", help="<batch>/<program_id>")
    p.set_defaults(func=_run)


def _run(args) -> int:
    from .config import PROGRAMS_DIR, load_params

    path = new_program(PROGRAMS_DIR, args.name)
    print(f"wrote {path}")
    batch = args.name.split("/")[0]
    if batch not in load_params()["batches"]:
        print(f"note: add '{batch}' to batches in params.yaml (and a stage entry is generated from it)")
    print(f"next: dynaforge preview {args.name} --k 0 --out /tmp/preview")
    return 0
