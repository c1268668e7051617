"""A content-addressed cache inside a stage's (persistent) output folder.

``keys.json`` maps each program id to the hash of everything its outputs depend on (``key``) and
the sha256 of every file it produced, recorded when the stage wrote them (``outputs``). A program
is reused only when its key is unchanged *and* its outputs still have exactly those bytes: an
output that was edited, truncated, replaced or deleted since is rebuilt, and the stage says so.
This is what makes editing one program re-run only that program's share of a batch stage, and
editing an SDK helper re-run only the programs that use it (``program_code_key``).
"""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Iterable

from ..hashing import sha256_file
from .codedeps import code_fingerprint_for

SCHEMAS_DIR = Path(__file__).resolve().parent.parent / "schemas"


# the schemas a batch stage checks what it writes against; the others (review decisions, release
# manifest, predictions, score report) do not touch program outputs, so changing them rebuilds nothing
STAGE_SCHEMAS = ("program_metadata", "variant_record")


def schema_bytes() -> bytes:
    """The schemas of :data:`STAGE_SCHEMAS` (name and bytes of each): every record a batch stage
    writes must pass them."""
    return b"".join(f"{name}.schema.json".encode() + (SCHEMAS_DIR / f"{name}.schema.json").read_bytes()
                    for name in STAGE_SCHEMAS)


def program_code_key(program: Path, entry_point: str, schemas: bytes) -> str:
    """sha256 over the code a stage runs for ``program``: the dynaforge units that the program and
    the stage's ``entry_point`` (``module:function``) use, transitively, and ``schemas``
    (``schema_bytes()``, read once per stage run)."""
    return hashlib.sha256(code_fingerprint_for([program, entry_point]).encode() + schemas).hexdigest()


def file_hashes(folder: Path, paths: Iterable[Path]) -> dict[str, str]:
    """``{path relative to folder: sha256}`` of the given files (directories: every file inside)."""
    files = []
    for path in map(Path, paths):
        files += sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    return {str(p.relative_to(folder)): sha256_file(p) for p in files}


class StageCache:
    KEYS = "keys.json"
    ERRORS = "errors.json"

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        path = self.folder / self.KEYS
        try:
            entries = json.loads(path.read_text()) if path.exists() else {}
        except ValueError:
            entries = {}  # a damaged cache index only costs a rebuild
        # entries without recorded output hashes (older caches) are never trusted
        self.entries: dict[str, dict] = {n: e for n, e in entries.items()
                                         if isinstance(e, dict) and "outputs" in e}
        self.changed: dict[str, list[str]] = {}  # program -> outputs whose bytes changed since written

    @property
    def keys(self) -> dict[str, str]:
        return {name: entry["key"] for name, entry in self.entries.items()}

    @staticmethod
    def key(*parts) -> str:
        return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()

    def fresh(self, name: str, key: str, outputs: Iterable[Path]) -> bool:
        """True when ``name`` was built from ``key`` and its outputs hold the bytes recorded then."""
        entry = self.entries.get(name)
        if not entry or entry["key"] != key:
            return False
        now = file_hashes(self.folder, [p for p in outputs if Path(p).exists()])
        if now == entry["outputs"]:
            return True
        self.changed[name] = sorted(p for p in set(now) | set(entry["outputs"])
                                    if now.get(p) != entry["outputs"].get(p))
        return False

    def record(self, name: str, key: str, outputs: Iterable[Path]) -> None:
        """Remember that ``outputs`` (files or folders, now written) were built from ``key``."""
        self.entries[name] = {"key": key, "outputs": file_hashes(self.folder, outputs)}

    def forget(self, name: str) -> None:
        self.entries.pop(name, None)

    def prune(self, keep: set[str], suffixes: Iterable[str] = ()) -> None:
        """Drop outputs and keys of programs no longer in the batch."""
        for name in list(self.entries):
            if name not in keep:
                self.forget(name)
        for entry in self.folder.iterdir():
            stem = entry.name
            for suffix in suffixes:
                stem = stem[: -len(suffix)] if suffix and stem.endswith(suffix) else stem
            if entry.name in (self.KEYS, self.ERRORS) or stem in keep:
                continue
            if entry.is_dir():
                shutil.rmtree(entry)
            elif any(entry.name.endswith(s) for s in suffixes):
                entry.unlink()

    def save(self) -> None:
        _replace_text(self.folder / self.KEYS, json.dumps(self.entries, indent=1, sort_keys=True) + "\n")

    def write_errors(self, errors: list[dict]) -> None:
        errors = sorted(errors, key=lambda e: e["program_id"])
        _replace_text(self.folder / self.ERRORS, json.dumps(errors, indent=1, ensure_ascii=False) + "\n")


def _replace_text(path: Path, text: str) -> None:
    """Write a new file and rename it over ``path``: never write into a file DVC may have linked
    to its cache (``cache.type`` hardlink/symlink), whose bytes must not change."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
