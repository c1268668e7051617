"""Release stage: validated records → ``data/releases/<version>/`` (parquet shards, card, manifest).

The folder opens offline with ``datasets.load_dataset(folder, config, split="test")`` and uploads
as-is to a Hugging Face dataset repo. A release is staged in a hidden ``.staging-*`` folder inside
``releases_dir`` and renamed into place, so a version folder is only ever complete.

A built version is immutable by *content*. Before any work, the stage computes what the release
would hold (``plan_manifest``: per program a digest of its kept records and the bytes of every file
they name, plus salt, K, exclusions and the build environment) and compares it with the built
version's manifest: the same content is a no-op (an intact version is kept, a damaged one rebuilt
in place); other content is refused, naming the programs that changed, with a message to bump
``release.version``.
"""
from __future__ import annotations

import hashlib
import importlib.metadata
import json
import math
import os
import platform
import shutil
import sys
import tempfile
from pathlib import Path

import datasets

from ..records import dumps, media_file, media_paths, read_jsonl, schema_errors
from ..review.decisions import ReviewOutcome, load_decisions, resolve
from ..sdk.space import DIFFICULTY_LEVELS
from .card import write_card
from .overlap import release_overlap
from .rows import CONFIGS, features, rows_for
from ..hashing import memoized_sha256_file, sha256_file
from .verify import verify_release

MAX_SHARD_BYTES = 256 * 1024 * 1024
STAGING_PREFIX = ".staging-"
# Packages whose versions change the bytes of renders or shards (distribution names).
ENVIRONMENT_PACKAGES = ("matplotlib", "vtk", "pyvista", "imageio-ffmpeg", "numpy", "Pillow",
                        "opencv-python-headless", "sympy", "datasets", "pyarrow")


class ReleaseExistsError(RuntimeError):
    """The version already exists with different content."""


# manifest fields that say what a release holds; the rest (rows, shards) follow from them
PLANNED_FIELDS = ("name", "version", "salt", "seeds_per_program", "programs", "program_content",
                  "excluded", "excluded_programs", "review", "build_environment")


def _installed(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def build_environment() -> dict:
    """Python, platform, ffmpeg and the versions of the packages that shape the release's bytes."""
    import imageio_ffmpeg

    try:
        ffmpeg = imageio_ffmpeg.get_ffmpeg_version()
    except RuntimeError:  # no ffmpeg binary on this machine
        ffmpeg = None
    return {"python": platform.python_version(), "platform": f"{sys.platform}-{platform.machine()}",
            "ffmpeg": ffmpeg, "packages": {dist: _installed(dist) for dist in ENVIRONMENT_PACKAGES}}


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
                  decisions_path: Path | None = None, progress: bool = True,
                  excluded_programs: dict[str, str] | None = None, notes: str | None = None) -> Path:
    """Build the release named in ``params``; return its folder.

    ``excluded_programs`` (program id → the maintainer's reason) are left out of the release and
    named in its manifest and card.
    """
    datasets.disable_progress_bars()
    releases_dir = Path(releases_dir)
    releases_dir.mkdir(parents=True, exist_ok=True)
    for leftover in releases_dir.glob(f"{STAGING_PREFIX}*"):
        shutil.rmtree(leftover, ignore_errors=True)  # from a build that was killed
    version = str(params["release"]["version"])
    kept, plan, review = plan_manifest(validated, data_root, params, decisions_path, excluded_programs or {})
    plan["notes"] = notes
    if progress:
        for line in review.report():
            print(f"[release] review {line}", file=sys.stderr)
    target = releases_dir / version
    if target.exists() and _unchanged(target, plan):
        return target
    freshness = release_overlap(kept, data_root, releases_dir, params)
    rows: dict[str, list[dict]] = {c: [] for c in CONFIGS}
    for record in kept:
        left_out = review.rejected_views.get(record["id"], ([], ""))[0]
        for config, config_rows in rows_for(record, data_root).items():
            if config not in left_out:
                rows[config].extend(config_rows)
    staging = Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}{version}-", dir=releases_dir))
    staging.chmod(0o755)
    try:
        shards = {}
        for config in CONFIGS:
            if rows[config]:
                for path in _write_config(config, rows[config], staging):
                    shards[path.relative_to(staging).as_posix()] = sha256_file(path)
        manifest = {**plan, "rows": {c: len(rows[c]) for c in CONFIGS if rows[c]},
                    "shards": dict(sorted(shards.items())), "overlap": freshness}
        problems = schema_errors(manifest, "release_manifest")
        if problems:
            raise ValueError(f"manifest breaks dynaforge/schemas/release_manifest.schema.json: {'; '.join(problems)}")
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
        write_card(staging / "README.md", manifest, kept, rows, params)
        _install(staging, target, manifest)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def plan_manifest(validated: Path, data_root: Path, params: dict, decisions_path: Path | None,
                  excluded_programs: dict[str, str]) -> tuple[list[dict], dict, ReviewOutcome]:
    """The records the release keeps, its manifest's content fields (no shard is written), and
    what the review decisions make of this build (:func:`dynaforge.review.decisions.resolve`)."""
    records = [r for r in read_jsonl(Path(validated) / "records.jsonl")
               if r["program_id"] not in excluded_programs]
    file_sha256 = memoized_sha256_file()
    review = resolve(load_decisions(decisions_path) if decisions_path else [], records, data_root, file_sha256)
    kept = [r for r in records if r["id"] not in review.rejected]
    excluded = [{"id": r["id"], "reason": review.rejected[r["id"]]} for r in records if r["id"] in review.rejected]
    excluded += [{"id": r["id"], "views": review.rejected_views[r["id"]][0], "reason": review.rejected_views[r["id"]][1]}
                 for r in kept if r["id"] in review.rejected_views]
    content = {}  # program id -> sha256 of its kept records, their files and their left-out views
    for record in kept:
        digest = content.setdefault(record["program_id"], hashlib.sha256())
        digest.update(dumps(record).encode())
        for rel in media_paths(record):
            digest.update(f"\n{rel} {file_sha256(media_file(data_root, rel))}".encode())
        if record["id"] in review.rejected_views:
            digest.update(f"\nviews left out: {review.rejected_views[record['id']][0]}".encode())
    plan = {
        "name": params["release"].get("name", "dynaforge"), "version": str(params["release"]["version"]),
        "salt": params["salt"], "seeds_per_program": params["seeds_per_program"],
        "difficulty_levels": sorted({r["difficulty_level"] for r in kept}, key=DIFFICULTY_LEVELS.index),
        "programs": dict(sorted({r["program_id"]: r["program_sha256"] for r in kept}.items())),
        "program_content": {p: d.hexdigest() for p, d in sorted(content.items())},
        "excluded": excluded,
        "excluded_programs": [{"program_id": p, "reason": r} for p, r in sorted(excluded_programs.items())],
        "review": review.counts(),
        "build_environment": build_environment(),
    }
    return kept, plan, review


