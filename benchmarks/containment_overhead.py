"""What containment costs per program: instantiate a sample of programs three ways and print it.

    python benchmarks/containment_overhead.py [--programs 12] [--seeds 10]

- in-process: ``build_records`` called directly (no isolation; the floor);
- process: ``dynaforge.sandbox`` with ``kind="process"`` (fresh interpreter, clean env, rlimits);
- bwrap: the default sandbox (plus namespaces and read-only mounts), one task alone: a fresh interpreter;
- bwrap, forked: the sample's tasks together, as a stage runs a shard: each forked from the fork server,
  which imported the stage's libraries once (its start is printed apart; a stage pays it once per shard
  and hash seed).
A fresh interpreter's overhead is mostly Python start-up and imports. Runs one task at a time (jobs=1)
so the figures are per program, not per core.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from dynaforge.config import PROGRAMS_DIR, load_params
from dynaforge.pipeline.instantiate import ENTRY_POINT, PRELOAD
from dynaforge.sandbox import Limits, Task, run_contained
from dynaforge.sandbox_forkserver import ForkServer
from dynaforge.sdk.instance import build_records
from dynaforge.sdk.loader import all_program_files, load_program


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", type=int, default=12)
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    params = load_params()
    files = all_program_files(PROGRAMS_DIR)
    sample = files[:: max(1, len(files) // args.programs)][: args.programs]
    seconds: dict[str, list[float]] = {"in-process": [], "process": [], "bwrap": [], "bwrap, forked": []}
    limits = Limits(timeout_s=300)

    def task(path: Path) -> Task:
        return Task(path.stem, ENTRY_POINT.replace(":", "."),
                    {"path": str(path.resolve()), "salt": params["salt"], "seeds": args.seeds, "levels": ["standard"]},
                    readable=(path.resolve().parent,))

    with tempfile.TemporaryDirectory() as scratch:
        for path in sample:
            start = time.perf_counter()
            build_records(load_program(path), params["salt"], args.seeds)
            seconds["in-process"].append(time.perf_counter() - start)
            for kind in ("process", "bwrap"):
                start = time.perf_counter()
                outcome = run_contained([task(path)], jobs=1, limits=limits, kind=kind,
                                        scratch_root=Path(scratch), desc=kind, progress=False)[path.stem]
                seconds[kind].append(time.perf_counter() - start)
                assert outcome.ok, (path, outcome.error)
        outcomes = run_contained([task(path) for path in sample], jobs=1, limits=limits, kind="bwrap",
                                 scratch_root=Path(scratch), desc="forked", progress=False, fork_server=True,
                                 preload=PRELOAD)
        assert all(o.ok for o in outcomes.values()), {k: o.error for k, o in outcomes.items() if not o.ok}
        seconds["bwrap, forked"] = [outcomes[path.stem].seconds for path in sample]
        start = time.perf_counter()
        ForkServer(1, None, (), Path(scratch), limits, PRELOAD).close()
        server_start = time.perf_counter() - start
    floor = statistics.median(seconds["in-process"])
    print(f"{len(sample)} programs x {args.seeds} seeds, one at a time (median seconds per program run)")
    for kind, values in seconds.items():
        median = statistics.median(values)
        print(f"{kind:<14} {median:6.3f} s   overhead vs in-process {median - floor:+6.3f} s   "
              f"(max {max(values):.3f} s)")
    print(f"a fork server's start (once per shard and hash seed): {server_start:.3f} s")


if __name__ == "__main__":
    main()
