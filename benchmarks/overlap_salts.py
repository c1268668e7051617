"""How fresh is a new salt? Builds every program's K variants under two salts (records only, no
renders) and counts the variants of the second that repeat an item of the first (same question and
answer, as `dynaforge overlap` compares text). Prints the total, the share per program and the
programs that repeat most: the ones to widen.

    python benchmarks/overlap_salts.py [--salts A B] [--k 10] [--top 15]

Figures are overlap as text; a near-identical figure without the same text is rare (the figure is
drawn from the same params), and `dynaforge overlap` measures both on built releases.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dynaforge.config import PROGRAMS_DIR, load_params  # noqa: E402
from dynaforge.release.overlap import text_key  # noqa: E402
from dynaforge.sdk.instance import build_records  # noqa: E402
from dynaforge.sdk.loader import all_program_files, load_program  # noqa: E402


def main() -> int:
    params = load_params()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--salts", nargs=2, default=[params["salt"], params["salt"] + "-next"])
    parser.add_argument("--k", type=int, default=params["seeds_per_program"])
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    started = time.perf_counter()
    per_program = {}
    files = all_program_files(PROGRAMS_DIR)
    failed = []
    for i, path in enumerate(files, 1):
        try:
            info = load_program(path)
            first = {text_key(r["question"], r["answer"]) for r in build_records(info, args.salts[0], args.k)}
            second = [text_key(r["question"], r["answer"]) for r in build_records(info, args.salts[1], args.k)]
        except Exception as exc:  # noqa: BLE001 - a broken program is reported, the others still count
            failed.append(f"{path.stem}: {type(exc).__name__}: {exc}")
            continue
        per_program[info.id] = sum(key in first for key in second)
        print(f"\r{i}/{len(files)} programs", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    total = sum(per_program.values())
    variants = args.k * len(per_program)
    repeating = sorted((n, p) for p, n in per_program.items() if n)
    print(f"salts {args.salts[0]!r} vs {args.salts[1]!r}, K = {args.k}, {len(per_program)} programs: "
          f"{total} of {variants} variants ({total / variants:.1%}) repeat an item of the first salt; "
          f"{len(repeating)} programs repeat at least one ({time.perf_counter() - started:.0f} s)")
    for line in failed:
        print(f"skipped (fails to build): {line}")
    print(f"programs that repeat most (of {args.k}):")
    for n, program in sorted(repeating, key=lambda t: (-t[0], t[1]))[:args.top]:
        print(f"  {program}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
