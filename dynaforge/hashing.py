"""The one content hash the project uses for files (programs, records, renders, shards)."""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import Callable


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's bytes, read in 1 MiB chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def memoized_sha256_file() -> Callable[[Path], str]:
    """:func:`sha256_file` that reads each path once, for one step that hashes the same files
    several times (the review export, a release plan)."""
    return lru_cache(maxsize=None)(sha256_file)
