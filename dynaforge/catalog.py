"""The seed library, one line per program: ``dynaforge index`` writes docs/programs.md, and
``dynaforge levels <program>`` prints one program's parameter space per difficulty level."""
from __future__ import annotations

import sys
from pathlib import Path

from .sdk.loader import all_program_files, find_program, load_program

INDEX = "docs/programs.md"
HEADER = """# The seed programs

One line per program, generated from each program's docstring and declarations by
`dynaforge index` (a test checks that this file is current). *Asks*: the program's docstring;
*hard*: what its `hard` level changes (`dynaforge levels <program>` prints both parameter spaces);
*views* beyond the question itself: `sub` one-step sub-questions (WE-MATH), `back` a backward
question (GeoEval), `text` a text-only description, `reason` reference reasoning (DynaSolidGeo).
"""
VIEWS = (("subquestions", "sub"), ("backward", "back"), ("description", "text"), ("reasoning", "reason"))


def _asks(program) -> str:
    """The first paragraph of the program file's docstring, on one line."""
    doc = (sys.modules[type(program).__module__].__doc__ or "").strip()
    return " ".join(doc.split("\n\n")[0].split()).replace("|", "\\|") or "(no docstring)"


def index_markdown(programs_dir: Path) -> str:
    """docs/programs.md: a section per folder, a table row per program."""
    lines = [HEADER]
    folder = None
    for path in all_program_files(programs_dir):
        here = path.parent.relative_to(programs_dir).as_posix()
        if here != folder:
            folder = here
            lines += ["", f"## {folder}", "", "| program | asks | hard | views |", "| --- | --- | --- | --- |"]
        program = load_program(path).program
        hard = program.levels.hard_means.replace("|", "\\|")
        views = ", ".join(short for name, short in VIEWS if getattr(program, name) is not None)
        lines.append(f"| `{program.meta.id}` | {_asks(program)} | {hard} | {views} |")
    return "\n".join(lines) + "\n"


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("index", help=f"write {INDEX}: every seed program on one line")
    p.add_argument("--check", action="store_true", help=f"exit 1 when {INDEX} is not current")
    p.set_defaults(func=_run_index)
    q = subparsers.add_parser("levels", help="print a program's parameter space per difficulty level")
    q.add_argument("program", help="program id or path")
    q.set_defaults(func=_run_levels)


def _run_index(args) -> int:
    from .config import PROGRAMS_DIR, ROOT

    text = index_markdown(PROGRAMS_DIR)
    target = ROOT / INDEX
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{INDEX} is not current: run `dynaforge index`", file=sys.stderr)
            return 1
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {INDEX}")
    return 0


def _run_levels(args) -> int:
    from .config import PROGRAMS_DIR

    program = load_program(find_program(PROGRAMS_DIR, args.program)).program
    print(f"{program.meta.id}:")
    print("\n".join(f"  {line}" for line in program.levels.lines()))
    return 0
