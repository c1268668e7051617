"""What the batch stages share around the sandbox: settings, a scratch area, failure reports.

Both batch stages run seed-program code, so both hand it to ``dynaforge.sandbox``; the stage
itself only reads what came back, checks it and writes the outputs.
"""
from __future__ import annotations

import shutil
import sys
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from ..config import ROOT
from ..sandbox import Limits


@dataclass(frozen=True)
class Containment:
    """How a batch stage runs programs: ``sandbox`` kind (see dynaforge.sandbox) and limits."""

    limits: Limits
    sandbox: str = "bwrap"

    @classmethod
    def from_params(cls, params: dict, timeout_key: str) -> "Containment":
        limits = params["limits"]
        return cls(Limits.from_params(limits, timeout_key), limits.get("sandbox", "bwrap"))


@contextmanager
def scratch_area(data_root: Path, stage: str) -> Iterator[Path]:
    """A fresh folder under ``data_root/.scratch`` for one stage run, removed afterwards.

    Folders a killed run of the same stage left behind are removed first.
    """
    base = Path(data_root) / ".scratch"
    base.mkdir(parents=True, exist_ok=True)
    for stale in base.glob(f"{stage}-*"):
        shutil.rmtree(stale, ignore_errors=True)
    folder = Path(tempfile.mkdtemp(prefix=f"{stage}-", dir=base))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def relative_text(text: str, *roots: Path) -> str:
    """``text`` with absolute paths under the project (or ``roots``) written relative to it."""
    for root in sorted({str(Path(r).resolve()) for r in (*roots, ROOT)}, key=len, reverse=True):
        text = text.replace(root + "/", "")
    return text


def print_failures(stage: str, errors: list[dict]) -> None:
    """Name every failed program with its reason (the end of a stage's log)."""
    if not errors:
        return
    print(f"[{stage}] {len(errors)} program(s) FAILED:", file=sys.stderr)
    for error in sorted(errors, key=lambda e: e["program_id"]):
        print(f"  {error['program_id']}: {error['error']}", file=sys.stderr)
