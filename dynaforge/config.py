"""Project paths and ``params.yaml``, the one place the pipeline's settings come from."""
from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS_DIR = ROOT / "seed_programs"
SCHEMAS_DIR = Path(__file__).resolve().parent / "schemas"  # inside the package: the wheel ships them
DATA_DIR = ROOT / "data"


def load_params(path: Path | None = None) -> dict:
    """The parsed ``params.yaml`` (at the project root unless ``path`` is given)."""
    path = Path(path) if path else ROOT / "params.yaml"
    with open(path, encoding="utf-8") as handle:
        params = yaml.safe_load(handle)
    if not isinstance(params, dict):
        raise ValueError(f"{path}: expected a mapping")
    return params
