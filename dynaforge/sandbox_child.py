"""Inside the sandbox: run the task in ``<scratch>/task.json`` and write ``<scratch>/result.json``.

``python -I -m dynaforge.sandbox_child <scratch>``. The result is ``{"status": "ok", "value": ...}``
or ``{"status": "error", "error": "<one line, naming the program line when it is the program's>"}``.
"""
from __future__ import annotations

import importlib
import json
import sys
import traceback
from pathlib import Path


def _describe(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    where = next((f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames)
                  if "seed_programs" in f.filename), None)
    return f"{type(exc).__name__}: {exc}" + (f" (at {where})" if where else "")


def main(scratch: str) -> None:
    folder = Path(scratch)
    task = json.loads((folder / "task.json").read_text())
    module_name, _, function_name = task["function"].rpartition(".")
    try:
        value = getattr(importlib.import_module(module_name), function_name)(**task["kwargs"])
        result = {"status": "ok", "value": value}
        text = json.dumps(result, ensure_ascii=False, allow_nan=False)
    except BaseException as exc:  # noqa: BLE001 - every failure of untrusted code is reported
        text = json.dumps({"status": "error", "error": _describe(exc)[:2000]})
    tmp = folder / "result.json.tmp"
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(folder / "result.json")


if __name__ == "__main__":
    main(sys.argv[1])