def _unchanged(target: Path, plan: dict) -> bool:
    """True when the built version at ``target`` holds ``plan``'s content and verifies; raise when
    it holds other content. A damaged version with the same content is rebuilt (False)."""
    try:
        old = json.loads((target / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        old = {}
    old = old if isinstance(old, dict) else {}
    problems = verify_release(target)
    changed = [k for k in PLANNED_FIELDS if old.get(k) != plan[k]]
    if not changed:
        return not problems
    before, after = old.get("program_content") or {}, plan["program_content"]
    programs = [f"{p} ({'added' if p not in before else 'removed' if p not in after else 'changed'})"
                for p in sorted(set(before) | set(after)) if before.get(p) != after.get(p)]
    what = f"changed: {', '.join(changed)}" + (f"; programs: {', '.join(programs)}" if programs else "")
    version = plan["version"]
    if problems:
        raise ReleaseExistsError(
            f"release {version} at {target} fails verification ({'; '.join(problems)}) and this "
            f"build differs from its manifest.json ({what}): delete the damaged folder "
            f"to rebuild {version}, or bump release.version in params.yaml.")
    raise ReleaseExistsError(
        f"release {version} already exists at {target} with different content ({what}). "
        f"A built version is immutable: bump release.version in params.yaml and run dvc repro again.")


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _rename_into_place(staging: Path, target: Path) -> None:
    """Flush the staged tree to disk, then rename it to ``target`` (atomic on one filesystem)."""
    for path in [*staging.rglob("*"), staging]:
        _fsync(path)
    os.rename(staging, target)
    _fsync(target.parent)


def _install(staging: Path, target: Path, manifest: dict) -> None:
    """Rename the staged release into place, replacing a damaged version of the same content."""
    if not target.exists():
        _rename_into_place(staging, target)
        return
    problems = verify_release(target)
    damaged = staging.with_name(f"{staging.name}-damaged")  # a staging name: a killed build's is removed
    os.rename(target, damaged)
    _rename_into_place(staging, target)
    shutil.rmtree(damaged, ignore_errors=True)
    print(f"release {manifest['version']} at {target} failed verification ({'; '.join(problems)}); "
          "repaired: replaced with this build, whose content is the same", file=sys.stderr)
