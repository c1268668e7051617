"""What every stage shares: the project's paths and params, and a one-line summary print.

Paths come from where this file is (the project DVC runs in), not from where the dynaforge
package is installed, so a copy of the project builds into its own ``data/``.
"""
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")

from dynaforge.config import load_params as _load_params  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
PROGRAMS_DIR = ROOT / "seed_programs"

__all__ = ["DATA_DIR", "PROGRAMS_DIR", "ROOT", "load_params", "summary"]


def load_params() -> dict:
    return _load_params(ROOT / "params.yaml")


def summary(stage: str, result: dict) -> None:
    print(f"[{stage}] " + json.dumps(result, sort_keys=True), file=sys.stderr)
