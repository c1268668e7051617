"""``dynaforge preview``: build and render one variant of one program — the authoring inner loop.

Everything goes straight into the folder given with ``--out``: ``record.json`` and the renders under
their own file names (``2.png``, ``2_photo.jpg``, ``2_backward.png``, ``2.mp4``), not under the
``renders/<program>/`` paths the release uses. The record itself is printed unchanged (its
``image``/``video`` fields keep the release paths). The record JSON is the only thing on stdout
(``dynaforge preview X | jq .answer`` works); messages go to stderr.
"""
from __future__ import annotations

import copy
import json
import signal
import sys
from contextlib import contextmanager
from pathlib import Path, PurePosixPath

from . import config
from .render.variant import render_variant
from .sdk.instance import build_record, instance_seed, variant_id
from .sdk.program import ProgramError
from .sdk.loader import find_program, load_program
from .sdk.space import DIFFICULTY_LEVELS

DEFAULT_SIZES = {"image_size": 512, "video_size": 384, "video_frames": 48, "video_fps": 12}


def _flat(record: dict) -> dict:
    """A copy of ``record`` whose file fields name bare file names, so renders land directly in a folder."""
    flat = copy.deepcopy(record)
    for holder, key in ((flat, "image"), (flat, "video"), (flat.get("backward"), "image"), (flat.get("photo"), "image")):
        if isinstance(holder, dict) and holder.get(key):
            holder[key] = PurePosixPath(holder[key]).name
    return flat


@contextmanager
def time_limit(seconds: float, what: str):
    """Raise ProgramError naming ``what`` if the block runs longer than ``seconds`` (main thread only)."""
    def expire(signum, frame):
        raise ProgramError(f"{what} did not finish in {seconds:g} s (preview --timeout)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def preview(program: str, k: int, out: Path, salt: str = "preview", video: bool = True,
            views: bool = True, level: str = "standard", timeout: float = 300) -> tuple[dict, list[Path]]:
    """Build variant ``k`` of ``level``; write ``out/record.json`` and its renders into ``out`` itself.

    Returns the record (as the release would hold it) and the files written, record.json last.
    Building the record may take at most ``timeout`` seconds (a sampling loop that cannot finish
    is named with k and seed instead of hanging)."""
    info = load_program(find_program(config.PROGRAMS_DIR, program))
    seed = instance_seed(info.id, salt, k, level=level)
    with time_limit(timeout, f"{variant_id(info.id, k, level)} (k={k}, seed={seed})"):
        record = build_record(info, salt, k, level=level)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = render_variant(info.program, _flat(record), out, DEFAULT_SIZES, video=video, views=views)
    record_path = out / "record.json"
    record_path.write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return record, [*written, record_path]


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("preview", help="render one variant of a seed program into a folder and print its record",
                              description="Render variant K of a seed program into --out (record.json and the "
                                          "images/video, flat) and print the record JSON on stdout; messages "
                                          "go to stderr.")
    p.add_argument("program", help="batch/program_id, program_id or a path to the .py file")
    p.add_argument("--k", type=int, default=0, help="variant index (default 0)")
    p.add_argument("--out", type=Path, default=Path("preview"),
                   help="folder the record and renders are written into (default: ./preview)")
    p.add_argument("--level", default="standard", choices=DIFFICULTY_LEVELS,
                   help="difficulty level whose parameter space to draw from (default standard)")
    p.add_argument("--salt", default="preview",
                   help="preview's own salt (default 'preview'), so its variants are not the release's")
    p.add_argument("--no-video", action="store_true", help="skip the orbit video (3D programs)")
    p.add_argument("--timeout", type=float, default=300,
                   help="seconds building the variant may take before it is stopped, named (default 300)")
    p.set_defaults(func=_run)


def _run(args) -> int:
    record, written = preview(args.program, args.k, args.out, args.salt, video=not args.no_video, level=args.level,
                              timeout=args.timeout)
    print(json.dumps(record, indent=2, ensure_ascii=False))
    print(f"wrote into {args.out}/: " + ", ".join(p.name for p in written), file=sys.stderr)
    return 0
