"""The render stage's retries after a native crash, kept beside (not inside) its outputs.

A render task that dies by a signal gets one more try; the programs retried are listed in
``data/logs/render-<shard>.retries.json`` and validate copies them into ``report.json``
(``render_retries``). Not a stage output: the renders' bytes, and their hash in dvc.lock, must not
depend on whether a retry happened.
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
