"""The render stage's retries after a native crash, kept beside (not inside) its outputs.

A render task that dies by a signal gets one more try; the programs retried are listed in
``data/logs/render-<shard>.retries.json``, and validate prints them. Not a stage output, nor part of
one (validate's ``report.json`` used to copy them): the hashes dvc.lock records must not depend on
whether llvmpipe happened to crash in this build (a clean rebuild of 0.12.0 retried 5 programs).
"""
from __future__ import annotations

import json
from pathlib import Path


def retry_log(data_root: Path, shard: str) -> Path:
    """Where the last render run of ``shard`` listed the programs it retried."""
    return Path(data_root) / "logs" / f"render-{shard}.retries.json"


def write_retry_log(data_root: Path, shard: str, retries: list[dict]) -> None:
    """Replace the shard's retry list with this run's (empty when nothing crashed)."""
    path = retry_log(data_root, shard)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(retries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def read_retries(data_root: Path, shards) -> list[dict]:
    """Every retry the last render run of each of ``shards`` listed, with its shard."""
    logs = {shard: retry_log(data_root, shard) for shard in shards}
    return [dict(r, shard=shard) for shard, log in logs.items() if log.is_file()
            for r in json.loads(log.read_text(encoding="utf-8"))]


def print_retries(data_root: Path, shards) -> None:
    """Name the programs whose render was retried after a native crash, and how the retry went."""
    retries = read_retries(data_root, shards)
    if retries:
        print(f"render retried {len(retries)} program(s) after a native crash (logs in "
              f"{retry_log(data_root, '<shard>').parent}): "
              + ", ".join(f"{r['program_id']} ({r['shard']}: {r['retry']})" for r in retries))
