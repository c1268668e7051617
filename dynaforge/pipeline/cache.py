"""A content-addressed cache inside a stage's (persistent) output folder.

``keys.json`` maps each program id to the hash of everything its outputs depend on; a program whose
key is unchanged and whose outputs exist is not rebuilt. This is what makes editing one program
re-run only that program's share of a batch stage.
"""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path
from typing import Iterable

PACKAGE_DIR = Path(__file__).resolve().parent.parent


def code_fingerprint(packages: Iterable[str]) -> str:
    """sha256 over the source of the named dynaforge subpackages (or modules)."""
    digest = hashlib.sha256()
    for name in sorted(packages):
        target = PACKAGE_DIR / name
        files = sorted(target.rglob("*.py")) if target.is_dir() else [target.with_suffix(".py")]
        for path in files:
            digest.update(str(path.relative_to(PACKAGE_DIR)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


class StageCache:
    KEYS = "keys.json"
    ERRORS = "errors.json"

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        path = self.folder / self.KEYS
        self.keys: dict[str, str] = json.loads(path.read_text()) if path.exists() else {}

    @staticmethod
    def key(*parts) -> str:
        return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()

    def fresh(self, name: str, key: str, outputs: Iterable[Path]) -> bool:
        return self.keys.get(name) == key and all(Path(p).exists() for p in outputs)

    def record(self, name: str, key: str) -> None:
        self.keys[name] = key

    def forget(self, name: str) -> None:
        self.keys.pop(name, None)

    def prune(self, keep: set[str], suffixes: Iterable[str] = ()) -> None:
        """Drop outputs and keys of programs no longer in the batch."""
        for name in list(self.keys):
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
        (self.folder / self.KEYS).write_text(json.dumps(self.keys, indent=1, sort_keys=True) + "\n")

    def write_errors(self, errors: list[dict]) -> None:
        errors = sorted(errors, key=lambda e: e["program_id"])
        (self.folder / self.ERRORS).write_text(json.dumps(errors, indent=1, ensure_ascii=False) + "\n")
