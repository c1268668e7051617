"""Instantiate stage: every program of a batch × K seeds → one JSONL of records per program.

Each program runs in its own process with a time limit. A program that fails to import, raises,
hangs or returns an invalid answer is listed in ``errors.json`` and left out; the rest build.
Results are cached by content (program file, SDK code, salt, K): an unchanged program is not
re-run, so editing one program re-instantiates only that program.
"""
from __future__ import annotations

from pathlib import Path

from ..records import schema_errors, write_jsonl
from ..sdk.instance import build_records
from ..sdk.loader import load_program, program_files, sha256_file
from .cache import StageCache, code_fingerprint

SDK_PACKAGES = ("sdk", "views")


def instantiate_program(path: str, batch: str, salt: str, seeds: int) -> list[dict]:
    """All K records of one program (runs inside the isolated child process)."""
    records = build_records(load_program(Path(path), batch), salt, seeds)
    for record in records:
        problems = schema_errors(record)
        if problems:
            raise ValueError(f"{record['id']}: record breaks the schema: {'; '.join(problems[:3])}")
    return records


def instantiate_batch(programs_dir: Path, batch: str, out_dir: Path, *, seeds: int, salt: str,
                      jobs: int, timeout: float, progress: bool = True) -> dict:
    """Build ``out_dir/<program_id>.jsonl`` for every program of ``batch``; return a summary."""
    from ..isolation import run_isolated

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    files = program_files(programs_dir, batch)
    cache = StageCache(out_dir)
    code = code_fingerprint(SDK_PACKAGES)
    keys = {f.stem: cache.key(sha256_file(f), code, salt, seeds) for f in files}
    todo = [f for f in files if not cache.fresh(f.stem, keys[f.stem], [out_dir / f"{f.stem}.jsonl"])]
    outcomes = run_isolated(
        [(f.stem, instantiate_program, (str(f), batch, salt, seeds)) for f in todo],
        jobs=jobs, timeout=timeout, desc=f"instantiate {batch}", progress=progress)
    errors = []
    for f in todo:
        outcome = outcomes[f.stem]
        target = out_dir / f"{f.stem}.jsonl"
        if outcome.ok:
            write_jsonl(target, outcome.value)
            cache.record(f.stem, keys[f.stem])
        else:
            target.unlink(missing_ok=True)
            cache.forget(f.stem)
            errors.append({"program_id": f.stem, "file": _relative(f, programs_dir), "stage": "instantiate",
                           "error": outcome.error})
    cache.prune({f.stem for f in files}, suffixes=(".jsonl",))
    cache.save()
    cache.write_errors(errors)
    built = sorted(p.stem for p in out_dir.glob("*.jsonl"))
    return {"batch": batch, "programs": len(files), "built": len(built), "reused": len(files) - len(todo),
            "failed": len(errors), "records": sum(_line_count(out_dir / f"{p}.jsonl") for p in built)}


def _line_count(path: Path) -> int:
    """Records in a JSONL file (one per line) without parsing them."""
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)


def _relative(path: Path, programs_dir: Path) -> str:
    try:
        return str(Path(path).relative_to(Path(programs_dir).parent))
    except ValueError:
        return str(path)
