"""``dynaforge verify``: a release folder (or Hub snapshot) against its own ``manifest.json``.

Every shard listed in the manifest must exist with the listed sha256; every other file must be
one of the top-level metadata files; the manifest must satisfy its schema. The release stage,
``publish`` and ``score`` run the same check before they trust a release.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from ..hashing import sha256_file
from ..records import schema_errors

METADATA_FILES = frozenset({"README.md", "manifest.json", ".gitattributes"})


class ReleaseVerificationError(RuntimeError):
    """A release failed verification or could not be found; the message says why."""


def verify_release(folder: Path) -> list[str]:
    """Every problem of the release in ``folder``, one line each (empty when it verifies)."""
    folder = Path(folder)
    if not (folder / "manifest.json").is_file():
        return [f"{folder} holds no release: manifest.json is missing"]
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        return [f"manifest.json is not valid JSON: {exc}"]
    if not isinstance(manifest, dict):
        return ["manifest.json is not a JSON object"]
    problems = [f"manifest.json breaks its schema: {p}" for p in schema_errors(manifest, "release_manifest")]
    shards = manifest.get("shards") if isinstance(manifest.get("shards"), dict) else {}
    for name, digest in sorted(shards.items()):
        path = folder / name
        if not path.is_file():
            problems.append(f"{name}: listed in manifest.json but missing")
        elif sha256_file(path) != digest:
            problems.append(f"{name}: sha256 differs from manifest.json (damaged or altered)")
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        name = path.relative_to(folder).as_posix()
        if name not in shards and name not in METADATA_FILES:
            problems.append(f"{name}: present but not listed in manifest.json")
    return problems


def locate_release(ref: str | Path) -> Path:
    """A local release folder, or a Hub id ``ORG/NAME[@revision]`` fetched with snapshot_download."""
    from ..scoring.items import DynaforgeInputError, resolve_release

    try:
        return resolve_release(ref)
    except DynaforgeInputError as exc:
        raise ReleaseVerificationError(str(exc)) from None


def summary(folder: Path) -> str:
    """One line for a release that verified."""
    manifest = json.loads((Path(folder) / "manifest.json").read_text(encoding="utf-8"))
    return (f"OK: release {manifest['version']} at {folder}: {len(manifest['shards'])} shards match "
            f"manifest.json, {sum(manifest['rows'].values())} rows")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("verify", help="check a release's shards against its manifest.json")
    p.add_argument("release", help="release folder or hub id ORG/NAME[@revision]")
    p.set_defaults(func=_run)


def _run(args) -> int:
    folder = locate_release(args.release)
    problems = verify_release(folder)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        print(f"release {args.release} fails verification: {len(problems)} problem(s)", file=sys.stderr)
        return 2
    print(summary(folder))
    return 0
