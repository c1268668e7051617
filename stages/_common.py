"""What every stage shares: params, paths and a one-line summary print."""
import json
import os
import sys

os.environ.setdefault("MPLBACKEND", "Agg")

from dynaforge.config import DATA_DIR, PROGRAMS_DIR, ROOT, load_params  # noqa: E402

__all__ = ["DATA_DIR", "PROGRAMS_DIR", "ROOT", "load_params", "summary"]


def summary(stage: str, result: dict) -> None:
    print(f"[{stage}] " + json.dumps(result, sort_keys=True), file=sys.stderr)
