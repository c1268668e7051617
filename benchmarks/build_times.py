"""Measure the pipeline's wall-clock times in this checkout and print them.

    python benchmarks/build_times.py [--clean] [--program seed_programs/batch1/x.py]

1. build: ``dvc repro`` (from scratch with --clean, which deletes data/ and the DVC run-cache);
2. no-op: ``dvc repro`` again with nothing changed;
3. one-program edit: append a comment to one program, ``dvc repro validate`` (the release is not
   rebuilt: a changed program means a new release version), then revert and re-run.
Leaves data/ built. Numbers depend on the machine: 2 cores here.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true", help="delete data/ and DVC's run-cache first")
    parser.add_argument("--program", default="seed_programs/starter/triangle_exterior_angle.py")
    args = parser.parse_args()
    if args.clean:
        shutil.rmtree(ROOT / "data", ignore_errors=True)
        shutil.rmtree(ROOT / ".dvc" / "cache" / "runs", ignore_errors=True)
    results = {"build_s": timed(["dvc", "repro"]), "noop_s": timed(["dvc", "repro"])}
    program = ROOT / args.program
    original = program.read_text()
    try:
        program.write_text(original + "\n# benchmark edit\n")
        results["one_program_edit_s"] = timed(["dvc", "repro", "validate"])
    finally:
        program.write_text(original)
    results["revert_s"] = timed(["dvc", "repro"])
    metrics = json.loads((ROOT / "data" / "validated" / "metrics.json").read_text())
    results.update({k: metrics[k] for k in ("programs", "variants", "videos")})
    width = max(map(len, results))
    for key, value in results.items():
        print(f"{key:<{width}}  {value:.1f}" if isinstance(value, float) else f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
