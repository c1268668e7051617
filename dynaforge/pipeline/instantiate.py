"""Instantiate stage: every program of a shard × levels × K seeds → one JSONL of records per program.

Each program runs contained (``dynaforge.sandbox``), twice, with different hash seeds: a program
whose two runs disagree is non-deterministic and fails with that reason. What a program returns
is untrusted: the stage checks every record against the schema and checks that it is the record
this program, level, salt and k must produce (ids, seeds, hashes, file paths) before writing it.
A program that fails to import, raises, hangs, breaks a limit or returns an invalid answer is
listed in ``errors.json`` and left out; the rest build. Results are cached by content (program
file, the SDK code it uses, salt, K; and the bytes written): an unchanged program is not re-run.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from ..hashing import sha256_file
from ..records import dumps, media_paths, schema_errors, write_jsonl
from ..sandbox import Limits, Task
from ..sdk.instance import build_records, instance_seed, media_stem, variant_id
from ..sdk.loader import load_program, program_files
from .cache import StageCache, program_code_key, schema_bytes
from .cluster import run_tasks
from .contained import Containment, print_failures, relative_text, scratch_area

ENTRY_POINT = "dynaforge.pipeline.instantiate:instantiate_program"
# what the sandbox's fork server imports once for all programs: what every run imports (the SDK, the
# schema validator) and the libraries many programs use (sympy: a third of them; scipy: one in eight)
PRELOAD = ("numpy", "sympy", "scipy.optimize", "scipy.spatial", "jsonschema", "dynaforge.sdk",
           "dynaforge.views.photo")
RUNS = 2  # instantiations per program, compared for determinism
MAX_ATTEMPTS = 25  # re-draws of a repeated variant (build_records' default)
MAX_RECORD_BYTES = 256 * 1024  # one record's JSON; the schema bounds its text fields, this its givens too
_MEDIA_SUFFIX = re.compile(r"(_photo|_backward)?\.(png|jpg|mp4)")


def instantiate_program(path: str, salt: str, seeds: int, levels: list[str], photo_quality: int | None = None) -> list[dict]:
    """All K records of one program at each level (runs inside the sandbox)."""
    from ..sandbox_child import report_status

    info = load_program(Path(path))
    records = [r for level in levels
               for r in build_records(info, salt, seeds, MAX_ATTEMPTS, photo_quality, level, progress=report_status)]
    for record in records:
        problems = schema_errors(record)
        if problems:
            raise ValueError(f"{record['id']}: record breaks the schema: {'; '.join(_short(p) for p in problems[:3])}")
    return records


def record_problems(records, program_id: str, levels: list[str], salt: str, seeds: int, sha256: str) -> list[str]:
    """Why ``records`` (as returned by a sandboxed run) are not this program's K records per level."""
    if not isinstance(records, list) or len(records) != seeds * len(levels):
        return [f"expected a list of {seeds * len(levels)} records"]
    problems = []
    for i, record in enumerate(records):
        level, k = levels[i // seeds], i % seeds
        name = variant_id(program_id, k, level)
        if not isinstance(record, dict):
            return [f"record {name} is not an object"]
        found = schema_errors(record)
        if found:
            problems.append(f"record {name} breaks the schema: {'; '.join(_short(f) for f in found[:3])}")
            continue
        size = len(dumps(record).encode("utf-8"))
        if size > MAX_RECORD_BYTES:
            problems.append(f"record {name} is {size:,} bytes of JSON, more than {MAX_RECORD_BYTES:,}")
            continue
        expected = {"id": name, "program_id": program_id, "difficulty_level": level, "k": k,
                    "salt": salt, "program_sha256": sha256}
        problems += [f"record {name}: {field} is {record[field]!r}, expected {value!r}"
                     for field, value in expected.items() if record[field] != value]
        if record["seed"] not in {instance_seed(program_id, salt, k, a, level) for a in range(MAX_ATTEMPTS)}:
            problems.append(f"record {name}: seed {record['seed']} is not this variant's seed")
        stem = media_stem(program_id, k, level)
        for rel in media_paths(record):
            if not (rel.startswith(stem) and _MEDIA_SUFFIX.fullmatch(rel[len(stem):])):
                problems.append(f"record {name}: file path {rel!r} is not one of {stem}[_photo|_backward].png/jpg/mp4")
    return problems


def _short(problem: str) -> str:
    """A schema message without the oversized value it quotes ("question: 'xxxx...' is too long")."""
    return problem if len(problem) <= 300 else problem[:150] + " ... " + problem[-100:]


def _difference(first: list[dict], second: list[dict]) -> str:
    for a, b in zip(first, second):
        if dumps(a) != dumps(b):
            fields = sorted(f for f in set(a) | set(b) if a.get(f) != b.get(f))
            return f"{a.get('id')}: {', '.join(fields)}"
    return "record count"


def instantiate_shard(programs_dir: Path, shard: str, folder: str, out_dir: Path, *, seeds: int, salt: str,
                      jobs: int, timeout: float, levels: tuple[str, ...] = ("standard",), progress: bool = True,
                      containment: Containment | None = None, photo_quality: int | None = None) -> dict:
    """Build ``out_dir/<program_id>.jsonl`` for every program in ``programs_dir/folder``; return a summary.

    ``timeout`` (seconds per program run) is used when ``containment`` gives no limits.
    """
    containment = containment or Containment(Limits(timeout_s=timeout))
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    files = program_files(programs_dir, folder)
    cache = StageCache(out_dir)
    hashes = {f.stem: sha256_file(f) for f in files}
    schemas = schema_bytes()
    keys = {f.stem: cache.key(hashes[f.stem], program_code_key(f, ENTRY_POINT, schemas), salt, seeds,
                              photo_quality, *levels) for f in files}
    todo = [f for f in files if not cache.fresh(f.stem, keys[f.stem], [out_dir / f"{f.stem}.jsonl"])]
    tasks = [Task((f.stem, run), ENTRY_POINT.replace(":", "."),
                  {"path": str(f.resolve()), "salt": salt, "seeds": seeds, "levels": list(levels),
                   "photo_quality": photo_quality},
                  readable=(f.resolve().parent,), hash_seed=run + 1)
             for f in todo for run in range(RUNS)]
    with scratch_area(out_dir.parent.parent, f"instantiate-{shard}") as scratch:
        outcomes = run_tasks(tasks, jobs=jobs, limits=containment.limits, kind=containment.sandbox,
                             scratch_root=scratch, desc=f"instantiate {shard}", progress=progress,
                             preload=PRELOAD)
        for outcome in outcomes.values():
            shutil.rmtree(outcome.scratch, ignore_errors=True)
    errors = []
    for f in todo:
        target = out_dir / f"{f.stem}.jsonl"
        runs = [outcomes[(f.stem, run)] for run in range(RUNS)]
        failed = next((o for o in runs if not o.ok), None)
        if failed:
            error = failed.error
        else:
            problems = record_problems(runs[0].value, f.stem, levels, salt, seeds, hashes[f.stem])
            error = "; ".join(problems[:5]) if problems else None
            if not error and any([dumps(r) for r in o.value] != [dumps(r) for r in runs[0].value]
                                 for o in runs[1:]):
                error = ("non-deterministic: two runs with the same seeds gave different records "
                         f"(first difference {_difference(runs[0].value, runs[1].value)})")
        if error is None:
            write_jsonl(target, runs[0].value)
            cache.record(f.stem, keys[f.stem], [target])
        else:
            target.unlink(missing_ok=True)
            cache.forget(f.stem)
            errors.append({"program_id": f.stem, "file": _relative(f, programs_dir), "stage": "instantiate",
                           "error": relative_text(error, Path(programs_dir).parent)})
    cache.prune({f.stem for f in files}, suffixes=(".jsonl",))
    cache.save()
    cache.write_errors(errors)
    print_failures(f"instantiate {shard}", errors)
    built = sorted(p.stem for p in out_dir.glob("*.jsonl"))
    return {"shard": shard, "programs": len(files), "built": len(built), "reused": len(files) - len(todo),
            "failed": len(errors), "records": sum(_line_count(out_dir / f"{p}.jsonl") for p in built),
            "outputs_changed_since_written": sorted(cache.changed)}


def _line_count(path: Path) -> int:
    """Records in a JSONL file (one per line) without parsing them."""
    with open(path, "rb") as handle:
        return sum(1 for _ in handle)


def _relative(path: Path, programs_dir: Path) -> str:
    try:
        return str(Path(path).relative_to(Path(programs_dir).parent))
    except ValueError:
        return str(path)
