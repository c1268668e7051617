"""Render stage: figures, photographed renditions, backward figures and orbit videos of a batch.

One isolated process per program (a drawing that raises or hangs fails only its program), a
process pool of ``jobs`` workers with a progress bar, and the same content-addressed cache as
instantiate: a program whose records and rendering code are unchanged is not re-rendered.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from ..records import read_jsonl
from ..sdk.loader import load_program, sha256_file
from .cache import StageCache, code_fingerprint

RENDER_PACKAGES = ("render", "views", "sdk")


def render_program(program_path: str, batch: str, records_path: str, data_root: str,
                   sizes: dict) -> int:
    """Render every variant of one program under ``data_root`` (runs in the isolated child)."""
    from ..render.variant import render_variant

    info = load_program(Path(program_path), batch)
    count = 0
    for record in read_jsonl(Path(records_path)):
        render_variant(info.program, record, Path(data_root), sizes)
        count += 1
    return count


def render_batch(programs_dir: Path, batch: str, instances_dir: Path, data_root: Path, *,
                 sizes: dict, jobs: int, timeout: float, progress: bool = True) -> dict:
    """Render ``data_root/renders/<batch>/<program_id>/...`` for every instantiated program."""
    from ..isolation import run_isolated

    out_dir = Path(data_root) / "renders" / batch
    out_dir.mkdir(parents=True, exist_ok=True)
    cache = StageCache(out_dir)
    code = code_fingerprint(RENDER_PACKAGES)
    record_files = sorted(Path(instances_dir).glob("*.jsonl"))
    keys = {}
    for f in record_files:
        program = Path(programs_dir) / batch / f"{f.stem}.py"
        keys[f.stem] = cache.key(sha256_file(f), sha256_file(program), code, sizes)
    todo = [f for f in record_files if not cache.fresh(f.stem, keys[f.stem], [out_dir / f.stem])]
    for f in todo:
        shutil.rmtree(out_dir / f.stem, ignore_errors=True)
    def tasks(files):
        return [(f.stem, render_program, (str(Path(programs_dir) / batch / f"{f.stem}.py"), batch, str(f),
                                          str(data_root), sizes)) for f in files]

    outcomes = run_isolated(tasks(todo), jobs=jobs, timeout=timeout, desc=f"render {batch}", progress=progress)
    # A native crash in VTK/EGL (a signal, not a Python error) has been seen once under load and not
    # on a rerun: give such programs one more try, alone, before reporting them.
    crashed = [f for f in todo if outcomes[f.stem].crashed]
    if crashed:
        outcomes.update(run_isolated(tasks(crashed), jobs=1, timeout=timeout,
                                     desc=f"render {batch} (retry after crash)", progress=progress))
    errors = []
    for f in todo:
        outcome = outcomes[f.stem]
        if outcome.ok:
            cache.record(f.stem, keys[f.stem])
        else:
            shutil.rmtree(out_dir / f.stem, ignore_errors=True)
            cache.forget(f.stem)
            errors.append({"program_id": f.stem, "stage": "render", "error": outcome.error})
    cache.prune({f.stem for f in record_files})
    cache.save()
    cache.write_errors(errors)
    return {"batch": batch, "programs": len(record_files), "rendered": len(todo) - len(errors),
            "reused": len(record_files) - len(todo), "failed": len(errors)}
