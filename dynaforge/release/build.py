"""Release stage: validated records → ``data/releases/<version>/`` (parquet shards, card, manifest).

The folder opens offline with ``datasets.load_dataset(folder, config, split="test")`` and uploads
as-is to a Hugging Face dataset repo. A built version is immutable: building the same version
with different content is refused with a message to bump ``release.version``.
"""
from __future__ import annotations

import hashlib
import json
import math
import shutil
import tempfile
from pathlib import Path

import datasets

from ..records import read_jsonl, schema_errors
from ..review import load_decisions
from .card import write_card
from .rows import CONFIGS, features, rows_for

MAX_SHARD_BYTES = 256 * 1024 * 1024


class ReleaseExistsError(RuntimeError):
    """The version already exists with different content."""


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _write_config(config: str, rows: list[dict], folder: Path) -> list[Path]:
    """Write ``folder/<config>/test-0000i-of-0000N.parquet`` shards; return their paths."""
    dataset = datasets.Dataset.from_list(rows, features=features(config))
    size = sum(len(r[col]["bytes"]) for r in rows for col in ("image", "video") if col in r)
    shards = max(1, math.ceil(size / MAX_SHARD_BYTES))
    (folder / config).mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(shards):
        path = folder / config / f"test-{index:05d}-of-{shards:05d}.parquet"
        dataset.shard(shards, index, contiguous=True).to_parquet(str(path))
        paths.append(path)
    return paths


def build_release(validated: Path, data_root: Path, releases_dir: Path, params: dict,
                  decisions_path: Path | None = None, progress: bool = True) -> Path:
    """Build the release named in ``params``; return its folder."""
    datasets.disable_progress_bars()
    version = str(params["release"]["version"])
    records = read_jsonl(Path(validated) / "records.jsonl")
    decisions = load_decisions(decisions_path) if decisions_path and Path(decisions_path).exists() else {}
    kept, excluded = [], []
    for record in records:
        reason = decisions.get(record["id"]) or decisions.get(record["program_id"])
        if reason is not None:
            excluded.append({"id": record["id"], "reason": reason})
        else:
            kept.append(record)
    rows: dict[str, list[dict]] = {c: [] for c in CONFIGS}
    for record in kept:
        for config, config_rows in rows_for(record, data_root).items():
            rows[config].extend(config_rows)
    target = Path(releases_dir) / version
    staging = Path(tempfile.mkdtemp(prefix=f"release-{version}-", dir=Path(releases_dir).parent))
    staging.chmod(0o755)
    try:
        shards = {}
        for config in CONFIGS:
            if rows[config]:
                for path in _write_config(config, rows[config], staging):
                    shards[str(path.relative_to(staging))] = sha256_file(path)
        programs = {r["program_id"]: r["program_sha256"] for r in kept}
        manifest = {
            "name": params["release"].get("name", "dynaforge"), "version": version,
            "salt": params["salt"], "seeds_per_program": params["seeds_per_program"],
            "programs": dict(sorted(programs.items())),
            "rows": {c: len(rows[c]) for c in CONFIGS if rows[c]},
            "shards": dict(sorted(shards.items())),
            "excluded": excluded,
        }
        problems = schema_errors(manifest, "release_manifest")
        if problems:
            raise ValueError(f"manifest breaks schemas/release_manifest.schema.json: {'; '.join(problems)}")
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
        write_card(staging / "README.md", manifest, kept, rows, params)
        _install(staging, target, version)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def _install(staging: Path, target: Path, version: str) -> None:
    """Move the staged release into place, refusing to change an existing version."""
    if target.exists():
        old = json.loads((target / "manifest.json").read_text()) if (target / "manifest.json").exists() else None
        new = json.loads((staging / "manifest.json").read_text())
        if old != new:
            changed = sorted(k for k in set(old or {}) | set(new) if (old or {}).get(k) != new.get(k))
            raise ReleaseExistsError(
                f"release {version} already exists at {target} with different content "
                f"(changed: {', '.join(changed)}). A built version is immutable: bump release.version "
                f"in params.yaml and run dvc repro again.")
        shutil.copyfile(staging / "README.md", target / "README.md")
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(staging), str(target))
