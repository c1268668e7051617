"""Finding and loading seed programs from ``seed_programs/<topic>/[<category>/]<program_id>.py``.

A *shard* is one folder of programs that one DVC stage builds (``params.yaml`` ``shards``); it is
build bookkeeping only and appears in no record or media path."""
from __future__ import annotations

import importlib.util
import sys
import traceback
from pathlib import Path

from ..hashing import sha256_file
from .program import ProgramError, ProgramInfo, SeedProgram


def program_files(root: Path, folder: str) -> list[Path]:
    """The program files directly in ``root/folder``, sorted by name (files starting with _ are not programs)."""
    path = Path(root) / folder
    if not path.is_dir():
        raise ProgramError(f"program folder {path} does not exist")
    return sorted(p for p in path.glob("*.py") if not p.name.startswith("_"))


def all_program_files(root: Path) -> list[Path]:
    """Every program file under ``root``, at any depth, sorted by path."""
    return sorted(p for p in Path(root).rglob("*.py") if not p.name.startswith("_"))


def load_program(path: Path, shard: str | None = None) -> ProgramInfo:
    """Import one program file; any problem raises ProgramError naming the file."""
    path = Path(path)
    module_name = f"dynaforge_seed_{path.stem}"
    try:
        spec = importlib.util.spec_from_file_location(module_name, path)
        if spec is None or spec.loader is None:
            raise ProgramError(f"{path}: not a Python file")
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    except ProgramError as exc:
        raise ProgramError(f"{path}: {exc}") from None
    except BaseException as exc:  # noqa: BLE001 - a broken program must not stop the others
        last = traceback.extract_tb(exc.__traceback__)[-1:]
        where = f" (line {last[0].lineno})" if last else ""
        raise ProgramError(f"{path}: failed to import{where}: {type(exc).__name__}: {exc}") from None
    classes = [
        obj for obj in vars(module).values()
        if isinstance(obj, type) and issubclass(obj, SeedProgram) and obj is not SeedProgram
        and obj.__module__ == module_name and hasattr(obj, "meta")
    ]
    if len(classes) != 1:
        raise ProgramError(f"{path}: expected exactly one @seed_program class, found {len(classes)}")
    program = classes[0]()
    from ..records import schema_errors

    problems = schema_errors(program.meta.to_json(), "program_metadata")
    if problems:
        raise ProgramError(f"{path}: metadata breaks dynaforge/schemas/program_metadata.schema.json: {'; '.join(problems)}")
    if program.meta.id != path.stem:
        raise ProgramError(f"{path}: program id {program.meta.id!r} must equal the file name {path.stem!r}")
    return ProgramInfo(program=program, path=str(path), shard=shard or path.parent.name,
                       sha256=sha256_file(path))


def find_program(root: Path, name: str) -> Path:
    """Resolve ``topic/program_id``, a bare ``program_id`` or a file path to a program file."""
    candidate = Path(name)
    if candidate.suffix == ".py" and candidate.exists():
        return candidate
    direct = Path(root) / f"{name}.py"
    if direct.exists():
        return direct
    matches = sorted(Path(root).rglob(f"{Path(name).name}.py"))
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise ProgramError(f"no seed program named {name!r} under {root}")
    raise ProgramError(f"{name!r} is ambiguous: {', '.join(map(str, matches))}")
